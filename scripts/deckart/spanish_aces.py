"""The four aces of the Spanish deck, the richest art in it (DESIGN.md §11).

In Truco the ancho de espadas and the ancho de bastos are the two best cards, and
players expect them to look special; the 1 of oros and the 1 of copas are showpieces on
the traditional Vitoria pattern too. Each function draws one centre, in card units
centred on (0, 0), for a card `W` x `H` (see `spanish.py`).
"""

from __future__ import annotations

import math

from . import palette as P
from .cardbase import SPANISH_W as W
from .svg import circle, ellipse, group, n, n2, path, poly


def _laurel(x: float, y: float, angle: float, length: float, leaves: int, flip: bool) -> str:
    """A laurel sprig: a curved stem with paired leaves, used around the aces."""
    sgn = -1 if flip else 1
    parts = [
        path(
            f"M0 0Q{n(sgn * length * 0.25)} {n(-length * 0.5)} 0 {n(-length)}",
            fill="none",
            stroke=P.GREEN_DEEP,
            stroke_width=2,
            stroke_linecap="round",
        )
    ]
    leaf = "M0 0C5 -4 13 -5 19 -2C13 2 5 3 0 0Z"
    for i in range(leaves):
        t = (i + 0.6) / (leaves + 0.2)
        py = -length * t
        px = sgn * length * 0.25 * 2 * t * (1 - t) * 1.0
        size = 1.1 - 0.45 * t
        for side in (-1, 1):
            rot = -90 + side * 55 - sgn * 8
            parts.append(
                path(
                    leaf, transform=f"translate({n(px)} {n(py)}) rotate({n(rot)}) scale({n2(size)})"
                )
            )
    parts.append(path(leaf, transform=f"translate(0 {n(-length)}) rotate(-90) scale(0.8)"))
    return group(
        group(parts, fill="url(#g-leaf)", stroke=P.GREEN_DEEP, stroke_width=0.8),
        f"translate({n(x)} {n(y)}) rotate({n(angle)})",
    )


def _wreath(cx: float, cy: float, radius: float, sweep: float) -> str:
    """Two laurel branches rising round a medallion from a red bow at the bottom."""
    leaf = "M0 0C4 -5 11 -6.5 17 -3.5C11 1.5 4 2 0 0Z"
    stems = []
    leaves = []
    for side in (-1, 1):
        a0, a1 = 90.0, 90.0 - side * sweep  # degrees, y down: 90 is straight below
        pts = []
        steps = 16
        for k in range(steps + 1):
            a = math.radians(a0 + (a1 - a0) * k / steps)
            pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        stems.append(poly(pts, close=False))
        count = 9
        for k in range(count):
            t = (k + 0.7) / (count + 0.2)
            a = math.radians(a0 + (a1 - a0) * t)
            x, y = cx + radius * math.cos(a), cy + radius * math.sin(a)
            tangent = math.degrees(a) - side * 90  # travelling along the branch
            size = 1.25 - 0.45 * t
            for lean in (-1, 1):
                rot = tangent + lean * 38 + 180
                leaves.append(
                    path(
                        leaf,
                        transform=f"translate({n(x)} {n(y)}) rotate({n(rot)}) scale({n2(size)})",
                    )
                )
        tip_a = math.radians(a1)
        tx, ty = cx + radius * math.cos(tip_a), cy + radius * math.sin(tip_a)
        leaves.append(
            path(
                leaf,
                transform=f"translate({n(tx)} {n(ty)}) "
                f"rotate({n(math.degrees(tip_a) - side * 90 + 180)}) "
                "scale(0.85)",
            )
        )
    by = cy + radius
    bow = [
        path(
            f"M0 {n(by)}C-10 {n(by - 10)} -22 {n(by - 6)} -20 {n(by + 2)}C-18 {n(by + 9)} -8 "
            f"{n(by + 6)} 0 {n(by)}ZM0 {n(by)}C10 {n(by - 10)} 22 {n(by - 6)} 20 {n(by + 2)}"
            f"C18 {n(by + 9)} 8 {n(by + 6)} 0 {n(by)}Z",
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=1.3,
            stroke_linejoin="round",
        ),
        path(
            f"M-2 {n(by + 2)}L-12 {n(by + 22)}L-6 {n(by + 19)}L-4 {n(by + 25)}L3 {n(by + 3)}Z"
            f"M2 {n(by + 2)}L12 {n(by + 22)}L6 {n(by + 19)}L4 {n(by + 25)}L-3 {n(by + 3)}Z",
            fill="#A32A22",
            stroke=P.RED_DEEP,
            stroke_width=1.1,
            stroke_linejoin="round",
        ),
        circle(0, by, 4.2, fill=P.RED, stroke=P.RED_DEEP, stroke_width=1.2),
    ]
    return (
        path(
            "".join(stems),
            fill="none",
            stroke=P.GREEN_DEEP,
            stroke_width=2.2,
            stroke_linecap="round",
        )
        + group(leaves, fill="url(#g-leaf)", stroke=P.GREEN_DEEP, stroke_width=0.8)
        + "".join(bow)
    )


