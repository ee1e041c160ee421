"""Fixtures for the translation tests: catalogues, a real main window, offscreen."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import catalogues, make_test_catalogue
from team_questions import answer_team_question

from truco_desktop import i18n

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def use_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[str], Path]:
    """Make `apply_language` find the (test) catalogue of a language."""
    folder = tmp_path / "catalogues"
    folder.mkdir()
    shutil.copy2(catalogues.qm_path("en"), folder / "truco_desktop_en.qm")

    def use(language: str) -> Path:
        make_test_catalogue(language, folder)
        monkeypatch.setattr(i18n, "catalogue_dirs", lambda: [folder])
        return folder

    return use


@pytest.fixture
def main_window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """A main window with the real table at instant speed, waiting for the human."""
    from PySide6.QtWidgets import QApplication, QDialog

    from truco_desktop.paths import app_paths
    from truco_desktop.storage import Preferences, SettingsStore
    from truco_desktop.ui.widgets.main_window import MainWindow

    made: list[Any] = []

    def make(**prefs: Any) -> Any:
        paths = app_paths()
        prefs.setdefault("animation_speed", "instant")
        SettingsStore(paths).save(Preferences(**prefs))
        window = MainWindow(paths)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        window.start_or_resume()
        table = window.table
        table.auto_next_ms = None

        def human_to_act() -> bool:
            # The bots may end the first hand before the human acts: deal the next one.
            if window.model.session.match.hand.is_over and not table.director.busy:
                table._summary_button()  # the next hand, or a new match after a falta
            # "Partner asks me first", his answer mine to choose: the human's turn comes.
            answer_team_question(table.director)
            return table.input_enabled() and not window.model.session.match.hand.is_over

        try:
            qtbot.waitUntil(human_to_act, timeout=60000)
        except qtbot.TimeoutError as error:
            d, m = table.director, window.model
            state = (d.busy, d.paused, d.thinking, len(d.queue), m.human_in_charge())
            state += (table._last_prompt, table.call_bar.title.text(), getattr(d, "_shut", None))
            match = m.match
            state += (match.hand.is_over, match.series_over, match.hand_number, match.score)
            raise AssertionError(f"no turn for the human: {state}") from error
        made.append(window)
        return window

    yield make
    for window in made:
        window.session.saving = False
        for dialog in window.findChildren(QDialog):
            dialog.close()
    app = QApplication.instance()
    assert app is not None
    i18n.apply_language(app, "en")
