"""The "Join a table…" dialog: the address and the code of a friend's table, or one of
the tables the local network announces (``net.discovery``), found on a thread so the
window never waits; the person's name is checked by the server's own rule.
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.i18n import fill
from truco_desktop.names import visible_name
from truco_desktop.net import protocol as P
from truco_desktop.ui.widgets.net_common import default_name
from truco_desktop.ui.words import help_text
from truco_desktop.ui.words.name_rules import name_problem_text

if TYPE_CHECKING:
    from truco_desktop.net.discovery import FoundTable


translate = QCoreApplication.translate


class _Finder(QObject):
    """Carries the tables found on a thread back to the GUI thread."""

    found = Signal(list)


class JoinDialog(QDialog):
    """The address and the code of a table, and the tables this network announces."""

    def __init__(self, parent: QWidget | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(520)
        self.found_tables: list[FoundTable] = []
        lay = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.list_label = QLabel(self)
        lay.addWidget(self.list_label)
        self.list = QListWidget(self)
        self.list.currentRowChanged.connect(self._picked)
        lay.addWidget(self.list, 1)
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(self.search)
        lay.addWidget(self.search_button, 0, Qt.AlignmentFlag.AlignLeft)
        form = QFormLayout()
        self.name_edit = QLineEdit(name if name is not None else default_name(), self)
        self.name_edit.setMaxLength(24)
        self.address_edit = QLineEdit(self)
        self.code_edit = QLineEdit(self)
        self.code_edit.setMaxLength(12)
        self.name_label, self.address_label = QLabel(self), QLabel(self)
        self.code_label = QLabel(self)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.code_label, self.code_edit)
        lay.addLayout(form)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        lay.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._finder = _Finder(self)
        self._finder.found.connect(self._show_found)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.intro.setText(
            self.tr(
                "Type the address and the code the host gave you, or pick a table found"
                " on this network and type its code."
            )
        )
        self.list_label.setText(self.tr("Tables on this network:"))
        self.search_button.setText(self.tr("Look again"))
        self.name_label.setText(self.tr("Your name:"))
        self.address_label.setText(self.tr("Address:"))
        self.code_label.setText(self.tr("Code:"))
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20:47470"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(translate("buttons", "Cancel"))

    def search(self, timeout: float = 1.0) -> None:
        """Ask the network for tables (on a thread; the list fills when they answer)."""
        self.search_button.setEnabled(False)
        self.list.clear()
        self.list.addItem(self.tr("Looking for tables…"))
        finder = self._finder

        def run() -> None:
            from truco_desktop.net.discovery import discover

            try:
                tables = discover(timeout)
            except OSError:
                tables = []
            if finder is not None:
                with contextlib.suppress(RuntimeError):  # the dialog has gone
                    finder.found.emit(tables)

        threading.Thread(target=run, name="truco-discover", daemon=True).start()

    def _show_found(self, tables: list[FoundTable]) -> None:
        self.search_button.setEnabled(True)
        self.found_tables = list(tables)
        self.list.clear()
        if not tables:
            self.list.addItem(self.tr("No table found on this network."))
            return
        for table in tables:
            #: A table found on the network: %1 its name, %2 the variant, %3 people
            #: seated, %4 seats, %5 the address.
            text = fill(
                self.tr("%1 — %2, %3 of %4 seats taken by people — %5"),
                table.name,
                help_text.variant_title(table.variant),
                table.humans,
                table.players,
                f"{table.address}:{table.port}",
            )
            if table.started:
                text += " " + self.tr("(playing)")
            self.list.addItem(text)

    def _picked(self, row: int) -> None:
        if 0 <= row < len(self.found_tables):
            table = self.found_tables[row]
            self.address_edit.setText(f"{table.address}:{table.port}")
            self.code_edit.setFocus()

    def target(self) -> tuple[str, int, str, str] | None:
        """The address, port, code and name typed, or None (with the reason shown)."""
        text = self.address_edit.text().strip()
        host, _sep, port_text = text.rpartition(":") if ":" in text else (text, "", "")
        port = P.DEFAULT_PORT
        if port_text:
            if not port_text.isdigit() or not 0 < int(port_text) < 65536:
                self.error.setText(self.tr("The port is a number from 1 to 65535."))
                return None
            port = int(port_text)
        host = host.strip("[] ")
        if not host:
            self.error.setText(self.tr("Type the host's address."))
            return None
        code = self.code_edit.text().strip()
        if not code:
            self.error.setText(self.tr("Type the table's code."))
            return None
        try:  # the host's rule (`names`): else it would show another name than typed
            name = visible_name(self.name_edit.text().strip())
        except ValueError as error:
            self.error.setText(name_problem_text(str(error)))
            self.name_edit.setFocus()
            return None
        return host, port, code, name

    def _check(self) -> None:
        if self.target() is not None:
            self.accept()
