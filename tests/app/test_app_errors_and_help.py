"""The exception hook logs and explains; help, tips and About show what they promise."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument

from truco_desktop.logs import LOG_FILE_NAME, log_dir, setup_logging
from truco_desktop.ui.widgets import crash
from truco_desktop.ui.widgets.about_dialog import AboutDialog
from truco_desktop.ui.widgets.crash import CrashDialog, install_exception_hook
from truco_desktop.version import version


def test_exception_hook_logs_and_shows_details(
    qtbot: Any, paths: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    log_file = setup_logging(paths)
    assert log_file == log_dir(paths) / LOG_FILE_NAME
    assert str(log_file).startswith(str(paths.state_dir)), "never the real home in tests"
    shown: list[CrashDialog] = []

    def fake_exec(dialog: CrashDialog) -> int:
        shown.append(dialog)
        dialog.copy_details()
        return 0

    monkeypatch.setattr(CrashDialog, "exec", fake_exec)
    previous = sys.excepthook
    hook = install_exception_hook(log_file)
    try:
        try:
            raise RuntimeError("the felt caught fire")
        except RuntimeError:
            hook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    assert len(shown) == 1
    details = QGuiApplication.clipboard().text()
    assert "the felt caught fire" in details and f"truco-desktop {version()}" in details
    for handler in __import__("logging").getLogger().handlers:
        handler.flush()
    logged = log_file.read_text(encoding="utf-8")
    assert "RuntimeError: the felt caught fire" in logged
    assert crash.details_text(RuntimeError, RuntimeError("x"), None).endswith("RuntimeError: x")


def test_rules_help_opens_on_the_current_variant_with_card_pictures(make_window: Any) -> None:
    window = make_window()
    window.menus.variant_actions["paulista"].trigger()
    dialog = window.show_rules()
    assert dialog.tabs.currentIndex() == 0
    assert dialog.tabs.tabText(0) == "Paulista"
    page = dialog.pages["paulista"]
    assert "vira" in page.toPlainText()
    image = page.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("card:Qc"))
    assert image is not None and not image.isNull()
    tips = window.show_tips()
    assert tips.tabs.currentWidget() is tips.pages["tips"]
    assert "28" in tips.pages["tips"].toPlainText()


def test_f1_is_the_rules_shortcut(make_window: Any) -> None:
    window = make_window()
    assert window.menus.rules_help_action.shortcut().toString() == "F1"
    assert window.menus.new_action.shortcut().toString() == "Ctrl+N"
    assert window.menus.quit_action.shortcut().toString() == "Ctrl+Q"


def test_about_names_version_and_licence(qtbot: Any) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert version() in dialog.version_label.text()
    assert "GPL-3.0-or-later" in dialog.licence.text()
