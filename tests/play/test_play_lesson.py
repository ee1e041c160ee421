"""The lesson's script (issue 33 item 4), without Qt: each variant gets its family's
lesson from its own data, a fixed deal the script plays as the lesson says, the step's
move is the only one accepted, and the computer seats follow the script."""

from __future__ import annotations

import pytest

from truco_desktop.engine import Match
from truco_desktop.engine.actions import call
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.engine.view import view_for
from truco_desktop.play.lesson import (
    ARGENTINE,
    BRAZILIAN,
    NEXT,
    YOU,
    LessonRun,
    computer_action,
    expected,
    lesson_for,
    lesson_rules,
    lesson_seed,
    play_through,
    refusal,
)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_each_variant_gets_its_familys_lesson_and_a_deal_that_fits(name: str) -> None:
    variant = VARIANTS[name]
    lesson = lesson_for(variant)
    assert lesson is (ARGENTINE if variant.has_envido else BRAZILIAN)
    rules = lesson_rules(variant)
    seed = lesson_seed(lesson, rules)
    assert seed == lesson_seed(lesson, rules)  # the same deal every time
    done = play_through(lesson, Match.new(rules, seed=seed))
    assert done is not None and done.hand.is_over
    end = view_for(done.hand, 0)
    assert sum(1 for r in end.trick_results if r[0] == end.team) >= 2  # the player won
    if lesson is ARGENTINE:
        assert end.envido_winner is not None and end.envido_winner[0] == end.team
    else:
        # The ladder was shown: the opponent raised the player's truco once.
        words = [w for _s, w in end.history]
        assert words.count(variant.truco_ladder[1].word) == 1


def test_the_deal_shows_a_top_card_and_a_good_envido() -> None:
    variant = VARIANTS[next(n for n, v in VARIANTS.items() if v.has_envido)]
    rules = lesson_rules(variant)
    view = view_for(Match.new(rules, seed=lesson_seed(ARGENTINE, rules)).hand, 0)
    top = sorted(set(view.strength.values()), reverse=True)[:4]
    assert any(view.strength[c] in top for c in view.cards)
    assert view.own_envido is not None and view.own_envido >= ARGENTINE.least_envido


def test_only_the_steps_move_is_accepted() -> None:
    variant = VARIANTS[next(n for n, v in VARIANTS.items() if v.has_envido)]
    rules = lesson_rules(variant)
    view = view_for(Match.new(rules, seed=lesson_seed(ARGENTINE, rules)).hand, 0)
    envido_step = next(s for s in ARGENTINE.steps if s.key == "envido_call")
    assert expected(envido_step, view) == call("envido")
    assert refusal(envido_step, view, call("envido")) is None
    assert refusal(envido_step, view, call("truco")) == "lesson_move"
    reading = ARGENTINE.steps[0]
    assert reading.waits == NEXT and expected(reading, view) is None
    assert refusal(reading, view, call("envido")) == "lesson_next"
    best = next(s for s in ARGENTINE.steps if s.key == "best_card")
    strongest = max(view.cards, key=lambda c: view.strength[c])
    assert best.waits == YOU and expected(best, view) is not None
    assert expected(best, view).card == strongest  # type: ignore[union-attr]


def test_the_computer_seats_answer_and_play_their_weakest_card() -> None:
    variant = VARIANTS[next(n for n, v in VARIANTS.items() if not v.has_envido)]
    rules = lesson_rules(variant)
    match = Match.new(rules, seed=lesson_seed(BRAZILIAN, rules))
    seat = match.hand.to_act
    assert seat is not None
    if seat != 0:
        view = view_for(match.hand, seat)
        action = computer_action(BRAZILIAN, view)
        assert action in view.legal
    with pytest.raises(ValueError):  # the seat not to act has nothing to do
        computer_action(BRAZILIAN, view_for(match.hand, 1 - seat))


def test_a_run_goes_step_by_step_to_its_end() -> None:
    run = LessonRun(ARGENTINE)
    for _ in ARGENTINE.steps:
        assert not run.finished and run.step is not None
        run.go_on()
    assert run.finished and run.step is None
    run.go_on()
    assert run.finished
