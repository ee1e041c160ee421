"""Fixtures for the app shell's tests: isolated folders, a window, scripted answers.

Every test already runs with TRUCO_DESKTOP_HOME pointing at a fresh folder (the suite's
conftest). Here: `paths` for that folder, `answers` that replies to the app's questions
(any unexpected question fails the test), a `make_window` that builds main windows with
a light stand-in for the table (no animation, no bots acting on timers) and closes them
afterwards, and helpers that play legal actions through the model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from truco_desktop.paths import AppPaths, app_paths


@pytest.fixture
def paths() -> AppPaths:
    return app_paths()


class Answers:
    """Replies to `QMessageBox.exec`; records every question asked."""

    def __init__(self) -> None:
        self.queue: list[QMessageBox.StandardButton] = []
        self.asked: list[str] = []

    def will(self, *replies: str) -> None:
        table = {
            "yes": QMessageBox.StandardButton.Yes,
            "no": QMessageBox.StandardButton.No,
            "ok": QMessageBox.StandardButton.Ok,
        }
        self.queue.extend(table[r] for r in replies)

    def __call__(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.asked.append(box.text())
        if not self.queue:
            raise AssertionError(f"unexpected question: {box.text()!r}")
        return self.queue.pop(0)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    replies = Answers()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: replies(box))
    return replies


class FakeTable(QWidget):
    """Stands in for the table (`main_window.Table`): painted at once, no animation."""

    rules_requested = Signal()
    menu_requested = Signal()
    settings_requested = Signal()
    painted = Signal()

    def __init__(self, model: Any, deck_style: str = "classic", four_colour: bool = False):
        super().__init__()
        self.model = model
        self.deck = (deck_style, four_colour)
        self.was_painted = True
        self.laid: tuple[object, ...] | None = None

    def lay_table(
        self,
        variant: str,
        players: int,
        target: int,
        flor: str,
        best_of_three: bool,
        cast: Any = None,
    ) -> None:
        self.laid = (variant, players, target, flor, best_of_three)
        self.cast = dict(cast or {})

    def set_deck(self, style: str, four_colour: bool) -> None:
        self.deck = (style, four_colour)

    def show_own_envido(self, on: bool) -> None:
        self.own_envido = on

    def shutdown(self) -> None:
        pass

    def set_auto_next(self, on: bool) -> None:
        self.auto_next = on

    def menu_anchor(self, settings: bool = False) -> QPoint:
        return self.mapToGlobal(self.rect().topRight())


@pytest.fixture
def make_window(qtbot: Any, paths: AppPaths) -> Iterator[Callable[..., Any]]:
    from truco_desktop.ui.widgets.main_window import MainWindow

    made: list[MainWindow] = []

    def make(**kwargs: Any) -> MainWindow:
        kwargs.setdefault("table_factory", FakeTable)
        window = MainWindow(kwargs.pop("paths", paths), **kwargs)
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.session.saving = False
