"""The design mockup's details (issue 16, item 6): hand-log rows with seat discs and
card chips, the tinted row of the call waiting for your answer, key tabs 1/2/3 under
your cards, and the side panel's header buttons for the settings and the menu."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.ui.widgets.log_rows import ROW_ROLE


def _rows(table: Any) -> list[dict[str, Any]]:
    log = table.panel.log
    return [log.item(i).data(ROW_ROLE) for i in range(log.count())]


def _waiting_for_you(m: Any, prev: Any, act: Any) -> bool:
    """An opponent's truco waits for your answer, after a card or two."""
    return (
        act is not None
        and act[0] % 2 == 1
        and act[1].kind == "truco"
        and m.to_act == 0
        and any(a.card is not None for _s, a in m.hand.history)
    )


def test_log_rows_carry_a_seat_disc_and_a_card_chip(qtbot: Any, table: Any) -> None:
    m, prev, act = find(Rules("argentino", 2), _waiting_for_you, seed=3)
    hold_bots(table)
    table.model.restore(prev.to_json())
    quiet(qtbot, table)
    table.model.session.apply(*act)
    quiet(qtbot, table)
    rows = [r for r in _rows(table) if r is not None]
    plays = [r for r in rows if r["kind"] == "play"]
    assert plays, rows
    played = [(s, a.card) for s, a in m.hand.history if a.card is not None]
    assert [(r["seat"], r["card"]) for r in plays] == played
    assert plays[0]["template"] == "%1 led"
    calls = [r for r in rows if r["kind"] == "call"]
    assert calls[-1]["word"] == "¡Truco!" and calls[-1]["seat"] == act[0]
    # The row of the call that waits for your answer is live, and only that one.
    assert [r.get("live", False) for r in calls] == [False] * (len(calls) - 1) + [True]
    # It looks tinted: its left edge is lighter than a plain row's.
    log = table.panel.log
    live = next(i for i in range(log.count()) if (log.item(i).data(ROW_ROLE) or {}).get("live"))
    plain = next(
        i for i in range(log.count()) if (log.item(i).data(ROW_ROLE) or {}).get("kind") == "play"
    )
    image = log.viewport().grab().toImage()

    def left_of(i: int) -> QColor:
        rect = log.visualItemRect(log.item(i))
        return QColor(image.pixel(QPoint(rect.left() + 40, rect.top() + rect.height() - 6)))

    assert left_of(live).lightness() > left_of(plain).lightness() + 6
    # A selected row (the log is focused with Tab and walked with the arrows) is tinted gold.
    before = left_of(plain)
    log.setCurrentRow(plain)
    image = log.viewport().grab().toImage()
    after = left_of(plain)
    assert (
        after.red() > before.red() + 6 and after.red() - after.blue() > before.red() - before.blue()
    )
    log.clearSelection()
    # Answered: the row is no longer live.
    table.call_bar.button_for("quiero").click()
    quiet(qtbot, table)
    assert not any(r.get("live") for r in _rows(table) if r is not None)


def test_key_tabs_under_your_cards(qtbot: Any, table: Any, settle: Any) -> None:
    table.model.new_match(Rules("argentino", 2), seed="tabs", bot_seed=1)

    def your_turn_to_play() -> bool:
        if table.model.session.match.hand.is_over and table.settled():
            table._summary_button()
            return False
        return table.input_enabled() and bool(table.scene._playable)

    qtbot.waitUntil(your_turn_to_play, timeout=10000)
    mine = table.scene.held[0]
    assert [c.key_label for c in mine] == [str(i + 1) for i in range(len(mine))]
    assert all(c.key_bright for i, c in enumerate(mine) if i in table.scene._playable)
    index = min(table.scene._playable)
    table._on_card_clicked(index, False)
    settle(qtbot, table)
    assert all(not c.key_label for c in table.scene.cards.on_felt()), "played: no tab"
    assert [c.key_label for c in table.scene.held[0]] == [
        str(i + 1) for i in range(len(table.scene.held[0]))
    ]


def test_the_panel_header_has_settings_and_menu_buttons(table: Any) -> None:
    panel = table.panel
    asked: list[str] = []
    table.menu_requested.connect(lambda: asked.append("menu"))
    table.settings_requested.connect(lambda: asked.append("settings"))
    panel.menu_button.click()
    panel.settings_button.click()
    assert asked == ["menu", "settings"]
    assert panel.menu_button.accessibleName() and panel.settings_button.accessibleName()
    assert panel.focus_chain()[:2] == [panel.settings_button, panel.menu_button]
