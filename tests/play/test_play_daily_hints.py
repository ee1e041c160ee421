"""A daily deal played with the coach's hints (issue 33 item 6): the session remembers a
hint was given, through a save and a resume, and the recorded result says so; files of
before it read as played without hints."""

from __future__ import annotations

import random
from pathlib import Path

from play_helpers import DAY, bots

from truco_desktop.engine.rules import Rules
from truco_desktop.paths import app_paths
from truco_desktop.play.daily import daily_key, entries
from truco_desktop.play.savefile import DailyState
from truco_desktop.play.session import Session
from truco_desktop.storage import StatsStore


def finish(session: Session) -> None:
    rng = random.Random(3)
    while session.match is not None and not session.match.series_over:
        if session.next_hand() is None:
            seat = session.match.hand.to_act
            assert seat is not None
            session.apply(seat, rng.choice(session.view(seat).legal))


def test_a_hinted_daily_is_recorded_with_hints(tmp_path: Path) -> None:
    paths = app_paths(tmp_path)
    rules = Rules("paulista", 2)
    session = Session(paths, bot_factory=bots, today=lambda: DAY)
    session.start_daily(rules)
    assert session.daily is not None and not session.daily.hinted
    session.note_hint()
    assert session.daily.hinted
    finish(session)
    result = StatsStore(paths).daily_result(DAY.isoformat(), daily_key(rules))
    assert result is not None and result.hinted
    stats, _message = StatsStore(paths).load()
    assert entries(stats.daily)[0].hinted


def test_a_daily_without_hints_is_recorded_without(tmp_path: Path) -> None:
    paths = app_paths(tmp_path)
    rules = Rules("paulista", 2)
    session = Session(paths, bot_factory=bots, today=lambda: DAY)
    session.start_daily(rules)
    finish(session)
    result = StatsStore(paths).daily_result(DAY.isoformat(), daily_key(rules))
    assert result is not None and not result.hinted
    raw = paths.statistics_file.read_text(encoding="utf-8")
    assert "hinted" not in raw  # a result without hints is written as before issue 33


def test_a_hint_outside_the_daily_changes_nothing(tmp_path: Path) -> None:
    session = Session(app_paths(tmp_path), bot_factory=bots, today=lambda: DAY)
    session.new_match(Rules("argentino", 2), seed="plain", bot_seed=1)
    session.note_hint()
    assert session.daily is None


def test_the_daily_state_keeps_its_hint_through_a_save() -> None:
    hinted = DailyState(DAY, "paulista.2", True, True)
    assert DailyState.from_json(hinted.to_json()) == hinted
    plain = DailyState(DAY, "paulista.2", True)
    assert "hinted" not in plain.to_json()
    assert DailyState.from_json({"date": DAY.isoformat(), "key": "k", "scored": True}) == (
        DailyState(DAY, "k", True, False)
    )
    assert hinted.entry(True, 12, 5, 7).hinted
