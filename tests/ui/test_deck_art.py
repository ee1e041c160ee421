"""The generated card art: every card exists, renders, and is rebuilt identically.

These tests read the committed `assets/` folder, the way the game does, and run the
generator (`scripts/make_decks.py`) into a temporary folder to prove it is deterministic
and that the committed files are what the current generator writes.
"""

from __future__ import annotations

import json
import os
import re
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from truco_desktop.resources import assets_dir, deck_dir
from truco_desktop.ui.table.deck_theme import DeckTheme

REPO = Path(__file__).resolve().parents[2]
THEMES = ("spanish", "french", "french-4color")
SPANISH_CODES = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
FRENCH_CODES = [
    f"{r}{s}" for s in "chsd" for r in ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
]
EXPECTED = {"spanish": SPANISH_CODES, "french": FRENCH_CODES, "french-4color": FRENCH_CODES}
ASPECT = {"spanish": 61 / 95, "french": 63 / 88, "french-4color": 63 / 88}


def _elements(theme: str, overlays: bool = False) -> list[str]:
    meta = json.loads((deck_dir(theme) / "theme.json").read_text(encoding="utf-8"))
    return [*meta["cards"], *meta["backs"], *(meta.get("overlays", []) if overlays else [])]


@pytest.fixture(scope="module")
def make_decks() -> Iterator[ModuleType]:
    """The generator script, imported from `scripts/` without installing it."""
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import make_decks as module

        yield module
    finally:
        sys.path.remove(str(REPO / "scripts"))


@pytest.mark.parametrize("theme", THEMES)
def test_theme_lists_every_card_and_two_backs(theme: str) -> None:
    meta = json.loads((deck_dir(theme) / "theme.json").read_text(encoding="utf-8"))
    assert meta["cards"] == EXPECTED[theme]
    assert len(meta["backs"]) >= 2
    assert meta["default_back"] in meta["backs"]
    assert meta["aspect"] == pytest.approx(ASPECT[theme], abs=1e-3)


@pytest.mark.parametrize("theme", THEMES)
def test_every_card_is_an_element_with_card_bounds(theme: str) -> None:
    renderer = QSvgRenderer(str(deck_dir(theme) / "deck.svg"))
    assert renderer.isValid()
    sheet = renderer.viewBoxF()
    seen: list[QRectF] = []
    for code in _elements(theme, overlays=True):
        assert renderer.elementExists(code), code
        box = renderer.boundsOnElement(code)
        assert box.width() / box.height() == pytest.approx(ASPECT[theme], rel=0.005), code
        assert sheet.contains(box), code
        assert not any(box.intersects(other) for other in seen), f"{code} overlaps a card"
        seen.append(box)


def _ink_fraction(image: QImage) -> float:
    """Share of sampled pixels that are clearly not card stock (ivory) nor transparent."""
    ink = total = 0
    step = max(1, image.width() // 40)
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = QColor.fromRgba(image.pixel(x, y))
            total += 1
            if c.alpha() > 200 and (c.saturation() > 60 or c.value() < 150):
                ink += 1
    return ink / total


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("width", [60, 160])
def test_every_card_renders_with_ink_on_ivory(theme: str, width: int) -> None:
    deck = DeckTheme(theme)
    for code in _elements(theme):
        image = deck.render_image(code, width)
        assert (image.width(), image.height()) == deck.pixel_size(width), code
        corner = QColor.fromRgba(image.pixel(0, 0))
        assert corner.alpha() < 60, f"{code}: the rounded corner should be transparent"
        middle = QColor.fromRgba(image.pixel(image.width() // 2, image.height() // 2))
        assert middle.alpha() == 255, f"{code}: the card should be opaque"
        assert _ink_fraction(image) > 0.02, f"{code} at {width}px looks blank"


def test_assets_use_no_text_or_fonts() -> None:
    for svg in assets_dir().rglob("*.svg"):
        source = svg.read_text(encoding="utf-8")
        assert not re.search(r"<(text|tspan|textPath|font)\b", source), svg
        assert "font-family" not in source, svg


def test_every_reference_in_the_assets_resolves() -> None:
    for svg in assets_dir().rglob("*.svg"):
        source = svg.read_text(encoding="utf-8")
        ids = set(re.findall(r'\bid="([^"]+)"', source))
        refs = set(re.findall(r"url\(#([^)]+)\)", source))
        refs |= set(re.findall(r'href="#([^"]+)"', source))
        assert refs <= ids, f"{svg}: undefined {sorted(refs - ids)}"


def test_deck_files_stay_small() -> None:
    for theme in THEMES:
        assert (deck_dir(theme) / "deck.svg").stat().st_size < 1_000_000


def _png_pixels(data: bytes) -> bytes:
    """The header and decompressed image data of a PNG file."""
    pos, header, idat = 8, b"", b""
    while pos < len(data):
        length = int.from_bytes(data[pos : pos + 4], "big")
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return header + zlib.decompress(idat)


def test_generator_is_deterministic_and_matches_the_committed_assets(
    make_decks: ModuleType, tmp_path: Path
) -> None:
    first = make_decks.generate(tmp_path / "a")
    second = make_decks.generate(tmp_path / "b")
    names = sorted(p.relative_to(tmp_path / "a").as_posix() for p in first)
    assert names == sorted(p.relative_to(tmp_path / "b").as_posix() for p in second)
    assert "decks/spanish/deck.svg" in names
    assert "icons/hicolor/16x16/apps/truco-desktop.png" in names
    for name in names:
        data = (tmp_path / "a" / name).read_bytes()
        assert data == (tmp_path / "b" / name).read_bytes(), name
        if name.startswith("icons/hicolor/"):
            continue  # rendered by Qt: pixels may differ slightly between Qt versions
        committed = (assets_dir() / name).read_bytes()
        if name.endswith(".png"):  # another zlib may compress the same pixels differently
            committed, data = _png_pixels(committed), _png_pixels(data)
        assert committed == data, f"{name} is stale: run scripts/make_decks.py"


def test_french_decks_offer_the_manilha_star_overlay(qapp: object) -> None:
    theme = DeckTheme.load("french")
    assert "overlay-star" in theme.info.overlays
    star = theme.render_image("overlay-star", 100)
    assert QColor.fromRgba(star.pixel(star.width() // 2, star.height() // 2)).alpha() == 0
    assert 0.0 < _ink_fraction(star) < 0.05


def test_theme_caches_one_pixmap_per_key(qapp: object) -> None:
    theme = DeckTheme.load("spanish")
    assert DeckTheme.load("spanish") is theme
    face = theme.card_pixmap("1e", 84, 1.0)
    assert theme.card_pixmap("1e", 84, 1.0) is face
    sharp = theme.card_pixmap("1e", 84, 2.0)
    assert sharp is not face
    assert sharp.width() == 168 and sharp.devicePixelRatio() == 2.0
    assert theme.back_pixmap(84, 1.0) is theme.back_pixmap(84, 1.0, "back")
    assert theme.back_pixmap(84, 1.0, "back-blue") is not theme.back_pixmap(84, 1.0)
    with pytest.raises(KeyError):
        theme.card_pixmap("13o", 84, 1.0)


def test_assets_dir_honours_an_override_and_reports_a_missing_one(tmp_path: Path) -> None:
    assert assets_dir(tmp_path) == tmp_path
    with pytest.raises(FileNotFoundError):
        assets_dir(tmp_path / "missing")
    assert (assets_dir() / "decks" / "spanish" / "deck.svg").is_file()
