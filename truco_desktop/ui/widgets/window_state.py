"""Where the main window stands: its geometry restored at start and remembered at close.

A mixin of ``MainWindow`` (``main_window.py``), which composes it: Qt's own geometry
state is kept in the preferences, so a window manager never makes the window drift, and
an older settings file's rectangle (or the screen's centre) serves where it is missing.
The window gives it ``prefs`` and ``_save_prefs``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from truco_desktop.storage.settings import WindowGeometry
from truco_desktop.ui.widgets.window_place import place_window

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow

    from truco_desktop.storage import Preferences

    _Base = QMainWindow
else:
    _Base = object


class WindowState(_Base):
    """The main window's geometry, restored and remembered (a mixin of ``MainWindow``)."""

    prefs: Preferences
    #: The window's (``MainWindow._save_prefs``): keep and write the preferences.
    _save_prefs: Callable[[Preferences], None]

    def _restore_geometry(self) -> None:
        """Where the window was (`window_place.place_window`, which the last table's
        stand-in asks too, so that the live table opens exactly over it)."""
        # The table needs 800×600 of its own; a shown menu bar comes on top of that.
        bar = self.menuBar()
        menu_height = bar.sizeHint().height() if bar.isVisibleTo(self) else 0
        saved = self.prefs.window
        rect = None if saved is None else (saved.x, saved.y, saved.width, saved.height)
        place_window(self, self.prefs.window_state, rect, extra_height=menu_height)

    def remember_geometry(self) -> None:
        maximized = self.isMaximized()
        rect = self.normalGeometry() if maximized else self.geometry()
        if rect.width() <= 0 or rect.height() <= 0:
            rect = self.geometry()
        # Qt's state knows the frame only of a window that was shown; a hidden one (a
        # test's) is remembered by its rectangle alone.
        shown = self.isVisible()
        state = bytes(self.saveGeometry().toBase64().data()).decode("ascii") if shown else ""
        try:
            window = WindowGeometry(rect.x(), rect.y(), rect.width(), rect.height())
            prefs = self.prefs.with_changes(
                window=window, maximized=maximized, window_state=state or None
            )
        except ValueError:
            return
        if prefs != self.prefs:
            self._save_prefs(prefs)
