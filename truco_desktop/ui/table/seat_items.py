"""What sits around the cards: nameplates, the dealer puck, chips and the ghost slot."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .fonts import caps_font, display_font, ui_font
from .motion import Motion

GLASS = QColor(11, 31, 22, 212)
TEXT = QColor("#F3EBD8")
TEXT2 = QColor("#B9CBBE")
GOLD = QColor("#E3B341")
GOLD_DEEP = QColor("#8C5A0C")
IVORY = QColor("#F6EEDC")
TEAM = (QColor("#8FCBEA"), QColor("#F0A45B"))


class NameplateItem(QGraphicsObject):
    """A seat's dark-glass pill: avatar, name, a line such as 'Partner · 2 cards', chips.

    The avatar of a computer seat is its character's face when one sits there (``face``:
    the character's key), else the initial of the seat's name. A small plate (compact,
    or eight players) has no second line: a partner's says "Partner" (``role``) in a tag
    under his name, so a team is known by a word as well as by the ring's colour."""

    def __init__(
        self, seat: int, name: str, team: int, compact: bool, face: str | None = None
    ) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.face = face
        self.team = team
        self.compact = compact
        self.subtitle = ""
        # On a small plate, under the name: "Partner" for your partners, else nothing.
        self.role = ""
        self.mano_label = ""
        self.turn = False
        self.calling = False
        # Compact mode: the mano's chip goes left of the disc (toward the table) when the
        # seat's right side is taken (your cards, the side panel).
        self.chip_left = False
        self.setZValue(400)
        self.w, self.h = (170.0, 44.0) if not compact else (64.0, 50.0)

    def set_state(
        self,
        *,
        subtitle: str | None = None,
        mano: str | None = None,
        turn: bool | None = None,
        calling: bool | None = None,
        role: str | None = None,
    ) -> None:
        if subtitle is not None:
            self.subtitle = subtitle
        if role is not None and role != self.role:
            self.prepareGeometryChange()
            self.role = role
        if mano is not None:
            self.mano_label = mano
        if turn is not None:
            self.turn = turn
        if calling is not None:
            self.calling = calling
        self.update()

    def set_name(self, name: str) -> None:
        """The seat's name again (after a change of language)."""
        self.name = name
        self.update()

    def set_team(self, team: int) -> None:
        """The seat's side in this hand: at the gallo's table the sides change each hand
        (AR-GALLO-1), and the avatar's ring takes the side's colour, the pair's shared."""
        if team != self.team:
            self.team = team
            self.update()

    def set_face(self, face: str | None) -> None:
        """The character whose face the avatar shows (None: the name's initial)."""
        self.face = face
        self.update()

    def set_geometry(self, rect: QRectF, compact: bool) -> None:
        self.prepareGeometryChange()
        self.compact = compact
        self.w, self.h = rect.width(), rect.height()
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        rect = QRectF(-10, -14, self.w + 20, self.h + 28)
        role = self.role_rect()
        if role is not None:
            rect = rect.united(role.adjusted(-2, -2, 2, 2))
        chip = self.chip_rect() if self.compact else None
        return rect.united(chip.adjusted(-2, -2, 2, 2)) if chip is not None else rect

    def ink_rect(self) -> QRectF:
        """What the plate paints, its chip aside (item coordinates): the pill, or in
        compact mode the avatar disc over the name's tag."""
        if not self.compact:
            return QRectF(0, 0, self.w, self.h)
        tw = QFontMetricsF(ui_font(11, QFont.Weight.Bold)).horizontalAdvance(self.name) + 10
        disc = QRectF(self.w / 2 - 18, -2, 36, 36)
        ink = disc.united(QRectF(self.w / 2 - tw / 2, 34, tw, 16))
        role = self.role_rect()
        return ink.united(role) if role is not None else ink

    def role_rect(self) -> QRectF | None:
        """The "Partner" tag under a small plate's name (item coordinates), or None."""
        if not self.compact or not self.role:
            return None
        tw = QFontMetricsF(ui_font(11)).horizontalAdvance(self.role) + 10
        return QRectF(self.w / 2 - tw / 2, 51, tw, 15)

    def chip_rect(self) -> QRectF | None:
        """The mano's chip (item coordinates), None on the other plates."""
        if not self.mano_label:
            return None
        if not self.compact:
            chip_w = self._chip_width()
            return QRectF(self.w - chip_w - 10, self.h / 2 - 10, chip_w, 20)
        cw = QFontMetricsF(caps_font(10.5)).horizontalAdvance(self.mano_label) + 12
        return QRectF(self.w / 2 - 6 - cw if self.chip_left else self.w / 2 + 6, -6, cw, 16)

    def needed_width(self) -> float:
        """The pill's width for its name, its line and its chip (160 to 300 px).

        Longer words (a long translation) are elided rather than drawn past the pill.
        """
        name = QFontMetricsF(ui_font(15.5, QFont.Weight.Bold)).horizontalAdvance(self.name)
        sub = QFontMetricsF(ui_font(12)).horizontalAdvance(self.subtitle)
        chip = self._chip_width()
        return max(160.0, min(300.0, 44 + max(name, sub) + (chip + 8 if chip else 0) + 16))

    def _chip_width(self) -> float:
        if not self.mano_label:
            return 0.0
        return QFontMetricsF(caps_font(11.5)).horizontalAdvance(self.mano_label) + 16

    def avatar_centre(self) -> QPointF:
        if self.compact:
            return self.mapToScene(QPointF(self.w / 2, 16))
        return self.mapToScene(QPointF(7 + 15, self.h / 2))

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = GOLD if self.turn else (TEAM[self.team] if self.calling else None)
        if self.compact:
            self._paint_compact(painter, ring)
            return
        pill = QRectF(0, 0, self.w, self.h)
        r = self.h / 2
        if ring is not None:
            glow = QColor(ring)
            glow.setAlphaF(0.28)
            painter.setPen(QPen(glow, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(pill.adjusted(-1, -1, 1, 1), r, r)
        painter.setPen(QPen(QColor(255, 255, 255, 26), 1))
        painter.setBrush(GLASS)
        painter.drawRoundedRect(pill, r, r)
        if ring is not None:
            c = QColor(ring)
            c.setAlphaF(0.9)
            painter.setPen(QPen(c, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(pill.adjusted(0.8, 0.8, -0.8, -0.8), r, r)
        self._paint_avatar(painter, QPointF(22, self.h / 2), 15)
        painter.setPen(TEXT)
        painter.setFont(ui_font(15.5, QFont.Weight.Bold))
        chip_w = self._chip_width()
        text_w = self.w - 54 - (chip_w + 8 if chip_w else 0)
        # With no second line (the seats laid before the first deal) the name is centred.
        text_rect = QRectF(44, 4 if self.subtitle else (self.h - 20) / 2, text_w, 20)
        elide = Qt.TextElideMode.ElideRight
        name = painter.fontMetrics().elidedText(self.name, elide, int(text_w))
        painter.drawText(
            text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name
        )
        painter.setPen(TEXT2)
        painter.setFont(ui_font(12))
        subtitle = painter.fontMetrics().elidedText(self.subtitle, elide, int(text_w))
        painter.drawText(
            QRectF(44, 22, text_w, 17),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            subtitle,
        )
        if self.mano_label:
            chip = QRectF(self.w - chip_w - 10, self.h / 2 - 10, chip_w, 20)
            self._paint_chip(painter, chip, self.mano_label)

    def _paint_compact(self, painter: QPainter, ring: QColor | None) -> None:
        c = QPointF(self.w / 2, 16)
        if ring is not None:
            glow = QColor(ring)
            glow.setAlphaF(0.3)
            painter.setPen(QPen(glow, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, 18, 18)
            painter.setPen(QPen(ring, 1.8))
            painter.drawEllipse(c, 18.5, 18.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GLASS)
        painter.drawEllipse(c, 16, 16)
        self._paint_avatar(painter, c, 14)
        font = ui_font(11, QFont.Weight.Bold)
        fm = QFontMetricsF(font)
        tw = fm.horizontalAdvance(self.name) + 10
        plate = QRectF(self.w / 2 - tw / 2, 34, tw, 16)
        painter.setBrush(GLASS)
        painter.drawRoundedRect(plate, 8, 8)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.name)
        role = self.role_rect()
        if role is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GLASS)
            painter.drawRoundedRect(role, 7.5, 7.5)
            painter.setFont(ui_font(11))
            painter.setPen(TEAM[self.team])
            painter.drawText(role, Qt.AlignmentFlag.AlignCenter, self.role)
        chip = self.chip_rect()
        if chip is not None:
            self._paint_chip(painter, chip, self.mano_label, 10.5)

    def _paint_avatar(self, painter: QPainter, c: QPointF, radius: float) -> None:
        painter.setPen(QPen(TEAM[self.team], 2))
        painter.setBrush(QColor("#123126"))
        painter.drawEllipse(c, radius, radius)
        if self.seat == 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM[self.team])
            painter.drawEllipse(QPointF(c.x(), c.y() - radius * 0.25), radius * 0.3, radius * 0.3)
            body = QPainterPath()
            body.moveTo(c.x() - radius * 0.55, c.y() + radius * 0.6)
            body.quadTo(c.x(), c.y() - radius * 0.15, c.x() + radius * 0.55, c.y() + radius * 0.6)
            body.closeSubpath()
            painter.drawPath(body)
            return
        if self.face and self._paint_face(painter, c, radius):
            return
        painter.setPen(TEAM[self.team])
        painter.setFont(display_font(radius * 1.0, QFont.Weight.Bold, italic=False))
        painter.drawText(
            QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            self.name[:1],
        )

    def _paint_face(self, painter: QPainter, c: QPointF, radius: float) -> bool:
        """The character's portrait in the avatar's disc, ringed in the team's colour;
        False when the face cannot be drawn (the initial is drawn instead)."""
        assert self.face is not None
        # Imported with the first face, not at start-up (see ui/strings.seat_names).
        from truco_desktop.ui.words.characters_text import face_image

        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        size = round(2 * radius * max(1.0, painter.worldTransform().m11()) * ratio)
        image = face_image(self.face, size)
        if image is None:
            return False
        target = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
        painter.save()
        clip = QPainterPath()
        clip.addEllipse(target)
        painter.setClipPath(clip)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(target, image)
        painter.restore()
        painter.setPen(QPen(TEAM[self.team], 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, radius, radius)
        return True

    @staticmethod
    def _paint_chip(painter: QPainter, rect: QRectF, text: str, px: float = 11.5) -> None:
        painter.setPen(QPen(GOLD_DEEP, 1))
        painter.setBrush(GOLD)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor("#2A1E05"))
        painter.setFont(caps_font(px))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class PuckItem(QGraphicsObject):
    """The dealer puck: an ivory disc with a two-card icon and a caption under it.

    It owns its one slide (``move_to``): a new place, animated or not, first stops the
    slide in progress, so a slide left over from an earlier deal can never carry the
    puck back to an old seat. Its bounds follow the caption, so a long word is always
    repainted whole when the puck moves.
    """

    def __init__(self, caption: str) -> None:
        super().__init__()
        self.caption = caption
        self._slide: QPropertyAnimation | None = None
        self.setZValue(400)

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.prepareGeometryChange()
            self.caption = caption
            self.update()

    def _caption_width(self) -> float:
        return QFontMetricsF(caps_font(10.5)).horizontalAdvance(self.caption) + 10

    def boundingRect(self) -> QRectF:
        w = max(72.0, self._caption_width() + 4)
        return QRectF(-w / 2, -18, w, 52)

    def ink_rect(self) -> QRectF:
        """The disc and its caption (item coordinates)."""
        tw = self._caption_width()
        return QRectF(-15, -15, 30, 30).united(QRectF(-tw / 2, 19, tw, 15))

    def move_to(self, x: float, y: float, ms: int = 0) -> None:
        """To (x, y): at once, or sliding for ``ms`` milliseconds."""
        self.stop()
        if ms <= 0:
            self.setPos(x, y)
            return
        slide = QPropertyAnimation(self, b"pos", self)
        slide.setEndValue(QPointF(x, y))
        slide.setDuration(ms)
        slide.setEasingCurve(Motion.easing("puck"))
        slide.finished.connect(self._slid)
        self._slide = slide
        slide.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def _slid(self) -> None:
        self._slide = None

    def stop(self) -> None:
        slide, self._slide = self._slide, None
        if slide is not None:
            with contextlib.suppress(RuntimeError):  # already finished and deleted
                slide.stop()

    def sliding(self) -> bool:
        return self._slide is not None

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(0.6, 2.0), 15, 15)
        painter.setPen(QPen(QColor("#C9B88F"), 1))
        painter.setBrush(IVORY)
        painter.drawEllipse(QPointF(0, 0), 15, 15)
        for dx, rot in ((-2.5, -12), (2.5, 10)):
            painter.save()
            painter.translate(dx, 0)
            painter.rotate(rot)
            painter.setPen(QPen(QColor("#5E1422"), 0.8))
            painter.setBrush(QColor("#8E2636"))
            painter.drawRoundedRect(QRectF(-4.5, -6.5, 9, 13), 1.5, 1.5)
            painter.restore()
        painter.setFont(caps_font(10.5))
        tw = self._caption_width()
        plate = QRectF(-tw / 2, 19, tw, 15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(11, 31, 22, 150))
        painter.drawRoundedRect(plate, 7, 7)
        painter.setPen(TEXT)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.caption)


