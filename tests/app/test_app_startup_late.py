"""What the app's start leaves until the table is live (issue 35) still works when it is
needed sooner: an error before `_Startup.finish_late` is logged and shown by the crash
dialog (installed on that first error), and the hook hands on what it does not handle
(Ctrl+C) to the hook that was there before, never to itself."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from truco_desktop import app as app_module
from truco_desktop.ui.widgets.crash import CrashDialog, ExceptionHook


def test_an_error_before_the_late_start_opens_the_crash_dialog(
    paths: Any, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[CrashDialog] = []
    monkeypatch.setattr(CrashDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    passed_on: list[type[BaseException]] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, error, tb: passed_on.append(kind)
    try:
        startup = app_module._Startup(qapp, paths)
        startup.install_early_hook()
        assert not isinstance(sys.excepthook, ExceptionHook), "nothing of ui.crash yet"
        try:
            raise RuntimeError("the deck fell off the table")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        assert len(shown) == 1 and "the deck fell off" in shown[0].details
        hook = sys.excepthook
        assert isinstance(hook, ExceptionHook)
        hook(KeyboardInterrupt, KeyboardInterrupt(), None)
        assert passed_on == [KeyboardInterrupt]
        startup.finish_late()
        assert sys.excepthook is hook, "the late start keeps the hook it installed"
    finally:
        sys.excepthook = previous
