#!/usr/bin/env python3
"""Grab the whole window offscreen at the sizes, player counts, languages and decks the
issue asks to look at (issue 16, "Done when"), in the state a player looks at most: mid
hand, a card or two on the felt, an opponent's call waiting for the player's answer (the
bubble, the call bar, the log's waiting row), and print what the layout audit finds.

    QT_QPA_PLATFORM=offscreen python tests/ui/gallery.py --out /tmp/gallery \
        --sizes 800x600 1280x800 --players 2 4 6 --languages en es el --variants argentino

Not a test: a tool to look with. The audit's findings are printed, one line per shot.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))


def wait_until(app: Any, done: Any, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if done():
            return True
        time.sleep(0.01)
    return False


def shoot(
    app: Any,
    out: Path,
    size: tuple[int, int],
    players: int,
    language: str,
    variant: str,
    seed: str,
) -> list[str]:
    from layout_audit import overlaps

    from truco_desktop.i18n import apply_language
    from truco_desktop.paths import app_paths
    from truco_desktop.play.rules import rules_from_prefs
    from truco_desktop.storage import Preferences, SettingsStore
    from truco_desktop.ui.widgets.main_window import MainWindow

    apply_language(app, language)
    with tempfile.TemporaryDirectory(prefix="truco-gallery-") as home:
        paths = app_paths(Path(home))
        prefs = Preferences(
            language=language,
            variant=variant,
            players=players,
            sound_enabled=False,  # type: ignore[arg-type]
        )
        SettingsStore(paths).save(prefs)
        window = MainWindow(paths)
        window.resize(*size)
        window.show()
        table = window.table
        model = window.model
        model.new_match(rules_from_prefs(window.prefs), seed=seed, bot_seed=1)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.005)
            if model.session.match.hand.is_over and table.settled():
                table._summary_button()
                continue
            if not table.input_enabled():
                continue
            view = model.view()
            call = view.open_call
            on_felt = sum(1 for _s, a in model.session.match.hand.history if a.card is not None)
            if call is not None and on_felt >= 1:
                break
            legal = model.human_legal()
            kinds = ("play", "quiero")
            model.submit(next((a for a in legal if a.kind in kinds), legal[0]))
        wait_until(app, table.settled, 20)
        wait_until(app, lambda: False, 0.4)
        found = overlaps(table)
        deck = "french" if variant != "argentino" else "spanish"
        name = f"{size[0]}x{size[1]}-{players}p-{language}-{variant}.png"
        window.grab().save(str(out / name))
        window.session.saving = False
        table.shutdown()
        window.close()
        window.deleteLater()
        app.processEvents()
    print(f"{name} ({deck}): {'; '.join(found) if found else 'clean'}", flush=True)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/gallery"))
    parser.add_argument("--sizes", nargs="+", default=["800x600", "1280x800"])
    parser.add_argument("--players", nargs="+", type=int, default=[2, 4, 6])
    parser.add_argument(
        "--languages", nargs="+", default=["en", "es", "pt_BR", "tr", "pl", "el", "id"]
    )
    parser.add_argument("--variants", nargs="+", default=["argentino", "mineiro", "paulista"])
    parser.add_argument("--seed", default="gallery-1")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from truco_desktop.fonts import register_bundled_fonts

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_bundled_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    bad = 0
    for size_text in args.sizes:
        w, h = (int(v) for v in size_text.split("x"))
        for variant in args.variants:
            for players in args.players:
                if players == 6 and variant != "argentino":
                    continue
                for language in args.languages:
                    found = shoot(app, args.out, (w, h), players, language, variant, args.seed)
                    bad += bool(found)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
