"""Señas in the app shell: the two options are menu entries saved at once and applied to
the match, and Help → Señas shows the vocabulary."""

from __future__ import annotations

from typing import Any

from truco_desktop.storage import SettingsStore


def test_the_signs_options_are_saved_and_applied(make_window: Any, paths: Any) -> None:
    window = make_window()
    menus = window.menus
    assert menus.signs_action.isChecked() and menus.catch_signs_action.isChecked()
    assert window.model.signs_enabled and window.model.signs_catching
    menus.catch_signs_action.trigger()
    assert not window.prefs.opponents_catch_signs and not window.model.signs_catching
    menus.signs_action.trigger()
    assert not window.prefs.signs_enabled and not window.model.signs_enabled
    assert not menus.catch_signs_action.isEnabled()
    saved, _message = SettingsStore(paths).load()
    assert not saved.signs_enabled and not saved.opponents_catch_signs
    again = make_window()
    assert not again.menus.signs_action.isChecked()
    assert not again.model.signs_enabled


def test_the_signs_options_show_only_where_partners_sign(make_window: Any) -> None:
    window = make_window()
    window.menus.players_actions[2].trigger()
    assert not window.menus.signs_action.isVisible()
    window.menus.players_actions[4].trigger()
    assert window.menus.signs_action.isVisible()


def test_help_shows_the_signs(make_window: Any) -> None:
    window = make_window()
    window.menus.signs_help_action.trigger()
    dialog = window.last_dialog
    assert dialog is not None and dialog.tabs.count() == 2
    assert dialog.tabs.tabText(0) == "Argentine Truco"
    names = [row[0].text() for row in dialog.pages["rioplatense"]]
    assert "Ancho de espadas" in names and len(names) == 10
    words = [row[1].text() for row in dialog.pages["brasileiro"]]
    assert any("zap" in w for w in words)


def test_show_what_senas_mean_is_an_option_remembered_per_player(
    make_window: Any, paths: Any
) -> None:
    """On for a new player (the meanings are written out while he learns them); off,
    the table says only that a sign was made. Saved at once, and applied to the table."""
    window = make_window()
    action = window.menus.sign_meanings_action
    assert action.isChecked() and window.model.signs_meaning
    assert action.text().replace("&", "") == "Show what señas mean"
    action.trigger()
    assert not window.prefs.show_sign_meanings and not window.model.signs_meaning
    saved, _message = SettingsStore(paths).load()
    assert not saved.show_sign_meanings
    again = make_window()
    assert not again.menus.sign_meanings_action.isChecked()
    assert not again.model.signs_meaning
