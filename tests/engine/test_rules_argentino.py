"""Rule tests for RULES.md section 2 (AR-*), except flor and six players."""

from __future__ import annotations

import pytest
from rulecheck import ok, ref, refused_at

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.cards import envido_value
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.ranking import ARGENTINE_STRENGTH
from truco_desktop.engine.record import judge
from truco_desktop.engine.scoring import read_score
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule

H2 = [["7e", "6e", "1o"], ["5b", "4b", "3c"]]  # envido 33 (mano) against 29


@rule("AR-SETUP-1", "AR-SETUP-2")
def test_player_counts_target_and_options() -> None:
    assert Rules("argentino").target == 30
    for players in (2, 3, 4, 6, 8):  # 3 and 8: RULES-3-8-PLAYERS.md AR-SETUP-1 (extended)
        assert Rules("argentino", players).players == players
    for players in (1, 5, 7, 9):
        with pytest.raises(BadRecord):
            Rules("argentino", players)
    assert Rules("argentino", 2, flor="full", target=15, best_of_three=True).target == 15
    with pytest.raises(BadRecord):
        Rules("argentino", flor="sometimes")


@rule("AR-SETUP-3")
def test_spanish_deck_and_three_cards_each() -> None:
    match = Match.new(Rules("argentino", 4), seed="setup")
    cards = [c for seat in match.hand.held for c in seat]
    assert len(cards) == 12 and len(set(cards)) == 12
    assert all(c[:-1] not in ("8", "9") for c in Rules("argentino").deck.cards)
    assert len(Rules("argentino").deck.cards) == 40


@rule("AR-RANK-1")
def test_strength_table() -> None:
    order = ["1e", "1b", "7e", "7o", "3o", "2c", "1o", "12b", "11e", "10o", "7c", "6b", "5e", "4o"]
    strengths = [ARGENTINE_STRENGTH[c] for c in order]
    assert strengths == list(range(14, 0, -1))
    after = ok("argentino", [["1b", "4o", "5o"], ["1e", "4c", "5c"]], "0 play 1b", "1 play 1e")
    assert after["tricks"] == [1]


@rule("AR-RANK-2")
def test_equal_strength_ties_whatever_the_suit() -> None:
    after = ok("argentino", [["1o", "4o", "5o"], ["1c", "4c", "5c"]], "0 play 1o", "1 play 1c")
    assert after["tricks"] == ["parda"]


TRICK_CARDS = {
    0: {"W": ("3o", "4o"), "L": ("4c", "3c"), "P": ("5o", "5c")},
    1: {"W": ("3e", "4e"), "L": ("4b", "3b"), "P": ("5e", "5b")},
    2: {"W": ("2o", "6o"), "L": ("6c", "2c"), "P": ("6e", "6b")},
}


def play_tricks(pattern: str, dealer: int = 1) -> dict[str, object]:
    """Play a 2-player hand whose tricks go W (team 0), L (team 1) or P (parda)."""
    hands = [
        [TRICK_CARDS[i][p][0] for i, p in enumerate(pattern.ljust(3, "W"))],
        [TRICK_CARDS[i][p][1] for i, p in enumerate(pattern.ljust(3, "W"))],
    ]
    steps: list[str] = []
    for i, outcome in enumerate(pattern):
        answer = ok("argentino", hands, *steps, dealer=dealer)
        first = answer["to_act"]
        assert isinstance(first, int)
        steps.append(f"{first} play {TRICK_CARDS[i][outcome][first]}")
        steps.append(f"{1 - first} play {TRICK_CARDS[i][outcome][1 - first]}")
    return ok("argentino", hands, *steps, dealer=dealer)


@rule("AR-HAND-1")
@pytest.mark.parametrize(
    ("pattern", "winner"),
    [
        ("WW", 0),
        ("WLW", 0),
        ("WLL", 1),
        ("WLP", 0),
        ("WP", 0),
        ("PW", 0),
        ("PPW", 0),
        ("LL", 1),
        ("LWL", 1),
        ("LWW", 0),
        ("LWP", 1),
        ("LP", 1),
        ("PL", 1),
        ("PPL", 1),
    ],
)
def test_result_of_a_hand(pattern: str, winner: int) -> None:
    answer = play_tricks(pattern)
    assert answer["hand_over"]
    expected = [0, 0]
    expected[winner] = 1
    assert answer["score"] == expected


