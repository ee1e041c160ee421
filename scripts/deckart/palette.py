"""Colours for all decks, taken from DESIGN.md §9 and §11.

One table so that restyling a deck is a change here, not a hunt through drawing code.
Outlines use a darker tone of their fill, never black (DESIGN.md §11).
"""

from __future__ import annotations

# Card stock.
FACE_TOP = "#FFFCF3"
FACE_BOTTOM = "#F1E8D2"
EDGE = "#D6C9AC"
IVORY = "#FBF6EA"
IVORY_DEEP = "#B9A98A"

# Figure palette.
RED = "#C23A2E"
RED_LIGHT = "#E0604F"
RED_DEEP = "#7A1E16"
BLUE = "#2E5AA6"
BLUE_LIGHT = "#8FB2EA"
BLUE_DEEP = "#1B3A73"
GOLD = "#E3B341"
GOLD_LIGHT = "#F6DA8A"
GOLD_DEEP = "#8C5A0C"
COIN = "#EDBE48"
SKIN = "#F0C9A0"
SKIN_SHADE = "#DDA982"
SKIN_DEEP = "#A8764E"
HAIR = "#8A5A32"
HAIR_DEEP = "#55351B"
GREEN = "#4E9A3E"
GREEN_LIGHT = "#7DBE5E"
GREEN_DEEP = "#2C5E22"
WOOD = "#C48A45"
WOOD_LIGHT = "#E6B776"
WOOD_DEEP = "#6B4218"
PURPLE = "#6B3A7A"
PURPLE_DEEP = "#3F1F4A"
BROWN = "#8A5A32"
WHITE_INK = "#FFFDF6"
EYE = "#3A2618"

# Spanish suits: (frame and pip accent, index numerals). The bastos frame is green, as on
# the Vitoria pattern and in the mockup; the wood colour belongs to the club itself.
SPANISH_ACCENT = {"o": "#C9931C", "c": RED, "e": BLUE, "b": "#3F7F3A"}
SPANISH_INDEX = {"o": "#8A5F0A", "c": "#A32A22", "e": "#244C94", "b": "#2F6B2F"}

# French suits, two-colour and four-colour decks.
FRENCH_RED = "#C62828"
FRENCH_BLACK = "#1F1F1F"
FRENCH_TWO = {"c": FRENCH_BLACK, "s": FRENCH_BLACK, "h": FRENCH_RED, "d": FRENCH_RED}
FRENCH_FOUR = {"c": "#2E7D32", "s": FRENCH_BLACK, "h": FRENCH_RED, "d": "#1E5BB8"}

# Backs: (light, dark, ornament) per back design.
BACKS = {
    "back": ("#8E2636", "#5E1422", "#E9C46A"),
    "back-blue": ("#24497A", "#142C4D", "#E9C46A"),
    "back-green": ("#2B5E3F", "#173A26", "#E9C46A"),
}

# Table.
FELT_HI = "#2C7D50"
FELT = "#1C5E3B"
FELT_LO = "#0E3A24"
