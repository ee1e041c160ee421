"""The table's defects of issue 16 (item 4), each with the check that found it.

The call bar orders the envido family as it climbs and never grows past two rows with
the prompt cut; a raise at one's own turn is said as its button says it; an Argentine
table shows the Spanish suits; the side panel never wraps a word of its subtitle, footer or
stake strip (the first two break between their parts, issue 36) and fits the partners'
names; a resumed match keeps its hand log and the pending call's bubble; the daily deal is
marked; a partner's face follows his seat after a resize; the right-hand seats' mano chip
stays out of the panel.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from test_signs_ui import SEED, start
from test_ui_states import find, hold_bots, quiet

from truco_desktop import i18n
from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call
from truco_desktop.resources import assets_dir
from truco_desktop.ui.widgets.chrome import style_sheet
from truco_desktop.ui.words import strings as S


def test_the_envido_buttons_climb_envido_real_falta(table: Any) -> None:
    bar = table.call_bar
    shuffled = (call("falta_envido"), call("envido"), call("truco"), call("real_envido"))
    bar.set_actions("argentino", shuffled, False)
    words = [a.kind for a in bar.shown_actions()]
    assert words.index("envido") < words.index("real_envido") < words.index("falta_envido")


def test_a_crowded_bar_keeps_two_rows_and_the_title(table: Any) -> None:
    table.resize(800, 600)
    bar = table.call_bar
    bar.set_prompt("Esteban calls Truco", "North suggests: Real envido")
    answers = ("quiero", "no_quiero", "retruco", "envido", "real_envido", "falta_envido")
    bar.set_actions("argentino", tuple(call(w) for w in answers), True)
    table._place_bar()
    assert bar.height() <= 2 * 40 + 4 + bar.ABOVE + 12 + 8 + 2
    assert bar.prompt_mode != "none", "the title stays"
    assert bar.title.isVisible()
    ys = {b.y() for b in bar.buttons}
    assert len(ys) <= 2


def test_a_raise_at_your_own_turn_is_said_as_its_button_says_it() -> None:
    teams = [0, 1, 0, 1]
    # East calls truco, North answers with the raise: "¡Quiero retruco!".
    assert S.raise_in_reply([(1, "truco"), (2, "retruco")], teams)
    # North accepted earlier; at his own turn he raises: "¡Retruco!".
    own = [(1, "truco"), (2, "quiero"), (2, "play"), (3, "play"), (0, "retruco")]
    assert not S.raise_in_reply(own, teams)
    # An envido called over the truco is answered first; the truco still waits.
    first = [(1, "truco"), (2, "envido"), (1, "quiero"), (2, "retruco")]
    assert S.raise_in_reply(first, teams)
    assert S.spoken("argentino", "retruco", reply=False) == "¡Retruco!"
    assert S.spoken("argentino", "retruco", reply=True) == "¡Quiero retruco!"
    assert S.call_label("argentino", "retruco", own_turn=True) == "Retruco"


@pytest.mark.parametrize(("variant", "spanish"), [("argentino", True), ("paulista", False)])
def test_the_header_shows_the_suits_of_the_deck_in_play(
    table: Any, variant: str, spanish: bool
) -> None:
    table.panel.configure(variant, 4, 30 if spanish else 12, "off", False)
    assert table.panel.pips.spanish is spanish
    assert "♦" not in table.panel.wordmark.text()


@pytest.mark.parametrize("language", ["en", "pl", "el", "id"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_panel_never_wraps_a_line(table: Any, language: str, size: tuple[int, int]) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.apply_language(app, language)
    try:
        table.resize(*size)
        table.model.new_match(Rules("argentino", 4))
        QApplication.processEvents()
        panel = table.panel
        panel.stake_points = 1
        panel.envido_text = "Envido: not called"
        panel._strip()
        QApplication.processEvents()
        for label in (panel.subtitle, panel.footer):
            assert not label.wordWrap()
            for line in label.lines():
                assert label.fontMetrics().horizontalAdvance(line) <= label.width()
            # Issue 36: no part dropped ("Speed" in pl, el, id; "to 30" in id).
            assert [p for line in label.lines() for p in line.split(" · ")] == label.parts
        assert len(panel.footer.parts) == 3 and len(panel.subtitle.parts) == 4
        strip = panel.stake
        for label in (strip.stake_label, strip.envido_label):
            assert not label.wordWrap()
            assert label.sizeHint().width() <= strip.width()
    finally:
        i18n.apply_language(app, "en")


@pytest.mark.parametrize(("names", "players"), [("Wschód · Zachód", 4), ("Ανατολή · Δύση", 4)])
def test_the_partners_names_fit_under_the_team(table: Any, names: str, players: int) -> None:
    board = table.panel.scoreboard
    board.configure("argentino", 30, False, ("You · North", names))
    for i, x in enumerate((board.width() * 0.3, board.width() * 0.72)):
        _font, shown, _room = board.name_fit(i, x)
        assert shown == board.names[i], shown
    board.configure("argentino", 30, False, ("You and partners", "Opponents"))
    assert board.name_fit(0, board.width() * 0.3)[1] == "You and partners"


def _pending_call(m: Any, prev: Any, act: Any) -> bool:
    return (
        act is not None
        and act[0] % 2 == 1
        and act[1].kind == "truco"
        and m.to_act == 0
        and len(m.hand.history) > 3
    )


def test_a_resumed_match_keeps_its_hand_log_and_the_pending_bubble(qtbot: Any, table: Any) -> None:
    m, _prev, act = find(Rules("argentino", 2), _pending_call, seed=5)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    log = table.panel.log
    rows = [log.item(i).text() for i in range(log.count())]
    assert len(rows) >= len(m.hand.history), rows
    assert any("Truco" in row for row in rows)
    assert act[0] in table.scene.talk.held, "the caller's bubble waits for the answer"


def test_the_daily_deal_is_marked_on_the_table(qtbot: Any, table: Any) -> None:
    session = table.model.session
    session.start_daily(Rules("argentino", 4), _dt.date(2026, 3, 5))
    quiet(qtbot, table)
    daily = table.panel.daily
    assert not daily.isHidden() and "Daily deal" in daily.text()
    session.new_match(Rules("argentino", 4))
    assert daily.isHidden()


def test_a_partners_face_follows_his_seat_after_a_resize(
    qtbot: Any, table: Any, settle: Any
) -> None:
    shown = start(qtbot, table, SEED)
    qtbot.waitUntil(lambda: len(shown) >= 1, timeout=5000)
    faces = table.signs.faces
    seat, face = next(iter(faces.items()))
    table.resize(900, 640)
    qtbot.wait(50)
    expected = table.signs._face_centre(seat, face)
    assert abs(face.scenePos().x() - expected.x()) < 1.5
    assert abs(face.scenePos().y() - expected.y()) < 1.5


def test_a_right_hand_seats_mano_chip_stays_out_of_the_panel(table: Any) -> None:
    table.resize(800, 600)
    table.model.new_match(Rules("argentino", 4))
    QApplication.processEvents()
    east = table.scene.plates[1]
    assert east.chip_left and table.scene.plates[0].chip_left
    assert not table.scene.plates[3].chip_left


def test_menu_check_marks_are_a_tick_not_a_gold_square() -> None:
    sheet = style_sheet()
    tick = assets_dir() / "icons" / "ui" / "check.svg"
    assert tick.is_file()
    rule = sheet[sheet.index("QMenu::indicator:non-exclusive:checked") :]
    rule = rule[: rule.index("}")]
    assert "check.svg" in rule and f"background: {'#E3B341'}" not in rule
