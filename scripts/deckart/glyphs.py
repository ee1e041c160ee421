"""A tiny path font for card indices: the digits 0-7 and the letters A, J, Q, K.

Why not a font: the product ships no third-party font files, and a card must look the
same on a machine that has none (DESIGN.md §10). So each glyph is a centre line that a
virtual broad pen sweeps along; the pen's width follows the stroke's direction, which
gives thick downstrokes and thin hairlines like a printed serif numeral. The sweep is
turned into filled outlines here, once, so the SVG holds plain paths.

Glyph coordinates: cap height 100, baseline at y = 100, y grows downwards.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass

from .svg import Point, circle, n

CAP = 100.0
THICK = 21.0
THIN = 8.5
# Direction of the thinnest stroke, in degrees (y down): slightly rising to the right,
# as with a pen held at an angle; verticals come out thick, horizontals thin.
STRESS = -18.0


@dataclass(frozen=True)
class Stroke:
    """One pen stroke: a centre line in mini path syntax (M, L, C, absolute only)."""

    d: str
    weight: float = 1.0
    steps: int = 14


@dataclass(frozen=True)
class Glyph:
    """A glyph: strokes, optional round dots (terminals) and the advance width."""

    strokes: tuple[Stroke, ...]
    advance: float
    dots: tuple[tuple[float, float, float], ...] = ()


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, t: float) -> tuple[Point, Point]:
    """Point and tangent of a cubic Bézier at t."""
    u = 1 - t
    x = u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0]
    y = u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]
    dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0])
    dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1])
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        dx, dy = p3[0] - p0[0], p3[1] - p0[1]
    return (x, y), (dx, dy)


def _centre_line(stroke: Stroke) -> list[tuple[Point, Point]]:
    """Sample a stroke's centre line into (point, tangent) pairs."""
    tokens = re.findall(r"[MLC]|-?\d+(?:\.\d+)?", stroke.d)
    out: list[tuple[Point, Point]] = []
    cur: Point = (0.0, 0.0)
    i = 0
    while i < len(tokens):
        cmd = tokens[i]
        i += 1
        if cmd == "M":
            cur = (float(tokens[i]), float(tokens[i + 1]))
            i += 2
        elif cmd == "L":
            end = (float(tokens[i]), float(tokens[i + 1]))
            i += 2
            tan = (end[0] - cur[0], end[1] - cur[1])
            if not out or out[-1][0] != cur:
                out.append((cur, tan))
            out.append((end, tan))
            cur = end
        elif cmd == "C":
            pts = [(float(tokens[i + k]), float(tokens[i + k + 1])) for k in (0, 2, 4)]
            i += 6
            start = 0 if not out or out[-1][0] != cur else 1
            for s in range(start, stroke.steps + 1):
                out.append(_bezier(cur, pts[0], pts[1], pts[2], s / stroke.steps))
            cur = pts[2]
        else:  # pragma: no cover - the glyph table is fixed
            raise ValueError(f"bad path command {cmd!r}")
    return out


def _pen_width(tangent: Point, weight: float) -> float:
    """Width of the swept pen for a stroke travelling along `tangent`."""
    phi = math.atan2(tangent[1], tangent[0])
    k = abs(math.sin(phi - math.radians(STRESS)))
    return (THIN + (THICK - THIN) * math.pow(k, 1.4)) * weight


def stroke_outline(stroke: Stroke) -> str:
    """The filled outline of one swept stroke, as path data."""
    line = _centre_line(stroke)
    left: list[Point] = []
    right: list[Point] = []
    for (x, y), (tx, ty) in line:
        length = math.hypot(tx, ty) or 1.0
        nx, ny = -ty / length, tx / length
        half = _pen_width((tx, ty), stroke.weight) / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    ring = left + right[::-1]
    return "M" + "L".join(f"{n(x)} {n(y)}" for x, y in ring) + "Z"


