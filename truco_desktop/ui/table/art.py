"""Card pictures for the scene: the deck theme's pixmaps behind one small adapter.

The deck art (``truco_desktop.ui.table.deck_theme``) renders each card of a deck SVG through a
shared ``QSvgRenderer`` into pixmaps cached by card, size and device pixel ratio. The
scene only asks this adapter for "the face of 7e at 131 px high" and "a back" (in the
deck style chosen, ``deck_styles.back_for``); it also keeps the few pre-blurred shadow
pixmaps the cards paint under themselves. When a deck's files are missing or broken the
game goes on with plain stand-in cards, and the log says why.

Start-up: the deck theme is imported with the first card drawn, in ``_load_theme`` alone;
the app keeps rendered cards in its cache folder (`keep_cards_in`), so a start draws its
cards from there without Qt's SVG module.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.ui.table.deck_styles import CLASSIC, back_for

from .layout import FRENCH_ASPECT, SPANISH_ASPECT

if TYPE_CHECKING:
    from pathlib import Path

    from truco_desktop.ui.table.deck_theme import DeckTheme

_log = logging.getLogger(__name__)

FACE_TOP = QColor("#FFFCF3")
FACE_EDGE = QColor("#D6C9AC")


def deck_folder(variant: str, four_colour: bool) -> str:
    """The folder of ``variant``'s card art (``presentation``: the deck's look)."""
    from truco_desktop.ui.words.presentation import presentation

    return presentation(variant).deck_folder(four_colour)


#: Where the app keeps rendered cards between runs (`keep_cards_in`); None: not kept.
_KEPT_CARDS: list[Path] = []


def keep_cards_in(folder: Path) -> None:
    """Keep the cards rendered from the deck files in ``folder`` (the app's cache), so that
    the next run draws its first cards without parsing an SVG (`DeckTheme.disk_cache`)."""
    _KEPT_CARDS[:] = [folder]


def _load_theme(folder: str) -> DeckTheme | None:
    """The bundled deck theme in ``folder``, or None when its files are missing or broken."""
    from truco_desktop.ui.table.deck_theme import (
        DeckTheme,  # the SVG renderer: after the first paint
    )

    if _KEPT_CARDS:
        DeckTheme.disk_cache = _KEPT_CARDS[0]
    try:
        return DeckTheme.load(folder)
    except (OSError, ValueError, KeyError) as error:  # DeckTheme's own failures
        _log.warning("deck %r is not available, plain cards instead: %s", folder, error)
        return None


class CardArt:
    """Faces and backs of one deck at any size, cached."""

    def __init__(
        self, variant: str = DEFAULT_VARIANT, style: str = CLASSIC, four_colour: bool = False
    ) -> None:
        self.variant = variant
        self.style = style
        self.four_colour = four_colour
        self.folder = deck_folder(variant, four_colour)
        self.aspect = SPANISH_ASPECT if self.folder == "spanish" else FRENCH_ASPECT
        # The deck SVG is parsed on the first card drawn, not at start-up.
        self._theme: DeckTheme | None = None
        self._theme_loaded = False
        self._cache: dict[tuple[str, int, float], QPixmap] = {}
        #: The heights (px) cards rest at in the current layout; pictures are rendered at
        #: these sizes only, and a card in flight or in a flip is drawn from the nearest
        #: one (scaled), so an animation never renders the SVG again.
        self.sizes: tuple[int, ...] = ()

    @property
    def theme(self) -> DeckTheme | None:
        if not self._theme_loaded:
            self._theme_loaded = True
            self._theme = _load_theme(self.folder)
        return self._theme

    @property
    def back_id(self) -> str | None:
        """The back element of this style; None (plain backs) without a theme.

        A style this deck does not draw (a preference written by another version) shows
        the deck's default back.
        """
        theme = self.theme
        if theme is None:
            return None
        back = back_for(self.style)
        return back if back in theme.info.backs else theme.info.default_back

    @property
    def has_theme(self) -> bool:
        return self.theme is not None

    def set_sizes(self, heights: list[float]) -> None:
        """The rest heights of the layout; forgets pictures of other sizes."""
        sizes = tuple(sorted({max(1, round(h)) for h in heights}))
        if sizes != self.sizes:
            self.sizes = sizes
            self._cache = {k: v for k, v in self._cache.items() if k[1] in sizes}

    def quantize(self, height: float) -> int:
        """The rendered size used for a card ``height`` px tall."""
        want = round(height)
        if not self.sizes:
            return want
        for size in self.sizes:
            if size >= want - 1:
                return size
        return self.sizes[-1] if want <= self.sizes[-1] * 1.15 else want

    def star(self, height: float, dpr: float = 1.0) -> QPixmap | None:
        """The Mineiro manilha star, card-sized, to paint over a face (None if absent)."""
        key = ("*star", self.quantize(height), dpr)
        pm = self._cache.get(key)
        if pm is None:
            theme = self.theme
            if theme is None or "overlay-star" not in theme.info.overlays:
                return None
            pm = theme.overlay_pixmap("overlay-star", max(1, round(key[1] * self.aspect)), dpr)
            self._cache[key] = pm
        return pm

    def face(self, code: str, height: float, dpr: float = 1.0) -> QPixmap:
        return self._pixmap(code, height, dpr)

    def back(self, height: float, dpr: float = 1.0) -> QPixmap:
        return self._pixmap("", height, dpr)

    def clear(self) -> None:
        self._cache.clear()

    def _pixmap(self, code: str, height: float, dpr: float) -> QPixmap:
        key = (code, self.quantize(height), dpr)
        pm = self._cache.get(key)
        if pm is None:
            if len(self._cache) > 400:
                self._cache.clear()
            pm = self._render(code, key[1], dpr)
            self._cache[key] = pm
        return pm

    def _render(self, code: str, height: int, dpr: float) -> QPixmap:
        width = max(1, round(height * self.aspect))
        theme = self.theme
        if theme is not None:
            try:
                if code:
                    return theme.card_pixmap(code, width, dpr)
                return theme.back_pixmap(width, dpr, self.back_id)
            except KeyError as error:  # a card the deck file lacks: a plain one, logged
                _log.warning("deck %r: %s", self.folder, error)
        return self._plain(code, width, height, dpr)

    @staticmethod
    def _plain(code: str, width: int, height: int, dpr: float) -> QPixmap:
        """A stand-in while the deck art is missing: an ivory face or a burgundy back."""
        img = QImage(
            round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        img.setDevicePixelRatio(dpr)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0.5, 0.5, width - 1, height - 1)
        radius = 0.065 * width
        p.setPen(QPen(FACE_EDGE, 1))
        p.setBrush(FACE_TOP if code else QColor("#8E2636"))
        p.drawRoundedRect(r, radius, radius)
        if code:
            p.setPen(
                QColor("#A32A22") if code[-1] in "chd" and code[-1] != "c" else QColor("#244C94")
            )
            f = p.font()
            f.setPixelSize(max(8, int(height * 0.16)))
            f.setBold(True)
            p.setFont(f)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, code)
        p.end()
        return QPixmap.fromImage(img)


_SHADOWS: dict[tuple[int, int, int], QPixmap] = {}


def shadow_pixmap(width: float, height: float, radius: float) -> QPixmap:
    """A soft rounded-rectangle shadow (#000 at 35 %, about 2.4 px blur), cached by size."""
    key = (round(width), round(height), round(radius))
    pm = _SHADOWS.get(key)
    if pm is not None:
        return pm
    pad = 6
    w, h = key[0] + 2 * pad, key[1] + 2 * pad
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    # Concentric rounded rectangles approximate a gaussian blur of about 2.4 px.
    for grow, alpha in ((3.0, 14), (2.0, 22), (1.0, 30), (0.0, 40)):
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(pad - grow, pad - grow, key[0] + 2 * grow, key[1] + 2 * grow),
            radius + grow,
            radius + grow,
        )
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawPath(path)
    p.end()
    pm = QPixmap.fromImage(img)
    if len(_SHADOWS) > 64:
        _SHADOWS.clear()
    _SHADOWS[key] = pm
    return pm
