"""Where the game's window opens: one rule for the live table and for its stand-in.

The main window (``window_state.py``) and the last table's stand-in shown while it is
built (``last_table.py``) must open at the very same place and size, or the stand-in
would jump when the live table replaces it. Both ask `place_window`. This module imports
only QtCore and QtGui, because the stand-in is shown before the rest of the game is
imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: The table needs this much room of its own (DESIGN.md's smallest layout).
MINIMUM_SIZE = (800, 600)
#: A first start's window, or one whose place was lost: centred on the screen.
DEFAULT_SIZE = (1280, 800)


def place_window(
    window: QWidget,
    state: str | None,
    rect: tuple[int, int, int, int] | None,
    *,
    extra_height: int = 0,
) -> None:
    """Put ``window`` where it was: Qt's own geometry ``state`` (base64, `saveGeometry`),
    which keeps the frame and the screen and so never drifts under a window manager; else
    an older settings file's ``rect`` (x, y, width, height) if it is still on a screen;
    else centred on the primary screen. ``extra_height``: a shown menu bar's."""
    window.setMinimumSize(MINIMUM_SIZE[0], MINIMUM_SIZE[1] + extra_height)
    if state and window.restoreGeometry(QByteArray.fromBase64(state.encode("ascii"))):
        return
    screen = QGuiApplication.primaryScreen()
    available = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    if rect is not None:
        x, y, width, height = rect
        on_screen = any(
            s.availableGeometry().intersects(QRect(x, y, width, height))
            for s in QGuiApplication.screens()
        )
        if on_screen:
            window.resize(max(width, MINIMUM_SIZE[0]), max(height, MINIMUM_SIZE[1]))
            window.move(x, y)
            return
    width = min(DEFAULT_SIZE[0], max(MINIMUM_SIZE[0], available.width() - 40))
    height = min(DEFAULT_SIZE[1], max(MINIMUM_SIZE[1], available.height() - 40))
    window.resize(width, height)
    window.move(
        available.x() + (available.width() - width) // 2,
        available.y() + (available.height() - height) // 2,
    )


__all__ = ["DEFAULT_SIZE", "MINIMUM_SIZE", "place_window"]