# Centre lines, drawn on a 100-unit cap height. Stroke ends sit half a pen width inside
# the glyph's box, so the ink spans roughly y 0..100.
GLYPHS: dict[str, Glyph] = {
    "0": Glyph(
        (
            Stroke(
                "M35 5 C53 5 61 26 61 50 C61 74 53 95 35 95 C17 95 9 74 9 50 C9 26 17 5 35 5",
                steps=16,
            ),
        ),
        70,
    ),
    "1": Glyph(
        (
            Stroke("M31 4 L31 95"),
            Stroke("M30 6 C24 14 16 19 6 22", weight=0.85),
            Stroke("M11 95.5 L51 95.5", weight=1.0),
        ),
        58,
    ),
    "2": Glyph(
        (
            Stroke(
                "M13 28 C13 13 24 4 37 4 C52 4 61 13 61 27 C61 45 44 56 31 68 C23 76 15 85 11 93",
                steps=12,
            ),
            Stroke("M8 95 L63 95", weight=1.05),
            Stroke("M61.5 84 L61.5 97", weight=0.8),
        ),
        70,
        dots=((17.5, 28.5, 10.5),),
    ),
    "3": Glyph(
        (
            Stroke("M12 22 C15 10 25 4 36 4 C50 4 59 12 59 24 C59 37 49 45 33 46", steps=12),
            Stroke("M29 46 C49 46 62 56 62 72 C62 88 50 96 35 96 C22 96 13 91 8 81", steps=12),
        ),
        70,
        dots=((16.5, 21.5, 10), (12.5, 80, 10)),
    ),
    "4": Glyph(
        (
            Stroke("M46 6 L7 70", weight=0.7),
            Stroke("M5 70.5 L66 70.5", weight=1.05),
            Stroke("M46 4 L46 95"),
            Stroke("M33 95.5 L60 95.5"),
        ),
        70,
    ),
    "5": Glyph(
        (
            Stroke("M20 5.5 L61 5.5", weight=1.1),
            Stroke("M19 4 L15 48", weight=0.9),
            Stroke(
                "M15 45 C24 39 30 37 37 37 C52 37 62 48 62 65 C62 84 50 96 34 96 C22 96 12 91 8 81",
                steps=12,
            ),
        ),
        70,
        dots=((12.5, 80, 10),),
    ),
    "6": Glyph(
        (
            Stroke(
                "M56 9 C49 5 43 4 37 4 C19 4 9 24 9 52 C9 80 19 96 36 96 C52 96 62 84 62 67 "
                "C62 51 52 41 37 41 C26 41 16 47 10 58",
                steps=12,
            ),
        ),
        70,
        dots=((53.5, 12, 9.5),),
    ),
    "7": Glyph(
        (
            Stroke("M7 5.5 L62 5.5", weight=1.1),
            Stroke("M62 6 C50 28 38 56 31 95", steps=10),
            Stroke("M7.5 3 L7.5 19", weight=0.8),
        ),
        68,
    ),
    "A": Glyph(
        (
            Stroke("M9 95 L36 5", weight=0.6),
            Stroke("M35 4 L63 95"),
            Stroke("M20 66 L53 66", weight=1.0),
            Stroke("M2 95.5 L19 95.5", weight=0.9),
            Stroke("M53 95.5 L72 95.5", weight=0.9),
        ),
        74,
    ),
    "J": Glyph(
        (
            Stroke("M45 5 L45 68 C45 87 37 96 25 96 C15 96 9 92 6 84", steps=12),
            Stroke("M28 4.5 L61 4.5"),
        ),
        66,
        dots=((10.5, 82, 10),),
    ),
    "Q": Glyph(
        (
            Stroke(
                "M37 5 C56 5 65 26 65 50 C65 74 56 95 37 95 C18 95 9 74 9 50 C9 26 18 5 37 5",
                steps=16,
            ),
            Stroke("M34 79 C44 86 52 97 70 100", weight=1.1, steps=8),
        ),
        74,
    ),
    "K": Glyph(
        (
            Stroke("M17 5 L17 95"),
            Stroke("M63 6 L21 60", weight=0.62),
            Stroke("M33 45 L66 95"),
            Stroke("M3 4.5 L31 4.5"),
            Stroke("M3 95.5 L31 95.5"),
            Stroke("M50 4.5 L73 4.5"),
            Stroke("M53 95.5 L76 95.5"),
        ),
        78,
    ),
}


def glyph_path(ch: str) -> str:
    """Path data (plus dot circles) for one glyph, in glyph units."""
    g = GLYPHS[ch]
    d = "".join(stroke_outline(s) for s in g.strokes)
    dots = "".join(circle(x, y, r) for x, y, r in g.dots)
    return f'<path d="{d}"/>{dots}'


# Pairs that sit too far apart with plain advances (the "1" is narrow and light).
KERNING: dict[tuple[str, str], float] = {("1", "0"): -6, ("1", "1"): -4, ("1", "2"): -6}


def text_width(text: str) -> float:
    """Advance width of a string in glyph units."""
    w = sum(GLYPHS[c].advance for c in text)
    w += sum(KERNING.get(pair, 0.0) for pair in itertools.pairwise(text))
    return w


def glyph_defs(prefix: str = "gl-") -> str:
    """One `<g id="gl-X">` per glyph, for `<use>` from the indices."""
    return "\n".join(f'<g id="{prefix}{c}">{glyph_path(c)}</g>' for c in GLYPHS)


def word(text: str, prefix: str = "gl-") -> list[tuple[str, float]]:
    """Glyph ids and their x offsets (glyph units) for a string, left-aligned at 0."""
    out = []
    x = 0.0
    prev = ""
    for c in text:
        x += KERNING.get((prev, c), 0.0)
        out.append((f"{prefix}{c}", x))
        x += GLYPHS[c].advance
        prev = c
    return out
