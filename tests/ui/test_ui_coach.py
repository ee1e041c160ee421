"""The coach at the table (issue 33): the Hint button and the H key show the hint, its
first line is the coach's choice, it closes when play goes on; no hint where the table
does not allow one or the option is off; a tip shows at the player's turn, once; the
coach's codes all have words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from truco_desktop.bots.coach import COACH_REASONS, hint
from truco_desktop.engine import Rules
from truco_desktop.play.tips import TIP_KEYS
from truco_desktop.ui.words.coach_text import OPTION_REASONS, TIPS, action_label, chance_text


def human_turn(qtbot, table, settle, tips: bool = False) -> None:  # type: ignore[no-untyped-def]
    """A two-player Argentine match where the player has a decision now."""
    model = table.model
    model.set_coaching(True, tips, ())
    for n in range(20):
        model.new_match(Rules("argentino", 2), seed=f"coach{n}", bot_seed=n)
        settle(qtbot, table)
        view = model.view()
        if view is not None and view.to_act == 0 and len(view.legal) > 1:
            return
    pytest.skip("no deal with a decision for the player")


def test_the_hint_button_shows_the_coachs_options_choice_first(qtbot, table, settle) -> None:
    human_turn(qtbot, table, settle)
    coach = table.coach
    assert coach.button.isVisible() and coach.button.isEnabled()
    qtbot.mouseClick(coach.button, Qt.MouseButton.LeftButton)
    assert coach.panel.isVisible() and coach.panel.kind == "hint"
    view = table.model.view()
    expected = hint(view)
    first = expected.options[0].action
    label = action_label(first.kind, first.card, first.position, view.variant)
    text = coach.panel.body.text()
    assert text.index(label) < min(
        text.index(action_label(o.action.kind, o.action.card, o.action.position, view.variant))
        for o in expected.options[1:]
    )
    assert "★" in text and coach.panel.note.text()
    # The panel stays on the felt, clear of the call bar.
    assert table.rect().contains(coach.panel.geometry())
    assert not coach.panel.geometry().intersects(table.call_bar.geometry())


def test_the_h_key_shows_the_hint_and_playing_on_closes_it(qtbot, table, settle) -> None:
    human_turn(qtbot, table, settle)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    panel = table.coach.panel
    assert panel.isVisible() and panel.kind == "hint"
    table.model.submit(hint(table.model.view()).choice)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=3000)


def test_no_hint_where_the_table_does_not_allow_one(qtbot, table, settle) -> None:
    human_turn(qtbot, table, settle)
    table.model.allows_coach = False  # a network table's model says so
    table.model.options_changed.emit()
    coach = table.coach
    assert not coach.button.isVisible()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    assert not coach.panel.isVisible()
    assert coach.ask() is False


def test_the_hints_option_off_hides_the_button(qtbot, table, settle) -> None:
    human_turn(qtbot, table, settle)
    table.model.set_coaching(False, False, ())
    assert not table.coach.button.isVisible()
    assert table.coach.ask() is False


def test_a_tip_shows_once_at_the_players_turn(qtbot, table, settle) -> None:
    model = table.model
    shown: list[str] = []
    model.tip_seen.connect(shown.append)
    human_turn(qtbot, table, settle, tips=True)
    panel = table.coach.panel
    assert shown, "a first decision of a new player brings a tip"
    assert panel.isVisible() and panel.kind == "tip"
    assert model.tips_seen == tuple(shown)
    # The same situations again: none of the tips already shown comes back.
    for n in range(3):
        qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
        model.new_match(Rules("argentino", 2), seed=f"again{n}", bot_seed=n)
        settle(qtbot, table)
    assert len(shown) == len(set(shown))
    assert set(shown) <= set(TIP_KEYS)


def test_every_coach_code_and_tip_has_words_with_the_same_parameters() -> None:
    assert set(OPTION_REASONS) == set(COACH_REASONS)
    for code, (_template, names) in OPTION_REASONS.items():
        english = COACH_REASONS[code]
        assert {n for n in names} == {part.split("}")[0] for part in english.split("{")[1:]}, code
    assert set(TIPS) == set(TIP_KEYS)
    envido_chance = chance_text(0.7, "envido_points")
    assert "7" in envido_chance and "envido" in envido_chance


def test_a_daily_result_played_with_hints_says_so() -> None:
    from truco_desktop.play.daily import DailyEntry
    from truco_desktop.ui.widgets.daily_result_dialog import result_line

    plain = DailyEntry("2026-12-02", "argentino.2", True, 30, 12, 9)
    assert "with hints" not in result_line(plain)
    hinted = DailyEntry("2026-12-02", "argentino.2", True, 30, 12, 9, hinted=True)
    assert result_line(hinted).startswith(result_line(plain))
    assert result_line(hinted).endswith("with hints")


def test_after_a_hand_the_look_back_is_one_click_from_the_summary(qtbot, table, settle) -> None:
    """The player goes to the deck at once: the coach would not have; the look back
    shows that moment, "Show me" lays out the cards, and the others' cards are listed."""
    model = table.model
    table.auto_next_ms = None
    human_turn(qtbot, table, settle)
    view = model.view()
    if not any(a.kind == "mazo" for a in view.legal) or hint(view).choice.kind == "mazo":
        pytest.skip("no deal where the coach would not go to the deck")
    mazo = next(a for a in view.legal if a.kind == "mazo")
    assert model.submit(mazo)
    settle(qtbot, table)
    qtbot.waitUntil(table.summary.isVisible, timeout=3000)
    button = table.coach.look_button
    assert button.isVisible()
    assert not button.geometry().intersects(table.summary.geometry())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = table.coach.look_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.moments and dialog.moments[0].moment.taken.action.kind == "mazo"
    first = dialog.moments[0]
    qtbot.mouseClick(first.show_button, Qt.MouseButton.LeftButton)
    assert first.position.isVisible()
    assert "They held" in dialog.others.text()
    dialog.close()
    model.set_coaching(True, False, (), look_back=False)
    assert not button.isVisible()


def test_practice_from_a_moment_lays_it_on_a_table_of_its_own(qtbot, table, settle) -> None:
    """The practice table is at the moment, the player to decide with the cards he had;
    the match on the main table is not touched and nothing is saved."""
    model = table.model
    table.auto_next_ms = None
    human_turn(qtbot, table, settle)
    view = model.view()
    if not any(a.kind == "mazo" for a in view.legal) or hint(view).choice.kind == "mazo":
        pytest.skip("no deal where the coach would not go to the deck")
    assert model.submit(next(a for a in view.legal if a.kind == "mazo"))
    settle(qtbot, table)
    before = model.match_json()
    dialog = table.coach.look_back()
    moment = dialog.moments[0]
    assert moment.practice_button.isVisible()
    qtbot.mouseClick(moment.practice_button, Qt.MouseButton.LeftButton)
    window = table.coach.practice_window
    assert window is not None and window.isVisible()
    practice = window.model
    settle(qtbot, window.table)
    again = practice.view()
    assert again.to_act == 0 and again.cards == view.cards and again.legal == view.legal
    assert practice.session.saves is None and practice.session.stats is None
    assert model.match_json() == before
    window.close()
    dialog.close()
