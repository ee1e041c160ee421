"""Property tests over random legal matches with 3 players (the gallo) and 8 players.

For every flor mode and both gallo modes: every listed legal action applies; no hidden
card (another seat's cards, the gallo's discard) ever appears in a seat's view or in the
events as that seat sees them; the scores move exactly as the rules say (AR-GALLO-4: a
team's points go to each of its score entries, a fixed gallo's pair keep equal scores);
the referee, given each finished hand's record, answers what the engine reached; and the
match ends, with the winners AR-GALLO-5 names.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.events import Event, MatchOver, PointsScored, redact
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.record import judge, record_from_hand
from truco_desktop.engine.view import SeatView, view_for

rule = pytest.mark.rule

CONFIGS = (
    [Rules("argentino", 3, flor) for flor in ("off", "simple", "full")]
    + [
        Rules("argentino", 3, flor, gallo="fixed", gallo_seat=seat, falta="malas")
        for flor, seat in (("off", 0), ("simple", 1), ("full", 2))
    ]
    + [
        Rules("argentino", 8, flor, pica_pica=pica)
        for flor in ("off", "simple", "full")
        for pica in (True, False)
    ]
    + [Rules("argentino", 3, "full", target=15), Rules("argentino", 8, "full", falta="malas")]
)
MAX_ACTIONS = 20_000


def hidden_from(hand: Hand, seat: int, view: SeatView) -> set[str]:
    """The cards ``seat`` may not know: others' cards in hand and the gallo's discard."""
    shown = {c for _p, cards in view.shown_cards for c in cards}
    hidden: set[str] = set()
    for other in range(hand.n):
        if other != seat:
            hidden.update(c for c in hand.held[other] if c not in shown)
    discarded = hand.deal.discarded
    if discarded is not None and seat != hand.deal.gallo:
        hidden.add(discarded)
    return hidden


def check_secrecy(hand: Hand, events: list[Event]) -> None:
    for seat in range(hand.n):
        view = view_for(hand, seat)
        # The deck list and the strength table name every card by design.
        text = repr(dataclasses.replace(view, deck_cards=(), strength={}))
        seen_events = repr([redact(e, seat) for e in events])
        for card in hidden_from(hand, seat, view):
            # A card as a word of its own: '12e' or 'discard:12e', not the 2e inside 12e.
            named = re.compile(rf"(?<![0-9A-Za-z]){re.escape(card)}(?![0-9A-Za-z])")
            assert not named.search(text), f"seat {seat} sees {card} in its view"
            assert not named.search(seen_events), f"seat {seat} sees {card} in an event"
        if hand.deal.gallo is not None:
            assert view.gallo == hand.deal.gallo
            assert view.discard_done == (hand.deal.discarded is not None)


def check_scores(rules: Rules, before: tuple[int, ...], hand: Hand, events: list[Event]) -> None:
    """AR-GALLO-4: each PointsScored adds its points to every entry of its team."""
    score = before
    seating = hand.deal.seating
    for event in events:
        if isinstance(event, PointsScored):
            assert event.points > 0
            score = seating.add(score, event.team, event.points)
            assert event.score == score
        if isinstance(event, MatchOver):
            assert event.winners == tuple(
                e for e in seating.scores[event.winner] if score[e] >= rules.target
            )
            assert event.winners
    assert hand.score == score
    assert len(score) == (3 if rules.players == 3 else 2)
    if rules.players == 3 and rules.gallo == "fixed":
        pair = [v for s, v in enumerate(score) if s != rules.gallo_seat]
        assert pair[0] == pair[1], "a fixed gallo's pair share one fund"


def check_referee(hand: Hand) -> None:
    """The referee replays the hand's record to the same state."""
    answer = judge(record_from_hand(hand).to_json())
    assert answer["ok"] is True, answer
    assert answer["score"] == list(hand.score)
    assert answer["hand_over"] is hand.is_over
    if hand.rules.players == 3 and hand.game_over:
        assert answer["winner"] == sorted(hand.match_winners)
    for trick in answer["tricks"]:  # type: ignore[attr-defined]
        assert trick in (("gallo", "pair", "parda") if hand.rules.players == 3 else (0, 1, "parda"))


def play_match(rules: Rules, rng: random.Random) -> Match:
    match = Match.new(rules, rng=rng)
    actions = 0
    while True:
        hand = match.hand
        if hand.is_over:
            check_referee(hand)
            if match.series_over:
                return match
            match, _ = match.next_hand()
            continue
        seat = match.to_act
        assert seat is not None
        legal = match.legal_actions()
        assert legal
        if hand.deal.gallo is not None and hand.deal.discarded is None:
            assert seat == hand.deal.gallo and all(a.kind == "discard" for a in legal)
            assert len(legal) == 4
        # Every listed action applies (a look-ahead on the immutable hand), the seat to
        # act's and those a member of the pair or a partner may take for his side.
        for action in legal:
            hand.apply(seat, action)
        for other in range(hand.n):
            if other != seat:
                for action in hand.legal_actions_for(other):
                    assert hand.deal.seating.teams[other] == hand.deal.seating.teams[seat]
                    hand.apply(other, action)
        before = match.score
        match, events = match.apply(seat, rng.choice(legal))
        check_secrecy(match.hand, events)
        check_scores(rules, before, match.hand, events)
        actions += 1
        assert actions < MAX_ACTIONS, "the match does not end"


@rule("AR-GALLO-1", "AR-GALLO-3", "AR-GALLO-4", "AR-GALLO-5", "AR-EIGHT-1", "AR-EIGHT-3")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_random_matches_with_three_and_eight_players(config: Rules, seed: int) -> None:
    match = play_match(config, random.Random(seed))
    assert match.series_over and match.hand.game_over
    assert max(match.score) >= config.target
    assert all(match.score[e] >= config.target for e in match.hand.match_winners)


@pytest.mark.parametrize("config", CONFIGS, ids=[c.key() for c in CONFIGS])
def test_every_three_and_eight_player_configuration_finishes(config: Rules) -> None:
    for seed in range(2):
        play_match(config, random.Random(seed))
