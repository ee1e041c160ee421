"""Sound costs the start-up nothing (issues 16 and 20): at the end of the table's first
paint, with sound on in the preferences, neither ``ui/audio/sound.py``, its miniaudio player nor
the miniaudio package has been imported; the sounds are made after that paint. Nor has
the hand log's row painter (``log_rows``: its Qt delegate classes cost some 7 ms of CPU),
which comes with the first row.

A fresh process, because this suite has long since imported all of them; the first paint
is caught as ``benchmarks/ui_startup.py`` catches it (every graphics view's viewport
events pass through one function)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path


def test_nothing_of_sound_nor_the_log_rows_loads_before_the_first_paint(tmp_path: Path) -> None:
    child = textwrap.dedent(
        f"""
        import json, sys
        from pathlib import Path
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication, QGraphicsView
        app = QApplication([])
        SOUND = ("truco_desktop.ui.audio.sound", "truco_desktop.ui.audio.sound_miniaudio",
                 "truco_desktop.ui.sound_qt", "miniaudio", "PySide6.QtMultimedia",
                 "truco_desktop.ui.widgets.log_rows")
        seen = {{}}
        qt_viewport_event = QGraphicsView.viewportEvent

        def viewport_event(view, event):
            handled = qt_viewport_event(view, event)
            if "paint" not in seen and event.type() == QEvent.Type.Paint:
                seen["paint"] = sorted(m for m in SOUND if m in sys.modules)
            return handled

        QGraphicsView.viewportEvent = viewport_event
        from truco_desktop.paths import app_paths
        from truco_desktop.storage import Preferences, SettingsStore
        from truco_desktop.ui.widgets.main_window import MainWindow
        paths = app_paths(Path({str(tmp_path)!r}))
        SettingsStore(paths).save(Preferences(sound_enabled=True))
        window = MainWindow(paths)
        window.show()
        for _ in range(200000):
            if "paint" in seen and window.sound is not None:
                break
            app.processEvents()
        print(json.dumps({{"at_paint": seen.get("paint"), "made": window.sound is not None}}))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRUCO_DESKTOP_SOUND": "on"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["at_paint"] == [], seen
    assert seen["made"], "the sounds are made after the first paint"
