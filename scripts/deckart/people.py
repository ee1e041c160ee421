"""Shared parts for drawing people: faces, crowns, hats, outlined limbs and garments.

The Spanish figures and the French court cards are drawn by the same hand from these
parts, so both decks share one style. Units are "figure units": a head is about 10 wide.
Limbs are drawn as a wide dark stroke under a narrower coloured one, which gives
outlined, round-ended limbs in two lines.
"""

from __future__ import annotations

from . import palette as P
from .svg import circle, ellipse, n, path, use

OUT = 0.55  # outline width, figure units (about half a pixel on a 90 px card)

RED = (P.RED, P.RED_DEEP)
BLUE = (P.BLUE, P.BLUE_DEEP)
GREEN = (P.GREEN, P.GREEN_DEEP)
GOLD = (P.GOLD, P.GOLD_DEEP)
IVORY = (P.IVORY, P.IVORY_DEEP)
PURPLE = (P.PURPLE, P.PURPLE_DEEP)


def ol(d: str, colours: tuple[str, str], width: float = OUT, **kw: str | float) -> str:
    """A filled shape with a thin outline in the darker tone."""
    return path(
        d, fill=colours[0], stroke=colours[1], stroke_width=width, stroke_linejoin="round", **kw
    )


def limb(d: str, colours: tuple[str, str], width: float) -> str:
    """An outlined limb along a centre line (dark wide stroke under the coloured one)."""
    return path(
        d,
        fill="none",
        stroke=colours[1],
        stroke_width=width + 2 * OUT,
        stroke_linecap="round",
        stroke_linejoin="round",
    ) + path(
        d,
        fill="none",
        stroke=colours[0],
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def hand(x: float, y: float, r: float = 1.9) -> str:
    """A hand: a small skin-coloured disc."""
    return circle(x, y, r, fill=P.SKIN, stroke=P.SKIN_DEEP, stroke_width=OUT)


def ermine(d: str, spots: list[tuple[float, float]]) -> str:
    """Ermine trim: an ivory band with small dark tails."""
    tails = "".join(
        f"M{n(x)} {n(y - 0.6)}L{n(x + 0.5)} {n(y + 0.7)}L{n(x - 0.5)} {n(y + 0.7)}Z"
        for x, y in spots
    )
    return ol(d, IVORY) + path(tails, fill="#2A2420")


def face(x: float, y: float, beard: bool, hair: str = P.HAIR, young: bool = False) -> str:
    """A head in three-quarter-less frontal view: hair, face, features, optional beard."""
    hair_deep = P.HAIR_DEEP
    parts = [
        # hair behind the face, falling to the neck
        ol(
            f"M{n(x - 6)} {n(y - 1)}C{n(x - 6.8)} {n(y - 8)} {n(x + 6.8)} {n(y - 8)} "
            f"{n(x + 6)} {n(y - 1)}L{n(x + 6.2)} {n(y + 5)}C{n(x + 4)} {n(y + 6.5)} "
            f"{n(x - 4)} {n(y + 6.5)} {n(x - 6.2)} {n(y + 5)}Z",
            (hair, hair_deep),
        ),
        # neck
        ol(
            f"M{n(x - 2.2)} {n(y + 4)}V{n(y + 8.5)}H{n(x + 2.2)}V{n(y + 4)}Z",
            (P.SKIN_SHADE, P.SKIN_DEEP),
        ),
        ellipse(x, y, 5.0, 6.0, fill=P.SKIN, stroke=P.SKIN_DEEP, stroke_width=OUT),
        # ears
        ellipse(x - 5, y + 0.3, 0.9, 1.6, fill=P.SKIN_SHADE, stroke=P.SKIN_DEEP, stroke_width=0.4),
        ellipse(x + 5, y + 0.3, 0.9, 1.6, fill=P.SKIN_SHADE, stroke=P.SKIN_DEEP, stroke_width=0.4),
        # fringe
        ol(
            f"M{n(x - 5.2)} {n(y - 1.5)}C{n(x - 5)} {n(y - 6.5)} {n(x + 5)} {n(y - 6.5)} "
            f"{n(x + 5.2)} {n(y - 1.5)}C{n(x + 2)} {n(y - 3.8)} {n(x - 2)} {n(y - 3.8)} "
            f"{n(x - 5.2)} {n(y - 1.5)}Z",
            (hair, hair_deep),
        ),
        # eyes, brows, nose, cheeks
        ellipse(x - 1.9, y - 0.2, 0.55, 0.7, fill=P.EYE),
        ellipse(x + 1.9, y - 0.2, 0.55, 0.7, fill=P.EYE),
        path(
            f"M{n(x - 3)} {n(y - 1.8)}Q{n(x - 1.9)} {n(y - 2.5)} {n(x - 0.8)} {n(y - 1.9)}"
            f"M{n(x + 0.8)} {n(y - 1.9)}Q{n(x + 1.9)} {n(y - 2.5)} {n(x + 3)} {n(y - 1.8)}",
            fill="none",
            stroke=hair_deep,
            stroke_width=0.45,
            stroke_linecap="round",
        ),
        path(
            f"M{n(x + 0.2)} {n(y - 0.4)}L{n(x + 0.7)} {n(y + 1.8)}L{n(x - 0.2)} {n(y + 2)}",
            fill="none",
            stroke=P.SKIN_DEEP,
            stroke_width=0.4,
            stroke_linecap="round",
            stroke_linejoin="round",
        ),
        circle(x - 3, y + 1.8, 1.1, fill="#E79A86", opacity=0.45),
        circle(x + 3, y + 1.8, 1.1, fill="#E79A86", opacity=0.45),
    ]
    if beard:
        parts.append(
            ol(
                f"M{n(x - 4.9)} {n(y + 0.5)}C{n(x - 4.6)} {n(y + 6.5)} {n(x - 2.5)} {n(y + 9.5)} "
                f"{n(x)} {n(y + 10)}C{n(x + 2.5)} {n(y + 9.5)} {n(x + 4.6)} {n(y + 6.5)} "
                f"{n(x + 4.9)} {n(y + 0.5)}C{n(x + 3.6)} {n(y + 3.4)} {n(x + 2)} {n(y + 3.2)} "
                f"{n(x)} {n(y + 3.4)}C{n(x - 2)} {n(y + 3.2)} {n(x - 3.6)} {n(y + 3.4)} "
                f"{n(x - 4.9)} {n(y + 0.5)}Z",
                (hair, hair_deep),
            )
        )
        parts.append(
            path(
                f"M{n(x - 2.6)} {n(y + 3.2)}Q{n(x)} {n(y + 2)} {n(x + 2.6)} {n(y + 3.2)}",
                fill="none",
                stroke=hair_deep,
                stroke_width=0.9,
                stroke_linecap="round",
            )
        )
        parts.append(
            path(
                f"M{n(x - 1)} {n(y + 4.6)}Q{n(x)} {n(y + 5.2)} {n(x + 1)} {n(y + 4.6)}",
                fill="none",
                stroke="#8E3A2A",
                stroke_width=0.5,
            )
        )
    else:
        parts.append(
            path(
                f"M{n(x - 1.1)} {n(y + 3.4)}Q{n(x)} {n(y + 4.2)} {n(x + 1.1)} {n(y + 3.4)}",
                fill="none",
                stroke="#A8473A",
                stroke_width=0.5,
                stroke_linecap="round",
            )
        )
    if young:
        parts.append(
            path(
                f"M{n(x - 1.4)} {n(y - 3.6)}Q{n(x)} {n(y - 4.6)} {n(x + 1.6)} {n(y - 3.4)}",
                fill="none",
                stroke="#FFFFFF",
                stroke_width=0.5,
                opacity=0.35,
            )
        )
    return "".join(parts)


def crown(x: float, y: float, width: float = 12.0) -> str:
    """A gold crown whose band sits at y (the top of the brow)."""
    h = width / 2
    pts = []
    for i in range(5):
        px = x - h + i * width / 4
        pts.append(px)
    d = (
        f"M{n(x - h)} {n(y)}L{n(x - h - 0.6)} {n(y - 7)}L{n(pts[1])} {n(y - 4)}"
        f"L{n(x)} {n(y - 8.5)}L{n(pts[3])} {n(y - 4)}L{n(x + h + 0.6)} {n(y - 7)}"
        f"L{n(x + h)} {n(y)}Z"
    )
    return (
        ol(d, GOLD)
        + circle(
            x - h - 0.6, y - 7.4, 0.9, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=0.35
        )
        + circle(
            x + h + 0.6, y - 7.4, 0.9, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=0.35
        )
        + circle(x, y - 9, 1.0, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=0.35)
        + ol(
            f"M{n(x - h - 0.3)} {n(y - 2.6)}H{n(x + h + 0.3)}V{n(y + 0.4)}H{n(x - h - 0.3)}Z",
            (P.GOLD_LIGHT, P.GOLD_DEEP),
        )
        + circle(x, y - 1.1, 1.05, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.35)
        + circle(x - h * 0.55, y - 1.1, 0.75, fill=P.BLUE, stroke=P.BLUE_DEEP, stroke_width=0.3)
        + circle(x + h * 0.55, y - 1.1, 0.75, fill=P.GREEN, stroke=P.GREEN_DEEP, stroke_width=0.3)
        + circle(x, y - 4.8, 0.8, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.3)
    )


def page_hat(x: float, y: float, colours: tuple[str, str]) -> str:
    """A soft beret with a white feather, tilted over the page's brow."""
    return (
        path(
            f"M{n(x + 2)} {n(y - 3)}C{n(x + 7)} {n(y - 12)} {n(x + 13)} {n(y - 12)} "
            f"{n(x + 15)} {n(y - 9)}C{n(x + 11)} {n(y - 9)} {n(x + 7)} {n(y - 6)} "
            f"{n(x + 4)} {n(y - 1.5)}Z",
            fill=P.WHITE_INK,
            stroke=P.IVORY_DEEP,
            stroke_width=0.45,
            stroke_linejoin="round",
        )
        + ol(
            f"M{n(x - 6.8)} {n(y)}C{n(x - 7.5)} {n(y - 6)} {n(x - 2)} {n(y - 8.5)} "
            f"{n(x + 3)} {n(y - 7.6)}C{n(x + 8)} {n(y - 6.8)} {n(x + 8.5)} {n(y - 2)} "
            f"{n(x + 6.8)} {n(y)}C{n(x + 2)} {n(y - 1.4)} {n(x - 2)} {n(y - 1.4)} "
            f"{n(x - 6.8)} {n(y)}Z",
            colours,
        )
        + ol(
            f"M{n(x - 6.6)} {n(y - 0.3)}C{n(x - 2)} {n(y - 2)} {n(x + 2)} {n(y - 2)} "
            f"{n(x + 6.6)} {n(y - 0.3)}L{n(x + 6.4)} {n(y + 1.2)}C{n(x + 2)} {n(y - 0.3)} "
            f"{n(x - 2)} {n(y - 0.3)} {n(x - 6.4)} {n(y + 1.2)}Z",
            GOLD,
            0.4,
        )
        + circle(x + 3.2, y - 2.3, 1.0, fill=P.GOLD_LIGHT, stroke=P.GOLD_DEEP, stroke_width=0.35)
    )


def helmet(x: float, y: float, colours: tuple[str, str]) -> str:
    """The rider's plumed cap."""
    return (
        path(
            f"M{n(x + 1)} {n(y - 6)}C{n(x + 2)} {n(y - 12)} {n(x + 6)} {n(y - 14)} "
            f"{n(x + 10)} {n(y - 12)}C{n(x + 7)} {n(y - 11)} {n(x + 4)} {n(y - 8)} "
            f"{n(x + 3)} {n(y - 4)}Z",
            fill=colours[0],
            stroke=colours[1],
            stroke_width=0.45,
            stroke_linejoin="round",
        )
        + ol(
            f"M{n(x - 6.2)} {n(y)}C{n(x - 6.5)} {n(y - 7.5)} {n(x + 6.5)} {n(y - 7.5)} "
            f"{n(x + 6.2)} {n(y)}Z",
            GOLD,
        )
        + ol(
            f"M{n(x - 7)} {n(y + 0.6)}H{n(x + 7)}V{n(y - 1.4)}H{n(x - 7)}Z",
            (P.GOLD_LIGHT, P.GOLD_DEEP),
            0.4,
        )
        + circle(x, y - 3.4, 1.1, fill=colours[0], stroke=colours[1], stroke_width=0.35)
    )


def held(suit: str, x: float, y: float, size: float, rot: float = 0.0) -> str:
    """The suit each figure holds: its picture, `size` units tall, centred at (x, y).

    Swords and clubs use their slender versions, which read better at figure scale.
    """
    ref = f"sp-{suit}-long" if suit in "eb" else f"sp-{suit}"
    return use(ref, x, y, rot, size / 100)


def ground(width: float = 20.0) -> str:
    """The soft shadow the figure stands on."""
    return ellipse(0, 47.8, width, 2.4, fill="#5A4326", opacity=0.16)
