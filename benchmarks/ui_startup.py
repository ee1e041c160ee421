"""Start to the table's first frame and to an interactive table, as ratios to a bare window.

Each run is a fresh process started the same way (`python -c CHILD`). Two figures (issue
35), each against the bare window's first paint (a QMainWindow and a QGraphicsView, the
yardstick):

- *first frame*: the end of the first paint of the table as the player will see it: the
  felt, the seats, the side panel and, with a saved match, its cards (goal <= 1.3x);
- *interactive*: the table hands the turn to the player: the call bar is live, the
  cards and the keys answer (the director's `human_turn`; goal <= 2x).

Each is read on two clocks:

- wall: the seconds from just before the process was spawned (what the player waits);
- CPU: the process's own CPU time (`time.process_time()`, user + system since the
  process began, interpreter start included). Wall time swings 1.6-3x on a loaded
  machine; CPU time hardly moves with the load, so it tells a real change from noise.

Both children share the same scaffolding: import QtCore/QtWidgets, create the
QApplication, and replace `QGraphicsView.viewportEvent` (every view's viewport events
pass through it) with a function that notes the first Paint. Then

- `bare` builds a QMainWindow around a QGraphicsView with a QGraphicsScene, shows it and
  runs the loop;
- `app` runs the real start path, `truco_desktop.app.main(["--home", <home>])`, exactly
  what `truco-desktop` does. Scenario `resume` (the default): the home is a copy of one
  made at the start of the call, where the real app dealt a match, let the computer
  players act until the human's turn and closed (saving it, as a player's quitting
  does); "Continue your match?" is answered at once with its default (the player's
  reading time is not the app's). Scenario `first`: an empty home (a first start; only
  the first frame, as the deal's animation comes before the player's turn).

The app child also reports what that first frame held (the items in the scene, the
human's cards, whether the side panel was visible), so a splash or an empty window
cannot pass.

The runs come in pairs, one bare and one app, started back to back (the order
alternates), so both of a pair see the same machine. For each figure and clock the report
gives each side's median and spread (min-max), every pair's ratio, and the median of the
pair ratios with its spread (min, quartiles, max) next to the ratio of the medians.
`--bytecode cached` (the default) lets the children keep compiled modules in a cache
folder of the run's own, filled by an unmeasured first pair, as a player's Python does
(a shell with PYTHONDONTWRITEBYTECODE=1 would compile the game's modules at every start;
`--bytecode environment` measures that). The platform is offscreen unless
QT_QPA_PLATFORM says otherwise (`QT_QPA_PLATFORM=xcb xvfb-run -a ...` for Xvfb):

    QT_QPA_PLATFORM=offscreen nice -n 10 python benchmarks/ui_startup.py [--runs 9] \
        [--scenario resume|first] [--kind app|table|floor]

`--kind table` measures the old, narrower path (a bare `TableWidget` without the main
window), kept for comparison. `--kind floor` measures the least a window with this
table's look needs (main window with a menu, the felt, four name plates, the side
panel's glass and scoreboard; no engine, no settings, no game): what the goal is up
against before any of the game's own code runs. Figures: benchmarks/ui_startup.md.
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
from pathlib import Path

CHILD = r"""
import sys, time
t0 = float(sys.argv[2])
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView
from PySide6.QtWidgets import QMessageBox
app = QApplication(sys.argv[:1])

# "Continue your match?" (a saved match that was under way) is answered at once with
# its default, Continue: the player's reading time is not the app's.
def answer(box):
    marks["asked"] = True
    return QMessageBox.StandardButton.Yes

QMessageBox.exec = answer
PAINT = QEvent.Type.Paint
# With a saved match (argv[4] == "resume") the first frame is the first paint that shows
# the human's cards; then "interactive" is the moment the table hands the turn to the
# player (the call bar is live, the cards and keys answer).
RESUME = len(sys.argv) > 4 and sys.argv[4] == "resume"
marks = {}
qt_viewport_event = QGraphicsView.viewportEvent

def mark(name):
    marks[name] = (time.time() - t0, time.process_time())

def viewport_event(view, event):
    handled = qt_viewport_event(view, event)
    if event.type() == PAINT and shows_table(view):
        QGraphicsView.viewportEvent = qt_viewport_event
        if "first" not in marks:
            mark("first")  # painted: the time after the paint
            marks["note"] = describe(view)
        if sys.argv[1] != "app" or not RESUME:
            QTimer.singleShot(0, app.quit)
        else:
            table = view.window().table
            if table.input_enabled():
                interactive()
            else:
                table.director.human_turn.connect(interactive)
    return handled

def picture_painted(picture, event):
    # The last table's picture (ui/widgets/last_table.py): the saved match's table as the
    # player last saw it, shown before the live table is built behind it.
    last_table_paint(picture, event)
    if "first" not in marks:
        mark("first")
        image = picture.image
        marks["note"] = (
            f"window=LastTableWindow picture={image.width()}x{image.height()} "
            f"(the last table, keyed to the saved match)"
        )

