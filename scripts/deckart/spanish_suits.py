"""The four Spanish suit pictures: oro (coin), copa (cup), espada (sword), basto (club).

Each is drawn once into `<defs>`, centred on (0, 0) and 100 units tall, in two
versions: a detailed one for pips and figures, and a bold simplified one (`-mini`) for
the corner index, where the detail would only blur at 10 pixels.
"""

from __future__ import annotations

import math

from . import palette as P
from .svg import circle, ellipse, group, linear_gradient, n, path, radial_gradient


def gradients() -> str:
    """Shared gradients for suit pictures (object-bounding-box units)."""
    return "\n".join(
        [
            radial_gradient(
                "g-coin",
                [(0, "#FFF0B8"), (0.45, P.COIN), (1, "#B98215")],
                cx=0.38,
                cy=0.32,
                r=0.75,
            ),
            radial_gradient(
                "g-coin-in",
                [(0, "#FBE08A"), (1, "#D9A22E")],
                cx=0.4,
                cy=0.35,
                r=0.8,
            ),
            linear_gradient(
                "g-gold",
                [(0, "#B5800F"), (0.38, "#F8DC82"), (0.62, "#E3B341"), (1, "#A87410")],
            ),
            linear_gradient(
                "g-gold-v",
                [(0, "#F8DC82"), (0.5, "#E3B341"), (1, "#A87410")],
                x2=0,
                y2=1,
            ),
            linear_gradient(
                "g-red",
                [(0, "#8E241B"), (0.3, "#E25A49"), (0.55, "#C23A2E"), (1, "#7E1F17")],
            ),
            radial_gradient(
                "g-red-r",
                [(0, "#EE7A66"), (0.6, "#C23A2E"), (1, "#8E241B")],
                cx=0.4,
                cy=0.35,
                r=0.7,
            ),
            linear_gradient(
                "g-blade",
                [
                    (0, "#22447F"),
                    (0.42, "#7FA4E0"),
                    (0.5, "#B7CDF2"),
                    (0.58, "#4C79C4"),
                    (1, "#1F3F78"),
                ],
            ),
            linear_gradient(
                "g-wood",
                [(0, "#8E5822"), (0.35, "#E2AD66"), (0.6, "#C48A45"), (1, "#7C4B1C")],
            ),
            linear_gradient("g-leaf", [(0, P.GREEN_LIGHT), (1, P.GREEN_DEEP)], x2=0.6, y2=1),
        ]
    )


def _petal(a: float, b: float, w: float) -> str:
    """A pointed petal from radius a to radius b along -y, `w` wide."""
    m1, m2 = a + (b - a) * 0.3, a + (b - a) * 0.75
    return (
        f"M0 {n(-a)}C{n(w * 0.62)} {n(-m1)} {n(w * 0.5)} {n(-m2)} 0 {n(-b)}"
        f"C{n(-w * 0.5)} {n(-m2)} {n(-w * 0.62)} {n(-m1)} 0 {n(-a)}Z"
    )


def coin() -> str:
    """Oro: a gold coin with a beaded ring and a red eight-petal rosette."""
    beads = "".join(
        circle(44.2 * math.cos(a), 44.2 * math.sin(a), 1.55)
        for a in (2 * math.pi * k / 28 for k in range(28))
    )
    red_petals = "".join(group(path(_petal(7, 33, 14)), f"rotate({k * 45})") for k in range(8))
    gold_petals = "".join(
        group(path(_petal(8, 25, 9)), f"rotate({k * 45 + 22.5})") for k in range(8)
    )
    return group(
        [
            circle(0, 0, 48.5, fill="url(#g-coin)", stroke=P.GOLD_DEEP, stroke_width=2.6),
            circle(0, 0, 40.5, fill="none", stroke="#B07C12", stroke_width=1.4),
            group(beads, fill=P.GOLD_DEEP),
            circle(0, 0, 37.5, fill="url(#g-coin-in)", stroke=P.GOLD_DEEP, stroke_width=1.6),
            group(gold_petals, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=1.1),
            group(
                red_petals,
                fill="url(#g-red-r)",
                stroke=P.RED_DEEP,
                stroke_width=1.3,
                stroke_linejoin="round",
            ),
            circle(0, 0, 9.5, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.5),
            circle(0, 0, 3.6, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.9),
            path(
                "M-33 -26A42 42 0 0 1 -14 -40",
                fill="none",
                stroke="#FFF8DF",
                stroke_width=3.4,
                stroke_linecap="round",
                opacity=0.75,
            ),
        ]
    )


