"""The last table the player saw, shown the moment the game starts again (issue 35).

Most starts resume a match. Importing the game and laying that match on a live table
takes a few hundred milliseconds, three times what an empty window costs; a player who
starts the game should see his table at once. So, when the window closes with a match
saved, `keep_last_table` keeps a picture of the window's contents in the cache folder.
At the next start, before anything else of the game is imported, `show_last_table` opens
a plain window with that picture, at the same place and size, if the picture still shows
what the live table will show; the app then builds the live table behind it, asks
"Continue your match?" over it, shows the live window on top and closes this one.

The picture is shown only if all of these are unchanged since it was taken: the saved
match and the settings (kept in the picture's file and compared byte for byte: the
language, the variant, the deck and the window's place are in them), the system's
language, the game's build, the window's size on its screen and the screen's pixel
ratio. Anything else, or a damaged file, means the
usual start (a damaged file is removed: it is only a cache).

What the player clicks or types on the picture is kept and replayed on the live table at
the same places once it is shown, so nothing is lost; if the live table is not the
pictured match (he chose a new game, or the save could not be read) it is dropped, with a
notice that says so.

The file holds a short text header (a JSON line), the two files it shows and the raw
pixels: decoding a PNG of the felt's grain would cost more than the whole picture is
meant to save. This module
imports only PySide6's QtCore, QtGui and QtWidgets and the standard library, because it
runs before the rest of the game is loaded (benchmarks/ui_startup.py).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QPointF, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from truco_desktop.ui.widgets.window_place import place_window

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QMouseEvent, QPaintEvent

    from truco_desktop.paths import AppPaths

_log = logging.getLogger(__name__)

FILE_NAME = "last-table.bin"
MAGIC = b"truco-desktop last table 1\n"
#: The header line's longest allowed length: a longer one is a damaged file.
MAX_HEADER = 8192
#: ms after which the live table is built even if the picture was never painted (a
#: window started minimised).
PAINT_FALLBACK_MS = 500

_IMAGE_FORMAT = QImage.Format.Format_RGB32


class Picture:
    """A kept picture's header: what it shows and the conditions under which it holds.

    A plain class, not a dataclass: it is made before the rest of the game is imported,
    where a dataclass's generated methods cost more than the whole header is worth."""

    __slots__ = (
        "build",
        "bytes_per_line",
        "height",
        "locale",
        "maximized",
        "ratio",
        "save_size",
        "screen",
        "settings_size",
        "title",
        "width",
        "window",
    )

    def __init__(self, doc: Any) -> None:
        """Raise ValueError (or KeyError, TypeError, IndexError) if ``doc`` (the header's
        JSON) is not a header."""
        self.width = int(doc["width"])
        self.height = int(doc["height"])
        self.bytes_per_line = int(doc["bytes_per_line"])
        self.ratio = float(doc["ratio"])
        self.window = (int(doc["window"][0]), int(doc["window"][1]))
        self.screen = (int(doc["screen"][0]), int(doc["screen"][1]))
        self.maximized = bool(doc["maximized"])
        self.title = str(doc["title"])
        self.settings_size = int(doc["settings_size"])
        self.save_size = int(doc["save_size"])
        self.locale = str(doc["locale"])
        self.build = str(doc["build"])
        if min(self.width, self.height) <= 0 or self.bytes_per_line < 4 * self.width:
            raise ValueError("impossible picture size")
        if min(self.settings_size, self.save_size) < 0:
            raise ValueError("impossible file sizes")

    @property
    def pixels_size(self) -> int:
        return self.bytes_per_line * self.height


def picture_file(paths: AppPaths) -> Path:
    return paths.cache_dir / FILE_NAME


def _build() -> str:
    """The game's build: a new install rewrites the package (and its stat changes); a
    frozen app is its executable."""
    here = Path(__file__).resolve().parents[2] / "__init__.py"
    for candidate in (here, Path(sys.executable)):
        with contextlib.suppress(OSError):
            st = candidate.stat()
            return f"{candidate}:{st.st_size}:{st.st_mtime_ns}"
    return "unknown"


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def _screen_facts(window: QWidget) -> tuple[tuple[int, int], float]:
    """The available size of the screen ``window`` stands on, and its pixel ratio."""
    screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    if screen is None:
        return (0, 0), 1.0
    available = screen.availableGeometry()
    return (available.width(), available.height()), float(screen.devicePixelRatio())


