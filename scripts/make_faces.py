#!/usr/bin/env python3
"""Draw the characters' faces: one SVG portrait per character in `assets/faces/`.

Each character also has a portrait in layers for the señas, `assets/faces/signs/<key>.svg`
(and `plain.svg` for a seat without a character): the table shows the character making
a sign (a wink, raised brows, a bitten lip…) with his or her own face, not a stranger's.

The faces are code, like the decks (`scripts/deckart/portraits.py` holds each
character's look), so a restyle is an edit and a rerun and the files are never edited by
hand. Output is deterministic: the same source gives byte-identical files.

Usage:
    python scripts/make_faces.py            # writes <repo>/assets/faces/<key>.svg
    python scripts/make_faces.py --out DIR  # writes DIR/<key>.svg instead
    python scripts/make_faces.py --png DIR  # also renders 128 px PNGs there (PySide6)

Only the standard library is needed for the SVG files. Every character of
`truco_desktop.bots.characters` must have a look, and every look a character.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from deckart.portraits import LOOKS, portrait, sign_portrait

REPO = Path(__file__).resolve().parent.parent


def character_keys() -> tuple[str, ...]:
    """The characters' keys, read from the game's own table."""
    sys.path.insert(0, str(REPO))
    from truco_desktop.bots.characters import KEYS

    return KEYS


def write_faces(out: Path) -> list[Path]:
    """Write every portrait into ``out`` and its señas layers into ``out/signs``; the
    files written (the portraits first, in the characters' order)."""
    keys = character_keys()
    if set(keys) != set(LOOKS):
        raise SystemExit(f"characters and looks differ: {sorted(set(keys) ^ set(LOOKS))}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for key in keys:
        target = out / f"{key}.svg"
        target.write_text(portrait(key), encoding="utf-8", newline="\n")
        written.append(target)
    signs = out / "signs"
    signs.mkdir(exist_ok=True)
    for key in (*keys, "plain"):
        target = signs / f"{key}.svg"
        target.write_text(sign_portrait(key), encoding="utf-8", newline="\n")
        written.append(target)
    return written


def render_pngs(svgs: Sequence[Path], out: Path, size: int = 128) -> None:
    """Render each portrait to a PNG (a preview; the game draws the SVGs itself)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_faces"])
    out.mkdir(parents=True, exist_ok=True)
    for svg in svgs:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        QSvgRenderer(str(svg)).render(painter)
        painter.end()
        image.save(str(out / f"{svg.stem}.png"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "faces")
    parser.add_argument("--png", type=Path, default=None, help="also render PNG previews here")
    args = parser.parse_args(argv)
    written = write_faces(args.out)
    if args.png is not None:
        render_pngs(written, args.png)
    print(f"{len(written)} faces in {args.out} (with their señas layers)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
