"""Faces that make señas, drawn with QPainter paths: the table's and the palette's.

``paint_face`` draws one face in a square: head, hair, brows, eyes, nose, mouth and
cheeks, each part moved from its neutral pose towards the sign's expression by
``amount`` (0 neutral, 1 the full sign). The expressions are named by the vocabulary's
``face`` parts (``data/signs.json``): brows ``raised``; eyes ``wink`` or ``closed``; mouth
``twist_right``, ``twist_left``, ``bite_lip`` or ``kiss``; cheeks ``puffed`` or
``one_puffed``; head ``tilt``. An unknown value is drawn neutral, so a regional set may
name a new part before it has a drawing.

``FaceItem`` shows a seat's face on the table for a moment: it pops in by the nameplate,
makes each sign in turn (a tag with the sign's name beside it), and goes. With
``spotted`` it carries the gold eye of a sign caught from an opponent. The face is the
seat's own: a character signs with his or her portrait (``sign_faces``: the portrait in
layers, ``scripts/make_faces.py``), a plain seat with the plain face of that family;
``paint_face`` stays the palette's and the help's drawing of what a sign looks like.
Where the tag goes is the table's choice (``caption_spots``, ``set_caption_spot``): the
seña's name must never hide anybody's cards, plate or chip.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .fonts import caps_font, ui_font
from .motion import Motion

SKIN = QColor("#F0C9A0")
SKIN_DEEP = QColor("#C98E62")
HAIR = QColor("#8A5A32")
HAIR_DEEP = QColor("#5E3A1C")
INK = QColor("#2B1D14")
LIP = QColor("#A8453A")
BLUSH = QColor(214, 96, 82, 110)
TOOTH = QColor("#FFFDF6")
GLASS = QColor(11, 31, 22, 222)
GOLD = QColor("#E3B341")
GOLD_DEEP = QColor("#8C5A0C")
TEXT = QColor("#F3EBD8")
TEAM = (QColor("#8FCBEA"), QColor("#F0A45B"))

#: How long a face holds each sign, and the pause between two signs (ms, normal speed).
SIGN_HOLD = 1300
SIGN_GAP = 260
SIGN_IN = 260
SIGN_OUT = 220


def _mix(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def paint_face(
    painter: QPainter, rect: QRectF, face: Mapping[str, str], amount: float = 1.0
) -> None:
    """One face in ``rect`` (a square is best), making ``face`` at ``amount`` (0..1)."""
    t = max(0.0, min(1.0, amount))
    brows = face.get("brows", "")
    eyes = face.get("eyes", "")
    mouth = face.get("mouth", "")
    cheeks = face.get("cheeks", "")
    head = face.get("head", "")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(rect.width(), rect.height())
    painter.translate(rect.center())
    painter.scale(size / 2.0, size / 2.0)  # the face lives in a -1..1 square
    if head == "tilt":
        painter.rotate(-16 * t)
    # Cheeks that puff widen the jaw on one side or both.
    left = 0.12 * t if cheeks in ("puffed", "one_puffed") else 0.0
    right = 0.12 * t if cheeks == "puffed" else 0.0
    _head(painter, left, right)
    _hair(painter)
    if cheeks in ("puffed", "one_puffed"):
        painter.setPen(Qt.PenStyle.NoPen)
        blush = QColor(BLUSH)
        blush.setAlpha(int(60 + 90 * t))
        painter.setBrush(blush)
        painter.drawEllipse(QPointF(-0.44 - left * 0.6, 0.3), 0.17 + left, 0.12 + left * 0.6)
        if cheeks == "puffed":
            painter.drawEllipse(QPointF(0.44 + right * 0.6, 0.3), 0.17 + right, 0.12 + right * 0.6)
    _brows(painter, brows, t)
    _eyes(painter, eyes, brows, t)
    _nose(painter)
    _mouth(painter, mouth, cheeks, t)
    painter.restore()


def _head(painter: QPainter, left: float, right: float) -> None:
    path = QPainterPath()
    path.moveTo(0, -0.86)
    path.cubicTo(0.52, -0.86, 0.74, -0.5, 0.74, -0.08)
    path.cubicTo(0.74 + right, 0.3, 0.62 + right, 0.62, 0.3, 0.8)
    path.cubicTo(0.14, 0.9, -0.14, 0.9, -0.3, 0.8)
    path.cubicTo(-0.62 - left, 0.62, -0.74 - left, 0.3, -0.74, -0.08)
    path.cubicTo(-0.74, -0.5, -0.52, -0.86, 0, -0.86)
    painter.setPen(QPen(SKIN_DEEP, 0.045))
    painter.setBrush(SKIN)
    painter.drawPath(path)
    # Ears.
    painter.drawEllipse(QPointF(-0.76, 0.02), 0.09, 0.15)
    painter.drawEllipse(QPointF(0.76, 0.02), 0.09, 0.15)


def _hair(painter: QPainter) -> None:
    path = QPainterPath()
    path.moveTo(-0.76, -0.06)
    path.cubicTo(-0.8, -0.62, -0.5, -0.95, 0.0, -0.95)
    path.cubicTo(0.5, -0.95, 0.8, -0.62, 0.76, -0.06)
    path.cubicTo(0.68, -0.34, 0.56, -0.46, 0.36, -0.52)
    path.cubicTo(0.1, -0.42, -0.2, -0.52, -0.36, -0.6)
    path.cubicTo(-0.52, -0.46, -0.68, -0.34, -0.76, -0.06)
    painter.setPen(QPen(HAIR_DEEP, 0.035))
    painter.setBrush(HAIR)
    painter.drawPath(path)


def _brows(painter: QPainter, brows: str, t: float) -> None:
    lift = 0.16 * t if brows == "raised" else 0.0
    arch = 0.07 * t if brows == "raised" else 0.0
    pen = QPen(HAIR_DEEP, 0.075, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for side in (-1, 1):
        path = QPainterPath()
        y = -0.3 - lift
        path.moveTo(side * 0.14, y + 0.02)
        path.quadTo(side * 0.3, y - 0.06 - arch, side * 0.46, y + 0.03)
        painter.drawPath(path)


def _eyes(painter: QPainter, eyes: str, brows: str, t: float) -> None:
    wide = 1.0 + (0.25 * t if brows == "raised" else 0.0)
    for side in (-1, 1):
        # The wink closes the right eye (the viewer's left, as across a table).
        shut = t if eyes == "closed" or (eyes == "wink" and side == -1) else 0.0
        centre = QPointF(side * 0.3, -0.1)
        if shut > 0.55:
            pen = QPen(INK, 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath()
            path.moveTo(centre.x() - 0.11, centre.y())
            path.quadTo(centre.x(), centre.y() + 0.08, centre.x() + 0.11, centre.y())
            painter.drawPath(path)
            if eyes == "wink":  # the cheek rises under a wink
                path = QPainterPath()
                path.moveTo(centre.x() - 0.1, centre.y() + 0.12)
                path.quadTo(centre.x(), centre.y() + 0.08, centre.x() + 0.1, centre.y() + 0.12)
                painter.setPen(QPen(SKIN_DEEP, 0.03))
                painter.drawPath(path)
            continue
        open_ = 1.0 - shut / 0.55 * 0.6
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TOOTH)
        painter.drawEllipse(centre, 0.11 * wide, 0.085 * wide * open_)
        painter.setBrush(INK)
        painter.drawEllipse(centre, 0.055 * wide, 0.06 * wide * open_)
        painter.setBrush(QColor(255, 255, 255, 220))
        painter.drawEllipse(centre + QPointF(0.02, -0.02), 0.018, 0.018)


def _nose(painter: QPainter) -> None:
    path = QPainterPath()
    path.moveTo(0.0, -0.02)
    path.quadTo(-0.07, 0.18, -0.02, 0.22)
    path.quadTo(0.04, 0.24, 0.07, 0.2)
    painter.setPen(QPen(SKIN_DEEP, 0.04, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _mouth(painter: QPainter, mouth: str, cheeks: str, t: float) -> None:
    y = 0.46
    half = 0.2
    pen = QPen(LIP, 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if mouth == "kiss" or (cheeks == "puffed" and not mouth):
        # Pursed lips: the smile gathers into a small round pucker.
        w = _mix(half, 0.07, t)
        h = _mix(0.0, 0.07, t)
        if t > 0.4:
            painter.setPen(QPen(LIP, 0.045))
            painter.setBrush(QColor("#C65A4C"))
            painter.drawEllipse(QPointF(0.0, y), w, h)
            painter.setPen(QPen(QColor("#7A2A22"), 0.03))
            painter.drawLine(QPointF(-w * 0.6, y), QPointF(w * 0.6, y))
            return
        painter.setPen(pen)
        path = QPainterPath()
        path.moveTo(-w, y)
        path.quadTo(0.0, y + 0.08 * (1 - t), w, y)
        painter.drawPath(path)
        return
    if mouth in ("twist_right", "twist_left"):
        # One corner pulled up and aside: the mouth slides to the signing side.
        side = 1 if mouth == "twist_right" else -1
        shift = 0.1 * t * side
        lo, hi = y + 0.02, y - 0.12 * t
        a = QPointF(-half + shift, lo if side > 0 else hi)
        b = QPointF(half + shift, hi if side > 0 else lo)
        painter.setPen(pen)
        path = QPainterPath()
        path.moveTo(a)
        path.quadTo(QPointF(shift, y + 0.06), b)
        painter.drawPath(path)
        dimple = b if side > 0 else a
        painter.setPen(QPen(SKIN_DEEP, 0.03, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(dimple + QPointF(0.04 * side, -0.03), dimple + QPointF(0.06 * side, 0.04))
        return
    if mouth == "bite_lip":
        # The upper teeth come down over the lower lip.
        painter.setPen(pen)
        path = QPainterPath()
        path.moveTo(-half, y)
        path.quadTo(0.0, y + 0.06 * (1 - t), half, y)
        painter.drawPath(path)
        if t > 0.1:
            lip = QPainterPath()
            lip.moveTo(-0.14, y + 0.02)
            lip.quadTo(0.0, y + 0.02 + 0.1 * t, 0.14, y + 0.02)
            painter.setPen(QPen(LIP, 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(lip)
            painter.setPen(QPen(QColor("#C9B88F"), 0.02))
            painter.setBrush(TOOTH)
            painter.drawRoundedRect(QRectF(-0.1, y - 0.02, 0.2, 0.07 * t + 0.01), 0.02, 0.02)
            painter.drawLine(QPointF(0.0, y - 0.02), QPointF(0.0, y + 0.05 * t))
        return
    if cheeks == "one_puffed":
        # Air pushed into one cheek: the mouth squeezes to the other side.
        painter.setPen(pen)
        path = QPainterPath()
        path.moveTo(-half * (1 - 0.4 * t) + 0.06 * t, y)
        path.quadTo(0.06 * t, y + 0.04 * (1 - t), half * (1 - 0.5 * t) + 0.06 * t, y - 0.02 * t)
        painter.drawPath(path)
        return
    # Neutral: a calm, slightly smiling mouth; "closed eyes" keep it flat.
    painter.setPen(pen)
    path = QPainterPath()
    path.moveTo(-half, y)
    path.quadTo(0.0, y + 0.08, half, y)
    painter.drawPath(path)


class FaceItem(QGraphicsObject):
    """A seat's face on the table making one or two signs, with each sign's name."""

    def __init__(
        self,
        signs: Sequence[tuple[Mapping[str, str], str]],
        team: int,
        compact: bool,
        spotted: str = "",
        portrait: str | None = None,
    ) -> None:
        super().__init__()
        #: Whose face makes the signs: a character's key, or None for the plain face.
        self.portrait = portrait
        #: (face parts, caption) for each sign, made in turn.
        self.signs = list(signs)
        self.team = team
        self.radius = 20.0 if compact else 24.0
        #: Compact nameplates print the name under the avatar: the caption goes beside.
        self.caption_beside = compact
        # Beside the face on its left (a seat on the table's right: the side panel is
        # at its right).
        self.caption_left = False
        #: The tag's top-left from the face's centre, chosen by the table (None: the
        #: default place, under the face or beside it on a compact plate).
        self.caption_at: QPointF | None = None
        self.spotted = spotted
        self.index = 0
        self._amount = 0.0
        self._pop = 0.0
        self._group: QAbstractAnimation | None = None
        self.setZValue(520)
        self.setOpacity(0.0)

    def set_words(self, captions: Sequence[str], spotted: str) -> None:
        """The signs' captions and the SPOTTED chip again (another language)."""
        self.prepareGeometryChange()
        faces = [face for face, _old in self.signs]
        self.signs = list(zip(faces, captions, strict=False))
        self.spotted = spotted if self.spotted else ""
        self.update()

    # --------------------------------------------------------------- geometry
    def _caption_width(self, index: int | None = None) -> float:
        signs = self.signs
        if index is None:  # the widest of its captions: one place for them all
            return max((self._caption_width(i) for i in range(len(signs))), default=48.0)
        text = signs[index][1] if 0 <= index < len(signs) else ""
        fm = QFontMetricsF(ui_font(12.5, QFont.Weight.DemiBold))
        return max(48.0, fm.horizontalAdvance(text) + 20)

    def caption_spots(self, plate: QRectF | None = None) -> list[QPointF]:
        """Where the tag may go (its top-left from the face's centre), best first: its
        usual place, then beside, under and over the seat's plate (``plate``, in item
        coordinates), then beside and over the face. The table keeps the first that
        hides nothing (``set_caption_spot``)."""
        r, w, h = self.radius, self._caption_width(), 22.0
        spots = [self._usual_caption(w).topLeft()]
        if plate is not None:
            spots += [
                QPointF(plate.right() + 6, -h / 2),
                QPointF(plate.left() - 6 - w, -h / 2),
                QPointF(-r - 4, plate.bottom() + 4),
                QPointF(r + 4 - w, plate.bottom() + 4),
                QPointF(-r - 4, plate.top() - 4 - h),
                QPointF(r + 4 - w, plate.top() - 4 - h),
            ]
        spots += [
            QPointF(r + 6, -h / 2),
            QPointF(-r - 6 - w, -h / 2),
            QPointF(-r - 4, r + 6),
            QPointF(r + 4 - w, r + 6),
            QPointF(-r - 4, -r - 28 - (22 if self.spotted else 0)),
            QPointF(r + 4 - w, -r - 28 - (22 if self.spotted else 0)),
        ]
        # A crowded small table: further round the face, beside it higher and lower,
        # then centred under and over it.
        for dy in (-22, 22, -44, 44, -66, 66):
            spots += [QPointF(r + 6, dy - h / 2), QPointF(-r - 6 - w, dy - h / 2)]
        for dy in (r + 30, r + 54, -r - 52, -r - 76):
            spots.append(QPointF(-w / 2, dy))
        return spots

    def set_caption_spot(self, spot: QPointF | None) -> None:
        """The tag at ``spot`` (its top-left from the face's centre; None: the usual)."""
        self.prepareGeometryChange()
        self.caption_at = spot
        self.update()

    def caption_rect_at(self, spot: QPointF) -> QRectF:
        """The tag (widest caption) if it were at ``spot`` (item coordinates)."""
        return QRectF(spot.x(), spot.y(), self._caption_width(), 22)

    def _usual_caption(self, w: float) -> QRectF:
        """The tag's usual place: left-aligned under the face (the avatar sits at the
        plate's left end, so it runs along the plate), beside it on a compact plate."""
        if self.caption_beside:
            if self.caption_left:
                return QRectF(-self.radius - 6 - w, -11, w, 22)
            return QRectF(self.radius + 6, -11, w, 22)
        return QRectF(-self.radius - 4, self.radius + 6, w, 22)

    def _caption_rect(self, index: int | None = -1) -> QRectF:
        """The tag of sign ``index`` (-1: the one being made; None: the widest). Placed
        by the table, every caption takes the widest's width, so the place chosen for
        the widest holds them all."""
        if self.caption_at is not None:
            return self.caption_rect_at(self.caption_at)
        return self._usual_caption(self._caption_width(self.index if index == -1 else index))

    def ink_rect(self) -> QRectF:
        """The disc and its caption (item coordinates), the SPOTTED chip aside."""
        r = self.radius
        disc = QRectF(-r - 2, -r - 2, 2 * r + 4, 2 * r + 4)
        return disc.united(self._caption_rect()) if self.signs else disc

    def _chip_width(self) -> float:
        return QFontMetricsF(caps_font(10.5)).horizontalAdvance(self.spotted) + 30

    def spotted_rect(self) -> QRectF | None:
        """The SPOTTED chip over the face (None: a sign meant for us): it runs toward
        the table's middle, so on a right-hand seat it never reaches under the panel."""
        if not self.spotted:
            return None
        r, tw = self.radius, self._chip_width()
        left = r + 4 - tw if self.caption_left else -r - 4
        return QRectF(left, -r - 22, tw, 18)

    def boundingRect(self) -> QRectF:
        r = self.radius
        rect = QRectF(-r - 8, -r - 26, 2 * r + 16, 2 * r + 34)
        for index in range(len(self.signs)):
            rect = rect.united(self._caption_rect(index).adjusted(-4, -4, 4, 4))
        spotted = self.spotted_rect()
        if spotted is not None:
            rect = rect.united(spotted.adjusted(-4, -4, 4, 4))
        return rect

    # --------------------------------------------------------------- painting
    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(1, 3), r + 2, r + 2)
        ring = GOLD if self.spotted else TEAM[self.team]
        painter.setPen(QPen(ring, 2.2))
        painter.setBrush(GLASS)
        painter.drawEllipse(QPointF(0, 0), r, r)
        face = self.signs[self.index][0] if self.signs else {}
        if not self._paint_portrait(painter, face):
            inner = r * 0.86
            paint_face(painter, QRectF(-inner, -inner, 2 * inner, 2 * inner), face, self._amount)
        else:  # the side's ring over the portrait's own edge
            painter.setPen(QPen(ring, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r, r)
        if self.signs:
            caption = self._caption_rect()
            painter.setPen(QPen(QColor(255, 255, 255, 30), 1))
            painter.setBrush(GLASS)
            painter.drawRoundedRect(caption, 11, 11)
            painter.setPen(GOLD if self.spotted else TEXT)
            painter.setFont(ui_font(12.5, QFont.Weight.DemiBold))
            painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, self.signs[self.index][1])
        if self.spotted:
            self._paint_spotted(painter)

    def _paint_portrait(self, painter: QPainter, face: Mapping[str, str]) -> bool:
        """The seat's own portrait in the disc, going from its neutral look to the sign's
        (``amount``); False when there is no layered portrait (``paint_face`` then)."""
        from .sign_faces import PLAIN, sign_image

        r = self.radius - 1.5
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        size = round(2 * r * max(1.0, painter.worldTransform().m11()) * ratio)
        key = self.portrait or PLAIN
        neutral = sign_image(key, {}, size)
        made = sign_image(key, face, size)
        if neutral is None or made is None:
            return False
        target = QRectF(-r, -r, 2 * r, 2 * r)
        painter.save()
        clip = QPainterPath()
        clip.addEllipse(target)
        painter.setClipPath(clip)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if face.get("head") == "tilt":
            painter.rotate(-16 * self._amount)
        painter.drawImage(target, neutral)
        if self._amount > 0:
            painter.setOpacity(painter.opacity() * min(1.0, self._amount))
            painter.drawImage(target, made)
        painter.restore()
        return True

    def _paint_spotted(self, painter: QPainter) -> None:
        """The gold eye and the word SPOTTED over the face: a sign caught, not meant for us."""
        r = self.radius
        font = caps_font(10.5)
        chip = self.spotted_rect() or QRectF(-r - 4, -r - 22, self._chip_width(), 18)
        painter.setPen(QPen(GOLD_DEEP, 1))
        painter.setBrush(GOLD)
        painter.drawRoundedRect(chip, 9, 9)
        eye = QPointF(chip.left() + 11, chip.center().y())
        path = QPainterPath()
        path.moveTo(eye.x() - 6, eye.y())
        path.quadTo(eye.x(), eye.y() - 6, eye.x() + 6, eye.y())
        path.quadTo(eye.x(), eye.y() + 6, eye.x() - 6, eye.y())
        painter.setPen(QPen(QColor("#2A1E05"), 1.1))
        painter.setBrush(QColor("#FFF6DA"))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2A1E05"))
        painter.drawEllipse(eye, 2.2, 2.2)
        painter.setPen(QColor("#2A1E05"))
        painter.setFont(font)
        painter.drawText(chip.adjusted(18, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, self.spotted)

    # --------------------------------------------------------------- animation
    def _get_amount(self) -> float:
        return self._amount

    def _set_amount(self, value: float) -> None:
        self._amount = value
        self.update()

    amount = Property(float, _get_amount, _set_amount)

    def _get_pop(self) -> float:
        return self._pop

    def _set_pop(self, value: float) -> None:
        self._pop = value
        self.setScale(0.6 + 0.4 * value)
        self.setOpacity(min(1.0, max(0.0, value)))

    pop = Property(float, _get_pop, _set_pop)

    def _set_index(self, index: int) -> None:
        self.prepareGeometryChange()
        self.index = index
        self.update()

    def settling(self) -> bool:
        """Making its signs (a screenshot waits until the face has gone)."""
        group = self._group
        return group is not None and group.state() == QAbstractAnimation.State.Running

    def play(self, motion: Motion) -> int:
        """Pop in, make each sign in turn, go; how long it all takes (ms)."""
        factor = motion.factor if not motion.instant else 0.0
        hold = max(900, round(SIGN_HOLD * max(factor, 0.55)))

        def ms(value: int) -> int:
            return max(1, round(value * factor))

        group = QSequentialAnimationGroup(self)
        pop = QPropertyAnimation(self, b"pop", group)
        pop.setStartValue(0.0)
        pop.setEndValue(1.0)
        pop.setDuration(ms(180))
        pop.setEasingCurve(Motion.easing("bubble_in"))
        group.addAnimation(pop)
        total = ms(180)
        for i in range(len(self.signs)):
            if i:
                group.addPause(ms(SIGN_GAP))
                total += ms(SIGN_GAP)
                switch = QPropertyAnimation(self, b"amount", group)
                switch.setDuration(1)
                switch.setStartValue(0.0)
                switch.setEndValue(0.0)
                switch.finished.connect(lambda k=i: self._set_index(k))
                group.addAnimation(switch)
            make = QPropertyAnimation(self, b"amount", group)
            make.setStartValue(0.0)
            make.setEndValue(1.0)
            make.setDuration(ms(SIGN_IN))
            make.setEasingCurve(Motion.easing("deal"))
            group.addAnimation(make)
            group.addPause(hold)
            undo = QPropertyAnimation(self, b"amount", group)
            undo.setStartValue(1.0)
            undo.setEndValue(0.0)
            undo.setDuration(ms(SIGN_OUT))
            undo.setEasingCurve(Motion.easing("hover_out"))
            group.addAnimation(undo)
            total += ms(SIGN_IN) + hold + ms(SIGN_OUT)
        fade = QPropertyAnimation(self, b"opacity", group)
        fade.setEndValue(0.0)
        fade.setDuration(ms(200))
        group.addAnimation(fade)
        total += ms(200)
        group.finished.connect(self._remove)
        self._group = group
        group.start()
        return total

    def hold_at(self, index: int, amount: float = 1.0) -> None:
        """Stop and show sign ``index`` at ``amount`` (screenshots and tests)."""
        if self._group is not None:
            self._group.stop()
        self._set_index(index)
        self._set_pop(1.0)
        self._set_amount(amount)

    def _remove(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()


__all__ = ["FaceItem", "paint_face"]
