"""The packaged app's entry point, the script PyInstaller freezes.

`truco_desktop/__main__.py` cannot be frozen as the entry script itself: it uses
relative imports, which only work inside its package. This launcher imports it as a
module instead, so the bundle behaves exactly like `python -m truco_desktop`. It runs
from a source checkout too (`python packaging/launcher.py`), which is how the
benchmark compares the bundle with the source on equal terms.

Two hooks exist only here, for the packaging tests and benchmarks; players never see
them:

* `--render-text-check PATH [TEXT]` draws a label with the bundled fonts and saves it
  (`truco_desktop.fonts.render_text_check`), so a test can prove that the bundle shows
  real letters on a machine without fonts;
* with `TRUCO_DESKTOP_PAINT_PROBE=1` in the environment the app starts as usual, prints
  `painted <unix time>` when the card table is first painted, and exits at once
  (`benchmarks/bundle.py` measures start-up with it).
"""

from __future__ import annotations

import os
import sys
import time

RENDER_TEXT_CHECK = "--render-text-check"
PAINT_PROBE_ENV = "TRUCO_DESKTOP_PAINT_PROBE"
#: The class of the table's graphics view; its viewport's first paint ends start-up.
TABLE_VIEW_CLASS = "TableView"


def install_paint_probe() -> None:
    """Create the QApplication now and watch for the table's first paint."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class PaintProbe(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and TABLE_VIEW_CLASS in (
                type(watched).__name__,
                type(watched.parent()).__name__ if watched.parent() is not None else "",
            ):
                # Report after this paint has been processed, not before it.
                from PySide6.QtCore import QTimer

                QTimer.singleShot(0, self.report)
                QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
            return False

        def report(self) -> None:
            print(f"painted {time.time():.6f}", flush=True)
            os._exit(0)

    app = QApplication.instance() or QApplication([sys.argv[0]])
    probe = PaintProbe(app)
    app.installEventFilter(probe)


def main(argv: list[str]) -> int:
    if argv[:1] == [RENDER_TEXT_CHECK] and len(argv) in (2, 3):
        from truco_desktop.fonts import render_text_check

        return render_text_check(*argv[1:])
    if os.environ.get(PAINT_PROBE_ENV):
        install_paint_probe()
    from truco_desktop.__main__ import main as app_main

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
