"""Issue 36 item 4 in the window: the option that shows your own envido, for purists off."""

from __future__ import annotations

from typing import Any

from truco_desktop.storage import SettingsStore


def test_show_my_envido_is_an_option_remembered_per_user(make_window: Any, paths: Any) -> None:
    window = make_window()
    action = window.menus.own_envido_action
    assert action.isVisible() and action.isChecked(), "on by default"
    assert window.table.own_envido is True
    action.trigger()
    assert window.table.own_envido is False, "the table hides it at once"
    assert SettingsStore(paths).load()[0].show_own_envido is False
    window.close()
    again = make_window()
    assert again.table.own_envido is False and not again.menus.own_envido_action.isChecked()


def test_the_envido_option_is_offered_only_where_there_is_an_envido(make_window: Any) -> None:
    window = make_window()
    window.menus.variant_actions["mineiro"].trigger()
    assert not window.menus.own_envido_action.isVisible()
