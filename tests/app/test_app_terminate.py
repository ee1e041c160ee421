"""Issue 18 (5): SIGTERM (a logout, ``kill``) closes the window as a close does.

The app runs in a process of its own, offscreen; once it has dealt (the save exists) it
gets SIGTERM, and must exit 0 having saved its window geometry, as a close does. Before
the fix the default action killed it (exit -15) and nothing was saved.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from truco_desktop.paths import app_paths
from truco_desktop.storage import Preferences, SettingsStore

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.name == "nt", reason="POSIX signals")
def test_sigterm_closes_the_window_as_a_close_does(tmp_path: Path) -> None:
    home = tmp_path / "home"
    # Not a first start: that one asks whether to learn before it deals (issue 33).
    SettingsStore(app_paths(home)).save(Preferences())
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("TRUCO_DESKTOP_HOME", None)
    app = subprocess.Popen(
        [sys.executable, "-m", "truco_desktop", "--home", str(home)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        save = home / "data" / "current-match.json"
        while not save.exists():
            assert app.poll() is None, app.stderr.read() if app.stderr else ""
            assert time.monotonic() < deadline, "the app did not start"
            time.sleep(0.1)
        time.sleep(0.5)
        app.send_signal(signal.SIGTERM)
        code = app.wait(30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert code == 0
    settings = json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["preferences"]["window"]["width"] > 0
