"""The baize: radial green gradient, a fine noise texture, a vignette and the printed oval."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from .layout import Layout

_NOISE: QImage | None = None


def _asset_tile() -> QImage | None:
    """The art script's seamless noise tile (assets/table/felt-noise.png), if present."""
    try:
        from ...resources import assets_dir

        path = assets_dir() / "table" / "felt-noise.png"
    except (ImportError, FileNotFoundError):
        return None
    img = QImage(str(path))
    if img.isNull():
        return None
    return img.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def noise_tile() -> QImage:
    """A 256 px seamless greyscale noise tile at about 5 % (seeded: the same every run)."""
    global _NOISE
    if _NOISE is None:
        _NOISE = _asset_tile()
    if _NOISE is None:
        alpha = 12
        values = random.Random(7).randbytes(256 * 256)
        # Premultiplied BGRA: grey v * alpha / 255 in each colour channel, alpha fixed.
        grey = values.translate(bytes(v * alpha // 255 for v in range(256)))
        data = bytearray(256 * 256 * 4)
        data[0::4] = grey
        data[1::4] = grey
        data[2::4] = grey
        data[3::4] = bytes((alpha,)) * (256 * 256)
        img = QImage(bytes(data), 256, 256, 256 * 4, QImage.Format.Format_ARGB32_Premultiplied)
        _NOISE = img.copy()
    return _NOISE


def felt_pixmap(layout: Layout, dpr: float = 1.0, colour: str = "green") -> QPixmap:
    w, h = layout.win_w, layout.win_h
    pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cx, cy = layout.C
    hi, mid, lo = {
        "green": ("#2C7D50", "#1C5E3B", "#0E3A24"),
        "blue": ("#2A6A8E", "#1D4F6E", "#0F2E42"),
        "burgundy": ("#7A2C3B", "#5C1F2B", "#361018"),
    }.get(colour, ("#2C7D50", "#1C5E3B", "#0E3A24"))
    grad = QRadialGradient(QPointF(cx, cy), math.hypot(w, h) * 0.62)
    grad.setColorAt(0.0, QColor(hi))
    grad.setColorAt(0.55, QColor(mid))
    grad.setColorAt(1.0, QColor(lo))
    p.fillRect(QRectF(0, 0, w, h), grad)
    p.fillRect(QRectF(0, 0, w, h), QBrush(noise_tile()))
    vignette = QRadialGradient(QPointF(w / 2, h / 2), math.hypot(w, h) / 2)
    vignette.setColorAt(0.0, QColor(0, 0, 0, 0))
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 97))
    p.fillRect(QRectF(0, 0, w, h), vignette)
    _print_oval(p, layout)
    p.end()
    return pm


def _print_oval(p: QPainter, layout: Layout) -> None:
    H = layout.H
    cx, cy = layout.C
    rx, ry = 2.42 * H, 1.56 * H
    if layout.players >= 6:
        rx, ry = 2.55 * H, 1.75 * H
    oval = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
    p.setPen(QPen(QColor(246, 238, 220, 41), 1.5))
    p.setBrush(QColor(246, 238, 220, 6))
    p.drawEllipse(oval)
    dashed = QPen(QColor(246, 238, 220, 26), 1.0, Qt.PenStyle.DashLine)
    dashed.setDashPattern([6, 6])
    p.setPen(dashed)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(oval.adjusted(9, 9, -9, -9))
    # Chevrons pointing counter-clockwise (the direction of play) at the four diagonals.
    p.setPen(QPen(QColor(246, 238, 220, 70), 1.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for deg in (45, 135, 225, 315):
        a = math.radians(deg)
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        # Counter-clockwise on screen: the tangent (sin a * rx, -cos a * ry), y pointing down.
        tx, ty = math.sin(a) * rx, -math.cos(a) * ry
        n = math.hypot(tx, ty)
        tx, ty = tx / n, ty / n
        nx, ny = -ty, tx
        path = QPainterPath()
        path.moveTo(x - 6 * tx + 5 * nx, y - 6 * ty + 5 * ny)
        path.lineTo(x, y)
        path.lineTo(x - 6 * tx - 5 * nx, y - 6 * ty - 5 * ny)
        p.drawPath(path)
