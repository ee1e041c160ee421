#!/usr/bin/env python3
"""Take the store screenshots (AppStream metainfo) from the real app, offscreen.

    QT_QPA_PLATFORM=offscreen python packaging/take_screenshots.py

writes `packaging/screenshots/table.png` (a match in progress, waiting for the player)
and `packaging/screenshots/rules.png` (the rules help beside the table), 1280x800,
from a throwaway home folder so that no real settings or saves are used or touched.
The metainfo refers to them by their https address in the repository.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "packaging" / "screenshots"
SIZE = (1280, 800)


def wait_until(app: object, done: object, seconds: float) -> bool:
    """Process events until `done()` is true or `seconds` have passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()  # type: ignore[attr-defined]
        if done():  # type: ignore[operator]
            return True
        time.sleep(0.02)
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))

    from PySide6.QtWidgets import QApplication

    from truco_desktop.fonts import register_bundled_fonts
    from truco_desktop.paths import app_paths
    from truco_desktop.ui.widgets.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_bundled_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="truco-shots-") as home:
        window = MainWindow(app_paths(Path(home)))
        window.resize(*SIZE)
        window.show()
        window.start_or_resume()
        table = window.table
        director = getattr(table, "director", None)
        # Wait for the deal to be animated and the player's turn to come.
        turn = {"ready": False}
        if director is not None:
            director.human_turn.connect(lambda: turn.update(ready=True))
        wait_until(app, lambda: turn["ready"], 30)
        wait_until(app, lambda: False, 1.5)  # let the last card settle
        shots = {"table.png": window.grab()}
        rules = window.show_rules()
        wait_until(app, lambda: False, 1.0)
        shots["rules.png"] = rules.grab()
        for name, pixmap in shots.items():
            target = args.out / name
            if not pixmap.save(str(target), "PNG"):
                print(f"could not write {target}", file=sys.stderr)
                return 1
            print(f"wrote {target} ({pixmap.width()}x{pixmap.height()})")
        rules.close()
        if director is not None:
            director.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
