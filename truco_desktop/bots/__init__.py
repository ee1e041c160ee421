"""Computer players: ``make_bot(level)`` and the bot protocol.

A bot sees one seat's view (``engine.view.SeatView``) and nothing else, and answers with a
``Decision``: a legal action and a translatable reason (``reasons.REASONS``).
"""

from .base import Bot, Decision, RandomBot, Why, binds_team
from .factory import DEFAULT_BUDGET_MS, LEVEL_NAMES, make_bot
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
