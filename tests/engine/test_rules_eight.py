"""Rule tests for eight-player Argentine Truco (RULES-3-8-PLAYERS.md AR-EIGHT-*)."""

from __future__ import annotations

import itertools
import random

import pytest
from rulecheck import ok, refused_at

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.deal import pica_duels
from truco_desktop.engine.seats import seating_for
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule

# Dealer 7: seat 0 is the mano.
H8 = [
    ["1o", "2o", "3o"],
    ["1c", "2c", "3c"],
    ["4o", "5o", "6o"],
    ["4c", "5c", "6c"],
    ["4e", "5e", "6e"],
    ["4b", "5b", "6b"],
    ["7o", "10o", "11o"],
    ["7c", "10c", "11c"],
]


@rule("AR-EIGHT-1", "AR-SETUP-1")
def test_two_teams_of_four_even_against_odd() -> None:
    seating = seating_for(8)
    assert seating.members(0) == (0, 2, 4, 6) and seating.members(1) == (1, 3, 5, 7)
    match = Match.new(Rules("argentino", 8), seed="eight")
    assert [len(c) for c in match.hand.held] == [3] * 8
    assert view_for(match.hand, 5).teams == (0, 1, 0, 1, 0, 1, 0, 1)
    # A redondo trick is one card from each of the eight, in playing order from the mano.
    steps = [f"{s} play {H8[s][0]}" for s in range(8)]
    after = ok("argentino", H8, *steps)
    assert after["tricks"] == [0]  # seat 6's siete de oros beats every other first card
    assert after["to_act"] == 6
    refused_at(0, "argentino", H8, "1 play 1c")  # out of turn


@rule("AR-EIGHT-1")
def test_redondo_and_pica_pica_alternate_with_eight() -> None:
    rng = random.Random(8)
    match = Match.new(Rules("argentino", 8), rng=rng)
    kinds: list[tuple[str, tuple[int, ...]]] = []
    while True:
        kinds.append((match.hand.hand_kind, match.hand.score))
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            match, _ = match.apply(seat, rng.choice(match.legal_actions()))
        if match.series_over:
            break
        match, _ = match.next_hand()
    assert kinds[0][0] == "redondo" and any(k == "pica" for k, _s in kinds)
    for (before, _s), (kind, score) in itertools.pairwise(kinds):
        assert kind == ("pica" if before == "redondo" and max(score) < 25 else "redondo")


@rule("AR-EIGHT-2")
def test_each_even_seat_duels_the_odd_seat_diagonally_across() -> None:
    opponents = seating_for(8).opponents
    assert [(s, opponents[s]) for s in (0, 2, 4, 6)] == [(0, 3), (2, 5), (4, 7), (6, 1)]
    assert all(opponents[opponents[s]] == s for s in range(8))


@rule("AR-EIGHT-3", "AR-SIX-4")
def test_pica_pica_with_eight_is_four_duels_one_after_another() -> None:
    assert pica_duels(seating_for(8), 0) == ((0, 3), (1, 6), (2, 5), (4, 7))
    assert pica_duels(seating_for(8), 5) == ((5, 2), (6, 1), (7, 4), (0, 3))
    start = ok("argentino", H8, hand_kind="pica")
    assert start["to_act"] == 0
    refused_at(0, "argentino", H8, "1 play 1c", hand_kind="pica")  # not in this duel
    # Each fold ends a duel; to_act passes at once to the next duel's mano.
    expected_next = [1, 2, 4]
    steps: list[str] = []
    for seat, following in zip([0, 1, 2], expected_next, strict=True):
        steps.append(f"{seat} mazo")
        answer = ok("argentino", H8, *steps, hand_kind="pica")
        assert answer["hand_over"] is False and answer["to_act"] == following
    done = ok("argentino", H8, *steps, "4 mazo", hand_kind="pica")
    assert done["hand_over"] is True and done["to_act"] is None
    # Folds of 0, 2 and 4 give the odd team 2 each, the fold of 1 the even team 2.
    assert done["score"] == [2, 6]


@rule("AR-EIGHT-3", "AR-SIX-5")
def test_falta_in_an_eight_player_duel_is_worth_at_most_six() -> None:
    answer = ok("argentino", H8, "0 falta_envido", "3 quiero", hand_kind="pica")
    # 0 holds 1o 2o 3o: 25 (two oros: 2 + 3 + 20); 3 holds 5c 6c: 31.
    assert answer["score"] == [0, 6]
    assert answer["to_act"] == 0 and answer["hand_over"] is False
    # The match may end in the middle of the pica-pica hand (AR-SIX-4).
    end = ok("argentino", H8, "0 falta_envido", "3 quiero", hand_kind="pica", score=(0, 25))
    assert end["game_over"] is True and end["hand_over"] is True and end["winner"] == 1
