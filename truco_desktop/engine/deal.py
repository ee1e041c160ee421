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
from .seats import Seating, seating_of_hand
from .variant import DealStyle


def deal_order(rules: Rules, dealer: int) -> tuple[tuple[int, int], ...]:
    """COMMON-DEAL-4: (seat, card index) of each card in the order it is dealt.

    From the mano round the table: one card at a time, or in packets of three (Mineiro);
    with 3 players one more card, the tenth, goes to the gallo (AR-GALLO-3).
    """
    packets = rules.variant.deal_style is DealStyle.PACKETS
    gallo = rules.gallo_of((dealer + 1) % rules.players)
    return _order(rules.players, packets, dealer, -1 if gallo is None else gallo)


@cache
def _order(players: int, packets: bool, dealer: int, gallo: int) -> tuple[tuple[int, int], ...]:
    seats = [(dealer + 1 + k) % players for k in range(players)]
    if packets:
        order = tuple((s, i) for s in seats for i in range(3))
    else:
        order = tuple((s, i) for i in range(3) for s in seats)
    return order if gallo < 0 else (*order, (gallo, 3))


@cache
def _takers(
    players: int, packets: bool, dealer: int, gallo: int
) -> tuple[Callable[[Sequence[Card]], Any], ...]:
    """For each seat, what picks its cards out of the deck (from ``_order``)."""
    where: list[list[int]] = [[] for _ in range(players)]
    for k, (seat, _index) in enumerate(_order(players, packets, dealer, gallo)):
        where[seat].append(k)
    return tuple(itemgetter(*positions) for positions in where)


def deal_cards(
    rules: Rules, dealer: int, deck: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], Card | None, tuple[Card, ...]]:
    """Deal a shuffled deck in COMMON-DEAL-4 order: (cards per seat, vira, stock)."""
    n = rules.players
    packets = rules.variant.deal_style is DealStyle.PACKETS
    gallo = rules.gallo_of((dealer + 1) % n)
    g = -1 if gallo is None else gallo
    cards = tuple(take(deck) for take in _takers(n, packets, dealer, g))
    rest = tuple(deck[3 * n + (gallo is not None) :])
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
    #: The match score before the deal: one entry per team, or per seat (AR-GALLO-4).
    start_score: tuple[int, ...]
    kind: HandKind
    #: The team on 11 in a mão de onze (BR-ONZE-1), otherwise None.
    onze_team: int | None
    #: The seats dealt a flor, when the flor is played (AR-FLOR-1).
    flor_holders: tuple[int, ...]
    #: A six-player hand played as three duels (AR-SIX-3).
    pica: bool
    #: The pica-pica duels, (duel mano, his opponent), in playing order.
    duels: tuple[tuple[int, int], ...]
    #: The cards that count for tricks, envido and flor: the dealt cards, except that the
    #: gallo's discarded card is gone once he discarded it (AR-GALLO-3).
    counted: tuple[tuple[Card, ...], ...]
    #: The gallo's discarded card once he discarded it (never shown, AR-GALLO-3).
    discarded: Card | None = None

    @property
    def gallo(self) -> int | None:
        """The seat alone against two in this hand (AR-GALLO-1), None at other tables."""
        return self.seating.gallo

    @property
    def players(self) -> int:
        return self.seating.players


def make_deal(
    rules: Rules,
    score: tuple[int, ...],
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
    mano = (dealer + 1) % n
    gallo = rules.gallo_of(mano)
    if len(cards) != n or any(len(c) != (4 if s == gallo else 3) for s, c in enumerate(cards)):
        if gallo is None:
            raise BadRecord(f"{n} seats of three cards each are needed")
        raise BadRecord(f"3 seats are needed, of three cards each and four for the gallo {gallo}")
    if len(score) != rules.score_size:
        raise BadRecord(f"the score needs {rules.score_size} entries")
    variant = rules.variant
    dealt = tuple(tuple(c) for c in cards)
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
        # The gallo's flor is that of the three cards he keeps (AR-GALLO-3): after his discard.
        holders = tuple(s for s in range(n) if s != gallo and has_flor(dealt[s]))
    seating = seating_of_hand(n, gallo)
    pica = rules.has_pica_pica and hand_kind == "pica"
    duels = pica_duels(seating, mano) if pica else ()
    return Deal(
        rules,
        seating,
        dealer,
        mano,
        dealt,
        vira,
        tuple(stock),
        variant.strength_for(vira, rules.deck_option),
        tuple(score),
        kind,
        onze_team,
        holders,
        pica,
        duels,
        dealt,
    )


def pica_duels(seating: Seating, mano: int) -> tuple[tuple[int, int], ...]:
    """AR-SIX-3, AR-EIGHT-3: the duels of a pica-pica hand in playing order.

    First the mano's duel, then the duel of the first seat after the mano that has not
    dueled yet, and so on; the duelist nearer the hand's mano is the duel's mano.
    """
    n = seating.players
    duels: list[tuple[int, int]] = []
    done: set[int] = set()
    for k in range(n):
        seat = (mano + k) % n
        if seat not in done:
            other = seating.opponents[seat]
            duels.append((seat, other))
            done.update((seat, other))
    return tuple(duels)


def after_discard(deal: Deal, card: Card) -> Deal:
    """AR-GALLO-3: the gallo's discard leaves him three cards, which alone count."""
    gallo = deal.seating.gallo
    assert gallo is not None
    kept = tuple(c for c in deal.dealt[gallo] if c != card)
    counted = tuple(kept if s == gallo else c for s, c in enumerate(deal.counted))
    holders = deal.flor_holders
    if deal.rules.flor_enabled and has_flor(kept):
        holders = tuple(sorted((*holders, gallo)))
    return deal._replace(counted=counted, discarded=card, flor_holders=holders)
