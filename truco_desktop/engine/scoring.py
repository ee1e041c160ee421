"""Reading a score the traditional way (AR-SCORE-2).

Argentine players split the 30 points into the *malas* (the first half) and the *buenas*
(the second): 22 is "7 buenas". Nothing in the rules depends on it except the optional
falta rule (AR-ENV-10); the scoreboard uses it.
"""

from __future__ import annotations


def halves(target: int) -> int:
    """The size of the malas: the target halved, rounded down."""
    return target // 2


def read_score(points: int, target: int) -> tuple[str, int]:
    """``("malas", n)`` or ``("buenas", n)`` for a team's points."""
    half = halves(target)
    if points <= half:
        return "malas", points
    return "buenas", points - half