def forget_last_table(paths: AppPaths) -> None:
    with contextlib.suppress(OSError):
        picture_file(paths).unlink()


def keep_last_table(window: QWidget, paths: AppPaths) -> bool:
    """Keep a picture of ``window``'s contents for the next start, with the files it
    shows (call it after the match and the settings were written at close). No saved
    match: any older picture is removed. True if a picture was written.

    The file: ``MAGIC``, a JSON header line, the settings' bytes, the save's bytes and the
    raw pixels. The files are kept whole and compared byte for byte at the start (a few
    kilobytes: cheaper than importing a hash)."""
    settings = _read(paths.settings_file)
    save = _read(paths.current_match_file)
    if settings is None or save is None or not window.isVisible():
        forget_last_table(paths)
        return False
    image = window.grab().toImage().convertToFormat(_IMAGE_FORMAT)
    screen, _ratio = _screen_facts(window)
    header = {
        "width": image.width(),
        "height": image.height(),
        "bytes_per_line": image.bytesPerLine(),
        "ratio": float(image.devicePixelRatio()),
        "window": [window.width(), window.height()],
        "screen": list(screen),
        "maximized": window.isMaximized(),
        "title": window.windowTitle(),
        "settings_size": len(settings),
        "save_size": len(save),
        "locale": QLocale.system().name(),
        "build": _build(),
    }
    line = json.dumps(header, ensure_ascii=True).encode("ascii") + b"\n"
    pixels = bytes(image.constBits())[: image.sizeInBytes()]
    import tempfile  # at close only: the start reads the picture without it

    target = picture_file(paths)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{FILE_NAME}.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(MAGIC + line + settings + save + pixels)
            os.replace(temp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
    except OSError as error:
        _log.warning("could not keep the last table's picture: %s", error)
        return False
    return True


def read_last_table(paths: AppPaths) -> tuple[Picture, QImage, dict[str, Any]] | None:
    """The kept picture, if it still shows what the live table will (its header, its
    image and the settings' preferences); None otherwise. A damaged file is removed."""
    target = picture_file(paths)
    raw = _read(target)
    if raw is None:
        return None
    try:
        if not raw.startswith(MAGIC):
            raise ValueError("not a picture of the table")
        end = raw.index(b"\n", len(MAGIC), len(MAGIC) + MAX_HEADER)
        picture = Picture(json.loads(raw[len(MAGIC) : end]))
        start = end + 1
        middle = start + picture.settings_size
        pixels_at = middle + picture.save_size
        if len(raw) - pixels_at != picture.pixels_size:
            raise ValueError("the picture is cut short")
    except (ValueError, KeyError, TypeError, IndexError) as error:
        _log.info("the last table's picture is damaged (%s): removed", error)
        forget_last_table(paths)
        return None
    shown = memoryview(raw)
    settings = _read(paths.settings_file)
    if settings is None or shown[start:middle] != settings:
        return None
    save = _read(paths.current_match_file)
    if save is None or shown[middle:pixels_at] != save:
        return None
    if picture.locale != QLocale.system().name() or picture.build != _build():
        return None
    try:
        preferences = json.loads(settings)["preferences"]
        if not isinstance(preferences, dict):
            return None
    except (ValueError, KeyError, TypeError):
        return None
    image = QImage(
        shown[pixels_at:], picture.width, picture.height, picture.bytes_per_line, _IMAGE_FORMAT
    ).copy()  # the file's bytes may go: the image keeps its own pixels
    image.setDevicePixelRatio(picture.ratio)
    return picture, image, preferences


def _window_rect(preferences: dict[str, Any]) -> tuple[int, int, int, int] | None:
    """The settings' older ``window`` rectangle (storage.settings.WindowGeometry)."""
    saved = preferences.get("window")
    if not isinstance(saved, dict):
        return None
    try:
        return (int(saved["x"]), int(saved["y"]), int(saved["width"]), int(saved["height"]))
    except (KeyError, TypeError, ValueError):
        return None


class LastTableWindow(QWidget):
    """The picture of the last table, in a window of its own until the live one is ready.

    It keeps the clicks and the keys it gets (`inputs`) for `hand_over`. `painted` is
    emitted once, after its first paint has reached the screen (or `PAINT_FALLBACK_MS`
    later if it is never painted)."""

    painted = Signal()

    def __init__(self, picture: Picture, image: QImage) -> None:
        super().__init__()
        self.picture = picture
        self.image = image
        self.setWindowTitle(picture.title)
        self.inputs: list[tuple[Any, ...]] = []
        self.closed_by_player = False
        self._painted = False
        self._handed_over = False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawImage(0, 0, self.image)
        painter.end()
        if not self._painted:
            self._painted = True
            # After the paint has been flushed to the screen, not inside it.
            QTimer.singleShot(0, self.painted.emit)

    def start_fallback(self) -> None:
        def late() -> None:
            if not self._painted:
                self._painted = True
                self.painted.emit()

        QTimer.singleShot(PAINT_FALLBACK_MS, self, late)

    # What the player does meanwhile is kept, in order.
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._keep_mouse(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._keep_mouse(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self._keep_mouse(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._keep_key(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self._keep_key(event)

    def _keep_mouse(self, event: QMouseEvent) -> None:
        self.inputs.append(
            (
                "mouse",
                event.type(),
                event.position(),
                event.button(),
                event.buttons(),
                event.modifiers(),
            )
        )

    def _keep_key(self, event: QKeyEvent) -> None:
        self.inputs.append(
            (
                "key",
                event.type(),
                event.key(),
                event.modifiers(),
                event.text(),
                event.isAutoRepeat(),
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._handed_over:
            self.closed_by_player = True
        event.accept()

    def hand_over(self, live: QWidget, *, same_table: bool) -> int:
        """Close this window now that ``live`` is on the screen, after replaying on it
        what the player did meanwhile (``same_table``: ``live`` shows the pictured match;
        else nothing is replayed). How many inputs were dropped."""
        inputs, self.inputs = self.inputs, []
        self._handed_over = True
        self.close()
        self.deleteLater()
        if not same_table:
            return len(inputs)
        from PySide6.QtGui import QKeyEvent, QMouseEvent  # the picture's start needs neither

        for entry in inputs:
            if entry[0] == "mouse":
                _kind, kind, position, button, buttons, modifiers = entry
                point = position.toPoint()
                target = live.childAt(point) or live
                local = QPointF(target.mapFrom(live, point)) + (position - QPointF(point))
                QApplication.sendEvent(
                    target,
                    QMouseEvent(
                        kind, local, live.mapToGlobal(position), button, buttons, modifiers
                    ),
                )
            else:
                _kind, kind, key, modifiers, text, repeat = entry
                target = live.focusWidget() or live  # the live window's, active or not
                QApplication.sendEvent(target, QKeyEvent(kind, key, modifiers, text, repeat))
        return 0


def show_last_table(paths: AppPaths) -> LastTableWindow | None:
    """Show the kept picture of the last table if it still holds (see the module's
    docstring); None (nothing shown) for the usual start."""
    found = read_last_table(paths)
    if found is None:
        return None
    picture, image, preferences = found
    window = LastTableWindow(picture, image)
    state = preferences.get("window_state")
    place_window(window, state if isinstance(state, str) else None, _window_rect(preferences))
    screen, ratio = _screen_facts(window)
    if abs(ratio - picture.ratio) > 1e-6:
        return None
    if picture.maximized:
        if screen != picture.screen:
            return None
        window.resize(picture.window[0], picture.window[1])
        window.showMaximized()
    else:
        if (window.width(), window.height()) != picture.window:
            return None
        window.show()
    window.start_fallback()
    return window


__all__ = [
    "FILE_NAME",
    "MAGIC",
    "LastTableWindow",
    "Picture",
    "forget_last_table",
    "keep_last_table",
    "picture_file",
    "read_last_table",
    "show_last_table",
]
