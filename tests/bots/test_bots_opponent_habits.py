"""Issue 32: the expert's play-outs bet and answer for each opponent as the table read it.

The play-outs play every seat by ``hard``'s rules; on top of them an opponent's habits
(``bots/opponent_habits.py``) come from the opponent model: in a play-out where a seat is
drawn a calling station it accepts every truco-family call, and where it is drawn wild it
bets at every chance and never refuses. An ordinary seat keeps the rules' answers, and
the model tells the kinds apart by the seat's whole record. Truco calls and answers follow
AR-TRU-1 (the truco ladder).
"""

from __future__ import annotations

import random

from truco_desktop.bots import make_bot
from truco_desktop.bots.expert import ExpertBot
from truco_desktop.bots.opponent_habits import Drawn, Habits, draw, habits_of, with_habits
from truco_desktop.bots.reads import TableReads
from truco_desktop.engine import Hand, Rules
from truco_desktop.engine.actions import call, play
from truco_desktop.engine.view import view_for


def _facing_truco() -> Hand:
    """Seat 1 (the mano) calls truco; seat 0 is to answer (quiero, no quiero, retruco)."""
    rules = Rules("argentino", players=2, flor="off")
    hand, _ = Hand.start(rules, (0, 0), 0, [["4c", "5c", "6b"], ["1e", "1b", "7e"]])
    hand, _ = hand.apply(1, call("truco"))
    return hand


def _answers(drawn: Drawn, chosen_word: str) -> dict[str, int]:
    view = view_for(_facing_truco(), 0)
    chosen = next(a for a in view.legal if a.kind == chosen_word)
    counts: dict[str, int] = {}
    for k in range(200):
        kind = with_habits(view, chosen, drawn, random.Random(k)).kind
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def test_AR_TRU_1_a_calling_station_accepts_where_the_rules_refuse() -> None:
    station = Drawn(station=frozenset({0}))
    assert _answers(station, "no_quiero") == {"quiero": 200}
    assert _answers(station, "retruco") == {"retruco": 200}  # its raises stay raises


def test_AR_TRU_1_an_ordinary_seat_keeps_the_rules_answers() -> None:
    others = Drawn(wild=frozenset({1}), station=frozenset({1}))  # the habits of another
    for word in ("quiero", "no_quiero", "retruco"):
        assert _answers(others, word) == {word: 200}


def test_AR_TRU_1_a_wild_seat_raises_and_never_refuses() -> None:
    wild = Drawn(wild=frozenset({0}))
    answers = _answers(wild, "no_quiero")
    assert "no_quiero" not in answers
    assert answers["retruco"] > 160  # the raise, at nearly every chance
    # Before its card, with no bet waiting, it bets.
    rules = Rules("argentino", players=2, flor="off")
    hand, _ = Hand.start(rules, (0, 0), 0, [["4c", "5c", "6b"], ["1e", "1b", "7e"]])
    hand, _ = hand.apply(1, play("7e"))
    view = view_for(hand, 0)
    card = next(a for a in view.legal if a.kind == "play")
    taken = sum(with_habits(view, card, wild, random.Random(k)).kind == "truco" for k in range(400))
    assert taken > 330


def test_the_kinds_come_from_the_whole_record() -> None:
    reads = TableReads()
    station, ordinary, maniac = reads.seat(1), reads.seat(3), reads.seat(5)
    # The priors: one seat in ten of either kind, too few to be played by it.
    assert 0.05 < reads.truco_station(1) < 0.2
    assert draw(habits_of(reads, (1,)), random.Random(1)) == Drawn()
    station.truco_faced = {0: 9, 1: 3}  # twelve acceptances, no refusal
    assert reads.truco_station(1) > 0.85
    ordinary.truco_faced = {0: 4}  # four acceptances: thin calls, maybe
    assert reads.truco_station(3) < 0.35
    ordinary.truco_faced = {0: 8}
    ordinary.truco_folded = {0: 1}  # one refusal in eight: no station
    assert reads.truco_station(3) < 0.1
    maniac.truco_chances = maniac.truco_taken = 6
    habits = habits_of(reads, (1, 3, 5))
    assert habits[5] == Habits(wild=habits[5].wild, station=habits[5].station)
    assert habits[5].wild > 0.99 and habits[3].wild < 0.2
    drawn = [draw(habits, random.Random(k)) for k in range(200)]
    assert all(d.wild == frozenset({5}) for d in drawn)
    assert all(3 not in d.station for d in drawn)
    assert 160 < sum(1 in d.station for d in drawn) <= 200


def test_the_expert_plays_its_opponents_with_their_habits() -> None:
    expert = make_bot("expert", budget_ms=None)
    assert isinstance(expert, ExpertBot)
    assert expert.policy.reads is not None
    reads = expert.policy.reads
    reads.seat(1).truco_chances = reads.seat(1).truco_taken = 6
    view = view_for(_facing_truco(), 0)
    habits = expert._habits(view)
    assert set(habits) == {1}  # the opponents only, never its own side
    assert habits[1].wild > 0.99


def test_AR_TRU_5_an_envido_over_the_truco_is_answered_by_the_rules() -> None:
    # Envido va primero: the mano's truco waits while the envido called over it is
    # answered; a station's habit is about the truco, not that envido.
    hand = _facing_truco()
    hand, _ = hand.apply(0, call("envido"))
    view = view_for(hand, 1)
    assert view.envido_pending and view.truco_pending is not None
    refusal = next(a for a in view.legal if a.kind == "no_quiero")
    station = Drawn(station=frozenset({1}), wild=frozenset({1}))
    assert all(with_habits(view, refusal, station, random.Random(k)) == refusal for k in range(50))
