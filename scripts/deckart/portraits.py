"""The characters' portraits: head-and-shoulders busts in a round frame, as SVG.

Each character (``truco_desktop/bots/characters.py``) has a ``Look`` here: skin, hair and
its cut, clothes, and one or two touches a player remembers (a beret, glasses, a straw
hat, a moustache). The parts are the same for everyone, so the eight faces read as one
family drawn by one hand, in the flat, outlined style of the decks' figures.

Units: a 100 x 100 box; the bust sits in a circle of radius 48 at its centre, so the
plates can draw it as a disc at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import palette as P
from .svg import circle, ellipse, group, path

#: Outline width and colour of every shape (a thin dark line, as on the cards).
LINE = 1.6
INK = "#2B1D14"

SKINS = {
    "light": ("#F3CDA6", "#D9A27A"),
    "olive": ("#DDB083", "#B98557"),
    "tan": ("#C68E5E", "#9C653A"),
    "deep": ("#8D5A36", "#65391C"),
}


@dataclass(frozen=True, slots=True)
class Look:
    """How one character is drawn."""

    skin: str
    hair: str
    #: "bun", "slick", "curls", "short", "crop", "long", "bald".
    cut: str
    shirt: str
    background: str
    #: "beret", "straw", "cap" or "" (none).
    hat: str = ""
    hat_colour: str = ""
    glasses: bool = False
    #: "" (none), "thin", "thick".
    moustache: str = ""
    beard: bool = False
    earrings: bool = False
    #: A neckerchief's colour, "" for none.
    scarf: str = ""
    #: "smile", "grin", "flat", "smirk".
    mouth: str = "smile"
    #: Brows: "level", "raised", "low".
    brows: str = "level"


LOOKS: dict[str, Look] = {
    "rosa": Look("light", "#B9B2AA", "bun", "#7A3B5A", "#2F6F63", earrings=True, mouth="smile"),
    "tano": Look(
        "olive",
        "#231A14",
        "slick",
        "#2B2B2B",
        "#8C3B2E",
        moustache="thin",
        mouth="smirk",
        brows="raised",
        scarf="#E3B341",
    ),
    "mirta": Look(
        "light",
        "#C9783E",
        "curls",
        "#4F6FA8",
        "#5E4B7A",
        glasses=True,
        mouth="flat",
        brows="low",
    ),
    "beto": Look(
        "tan",
        "#3A2618",
        "crop",
        "#B23A2E",
        "#24506E",
        hat="beret",
        hat_colour="#1F2B44",
        beard=True,
        mouth="grin",
        brows="low",
    ),
    "quique": Look(
        "olive",
        "#5A3A1E",
        "short",
        "#3F7F3A",
        "#B5792A",
        hat="cap",
        hat_colour="#6B5A44",
        mouth="smirk",
        brows="raised",
    ),
    "dalva": Look(
        "deep",
        "#1E1510",
        "long",
        "#C7862E",
        "#2C5E4A",
        earrings=True,
        mouth="flat",
        brows="raised",
    ),
    "zeca": Look(
        "tan",
        "#2A1C12",
        "short",
        "#E7D9B8",
        "#A8452E",
        hat="straw",
        hat_colour="#E2C27A",
        mouth="grin",
        scarf="#C23A2E",
    ),
    "tonho": Look(
        "deep",
        "#4A4440",
        "bald",
        "#6B4218",
        "#5B6B2E",
        moustache="thick",
        mouth="flat",
        brows="low",
    ),
}


def _outlined(d: str, fill: str, **kw: str | float) -> str:
    return path(d, fill=fill, stroke=INK, stroke_width=LINE, stroke_linejoin="round", **kw)


def _hair_back(look: Look) -> str:
    """Hair that falls behind the head (drawn before it)."""
    h = look.hair
    if look.cut == "long":
        return _outlined("M28 44 C26 70 24 86 34 92 L66 92 C76 86 74 70 72 44 Z", h)
    if look.cut == "bun":
        return circle(50, 18, 9, fill=h, stroke=INK, stroke_width=LINE)
    if look.cut == "curls":
        return "".join(
            circle(x, y, 7, fill=h, stroke=INK, stroke_width=LINE)
            for x, y in ((30, 36), (70, 36), (29, 50), (71, 50), (34, 26), (66, 26), (50, 20))
        )
    return ""


def _hair_front(look: Look) -> str:
    """Hair on top of the head (drawn after it)."""
    h = look.hair
    cut = look.cut
    if cut == "bun":
        return _outlined(
            "M30 44 C30 26 40 20 50 20 C60 20 70 26 70 44 C64 32 56 30 50 31 C44 30 36 32 30 44 Z",
            h,
        )
    if cut == "slick":
        return _outlined(
            "M30 42 C28 24 40 18 52 18 C64 18 72 26 70 42 C66 30 58 27 50 28 C42 28 34 32 30 42 Z",
            h,
        ) + path("M40 24 C48 21 58 22 64 27", fill="none", stroke="#5A4A3E", stroke_width=1.2)
    if cut == "curls":
        return "".join(
            circle(x, y, 6.5, fill=h, stroke=INK, stroke_width=LINE)
            for x, y in ((38, 25), (50, 22), (62, 25), (44, 30), (56, 30))
        )
    if cut in ("short", "crop"):
        top = 22 if cut == "short" else 24
        return _outlined(
            f"M31 42 C30 {top + 4} 40 {top} 50 {top} C60 {top} 70 {top + 4} 69 42"
            " C64 34 58 32 50 33 C42 32 36 34 31 42 Z",
            h,
        )
    if cut == "long":
        return _outlined(
            "M29 48 C27 26 40 19 50 19 C61 19 73 26 71 48 C68 36 62 29 50 30 C40 30 33 36 29 48 Z",
            h,
        )
    if cut == "bald":
        return (
            _outlined("M29 46 C29 38 31 34 33 33 L34 46 Z", h)
            + _outlined("M71 46 C71 38 69 34 67 33 L66 46 Z", h)
            + path(
                "M40 26 C44 24 48 23 52 23",
                fill="none",
                stroke="#FFFFFF",
                stroke_width=1.4,
                stroke_opacity=0.45,
                stroke_linecap="round",
            )
        )
    return ""


def _hat(look: Look) -> str:
    c = look.hat_colour
    if look.hat == "beret":
        return _outlined(
            "M26 32 C26 18 46 13 60 15 C72 17 78 24 74 31 C62 27 42 27 26 32 Z", c
        ) + circle(55, 14, 2.5, fill=INK)
    if look.hat == "cap":
        return _outlined("M30 34 C30 20 42 16 52 16 C62 16 70 22 70 34 Z", c) + _outlined(
            "M28 35 C40 30 62 30 72 35 C74 38 70 40 66 38 C56 35 44 35 34 38 C30 40 26 38 28 35 Z",
            c,
        )
    if look.hat == "straw":
        brim = _outlined("M12 36 C20 28 80 28 88 36 C80 42 20 42 12 36 Z", c)
        crown = _outlined("M32 33 C32 16 42 12 50 12 C58 12 68 16 68 33 Z", c)
        band = path(
            "M32.5 29 C44 26 56 26 67.5 29 L67.8 33 C56 30 44 30 32.2 33 Z",
            fill="#8C3B2E",
            stroke=INK,
            stroke_width=1,
        )
        weave = "".join(
            path(f"M{x} 17 L{x - 2} 28", fill="none", stroke="#B8954F", stroke_width=0.8)
            for x in (42, 50, 58)
        )
        return brim + crown + weave + band
    return ""


def _face(look: Look) -> str:
    skin, shade = SKINS[look.skin]
    parts = [
        ellipse(29, 50, 4, 6, fill=skin, stroke=INK, stroke_width=LINE),
        ellipse(71, 50, 4, 6, fill=skin, stroke=INK, stroke_width=LINE),
        ellipse(50, 48, 20, 24, fill=skin, stroke=INK, stroke_width=LINE),
    ]
    if look.beard:
        parts.append(
            _outlined(
                "M31 52 C32 66 40 74 50 74 C60 74 68 66 69 52 C64 62 58 64 50 64"
                " C42 64 36 62 31 52 Z",
                look.hair,
                fill_opacity=0.85,
            )
        )
    brow_y = {"level": 41, "raised": 38.5, "low": 42.5}[look.brows]
    tilt = {"level": 0.0, "raised": -1.5, "low": 1.5}[look.brows]
    for side in (-1, 1):
        x = 50 + side * 8.5
        inner, outer = x - side * 4.5, x + side * 4.5
        parts.append(
            path(
                f"M{inner} {brow_y + tilt} L{outer} {brow_y - tilt}",
                fill="none",
                stroke=look.hair if look.cut != "bald" else INK,
                stroke_width=2.4,
                stroke_linecap="round",
            )
        )
        parts.append(ellipse(x, 47, 2.2, 2.8, fill=P.EYE))
        parts.append(circle(x + 0.7, 46, 0.8, fill="#FFFFFF"))
    parts.append(
        path(
            "M50 49 C49 54 47 56 48 57.5 C49 58.2 51 58.2 52 57.5",
            fill="none",
            stroke=shade,
            stroke_width=1.6,
            stroke_linecap="round",
        )
    )
    parts.append(ellipse(39, 56, 4, 2.4, fill="#D65F52", fill_opacity=0.28))
    parts.append(ellipse(61, 56, 4, 2.4, fill="#D65F52", fill_opacity=0.28))
    if look.moustache == "thin":
        parts.append(
            path(
                "M43 60.5 C46 58.5 49 59 50 60 C51 59 54 58.5 57 60.5",
                fill="none",
                stroke=look.hair,
                stroke_width=1.8,
                stroke_linecap="round",
            )
        )
    elif look.moustache == "thick":
        parts.append(
            _outlined(
                "M40 62 C42 57 47 57 50 59 C53 57 58 57 60 62 C56 60.5 53 61"
                " 50 62 C47 61 44 60.5 40 62 Z",
                "#3A3430",
            )
        )
    mouths = {
        "smile": path(
            "M44 64 C47 67.5 53 67.5 56 64",
            fill="none",
            stroke="#7A2A22",
            stroke_width=2,
            stroke_linecap="round",
        ),
        "grin": _outlined("M42 63 C45 70 55 70 58 63 Z", "#FFFDF6"),
        "flat": path(
            "M45 65 L55 65", fill="none", stroke="#7A2A22", stroke_width=2, stroke_linecap="round"
        ),
        "smirk": path(
            "M44 65 C48 66 53 65.5 57 62.5",
            fill="none",
            stroke="#7A2A22",
            stroke_width=2,
            stroke_linecap="round",
        ),
    }
    parts.append(mouths[look.mouth])
    if look.glasses:
        for x in (41.5, 58.5):
            parts.append(
                circle(x, 47, 6, fill="#FFFFFF", fill_opacity=0.18, stroke=INK, stroke_width=1.4)
            )
        parts.append(path("M47.5 47 L52.5 47", fill="none", stroke=INK, stroke_width=1.4))
    if look.earrings:
        parts.append(circle(29, 58, 2, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.8))
        parts.append(circle(71, 58, 2, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.8))
    return "".join(parts)


def _bust(look: Look) -> str:
    skin, _shade = SKINS[look.skin]
    neck = _outlined("M43 66 L43 78 L57 78 L57 66 Z", skin)
    body = _outlined("M14 100 C14 84 26 76 42 75 L58 75 C74 76 86 84 86 100 Z", look.shirt)
    collar = path(
        "M42 75 L50 86 L58 75", fill="none", stroke=INK, stroke_width=LINE, stroke_linejoin="round"
    )
    scarf = ""
    if look.scarf:
        scarf = _outlined(
            "M40 74 C44 80 56 80 60 74 L58 82 C54 86 46 86 42 82 Z", look.scarf
        ) + _outlined("M50 83 L46 94 L52 92 Z", look.scarf)
    return neck + body + (scarf or collar)


def portrait(key: str) -> str:
    """The SVG document of ``key``'s portrait."""
    look = LOOKS[key]
    clip = '<clipPath id="c"><circle cx="50" cy="50" r="48"/></clipPath>'
    inner = [
        circle(50, 50, 48, fill=look.background),
        circle(50, 36, 30, fill="#FFFFFF", fill_opacity=0.1),
        _hair_back(look),
        _bust(look),
        _face(look),
        _hair_front(look),
        _hat(look),
    ]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100"'
        f' height="100"><title>{key}</title><defs>{clip}</defs>'
        + group("".join(inner), clip_path="url(#c)")
        + circle(50, 50, 48, fill="none", stroke=INK, stroke_width=2)
        + "</svg>\n"
    )


