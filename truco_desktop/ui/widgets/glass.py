"""Dark-glass styling shared by the panel, the call bar and the overlays."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QWidget

GLASS = QColor(11, 31, 22, 214)
TEXT = "#F3EBD8"
TEXT2 = "#B9CBBE"
GOLD = "#E3B341"


class GlassFrame(QFrame):
    """A rounded dark-glass plate; ``glow`` adds the gold hairline of 'your turn'."""

    def __init__(self, radius: float = 18, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.glow = False
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        if self.glow:
            g = QColor(GOLD)
            g.setAlphaF(0.28)
            p.setPen(QPen(g, 6))
            p.drawRoundedRect(r, self.radius, self.radius)
        p.setPen(
            QPen(QColor(GOLD) if self.glow else QColor(255, 255, 255, 26), 1.2 if self.glow else 1)
        )
        p.setBrush(GLASS)
        p.drawRoundedRect(r, self.radius, self.radius)
