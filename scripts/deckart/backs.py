"""Card backs: an ivory margin, a coloured field with a lattice, a central medallion.

Backs are point-symmetric (they read the same upside down, DESIGN.md §11), which is why
every ornament is placed in pairs about the centre and the lattice has a node at (0, 0).
Two designs exist: a diagonal lattice (`back`, `back-green`) and a tiled star pattern
(`back-blue`), so the players' two sides of a table can be told apart if wanted.
"""

from __future__ import annotations

import math

from . import cardbase
from . import palette as P
from .svg import circle, ellipse, group, n, path, poly, radial_gradient, rect, star_points

BACK_IDS = ("back", "back-blue", "back-green")


def defs() -> str:
    """Gradients and patterns for all back designs."""
    out = []
    for bid, (light, dark, gold) in P.BACKS.items():
        out.append(radial_gradient(f"g-{bid}", [(0, light), (1, dark)], r=0.75))
        out.append(radial_gradient(f"g-{bid}-med", [(0, light), (0.7, dark), (1, dark)], r=0.6))
        if bid == "back-blue":
            # tiled eight-point stars with small crosses between them
            s = 18.0
            star = poly(star_points(8, 6.6, 3.2, rot_deg=-90, cx=s / 2, cy=s / 2))
            cross = "".join(
                f"M{n(cx)} {n(cy - 2.2)}V{n(cy + 2.2)}M{n(cx - 2.2)} {n(cy)}H{n(cx + 2.2)}"
                for cx in (0, s)
                for cy in (0, s)
            )
            out.append(
                f'<pattern id="p-{bid}" width="{n(s)}" height="{n(s)}" x="{n(-s / 2)}" '
                f'y="{n(-s / 2)}" patternUnits="userSpaceOnUse">'
                f'<path d="{star}" fill="{gold}" fill-opacity="0.46"/>'
                f'<path d="{cross}" stroke="{gold}" stroke-opacity="0.3" stroke-width="0.9" '
                'fill="none"/></pattern>'
            )
        else:
            s = 12.0
            out.append(
                f'<pattern id="p-{bid}" width="{n(s)}" height="{n(s)}" '
                f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                f'<path d="M0 0H{n(s)}M0 0V{n(s)}M0 {n(s)}H{n(s)}M{n(s)} 0V{n(s)}" '
                f'stroke="{gold}" stroke-opacity="0.3" stroke-width="0.9" fill="none"/>'
                f'<circle cx="{n(s / 2)}" cy="{n(s / 2)}" r="1.3" fill="{gold}" '
                'fill-opacity="0.4"/>'
                f'<circle r="1.6" fill="{gold}" fill-opacity="0.45"/>'
                f'<circle cx="{n(s)}" r="1.6" fill="{gold}" fill-opacity="0.45"/>'
                f'<circle cy="{n(s)}" r="1.6" fill="{gold}" fill-opacity="0.45"/>'
                f'<circle cx="{n(s)}" cy="{n(s)}" r="1.6" fill="{gold}" fill-opacity="0.45"/>'
                "</pattern>"
            )
    return "\n".join(out)


def _corner_fleuron(gold: str) -> str:
    """A small three-leaf ornament pointing into a corner, drawn for the top-left one."""
    leaf = "M0 0C3 -4 9 -5 13 -2C9 1 3 2 0 0Z"
    return group(
        [
            path(leaf, transform="rotate(-135)"),
            path(leaf, transform="rotate(-135) scale(0.7) rotate(-35)"),
            path(leaf, transform="rotate(-135) scale(0.7) rotate(35)"),
            circle(0, 0, 2),
        ],
        fill=gold,
        fill_opacity=0.85,
    )


def back(bid: str, w: float, h: float) -> str:
    """One back design, centred on (0, 0), the same size as the faces."""
    light, dark, gold = P.BACKS[bid]
    m = 0.07 * w
    r = cardbase.corner_radius(w)
    iw, ih = w - 2 * m, h - 2 * m
    x0, y0 = -iw / 2, -ih / 2
    med_rx, med_ry = 0.25 * w, 0.25 * w * 1.3
    parts = [
        cardbase.stock(w, h),
        rect(x0, y0, iw, ih, r * 0.5, fill=f"url(#g-{bid})"),
        rect(x0, y0, iw, ih, r * 0.5, fill=f"url(#p-{bid})"),
        rect(
            x0 + 5,
            y0 + 5,
            iw - 10,
            ih - 10,
            r * 0.3,
            fill="none",
            stroke=gold,
            stroke_opacity=0.85,
            stroke_width=1.4,
        ),
        rect(
            x0 + 8.5,
            y0 + 8.5,
            iw - 17,
            ih - 17,
            r * 0.2,
            fill="none",
            stroke=gold,
            stroke_opacity=0.5,
            stroke_width=0.7,
        ),
    ]
    # fleurons in the four corners of the inner frame, in point-symmetric pairs
    fx, fy = iw / 2 - 15, ih / 2 - 15
    for sx, sy in ((-1, -1), (1, 1), (1, -1), (-1, 1)):
        rot = {(-1, -1): 0, (1, 1): 180, (1, -1): 90, (-1, 1): 270}[(sx, sy)]
        parts.append(
            group(_corner_fleuron(gold), f"translate({n(sx * fx)} {n(sy * fy)}) rotate({rot})")
        )
    # the medallion: a dark oval, gold rings, a ring of beads and a 16-point rosette
    beads = "".join(
        circle((med_rx - 6) * math.cos(a), (med_ry - 6) * math.sin(a), 1.3)
        for a in (2 * math.pi * k / 36 for k in range(36))
    )
    parts += [
        ellipse(0, 0, med_rx + 9, med_ry + 9, fill=dark, fill_opacity=0.55),
        ellipse(0, 0, med_rx, med_ry, fill=f"url(#g-{bid}-med)", stroke=gold, stroke_width=1.8),
        ellipse(
            0,
            0,
            med_rx + 4.5,
            med_ry + 4.5,
            fill="none",
            stroke=gold,
            stroke_width=0.8,
            stroke_opacity=0.7,
        ),
        group(beads, fill=gold, fill_opacity=0.8),
        ellipse(
            0,
            0,
            med_rx - 11,
            med_ry - 11,
            fill="none",
            stroke=gold,
            stroke_width=0.8,
            stroke_opacity=0.7,
        ),
    ]
    k = med_ry / med_rx
    outer = star_points(16, med_rx * 0.66, med_rx * 0.3)
    inner = star_points(8, med_rx * 0.42, med_rx * 0.16, rot_deg=-90 + 360 / 32)
    parts += [
        path(
            poly([(x, y * k) for x, y in outer]),
            fill=gold,
            fill_opacity=0.92,
            stroke=gold,
            stroke_width=0.6,
            stroke_linejoin="round",
        ),
        path(poly([(x, y * k) for x, y in inner]), fill=dark, fill_opacity=0.7),
        ellipse(0, 0, med_rx * 0.14, med_rx * 0.14 * k, fill=light, stroke=gold, stroke_width=1.2),
        circle(0, 0, 1.8, fill=gold),
    ]
    # small diamonds above and below the medallion keep the long axis alive
    for sy in (-1, 1):
        cy = sy * (med_ry + 24)
        parts.append(
            path(poly([(0, cy - 9), (6, cy), (0, cy + 9), (-6, cy)]), fill=gold, fill_opacity=0.8)
        )
        parts.append(circle(0, cy + sy * 15, 2.2, fill=gold, fill_opacity=0.8))
    return "".join(parts)
