"""The scene's card pictures: the deck style's backs, and the deck theme's real interface
(a broken deck gives plain cards and a log line; a bug is not swallowed)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from truco_desktop.ui.table import art as art_module
from truco_desktop.ui.table import deck_styles, deck_theme
from truco_desktop.ui.table.art import CardArt


def _pixels(art: CardArt) -> QImage:
    return art.back(120, 1.0).toImage()


@pytest.mark.parametrize("variant", ["argentino", "mineiro", "paulista"])
def test_each_deck_style_shows_its_own_back(qapp: object, variant: str) -> None:
    backs = {}
    for style in deck_styles.deck_styles():
        art = CardArt(variant, style)
        assert art.theme is not None and art.back_id == deck_styles.back_for(style)
        backs[style] = _pixels(art)
    styles = list(backs)
    for i, a in enumerate(styles):
        for b in styles[i + 1 :]:
            assert backs[a] != backs[b], (variant, a, b)


def test_a_style_the_deck_lacks_shows_the_default_back(qapp: object) -> None:
    art = CardArt("argentino", "tartan")
    assert art.back_id == "back"
    assert _pixels(art) == _pixels(CardArt("argentino", "classic"))


def test_a_missing_deck_gives_plain_cards_and_says_why(
    qapp: object, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(art_module, "deck_folder", lambda variant, four: "no-such-deck")
    art = CardArt("argentino")
    with caplog.at_level(logging.WARNING):
        face = art.face("1e", 100)
    assert art.theme is None and not face.isNull()
    assert "no-such-deck" in caplog.text


def test_a_bug_in_the_deck_code_is_not_swallowed(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(folder: str) -> object:
        raise AttributeError("a bug")

    monkeypatch.setattr(deck_theme.DeckTheme, "load", broken)
    with pytest.raises(AttributeError):
        CardArt("paulista").face("As", 100)


def test_the_deck_renderer_loads_after_the_first_frame(tmp_path: Path) -> None:
    """The first frame has no card: the deck theme and Qt's SVG module load with the
    first card drawn (and the Deck style menu lists the styles without them). A fresh
    process, because this suite has long since imported both."""
    child = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from truco_desktop.paths import app_paths
        from truco_desktop.ui.widgets.main_window import MainWindow
        window = MainWindow(app_paths(Path({str(tmp_path)!r})))
        window.show()
        app.processEvents()
        assert window.table.scene.plates, "the seats are laid"
        assert len(window.menus.style_actions) >= 3, "the menu lists the styles"
        late = ("truco_desktop.ui.table.deck_theme", "PySide6.QtSvg")
        print(sorted(m for m in late if m in sys.modules))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
