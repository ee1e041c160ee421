"""Rule tests for RULES.md section 1 (COMMON-*), one or more rule IDs per test."""

from __future__ import annotations

import itertools
import random

import pytest
from rulecheck import ok, random_match, ref, refused_at

from truco_desktop.engine import Match, Rules, team_of
from truco_desktop.engine.cards import FRENCH_40, SPANISH_40
from truco_desktop.engine.dealing import first_dealer
from truco_desktop.engine.hand import deal_cards
from truco_desktop.engine.ranking import ARGENTINE_STRENGTH, MINEIRO_STRENGTH
from truco_desktop.engine.record import judge

rule = pytest.mark.rule

H2 = [["1e", "7o", "3c"], ["4b", "5b", "12o"]]
H4 = [["1e", "7o", "3c"], ["4b", "5b", "12o"], ["2e", "11c", "6o"], ["7e", "1b", "10b"]]


@rule("COMMON-SEAT-1", "COMMON-SEAT-2")
def test_play_goes_counter_clockwise_to_the_next_seat() -> None:
    after = ok("argentino", H4, "0 play 3c")
    assert after["to_act"] == 1
    after = ok("argentino", H4, "0 play 3c", "1 play 4b", "2 play 6o")
    assert after["to_act"] == 3


@rule("COMMON-SEAT-3")
def test_teams_are_even_and_odd_seats() -> None:
    assert [team_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    # Seat 0 and seat 2 win the tricks together for team 0.
    after = ok(
        "argentino",
        H4,
        "0 play 1e",
        "1 play 4b",
        "2 play 6o",
        "3 play 10b",
        "0 play 7o",
        "1 play 5b",
        "2 play 11c",
        "3 play 1b",
    )
    assert after["tricks"] == [0, 1]


@rule("COMMON-SEAT-4", "AR-ENV-7")
def test_envido_tie_goes_to_the_seat_nearer_to_the_mano() -> None:
    hands = [["7o", "6o", "1e"], ["7c", "6c", "2e"]]  # both 33
    after = ok("argentino", hands, "0 envido", "1 quiero")
    assert after["score"] == [2, 0]
    after = ok("argentino", hands, "1 envido", "0 quiero", dealer=0)  # mano is seat 1
    assert after["score"] == [0, 2]


@rule("COMMON-CARD-1")
def test_card_codes_belong_to_a_deck() -> None:
    assert "4c" in SPANISH_40 and "4c" in FRENCH_40
    assert "Ah" not in SPANISH_40 and "12o" not in FRENCH_40
    assert len(SPANISH_40) == 40 and len(FRENCH_40) == 40
    bad = judge(
        {
            "variant": "argentino",
            "options": {"players": 2},
            "score": [0, 0],
            "dealer": 1,
            "hands": [["Ah", "7o", "3c"], ["4b", "5b", "12o"]],
            "actions": [],
        }
    )
    assert bad["error"] == "bad_record"


@rule("COMMON-CARD-2")
def test_strengths_are_whole_numbers_and_equal_strength_ties() -> None:
    for table in (ARGENTINE_STRENGTH, MINEIRO_STRENGTH):
        assert all(isinstance(v, int) for v in table.values())
    after = ok("argentino", [["3o", "4b", "5b"], ["3e", "4o", "5o"]], "0 play 3o", "1 play 3e")
    assert after["tricks"] == ["parda"]


@rule("COMMON-MATCH-1")
def test_a_match_ends_when_a_team_reaches_the_target() -> None:
    for variant, target in (("argentino", 30), ("mineiro", 12), ("paulista", 12)):
        match = random_match(Rules(variant, 2), random.Random(5))
        assert max(match.score) >= target and match.game_over
        assert min(match.score) < target


@rule("COMMON-MATCH-2", "AR-SCORE-1")
def test_stop_at_target_envido_before_tricks() -> None:
    # Team 1 wins the envido (29) at 28-28 and reaches 30: the tricks are not scored.
    after = ok("argentino", H2, "0 envido", "1 quiero", score=(28, 28))
    assert after["score"] == [28, 30]
    assert after["game_over"] and after["hand_over"] and after["winner"] == 1
    assert after["legal"] == [] and after["to_act"] is None
    late = ref("argentino", H2, "0 envido", "1 quiero", "0 play 1e", score=(28, 28))
    assert late["error"] == "illegal_action" and late["index"] == 2


@rule("COMMON-MATCH-3")
def test_scores_are_not_capped() -> None:
    after = ok(
        "argentino",
        H2,
        "0 truco",
        "1 retruco",
        "0 vale_cuatro",
        "1 quiero",
        "0 play 1e",
        "1 play 4b",
        "0 play 3c",
        "1 play 5b",
        score=(28, 0),
    )
    assert after["score"] == [32, 0]


@rule("COMMON-MATCH-4", "COMMON-DEAL-1")
def test_best_of_three_series_and_dealer_rotation() -> None:
    rules = Rules("argentino", 2, best_of_three=True, target=5)
    rng = random.Random(11)
    match = Match.new(rules, rng=rng)
    dealers = [match.hand.dealer]
    games = set()
    while True:
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            match, _ = match.apply(seat, rng.choice(match.legal_actions()))
        games.add(match.game_number)
        if match.series_over:
            break
        match, _ = match.next_hand()
        dealers.append(match.hand.dealer)
    assert max(match.series) == 2 and sum(match.series) in (2, 3)
    assert len(games) == sum(match.series)
    # The deal keeps rotating across matches of the series (one long sequence).
    assert all(b == (a + 1) % 2 for a, b in itertools.pairwise(dealers))
    # The first dealer comes from the seed, and seeds give both seats.
    assert {first_dealer(f"seed{i}", 4) for i in range(40)} == {0, 1, 2, 3}


@rule("COMMON-DEAL-2", "COMMON-DEAL-3")
def test_mano_is_next_to_the_dealer_and_the_deal_passes_on() -> None:
    match = Match.new(Rules("argentino", 4), seed="deal-order")
    first = match.hand
    assert first.mano == (first.dealer + 1) % 4 and first.to_act == first.mano
    while not match.hand.is_over:
        match, _ = match.apply(match.to_act or 0, match.legal_actions()[-1])  # mazo or a call
    match, _ = match.next_hand()
    assert match.hand.dealer == (first.dealer + 1) % 4


@rule("COMMON-DEAL-4", "MI-DEAL-1", "PA-VIRA-1")
def test_deal_order() -> None:
    deck = [f"c{i}" for i in range(40)]
    cards, vira, stock = deal_cards(Rules("argentino", 4), 3, deck)
    assert cards[0] == ("c0", "c4", "c8") and cards[3] == ("c3", "c7", "c11")
    assert vira is None and stock[0] == "c12"
    cards, vira, _ = deal_cards(Rules("paulista", 2), 0, deck)
    assert cards[1] == ("c0", "c2", "c4") and cards[0] == ("c1", "c3", "c5") and vira == "c6"
    cards, _, stock = deal_cards(Rules("mineiro", 4), 1, deck)
    assert cards[2] == ("c0", "c1", "c2") and cards[1] == ("c9", "c10", "c11")
    assert stock[:3] == ("c12", "c13", "c14")


@rule("COMMON-TRICK-1")
def test_no_need_to_follow_suit_or_beat() -> None:
    after = ok("argentino", H2, "0 play 3c")
    assert after["legal"] == [
        "envido",
        "falta_envido",
        "mazo",
        "play:12o",
        "play:4b",
        "play:5b",
        "real_envido",
        "truco",
    ]


@rule("COMMON-TRICK-2", "COMMON-DEAL-3")
def test_the_mano_leads_the_first_trick() -> None:
    after = ok("argentino", H4, dealer=2)
    assert after["to_act"] == 3


@rule("COMMON-TRICK-3")
def test_best_cards_and_parda_between_teams() -> None:
    # 4 players: seats 0 and 2 (same team) tie with threes: team 0 wins, seat 0 first.
    hands = [["3o", "4b", "5b"], ["4o", "5o", "6o"], ["3e", "4e", "5e"], ["4c", "5c", "6c"]]
    after = ok("argentino", hands, "0 play 3o", "1 play 4o", "2 play 3e", "3 play 4c")
    assert after["tricks"] == [0] and after["to_act"] == 0
    # A tie between the teams is parda even if one team has more tying cards.
    hands = [["3o", "4b", "5b"], ["3c", "5o", "6o"], ["3e", "4e", "5e"], ["4c", "5c", "6c"]]
    after = ok("argentino", hands, "0 play 3o", "1 play 3c", "2 play 3e", "3 play 4c")
    assert after["tricks"] == ["parda"]


@rule("COMMON-TRICK-4")
def test_winner_leads_and_parda_leader_leads_again() -> None:
    after = ok("argentino", H2, "0 play 3c", "1 play 12o")
    assert after["to_act"] == 0
    after = ok("argentino", [["3o", "4b", "5b"], ["3e", "4o", "5o"]], "0 play 3o", "1 play 3e")
    assert after["to_act"] == 0
    after = ok("argentino", [["4c", "7b", "5b"], ["3e", "4o", "5o"]], "0 play 4c", "1 play 3e")
    assert after["to_act"] == 1


@rule("COMMON-TRICK-5")
def test_hand_ends_when_decided_and_nothing_more_is_legal() -> None:
    after = ok("argentino", H2, "0 play 1e", "1 play 4b", "0 play 7o", "1 play 5b")
    assert after["hand_over"] and after["tricks"] == [0, 0] and after["score"] == [1, 0]
    late = ref("argentino", H2, "0 play 1e", "1 play 4b", "0 play 7o", "1 play 5b", "0 play 3c")
    assert late["error"] == "illegal_action" and late["index"] == 4


@rule("COMMON-CALL-1", "COMMON-CALL-2")
def test_a_pending_call_blocks_play_and_own_turn_calls() -> None:
    after = ok("argentino", H2, "0 truco")
    assert after["to_act"] == 1
    assert after["legal"] == [
        "envido",
        "falta_envido",
        "no_quiero",
        "quiero",
        "real_envido",
        "retruco",
    ]
    refused_at(1, "argentino", H2, "0 truco", "1 play 4b")
    refused_at(1, "argentino", H2, "0 truco", "1 mazo")


@rule("COMMON-CALL-3")
def test_any_member_of_the_challenged_team_may_answer() -> None:
    after = ok("argentino", H4, "0 truco")
    assert after["to_act"] == 1
    after = ok("argentino", H4, "0 truco", "3 quiero")
    assert after["stake"] == 2 and after["to_act"] == 0
    refused_at(1, "argentino", H4, "0 truco", "2 quiero")  # the caller's partner


@rule("COMMON-CALL-4")
def test_a_raise_accepts_and_replaces_the_pending_call() -> None:
    after = ok("argentino", H2, "0 truco", "1 retruco")
    assert after["stake"] == 2 and after["to_act"] == 0
    after = ok("argentino", H2, "0 truco", "1 retruco", "0 no_quiero")
    assert after["score"] == [0, 2] and after["hand_over"]


@rule("COMMON-CALL-5")
def test_turn_returns_to_the_player_who_called() -> None:
    after = ok("argentino", H2, "0 play 3c", "1 truco", "0 quiero")
    assert after["to_act"] == 1 and "play:4b" in after["legal"]
    assert "retruco" not in after["legal"]


@rule("COMMON-CALL-6")
def test_no_team_makes_two_consecutive_calls_of_a_family() -> None:
    after = ok("argentino", H2, "0 truco", "1 quiero")
    assert "retruco" not in after["legal"]
    after = ok("argentino", H2, "0 truco", "1 quiero", "0 play 3c")
    assert "retruco" in after["legal"]
