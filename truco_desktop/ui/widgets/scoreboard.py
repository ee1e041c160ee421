"""The score as it is kept at a real table.

Argentine: matchsticks in squares of five (four sides, then the diagonal), fifteen malas
over fifteen buenas, with the numbers always written under each column. Brazilian: twelve
tentos (wooden beans) per team in groups of three. Matches won in a best of three are
small medals under the team names.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QWidget

from .. import strings as S
from ..table.fonts import caps_font, display_font, ui_font

US, THEM = QColor("#8FCBEA"), QColor("#F0A45B")
TEXT, TEXT2 = QColor("#F3EBD8"), QColor("#B9CBBE")


def _tilt(key: str) -> float:
    return (hashlib.blake2s(key.encode(), digest_size=1).digest()[0] / 255 - 0.5) * 3.2


class Scoreboard(QWidget):
    """Draws the score; ``set_score`` changes it (the director calls it as points land)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = "argentino"
        self.target = 30
        self.score = (0, 0)
        self.series = (0, 0)
        self.best_of_three = False
        self.names = ("", "")
        self.compact = False
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def configure(
        self, variant: str, target: int, best_of_three: bool, names: tuple[str, str]
    ) -> None:
        self.variant, self.target, self.best_of_three, self.names = (
            variant,
            target,
            best_of_three,
            names,
        )
        self.setFixedHeight(self.preferred_height())
        self.update()

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        self.setFixedHeight(self.preferred_height())
        self.update()

    def set_score(self, score: tuple[int, int], series: tuple[int, int] | None = None) -> None:
        self.score = score
        if series is not None:
            self.series = series
        self.setAccessibleDescription(S.tr("Us {a}, them {b}").format(a=score[0], b=score[1]))
        self.update()

    def preferred_height(self) -> int:
        if self.variant != "argentino":
            return 150 if not self.compact else 120
        side = 34 if not self.compact else 22
        gap = 9 if not self.compact else 6
        squares = max(1, (self.target + 4) // 5)
        heads = 42 if not self.compact else 26
        numbers = 48 if not self.compact else 34
        return int(2 + heads + squares * (side + gap) + 12 + numbers)

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.variant == "argentino":
            self._paint_sticks(p)
        else:
            self._paint_tentos(p)

    def _heads(self, p: QPainter, y: float, xs: tuple[float, float]) -> float:
        labels = (S.tr("US"), S.tr("THEM"))
        for i, x in enumerate(xs):
            p.setFont(caps_font(13 if not self.compact else 11))
            p.setPen(US if i == 0 else THEM)
            p.drawText(QRectF(x - 60, y, 120, 18), Qt.AlignmentFlag.AlignCenter, labels[i])
            if not self.compact:
                p.setFont(ui_font(12))
                p.setPen(TEXT2)
                p.drawText(
                    QRectF(x - 70, y + 17, 140, 16), Qt.AlignmentFlag.AlignCenter, self.names[i]
                )
            if self.best_of_three:
                for k in range(2):
                    c = QPointF(x - 7 + k * 14, y + (36 if not self.compact else 22))
                    p.setPen(QPen(QColor("#E3B341"), 1.2))
                    p.setBrush(QColor("#E3B341") if self.series[i] > k else Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c, 4.5, 4.5)
        return y + (42 if not self.compact else 26)

    def _paint_sticks(self, p: QPainter) -> None:
        w = self.width()
        side = 34 if not self.compact else 22
        gap = 9 if not self.compact else 6
        xs = (w * 0.3, w * 0.72)
        y = self._heads(p, 2, xs)
        squares = max(1, (self.target + 4) // 5)
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
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(self.target // 2))
        if not self.compact:
            p.save()
            p.setFont(caps_font(10.5))
            p.setPen(TEXT2)
            for text, cy in (
                (S.tr("MALAS"), (top + mid_y) / 2),
                (S.tr("BUENAS"), (mid_y + inlay.bottom()) / 2),
            ):
                p.save()
                p.translate(inlay.left() + 13, cy)
                p.rotate(-90)
                p.drawText(QRectF(-50, -8, 100, 16), Qt.AlignmentFlag.AlignCenter, text)
                p.restore()
            p.restore()
        for team, x in enumerate(xs):
            points = min(self.score[team], self.target)
            for k in range(squares):
                sy = top + k * (side + gap) + (gap if k >= half else 0)
                box = QRectF(x - side / 2, sy, side, side)
                pen = QPen(QColor(246, 238, 220, 34), 1, Qt.PenStyle.DotLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box)
                n = max(0, min(5, points - 5 * k))
                for s in range(n):
                    self._stick(p, box, s, f"{team}/{k}/{s}")
        # The numbers under each column.
        y2 = inlay.bottom() + 6
        half_target = self.target // 2
        for team, x in enumerate(xs):
            pts = self.score[team]
            word = S.tr("malas") if pts <= half_target else S.tr("buenas")
            shown = pts if pts <= half_target else pts - half_target
            p.setFont(
                display_font(30 if not self.compact else 22, QFont.Weight.ExtraBold, italic=False)
            )
            p.setPen(TEXT)
            p.drawText(
                QRectF(
                    x - (70 if not self.compact else 44),
                    y2,
                    80 if not self.compact else 48,
                    40 if not self.compact else 30,
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(shown),
            )
            p.setFont(ui_font(13))
            p.drawText(
                QRectF(x + (16 if not self.compact else 8), y2, 70, 40 if not self.compact else 30),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                word,
            )

    @staticmethod
    def _stick(p: QPainter, box: QRectF, index: int, key: str) -> None:
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
        p.rotate(-line.angle() + _tilt(key))
        length = line.length() + (2 if index < 4 else -4)
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

    def _paint_tentos(self, p: QPainter) -> None:
        w = self.width()
        y = 6
        target = self.target
        rows = ((S.tr("Us"), US), (S.tr("Them"), THEM))
        for team, (label, colour) in enumerate(rows):
            row = QRectF(4, y, w - 8, 56 if not self.compact else 46)
            on_eleven = self.score[team] == target - 1
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
                QRectF(row.left() + 10, row.top() + 4, 80, 16),
                Qt.AlignmentFlag.AlignLeft,
                label.upper(),
            )
            if self.best_of_three:
                for k in range(2):
                    c = QPointF(row.left() + 60 + k * 12, row.top() + 12)
                    p.setPen(QPen(QColor("#E3B341"), 1.1))
                    p.setBrush(
                        QColor("#E3B341") if self.series[team] > k else Qt.BrushStyle.NoBrush
                    )
                    p.drawEllipse(c, 4, 4)
            if on_eleven:
                chip = QRectF(row.left() + 88, row.top() + 3, 84, 16)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#E3B341"))
                p.drawRoundedRect(chip, 8, 8)
                p.setPen(QColor("#2A1E05"))
                p.setFont(caps_font(10.5))
                p.drawText(chip, Qt.AlignmentFlag.AlignCenter, S.tr("Mão de onze"))
            bean_w, bean_h = (14, 10) if not self.compact else (10, 7)
            x = row.left() + 12
            by = row.bottom() - bean_h - 9
            for k in range(min(target, 12)):
                if k and k % 3 == 0:
                    x += 6
                r = QRectF(x, by, bean_w, bean_h)
                filled = k < self.score[team]
                if filled:
                    bg = QRadialGradient(r.center() - QPointF(2, 2), bean_w)
                    bg.setColorAt(0, QColor("#E0A962"))
                    bg.setColorAt(1, QColor("#8A5A22"))
                    p.setPen(QPen(QColor("#5A3512"), 1))
                    p.setBrush(bg)
                else:
                    p.setPen(QPen(QColor(246, 238, 220, 40), 1, Qt.PenStyle.DotLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(r)
                x += bean_w + 3
            p.setFont(
                display_font(26 if not self.compact else 20, QFont.Weight.ExtraBold, italic=False)
            )
            p.setPen(TEXT)
            p.drawText(
                QRectF(row.right() - 70, row.top(), 62, row.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{self.score[team]}",
            )
            y = row.bottom() + 8
