"""Every level only ever returns a legal action, with a reason from the reasons table."""

from __future__ import annotations

import random
import string

import pytest

from truco_desktop.bots import LEVEL_NAMES, REASONS, make_bot
from truco_desktop.bots.reasons import explain, template_fields
from truco_desktop.engine import Match, Rules
from truco_desktop.engine.view import view_for

RULE_SETS = [
    Rules("argentino", players=2),
    Rules("argentino", players=2, flor="full", falta="malas"),
    Rules("argentino", players=4, flor="simple"),
    Rules("argentino", players=6, flor="full"),
    Rules("mineiro", players=2),
    Rules("mineiro", players=4),
    Rules("paulista", players=2, deck_option="clean"),
    Rules("paulista", players=4),
    # Three players (the gallo: his discard, the pair as partners) and eight.
    Rules("argentino", players=3, flor="full"),
    Rules("argentino", players=3, gallo="fixed", gallo_seat=2, falta="malas"),
    Rules("argentino", players=8, flor="simple"),
]


def _states(rules: Rules, seed: int, count: int) -> list[Match]:
    """``count`` states of random play (random players drive, so every corner is reached)."""
    rng = random.Random(seed)
    match = Match.new(rules, seed=f"legal/{seed}")
    out: list[Match] = []
    while len(out) < count:
        if match.hand.is_over:
            if match.series_over:
                match = Match.new(rules, seed=f"legal/{seed}/{len(out)}")
            else:
                match, _ = match.next_hand()
            continue
        out.append(match)
        seat = match.to_act
        assert seat is not None
        match, _ = match.apply(seat, rng.choice(match.legal_actions()))
    return out


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.key())
def test_every_level_returns_a_legal_action(rules: Rules) -> None:
    states = _states(rules, 1, 250)
    bots = {level: make_bot(level, budget_ms=None, worlds=4) for level in LEVEL_NAMES}
    rng = random.Random(2)
    for i, match in enumerate(states):
        seat = match.to_act
        assert seat is not None
        view = view_for(match.hand, seat)
        # The expert searches; a sample of states keeps the module fast.
        levels = LEVEL_NAMES if i % 40 == 0 else LEVEL_NAMES[:-1]
        for level in levels:
            decision = bots[level].choose(view, rng)
            assert decision.action in view.legal, (level, decision, view.history)
            assert decision.why.code in REASONS, decision.why
            assert set(decision.why.params) == template_fields(decision.why.code), decision.why
            explain(decision.why)


def test_partner_may_answer_for_the_team() -> None:
    """A partner allowed to answer a pending call gets a legal answer too (COMMON-CALL-3)."""
    rules = Rules("argentino", players=4)
    bot = make_bot("hard")
    rng = random.Random(3)
    answered = 0
    for match in _states(rules, 4, 600):
        seat = match.to_act
        assert seat is not None
        partner = (seat + 2) % 4
        view = view_for(match.hand, partner)
        if view.legal:
            assert bot.choose(view, rng).action in view.legal
            answered += 1
    assert answered > 10


def test_reason_templates_are_well_formed() -> None:
    for code, template in REASONS.items():
        assert code == code.lower() and " " not in code
        for _lit, name, _spec, _conv in string.Formatter().parse(template):
            assert name is None or name.isidentifier(), (code, name)
