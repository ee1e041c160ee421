"""Where the main window stands: its geometry restored at start and remembered at close.

A mixin of ``MainWindow`` (``main_window.py``), which composes it: Qt's own geometry
state is kept in the preferences, so a window manager never makes the window drift, and
an older settings file's rectangle (or the screen's centre) serves where it is missing.
The window gives it ``prefs`` and ``_save_prefs``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication

from truco_desktop.storage.settings import WindowGeometry
from truco_desktop.ui.widgets.central import MINIMUM_SIZE

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow

    from truco_desktop.storage import Preferences

    _Base = QMainWindow
else:
    _Base = object

DEFAULT_SIZE = (1280, 800)


class WindowState(_Base):
    """The main window's geometry, restored and remembered (a mixin of ``MainWindow``)."""

    prefs: Preferences
    #: The window's (``MainWindow._save_prefs``): keep and write the preferences.
    _save_prefs: Callable[[Preferences], None]

    def _restore_geometry(self) -> None:
        """Where the window was: Qt's own geometry state (`restoreGeometry`), which keeps
        the frame and the screen and so never drifts under a window manager; an older
        settings file's rectangle; or centred on the screen."""
        # The table needs 800×600 of its own; a shown menu bar comes on top of that.
        bar = self.menuBar()
        menu_height = bar.sizeHint().height() if bar.isVisibleTo(self) else 0
        self.setMinimumSize(MINIMUM_SIZE[0], MINIMUM_SIZE[1] + menu_height)
        state = self.prefs.window_state
        if state and self.restoreGeometry(QByteArray.fromBase64(state.encode("ascii"))):
            return
        screen = QGuiApplication.primaryScreen()
        available = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
        saved = self.prefs.window
        if saved is not None:
            rect = QRect(saved.x, saved.y, saved.width, saved.height)
            on_screen = any(
                s.availableGeometry().intersects(rect) for s in QGuiApplication.screens()
            )
            if on_screen:
                self.resize(max(saved.width, MINIMUM_SIZE[0]), max(saved.height, MINIMUM_SIZE[1]))
                self.move(saved.x, saved.y)
                return
        width = min(DEFAULT_SIZE[0], max(MINIMUM_SIZE[0], available.width() - 40))
        height = min(DEFAULT_SIZE[1], max(MINIMUM_SIZE[1], available.height() - 40))
        self.resize(width, height)
        self.move(
            available.x() + (available.width() - width) // 2,
            available.y() + (available.height() - height) // 2,
        )

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
