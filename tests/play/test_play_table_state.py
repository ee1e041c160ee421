"""The offline table's ``TableState`` (issue 29 item 3): made by the play layer from the
session, one per change of the match, holding what the table shows and nothing of the
engine's match itself; a resumed hand brings the events its log starts with."""

from __future__ import annotations

from typing import Any

from truco_desktop.bots.factory import make_bot
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.play.hand_so_far import hand_events
from truco_desktop.play.session import Session
from truco_desktop.play.table_state import SessionTable


def bots(level: str) -> Any:
    return make_bot(level, budget_ms=None)


def _acted(session: Session, actions: int) -> None:
    """Let the computer play every seat until the hand in play has ``actions`` actions."""
    match = session.match
    assert match is not None
    while len(match.hand.history) < actions:
        assert session.bot_turn(every_seat=True) is not None
        match = session.match
        assert match is not None and not match.hand.is_over


def test_the_state_says_what_the_match_says_for_the_persons_seat() -> None:
    session = Session(bot_factory=bots)
    table = SessionTable(session)
    assert table.state() is None  # nothing dealt yet
    session.new_match(Rules("argentino", 4, best_of_three=True), seed="state", bot_seed=3)
    seen = []
    while session.match is not None and not session.match.series_over:
        match = session.match
        state = table.state()
        assert state is not None
        assert state is table.state()  # one state per change of the match
        assert (state.rules, state.seed, state.hand_number) == (
            match.rules,
            match.seed,
            match.hand_number,
        )
        assert state.view == view_for(match.hand, 0) and state.seat == 0
        assert (state.score, state.series, state.over) == (
            match.score,
            match.series,
            match.game_over,
        )
        assert (state.hand_over, state.hand_winner) == (match.hand.is_over, match.hand.winner)
        assert state.actions == len(match.hand.history)
        assert state.took_part == any(s == 0 for s, _a in match.hand.history)
        assert state.series_over == match.series_over
        assert state.hand_before == ()  # every hand was dealt at this table
        seen.append(state)
        if session.next_hand() is None:
            assert session.bot_turn(every_seat=True) is not None
    final = table.state()
    assert final is not None and final.series_over and max(final.series) == 2
    assert any(s.over and not s.series_over for s in seen)  # a first match won, not yet the series


def test_a_resumed_hand_begins_its_log_with_the_events_it_had() -> None:
    played = Session(bot_factory=bots)
    played.new_match(Rules("argentino", 4), seed="resumed", bot_seed=5)
    _acted(played, 3)
    saved = played.match_json()
    session = Session(bot_factory=bots)
    table = SessionTable(session)
    session.restore(saved)
    state = table.state()
    match = session.match
    assert state is not None and match is not None
    assert state.hand_before == tuple(hand_events(match, 0))
    assert len(state.hand_before) > 3  # the deal and three actions at least
    # Still the hand the table was laid with: its start stays in the log's state.
    assert session.bot_turn(every_seat=True) is not None
    later = table.state()
    assert later is not None and later is not state and later.hand_before == state.hand_before
    while session.next_hand() is None:  # the rest of the hand, then the next deal
        assert session.bot_turn(every_seat=True) is not None
    dealt = table.state()
    assert dealt is not None and dealt.hand_number == state.hand_number + 1
    assert dealt.hand_before == ()


def test_a_table_made_for_a_session_under_way_counts_its_hand_as_laid_then() -> None:
    session = Session(bot_factory=bots)
    session.new_match(Rules("argentino", 2), seed="late", bot_seed=1)
    _acted(session, 2)
    match = session.match
    assert match is not None
    state = SessionTable(session).state()
    assert state is not None and state.hand_before == tuple(hand_events(match, 0))


def test_the_cast_is_the_sessions_characters_in_seat_order() -> None:
    from truco_desktop.bots.characters import AUTO, Picks

    session = Session(bot_factory=bots)
    table = SessionTable(session)
    session.new_match(Rules("argentino", 4), seed="cast", picks=Picks((AUTO,), (AUTO, AUTO)))
    state = table.state()
    assert state is not None and session.characters
    assert state.cast == tuple(sorted(session.characters.items()))
    assert all(state.character_for(seat) == key for seat, key in session.characters.items())
    assert state.character_for(0) is None
