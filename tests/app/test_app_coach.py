"""The window and the coach (issue 33): the options reach the table's model, a tip shown
is remembered in the preferences, and a daily result with hints is not sent online."""

from __future__ import annotations

from typing import Any

from truco_desktop.storage import Preferences, SettingsStore


def test_the_coach_options_reach_the_model_and_the_menu(make_window: Any) -> None:
    window = make_window(prefs=Preferences(hints=True, show_tips=True, tips_seen=("vira",)))
    model = window.model
    assert (model.hints_enabled, model.tips_enabled, model.tips_seen) == (True, True, ("vira",))
    menus = window.menus
    assert menus.hints_action.isChecked() and menus.show_tips_action.isChecked()
    menus.hints_action.trigger()
    assert not window.prefs.hints and not model.hints_enabled
    menus.show_tips_action.trigger()
    assert not window.prefs.show_tips and not model.tips_enabled
    menus.look_back_action.trigger()
    assert not window.prefs.look_back and not model.look_back_enabled


def test_a_tip_shown_is_remembered_for_this_player(make_window: Any, paths: Any) -> None:
    window = make_window()
    window.model.note_tip("first_trick")
    window.model.note_tip("first_trick")
    assert window.prefs.tips_seen == ("first_trick",)
    saved, _message = SettingsStore(paths).load()
    assert saved.tips_seen == ("first_trick",)


def test_a_daily_result_with_hints_is_not_sent_to_the_online_ranking(make_window: Any) -> None:
    from truco_desktop.play.daily import DailyEntry

    window = make_window()
    sent: list[object] = []

    class Board:
        def daily_finished(self, entry: object, match: object) -> None:
            sent.append(entry)

        def opted_in(self) -> bool:
            return False

    window.leaderboard = Board()
    window.model.match_json = lambda: {}
    window._daily_finished(DailyEntry("2026-12-02", "argentino.2", True, 30, 12, 9, hinted=True))
    assert sent == []
    window._daily_finished(DailyEntry("2026-12-03", "argentino.2", True, 30, 12, 9))
    assert len(sent) == 1
