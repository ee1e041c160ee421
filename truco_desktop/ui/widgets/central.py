"""The window's central area: the table, and calm notices floating over it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from truco_desktop.ui.widgets.chrome import style_sheet
from truco_desktop.ui.widgets.window_place import MINIMUM_SIZE


class NoticeBar(QFrame):
    """A calm one-line message over the top of the table, closed by the player."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("NoticeBar")
        self.setStyleSheet(style_sheet())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 8, 8)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.hide()

    def show_text(self, text: str) -> None:
        """Show `text`, under the messages still on display (each one sentence)."""
        shown = self.label.text() if not self.isHidden() else ""
        if text in shown.split("\n"):
            return
        self.label.setText(f"{shown}\n{text}" if shown else text)
        self._shown()

    def set_text(self, text: str) -> None:
        """Show `text` alone: a state that replaces the one before (a network table's
        "trying again" count, its reason for ending)."""
        self.label.setText(text)
        self._shown()

    def text(self) -> str:
        return self.label.text()

    def _shown(self) -> None:
        self.show()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None:
            self.place(parent.width())

    def place(self, width: int, *, panel: bool = True, top: int = 16) -> None:
        """Centre over the felt, clear of the side panel (DESIGN.md section 2); without
        ``panel`` (a network table's lobby page), over the whole width, ``top`` down."""
        regular = width >= 1100
        felt = width - (258 + 2 * 14 if regular else 184 + 2 * 10) if panel else width
        target = min(720, felt - 32)
        self.setFixedWidth(max(240, target))
        self.adjustSize()
        self.move(max(8, (felt - self.width()) // 2), top)


class Central(QWidget):
    """The table filling the window, with the notice bar floating over it."""

    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        table.setParent(self)
        self.notice = NoticeBar(self)
        self.setMinimumSize(*MINIMUM_SIZE)

    def resizeEvent(self, event: Any) -> None:
        self.table.setGeometry(self.rect())
        self.notice.place(self.width())
        super().resizeEvent(event)
