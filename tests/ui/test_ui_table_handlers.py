"""The scene is an item registry plus layout (issue 15, part 2): each engine event kind is
played by its own handler from one table, the scene keeps no copy of the game, and a
rules change while the dealer's puck slides leaves one puck, at the new dealer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from table_helpers import act
from test_ui_states import hold_bots

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.view import view_for

TABLE = Path(__file__).resolve().parents[2] / "truco_desktop" / "ui" / "table"


def _puck_rect(scene) -> QRect:
    return scene.views()[0].mapFromScene(scene.puck.sceneBoundingRect()).boundingRect()


@pytest.mark.parametrize(("variant", "players"), [("argentino", 6), ("paulista", 2)])
def test_a_rules_change_while_the_puck_slides_leaves_one_puck(qtbot, table, variant, players):
    model = table.model
    table.auto_next_ms = None
    hold_bots(table)
    model.set_animation_speed("normal")
    model.new_match(Rules("argentino", 4), seed="puck-slide")
    qtbot.waitUntil(lambda: not table.director.busy, timeout=10000)
    while not model.session.match.hand.is_over:
        seat = model.session.match.to_act
        legal = view_for(model.session.match.hand, seat).legal
        act(model, seat, next((a for a in legal if a.kind == "mazo"), legal[0]))
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=10000)
    assert model.deal_next()
    qtbot.wait(250)  # the puck slides to the next dealer (450 ms)
    scene = table.scene
    # Where the slide was heading: the four-player puck of the new dealer.
    heading = scene.puck_place(model.view().dealer)
    # A new match whose dealer sits away from the top seat, where the slide was heading.
    seed = next(
        f"puck-{n}"
        for n in range(50)
        if view_for(Match.new(Rules(variant, players), seed=f"puck-{n}").hand, 0).dealer
        != players // 2
    )
    model.new_match(Rules(variant, players), seed=seed)
    qtbot.waitUntil(lambda: not table.director.busy, timeout=10000)
    qtbot.wait(600)  # longer than any slide
    view = model.view()
    assert scene.puck.isVisible()
    x, y = scene.puck_place(view.dealer)
    assert abs(scene.puck.x() - x) < 1 and abs(scene.puck.y() - y) < 1
    # The screen shows what the scene draws now: no half-drawn puck left behind.
    left = QRect(int(heading[0]) - 40, int(heading[1]) - 20, 80, 56)
    left = left.intersected(table.rect())
    assert not left.intersects(_puck_rect(scene))
    qtbot.wait(50)
    screen = QGuiApplication.primaryScreen().grabWindow(table.winId()).toImage()
    fresh = table.grab().toImage()
    differ = sum(
        screen.pixel(px, py) != fresh.pixel(px, py)
        for px in range(left.left(), left.right() + 1, 2)
        for py in range(left.top(), left.bottom() + 1, 2)
    )
    assert differ == 0, f"{differ} pixels of a stale puck at {left}"


def test_every_event_kind_has_its_handler():
    from truco_desktop.engine import events
    from truco_desktop.ui.table.handlers import handlers

    table = handlers()
    kinds = {
        c
        for c in vars(events).values()
        if isinstance(c, type) and issubclass(c, events.Event) and c is not events.Event
    }
    # The score and the match's end are the side panel's (and the summary's).
    assert kinds - set(table) == {events.PointsScored, events.MatchOver}
    assert len(set(table.values())) == len(table), "one handler per kind"


def test_the_table_keeps_no_copy_of_the_game(table):
    """Game facts come from the view: the scene holds no dealer, mano, ladder, stake,
    manilhas, strength, kind or call list of its own, and no variant check for rules."""
    shadows = {
        "dealer",
        "mano",
        "kind",
        "active",
        "pica",
        "ladder",
        "stake",
        "strength",
        "manilha_order",
        "manilhas_fixed",
        "partner_shown",
        "_pending_calls",
        "trick",
    }
    assert not shadows & set(vars(table.scene))
    for path in TABLE.glob("*.py"):
        if path.name == "art.py":  # the deck's pictures: Spanish or French
            continue
        text = path.read_text(encoding="utf-8")
        for name in ("argentino", "mineiro", "paulista"):
            assert f'"{name}"' not in text, (path.name, name)


def test_a_restored_pica_pica_hand_names_the_duel_in_play(qtbot, table):
    """The duel chip reads the view's duel number, not a count of duels seen on screen."""
    from truco_desktop.engine.actions import call

    model = table.model
    table.auto_next_ms = None
    hold_bots(table)
    rules = Rules("argentino", 6)
    for n in range(40):
        match = Match.new(rules, seed=f"duel-chip-{n}")
        while match.needs_deal or (not match.hand.pica and not match.hand.is_over):
            if match.hand.is_over:
                match, _ = match.next_hand()
                continue
            seat = match.to_act
            legal = match.hand.legal_actions_for(seat)
            match, _ = match.apply(seat, call("mazo") if call("mazo") in legal else legal[0])
        if match.hand.pica and not match.hand.is_over:
            break
    else:
        pytest.skip("no pica-pica hand reached")
    seat = match.to_act
    match, _ = match.apply(seat, call("mazo"))  # the first duel ends: the second begins
    assert view_for(match.hand, 0).duel_number == 1
    model.restore(match.to_json())
    qtbot.waitUntil(lambda: not table.director.busy, timeout=10000)
    assert table.scene.chips.top.isVisible()
    assert "duel 2 of 3" in table.scene.chips.top.text
