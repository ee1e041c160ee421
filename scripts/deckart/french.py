"""French 40-card faces (A, 2-7, J, Q, K in clubs, hearts, spades and diamonds).

Used by the Brazilian variants (Mineiro, Paulista). Pips are flat, as printed French
cards are; the court cards are double-ended half figures in the same flat palette as the
Spanish figures (DESIGN.md §11). Only the suit colours differ between the two-colour and
the four-colour deck, so both decks come from this one module.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from . import cardbase, glyphs
from . import palette as P
from .people import (
    BLUE,
    GOLD,
    GREEN,
    IVORY,
    OUT,
    PURPLE,
    RED,
    crown,
    ermine,
    face,
    hand,
    limb,
    ol,
    page_hat,
)
from .svg import circle, group, n, n2, path, poly, rect, star_points, use

W = cardbase.FRENCH_W
H = cardbase.FRENCH_H
RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
SUITS = ("c", "h", "s", "d")
SUIT_NAMES = {"c": "clubs", "h": "hearts", "s": "spades", "d": "diamonds"}

# Pip shapes, 100 units tall, centred; the colour is given where they are used.
PIP_PATHS = {
    "h": "M0 45C-22 26 -48 10 -48 -16C-48 -35 -35 -45 -23 -45C-11 -45 -3 -37 0 -28"
    "C3 -37 11 -45 23 -45C35 -45 48 -35 48 -16C48 10 22 26 0 45Z",
    "d": "M0 -50Q14 -18 38 0Q14 18 0 50Q-14 18 -38 0Q-14 -18 0 -50Z",
    "s": "M0 -48C10 -30 48 -14 48 10C48 26 36 34 24 34C14 34 7 29 3.5 22C4 33 9 41 17 47"
    "H-17C-9 41 -4 33 -3.5 22C-7 29 -14 34 -24 34C-36 34 -48 26 -48 10"
    "C-48 -14 -10 -30 0 -48Z",
    "c": "M0 -48C12 -48 21.5 -38.5 21.5 -26.5C21.5 -20 18.5 -14.5 14 -10.5"
    "C17 -12 20.5 -13 24.5 -13C36.5 -13 46 -3.5 46 8.5C46 20.5 36.5 30 24.5 30"
    "C15 30 7.5 24 4.5 16C5 30 9 40 17 47H-17C-9 40 -5 30 -4.5 16"
    "C-7.5 24 -15 30 -24.5 30C-36.5 30 -46 20.5 -46 8.5C-46 -3.5 -36.5 -13 -24.5 -13"
    "C-20.5 -13 -17 -12 -14 -10.5C-18.5 -14.5 -21.5 -20 -21.5 -26.5"
    "C-21.5 -38.5 -12 -48 0 -48Z",
}
PIP_WIDTH = {"h": 0.96, "d": 0.76, "s": 0.96, "c": 0.92}


@dataclass(frozen=True)
class Court:
    """Colours of one court card: garment, trim, and the colour behind the figure."""

    main: tuple[str, str]
    second: tuple[str, str]
    third: tuple[str, str]


COURTS: Mapping[str, Court] = {
    "Kh": Court(RED, GOLD, BLUE),
    "Qh": Court(RED, BLUE, GOLD),
    "Jh": Court(BLUE, RED, GOLD),
    "Kd": Court(GOLD, RED, BLUE),
    "Qd": Court(BLUE, GOLD, RED),
    "Jd": Court(RED, GOLD, GREEN),
    "Kc": Court(BLUE, GOLD, RED),
    "Qc": Court(GREEN, RED, GOLD),
    "Jc": Court(GOLD, BLUE, RED),
    "Ks": Court(PURPLE, GOLD, BLUE),
    "Qs": Court(BLUE, GOLD, PURPLE),
    "Js": Court(GREEN, GOLD, RED),
}


def pip_defs() -> str:
    """`fr-h`, `fr-d`, `fr-s`, `fr-c`: pip shapes without a colour of their own."""
    return "\n".join(f'<path id="fr-{s}" d="{d}"/>' for s, d in PIP_PATHS.items())


def index_def(rank: str, suit: str, colours: Mapping[str, str]) -> str:
    """Top-left index (letter or digit over a small pip) as `<g id="ix-…">`."""
    cap = 0.19 * W
    s = cap / glyphs.CAP
    cx = -W / 2 + 0.118 * W
    top = -H / 2 + 0.05 * H
    width = glyphs.text_width(rank) * s
    x = cx - width / 2
    uses = "".join(
        f'<use xlink:href="#{gid}" transform="translate({n(x + ox * s)} {n(top)}) scale({n2(s)})"/>'
        for gid, ox in glyphs.word(rank)
    )
    pip_h = 0.135 * W
    pip = use(f"fr-{suit}", cx, top + cap + 0.025 * H + pip_h / 2, scale=pip_h / 100)
    return f'<g id="ix-{rank}{suit}" fill="{colours[suit]}">{uses}{pip}</g>'


def _pips(rank: str, suit: str) -> str:
    """Classic layouts; pips below the middle are turned upside down."""
    c, r = 0.19 * W, 0.335 * H
    size = 0.185 * W
    layouts: dict[str, list[tuple[float, float]]] = {
        "2": [(0, -r), (0, r)],
        "3": [(0, -r), (0, 0), (0, r)],
        "4": [(-c, -r), (c, -r), (-c, r), (c, r)],
        "5": [(-c, -r), (c, -r), (0, 0), (-c, r), (c, r)],
        "6": [(-c, -r), (c, -r), (-c, 0), (c, 0), (-c, r), (c, r)],
        "7": [(-c, -r), (c, -r), (0, -r / 2), (-c, 0), (c, 0), (-c, r), (c, r)],
    }
    return "".join(
        use(f"fr-{suit}", x, y, 180 if y > 0 else 0, size / 100) for x, y in layouts[rank]
    )


def _ace(suit: str, colour: str) -> str:
    """The ace: one large pip in a fine ring; the ace of spades gets filigree."""
    size = 0.5 * W if suit == "s" else 0.42 * W
    ring_r = 0.34 * W
    dots = "".join(
        circle(ring_r * math.cos(a), ring_r * math.sin(a), 1.6)
        for a in (2 * math.pi * k / 36 for k in range(36))
    )
    parts = [
        circle(0, 0, ring_r + 6, fill="none", stroke=colour, stroke_width=1.2, stroke_opacity=0.55),
        group(dots, fill=colour, fill_opacity=0.5),
        circle(0, 0, ring_r - 6, fill="none", stroke=colour, stroke_width=0.8, stroke_opacity=0.4),
        use(f"fr-{suit}", 0, 0, scale=size / 100),
    ]
    if suit == "s":
        k = size / 100
        parts.append(
            group(
                [
                    path(
                        "M0 -30C6 -20 24 -10 24 6C24 16 16 20 8 16",
                        fill="none",
                        stroke=P.IVORY,
                        stroke_width=1.6 / k,
                    ),
                    path(
                        "M0 -30C-6 -20 -24 -10 -24 6C-24 16 -16 20 -8 16",
                        fill="none",
                        stroke=P.IVORY,
                        stroke_width=1.6 / k,
                    ),
                    path("M0 -14L5 -2L0 10L-5 -2Z", fill=P.IVORY),
                    circle(0, 20, 3, fill=P.IVORY),
                ],
                f"scale({n2(k)})",
            )
        )
    return "".join(parts)


# ------------------------------------------------------------------------- court cards
BOX_W = 0.58 * W
BOX_H = 0.82 * H


def _item_sword() -> str:
    """A steel sword held upright (king)."""
    return (
        path("M0 -62L3 -56V6H-3V-56Z", fill="#DDE3EA", stroke="#5C6670", stroke_width=OUT)
        + path("M0 -55V4", stroke="#8A96A3", stroke_width=0.6)
        + ol("M-9 6H9V9.4H-9Z", GOLD)
        + ol("M-2 9.4H2V20H-2Z", RED, 0.45)
        + circle(0, 22, 2.6, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=OUT)
    )


def _item_rose() -> str:
    """A rose on a stem (queen)."""
    return (
        path("M0 0C-1 5 1 9 0 14", fill="none", stroke=P.GREEN_DEEP, stroke_width=1.6)
        + ol("M0 8C-6 4 -10 6 -11 10C-6 12 -3 11 0 8Z", GREEN, 0.45)
        + ol("M0 6C-5 6 -7 1 -6 -3C-5 -7 -1 -8 0 -8C1 -8 5 -7 6 -3C7 1 5 6 0 6Z", RED)
        + path(
            "M-3 -3C-1 -6 2 -5 2.6 -2.4C3 0 0 1.6 -1.6 0",
            fill="none",
            stroke=P.RED_DEEP,
            stroke_width=0.6,
        )
    )


def _item_halberd() -> str:
    """A halberd (jack): a shaft with an axe blade and a spike."""
    return (
        path("M0 -58V26", stroke=P.WOOD_DEEP, stroke_width=3.2, stroke_linecap="round")
        + path("M0 -58V26", stroke=P.WOOD, stroke_width=1.8, stroke_linecap="round")
        + path("M0 -70L2.4 -58H-2.4Z", fill="#DDE3EA", stroke="#5C6670", stroke_width=OUT)
        + path(
            "M1.4 -56C8 -58 12 -54 12 -46C12 -40 8 -37 1.4 -39Z",
            fill="#DDE3EA",
            stroke="#5C6670",
            stroke_width=OUT,
            stroke_linejoin="round",
        )
        + path(
            "M-1.4 -52L-8 -48L-1.4 -45Z",
            fill="#DDE3EA",
            stroke="#5C6670",
            stroke_width=OUT,
            stroke_linejoin="round",
        )
    )


def _half_figure(rank: str, suit: str, colour: str) -> str:
    """The upper half of a court figure, in box units (y from −50 to 0, x about ±20).

    Drawn once and repeated turned 180°, which is what makes the card double-ended.
    """
    c = COURTS[f"{rank}{suit}"]
    parts: list[str] = []
    if rank == "Q":
        # long hair falling behind the shoulders
        parts.append(
            ol(
                "M-6.4 -40C-9.6 -36 -10.4 -30 -11 -23C-8 -21.6 -4 -22.4 -2 -24H2"
                "C4 -22.4 8 -21.6 11 -23C10.4 -30 9.6 -36 6.4 -40Z",
                ("#C98B3C", P.HAIR_DEEP),
            )
        )
    if rank == "K":
        parts.append(group(_item_sword(), "translate(15 -19) scale(0.5)"))
    # garment: a tunic with a yoke, a front band and patterned borders
    parts.append(
        ol(
            "M-19.4 0L-18.6 -16C-18 -21.6 -14 -24.4 -7.4 -25.6H7.4C14 -24.4 18 -21.6 "
            "18.6 -16L19.4 0Z",
            c.main,
        )
    )
    parts.append(
        path("M-15 -2L-14.4 -16M15 -2L14.4 -16", fill="none", stroke=c.second[0], stroke_width=2.2)
    )
    parts.append(
        path(
            "M-15 -2L-14.4 -16M15 -2L14.4 -16",
            fill="none",
            stroke=P.GOLD,
            stroke_width=0.7,
            stroke_dasharray="1 1",
        )
    )
    parts.append(ol("M-3.4 -14H3.4L3.8 0H-3.8Z", c.third, 0.45))
    parts.append(
        group(
            [circle(0, y, 0.75) for y in (-11, -7, -3)],
            fill=P.GOLD_LIGHT,
            stroke=P.GOLD_DEEP,
            stroke_width=0.3,
        )
    )
    parts.append(
        ol(
            "M-12.6 -25C-8 -16 -4 -13 0 -12C4 -13 8 -16 12.6 -25C8 -26.6 -8 -26.6 -12.6 -25Z",
            c.second,
        )
    )
    parts.append(
        path(
            "M-10.6 -24C-7 -17.6 -3.6 -15 0 -14.2C3.6 -15 7 -17.6 10.6 -24",
            fill="none",
            stroke=P.GOLD,
            stroke_width=0.8,
        )
    )
    if rank == "K":
        parts.append(
            ermine(
                "M-12.4 -25.6C-8 -20.6 8 -20.6 12.4 -25.6C9 -29.4 -9 -29.4 -12.4 -25.6Z",
                [(-8, -24.6), (-3, -23.2), (3, -23.2), (8, -24.6)],
            )
        )
    else:
        parts.append(
            ol("M-7.6 -26.4C-4 -23.2 4 -23.2 7.6 -26.4C4 -28.6 -4 -28.6 -7.6 -26.4Z", IVORY, 0.45)
        )
    # arms in sleeves of the second colour, with gold cuffs
    sleeve = c.second

    def arm(d: str, cuff: tuple[float, float], hand_at: tuple[float, float]) -> None:
        parts.append(limb(d, sleeve, 4.0))
        parts.append(circle(*cuff, 2.3, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.4))
        parts.append(hand(*hand_at, 1.8))

    if rank == "K":
        arm("M-14.4 -21.6C-16.6 -16 -15 -11 -9 -9.4", (-8.4, -9.2), (-6.6, -9.4))
        arm("M14.4 -21.6C17 -18 17 -14.4 15.4 -11.6", (15.2, -11), (15, -9.4))
    elif rank == "Q":
        arm("M-14.4 -21.6C-16.6 -16 -14 -12 -8.6 -11.6", (-7.8, -11.6), (-6, -11.6))
        parts.append(group(_item_rose(), "translate(-5.4 -14.8) rotate(-14) scale(0.72)"))
        parts.append(hand(-5.6, -11.4, 1.8))
        arm("M14.4 -21.6C16.6 -16 14 -10 8.6 -8.6", (7.8, -8.6), (6, -8.6))
    else:
        parts.append(group(_item_halberd(), "translate(-14.6 -13) scale(0.5)"))
        arm("M-14.4 -21.6C-17 -18 -17 -15 -15.6 -12.6", (-15.2, -12.2), (-14.8, -10.6))
        arm("M14.4 -21.6C16.6 -16 14 -10 8.6 -8.6", (7.8, -8.6), (6, -8.6))
        parts.append(ol("M5 -10.4C7 -12.6 9.6 -13 10.6 -11.6C9 -10 7 -9.2 5 -8.8Z", GREEN, 0.4))
    # head
    if rank == "Q":
        parts.append(face(0, -36, beard=False, hair="#C98B3C", young=True))
        parts.append(crown(0, -41.4, 9.6))
        parts.append(circle(-5, -31.4, 0.9, fill=P.IVORY, stroke=P.IVORY_DEEP, stroke_width=0.3))
        parts.append(circle(5, -31.4, 0.9, fill=P.IVORY, stroke=P.IVORY_DEEP, stroke_width=0.3))
    elif rank == "K":
        parts.append(face(0, -36, beard=True, hair=P.HAIR))
        parts.append(crown(0, -41.2, 11.4))
    else:
        parts.append(face(0, -36, beard=False, hair="#6B4424", young=True))
        parts.append(page_hat(0, -40.4, c.third))
    # the suit, small, in the free upper corner of the box
    px = -15 if rank == "K" else 15
    parts.append(
        f'<use xlink:href="#fr-{suit}" transform="translate({n(px)} -44) '
        f'scale(0.085)" fill="{colour}"/>'
    )
    return "".join(parts)


def _court(rank: str, suit: str, colour: str) -> str:
    """Court card centre: a framed panel with the two halves of the figure."""
    bw, bh = BOX_W, BOX_H
    scale = (bh / 2 - 2) / 50  # the half figure is drawn 50 box units tall
    half = _half_figure(rank, suit, colour)
    tint = COURTS[f"{rank}{suit}"].third[0]
    return (
        rect(-bw / 2, -bh / 2, bw, bh, 3, fill="#FBF1DA", stroke=colour, stroke_width=1.6)
        + rect(
            -bw / 2 + 3.5,
            -bh / 2 + 3.5,
            bw - 7,
            bh - 7,
            1.5,
            fill=tint,
            fill_opacity=0.08,
            stroke=colour,
            stroke_width=0.6,
            stroke_opacity=0.6,
        )
        + group(half, f"scale({n2(scale)})")
        + group(half, f"rotate(180) scale({n2(scale)})")
        + path(f"M{n(-bw / 2 + 3.5)} 0H{n(bw / 2 - 3.5)}", stroke=colour, stroke_width=1.2)
    )


def face_card(rank: str, suit: str, colours: Mapping[str, str]) -> str:
    """One whole French face, centred on (0, 0)."""
    colour = colours[suit]
    if rank == "A":
        centre = group(_ace(suit, colour), fill=colour)
    elif rank in "JQK":
        centre = _court(rank, suit, colour)
    else:
        centre = group(_pips(rank, suit), fill=colour)
    return (
        cardbase.stock(W, H)
        + centre
        + f'<use xlink:href="#ix-{rank}{suit}"/>'
        + f'<use xlink:href="#ix-{rank}{suit}" transform="rotate(180)"/>'
    )


OVERLAYS = ("overlay-star",)


def overlay(name: str) -> str:
    """A card-sized overlay: a small gold star in two corners, for Mineiro's fixed manilhas.

    DESIGN.md §11 marks the four fixed manilhas (4♣, 7♥, A♠, 7♦) with a star. The same
    French deck serves Paulista, where the manilhas change every hand, so the star is a
    separate element the UI paints over the face instead of part of four faces. An
    invisible card-sized rectangle gives it the same bounds as a card.
    """
    del name  # one overlay design so far
    star = poly(star_points(5, 0.052 * W, 0.022 * W))
    x, y = W / 2 - 0.1 * W, -H / 2 + 0.075 * H
    mark = path(star, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=1.2, stroke_linejoin="round")
    return (
        rect(-W / 2, -H / 2, W, H, fill="#000000", fill_opacity=0)
        + group(mark, f"translate({n(x)} {n(y)})")
        + group(mark, f"translate({n(-x)} {n(-y)}) rotate(180)")
    )


def codes() -> list[str]:
    """All 40 card codes in deck order: by suit, then rank."""
    return [f"{r}{s}" for s in SUITS for r in RANKS]


def defs(colours: Mapping[str, str]) -> str:
    """Pip shapes and the indices for every card in the given suit colours."""
    return pip_defs() + "\n" + "\n".join(index_def(r, s, colours) for s in SUITS for r in RANKS)
