"""Rule tests for the Brazilian variants: BR-*, MI-* and PA-*."""

from __future__ import annotations

import dataclasses

import pytest
from rulecheck import ok, ref, refused_at

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import call, play
from truco_desktop.engine.cards import FRENCH_24
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.events import PointsScored
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.ranking import MINEIRO_STRENGTH, manilha_rank, paulista_strength
from truco_desktop.engine.record import judge
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule

M0 = ["3c", "5h", "6s"]
M1 = ["3h", "Kd", "4d"]
STOCK4 = ["Ac", "Ah", "Ad", "Kc", "Kh", "Kd", "Jc", "Jh", "Js", "Qh", "Qs", "Qd"]
MI4 = [["4c", "3h", "5d"], ["7h", "2s", "6c"], ["As", "Qc", "Jd"], ["7d", "Ks", "4h"]]


# --------------------------------------------------------------------------- BR


@rule("BR-SETUP-1", "D-15", "D-24")
def test_brazilian_setup() -> None:
    assert Rules("mineiro").target == 12 and Rules("paulista").target == 12
    with pytest.raises(BadRecord):
        Rules("mineiro", 6)
    for word in ("envido", "mazo"):
        answer = ref("mineiro", [M0, M1], "0 keep_set", f"0 {word}")
        assert answer["error"] == "illegal_action" and answer["index"] == 1
    assert ref("paulista", [M0, M1], "0 flor", vira="7c")["error"] == "illegal_action"


@rule("BR-HAND-1", "MI-HAND-2", "PA-HAND-2")
def test_a_hand_is_worth_one() -> None:
    after = ok(
        "mineiro", [M0, M1], "0 keep_set", "0 play 3c", "1 play Kd", "0 play 5h", "1 play 4d"
    )
    assert after["stake"] == 1 and after["score"] == [1, 0]


@rule("BR-TRU-1", "BR-TRU-3", "MI-TRU-5")
@pytest.mark.parametrize(
    ("calls", "score"),
    [
        (("0 truco", "1 no_quiero"), [1, 0]),
        (("0 truco", "1 seis", "0 no_quiero"), [0, 3]),
        (("0 truco", "1 seis", "0 nove", "1 no_quiero"), [6, 0]),
        (("0 truco", "1 seis", "0 nove", "1 doze", "0 no_quiero"), [0, 9]),
    ],
)
def test_ladder_refusals(calls: tuple[str, ...], score: list[int]) -> None:
    for variant, extra in (("mineiro", {"steps": ("0 keep_set",)}), ("paulista", {})):
        steps = (*extra.get("steps", ()), *calls)
        kw = {"vira": "7c"} if variant == "paulista" else {}
        after = ok(variant, [M0, M1], *steps, **kw)
        assert after["score"] == score and after["hand_over"]


@rule("BR-TRU-1", "BR-TRU-2")
def test_ladder_stakes_and_who_raises() -> None:
    after = ok("paulista", [M0, M1], "0 truco", "1 seis", "0 nove", "1 doze", "0 quiero", vira="7c")
    assert after["stake"] == 12 and "doze" not in after["legal"]
    after = ok("paulista", [M0, M1], "0 truco", "1 quiero", vira="7c")
    assert after["stake"] == 3 and "seis" not in after["legal"]
    after = ok("paulista", [M0, M1], "0 truco", "1 quiero", "0 play 3c", vira="7c")
    assert "seis" in after["legal"]


@rule("BR-TRU-4", "D-23")
def test_no_raise_that_cannot_matter() -> None:
    after = ok("paulista", [M0, M1], "0 truco", vira="7c", score=(0, 9))
    assert after["legal"] == ["no_quiero", "quiero"]
    after = ok("paulista", [M0, M1], "0 truco", vira="7c", score=(0, 8))
    assert after["legal"] == ["no_quiero", "quiero", "seis"]
    after = ok("paulista", [M0, M1], "0 truco", "1 quiero", "0 play 3c", vira="7c", score=(0, 9))
    assert after["to_act"] == 1 and "seis" not in after["legal"]  # own turn: 9 + 3
    after = ok("paulista", [M0, M1], "0 truco", "1 quiero", "0 play 3c", vira="7c", score=(0, 8))
    assert "seis" in after["legal"]
    assert "truco" in ok("paulista", [M0, M1], vira="7c", score=(10, 0))["legal"]


