"""The coach's plate by your cards (issue 33): a hint's options, or a tip, and the Hint
button beside the call bar.

Both are dark glass like the call bar. The panel lists what it is given as lines of
rich text (the option's label in bold, the coach's choice marked) and closes with its
button or when play goes on; it draws nothing of its own choosing, the controller
(``ui/controllers/coach_controller.py``) says what to show and where.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..table.fonts import ui_font
from .glass import GOLD, TEXT, TEXT2, GlassFrame

#: The panel's width range in pixels: wide enough for a sentence per option on a small
#: table, never a band across a large one.
MIN_WIDTH, MAX_WIDTH = 300, 480

_BUTTON_STYLE = f"""
QPushButton {{
    color: {GOLD}; background: rgba(11, 31, 22, 214); border: 1px solid {GOLD};
    border-radius: 15px; padding: 4px 14px;
}}
QPushButton:hover {{ background: rgba(227, 179, 65, 60); }}
QPushButton:disabled {{ color: {TEXT2}; border-color: rgba(255, 255, 255, 40); }}
"""


class HintButton(QPushButton):
    """ "Hint (H)": asks the coach about the decision in front of you."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(ui_font(14, QFont.Weight.Bold))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_BUTTON_STYLE)


class CoachPanel(GlassFrame):
    """A title, lines of text and a close button."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=14, parent=parent)
        lay = self.lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 14, 20, 14)
        lay.setSpacing(6)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.title = QLabel()
        self.title.setFont(ui_font(15, QFont.Weight.Bold))
        self.title.setStyleSheet(f"color: {GOLD}; background: transparent;")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QPushButton()
        self.close_button.setFont(ui_font(13, QFont.Weight.Bold))
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.setStyleSheet(_BUTTON_STYLE)
        self.close_button.clicked.connect(self._close)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(top)
        self.body = QLabel()
        self.body.setFont(ui_font(14))
        self.body.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        # A long hint in a long language scrolls rather than covering the call bar.
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        lay.addWidget(self.scroller)
        self.note = QLabel()
        self.note.setFont(ui_font(13))
        self.note.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        #: What the panel shows: "hint", "tip" or None (hidden).
        self.kind: str | None = None
        self.hide()

    def show_lines(
        self, kind: str, title: str, lines: Sequence[tuple[str, str]], note: str, close: str
    ) -> None:
        """Show ``lines`` as (label, sentence) pairs, the first one marked as the choice
        when ``kind`` is "hint"; ``note`` under them (the coach's reason)."""
        self.kind = kind
        self.title.setText(title)
        rows = []
        for i, (label, sentence) in enumerate(lines):
            mark = "★ " if kind == "hint" and i == 0 else ""
            colour = GOLD if mark else TEXT
            head = f'<b style="color:{colour}">{mark}{html.escape(label)}</b>'
            rows.append(f"{head}: {html.escape(sentence)}" if sentence else head)
        self.body.setText("<br>".join(rows))
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.close_button.setText(close)
        self.show()
        self.raise_()

    def fit(self, width: int, most: int) -> QSize:
        """Resize to ``width`` (within the panel's range) and the height its text needs,
        at most ``most`` pixels: a longer text scrolls."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, width))
        margins = self.lay.contentsMargins()
        inner = width - margins.left() - margins.right()
        wanted = max(1, self.body.heightForWidth(inner))
        # The scroll bar only when the text is cut: one left on from an earlier size (a
        # panel filled before its window was shown) would narrow the text and stay.
        never, needed = Qt.ScrollBarPolicy.ScrollBarAlwaysOff, Qt.ScrollBarPolicy.ScrollBarAsNeeded
        self.scroller.setVerticalScrollBarPolicy(never)
        self.scroller.setFixedHeight(wanted)
        height = self._height(width)
        if height > most:
            self.scroller.setVerticalScrollBarPolicy(needed)
            self.scroller.setFixedHeight(max(48, wanted - (height - most)))
            height = self._height(width)
        size = QSize(width, height)
        self.resize(size)
        return size

    def _height(self, width: int) -> int:
        """The layout's height at ``width`` (its size hint when nothing in it wraps)."""
        self.lay.activate()
        height = self.lay.heightForWidth(width)
        return height if height > 0 else self.lay.sizeHint().height()

    def _close(self) -> None:
        self.hide()
        self.kind = None
        self.closed.emit()