def cup() -> str:
    """Copa: a red goblet with a gold rim, a jewelled band, a knopped stem and foot."""
    jewels = "".join(circle(x, -21 + 0.012 * x * x, 2.1) for x in (-22, -11, 0, 11, 22))
    return group(
        [
            # foot
            path(
                "M-27 45C-25 35 -11 31 0 31C11 31 25 35 27 45Z",
                fill="url(#g-red)",
                stroke=P.RED_DEEP,
                stroke_width=1.8,
                stroke_linejoin="round",
            ),
            path("M-20 38C-12 35 12 35 20 38", fill="none", stroke=P.GOLD, stroke_width=2.2),
            ellipse(0, 45.5, 27.5, 4.2, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.5),
            # stem and knop
            path(
                "M-4.5 7L-3.5 32H3.5L4.5 7Z",
                fill="url(#g-gold)",
                stroke=P.GOLD_DEEP,
                stroke_width=1.4,
            ),
            ellipse(0, 19.5, 9.5, 4.6, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.4),
            ellipse(0, 9, 7.5, 2.6, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.2),
            ellipse(0, 29.5, 6.5, 2.3, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.1),
            # bowl
            path(
                "M-35 -37C-35 -8 -19 9 0 9C19 9 35 -8 35 -37Z",
                fill="url(#g-red)",
                stroke=P.RED_DEEP,
                stroke_width=2.2,
                stroke_linejoin="round",
            ),
            # gold band and jewels
            path(
                "M-34.4 -27C-12 -20 12 -20 34.4 -27L32.6 -17C11 -10 -11 -10 -32.6 -17Z",
                fill="url(#g-gold)",
                stroke=P.GOLD_DEEP,
                stroke_width=1.3,
                stroke_linejoin="round",
            ),
            group(
                jewels, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.8, transform="translate(0 -1)"
            ),
            path(
                "M-22 -4C-14 3 -6 5 0 5", fill="none", stroke=P.GOLD, stroke_width=1.6, opacity=0.9
            ),
            # rim with the dark inside of the cup
            ellipse(0, -37, 36, 6.8, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.8),
            ellipse(0, -37, 29.5, 3.6, fill="#6A1812"),
            path(
                "M-27 -10C-24 -2 -18 3 -11 5.5",
                fill="none",
                stroke="#FFE3D6",
                stroke_width=3,
                stroke_linecap="round",
                opacity=0.6,
            ),
        ]
    )


def sword() -> str:
    """Espada: a blue blade with a light edge, gold cross-guard and pommel, red grip."""
    return group(
        [
            path(
                "M0 -50L6.3 -38.5V18.5H-6.3V-38.5Z",
                fill="url(#g-blade)",
                stroke=P.BLUE_DEEP,
                stroke_width=1.3,
                stroke_linejoin="round",
            ),
            path("M0 -40V15", stroke=P.BLUE_DEEP, stroke_width=1.1, opacity=0.5),
            # cross-guard with quillons that curl towards the blade
            path(
                "M-17 19.5C-11 17.5 11 17.5 17 19.5L17 25C11 23.2 -11 23.2 -17 25Z",
                fill="url(#g-gold)",
                stroke=P.GOLD_DEEP,
                stroke_width=1.3,
                stroke_linejoin="round",
            ),
            path(
                "M-16.5 22C-20 21 -21.5 16.5 -19 13.5M16.5 22C20 21 21.5 16.5 19 13.5",
                fill="none",
                stroke=P.GOLD_DEEP,
                stroke_width=3.6,
                stroke_linecap="round",
            ),
            path(
                "M-16.5 22C-20 21 -21.5 16.5 -19 13.5M16.5 22C20 21 21.5 16.5 19 13.5",
                fill="none",
                stroke=P.GOLD,
                stroke_width=2,
                stroke_linecap="round",
            ),
            circle(0, 21.7, 3, fill=P.RED, stroke=P.GOLD_DEEP, stroke_width=0.9),
            # grip
            path("M-4.2 24.5H4.2L3.6 39H-3.6Z", fill=P.RED, stroke=P.RED_DEEP, stroke_width=1.2),
            path(
                "M-3.9 28.5L3.9 26.5M-3.8 32.5L3.8 30.5M-3.7 36.5L3.7 34.5",
                fill="none",
                stroke=P.RED_DEEP,
                stroke_width=1,
            ),
            # pommel
            ellipse(0, 39.8, 5.4, 1.9, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1),
            circle(0, 44.6, 5.2, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.3),
            path("M-1.6 49.4H1.6L0.9 50H-0.9Z", fill=P.GOLD_DEEP),
        ]
    )


