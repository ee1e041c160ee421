"""A match of three players (the gallo) or eight players saves and loads like any other.

Through the real ``SaveStore`` on disk: a match stopped in the middle of a hand (after
the gallo's discard, in a pica-pica duel) loads into the same state, public facts and
hidden ones alike, and is written back byte for byte the same.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from truco_desktop.engine import BadRecord, Match, Rules
from truco_desktop.paths import app_paths
from truco_desktop.storage.savegame import SaveStore

rule = pytest.mark.rule

SAVED_AT = datetime(2026, 12, 1, 12, 0, 0, tzinfo=UTC)
CONFIGS = [
    Rules("argentino", 3, "full"),
    Rules("argentino", 3, "simple", gallo="fixed", gallo_seat=2, falta="malas"),
    Rules("argentino", 8, "full"),
    Rules("argentino", 8, "off", pica_pica=False),
]


def played(rules: Rules, actions: int, seed: int) -> Match:
    """A match after ``actions`` random legal actions (deals included)."""
    rng = random.Random(seed)
    match = Match.new(rules, seed=f"save-{seed}")
    for _ in range(actions):
        if match.hand.is_over:
            if match.series_over:
                break
            match, _ = match.next_hand()
            continue
        seat = match.to_act
        assert seat is not None
        match, _ = match.apply(seat, rng.choice(match.legal_actions()))
    return match


@rule("AR-GALLO-2", "AR-GALLO-3", "AR-EIGHT-3")
@pytest.mark.parametrize("rules", CONFIGS, ids=[r.key() for r in CONFIGS])
def test_a_three_or_eight_player_match_saves_and_loads(rules: Rules, tmp_path: Path) -> None:
    paths = app_paths(tmp_path)
    paths.current_match_file.parent.mkdir(parents=True)
    store = SaveStore(paths, clock=lambda: SAVED_AT)
    for seed, actions in ((1, 1), (2, 7), (3, 40), (4, 120)):
        match = played(rules, actions, seed)
        store.save(match.to_json())
        first = paths.current_match_file.read_bytes()
        loaded = SaveStore(paths).load()
        assert loaded.status == "ok", loaded.message
        assert loaded.payload is not None
        again = Match.from_json(loaded.payload)
        assert again.rules == rules
        assert again.score == match.score and len(again.score) == rules.score_size
        assert again.hand.deal == match.hand.deal  # the gallo, his discard, the duels
        assert again.hand.history == match.hand.history
        assert again.legal_actions() == match.legal_actions()
        SaveStore(paths, clock=lambda: SAVED_AT).save(again.to_json())
        assert paths.current_match_file.read_bytes() == first


def test_a_saved_gallo_needs_three_players() -> None:
    data = played(Rules("argentino", 3, gallo="fixed", gallo_seat=1), 3, 9).to_json()
    assert isinstance(data["rules"], dict)
    assert data["rules"]["gallo"] == "fixed" and data["rules"]["gallo_seat"] == 1
    data["rules"]["players"] = 4
    with pytest.raises(BadRecord):
        Match.from_json(data)
    # A four-player save says nothing of the gallo: older saves stay as they were.
    four = played(Rules("argentino", 4), 3, 9).to_json()
    assert isinstance(four["rules"], dict) and "gallo" not in four["rules"]
