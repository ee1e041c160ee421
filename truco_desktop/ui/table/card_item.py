"""``CardItem``: one card on the felt, moved, turned and flipped by a single ``animate``.

Like libkcardgame's KCard: a flip is a horizontal scale through zero, with the face
swapped at the midpoint. A card that lies face down and is not the human's own holds no
card identity at all (``code`` is None), so nothing in the scene can leak it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
)

from truco_desktop.ui.words.strings import parda_word

from .art import CardArt, shadow_pixmap
from .fonts import caps_font
from .motion import Motion

GOLD = QColor("#E3B341")
GOLD_DEEP = QColor("#8C5A0C")
TEAM_COLOURS = (QColor("#8FCBEA"), QColor("#F0A45B"))


class CardItem(QGraphicsObject):
    """A card: its picture, its shadow and the marks of the trick result."""

    clicked = Signal(object, object)  # item, Qt.KeyboardModifiers
    context_requested = Signal(object, object)  # item, QPoint (screen)
    hovered = Signal(object, bool)

    def __init__(
        self, art: CardArt, height: float, code: str | None = None, face_up: bool = False
    ) -> None:
        super().__init__()
        self._art = art
        self._height = height
        self.code = code
        self.face_up = face_up and code is not None
        self._flip = 1.0
        self._pending_face: bool | None = None
        self.lift = 1.0
        self.playable = False
        self.focused = False
        # Your cards: the key that plays the card (1, 2, 3), on a tab under it, bright
        # while the card may be played (DESIGN.md section 13).
        self.key_label = ""
        self.key_bright = False
        self.dimmed = False
        self.winner_team: int | None = None
        self.parda = False
        self.gold_hairline = False
        # A Mineiro manilha: the deck's gold star is painted over the face.
        self.star = False
        # A manilha in your hand: a gold tab with this word on the card's top edge.
        self.tag = ""
        self.hover_enabled = False
        self.owner: int | None = None
        self.trick: int | None = None
        self.base_pos = QPointF()
        self._anim: QAbstractAnimation | None = None
        self._hover_anim: QPropertyAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # ------------------------------------------------------------ identity
    def set_card(self, code: str | None) -> None:
        self.code = code
        if code is None:
            self.face_up = False
        self.update()

    def set_art(self, art: CardArt) -> None:
        self._art = art
        self.update()

    @property
    def height(self) -> float:
        return self._height

    @property
    def width(self) -> float:
        return self._height * self._art.aspect

    def set_height(self, height: float) -> None:
        if abs(height - self._height) > 0.01:
            self.prepareGeometryChange()
            self._height = height
            self.update()

    def _get_height(self) -> float:
        return self._height

    card_height = Property(float, _get_height, set_height)

    # ------------------------------------------------------------ flip
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        # value runs 1 -> 0 -> 1 over a flip: below 0.5 of its way the face is swapped.
        self._flip = value
        sx = abs(value)
        if self._pending_face is not None and value <= 0.0:
            self.face_up = self._pending_face and self.code is not None
            self._pending_face = None
        mid = 1.0 + 0.05 * (1.0 - sx)
        self.setTransform(
            QTransform().scale(max(sx, 0.001) * (mid if sx < 1 else 1), mid if sx < 1 else 1)
        )

    flip = Property(float, _get_flip, _set_flip)

    # ------------------------------------------------------------ motion
    def animate(
        self,
        pos: QPointF,
        rotation: float,
        face_up: bool,
        duration: int,
        *,
        height: float | None = None,
        delay: int = 0,
        flip_at: float = 0.5,
        motion: Motion | None = None,
        easing: str = "play_bot",
    ) -> int:
        """Move to ``pos``, turn to ``rotation`` and show the face or the back.

        Returns the time (ms) until the card is at rest. With ``duration`` 0 the card
        jumps. A flip happens during the move, centred at ``flip_at`` of it.
        """
        self.stop()
        self.base_pos = QPointF(pos)
        want_face = face_up and self.code is not None
        if duration <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            if height is not None:
                self.set_height(height)
            self.face_up = want_face
            self._pending_face = None
            self._set_flip(1.0)
            self.update()
            return 0
        curve = Motion.easing(easing)
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(self, b"pos", group)
        move.setEndValue(pos)
        move.setDuration(duration)
        move.setEasingCurve(curve)
        turn = QPropertyAnimation(self, b"rotation", group)
        turn.setEndValue(rotation)
        turn.setDuration(duration)
        turn.setEasingCurve(curve)
        group.addAnimation(move)
        group.addAnimation(turn)
        if height is not None and abs(height - self._height) > 0.5:
            grow = QPropertyAnimation(self, b"card_height", group)
            grow.setEndValue(height)
            grow.setDuration(duration)
            grow.setEasingCurve(curve)
            group.addAnimation(grow)
        if want_face != self.face_up:
            half = max(40, min(120, duration // 3))
            start = max(0, int(duration * flip_at) - half)
            self._pending_face = want_face
            seq = QSequentialAnimationGroup(group)
            if start:
                seq.addPause(start)
            down = QPropertyAnimation(self, b"flip", seq)
            down.setStartValue(1.0)
            down.setEndValue(0.0)
            down.setDuration(half)
            down.setEasingCurve(Motion.easing("flip"))
            up = QPropertyAnimation(self, b"flip", seq)
            up.setStartValue(0.0)
            up.setEndValue(1.0)
            up.setDuration(half)
            seq.addAnimation(down)
            seq.addAnimation(up)
            group.addAnimation(seq)
        if delay > 0:
            outer = QSequentialAnimationGroup(self)
            outer.addPause(delay)
            outer.addAnimation(group)
            anim: QAbstractAnimation = outer
        else:
            anim = group
        self._anim = anim
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return delay + duration

    def moving(self) -> bool:
        """Whether a motion of the card is still running."""
        anim = self._anim
        try:
            return anim is not None and anim.state() == QAbstractAnimation.State.Running
        except RuntimeError:  # deleted by Qt when it finished
            return False

    def stop(self) -> None:
        """Finish any motion at once (the card jumps to where it was going)."""
        anim = self._anim
        self._anim = None
        if anim is not None:
            try:
                if anim.state() != QAbstractAnimation.State.Stopped:
                    anim.setCurrentTime(anim.totalDuration())
                    anim.stop()
            except RuntimeError:  # already deleted by Qt
                pass
        if self._pending_face is not None:
            self.face_up = self._pending_face and self.code is not None
            self._pending_face = None
        self._set_flip(1.0)

    # ------------------------------------------------------------ painting
    def card_rect(self) -> QRectF:
        """The card itself, without its shadow (item coordinates)."""
        w, h = self.width, self._height
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        w, h = self.width, self._height
        pad = 14.0
        below = 24.0 if self.key_label else 6.0
        return QRectF(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad + below)

    def set_key(self, label: str, bright: bool) -> None:
        """The key tab under one of your cards ("" for none)."""
        if label != self.key_label:
            self.prepareGeometryChange()
            self.key_label = label
        self.key_bright = bright
        self.update()

    def key_rect(self) -> QRectF:
        """The key tab under the card (item coordinates)."""
        return QRectF(-11, self._height / 2 + 6, 22, 20)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        w, h = self.width, self._height
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = 0.065 * w
        # Shadow: offset in screen space, whatever the card's rotation.
        lift = self.lift
        angle = math.radians(-self._scene_angle())
        ox, oy = 0.8 * lift, 2.4 * lift
        sx = ox * math.cos(angle) - oy * math.sin(angle)
        sy = ox * math.sin(angle) + oy * math.cos(angle)
        # Pictures exist at the layout's rest sizes only: in flight and in a flip the
        # nearest one is drawn scaled, so no frame ever renders the SVG or a new shadow.
        art = self._art
        q = art.quantize(h)
        k = h / q
        qw = q * art.aspect
        shadow = shadow_pixmap(qw, q, 0.065 * qw)
        sw, sh = shadow.width() * k, shadow.height() * k
        painter.drawPixmap(QRectF(sx - sw / 2, sy - sh / 2, sw, sh), shadow, QRectF(shadow.rect()))
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        if self.face_up and self.code is not None:
            pm = art.face(self.code, h, dpr)
        else:
            pm = art.back(h, dpr)
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        if self.star and self.face_up and self.code is not None:
            star = art.star(h, dpr)
            if star is not None:
                painter.drawPixmap(rect, star, QRectF(star.rect()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tag and self.face_up:
            self._paint_tag(painter, w, h)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 52))
            painter.drawRoundedRect(rect, radius, radius)
        if self.gold_hairline:
            painter.setPen(QPen(GOLD, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        if self.playable:
            c = QColor(GOLD)
            c.setAlphaF(0.7 if not self.isUnderMouse() else 0.95)
            painter.setPen(QPen(c, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-0.5, -0.5, 0.5, 0.5), radius, radius)
        if self.focused:
            ring = rect.adjusted(-3, -3, 3, 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#0B1F16"), 2))
            painter.drawRoundedRect(ring, radius + 3, radius + 3)
            painter.setPen(QPen(GOLD, 2.4))
            painter.drawRoundedRect(ring.adjusted(-2.2, -2.2, 2.2, 2.2), radius + 5, radius + 5)
        if self.winner_team is not None:
            painter.setPen(QPen(GOLD, 2.0))
            painter.drawLine(
                QPointF(-w / 2 + radius, h / 2 + 4), QPointF(w / 2 - radius, h / 2 + 4)
            )
            painter.setPen(QPen(QColor("#0B1F16"), 1.2))
            painter.setBrush(TEAM_COLOURS[self.winner_team])
            painter.drawEllipse(QPointF(w / 2 - 2, -h / 2 + 2), 6.5, 6.5)
        if self.key_label:
            tab = self.key_rect()
            painter.setPen(QPen(GOLD if self.key_bright else QColor(255, 255, 255, 50), 1))
            painter.setBrush(QColor(11, 31, 22, 235 if self.key_bright else 170))
            painter.drawRoundedRect(tab, 5, 5)
            f = QFont(painter.font())
            f.setPixelSize(12)
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(QColor("#F3EBD8") if self.key_bright else QColor(185, 203, 190, 170))
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.key_label)
        if self.parda:
            f = QFont(painter.font())
            f.setPixelSize(11)
            f.setBold(True)
            painter.setFont(f)
            text = parda_word(self._art.variant)
            chip_w = max(48.0, painter.fontMetrics().horizontalAdvance(text) + 14.0)
            chip = QRectF(-chip_w / 2, h / 2 - 12, chip_w, 18)
            painter.setPen(QPen(QColor("#C9B88F"), 1))
            painter.setBrush(QColor("#F6EEDC"))
            painter.drawRoundedRect(chip, 9, 9)
            painter.setPen(QColor("#5A4A2A"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

    def tag_rect(self) -> QRectF:
        """The manilha tab: a gold pill astride the top edge, clear of the corner index
        (item coordinates)."""
        tw = QFontMetricsF(caps_font(10.5)).horizontalAdvance(self.tag) + 12
        tw = min(tw, self.width - 8)
        return QRectF(-tw / 2, -self._height / 2 - 8, tw, 16)

    def _paint_tag(self, painter: QPainter, w: float, h: float) -> None:
        tab = self.tag_rect()
        painter.setPen(QPen(GOLD_DEEP, 1))
        painter.setBrush(GOLD)
        painter.drawRoundedRect(tab, 8, 8)
        painter.setPen(QColor("#2A1E05"))
        painter.setFont(caps_font(10.5))
        painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.tag)

    def _scene_angle(self) -> float:
        t = self.sceneTransform()
        return math.degrees(math.atan2(t.m12(), t.m11()))

    # ------------------------------------------------------------ input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self, event.modifiers())
            event.accept()
        else:
            event.ignore()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self, event.screenPos())
        event.accept()

    def hoverEnterEvent(self, event: object) -> None:
        if self.hover_enabled:
            self.hovered.emit(self, True)
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        if self.hover_enabled:
            self.hovered.emit(self, False)
        self.update()
