"""Speech bubbles: every call and answer said at the table, by the speaker's nameplate."""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .fonts import display_font, ui_font
from .motion import Motion

TONES = {"bet": QColor("#A32A22"), "answer": QColor("#123D27"), "neutral": QColor("#5A4A2A")}


class BubbleItem(QGraphicsObject):
    """An ivory bubble with a call word, an optional caption on the felt, and a tail."""

    def __init__(
        self, text: str, tone: str, caption: str, compact: bool, tail: QPointF, tight: bool = False
    ) -> None:
        super().__init__()
        self.compact = compact
        # Six players at a small table: the smallest bubbles, so that they find room.
        self.tight = tight and compact
        self.colour = TONES.get(tone, TONES["neutral"])
        self.cap_font = ui_font(11.5 if self.tight else 12.5)
        self._fit(text, caption)
        self.tail = tail  # where the tail points, in item coordinates
        self.setZValue(500)
        self.setRotation(-4)
        self.setOpacity(0.0)
        self._scale_anim: QAbstractAnimation | None = None
        #: Dismissed: fading out until it leaves the scene.
        self._leaving = False
        #: Held up until ``release`` (a call awaiting its answer).
        self.held = False
        # The caption's shift from the bubble's middle (toward its free side).
        self.caption_dx = 0.0

    def _fit(self, text: str, caption: str) -> None:
        self.text = text
        self.caption = caption
        compact = self.compact
        long_call = len(text) > 12
        # A small table keeps its bubbles small: they must find room beside the plates.
        size = (28 if long_call else 40) if not compact else (19 if long_call else 26)
        if self.tight:
            size = 16 if long_call else 22
        self.font = display_font(size)
        fm = QFontMetricsF(self.font)
        max_w = 300 if not compact else (150 if self.tight else 190)
        br = fm.boundingRect(
            QRectF(0, 0, max_w, 400), Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter, text
        )
        pad_x, pad_y = (44, 22) if not compact else ((24, 10) if self.tight else (30, 14))
        self.body = QRectF(0, 0, br.width() + pad_x, br.height() + pad_y)
        self.body.moveCenter(QPointF(0, 0))

    def set_words(self, text: str, caption: str) -> None:
        """The call and its caption again, in another language (same place, same size)."""
        self.prepareGeometryChange()
        self._fit(text, caption)
        self.update()

    def caption_rect(self) -> QRectF | None:
        """The caption's plate on the felt under the bubble (item coordinates, unrotated:
        the caption is drawn level), None without a caption."""
        if not self.caption:
            return None
        body = self.body
        tw = QFontMetricsF(self.cap_font).horizontalAdvance(self.caption) + 16
        return QRectF(body.center().x() - tw / 2 + self.caption_dx, body.bottom() + 6, tw, 20)

    def boundingRect(self) -> QRectF:
        r = self.body.adjusted(-6, -6, 6, 30)
        return r.united(QRectF(self.tail, self.tail).adjusted(-4, -4, 4, 4))

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.body
        path = QPainterPath()
        path.addRoundedRect(body, 18, 18)
        # The tail: a narrow wedge from the body's edge towards the speaker.
        c = body.center()
        direction = self.tail - c
        base = QPointF(
            max(body.left() + 24, min(body.right() - 24, c.x() + direction.x() * 0.4)),
            body.bottom() - 2 if direction.y() > 0 else body.top() + 2,
        )
        if abs(direction.x()) > abs(direction.y()) * 1.6:
            base = QPointF(body.right() - 2 if direction.x() > 0 else body.left() + 2, c.y())
            a, b = base + QPointF(0, -9), base + QPointF(0, 9)
        else:
            a, b = base + QPointF(-10, 0), base + QPointF(10, 0)
        tip = c + direction * 0.72
        tail = QPainterPath()
        tail.moveTo(a)
        tail.lineTo(tip)
        tail.lineTo(b)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(path.translated(1, 4))
        grad = QLinearGradient(body.topLeft(), body.bottomLeft())
        grad.setColorAt(0, QColor("#FFFDF6"))
        grad.setColorAt(1, QColor("#F1E6CC"))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#C9B88F"), 1.2))
        painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
        if self.caption:
            painter.save()
            painter.rotate(4)
            cap = QRectF(body.left() - 20, body.bottom() + 6, body.width() + 40, 20)
            painter.setFont(self.cap_font)
            fm = QFontMetricsF(self.cap_font)
            tw = fm.horizontalAdvance(self.caption) + 16
            plate = QRectF(cap.center().x() - tw / 2 + self.caption_dx, cap.top(), tw, 20)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(11, 31, 22, 190))
            painter.drawRoundedRect(plate, 10, 10)
            painter.setPen(QColor("#F3EBD8"))
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.caption)
            painter.restore()

    def _get_pop(self) -> float:
        return self.scale()

    def _set_pop(self, value: float) -> None:
        self.setScale(value)
        self.setOpacity(min(1.0, max(0.0, (value - 0.6) / 0.4)))

    pop = Property(float, _get_pop, _set_pop)

    def settling(self) -> bool:
        """Popping in or fading out (a screenshot waits for neither)."""
        return self._leaving or self.scale() < 0.999 or 0.001 < self.opacity() < 0.999

    def show_for(self, motion: Motion, hold: int | None) -> None:
        """Pop in, stay ``hold`` ms (None: until ``dismiss``), fade out and go."""
        if motion.instant:
            self._set_pop(1.0)
        group = QSequentialAnimationGroup(self)
        if not motion.instant:
            pop = QPropertyAnimation(self, b"pop", group)
            pop.setStartValue(0.6)
            pop.setEndValue(1.0)
            pop.setDuration(max(1, motion.ms("bubble_in")))
            pop.setEasingCurve(Motion.easing("bubble_in"))
            group.addAnimation(pop)
        self.held = hold is None
        if hold is not None:
            group.addPause(hold)
            self._fade_out_and_go(group, motion)
        self._scale_anim = group
        group.start()

    def release(self, motion: Motion) -> None:
        """The call was answered: stay a short moment, then fade out and go."""
        self.held = False
        group = QSequentialAnimationGroup(self)
        running = QAbstractAnimation.State.Running
        if self._scale_anim is not None and self._scale_anim.state() == running:
            self._scale_anim.stop()
            self._set_pop(1.0)
        group.addPause(max(300, motion.ms("bubble_out") * 3) if not motion.instant else 300)
        self._fade_out_and_go(group, motion)
        self._scale_anim = group
        group.start()

    def _fade_out_and_go(self, group: QSequentialAnimationGroup, motion: Motion) -> None:
        """End ``group`` with the fade-out, after which the bubble leaves the scene."""
        fade = QPropertyAnimation(self, b"opacity", group)
        fade.setEndValue(0.0)
        fade.setDuration(max(1, motion.ms("bubble_out")))
        group.addAnimation(fade)
        group.finished.connect(self._remove)

    def dismiss(self, motion: Motion) -> None:
        self._leaving = True
        if self._scale_anim is not None:
            self._scale_anim.stop()
        if motion.instant:
            self._remove()
            return
        fade = QPropertyAnimation(self, b"opacity", self)
        fade.setEndValue(0.0)
        fade.setDuration(max(1, motion.ms("bubble_out")))
        fade.finished.connect(self._remove)
        self._scale_anim = fade
        fade.start()

    def _remove(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()
