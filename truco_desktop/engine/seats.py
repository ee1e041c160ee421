"""Seats and teams: the one fact about seating that the table needs before any rule."""

from __future__ import annotations


def team_of(seat: int) -> int:
    """COMMON-SEAT-3: team 0 is the even seats, team 1 the odd seats."""
    return seat & 1