def ace_oros() -> str:
    """1 of oros: a large engraved medallion (0.62 W) in a laurel wreath."""
    r = 0.31 * W
    beads = "".join(
        circle((r - 6.5) * math.cos(a), (r - 6.5) * math.sin(a), 1.9)
        for a in (2 * math.pi * k / 44 for k in range(44))
    )
    rays = "".join(
        path(
            poly([(0, -(r - 14)), (3.2, -(r - 26)), (0, -(r - 30)), (-3.2, -(r - 26))]),
            transform=f"rotate({n(k * 360 / 32)})",
        )
        for k in range(32)
    )
    big = "".join(
        group(path("M0 -9C11 -17 10 -36 0 -52C-10 -36 -11 -17 0 -9Z"), f"rotate({k * 45})")
        for k in range(8)
    )
    small = "".join(
        group(path("M0 -10C6 -18 6 -28 0 -38C-6 -28 -6 -18 0 -10Z"), f"rotate({k * 45 + 22.5})")
        for k in range(8)
    )
    dots = "".join(
        circle(27 * math.cos(a), 27 * math.sin(a), 2.2)
        for a in (2 * math.pi * (k + 0.5) / 8 for k in range(8))
    )
    coin = group(
        [
            circle(0, 0, r, fill="url(#g-coin)", stroke=P.GOLD_DEEP, stroke_width=3.2),
            group(beads, fill=P.GOLD_DEEP),
            circle(0, 0, r - 12, fill="none", stroke=P.GOLD_DEEP, stroke_width=1.6),
            group(rays, fill="#B98215", opacity=0.75),
            circle(0, 0, r - 31, fill="url(#g-coin-in)", stroke=P.GOLD_DEEP, stroke_width=2),
            group(small, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=1.2),
            group(
                big,
                fill="url(#g-red-r)",
                stroke=P.RED_DEEP,
                stroke_width=1.5,
                stroke_linejoin="round",
            ),
            group(dots, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=0.9),
            circle(0, 0, 12, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.8),
            circle(0, 0, 5, fill=P.RED, stroke=P.RED_DEEP, stroke_width=1),
            path(
                f"M{n(-r * 0.72)} {n(-r * 0.5)}A{n(r * 0.88)} {n(r * 0.88)} 0 0 1 "
                f"{n(-r * 0.25)} {n(-r * 0.84)}",
                fill="none",
                stroke="#FFF8DF",
                stroke_width=5,
                stroke_linecap="round",
                opacity=0.7,
            ),
        ],
        "translate(0 -14)",
    )
    return _wreath(0, -14, r + 13, 128) + coin


