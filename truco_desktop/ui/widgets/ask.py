"""Questions, short messages and file choices in the app's own look and language.

Every confirmation goes through `confirm`, which builds a styled `QMessageBox` and runs
it; tests answer it by patching `QMessageBox.exec`.

Qt translates its standard buttons (OK, Cancel, Yes…) with its own catalogues
(`qtbase_<lang>.qm`), but PySide6 ships none for Greek and Indonesian. So every message
box, button box and file dialog of the app gets its button texts from our catalogue
through `translate_buttons` / `choose_file`, and no English leaks through.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox, QWidget

from truco_desktop.ui.widgets.chrome import apply_chrome

translate = QCoreApplication.translate

_Box = QMessageBox.StandardButton
_Bar = QDialogButtonBox.StandardButton


def standard_button_texts() -> dict[str, str]:
    """Our words for Qt's standard buttons, by the buttons' enum names."""
    return {
        "Ok": translate("buttons", "OK"),
        "Cancel": translate("buttons", "Cancel"),
        "Yes": translate("buttons", "Yes"),
        "No": translate("buttons", "No"),
        "Close": translate("buttons", "Close"),
        "Save": translate("buttons", "Save"),
        "Open": translate("buttons", "Open"),
        "Discard": translate("buttons", "Discard"),
        "Apply": translate("buttons", "Apply"),
        "Reset": translate("buttons", "Reset"),
        "Help": translate("buttons", "Help"),
        "Abort": translate("buttons", "Abort"),
        "Retry": translate("buttons", "Retry"),
        "Ignore": translate("buttons", "Ignore"),
    }


def translate_buttons(box: QMessageBox | QDialogButtonBox) -> None:
    """Give the standard buttons of `box` our translated texts, and no style icons (a
    desktop style draws Yes and No as green and red dots)."""
    enum = _Box if isinstance(box, QMessageBox) else _Bar
    for name, text in standard_button_texts().items():
        button = box.button(getattr(enum, name))
        if button is not None:
            button.setText(text)
    plain_buttons(box)


def plain_buttons(box: QMessageBox | QDialogButtonBox) -> None:
    """Words only on the buttons of `box`: no style icon beside them."""
    for button in box.buttons():
        button.setIcon(QIcon())


def confirm(
    parent: QWidget | None, title: str, text: str, yes: str, no: str, *, default_yes: bool = False
) -> bool:
    """Ask a yes/no question; True when the player chose `yes`.

    Enter picks `no` unless `default_yes`: a question whose `yes` throws something away
    (the match in progress) must never be answered by a stray Enter.
    """
    box = QMessageBox(parent)
    apply_chrome(box)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(_Box.Yes | _Box.No)
    box.button(_Box.Yes).setText(yes)
    box.button(_Box.No).setText(no)
    plain_buttons(box)
    box.setDefaultButton(_Box.Yes if default_yes else _Box.No)
    box.setEscapeButton(_Box.No)
    return box.exec() == _Box.Yes


def inform(parent: QWidget | None, title: str, text: str) -> None:
    box = QMessageBox(parent)
    apply_chrome(box)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(_Box.Ok)
    translate_buttons(box)
    box.exec()


def file_dialog(
    parent: QWidget | None, title: str, directory: str, name_filter: str, *, save: bool
) -> QFileDialog:
    """A file dialog whose every label is ours (Qt's own dialog, not the system's)."""
    dialog = QFileDialog(parent, title, directory, name_filter)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        accept = translate("buttons", "Save")
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        accept = translate("buttons", "Open")
    dialog.setLabelText(QFileDialog.DialogLabel.Accept, accept)
    dialog.setLabelText(QFileDialog.DialogLabel.Reject, translate("buttons", "Cancel"))
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn, translate("buttons", "Look in:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileName, translate("buttons", "File name:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileType, translate("buttons", "Files of type:"))
    return dialog


def choose_file(
    parent: QWidget | None, title: str, directory: str, name_filter: str, *, save: bool
) -> str:
    """Ask for a file to save to or open; "" when the player cancels."""
    dialog = file_dialog(parent, title, directory, name_filter, save=save)
    if save:
        dialog.selectFile(directory)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""
