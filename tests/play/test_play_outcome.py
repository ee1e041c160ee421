"""What a hand was won by and who folded, from the hand's own events (issue 36 item 2)."""

from __future__ import annotations

from truco_desktop.engine import Match, Rules, parse
from truco_desktop.engine.events import Called, Event, PointsScored
from truco_desktop.engine.view import view_for
from truco_desktop.play.outcome import ONZE, Fold, Scored, fold, scores


def _play(rules: Rules, words: list[str], seed: str = "outcome") -> tuple[Match, list[Event]]:
    """Each word said by whoever must act, then cards (the first legal) to the hand's end."""
    match, _ = Match.start(rules, seed=seed)
    events: list[Event] = []
    for word in words:
        match, new = match.apply(match.hand.to_act, parse(word))
        events.extend(new)
    while not match.hand.is_over:
        seat = match.hand.to_act
        legal = view_for(match.hand, seat).legal
        action = next(a for a in legal if a.kind == "play")
        match, new = match.apply(seat, action)
        events.extend(new)
    return match, events


def test_an_accepted_retruco_names_the_rung_and_an_envido_its_call() -> None:
    match, events = _play(
        Rules("argentino", 2), ["real_envido", "quiero", "truco", "retruco", "quiero"]
    )
    rung = view_for(match.hand, 0).rung
    scored = scores(events, rung)
    assert [(s.reason, s.call, s.points, s.refused) for s in scored] == [
        ("envido", "real_envido", 3, False),
        ("hand", "retruco", 3, False),
    ]
    assert fold(events) is None


def test_a_hand_without_a_bet_names_no_call() -> None:
    match, events = _play(Rules("argentino", 2), [])
    assert [(s.reason, s.call) for s in scores(events, view_for(match.hand, 0).rung)] == [
        ("hand", None)
    ]


def test_a_refused_bet_is_a_fold_by_the_seat_that_refused() -> None:
    match, events = _play(Rules("argentino", 2), ["envido", "no_quiero", "truco", "no_quiero"])
    mano = match.hand.mano
    other = 1 - mano
    scored = scores(events, view_for(match.hand, 0).rung)
    assert scored == [
        Scored(match.hand.deal.seating.teams[mano], 1, "envido", "envido", refused=True),
        Scored(match.hand.deal.seating.teams[mano], 1, "truco_refused", "truco", refused=True),
    ]
    # The envido refused by the other seat did not end the hand; the truco refused did.
    assert fold(events) == Fold(other, "no_quiero", "truco")


def test_the_mazo_is_a_fold_that_refuses_nothing() -> None:
    match, events = _play(Rules("argentino", 4), ["mazo"])
    mano = match.hand.mano
    assert fold(events) == Fold(mano, "mazo", None)
    assert [s.reason for s in scores(events, view_for(match.hand, 0).rung)] == ["mazo"]


def test_a_brazilian_seis_names_its_rung() -> None:
    match, events = _play(Rules("paulista", 2), ["truco", "seis", "quiero"])
    scored = scores(events, view_for(match.hand, 0).rung)
    assert [(s.reason, s.call, s.points) for s in scored] == [("hand", "seis", 6)]


def test_a_refused_mao_de_onze_is_a_fold() -> None:
    """BR-ONZE-2 as the engine tells it (``transitions.decide_onze``): the team on 11
    says no_quiero and the other scores for ``onze_refused``."""
    events: list[Event] = [Called(1, "no_quiero"), PointsScored(0, 1, "onze_refused", (9, 11))]
    assert fold(events) == Fold(1, "no_quiero", ONZE)
    assert scores(events, lambda _word: None) == [Scored(0, 1, "onze_refused")]
