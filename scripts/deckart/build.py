"""Assemble deck sheets: every card as a top-level `<g id="CODE">` laid out on a grid.

Why a grid: QSvgRenderer renders one element by id into a rectangle by mapping the
element's bounds, so the cards must not overlap and each group's bounds must be exactly
its card. The sheet itself is also a handy contact sheet when opened in a browser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .svg import document, n

GAP = 24.0
MARGIN = 12.0


@dataclass(frozen=True)
class Deck:
    """What the sheet builder needs to know about one deck."""

    name: str
    title: str
    width: float
    height: float
    rows: Sequence[Sequence[str]]  # card codes, one list per sheet row
    backs: Sequence[str]
    defs: str
    face: Callable[[str], str]  # code -> face drawing centred on (0, 0)
    back: Callable[[str], str]  # back id -> back drawing centred on (0, 0)
    overlays: Sequence[str] = ()  # card-sized marks the UI paints over a face
    overlay: Callable[[str], str] | None = None


def place(deck: Deck) -> tuple[str, float, float]:
    """Lay the cards out in rows, backs and overlays last; return (body, sheet w, sheet h)."""
    rows = [*deck.rows, [*deck.backs, *deck.overlays]]
    cols = max(len(r) for r in rows)
    body = []
    for j, row in enumerate(rows):
        for i, code in enumerate(row):
            cx = MARGIN + deck.width / 2 + i * (deck.width + GAP)
            cy = MARGIN + deck.height / 2 + j * (deck.height + GAP)
            if code in deck.backs:
                drawing = deck.back(code)
            elif code in deck.overlays and deck.overlay is not None:
                drawing = deck.overlay(code)
            else:
                drawing = deck.face(code)
            body.append(f'<g id="{code}" transform="translate({n(cx)} {n(cy)})">{drawing}</g>')
    sheet_w = 2 * MARGIN + cols * deck.width + (cols - 1) * GAP
    sheet_h = 2 * MARGIN + len(rows) * deck.height + (len(rows) - 1) * GAP
    return "\n".join(body), sheet_w, sheet_h


def deck_svg(deck: Deck) -> str:
    """The whole deck file."""
    body, sw, sh = place(deck)
    return document(sw, sh, deck.defs, body, deck.title)
