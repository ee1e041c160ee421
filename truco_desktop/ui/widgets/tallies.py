"""The two ways a table keeps the score, behind one interface (``Tally``).

A scoreboard (``scoreboard.Scoreboard``) draws the heads (US and THEM, the names, the
medals) and hands the rest to its variant's tally, named once in the presentation table
(``presentation.Presentation.tally``): ``Matchsticks`` (Argentina) or ``Tentos``
(Brazil). A tally says how tall it is and paints itself from the board's state (its
target, the score as drawn, compact or not); a new way of counting is one class here and
one word in the presentation table.
"""

from __future__ import annotations

import hashlib
from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)

from truco_desktop.ui.words.strings import translate

from ...i18n import upper
from ..table.fonts import caps_font, display_font, ui_font

# The teams' colours (us blue, them orange) and the board's two inks.
US, THEM = QColor("#8FCBEA"), QColor("#F0A45B")
TEXT, TEXT2 = QColor("#F3EBD8"), QColor("#B9CBBE")


def tilt(key: str) -> float:
    """A matchstick's own small slant, the same at every paint (as if laid by hand)."""
    return (hashlib.blake2s(key.encode(), digest_size=1).digest()[0] / 255 - 0.5) * 3.2


class Scoreboard(Protocol):
    """What a tally reads of its board (``scoreboard.Scoreboard`` is one): the rules,
    the score as drawn, compact or not, and the heads it paints above the count."""

    compact: bool
    target: int
    score: tuple[int, ...]
    series: tuple[int, int]
    best_of_three: bool
    heads: tuple[str, ...] | None

    def width(self) -> int: ...

    def columns(self) -> tuple[float, ...]: ...

    def shown_score(self) -> tuple[float, ...]: ...

    def heads_height(self) -> float: ...

    def paint_heads(self, p: QPainter, y: float, xs: tuple[float, ...]) -> float: ...


class Tally(Protocol):
    """How a scoreboard counts the points under its heads."""

    def height(self, board: Scoreboard) -> int:
        """The board's whole height with this count (heads included)."""
        ...

    def paint(self, board: Scoreboard, p: QPainter) -> None:
        """The count (and the heads, where it places them) as the board shows it now."""
        ...


