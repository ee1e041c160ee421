"""The menu bar says what the game is: the Help menu names the variant being played, and
the Deck style menu offers every deck style the bundled art ships."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from truco_desktop.resources import assets_dir
from truco_desktop.storage import Preferences
from truco_desktop.ui.table import deck_styles
from truco_desktop.ui.table.deck_theme import DeckTheme
from truco_desktop.ui.words import help_text


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


def test_every_shipped_deck_offers_every_deck_style() -> None:
    styles = deck_styles.deck_styles()
    assert styles[0] == "classic" and len(styles) == len(set(styles)) >= 3
    for folder in sorted(p.name for p in (assets_dir() / "decks").iterdir()):
        theme = DeckTheme.load(folder)
        for style in styles:
            back = deck_styles.back_for(style)
            assert back in theme.info.backs and theme.has_card(back), (folder, style)


def test_the_deck_style_menu_offers_every_style_and_applies_it(make_window: Any) -> None:
    window = make_window()
    actions = window.menus.style_actions
    assert list(actions) == deck_styles.deck_styles()
    assert actions["classic"].isChecked()
    assert all(action.text() for action in actions.values())
    assert len({action.text() for action in actions.values()}) == len(actions)
    actions["blue"].trigger()
    assert window.prefs.deck_style == "blue" and actions["blue"].isChecked()
    assert window.table.deck == ("blue", False)
    again = make_window()
    assert again.menus.style_actions["blue"].isChecked()