class ChipItem(QGraphicsObject):
    """A small glass chip with a line of text ('Vira 4 · manilhas 5', 'Out of play')."""

    def __init__(self, text: str = "", gold: bool = False) -> None:
        super().__init__()
        self.text = text
        self.gold = gold
        self.setZValue(400)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def _rect(self) -> QRectF:
        fm = QFontMetricsF(ui_font(12.5, QFont.Weight.DemiBold))
        w = fm.horizontalAdvance(self.text) + 20
        return QRectF(-w / 2, -11, w, 22)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def ink_rect(self) -> QRectF:
        return self._rect()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        painter.setPen(QPen(GOLD if self.gold else QColor(255, 255, 255, 30), 1))
        painter.setBrush(GLASS)
        painter.drawRoundedRect(r, 11, 11)
        painter.setPen(GOLD if self.gold else TEXT)
        painter.setFont(ui_font(12.5, QFont.Weight.DemiBold))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class GhostItem(QGraphicsObject):
    """The dashed slot on the lane of the seat about to play, with its name."""

    def __init__(self) -> None:
        super().__init__()
        self.w = 60.0
        self.h = 90.0
        self.label = ""
        self.setZValue(20)

    def set_slot(self, w: float, h: float, label: str) -> None:
        self.prepareGeometryChange()
        self.w, self.h, self.label = w, h, label
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 2, -self.h / 2 - 2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        pen = QPen(QColor(246, 238, 220, 77), 1.3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(246, 238, 220, 8))
        painter.drawRoundedRect(r, 6, 6)
        painter.setPen(QColor(246, 238, 220, 110))
        painter.setFont(ui_font(12.5))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)
