"""The cards: what each seat holds, the trick on the table and the tricks already won.

A trick is one card from each seat in play (COMMON-TRICK-1); a *parda* is a tied trick,
won by nobody. ``hand_result`` reads the finished tricks as the rule book does
(AR-HAND-1, MI-HAND-1, PA-HAND-1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from .cards import Card
from .seats import Seating
from .variant import AllPardas


class Play(NamedTuple):
    seat: int
    card: Card
    covered: bool
    #: How many cards had been played in this round before this one.
    order: int


class TrickResult(NamedTuple):
    team: int | None  # None: parda
    seat: int | None


class Tricks(NamedTuple):
    held: tuple[tuple[Card, ...], ...]
    current: tuple[Play, ...]
    done: tuple[TrickResult, ...]
    #: Cards played in this round so far (Mineiro's decisive trick counts them).
    played: int
    turn: int
    leader: int


def first_trick(held: tuple[tuple[Card, ...], ...], mano: int) -> Tricks:
    return Tricks(held, (), (), 0, mano, mano)


def without_card(
    held: tuple[tuple[Card, ...], ...], seat: int, card: Card
) -> tuple[tuple[Card, ...], ...]:
    cards = list(held[seat])
    cards.remove(card)
    out = list(held)
    out[seat] = tuple(cards)
    return tuple(out)


def best_plays(trick: tuple[Play, ...], strength: Mapping[Card, int]) -> list[Play]:
    """The face-up plays of the highest strength (a covered card never wins, BR-COVER-2)."""
    best = max(strength[p.card] for p in trick if not p.covered)
    return [p for p in trick if not p.covered and strength[p.card] == best]


def trick_winner(plays: list[Play], seating: Seating) -> TrickResult:
    """COMMON-TRICK-3: the best card wins; equal best cards of both teams make a parda."""
    teams = {seating.teams[p.seat] for p in plays}
    if len(teams) == 1:
        seat = plays[0].seat
        return TrickResult(seating.teams[seat], seat)
    return TrickResult(None, None)


def hand_result(
    done: tuple[TrickResult, ...], all_pardas: AllPardas, mano_team: int, dealer_team: int
) -> tuple[int | None, bool] | None:
    """AR-HAND-1, MI-HAND-1, PA-HAND-1: (winning team or None, decided) or None."""
    results = [r.team for r in done]
    won = [t for t in results if t is not None]
    for team in (0, 1):
        if won.count(team) >= 2:
            return team, True
    if won and len(won) < len(results):
        return won[0], True
    if len(results) == 3:
        if won:  # W L W cannot reach here; W L L neither; a parda and a win did
            return won[0], True
        if all_pardas is AllPardas.MANO:
            return mano_team, True
        if all_pardas is AllPardas.DEALER:
            return dealer_team, True
        return None, True
    return None
