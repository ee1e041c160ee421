"""Seats and teams: the one place that says which team a seat belongs to.

Everything else asks a ``Seating`` (or ``team_of`` for the usual alternating seating), so
a table where teams are not simply the even and the odd seats (the three-player *gallo*,
one player against two) changes this module and nothing that counts tricks or points.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


def team_of(seat: int) -> int:
    """COMMON-SEAT-3: team 0 is the even seats, team 1 the odd seats."""
    return seat & 1


def other_team(team: int) -> int:
    """The opposing team: Truco is always played by two sides."""
    return 1 - team


@dataclass(frozen=True, slots=True)
class Seating:
    """The seats of a table and the team of each (index: seat, value: team)."""

    players: int
    teams: tuple[int, ...]

    def team(self, seat: int) -> int:
        return self.teams[seat]

    def members(self, team: int) -> tuple[int, ...]:
        return tuple(s for s, t in enumerate(self.teams) if t == team)

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team, in seat order."""
        team = self.teams[seat]
        return tuple(s for s, t in enumerate(self.teams) if t == team and s != seat)


@cache
def seating_for(players: int) -> Seating:
    """The usual seating: partners sit opposite, teams alternate round the table."""
    return Seating(players, tuple(team_of(s) for s in range(players)))