@rule("BR-TRU-5", "D-25")
def test_no_truco_in_a_hand_of_eleven_or_iron() -> None:
    after = ok("paulista", [M0, M1], "0 quiero", vira="7c", score=(11, 4))
    assert "truco" not in after["legal"]
    refused_at(1, "paulista", [M0, M1], "0 quiero", "0 truco", vira="7c", score=(11, 4))
    after = ok("paulista", [M0, M1], vira="7c", score=(11, 11))
    assert after["legal"] == ["play:3c", "play:5h", "play:6s"]


@rule("BR-TRU-6", "MI-TRU-1", "MI-TRU-2")
def test_paulista_bets_on_the_hand_and_mineiro_on_the_trick() -> None:
    hands = [["3c", "5h", "2s"], ["Kd", "Qc", "6d"]]
    steps = (
        "0 play 3c",
        "1 play Kd",
        "0 play 5h",
        "1 truco",
        "0 quiero",
        "1 play Qc",
        "1 play 6d",
        "0 play 2s",
    )
    after = ok("paulista", hands, *steps, vira="7c")  # manilha Q: Qc is the zap
    assert after["score"] == [3, 0] and after["tricks"] == [0, 1, 0]
    after = ok("mineiro", hands, "0 keep_set", *steps[:6])
    assert after["score"] == [0, 3] and after["hand_over"] and after["tricks"] == [0, 1]


@rule("BR-COVER-1", "BR-COVER-3", "PA-COVER-1")
def test_face_down_cards_when_allowed() -> None:
    after = ok("mineiro", [M0, M1], "0 keep_set", "0 play 3c")
    assert not any(a.startswith("play_covered") for a in after["legal"])
    after = ok("mineiro", [M0, M1], "0 keep_set", "0 play 3c", "1 play Kd")
    assert not any(a.startswith("play_covered") for a in after["legal"])  # the leader
    after = ok("mineiro", [M0, M1], "0 keep_set", "0 play 3c", "1 play Kd", "0 play 5h")
    assert after["legal"] == ["play:3h", "play:4d", "play_covered:3h", "play_covered:4d", "truco"]
    after = ok("paulista", [M0, M1], "0 play 3c", "1 play Kd", "0 play 5h", vira="7c")
    assert "play_covered:3h" in after["legal"]


@rule("BR-COVER-2", "MI-COVER-1")
def test_a_face_down_card_never_wins_nor_ties() -> None:
    hands = [["2c", "5h", "6s"], ["Kd", "3h", "4d"]]
    after = ok(
        "mineiro",
        hands,
        "0 keep_set",
        "0 play 2c",
        "1 play Kd",
        "0 truco",
        "1 quiero",
        "0 play 5h",
        "1 play_covered 3h",
    )
    assert after["score"] == [3, 0] and after["tricks"] == [0, 0]
    view_hand = Hand.start(Rules("mineiro", 2), (0, 0), 1, hands)[0]
    for seat, action in (
        (0, call("keep_set")),
        (0, play("2c")),
        (1, play("Kd")),
        (0, play("5h")),
        (1, play("3h", covered=True)),
    ):
        view_hand, _ = view_hand.apply(seat, action)
    assert view_for(view_hand, 0).finished_tricks[1][1].card is None
    assert view_for(view_hand, 1).finished_tricks[1][1].card == "3h"


@rule("BR-ONZE-1", "BR-ONZE-2", "BR-ONZE-3", "PA-ONZE-1")
def test_hand_of_eleven() -> None:
    hands4 = [["3c", "5h", "6s"], ["3h", "Kd", "4d"], ["2c", "Qd", "7s"], ["Ac", "Jh", "6d"]]
    after = ok("paulista", hands4, vira="7c", score=(4, 11))
    assert after["to_act"] == 1 and after["legal"] == ["no_quiero", "quiero"]
    assert ok("paulista", hands4, "3 quiero", vira="7c", score=(4, 11))["stake"] == 3
    refused_at(0, "paulista", hands4, "0 quiero", vira="7c", score=(4, 11))
    after = ok("paulista", hands4, "1 no_quiero", vira="7c", score=(4, 11))
    assert after["score"] == [5, 11] and after["hand_over"]
    hand = Hand.start(Rules("paulista", 4), (4, 11), 3, hands4, vira="7c")[0]
    assert view_for(hand, 1).partner_cards == ((3, ("Ac", "Jh", "6d")),)
    assert view_for(hand, 3).partner_cards == ((1, ("3h", "Kd", "4d")),)
    assert view_for(hand, 0).partner_cards == () and view_for(hand, 2).partner_cards == ()


