"""Start to a painted table, as a ratio to a bare PySide6 window with a QGraphicsView.

Each run is a fresh process started the same way (`python -c CHILD`); it prints the
seconds from just before the process was spawned to the end of the first paint of a
graphics view's viewport. Both children share the same scaffolding: import QtCore/QtWidgets,
create the QApplication, and replace `QGraphicsView.viewportEvent` (every view's
viewport events pass through it) with a function that notes the first Paint. Then

- `bare` builds a QGraphicsScene and a QGraphicsView, shows it and runs the loop;
- `app` runs the real start path, `truco_desktop.app.main(["--home", <fresh folder>])`
  (logging, preferences, language, fonts, the main window with its menus and the
  table), exactly what `truco-desktop` does, with an empty home folder (a first start).

The app child also reports what that first frame held (the seats and felt in the
scene, whether the side panel was visible), so a splash or an empty window cannot pass.
Medians of several interleaved runs, and their ratio (goal: <= 1.3). Run under Xvfb
when available, else the offscreen platform:

    xvfb-run -a python benchmarks/ui_startup.py [--runs 9] [--kind app|table]

`--kind table` measures the old, narrower path (a bare `TableWidget` without the main
window), kept for comparison. `--kind floor` measures the least a window with this
table's look needs (main window with a menu, the felt, four name plates, the side
panel's glass and scoreboard; no engine, no settings, no game): what the goal is up
against before any of the game's own code runs.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import sys, time
t0 = float(sys.argv[2])
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView
app = QApplication(sys.argv[:1])

PAINT = QEvent.Type.Paint
done = False
qt_viewport_event = QGraphicsView.viewportEvent

def viewport_event(view, event):
    global done
    handled = qt_viewport_event(view, event)
    if not done and event.type() == PAINT:  # painted: the time after the paint
        elapsed = time.time() - t0
        done = True
        QGraphicsView.viewportEvent = qt_viewport_event
        print(f"{elapsed:.6f} {describe(view)}", flush=True)
        QTimer.singleShot(0, app.quit)
    return handled

def describe(view):
    if sys.argv[1] == "bare":
        return "-"
    window = view.window()
    panel = getattr(getattr(window, "table", window), "panel", None)
    return (
        f"window={type(window).__name__} items={len(view.scene().items())} "
        f"panel={'yes' if panel is not None and panel.isVisible() else 'no'}"
    )

# Every graphics view's viewport events pass through `viewport_event`, which notes the
# first Paint. Watching from outside instead (an application-wide event filter,
# findChildren, even asking a view for its viewport()) would itself cost the app time:
# each object of a class PySide has not met yet makes shiboken load more Qt classes.
QGraphicsView.viewportEvent = viewport_event
if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QGraphicsScene
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    view.resize(1280, 800)
    view.show()
    app.exec()
elif sys.argv[1] == "app":
    from truco_desktop.app import main
    main(["--home", sys.argv[3]])
elif sys.argv[1] == "floor":
    # The least a table with our look needs, and nothing of the game: a main window with
    # a menu, the felt, four name plates and the side panel's glass with the scoreboard.
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsScene, QMainWindow, QWidget
    from truco_desktop.ui.table.felt import felt_pixmap
    from truco_desktop.ui.table.layout import Layout
    from truco_desktop.ui.table.seat_items import NameplateItem
    from truco_desktop.ui.widgets.glass import GlassFrame
    from truco_desktop.ui.widgets.scoreboard import Scoreboard

    class Felt(QGraphicsScene):
        def drawBackground(self, painter, rect):
            painter.drawPixmap(QPointF(0, 0), felt_pixmap(layout))

    layout = Layout(1280, 800, 4)
    window = QMainWindow()
    window.menuBar().addMenu("Game")
    central = QWidget()
    scene = Felt()
    for seat in range(4):
        plate = NameplateItem(seat, "Seat", seat % 2, False)
        scene.addItem(plate)
        plate.setPos(200 * seat + 100, 100)
    view = QGraphicsView(scene, central)
    view.setViewport(QWidget())
    view.resize(1280, 770)
    panel = GlassFrame(radius=18, parent=central)
    panel.setGeometry(1010, 14, 256, 740)
    Scoreboard(panel).setGeometry(20, 60, 216, 240)
    window.setCentralWidget(central)
    window.resize(1280, 800)
    window.show()
    app.exec()
else:
    from truco_desktop.engine import Rules
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget
    model = GameModel()
    window = TableWidget(model)
    window.resize(1280, 800)
    model.new_match(Rules("argentino", 4), seed="bench")
    window.show()
    app.exec()
"""


def run(kind: str) -> tuple[float, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join([os.getcwd(), env.get("PYTHONPATH", "")])
    home = tempfile.mkdtemp(prefix="truco-bench-")
    try:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, kind, repr(time.time()), home],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if out.returncode != 0 or not out.stdout.strip():
        raise SystemExit(f"the {kind} child failed ({out.returncode}):\n{out.stderr}")
    seconds, _, note = out.stdout.strip().splitlines()[-1].partition(" ")
    return float(seconds), note


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--kind", choices=("app", "table", "floor"), default="app")
    args = parser.parse_args()
    bare: list[float] = []
    table: list[float] = []
    notes: set[str] = set()
    for _ in range(args.runs):  # interleaved, so both see the same machine state
        bare.append(run("bare")[0])
        seconds, note = run(args.kind)
        table.append(seconds)
        notes.add(note)
    mb, mt = statistics.median(bare), statistics.median(table)
    label = {
        "app": "truco app (app.main)",
        "table": "truco TableWidget only",
        "floor": "floor (window, felt, plates, scoreboard; no game)",
    }[args.kind]
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, runs: {args.runs}")
    print(f"bare QGraphicsView to first paint: median {mb * 1000:.0f} ms")
    print(f"{label} to first paint: median {mt * 1000:.0f} ms")
    print(f"first frame: {'; '.join(sorted(notes))}")
    print(f"ratio: {mt / mb:.2f} (goal <= 1.3)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
