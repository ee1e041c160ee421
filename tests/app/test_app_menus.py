"""The menu bar says what the game is: the Help menu names the variant being played."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from truco_desktop.storage import Preferences
from truco_desktop.ui import help_text


def _language_change(window: Any) -> None:
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))


def test_the_rules_help_names_the_variant_played_after_a_language_change(
    make_window: Any,
) -> None:
    window = make_window(prefs=Preferences(variant="argentino"))
    window.start_or_resume()
    argentine = help_text.variant_title("argentino")
    assert window.menus.rules_help_action.text().endswith(argentine)
    _language_change(window)
    assert window.menus.rules_help_action.text().endswith(argentine)
    assert window.menus.variant_actions["paulista"].text() == help_text.variant_title("paulista")


def test_the_rules_help_follows_a_new_variant_and_language_changes(
    make_window: Any, answers: Any
) -> None:
    window = make_window(prefs=Preferences(variant="mineiro"))
    window.start_or_resume()
    _language_change(window)
    assert window.menus.rules_help_action.text().endswith(help_text.variant_title("mineiro"))
    window.menus.variant_actions["argentino"].trigger()  # nothing played yet: no question
    _language_change(window)
    assert window.menus.rules_help_action.text().endswith(help_text.variant_title("argentino"))
    assert answers.asked == []
