"""What the first paint does not need is not imported before it (issue 16's start-up goal:
CPU time to the first paint no worse than before the features that came since, see
benchmarks/ui_figures.md). At the end of the table's first paint on a first start none of
these modules has been imported; each is imported where it is first used:

- the characters' names and faces (``ui/words/characters_text.py``) with the first table that
  seats a character, the characters themselves (``bots/characters.py``) when a game casts
  them;
- what the table does with a deal (``ui/table/deal.py``, ``tricks.py``, ``calls.py``,
  ``handlers.py``, ``hand_end.py``) with the first deal, the speech bubbles
  (``ui/table/bubble_item.py``) with the first word said;
- the dialogs (characters, statistics, the daily result, the leaderboard) and the network
  table when their menu entry is chosen;
- the crash dialog's hook (``ui/widgets/crash.py``) once the table is live, or with the first
  error before that (``app._Startup.crash_hook``, issue 35).

A fresh process, because this suite has long since imported all of them; the first paint
is caught as ``benchmarks/ui_startup.py`` catches it (every graphics view's viewport
events pass through one function), on the start path itself (``app.main``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

DEFERRED = (
    "truco_desktop.ui.words.characters_text",
    "truco_desktop.ui.table.deal",
    "truco_desktop.ui.table.tricks",
    "truco_desktop.ui.table.calls",
    "truco_desktop.ui.table.handlers",
    "truco_desktop.ui.table.hand_end",
    "truco_desktop.ui.table.bubble_item",
    "truco_desktop.bots.characters",
    "truco_desktop.ui.widgets.characters_dialog",
    "truco_desktop.ui.widgets.stats_dialog",
    "truco_desktop.play.daily",
    "truco_desktop.ui.widgets.leaderboard_dialog",
    "truco_desktop.ui.widgets.net_table",
    "truco_desktop.net",
    "truco_desktop.ui.widgets.crash",
)


def test_the_newer_features_load_nothing_before_the_first_paint(tmp_path: Path) -> None:
    child = textwrap.dedent(
        f"""
        import json, sys
        from PySide6.QtCore import QEvent, QTimer
        from PySide6.QtWidgets import QApplication, QGraphicsView
        app = QApplication(sys.argv[:1])
        DEFERRED = {DEFERRED!r}
        seen = {{}}
        qt_viewport_event = QGraphicsView.viewportEvent

        def viewport_event(view, event):
            handled = qt_viewport_event(view, event)
            if "paint" not in seen and event.type() == QEvent.Type.Paint:
                seen["paint"] = sorted(
                    m for m in sys.modules
                    if any(m == d or m.startswith(d + ".") for d in DEFERRED)
                )
                seen["window"] = type(view.window()).__name__
                QTimer.singleShot(0, app.quit)
            return handled

        QGraphicsView.viewportEvent = viewport_event
        from truco_desktop import app as start
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
    assert seen.get("window") == "MainWindow", seen
    assert seen["paint"] == [], seen