def _stub(bx: float, by: float, angle: float, length: float, width: float) -> tuple[str, str]:
    """A cut branch on the club: the stump (path data) and its pale cut face (ellipse).

    `angle` is the stump's direction in degrees (y down), measured from +x.
    """
    a = math.radians(angle)
    dx, dy = math.cos(a), math.sin(a)
    px, py = -dy, dx
    hb, ht = width / 2, width * 0.38
    tx, ty = bx + dx * length, by + dy * length
    d = (
        f"M{n(bx + px * hb - dx * 2)} {n(by + py * hb - dy * 2)}"
        f"L{n(tx + px * ht)} {n(ty + py * ht)}L{n(tx - px * ht)} {n(ty - py * ht)}"
        f"L{n(bx - px * hb - dx * 2)} {n(by - py * hb - dy * 2)}Z"
    )
    face = ellipse(tx, ty, ht * 0.5, ht * 1.05, transform=f"rotate({n(angle)} {n(tx)} {n(ty)})")
    return d, face


def club() -> str:
    """Basto: a knotted ochre club, thick end up, with cut branches and two leaves."""
    stubs = [
        _stub(-12.6, -22, 215, 8, 7.5),
        _stub(11.4, -5, -35, 7.5, 7),
        _stub(-9.8, 13, 205, 6.5, 6),
        _stub(8.2, 29, -30, 6, 5.5),
    ]
    return group(
        [
            path(
                "M-16.5 -31C-24 -38 -27 -46 -24 -51C-17 -47 -14.5 -39 -16.5 -31Z",
                fill="url(#g-leaf)",
                stroke=P.GREEN_DEEP,
                stroke_width=1.1,
            ),
            path(
                "M-17 -32C-19.5 -39 -21.5 -44 -23.5 -49",
                fill="none",
                stroke=P.GREEN_DEEP,
                stroke_width=0.7,
            ),
            path(
                "M-6.2 48C-7.8 23 -10.8 -7 -13.6 -32C-14.6 -44 -7.5 -50 0 -50"
                "C7.5 -50 14.6 -44 13.6 -32C10.8 -7 7.8 23 6.2 48C3 50.6 -3 50.6 -6.2 48Z",
                fill="url(#g-wood)",
                stroke=P.WOOD_DEEP,
                stroke_width=1.6,
                stroke_linejoin="round",
            ),
            path(
                "".join(d for d, _ in stubs),
                fill=P.WOOD,
                stroke=P.WOOD_DEEP,
                stroke_width=1.2,
                stroke_linejoin="round",
            ),
            group([f for _, f in stubs], fill=P.WOOD_LIGHT, stroke=P.WOOD_DEEP, stroke_width=0.8),
            ellipse(-3.5, -31, 2.6, 4, fill=P.WOOD_DEEP, opacity=0.65),
            ellipse(3.5, 3, 2.2, 3.4, fill=P.WOOD_DEEP, opacity=0.55),
            ellipse(-2, 31, 1.8, 2.8, fill=P.WOOD_DEEP, opacity=0.5),
            path(
                "M-3 -44C-5.5 -22 -4 10 -1.5 41",
                fill="none",
                stroke="#F6D49A",
                stroke_width=2.2,
                stroke_linecap="round",
                opacity=0.7,
            ),
            path(
                "M14 -9C22 -15 26.5 -23 23.5 -28C17.5 -25 14 -18 14 -9Z",
                fill="url(#g-leaf)",
                stroke=P.GREEN_DEEP,
                stroke_width=1.1,
            ),
        ]
    )


