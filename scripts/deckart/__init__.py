"""Vector card art for truco-desktop, drawn from code.

The decks are generated rather than drawn by hand so that a colour, a proportion or a
whole figure can be restyled in one place and every card follows. Everything here uses
the standard library only: the generator must run on a bare build machine. `make_decks.py`
in the parent folder is the entry point.

Conventions shared by all modules:
- Drawings are SVG fragments (strings) in local coordinates, usually centred on (0, 0)
  with y growing downwards, as SVG does.
- Suit pictures are drawn once into `<defs>` inside a 100-unit-tall box and placed with
  `<use>` plus one transform, because QSvgRenderer mis-sizes `<symbol>` (DESIGN.md §11).
- Text never appears: digits and letters are paths from `glyphs.py`, so a card looks the
  same on a machine without fonts.
"""