@rule("AR-HAND-1", "COMMON-DEAL-3")
def test_three_pardas_go_to_the_mano() -> None:
    assert play_tricks("PPP", dealer=1)["score"] == [1, 0]
    assert play_tricks("PPP", dealer=0)["score"] == [0, 1]


@rule("AR-HAND-1")
def test_undecided_hand_goes_on() -> None:
    for pattern in ("W", "PP", "WL"):
        assert not play_tricks(pattern)["hand_over"]


@rule("AR-HAND-2", "AR-TRU-1")
@pytest.mark.parametrize(
    ("calls", "stake"),
    [
        ((), 1),
        (("0 truco", "1 quiero"), 2),
        (("0 truco", "1 retruco", "0 quiero"), 3),
        (("0 truco", "1 retruco", "0 vale_cuatro", "1 quiero"), 4),
    ],
)
def test_the_stake_follows_the_ladder(calls: tuple[str, ...], stake: int) -> None:
    hands = [["1e", "1b", "4o"], ["4c", "5c", "6c"]]
    after = ok("argentino", hands, *calls, "0 play 1e", "1 play 4c", "0 play 1b", "1 play 5c")
    assert after["stake"] == stake and after["score"] == [stake, 0]


@rule("AR-TRU-1")
def test_nothing_follows_vale_cuatro() -> None:
    after = ok("argentino", H2, "0 truco", "1 retruco", "0 vale_cuatro")
    assert after["legal"] == ["no_quiero", "quiero"]


@rule("AR-TRU-2", "AR-TRU-6")
def test_truco_in_any_trick_at_any_moment_of_ones_turn() -> None:
    assert "truco" in ok("argentino", H2)["legal"]  # the mano, before leading
    assert "truco" in ok("argentino", H2, "0 play 1o")["legal"]  # the pie, second card
    after = ok("argentino", H2, "0 play 7e", "1 play 3c", "0 play 6e", "1 truco")
    assert after["to_act"] == 0


@rule("AR-TRU-3")
def test_only_the_accepting_team_raises() -> None:
    after = ok("argentino", H2, "0 truco", "1 quiero", "0 play 1o")
    assert "retruco" in after["legal"]  # later, as an own-turn call
    refused_at(3, "argentino", H2, "0 truco", "1 quiero", "0 play 1o", "1 quiero")
    after = ok(
        "argentino",
        H2,
        "0 truco",
        "1 quiero",
        "0 play 7e",
        "1 retruco",
        "0 quiero",
        "1 play 3c",
        "0 vale_cuatro",
    )
    assert after["to_act"] == 1
    refused_at(2, "argentino", H2, "0 truco", "1 quiero", "0 retruco")


@rule("AR-TRU-4")
@pytest.mark.parametrize(
    ("calls", "points"),
    [
        (("0 truco", "1 no_quiero"), [1, 0]),
        (("0 truco", "1 retruco", "0 no_quiero"), [0, 2]),
        (("0 truco", "1 retruco", "0 vale_cuatro", "1 no_quiero"), [3, 0]),
    ],
)
def test_a_refusal_scores_the_stake_before_the_call(
    calls: tuple[str, ...], points: list[int]
) -> None:
    after = ok("argentino", H2, "0 play 7e", "1 play 3c", *calls)
    assert after["hand_over"] and after["score"] == points
    assert after["tricks"] == [0]


@rule("AR-TRU-5", "AR-ENV-2")
def test_envido_va_primero() -> None:
    after = ok("argentino", H2, "0 truco", "1 envido")
    assert after["to_act"] == 0 and after["legal"] == [
        "envido",
        "falta_envido",
        "no_quiero",
        "quiero",
        "real_envido",
    ]
    after = ok("argentino", H2, "0 truco", "1 envido", "0 quiero")
    assert after["score"] == [2, 0]
    assert after["to_act"] == 1 and after["legal"] == ["no_quiero", "quiero", "retruco"]
    after = ok("argentino", H2, "0 truco", "1 envido", "0 quiero", "1 quiero")
    assert after["stake"] == 2 and after["to_act"] == 0
    # Not after a retruco, and never once a truco was accepted.
    after = ok("argentino", H2, "0 truco", "1 retruco")
    assert "envido" not in after["legal"]
    refused_at(2, "argentino", H2, "0 truco", "1 quiero", "0 envido")