def interactive():
    if "interactive" not in marks:
        mark("interactive")
        QTimer.singleShot(0, app.quit)

def shows_table(view):
    if sys.argv[1] != "app" or not RESUME:
        return True
    held = getattr(view.scene(), "held", None)
    return bool(held and held[0])

def describe(view):
    if sys.argv[1] == "bare":
        return "-"
    window = view.window()
    panel = getattr(getattr(window, "table", window), "panel", None)
    held = getattr(view.scene(), "held", None)
    return (
        f"window={type(window).__name__} items={len(view.scene().items())} "
        f"cards={len(held[0]) if held else 0} "
        f"panel={'yes' if panel is not None and panel.isVisible() else 'no'}"
    )

def report():
    wall, cpu = marks["first"]
    iw, ic = marks.get("interactive", marks["first"])
    asked = " asked=continue" if marks.get("asked") else ""
    print(f"{wall:.6f} {cpu:.6f} {iw:.6f} {ic:.6f} {marks['note']}{asked}", flush=True)

# Every graphics view's viewport events pass through `viewport_event`, which notes the
# first Paint. Watching from outside instead (an application-wide event filter,
# findChildren, even asking a view for its viewport()) would itself cost the app time:
# each object of a class PySide has not met yet makes shiboken load more Qt classes.
QGraphicsView.viewportEvent = viewport_event
if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QGraphicsScene, QMainWindow
    window = QMainWindow()
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    window.show()
    app.exec()
elif sys.argv[1] == "app":
    try:
        from truco_desktop.ui.widgets import last_table
    except ImportError:  # a tree from before the picture (ui_startup_ab.py)
        pass
    else:
        last_table_paint = last_table.LastTableWindow.paintEvent
        last_table.LastTableWindow.paintEvent = picture_painted
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
report()
"""


# Makes the saved match of the `resume` scenario: the real app in a fresh home deals a
# match and plays it (the bots included; the human plays his first card if he is mano)
# until the human is to act in a match under way, then closes its window, which saves the
# match as a player's quitting does (and keeps the picture of its table,
# ui/widgets/last_table.py): the start asks "Continue your match?" every time. The window
# has the default size.
SETUP = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from truco_desktop.paths import app_paths
from truco_desktop.ui.table.art import keep_cards_in
from truco_desktop.ui.widgets.main_window import MainWindow
keep_cards_in(Path(sys.argv[1]) / "cache" / "cards")  # as app.main does: cards kept
window = MainWindow(app_paths(Path(sys.argv[1])))
window.change_option(next_hand_by_itself=True)  # a hand's summary does not wait here
window.table.director.sings_for_human = True  # nor the human's envido song (AR-ENV-8b)
window.show()
window.after_first_paint(lambda: window.finish_startup(ask=False))

from truco_desktop.play.savefile import session_started

def poll():
    model = window.model
    busy = window.table.director.busy
    if model.state is None or not model.human_in_charge() or busy or not model.human_legal():
        QTimer.singleShot(20, poll)
    elif not session_started(window.session.payload()):
        # The human is mano: his first card puts the match under way (no card ends a hand).
        model.submit(next(a for a in model.human_legal() if a.is_card))
        QTimer.singleShot(20, poll)
    else:
        window.change_option(next_hand_by_itself=False)
        window.close()  # saves the match and keeps the picture of its table
        app.quit()

QTimer.singleShot(20, poll)
app.exec()
"""


@dataclass(frozen=True)
class Sample:
    """One child's times, in seconds: to its first frame and to its interactive table."""

    wall: float
    cpu: float
    interactive_wall: float
    interactive_cpu: float


#: Where the children keep their compiled bytecode (`--bytecode`): a folder of this run's
#: own, so that the tree gets no __pycache__ and no other run's files are read.
_PYCACHE: list[str] = []


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join([os.getcwd(), env.get("PYTHONPATH", "")])
    if _PYCACHE:
        # A player's Python compiles each module once and reads the .pyc after; a shell
        # with PYTHONDONTWRITEBYTECODE would compile the game's ~130 modules at every start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = _PYCACHE[0]
    return env


def saved_match_home() -> Path:
    """A home folder holding a saved match at the human's turn (the `resume` scenario)."""
    home = Path(tempfile.mkdtemp(prefix="truco-bench-saved-"))
    out = subprocess.run(
        [sys.executable, "-c", SETUP, str(home)],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=120,
    )
    if out.returncode != 0 or not (home / "data" / "current-match.json").is_file():
        raise SystemExit(f"the saved match could not be made ({out.returncode}):\n{out.stderr}")
    return home


#: `--picture off`: the homes' copies lose the last table's picture (the live table only).
_NO_PICTURE: list[bool] = []


