"""The composition root: build the app from its parts and run it.

`main(argv)` parses the command line, then (unless it only prints the version or runs
the demo) creates the QApplication, loads the preferences, switches to the chosen
language, installs the exception hook that logs and explains errors, builds the main
window and offers back the match that was in progress. Nothing is read or created at
import time.

Start-up time counts (benchmarks/ui_startup.py): only what the first frame shows is
built before it. The deal (or the question whether to continue a saved match), the
menus' entries, the first save of a new match, the bots and the señas come right after
the first paint (`_Startup.finish`, `MainWindow.finish_startup`); the log file, the
version, the window icon and the crash dialog's hook once the table is live
(`_Startup.finish_late`); all of it when the event loop ends if it ends before anything
was painted.

`--terminal` and `--simulate` are handled before this module is imported
(`truco_desktop.__main__`).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
from pathlib import Path
from typing import Any


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
    parser.add_argument(
        "--hands", type=int, default=None, help="how many hands the demo plays (5 unless told)"
    )
    # Handled by __main__ before this parser runs; listed here so that --help tells it.
    parser.add_argument(
        "--terminal",
        action="store_true",
        help="play a match of computer players in the terminal, without a window",
    )
    parser.add_argument(
        "--home",
        type=Path,
        default=None,
        help="keep settings, saves and statistics under this folder (a portable copy)",
    )
    parser.add_argument(
        "--sound", action="store_true", help="with --demo: play the sounds (silent otherwise)"
    )
    return parser


#: ms from the live table (the deal, or the resumed match) to `_Startup.finish_late`:
#: its work then runs once the cards have been painted and the call bar is live.
LATE_MS = 50


class _EarlyRecords(logging.Handler):
    """Keeps the start's log records until the log file opens, after the first paint."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class _Startup:
    """What the app does once the table is on screen (or the loop ends before that).

    The log file (and its `logging.handlers` import), the version from the package
    metadata and the SVG window icon cost tens of milliseconds that the first paint does
    not need; they come right after it. Records logged before are kept and written
    then, in order. `finish` runs once; `open_log` opens the log early if an error needs
    it (the exception hook asks for it before logging).
    """

    def __init__(self, app: Any, paths: Any) -> None:
        self.app = app
        self.paths = paths
        self.window: Any = None
        self.done = False
        self.late_done = False
        self._crash_hook: Any = None
        self._hook_before: Any = sys.excepthook
        self._log_open = False
        self._log_file: Path | None = None
        self._early = _EarlyRecords()
        root = logging.getLogger()
        root.addHandler(self._early)
        if root.level == logging.NOTSET or root.level > logging.INFO:
            root.setLevel(logging.INFO)

    def open_log(self) -> Path | None:
        if self._log_open:
            return self._log_file
        self._log_open = True
        from truco_desktop.logs import setup_logging

        root = logging.getLogger()
        before = set(root.handlers)
        self._log_file = setup_logging(self.paths)
        root.removeHandler(self._early)
        opened = [h for h in root.handlers if h not in before]
        for record in self._early.records:
            for handler in opened:
                if record.levelno >= handler.level:
                    handler.handle(record)
        self._early.records.clear()
        return self._log_file

    def finish(self, *, loop_over: bool = False) -> None:
        """The rest of the start; ``loop_over``: the event loop has already ended, so
        nothing may ask a question.

        The live table comes first (the deal, or the saved match with its question): the
        player waits for it. The log file, the version and the window's icon come
        `LATE_MS` later, once the table has been painted with the cards and hands the
        turn to the player (benchmarks/ui_startup.py, "interactive"). True if the saved
        match was resumed."""
        if self.done:
            return False
        self.done = True
        try:
            if self.window is not None:
                return bool(self.window.finish_startup(ask=not loop_over))
            return False
        finally:
            if loop_over:
                self.finish_late()
            else:
                from PySide6.QtCore import QTimer

                QTimer.singleShot(LATE_MS, self.finish_late)

    def finish_late(self) -> None:
        """What nothing on the table needs: the log file, the version from the package
        metadata, the SVG window icon and the crash dialog's hook (runs once)."""
        if self.late_done:
            return
        self.late_done = True
        self.open_log()
        self.crash_hook()
        from PySide6.QtGui import QIcon

        from truco_desktop.resources import assets_dir
        from truco_desktop.version import version

        self.app.setApplicationVersion(version())
        self.app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "truco-desktop.svg")))

    def crash_hook(self) -> Any:
        """The exception hook that logs an error and shows the crash dialog
        (``ui/widgets/crash.py``, whose dialog classes cost the start-up some 20 ms of CPU):
        installed by `finish_late`, or by the first error that comes before it."""
        if self._crash_hook is None:
            from truco_desktop.ui.widgets.crash import install_exception_hook

            if sys.excepthook == self.early_hook:
                sys.excepthook = self._hook_before  # what the real hook hands on to
            self._crash_hook = install_exception_hook(self.open_log, lambda: self.window)
        return self._crash_hook

    def install_early_hook(self) -> None:
        """Until `finish_late`, `sys.excepthook` is `early_hook`."""
        self._hook_before = sys.excepthook
        sys.excepthook = self.early_hook

    def early_hook(self, kind: Any, error: Any, trace: Any) -> None:
        """The real hook, installed on the first error that comes before `finish_late`."""
        self.crash_hook()(kind, error, trace)


