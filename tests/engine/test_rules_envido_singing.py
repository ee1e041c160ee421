"""AR-ENV-8b: an accepted envido is sung seat by seat, as the table hears it (D-31), and
AR-ENV-8c: the winner shows the cards that make his value when the hand ends.

Every seat speaks in playing order from the mano: the mano sings; a later seat keeps
quiet while his team leads, sings a value that wins under AR-ENV-7, or says *son
buenas*. A seat that kept quiet speaks again when the lead has passed to the other team
(our decision where the rule book's single round would leave a better value unsung).
The sung values are public; the others stay private.
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
def test_every_seat_speaks_in_playing_order_from_the_mano() -> None:
    # Each seat beats the one before: four songs, one from every seat, in order.
    hand, events = sung_after([V20, V28, V30, V33], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 20), Song(1, 28), Song(2, 30), Song(3, 33)]
    for seat in range(4):
        view = view_for(hand, seat)
        assert view.envido_sung == tuple(songs(events))
        assert view.envido_winner == (3, 33)


@rule("AR-ENV-8b")
def test_a_seat_keeps_quiet_while_his_team_leads() -> None:
    # The mano's 30 leads: West says son buenas, North (the mano's partner) keeps quiet
    # with his 33, East says son buenas. North's 33 stays private.
    hand, events = sung_after([V30, V20, V33, V29], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 30), Song(1, None), Song(3, None)]
    assert hand.envido.public == (0, 30)
    assert all(song.seat != 2 for song in view_for(hand, 1).envido_sung)


@rule("AR-ENV-8b", "AR-ENV-7")
def test_a_quiet_seat_speaks_when_the_lead_passes_to_the_other_team() -> None:
    # 25 leads, North keeps quiet (his team leads), East's 30 takes the lead, and the
    # turn comes round to North again: he sings 33, and the last value sung wins.
    hand, events = sung_after([V25, V20, V33, V30], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 25), Song(1, None), Song(3, 30), Song(2, 33)]
    assert hand.envido.public == (2, 33)
    settled = next(e for e in events if isinstance(e, EnvidoSettled))
    assert (settled.team, settled.winner_seat) == (0, 2)


@rule("AR-ENV-8b", "AR-ENV-7", "COMMON-SEAT-4")
def test_an_equal_value_nearer_the_mano_wins_when_its_turn_comes_round() -> None:
    # North's 30 waits while his team leads with 25; East sings 30; North's equal 30 is
    # nearer the mano, so he sings it and wins.
    hand, events = sung_after([V25, V20, V30, ["6c", "4c", "12o"]], (0, "envido"), (1, "quiero"))
    assert songs(events) == [Song(0, 25), Song(1, None), Song(3, 30), Song(2, 30)]
    assert hand.envido.public == (2, 30)


@rule("AR-ENV-8b", "COMMON-SEAT-4")
def test_an_equal_value_later_in_order_says_son_buenas() -> None:
    _hand, events = sung_after([V20, ["6c", "4c", "12o"], V25, V30], (0, "envido"), (1, "quiero"))
    # West's 30 beats 20; North's 25 does not beat it: son buenas; East keeps quiet.
    assert songs(events) == [Song(0, 20), Song(1, 30), Song(2, None)]


@rule("AR-ENV-8b")
def test_the_mano_is_not_always_seat_zero() -> None:
    # Seat 2 deals: seat 3 is mano and sings first, then 0, 1, 2 in order.
    _hand, events = sung_after([V29, V20, V25, V28], (3, "envido"), (0, "quiero"), dealer=2)
    assert songs(events) == [Song(3, 28), Song(0, 29), Song(1, None)]


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


@rule("AR-ENV-8b", "AR-ENV-8", "AR-ENV-7")
@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_songs_over_random_matches(players: int) -> None:
    """Against AR-ENV-7 over random matches: the mano sings first, nobody speaks twice,
    nobody sings over his own team, each value sung beats the one before, and the last
    value sung is the winner's, whose team is the one with the best value."""
    rng = random.Random(players)
    rules = Rules("argentino", players)
    checked = 0
    for _ in range(60):
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
            teams = match.hand.deal.seating.teams
            value = {s: envido_value(match.hand.deal.counted[s]) for s in active}
            assert sung[0] == Song(active[0], value[active[0]])
            assert len({song.seat for song in sung}) == len(sung)
            lead = sung[0]
            for song in sung[1:]:
                assert teams[song.seat] != teams[lead.seat]
                if song.value is not None:
                    assert song.value == value[song.seat]
                    assert (song.value, -active.index(song.seat)) > (
                        lead.value,
                        -active.index(lead.seat),
                    )
                    lead = song
            best = max(active, key=lambda s: (value[s], -active.index(s)))
            assert match.hand.envido.public == (lead.seat, lead.value)
            assert teams[lead.seat] == teams[best]
    assert checked >= 20


