"""Mineiro's set choice (MI-DEAL-2): before play the mão keeps his three cards, discards
them face up for three from the stock, or (4 players, once) gives them to his partner, who
takes three from the stock in exchange. At most four sets are seen.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .errors import BadRecord

MAX_SETS = 4


class SetChoice(NamedTuple):
    #: How many sets the mão has seen, his first included.
    seen: int
    #: The set the mão gave his partner; known to the two of them only.
    given: tuple[Card, ...]
    #: Cards taken from the stock so far.
    stock_used: int
    #: Sets discarded face up (public).
    discarded: tuple[tuple[Card, ...], ...]
    #: The partner's own cards, replaced by the given set: out of play and never shown.
    out_of_play: tuple[tuple[Card, ...], ...]


FIRST_SET = SetChoice(1, (), 0, (), ())


def choices(state: SetChoice, players: int) -> tuple[str, ...]:
    """The words the mão may say now."""
    if state.seen >= MAX_SETS:
        return ("keep_set",)
    if players == 4 and not state.given:
        return ("keep_set", "discard_set", "give_set")
    return ("keep_set", "discard_set")


def exchange(
    state: SetChoice,
    held: tuple[tuple[Card, ...], ...],
    seat: int,
    partner: int,
    stock: tuple[Card, ...],
    choice: str,
) -> tuple[SetChoice, tuple[tuple[Card, ...], ...]]:
    """Discard or give the mão's set: the new state and the new cards of every seat."""
    start = state.stock_used
    new_set = stock[start : start + 3]
    if len(new_set) < 3:
        raise BadRecord(f"the stock is too short for {choice} (MI-DEAL-2)")
    current = held[seat]
    cards = list(held)
    given, discarded, out = state.given, state.discarded, state.out_of_play
    if choice == "give_set":
        out = (*out, cards[partner])
        cards[partner] = current
        given = current
    else:
        discarded = (*discarded, current)
    cards[seat] = new_set
    return SetChoice(state.seen + 1, given, start + 3, discarded, out), tuple(cards)
