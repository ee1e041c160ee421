"""The expert's search: stopping when the choice is settled, and deals weighed by the
other seats' earlier choices (a mano who did not call envido seldom holds a high one)."""

from __future__ import annotations

import random

import pytest

from truco_desktop.bots import expert as expert_module
from truco_desktop.bots import make_bot
from truco_desktop.bots.base import Decision, Why
from truco_desktop.bots.estimates import rank_fraction
from truco_desktop.bots.expert import ExpertBot, _Choice, _rebuild, _settled
from truco_desktop.bots.personality import EXPERT_RULES, HARD, with_style
from truco_desktop.bots.situation import situation_of
from truco_desktop.engine.actions import Action
from truco_desktop.engine.cards import envido_value
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import SeatView, view_for


def test_identical_outcomes_settle_the_search() -> None:
    assert _settled([[0.0] * 12, [0.0] * 12, [0.0] * 12], 0)


def test_a_clearly_better_action_settles_the_search() -> None:
    assert _settled([[0.0] * 12, [0.2, 0.25] * 6, [0.0] * 12], 0)


def test_noisy_comparisons_keep_searching() -> None:
    assert not _settled([[0.0] * 12, [0.3, -0.2, 0.1, -0.1] * 3], 0)


def test_a_silent_mano_is_dealt_lower_envidos() -> None:
    # Seat 1 is mano; it played a card where it could have called envido, then seat 0
    # (the expert) must decide. Deals in which hard would have called are weighed down.
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [0, 0],
        "dealer": 0,
        "hands": [["4c", "5o", "12b"], ["6e", "7e", "1o"]],
        "actions": [{"seat": 1, "action": "play", "card": "1o"}],
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None
    view = view_for(hand, 0)
    sit = situation_of(view)
    bot = make_bot("expert", budget_ms=None)
    assert isinstance(bot, ExpertBot)
    rules = Rules("argentino", players=2)
    rng = random.Random(3)
    fraction = rank_fraction(sit)
    plain: list[int] = []
    weighted = 0.0
    weights = 0.0
    for _ in range(160):
        choices: list[_Choice] = []
        world, _score = _rebuild(sit, rules, rng, fraction, bot.policy, None, choices)
        if world is None:
            continue
        assert choices and choices[0][1] == 1
        value = envido_value([*world.held[1], "1o"])
        weight = bot._consistency(choices, rng)
        plain.append(value)
        weighted += weight * value
        weights += weight
    assert len(plain) > 100
    assert weighted / weights < sum(plain) / len(plain) - 0.5


def test_no_deal_is_ruled_out_by_calls_alone() -> None:
    # The other seats are a mixture: mostly `hard`'s rules, sometimes a whim. However
    # many of their choices a deal fails to explain, it keeps at least NOISE of weight,
    # so a reckless caller's trucos cannot convince the search that he holds the top.
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [0, 0],
        "dealer": 0,
        "hands": [["4c", "5o", "12b"], ["6e", "7e", "1o"]],
        "actions": [],
    }
    hand, _refusal, _index = parse_record(record).replay()
    bot = make_bot("expert", budget_ms=None)
    assert isinstance(bot, ExpertBot)

    class AlwaysTruco:
        """An inference policy that calls truco where the seat played a card."""

        def choose(self, view: SeatView, rng: random.Random, signs: object = None) -> Decision:
            return Decision(Action("truco"), Why("test", {}))

    bot.infer_policy = AlwaysTruco()  # type: ignore[assignment]
    played = Action("play", card="1o")
    one = bot._consistency([(hand, 1, played)], random.Random(1))
    six = bot._consistency([(hand, 1, played)] * 6, random.Random(1))
    assert one < 1.0
    assert expert_module.NOISE <= six < one
    assert six < expert_module.NOISE + 0.01
    agreeing = bot._consistency([(hand, 1, Action("truco"))] * 6, random.Random(1))
    assert agreeing == 1.0


def _view_to_act(variant: str, hands: list[list[str]], actions: list[str]) -> SeatView:
    """The view of the seat to act in a 4-player hand dealt ``hands`` (dealer 3, so seat 0
    is mano) after seat 0's ``actions``."""
    record: dict[str, object] = {
        "variant": variant,
        "options": {"players": 4},
        "score": [0, 0],
        "dealer": 3,
        "hands": hands,
        "actions": [{"seat": 0, "action": a} for a in actions],
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None
    seat = hand.to_act
    assert seat is not None
    return view_for(hand, seat)


def _four_player_view(answer: bool) -> SeatView:
    hands = [["4c", "5o", "12b"], ["6e", "7e", "1o"], ["3c", "2o", "11b"], ["1c", "7b", "5e"]]
    return _view_to_act("argentino", hands, ["truco"] if answer else [])


def _mineiro_answer_view() -> SeatView:
    hands = [["4c", "5d", "Qs"], ["6s", "7h", "As"], ["3c", "2d", "Js"], ["Ac", "7c", "5s"]]
    # MI-DEAL-2: the mão keeps his set before anyone bets.
    return _view_to_act("mineiro", hands, ["keep_set", "truco"])


def test_with_partners_the_expert_plays_its_tuned_rules_by_default() -> None:
    # Measured (issue 17): with partners the tuned rules beat hard in Argentine; where the
    # rules have no envido (Mineiro, Paulista) the searched answers gained on top.
    bot = make_bot("expert", budget_ms=None)
    assert isinstance(bot, ExpertBot)
    assert bot.team_search == "truco_only"
    mineiro = _mineiro_answer_view()
    assert mineiro.truco_pending is not None
    assert bot._searches_team_decision(mineiro)
    assert bot.policy.personality == EXPERT_RULES
    for answer in (True, False):
        view = _four_player_view(answer)
        assert not bot._searches_team_decision(view)
        assert bot.choose(view, random.Random(5)) == bot.policy.choose(view, random.Random(5))
    # The searched modes stay for measuring: "answers" searches only answers to a bet.
    answers = ExpertBot(bot.policy, budget_ms=None, team_search="answers")
    assert answers._searches_team_decision(_four_player_view(answer=True))
    assert not answers._searches_team_decision(_four_player_view(answer=False))
    with pytest.raises(ValueError):
        ExpertBot(bot.policy, team_search="sometimes")


def test_the_search_models_the_other_seats_as_hard_players() -> None:
    bot = make_bot("expert", budget_ms=None)
    assert isinstance(bot, ExpertBot)
    assert bot.model == HARD
    assert bot.playout_policy.personality.norms == HARD.norms
    assert bot.infer_policy.personality.reads_calls == HARD.reads_calls
    # A style reaches both halves: the expert's rules and its model of the others.
    cautious = make_bot("expert", "cautious", budget_ms=None)
    assert isinstance(cautious, ExpertBot)
    assert cautious.model == with_style(HARD, "cautious")
    assert cautious.policy.personality == with_style(EXPERT_RULES, "cautious")
