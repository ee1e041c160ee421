"""The first match that teaches, from the main window (issue 33 item 4).

A mixin of ``MainWindow``: on the very first start (no settings file and no saved match,
which the app's start path tells the window, ``first_start``) the window asks once,
instead of dealing, whether the player wants to learn or to play; the answer is kept in
the preferences (``lesson_offered``), so it is never asked again. Learning opens the
lesson of the chosen variant's family on a table of its own (``ui/widgets/tutorial.py``); when
it ends, completed or skipped, a normal match starts if none is on the table. Help →
Learn to play opens the same lesson at any time. Texts keep the window's translation
context ("MainWindow").
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from truco_desktop.storage import Preferences, SaveStore

    _Base = QMainWindow
else:
    _Base = object

translate = QCoreApplication.translate


class WindowLesson(_Base):
    """Learn or play on the first start, and Help → Learn to play."""

    prefs: Preferences
    saves: SaveStore
    model: Any
    current_variant: Callable[[], str]
    _save_prefs: Callable[[Preferences], None]
    _start_new: Callable[..., None]

    #: Set by the app's start path: no settings file existed (a first start).
    first_start = False
    #: The lesson's window while it is open, and the first start's question.
    lesson_window: QWidget | None = None
    lesson_question: QMessageBox | None = None

    def offer_lesson(self) -> bool:
        """On a first start with nothing saved, ask (without blocking) whether to learn
        or to play; True when asked: the answer deals, not the caller."""
        if not self.first_start or self.prefs.lesson_offered or self.saves.path.exists():
            return False
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("MainWindow", "Welcome to Truco"))
        box.setText(translate("MainWindow", "Is this your first time at a Truco table?"))
        box.setInformativeText(
            translate(
                "MainWindow",
                "The coach can walk you through one hand, move by move (a few minutes), or"
                " you can start a match now. The lesson is always in Help → Learn to play.",
            )
        )
        learn = box.addButton(
            translate("MainWindow", "Learn to play"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(translate("MainWindow", "Play a match"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(learn)

        def answered() -> None:
            self.lesson_question = None
            with contextlib.suppress(ValueError):
                self._save_prefs(self.prefs.with_changes(lesson_offered=True))
            if box.clickedButton() is learn:
                self.learn_to_play()
            elif self.model.state is None:
                self._start_new()

        box.finished.connect(answered)
        self.lesson_question = box
        box.open()
        return True

    def learn_to_play(self) -> QWidget:
        """Help → Learn to play (and the first start's answer): the lesson of the chosen
        variant's family, over the main window."""
        from truco_desktop.ui.widgets.tutorial import TutorialWindow

        old = self.lesson_window
        if old is not None:  # one lesson at a time: the new one replaces it
            old.finished.disconnect(self._lesson_over)  # type: ignore[attr-defined]
            old.close()
        window = TutorialWindow(self.current_variant(), speed=self.model.speed, parent=self)
        window.finished.connect(self._lesson_over)
        window.setGeometry(self.geometry())
        window.show()
        window.activateWindow()
        self.lesson_window = window
        return window

    def _lesson_over(self, _completed: bool) -> None:
        """The lesson ended (done or skipped): a normal match, if none is on the table."""
        self.lesson_window = None
        if self.model.state is None:
            self._start_new()
