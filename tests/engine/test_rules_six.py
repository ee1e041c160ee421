"""Rule tests for six-player Argentine Truco: redondo and pica-pica (AR-SIX-*)."""

from __future__ import annotations

import itertools
import random

import pytest
from rulecheck import ok, ref, refused_at

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.record import judge

rule = pytest.mark.rule

H6 = [
    ["7e", "6e", "1o"],
    ["5b", "4b", "3c"],
    ["4o", "5o", "12c"],
    ["1e", "2c", "3b"],
    ["7c", "6c", "11b"],
    ["4e", "5e", "12b"],
]


@rule("AR-SIX-1")
def test_direct_opponent_sits_opposite() -> None:
    for seat in range(6):
        assert (seat + 3) % 6 % 2 != seat % 2


@rule("AR-SIX-2")
def test_redondo_and_pica_pica_alternate_until_25() -> None:
    rng = random.Random(3)
    for pica_pica in (True, False):
        match = Match.new(Rules("argentino", 6, pica_pica=pica_pica), rng=rng)
        kinds: list[tuple[str, tuple[int, int]]] = []
        while True:
            kinds.append((match.hand.hand_kind, match.hand.score))
            while not match.hand.is_over:
                seat = match.to_act
                assert seat is not None
                match, _ = match.apply(seat, rng.choice(match.legal_actions()))
            if match.series_over:
                break
            match, _ = match.next_hand()
        assert kinds[0][0] == "redondo"
        for (before, _s), (kind, score) in itertools.pairwise(kinds):
            if not pica_pica or before == "pica" or max(score) >= 25:
                assert kind == "redondo"
            else:
                assert kind == "pica"


@rule("AR-SIX-3", "AR-SIX-4")
def test_pica_pica_duels_one_after_another() -> None:
    after = ok("argentino", H6, hand_kind="pica")
    assert after["to_act"] == 0
    refused_at(0, "argentino", H6, "1 play 3c", hand_kind="pica")  # outside the duel
    steps = ("0 play 1o", "3 play 1e", "3 play 2c", "0 play 7e", "0 play 6e", "3 play 3b")
    after = ok("argentino", H6, *steps, hand_kind="pica")
    assert after["score"] == [0, 1] and not after["hand_over"] and after["to_act"] == 1
    assert after["tricks"] == [] and after["stake"] == 1
    after = ok("argentino", H6, *steps, "1 mazo", hand_kind="pica")
    assert after["score"] == [2, 1] and after["to_act"] == 2
    after = ok("argentino", H6, *steps, "1 mazo", "2 truco", "5 quiero", "2 mazo", hand_kind="pica")
    assert after["score"] == [2, 3] and after["hand_over"] and after["stake"] == 2


@rule("AR-SIX-3", "AR-SIX-5", "AR-ENV-9")
def test_duel_falta_is_worth_at_most_six() -> None:
    after = ok("argentino", H6, "0 falta_envido", "3 quiero", hand_kind="pica")
    assert after["score"] == [6, 0]
    after = ok("argentino", H6, "0 falta_envido", "3 quiero", hand_kind="pica", score=(25, 2))
    assert after["score"] == [30, 2] and after["game_over"] and after["hand_over"]
    assert after["to_act"] is None


@rule("AR-SIX-5", "AR-FLOR-10")
def test_duel_resto_is_worth_at_most_six() -> None:
    hands = [list(h) for h in H6]
    hands[0] = ["7e", "6e", "5e"]
    hands[3] = ["7b", "6b", "1b"]
    hands[1], hands[4], hands[5] = ["5c", "4b", "3c"], ["12o", "6c", "11b"], ["4e", "2e", "12b"]
    after = ok(
        "argentino",
        hands,
        "0 flor",
        "0 play 7e",
        "3 contraflor_al_resto",
        "0 con_flor_quiero",
        "3 play 1b",
        flor="full",
        hand_kind="pica",
    )
    assert after["score"] == [6 + 6, 0]


@rule("AR-SIX-3")
def test_redondo_plays_all_six() -> None:
    steps = [f"{s} play {H6[s][2]}" for s in range(6)]
    after = ok("argentino", H6, *steps)
    assert len(after["tricks"]) == 1 and after["to_act"] in range(6)


@rule("AR-SIX-6", "D-14")
def test_player_counts_are_those_of_d14_revised() -> None:
    # D-14 (revised, RULES-3-8-PLAYERS.md): 2, 3, 4, 6 and 8 in Argentine Truco.
    for players in (5, 7):
        with pytest.raises(BadRecord):
            Rules("argentino", players)
    for players in (3, 8):
        assert Rules("argentino", players).players == players
        with pytest.raises(BadRecord):
            Rules("mineiro", players)
    # A three-player record keeps a score per seat: two scores are a bad record.
    rec = {
        "variant": "argentino",
        "options": {"players": 3},
        "score": [0, 0],
        "dealer": 0,
        "hands": H6[:3],
        "actions": [],
    }
    assert judge(rec)["error"] == "bad_record"


def test_pica_needs_six_players() -> None:
    answer = judge(
        {
            "variant": "argentino",
            "options": {"players": 4, "hand_kind": "pica"},
            "score": [0, 0],
            "dealer": 0,
            "hands": H6[:4],
            "actions": [],
        }
    )
    assert answer["error"] == "bad_record"
    assert ref("argentino", H6, hand_kind="redondo")["ok"]
