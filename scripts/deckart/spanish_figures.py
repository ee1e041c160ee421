"""Sota (page), caballo (rider on a rearing horse) and rey (king) for the Spanish deck.

The figures are full-length, not double-headed, as on the Vitoria pattern (DESIGN.md §1).
They are flat shapes with thin outlines in a darker tone of each fill and one highlight,
built from a small set of parts (head, limbs, garments) so that the twelve cards share a
hand and differ in colours, pose and the suit each figure holds.

Coordinates: a figure is drawn in "figure units", 100 tall (y −50 … 50, feet at 47.5),
centred on x = 0, then scaled onto the card. The parts come from `people.py`.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    ground,
    hand,
    held,
    helmet,
    limb,
    ol,
    page_hat,
)
from .svg import circle, ellipse, group, n, n2, path


@dataclass(frozen=True)
class Dress:
    """Colours of one figure: (fill, outline) pairs."""

    main: tuple[str, str]
    second: tuple[str, str]
    cloak: tuple[str, str]
    hose: tuple[str, str]
    hat: tuple[str, str] = RED


KING_DRESS = {
    "o": Dress(GREEN, GOLD, RED, GOLD),
    "c": Dress(RED, GOLD, BLUE, GOLD),
    "e": Dress(BLUE, GOLD, RED, GOLD),
    "b": Dress(PURPLE, GOLD, GREEN, GOLD),
}
PAGE_DRESS = {
    "o": Dress(BLUE, GOLD, RED, RED, GREEN),
    "c": Dress(GREEN, RED, BLUE, GOLD, RED),
    "e": Dress(RED, BLUE, GREEN, BLUE, BLUE),
    "b": Dress(GOLD, GREEN, RED, GREEN, GREEN),
}
RIDER_DRESS = {
    "o": Dress(RED, GOLD, BLUE, GOLD, BLUE),
    "c": Dress(BLUE, GOLD, RED, RED, RED),
    "e": Dress(GREEN, GOLD, RED, GOLD, RED),
    "b": Dress(RED, GREEN, BLUE, BLUE, GREEN),
}
# Horse coats: (coat, shade, outline, mane).
HORSE_COAT = {
    "o": ("#C9CCCF", "#A3A7AC", "#5E6268", "#7E838A"),
    "c": ("#A8683A", "#8A5229", "#4E2C12", "#3A2212"),
    "e": ("#E6E4DE", "#C4C1B8", "#6E6A62", "#8C877C"),
    "b": ("#D8A860", "#B88A48", "#6B4A1E", "#F3E6C4"),
}


# ----------------------------------------------------------------------------- rey


def rey(suit: str) -> str:
    """A crowned king in a long robe and cloak, holding his suit; sceptre in the other hand."""
    d = KING_DRESS[suit]
    parts = [ground(23)]
    # cloak behind, with its lining showing at the front edges
    parts.append(
        ol(
            "M-10.5 -19C-17 -10 -18.6 14 -18 45C-12 47.4 12 47.4 18 45C18.6 14 17 -10 10.5 -19Z",
            d.cloak,
        )
    )
    parts.append(
        ol("M-10 -17C-13.4 0 -15.2 22 -15.4 45.8L-12.8 46C-12.6 22 -11.6 2 -8.6 -14Z", d.second)
    )
    parts.append(ol("M10 -17C13.4 0 15.2 22 15.4 45.8L12.8 46C12.6 22 11.6 2 8.6 -14Z", d.second))
    # shoes
    parts.append(ol("M-8 44.5C-8 42.5 -1.5 42.5 -1 44.5L-1 46.8H-8.8Z", (P.RED_DEEP, "#4A120C")))
    parts.append(ol("M1 44.5C1.5 42.5 8 42.5 8 44.5L8.8 46.8H1Z", (P.RED_DEEP, "#4A120C")))
    # robe
    parts.append(ol("M-9.5 -18C-11.2 0 -12.2 22 -12.4 44.5H12.4C12.2 22 11.2 0 9.5 -18Z", d.main))
    parts.append(
        path(
            "M-6 -10C-8 6 -9 24 -9.6 40",
            fill="none",
            stroke="#FFFFFF",
            stroke_width=1.4,
            stroke_linecap="round",
            opacity=0.16,
        )
    )
    parts.append(ol("M-1.6 -15H1.6V39.5H-1.6Z", d.second, 0.4))
    parts.append(
        group(
            [circle(0, y, 0.65) for y in (-10, -4, 8, 14, 20, 26, 32)],
            fill=P.RED,
            stroke=P.RED_DEEP,
            stroke_width=0.25,
        )
    )
    parts.append(
        ermine(
            "M-12.4 39.5C-5 40.6 5 40.6 12.4 39.5L12.6 44.8C5 45.8 -5 45.8 -12.6 44.8Z",
            [(-10, 42.6), (-5, 43), (0, 43.1), (5, 43), (10, 42.6)],
        )
    )
    # belt with a buckle
    parts.append(
        ol("M-11.3 -1.5C-4 -0.5 4 -0.5 11.3 -1.5L11.5 1.6C4 2.6 -4 2.6 -11.5 1.6Z", GOLD, 0.45)
    )
    parts.append(ol("M-2 -1.6H2V2.4H-2Z", (P.GOLD_LIGHT, P.GOLD_DEEP), 0.4))
    parts.append(circle(0, 0.4, 0.9, fill=P.RED, stroke=P.RED_DEEP, stroke_width=0.3))
    # arms: left holds the sceptre, right holds the suit
    sceptre = (
        path("M-15.5 -21V31", stroke=P.GOLD_DEEP, stroke_width=1.9, stroke_linecap="round")
        + path("M-15.5 -21V31", stroke=P.GOLD, stroke_width=0.9, stroke_linecap="round")
        + circle(-15.5, -23, 2.4, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.45)
        + path(
            "M-15.5 -25.4V-28.6M-16.9 -27H-14.1",
            stroke=P.GOLD_DEEP,
            stroke_width=0.8,
            stroke_linecap="round",
        )
        + circle(-16.2, -23.8, 0.7, fill="#FFF6D8", opacity=0.8)
    )
    parts.append(sceptre)
    parts.append(limb("M-9.5 -15C-14 -11 -16 -4 -15.8 3", d.main, 4.2))
    parts.append(ermine("M-17.9 1.5H-13.6L-13.4 3.9H-18.1Z", [(-15.8, 2.7)]))
    parts.append(hand(-15.7, 5.6))
    item, arm_end = _king_item(suit)
    parts.append(limb(f"M9.5 -15C{arm_end}", d.main, 4.2))
    cuff_x, cuff_y = (float(v) for v in arm_end.split()[-2:])
    parts.append(
        circle(cuff_x, cuff_y + 0.2, 2.4, fill=P.IVORY, stroke=P.IVORY_DEEP, stroke_width=0.4)
    )
    parts.append(hand(cuff_x, cuff_y + 2.4))
    parts.append(item)
    # ermine shoulder cape
    parts.append(
        ermine(
            "M-12.5 -17.5C-8 -11 8 -11 12.5 -17.5C9 -21.5 -9 -21.5 -12.5 -17.5Z",
            [(-8, -16), (-3, -14.4), (3, -14.4), (8, -16), (0, -17.5)],
        )
    )
    parts.append(face(0, -28, beard=True))
    parts.append(crown(0, -33.2, 11.6))
    return "".join(parts)


def _king_item(suit: str) -> tuple[str, str]:
    """The suit in the king's right hand, and the arm's curve ending at the wrist."""
    if suit == "o":
        return held("o", 17.5, -6.5, 12), "15 -10 17 -4 17.5 -1"
    if suit == "c":
        return held("c", 17.5, -7.5, 13), "15 -10 17 -4 17.5 0"
    if suit == "e":
        return held("e", 17.2, -14.5, 44, 0), "15 -10 17 -4 17.2 -3"
    return held("b", 19.5, -12, 40, 16), "15 -10 17 -4 17.2 -3"


# ----------------------------------------------------------------------------- sota


def sota(suit: str) -> str:
    """A young page in a short tunic and hose, holding his suit."""
    d = PAGE_DRESS[suit]
    parts = [ground(17)]
    # short cape behind one shoulder
    parts.append(
        ol("M-9 -19C-16 -10 -19 4 -19 16C-14 18 -10 17 -7 15C-8 2 -7 -10 -4 -17Z", d.cloak)
    )
    # legs in hose, shoes
    parts.append(limb("M-4 20L-4.8 44", d.hose, 4.6))
    parts.append(limb("M4 20L5 44", d.hose, 4.6))
    parts.append(
        ol("M-8.6 44.4C-8.6 42.6 -3 42.4 -2.4 44.2L-2.2 46.8H-9Z", (P.HAIR_DEEP, "#2A1A0C"))
    )
    parts.append(ol("M2.6 44.2C3.2 42.4 8.8 42.6 8.8 44.4L9.2 46.8H2.4Z", (P.HAIR_DEEP, "#2A1A0C")))
    parts.append(path("M-5.8 30H-3.4M3.6 30H6", stroke=d.hose[1], stroke_width=0.6))
    # tunic, flared skirt to mid-thigh
    parts.append(
        ol(
            "M-8.5 -18C-10 -6 -10.5 6 -10 10C-12 15 -13 20 -13.5 24"
            "C-5 26 5 26 13.5 24C13 20 12 15 10 10C10.5 6 10 -6 8.5 -18Z",
            d.main,
        )
    )
    parts.append(
        path(
            "M-6.5 -12C-8 0 -8.5 8 -9.5 20",
            fill="none",
            stroke="#FFFFFF",
            stroke_width=1.3,
            stroke_linecap="round",
            opacity=0.16,
        )
    )
    parts.append(
        ol(
            "M-13.3 21.6C-5 23.6 5 23.6 13.3 21.6L13.6 24.2C5 26.2 -5 26.2 -13.6 24.2Z",
            d.second,
            0.4,
        )
    )
    parts.append(
        path(
            "M-4 11L-5 22M0 11V23M4 11L5 22",
            fill="none",
            stroke=d.main[1],
            stroke_width=0.45,
            opacity=0.7,
        )
    )
    parts.append(
        ol("M-10.3 7.5C-4 8.6 4 8.6 10.3 7.5L10.4 10.6C4 11.6 -4 11.6 -10.4 10.6Z", d.second, 0.45)
    )
    parts.append(ol("M-1.5 -15.5H1.5V8H-1.5Z", d.second, 0.4))
    parts.append(
        group(
            [circle(0, y, 0.6) for y in (-11, -6, -1, 4)],
            fill=P.GOLD_LIGHT,
            stroke=P.GOLD_DEEP,
            stroke_width=0.25,
        )
    )
    item_parts = _page_item(suit, d)
    parts.extend(item_parts)
    # collar
    parts.append(ol("M-7 -18.5C-4 -15 4 -15 7 -18.5C4 -20.5 -4 -20.5 -7 -18.5Z", IVORY, 0.45))
    parts.append(face(0, -28, beard=False, young=True, hair="#A5683A"))
    parts.append(page_hat(0, -32.4, d.hat))
    return "".join(parts)


def _page_item(suit: str, d: Dress) -> list[str]:
    """The page's arms and suit, posed per suit."""
    if suit == "o":
        # holds the coin up in front of his chest with both hands
        return [
            limb("M-8.5 -15C-12 -10 -10 -5 -5.5 -5", d.main, 3.8),
            limb("M8.5 -15C12 -10 10 -5 5.5 -5", d.main, 3.8),
            held("o", 0, -6.5, 13.5),
            hand(-5.5, -3.2),
            hand(5.5, -3.2),
        ]
    if suit == "c":
        # lifts the cup high in his right hand, left hand on the hip
        return [
            limb("M-8.5 -15C-13 -9 -13 -1 -9.5 3", d.main, 3.8),
            hand(-9.2, 3.6),
            limb("M8.5 -16C13 -20 15 -26 15.5 -30", d.main, 3.8),
            hand(15.5, -31.5),
            held("c", 15.8, -38.5, 13),
        ]
    if suit == "e":
        # rests the sword on his right shoulder, point up and back
        return [
            limb("M-8.5 -15C-13 -9 -13 -1 -9.5 3", d.main, 3.8),
            hand(-9.2, 3.6),
            held("e", 14, -20, 42, 24),
            limb("M8.5 -15C13 -10 12 -4 9 -3.5", d.main, 3.8),
            hand(8.3, -3.3),
        ]
    # bastos: leans on the club, its thick end on the ground
    return [
        limb("M-8.5 -15C-13 -9 -13 -1 -9.5 3", d.main, 3.8),
        hand(-9.2, 3.6),
        held("b", 14.4, 15, 42, 176),
        limb("M8.5 -15C13 -11 15 -6 14.4 -2", d.main, 3.8),
        hand(14.4, -1.2),
    ]


