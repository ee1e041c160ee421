"""Computer players: ``make_bot(level)`` and the bot protocol.

A bot sees one seat's view (``engine.view.SeatView``) and nothing else, and answers with a
``Decision``: a legal action and a translatable reason (``reasons.REASONS``).

Each name below is loaded when first asked for, so reading the level names
(``levels``) at start-up does not load the players.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Bot, Decision, RandomBot, Why, binds_team
    from .factory import DEFAULT_BUDGET_MS, make_bot
    from .levels import LEVEL_NAMES
    from .personality import LEVELS, STYLES, Personality
    from .reasons import REASONS, explain

__all__ = [
    "DEFAULT_BUDGET_MS",
    "LEVELS",
    "LEVEL_NAMES",
    "REASONS",
    "STYLES",
    "Bot",
    "Decision",
    "Personality",
    "RandomBot",
    "Why",
    "binds_team",
    "explain",
    "make_bot",
]

_HOME = {
    "Bot": "base",
    "Decision": "base",
    "RandomBot": "base",
    "Why": "base",
    "binds_team": "base",
    "DEFAULT_BUDGET_MS": "factory",
    "make_bot": "factory",
    "LEVEL_NAMES": "levels",
    "LEVELS": "personality",
    "STYLES": "personality",
    "Personality": "personality",
    "REASONS": "reasons",
    "explain": "reasons",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