def sword_long() -> str:
    """A slender sword for the crossed layouts, where the pip is drawn 0.4-0.7 H long."""
    return group(
        [
            path(
                "M0 -50L4.4 -43.5V24H-4.4V-43.5Z",
                fill="url(#g-blade)",
                stroke=P.BLUE_DEEP,
                stroke_width=0.8,
                stroke_linejoin="round",
            ),
            path("M0 -44V22", stroke=P.BLUE_DEEP, stroke_width=0.8, opacity=0.5),
            path(
                "M-12 25C-7 23.8 7 23.8 12 25L12 28.6C7 27.4 -7 27.4 -12 28.6Z",
                fill="url(#g-gold)",
                stroke=P.GOLD_DEEP,
                stroke_width=0.8,
                stroke_linejoin="round",
            ),
            path(
                "M-11.7 26.8C-14.3 26.2 -15.2 23.4 -13.4 21.4M11.7 26.8C14.3 26.2 15.2 23.4 "
                "13.4 21.4",
                fill="none",
                stroke=P.GOLD_DEEP,
                stroke_width=2.2,
                stroke_linecap="round",
            ),
            path(
                "M-11.7 26.8C-14.3 26.2 -15.2 23.4 -13.4 21.4M11.7 26.8C14.3 26.2 15.2 23.4 "
                "13.4 21.4",
                fill="none",
                stroke=P.GOLD,
                stroke_width=1.1,
                stroke_linecap="round",
            ),
            path("M-2.9 28.6H2.9L2.5 40.2H-2.5Z", fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.7),
            path(
                "M-2.8 31.2L2.8 30M-2.7 34.2L2.7 33M-2.6 37.2L2.6 36",
                fill="none",
                stroke=P.RED_DEEP,
                stroke_width=0.6,
            ),
            circle(0, 44.4, 4.2, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=0.8),
            path("M-1 47.6H1L0.6 49.6H-0.6Z", fill=P.GOLD_DEEP),
        ]
    )


def club_long() -> str:
    """A slimmer knotted club for the crossed layouts."""
    stubs = [
        _stub(-8.2, -26, 215, 5, 4.6),
        _stub(7.2, -6, -35, 4.6, 4.2),
        _stub(-6.2, 14, 205, 4.2, 3.8),
        _stub(5.2, 31, -30, 3.8, 3.4),
    ]
    return group(
        [
            path(
                "M-10 -34C-15 -39 -17 -45 -15.5 -49C-11 -46 -9.5 -40 -10 -34Z",
                fill="url(#g-leaf)",
                stroke=P.GREEN_DEEP,
                stroke_width=0.8,
            ),
            path(
                "M-4 48C-5 23 -7 -7 -8.8 -33C-9.4 -44 -5 -50 0 -50"
                "C5 -50 9.4 -44 8.8 -33C7 -7 5 23 4 48C2 50 -2 50 -4 48Z",
                fill="url(#g-wood)",
                stroke=P.WOOD_DEEP,
                stroke_width=1.1,
                stroke_linejoin="round",
            ),
            path(
                "".join(d for d, _ in stubs),
                fill=P.WOOD,
                stroke=P.WOOD_DEEP,
                stroke_width=0.8,
                stroke_linejoin="round",
            ),
            group([f for _, f in stubs], fill=P.WOOD_LIGHT, stroke=P.WOOD_DEEP, stroke_width=0.5),
            ellipse(-2, -33, 1.7, 2.8, fill=P.WOOD_DEEP, opacity=0.6),
            ellipse(2.2, 2, 1.4, 2.3, fill=P.WOOD_DEEP, opacity=0.5),
            path(
                "M-2 -45C-3.5 -22 -2.5 10 -1 41",
                fill="none",
                stroke="#F6D49A",
                stroke_width=1.5,
                stroke_linecap="round",
                opacity=0.7,
            ),
            path(
                "M8 -11C13 -15 16 -20 14.5 -24C10.5 -22 8.5 -17 8 -11Z",
                fill="url(#g-leaf)",
                stroke=P.GREEN_DEEP,
                stroke_width=0.8,
            ),
        ]
    )


