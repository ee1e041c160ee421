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


def falta_value(
    rules: Rules, seating: Seating, score: tuple[int, ...], winner_team: int, pica: bool
) -> int:
    """AR-ENV-9 / AR-ENV-10 (what a falta envido is worth to ``winner_team``), AR-SIX-5.

    With three scores (AR-GALLO-6) the leader is the highest of them, and what the pair
    needs is what its lower-scoring member needs, so that winning it wins for both.
    """
    target = rules.target
    leader_score = max(score)
    if rules.falta == "malas" and leader_score <= target // 2:
        value = target - min(seating.team_scores(score, winner_team))
    else:
        value = target - leader_score
    return min(PICA_DUEL_FALTA_CAP, value) if pica else value


def sing(
    dealt: Sequence[tuple[Card, ...]], active: tuple[int, ...], seating: Seating
) -> tuple[Song, ...]:
    """AR-ENV-8b: the songs of an accepted envido. ``active`` starts with the round's mano.

    Each team's singer holds its best value (the seat nearer the mano among equals); the
    second singer sings only a value that wins under AR-ENV-7, otherwise the first seat
    of his team after the mano says *son buenas*.
    """
    teams = seating.teams
    mano_team = teams[active[0]]
    # Per team: (value, position in playing order, seat) of its singer, and its first seat.
    singer: dict[int, tuple[int, int, int]] = {}
    first_seat: dict[int, int] = {}
    for position, seat in enumerate(active):
        team = teams[seat]
        value = envido_value(dealt[seat])
        best = singer.get(team)
        if best is None:
            first_seat[team] = seat
            singer[team] = (value, position, seat)
        elif value > best[0]:
            singer[team] = (value, position, seat)
    first_value, first_position, first = singer[mano_team]
    second_team = other_team(mano_team)
    second_value, second_position, second = singer[second_team]
    if (second_value, -second_position) > (first_value, -first_position):
        return Song(first, first_value), Song(second, second_value)
    return Song(first, first_value), Song(first_seat[second_team], None)
