"""Desktop behaviour a player of card apps expects (issue 16, item 4).

* Enter in a question whose "yes" throws the match away keeps the match; Enter in
  "Continue your match?" continues it.
* Dialog buttons carry words only (a desktop style drew green and red dots on them).
* ``--help`` lists ``--terminal``; ``--demo`` plays a few hands and exits by itself, and
  Esc or Ctrl+Q end it; it speaks with the English plural forms ("Stake 1 point").
* "Copy result" is off while the daily list is empty; the statistics say whose trucos.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from app_helpers import play
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from truco_desktop.app import build_parser
from truco_desktop.ui.widgets import ask, demo


def _press_on_the_question(key: Qt.Key, seen: list[str]) -> None:
    """Press ``key`` on the question as soon as it is open."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        seen.append(box.text())
        icons = [b.icon().isNull() for b in box.buttons()]
        seen.append("plain" if all(icons) else "icons")
        QTest.keyClick(box, key)

    QTimer.singleShot(20, press)


def test_enter_in_change_the_rules_keeps_the_match(make_window: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 3, random.Random(1))
    assert window.session.in_progress()
    before = (window.prefs.players, window.model.session.match.to_json())
    seen: list[str] = []
    _press_on_the_question(Qt.Key.Key_Return, seen)
    assert not window.change_rules(players=2)
    assert seen and "Changing the rules" in seen[0]
    assert (window.prefs.players, window.model.session.match.to_json()) == before
    assert seen[1] == "plain", "no style icons on the question's buttons"


def test_enter_in_new_game_keeps_the_match(make_window: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 3, random.Random(2))
    before = window.model.session.match.to_json()
    seen: list[str] = []
    _press_on_the_question(Qt.Key.Key_Enter, seen)
    assert not window.new_game()
    assert window.model.session.match.to_json() == before


def test_enter_in_continue_your_match_continues_it(make_window: Any, paths: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 3, random.Random(3))
    saved = window.model.session.match.to_json()
    window.session.save_now()
    again = make_window()
    seen: list[str] = []
    _press_on_the_question(Qt.Key.Key_Return, seen)
    assert again.start_or_resume()
    assert "Continue where you left off" in seen[0]
    assert again.model.session.match.to_json() == saved


def test_questions_default_to_the_answer_that_keeps_things(monkeypatch: Any) -> None:
    defaults: list[str] = []

    def look(box: QMessageBox) -> QMessageBox.StandardButton:
        defaults.append(box.defaultButton().text())
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", look)
    ask.confirm(None, "Reset statistics", "Start again?", "Reset", "Cancel")
    ask.confirm(None, "Continue?", "Continue?", "Continue", "New game", default_yes=True)
    assert defaults == ["Cancel", "Continue"]


def test_help_lists_the_terminal_game() -> None:
    text = build_parser().format_help()
    assert "--terminal" in text
    assert "--demo" in text and "--hands" in text


def test_the_demo_plays_a_few_hands_and_exits_by_itself(qapp: Any) -> None:
    hands: list[int] = []
    assert demo.DEMO_HANDS > 0
    code = demo.run_demo(seed=4, speed="instant", show=False, on_hand=hands.append)
    assert code == 0
    assert hands[-1] == demo.DEMO_HANDS
    # The demo spoke with the English plural forms.
    one = QCoreApplication.translate("table", "Stake <b>%n points</b>", None, 1)
    assert one == "Stake <b>1 point</b>"


@pytest.mark.parametrize("keys", ["Escape", "Ctrl+Q"])
def test_esc_and_ctrl_q_end_the_demo(qtbot: Any, keys: str) -> None:
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget

    table = TableWidget(GameModel())
    qtbot.addWidget(table)
    ended: list[bool] = []
    quit_key = demo.end_keys(table, lambda: ended.append(True))
    table.show()
    qtbot.waitExposed(table)
    table.setFocus()
    if keys == "Escape":
        QTest.keyClick(table, Qt.Key.Key_Escape)
    else:
        # The offscreen platform has no active window for shortcuts: the shortcut itself.
        assert quit_key.key() == QKeySequence("Ctrl+Q")
        assert quit_key.context() == Qt.ShortcutContext.WindowShortcut
        quit_key.activated.emit()
    assert ended == [True]
    table.shutdown()


def test_copy_result_waits_for_a_result(paths: Any, qtbot: Any) -> None:
    from truco_desktop.storage import StatsStore
    from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog

    store = StatsStore(paths)
    store.load()
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert not dialog.rows
    assert not dialog.copy_button.isEnabled()


def test_the_statistics_say_whose_trucos_they_count() -> None:
    from truco_desktop.ui.widgets.stats_dialog import _metrics

    labels = [label for label, _read in _metrics()]
    assert "Trucos your team called" in labels
    assert "Their trucos you accepted" in labels and "Their trucos you refused" in labels
    assert "Trucos accepted" not in labels
