"""When something goes wrong in the app: log it, tell the player, keep going.

`install_exception_hook` replaces `sys.excepthook`: an exception that escapes a slot or
an event handler is written to the log file with its traceback, and a dialog says so
in plain words, with "Copy details" for a bug report. The match in progress was already
saved after the last action, so nothing is lost by closing the app.

The hook is installed before the window is built, so importing this module stays cheap:
the version (package metadata) and the platform are looked up only for a report. The
log file may be given as a function that returns it, for an app that opens its log
after the first paint: the hook then asks for it before it logs the error.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.i18n import fill
from truco_desktop.ui.widgets.chrome import apply_chrome

_log = logging.getLogger("truco_desktop.crash")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
# The log file, or a function that opens the log (if not yet open) and returns it.
LogFile = Path | None | Callable[[], Path | None]


def details_text(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> str:
    """What "Copy details" puts on the clipboard: versions, then the traceback."""
    import platform

    from truco_desktop.version import version

    lines = [
        f"truco-desktop {version()}",
        f"Python {platform.python_version()} on {platform.platform()}",
        "",
        *traceback.format_exception(kind, error, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


class CrashDialog(QDialog):
    """The error dialog: what happened, where the log is, the details, "Copy details"."""

    def __init__(self, details: str, log_file: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        apply_chrome(self)
        self.details = details
        self.setWindowTitle(self.tr("Something went wrong"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(12)
        title = QLabel(self.tr("Something went wrong"))
        title.setProperty("role", "title")
        layout.addWidget(title)
        where = (
            fill(self.tr("The details were written to %1."), str(log_file))
            if log_file is not None
            else self.tr("The details could not be written to a log file.")
        )
        text = QLabel(
            fill(
                #: %1 says where the details were written (the next sentence).
                self.tr(
                    "The game hit an unexpected error. Your match was saved after your last"
                    " move, so you can carry on or restart the game without losing it. %1"
                ),
                where,
            )
        )
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(text)
        self.view = QPlainTextEdit(details)
        self.view.setReadOnly(True)
        self.view.setMinimumHeight(160)
        layout.addWidget(self.view)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton(self.tr("Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        close = QPushButton(self.tr("Close"))
        close.setProperty("role", "accept")
        close.setDefault(True)
        close.clicked.connect(self.accept)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copy_button.setText(self.tr("Copied"))


class ExceptionHook:
    """The callable installed as `sys.excepthook`; it shows one dialog at a time."""

    def __init__(self, log_file: LogFile, parent: Callable[[], QWidget | None]) -> None:
        self.log_file = log_file
        self.parent = parent
        self.previous: ExceptHook = sys.excepthook
        self.showing = False
        self.last_details: str | None = None

    def __call__(
        self, kind: type[BaseException], error: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.previous(kind, error, tb)
            return
        log_file = self.log_file() if callable(self.log_file) else self.log_file
        _log.error("unhandled exception", exc_info=(kind, error, tb))
        self.last_details = details_text(kind, error, tb)
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        try:
            dialog = CrashDialog(self.last_details, log_file, self.parent())
            dialog.exec()
        finally:
            self.showing = False


def install_exception_hook(
    log_file: LogFile, parent: Callable[[], QWidget | None] = lambda: None
) -> ExceptionHook:
    hook = ExceptionHook(log_file, parent)
    sys.excepthook = hook
    return hook
