"""Deck themes: one SVG per deck, rendered card by card into cached pixmaps.

A theme is a folder `assets/decks/<id>/` with `theme.json` (name, proportions, card and
back element ids) and `deck.svg`, which holds every card as a top-level element whose id
is the card's code (`7e`, `12o`, `Qs`, `back`). Themes are data, as in libkcardgame and
Aisleriot: a new deck is a new folder, not new code. `scripts/make_decks.py` writes the
bundled ones.

Rendering an SVG element is slow compared with drawing a pixmap, so each card is
rendered once per (theme, code, width, device pixel ratio) and kept in a small
least-recently-used cache (DESIGN.md §14: "cache them by theme, card, size in px, DPR").
All cards of a theme share one `QSvgRenderer`, which parses the file once.

Pixmaps carry their device pixel ratio: `card_pixmap("7e", 84, 2.0)` is 168 device
pixels wide and paints as 84 logical pixels, sharp on a high-density screen.

A deck's backs come in the deck styles of `deck_styles` (`back_for`).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from truco_desktop.resources import deck_dir
from truco_desktop.ui.table.deck_styles import deck_folders

CACHE_LIMIT = 600  # about 40 faces at 3 sizes for 2 DPRs, plus backs, with room to spare

CacheKey = tuple[str, str, int, float]
_PIXMAPS: OrderedDict[CacheKey, QPixmap] = OrderedDict()


@dataclass(frozen=True)
class ThemeInfo:
    """What `theme.json` says about a deck."""

    id: str
    name: str
    aspect: float  # width / height
    cards: tuple[str, ...]
    backs: tuple[str, ...]
    default_back: str
    overlays: tuple[str, ...] = ()  # card-sized marks painted over a face (a manilha star)

    @classmethod
    def read(cls, path: Path) -> ThemeInfo:
        """Parse a theme.json file."""
        meta = json.loads(path.read_text(encoding="utf-8"))
        backs = tuple(meta["backs"])
        return cls(
            id=str(meta["id"]),
            name=str(meta["name"]),
            aspect=float(meta["aspect"]),
            cards=tuple(meta["cards"]),
            backs=backs,
            default_back=str(meta.get("default_back", backs[0])),
            overlays=tuple(meta.get("overlays", ())),
        )


class DeckTheme:
    """One deck theme: its metadata, its shared renderer and its pixmaps."""

    _loaded: ClassVar[dict[Path, DeckTheme]] = {}

    def __init__(self, folder: str | Path, assets: str | Path | None = None) -> None:
        """Open a theme by id (`"spanish"`) or by folder path.

        Raises FileNotFoundError when the folder or its files are missing and ValueError
        when the SVG cannot be parsed.
        """
        path = Path(folder)
        if not path.is_dir():
            path = deck_dir(str(folder), assets)
        self.folder = path.resolve()
        self.info = ThemeInfo.read(self.folder / "theme.json")
        svg = self.folder / "deck.svg"
        if not svg.is_file():
            raise FileNotFoundError(f"{svg} does not exist")
        self.renderer = QSvgRenderer(str(svg))
        if not self.renderer.isValid():
            raise ValueError(f"{svg} is not a valid SVG file")

    @classmethod
    def load(cls, folder: str | Path, assets: str | Path | None = None) -> DeckTheme:
        """The shared theme for a folder: each deck file is parsed only once per run."""
        path = Path(folder)
        key = (path if path.is_dir() else deck_dir(str(folder), assets)).resolve()
        theme = cls._loaded.get(key)
        if theme is None:
            theme = cls(key)
            cls._loaded[key] = theme
        return theme

    @staticmethod
    def available(assets: str | Path | None = None) -> list[str]:
        """Ids of the themes found in the assets folder, sorted."""
        return deck_folders(assets)

    @property
    def id(self) -> str:
        """The theme's id, e.g. `spanish`."""
        return self.info.id

    @property
    def aspect(self) -> float:
        """Card width divided by card height."""
        return self.info.aspect

    def has_card(self, code: str) -> bool:
        """Whether the deck file holds an element with this id."""
        return self.renderer.elementExists(code)

    def pixel_size(self, width: float, dpr: float = 1.0) -> tuple[int, int]:
        """Device-pixel size of a card rendered `width` logical pixels wide."""
        w = max(1, round(width * dpr))
        return w, max(1, round(w / self.aspect))

    def card_pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The face of `code`, `width` logical pixels wide; raises KeyError if unknown."""
        return self._pixmap(code, width, dpr)

    def back_pixmap(self, width: float, dpr: float = 1.0, back_id: str | None = None) -> QPixmap:
        """A card back, by default the theme's default back."""
        return self._pixmap(back_id or self.info.default_back, width, dpr)

    def overlay_pixmap(self, name: str, width: float, dpr: float = 1.0) -> QPixmap:
        """A transparent, card-sized mark to paint over a face, e.g. `overlay-star`."""
        return self._pixmap(name, width, dpr)

    def render_image(self, element: str, width: float, dpr: float = 1.0) -> QImage:
        """Render one element into a new image (no cache; usable off the GUI thread)."""
        if not self.renderer.elementExists(element):
            raise KeyError(f"deck {self.id!r} has no element {element!r}")
        w, h = self.pixel_size(width, dpr)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer.render(painter, element, QRectF(0, 0, w, h))
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def clear_cache(self) -> None:
        """Forget this theme's pixmaps (after a theme file changed on disk, say)."""
        for key in [k for k in _PIXMAPS if k[0] == str(self.folder)]:
            del _PIXMAPS[key]

    def _pixmap(self, element: str, width: float, dpr: float) -> QPixmap:
        key: CacheKey = (str(self.folder), element, round(width), float(dpr))
        pixmap = _PIXMAPS.get(key)
        if pixmap is not None:
            _PIXMAPS.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self.render_image(element, key[2], dpr))
        _PIXMAPS[key] = pixmap
        while len(_PIXMAPS) > CACHE_LIMIT:
            _PIXMAPS.popitem(last=False)
        return pixmap
