"""The flor: three cards of one suit, announced and scored (AR-FLOR), with its bets.

A flor holder must announce it before anything else (AR-FLOR-2); an envido call makes him
announce at once and is cancelled by it (AR-FLOR-3). With the "full" flor the other team's
flor holder may answer with a bet (contraflor, contraflor al resto), which is accepted
(*con flor quiero*) or refused (*con flor me achico*) (AR-FLOR-9/10).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from .cards import Card, flor_value
from .ladders import FLOR_LEVEL, FLOR_OPENINGS
from .seats import Seating


class FlorBet(NamedTuple):
    word: str
    caller: int


class FlorOutcome(NamedTuple):
    """How the flor bets ended: compared at ``level``, or given to ``team`` by a refusal."""

    compared: bool
    team: int | None
    level: int


class Flor(NamedTuple):
    announced: tuple[int, ...]
    pending: FlorBet | None
    bets: tuple[FlorBet, ...]
    closed: bool
    outcome: FlorOutcome | None
    settled: bool
    #: The best flor's (seat, value) when flors of both teams were compared.
    public: tuple[int, int] | None
    #: A seat that must announce its flor now because an envido was called (AR-FLOR-3).
    forced: int | None


@cache
def fresh(settled: bool) -> Flor:
    return Flor((), None, (), False, None, settled, None, None)


def unannounced(flor: Flor, seat: int, holders: tuple[int, ...], active: tuple[int, ...]) -> bool:
    """A flor that its holder still has to announce (AR-FLOR-2)."""
    return not flor.settled and seat in holders and seat in active and seat not in flor.announced


def announcements(flor: Flor, seat: int, seating: Seating, full: bool) -> tuple[str, ...]:
    """What a flor holder may say when he must announce (AR-FLOR-2, AR-FLOR-9)."""
    if full and flor.announced and not flor.closed:
        first_team = seating.teams[flor.announced[0]]
        if first_team != seating.teams[seat] and not flor.bets:
            return FLOR_OPENINGS
    return ("flor",)


def say(flor: Flor, seat: int, word: str, seating: Seating, full: bool) -> Flor:
    """A flor word: an announcement, a bet or an answer to a bet."""
    announced = flor.announced if seat in flor.announced else (*flor.announced, seat)
    flor = flor._replace(announced=announced, forced=None)
    teams = seating.teams
    pending = flor.pending
    if word == "flor":
        if (
            full
            and pending is None
            and not flor.closed
            and not flor.bets
            and teams[announced[0]] != teams[seat]
        ):
            bet = FlorBet("flor", seat)
            return flor._replace(bets=(bet,), pending=bet)
        return flor
    if word in ("contraflor", "contraflor_al_resto"):
        bet = FlorBet(word, seat)
        return flor._replace(bets=(*flor.bets, bet), pending=bet)
    if word == "con_flor_quiero":
        assert pending is not None
        outcome = FlorOutcome(True, None, FLOR_LEVEL[pending.word])
    elif pending is None:  # con_flor_me_achico to a plain announcement
        outcome = FlorOutcome(False, teams[announced[0]], 0)
    else:
        earlier = flor.bets[:-1]
        level = FLOR_LEVEL[earlier[-1].word] if earlier else 0
        outcome = FlorOutcome(False, teams[pending.caller], level)
    return flor._replace(pending=None, closed=True, outcome=outcome)


class FlorScore(NamedTuple):
    team: int
    points: int
    flors: int
    #: (seat, value) of the best flor when flors of both teams were compared.
    public: tuple[int, int] | None


def count(
    flor: Flor,
    holders: tuple[int, ...],
    active: tuple[int, ...],
    dealt: Sequence[tuple[Card, ...]],
    seating: Seating,
    distance: Callable[[int], int],
    resto: int,
) -> FlorScore | None:
    """AR-FLOR-5..10: who scores the flors and how much; None when nobody held one."""
    flors = list(flor.announced)
    flors += [s for s in active if s in holders and s not in flors]
    if not flors:
        return None
    n = len(flors)
    teams = {seating.teams[s] for s in flors}
    best_seat = max(flors, key=lambda s: (flor_value(dealt[s]), -distance(s)))
    compared = len(teams) == 2
    outcome = flor.outcome
    if outcome is not None and not outcome.compared:
        assert outcome.team is not None
        team, level = outcome.team, outcome.level
        compared = False
    elif outcome is not None:
        team, level = seating.teams[best_seat], outcome.level
    elif len(teams) == 1:
        team, level = next(iter(teams)), 0
    else:
        team, level = seating.teams[best_seat], 0
    points = (3 * n, 3 * n + 3, resto + 3 * n)[level]
    public = (best_seat, flor_value(dealt[best_seat])) if compared else None
    return FlorScore(team, points, n, public)


def responder(
    caller: int, holders: tuple[int, ...], seating: Seating, next_active: Callable[[int], int]
) -> int:
    """AR-FLOR-9: the first flor holder of the challenged team after the caller."""
    team = 1 - seating.teams[caller]
    s = next_active(caller)
    while not (seating.teams[s] == team and s in holders):
        s = next_active(s)
    return s
