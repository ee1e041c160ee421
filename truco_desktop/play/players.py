"""The computer players of a session: made by level, asked with a reproducible generator.

A session makes its bots through a *bot factory* (``level -> Bot``), injected so that tests
and tools can seat any player; ``standard_bot`` is the game's own. Each decision gets its
own random generator, derived from the match's bot seed, the seat and the position in the
match (hand number and actions so far), so a match resumed from its save goes on exactly
as it would have without the interruption, and a daily deal follows from its date.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the bots and the views load with the first decision
    from truco_desktop.bots.base import Bot, Decision, Why
    from truco_desktop.engine.view import SeatView
    from truco_desktop.signs import SignKnowledge


class BotFactory(Protocol):
    """Makes the computer player of a level (``"easy"``, ``"normal"``, ``"hard"``,
    ``"expert"``), in the style of a character (``bots.characters``) when one sits there.

    A seat with no character is asked with the level alone, so a factory that only ever
    seats plain levels (a test's, a tool's) may take just ``level``.
    """

    def __call__(self, level: str, character: str | None = None, /) -> Bot: ...


def standard_bot(level: str, character: str | None = None, /) -> Bot:
    """The game's computer player of ``level`` (``bots.make_bot`` with its defaults),
    playing in ``character``'s style when that is a character this version knows."""
    # The bots load with the first decision, after the table's first paint.
    from truco_desktop.bots.characters import personality_for
    from truco_desktop.bots.factory import make_bot

    personality = personality_for(level, character)
    return make_bot(level) if personality is None else make_bot(level, personality)


def decision_rng(bot_seed: int, seat: int, hand_number: int, step: int) -> random.Random:
    """The generator of one decision: the same seed and position, the same numbers."""
    return random.Random(f"{bot_seed}/{seat}/{hand_number}/{step}")


def draw_bot_seed() -> int:
    """A fresh bot seed for a match that has none (an ordinary new match)."""
    return random.SystemRandom().getrandbits(63)


class WithSigns:
    """A bot asked once with the señas its seat saw or caught (``choose``'s third input)."""

    def __init__(self, bot: Bot, signs: SignKnowledge) -> None:
        self.bot = bot
        self.signs = signs
        self.name = bot.name

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        return self.bot.choose(view, rng, self.signs if signs is None else signs)


def why_json(why: Why | str | None) -> object:
    """A bot's reason as a hand record keeps it: ``{"code", "params"}``, text, or None."""
    if why is None or isinstance(why, str):
        return why or None
    params = {
        name: value if isinstance(value, bool | int | float | str) else str(value)
        for name, value in why.params.items()
    }
    return {"code": why.code, "params": params}