# ---------------------------------------------------------------------------------------
# The señas: each portrait once more, in layers, so the character makes a sign with his
# or her own face (``truco_desktop/ui/table/sign_faces.py`` composes them).

#: The face a seat without a character makes its señas with (the daily deal's plain
#: seats, and you): one of the family, in no character's colours.
PLAIN = Look("olive", "#4A3526", "short", "#3E5C72", "#35594A", mouth="smile")

#: The layers of a sign portrait, in painting order: ``under`` and ``over`` always, and
#: one pose of each feature (named as the vocabulary's face parts, ``data/signs.json``).
POSES: dict[str, tuple[str, ...]] = {
    "cheeks": ("neutral", "puffed", "one_puffed"),
    "brows": ("neutral", "raised"),
    "eyes": ("neutral", "wink", "closed", "wide"),
    "mouth": ("neutral", "twist_right", "twist_left", "bite_lip", "kiss", "puffed", "one_puffed"),
}

LIP = "#7A2A22"
LIP_FILL = "#C65A4C"
TOOTH = "#FFFDF6"


def _line(d: str, colour: str, width: float = 2.0) -> str:
    return path(d, fill="none", stroke=colour, stroke_width=width, stroke_linecap="round")


def _brow_colour(look: Look) -> str:
    return look.hair if look.cut != "bald" else INK