# Simplified index pips: fewer, thicker parts that survive being drawn 8-12 px tall.
def coin_mini() -> str:
    """Bold coin for the corner index."""
    return group(
        [
            circle(0, 0, 47, fill=P.COIN, stroke=P.GOLD_DEEP, stroke_width=7),
            circle(0, 0, 27, fill="none", stroke=P.GOLD_DEEP, stroke_width=4),
            circle(0, 0, 13, fill=P.RED, stroke=P.RED_DEEP, stroke_width=3),
        ]
    )


def cup_mini() -> str:
    """Bold cup for the corner index."""
    return group(
        [
            path(
                "M-26 47C-24 36 -12 33 0 33C12 33 24 36 26 47Z",
                fill=P.GOLD,
                stroke=P.GOLD_DEEP,
                stroke_width=5,
                stroke_linejoin="round",
            ),
            path("M-6 4H6V35H-6Z", fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=5),
            path(
                "M-36 -38C-36 -8 -19 8 0 8C19 8 36 -8 36 -38Z",
                fill=P.RED,
                stroke=P.RED_DEEP,
                stroke_width=5,
                stroke_linejoin="round",
            ),
            path("M-38 -40H38", stroke=P.GOLD_DEEP, stroke_width=11, stroke_linecap="round"),
            path("M-37 -40H37", stroke=P.GOLD, stroke_width=5, stroke_linecap="round"),
        ]
    )


def sword_mini() -> str:
    """Bold sword for the corner index (wider than the pip, so it stays visible)."""
    return group(
        [
            path(
                "M0 -50L9 -36V16H-9V-36Z",
                fill=P.BLUE,
                stroke=P.BLUE_DEEP,
                stroke_width=4,
                stroke_linejoin="round",
            ),
            path("M-22 20H22", stroke=P.GOLD_DEEP, stroke_width=11, stroke_linecap="round"),
            path("M-21 20H21", stroke=P.GOLD, stroke_width=5, stroke_linecap="round"),
            path("M0 26V38", stroke=P.RED, stroke_width=10),
            circle(0, 44, 7, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=3.5),
        ]
    )


def club_mini() -> str:
    """Bold club for the corner index."""
    return group(
        [
            path(
                "M-9 -30C-17 -38 -19 -46 -16 -50C-9 -46 -6 -38 -9 -30Z",
                fill=P.GREEN,
                stroke=P.GREEN_DEEP,
                stroke_width=3,
            ),
            path(
                "M-8 47C-10 22 -14 -8 -17 -30C-18 -44 -9 -50 0 -50C9 -50 18 -44 17 -30"
                "C14 -8 10 22 8 47C4 50 -4 50 -8 47Z",
                fill=P.WOOD,
                stroke=P.WOOD_DEEP,
                stroke_width=4.5,
                stroke_linejoin="round",
            ),
            path(
                "M-15 -20L-23 -25L-21 -13Z M13 4L21 0L20 10Z",
                fill=P.WOOD,
                stroke=P.WOOD_DEEP,
                stroke_width=3.5,
                stroke_linejoin="round",
            ),
        ]
    )


def defs() -> str:
    """All Spanish suit pictures as `<g>` definitions: `sp-o`, `sp-o-mini`, …"""
    parts = [gradients()]
    for code, big, mini in (
        ("o", coin, coin_mini),
        ("c", cup, cup_mini),
        ("e", sword, sword_mini),
        ("b", club, club_mini),
    ):
        parts.append(f'<g id="sp-{code}">{big()}</g>')
        parts.append(f'<g id="sp-{code}-mini">{mini()}</g>')
    parts.append(f'<g id="sp-e-long">{sword_long()}</g>')
    parts.append(f'<g id="sp-b-long">{club_long()}</g>')
    return "\n".join(parts)
