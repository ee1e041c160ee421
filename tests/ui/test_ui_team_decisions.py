"""Your team's decisions are yours (issue 16, item 1).

By default a call addressed to your team waits for you: the partner may suggest an
answer, never give it first. Every decision the rules give you is offered to you: your
own turn, your flor, the answers for your team, the mão de onze, the Mineiro set. When
the rules give the answer to your partner alone (your flor comes first, AR-FLOR-2) you
still choose what he says. "Partner may answer for the team" stays an option, off.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call
from truco_desktop.play.players import standard_bot
from truco_desktop.play.team import TEAM_ANSWERS, holds_unsung_flor, partner_answer_waits
from truco_desktop.storage import Preferences
from truco_desktop.ui.models.game_model import GameModel

#: (rules, hands) played by the check; flor hands are rarer, so they get more hands.
VARIANTS = [
    (Rules("argentino", 2), 40),
    (Rules("argentino", 4), 60),
    (Rules("argentino", 4, flor="simple"), 160),
    (Rules("argentino", 4, flor="full"), 160),
    (Rules("argentino", 6, flor="simple"), 60),
    (Rules("mineiro", 2), 120),
    (Rules("mineiro", 4), 120),
    (Rules("paulista", 2), 120),
    (Rules("paulista", 4), 120),
]


def _choose(bot: Any, view: Any, rng: random.Random) -> Any:
    try:
        action = bot.choose(view, rng).action
    except Exception:  # a bot may not expect every view: any legal action will do
        action = None
    return action if action in view.legal else rng.choice(view.legal)


def play_and_watch(rules: Rules, hands: int, seed: int, enough: Any = None) -> Counter[str]:
    """Play up to ``hands`` hands with the table's default (fewer once ``enough`` says
    what was offered is enough); what the human was offered.

    At every decision of the human's team: the human takes it whenever the rules let
    him (his own decisions and every answer for his team); where they give it to his
    partner alone, the partner's answer waits for the human's choice when the human's
    flor is the only reason he may not answer.
    """
    model = GameModel()
    session = model.session
    model.new_match(rules, seed=f"team-{seed}", bot_seed=seed)
    bot = standard_bot("normal")
    rng = random.Random(seed)
    offered: Counter[str] = Counter()
    played = 0
    while played < hands:
        match = session.match
        assert match is not None
        if match.series_over:
            model.play_again()
            continue
        if match.needs_deal:
            played += 1
            if enough is not None and enough(offered):
                break
            model.deal_next()
            continue
        hand = match.hand
        d = hand.decision()
        assert d is not None
        seat, deciding = d.seat, d.deciding.value
        human = model.view()
        ours = human.team_of(seat) == human.team
        if model.human_in_charge():
            offered[deciding if seat == 0 else f"team:{deciding}"] += 1
            if holds_unsung_flor(human) and any(a.kind == "flor" for a in human.legal):
                offered["flor"] += 1
            assert model.submit(_choose(bot, human, rng))
            continue
        partner = session.view(seat)
        assert seat != 0, f"the human's own decision ({deciding}) went to a bot"
        if ours and deciding in TEAM_ANSWERS:
            assert not human.legal, f"{seat} answered {deciding} before the human could"
            if partner_answer_waits(human, partner):
                offered["chose_for_partner"] += 1
                action = _choose(bot, partner, rng)
                assert model.apply_bot(seat, action, model.revision, "partner_chose")
                continue
            # The rules leave the human out: not in the pica-pica duel, no flor to
            # answer a flor bet with, or only the partner's own flor to announce.
            assert (
                0 not in human.active
                or deciding == "flor_reply"
                or len(partner.legal) == 1
                or not holds_unsung_flor(human)
            )
        session.bot_turn()
    return offered


def _name(value: object) -> str:
    if isinstance(value, Rules):
        return f"{value.variant_name}-{value.players}-flor-{value.flor}"
    return str(value)


def _needed(rules: Rules) -> dict[str, tuple[str, ...]]:
    """What the human must have been offered in these rules: a name and the kinds that
    count for it."""
    needed = {"your own turn": ("own",)}
    if rules.players > 2:
        needed["a truco addressed to your partner"] = ("team:truco_reply",)
    if rules.variant_name == "argentino":
        needed["an envido answer"] = ("envido_reply", "team:envido_reply")
    if rules.flor != "off" and rules.players == 4:
        needed["your flor"] = ("flor",)
    if rules.variant_name == "mineiro":
        needed["the Mineiro set choice"] = ("set",)
    if rules.variant_name != "argentino":
        needed["the mão de onze for your team"] = ("onze", "team:onze")
    return needed


@pytest.mark.parametrize(("rules", "hands"), VARIANTS, ids=_name)
def test_every_decision_of_your_team_is_offered_to_you(rules: Rules, hands: int) -> None:
    needed = _needed(rules)

    def enough(offered: Counter[str]) -> bool:
        return all(any(offered[k] for k in kinds) for kinds in needed.values())

    # Every decision on the way is checked (``play_and_watch``); the hands go on until
    # the human has been offered each kind of decision these rules have.
    offered = play_and_watch(rules, hands * 4, seed=16, enough=enough)
    for what, kinds in needed.items():
        assert any(offered[k] for k in kinds), what


def test_your_flor_lets_you_choose_your_partners_answer() -> None:
    offered: Counter[str] = Counter()
    for seed in range(1, 40):
        offered += play_and_watch(Rules("argentino", 4, flor="simple"), 40, seed)
        if offered["chose_for_partner"]:
            break
    assert offered["chose_for_partner"]


def test_partner_answers_is_an_option_off_by_default() -> None:
    assert Preferences().partner_answers is False
    model = GameModel()
    assert model.human_answers
    model.set_partner_answers(True)
    assert not model.human_answers


# ---------------------------------------------------------------- at the table


def _opponent_truco_to_partner(m: Any, prev: Any, act: Any) -> bool:
    """East (seat 1) has just called truco: North (seat 2) is the designated responder."""
    return (
        act is not None
        and act[0] == 1
        and act[1].kind == "truco"
        and m.to_act == 2
        and not m.hand.is_over
    )


def test_a_truco_to_your_partner_waits_for_you_at_the_table(qtbot: Any, table: Any) -> None:
    _m, prev, act = find(Rules("argentino", 4), _opponent_truco_to_partner, seed=16)
    hold_bots(table)
    table.model.restore(prev.to_json())
    quiet(qtbot, table)
    table.model.session.apply(*act)
    quiet(qtbot, table)
    assert table.director.thinking is None, "North does not answer for you"
    assert table.input_enabled()
    words = [a.kind for a in table.call_bar.shown_actions()]
    assert "quiero" in words and "no_quiero" in words
    assert "East calls Truco" in table.call_bar.title.text()
    table.call_bar.button_for("quiero").click()
    quiet(qtbot, table)
    assert table.model.session.match.hand.history[-1] == (0, call("quiero"))


def _partner_answers_for_flor(m: Any, prev: Any, act: Any) -> bool:
    """East called truco, North answers, and the human's unannounced flor stops him."""
    if not _opponent_truco_to_partner(m, prev, act):
        return False
    h = m.hand
    return h.unannounced_flor(0) and len(h.legal_actions()) > 1


def test_with_your_flor_you_choose_your_partners_answer(qtbot: Any, table: Any) -> None:
    _m, prev, act = find(
        Rules("argentino", 4, flor="simple"), _partner_answers_for_flor, seed=7, tries=3000
    )
    hold_bots(table)
    table.model.restore(prev.to_json())
    quiet(qtbot, table)
    table.model.session.apply(*act)
    quiet(qtbot, table)
    assert table.director.pending_choice is not None
    seat, legal = table.director.pending_choice
    assert seat == 2
    assert set(table.call_bar.shown_actions()) == set(legal)
    assert "North" in table.call_bar.subtitle.text()
    table.call_bar.button_for("quiero").click()
    quiet(qtbot, table)
    assert table.model.session.match.hand.history[-1] == (2, call("quiero"))
    assert table.director.pending_choice is None
