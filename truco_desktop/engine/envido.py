"""The envido: the side bet on the best two cards of a suit (AR-ENV), and how it is sung.

A chain of envido calls is answered once; accepted, the best envido value wins it
(AR-ENV-7) and the table hears it sung (AR-ENV-8b): the mano's team's singer says his
value, then the other team's singer says his if it wins, or the first of that team after
the mano says *son buenas*. Refused, the caller's team takes the points of the calls
before the last (AR-ENV-6).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import Card, envido_value
from .rules import Rules
from .seats import Seating, other_team

#: AR-SIX-5: in a pica-pica duel a falta (or a contraflor al resto) is worth at most this.
PICA_DUEL_FALTA_CAP = 6


class Song(NamedTuple):
    """What one seat said when the envido was sung: his value, or None for *son buenas*."""

    seat: int
    value: int | None


class Envido(NamedTuple):
    chain: tuple[str, ...]
    #: The seat that made the last call of the chain.
    caller: int | None
    pending: bool
    done: bool
    #: AR-ENV-8: the winner's (seat, value) once an accepted envido was settled.
    public: tuple[int, int] | None
    #: AR-ENV-8b: what the table heard, in order.
    sung: tuple[Song, ...]


NO_ENVIDO = Envido((), None, False, False, None, ())


def called(envido: Envido, seat: int, word: str) -> Envido:
    return Envido((*envido.chain, word), seat, True, False, None, ())


def falta_value(rules: Rules, score: tuple[int, int], winner_team: int, pica: bool) -> int:
    """AR-ENV-9 / AR-ENV-10 (what a falta envido is worth to ``winner_team``), AR-SIX-5."""
    target = rules.target
    leader_score = max(score)
    if rules.falta == "malas" and leader_score <= target // 2:
        value = target - score[winner_team]
    else:
        value = target - leader_score
    return min(PICA_DUEL_FALTA_CAP, value) if pica else value


def best_envido(
    dealt: Sequence[tuple[Card, ...]], seats: Sequence[int], distance: Sequence[int]
) -> tuple[int, int]:
    """AR-ENV-7: (seat, value) of the best envido among ``seats``; ties go nearer the mano.

    ``distance[i]`` is how far ``seats[i]`` sits from the mano (COMMON-SEAT-4).
    """
    best_seat = -1
    best_key = (-1, 0)
    for s, d in zip(seats, distance, strict=True):
        key = (envido_value(dealt[s]), -d)
        if key > best_key:
            best_key, best_seat = key, s
    return best_seat, best_key[0]


def sing(
    dealt: Sequence[tuple[Card, ...]], active: tuple[int, ...], seating: Seating
) -> tuple[Song, ...]:
    """AR-ENV-8b: the songs of an accepted envido. ``active`` starts with the round's mano."""
    mano_team = seating.teams[active[0]]

    def singer(team: int) -> tuple[int, int]:
        seats = [s for s in active if seating.teams[s] == team]
        return best_envido(dealt, seats, [active.index(s) for s in seats])

    first_seat, first_value = singer(mano_team)
    second_team = other_team(mano_team)
    second_seat, second_value = singer(second_team)
    beats = (second_value, -active.index(second_seat)) > (
        first_value,
        -active.index(first_seat),
    )
    if beats:
        return Song(first_seat, first_value), Song(second_seat, second_value)
    says_buenas = next(s for s in active if seating.teams[s] == second_team)
    return Song(first_seat, first_value), Song(says_buenas, None)
