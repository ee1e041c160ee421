"""Preferences: chosen from the menus, saved at once, back after a restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from truco_desktop.i18n import apply_language
from truco_desktop.storage import SettingsStore


def test_choices_survive_a_restart(make_window: Any, paths: Any) -> None:
    window = make_window()
    window.menus.variant_actions["paulista"].trigger()  # no match started: nothing to confirm
    window.menus.deck_actions["clean"].trigger()
    window.menus.players_actions[2].trigger()
    window.menus.opponents_actions["hard"].trigger()
    window.menus.speed_actions["fast"].trigger()
    window.menus.four_colour_action.trigger()
    window.menus.partner_first_action.trigger()

    saved, message = SettingsStore(paths).load()
    assert message is None
    assert (saved.variant, saved.paulista_deck, saved.players) == ("paulista", "clean", 2)
    assert (saved.opponents_level, saved.animation_speed) == ("hard", "fast")
    assert saved.four_colour and saved.partner_asks_first

    window.resize(900, 700)
    window.close()
    again = make_window()
    assert again.prefs == SettingsStore(paths).load()[0]
    assert again.prefs.window is not None
    assert (again.prefs.window.width, again.prefs.window.height) == (900, 700)
    assert (again.width(), again.height()) == (900, 700)
    assert again.menus.variant_actions["paulista"].isChecked()
    assert again.menus.deck_actions["clean"].isChecked()
    assert again.menus.deck_menu.menuAction().isVisible()
    assert not again.menus.flor_menu.menuAction().isVisible(), "flor is Argentine only"
    assert again.menus.opponents_actions["hard"].isChecked()
    assert again.menus.four_colour_action.isChecked()
    assert again.table.deck == ("classic", True)
    assert again.model.speed == "fast"


def test_the_flor_and_players_menus_follow_the_variant(make_window: Any) -> None:
    window = make_window()
    window.menus.players_actions[6].trigger()
    window.menus.flor_actions["full"].trigger()
    assert (window.prefs.players, window.prefs.flor) == (6, "full")
    assert window.model.session.match.rules.flor == "full"
    window.menus.variant_actions["mineiro"].trigger()
    assert window.prefs.players == 4, "Mineiro has no six-player game"
    assert not window.menus.players_actions[6].isVisible()
    assert window.model.session.match.rules.variant_name == "mineiro"
    assert window.model.session.match.rules.flor == "off"


def test_language_choice_is_saved_and_applied(make_window: Any, paths: Any) -> None:
    app = QApplication.instance()
    window = make_window()
    try:
        window.menus.language_actions["es"].trigger()
        assert SettingsStore(paths).load()[0].language == "es"
        assert window.menus.language_actions["es"].isChecked()
        assert app.property("_truco_translators"), "Qt's own Spanish catalogue is loaded"
        window.menus.language_actions[""].trigger()
        assert SettingsStore(paths).load()[0].language is None
    finally:
        apply_language(app, "en")


def test_language_menu_names_each_language_in_its_own_words(make_window: Any) -> None:
    window = make_window()
    names = [a.text() for a in window.menus.language_menu.actions()]
    for name in (
        "English",
        "Español",
        "Português",
        "Türkçe",
        "Polski",
        "Ελληνικά",
        "Bahasa Indonesia",
    ):
        assert name in names
