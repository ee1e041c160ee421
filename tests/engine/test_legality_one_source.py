"""The legal actions and the refusals come from the same checks, so they cannot disagree.

For random states of every variant and option, every word of the vocabulary and every
card of the deck (face up and face down) by every seat is asked both ways: an action is in
``legal_actions_for(seat)`` exactly when ``why_not`` finds nothing against it, and every
refusal names a reason code and a rule of the rule book.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from truco_desktop.engine import Match, Rules
from truco_desktop.engine import actions as A
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.legality import why_not

RULE_IDS = {
    rule_id
    for book in ("RULES.md", "RULES-3-8-PLAYERS.md")
    for rule_id in re.findall(
        r"\*\*((?:COMMON|AR|BR|MI|PA)-[A-Z]+-\d+[a-z]?)\*\*",
        (Path(__file__).resolve().parents[2] / "docs" / book).read_text(encoding="utf-8"),
    )
}

CONFIGS = [
    Rules("argentino", 2, "off"),
    Rules("argentino", 2, "full", falta="malas"),
    Rules("argentino", 4, "simple"),
    Rules("argentino", 4, "full"),
    Rules("argentino", 6, "full"),
    Rules("argentino", 6, "off", pica_pica=False),
    Rules("mineiro", 2),
    Rules("mineiro", 4),
    Rules("paulista", 2),
    Rules("paulista", 4, deck_option="clean"),
    Rules("argentino", 3, "full"),
    Rules("argentino", 3, "simple", gallo="fixed", gallo_seat=1),
    Rules("argentino", 8, "full"),
]


def every_action(hand: Hand) -> list[A.Action]:
    cards = hand.rules.deck.cards
    return [
        *(A.call(w) for w in sorted(A.CALL_WORDS)),
        *(A.play(c) for c in cards),
        *(A.play(c, covered=True) for c in cards),
        *(A.discard(c) for c in cards),
    ]


def random_state(rules: Rules, rng: random.Random, steps: int) -> Hand:
    match = Match.new(rules, rng=rng)
    for _ in range(steps):
        if match.hand.is_over:
            if match.series_over:
                break
            match, _ = match.next_hand()
            continue
        seat = match.to_act
        assert seat is not None
        # Now and then a partner answers for the team (COMMON-CALL-3).
        seats = [s for s in range(rules.players) if match.hand.legal_actions_for(s)]
        seat = rng.choice(seats)
        match, _ = match.apply(seat, rng.choice(match.hand.legal_actions_for(seat)))
    return match.hand


def check_state(hand: Hand) -> None:
    universe = every_action(hand)
    for seat in range(hand.n):
        legal = set(hand.legal_actions_for(seat))
        for action in universe:
            refusal = why_not(hand, seat, action)
            assert (refusal is None) == (action in legal), (seat, str(action), refusal)
            if refusal is not None:
                assert refusal.code and refusal.rule in RULE_IDS, refusal


@pytest.mark.rule("COMMON-CALL-2", "COMMON-CALL-3")
@pytest.mark.parametrize("rules", CONFIGS, ids=[c.key() for c in CONFIGS])
def test_legal_exactly_when_nothing_refuses(rules: Rules) -> None:
    rng = random.Random(rules.key())
    for _ in range(25):
        check_state(random_state(rules, rng, rng.randrange(0, 60)))


@settings(max_examples=60, deadline=None)
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=80),
)
def test_legal_exactly_when_nothing_refuses_property(config: Rules, seed: int, steps: int) -> None:
    check_state(random_state(config, random.Random(seed), steps))
