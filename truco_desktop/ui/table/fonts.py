"""The UI font families, resolved once at start-up (DESIGN.md section 10)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase

_UI = ("Alegreya Sans", "Noto Sans", "DejaVu Sans")
_DISPLAY = ("Alegreya", "Noto Serif", "DejaVu Serif")


@cache
def _family(prefs: tuple[str, ...]) -> str:
    families = set(QFontDatabase.families())
    for name in prefs:
        if name in families:
            return name
    return QFont().defaultFamily()


def ui_font(px: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    f = QFont(_family(_UI))
    f.setPixelSize(max(11, round(px)))
    f.setWeight(weight)
    return f


def display_font(
    px: float, weight: QFont.Weight = QFont.Weight.Black, italic: bool = True
) -> QFont:
    f = QFont(_family(_DISPLAY))
    f.setPixelSize(max(11, round(px)))
    f.setWeight(weight)
    f.setItalic(italic)
    return f


def caps_font(px: float) -> QFont:
    f = ui_font(px, QFont.Weight.ExtraBold)
    f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.0)
    return f
