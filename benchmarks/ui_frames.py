"""Frame time during the deal and play animations, counted in the table view (offscreen).

Every paint of the table's view is timed while a 4-player Argentine match plays at
normal speed with bots in every seat; prints the count, median and p95 (goal: p95 <= 16
ms). The view is grabbed to an image regularly so that offscreen paints really happen.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_frames.py [--hands 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from truco_desktop.ui.demo import run_demo

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
    run_demo(seed=11, hands=args.hands, speed="normal", show=True)
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
