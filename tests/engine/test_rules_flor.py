"""Rule tests for the flor (RULES.md AR-FLOR-*), simple and full modes."""

from __future__ import annotations

import pytest
from rulecheck import ok, ref, refused_at

from truco_desktop.engine.cards import envido_value, flor_value, has_flor
from truco_desktop.engine.record import judge

rule = pytest.mark.rule

F0 = ["7e", "6e", "5e"]  # flor 38
F1 = ["4b", "5b", "6b"]  # flor 35
N0 = ["7o", "6c", "1e"]  # no flor
N1 = ["5c", "4c", "3o"]  # no flor, envido 29


@rule("AR-FLOR-1")
def test_flor_value_and_flor_off() -> None:
    assert has_flor(F0) and not has_flor(N0)
    assert flor_value(F0) == 38 and flor_value(["10o", "11o", "12o"]) == 20
    assert envido_value(F0) == 33  # flor off: the best two count
    after = ok("argentino", [F0, N1], "0 envido", "1 quiero")
    assert after["score"] == [2, 0]


@rule("AR-FLOR-2")
def test_the_holder_announces_at_his_moment_and_acts_again() -> None:
    after = ok("argentino", [N0, F1], flor="simple")
    assert after["to_act"] == 0 and "play:7o" in after["legal"]
    after = ok("argentino", [N0, F1], "0 play 7o", flor="simple")
    assert after["to_act"] == 1 and after["legal"] == ["flor"]
    refused_at(1, "argentino", [N0, F1], "0 play 7o", "1 play 4b", flor="simple")
    after = ok("argentino", [N0, F1], "0 play 7o", "1 flor", flor="simple")
    assert after["to_act"] == 1 and after["legal"] == [
        "mazo",
        "play:4b",
        "play:5b",
        "play:6b",
        "truco",
    ]


@rule("AR-FLOR-3")
def test_flor_beats_envido() -> None:
    after = ok("argentino", [N0, F1], "0 envido", flor="simple")
    assert after["to_act"] == 1 and after["legal"] == ["flor"]
    after = ok("argentino", [N0, F1], "0 envido", "1 flor", flor="simple")
    assert after["to_act"] == 0 and after["score"] == [0, 0]
    assert "envido" not in after["legal"] and "play:7o" in after["legal"]
    # The holder of an unannounced flor cannot start an envido himself.
    assert ok("argentino", [F0, N1], flor="simple")["legal"] == ["flor"]
    after = ok("argentino", [F0, N1], "0 flor", flor="simple")
    assert "envido" not in after["legal"]
    refused_at(2, "argentino", [F0, N1], "0 flor", "0 play 7e", "1 envido", flor="simple")


@rule("AR-FLOR-4", "AR-FLOR-2")
def test_flor_does_not_answer_a_truco() -> None:
    after = ok("argentino", [N0, F1], "0 truco", flor="simple")
    assert after["to_act"] == 1 and after["legal"] == ["flor"]
    after = ok("argentino", [N0, F1], "0 truco", "1 flor", flor="simple")
    assert after["to_act"] == 1 and after["legal"] == ["no_quiero", "quiero", "retruco"]


@rule("AR-FLOR-5")
def test_settlement_time() -> None:
    after = ok("argentino", [F0, N1], "0 flor", "0 play 7e", flor="simple")
    assert after["score"] == [0, 0]
    after = ok("argentino", [F0, N1], "0 flor", "0 play 7e", "1 play 3o", flor="simple")
    assert after["score"] == [3, 0] and after["tricks"] == [0]
    after = ok("argentino", [F0, N1], "0 flor", "0 truco", "1 no_quiero", flor="simple")
    assert after["score"] == [4, 0]
    # A flor whose holder never had his moment is counted when the hand ends early.
    after = ok("argentino", [N0, F1], "0 mazo", flor="simple")
    assert after["score"] == [0, 4]  # 3 for the flor, 1 for the fold (no envido point)


@rule("AR-FLOR-6", "AR-FLOR-8")
def test_comparison_of_flors() -> None:
    both = ok("argentino", [F0, F1], "0 flor", "0 play 7e", "1 flor", "1 play 4b", flor="simple")
    assert both["score"] == [6, 0]
    tie = ok(
        "argentino",
        [F0, ["7b", "6b", "5b"]],
        "0 flor",
        "0 play 7e",
        "1 flor",
        "1 play 5b",
        flor="simple",
    )
    assert tie["score"] == [6, 0]  # the mano wins the tie
    tie = ok(
        "argentino",
        [F0, ["7b", "6b", "5b"]],
        "1 flor",
        "1 play 5b",
        "0 flor",
        "0 play 7e",
        flor="simple",
        dealer=0,
    )
    assert tie["score"] == [0, 6]


