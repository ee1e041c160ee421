"""Fixtures for the sound tests: a player that only records, a clock the test moves,
and sound switched on for the test that asks (the suite is silent otherwise)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class FakePlayer:
    """Records what it is asked to play (``Player``)."""

    def __init__(self, files: dict[str, Path], on_ready: Callable[[bool], None]) -> None:
        self.files = files
        self.ok = True
        self.plays: list[str] = []
        self.volume: float | None = None
        self.closed = False
        on_ready(True)

    def play(self, name: str) -> None:
        self.plays.append(name)

    def set_volume(self, linear: float) -> None:
        self.volume = linear

    def close(self) -> None:
        self.closed = True


class Clock:
    """Milliseconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def sound_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sound as the preferences say (the suite's ``TRUCO_DESKTOP_SOUND=off`` lifted)."""
    monkeypatch.delenv("TRUCO_DESKTOP_SOUND", raising=False)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def sounds(qtbot: Any, clock: Clock, sound_on: None) -> Any:
    """``TableSounds`` on, with a recording player and the test's clock."""
    from truco_desktop.ui.audio.sound import TableSounds

    made = TableSounds(factory=FakePlayer, files={}, clock=clock)
    made.configure(True, 75)
    yield made
    made.close()


@pytest.fixture
def fake_player() -> type[FakePlayer]:
    return FakePlayer
