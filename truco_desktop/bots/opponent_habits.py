"""How the expert's play-outs make an opponent bet and answer the way the table saw it do.

The expert's search plays each deal to its end with ``hard``'s rules at every seat. Against
a person who plays otherwise that is the wrong opponent (issue 32): a calling station does
not fold to the bluff the play-out folds to, and a maniac raises where ``hard``'s rules
would not, so a search that plays them as ``hard`` prices a bluff or a raise wrongly. So
each opponent's play-out rules get two habits from the opponent model (``TableReads``,
public facts only), each the chance that the seat is of a kind that plays whatever it
holds, drawn once per play-out:

- **wild** (``TableReads.truco_wild``): in a play-out where the seat is wild, it calls or
  raises the truco family at each chance the rules give it (as often as a wild seat is
  modelled to, ``WILD_TAKE``) and never refuses a truco-family call;
- **station** (``TableReads.truco_station``): in a play-out where the seat is a calling
  station, it accepts every truco-family call the rules would refuse.

Otherwise the seat plays as ``hard``'s rules do. A fold *rate* read against a prior was
tried first and dropped: how often a player folds depends on who calls and with what
(our own levels refuse 44 to 86% of ``hard``'s trucos, by variant), so an ordinary
opponent read against a fixed prior was played as a rock or a station. The two kinds
are told by the whole record instead, and an ordinary opponent keeps the rules' play.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.actions import FLOR_WORDS, TRUCO_WORDS, Action
from ..engine.view import SeatView
from .reads import WILD_TAKE, TableReads

#: Below this chance of a kind, a seat is played as an ordinary one (no draw): above the
#: priors (one seat in ten), so that a seat is played by a habit only once its own play
#: points to it.
LEAST_CHANCE = 0.2


@dataclass(frozen=True, slots=True)
class Habits:
    """One opponent's kinds as read so far, for the play-outs."""

    #: The chance it bets the truco family at every chance (a maniac).
    wild: float
    #: The chance it accepts every truco-family call (a calling station).
    station: float


@dataclass(frozen=True, slots=True)
class Drawn:
    """The seats that play by a habit in one play-out."""

    wild: frozenset[int] = frozenset()
    station: frozenset[int] = frozenset()


def habits_of(reads: TableReads, seats: Iterable[int]) -> dict[int, Habits]:
    """The habits of ``seats`` (the opponents) from the reads."""
    return {
        seat: Habits(wild=reads.truco_wild(seat), station=reads.truco_station(seat))
        for seat in seats
    }


def draw(habits: dict[int, Habits], rng: random.Random) -> Drawn:
    """Which seats play by which habit in one play-out (each drawn with its chance)."""

    def drawn(chance: float) -> bool:
        return chance >= LEAST_CHANCE and rng.random() < chance

    wild = frozenset(seat for seat, h in habits.items() if drawn(h.wild))
    station = frozenset(seat for seat, h in habits.items() if drawn(h.station))
    return Drawn(wild, station)


def with_habits(view: SeatView, chosen: Action, drawn: Drawn, rng: random.Random) -> Action:
    """The action ``view.seat`` takes in a play-out where its rules chose ``chosen``."""
    seat = view.seat
    wild, station = seat in drawn.wild, seat in drawn.station
    if not (wild or station):
        return chosen
    kinds = {a.kind: a for a in view.legal}
    # A truco-family call waits for this seat's answer (an envido or a flor called over
    # it is answered first, AR-TRU-5).
    facing = (
        view.truco_pending is not None
        and "quiero" in kinds
        and not view.envido_pending
        and kinds.keys().isdisjoint(FLOR_WORDS)
    )
    if wild:
        bet = next((kinds[w] for w in TRUCO_WORDS if w in kinds), None)
        if bet is not None and chosen.kind not in TRUCO_WORDS and rng.random() < WILD_TAKE:
            return bet
    if facing and chosen.kind == "no_quiero":
        return kinds["quiero"]
    return chosen
