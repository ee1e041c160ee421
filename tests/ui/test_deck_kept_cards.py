"""Rendered cards kept between runs (``DeckTheme.disk_cache``, issue 35): a start draws
its first cards from the app's cache folder without parsing the deck's SVG; a kept file
cut short is rendered again; a changed deck file gets a new folder and the old one goes;
a broken deck file is still refused when nothing of it was kept."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from truco_desktop.resources import deck_dir
from truco_desktop.ui.table import deck_theme
from truco_desktop.ui.table.deck_theme import DeckTheme


@pytest.fixture
def kept(tmp_path: Path, qapp: QApplication) -> Iterator[tuple[Path, Path]]:
    """A copy of the Spanish deck (its own file to change) and a cache folder in use."""
    deck = tmp_path / "spanish"
    shutil.copytree(deck_dir("spanish"), deck)
    cache = tmp_path / "cache"
    before = DeckTheme.disk_cache
    DeckTheme.disk_cache = cache
    deck_theme._PIXMAPS.clear()
    try:
        yield deck, cache
    finally:
        DeckTheme.disk_cache = before
        deck_theme._PIXMAPS.clear()


def _pixels(image: QImage) -> bytes:
    return bytes(image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied).constBits())


def test_a_card_rendered_once_is_drawn_from_the_cache_next_time(
    kept: tuple[Path, Path],
) -> None:
    deck, cache = kept
    first = DeckTheme(deck)  # nothing kept yet: the file is parsed at once
    assert first._renderer is not None
    drawn = first.card_pixmap("7e", 72, 1.0).toImage()
    files = list(cache.glob("spanish-*/7e-*.argb32"))
    assert len(files) == 1
    deck_theme._PIXMAPS.clear()  # as a new run: nothing in memory
    again = DeckTheme(deck)
    assert again._renderer is None  # the same file rendered before: not parsed
    assert _pixels(again.card_pixmap("7e", 72, 1.0).toImage()) == _pixels(drawn)
    assert again._renderer is None  # drawn from the kept file
    deck_theme._PIXMAPS.clear()
    files[0].write_bytes(files[0].read_bytes()[:100])  # cut short by a crash
    assert _pixels(again.card_pixmap("7e", 72, 1.0).toImage()) == _pixels(drawn)
    assert again._renderer is not None  # rendered again
    assert files[0].stat().st_size == len(_pixels(drawn))  # and kept whole


def test_a_changed_deck_file_gets_a_new_folder(kept: tuple[Path, Path]) -> None:
    deck, cache = kept
    DeckTheme(deck).card_pixmap("1e", 60, 1.0)
    (old,) = cache.glob("spanish-*")
    svg = deck / "deck.svg"
    svg.write_text(svg.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    deck_theme._PIXMAPS.clear()
    changed = DeckTheme(deck)
    assert changed._renderer is not None  # a new file: parsed
    changed.card_pixmap("1e", 60, 1.0)
    (new,) = cache.glob("spanish-*")
    assert new != old and not old.exists()


def test_a_broken_deck_file_is_refused_when_nothing_of_it_was_kept(
    kept: tuple[Path, Path],
) -> None:
    deck, _cache = kept
    (deck / "deck.svg").write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError):
        DeckTheme(deck)
