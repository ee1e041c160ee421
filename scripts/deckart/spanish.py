"""Spanish 40-card faces: frame with pintas, corner indices, pip layouts and the aces.

The layout numbers are DESIGN.md §11's, in fractions of the card's width `W` and height
`H`, so the art can be resized by changing two constants. The sota, caballo and rey come
from `spanish_figures.py`, the aces from `spanish_aces.py`.
"""

from __future__ import annotations

from . import cardbase, glyphs, spanish_aces, spanish_figures
from . import palette as P
from .svg import n, n2, path, use

W = cardbase.SPANISH_W
H = cardbase.SPANISH_H
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SUITS = ("o", "c", "e", "b")
PINTAS = {"o": 0, "c": 1, "e": 2, "b": 3}
SUIT_NAMES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}

FRAME_X = 0.075 * W
FRAME_Y = 0.055 * H
FRAME_STROKE = 0.014 * W


def frame(suit: str) -> str:
    """The frame line with its pintas: gaps in the top and bottom edges that name the suit.

    Oros has none, copas one, espadas two, bastos three, so a player can tell the suit
    from the edge of a card half hidden under another.
    """
    x0, x1 = -W / 2 + FRAME_X, W / 2 - FRAME_X
    y0, y1 = -H / 2 + FRAME_Y, H / 2 - FRAME_Y
    count = PINTAS[suit]
    gap, step = 0.075 * W, 0.13 * W
    centres = [(i - (count - 1) / 2) * step for i in range(count)]
    d = [f"M{n(x0)} {n(y0)}V{n(y1)}M{n(x1)} {n(y0)}V{n(y1)}"]
    for y in (y0, y1):
        xs = [x0 - FRAME_STROKE / 2]
        for c in centres:
            xs += [c - gap / 2, c + gap / 2]
        xs.append(x1 + FRAME_STROKE / 2)
        for a, b in zip(xs[0::2], xs[1::2], strict=True):
            d.append(f"M{n(a)} {n(y)}H{n(b)}")
    return path("".join(d), fill="none", stroke=P.SPANISH_ACCENT[suit], stroke_width=FRAME_STROKE)


def index_def(rank: int, suit: str) -> str:
    """The top-left index (numeral over a mini pip), as a reusable `<g id="ix-…">`.

    The card places it twice, the second time turned 180° about the card's centre.
    """
    text = str(rank)
    cap = 0.20 * W
    s = cap / glyphs.CAP
    squeeze = 0.8 if len(text) > 1 else 1.0
    cx = -W / 2 + (0.178 if len(text) > 1 else 0.168) * W
    top = -H / 2 + 0.074 * H
    width = glyphs.text_width(text) * s * squeeze
    x = cx - width / 2
    uses = "".join(
        f'<use xlink:href="#{gid}" transform="translate({n(x + ox * s * squeeze)} {n(top)}) '
        f'scale({n2(s * squeeze)} {n2(s)})"/>'
        for gid, ox in glyphs.word(text)
    )
    mini_h = 0.62 * cap * (1.25 if suit in "eb" else 1.0)
    mini_y = top + cap + 0.02 * H + mini_h / 2
    mini = use(f"sp-{suit}-mini", -W / 2 + 0.168 * W, mini_y, scale=mini_h / 100)
    return f'<g id="ix-{rank}{suit}"><g fill="{P.SPANISH_INDEX[suit]}">{uses}</g>{mini}</g>'


def _pip(suit: str, x: float, y: float, height: float, rot: float = 0.0, long: bool = False) -> str:
    ref = f"sp-{suit}-long" if long else f"sp-{suit}"
    return use(ref, x, y, rot, height / 100)


def _round_pips(rank: int, suit: str) -> str:
    """Oros and copas: columns at ±0.13 W, outer rows at ±0.27 H.

    DESIGN.md §11 asks for ±0.14 W; 0.13 keeps a clear gap to the index's mini pip.
    """
    size = {2: 0.36, 3: 0.33, 4: 0.225, 5: 0.225, 6: 0.225, 7: 0.215}[rank] * W
    if suit == "c":
        size *= 1.1  # a cup is narrower than a coin; this gives it the same weight
    ax, ay = 0.13 * W, 0.27 * H
    layouts: dict[int, list[tuple[float, float]]] = {
        2: [(0, -ay), (0, ay)],
        3: [(0, -ay), (0, 0), (0, ay)],
        4: [(-ax, -ay), (ax, -ay), (-ax, ay), (ax, ay)],
        5: [(-ax, -ay), (ax, -ay), (0, 0), (-ax, ay), (ax, ay)],
        6: [(-ax, -ay), (ax, -ay), (-ax, 0), (ax, 0), (-ax, ay), (ax, ay)],
        7: [
            (-ax, -ay),
            (ax, -ay),
            (0, -0.135 * H),
            (-ax, 0.02 * H),
            (ax, 0.02 * H),
            (-ax, ay),
            (ax, ay),
        ],
    }
    return "".join(_pip(suit, x, y, size) for x, y in layouts[rank])


def _crossed_pips(rank: int, suit: str) -> str:
    """Espadas and bastos are drawn crossed, as on the traditional cards."""
    long, short = 0.70 * H, 0.42 * H
    out: list[str] = []
    if rank == 2:
        out += [_pip(suit, 0, 0, long, 28, True), _pip(suit, 0, 0, long, -28, True)]
    elif rank == 3:
        out += [
            _pip(suit, 0, 0, long, 28, True),
            _pip(suit, 0, 0, long, -28, True),
            _pip(suit, 0, 0, long * 1.02, 0, True),
        ]
    elif rank in (4, 5):
        for dy in (-0.2 * H, 0.2 * H):
            out += [_pip(suit, 0, dy, short, 50, True), _pip(suit, 0, dy, short, -50, True)]
        if rank == 5:
            out.append(_pip(suit, 0, 0, long, 0, True))
    elif rank == 6:
        for dy in (-0.25 * H, 0.0, 0.25 * H):
            out += [
                _pip(suit, 0, dy, short * 0.9, 52, True),
                _pip(suit, 0, dy, short * 0.9, -52, True),
            ]
    elif rank == 7:
        for side in (-1, 1):
            for dy in (-0.235 * H, 0.0, 0.235 * H):
                out.append(_pip(suit, side * 0.165 * W, dy, 0.27 * H, side * 13))
        out.append(_pip(suit, 0, 0, long, 0, True))
    return "".join(out)


def pips(rank: int, suit: str) -> str:
    """The centre of a numbered card."""
    if rank == 1:
        return spanish_aces.ACES[suit]()
    if suit in "oc":
        return _round_pips(rank, suit)
    return _crossed_pips(rank, suit)


def face(rank: int, suit: str) -> str:
    """One whole card face, centred on (0, 0)."""
    centre = spanish_figures.figure(rank, suit, W, H) if rank >= 10 else pips(rank, suit)
    return (
        cardbase.stock(W, H)
        + frame(suit)
        + centre
        + f'<use xlink:href="#ix-{rank}{suit}"/>'
        + f'<use xlink:href="#ix-{rank}{suit}" transform="rotate(180)"/>'
    )


def codes() -> list[str]:
    """All 40 card codes in deck order: by suit, then rank."""
    return [f"{r}{s}" for s in SUITS for r in RANKS]


def defs() -> str:
    """Indices for every card (the suit pictures and glyphs are added by the builder)."""
    return "\n".join(index_def(r, s) for s in SUITS for r in RANKS)
