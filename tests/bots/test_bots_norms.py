"""Issue #17, bets like people: the betting norms live in the personalities as data, and
the rules follow them over many random situations.

The falta envido is rare as an opening early in a match and common when a team is far
behind or near the end; each rung of the truco ladder wants more than the one below and
the top rung the most; a hopeless hand goes to the deck; a bluff is drawn once per hand.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from truco_desktop.bots import make_bot
from truco_desktop.bots.personality import (
    EASY,
    HARD,
    LEVELS,
    NORMAL,
    STYLE_NORMS,
    STYLES,
    Norms,
    with_style,
)
from truco_desktop.bots.rulebot import RuleBot, _bluffs_this_hand, falta_fits
from truco_desktop.bots.situation import situation_of
from truco_desktop.engine import Rules
from truco_desktop.engine.actions import ENVIDO_CALLS, TRUCO_WORDS
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.view import SeatView, view_for

FALTA = ENVIDO_CALLS[-1]


def _deal(
    rules: Rules, rng: random.Random, score: tuple[int, int], dealer: int | None = None
) -> Hand:
    cards = list(rules.deck.cards)
    rng.shuffle(cards)
    n = rules.players
    hands = tuple(tuple(cards[3 * s : 3 * s + 3]) for s in range(n))
    dealer = rng.randrange(n) if dealer is None else dealer
    hand, _events = Hand.start(rules, score, dealer, hands, None, ())
    return hand


def _opening_views(
    rules: Rules, rng: random.Random, count: int, score_of: object
) -> list[SeatView]:
    """The first decision of random hands (and, half the time, the next seat's after the
    mano played a card), at scores drawn by ``score_of(rng)``."""
    views: list[SeatView] = []
    while len(views) < count:
        hand = _deal(rules, rng, score_of(rng))  # type: ignore[operator]
        seat = hand.to_act
        assert seat is not None
        if rng.random() < 0.5:
            card = next(a for a in hand.legal_actions_for(seat) if a.card is not None)
            hand, _events = hand.apply(seat, card)
            seat = hand.to_act
            assert seat is not None
        view = view_for(hand, seat)
        if any(a.kind in ENVIDO_CALLS for a in view.legal) and not view.envido_chain:
            views.append(view)
    return views


def _early(rng: random.Random) -> tuple[int, int]:
    return rng.randrange(20), rng.randrange(20)


def _opening_calls(level: str, views: list[SeatView], seed: int) -> Counter[str]:
    bot = make_bot(level, budget_ms=None)
    rng = random.Random(seed)
    calls: Counter[str] = Counter()
    for view in views:
        kind = bot.choose(view, rng).action.kind
        if kind in ENVIDO_CALLS:
            calls[kind] += 1
    return calls


def _close_early(rng: random.Random) -> tuple[int, int]:
    """Both teams below 20 of 30, neither far behind (9 or more) the other."""
    while True:
        a, b = _early(rng)
        if abs(a - b) < 9:
            return a, b


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_early_in_a_match_the_falta_is_a_rare_opening(level: str) -> None:
    """Both teams below 20 of 30 and close: the envido and the real envido carry the
    openings (the plain envido a good share of them); the falta is a whim
    (``Norms.falta_whim``)."""
    rules = Rules("argentino", players=4)
    views = _opening_views(rules, random.Random(17), 450, _close_early)
    calls = _opening_calls(level, views, 3)
    total = sum(calls.values())
    assert total >= 40, calls  # enough openings to judge
    assert calls[FALTA] / total <= 0.05, calls
    assert calls[ENVIDO_CALLS[0]] + calls[ENVIDO_CALLS[1]] >= 0.9 * total, calls
    # The plain envido is a usual opening, not only the real envido (dear_envido_floor).
    assert calls[ENVIDO_CALLS[0]] >= 0.25 * total, calls


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_far_behind_near_the_end_the_falta_is_common(level: str) -> None:
    """The other team near 30 and this one far behind: the falta is the usual opening."""
    rules = Rules("argentino", players=2)

    def late(rng: random.Random) -> tuple[int, int]:
        low, high = rng.randrange(0, 12), rng.randrange(25, 30)
        return (low, high) if rng.random() < 0.5 else (high, low)

    views = _opening_views(rules, random.Random(23), 320, late)
    behind = [v for v in views if v.score[v.team] < v.score[1 - v.team]]
    calls = _opening_calls(level, behind, 5)
    total = sum(calls.values())
    assert total >= 20, calls
    assert calls[FALTA] / total >= 0.5, calls


def test_the_falta_fits_a_score_far_behind_or_near_the_end() -> None:
    rules = Rules("argentino", players=2)
    norms = Norms()
    rng = random.Random(1)
    behind = round(norms.falta_behind * rules.target)
    buenas = round(norms.falta_behind_from * rules.target)
    end = round(norms.falta_near_end * rules.target)
    for mine, theirs, expected in (
        (0, 0, False),
        (10, 12, False),
        (19, 19, False),
        (0, behind, False),  # far behind, but the others are far from the end too
        (buenas - behind, buenas, True),  # far behind a team in las buenas
        (buenas - behind + 1, buenas, False),
        (buenas, buenas - behind, False),  # far ahead
        (end, 0, True),  # this team near the end
        (0, end, True),
    ):
        hand = _deal(rules, rng, (mine, theirs), dealer=1)  # seat 0, team 0, is mano
        view = view_for(hand, 0)
        assert view.team == 0 and view.score == (mine, theirs)
        assert falta_fits(situation_of(view), norms) is expected, (mine, theirs)


def test_every_level_keeps_the_table_norms_as_data() -> None:
    for personality in (EASY, NORMAL, HARD):
        norms = personality.norms
        assert 0.0 <= norms.falta_whim <= 0.05
        assert 0.0 <= norms.fold_below < 0.1
        floors = list(norms.call_floor)
        assert floors == sorted(floors), personality.name  # each rung wants more
        for rungs in (3, 4):
            ladder = [norms.call_floor_at(r, rungs) for r in range(rungs)]
            assert ladder == sorted(ladder), (personality.name, ladder)
            assert ladder[-1] == norms.top_floor >= 0.85
    assert LEVELS["hard"].norms.top_floor <= LEVELS["normal"].norms.top_floor


def test_styles_bend_the_norms() -> None:
    assert set(STYLE_NORMS) == set(STYLES)
    base = LEVELS["normal"]
    cautious = with_style(base, "cautious").norms
    bold = with_style(base, "bold").norms
    assert cautious.falta_whim == 0.0 < base.norms.falta_whim < bold.falta_whim
    assert cautious.top_floor > base.norms.top_floor > bold.top_floor
    assert cautious.fold_below > base.norms.fold_below
    assert with_style(base, "balanced") == base


def test_a_bluff_is_drawn_once_per_hand_at_its_rate() -> None:
    """The same hand gives the same draw at every decision; over many hands the share of
    bluffing hands is the rate, so a player can learn it."""
    rules = Rules("argentino", players=2)
    rng = random.Random(9)
    for rate in (0.1, 0.3):
        hits = 0
        hands = 600
        for _ in range(hands):
            hand = _deal(rules, rng, _early(rng))
            seat = hand.to_act
            assert seat is not None
            first = situation_of(view_for(hand, seat))
            drawn = _bluffs_this_hand(first, rate, "bet")
            card = next(a for a in hand.legal_actions_for(seat) if a.card is not None)
            later, _events = hand.apply(seat, card)
            again = situation_of(view_for(later, seat))
            assert _bluffs_this_hand(again, rate, "bet") == drawn
            hits += drawn
        assert abs(hits / hands - rate) < 0.05, (rate, hits)


def test_a_hopeless_hand_goes_to_the_deck() -> None:
    """Second trick, the first one lost, and nothing left that can win: mazo."""
    from truco_desktop.engine.record import parse_record

    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [5, 6],
        "dealer": 1,
        "hands": [["4c", "5c", "6b"], ["1e", "1b", "7e"]],
        "actions": [
            {"seat": 0, "action": "play", "card": "6b"},
            {"seat": 1, "action": "play", "card": "7e"},
            {"seat": 1, "action": "play", "card": "1e"},
        ],
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None
    assert hand.to_act == 0
    for level in ("normal", "hard"):
        decision = make_bot(level, budget_ms=None).choose(view_for(hand, 0), random.Random(1))
        assert decision.why.code == "fold_hopeless", (level, decision)


def test_no_truco_bluff_above_the_bluff_rungs() -> None:
    """Over many random second-trick decisions, no bluff calls a rung above the norms'."""
    rules = Rules("argentino", players=2)
    rng = random.Random(4)
    bot = make_bot("hard", "bluffer", budget_ms=None)
    # The norms are the rules', read here without an opponent model: what a reader
    # learns from a table of random play (random trucos it believes in part) changes
    # how often it bluffs, not which rungs it may bluff.
    assert isinstance(bot, RuleBot)
    bot.reads = None
    norms = with_style(HARD, "bluffer").norms
    seen = 0
    for _ in range(400):
        hand = _deal(rules, rng, _early(rng))
        for _step in range(rng.randrange(2, 8)):
            if hand.is_over:
                break
            seat = hand.to_act
            assert seat is not None
            hand, _events = hand.apply(seat, rng.choice(hand.legal_actions_for(seat)))
        if hand.is_over:
            continue
        seat = hand.to_act
        assert seat is not None
        view = view_for(hand, seat)
        decision = bot.choose(view, rng)
        if decision.action.kind in TRUCO_WORDS and "bluff" in decision.why.code:
            seen += 1
            rung = next(i for i, r in enumerate(view.ladder) if r.word == decision.action.kind)
            assert rung < norms.bluff_rungs, decision
    assert seen > 0
