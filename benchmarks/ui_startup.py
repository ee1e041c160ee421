"""Start to a painted table, as a ratio to a bare PySide6 window with a QGraphicsView.

Each run is a fresh process started the same way (`python -c CHILD`); it reports two
times at the end of the first paint of a graphics view's viewport:

- wall: the seconds from just before the process was spawned (what the player waits);
- CPU: the process's own CPU time (`time.process_time()`, user + system since the
  process began, interpreter start included). Wall time swings 1.6-3x on a loaded
  machine; CPU time hardly moves with the load, so it tells a real change from noise.

Both children share the same scaffolding: import QtCore/QtWidgets, create the
QApplication, and replace `QGraphicsView.viewportEvent` (every view's viewport events
pass through it) with a function that notes the first Paint. Then

- `bare` builds a QGraphicsScene and a QGraphicsView, shows it and runs the loop;
- `app` runs the real start path, `truco_desktop.app.main(["--home", <fresh folder>])`
  (logging, preferences, language, fonts, the main window with its menus and the
  table), exactly what `truco-desktop` does, with an empty home folder (a first start).

The app child also reports what that first frame held (the seats and felt in the
scene, whether the side panel was visible), so a splash or an empty window cannot pass.

The runs come in pairs, one bare and one app, started back to back (the order
alternates), so both of a pair see the same machine. For wall and CPU time the report
gives each side's median and spread (min-max), every pair's ratio, and the median of
the pair ratios with its spread (min, quartiles, max) next to the ratio of the medians
(goal: <= 1.3). Run under Xvfb when available, else the offscreen platform:

    xvfb-run -a python benchmarks/ui_startup.py [--runs 9] [--kind app|table|floor]

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
from dataclasses import dataclass

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
        cpu = time.process_time()
        done = True
        QGraphicsView.viewportEvent = qt_viewport_event
        print(f"{elapsed:.6f} {cpu:.6f} {describe(view)}", flush=True)
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


@dataclass(frozen=True)
class Sample:
    """One child's times to its first paint, in seconds."""

    wall: float
    cpu: float


def run(kind: str) -> tuple[Sample, str]:
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
    wall, cpu, note = out.stdout.strip().splitlines()[-1].split(" ", 2)
    return Sample(float(wall), float(cpu)), note


def quartiles(values: list[float]) -> tuple[float, float, float, float, float]:
    """Min, lower quartile, median, upper quartile, max."""
    ordered = sorted(values)
    if len(ordered) < 2:
        v = ordered[0]
        return v, v, v, v, v
    q1, q2, q3 = statistics.quantiles(ordered, n=4, method="inclusive")
    return ordered[0], q1, q2, q3, ordered[-1]


def report(name: str, bare: list[float], other: list[float], label: str) -> list[str]:
    """The lines for one clock: both sides' medians and spread, the pairs' ratios."""
    ratios = [o / b for b, o in zip(bare, other, strict=True)]
    lo, q1, med, q3, hi = quartiles(ratios)
    mb, mo = statistics.median(bare), statistics.median(other)

    def side(values: list[float]) -> str:
        return (
            f"median {statistics.median(values) * 1000:.0f} ms "
            f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f})"
        )

    return [
        f"{name}:",
        f"  bare QGraphicsView to first paint: {side(bare)}",
        f"  {label} to first paint: {side(other)}",
        "  pair ratios: " + " ".join(f"{r:.2f}" for r in ratios),
        f"  ratio: median of pairs {med:.2f} (min {lo:.2f}, quartiles {q1:.2f}-{q3:.2f}, "
        f"max {hi:.2f}); ratio of medians {mo / mb:.2f} (goal <= 1.3)",
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--kind", choices=("app", "table", "floor"), default="app")
    args = parser.parse_args()
    bare: list[Sample] = []
    other: list[Sample] = []
    notes: set[str] = set()
    for index in range(args.runs):
        # A pair runs back to back, so both see the same machine state; the order
        # alternates so that neither side always starts with the warmer caches.
        if index % 2:
            sample, note = run(args.kind)
            bare.append(run("bare")[0])
        else:
            bare.append(run("bare")[0])
            sample, note = run(args.kind)
        other.append(sample)
        notes.add(note)
    label = {
        "app": "truco app (app.main)",
        "table": "truco TableWidget only",
        "floor": "floor (window, felt, plates, scoreboard; no game)",
    }[args.kind]
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, pairs: {args.runs}")
    print(f"first frame: {'; '.join(sorted(notes))}")
    for name, clock in (("wall", "wall"), ("CPU (process time)", "cpu")):
        lines = report(
            name,
            [getattr(s, clock) for s in bare],
            [getattr(s, clock) for s in other],
            label,
        )
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