# ----------------------------------------------------------------------------- caballo


def caballo(suit: str) -> str:
    """A rider on a rearing horse, holding his suit.

    The horse faces right for espadas and bastos and left for oros and copas, as on the
    traditional cards (DESIGN.md §11). The composition keeps clear of the two index
    corners whichever way it faces.
    """
    coat, shade, line, mane = HORSE_COAT[suit]
    d = RIDER_DRESS[suit]
    c_body = (coat, line)
    c_far = (shade, line)
    hoof = ("#4A3A2A", "#2A1E12")
    parts = [ellipse(-7, 47.8, 14, 2.2, fill="#5A4326", opacity=0.16)]
    # far legs, in the shade colour, drawn first
    parts.append(limb("M-14 18C-14 26 -16 31 -14 36L-13.4 44.6", c_far, 3.8))
    parts.append(ol("M-16 44.2H-10.8L-10.6 47.4H-16.4Z", hoof, 0.4))
    parts.append(limb("M9 1C13 5 16 7 18 6.5C20 8 22 10 24 10.5", c_far, 3.3))
    parts.append(ol("M23.4 8.6L26.8 10L25.8 12.8L22.6 11.6Z", hoof, 0.4))
    # tail
    parts.append(
        ol(
            "M-16 10C-21 12 -22.5 19 -21.5 28C-20 25 -19 23 -18 25.5C-17.8 21 -16.4 17 -13.5 15Z",
            (mane, line),
        )
    )
    # haunch, barrel and shoulder, one coat colour so they merge into one body
    parts.append(
        ellipse(
            -11,
            14,
            8.5,
            9.8,
            transform="rotate(-20 -11 14)",
            fill=coat,
            stroke=line,
            stroke_width=OUT,
        )
    )
    parts.append(
        ellipse(
            10,
            -1,
            7.2,
            8.4,
            transform="rotate(-30 10 -1)",
            fill=coat,
            stroke=line,
            stroke_width=OUT,
        )
    )
    parts.append(ellipse(-1, 6, 17.5, 9.6, transform="rotate(-30 -1 6)", fill=coat))
    parts.append(path("M-13 21C-6 19 4 14 11 7", fill="none", stroke=line, stroke_width=OUT))
    # near hind leg, planted, hock bent
    parts.append(limb("M-7 18C-4 25 -3 29 -5.4 33.4L-4.6 44.6", c_body, 4.3))
    parts.append(ol("M-7.4 44.2H-2.2L-2 47.4H-7.8Z", hoof, 0.4))
    # near foreleg, raised and folded at the knee
    parts.append(limb("M12 1C16 3 19 4 20 3.5C21 6 20.4 9 19.6 11", c_body, 3.6))
    parts.append(ol("M17.4 10.8L21.8 11.2L21.2 14.4L17 14Z", hoof, 0.4))
    # neck and head, reaching up and forward
    parts.append(
        ol(
            "M2 -5C5 -13 10 -20 15 -24L18.6 -26.4C20.4 -22.6 21.4 -18 22.4 -14"
            "C20.6 -8 18 -2 15.6 3C10 2 5 -1 2 -5Z",
            c_body,
        )
    )
    parts.append(
        ol(
            "M16.4 -26C18.6 -28.4 22 -28 24 -25.4C26 -22.6 28 -19.6 29.6 -17"
            "C30.6 -15 29.4 -12.8 27.2 -12.8C25 -12.8 23.4 -13.8 21.8 -15"
            "C20.2 -16.4 18.6 -19.6 17.4 -22.4Z",
            c_body,
        )
    )
    parts.append(
        path(
            "M17.6 -27.4C17.6 -29.6 18.4 -31.6 19.8 -32.4C20.2 -30.6 20 -28.8 19.4 -27.2Z",
            fill=coat,
            stroke=line,
            stroke_width=OUT,
            stroke_linejoin="round",
        )
    )
    parts.append(ellipse(22, -22.4, 0.75, 0.85, fill=P.EYE))
    parts.append(path("M21 -23.8Q22 -24.6 23 -23.8", fill="none", stroke=line, stroke_width=0.4))
    parts.append(ellipse(28.4, -14.6, 0.7, 0.5, fill=line))
    parts.append(
        path("M26 -12.9Q27.4 -12.2 28.6 -12.8", fill="none", stroke=line, stroke_width=0.4)
    )
    # mane and forelock
    parts.append(
        ol(
            "M17.6 -26.4C13 -24 9 -19 6 -13C4 -9 2.4 -6 1 -3C0 -7 1 -10 2 -12"
            "C0 -12 -0.6 -14 0 -16C2 -16 3 -17 4 -19C3 -20 3 -22 4 -23.4"
            "C6 -22.6 7.4 -23 9 -24C9 -25.6 10 -27 11.6 -27.4C12.6 -26.2 14.2 -26.4 "
            "17.6 -26.4Z",
            (mane, line),
        )
    )
    parts.append(
        ol(
            "M18.4 -26.6C20 -26.8 21.4 -26 21.8 -24.4C20.6 -24.8 19.4 -24.6 18.4 -24Z",
            (mane, line),
            0.4,
        )
    )
    # bridle
    parts.append(
        path(
            "M19 -20.6C22 -19 25.6 -16.4 28.4 -14.4M20.6 -26C21 -22 22.4 -18 24.6 -15.6",
            fill="none",
            stroke=P.RED_DEEP,
            stroke_width=0.8,
        )
    )
    parts.append(circle(24.6, -15.6, 0.8, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.3))
    # saddle cloth over the barrel, gold-fringed, and the saddle
    parts.append(
        group(
            ol("M-11 -8.6C-4 -10.2 3 -10.2 8 -8.6L8.6 5.2C2 7 -5 7 -11.6 5.2Z", d.cloak)
            + path(
                "M-11.4 5.2C-5 7 2 7 8.6 5.2",
                fill="none",
                stroke=P.GOLD,
                stroke_width=1.5,
                stroke_dasharray="0.9 0.6",
            )
            + path("M-10.4 2.6C-4 4.2 2 4.2 8.2 2.6", fill="none", stroke=P.GOLD, stroke_width=0.7)
            + ol(
                "M-7 -10.6C-3 -11.8 1 -11.8 4.6 -10.6L4.8 -7.6C1 -8.8 -3 -8.8 -7 -7.6Z",
                (P.HAIR, P.HAIR_DEEP),
                0.4,
            ),
            "translate(-1 6) rotate(-30)",
        )
    )
    # rider: near leg, torso, rein arm, head, then the arm with the suit
    parts.append(limb("M-5 -5C-1 -2 2 1 1.6 4.6L1 11.6", d.hose, 3.8))
    parts.append(ol("M-1.6 11C-1.4 9.6 3.6 9.6 4 11.2L4.4 13.6H-2Z", (P.HAIR_DEEP, "#2A1A0C"), 0.4))
    parts.append(path("M1 11.4V14.6M-1.8 14.6H4", stroke=P.GOLD_DEEP, stroke_width=0.7))
    parts.append(
        ol(
            "M-11 -23C-12 -15 -11.6 -9 -10.2 -3.4C-6 -2.2 -1 -2.4 1.4 -4.4C1.8 -10 1 -17 0 -23Z",
            d.main,
        )
    )
    parts.append(
        ol("M-10.8 -7.2C-6 -6 -2 -6.2 1.4 -7.6L1.4 -4.6C-2 -3.2 -6 -3 -10.4 -4.2Z", d.second, 0.45)
    )
    parts.append(path("M-5.4 -22V-8", stroke=d.second[0], stroke_width=1.2))
    parts.append(limb("M-1 -20C2 -16 4 -13 8 -12", d.main, 3.3))
    parts.append(hand(8.6, -12))
    parts.append(
        path("M8.6 -12C13 -12 18 -14 24.4 -15.4", fill="none", stroke=P.RED_DEEP, stroke_width=0.6)
    )
    parts.append(
        ol("M-10 -23.6C-7 -20.8 -3 -20.8 -1 -23.6C-3 -25.6 -8 -25.6 -10 -23.6Z", IVORY, 0.4)
    )
    parts.append(face(-5.4, -30.4, beard=suit in "ob"))
    parts.append(helmet(-5.4, -34.8, d.hat))
    parts.append(limb("M-10 -21C-12.6 -23 -13.6 -26 -13.6 -29.4", d.main, 3.3))
    parts.append(hand(-13.6, -31))
    item = {
        "e": held("e", -13.8, -40.3, 27),
        "b": held("b", -13.8, -40.4, 27),
        "o": held("o", -13.8, -38.4, 11),
        "c": held("c", -13.8, -39.2, 12),
    }[suit]
    parts.append(item)
    body = "".join(parts)
    if suit in "oc":
        return group(body, "scale(-1 1)")
    return body


def figure(rank: int, suit: str, w: float, h: float) -> str:
    """The figure for rank 10, 11 or 12, scaled to stand 0.8 of the card's height."""
    scale = 0.8 * h / 100
    art = {10: sota, 11: caballo, 12: rey}[rank](suit)
    return f'<g transform="translate(0 {n(0.01 * h)}) scale({n2(scale)})">{art}</g>'
