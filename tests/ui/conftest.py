"""Fixtures for the table tests: a model and a table at instant speed, offscreen."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def table(qtbot):
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget

    model = GameModel()
    model.set_animation_speed("instant")
    widget = TableWidget(model)
    widget.auto_next_ms = 0
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    yield widget
    widget.shutdown()


def wait_idle(qtbot, table, timeout: int = 5000) -> None:
    """Wait until the director is idle and no bot is thinking."""

    def idle() -> bool:
        d = table.director
        return not d.busy and d.thinking is None and not d.queue

    qtbot.waitUntil(idle, timeout=timeout)


@pytest.fixture
def settle():
    return wait_idle