def run(kind: str, template: Path | None = None) -> tuple[Sample, str]:
    """One child from a fresh home (a copy of ``template``'s, the saved match, if given)."""
    home = Path(tempfile.mkdtemp(prefix="truco-bench-"))
    if template is not None:
        shutil.copytree(template, home, dirs_exist_ok=True)
        if _NO_PICTURE:
            (home / "cache" / "last-table.bin").unlink(missing_ok=True)
    scenario = "resume" if template is not None else "first"
    try:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, kind, repr(time.time()), str(home), scenario],
            capture_output=True,
            text=True,
            env=_env(),
            timeout=120,
        )
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if out.returncode != 0 or not out.stdout.strip():
        raise SystemExit(f"the {kind} child failed ({out.returncode}):\n{out.stderr}")
    wall, cpu, iwall, icpu, note = out.stdout.strip().splitlines()[-1].split(" ", 4)
    return Sample(float(wall), float(cpu), float(iwall), float(icpu)), note


def quartiles(values: list[float]) -> tuple[float, float, float, float, float]:
    """Min, lower quartile, median, upper quartile, max."""
    ordered = sorted(values)
    if len(ordered) < 2:
        v = ordered[0]
        return v, v, v, v, v
    q1, q2, q3 = statistics.quantiles(ordered, n=4, method="inclusive")
    return ordered[0], q1, q2, q3, ordered[-1]


def report(name: str, bare: list[float], other: list[float], label: str, goal: float) -> list[str]:
    """The lines for one figure and one clock: both sides' medians and spread, the pairs'
    ratios."""
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
        f"  bare QMainWindow + QGraphicsView to first paint: {side(bare)}",
        f"  {label}: {side(other)}",
        "  pair ratios: " + " ".join(f"{r:.2f}" for r in ratios),
        f"  ratio: median of pairs {med:.2f} (min {lo:.2f}, quartiles {q1:.2f}-{q3:.2f}, "
        f"max {hi:.2f}); ratio of medians {mo / mb:.2f} (goal <= {goal})",
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--kind", choices=("app", "table", "floor"), default="app")
    parser.add_argument(
        "--scenario",
        choices=("resume", "first"),
        default="resume",
        help="resume: a saved match at the player's turn (both figures); first: a first "
        "start with an empty home (the first frame only)",
    )
    parser.add_argument(
        "--bytecode",
        choices=("cached", "environment"),
        default="cached",
        help="cached (default): the children read compiled modules from a cache of their "
        "own, filled by an unmeasured first pair, as a player's Python does; environment: "
        "as this shell says (PYTHONDONTWRITEBYTECODE=1 compiles every module at each start)",
    )
    parser.add_argument(
        "--picture",
        choices=("on", "off"),
        default="on",
        help="on (default): the saved match's home keeps the last table's picture, as the "
        "app leaves it at close; off: without it (the live table is the first frame)",
    )
    args = parser.parse_args()
    if args.picture == "off":
        _NO_PICTURE.append(True)
    if args.bytecode == "cached":
        _PYCACHE.append(tempfile.mkdtemp(prefix="truco-bench-pyc-"))
    template = saved_match_home() if args.scenario == "resume" and args.kind == "app" else None
    if _PYCACHE:
        run("bare")
        run(args.kind, template)  # the warm-up pair: fills the bytecode cache
    bare: list[Sample] = []
    other: list[Sample] = []
    notes: set[str] = set()
    try:
        for index in range(args.runs):
            # A pair runs back to back, so both see the same machine state; the order
            # alternates so that neither side always starts with the warmer caches.
            if index % 2:
                sample, note = run(args.kind, template)
                bare.append(run("bare")[0])
            else:
                bare.append(run("bare")[0])
                sample, note = run(args.kind, template)
            other.append(sample)
            notes.add(note)
    finally:
        if template is not None:
            shutil.rmtree(template, ignore_errors=True)
        for folder in _PYCACHE:
            shutil.rmtree(folder, ignore_errors=True)
    label = {
        "app": "truco app (app.main)",
        "table": "truco TableWidget only",
        "floor": "floor (window, felt, plates, scoreboard; no game)",
    }[args.kind]
    print(
        f"platform: {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, pairs: {args.runs}, "
        f"scenario: {args.scenario if template is not None else 'first'}, "
        f"bytecode: {args.bytecode}, picture: {args.picture}"
    )
    print(f"first frame: {'; '.join(sorted(notes))}")
    figures = [("first frame", "wall", "cpu", 1.3)]
    if template is not None:
        figures.append(("interactive", "interactive_wall", "interactive_cpu", 2.0))
    for figure, wall, cpu in ((f, w, c) for f, w, c, _g in figures):
        goal = next(g for f, _w, _c, g in figures if f == figure)
        for clock, field in (("wall", wall), ("CPU (process time)", cpu)):
            lines = report(
                f"{figure}, {clock}",
                [getattr(s, "wall" if field == wall else "cpu") for s in bare],
                [getattr(s, field) for s in other],
                f"{label} to its {figure}",
                goal,
            )
            print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
