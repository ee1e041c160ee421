"""Issue 32: the panel's styles play as their names say, over random legal situations."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from truco_desktop.bots.panel import PANEL, ROCK_TOP, _top_share, panel_bot, style_applies
from truco_desktop.engine import Hand, Rules
from truco_desktop.engine.actions import ENVIDO_CALLS, TRUCO_WORDS
from truco_desktop.engine.hand import deal_cards
from truco_desktop.engine.view import SeatView, view_for


def _views(variant: str, players: int, count: int, seed: int) -> list[SeatView]:
    """Decisions with a choice, reached by random legal play from fresh deals."""
    rules = Rules(variant, players=players)
    rng = random.Random(seed)
    views: list[SeatView] = []
    while len(views) < count:
        deck = list(rules.deck.cards)
        rng.shuffle(deck)
        dealer = rng.randrange(players)
        cards, vira, stock = deal_cards(rules, dealer, deck)
        hand, _ = Hand.start(rules, (0,) * rules.score_size, dealer, cards, vira, stock)
        for _step in range(rng.randrange(0, 6)):
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
        if len(view.legal) > 1:
            views.append(view)
    return views


VIEWS = _views("argentino", 2, 250, 3)


def _choices(style: str) -> list[tuple[SeatView, str]]:
    bot = panel_bot(style)
    rng = random.Random(5)
    return [(v, bot.choose(v, rng).action.kind) for v in VIEWS]


def test_the_station_never_folds() -> None:
    answers = Counter(k for v, k in _choices("station") if "quiero" in {a.kind for a in v.legal})
    assert answers["quiero"] > 20 and answers["no_quiero"] == 0
    assert all(k != "mazo" for _v, k in _choices("station"))


def test_the_maniac_bets_whenever_it_may() -> None:
    for view, kind in _choices("maniac"):
        kinds = {a.kind for a in view.legal}
        if kinds & set(TRUCO_WORDS):
            assert kind in TRUCO_WORDS, (kinds, kind)
        elif "quiero" in kinds and not kinds & set(ENVIDO_CALLS):
            assert kind == "quiero"


def test_the_rock_bets_and_accepts_only_with_the_top_cards() -> None:
    for view, kind in _choices("rock"):
        if kind in TRUCO_WORDS or (kind == "quiero" and not view.envido_pending):
            assert _top_share(view) >= ROCK_TOP, (view.cards, kind)
    refused = [k for v, k in _choices("rock") if k == "no_quiero"]
    assert refused


def test_the_spammer_calls_the_falta() -> None:
    falta = ENVIDO_CALLS[-1]
    chances = [(v, k) for v, k in _choices("spammer") if falta in {a.kind for a in v.legal}]
    assert chances and all(k == falta for _v, k in chances)


def test_the_beginner_plays_its_highest_card_and_never_bets() -> None:
    for _view, kind in _choices("beginner"):
        assert kind not in TRUCO_WORDS and kind not in ENVIDO_CALLS
    bot = panel_bot("beginner")
    for view in VIEWS:
        kinds = {a.kind for a in view.legal}
        if "quiero" in kinds or not any(a.kind == "play" for a in view.legal):
            continue
        if kinds & {"flor"}:
            continue
        card = bot.choose(view, random.Random(1)).action.card
        assert card is not None
        assert view.strength[card] == max(view.strength[c] for c in view.cards)


@pytest.mark.parametrize("name", PANEL)
def test_every_panel_player_plays_legally(name: str) -> None:
    bot = panel_bot(name)
    rng = random.Random(2)
    for view in [*VIEWS[:60], *_views("paulista", 4, 30, 4), *_views("mineiro", 2, 30, 6)]:
        assert bot.choose(view, rng).action in view.legal


def test_the_spammer_is_a_style_only_where_there_is_an_envido() -> None:
    assert style_applies("spammer", Rules("argentino", players=2))
    assert not style_applies("spammer", Rules("mineiro", players=2))
    assert not style_applies("spammer", Rules("paulista", players=4))
    assert all(
        style_applies(name, Rules("mineiro", players=2)) for name in PANEL if name != "spammer"
    )
