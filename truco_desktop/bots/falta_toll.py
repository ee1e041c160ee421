"""Answering a falta envido spammer: each hand's falta is a toll or a gamble, over a match.

A side that calls the falta envido in every hand (``reads.TableReads.falta_habit``) gives
the other side one choice a hand: refuse and pay a point, or stake what the falta is
worth on this hand's envido. Judged hand by hand, at plain match odds, a coin flip on the
match looks dear and a point cheap, or the other way round; what the choice is really
worth depends on the hands still to come, since a better envido may come in one of
them, and on the score, since the falta's worth shrinks as the leader nears the target
(AR-ENV-9) and a side a point from the end can pay no toll. ``TollTable`` solves that
stopping problem over every score by dynamic programming:

- before a hand's envido, ``V(a, b)``: the side draws its chance ``p`` of winning the
  envido (``envido_chances``: what one player who sees his own three cards knows, so
  spread evenly between 0 and 1 alone against one, narrower with partners whose cards
  he cannot see) and takes the better of accepting (``p`` to score the falta, ``1 - p``
  to concede it) and refusing (a point to the other side);
- after the envido, ``U(a, b)``: the rest of the hand's points go to either side with the
  ladder's usual frequencies (``estimates.hand_points``), even odds (the spammer plays
  its cards as an ordinary player does).

The answer to the falta in front of a player is then the better of ``p U(a + win, b) +
(1 - p) U(a, b + lose)`` and ``U(a, b + refused)`` with its own chance ``p`` and the
chain's actual points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from ..engine.cards import Card, envido_value
from ..engine.envido import falta_for_scores
from ..engine.ladders import Rung
from .estimates import hand_points

#: A hand's chance of winning the envido and how often it comes: (chance, weight).
Chances = tuple[tuple[float, float], ...]
#: What refusing a spammer's plain falta costs (AR-ENV-6: one point).
TOLL = 1


class TollTable:
    """The match odds of a side answering a falta spammer, at every score (see module)."""

    def __init__(self, falta: str, target: int, ladder: tuple[Rung, ...], chances: Chances) -> None:
        self.target = target
        size = target + 1
        points = hand_points(ladder)
        weights = sum(w for _p, w in points)
        spread = sum(w for _p, w in chances)
        ours = 0.5  # the rest of a hand: even odds (an edge of 0.05 or 0.15 measured alike)
        before = [[0.0] * size for _ in range(size)]
        after = [[0.0] * size for _ in range(size)]

        def at(table: list[list[float]], mine: int, theirs: int) -> float:
            if mine >= target:
                return 1.0
            if theirs >= target:
                return 0.0
            return table[mine][theirs]

        # Every step of a hand adds points: ``after`` at a score needs ``before`` at
        # higher totals and the other way round, so both are filled from the top down.
        for total in range(2 * target - 2, -1, -1):
            for mine in range(max(0, total - target + 1), min(total, target - 1) + 1):
                theirs = total - mine
                rest = 0.0
                for pts, weight in points:
                    rest += weight * (
                        ours * at(before, mine + pts, theirs)
                        + (1 - ours) * at(before, mine, theirs + pts)
                    )
                after[mine][theirs] = rest / weights
                leader = max(mine, theirs)
                win = falta_for_scores(falta, target, mine, leader)
                lose = falta_for_scores(falta, target, theirs, leader)
                won, lost = at(after, mine + win, theirs), at(after, mine, theirs + lose)
                refused = at(after, mine, theirs + TOLL)
                before[mine][theirs] = (
                    sum(w * max(p * won + (1 - p) * lost, refused) for p, w in chances) / spread
                )
        self._after = after

    def after_envido(self, mine: int, theirs: int) -> float:
        """The side's chance to win the match once this hand's envido is settled at this
        score (the rest of the hand, then the spammer's later faltas answered well)."""
        if mine >= self.target:
            return 1.0
        if theirs >= self.target:
            return 0.0
        return self._after[mine][theirs]


@lru_cache(maxsize=8)
def toll_table(
    falta: str, target: int, ladder: tuple[Rung, ...], deck: tuple[Card, ...], side: int
) -> TollTable:
    """The table for a match's rules, its deck and ``side`` players a side (built once:
    about a thousand scores)."""
    return TollTable(falta, target, ladder, envido_chances(deck, side))


def envido_chances(deck: Iterable[Card], side: int) -> Chances:
    """How a player's chance of winning the envido is spread over the hands, when he
    sees his own three cards and each side has ``side`` players (AR-ENV-7; a tie counts
    half, the mano's edge evened out over the hands).

    Every three cards of the deck are counted once; the other hands are taken as
    independent draws from the same spread (close enough with 40 cards)."""
    counts = Counter(envido_value(cards) for cards in combinations(sorted(deck), 3))
    total = sum(counts.values())
    values = sorted(counts)
    share = {v: counts[v] / total for v in values}
    below: dict[int, float] = {}  # P(one hand < v)
    running = 0.0
    for v in values:
        below[v] = running
        running += share[v]
    out: list[tuple[float, float]] = []
    for mine in values:
        chance = 0.0
        for best in values:
            # The side's best is ``best``: its own hand is at most that, its partners'
            # too, and one of them reaches it.
            if best < mine:
                continue
            at_most = below[best] + share[best]
            if best == mine:
                ours = at_most ** (side - 1)
            else:
                ours = at_most ** (side - 1) - below[best] ** (side - 1)
            theirs_below = below[best] ** side
            theirs_tie = (below[best] + share[best]) ** side - theirs_below
            chance += ours * (theirs_below + 0.5 * theirs_tie)
        out.append((chance, share[mine]))
    return tuple(out)