def main(argv: list[str] | None = None) -> int:
    args, qt_args = build_parser().parse_known_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from truco_desktop.version import version

        print(f"truco-desktop {version()}")
        return 0

    from truco_desktop.paths import app_paths

    paths = app_paths(args.home)

    from PySide6.QtWidgets import QApplication

    from truco_desktop.import_scan import skip_own_modules

    skip_own_modules()  # PySide need not read the game's ~130 modules' sources
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    startup = _Startup(app, paths)
    app.setApplicationName("truco-desktop")
    app.setApplicationDisplayName("Truco")
    # The desktop entry's id, so Wayland matches the window with its menu entry and icon.
    app.setDesktopFileName("io.github.trucodesktop.TrucoDesktop")

    if args.demo:
        from truco_desktop.fonts import register_bundled_fonts

        # Before any widget picks a font: a machine without fonts shows every language.
        register_bundled_fonts()
        startup.finish()
        from truco_desktop.ui.widgets.demo import run_demo

        options: dict[str, int] = {}
        if args.seed is not None:
            options["seed"] = args.seed
        if args.hands is not None:
            options["hands"] = args.hands
        if args.sound:
            options["sound"] = True
        return int(run_demo(**options) or 0)

    try:
        return _run(app, paths, startup)
    except BaseException:
        startup.open_log()  # what was logged so far is not lost
        raise


def _run(app: Any, paths: Any, startup: _Startup) -> int:
    """The picture of the last table if it still holds (``ui/widgets/last_table.py``),
    with the live table built behind it once it is painted; else the live table at once."""
    from truco_desktop.ui.widgets.last_table import show_last_table

    picture = show_last_table(paths)
    if picture is None:
        window = _live_window(app, paths, startup)
        if window.prefs.maximized:
            window.showMaximized()
        else:
            window.show()
        window.after_first_paint(startup.finish)  # deals, or offers the saved match back
    else:
        built: list[Any] = []

        def behind() -> None:
            if not built and not picture.closed_by_player:
                built.append(_live_behind(app, paths, startup, picture))

        picture.painted.connect(behind)
    code = int(app.exec())
    startup.finish(loop_over=True)  # the loop ended before the first paint: do it now
    return code


def _live_window(app: Any, paths: Any, startup: _Startup) -> Any:
    """The main window, built and not shown, its start's work held until `startup.finish`."""
    from truco_desktop.fonts import register_bundled_fonts
    from truco_desktop.i18n import apply_language
    from truco_desktop.play.rules import mended_preferences
    from truco_desktop.storage import SettingsStore
    from truco_desktop.ui.table.art import keep_cards_in
    from truco_desktop.ui.widgets.main_window import MainWindow

    # Before any widget picks a font: a machine without fonts still shows every language.
    register_bundled_fonts()
    keep_cards_in(paths.cache_dir / "cards")  # rendered cards kept for the next start
    settings = SettingsStore(paths, mend=mended_preferences)
    prefs, message = settings.load()
    apply_language(app, prefs.language)
    window = MainWindow(paths, settings=settings, prefs=prefs)
    # No settings file yet: a first start, which asks whether to learn or play (issue 33).
    window.first_start = not settings.path.exists()
    startup.window = window
    startup.install_early_hook()
    _close_on_terminate(app, window)
    if message:
        window.show_notice(message)
    # The new match's first save waits for the first paint, like the log and the icon.
    window.defer_startup_work()
    return window


def _live_behind(app: Any, paths: Any, startup: _Startup, picture: Any) -> Any:
    """Behind the last table's picture: the live window, its match laid (the question
    whether to continue is asked over the picture), shown on top; the picture closes
    after the live window's first paint, handing it what the player did meanwhile."""
    window = _live_window(app, paths, startup)
    window.stand_in = picture
    resumed = startup.finish()
    window.stand_in = None
    if picture.closed_by_player:
        window.close()  # the match is saved as it was; nothing else happened
        return window
    window.table.lay_now()  # the first paint shows the cards, as the picture does
    if picture.isMaximized():
        window.showMaximized()
    else:
        window.show()
    window.after_first_paint(lambda: window.take_over(picture, same_table=resumed))
    return window


#: The pipe's ends and the notifier of `_close_on_terminate`.
_TERMINATE: list[object] = []


def _close_on_terminate(app: Any, window: Any) -> None:
    """SIGTERM (a logout, ``kill``) closes the window as the player's close does: the
    window's geometry and the match are saved, then the loop ends.

    Python runs a signal handler only when the interpreter gets control, which Qt's loop
    may not give it for a long time: the C handler writes to a pipe (``set_wakeup_fd``)
    that a socket notifier watches, and the notifier's slot lets the handler run.
    """
    import signal

    if not hasattr(signal, "SIGTERM") or os.name == "nt":
        return
    from PySide6.QtCore import QSocketNotifier, QTimer

    # A pipe, not a socket pair: the same wake-up on POSIX without importing `socket`
    # before the table is live (benchmarks/ui_startup.py).
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    os.set_blocking(writer, False)
    try:
        signal.set_wakeup_fd(writer)
    except ValueError:  # not the main thread (a test): nothing to wake
        os.close(reader)
        os.close(writer)
        return
    notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, app)

    def drain() -> None:
        with contextlib.suppress(OSError):
            os.read(reader, 64)

    notifier.activated.connect(drain)
    signal.signal(signal.SIGTERM, lambda _signum, _frame: QTimer.singleShot(0, window.close))
    # Kept as long as the process: closing the pipe would leave the wakeup dangling.
    _TERMINATE.extend((reader, writer, notifier))


if __name__ == "__main__":
    sys.exit(main())
