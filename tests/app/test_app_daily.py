"""The daily deal: the same cards for the same date and options, one scored attempt."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from app_helpers import play, play_to_end
from PySide6.QtGui import QGuiApplication

from truco_desktop.engine import Rules
from truco_desktop.paths import app_paths
from truco_desktop.play.daily import DailyEntry, daily_key
from truco_desktop.storage import StatsStore
from truco_desktop.ui.controllers.session import Session
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.widgets.daily_result_dialog import DailyResultDialog, result_line

DAY = dt.date(2026, 11, 29)


def _daily_cards(home: Any, rules: Rules, actions: int) -> list[Any]:
    model = GameModel()
    session = Session(model, app_paths(home), today=lambda: DAY)
    session.start_daily(rules)
    deals = [model.session.match.hand.dealt]
    play(model, actions, random.Random(5))
    deals.append(model.session.match.hand.dealt)
    return deals


def test_same_date_and_options_deal_the_same_cards(qtbot: Any, tmp_path: Any) -> None:
    rules = Rules("argentino", 4, flor="simple")
    first = _daily_cards(tmp_path / "a", rules, 30)
    second = _daily_cards(tmp_path / "b", rules, 30)
    assert first == second
    other_day = GameModel()
    Session(other_day, app_paths(tmp_path / "c"), today=lambda: DAY + dt.timedelta(1)).start_daily(
        rules
    )
    assert other_day.session.match.hand.dealt != first[0]


def test_one_scored_attempt_a_day(qtbot: Any, paths: Any) -> None:
    rules = Rules("paulista", 2)
    model = GameModel()
    session = Session(model, paths, today=lambda: DAY)
    finished: list[DailyEntry] = []
    session.daily_finished.connect(finished.append)
    notices: list[str] = []
    session.notice.connect(notices.append)

    session.start_daily(rules)
    assert session.daily is not None and session.daily.scored
    play_to_end(model, random.Random(9))
    assert len(finished) == 1
    entry = finished[0]
    stats = StatsStore(paths)
    result = stats.daily_result(DAY.isoformat(), daily_key(rules))
    assert result is not None
    assert (result.won, result.score, result.against, result.hands) == (
        entry.won,
        entry.score,
        entry.against,
        entry.hands,
    )
    assert max(entry.score, entry.against or 0) >= 12
    assert stats.statistics.for_variant("paulista").matches_played == 1

    session.start_daily(rules)  # again the same day: practice
    assert not session.daily.scored
    assert any("practice" in text for text in notices)
    play_to_end(model, random.Random(10))
    assert len(finished) == 1
    assert StatsStore(paths).daily_result(DAY.isoformat(), daily_key(rules)) == result


def test_leaving_a_scored_daily_counts_as_lost(qtbot: Any, paths: Any) -> None:
    model = GameModel()
    session = Session(model, paths, today=lambda: DAY)
    rules = Rules("mineiro", 2)
    session.start_daily(rules)
    play(model, 4, random.Random(2))
    session.start_match(rules, "normal", "normal")
    result = StatsStore(paths).daily_result(DAY.isoformat(), daily_key(rules))
    assert result is not None and not result.won


def test_result_line_and_copy(qtbot: Any) -> None:
    entry = DailyEntry("2026-11-29", "argentino.p4.t30.flor-off.falta-total", True, 30, 17, 14)
    line = result_line(entry)
    assert line == "Truco daily 2026-11-29 · Argentino · won 30-17 in 14 hands"
    dialog = DailyResultDialog(entry, 3, 5)
    qtbot.addWidget(dialog)
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == line
