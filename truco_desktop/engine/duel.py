"""Who is playing now: the whole table, or one duel of a six-player pica-pica hand.

In a pica-pica hand (AR-SIX-3/4) three duels are played one after the other, each with its
own mano, dealer, tricks and bets, and the table sees the envido and flor winners of the
finished duels. A ``Round`` holds what belongs to the duel in progress; a normal hand is
one round with every seat in it.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

#: What a finished duel made public, as ("envido" | "flor", seat, value).
PublicResult = tuple[str, int, int]


class Round(NamedTuple):
    #: 0 for a normal hand, 0..2 for the duels of a pica-pica hand.
    number: int
    #: The seats playing, in playing order from this round's mano.
    active: tuple[int, ...]
    mano: int
    dealer: int
    #: Index in the hand's history of this round's first action.
    first_action: int
    #: The envido and flor winners of earlier duels.
    earlier: tuple[PublicResult, ...]


@cache
def whole_table(players: int, mano: int, dealer: int) -> Round:
    return Round(0, tuple((mano + i) % players for i in range(players)), mano, dealer, 0, ())


def duel_round(
    number: int, duel: tuple[int, int], first_action: int, earlier: tuple[PublicResult, ...]
) -> Round:
    a, b = duel
    return Round(number, (a, b), a, b, first_action, earlier)