@rule("AR-ENV-1")
@pytest.mark.parametrize(
    ("cards", "value"),
    [
        (("7e", "6e", "1o"), 33),
        (("12o", "11o", "1b"), 20),
        (("12o", "11c", "10b"), 0),
        (("7o", "4c", "3b"), 7),
        (("5b", "4b", "3b"), 29),
        (("1c", "12c", "4o"), 21),
    ],
)
def test_envido_value(cards: tuple[str, str, str], value: int) -> None:
    assert envido_value(cards) == value


@rule("AR-ENV-2")
def test_who_may_start_the_envido() -> None:
    assert "envido" not in ok("argentino", H2, "0 play 1o", "1 play 3c")["legal"]  # (a)
    four = [["7e", "6e", "1o"], ["5b", "4b", "3c"], ["4o", "5o", "6o"], ["4e", "5e", "6c"]]
    after = ok("argentino", four, "0 play 1o", "1 play 3c")
    assert "envido" in after["legal"]  # seat 2 has not played
    refused_at(2, "argentino", H2, "0 envido", "1 quiero", "0 envido")  # (c) one chain
    refused_at(2, "argentino", H2, "0 truco", "1 quiero", "0 envido")  # (d)


@rule("AR-ENV-3")
def test_the_chain_allows_only_the_usual_raises() -> None:
    assert ok("argentino", H2, "0 envido")["legal"] == [
        "envido",
        "falta_envido",
        "no_quiero",
        "quiero",
        "real_envido",
    ]
    assert ok("argentino", H2, "0 envido", "1 envido")["legal"] == [
        "falta_envido",
        "no_quiero",
        "quiero",
        "real_envido",
    ]
    assert ok("argentino", H2, "0 real_envido")["legal"] == ["falta_envido", "no_quiero", "quiero"]
    assert ok("argentino", H2, "0 falta_envido")["legal"] == ["no_quiero", "quiero"]
    refused_at(2, "argentino", H2, "0 envido", "1 envido", "0 envido")
    refused_at(2, "argentino", H2, "0 envido", "1 real_envido", "0 real_envido")


@rule("AR-ENV-4")
def test_a_partner_may_answer_even_after_playing() -> None:
    four = [["7e", "6e", "1o"], ["5b", "4b", "3c"], ["4o", "5o", "6o"], ["4e", "5e", "6c"]]
    after = ok("argentino", four, "0 play 1o", "1 envido", "2 quiero")
    assert after["to_act"] == 1


CHAINS = {
    "E": (2, 1),
    "R": (3, 1),
    "F": (30, 1),
    "EE": (4, 2),
    "ER": (5, 2),
    "EF": (30, 2),
    "RF": (30, 3),
    "EER": (7, 4),
    "EEF": (30, 4),
    "ERF": (30, 5),
    "EERF": (30, 7),
}
WORD = {"E": "envido", "R": "real_envido", "F": "falta_envido"}


@rule("AR-ENV-5", "AR-ENV-6", "AR-ENV-3")
@pytest.mark.parametrize("chain", sorted(CHAINS))
def test_the_eleven_chains(chain: str) -> None:
    accepted, refused = CHAINS[chain]
    steps = [f"{i % 2} {WORD[c]}" for i, c in enumerate(chain)]
    answerer = len(chain) % 2
    yes = ok("argentino", H2, *steps, f"{answerer} quiero")
    assert yes["score"] == [accepted, 0]  # seat 0's 33 wins
    no = ok("argentino", H2, *steps, f"{answerer} no_quiero")
    expected = [0, 0]
    expected[1 - answerer] = refused
    assert no["score"] == expected
    assert not no["hand_over"]  # a refused envido does not end the hand


@rule("AR-ENV-7")
def test_cards_already_played_count_for_the_envido() -> None:
    four = [["7e", "6e", "1o"], ["5b", "4b", "3c"], ["4o", "5o", "6o"], ["4e", "5e", "6c"]]
    after = ok("argentino", four, "0 play 7e", "1 envido", "2 quiero")
    assert after["score"] == [2, 0]


