"""What a seat may not know cannot leak into its view.

For random states of every variant, the hidden cards (the other seats' cards still held,
the undealt stock) are permuted among themselves, the same actions are replayed, and the
seat's view must come out identical. Permutations that change public facts (a flor that
appears or disappears, another envido winner) or that make the history illegal are
skipped: they are different games, not leaks.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from truco_desktop.engine import IllegalAction, Match, Rules
from truco_desktop.engine.actions import discard
from truco_desktop.engine.cards import envido_value
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.view import view_for

CONFIGS = [
    Rules("argentino", 2),
    Rules("argentino", 4, "simple"),
    Rules("argentino", 6, "full"),
    Rules("mineiro", 2),
    Rules("mineiro", 4),
    Rules("paulista", 2),
    Rules("paulista", 4),
    Rules("paulista", 4, deck_option="clean"),
    Rules("argentino", 3, "full"),
    Rules("argentino", 3, "simple", gallo="fixed", gallo_seat=2),
    Rules("argentino", 8, "full"),
]


def random_state(rules: Rules, rng: random.Random) -> Hand:
    match = Match.new(rules, rng=rng)
    for _ in range(rng.randrange(0, 40)):
        if match.hand.is_over:
            if match.series_over:
                break
            match, _ = match.next_hand()
            continue
        seat = match.to_act
        assert seat is not None
        match, _ = match.apply(seat, rng.choice(match.legal_actions()))
    return match.hand


def permuted(hand: Hand, seat: int, rng: random.Random) -> Hand | None:
    """The same hand with the cards ``seat`` cannot see shuffled, replayed; None if void."""
    if any(a.kind in ("give_set", "discard_set") for _s, a in hand.history):
        return None  # the stock became cards in hand: keep this test simple
    # The gallo's discard is hidden from everybody else (AR-GALLO-3): permuted like a
    # card in hand, and the twin discards whatever card took its place.
    played = {
        a.card
        for _s, a in hand.history
        if a.card is not None and (a.kind != "discard" or seat == hand.deal.gallo)
    }
    visible_partner = set()
    view = view_for(hand, seat)
    for partner, _cards in view.partner_cards:
        visible_partner.add(partner)
    for _shown_seat, cards in view.shown_cards:  # public once the hand is over (AR-ENV-8c)
        played |= set(cards)
    slots: list[tuple[int, int]] = []
    pool: list[str] = []
    for other in range(hand.n):
        if other == seat or other in visible_partner:
            continue
        for i, card in enumerate(hand.dealt[other]):
            if card not in played:
                slots.append((other, i))
                pool.append(card)
    pool += list(hand.stock)
    rng.shuffle(pool)
    dealt = [list(c) for c in hand.dealt]
    replaced: dict[str, str] = {}
    for (other, i), card in zip(slots, pool, strict=False):
        replaced[dealt[other][i]] = card
        dealt[other][i] = card
    stock = pool[len(slots) :]
    twin, _ = Hand.start(
        hand.rules, hand.start_score, hand.dealer, dealt, hand.vira, stock, hand_kind=hand.hand_kind
    )
    try:
        for s, action in hand.history:
            if action.kind == "discard" and action.card in replaced:
                action = discard(replaced[action.card])
            twin, _ = twin.apply(s, action)
    except IllegalAction:
        return None
    if (
        twin.deal.flor_holders != hand.deal.flor_holders
        or twin.envido.public != hand.envido.public
        or twin.envido.sung != hand.envido.sung
        or twin.flor.public != hand.flor.public
        or twin.round.earlier != hand.round.earlier
        or twin.score != hand.score
    ):
        return None
    return twin


@pytest.mark.parametrize("rules", CONFIGS, ids=[c.key() for c in CONFIGS])
def test_views_do_not_depend_on_hidden_cards(rules: Rules) -> None:
    rng = random.Random(rules.key())
    compared = 0
    for _ in range(150):
        hand = random_state(rules, rng)
        seat = rng.randrange(rules.players)
        twin = permuted(hand, seat, rng)
        if twin is None:
            continue
        assert view_for(twin, seat) == view_for(hand, seat)
        compared += 1
    assert compared >= 40


def test_a_seat_sees_no_hidden_card_in_its_view() -> None:
    rng = random.Random(5)
    for rules in CONFIGS:
        for _ in range(60):
            hand = random_state(rules, rng)
            seat = rng.randrange(rules.players)
            view = view_for(hand, seat)
            # The deck list, the strength table and the manilhas name cards by design.
            text = repr(dataclasses.replace(view, deck_cards=(), strength={}, manilhas=()))
            shown = {c for _p, cards in view.partner_cards for c in cards}
            shown |= {c for _p, cards in view.shown_cards for c in cards}
            shown |= set(view.given_set)  # the mão knows the set he passed on
            for other in range(hand.n):
                if other == seat or set(hand.held[other]) <= shown:
                    continue
                for card in set(hand.held[other]) - shown:
                    assert f"'{card}'" not in text, f"seat {seat} can see {card} of seat {other}"


@pytest.mark.rule("AR-ENV-8c")
def test_the_envido_winner_shows_his_cards_when_the_hand_is_over() -> None:
    from truco_desktop.engine.actions import call

    hand, _ = Hand.start(Rules("argentino", 2), (0, 0), 1, [["7e", "6e", "1o"], ["5b", "4b", "3c"]])
    hand, _ = hand.apply(0, call("envido"))
    hand, _ = hand.apply(1, call("quiero"))
    assert view_for(hand, 1).shown_cards == ()  # not before the hand is over
    hand, _ = hand.apply(0, call("mazo"))
    # AR-ENV-8c: the cards that make the 33, not the third.
    assert view_for(hand, 1).shown_cards == ((0, ("7e", "6e")),)


@pytest.mark.rule("AR-ENV-1")
def test_a_seats_own_envido_is_read_from_its_own_cards_only() -> None:
    """The envido in a seat's view follows its own cards and never another seat's: the
    other seats' cards changed, it stays; its own changed, it follows them."""
    mine = ["7e", "6e", "1o"]
    others = [["5b", "4b", "3c"], ["12c", "11c", "7c"], ["6o", "5o", "2e"]]
    swapped = [["6o", "5o", "2e"], ["5b", "4b", "3c"], ["12c", "11c", "7c"]]
    rules = Rules("argentino", 4)
    for table in (others, swapped):
        hand, _ = Hand.start(rules, (0, 0), 3, [mine, *table])
        assert view_for(hand, 0).own_envido == 33
        # Each seat sees its own value and never a partner's or an opponent's.
        assert [view_for(hand, s).own_envido for s in (1, 2, 3)] == [
            envido_value(cards) for cards in table
        ]
    hand, _ = Hand.start(rules, (0, 0), 3, [["4o", "5c", "6e"], *others])
    assert view_for(hand, 0).own_envido == 6
