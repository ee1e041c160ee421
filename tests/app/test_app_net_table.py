"""Tables with friends from the game's menus: a real host on this computer, a friend who
joins it, whole hands played on the same table widget as offline; a wrong code, and the
host closing the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint

from truco_desktop.net.host import HOST_QUIT_MESSAGE
from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets import net_table
from truco_desktop.ui.widgets.net_table import NetTableWindow


@pytest.fixture
def quick_host(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host deals and lets its computer players move at once (no human pace)."""
    monkeypatch.setattr(net_table, "BOT_PAUSE", 0.0)
    monkeypatch.setattr(net_table, "DEAL_PAUSE", 0.05)


def _host(make_window: Any, paths: Any, players: int = 4) -> tuple[Any, NetTableWindow]:
    SettingsStore(paths).save(
        Preferences(animation_speed="instant", players=players, target_argentino=15)
    )
    window = make_window()
    window.show()
    window._menus.build()
    window._menus.host_action.trigger()
    hosting = window.net_windows[-1]
    assert isinstance(hosting, NetTableWindow)
    return window, hosting


def _join(qtbot: Any, hosting: NetTableWindow, code: str | None = None) -> NetTableWindow:
    joiner = NetTableWindow(
        "127.0.0.1",
        hosting.port,
        code or hosting.code,
        "Bea",
        prefs=Preferences(animation_speed="instant"),
    )
    qtbot.addWidget(joiner)
    joiner.show()
    return joiner


def _act_where_asked(*windows: NetTableWindow) -> None:
    """Each person whose table waits for him takes his first legal action."""
    for w in windows:
        table = w.table
        if table is not None and table.input_enabled() and not w.model._pending:
            legal = w.model.human_legal()
            plays = [a for a in legal if a.kind == "play"]
            w.model.submit((plays or list(legal))[0])


def _check_only_own_cards_shown(w: NetTableWindow) -> None:
    table, view = w.table, w.model.view()
    assert table is not None and view is not None
    if table.director.busy or table.director.queue:
        return
    held = table.scene.held
    codes = sorted(c.code for c in held[0] if c.code is not None)
    assert codes == sorted(str(c) for c in view.cards)
    # The others' cards are backs, as many as each holds; only the cards the rules show
    # everyone after the hand (D-8, the envido winner's) are face up.
    shown = {seat for seat, _cards in view.shown_cards}
    for seat in range(1, view.players):
        if seat not in shown:
            assert all(not c.face_up and c.code is None for c in held[seat])
            assert len(held[seat]) == view.card_counts[seat]


def test_host_and_friend_play_a_whole_match_from_the_menus(
    qtbot: Any, make_window: Any, paths: Any, quick_host: None
) -> None:
    window, hosting = _host(make_window, paths)
    qtbot.waitUntil(lambda: hosting.client.state.table is not None, timeout=10_000)
    assert hosting.client.state.owner and hosting.client.state.seat == 0
    assert hosting.code_edit.text() == hosting.code
    joiner = _join(qtbot, hosting)
    qtbot.waitUntil(lambda: joiner.client.state.seat == 1, timeout=10_000)
    # The host arranges: his friend partners him (seat 2, opposite), easy computers.
    qtbot.waitUntil(lambda: hosting.seats.count() == 4, timeout=10_000)
    hosting.seats.item(1).setSelected(True)
    hosting.seats.item(2).setSelected(True)
    assert hosting.swap_button.isEnabled()
    hosting.swap_selected()
    qtbot.waitUntil(lambda: joiner.client.state.seat == 2, timeout=10_000)
    hosting.level_combo.setCurrentIndex(hosting.level_combo.findData("easy"))
    hosting.catching_check.setChecked(False)  # opponents may not catch signs
    hosting._send_setup()
    qtbot.waitUntil(lambda: (hosting.client.state.table or {}).get("level") == "easy")
    qtbot.waitUntil(lambda: (joiner.client.state.table or {}).get("catching") is False)
    assert hosting.signs_check.isChecked() and not hosting.catching_check.isChecked()
    assert not joiner.start_button.isVisible()
    hosting.start()
    qtbot.waitUntil(lambda: joiner.table is not None and hosting.table is not None, timeout=10_000)
    assert joiner.stack.currentWidget() is joiner.table
    # The friend at seat 2 sees himself at the bottom, as seat 0, on team 0 ("us").
    qtbot.waitUntil(lambda: joiner.model.view() is not None, timeout=10_000)
    view = joiner.model.view()
    assert view is not None and view.seat == 0 and view.team == 0
    names = joiner.table.scene.names
    assert names[2] == hosting.name or not hosting.name  # the host sits opposite him
    # The host saves the table's match in the player's data folder, one folder per table.
    saves = paths.data_dir / "tables" / hosting.code
    qtbot.waitUntil(lambda: any(p.is_file() for p in saves.rglob("*.json")), timeout=10_000)

    def over() -> bool:
        _act_where_asked(hosting, joiner)
        for w in (hosting, joiner):
            _check_only_own_cards_shown(w)
        state = joiner.model.state
        return state is not None and state.series_over and not joiner.table.director.busy

    qtbot.waitUntil(over, timeout=240_000)
    # Both tables agree on the result, each from its own side.
    host_score = hosting.model.state.score
    assert tuple(joiner.model.state.score) == tuple(host_score)  # same team
    assert joiner.table.summary.isVisible()
    hosting.close()
    qtbot.waitUntil(lambda: joiner.ended, timeout=10_000)
    assert joiner.notice.text() == net_table.failure_text("host_closed", HOST_QUIT_MESSAGE)
    joiner.close()
    window.close()


