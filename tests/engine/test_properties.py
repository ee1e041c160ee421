"""Property tests over random legal games, for every variant, option and player count."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco_desktop.engine import IllegalAction, Match, Rules
from truco_desktop.engine.actions import ACTION_WORDS, CARD_ACTIONS, Action, call, card_action
from truco_desktop.engine.events import PointsScored, TrickDone
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.phases import HandKind
from truco_desktop.engine.seats import team_of
from truco_desktop.engine.view import view_for

CONFIGS = [
    Rules("argentino", 2, "off"),
    Rules("argentino", 2, "simple"),
    Rules("argentino", 2, "full"),
    Rules("argentino", 4, "off"),
    Rules("argentino", 4, "simple"),
    Rules("argentino", 4, "full"),
    Rules("argentino", 6, "off"),
    Rules("argentino", 6, "full"),
    Rules("argentino", 6, "simple", pica_pica=False),
    Rules("argentino", 4, "full", falta="malas", target=15, best_of_three=True),
    Rules("mineiro", 2),
    Rules("mineiro", 4),
    Rules("paulista", 2),
    Rules("paulista", 4),
    Rules("paulista", 2, deck_option="clean"),
    Rules("paulista", 4, deck_option="clean"),
    Rules("mineiro", 4, best_of_three=True, target=5),
    # Three players (the gallo) and eight (RULES-3-8-PLAYERS.md), in every flor mode.
    Rules("argentino", 3, "off"),
    Rules("argentino", 3, "simple"),
    Rules("argentino", 3, "full"),
    Rules("argentino", 3, "full", falta="malas", gallo="fixed", gallo_seat=1),
    Rules("argentino", 8, "off"),
    Rules("argentino", 8, "simple"),
    Rules("argentino", 8, "full"),
    Rules("argentino", 8, "full", falta="malas", pica_pica=False),
]
MAX_ACTIONS = 20_000


def cards_in_play(hand: Hand) -> Counter[str]:
    """Every card the hand accounts for: held, played, stock, sets out of play, the vira."""
    seen: Counter[str] = Counter()
    for cards in hand.held:
        seen.update(cards)
    seen.update(a.card for _s, a in hand.history if a.card is not None)
    seen.update(hand.stock[hand.sets.stock_used :])
    for group in (*hand.sets.discarded, *hand.sets.out_of_play):
        seen.update(group)
    if hand.vira is not None:
        seen[hand.vira] += 1
    return seen


def snapshot(hand: Hand) -> tuple[object, ...]:
    return tuple(getattr(hand, name) for name in Hand.__slots__ if not name.startswith("_"))


def event_bound(event: PointsScored, rules: Rules) -> int:
    top = rules.variant.truco_ladder[-1].stake
    return {
        "hand": top,
        "truco_refused": top,
        "mazo": top + 1,
        "onze_refused": 1,
        "envido": max(7, rules.target),
        "flor": rules.target + 3 * rules.players + 3,
    }[event.reason]


def check_hand_invariants(hand: Hand) -> None:
    deck = Counter(hand.rules.deck.cards)
    seen = cards_in_play(hand)
    assert all(n == 1 for n in seen.values()), "a card twice"
    assert set(seen) <= set(deck)
    if not hand.is_over:
        assert hand.legal_actions(), "the seat to act has no legal action"
    for seat in range(hand.n):
        view = view_for(hand, seat)
        if hand.kind is HandKind.FERRO:
            assert view.cards == ()
        if view.partner_cards:
            assert hand.kind is HandKind.ONZE and team_of(seat) == hand.deal.onze_team


def play_match(rules: Rules, rng: random.Random, probe_illegal: bool = True) -> Match:
    match = Match.new(rules, rng=rng)
    deck_size = len(rules.deck.cards)
    actions = 0
    last_score: tuple[int, ...] = match.score
    while True:
        hand = match.hand
        assert sum(cards_in_play(hand).values()) == deck_size
        check_hand_invariants(hand)
        if hand.is_over:
            if match.series_over:
                return match
            match, _ = match.next_hand()
            last_score = match.score
            continue
        seat = match.to_act
        assert seat is not None
        legal = match.legal_actions()
        if probe_illegal and rng.random() < 0.2:
            word = rng.choice(sorted(ACTION_WORDS))
            probe: Action = (
                card_action(word, rng.choice(rules.deck.cards))
                if word in CARD_ACTIONS
                else call(word)
            )
            if probe not in hand.legal_actions_for(seat):
                before = snapshot(hand)
                with pytest.raises(IllegalAction) as refusal:
                    hand.apply(seat, probe)
                assert refusal.value.code and refusal.value.rule
                assert snapshot(hand) == before
        match, events = match.apply(seat, rng.choice(legal))
        for event in events:
            if isinstance(event, PointsScored):
                assert 0 < event.points <= event_bound(event, rules), event
        score = match.score
        if not match.hand.game_over:
            assert all(a >= b for a, b in zip(score, last_score, strict=True)), "score fell"
        last_score = score
        actions += 1
        assert actions < MAX_ACTIONS, "the match does not end"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_random_legal_matches_keep_every_invariant(config: Rules, seed: int) -> None:
    match = play_match(config, random.Random(seed))
    assert match.series_over
    assert max(match.score) >= config.target


@pytest.mark.parametrize("config", CONFIGS, ids=[c.key() for c in CONFIGS])
def test_every_configuration_finishes_matches(config: Rules) -> None:
    for seed in range(4):
        play_match(config, random.Random(seed), probe_illegal=False)


def test_covered_cards_never_win() -> None:
    rng = random.Random(7)
    for rules in (Rules("mineiro", 4), Rules("paulista", 2), Rules("mineiro", 2)):
        for _ in range(30):
            match = Match.new(rules, rng=rng)
            while not match.series_over:
                if match.hand.is_over:
                    match, _ = match.next_hand()
                    continue
                legal = match.legal_actions()
                covered = [a for a in legal if a.kind == "play_covered"]
                action = (
                    rng.choice(covered) if covered and rng.random() < 0.6 else rng.choice(legal)
                )
                trick_before = match.hand.tricks.current
                seat = match.to_act
                assert seat is not None
                match, events = match.apply(seat, action)
                for event in events:
                    if isinstance(event, TrickDone) and event.seat is not None:
                        plays = [
                            *trick_before,
                            (seat, action.card, action.kind == "play_covered", -1),
                        ]
                        winner_play = next(p for p in plays if p[0] == event.seat)
                        assert not winner_play[2], "a face-down card won a trick"
