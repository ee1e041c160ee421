"""The application without its windows: the session, the daily deal, the hand history and
replay, the match summary and statistics, and the rules a player's preferences choose.

No Qt here (``tests/test_architecture.py``): the Qt model and widgets in ``ui/`` use this
layer and only render and forward; a test or a tool plays a whole match through it with
no display. Modules:

* ``session``: ``Session``, the match in progress (play, bots, save, resume, counting),
  and its ``Listener``;
* ``savefile``: what the save file holds (``unwrap``, ``session_started``, ``DailyState``);
* ``players``: the bot factory, each decision's generator, bots told the señas;
* ``history``: ``HandHistory`` (kept hands, export, import) and ``Replay``;
* ``daily``: the daily deal's setup, leaderboard and streaks;
* ``summary``: what a finished match adds to the statistics;
* ``rules``: ``rules_from_prefs``;
* ``table_state``: ``TableState``, what a table shows of its match (the interface reads
  it, never the engine's match), and ``SessionTable``, which makes it from a session.

The names below load on first use (PEP 562), as the engine's do: the table's first paint
needs none of the engine's play.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .daily import DailyEntry, DailySetup, daily_setup, entries, streaks
    from .history import HandHistory, ImportResult, Replay, ReplayStep
    from .players import BotFactory, standard_bot
    from .rules import rules_from_prefs
    from .savefile import DailyState, session_started, unwrap
    from .session import HUMAN_SEAT, Listener, Refusal, Session
    from .summary import MatchSummary, record_match, summarise

__all__ = [
    "HUMAN_SEAT",
    "BotFactory",
    "DailyEntry",
    "DailySetup",
    "DailyState",
    "HandHistory",
    "ImportResult",
    "Listener",
    "MatchSummary",
    "Refusal",
    "Replay",
    "ReplayStep",
    "Session",
    "daily_setup",
    "entries",
    "record_match",
    "rules_from_prefs",
    "session_started",
    "standard_bot",
    "streaks",
    "summarise",
    "unwrap",
]

_HOME = {
    "DailyEntry": "daily",
    "DailySetup": "daily",
    "daily_setup": "daily",
    "entries": "daily",
    "streaks": "daily",
    "HandHistory": "history",
    "ImportResult": "history",
    "Replay": "history",
    "ReplayStep": "history",
    "BotFactory": "players",
    "standard_bot": "players",
    "rules_from_prefs": "rules",
    "DailyState": "savefile",
    "session_started": "savefile",
    "unwrap": "savefile",
    "HUMAN_SEAT": "session",
    "Listener": "session",
    "Refusal": "session",
    "Session": "session",
    "MatchSummary": "summary",
    "record_match": "summary",
    "summarise": "summary",
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