def ace_copas() -> str:
    """1 of copas: a tall covered chalice with jewels, as on the Vitoria pattern."""
    jewels = "".join(
        circle(x, -6 + 0.012 * x * x, 3.6 if x == 0 else 2.8) for x in (-36, -18, 0, 18, 36)
    )
    lid_jewels = "".join(circle(x, -50 - 6 * (x / 48) ** 2, 2.6) for x in (-24, 0, 24))
    g = [
        ellipse(0, 128, 62, 7, fill="#6B4E2A", opacity=0.12),
        # foot
        path(
            "M-52 124C-50 104 -24 96 0 96C24 96 50 104 52 124Z",
            fill="url(#g-red)",
            stroke=P.RED_DEEP,
            stroke_width=2.2,
            stroke_linejoin="round",
        ),
        path("M-38 112C-22 106 22 106 38 112", fill="none", stroke=P.GOLD, stroke_width=3),
        circle(0, 108, 3, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=1),
        ellipse(0, 124.5, 53, 6.5, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=2),
        # stem with two knops
        path("M-8 40L-6 98H6L8 40Z", fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.8),
        ellipse(0, 68, 17, 9, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.8),
        path("M-17 68H17", stroke=P.GOLD_DEEP, stroke_width=1.2),
        circle(0, 68, 3, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.9),
        ellipse(0, 90, 11, 4, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.5),
        ellipse(0, 44, 12, 4.2, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.5),
        # bowl
        path(
            "M-58 -30C-58 14 -32 42 0 42C32 42 58 14 58 -30Z",
            fill="url(#g-red)",
            stroke=P.RED_DEEP,
            stroke_width=2.6,
            stroke_linejoin="round",
        ),
        path(
            "M-57 -16C-20 -4 20 -4 57 -16L54.5 2C19 13 -19 13 -54.5 2Z",
            fill="url(#g-gold)",
            stroke=P.GOLD_DEEP,
            stroke_width=1.6,
            stroke_linejoin="round",
        ),
        group(jewels, fill=P.BLUE, stroke=P.BLUE_DEEP, stroke_width=1),
        path(
            "M-40 22C-26 34 -12 37 0 37C12 37 26 34 40 22",
            fill="none",
            stroke=P.GOLD,
            stroke_width=2,
            stroke_dasharray="5 4",
        ),
        path(
            "M-44 -6C-40 14 -28 28 -16 34",
            fill="none",
            stroke="#FFE3D6",
            stroke_width=4.5,
            stroke_linecap="round",
            opacity=0.55,
        ),
        # rim
        ellipse(0, -30, 60, 9, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=2),
        # lid, domed, with a band and a finial
        path(
            "M-55 -34C-52 -62 -28 -78 0 -78C28 -78 52 -62 55 -34Z",
            fill="url(#g-red)",
            stroke=P.RED_DEEP,
            stroke_width=2.4,
            stroke_linejoin="round",
        ),
        path(
            "M-48 -52C-18 -44 18 -44 48 -52L44 -60C16 -53 -16 -53 -44 -60Z",
            fill="url(#g-gold)",
            stroke=P.GOLD_DEEP,
            stroke_width=1.4,
            stroke_linejoin="round",
        ),
        group(lid_jewels, fill=P.GREEN, stroke=P.GREEN_DEEP, stroke_width=0.9),
        path(
            "M-36 -42C-30 -58 -18 -68 -6 -71",
            fill="none",
            stroke="#FFE3D6",
            stroke_width=3.5,
            stroke_linecap="round",
            opacity=0.55,
        ),
        ellipse(0, -80, 14, 4.5, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.6),
        path("M-5 -82L-4 -96H4L5 -82Z", fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.4),
        circle(0, -103, 9, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.8),
        path("M0 -112V-126M-7 -119H7", stroke=P.GOLD_DEEP, stroke_width=5, stroke_linecap="round"),
        path("M0 -112V-126M-7 -119H7", stroke=P.GOLD, stroke_width=2.4, stroke_linecap="round"),
        circle(-3, -106, 2.5, fill="#FFF8DF", opacity=0.7),
    ]
    return group(g, "translate(0 2)")


