"""The ☰ menu by keyboard and where its submenus open (issue 36 item 7).

Opened by Esc, the menu marked Game with its submenu already showing, so Down moved among
the top entries under a submenu that stayed; Right did not enter a submenu shown on the
left; deeper menus opened outside the window or over their parent; a menu of choices
opened on its first entry; and a key meant for the menu could reach the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from team_questions import answer_team_question

from truco_desktop.storage import Preferences, SettingsStore
from truco_desktop.ui.widgets.main_window import MainWindow


def _window(qtbot: Any, paths: Any, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    SettingsStore(paths).save(Preferences(animation_speed="instant"))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_or_resume()
    qtbot.waitUntil(lambda: window.table.was_painted and window.table.settled(), timeout=10000)
    return window


def _popup() -> QMenu:
    popup = QApplication.activePopupWidget()
    assert isinstance(popup, QMenu)
    return popup


def _key(qtbot: Any, key: Qt.Key) -> QMenu:
    """A key where the keyboard is (the open popup's window), then the popup it leaves."""
    _press(key)
    qtbot.wait(30)
    return _popup()


def _press(key: Qt.Key) -> None:
    """A key to the window that has the keyboard: the open popup's, as a window system
    delivers it (Qt then hands it to the popup's active submenu)."""
    popup = QApplication.activePopupWidget()
    window = popup.windowHandle() if popup is not None else QGuiApplication.focusWindow()
    assert window is not None
    QTest.keyClick(window, key)


def _inside(window: MainWindow, menu: QMenu) -> bool:
    room = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    return room.contains(menu.frameGeometry())


def test_esc_marks_game_and_the_keys_follow_what_is_shown(qtbot: Any, paths: Any) -> None:
    window = _window(qtbot, paths)
    menus = window.menus
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    top = _popup()
    qtbot.waitUntil(lambda: top.activeAction() == menus.game_menu.menuAction())
    qtbot.wait(100)
    assert not menus.game_menu.isVisible(), "no submenu shown under the top entries"
    assert _key(qtbot, Qt.Key.Key_Down).activeAction() == menus.rules_menu.menuAction()
    # Right enters the Rules submenu, though it opens on the left.
    rules = _key(qtbot, Qt.Key.Key_Right)
    assert rules is menus.rules_menu and rules.activeAction() is not None
    assert rules.frameGeometry().right() <= top.frameGeometry().left() + 4
    assert _inside(window, rules)
    # Down to the players' entry, Left (toward the submenus) enters it, on 4 players.
    while rules.activeAction() != menus.players_menu.menuAction():
        _key(qtbot, Qt.Key.Key_Down)
    players = _key(qtbot, Qt.Key.Key_Left)
    assert players is menus.players_menu
    qtbot.waitUntil(lambda: players.activeAction() == menus.players_actions[4])
    assert _inside(window, players), "the third level opens inside the window"
    assert not players.frameGeometry().intersects(rules.frameGeometry().adjusted(4, 0, -4, 0))
    # Right goes back to Rules, never off to another top-level menu.
    assert _key(qtbot, Qt.Key.Key_Right) is menus.rules_menu
    assert not players.isVisible()
    assert rules.activeAction() == menus.players_menu.menuAction()
    assert _key(qtbot, Qt.Key.Key_Left) is menus.players_menu
    assert _key(qtbot, Qt.Key.Key_Right) is menus.rules_menu
    _press(Qt.Key.Key_Escape)
    _press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert window.model.session.match.rules.players == 4


def test_the_settings_menu_opens_its_choices_inside_a_small_window(qtbot: Any, paths: Any) -> None:
    window = _window(qtbot, paths, (800, 600))
    menus = window.menus
    options = window.open_settings()
    qtbot.waitUntil(options.isVisible)
    assert _inside(window, options)
    options.setActiveAction(menus.speed_menu.menuAction())
    qtbot.waitUntil(menus.speed_menu.isVisible)
    speed = menus.speed_menu
    assert _inside(window, speed)
    qtbot.waitUntil(lambda: speed.activeAction() == menus.speed_actions["instant"])
    speed.close()
    options.close()


def test_a_key_pressed_while_a_menu_is_open_never_reaches_the_table(qtbot: Any, paths: Any) -> None:
    """Enter played the focused card while the ☰ menu was open."""
    window = _window(qtbot, paths)
    table, model = window.table, window.model

    def human_turn() -> bool:
        answer_team_question(table.director)  # a question for his team comes first
        return table.input_enabled()

    qtbot.waitUntil(human_turn, timeout=10000)
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)  # a card under the keyboard's focus
    assert table._focus is not None
    played = len(model.session.match.hand.history)
    window.open_menu()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    QTest.keyClick(table, Qt.Key.Key_Return)  # as a window manager may deliver it
    qtbot.wait(50)
    assert len(model.session.match.hand.history) == played
    _popup().close()


def test_submenu_arrows_point_the_way_their_submenus_open(qtbot: Any, paths: Any) -> None:
    """The side menus open their submenus on the left: their arrows point left (a right
    arrow sent the pointer and the keys the wrong way, issue 36 item 7)."""
    window = _window(qtbot, paths)
    menus = window.menus
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    top = _popup()
    assert top.property("submenusLeft") is True
    _key(qtbot, Qt.Key.Key_Down)
    rules = _key(qtbot, Qt.Key.Key_Right)
    assert rules is menus.rules_menu
    qtbot.waitUntil(lambda: rules.property("submenusLeft") is True)
    # Drawn: the arrow at an entry's right end is the left-pointing chevron, not the
    # style's right arrow (its tip is at the left of the arrow's box).
    image = top.grab().toImage()
    entry = top.actionGeometry(menus.rules_menu.menuAction())
    ys = range(entry.top() + 2, entry.bottom() - 1)
    xs = range(entry.right() - 30, entry.right() - 2)

    def lit(x: int) -> bool:
        return any(image.pixelColor(x, y).lightness() > 200 for y in ys)

    ink = [x for x in xs if lit(x)]
    assert ink, "an arrow is drawn"
    tip_x = ink[0]
    tip_rows = [y for y in ys if image.pixelColor(tip_x, y).lightness() > 200]
    end_rows = [y for y in ys if image.pixelColor(ink[-1], y).lightness() > 200]
    # A left chevron: one point at its left, two arms spread at its right.
    assert max(end_rows) - min(end_rows) > max(tip_rows) - min(tip_rows)
    top.close()
