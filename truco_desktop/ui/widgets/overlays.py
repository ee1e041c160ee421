"""The hand summary and the match-over panel: centred dark-glass overlays on the felt."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from truco_desktop.ui.words.strings import fill, translate

from ...engine import Action
from ..table.art import CardArt
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
        # Plain: it may hold a person's name; rich text (with escaped names): the lines and
        # the totals, never left for Qt to guess from a name that starts with "<".
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.lines = QLabel()
        self.lines.setFont(ui_font(15))
        self.lines.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        # AR-ENV-8c: the winners' cards, turned up: "Tano · Envido 29" and the two cards.
        self.shown = QWidget()
        self.shown.setStyleSheet("background: transparent;")
        self.shown_lay = QVBoxLayout(self.shown)
        self.shown_lay.setContentsMargins(0, 4, 0, 0)
        self.shown_lay.setSpacing(4)
        self._shown_codes: list[str] = []
        self.totals = QLabel()
        self.totals.setFont(ui_font(13, QFont.Weight.Bold))
        self.totals.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        self.button = CallButton(
            Action("quiero"), translate("summary", "Next hand"), "", "accept", False, self
        )
        self.button.clicked.connect(self.next_clicked.emit)
        for w in (self.title, self.lines, self.totals):
            w.setWordWrap(True)  # a long translation wraps within the panel
            self.lay.addWidget(w)
        self.lay.insertWidget(2, self.shown)
        self.shown.hide()
        self.lay.addSpacing(8)
        self.lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMaximumWidth(420)
        self.hide()

    #: The height of a card shown in the summary, in pixels.
    CARD_HEIGHT = 64

    def set_shown(self, art: CardArt | None, shown: Sequence[tuple[str, Sequence[str]]]) -> None:
        """AR-ENV-8c: each winner's caption and the cards he shows, face up."""
        while self.shown_lay.count():
            item = self.shown_lay.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._shown_codes = []
        if art is None or not shown:
            self.shown.hide()
            return
        dpr = self.devicePixelRatioF()
        for caption, cards in shown:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(6)
            label = QLabel(caption)
            label.setTextFormat(Qt.TextFormat.PlainText)  # "Tano · Envido 29": a name
            label.setFont(ui_font(13, QFont.Weight.Bold))
            label.setStyleSheet(f"color: {TEXT2}; background: transparent;")
            line.addWidget(label)
            for code in cards:
                picture = QLabel()
                pixmap = art.face(code, self.CARD_HEIGHT, dpr)
                picture.setPixmap(pixmap)
                picture.setAccessibleName(code)
                picture.setStyleSheet("background: transparent;")
                line.addWidget(picture)
                self._shown_codes.append(code)
            line.addStretch(1)
            self.shown_lay.addWidget(row)
        self.shown.show()

    def card_codes(self) -> list[str]:
        """The cards the summary shows (AR-ENV-8c), in order."""
        return list(self._shown_codes)

    def text(self) -> str:
        """Everything the summary says, as plain text (for a reader and the tests)."""
        labels = [self.title, self.lines, *self.shown.findChildren(QLabel), self.totals]
        return "\n".join(label.text() for label in labels if label.text())

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
