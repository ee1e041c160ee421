"""Card strength tables (RULES AR-RANK, MI-RANK, PA-RANK).

Tables rather than arithmetic, so that a test can check them line by line against the rule
book. A strength is a whole number, higher beats lower, equal strengths tie
(COMMON-CARD-2). Paulista's table depends on the vira, so it is built per hand.
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import CLEAN_FRENCH_RANKS, FRENCH_RANKS, FRENCH_SUITS, Card

Strength = Mapping[Card, int]

# AR-RANK-1, strongest first.
ARGENTINE_TABLE: tuple[tuple[int, tuple[Card, ...]], ...] = (
    (14, ("1e",)),
    (13, ("1b",)),
    (12, ("7e",)),
    (11, ("7o",)),
    (10, ("3o", "3c", "3e", "3b")),
    (9, ("2o", "2c", "2e", "2b")),
    (8, ("1o", "1c")),
    (7, ("12o", "12c", "12e", "12b")),
    (6, ("11o", "11c", "11e", "11b")),
    (5, ("10o", "10c", "10e", "10b")),
    (4, ("7c", "7b")),
    (3, ("6o", "6c", "6e", "6b")),
    (2, ("5o", "5c", "5e", "5b")),
    (1, ("4o", "4c", "4e", "4b")),
)

# MI-RANK-2, strongest first.
MINEIRO_TABLE: tuple[tuple[int, tuple[Card, ...]], ...] = (
    (14, ("4c",)),
    (13, ("7h",)),
    (12, ("As",)),
    (11, ("7d",)),
    (10, ("3c", "3h", "3s", "3d")),
    (9, ("2c", "2h", "2s", "2d")),
    (8, ("Ac", "Ah", "Ad")),
    (7, ("Kc", "Kh", "Ks", "Kd")),
    (6, ("Jc", "Jh", "Js", "Jd")),
    (5, ("Qc", "Qh", "Qs", "Qd")),
    (4, ("7c", "7s")),
    (3, ("6c", "6h", "6s", "6d")),
    (2, ("5c", "5h", "5s", "5d")),
    (1, ("4h", "4s", "4d")),
)


def table_to_strength(table: tuple[tuple[int, tuple[Card, ...]], ...]) -> dict[Card, int]:
    return {card: strength for strength, cards in table for card in cards}


ARGENTINE_STRENGTH: Mapping[Card, int] = table_to_strength(ARGENTINE_TABLE)
MINEIRO_STRENGTH: Mapping[Card, int] = table_to_strength(MINEIRO_TABLE)

# PA-DECK-2: the cyclic order of ranks, lowest first, used to find the manilha.
PAULISTA_CYCLE_DIRTY: tuple[str, ...] = ("4", "5", "6", "7", "Q", "J", "K", "A", "2", "3")
PAULISTA_CYCLE_CLEAN: tuple[str, ...] = ("Q", "J", "K", "A", "2", "3")
# PA-RANK-3: ordinary ranks from strongest, numbered 10, 9, 8, ... skipping the manilha.
PAULISTA_ORDINARY_DIRTY: tuple[str, ...] = ("3", "2", "A", "K", "J", "Q", "7", "6", "5", "4")
PAULISTA_ORDINARY_CLEAN: tuple[str, ...] = ("3", "2", "A", "K", "J", "Q")
# PA-RANK-1: manilhas by suit, strongest first.
MANILHA_SUIT_STRENGTH: Mapping[str, int] = {"c": 14, "h": 13, "s": 12, "d": 11}

assert set(PAULISTA_CYCLE_DIRTY) == set(FRENCH_RANKS)
assert set(PAULISTA_CYCLE_CLEAN) == set(CLEAN_FRENCH_RANKS)


def manilha_rank(vira: Card, clean: bool) -> str:
    """The rank after the vira's rank in the cyclic order (PA-VIRA-2, D-29)."""
    cycle = PAULISTA_CYCLE_CLEAN if clean else PAULISTA_CYCLE_DIRTY
    return cycle[(cycle.index(vira[:-1]) + 1) % len(cycle)]


_PAULISTA_CACHE: dict[tuple[Card, bool], dict[Card, int]] = {}


def paulista_strength(vira: Card, clean: bool) -> Mapping[Card, int]:
    """The strength of every card of the deck, for a hand with this vira (PA-RANK-3)."""
    key = (vira, clean)
    cached = _PAULISTA_CACHE.get(key)
    if cached is not None:
        return cached
    manilha = manilha_rank(vira, clean)
    ordinary = PAULISTA_ORDINARY_CLEAN if clean else PAULISTA_ORDINARY_DIRTY
    strength: dict[Card, int] = {}
    number = 10
    for rank in ordinary:
        if rank == manilha:
            continue
        for suit in FRENCH_SUITS:
            strength[rank + suit] = number
        number -= 1
    for suit, value in MANILHA_SUIT_STRENGTH.items():
        strength[manilha + suit] = value
    _PAULISTA_CACHE[key] = strength
    return strength