@rule("BR-FERRO-1", "BR-FERRO-2", "MI-DEAL-4")
def test_iron_hand_is_blind() -> None:
    after = ok("mineiro", [M0, M1], score=(11, 11))
    assert after["legal"] == ["play:3c", "play:5h", "play:6s"]  # no set choice, no decision
    after = ok("mineiro", [M0, M1], "0 play 3c", "1 play Kd", score=(11, 11))
    assert after["legal"] == ["play:5h", "play:6s"]  # no truco, no covered card
    hand = Hand.start(Rules("mineiro", 2), (11, 11), 1, [M0, M1])[0]
    view = view_for(hand, 0)
    assert view.blind and view.cards == () and view.card_counts == (3, 3)
    hand, _ = hand.apply(0, play("3c"))
    assert view_for(hand, 1).current_trick[0].card == "3c"


@rule("BR-FERRO-3", "MI-FERRO-1", "D-30")
def test_tied_iron_hand_in_mineiro_is_dealt_again_by_the_same_dealer() -> None:
    hands = [["3c", "2c", "Kc"], ["3h", "2h", "Kh"]]
    after = ok(
        "mineiro",
        hands,
        "0 play 3c",
        "1 play 3h",
        "0 play 2c",
        "1 play 2h",
        "0 play Kc",
        "1 play Kh",
        score=(11, 11),
    )
    assert after["hand_over"] and after["score"] == [11, 11] and not after["game_over"]
    rules = Rules("mineiro", 2)
    hand = Hand.start(rules, (11, 11), 1, hands)[0]
    for seat, card in ((0, "3c"), (1, "3h"), (0, "2c"), (1, "2h"), (0, "Kc"), (1, "Kh")):
        hand, _ = hand.apply(seat, play(card))
    assert hand.replay
    match = dataclasses.replace(Match.new(rules, seed="ferro"), hand=hand)
    match, _ = match.next_hand()
    assert match.hand.dealer == 1 and match.hand.kind == "ferro"


@rule("PA-FERRO-1", "BR-FERRO-3")
def test_paulista_iron_hand_always_has_a_winner() -> None:
    hands = [["3c", "2c", "Kc"], ["3h", "2h", "Kh"]]
    after = ok(
        "paulista",
        hands,
        "0 play 3c",
        "1 play 3h",
        "0 play 2c",
        "1 play 2h",
        "0 play Kc",
        "1 play Kh",
        score=(11, 11),
        vira="7d",
    )
    assert after["score"] == [11, 12] and after["game_over"] and after["winner"] == 1


@rule("BR-SCORE-1")
def test_one_scoring_event_per_brazilian_hand() -> None:
    hand = Hand.start(Rules("paulista", 2), (0, 0), 1, [M0, M1], vira="7c")[0]
    events = []
    for seat, action in (
        (0, call("truco")),
        (1, call("quiero")),
        (0, play("3c")),
        (1, play("Kd")),
        (0, play("5h")),
        (1, play("4d")),
    ):
        hand, new = hand.apply(seat, action)
        events += new
    assert [e.points for e in events if isinstance(e, PointsScored)] == [3]


# --------------------------------------------------------------------------- MI


@rule("MI-RANK-1", "MI-RANK-2")
def test_mineiro_strength_table() -> None:
    order = ["4c", "7h", "As", "7d", "3s", "2d", "Ah", "Kc", "Js", "Qd", "7c", "6h", "5s", "4d"]
    assert [MINEIRO_STRENGTH[c] for c in order] == list(range(14, 0, -1))
    assert MINEIRO_STRENGTH["7s"] == MINEIRO_STRENGTH["7c"] == 4
    assert len(MINEIRO_STRENGTH) == 40


