"""Our own small pictures, drawn as paths (DESIGN.md section 10: icons are our own paths,
so they look the same on every machine, with no font needed).

* the suit pips beside the wordmark: the Spanish suits (oros, copas, espadas, bastos) at
  an Argentine table, the French ones at a Brazilian table;
* the header's round buttons: settings (a gear) and the menu (three bars);
* the seat disc of the hand log (an initial, or the player's silhouette).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

GOLD = QColor("#E3B341")
COIN = QColor("#EDBE48")
RED = QColor("#C23A2E")
BLUE = QColor("#8FB2EA")
WOOD = QColor("#C48A45")
LEAF = QColor("#4E9A3E")
IVORY = QColor("#F3EBD8")

SPANISH = ("o", "c", "e", "b")
FRENCH = ("d", "h", "s", "c")


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def paint_spanish_suit(p: QPainter, suit: str, r: QRectF) -> None:
    """A tiny Spanish suit in ``r``: a coin, a cup, a sword, a club."""
    c = r.center()
    w, h = r.width(), r.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if suit == "o":
        rad = min(w, h) * 0.42
        p.setPen(QPen(QColor("#8A5F0A"), 1))
        p.setBrush(COIN)
        p.drawEllipse(c, rad, rad)
        p.setBrush(RED)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(c, rad * 0.35, rad * 0.35)
    elif suit == "c":
        cup = QPainterPath()
        top = r.top() + h * 0.12
        cup.moveTo(c.x() - w * 0.38, top)
        cup.lineTo(c.x() + w * 0.38, top)
        cup.quadTo(c.x() + w * 0.36, top + h * 0.5, c.x() + w * 0.08, top + h * 0.52)
        cup.lineTo(c.x() + w * 0.08, top + h * 0.66)
        cup.lineTo(c.x() + w * 0.26, r.bottom() - h * 0.08)
        cup.lineTo(c.x() - w * 0.26, r.bottom() - h * 0.08)
        cup.lineTo(c.x() - w * 0.08, top + h * 0.66)
        cup.lineTo(c.x() - w * 0.08, top + h * 0.52)
        cup.quadTo(c.x() - w * 0.36, top + h * 0.5, c.x() - w * 0.38, top)
        p.setPen(QPen(GOLD, 1))
        p.setBrush(RED)
        p.drawPath(cup)
    elif suit == "e":
        guard = c.y() + h * 0.22
        p.setPen(_round_pen(BLUE, max(1.6, w * 0.16)))
        p.drawLine(QPointF(c.x(), r.top() + h * 0.06), QPointF(c.x(), guard))
        p.setPen(_round_pen(GOLD, max(1.4, w * 0.13)))
        p.drawLine(QPointF(c.x() - w * 0.3, guard), QPointF(c.x() + w * 0.3, guard))
        p.setPen(_round_pen(RED, max(1.4, w * 0.14)))
        p.drawLine(QPointF(c.x(), c.y() + h * 0.28), QPointF(c.x(), r.bottom() - h * 0.06))
    else:  # bastos
        club = QPainterPath()
        club.moveTo(c.x() - w * 0.12, r.bottom() - h * 0.06)
        club.lineTo(c.x() + w * 0.02, r.bottom() - h * 0.06)
        club.lineTo(c.x() + w * 0.3, r.top() + h * 0.14)
        club.quadTo(c.x() + w * 0.16, r.top() - h * 0.02, c.x() + w * 0.02, r.top() + h * 0.1)
        club.closeSubpath()
        p.setPen(QPen(QColor("#6B4218"), 0.8))
        p.setBrush(WOOD)
        p.drawPath(club)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(LEAF)
        p.drawEllipse(QPointF(c.x() - w * 0.16, c.y() - h * 0.06), w * 0.13, h * 0.08)
    p.restore()


def paint_french_suit(p: QPainter, suit: str, r: QRectF, colour: QColor = GOLD) -> None:
    """A tiny French pip in ``r``, in one colour."""
    c = r.center()
    w, h = r.width() * 0.8, r.height() * 0.8

    def at(dx: float, dy: float) -> QPointF:
        return QPointF(c.x() + dx * w, c.y() + dy * h)

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if suit == "d":
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - h / 2),
                    QPointF(c.x() + w * 0.36, c.y()),
                    QPointF(c.x(), c.y() + h / 2),
                    QPointF(c.x() - w * 0.36, c.y()),
                ]
            )
        )
    elif suit == "h":
        heart = QPainterPath()
        heart.moveTo(at(0, 0.42))
        heart.cubicTo(at(-0.7, -0.05), at(-0.25, -0.6), at(0, -0.18))
        heart.cubicTo(at(0.25, -0.6), at(0.7, -0.05), at(0, 0.42))
        p.drawPath(heart)
    elif suit == "s":
        spade = QPainterPath()
        spade.moveTo(at(0, -0.46))
        spade.cubicTo(at(0.7, 0.02), at(0.25, 0.5), at(0, 0.16))
        spade.cubicTo(at(-0.25, 0.5), at(-0.7, 0.02), at(0, -0.46))
        p.drawPath(spade)
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() + h * 0.1),
                    QPointF(c.x() + w * 0.16, c.y() + h * 0.5),
                    QPointF(c.x() - w * 0.16, c.y() + h * 0.5),
                ]
            )
        )
    else:  # clubs
        rad = w * 0.2
        for dx, dy in ((0, -0.22), (-0.22, 0.06), (0.22, 0.06)):
            p.drawEllipse(QPointF(c.x() + dx * w, c.y() + dy * h), rad, rad)
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y()),
                    QPointF(c.x() + w * 0.14, c.y() + h * 0.5),
                    QPointF(c.x() - w * 0.14, c.y() + h * 0.5),
                ]
            )
        )
    p.restore()


def paint_gear(p: QPainter, r: QRectF, colour: QColor) -> None:
    """A settings gear: eight teeth around a ring."""
    c = r.center()
    outer, inner = min(r.width(), r.height()) * 0.46, min(r.width(), r.height()) * 0.33
    path = QPainterPath()
    teeth = 8
    for i in range(teeth * 2):
        a0 = math.pi * i / teeth
        a1 = math.pi * (i + 1) / teeth
        rad = outer if i % 2 == 0 else inner
        for a in (a0 + 0.08, a1 - 0.08):
            point = QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a))
            if path.elementCount() == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(c, inner * 0.45, inner * 0.45)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path.subtracted(hole))
    p.restore()


def paint_menu(p: QPainter, r: QRectF, colour: QColor) -> None:
    """The menu: three bars."""
    c = r.center()
    w = r.width() * 0.62
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_round_pen(colour, max(1.6, r.height() * 0.1)))
    for dy in (-0.24, 0.0, 0.24):
        y = c.y() + dy * r.height()
        p.drawLine(QPointF(c.x() - w / 2, y), QPointF(c.x() + w / 2, y))
    p.restore()


def paint_person(p: QPainter, c: QPointF, radius: float, colour: QColor) -> None:
    """The human's silhouette in a disc of ``radius``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(QPointF(c.x(), c.y() - radius * 0.25), radius * 0.3, radius * 0.3)
    body = QPainterPath()
    body.moveTo(c.x() - radius * 0.55, c.y() + radius * 0.6)
    body.quadTo(c.x(), c.y() - radius * 0.15, c.x() + radius * 0.55, c.y() + radius * 0.6)
    body.closeSubpath()
    p.drawPath(body)
    p.restore()


class SuitPips(QWidget):
    """Four tiny suits after the wordmark: Spanish at an Argentine table, French at a
    Brazilian one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spanish = True
        self.pip = 13
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def set_variant(self, variant: str) -> None:
        from truco_desktop.ui.words.presentation import presentation

        spanish = presentation(variant).spanish_deck
        if spanish != self.spanish:
            self.spanish = spanish
            self.update()

    def set_pip(self, pip: int) -> None:
        self.pip = pip
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(4 * self.pip + 3 * 3, self.pip + 2)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        y = (self.height() - self.pip) / 2
        for i, suit in enumerate(SPANISH if self.spanish else FRENCH):
            r = QRectF(i * (self.pip + 3), y, self.pip, self.pip)
            if self.spanish:
                paint_spanish_suit(p, suit, r)
            else:
                paint_french_suit(p, suit, r)
