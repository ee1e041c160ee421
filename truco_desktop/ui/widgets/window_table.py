"""What the main window needs of its table (``Table``), and how it is made.

The window forwards two requests to its table, waits for its first paint, lays its seats
and its deck and shuts it down; this protocol is all it knows of a ``TableWidget``, so a
test can give the window a stand-in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, SignalInstance


class Table(Protocol):
    """What the window needs of its table, a QWidget (``TableWidget``)."""

    #: F1: the rules of the variant being played.
    rules_requested: SignalInstance
    #: Esc, or the panel's menu button: the window's menus.
    menu_requested: SignalInstance
    #: The panel's settings button: the Options menu.
    settings_requested: SignalInstance
    #: The table's first frame was drawn (emitted once); ``was_painted`` says it was.
    painted: SignalInstance
    was_painted: bool

    def lay_table(
        self,
        variant: str,
        players: int,
        target: int,
        flor: str,
        best_of_three: bool,
        cast: Mapping[int, str] | None = None,
    ) -> None:
        """The seats and the scoreboard for these rules, before a match is dealt; ``cast``:
        the characters in the computer seats (a saved match's, behind the question)."""
        ...

    def set_deck(self, style: str, four_colour: bool) -> None:
        """Draw the cards in this deck style (and French colours)."""
        ...

    def show_own_envido(self, on: bool) -> None:
        """Show your envido by your cards while one may be called (an option)."""
        ...

    def shutdown(self) -> None:
        """Stop the table's timers and workers: the window is closing."""
        ...

    def menu_anchor(self, settings: bool = False) -> QPoint:
        """Where the menus open, in screen coordinates (by the panel's buttons)."""
        ...

    def set_auto_next(self, on: bool) -> None:
        """The next hand deals itself after a pause (an option), or waits for the player."""
        ...


#: Makes the window's table: (model, deck style, four colours) -> a QWidget ``Table``.
TableFactory = Callable[[Any, str, bool], Table]
