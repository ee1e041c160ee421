"""What the per-seat view adds for bots and the table: each field is public or the seat's."""

from __future__ import annotations

import pytest

from truco_desktop.engine import IllegalAction, Rules
from truco_desktop.engine.actions import call, play, play_blind
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule


@rule("BR-FERRO-2")
def test_a_blind_seat_chooses_a_position_not_a_card() -> None:
    hand, _ = Hand.start(Rules("mineiro", 2), (11, 11), 1, [["3c", "5h", "6s"], ["3h", "Kd", "4d"]])
    view = view_for(hand, 0)
    assert view.legal == (play_blind(0), play_blind(1), play_blind(2))
    assert all(a.card is None for a in view.legal)
    after, _events = hand.apply(0, play_blind(1))
    assert after.history[-1] == (0, play("5h"))  # the record names the card
    assert view_for(after, 1).current_trick[0].card == "5h"  # revealed as it lands
    normal, _ = Hand.start(Rules("mineiro", 2), (0, 0), 1, [["3c", "5h", "6s"], ["3h", "Kd", "4d"]])
    normal, _ = normal.apply(0, call("keep_set"))
    with pytest.raises(IllegalAction):
        normal.apply(0, play_blind(0))


@rule("MI-DEAL-2")
def test_the_mao_remembers_the_set_he_gave() -> None:
    cards = [["4c", "3h", "5d"], ["7h", "2s", "6c"], ["As", "Qc", "Jd"], ["7d", "Ks", "4h"]]
    stock = ["Ac", "Ah", "Ad", "Kc", "Kh", "Kd"]
    hand, _ = Hand.start(Rules("mineiro", 4), (0, 0), 3, cards, stock=stock)
    hand, _ = hand.apply(0, call("give_set"))
    assert view_for(hand, 0).given_set == ("4c", "3h", "5d")
    assert view_for(hand, 2).given_set == ("4c", "3h", "5d")
    assert view_for(hand, 1).given_set == () and view_for(hand, 3).given_set == ()


@rule("AR-SIX-4", "AR-ENV-8")
def test_earlier_duels_results_stay_public() -> None:
    cards = [
        ["7e", "6e", "1o"],
        ["5b", "4b", "3c"],
        ["4o", "5o", "12c"],
        ["1e", "2c", "3b"],
        ["7c", "6c", "11b"],
        ["4e", "5e", "12b"],
    ]
    hand, _ = Hand.start(Rules("argentino", 6), (0, 0), 5, cards, hand_kind="pica")
    for seat, action in ((0, call("envido")), (3, call("quiero")), (0, call("mazo"))):
        hand, _ = hand.apply(seat, action)
    assert hand.active == (1, 4)
    for seat in range(6):
        assert view_for(hand, seat).earlier_duels == (("envido", 0, 33),)


def test_falta_rule_and_starting_score_are_in_the_view() -> None:
    hand, _ = Hand.start(
        Rules("argentino", 2, falta="malas"), (3, 4), 1, [["7e", "6e", "1o"], ["5b", "4b", "3c"]]
    )
    hand, _ = hand.apply(0, call("envido"))
    hand, _ = hand.apply(1, call("quiero"))
    view = view_for(hand, 1)
    assert view.falta == "malas" and view.start_score == (3, 4) and view.score == (5, 4)
