"""Your progress (issue 33 item 5), without Qt: each decision of a hand is judged against
the coach's from the view the player had; a hand played as the coach would agrees on
every decision; a choice against the coach counts towards its habit, with its cost; the
habits' situations are read from the view."""

from __future__ import annotations

from dataclasses import replace

from truco_desktop.bots.coach import hint
from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import TRUCO_WORDS, call, play
from truco_desktop.engine.view import SeatView, view_for
from truco_desktop.play.progress import HABITS, HIGH, LOW, TOP, band, habits_of, judge_hand


def weakest(view: SeatView):  # type: ignore[no-untyped-def]
    return play(min(view.cards, key=lambda c: view.strength[c]))


def truco_answered(seed: str, answer_as_coach: bool) -> tuple[Match, SeatView] | None:
    """A two-player Argentine hand where the opponent calls truco at once and the
    player answers (as the coach would, or the other way), then plays as the coach."""
    match = Match.new(Rules("argentino", 2), seed=seed)
    answered: SeatView | None = None
    while not match.hand.is_over:
        seat = match.to_act
        assert seat is not None
        view = view_for(match.hand, seat)
        if seat == 1:
            trucos = [a for a in view.legal if a.kind in TRUCO_WORDS]
            answers = [a for a in view.legal if a.kind == "quiero"]
            action = (trucos or answers or [weakest(view)])[0]
        else:
            choice = hint(view).choice
            if (
                answered is None
                and view.truco_pending is not None
                and "quiero" in {a.kind for a in view.legal}
            ):
                answered = view
                if not answer_as_coach:
                    choice = call("no_quiero" if choice.kind != "no_quiero" else "quiero")
            action = choice
        match, _events = match.apply(seat, action)
    return (match, answered) if answered is not None else None


def first_truco_hand(answer_as_coach: bool) -> tuple[Match, SeatView]:
    for n in range(40):
        found = truco_answered(f"progress/{n}", answer_as_coach)
        if found is not None:
            return found
    raise AssertionError("no hand with a truco to answer")


def test_a_hand_played_as_the_coach_agrees_on_every_decision() -> None:
    match, _view = first_truco_hand(answer_as_coach=True)
    judged = judge_hand(match.hand, 0)
    assert judged.decisions >= 1
    assert judged.agreed == judged.decisions
    assert all(h.times == 0 and h.cost == 0 for h in judged.habits.values())


def test_a_choice_against_the_coach_counts_towards_its_habit() -> None:
    match, view = first_truco_hand(answer_as_coach=False)
    judged = judge_hand(match.hand, 0)
    assert judged.agreed == judged.decisions - 1
    taken = [k for k, h in judged.habits.items() if h.times]
    assert len(taken) == 1 and taken[0] in HABITS
    coach = hint(view).choice
    expected = "truco_accepted" if coach.kind == "no_quiero" else f"truco_refused_{band(view)}"
    assert taken == [expected]
    assert judged.habits[expected].chances >= 1


def test_a_truco_refused_is_named_by_the_best_card_held() -> None:
    _match, view = first_truco_hand(answer_as_coach=True)
    got = habits_of(view, call("no_quiero"), call("quiero"))
    assert got[f"truco_refused_{band(view)}"] and not got["truco_accepted"]
    assert not any(v for k, v in got.items() if not k.startswith("truco_refused"))
    assert habits_of(view, call("quiero"), call("no_quiero"))["truco_accepted"]


def test_the_bands_split_the_kinds_of_card_four_two_and_the_rest() -> None:
    view = view_for(Match.new(Rules("argentino", 2), seed="bands").hand, 0)
    kinds = sorted(set(view.strength.values()), reverse=True)

    def holding(place: int) -> SeatView:
        card = next(c for c, s in view.strength.items() if s == kinds[place])
        low = next(c for c, s in view.strength.items() if s == kinds[-1])
        return replace(view, cards=(card, low))

    assert band(holding(0)) == TOP and band(holding(3)) == TOP
    assert band(holding(4)) == HIGH and band(holding(5)) == HIGH
    assert band(holding(6)) == LOW
