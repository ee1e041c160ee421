"""The rules engine: pure, headless, standard library only.

``Rules`` says what is played; ``Match`` plays it hand by hand; ``Hand`` holds one deal,
its legal actions and ``apply``; ``view_for`` gives a seat what it may know. Nothing here
imports Qt or touches the global random generator.

The names below load on first use (PEP 562): a module that needs only the cards
(``engine.cards``) does not pay for the whole engine, which keeps the app's first frame
fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, parse
    from .errors import BadRecord, IllegalAction
    from .hand import Hand
    from .match import Match
    from .rules import Rules
    from .seats import team_of

__all__ = ["Action", "BadRecord", "Hand", "IllegalAction", "Match", "Rules", "parse", "team_of"]

_HOME = {
    "Action": "actions",
    "parse": "actions",
    "BadRecord": "errors",
    "IllegalAction": "errors",
    "Hand": "hand",
    "team_of": "seats",
    "Match": "match",
    "Rules": "rules",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is not None:
        value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
        globals()[name] = value
        return value
    # A submodule also loads on first use: ``engine.events.HandStarted`` imports
    # ``engine.events`` the first time it is read (the table's modules name the events
    # so, and need none of them before the first frame is painted).
    qualified = f"{__name__}.{name}"
    try:
        return importlib.import_module(qualified)
    except ModuleNotFoundError as error:
        if error.name != qualified:  # the submodule exists but lacks something it imports
            raise
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
