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
import os
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPixmap

from truco_desktop.resources import deck_dir
from truco_desktop.ui.table.deck_styles import deck_folders

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

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
    """One deck theme: its metadata, its shared renderer and its pixmaps.

    With `disk_cache` set (the app's cache folder), every card rendered is also kept
    there, as raw pixels under the deck file's size and time: the next run draws its first
    cards from those files and parses the SVG (some 10 ms, and 1-2 ms a card) only for a
    card or a size it has not kept yet (benchmarks/ui_startup.py). A deck file that
    changes gets a new folder; the old one is removed."""

    _loaded: ClassVar[dict[Path, DeckTheme]] = {}
    #: Where rendered cards are kept between runs; None: they are not kept.
    disk_cache: ClassVar[Path | None] = None

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
        self.svg = svg
        stat = svg.stat()
        #: The deck file's size and time: the name of its kept cards' folder.
        self.stamp = f"{self.info.id}-{stat.st_size}-{stat.st_mtime_ns}"
        self._renderer: QSvgRenderer | None = None
        kept = self._kept_folder()
        if kept is None or not kept.is_dir():
            _ = self.renderer  # parsed now: a broken file is refused at once
        # else: the same file rendered well before (its folder exists): parsed when needed

    @property
    def renderer(self) -> QSvgRenderer:
        """The deck file's renderer, parsed on first use (ValueError if it cannot be)."""
        if self._renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            renderer = QSvgRenderer(str(self.svg))
            if not renderer.isValid():
                raise ValueError(f"{self.svg} is not a valid SVG file")
            self._renderer = renderer
        return self._renderer

    def _kept_folder(self) -> Path | None:
        folder = DeckTheme.disk_cache
        return None if folder is None else folder / self.stamp

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

    def _kept_path(self, element: str, width: float, dpr: float) -> Path | None:
        folder = self._kept_folder()
        if folder is None:
            return None
        w, h = self.pixel_size(width, dpr)
        return folder / f"{element}-{w}x{h}.argb32"

    def _kept_image(self, element: str, width: float, dpr: float) -> QImage | None:
        """A card rendered by an earlier run, if it was kept (raw premultiplied ARGB32)."""
        path = self._kept_path(element, width, dpr)
        if path is None:
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        w, h = self.pixel_size(width, dpr)
        if len(data) != w * h * 4:
            return None  # cut short (a run stopped while writing): rendered again
        image = QImage(data, w, h, w * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
        image.setDevicePixelRatio(dpr)
        return image

    def _keep_image(self, element: str, width: float, dpr: float, image: QImage) -> None:
        """Keep a rendered card for the next runs; a folder that cannot be written is only
        a slower start."""
        path = self._kept_path(element, width, dpr)
        if path is None or image.bytesPerLine() != image.width() * 4:
            return
        try:
            if not path.parent.is_dir():
                self._forget_older(path.parent)
                path.parent.mkdir(parents=True, exist_ok=True)
            temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            temp.write_bytes(bytes(image.constBits())[: image.sizeInBytes()])
            os.replace(temp, path)
        except OSError:
            return

    def _forget_older(self, folder: Path) -> None:
        """Remove this deck's folders kept from an older deck file."""
        import shutil

        parent = folder.parent
        if not parent.is_dir():
            return
        for other in parent.glob(f"{self.info.id}-*"):
            if other != folder and other.is_dir():
                shutil.rmtree(other, ignore_errors=True)

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
        image = self._kept_image(element, key[2], dpr)
        if image is None:
            image = self.render_image(element, key[2], dpr)
            self._keep_image(element, key[2], dpr, image)
        pixmap = QPixmap.fromImage(image)
        _PIXMAPS[key] = pixmap
        while len(_PIXMAPS) > CACHE_LIMIT:
            _PIXMAPS.popitem(last=False)
        return pixmap
