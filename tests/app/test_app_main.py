"""The composition root builds the whole app from the command line."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from truco_desktop import app as app_module
from truco_desktop.storage import SaveStore, SettingsStore
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets import main_window
from truco_desktop.ui.widgets.crash import ExceptionHook


def test_main_builds_the_window_and_deals(
    qtbot: Any, paths: Any, monkeypatch: pytest.MonkeyPatch, answers: Any
) -> None:
    SettingsStore(paths).save(Preferences(variant="mineiro", players=2, animation_speed="instant"))
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    made: list[Any] = []

    class Recorded(main_window.MainWindow):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(main_window, "MainWindow", Recorded)
    previous = sys.excepthook
    try:
        assert app_module.main([]) == 0
        assert isinstance(sys.excepthook, ExceptionHook)
    finally:
        sys.excepthook = previous
    assert len(made) == 1
    window = made[0]
    qtbot.addWidget(window)
    assert window.model.session.match.rules.variant_name == "mineiro"
    assert SaveStore(paths).load().status == "ok", "the new match is saved at once"
    assert list((paths.state_dir / "log").glob("truco-desktop.log"))
    window.session.saving = False
    window.close()
