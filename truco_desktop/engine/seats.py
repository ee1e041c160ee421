"""Seats, sides and scores: the one place that says who plays with whom and who scores what.

A ``Seating`` says, for one hand, the team (side) of every seat, which score entries a
team's points go to, and each seat's direct opponent in a pica-pica duel. Everything
else asks it, so the tables whose sides are not simply the even and the odd seats change
this module and nothing that counts tricks or points:

- 2, 4, 6 and 8 players (COMMON-SEAT-3, AR-EIGHT-1): two teams, even seats against odd
  seats, one score per team.
- 3 players, the *gallo* (AR-GALLO-1, AR-GALLO-4): in every hand the gallo (team 0) plays
  alone against the other two, the pair (team 1); every seat has a score of its own, the
  gallo's points go to his and the pair's points to each member's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

#: The team of the gallo and of the pair in a three-player hand (AR-GALLO-1).
GALLO_TEAM = 0
PAIR_TEAM = 1


def team_of(seat: int) -> int:
    """COMMON-SEAT-3: team 0 is the even seats, team 1 the odd seats."""
    return seat & 1


def other_team(team: int) -> int:
    """The opposing team: Truco is always played by two sides."""
    return 1 - team


@dataclass(frozen=True, slots=True)
class Seating:
    """The seats of a table in one hand: each seat's team, and who scores what.

    ``scores`` names, for team 0 and team 1, the entries of the match score that the team's
    points are added to (the team itself with two teams; each member's own score with
    three players). ``score_size`` is how many entries the match score has.
    """

    players: int
    teams: tuple[int, ...]
    scores: tuple[tuple[int, ...], tuple[int, ...]] = ((0,), (1,))
    score_size: int = 2
    #: The seat alone against two (AR-GALLO-1), None at the other tables.
    gallo: int | None = None
    #: Each seat's direct opponent in a pica-pica duel (AR-SIX-3, AR-EIGHT-2); () if none.
    opponents: tuple[int, ...] = ()

    def team(self, seat: int) -> int:
        return self.teams[seat]

    def members(self, team: int) -> tuple[int, ...]:
        return tuple(s for s, t in enumerate(self.teams) if t == team)

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team, in seat order."""
        team = self.teams[seat]
        return tuple(s for s, t in enumerate(self.teams) if t == team and s != seat)

    @property
    def per_seat_scores(self) -> bool:
        """Every seat has a score of its own (AR-GALLO-4): the gallo's table."""
        return self.gallo is not None

    def add(self, score: tuple[int, ...], team: int, points: int) -> tuple[int, ...]:
        """``score`` with ``points`` added to every entry of ``team`` (AR-GALLO-4)."""
        out = list(score)
        for entry in self.scores[team]:
            out[entry] += points
        return tuple(out)

    def team_scores(self, score: tuple[int, ...], team: int) -> tuple[int, ...]:
        """The entries of ``score`` that belong to ``team``."""
        return tuple(score[entry] for entry in self.scores[team])

    def side_name(self, team: int) -> int | str:
        """How a hand record names a team's trick: its number, or "gallo" / "pair"."""
        if self.gallo is None:
            return team
        return "gallo" if team == GALLO_TEAM else "pair"


def _opponents(players: int) -> tuple[int, ...]:
    """AR-SIX-3 (the seat opposite) and AR-EIGHT-2 (the odd seat diagonally across)."""
    if players == 6:
        return tuple((s + 3) % 6 for s in range(6))
    if players == 8:
        return tuple((s + 3) % 8 if s % 2 == 0 else (s - 3) % 8 for s in range(8))
    return ()


@cache
def seating_for(players: int) -> Seating:
    """The usual seating: partners alternate round the table, one score per team."""
    return Seating(
        players, tuple(team_of(s) for s in range(players)), opponents=_opponents(players)
    )


@cache
def gallo_seating(gallo: int) -> Seating:
    """AR-GALLO-1/4: three seats, ``gallo`` alone against the pair, a score per seat."""
    teams = tuple(GALLO_TEAM if s == gallo else PAIR_TEAM for s in range(3))
    pair = tuple(s for s in range(3) if s != gallo)
    return Seating(3, teams, ((gallo,), pair), 3, gallo)


def seating_of_hand(players: int, gallo: int | None) -> Seating:
    """The seating of a hand: the gallo's when there is one, otherwise the usual one."""
    return seating_for(players) if gallo is None else gallo_seating(gallo)
