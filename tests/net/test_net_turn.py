"""A joiner's view turned round the table (``net.turn``): he is seat 0, his team team 0,
and every fact is the one his own seat saw, only renumbered."""

from __future__ import annotations

import random

import pytest

from truco_desktop.engine.match import Match
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.net.turn import Turn

RULES = [
    Rules("argentino", 2, "full"),
    Rules("argentino", 4, "full"),
    Rules("argentino", 6, "full"),
    Rules("argentino", 3, "full"),
    Rules("paulista", 4),
    Rules("mineiro", 4),
]


def _matches(rules: Rules, seed: int, steps: int = 60) -> list[tuple[Match, list[object]]]:
    rng = random.Random(seed)
    match = Match.new(rules, rng=rng)
    out: list[tuple[Match, list[object]]] = [(match, [])]
    for _ in range(steps):
        if match.hand.is_over:
            if match.series_over:
                break
            match, events = match.next_hand()
        else:
            seat = match.to_act
            assert seat is not None
            match, events = match.apply(seat, rng.choice(match.legal_actions()))
        out.append((match, list(events)))
    return out


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"{r.variant_name}-{r.players}")
def test_the_turned_view_puts_the_seat_at_the_bottom_on_team_0(rules: Rules) -> None:
    for seed in range(4):
        for match, events in _matches(rules, seed):
            for seat in range(rules.players):
                view = view_for(match.hand, seat)
                turn = Turn.for_view(view)
                mine = turn.view(view)
                assert mine.seat == 0
                if rules.players != 3:
                    assert mine.team == 0
                assert mine.cards == view.cards and mine.legal == view.legal
                assert mine.score_of(0) == view.score_of(seat)
                for other in range(rules.players):
                    assert mine.card_counts[turn.s(other)] == view.card_counts[other]
                    assert mine.score_of(turn.s(other)) == view.score_of(other)
                    assert (mine.team_of(turn.s(other)) == mine.team) == (
                        view.team_of(other) == view.team
                    )
                    assert turn.seat_back(turn.s(other)) == other
                assert mine.to_act == turn.os(view.to_act)
                # Turning all the way round the table gives the seat's own view back.
                again = view
                for _ in range(rules.players if rules.players % 2 == 0 else 2 * rules.players):
                    again = turn.view(again)
                assert again == view
                turned = turn.events(events)
                assert len(turned) == len(events)
                assert Turn(0, rules.players, 0).view(view) == view
                assert Turn(0, rules.players, 0).events(events) == events


def test_the_turned_events_name_the_turned_seats() -> None:
    from truco_desktop.engine.events import CardPlayed, PointsScored

    turn = Turn(1, 4, 1)
    assert turn.event(CardPlayed(1, None, True)) == CardPlayed(0, None, True)
    assert turn.event(CardPlayed(0, None, False)) == CardPlayed(3, None, False)
    assert turn.event(PointsScored(1, 2, "envido", (5, 7))) == PointsScored(0, 2, "envido", (7, 5))