def _sign_brows(look: Look, pose: str) -> str:
    brow_y = {"level": 41, "raised": 38.5, "low": 42.5}[look.brows]
    tilt = {"level": 0.0, "raised": -1.5, "low": 1.5}[look.brows]
    out = []
    for side in (-1, 1):
        x = 50 + side * 8.5
        inner, outer = x - side * 4.5, x + side * 4.5
        if pose == "raised":
            # Lifted and arched, higher than the character's own habit.
            y = min(brow_y, 41) - 3.2
            d = f"M{inner} {y + 1} Q{x} {y - 2.6} {outer} {y + 0.6}"
        else:
            d = f"M{inner} {brow_y + tilt} L{outer} {brow_y - tilt}"
        out.append(_line(d, _brow_colour(look), 2.4))
    return "".join(out)


def _sign_eyes(look: Look, pose: str) -> str:
    _skin, shade = SKINS[look.skin]
    out = []
    for side in (-1, 1):
        x = 50 + side * 8.5
        # A wink shuts the eye on the viewer's left, as across a table.
        shut = pose == "closed" or (pose == "wink" and side == -1)
        if shut:
            out.append(_line(f"M{x - 3.2} 46.6 Q{x} 49.6 {x + 3.2} 46.6", INK, 1.7))
            if pose == "wink":  # the cheek rises under a wink
                out.append(_line(f"M{x - 3} 51.2 Q{x} 49.8 {x + 3} 51.2", shade, 1.2))
            continue
        if pose == "wide":
            out.append(ellipse(x, 47, 3.4, 3.8, fill=TOOTH, stroke=INK, stroke_width=0.9))
        out.append(ellipse(x, 47, 2.2, 2.8, fill=P.EYE))
        out.append(circle(x + 0.7, 46, 0.8, fill="#FFFFFF"))
    return "".join(out)


