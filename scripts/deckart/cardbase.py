"""What every face shares: the card stock, its edge and a faint print grain.

The stock is drawn so that the card's stroked outline ends exactly on the card's
rectangle. QSvgRenderer's `boundsOnElement` includes strokes, and the UI maps those
bounds onto the pixmap, so any ink outside the card would shrink the whole face.
"""

from __future__ import annotations

import random

from . import palette as P
from .svg import circle, linear_gradient, n, rect

EDGE_WIDTH = 2.0

# Card sizes in drawing units, four per millimetre (DESIGN.md §3).
SPANISH_W, SPANISH_H = 244.0, 380.0  # 61 x 95 mm
FRENCH_W, FRENCH_H = 252.0, 352.0  # 63 x 88 mm


def corner_radius(w: float) -> float:
    """Card corners have a radius of 6.5 % of the width (DESIGN.md §3)."""
    return 0.065 * w


def defs() -> str:
    """Gradients and the grain pattern used by every face."""
    rnd = random.Random(1889)  # fixed seed: the grain must be identical on every build
    specks = []
    for _ in range(46):
        x, y = rnd.uniform(0, 60), rnd.uniform(0, 60)
        specks.append(circle(x, y, rnd.uniform(0.25, 0.7)))
    fibres = []
    for _ in range(10):
        x, y = rnd.uniform(0, 60), rnd.uniform(0, 60)
        dx, dy = rnd.uniform(-5, 5), rnd.uniform(-2, 2)
        fibres.append(f"M{n(x)} {n(y)}l{n(dx)} {n(dy)}")
    return "\n".join(
        [
            linear_gradient("g-face", [(0, P.FACE_TOP), (1, P.FACE_BOTTOM)], x2=0.35, y2=1),
            '<pattern id="p-grain" width="60" height="60" patternUnits="userSpaceOnUse">'
            f'<g fill="#8A6A3A" fill-opacity="0.09">{"".join(specks)}</g>'
            f'<path d="{"".join(fibres)}" stroke="#8A6A3A" stroke-opacity="0.06" '
            'stroke-width="0.5" fill="none"/></pattern>',
        ]
    )


def stock(w: float, h: float) -> str:
    """The ivory card with its edge, centred on (0, 0); ink ends exactly at ±w/2, ±h/2."""
    r = corner_radius(w)
    e = EDGE_WIDTH
    return (
        rect(
            -w / 2 + e / 2,
            -h / 2 + e / 2,
            w - e,
            h - e,
            r - e / 2,
            fill="url(#g-face)",
            stroke=P.EDGE,
            stroke_width=e,
        )
        + rect(-w / 2 + e, -h / 2 + e, w - 2 * e, h - 2 * e, r - e, fill="url(#p-grain)")
        + rect(
            -w / 2 + 2.5,
            -h / 2 + 2.5,
            w - 5,
            h - 5,
            r - 2.5,
            fill="none",
            stroke="#FFFFFF",
            stroke_opacity=0.55,
            stroke_width=1.0,
        )
    )
