"""The shell around the real table: bots play on their own, and every move is saved."""

from __future__ import annotations

from typing import Any

from truco_desktop.play.savefile import unwrap
from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets.main_window import MainWindow


def test_real_table_plays_and_saves(qtbot: Any, paths: Any) -> None:
    SettingsStore(paths).save(Preferences(animation_speed="instant", players=2))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    window.start_or_resume()
    model = window.model
    assert type(window.table).__name__ == "TableWidget"

    qtbot.waitUntil(model.human_in_charge, timeout=30000)
    assert model.submit(model.human_legal()[0])

    def saved_matches_the_model() -> bool:
        loaded = window.saves.load()
        if model.session.match.series_over:  # a finished match is counted and its save cleared
            return loaded.status == "none"
        return loaded.status == "ok" and unwrap(loaded.payload)[0] == model.match_json()

    # Bots may move after the human; the save must catch up with every action.
    qtbot.waitUntil(
        lambda: model.human_in_charge() or model.session.match.hand.is_over, timeout=30000
    )
    qtbot.waitUntil(saved_matches_the_model, timeout=30000)
    window.close()


def test_before_the_deal_the_table_is_laid_for_the_chosen_rules(qtbot: Any, paths: Any) -> None:
    """The first frame (and the backdrop of "Continue your match?") shows the seats and
    the scoreboard of the preferred rules, with no card, no dealer's puck and no call bar."""
    SettingsStore(paths).save(Preferences(variant="mineiro", players=2))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    table = window.table
    assert window.model.session.match is None
    assert [plate.isVisible() for plate in table.scene.plates] == [True, True]
    assert table.scene.players == 2 and table.scene.variant == "mineiro"
    assert table.panel.variant == "mineiro" and table.panel.players == 2
    assert table.scene._all_cards() == []
    assert not table.scene.puck.isVisible()
    assert not table.call_bar.isVisible()

    window.session.saving = False
    window.start_or_resume()
    qtbot.waitUntil(lambda: table.scene.puck.isVisible(), timeout=10000)
    assert table.call_bar.isVisible()
    # While the cards go round (normal speed), the bar says so and offers nothing.
    assert table.call_bar.title.text() == "Dealing…"
    assert table.call_bar.shown_actions() == []
    window.close()
