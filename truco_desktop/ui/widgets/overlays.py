"""The hand summary and the match-over panel: centred dark-glass overlays on the felt."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...engine import Action
from ..strings import fill, translate
from ..table.fonts import display_font, ui_font
from .call_bar import CallButton
from .glass import TEXT, TEXT2, GlassFrame


class SummaryPanel(GlassFrame):
    """'Envido 2 → Us', 'Truco (2) → Them', the totals and one button."""

    next_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=18, parent=parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(28, 22, 28, 20)
        self.lay.setSpacing(6)
        self.title = QLabel()
        self.title.setFont(display_font(26))
        self.title.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.lines = QLabel()
        self.lines.setFont(ui_font(15))
        self.lines.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.totals = QLabel()
        self.totals.setFont(ui_font(13, QFont.Weight.Bold))
        self.totals.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        self.button = CallButton(
            Action("quiero"), translate("summary", "Next hand"), "", "accept", False, self
        )
        self.button.clicked.connect(self.next_clicked.emit)
        for w in (self.title, self.lines, self.totals):
            w.setWordWrap(True)  # a long translation wraps within the panel
            self.lay.addWidget(w)
        self.lay.addSpacing(8)
        self.lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMaximumWidth(420)
        self.hide()

    def show_summary(self, title: str, lines: list[str], totals: str, button: str) -> None:
        self.title.setText(title)
        self.lines.setText(
            "<br>".join(lines) if lines else translate("summary", "No points this hand")
        )
        self.totals.setText(totals)
        self.button.label = button
        self.button.setText(button)
        #: A button's name for a screen reader: %1 is its label; Space is the key.
        self.button.setAccessibleName(fill(translate("a11y", "%1 (Space)"), button))
        self.button.setAccessibleDescription(title)
        self.button.updateGeometry()
        self.adjustSize()
        self.show()
        self.raise_()