def ace_espadas() -> str:
    """Ancho de espadas: a tall upright sword (0.8 H), gold hilt, red ribbon and laurel."""
    blade = [
        path(
            "M0 -152L15 -128V62H-15V-128Z",
            fill="url(#g-blade)",
            stroke=P.BLUE_DEEP,
            stroke_width=2,
            stroke_linejoin="round",
        ),
        path("M0 -132V56", stroke=P.BLUE_DEEP, stroke_width=2.2, opacity=0.45),
        path("M-6 -120V52M6 -120V52", stroke="#D7E4FA", stroke_width=1, opacity=0.6),
        # etched decoration near the hilt
        path(
            "M0 30L7 40L0 50L-7 40Z M0 8L5 16L0 24L-5 16Z",
            fill=P.GOLD,
            stroke=P.GOLD_DEEP,
            stroke_width=0.8,
        ),
    ]
    guard = [
        path(
            "M-58 66C-40 60 -20 59 0 59C20 59 40 60 58 66C40 70 20 74 0 74C-20 74 -40 70 -58 66Z",
            fill="url(#g-gold)",
            stroke=P.GOLD_DEEP,
            stroke_width=2,
            stroke_linejoin="round",
        ),
        path(
            "M-57 66C-66 62 -68 50 -60 44M57 66C66 62 68 50 60 44",
            fill="none",
            stroke=P.GOLD_DEEP,
            stroke_width=7.5,
            stroke_linecap="round",
        ),
        path(
            "M-57 66C-66 62 -68 50 -60 44M57 66C66 62 68 50 60 44",
            fill="none",
            stroke=P.GOLD,
            stroke_width=4,
            stroke_linecap="round",
        ),
        circle(-59, 42.5, 5.5, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.6),
        circle(59, 42.5, 5.5, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.6),
        # a knuckle ring of the Spanish cup-hilt, drawn as a shell behind the grip
        path(
            "M-22 70C-26 92 -14 104 0 104C14 104 26 92 22 70",
            fill="none",
            stroke=P.GOLD_DEEP,
            stroke_width=6.5,
        ),
        path(
            "M-22 70C-26 92 -14 104 0 104C14 104 26 92 22 70",
            fill="none",
            stroke=P.GOLD,
            stroke_width=3.2,
        ),
        circle(0, 66.5, 7, fill=P.RED, stroke=P.GOLD_DEEP, stroke_width=2),
        circle(-2, 64.5, 2, fill="#FFD9D0", opacity=0.8),
    ]
    grip = [
        path("M-10 74H10L8.5 118H-8.5Z", fill=P.RED, stroke=P.RED_DEEP, stroke_width=1.6),
        path(
            "".join(f"M-9.5 {78 + 6 * k}L9.5 {74 + 6 * k}" for k in range(7)),
            fill="none",
            stroke=P.GOLD,
            stroke_width=1.6,
        ),
        ellipse(0, 119, 12, 4, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.6),
        circle(0, 134, 13, fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=2),
        circle(0, 134, 5, fill=P.BLUE, stroke=P.BLUE_DEEP, stroke_width=1),
        path("M-5 146H5L3 152H-3Z", fill="url(#g-gold)", stroke=P.GOLD_DEEP, stroke_width=1.2),
    ]
    ribbon = [
        # a red ribbon wound round the blade, its ends fluttering out
        path(
            "M-15 -64C-46 -74 -70 -60 -78 -40C-66 -46 -52 -46 -40 -40L-58 -26"
            "C-40 -28 -26 -38 -15 -44Z",
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=1.5,
            stroke_linejoin="round",
        ),
        path(
            "M15 -30C46 -40 70 -26 78 -6C66 -12 52 -12 40 -6L58 8C40 6 26 -4 15 -10Z",
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=1.5,
            stroke_linejoin="round",
        ),
        path(
            "M-15 -64L15 -50V-30L-15 -44Z",
            fill="#A32A22",
            stroke=P.RED_DEEP,
            stroke_width=1.5,
            stroke_linejoin="round",
        ),
        path(
            "M-15 -44L15 -30V-10L-15 -24Z",
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=1.5,
            stroke_linejoin="round",
        ),
        path("M-13 -58L13 -46M-13 -38L13 -26", stroke=P.GOLD, stroke_width=1.5),
    ]
    return (
        _laurel(-12, 150, -40, 74, 5, False)
        + _laurel(12, 150, 40, 74, 5, True)
        + group(blade + ribbon + guard + grip, "translate(0 -6)")
    )


