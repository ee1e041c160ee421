"""Frame time during the deal and play animations, counted in the table view (offscreen).

Every paint of the table's view is timed while a 4-player Argentine match plays at
normal speed with bots in every seat; prints the count, median and p95 (goal: p95 <= 16
ms). The view is grabbed to an image regularly so that offscreen paints really happen.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_frames.py [--hands 3] [--sound [--null-sink]]

With `--sound` the sounds play as in the game (through a private PulseAudio null sink
with `--null-sink`): the frames with sound, to compare with the silent demo.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())


@contextlib.contextmanager
def sound_output(args: argparse.Namespace) -> Iterator[None]:
    """With ``--sound`` the demo plays its sounds (``TRUCO_DESKTOP_SOUND`` is set on);
    with ``--null-sink`` too, through a private PulseAudio null sink
    (``sound_latency.null_sink``), so that the mixer really runs on a machine with no
    sound card."""
    if not args.sound:
        yield
        return
    os.environ["TRUCO_DESKTOP_SOUND"] = "on"
    if not args.null_sink:
        yield
        return
    sys.path.insert(0, os.path.join(os.getcwd(), "benchmarks"))
    from sound_latency import null_sink

    with null_sink():
        yield


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sound", action="store_true", help="play the sounds (silent otherwise)")
    parser.add_argument("--null-sink", action="store_true", help="with --sound: a null sink")
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from truco_desktop.ui.widgets.demo import run_demo

    app = QApplication.instance() or QApplication([])
    frames: list[float] = []
    state: dict[str, object] = {}

    def attach() -> None:
        for w in app.topLevelWidgets():
            view = getattr(w, "view", None)
            if view is not None and hasattr(view, "frame_times"):
                view.frame_times = frames
                state["view"] = view
                timer = QTimer(w)
                timer.timeout.connect(lambda v=view: v.viewport().repaint())
                timer.start(16)
                state["timer"] = timer
                return
        QTimer.singleShot(10, attach)

    QTimer.singleShot(0, attach)
    with sound_output(args):
        run_demo(seed=11, hands=args.hands, speed="normal", show=True, sound=args.sound)
    if not frames:
        print("no frames recorded")
        return 1
    frames.sort()
    p95 = frames[int(0.95 * (len(frames) - 1))]
    print(
        f"frames: {len(frames)}, median {statistics.median(frames):.2f} ms, "
        f"p95 {p95:.2f} ms, max {frames[-1]:.2f} ms (goal p95 <= 16 ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
