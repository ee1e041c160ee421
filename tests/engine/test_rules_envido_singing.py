"""AR-ENV-8b: an accepted envido is sung, as the table hears it (D-31).

The mano's team sings first through its singer (the seat with the team's best value, the
seat nearer the mano among equals); the other team's singer sings only a value that wins
under AR-ENV-7, and otherwise the first seat of that team after the mano says *son
buenas*. The sung values are public; the others stay private.
"""

from __future__ import annotations

import random

import pytest

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import call
from truco_desktop.engine.cards import envido_value
from truco_desktop.engine.envido import Song
from truco_desktop.engine.events import EnvidoSettled, EnvidoSung, Event
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule

V33 = ["7e", "6e", "1o"]  # 33
V31 = ["7b", "4b", "3c"]  # 31
V30 = ["6o", "4o", "12c"]  # 30
V29 = ["5b", "4b", "3c"]  # 29
V28 = ["5c", "3c", "12e"]  # 28
V25 = ["5o", "12o", "2e"]  # 25
V20 = ["10c", "12c", "1e"]  # 20


def sung_after(
    hands: list[list[str]], *steps: tuple[int, str], dealer: int | None = None, **rules: object
) -> tuple[Hand, list[Event]]:
    """Deal ``hands`` (mano is seat 0 unless ``dealer`` says otherwise) and apply ``steps``."""
    n = len(hands)
    hand, _ = Hand.start(
        Rules("argentino", n, **rules),  # type: ignore[arg-type]
        (0, 0),
        n - 1 if dealer is None else dealer,
        hands,
    )
    events: list[Event] = []
    for seat, word in steps:
        hand, events = hand.apply(seat, call(word))
    return hand, events


def songs(events: list[Event]) -> list[Song]:
    return [Song(e.seat, e.value) for e in events if isinstance(e, EnvidoSung)]


@rule("AR-ENV-8b", "AR-ENV-8")
def test_the_mano_sings_and_a_lower_value_says_son_buenas() -> None:
    hand, events = sung_after([V33, V29], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 33), Song(1, None)]
    assert hand.envido.public == (0, 33)


@rule("AR-ENV-8b", "AR-ENV-7")
def test_a_winning_value_is_sung_after_the_mano() -> None:
    hand, events = sung_after([V25, V31], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 25), Song(1, 31)]
    assert hand.envido.public == (1, 31)


@rule("AR-ENV-8b", "AR-ENV-7", "COMMON-SEAT-4")
def test_an_equal_value_loses_to_the_mano_and_is_not_sung() -> None:
    _hand, events = sung_after([V29, ["5e", "4e", "1b"]], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 29), Song(1, None)]


@rule("AR-ENV-8b")
def test_the_songs_come_before_the_settlement_and_the_last_value_is_the_winners() -> None:
    _hand, events = sung_after([V25, V31], (0, "real_envido"), (1, "quiero"))
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("EnvidoSettled") == kinds.index("EnvidoSung") + 2
    settled = next(e for e in events if isinstance(e, EnvidoSettled))
    assert (settled.winner_seat, settled.value) == (1, 31)


@rule("AR-ENV-8b")
def test_each_team_sings_through_its_best_seat() -> None:
    # Seat 0 is mano; his partner (2) holds the team's best; East (3) beats it.
    hand, events = sung_after([V20, V28, V30, V33], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(2, 30), Song(3, 33)]
    for seat in range(4):
        view = view_for(hand, seat)
        assert view.envido_sung == (Song(2, 30), Song(3, 33))
        assert view.envido_winner == (3, 33)


@rule("AR-ENV-8b")
def test_son_buenas_comes_from_the_first_of_the_team_after_the_mano() -> None:
    # The other team's best (seat 3, 29) loses to 30: seat 1, first after the mano, speaks.
    _hand, events = sung_after([V30, V20, V25, V29], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 30), Song(1, None)]


@rule("AR-ENV-8b", "AR-ENV-7", "COMMON-SEAT-4")
def test_an_equal_value_nearer_the_mano_is_sung_and_wins() -> None:
    # Team 0 sings 30 through seat 2; seat 1 also holds 30 and sits nearer the mano.
    hand, events = sung_after([V20, ["6c", "4c", "12o"], V30, V25], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(2, 30), Song(1, 30)]
    assert hand.envido.public == (1, 30)


@rule("AR-ENV-8b")
def test_a_refused_envido_is_not_sung() -> None:
    hand, events = sung_after([V33, V29], (0, "envido"), (1, "no_quiero"))
    assert songs(events) == []
    assert view_for(hand, 1).envido_sung == ()


@rule("AR-ENV-8b", "AR-SIX-4")
def test_in_a_pica_pica_duel_the_duel_mano_sings_first() -> None:
    cards = [V20, V31, ["4o", "5o", "12c"], V33, ["7c", "6c", "11b"], ["4e", "5e", "12b"]]
    hand, _ = Hand.start(Rules("argentino", 6), (0, 0), 5, cards, hand_kind="pica")
    assert hand.active == (0, 3)
    hand, _ = hand.apply(0, call("envido"))
    hand, events = hand.apply(3, call("quiero"))
    assert songs(events) == [Song(0, 20), Song(3, 33)]


@rule("AR-ENV-8b", "AR-ENV-8")
@pytest.mark.parametrize("players", [2, 4, 6])
def test_songs_over_random_matches(players: int) -> None:
    """The first song is the mano team's best value; the last value sung is the winner's."""
    rng = random.Random(players)
    rules = Rules("argentino", players)
    checked = 0
    for _ in range(40):
        match = Match.new(rules, rng=rng)
        while not match.series_over and checked < 60:
            if match.hand.is_over:
                match, _ = match.next_hand()
                continue
            hand = match.hand
            seat = match.to_act
            assert seat is not None
            match, events = match.apply(seat, rng.choice(match.legal_actions()))
            sung = songs(events)
            if not sung:
                continue
            checked += 1
            active = hand.round.active
            teams = hand.deal.seating.teams
            first, second = sung
            mano_team = [s for s in active if teams[s] == teams[active[0]]]
            assert first.seat in mano_team
            assert first.value == max(envido_value(hand.dealt[s]) for s in mano_team)
            assert teams[second.seat] != teams[first.seat]
            winner = match.hand.envido.public
            last = second if second.value is not None else first
            assert winner == (last.seat, last.value)
    assert checked >= 20
