"""Start to a painted table, as a ratio to a bare PySide6 window with a QGraphicsView.

Each run is a fresh process started the same way; it prints the seconds from the
interpreter's start to the first paint of the view. Medians of several runs, and their
ratio (goal: <= 1.3). Run under Xvfb when available, else the offscreen platform.

    python benchmarks/ui_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys, time
t0 = float(sys.argv[2])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(f"{time.time() - t0:.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False

if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    view.resize(1280, 800)
    target = view.viewport()
    window = view
else:
    from truco_desktop.engine import Rules
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget
    model = GameModel()
    window = TableWidget(model)
    window.resize(1280, 800)
    model.new_match(Rules("argentino", 4), seed="bench")
    target = window.view.viewport()
f = FirstPaint()
target.installEventFilter(f)
window.show()
app.exec()
"""


def run(kind: str) -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join([os.getcwd(), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", CHILD, kind, repr(time.time())],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    bare, table = [], []
    for _ in range(args.runs):  # interleaved, so both see the same machine state
        bare.append(run("bare"))
        table.append(run("table"))
    mb, mt = statistics.median(bare), statistics.median(table)
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, runs: {args.runs}")
    print(f"bare QGraphicsView to first paint: median {mb * 1000:.0f} ms")
    print(f"truco table to first paint:       median {mt * 1000:.0f} ms")
    print(f"ratio: {mt / mb:.2f} (goal <= 1.3)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