@rule("AR-FLOR-7", "AR-FLOR-8")
def test_count_of_flors_in_four_players() -> None:
    hands = [F0, N1, ["1o", "2o", "12o"], ["4e", "1c", "12b"]]
    after = ok(
        "argentino",
        hands,
        "0 flor",
        "0 play 7e",
        "1 play 3o",
        "2 flor",
        "2 play 1o",
        "3 play 4e",
        flor="simple",
    )
    assert after["score"] == [6, 0]


@rule("AR-FLOR-9")
def test_full_mode_opening_choices_and_replies() -> None:
    after = ok("argentino", [F0, F1], flor="full")
    assert after["legal"] == ["flor"]  # the first flor is plain
    after = ok("argentino", [F0, F1], "0 flor", "0 play 7e", flor="full")
    assert after["to_act"] == 1 and after["legal"] == [
        "con_flor_me_achico",
        "contraflor",
        "contraflor_al_resto",
        "flor",
    ]
    after = ok("argentino", [F0, F1], "0 flor", "0 play 7e", "1 flor", flor="full")
    assert after["to_act"] == 0 and after["legal"] == [
        "con_flor_me_achico",
        "con_flor_quiero",
        "contraflor",
        "contraflor_al_resto",
    ]
    after = ok("argentino", [F0, F1], "0 flor", "0 play 7e", "1 contraflor", flor="full")
    assert after["legal"] == ["con_flor_me_achico", "con_flor_quiero", "contraflor_al_resto"]
    after = ok("argentino", [F0, F1], "0 flor", "0 play 7e", "1 contraflor_al_resto", flor="full")
    assert after["legal"] == ["con_flor_me_achico", "con_flor_quiero"]
    after = ok(
        "argentino", [F0, F1], "0 flor", "0 play 7e", "1 flor", "0 con_flor_quiero", flor="full"
    )
    assert after["to_act"] == 1 and "play:4b" in after["legal"]


@rule("AR-FLOR-10", "AR-FLOR-7")
@pytest.mark.parametrize(
    ("betting", "score"),
    [
        (("1 con_flor_me_achico",), [6, 0]),
        (("1 flor", "0 con_flor_quiero"), [6, 0]),
        (("1 flor", "0 con_flor_me_achico"), [0, 6]),
        (("1 contraflor", "0 con_flor_quiero"), [9, 0]),
        (("1 contraflor", "0 con_flor_me_achico"), [0, 6]),
        (("1 contraflor_al_resto", "0 con_flor_quiero"), [36, 0]),
        (("1 contraflor_al_resto", "0 con_flor_me_achico"), [0, 6]),
        (("1 contraflor", "0 contraflor_al_resto", "1 con_flor_me_achico"), [9, 0]),
        (("1 flor", "0 contraflor", "1 con_flor_me_achico"), [6, 0]),
    ],
)
def test_full_mode_values(betting: tuple[str, ...], score: list[int]) -> None:
    steps = ("0 flor", "0 play 7e", *betting)
    after = ok("argentino", [F0, F1], *steps, flor="full")
    if not after["game_over"]:
        after = ok("argentino", [F0, F1], *steps, "1 play 4b", flor="full")
    assert after["score"] == score


@rule("AR-FLOR-10")
def test_full_mode_one_team_only() -> None:
    after = ok("argentino", [F0, N1], "0 flor", "0 play 7e", "1 play 3o", flor="full")
    assert after["score"] == [3, 0]


@rule("AR-FLOR-11", "D-11")
def test_there_is_no_pido_flor() -> None:
    rec = {
        "variant": "argentino",
        "options": {"players": 2, "flor": "full"},
        "score": [0, 0],
        "dealer": 1,
        "hands": [F0, F1],
        "actions": [{"seat": 1, "action": "pido_flor"}],
    }
    assert judge(rec)["error"] == "bad_record"


def test_flor_words_are_illegal_with_flor_off() -> None:
    answer = ref("argentino", [F0, F1], "0 flor")
    assert answer["error"] == "illegal_action" and answer["index"] == 0
