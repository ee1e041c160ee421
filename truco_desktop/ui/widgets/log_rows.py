"""The hand log's rows as the design draws them (DESIGN.md section 8, the mockup).

A row is a seat disc (the player's initial, or your silhouette, in a ring of his team's
colour), the words with the player's name in bold ("**North** led"), and at the right a
card chip (an ivory tile with the numeral and a mini pip) or the call in the display
italic ("¡Truco!"). The live call, the one waiting for your answer, is tinted in its
team's colour and says so on a second line. Dividers (the deal, a trick's result, the
points) and notes (señas) are plain lines.

Each row's facts ride on its list item (``ROW_ROLE``); the item's text stays the whole
sentence ("North played 3 of copas"), which is what a screen reader reads.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ...engine.cards import rank_of, suit_of
from ..strings import translate
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2
from .icons import paint_french_suit, paint_person, paint_spanish_suit

#: The list item's role that carries a row's facts (a dict).
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 16

TEAM = (QColor("#8FCBEA"), QColor("#F0A45B"))
IVORY = QColor("#FBF6E9")
SPANISH_INK = {"o": "#8A5F0A", "c": "#A32A22", "e": "#244C94", "b": "#2F6B2F"}
FRENCH_INK = {"h": "#C62828", "d": "#C62828", "c": "#1F1F1F", "s": "#1F1F1F"}


def _split(template: str) -> tuple[str, str]:
    """A template's words before and after its %1 (the player's name)."""
    before, _sep, after = template.partition("%1")
    return before, after


class LogRows(QStyledItemDelegate):
    """Paints the hand log's rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False

    def row_height(self, row: dict[str, Any] | None) -> int:
        if row is None or row.get("kind") in ("divider", "note"):
            return 0  # the item's own size (its wrapped words)
        base = 32 if self.compact else 38
        return base + (16 if row.get("live") else 0)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        row = index.data(ROW_ROLE)
        height = self.row_height(row)
        if not height:
            return super().sizeHint(option, index)
        return QSize(option.rect.width(), height)

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
        r = QRectF(option.rect).adjusted(2, 2, -4, -2)
        team = row.get("team")
        colour = TEAM[team] if team in (0, 1) else QColor(TEXT2)
        if row.get("live"):
            tint = QColor(colour)
            tint.setAlphaF(0.14)
            painter.setPen(QPen(QColor(colour.red(), colour.green(), colour.blue(), 90), 1))
            painter.setBrush(tint)
            painter.drawRoundedRect(r, 9, 9)
        if option.state & QStyle.StateFlag.State_Selected:
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
        # At the right: the card chip, or the call in the display italic.
        card = row.get("card")
        word = row.get("word", "")
        if row.get("kind") == "play":
            chip = QRectF(right - 40, mid - 11, 40, 22)
            self._chip(painter, chip, card, row.get("variant", "argentino"))
            right = chip.left() - 8
        elif word:
            font = display_font(13 if self.compact else 15, QFont.Weight.Bold)
            need = QFontMetricsF(font).horizontalAdvance(word) + 2
            words = self._words_width(row)
            room = right - x
            if words + need + 8 > room:
                # Too narrow for both: the name alone says who spoke.
                name_only = {**row, "template": "%1"}
                if self._words_width(name_only) + need + 8 <= room:
                    row, words = name_only, self._words_width(name_only)
            # Both whole when they fit; else the call keeps at least half the room.
            width = need if words + need + 8 <= room else max(room - words - 8, room * 0.5)
            width = min(need, width)
            painter.setFont(font)
            painter.setPen(QColor("#F2CB63") if row.get("bet") else QColor(TEXT))
            shown = painter.fontMetrics().elidedText(word, Qt.TextElideMode.ElideRight, int(width))
            painter.drawText(
                QRectF(right - width, mid - 12, width, 24),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            right -= width + 8
        self._words(painter, QRectF(x, mid - 11, max(10.0, right - x), 22), row)
        if row.get("live"):
            italic = ui_font(11.5 if self.compact else 12)
            italic.setItalic(True)
            painter.setFont(italic)
            painter.setPen(QColor(TEXT2))
            waiting = translate("log", "Waiting for your answer…")
            room = r.right() - x - 4
            waiting = painter.fontMetrics().elidedText(
                waiting, Qt.TextElideMode.ElideRight, int(room)
            )
            painter.drawText(
                QRectF(x, mid + 10, room, 18),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
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
        name = str(row.get("name", ""))[:1]
        p.setPen(colour)
        font = display_font(radius * 1.15, QFont.Weight.Bold, italic=False)
        p.setFont(font)
        p.drawText(
            QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            name,
        )

    def _words_width(self, row: dict[str, Any]) -> float:
        before, after = _split(str(row.get("template", "%1")))
        size = 13 if self.compact else 14
        plain = QFontMetricsF(ui_font(size))
        bold = QFontMetricsF(ui_font(size, QFont.Weight.Bold))
        name = str(row.get("name", ""))
        return (
            plain.horizontalAdvance(before)
            + bold.horizontalAdvance(name)
            + plain.horizontalAdvance(after)
        )

    def _words(self, p: QPainter, rect: QRectF, row: dict[str, Any]) -> None:
        """The sentence with the player's name in bold, elided at the right."""
        before, after = _split(str(row.get("template", "%1")))
        name = str(row.get("name", ""))
        size = 13 if self.compact else 14
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
        spanish = variant == "argentino"
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
