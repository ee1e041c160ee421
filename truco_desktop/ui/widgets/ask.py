"""Questions and short messages in the app's own look.

Every confirmation goes through `confirm`, which builds a styled `QMessageBox` and runs
it; tests answer it by patching `QMessageBox.exec`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from truco_desktop.ui.widgets.chrome import apply_chrome


def confirm(parent: QWidget | None, title: str, text: str, yes: str, no: str) -> bool:
    """Ask a yes/no question; True when the player chose `yes`."""
    box = QMessageBox(parent)
    apply_chrome(box)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(no)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def inform(parent: QWidget | None, title: str, text: str) -> None:
    box = QMessageBox(parent)
    apply_chrome(box)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()