@rule("MI-DEAL-2", "MI-DEAL-3", "MI-DEAL-1")
def test_set_choice() -> None:
    after = ok("mineiro", MI4, stock=STOCK4)
    assert after["to_act"] == 0 and after["legal"] == ["discard_set", "give_set", "keep_set"]
    assert ok("mineiro", [M0, M1])["legal"] == ["discard_set", "keep_set"]
    after = ok("mineiro", MI4, "0 give_set", stock=STOCK4)
    assert after["legal"] == ["discard_set", "keep_set"]
    after = ok("mineiro", MI4, "0 give_set", "0 discard_set", "0 discard_set", stock=STOCK4)
    assert after["legal"] == ["keep_set"]
    after = ok(
        "mineiro", MI4, "0 give_set", "0 discard_set", "0 discard_set", "0 keep_set", stock=STOCK4
    )
    assert after["legal"][:3] == ["play:Jc", "play:Jh", "play:Js"]
    rules = Rules("mineiro", 4)
    hand = Hand.start(rules, (0, 0), 3, MI4, stock=STOCK4)[0]
    for word in ("give_set", "discard_set"):
        hand, _ = hand.apply(0, call(word))
    assert hand.held[2] == ("4c", "3h", "5d") and hand.held[0] == ("Kc", "Kh", "Kd")
    for seat in range(4):
        assert view_for(hand, seat).discarded_sets == (("Ac", "Ah", "Ad"),)
    assert view_for(hand, 1).cards == ("7h", "2s", "6c")
    short = judge(
        {
            "variant": "mineiro",
            "options": {"players": 2},
            "score": [0, 0],
            "dealer": 1,
            "hands": [M0, M1],
            "stock": ["Ac", "Ah"],
            "actions": [{"seat": 0, "action": "discard_set"}],
        }
    )
    assert short["error"] == "bad_record"


@rule("MI-DEAL-4", "MI-ONZE-1", "BR-ONZE-2")
def test_set_choice_then_the_decision_of_eleven() -> None:
    after = ok("mineiro", [M0, M1], score=(11, 5))
    assert after["legal"] == ["discard_set", "keep_set"]
    after = ok("mineiro", [M0, M1], "0 keep_set", score=(11, 5))
    assert after["to_act"] == 0 and after["legal"] == ["no_quiero", "quiero"]
    hands = [["3c", "2c", "Kc"], ["3h", "2h", "Kh"]]
    after = ok(
        "mineiro",
        hands,
        "0 keep_set",
        "0 quiero",
        "0 play 3c",
        "1 play 3h",
        "0 play 2c",
        "1 play 2h",
        "0 play Kc",
        "1 play Kh",
        score=(11, 5),
    )
    assert after["hand_over"] and after["score"] == [11, 5] and after["stake"] == 3


@rule("MI-HAND-1", "D-16")
def test_mineiro_result_without_truco() -> None:
    hands = [["3c", "2c", "Kc"], ["3h", "2h", "Kh"]]
    after = ok(
        "mineiro",
        hands,
        "0 keep_set",
        "0 play 3c",
        "1 play 3h",
        "0 play 2c",
        "1 play 2h",
        "0 play Kc",
        "1 play Kh",
    )
    assert after["hand_over"] and after["score"] == [0, 0]
    after = ok(
        "mineiro", [M0, M1], "0 keep_set", "0 play 3c", "1 play 3h", "0 play 5h", "1 play 4d"
    )
    assert after["score"] == [1, 0] and after["tricks"] == ["parda", 0]


@rule("MI-TRU-3")
def test_mineiro_tie_rules() -> None:
    # (a) a tying card played before the call: the calling team loses.
    after = ok("mineiro", [M0, M1], "0 keep_set", "0 play 3c", "1 truco", "0 quiero", "1 play 3h")
    assert after["score"] == [3, 0] and after["tricks"] == ["parda"] and after["hand_over"]
    # (b) a genuine tie moves the decision to the next trick.
    after = ok("mineiro", [M0, M1], "0 keep_set", "0 truco", "1 quiero", "0 play 3c", "1 play 3h")
    assert not after["hand_over"] and after["to_act"] == 0
    after = ok(
        "mineiro",
        [M0, M1],
        "0 keep_set",
        "0 truco",
        "1 quiero",
        "0 play 3c",
        "1 play 3h",
        "0 play 5h",
        "1 play Kd",
    )
    assert after["score"] == [0, 3] and after["hand_over"]
    # A genuine tie in the third trick scores nothing.
    hands = [["2c", "5h", "3c"], ["Kd", "3h", "3s"]]
    after = ok(
        "mineiro",
        hands,
        "0 keep_set",
        "0 play 2c",
        "1 play Kd",
        "0 play 5h",
        "1 play 3h",
        "1 truco",
        "0 quiero",
        "1 play 3s",
        "0 play 3c",
    )
    assert after["hand_over"] and after["score"] == [0, 0] and after["tricks"] == [0, 1, "parda"]


@rule("MI-TRU-4")
def test_a_raise_after_a_genuine_tie_concerns_the_decisive_trick() -> None:
    after = ok(
        "mineiro",
        [M0, M1],
        "0 keep_set",
        "0 truco",
        "1 quiero",
        "0 play 3c",
        "1 play 3h",
        "0 play 5h",
        "1 seis",
        "0 quiero",
        "1 play Kd",
    )
    assert after["score"] == [0, 6] and after["stake"] == 6


