"""The computer players' levels, by name: the one list the game, the arena, the network
tables, the saves and the server read.

Nothing is imported here, so the menus and the saves can read the names at start-up
without loading the players themselves (``factory.make_bot`` makes one of a level).
"""

from __future__ import annotations

from typing import Final

#: Every level ``make_bot`` knows, weakest first: the uniform random baseline, then the
#: levels a person plays against.
LEVEL_NAMES: Final[tuple[str, ...]] = ("random", "easy", "normal", "hard", "expert")
#: The levels a person chooses for the computer players (the random baseline is the
#: arena's and the tests').
PLAYER_LEVELS: Final[tuple[str, ...]] = LEVEL_NAMES[1:]
#: The level of a first start, and of a save that does not say.
DEFAULT_LEVEL: Final = "normal"

__all__ = ["DEFAULT_LEVEL", "LEVEL_NAMES", "PLAYER_LEVELS"]
