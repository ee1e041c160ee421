"""The lesson's plate and its gold highlight (issue 33 item 4).

``LessonPanel`` is the coach's glass plate of the first match that teaches: a title, the
coach's sentence, what went wrong if a move was refused, and two buttons, Next (while a
step waits for the player to read) and Skip. ``Highlight`` is a gold frame drawn round
what a step is about (your cards, the call bar, the score), letting clicks through.
Both only show what the tutorial's controller (``ui/widgets/tutorial.py``) tells them.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..table.fonts import ui_font
from .coach_panel import HintButton
from .glass import GOLD, TEXT, TEXT2, GlassFrame

#: The plate's width range in pixels.
MIN_WIDTH, MAX_WIDTH = 280, 440
#: The highlight's margin round what it marks, in pixels.
MARGIN = 6


class LessonPanel(GlassFrame):
    """The coach's words at a step, with Next and Skip."""

    next_clicked = Signal()
    skip_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=14, parent=parent)
        self.set_glow(True)
        lay = self.lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 14, 20, 14)
        lay.setSpacing(8)
        self.title = QLabel()
        self.title.setFont(ui_font(15, QFont.Weight.Bold))
        self.title.setStyleSheet(f"color: {GOLD}; background: transparent;")
        lay.addWidget(self.title)
        self.body = QLabel()
        self.body.setFont(ui_font(14))
        self.body.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        lay.addWidget(self.body)
        self.note = QLabel()
        self.note.setFont(ui_font(13))
        self.note.setStyleSheet(f"color: {GOLD}; background: transparent;")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.hide()
        lay.addWidget(self.note)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.skip_button = QPushButton()
        self.skip_button.setFont(ui_font(13))
        self.skip_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.skip_button.setStyleSheet(
            f"QPushButton {{ color: {TEXT2}; background: transparent; border: none;"
            " padding: 4px 6px; text-decoration: underline; }"
        )
        self.skip_button.clicked.connect(self.skip_clicked.emit)
        self.next_button = HintButton()
        self.next_button.clicked.connect(self.next_clicked.emit)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        lay.addLayout(row)

    def show_step(self, title: str, text: str, waits_for_next: bool) -> None:
        """A step's words; Next shows only where the step waits for the player to read."""
        self.title.setText(title)
        self.body.setText(text)
        self.note.hide()
        self.next_button.setVisible(waits_for_next)
        self.show()
        self.raise_()

    def show_note(self, text: str) -> None:
        """Why the last move was refused, under the step's words."""
        self.note.setText(text)
        self.note.show()

    def fit(self, width: int) -> None:
        """Resize to ``width`` (within the plate's range) and the height its text needs."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, width))
        self.lay.activate()
        height = self.lay.heightForWidth(width)
        self.resize(width, height if height > 0 else self.lay.sizeHint().height())


class Highlight(QWidget):
    """A gold frame round a rectangle of its parent; mouse clicks go through it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.hide()

    def mark(self, rect: QRectF | None) -> None:
        """Frame ``rect`` (the parent's coordinates); None hides the frame."""
        if rect is None or rect.isEmpty():
            self.hide()
            return
        box = rect.toAlignedRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.setGeometry(box.intersected(QRect(0, 0, 10**5, 10**5)))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(GOLD), 3)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