class Matchsticks:
    """Argentina's count: matchsticks in squares of five (four sides, then the
    diagonal), the malas over the buenas, the numbers written under each column."""

    def height(self, board: Scoreboard) -> int:
        side = 34 if not board.compact else 22
        gap = 9 if not board.compact else 6
        squares = max(1, (board.target + 4) // 5)
        heads = board.heads_height()
        numbers = 48 if not board.compact else 34
        if board.heads:  # three narrow columns: the word goes under each number
            numbers += 16
        return int(2 + heads + squares * (side + gap) + 12 + numbers)

    def paint(self, board: Scoreboard, p: QPainter) -> None:
        """The inlay of squares, MALAS over BUENAS, and each column's number."""
        w = board.width()
        side = 34 if not board.compact else 22
        gap = 9 if not board.compact else 6
        xs = board.columns()
        y = board.paint_heads(p, 2, xs)
        squares = max(1, (board.target + 4) // 5)
        half = (squares + 1) // 2
        inlay = QRectF(4, y, w - 8, squares * (side + gap) + 12)
        g = QLinearGradient(inlay.topLeft(), inlay.bottomLeft())
        g.setColorAt(0, QColor("#14452C"))
        g.setColorAt(1, QColor("#0F3522"))
        p.setPen(QPen(QColor(255, 255, 255, 20), 1))
        p.setBrush(g)
        p.drawRoundedRect(inlay, 12, 12)
        top = y + 6
        mid_y = top + half * (side + gap) + gap / 2 - 3
        p.setPen(QPen(QColor(246, 238, 220, 60), 1))
        p.drawLine(QPointF(inlay.left() + 24, mid_y), QPointF(inlay.right() - 10, mid_y))
        pill = QRectF(w / 2 - 14, mid_y - 8, 28, 16)
        p.setBrush(QColor("#0B1F16"))
        p.drawRoundedRect(pill, 8, 8)
        p.setFont(ui_font(11, QFont.Weight.Bold))
        p.setPen(TEXT)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(board.target // 2))
        if not board.compact:
            p.save()
            p.setFont(caps_font(10.5))
            p.setPen(TEXT2)
            for text, cy in (
                (translate("score", "MALAS"), (top + mid_y) / 2),
                (translate("score", "BUENAS"), (mid_y + inlay.bottom()) / 2),
            ):
                p.save()
                p.translate(inlay.left() + 13, cy)
                p.rotate(-90)
                p.drawText(QRectF(-50, -8, 100, 16), Qt.AlignmentFlag.AlignCenter, text)
                p.restore()
            p.restore()
        for team, x in enumerate(xs):
            points = min(board.shown_score()[team], float(board.target))
            for k in range(squares):
                sy = top + k * (side + gap) + (gap if k >= half else 0)
                box = QRectF(x - side / 2, sy, side, side)
                pen = QPen(QColor(246, 238, 220, 34), 1, Qt.PenStyle.DotLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box)
                n = max(0.0, min(5.0, points - 5 * k))
                for s in range(int(n) + (1 if n % 1 > 0.02 else 0)):
                    self._stick(p, box, s, f"{team}/{k}/{s}", min(1.0, n - s))
        # The numbers under each column, each "7 malas" centred on its column.
        y2 = inlay.bottom() + 6
        half_target = board.target // 2
        row_h = 40 if not board.compact else 30
        col = max(60.0 if len(xs) == 2 else 40.0, abs(xs[1] - xs[0]) - (8 if len(xs) == 2 else 4))
        for team, x in enumerate(xs):
            pts = round(board.shown_score()[team])
            word = (
                translate("score", "malas") if pts <= half_target else translate("score", "buenas")
            )
            shown = str(pts if pts <= half_target else pts - half_target)
            num_font, word_font, stacked = self._number_fonts(board, shown, word, col)
            nw = QFontMetricsF(num_font).horizontalAdvance(shown)
            if stacked:
                # Too long beside the number: the word goes under it, centred.
                num_h = 29 if not board.compact else 21
                p.setFont(num_font)
                p.setPen(TEXT)
                p.drawText(
                    QRectF(x - col / 2, y2 - 2, col, num_h), Qt.AlignmentFlag.AlignCenter, shown
                )
                p.setFont(word_font)
                p.setPen(TEXT2)
                word = QFontMetricsF(word_font).elidedText(word, Qt.TextElideMode.ElideRight, col)
                p.drawText(
                    QRectF(x - col / 2, y2 + num_h - 4, col, 16), Qt.AlignmentFlag.AlignCenter, word
                )
                continue
            ww = QFontMetricsF(word_font).horizontalAdvance(word)
            left = x - (nw + 5 + ww) / 2
            p.setFont(num_font)
            p.setPen(TEXT)
            p.drawText(
                QRectF(left, y2, nw + 2, row_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            p.setFont(word_font)
            p.setPen(TEXT2)
            p.drawText(
                QRectF(left + nw + 5, y2 + 3, ww + 4, row_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                word,
            )

    @staticmethod
    def _number_fonts(
        board: Scoreboard, shown: str, word: str, col: float
    ) -> tuple[QFont, QFont, bool]:
        """The fonts of a column's "7 buenas", smaller until it fits the column; True
        when even the smallest does not and the word goes under the number."""
        big = 30 if not board.compact else 22
        for num_px, word_px in ((big, 13 if not board.compact else 11.5), (big, 11), (22, 11)):
            num_font = display_font(num_px, QFont.Weight.ExtraBold, italic=False)
            word_font = ui_font(word_px)
            nw = QFontMetricsF(num_font).horizontalAdvance(shown)
            if nw + 5 + QFontMetricsF(word_font).horizontalAdvance(word) <= col:
                return num_font, word_font, False
        small = 22 if not board.compact else 18
        return display_font(small, QFont.Weight.ExtraBold, italic=False), ui_font(11), True

    @staticmethod
    def _stick(p: QPainter, box: QRectF, index: int, key: str, grown: float = 1.0) -> None:
        a, b = {
            0: (box.bottomLeft(), box.topLeft()),
            1: (box.topLeft(), box.topRight()),
            2: (box.topRight(), box.bottomRight()),
            3: (box.bottomRight(), box.bottomLeft()),
            4: (box.bottomLeft(), box.topRight()),
        }[index]
        line = QLineF(a, b)
        mid = line.center()
        p.save()
        p.translate(mid)
        p.rotate(-line.angle() + tilt(key))
        full = line.length() + (2 if index < 4 else -4)
        length = max(4.0, full * grown)
        # A growing stick starts at its head and lengthens towards its foot.
        p.translate((full - length) / 2, 0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(QRectF(-length / 2, -1.9 + 1, length, 3.8), 1.5, 1.5)
        g = QLinearGradient(QPointF(0, -2), QPointF(0, 2))
        g.setColorAt(0, QColor("#F6E2B6"))
        g.setColorAt(1, QColor("#C9A36A"))
        p.setBrush(g)
        p.drawRoundedRect(QRectF(-length / 2, -1.9, length, 3.8), 1.5, 1.5)
        head = QRadialGradient(QPointF(length / 2 - 3, -1), 4)
        head.setColorAt(0, QColor("#E0604F"))
        head.setColorAt(1, QColor("#8E2A20"))
        p.setBrush(head)
        p.drawEllipse(QPointF(length / 2 - 2.5, 0), 3.6, 2.9)
        p.restore()


class Tentos:
    """Brazil's count: twelve tentos (wooden beans) per team in groups of three, the
    score written at the row's right, a gold border and chip on the mão de onze."""

    def height(self, board: Scoreboard) -> int:
        return 150 if not board.compact else 120

    @staticmethod
    def score_font(board: Scoreboard) -> QFont:
        return display_font(26 if not board.compact else 20, QFont.Weight.ExtraBold, italic=False)

    @staticmethod
    def row(board: Scoreboard, team: int) -> QRectF:
        height = 56 if not board.compact else 46
        return QRectF(4, 6 + team * (height + 8), board.width() - 8, height)

    def score_text_rect(self, board: Scoreboard, team: int) -> QRectF:
        """Where a Brazilian row's score is written (right-aligned in this box)."""
        row = self.row(board, team)
        width = QFontMetricsF(self.score_font(board)).horizontalAdvance(
            f"{round(board.shown_score()[team])}"
        )
        return QRectF(row.right() - 8 - width, row.top() + 1, width, row.height() * 0.55)

    def eleven_chip(self, board: Scoreboard, team: int) -> tuple[QRectF, str] | None:
        """The "Mão de onze" chip of a team on 11: its place and words, or None.

        The chip never runs into the score: in a narrow panel (or with a long
        translation) it is left out, and the row's gold border says it alone."""
        row = self.row(board, team)
        label = translate("score", "Us") if team == 0 else translate("score", "Them")
        label_w = QFontMetricsF(caps_font(12)).horizontalAdvance(upper(label))
        left = row.left() + 16 + label_w + (30 if board.best_of_three else 0)
        text = translate("score", "Mão de onze")
        width = QFontMetricsF(caps_font(10.5)).horizontalAdvance(text) + 14
        if left + width > self.score_text_rect(board, team).left() - 8:
            return None
        return QRectF(left, row.top() + 4, width, 16), text

    def paint(self, board: Scoreboard, p: QPainter) -> None:
        """Each team's row: its label, medals, the mão de onze chip, beans, score."""
        target = board.target
        rows = ((translate("score", "Us"), US), (translate("score", "Them"), THEM))
        for team, (label, colour) in enumerate(rows):
            row = self.row(board, team)
            on_eleven = board.score[team] == target - 1
            g = QLinearGradient(row.topLeft(), row.bottomLeft())
            g.setColorAt(0, QColor("#14452C"))
            g.setColorAt(1, QColor("#0F3522"))
            p.setPen(
                QPen(
                    QColor("#E3B341") if on_eleven else QColor(255, 255, 255, 20),
                    1.4 if on_eleven else 1,
                )
            )
            p.setBrush(g)
            p.drawRoundedRect(row, 12, 12)
            p.setFont(caps_font(12))
            p.setPen(colour)
            p.drawText(
                QRectF(row.left() + 10, row.top() + 4, row.width() - 20, 16),
                Qt.AlignmentFlag.AlignLeft,
                upper(label),
            )
            if board.best_of_three:
                for k in range(2):
                    label_w = QFontMetricsF(caps_font(12)).horizontalAdvance(upper(label))
                    c = QPointF(row.left() + 20 + label_w + k * 12, row.top() + 12)
                    p.setPen(QPen(QColor("#E3B341"), 1.1))
                    p.setBrush(
                        QColor("#E3B341") if board.series[team] > k else Qt.BrushStyle.NoBrush
                    )
                    p.drawEllipse(c, 4, 4)
            chip = self.eleven_chip(board, team) if on_eleven else None
            if chip is not None:
                rect, text = chip
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#E3B341"))
                p.drawRoundedRect(rect, 8, 8)
                p.setPen(QColor("#2A1E05"))
                p.setFont(caps_font(10.5))
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            # Twelve beans in four groups of three, across the row under its label.
            group_gap, gap = (8.0, 2.0) if not board.compact else (5.0, 1.5)
            count = min(target, 12)
            avail = row.width() - 20
            bean_w = min(14.0, (avail - 3 * group_gap - (count - 4) * gap) / max(1, count))
            bean_h = bean_w * 0.72
            x = row.left() + 10
            by = row.bottom() - bean_h - (9 if not board.compact else 7)
            shown = board.shown_score()[team]
            for k in range(count):
                if k and k % 3 == 0:
                    x += group_gap
                elif k:
                    x += gap
                r = QRectF(x, by, bean_w, bean_h)
                if k < round(shown):
                    bg = QRadialGradient(r.center() - QPointF(2, 2), bean_w)
                    bg.setColorAt(0, QColor("#E0A962"))
                    bg.setColorAt(1, QColor("#8A5A22"))
                    p.setPen(QPen(QColor("#5A3512"), 1))
                    p.setBrush(bg)
                else:
                    p.setPen(QPen(QColor(246, 238, 220, 95), 1))
                    p.setBrush(QColor(0, 0, 0, 40))
                p.drawEllipse(r)
                x += bean_w
            p.setFont(self.score_font(board))
            p.setPen(TEXT)
            p.drawText(
                QRectF(row.right() - 70, row.top() + 1, 62, row.height() * 0.55),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{round(shown)}",
            )


# The tallies by the presentation table's word for them.
TALLIES: dict[str, Tally] = {"matchsticks": Matchsticks(), "tentos": Tentos()}
