"""No two entries of one menu share an accelerator, in any language.

The real main window builds its real menus offscreen; for each language its catalogue is
applied (the window retranslates itself) and every menu, the menu bar included, is read:
among the entries of one menu, hidden ones too (the variant and the number of players
show and hide some), no two may answer the same Alt+letter.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pytest
from i18n_helpers import LANGUAGES
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from truco_desktop import i18n


def _menus(window: Any) -> Iterator[tuple[str, list[Any]]]:
    """(name, entries) of the menu bar and of every menu under it."""
    bar = window.menuBar()
    yield "menu bar", list(bar.actions())
    todo = [action.menu() for action in bar.actions() if action.menu() is not None]
    while todo:
        menu: QMenu = todo.pop()
        entries = [a for a in menu.actions() if not a.isSeparator()]
        yield menu.title(), entries
        todo += [a.menu() for a in entries if a.menu() is not None]


def clashes(window: Any) -> list[str]:
    problems = []
    for name, entries in _menus(window):
        keys: dict[str, list[str]] = defaultdict(list)
        for action in entries:
            key = QKeySequence.mnemonic(action.text()).toString()
            if key:
                keys[key].append(action.text())
        problems += [f"{name}: {key} for {texts}" for key, texts in keys.items() if len(texts) > 1]
    return problems


@pytest.fixture
def window(qtbot: Any) -> Iterator[Any]:
    from truco_desktop.paths import app_paths
    from truco_desktop.ui.widgets.main_window import MainWindow

    made = MainWindow(app_paths())
    qtbot.addWidget(made)
    made.menus.build()
    yield made
    app = QApplication.instance()
    assert app is not None
    i18n.apply_language(app, "en")


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
@pytest.mark.parametrize("variant", ["argentino", "paulista"])
def test_no_two_entries_of_a_menu_share_an_accelerator(
    window: Any, language: str, variant: str
) -> None:
    app = QApplication.instance()
    assert app is not None
    window.menus.variant_actions[variant].trigger()  # no match yet: nothing to confirm
    i18n.apply_language(app, language)
    QApplication.processEvents()
    entries = [a for _name, menu in _menus(window) for a in menu]
    assert window.menus.game_menu.title() != "" and len(entries) > 40
    if language != "en":
        assert window.menus.game_menu.title() != "&Game", "the catalogue was not applied"
    assert not clashes(window), "\n".join(clashes(window))


def test_a_clash_is_found(window: Any) -> None:
    window.menus.speed_menu.setTitle("Animation &speed")
    window.menus.signs_action.setText("Partner &signals (señas)")
    assert any("Alt+S" in clash for clash in clashes(window))
