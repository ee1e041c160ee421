"""Looking back at a hand (issue 33 item 2): the player's dearest choices against the
coach's, judged on the view the player had then; what the others held only once over."""

from __future__ import annotations

import pytest

from truco_desktop.bots.coach import hint
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.view import view_for
from truco_desktop.play.look_back import LEAST_COST, held_by, look_back

ME = ["4c", "5o", "7b"]  # an envido of 7 (AR-ENV-1: no two cards of a suit)
THEM = ["12o", "5b", "3c"]


def hand_of(actions: list[dict[str, object]]):  # type: ignore[no-untyped-def]
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [0, 0],
        "dealer": 0,
        "hands": [ME, THEM],
        "actions": actions,
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None, refusal
    return hand


def test_accepting_a_real_envido_with_seven_is_the_moment_to_look_back_at() -> None:
    hand = hand_of(
        [
            {"seat": 1, "action": "real_envido"},
            {"seat": 0, "action": "quiero"},
        ]
    )
    moments = look_back(hand, 0)
    assert len(moments) == 1
    moment = moments[0]
    assert moment.index == 1 and moment.taken.action.kind == "quiero"
    assert moment.coach.action.kind == "no_quiero"
    assert moment.cost >= LEAST_COST
    # Judged on the view the player had then, nothing more.
    before = hand_of([{"seat": 1, "action": "real_envido"}])
    assert moment.view == view_for(before, 0)
    assert moment.coach == hint(moment.view).options[0]


def test_following_the_coach_leaves_nothing_to_look_back_at() -> None:
    before = hand_of([{"seat": 1, "action": "real_envido"}])
    choice = hint(view_for(before, 0)).choice
    hand = hand_of([{"seat": 1, "action": "real_envido"}, choice.to_record(0)])
    assert look_back(hand, 0) == ()


def test_the_others_cards_are_shown_only_once_the_hand_is_over() -> None:
    hand = hand_of([{"seat": 1, "action": "real_envido"}])
    with pytest.raises(ValueError):
        held_by(hand, 0)
    over = hand_of([{"seat": 1, "action": "mazo"}])
    assert over.is_over and held_by(over, 0) == {1: tuple(THEM)}
