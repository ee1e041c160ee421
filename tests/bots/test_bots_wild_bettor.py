"""Issue 32: a seat that bets the truco family at every chance is read as wild.

The opponent model counts, from the public record only, each seat's chances to bet the
truco family (at its turn before its card, with no bet waiting and its side free to call
or holding the right to raise; or for an answer, where a raise was possible) and how
many it took. An ordinary player takes a few (``hard`` one in five or ten, ``normal`` one
in twenty); a maniac takes every one. Two kinds weighed by Bayes tell them apart within
two or three hands, and a wild seat's calls say nothing of its cards.
"""

from __future__ import annotations

from typing import Any

import pytest

from truco_desktop.bots.reads import TableReads
from truco_desktop.engine import Hand, Rules
from truco_desktop.engine.actions import call, parse
from truco_desktop.engine.view import view_for


def _played(
    score: tuple[int, int], dealer: int, hands: list[list[str]], moves: list[tuple[int, str]]
) -> Hand:
    rules = Rules("argentino", players=2, flor="off")
    hand, _ = Hand.start(rules, score, dealer, hands)
    for seat, word in moves:
        action = parse(word) if ":" in word or word in ("quiero", "no_quiero") else call(word)
        hand, _ = hand.apply(seat, action)
    return hand


def test_chances_to_bet_are_counted_from_the_public_record() -> None:
    reads = TableReads()
    # Seat 1 is the mano: truco at once, refused by seat 0, who could have raised.
    moves = [(1, "truco"), (0, "no_quiero")]
    first = _played((0, 0), 0, [["4c", "5c", "6b"], ["1e", "1b", "7e"]], moves)
    reads.observe(view_for(first, 0))
    assert (reads.seat(1).truco_chances, reads.seat(1).truco_taken) == (1, 1)
    assert (reads.seat(0).truco_chances, reads.seat(0).truco_taken) == (1, 0)
    # A hand of the same match played out without a bet: each card played was a chance
    # passed.
    second = _played(
        (0, 1),
        1,
        [["7o", "6o", "1c"], ["4e", "5b", "6c"]],
        [(0, "play:1c"), (1, "play:4e"), (0, "play:7o"), (1, "play:5b")],
    )
    assert second.is_over
    reads.observe(view_for(second, 0))
    assert (reads.seat(0).truco_chances, reads.seat(0).truco_taken) == (3, 0)
    assert (reads.seat(1).truco_chances, reads.seat(1).truco_taken) == (3, 1)


def test_a_seat_that_bets_at_every_chance_is_wild_and_its_calls_say_nothing() -> None:
    reads = TableReads()
    maniac, ordinary = reads.seat(1), reads.seat(3)
    assert 0.05 < reads.truco_wild(1) < 0.2  # the prior: most players are not wild
    maniac.truco_chances = maniac.truco_taken = 3
    ordinary.truco_chances, ordinary.truco_taken = 10, 1
    assert reads.truco_wild(1) > 0.9
    assert reads.truco_honesty(1) < 0.1
    assert reads.truco_wild(3) < 0.01
    assert reads.truco_honesty(3) > 0.9
    # One chance passed is nearly enough to clear a seat: a wild one passes few.
    maniac.truco_chances += 2
    assert reads.truco_wild(1) < 0.5


def test_the_experts_deals_believe_a_wild_seat_no_more_than_its_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The expert's search deals the cards it cannot see with the honesty its rules read
    in each opponent: a wild seat's truco does not deal it the top cards."""
    import random

    from truco_desktop.bots import expert, make_bot

    bot = make_bot("expert", budget_ms=None, worlds=4)
    assert isinstance(bot, expert.ExpertBot) and bot.policy.reads is not None
    seen: list[object] = []
    real = expert.sample_cards

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs.get("honesty"))
        return real(*args, **kwargs)

    monkeypatch.setattr(expert, "sample_cards", spy)
    hand = _played((3, 3), 0, [["4c", "5c", "6b"], ["1e", "1b", "7e"]], [(1, "truco")])
    view = view_for(hand, 0)
    bot.policy.reads.note(view)
    wild = bot.policy.reads.seat(1)
    wild.truco_chances = wild.truco_taken = 6
    bot.choose(view, random.Random(2))
    assert seen, "the answer to a truco is searched"
    assert all(isinstance(h, dict) and h[1][0] < 0.1 for h in seen)