def ace_bastos() -> str:
    """Ancho de bastos: a big knotted club tilted −12°, with leaves and a red ribbon."""
    club = [
        path(
            "M-14 136C-18 80 -26 10 -36 -58C-42 -102 -24 -128 0 -128C24 -128 42 -102 36 -58"
            "C26 10 18 80 14 136C8 142 -8 142 -14 136Z",
            fill="url(#g-wood)",
            stroke=P.WOOD_DEEP,
            stroke_width=2.4,
            stroke_linejoin="round",
        ),
        # bark grain
        path(
            "M-14 -110C-22 -60 -16 10 -8 120M10 -116C18 -70 14 0 6 100M-24 -70C-26 -40 -22 0"
            " -18 40",
            fill="none",
            stroke=P.WOOD_DEEP,
            stroke_width=1.1,
            opacity=0.35,
        ),
        path(
            "M-6 -118C-12 -70 -9 10 -3 128",
            fill="none",
            stroke="#F6D49A",
            stroke_width=4,
            stroke_linecap="round",
            opacity=0.65,
        ),
    ]
    stubs = [
        (-34, -60, 205, 18, 16),
        (31, -26, -28, 17, 15),
        (-25, 26, 200, 15, 13),
        (21, 62, -25, 14, 12),
        (-17, 98, 205, 11, 10),
    ]
    stub_paths = []
    faces = []
    for bx, by, ang, ln, wd in stubs:
        a = math.radians(ang)
        dx, dy = math.cos(a), math.sin(a)
        px, py = -dy, dx
        tx, ty = bx + dx * ln, by + dy * ln
        hb, ht = wd / 2, wd * 0.38
        stub_paths.append(
            f"M{n(bx + px * hb - dx * 4)} {n(by + py * hb - dy * 4)}"
            f"L{n(tx + px * ht)} {n(ty + py * ht)}L{n(tx - px * ht)} {n(ty - py * ht)}"
            f"L{n(bx - px * hb - dx * 4)} {n(by - py * hb - dy * 4)}Z"
        )
        faces.append(
            ellipse(tx, ty, ht * 0.5, ht * 1.05, transform=f"rotate({n(ang)} {n(tx)} {n(ty)})")
        )
        faces.append(circle(tx, ty, ht * 0.25, fill=P.WOOD_DEEP, opacity=0.5))
    knots = [
        ellipse(-8, -80, 5, 8, opacity=0.6),
        ellipse(10, -6, 4.4, 7, opacity=0.55),
        ellipse(-6, 56, 3.8, 6, opacity=0.5),
        ellipse(5, 112, 3, 4.6, opacity=0.45),
    ]
    leaf = "M0 0C10 -8 26 -10 40 -4C26 4 10 6 0 0Z"
    vein = "M2 0C14 -2 26 -3 38 -4"
    leaves = []
    for x, y, rot, s in (
        (-36, -62, 200, 1.2),
        (-38, -58, 160, 1.0),
        (33, -28, -40, 1.15),
        (34, -24, 10, 0.9),
        (-27, 25, 175, 0.9),
    ):
        t = f"translate({n(x)} {n(y)}) rotate({n(rot)}) scale({n2(s)})"
        leaves.append(
            path(leaf, transform=t, fill="url(#g-leaf)", stroke=P.GREEN_DEEP, stroke_width=1.1)
        )
        leaves.append(
            path(vein, transform=t, fill="none", stroke=P.GREEN_DEEP, stroke_width=0.8, opacity=0.8)
        )
    ribbon = [
        path(
            "M-30 0C-50 -8 -64 2 -72 16C-60 12 -50 14 -44 20L-56 34C-44 30 -36 20 -31 14Z",
            fill="#A32A22",
            stroke=P.RED_DEEP,
            stroke_width=1.4,
            stroke_linejoin="round",
        ),
        path(
            "M28 30C50 24 64 34 70 50C58 44 48 46 42 52L52 66C40 62 32 50 27 44Z",
            fill="#A32A22",
            stroke=P.RED_DEEP,
            stroke_width=1.4,
            stroke_linejoin="round",
        ),
        path(
            "M-31 -2C-10 6 10 14 29 28L27 46C8 32 -12 24 -32 16Z",
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=1.5,
            stroke_linejoin="round",
        ),
        path(
            "M-30 3C-10 11 10 19 28.5 33M-31 11C-11 19 9 27 27.5 41",
            fill="none",
            stroke=P.GOLD,
            stroke_width=1.4,
        ),
    ]
    stumps = [
        path(
            "".join(stub_paths),
            fill=P.WOOD,
            stroke=P.WOOD_DEEP,
            stroke_width=1.6,
            stroke_linejoin="round",
        ),
        group(faces, fill=P.WOOD_LIGHT, stroke=P.WOOD_DEEP, stroke_width=1),
        group(knots, fill=P.WOOD_DEEP),
    ]
    return group([*club, *stumps, *leaves, *ribbon], "translate(6 2) rotate(-12)")


ACES = {"o": ace_oros, "c": ace_copas, "e": ace_espadas, "b": ace_bastos}