def test_a_wrong_code_is_told(qtbot: Any, make_window: Any, paths: Any, quick_host: None) -> None:
    window, hosting = _host(make_window, paths, players=2)
    qtbot.waitUntil(lambda: hosting.client.state.table is not None, timeout=10_000)
    wrong = "2222-2222" if hosting.code != "22222222" else "33333333"
    joiner = _join(qtbot, hosting, wrong)
    qtbot.waitUntil(lambda: joiner.ended, timeout=10_000)
    assert "code is wrong" in joiner.notice.text()
    assert joiner.notice.isVisible()
    joiner.close()
    window.close()
    # Closing the game's window ends its table.
    assert hosting.host is None


def test_an_unreachable_host_is_told(qtbot: Any) -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    joiner = NetTableWindow("127.0.0.1", port, "ABCDEFGH", "Bea")
    qtbot.addWidget(joiner)
    qtbot.waitUntil(lambda: joiner.ended, timeout=10_000)
    assert "cannot be reached" in joiner.notice.text()
    joiner.close()


def test_the_join_dialog_checks_what_is_typed(qtbot: Any) -> None:
    dialog = net_table.JoinDialog(name="Bea")
    qtbot.addWidget(dialog)
    assert dialog.target() is None and dialog.error.text()
    dialog.address_edit.setText("192.168.1.20:99999")
    dialog.code_edit.setText("K7M2QX9A")
    assert dialog.target() is None and "65535" in dialog.error.text()
    dialog.address_edit.setText("192.168.1.20")
    assert dialog.target() == ("192.168.1.20", 47470, "K7M2QX9A", "Bea")
    # The name by the host's own rule (`names`, issue 30), said in words.
    for name, words in (("\u3164", "show at least one letter"), ("", "1 to 24"), ("a\tb", "tabs")):
        dialog.name_edit.setText(name)
        assert dialog.target() is None and words in dialog.error.text()
    dialog.name_edit.setText("  Zoe\u0308 ")
    assert dialog.target() == ("192.168.1.20", 47470, "K7M2QX9A", "Zo\u00eb")


def test_a_dropped_friend_comes_back_with_his_token_and_plays_on(
    qtbot: Any, make_window: Any, paths: Any, quick_host: None
) -> None:
    window, hosting = _host(make_window, paths, players=2)
    qtbot.waitUntil(lambda: hosting.client.state.table is not None, timeout=10_000)
    joiner = _join(qtbot, hosting)
    qtbot.waitUntil(lambda: joiner.client.state.seat == 1, timeout=10_000)
    hosting.start()
    qtbot.waitUntil(lambda: joiner.model.view() is not None, timeout=10_000)
    token = joiner.client.state.token
    joiner.client.socket.abort()  # the network drops under him
    qtbot.waitUntil(lambda: "trying again" in joiner.notice.text(), timeout=10_000)
    qtbot.waitUntil(lambda: joiner._welcomed, timeout=10_000)
    assert joiner.client.state.token == token and joiner.client.state.seat == 1
    assert not joiner.ended
    # He plays on from his seat: a whole hand more.
    hand = joiner.model.state.hand_number

    def next_hand() -> bool:
        _act_where_asked(hosting, joiner)
        _check_only_own_cards_shown(joiner)
        return joiner.model.state.hand_number > hand or joiner.model.state.series_over

    qtbot.waitUntil(next_hand, timeout=60_000)
    joiner.close()
    window.close()


