"""The characters' names, descriptions and faces as the interface shows them.

The characters themselves are data without Qt (``bots/characters.py``); this table holds
their names and descriptions as translatable source texts (the same English words), and
``face_pixmap`` draws a character's portrait (``assets/faces/<key>.svg``, drawn by
``scripts/make_faces.py``) once per size and keeps it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

translate = QCoreApplication.translate

#: key -> (name, description)
TEXTS: Mapping[str, tuple[str, str]] = {
    "rosa": (
        #: A computer player's name; keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Rosa"),
        QT_TRANSLATE_NOOP(
            "characters",
            "Steady and patient: bets what her cards are worth, no more and no less.",
        ),
    ),
    "tano": (
        #: A computer player's name (a nickname); keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Tano"),
        QT_TRANSLATE_NOOP(
            "characters",
            "A talker who bluffs with nothing and smiles either way; call him now and then.",
        ),
    ),
    "mirta": (
        #: A computer player's name; keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Mirta"),
        QT_TRANSLATE_NOOP(
            "characters", "Cautious: rarely bets without good cards and goes to the deck early."
        ),
    ),
    "beto": (
        #: A computer player's name; keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Beto"),
        QT_TRANSLATE_NOOP(
            "characters", "Bets hard and raises often; he would rather lose big than win small."
        ),
    ),
    "quique": (
        #: A computer player's name (a nickname); keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Quique"),
        QT_TRANSLATE_NOOP(
            "characters",
            "Lives for the señas: winks and signals at every chance, so watch his face.",
        ),
    ),
    "dalva": (
        #: A computer player's name; keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Dalva"),
        QT_TRANSLATE_NOOP(
            "characters", "A sharp reader of the table: seldom bets, but calls your bluffs."
        ),
    ),
    "zeca": (
        #: A computer player's name (a nickname); keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Zeca"),
        QT_TRANSLATE_NOOP(
            "characters", "Loud and cheerful: shouts truco for fun and hates to say no quiero."
        ),
    ),
    "tonho": (
        #: A computer player's name (a nickname); keep it, or write it in your script.
        QT_TRANSLATE_NOOP("characters", "Tonho"),
        QT_TRANSLATE_NOOP(
            "characters", "Stubborn: accepts almost every bet and never goes to the deck."
        ),
    ),
}


def character_name(key: str) -> str:
    """The character's name in the current language ("" for an unknown key)."""
    entry = TEXTS.get(key)
    return "" if entry is None else translate("characters", entry[0])


def character_description(key: str) -> str:
    """The character's one-sentence description in the current language."""
    entry = TEXTS.get(key)
    return "" if entry is None else translate("characters", entry[1])


@lru_cache(maxsize=64)
def _face_image(key: str, size: int) -> QImage | None:
    from PySide6.QtSvg import QSvgRenderer

    from truco_desktop.resources import face_file

    try:
        path = face_file(key)
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    return render_square(QSvgRenderer(str(path)), size)


def render_square(renderer: QSvgRenderer, size: int) -> QImage | None:
    """An SVG drawn ``size`` pixels square on a transparent image (None: not an SVG):
    the portraits and the faces making a seña alike."""
    if not renderer.isValid():
        return None
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def face_image(key: str, size: int) -> QImage | None:
    """``key``'s portrait drawn ``size`` pixels square (kept for the next call), or None
    when the face is missing (the plate then shows the name's initial)."""
    return _face_image(key, max(8, min(512, int(size))))


def face_pixmap(key: str, size: int) -> QPixmap | None:
    """``face_image`` as a pixmap, for widgets (the picking dialog)."""
    image = face_image(key, size)
    return None if image is None else QPixmap.fromImage(image)
