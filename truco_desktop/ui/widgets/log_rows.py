"""The hand log's rows as the design draws them (DESIGN.md section 8, the mockup).

A row is a seat disc (the character's face, else the player's initial, or your silhouette,
in a ring of his team's colour), the words with the player's name in bold ("**North**
led"), and at the right a card chip (an ivory tile with the numeral and a mini pip) or the
call in the display italic ("¡Truco!"). The live call, the one waiting for your answer,
is tinted in its team's colour and says so on a second line. Dividers (the deal, a
trick's result, the points) and notes (señas) are plain lines.

Each row's facts ride on its list item (``ROW_ROLE``); the item's text stays the whole
sentence ("North played 3 of copas"), which is what a screen reader reads.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.ui.words.characters_text import face_image
from truco_desktop.ui.words.presentation import presentation
from truco_desktop.ui.words.strings import translate

from ...engine.cards import rank_of, suit_of
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2
from .icons import paint_french_suit, paint_person, paint_spanish_suit

#: The list item's role that carries a row's facts (a dict).
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 16

TEAM = (QColor("#8FCBEA"), QColor("#F0A45B"))
IVORY = QColor("#FBF6E9")
SPANISH_INK = {"o": "#8A5F0A", "c": "#A32A22", "e": "#244C94", "b": "#2F6B2F"}
FRENCH_INK = {"h": "#C62828", "d": "#C62828", "c": "#1F1F1F", "s": "#1F1F1F"}


@dataclass(frozen=True)
class Fit:
    """How a row is laid out in its width (``LogRows.fit``)."""

    row: dict[str, Any]
    #: The sentence's font size (smaller for a long name alone in a narrow row).
    words_size: float
    word_size: float
    below: bool
    waiting_lines: int


def _split(template: str) -> tuple[str, str]:
    """A template's words before and after its %1 (the player's name)."""
    before, _sep, after = template.partition("%1")
    return before, after


class LogRows(QStyledItemDelegate):
    """Paints the hand log's rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False

    def _selected(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether the row is selected, asked of the log's selection: the style option's
        state would make PySide build QStyle's enums (some 5 ms of the first paint of a
        resumed match, issue 35)."""
        view = self.parent()
        if not isinstance(view, QAbstractItemView):
            return False
        selection = view.selectionModel()
        return selection is not None and selection.isSelected(index)

    def _room(self) -> float:
        """The width a row has: the log's viewport less the row's margins."""
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else 240
        return float(max(80, width))

    def fit(self, row: dict[str, Any], width: float) -> Fit:
        """How ``row`` fits a row ``width`` wide (the whole row, margins included): the
        sentence shortened to the name alone when it must, the call word whole on a line
        of its own below the name when both do not fit on one, made smaller only when it
        is wider than the whole row, and the waiting line on one or two lines."""
        disc = 9.0 if self.compact else 11.0
        x = 2 + disc * 2 + 4 + 8
        right = width - 4 - 4
        room = right - x
        word = str(row.get("word", ""))
        size = 13.0 if self.compact else 15.0
        below = False
        if row.get("kind") == "play":
            room -= 48  # the card chip and its gap
            if self._words_width(row) > room:
                row = {**row, "template": "%1"}  # the chip says what he did
        elif word:
            need = QFontMetricsF(display_font(size, QFont.Weight.Bold)).horizontalAdvance(word)
            if self._words_width(row) + need + 10 > room:
                name_only = {**row, "template": "%1"}
                if self._words_width(name_only) + need + 10 <= room:
                    row = name_only
                else:
                    below = True  # the name on the first line, the call whole on the second
                    if self._words_width(row) > room:
                        row = name_only
                    # Right-aligned on its own line it may reach back under the disc.
                    while size > 10 and need + 2 > width - 16:
                        size -= 0.5
                        font = display_font(size, QFont.Weight.Bold)
                        need = QFontMetricsF(font).horizontalAdvance(word)
        words_size = 13.0 if self.compact else 14.0
        if row.get("kind") == "play" or below:
            while words_size > 11 and self._words_width(row, words_size) > room:
                words_size -= 0.5  # a long name alone: smaller, rather than cut
        lines = 0
        if row.get("live"):
            metrics = QFontMetricsF(self._waiting_font())
            waiting = translate("log", "Waiting for your answer…")
            room = max(10.0, width - x - 8)
            if metrics.horizontalAdvance(waiting) <= room:
                lines = 1
            else:  # wrapped (Polish, Greek in a narrow panel: up to three lines)
                flags = int(Qt.TextFlag.TextWordWrap)
                tall = metrics.boundingRect(QRectF(0, 0, room, 1000), flags, waiting).height()
                lines = min(3, max(2, math.ceil(tall / metrics.lineSpacing() - 0.01)))
        return Fit(row, words_size, size, below, lines)

    def _waiting_line(self) -> int:
        """The height of a line of the waiting words."""
        return math.ceil(QFontMetricsF(self._waiting_font()).lineSpacing())

    def _waiting_font(self) -> QFont:
        italic = ui_font(11.5 if self.compact else 12)
        italic.setItalic(True)
        return italic

    def row_height(self, row: dict[str, Any] | None, width: float | None = None) -> int:
        if row is None or row.get("kind") in ("divider", "note"):
            return 0  # the item's own size (its wrapped words)
        fit = self.fit(row, self._room() if width is None else width)
        line = 32 if self.compact else 38
        below = (20 if self.compact else 22) if fit.below else 0
        return line + below + self._waiting_line() * fit.waiting_lines

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        row = index.data(ROW_ROLE)
        height = self.row_height(row)
        if not height:
            return super().sizeHint(option, index)
        return QSize(int(self._room()), height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        row = index.data(ROW_ROLE)
        if row is None or row.get("kind") in ("divider", "note"):
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fit = self.fit(row, option.rect.width())
        r = QRectF(option.rect).adjusted(2, 2, -4, -2)
        team = row.get("team")
        colour = TEAM[team] if team in (0, 1) else QColor(TEXT2)
        if row.get("live"):
            tint = QColor(colour)
            tint.setAlphaF(0.14)
            painter.setPen(QPen(QColor(colour.red(), colour.green(), colour.blue(), 90), 1))
            painter.setBrush(tint)
            painter.drawRoundedRect(r, 9, 9)
        if self._selected(index):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(227, 179, 65, 40))
            painter.drawRoundedRect(r, 9, 9)
        line_h = 32 if self.compact else 38
        mid = r.top() + (line_h - 4) / 2
        disc = 9.0 if self.compact else 11.0
        centre = QPointF(r.left() + disc + 4, mid)
        self._disc(painter, centre, disc, colour, row)
        x = centre.x() + disc + 8
        right = r.right() - 4
        row = fit.row
        # At the right: the card chip, or the call in the display italic.
        card = row.get("card")
        word = row.get("word", "")
        below = mid
        if row.get("kind") == "play":
            chip = QRectF(right - 40, mid - 11, 40, 22)
            self._chip(painter, chip, card, row.get("variant", DEFAULT_VARIANT))
            right = chip.left() - 8
        elif word:
            font = display_font(fit.word_size, QFont.Weight.Bold)
            painter.setFont(font)
            painter.setPen(QColor("#F2CB63") if row.get("bet") else QColor(TEXT))
            if fit.below:
                below = mid + (20 if self.compact else 22)
                box = QRectF(r.left() + 6, below - 12, right - r.left() - 6, 24)
            else:
                need = QFontMetricsF(font).horizontalAdvance(word) + 2
                box = QRectF(right - need, mid - 12, need, 24)
                right -= need + 8
            shown = painter.fontMetrics().elidedText(
                word, Qt.TextElideMode.ElideRight, int(box.width())
            )
            painter.drawText(
                box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown
            )
        self._words(painter, QRectF(x, mid - 11, max(10.0, right - x), 22), row, fit.words_size)
        if fit.waiting_lines:
            painter.setFont(self._waiting_font())
            painter.setPen(QColor(TEXT2))
            waiting = translate("log", "Waiting for your answer…")
            room = r.right() - x - 4
            if fit.waiting_lines == 1:
                waiting = painter.fontMetrics().elidedText(
                    waiting, Qt.TextElideMode.ElideRight, int(room)
                )
            tall = self._waiting_line() * fit.waiting_lines
            painter.drawText(
                QRectF(x, below + 10, room, tall + 2),
                Qt.AlignmentFlag.AlignLeft
                | (
                    Qt.AlignmentFlag.AlignVCenter
                    if fit.waiting_lines == 1
                    else Qt.AlignmentFlag.AlignTop
                )
                | Qt.TextFlag.TextWordWrap,
                waiting,
            )
        painter.restore()

    def _disc(
        self, p: QPainter, c: QPointF, radius: float, colour: QColor, row: dict[str, Any]
    ) -> None:
        p.setPen(QPen(colour, 1.6))
        p.setBrush(QColor("#123126"))
        p.drawEllipse(c, radius, radius)
        if row.get("seat") == 0:
            paint_person(p, c, radius, colour)
            return
        face = row.get("face")
        image = face_image(face, round(4 * radius)) if isinstance(face, str) else None
        if image is not None:
            # The character's portrait, clipped to the disc and ringed in the team colour.
            target = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
            p.save()
            clip = QPainterPath()
            clip.addEllipse(target)
            p.setClipPath(clip)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawImage(target, image)
            p.restore()
            p.setPen(QPen(colour, 1.6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, radius, radius)
            return
        name = str(row.get("name", ""))[:1]
        p.setPen(colour)
        font = display_font(radius * 1.15, QFont.Weight.Bold, italic=False)
        p.setFont(font)
        p.drawText(
            QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            name,
        )

    def _words_width(self, row: dict[str, Any], size: float | None = None) -> float:
        before, after = _split(str(row.get("template", "%1")))
        size = size or (13 if self.compact else 14)
        plain = QFontMetricsF(ui_font(size))
        bold = QFontMetricsF(ui_font(size, QFont.Weight.Bold))
        name = str(row.get("name", ""))
        return (
            plain.horizontalAdvance(before)
            + bold.horizontalAdvance(name)
            + plain.horizontalAdvance(after)
        )

    def _words(self, p: QPainter, rect: QRectF, row: dict[str, Any], size: float) -> None:
        """The sentence with the player's name in bold, elided at the right."""
        before, after = _split(str(row.get("template", "%1")))
        name = str(row.get("name", ""))
        plain, bold = ui_font(size), ui_font(size, QFont.Weight.Bold)
        x = rect.left()
        for text, font in ((before, plain), (name, bold), (after, plain)):
            if not text or x >= rect.right():
                continue
            metrics = QFontMetricsF(font)
            room = rect.right() - x
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            p.setFont(font)
            p.setPen(QColor(TEXT))
            p.drawText(
                QRectF(x, rect.top(), room, rect.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            x += metrics.horizontalAdvance(shown)

    def _chip(self, p: QPainter, chip: QRectF, card: str | None, variant: str) -> None:
        """An ivory tile with the card's numeral and a mini pip; a back when unseen."""
        if not card:
            p.setPen(QPen(QColor("#5E1422"), 1))
            p.setBrush(QColor("#8E2636"))
            p.drawRoundedRect(chip, 4, 4)
            return
        p.setPen(QPen(QColor("#D6C9AC"), 1))
        p.setBrush(IVORY)
        p.drawRoundedRect(chip, 4, 4)
        rank, suit = rank_of(card), suit_of(card)
        spanish = presentation(variant).spanish_deck
        ink = (SPANISH_INK if spanish else FRENCH_INK).get(suit, "#1F1F1F")
        font = ui_font(12.5, QFont.Weight.Bold)
        p.setFont(font)
        p.setPen(QColor(ink))
        p.drawText(
            QRectF(chip.left() + 3, chip.top(), 19, chip.height()),
            Qt.AlignmentFlag.AlignCenter,
            rank,
        )
        pip = QRectF(chip.left() + 22, chip.top() + 4, 14, 14)
        if spanish:
            paint_spanish_suit(p, suit, pip)
        else:
            paint_french_suit(p, suit, pip, QColor(ink))


__all__ = ["ROW_ROLE", "LogRows"]
