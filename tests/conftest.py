"""Fixtures for the whole suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# These machines are noisy (two cores, shared): a property test is about properties, never
# about how long one example takes, so no example has a deadline.
settings.register_profile("truco", deadline=None)
settings.load_profile("truco")

# The suite is silent (truco_desktop/ui/audio/sound.py): no test needs an audio device, so CI
# never does; the sound tests that play unset it themselves.
os.environ["TRUCO_DESKTOP_SOUND"] = "off"


@pytest.fixture(autouse=True)
def app_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point TRUCO_DESKTOP_HOME at a fresh folder for every test.

    Anything that calls `app_paths()` without an override then reads and writes there,
    so no test can touch the real home. A separate folder from `tmp_path` keeps a test's
    own `tmp_path` empty for assertions about which files exist.
    """
    home = tmp_path_factory.mktemp("truco-home")
    monkeypatch.setenv("TRUCO_DESKTOP_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def sing_at_once(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The human's envido song (AR-ENV-8b) waits for him to say it. A test that plays
    through hands at a table sings it at once, as a player who presses the button straight
    away; a test marked ``waits_for_song`` looks at the wait itself."""
    if request.node.get_closest_marker("waits_for_song"):
        return
    from PySide6.QtCore import QTimer

    from truco_desktop.ui.controllers.director import Director

    waits_for_song = Director._waits_for_song

    def sung_at_once(self: Director, event: object) -> bool:
        if waits_for_song(self, event):  # type: ignore[arg-type]
            QTimer.singleShot(0, self.sing)
            return True
        return False

    monkeypatch.setattr(Director, "_waits_for_song", sung_at_once)
