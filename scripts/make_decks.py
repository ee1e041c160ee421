#!/usr/bin/env python3
"""Regenerate all card art: the three decks, the felt and the app icon.

The art is code (see `scripts/deckart/`), so a restyle is an edit and a rerun, and the
files in `assets/` are never edited by hand. Output is deterministic: the same source
gives byte-identical files, so a diff of `assets/` shows exactly what a change did.

Usage:
    python scripts/make_decks.py            # writes into <repo>/assets
    python scripts/make_decks.py --out DIR  # writes into DIR instead
    python scripts/make_decks.py --no-png   # skip the icon PNGs (they need PySide6)

Only the standard library is needed, except for the icon PNGs, which are rendered with
PySide6's QSvgRenderer when it is installed (the same renderer the game uses).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from deckart import backs, build, cardbase, french, glyphs, spanish, spanish_suits, table
from deckart import palette as P

REPO = Path(__file__).resolve().parent.parent
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def _spanish_deck() -> build.Deck:
    defs = "\n".join(
        [cardbase.defs(), glyphs.glyph_defs(), spanish_suits.defs(), spanish.defs(), backs.defs()]
    )
    return build.Deck(
        name="spanish",
        title="truco-desktop Spanish deck (40 cards, Vitoria-style pattern)",
        width=spanish.W,
        height=spanish.H,
        rows=[[f"{r}{s}" for r in spanish.RANKS] for s in spanish.SUITS],
        backs=backs.BACK_IDS,
        defs=defs,
        face=lambda code: spanish.face(int(code[:-1]), code[-1]),
        back=lambda bid: backs.back(bid, spanish.W, spanish.H),
    )


def _french_deck(name: str, colours: dict[str, str], title: str) -> build.Deck:
    defs = "\n".join(
        [
            cardbase.defs(),
            glyphs.glyph_defs(),
            spanish_suits.gradients(),
            french.defs(colours),
            backs.defs(),
        ]
    )
    return build.Deck(
        name=name,
        title=title,
        width=french.W,
        height=french.H,
        rows=[[f"{r}{s}" for r in french.RANKS] for s in french.SUITS],
        backs=backs.BACK_IDS,
        defs=defs,
        face=lambda code: french.face_card(code[:-1], code[-1], colours),
        back=lambda bid: backs.back(bid, french.W, french.H),
        overlays=french.OVERLAYS,
        overlay=french.overlay,
    )


def _theme(
    deck: build.Deck,
    label: str,
    size_mm: tuple[int, int],
    ranks: Sequence[str],
    suits: dict[str, str],
) -> str:
    """theme.json: what the UI needs to know without parsing the SVG."""
    meta = {
        "id": deck.name,
        "name": label,
        "file": "deck.svg",
        "card_size_mm": list(size_mm),
        "aspect": round(size_mm[0] / size_mm[1], 4),
        "ranks": list(ranks),
        "suits": suits,
        "cards": [code for row in deck.rows for code in row],
        "backs": list(deck.backs),
        "default_back": deck.backs[0],
        "overlays": list(deck.overlays),
    }
    return json.dumps(meta, indent=2, ensure_ascii=False) + "\n"


def _write(path: Path, data: str | bytes, written: list[Path]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8", newline="\n")
    else:
        path.write_bytes(data)
    written.append(path)


def render_icon_pngs(svg: str, out_dir: Path, written: list[Path]) -> bool:
    """Render the icon at the freedesktop sizes; False when PySide6 is not available."""
    try:
        from PySide6.QtCore import QByteArray, QRectF
        from PySide6.QtGui import QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer
    except ImportError:
        return False
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        target = out_dir / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "truco-desktop.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):  # the format follows the .png suffix
            raise OSError(f"could not write {target}")
        written.append(target)
    return True


def generate(out_dir: Path, render_png: bool = True) -> list[Path]:
    """Write every asset under `out_dir` (an `assets/` folder); return the files written."""
    written: list[Path] = []
    spanish_deck = _spanish_deck()
    french_deck = _french_deck(
        "french", P.FRENCH_TWO, "truco-desktop French deck (40 cards, two colours)"
    )
    four_deck = _french_deck(
        "french-4color", P.FRENCH_FOUR, "truco-desktop French deck (40 cards, four colours)"
    )
    themes = [
        (spanish_deck, "Spanish", (61, 95), [str(r) for r in spanish.RANKS], spanish.SUIT_NAMES),
        (french_deck, "French", (63, 88), list(french.RANKS), french.SUIT_NAMES),
        (four_deck, "French (four colours)", (63, 88), list(french.RANKS), french.SUIT_NAMES),
    ]
    for deck, label, size_mm, ranks, suits in themes:
        folder = out_dir / "decks" / deck.name
        _write(folder / "deck.svg", build.deck_svg(deck), written)
        _write(folder / "theme.json", _theme(deck, label, size_mm, ranks, dict(suits)), written)
    _write(out_dir / "table" / "felt.svg", table.felt_svg(), written)
    _write(out_dir / "table" / "felt-noise.png", table.felt_noise_png(), written)
    icon = table.icon_svg()
    _write(out_dir / "icons" / "truco-desktop.svg", icon, written)
    if render_png:
        render_icon_pngs(icon, out_dir, written)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO / "assets",
        help="assets folder to write into (default: the repository's)",
    )
    parser.add_argument("--no-png", action="store_true", help="skip the icon PNGs")
    args = parser.parse_args(argv)
    files = generate(args.out, render_png=not args.no_png)
    for f in files:
        print(f"{f.stat().st_size:>9}  {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
