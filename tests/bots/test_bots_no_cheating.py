"""No cheating: a bot's decision depends only on what its seat may see.

For sampled states we permute the cards the deciding seat cannot see among the other
seats (and the undealt cards), replay the same actions on the new deal, and require the
same decision under the same seed. Permutations that make the actions illegal or change a
public fact (an envido or flor result, the score) are skipped: they are a different game.
"""

from __future__ import annotations

import random

import pytest

from truco_desktop.bots import make_bot
from truco_desktop.engine import Hand, IllegalAction, Rules
from truco_desktop.engine.actions import discard
from truco_desktop.engine.hand import deal_cards
from truco_desktop.engine.view import view_for


def _visible(hand: Hand, seat: int) -> set[str]:
    view = view_for(hand, seat)
    seen = set(view.cards)
    for _s, cards in view.partner_cards:
        seen.update(cards)
    for trick in (*view.finished_tricks, view.current_trick):
        for played in trick:
            if played.card is not None:
                seen.add(played.card)
    for seat_word in view.history:
        _kind, _sep, card = seat_word[1].partition(":")
        if card:
            seen.add(card)
    for cards in view.discarded_sets:
        seen.update(cards)
    if view.vira is not None:
        seen.add(view.vira)
    return seen


def _replay(
    rules: Rules,
    hand: Hand,
    cards: list[list[str]],
    stock: list[str],
    moved: dict[str, str] | None = None,
) -> Hand | None:
    """The same actions on another deal; ``moved`` maps a hidden discard to its new card."""
    try:
        new, _ = Hand.start(rules, hand.start_score, hand.dealer, cards, hand.vira, stock)
        for seat, action in hand.history:
            if action.kind == "discard" and moved and action.card in moved:
                action = discard(moved[action.card])  # AR-GALLO-3: hidden from the others
            new, _ = new.apply(seat, action)
    except IllegalAction:
        return None
    return new


CASES = [
    ("argentino", 2, "off", "hard"),
    ("argentino", 4, "full", "hard"),
    ("argentino", 2, "simple", "expert"),
    ("mineiro", 4, "off", "hard"),
    ("paulista", 4, "off", "normal"),
    ("paulista", 2, "off", "expert"),
    ("argentino", 3, "full", "hard"),
    ("argentino", 3, "off", "expert"),
    ("argentino", 8, "simple", "normal"),
]


@pytest.mark.parametrize(("variant", "players", "flor", "level"), CASES)
def test_decisions_ignore_hidden_cards(variant: str, players: int, flor: str, level: str) -> None:
    rules = Rules(variant, players=players, flor=flor)
    rng = random.Random(f"{variant}{players}{flor}{level}")
    bot = make_bot(level, budget_ms=None, worlds=6)
    compared = 0
    for _deal in range(60):
        if compared >= (8 if level == "expert" else 30):
            break
        deck = list(rules.deck.cards)
        rng.shuffle(deck)
        dealer = rng.randrange(players)
        cards, vira, stock = deal_cards(rules, dealer, deck)
        hand, _ = Hand.start(rules, (0,) * rules.score_size, dealer, cards, vira, stock)
        steps = rng.randrange(0, 10)
        for _ in range(steps):
            if hand.is_over:
                break
            seat = hand.to_act
            assert seat is not None
            hand, _ = hand.apply(seat, rng.choice(hand.legal_actions()))
        if hand.is_over:
            continue
        seat = hand.to_act
        assert seat is not None
        view = view_for(hand, seat)
        if len(view.legal) < 2:
            continue
        visible = _visible(hand, seat)
        # Permute every card the seat cannot see among the places that hold such cards.
        places: list[tuple[str, int, int]] = []
        hidden: list[str] = []
        for s, dealt in enumerate(hand.dealt):
            for i, c in enumerate(dealt):
                if c not in visible:
                    places.append(("seat", s, i))
                    hidden.append(c)
        for i, c in enumerate(hand.stock):
            if c not in visible:
                places.append(("stock", 0, i))
                hidden.append(c)
        first = bot.choose(view, random.Random(99))
        for _attempt in range(6):
            shuffled = hidden[:]
            rng.shuffle(shuffled)
            new_cards = [list(d) for d in hand.dealt]
            new_stock = list(hand.stock)
            moved: dict[str, str] = {}
            for (where, s, i), c in zip(places, shuffled, strict=True):
                if where == "seat":
                    moved[new_cards[s][i]] = c
                    new_cards[s][i] = c
                else:
                    new_stock[i] = c
            other = _replay(rules, hand, new_cards, new_stock, moved)
            if other is None:
                continue
            other_view = view_for(other, seat)
            if (
                other.score != hand.score
                or other_view.envido_winner != view.envido_winner
                or other_view.flor_winner != view.flor_winner
                or other_view.flor_announced != view.flor_announced
                or other.to_act != hand.to_act
                or other_view.legal != view.legal
            ):
                continue
            assert other_view == view, "the view leaked a hidden card"
            again = bot.choose(other_view, random.Random(99))
            assert again == first
            compared += 1
    assert compared >= 5
