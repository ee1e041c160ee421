"""Statistics: counted once per finished match, shown, and reset on request."""

from __future__ import annotations

import random
from typing import Any

from app_helpers import play_to_end

from truco_desktop.engine import Match, Rules, parse
from truco_desktop.play.summary import summarise
from truco_desktop.storage import StatsStore
from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog


def test_a_finished_match_is_counted_once(make_window: Any, answers: Any, paths: Any) -> None:
    window = make_window()
    window.menus.variant_actions["mineiro"].trigger()
    window.menus.players_actions[2].trigger()
    play_to_end(window.model, random.Random(4))
    totals = StatsStore(paths).load()[0].for_variant("mineiro")
    summary = summarise(window.model.match_json())
    assert totals.matches_played == 1
    assert totals.matches_won == int(summary.won)
    assert totals.hands_played == summary.hands_played > 0
    assert totals.hands_won == summary.hands_won
    assert totals.trucos_called == summary.trucos_called
    assert not paths.current_match_file.exists(), "a finished match is not offered back"

    window.close()
    again = make_window()
    assert again.start_or_resume() is False
    assert StatsStore(paths).load()[0].for_variant("mineiro").matches_played == 1


def test_summary_counts_bets_from_our_side() -> None:
    rules = Rules("argentino", 2)
    match = Match.new(rules, seed="summary")
    mano = match.hand.mano
    other = 1 - mano
    steps = [(mano, "envido"), (other, "quiero"), (mano, "truco"), (other, "no_quiero")]
    for seat, word in steps:
        match, _ = match.apply(seat, parse(word))
    summary = summarise(match.to_json())
    assert summary.hands_played == 1
    assert summary.envidos_won + summary.envidos_lost == 1
    if mano == 0:
        assert (summary.trucos_called, summary.trucos_refused) == (1, 0)
        assert summary.hands_won == 1
    else:
        assert (summary.trucos_called, summary.trucos_refused) == (0, 1)
        assert summary.hands_won == 0


def test_reset_empties_totals_but_keeps_daily_results(qtbot: Any, answers: Any, paths: Any) -> None:
    store = StatsStore(paths)
    store.record_match("argentino", True, 30, 12, hands_played=9, hands_won=6)
    store.record_daily("2026-11-28", "argentino.p4", True, 30, against=12, hands=9)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.totals.item(0, 1).text() == "1"  # matches played, Argentino
    assert dialog.leaderboard.rowCount() == 1

    answers.will("no")
    dialog.reset_button.click()
    assert StatsStore(paths).load()[0].for_variant("argentino").matches_played == 1

    answers.will("yes")
    dialog.reset_button.click()
    reloaded = StatsStore(paths).load()[0]
    assert reloaded.for_variant("argentino").matches_played == 0
    assert reloaded.daily_result("2026-11-28", "argentino.p4") is not None
    assert dialog.totals.item(0, 1).text() == "0"
    assert dialog.leaderboard.rowCount() == 1
