"""A whole match by keyboard alone, names for screen readers, and a focus one can see
(issue 16, item 5).

The keys are DESIGN.md section 14's: 1/2/3 play a card, the call bar's letters (Q, N,
T, R, E…) make its calls, Space goes on after a hand, Tab cycles your hand → the call
bar → the side panel. Every widget that takes the keyboard has an accessible name (and
the table a description: the prompt and your cards in words) in the current language,
and shows that it has the focus.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from truco_desktop import i18n
from truco_desktop.storage import Preferences, SettingsStore
from truco_desktop.ui.widgets.main_window import MainWindow

DIGITS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)


def _window(qtbot: Any, paths: Any, **prefs: Any) -> MainWindow:
    prefs.setdefault("animation_speed", "instant")
    SettingsStore(paths).save(Preferences(**prefs))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.start_or_resume()
    window.table.auto_next_ms = None  # the next hand waits for Space
    return window


def _press(widget: QWidget, key: Qt.Key | str) -> None:
    if isinstance(key, str):
        QTest.keyClicks(widget, key.lower())
    else:
        QTest.keyClick(widget, key)


def test_a_whole_match_by_keyboard_alone(qtbot: Any, paths: Any) -> None:
    window = _window(qtbot, paths, players=2, target_argentino=15)
    table, model = window.table, window.model
    qtbot.waitUntil(lambda: table.was_painted and table.settled(), timeout=10000)
    table.setFocus()
    pressed: list[str] = []
    deadline = time.monotonic() + 120
    while not model.session.match.series_over:
        assert time.monotonic() < deadline, f"the match did not end: {pressed[-20:]}"
        qtbot.wait(2)
        target = QApplication.focusWidget() or table
        if table.summary.isVisible():
            _press(target, Qt.Key.Key_Space)
            pressed.append("Space")
            continue
        if not table.settled():
            continue
        playable = sorted(table.scene._playable)
        keyed = [b for b in table.call_bar.buttons if b.key and b.isVisible()]
        if playable and table.input_enabled():
            _press(target, DIGITS[playable[0]])
            pressed.append(str(playable[0] + 1))
        elif keyed:
            # The call that keeps the match going: accept, else the first one offered.
            button = next((b for b in keyed if b.action.kind == "quiero"), keyed[0])
            _press(target, button.key)
            pressed.append(button.key)
    assert model.session.match.series_over
    assert any(k in "123" for k in pressed) and any(k.isalpha() and len(k) == 1 for k in pressed)


def _focusable(window: MainWindow) -> list[QWidget]:
    table = window.table
    return [
        w
        for w in table.focus_chain()
        if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus
    ]


def _wait_for_answer(qtbot: Any, window: MainWindow) -> None:
    """Until the player must decide and the call bar offers buttons."""

    def ready() -> bool:
        table = window.table
        if window.model.session.match.hand.is_over and table.settled():
            table._summary_button()
            return False
        return table.input_enabled() and table.settled() and bool(table.call_bar.buttons)

    qtbot.waitUntil(ready, timeout=20000)


def test_tab_cycles_hand_call_bar_panel(qtbot: Any, paths: Any) -> None:
    window = _window(qtbot, paths, players=4)
    _wait_for_answer(qtbot, window)
    table = window.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    order: list[QWidget] = [table]
    for _ in range(len(table.focus_chain())):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    buttons = table.call_bar.buttons
    assert order[1 : 1 + len(buttons)] == buttons, "after your hand, the call bar"
    panel = table.panel.focus_chain()
    assert order[1 + len(buttons) : 1 + len(buttons) + len(panel)] == panel, "then the panel"
    assert order[-1] is table, "and round to your hand"
    QTest.keyClick(table, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is order[-2]


@pytest.mark.parametrize("language", ["en", "es", "el"])
def test_every_control_has_a_name_in_the_current_language(
    qtbot: Any, paths: Any, language: str
) -> None:
    app = QApplication.instance()
    assert app is not None
    window = _window(qtbot, paths, players=4)
    try:
        i18n.apply_language(app, language)
        _wait_for_answer(qtbot, window)
        table = window.table
        table.describe()
        for widget in _focusable(window):
            assert widget.accessibleName(), f"{type(widget).__name__} has no name"
        assert table.accessibleDescription(), "the prompt and your cards in words"
        view = window.model.view()
        from truco_desktop.ui.words import strings as S

        first = S.card_name(view.cards[0], view.variant)
        assert first in table.accessibleDescription()
        names = {
            "table": table.accessibleName(),
            "log": table.panel.log.accessibleName(),
        }
        if language == "en":
            assert names == {"table": "Card table", "log": "Hand log"}
        else:
            assert names["table"] != "Card table" and names["log"] != "Hand log"
    finally:
        i18n.apply_language(app, "en")


def test_the_focus_is_always_visible(qtbot: Any, paths: Any) -> None:
    window = _window(qtbot, paths, players=4)
    _wait_for_answer(qtbot, window)
    table = window.table
    for widget in _focusable(window):
        outside = table.call_bar if widget is not table.call_bar else table.panel
        outside.setFocus()
        qtbot.wait(20)
        target = table.view.viewport() if widget is table else widget
        before = target.grab().toImage()
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(widget.hasFocus)
        table.scene.update()
        qtbot.wait(30)
        after = target.grab().toImage()
        assert before != after, f"{type(widget).__name__} shows no focus"