def _sign_cheeks(look: Look, pose: str) -> str:
    skin, _shade = SKINS[look.skin]
    blush = "#D65F52"
    if pose == "neutral":
        return ellipse(39, 56, 4, 2.4, fill=blush, fill_opacity=0.28) + ellipse(
            61, 56, 4, 2.4, fill=blush, fill_opacity=0.28
        )
    out = []
    sides = (-1, 1) if pose == "puffed" else (-1,)
    for side in sides:
        # The cheek swells past the jaw: skin over the head's outline, its own edge.
        cx = 50 + side * 14
        out.append(ellipse(cx, 57, 9, 8, fill=skin))
        edge = cx + side * 9
        out.append(
            _line(
                f"M{cx} 49 C{edge - side * 1} 49 {edge} 53 {edge} 57"
                f" C{edge} 61 {edge - side * 1} 65 {cx} 65",
                INK,
                LINE,
            )
        )
        out.append(ellipse(cx + side * 1, 57, 5, 3.2, fill=blush, fill_opacity=0.42))
    if pose == "one_puffed":
        out.append(ellipse(61, 56, 4, 2.4, fill=blush, fill_opacity=0.28))
    return "".join(out)


def _sign_mouth(look: Look, pose: str) -> str:
    _skin, shade = SKINS[look.skin]
    if pose == "neutral":
        return {
            "smile": _line("M44 64 C47 67.5 53 67.5 56 64", LIP),
            "grin": _outlined("M42 63 C45 70 55 70 58 63 Z", TOOTH),
            "flat": _line("M45 65 L55 65", LIP),
            "smirk": _line("M44 65 C48 66 53 65.5 57 62.5", LIP),
        }[look.mouth]
    if pose in ("twist_right", "twist_left"):
        # One corner pulled up and aside: the mouth slides to that side.
        s = 1 if pose == "twist_right" else -1
        low, high = (44 + 2.5 * s, 66.5), (56 + 2.5 * s, 61.5)
        if s < 0:
            low, high = (56 + 2.5 * s, 66.5), (44 + 2.5 * s, 61.5)
        d = f"M{low[0]} {low[1]} Q{50 + 2.5 * s} 67.5 {high[0]} {high[1]}"
        dimple = f"M{high[0] + 1.2 * s} {high[1] - 0.8} L{high[0] + 1.8 * s} {high[1] + 1.6}"
        return _line(d, LIP) + _line(dimple, shade, 1.2)
    if pose == "bite_lip":
        # The upper teeth come down over the lower lip.
        return (
            _line("M44 63.5 C47 64.5 53 64.5 56 63.5", LIP)
            + _line("M45.5 66.4 Q50 69.2 54.5 66.4", LIP_FILL, 2.2)
            + path(
                "M46.8 63.8 L53.2 63.8 L52.8 66.6 L47.2 66.6 Z",
                fill=TOOTH,
                stroke="#C9B88F",
                stroke_width=0.7,
                stroke_linejoin="round",
            )
            + _line("M50 63.9 L50 66.4", "#C9B88F", 0.6)
        )
    if pose in ("kiss", "puffed"):
        # Pursed lips: a small round pucker (tighter under puffed cheeks).
        r = 2.7 if pose == "kiss" else 2.0
        return ellipse(50, 65, r, r * 0.9, fill=LIP_FILL, stroke=LIP, stroke_width=1.2) + _line(
            f"M{50 - r * 0.6} 65 L{50 + r * 0.6} 65", LIP, 0.8
        )
    if pose == "one_puffed":
        # Air pushed into one cheek: the mouth squeezes to the other side.
        return _line("M47.5 65.6 Q52 66 56.5 63.6", LIP)
    return ""


