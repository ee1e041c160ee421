"""The envido: the side bet on the best two cards of a suit (AR-ENV), and how it is sung.

A chain of envido calls is answered once; accepted, the best envido value wins it
(AR-ENV-7) and the table hears it sung (AR-ENV-8b): seat by seat from the mano, each
sings a better value, says *son buenas*, or keeps quiet while his team leads; the winner
shows the cards that make his value when the hand ends (AR-ENV-8c). Refused, the
caller's team takes the points of the calls before the last (AR-ENV-6).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import Card, envido_value
from .rules import Rules
from .seats import Seating

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
    winner_score = min(seating.team_scores(score, winner_team))
    value = falta_for_scores(rules.falta, rules.target, winner_score, max(score))
    return min(PICA_DUEL_FALTA_CAP, value) if pica else value


def falta_for_scores(falta: str, target: int, winner_score: int, leader_score: int) -> int:
    """AR-ENV-9 / AR-ENV-10 on bare scores: what a falta envido gives a side at
    ``winner_score`` when the leading side has ``leader_score``, under the table's
    ``falta`` rule (``Rules.falta``, ``SeatView.falta``). A player weighing faltas still
    to come (a falta spammer's) needs the value at scores not yet reached."""
    if falta == "malas" and leader_score <= target // 2:
        return target - winner_score
    return target - leader_score


def sing(
    dealt: Sequence[tuple[Card, ...]], active: tuple[int, ...], seating: Seating
) -> tuple[Song, ...]:
    """AR-ENV-8b: the songs of an accepted envido. ``active`` starts with the round's mano.

    The seats speak in playing order from the mano, as at a table: the mano sings; a
    later seat keeps quiet while the best value sung is his own team's, sings his value
    if it wins under AR-ENV-7, and says *son buenas* otherwise. Silence is not a word:
    a seat that kept quiet speaks when the lead has passed to the other team and his turn
    comes round again (the rule book's single round would leave a better value unsung
    and let the losing team's song be the last). Each seat says one word at most, so the
    songs end after one more round in which nobody speaks; the last value sung is then
    the winner's, and his team is the one AR-ENV-7 names.
    """
    teams = seating.teams
    count = len(active)
    values = [envido_value(dealt[seat]) for seat in active]
    songs = [Song(active[0], values[0])]
    best = 0  # position in playing order of the best value sung so far
    spoken = {0}
    position, quiet = 0, 0
    while quiet < count:
        position = (position + 1) % count
        quiet += 1
        seat = active[position]
        if position in spoken or teams[seat] == teams[active[best]]:
            continue
        spoken.add(position)
        quiet = 0
        # AR-ENV-7: a higher value wins, and of equal values the one nearer the mano.
        if (values[position], -position) > (values[best], -best):
            songs.append(Song(seat, values[position]))
            best = position
        else:
            songs.append(Song(seat, None))
    return tuple(songs)


def winner_of(songs: Sequence[Song]) -> tuple[int, int]:
    """AR-ENV-8: the seat and value that won the singing: the last value sung."""
    seat, value = next(song for song in reversed(songs) if song.value is not None)
    assert value is not None
    return seat, value
