"""What a player at a real table sees at a glance (issue 36 item 4): his own envido by his
cards while one may be called, the manilhas marked in his hand, and who is on his team."""

from __future__ import annotations

import pytest
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call

rule = pytest.mark.rule


def _at_deal(m, *_):
    """A hand just dealt, the envido still to be called."""
    return m.hand.phase == "play" and not m.hand.history and m.hand.n == len(m.hand.held)


def _envido_chip(table):
    return table.scene.chips.envido


def _hand_rect(table):
    rect = None
    for item in table.scene.held[0]:
        r = item.mapRectToScene(item.card_rect())
        rect = r if rect is None else rect.united(r)
    return rect


@rule("AR-ENV-1")
def test_your_envido_shows_by_your_cards_while_an_envido_may_be_called(qtbot, table):
    m, _, _ = find(Rules("argentino", 4), _at_deal, seed=11)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    view = table.model.view()
    chip = _envido_chip(table)
    assert view.own_envido is not None and view.envido_open
    assert chip.isVisible() and chip.text == f"You have {view.own_envido}"
    # By your cards, right of them, on none of them and level with your nameplate.
    ink = chip.mapRectToScene(chip.ink_rect())
    hand = _hand_rect(table)
    assert not ink.intersects(hand) and ink.left() >= hand.right()
    assert ink.left() - hand.right() < 0.5 * table.scene.layout.H
    plate = table.scene.plates[0]
    plate_ink = plate.mapRectToScene(plate.ink_rect())
    assert abs(ink.center().y() - plate_ink.center().y()) < 2
    # A truco accepted closes the envido (AR-ENV-2): the chip goes.
    session = table.model.session
    seat = m.to_act
    session.apply(seat, call("truco"))
    quiet(qtbot, table)
    assert chip.isVisible(), "el envido va primero: still open while the truco waits"
    answer = table.model.view().open_call.answer_by
    session.apply(answer, call("quiero"))
    quiet(qtbot, table)
    assert not table.model.view().envido_open
    assert not chip.isVisible()


def test_purists_turn_the_envido_off(qtbot, table):
    m, _, _ = find(Rules("argentino", 2), _at_deal, seed=12)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    chip = _envido_chip(table)
    assert chip.isVisible()
    table.show_own_envido(False)
    assert not chip.isVisible()
    table.show_own_envido(True)
    assert chip.isVisible()


def test_no_envido_chip_where_the_rules_have_no_envido(qtbot, table):
    m, _, _ = find(Rules("paulista", 2), _at_deal, seed=13)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    assert not _envido_chip(table).isVisible()
