"""The truco bet (and its Brazilian ladder): the stake, who may raise, the pending call.

A *truco* raises what the hand is worth; the other team accepts, refuses (and loses the
stake before the call) or raises in turn (AR-TRU, BR-TRU). In Mineiro an accepted truco is
a bet on the trick in progress, not on the hand (MI-TRU-2/3): ``OnTrick`` remembers which
trick decides it.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from .ladders import Rung


class PendingBet(NamedTuple):
    caller: int
    #: Index of the called rung in the variant's ladder.
    level: int
    #: Cards played in the round when the call was made (MI-TRU-3).
    played_then: int


class OnTrick(NamedTuple):
    """MI-TRU-2/3: the trick that decides an accepted Mineiro truco, and its last call."""

    decisive: int
    called_at: int
    caller_team: int


class TrucoBet(NamedTuple):
    #: What the hand is worth now.
    stake: int
    #: Index of the accepted rung, None while no truco was accepted.
    level: int | None
    pending: PendingBet | None
    #: The team that accepted last: only it may raise (AR-TRU-3).
    holder: int | None
    on_trick: OnTrick | None

    @property
    def accepted(self) -> bool:
        return self.level is not None


@cache
def no_bet(stake: int) -> TrucoBet:
    return TrucoBet(stake, None, None, None, None)


def call(bet: TrucoBet, seat: int, level: int, played: int) -> TrucoBet:
    return TrucoBet(bet.stake, bet.level, PendingBet(seat, level, played), bet.holder, bet.on_trick)


def accept(
    bet: TrucoBet,
    ladder: tuple[Rung, ...],
    team: int,
    caller_team: int,
    tricks_done: int,
    on_trick: bool,
) -> TrucoBet:
    """The pending call is accepted (by ``team``): the stake rises to its rung."""
    pending = bet.pending
    assert pending is not None
    marker = bet.on_trick
    if on_trick:
        decisive = tricks_done if marker is None else marker.decisive
        marker = OnTrick(decisive, pending.played_then, caller_team)
    return TrucoBet(ladder[pending.level].stake, pending.level, None, team, marker)


def next_word(bet: TrucoBet, ladder: tuple[Rung, ...], team: int) -> str | None:
    """The truco-family word ``team`` may call at its own turn (AR-TRU-2/3), if any."""
    if bet.level is None:
        return ladder[0].word
    if bet.holder == team and bet.level + 1 < len(ladder):
        return ladder[bet.level + 1].word
    return None


def stake_if_accepted(bet: TrucoBet, ladder: tuple[Rung, ...]) -> int | None:
    return None if bet.pending is None else ladder[bet.pending.level].stake


def refused_points(bet: TrucoBet, ladder: tuple[Rung, ...]) -> int | None:
    return None if bet.pending is None else ladder[bet.pending.level].refused
