"""Every variant is built from the registry: the engine's ``VARIANTS`` and one row of the
presentation table (issue 29 item 5). For each registered variant, and for a fourth one
registered here the way a new variant would be (its engine value plus one presentation
row, nothing else), the window's menus offer it, the help has its chapter and its card
ranking, and the table lays its seats and scoreboard and deals its cards."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.engine import Rules
from truco_desktop.engine.variants import MINEIRO, VARIANTS
from truco_desktop.paths import AppPaths
from truco_desktop.storage import Preferences
from truco_desktop.ui.words import help_text
from truco_desktop.ui.words.presentation import PRESENTATIONS, variant_name, variant_title

#: A fourth variant: Mineiro's rules under a new name, as an engine file would make it,
#: with its own row of the presentation table.
FOURTH = "gaucho"


@pytest.fixture(autouse=True)
def fourth_variant(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(VARIANTS, FOURTH, dataclasses.replace(MINEIRO, name=FOURTH))
    row = dataclasses.replace(
        PRESENTATIONS["mineiro"], title=lambda: "Truco Gaúcho", name=lambda: "Gaúcho"
    )
    monkeypatch.setitem(PRESENTATIONS, FOURTH, row)
    yield


def registered() -> list[str]:
    return [*sorted(VARIANTS), FOURTH]


@pytest.mark.parametrize("variant", registered())
def test_the_menus_help_scoreboard_and_table_come_from_the_registry(
    qtbot: Any, tmp_path: Path, variant: str
) -> None:
    from truco_desktop.ui.widgets.help_dialog import HelpDialog
    from truco_desktop.ui.widgets.main_window import MainWindow

    rules = VARIANTS[variant]
    players = rules.player_counts[0]
    prefs = Preferences(variant=variant, players=players, animation_speed="instant")
    window = MainWindow(AppPaths.under(tmp_path / "home"), prefs=prefs)
    qtbot.addWidget(window)
    window.session.saving = False

    # The menus: one entry per registered variant, named by its row, this one checked.
    menus = window.menus
    assert set(menus.variant_actions) == set(VARIANTS)
    assert menus.variant_actions[variant].text() == variant_title(variant)
    assert menus.variant_actions[variant].isChecked()
    shown = [n for n, a in menus.players_actions.items() if a.isVisible()]
    assert shown == [n for n in menus.players_actions if n in rules.player_counts]

    # The help: a chapter for every variant, titled by its row, with the engine's
    # ranking drawn card by card.
    dialog = HelpDialog(variant, parent=window)
    assert variant in dialog.pages
    tab = dialog.tabs.indexOf(dialog.pages[variant])
    assert dialog.tabs.tabText(tab) == variant_name(variant)
    rows = help_text.ranking(variant)
    deck = rules.deck_for("dirty").cards
    assert sorted(card for row in rows for card in row.cards) == sorted(deck)
    assert help_text.rules(variant)

    # The scoreboard and the seats, laid for these rules before a deal.
    table = window.table
    assert (table.panel.variant, table.panel.players) == (variant, players)
    assert (table.scene.variant, table.scene.players) == (variant, players)

    # The table deals this variant's cards.
    window.model.new_match(Rules(variant, players), seed="registry", bot_seed=1)
    qtbot.waitUntil(window.model.human_in_charge, timeout=30000)
    held = window.model.view().cards
    assert held and set(held) <= set(deck)
    qtbot.waitUntil(lambda: len(table.scene.held[0]) == len(held), timeout=10000)
    window.close()
