"""Cards and decks.

A card is written ``<rank><suit>`` (``1e``, ``12o``, ``4c``, ``Ah``) exactly as hand records
write it (RULES COMMON-CARD-1). Cards are plain strings: they are compared, hashed and
serialised millions of times by random play and by the bots, and a string does all of that
at C speed. A code only means something together with its deck (``4c`` is the four of cups
in the Spanish deck and the zap in the French one), so every function here takes a deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Card = str

SPANISH_RANKS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
SPANISH_SUITS: tuple[str, ...] = ("o", "c", "e", "b")
FRENCH_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
FRENCH_SUITS: tuple[str, ...] = ("c", "h", "s", "d")
CLEAN_FRENCH_RANKS: tuple[str, ...] = ("A", "2", "3", "J", "Q", "K")


def rank_of(card: Card) -> str:
    """The rank part of a card code (everything but the last character)."""
    return card[:-1]


def suit_of(card: Card) -> str:
    """The suit part of a card code (its last character)."""
    return card[-1]


@dataclass(frozen=True, slots=True)
class Deck:
    """A named, ordered set of cards. The order is the canonical order for shuffling."""

    name: str
    ranks: tuple[str, ...]
    suits: tuple[str, ...]
    cards: tuple[Card, ...]

    @staticmethod
    def build(name: str, ranks: tuple[str, ...], suits: tuple[str, ...]) -> Deck:
        cards = tuple(r + s for s in suits for r in ranks)
        return Deck(name, ranks, suits, cards)

    def __contains__(self, card: object) -> bool:
        return card in self._members

    @property
    def _members(self) -> frozenset[Card]:
        return _MEMBERS[self.name]

    def __len__(self) -> int:
        return len(self.cards)


SPANISH_40 = Deck.build("spanish40", SPANISH_RANKS, SPANISH_SUITS)
FRENCH_40 = Deck.build("french40", FRENCH_RANKS, FRENCH_SUITS)
FRENCH_24 = Deck.build("french24", CLEAN_FRENCH_RANKS, FRENCH_SUITS)

_MEMBERS: dict[str, frozenset[Card]] = {
    d.name: frozenset(d.cards) for d in (SPANISH_40, FRENCH_40, FRENCH_24)
}


def envido_points(card: Card) -> int:
    """A card's envido value (AR-ENV-1): 1-7 count their number, figures count 0."""
    rank = int(card[:-1])
    return rank if rank <= 7 else 0


def envido_value(cards: Sequence[Card]) -> int:
    """The envido of three cards (AR-ENV-1).

    Two or three cards of one suit make 20 plus the two best values of that suit;
    otherwise the best single value. With flor off, a flor simply counts its best two.
    """
    if len(cards) != 3:
        return _envido_of_any(cards)
    a, b, c = cards
    pa, pb, pc = _points(a), _points(b), _points(c)
    sa, sb, sc = a[-1], b[-1], c[-1]
    if sa == sb == sc:
        return 20 + pa + pb + pc - min(pa, pb, pc)
    if sa == sb:
        return 20 + pa + pb
    if sa == sc:
        return 20 + pa + pc
    if sb == sc:
        return 20 + pb + pc
    return max(pa, pb, pc)


def envido_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards that make the envido of ``cards`` (AR-ENV-1), which the winner shows
    (AR-ENV-8c): the two best of the suit held most often, or the best single card
    (the first of equals) when no two share a suit."""
    by_suit: dict[str, list[Card]] = {}
    for card in cards:
        by_suit.setdefault(card[-1], []).append(card)
    suited = max(by_suit.values(), key=len)
    if len(suited) >= 2:
        return tuple(sorted(suited, key=_points, reverse=True)[:2])
    return (max(cards, key=_points),)


def _points(card: Card) -> int:
    points = _POINTS.get(card)
    if points is None:
        points = _POINTS[card] = envido_points(card)
    return points


_POINTS: dict[Card, int] = {}


def _envido_of_any(cards: Sequence[Card]) -> int:
    by_suit: dict[str, list[int]] = {}
    for card in cards:
        by_suit.setdefault(card[-1], []).append(envido_points(card))
    best = 0
    for values in by_suit.values():
        if len(values) >= 2:
            values.sort(reverse=True)
            best = max(best, 20 + values[0] + values[1])
        else:
            best = max(best, values[0])
    return best


def has_flor(cards: Sequence[Card]) -> bool:
    """Three cards of one suit (AR-FLOR-1)."""
    return len(cards) == 3 and cards[0][-1] == cards[1][-1] == cards[2][-1]


def flor_value(cards: Sequence[Card]) -> int:
    """A flor's value: 20 plus the three envido values (AR-FLOR-1), from 20 to 38."""
    return 20 + sum(envido_points(c) for c in cards)
