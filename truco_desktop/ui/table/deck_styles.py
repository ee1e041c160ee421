"""Deck styles: the designs of the card backs every bundled deck draws.

The deck a game uses follows its rules (Spanish for Argentine Truco, French for the
Brazilian variants, in two or four colours); the player's *deck style* is the design on
the backs. Every bundled deck draws the same back designs (`scripts/deckart/backs.py`):
its `back` element is the `classic` style, `back-<style>` each other one (`blue`,
`green`). `deck_styles()` lists the styles every installed deck offers, read from the
themes' `theme.json`.

No Qt here: the menus list the styles without loading the SVG renderer
(`deck_theme`), which comes with the first card drawn, after the first paint.
"""

from __future__ import annotations

import json
from pathlib import Path

from truco_desktop.resources import deck_dir

#: The style every deck has: its `back` element.
CLASSIC = "classic"


def back_for(style: str) -> str:
    """The back element of a deck style: `back` for classic, `back-blue` for blue."""
    return "back" if style == CLASSIC else f"back-{style}"


def style_of(back: str) -> str:
    """The deck style a back element shows (the inverse of `back_for`)."""
    return CLASSIC if back == "back" else back.removeprefix("back-")


def deck_folders(assets: str | Path | None = None) -> list[str]:
    """The ids (folder names) of the installed deck themes, sorted."""
    root = deck_dir("", assets)
    return sorted(p.name for p in root.iterdir() if (p / "theme.json").is_file())


def deck_styles(assets: str | Path | None = None) -> list[str]:
    """The deck styles every installed deck offers, classic first, in the themes' order.

    A style is offered only when each deck has its back, so that whatever the rules
    choose, the cards show the style picked.
    """
    common: list[str] | None = None
    for folder in deck_folders(assets):
        meta = json.loads((deck_dir(folder, assets) / "theme.json").read_text(encoding="utf-8"))
        backs = [str(b) for b in meta["backs"]]
        common = backs if common is None else [b for b in common if b in backs]
    styles = [style_of(back) for back in common or ()]
    return [CLASSIC, *(s for s in styles if s != CLASSIC)] if CLASSIC in styles else styles
