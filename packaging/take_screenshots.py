#!/usr/bin/env python3
"""Take the store screenshots (AppStream metainfo) from the real app, offscreen.

    QT_QPA_PLATFORM=offscreen python packaging/take_screenshots.py

writes `packaging/screenshots/table.png` (a match in progress: an opponent's Truco
waits for the player's answer) and `packaging/screenshots/rules.png` (the rules help
beside the table), 1280x800, in English, from a throwaway home folder so that no real
settings or saves are used or touched. Each shot waits until the table has settled:
no event waiting, no card in flight, the bubbles popped, the score counted.
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
    parser.add_argument("--seed", default="store-1", help="the match's seed")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))

    from PySide6.QtWidgets import QApplication

    from truco_desktop.fonts import register_bundled_fonts
    from truco_desktop.paths import app_paths
    from truco_desktop.ui.widgets.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_bundled_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    from truco_desktop.i18n import apply_language
    from truco_desktop.play.rules import rules_from_prefs
    from truco_desktop.storage import Preferences, SettingsStore

    apply_language(app, "en")
    with tempfile.TemporaryDirectory(prefix="truco-shots-") as home:
        paths = app_paths(Path(home))
        SettingsStore(paths).save(Preferences(language="en"))
        window = MainWindow(paths)
        window.resize(*SIZE)
        window.show()
        table = window.table
        model = window.model
        model.new_match(rules_from_prefs(window.prefs), seed=args.seed, bot_seed=1)
        # Play the player's cards until an opponent's Truco waits for the player's answer
        # (as in the design's picture); an envido is accepted on the way.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
            if model.match.hand.is_over and table.settled():
                table._summary_button()
                continue
            if not table.input_enabled():
                continue
            view = model.view()
            call = view.open_call
            if call is not None and call.family == "truco" and call.answering_team == 0:
                break
            legal = model.human_legal()
            kinds = ("play", "quiero")
            model.submit(next((a for a in legal if a.kind in kinds), legal[0]))
        # Every animation settled, the bubbles popped: then the shot.
        wait_until(app, table.settled, 30)
        wait_until(app, lambda: False, 1.0)
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
        window.session.saving = False
        table.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
