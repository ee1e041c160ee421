"""The composition root: build the app from its parts and run it.

`main(argv)` parses the command line, then (unless it only prints the version or runs
the demo) creates the QApplication, loads the preferences, switches to the chosen
language, installs the exception hook that logs and explains errors, builds the main
window and offers back the match that was in progress. Nothing is read or created at
import time.

`--terminal` and `--simulate` are handled before this module is imported
(`truco_desktop.__main__`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from truco_desktop.version import version


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="truco-desktop",
        description="Truco (Argentine, Mineiro, Paulista) against computer players, offline.",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--demo", action="store_true", help="watch the computer play a few hands and exit"
    )
    parser.add_argument("--seed", type=int, default=None, help="the demo's random seed")
    parser.add_argument("--hands", type=int, default=None, help="how many hands the demo plays")
    parser.add_argument(
        "--home",
        type=Path,
        default=None,
        help="keep settings, saves and statistics under this folder (a portable copy)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args, qt_args = build_parser().parse_known_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        print(f"truco-desktop {version()}")
        return 0

    from truco_desktop.logs import setup_logging
    from truco_desktop.paths import app_paths

    paths = app_paths(args.home)
    log_file = setup_logging(paths)

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from truco_desktop.fonts import register_bundled_fonts
    from truco_desktop.resources import assets_dir

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("truco-desktop")
    app.setApplicationDisplayName("Truco")
    app.setApplicationVersion(version())
    # The desktop entry's id, so Wayland matches the window with its menu entry and icon.
    app.setDesktopFileName("io.github.trucodesktop.TrucoDesktop")
    app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "truco-desktop.svg")))
    # Before any widget picks a font: a machine without fonts still shows every language.
    register_bundled_fonts()

    if args.demo:
        from truco_desktop.ui.demo import run_demo

        options: dict[str, int] = {}
        if args.seed is not None:
            options["seed"] = args.seed
        if args.hands is not None:
            options["hands"] = args.hands
        return int(run_demo(**options) or 0)

    from truco_desktop.i18n import apply_language
    from truco_desktop.storage import SettingsStore
    from truco_desktop.ui.crash import install_exception_hook
    from truco_desktop.ui.widgets.main_window import MainWindow

    settings = SettingsStore(paths)
    prefs, message = settings.load()
    apply_language(app, prefs.language)
    window = MainWindow(paths, settings=settings, prefs=prefs)
    install_exception_hook(log_file, lambda: window)
    if message:
        window.show_notice(message)
    if prefs.maximized:
        window.showMaximized()
    else:
        window.show()
    window.start_or_resume()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