def _sign_over(look: Look) -> str:
    parts = []
    if look.moustache == "thin":
        parts.append(_line("M43 60.5 C46 58.5 49 59 50 60 C51 59 54 58.5 57 60.5", look.hair, 1.8))
    elif look.moustache == "thick":
        parts.append(
            _outlined(
                "M40 62 C42 57 47 57 50 59 C53 57 58 57 60 62 C56 60.5 53 61"
                " 50 62 C47 61 44 60.5 40 62 Z",
                "#3A3430",
            )
        )
    if look.glasses:
        for x in (41.5, 58.5):
            parts.append(
                circle(x, 47, 6, fill="#FFFFFF", fill_opacity=0.18, stroke=INK, stroke_width=1.4)
            )
        parts.append(path("M47.5 47 L52.5 47", fill="none", stroke=INK, stroke_width=1.4))
    if look.earrings:
        parts.append(circle(29, 58, 2, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.8))
        parts.append(circle(71, 58, 2, fill=P.GOLD, stroke=P.GOLD_DEEP, stroke_width=0.8))
    return "".join(parts) + _hair_front(look) + _hat(look)


def _sign_under(look: Look) -> str:
    skin, shade = SKINS[look.skin]
    parts = [
        circle(50, 50, 48, fill=look.background),
        circle(50, 36, 30, fill="#FFFFFF", fill_opacity=0.1),
        _hair_back(look),
        _bust(look),
        ellipse(29, 50, 4, 6, fill=skin, stroke=INK, stroke_width=LINE),
        ellipse(71, 50, 4, 6, fill=skin, stroke=INK, stroke_width=LINE),
        ellipse(50, 48, 20, 24, fill=skin, stroke=INK, stroke_width=LINE),
    ]
    if look.beard:
        parts.append(
            _outlined(
                "M31 52 C32 66 40 74 50 74 C60 74 68 66 69 52 C64 62 58 64 50 64"
                " C42 64 36 62 31 52 Z",
                look.hair,
                fill_opacity=0.85,
            )
        )
    parts.append(_line("M50 49 C49 54 47 56 48 57.5 C49 58.2 51 58.2 52 57.5", shade, 1.6))
    return "".join(parts)


def sign_portrait(key: str) -> str:
    """The SVG document of ``key``'s portrait in layers for the señas (``plain``: the face
    of a seat without a character). Each layer is a top-level ``<g id=...>`` holding no
    group of its own: ``under``, then ``<part>-<pose>`` for each of ``POSES``, then
    ``over``; a reader shows ``under``, one pose of each part and ``over``. With every
    part neutral it is the character's portrait."""
    look = PLAIN if key == "plain" else LOOKS[key]
    draw = {
        "cheeks": _sign_cheeks,
        "brows": _sign_brows,
        "eyes": _sign_eyes,
        "mouth": _sign_mouth,
    }
    layers = [f'<g id="under">{_sign_under(look)}</g>']
    for part, poses in POSES.items():
        for pose in poses:
            layers.append(f'<g id="{part}-{pose}">{draw[part](look, pose)}</g>')
    layers.append(f'<g id="over">{_sign_over(look)}</g>')
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100"'
        f' height="100"><title>{key} (señas)</title>'
        + "".join(layers)
        + circle(50, 50, 48, fill="none", stroke=INK, stroke_width=2)
        + "</svg>\n"
    )