def test_partners_at_a_network_table_see_each_others_senas(
    qtbot: Any, make_window: Any, paths: Any, quick_host: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The host waits for the people: neither computer player moves before they signed.
    monkeypatch.setattr(net_table, "DEAL_PAUSE", 0.05)
    window, hosting = _host(make_window, paths)
    qtbot.waitUntil(lambda: hosting.client.state.table is not None, timeout=10_000)
    joiner = _join(qtbot, hosting)
    qtbot.waitUntil(lambda: hosting.seats.count() == 4, timeout=10_000)
    qtbot.waitUntil(lambda: joiner.client.state.seat == 1, timeout=10_000)
    hosting.client.send({"type": "swap", "a": 1, "b": 2})  # partners: seats 0 and 2
    qtbot.waitUntil(lambda: joiner.client.state.seat == 2, timeout=10_000)
    hosting.start()
    qtbot.waitUntil(lambda: joiner.table is not None and hosting.table is not None, timeout=10_000)
    host_signs, joiner_signs = hosting.table.signs, joiner.table.signs
    seen: list[tuple[int, list[str], bool]] = []
    host_signs.shown.connect(lambda seat, ids, spotted: seen.append((seat, ids, spotted)))
    qtbot.waitUntil(joiner_signs.can_sign, timeout=10_000)
    sign = joiner_signs.vocabulary()[0].id
    assert joiner_signs.make(sign)
    # The host sees his partner (opposite him, seat 2 on his table) make it, not spotted.
    qtbot.waitUntil(lambda: (2, [sign], False) in seen, timeout=10_000)
    hosting.close()
    joiner.close()
    window.close()


def test_show_what_senas_mean_reaches_the_hosts_own_seat_while_the_table_is_open(
    qtbot: Any, make_window: Any, paths: Any, quick_host: None
) -> None:
    """The option changed in the main window's menu applies at once to the table the
    player hosts (his own seat at it), as at the offline table (issue 36)."""
    window, hosting = _host(make_window, paths)
    qtbot.addWidget(hosting)
    assert hosting.model.signs_meaning
    changed: list[bool] = []
    hosting.model.options_changed.connect(lambda: changed.append(True))
    window.menus.sign_meanings_action.trigger()
    assert not window.prefs.show_sign_meanings
    assert not hosting.model.signs_meaning and changed
    window.menus.sign_meanings_action.trigger()
    assert hosting.model.signs_meaning
    hosting.close()


def test_a_notice_keeps_clear_of_the_side_panel_and_of_the_lobbys_title(
    qtbot: Any, make_window: Any, paths: Any, quick_host: None
) -> None:
    """The network window's notice is the main window's calm bar: over the felt, clear of
    the side panel's title at the table; low on the lobby's page, clear of its title."""
    _window, hosting = _host(make_window, paths)
    qtbot.waitUntil(lambda: hosting.client.state.table is not None, timeout=10_000)
    joiner = _join(qtbot, hosting)
    qtbot.waitUntil(lambda: joiner.client.state.seat == 1, timeout=10_000)
    text = "The connection was lost: trying again (2 of 5)…"

    def where(widget: Any) -> Any:
        return widget.geometry().translated(widget.parentWidget().mapTo(joiner, QPoint(0, 0)))

    for size in ((800, 600), (1100, 760)):
        joiner.resize(*size)
        joiner.show_notice(text)
        qtbot.wait(50)
        assert joiner.notice.isVisible() and joiner.notice.text() == text
        assert not joiner.notice.geometry().intersects(where(joiner.title))
    hosting.start()
    qtbot.waitUntil(lambda: joiner.table is not None, timeout=10_000)
    for size in ((800, 600), (1100, 760), (1600, 1000)):
        joiner.resize(*size)
        joiner.show_notice(text)
        qtbot.wait(50)
        assert joiner.notice.isVisible()
        assert not joiner.notice.geometry().intersects(where(joiner.table.panel)), size