# --------------------------------------------------------------------------- PA


@rule("PA-DECK-1", "D-28")
def test_paulista_decks() -> None:
    assert len(Rules("paulista", deck_option="clean").deck) == 24
    assert sorted({c[:-1] for c in FRENCH_24.cards}) == ["2", "3", "A", "J", "K", "Q"]
    bad = judge(
        {
            "variant": "paulista",
            "options": {"players": 2, "deck": "clean"},
            "score": [0, 0],
            "dealer": 1,
            "hands": [["7h", "Jh", "Kc"], ["3h", "2c", "Ks"]],
            "vira": "3c",
            "actions": [],
        }
    )
    assert bad["error"] == "bad_record"
    assert len(Rules("paulista").deck) == 40


@rule("PA-DECK-2", "PA-VIRA-2", "D-29")
def test_manilha_follows_the_vira_in_the_cycle() -> None:
    dirty = {
        "4": "5",
        "5": "6",
        "6": "7",
        "7": "Q",
        "Q": "J",
        "J": "K",
        "K": "A",
        "A": "2",
        "2": "3",
        "3": "4",
    }
    clean = {"Q": "J", "J": "K", "K": "A", "A": "2", "2": "3", "3": "Q"}
    for vira, manilha in dirty.items():
        assert manilha_rank(vira + "h", clean=False) == manilha
    for vira, manilha in clean.items():
        assert manilha_rank(vira + "h", clean=True) == manilha


@rule("PA-RANK-1", "PA-RANK-2", "PA-RANK-3", "PA-VIRA-3")
def test_paulista_strength() -> None:
    s = paulista_strength("7h", clean=False)
    assert [s[c] for c in ("Qc", "Qh", "Qs", "Qd")] == [14, 13, 12, 11]
    assert [s[r + "d"] for r in ("3", "2", "A", "K", "J", "7", "6", "5", "4")] == list(
        range(10, 1, -1)
    )
    assert s["7c"] == s["7h"] == 5  # the vira's rank is ordinary
    c = paulista_strength("3d", clean=True)
    assert [c[x] for x in ("Qc", "Qh", "Qs", "Qd", "3c", "2c", "Ac", "Kc", "Jc")] == [
        14,
        13,
        12,
        11,
        10,
        9,
        8,
        7,
        6,
    ]


@rule("PA-VIRA-1")
def test_the_vira_is_public_and_not_played() -> None:
    hand = Hand.start(Rules("paulista", 2), (0, 0), 1, [M0, M1], vira="7c")[0]
    assert view_for(hand, 0).vira == view_for(hand, 1).vira == "7c"
    bad = judge(
        {
            "variant": "paulista",
            "options": {"players": 2},
            "score": [0, 0],
            "dealer": 1,
            "hands": [M0, M1],
            "actions": [],
        }
    )
    assert bad["error"] == "bad_record"  # the vira is required
    bad = judge(
        {
            "variant": "paulista",
            "options": {"players": 2},
            "score": [0, 0],
            "dealer": 1,
            "hands": [M0, M1],
            "vira": "3c",
            "actions": [],
        }
    )
    assert bad["error"] == "bad_record"  # a card twice


PA_TRICKS = {
    0: {"W": ("3c", "Kc"), "L": ("Kd", "3d"), "P": ("Ac", "Ad")},
    1: {"W": ("2c", "Qc"), "L": ("Qd", "2d"), "P": ("Ah", "As")},
    2: {"W": ("3h", "Jc"), "L": ("Jd", "3s"), "P": ("Kh", "Ks")},
}


@rule("PA-HAND-1", "D-20")
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
        ("PPP", 1),
        ("LP", 1),
        ("PL", 1),
    ],
)
def test_paulista_result(pattern: str, winner: int) -> None:
    full = pattern.ljust(3, "W")
    hands = [
        [PA_TRICKS[i][p][0] for i, p in enumerate(full)],
        [PA_TRICKS[i][p][1] for i, p in enumerate(full)],
    ]
    steps: list[str] = []
    for i, outcome in enumerate(pattern):
        first = ok("paulista", hands, *steps, vira="4h")["to_act"]
        assert isinstance(first, int)
        steps += [
            f"{first} play {PA_TRICKS[i][outcome][first]}",
            f"{1 - first} play {PA_TRICKS[i][outcome][1 - first]}",
        ]
    after = ok("paulista", hands, *steps, vira="4h")
    expected = [0, 0]
    expected[winner] = 1
    assert after["hand_over"] and after["score"] == expected
