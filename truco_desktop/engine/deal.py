"""What is fixed when a hand is dealt: the cards, the dealer, the kind of hand, the seating.

A ``Deal`` never changes while the hand is played, so every state of the hand shares one.
``deal_cards`` turns a shuffled deck into the seats' cards in the variant's deal order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple

from .cards import Card, has_flor
from .errors import BadRecord
from .phases import HandKind
from .rules import Rules
from .seats import Seating, seating_for
from .variant import DealStyle


def deal_order(rules: Rules, dealer: int) -> tuple[tuple[int, int], ...]:
    """COMMON-DEAL-4: (seat, card index) of each card in the order it is dealt.

    From the mano round the table: one card at a time, or in packets of three (Mineiro).
    """
    packets = rules.variant.deal_style is DealStyle.PACKETS
    return _order(rules.players, packets, dealer)


@cache
def _order(players: int, packets: bool, dealer: int) -> tuple[tuple[int, int], ...]:
    seats = [(dealer + 1 + k) % players for k in range(players)]
    if packets:
        return tuple((s, i) for s in seats for i in range(3))
    return tuple((s, i) for i in range(3) for s in seats)


@cache
def _takers(
    players: int, packets: bool, dealer: int
) -> tuple[Callable[[Sequence[Card]], Any], ...]:
    """For each seat, what picks its three cards out of the deck (from ``_order``)."""
    where: list[list[int]] = [[] for _ in range(players)]
    for k, (seat, _index) in enumerate(_order(players, packets, dealer)):
        where[seat].append(k)
    return tuple(itemgetter(*positions) for positions in where)


def deal_cards(
    rules: Rules, dealer: int, deck: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], Card | None, tuple[Card, ...]]:
    """Deal a shuffled deck in COMMON-DEAL-4 order: (cards per seat, vira, stock)."""
    n = rules.players
    packets = rules.variant.deal_style is DealStyle.PACKETS
    cards = tuple(take(deck) for take in _takers(n, packets, dealer))
    rest = tuple(deck[3 * n :])
    vira: Card | None = None
    if rules.variant.turns_vira:
        vira, rest = rest[0], rest[1:]
    return cards, vira, rest


class Deal(NamedTuple):
    """The facts of a hand that no action changes."""

    rules: Rules
    seating: Seating
    dealer: int
    mano: int
    dealt: tuple[tuple[Card, ...], ...]
    vira: Card | None
    stock: tuple[Card, ...]
    strength: Mapping[Card, int]
    start_score: tuple[int, int]
    kind: HandKind
    #: The team on 11 in a mão de onze (BR-ONZE-1), otherwise None.
    onze_team: int | None
    #: The seats dealt a flor, when the flor is played (AR-FLOR-1).
    flor_holders: tuple[int, ...]
    #: A six-player hand played as three duels (AR-SIX-3).
    pica: bool
    #: The pica-pica duels, (duel mano, his opponent), in playing order.
    duels: tuple[tuple[int, int], ...]

    @property
    def players(self) -> int:
        return self.seating.players


def make_deal(
    rules: Rules,
    score: tuple[int, int],
    dealer: int,
    cards: Sequence[Sequence[Card]],
    vira: Card | None,
    stock: Sequence[Card],
    hand_kind: str,
) -> Deal:
    """Check the cards' shape and work out the kind of hand (BR-ONZE-1, BR-FERRO-1)."""
    n = rules.players
    if not 0 <= dealer < n:
        raise BadRecord(f"dealer must be a seat from 0 to {n - 1}")
    if len(cards) != n or any(len(c) != 3 for c in cards):
        raise BadRecord(f"{n} seats of three cards each are needed")
    variant = rules.variant
    dealt = tuple(tuple(c) for c in cards)
    mano = (dealer + 1) % n
    kind = HandKind.NORMAL
    onze_team: int | None = None
    if variant.eleven_rules:
        on_eleven = [t for t in (0, 1) if score[t] == rules.target - 1]
        if len(on_eleven) == 2:
            kind = HandKind.FERRO
        elif len(on_eleven) == 1:
            kind, onze_team = HandKind.ONZE, on_eleven[0]
    holders: tuple[int, ...] = ()
    if rules.flor_enabled:
        holders = tuple(s for s in range(n) if has_flor(dealt[s]))
    pica = n == 6 and hand_kind == "pica"
    duels = tuple(((mano + k) % 6, (mano + k + 3) % 6) for k in range(3)) if pica else ()
    return Deal(
        rules,
        seating_for(n),
        dealer,
        mano,
        dealt,
        vira,
        tuple(stock),
        variant.strength_for(vira, rules.deck_option),
        (score[0], score[1]),
        kind,
        onze_team,
        holders,
        pica,
        duels,
    )
