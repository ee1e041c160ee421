"""The window knows its table by its interface (`main_window.Table`): it lays the seats
before the deal, forwards F1 and Esc, changes the deck and shuts the table down, with no
guessing whether the table can."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.storage import Preferences
from truco_desktop.ui.widgets import main_window
from truco_desktop.ui.widgets.help_dialog import HelpDialog
from truco_desktop.ui.widgets.table_widget import TableWidget


def test_the_window_asks_nothing_by_name() -> None:
    tree = ast.parse(Path(main_window.__file__).read_text(encoding="utf-8"))
    probes = [
        f"line {node.lineno}: {node.func.id}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr")
    ]
    assert not probes, probes


def test_the_real_table_keeps_the_interface() -> None:
    members = [n for n in vars(main_window.Table) if not n.startswith("_")]
    members += list(main_window.Table.__annotations__)
    for name in members:
        assert hasattr(TableWidget, name) or name == "was_painted", name
    assert main_window.MainWindow.__init__.__kwdefaults__["table_factory"] is TableWidget


def test_the_table_is_laid_for_the_rules_before_the_deal(make_window: Any) -> None:
    window = make_window(prefs=Preferences(variant="paulista", players=2, best_of_three=True))
    assert window.model.session.match is None
    laid = window.table.laid
    window.start_or_resume()
    rules = window.model.session.match.rules
    assert laid == (rules.variant_name, 2, rules.target, rules.flor, True)


def test_f1_and_esc_on_the_table_reach_the_window(make_window: Any) -> None:
    window = make_window()
    window.table.rules_requested.emit()
    assert isinstance(window.last_dialog, HelpDialog)
    window.last_dialog.close()
    window.table.menu_requested.emit()
    popup = window._menu_popup
    assert popup is not None and popup.isVisible()
    assert popup.activeAction() is window.menus.game_menu.menuAction()
    popup.close()


def test_closing_shuts_the_table_down(make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.start_or_resume()
    shut: list[bool] = []
    monkeypatch.setattr(window.table, "shutdown", lambda: shut.append(True))
    window.close()
    assert shut == [True]


def test_a_table_without_the_interface_is_an_error(make_window: Any) -> None:
    class Bare(main_window.QWidget):
        def __init__(self, model: Any, style: str, four: bool) -> None:
            super().__init__()

    with pytest.raises(AttributeError):
        make_window(table_factory=Bare)


def test_the_menus_open_from_the_panel_and_keep_their_shortcuts(make_window: Any) -> None:
    window = make_window()
    menus = window.menus
    assert not window.menuBar().isVisibleTo(window), "the menu bar hides behind the button"
    popup = window.open_menu()
    assert [a.menu() for a in popup.actions()] == list(menus.tops())
    popup.close()
    options = window.open_settings()
    assert options is menus.options_menu
    options.close()
    # Every shortcut still belongs to the window: it works with the menu bar hidden.
    for action in (menus.new_action, menus.quit_action, menus.rules_help_action):
        assert not action.shortcut().isEmpty()
        assert action in window.actions()