# ---------------------------------------------------------------- AR-ENV-8c


def play_out(hand: Hand) -> Hand:
    """Play the hand to its end, each seat its first card, answering nothing new."""
    while not hand.is_over:
        decision = hand.decision()
        assert decision is not None
        legal = hand.legal_actions_for(decision.seat)
        card = next((a for a in legal if a.kind == "play"), None)
        hand, _ = hand.apply(decision.seat, card if card is not None else legal[0])
    return hand


@rule("AR-ENV-8c", "AR-ENV-1")
def test_the_envido_winner_shows_the_cards_that_make_his_value() -> None:
    hand, _ = sung_after([V25, V31], (0, "envido"), (1, "quiero"))
    assert view_for(hand, 0).shown_cards == ()  # not before the hand ends
    hand = play_out(hand)
    for seat in (0, 1):
        assert view_for(hand, seat).shown_cards == ((1, ("7b", "4b")),)


@rule("AR-ENV-8c")
def test_the_winner_shows_also_when_the_hand_ends_by_the_mazo() -> None:
    hand, _ = sung_after([V33, V20], (0, "envido"), (1, "quiero"))
    hand, _ = hand.apply(0, call("mazo"))
    assert hand.is_over
    assert view_for(hand, 1).shown_cards == ((0, ("7e", "6e")),)


@rule("AR-ENV-8c", "AR-ENV-1")
def test_a_single_best_card_is_shown_alone() -> None:
    hand, _ = sung_after([["7o", "5c", "12e"], V20], (0, "envido"), (1, "quiero"))
    # 20 (10c 12c) beats 7: seat 1 shows the two cups.
    assert hand.envido.public == (1, 20)
    hand, _ = sung_after([["7o", "5c", "12e"], ["6o", "4c", "11e"]], (0, "envido"), (1, "quiero"))
    hand = play_out(hand)
    assert view_for(hand, 1).shown_cards == ((0, ("7o",)),)


@rule("AR-ENV-8c")
def test_a_refused_envido_shows_nothing() -> None:
    hand, _ = sung_after([V33, V20], (0, "envido"), (1, "no_quiero"))
    hand = play_out(hand)
    assert view_for(hand, 1).shown_cards == ()


@rule("AR-ENV-8c", "AR-FLOR-6")
def test_the_flor_that_won_a_comparison_shows_its_three_cards() -> None:
    flor_a, flor_b = ["7e", "6e", "1e"], ["5b", "4b", "3b"]
    hand, _ = Hand.start(Rules("argentino", 2, flor="simple"), (0, 0), 1, [flor_a, flor_b])
    hand, _ = hand.apply(0, call("flor"))
    hand = play_out(hand)  # seat 1 must announce his flor at his turn (AR-FLOR-2)
    assert hand.flor.public == (0, 34)
    assert view_for(hand, 1).shown_cards == ((0, tuple(flor_a)),)
