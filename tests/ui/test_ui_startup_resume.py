"""A resumed match comes to the table before what the table does not need (issue 35):
at the first paint that shows the saved match's cards, nothing of the sounds (``ui/sound``,
miniaudio), the daily leaderboard's client (``ui/leaderboard``, the network's
``urllib``), the crash dialog (``ui/crash``), the log file (``truco_desktop.logs``) or the
version from the package metadata (``truco_desktop.version``) has been imported; they
come once the table is live (``MainWindow._start_late``, ``app._Startup.finish_late``).
benchmarks/ui_startup.py measures what this saves (benchmarks/ui_startup.md).

A fresh process on the start path itself (``app.main``), the first paint caught as the
benchmark catches it. The late work's delays are lengthened in the child so that the
check does not depend on the machine's speed: it proves the order, not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtWidgets import QApplication

from truco_desktop.paths import app_paths
from truco_desktop.storage import SaveStore
from truco_desktop.ui.widgets.main_window import MainWindow

LATE = (
    "truco_desktop.ui.audio.sound",
    "truco_desktop.ui.audio.sound_miniaudio",
    "miniaudio",
    "truco_desktop.ui.controllers.leaderboard",
    "truco_desktop.ui.widgets.crash",
    "truco_desktop.logs",
    "truco_desktop.version",
)


def _saved_match(home: Path) -> None:
    """A home whose saved match was dealt (the start resumes it without a question)."""
    window = MainWindow(app_paths(home))
    window.finish_startup(ask=False)
    window.session.save_now()
    assert SaveStore(app_paths(home)).load().status == "ok"
    window.session.saving = False
    window.table.shutdown()
    window.deleteLater()
    QApplication.processEvents()


def test_a_resumed_match_is_painted_before_sound_leaderboard_log_and_crash_dialog(
    tmp_path: Path, qapp: QApplication
) -> None:
    _saved_match(tmp_path)
    child = textwrap.dedent(
        f"""
        import json, sys
        from PySide6.QtCore import QEvent, QTimer
        from PySide6.QtWidgets import QApplication, QGraphicsView
        app = QApplication(sys.argv[:1])
        LATE = {LATE!r}
        seen = {{}}
        qt_viewport_event = QGraphicsView.viewportEvent

        def viewport_event(view, event):
            handled = qt_viewport_event(view, event)
            held = getattr(view.scene(), "held", None)
            if "paint" not in seen and event.type() == QEvent.Type.Paint and held and held[0]:
                seen["paint"] = sorted(
                    m for m in sys.modules if any(m == d or m.startswith(d + ".") for d in LATE)
                )
                seen["cards"] = len(held[0])
                QTimer.singleShot(0, app.quit)
            return handled

        QGraphicsView.viewportEvent = viewport_event
        from truco_desktop import app as start
        from truco_desktop.ui.widgets import main_window
        start.LATE_MS = main_window.LATE_STARTUP_MS = 60_000
        start.main(["--home", {str(tmp_path)!r}])
        print(json.dumps(seen))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen.get("cards") == 3, seen
    assert seen["paint"] == [], seen