@rule("AR-ENV-8")
def test_settled_at_the_reply_and_only_the_winner_is_public() -> None:
    record_hands = [["7e", "6e", "1o"], ["5b", "4b", "3c"]]
    after = ok("argentino", record_hands, "0 envido", "1 quiero")
    assert after["score"] == [2, 0] and after["to_act"] == 0
    match = Match.new(Rules("argentino", 2), seed="env8")
    hand = match.hand
    while "envido" not in [str(a) for a in hand.legal_actions()]:  # pragma: no cover
        raise AssertionError("the mano may always call envido first")
    seat = hand.to_act
    assert seat is not None
    from truco_desktop.engine.actions import call

    hand, _ = hand.apply(seat, call("envido"))
    responder = hand.to_act
    assert responder is not None
    hand, _events = hand.apply(responder, call("quiero"))
    winner = hand.envido.public
    assert winner is not None
    for s in (0, 1):
        assert view_for(hand, s).envido_winner == winner


@rule("AR-ENV-9")
def test_falta_is_what_the_leader_needs() -> None:
    after = ok("argentino", H2, "0 falta_envido", "1 quiero", score=(9, 17))
    assert after["score"] == [9 + 13, 17]
    after = ok("argentino", H2, "0 falta_envido", "1 quiero", score=(20, 20))
    assert after["score"] == [30, 20] and after["game_over"]


@rule("AR-ENV-10")
def test_falta_malas_wins_the_match_while_the_leader_is_in_the_malas() -> None:
    after = ok("argentino", H2, "0 falta_envido", "1 quiero", score=(3, 12), falta="malas")
    assert after["score"] == [30, 12] and after["game_over"]
    after = ok("argentino", H2, "0 falta_envido", "1 quiero", score=(3, 16), falta="malas")
    assert after["score"] == [3 + 14, 16]


@rule("AR-MAZO-1")
def test_mazo_only_at_ones_turn_and_never_as_an_answer() -> None:
    assert "mazo" in ok("argentino", H2)["legal"]
    refused_at(0, "argentino", H2, "1 mazo")
    refused_at(1, "argentino", H2, "0 envido", "1 mazo")
    after = ok(
        "argentino",
        [["7e", "6e", "1o"], ["5b", "4b", "3c"], ["4o", "5o", "6o"], ["4e", "5e", "6c"]],
        "0 mazo",
    )
    assert after["hand_over"] and after["score"] == [0, 2]


@rule("AR-MAZO-2", "AR-MAZO-3")
def test_fold_values() -> None:
    assert ok("argentino", H2, "0 mazo")["score"] == [0, 2]
    assert ok("argentino", H2, "0 play 1o", "1 mazo")["score"] == [2, 0]  # mano played
    assert ok("argentino", H2, "0 envido", "1 no_quiero", "0 mazo")["score"] == [1, 1]
    after = ok("argentino", H2, "0 truco", "1 quiero", "0 play 1o", "1 mazo")
    assert after["score"] == [2, 0]
    after = ok("argentino", H2, "0 play 7e", "1 play 3c", "0 play 6e", "1 mazo")
    assert after["score"] == [1, 0]  # second trick: no extra point


@rule("AR-MAZO-4", "AR-SCORE-1")
def test_envido_points_stay_after_a_fold() -> None:
    after = ok("argentino", H2, "0 envido", "1 quiero", "0 play 1o", "1 mazo")
    assert after["score"] == [3, 0]


@rule("AR-SCORE-2")
def test_malas_and_buenas() -> None:
    assert read_score(0, 30) == ("malas", 0)
    assert read_score(15, 30) == ("malas", 15)
    assert read_score(22, 30) == ("buenas", 7)
    assert read_score(8, 15) == ("buenas", 1)


def test_bad_target_is_a_bad_record() -> None:
    rec = {
        "variant": "argentino",
        "options": {"target": 10**30},
        "score": [0, 0],
        "dealer": 0,
        "hands": H2,
        "actions": [],
    }
    assert judge(rec)["error"] == "bad_record"
    assert ref("argentino", H2, target=15)["ok"]
