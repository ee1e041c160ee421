"""The online leaderboard costs the start-up nothing (issue 21's goal): none of its client,
its dialogs or Qt's networking is imported before the table's first paint, even when the
player opted in and a result waits to be sent; the client is made after the paint.

A fresh process, because this suite has long since imported all of them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb


def test_nothing_of_the_leaderboard_loads_before_the_first_paint(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    settings = lb.load_settings(paths)
    lb.save_settings(
        paths, lb.LeaderboardSettings(True, "http://127.0.0.1:9", "Ana", settings.player_id)
    )
    lb.Queue(paths).add("http://127.0.0.1:9", "argentino.p2", {"date": "2026-12-01"})
    child = textwrap.dedent(
        f"""
        import json, sys
        from pathlib import Path
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from truco_desktop.paths import app_paths
        from truco_desktop.ui.widgets.main_window import MainWindow
        CLIENT = ("truco_desktop.ui.controllers.leaderboard", "truco_desktop.play.leaderboard",
                  "truco_desktop.ui.widgets.leaderboard_dialog",
                  "truco_desktop.ui.widgets.ranking_panel", "PySide6.QtNetwork")
        window = MainWindow(app_paths(Path({str(tmp_path)!r})))
        window.show()
        before = sorted(m for m in CLIENT if m in sys.modules)
        painted_early = window.table.was_painted
        for _ in range(100000):
            if window.table.was_painted:
                break
            app.processEvents()
        app.processEvents()
        print(json.dumps({{"before": before, "painted_early": painted_early,
                           "painted": window.table.was_painted,
                           "client": window.leaderboard is not None}}))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert not seen["painted_early"], "the check must run before the first paint"
    assert seen["before"] == [], seen
    assert seen["painted"] and seen["client"], "the client is made after the paint"
