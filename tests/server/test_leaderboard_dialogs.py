"""The leaderboard as the player meets it: Options → Daily leaderboard… (opt in, the
server's address, the name: checked, kept, nothing lost), and the Statistics window's
daily tab showing the real server's ranking beside the player's own results, saying when
the server cannot be reached, which results wait, and sending them when it is back."""

from __future__ import annotations

import random
import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from server_helpers import ServerProcess, played, today_utc

from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb
from truco_desktop.play.daily import daily_key
from truco_desktop.server.daily_player import daily_rules_from
from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_options_dialog_checks_and_keeps_the_settings(qtbot: Any, tmp_path: Path) -> None:
    from truco_desktop.ui.widgets.leaderboard_dialog import LeaderboardDialog

    paths = AppPaths.under(tmp_path / "home")
    saved: list[lb.LeaderboardSettings] = []
    dialog = LeaderboardDialog(paths, on_saved=saved.append)
    qtbot.addWidget(dialog)
    player_id = lb.load_settings(paths).player_id
    assert not dialog.enabled.isChecked() and player_id  # off until chosen; the id is made
    # Keyboard: every field has a label that focuses it (Alt+letter) and a name.
    buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy()}
    assert buddies == {dialog.server, dialog.name}
    for widget in (dialog.enabled, dialog.server, dialog.name):
        assert widget.accessibleName()
    assert dialog.save_button.isDefault()

    dialog.enabled.setChecked(True)
    dialog.server.setText("truco.example.org")  # no scheme
    dialog.name.setText("Ana")
    assert not dialog.save()
    assert dialog.error.isVisibleTo(dialog) and "https://" in dialog.error.text()
    assert dialog.server.text() == "truco.example.org", "nothing typed is lost"
    assert dialog.server.hasFocus() or not dialog.isActiveWindow()
    assert not lb.load_settings(paths).enabled and saved == []

    dialog.server.setText("https://truco.example.org/club/")
    dialog.name.setText("a\tb")
    assert not dialog.save()
    assert "tabs" in dialog.error.text() and dialog.name.text() == "a\tb"
    # Names the server refuses (issue 30): each says what to change, nothing is kept.
    for name, words in (
        ("x" * 25, "24"),
        ("\u3164\u3164", "show at least one letter"),
        ("Ana\u0301\u0301\u0301\u0301", "at most 2"),
    ):
        dialog.name.setText(name)
        assert not dialog.save()
        assert words in dialog.error.text() and dialog.name.text() == name
        assert dialog.name.hasFocus() or not dialog.isActiveWindow()
    assert not lb.load_settings(paths).enabled and saved == []
    dialog.name.setText("  Ana  ")
    assert dialog.save()
    kept = lb.load_settings(paths)
    assert kept == lb.LeaderboardSettings(True, "https://truco.example.org/club", "Ana", player_id)
    assert saved == [kept]

    # Off, the fields may be left empty; what is typed and valid is kept for later.
    again = LeaderboardDialog(paths)
    qtbot.addWidget(again)
    assert again.server.text() == "https://truco.example.org/club" and again.name.text() == "Ana"
    again.enabled.setChecked(False)
    again.name.setText("")
    assert again.save()
    off = lb.load_settings(paths)
    assert (off.enabled, off.server, off.name, off.player_id) == (
        False,
        "https://truco.example.org/club",
        "",
        player_id,
    )
    assert not off.ready


def _play_the_daily(qtbot: Any, window: Any) -> None:
    """Random legal choices for the human at the real table until the match ends."""
    assert window.daily_deal()
    model, director = window.model, window.table.director
    rng = random.Random(7)
    for _ in range(20000):
        if model.session.match.series_over:
            return
        if director.pending_choice is not None:
            director.choose_for_partner(rng.choice(director.pending_choice[1]))
        elif director.pending_proposal is not None:
            director.answer_proposal(rng.random() < 0.5)
        elif model.session.match.needs_deal and window.table.summary.isVisible():
            window.table.summary.button.click()  # the summary waits for "Next hand"
        elif not director.busy and model.human_in_charge():
            legal = model.human_legal()
            plays = [a for a in legal if a.kind == "play"]
            model.submit(rng.choice(plays if plays and rng.random() < 0.8 else legal))
        qtbot.wait(2)
    raise AssertionError("the daily match did not end")


def _ranking_settled(dialog: Any) -> bool:
    return dialog.ranking.state in ("shown", "failed", "off")


def test_a_daily_waits_while_the_server_is_down_and_is_ranked_when_it_is_back(
    qtbot: Any, tmp_path: Path
) -> None:
    from truco_desktop.ui.widgets.daily_result_dialog import DailyResultDialog
    from truco_desktop.ui.widgets.leaderboard_dialog import LeaderboardDialog
    from truco_desktop.ui.widgets.main_window import MainWindow
    from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog

    paths = AppPaths.under(tmp_path / "home")
    SettingsStore(paths).save(Preferences(animation_speed="instant", players=2))
    port = _free_port()
    address = f"http://127.0.0.1:{port}"  # nobody listens there yet: the server is down
    window = MainWindow(paths, today=today_utc)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.leaderboard is not None, timeout=20000)

    # The player opts in through the Options menu.
    window.menus.build()
    window.menus.leaderboard_action.trigger()
    options = window.last_dialog
    assert isinstance(options, LeaderboardDialog)
    options.enabled.setChecked(True)
    options.server.setText(address)
    options.name.setText("Ana Table")
    assert options.save()

    client = window.leaderboard.client
    with qtbot.waitSignal(client.answered, timeout=60000):
        _play_the_daily(qtbot, window)
    day = today_utc().isoformat()
    key = window.session.daily.key
    waiting = lb.Queue(paths).items()
    assert [(i.date, i.key) for i in waiting] == [(day, key)] and waiting[0].tries == 1

    # The daily's result dialog offers the ranking; it opens the daily tab: the own result
    # is listed (never waiting for the server), marked as waiting, and the ranking says
    # the server could not be reached.
    result = window.last_dialog
    assert isinstance(result, DailyResultDialog) and result.ranking_button is not None
    qtbot.mouseClick(result.ranking_button, Qt.MouseButton.LeftButton)
    stats = window.last_dialog
    assert isinstance(stats, StatisticsDialog)
    assert stats.tabs.currentIndex() == 1 and stats.selected_entry().key == key
    assert stats.leaderboard.rowCount() == 1
    assert stats.leaderboard.item(0, 5).text() == "Waiting to be sent"
    qtbot.waitUntil(lambda: _ranking_settled(stats), timeout=30000)
    assert stats.ranking.state == "failed"
    said = stats.ranking.status.text()
    assert "could not be reached" in said and "waits to be sent" in said
    assert not stats.ranking.table.isVisibleTo(stats)
    stats.close()

    # The server comes back on the same address. The daily tab, opened again, shows its
    # ranking (without the player, whose result still waits its turn); Refresh sends what
    # waits at once, and the ranking, asked again, holds the player's row.
    folder = tmp_path / "server"
    folder.mkdir()
    server = ServerProcess(
        f"sqlite:///{folder / 'db.sqlite3'}", folder / "server.log", "--port", str(port)
    )
    try:
        other = played(fresh=True)  # another player's genuine result of another daily
        assert server.client().post(other).status == 201
        stats = window.open_statistics()
        stats.tabs.setCurrentIndex(1)
        panel = stats.ranking
        qtbot.waitUntil(lambda: _ranking_settled(stats), timeout=30000)
        assert panel.state == "shown" and panel.own_row is None
        assert "waits to be sent" in panel.status.text()
        assert panel.refresh_button.isVisibleTo(stats)
        with qtbot.waitSignal(client.answered, timeout=60000):
            qtbot.mouseClick(panel.refresh_button, Qt.MouseButton.LeftButton)
        assert lb.Queue(paths).items() == []
        standing = lb.Standings(paths).get(day, key)
        assert standing is not None and standing["state"] == "stored", standing
        assert stats.leaderboard.item(0, 5).text() == f"{standing['rank']} of {standing['of']}"
        qtbot.waitUntil(lambda: panel.own_row is not None, timeout=30000)
        assert panel.state == "shown", panel.status.text()
        rank = int(panel.table.item(panel.own_row, 0).text())
        assert stats.leaderboard.item(0, 5).text() == f"{rank} of {panel.total}"
        assert panel.table.isVisibleTo(stats) and panel.own_row is not None
        own = panel.table.item(panel.own_row, 1)
        assert own.text() == "Ana Table (you)" and own.font().bold()
        # Issue 30: the ranking says what a result proves (replayed, not dealt).
        assert panel.status.text() == (
            f"You are {standing['rank']} of {panel.total}."
            " Verified by replaying each match; the deal was not dealt by the server."
        )
        stats.close()
    finally:
        log = server.log()
        server.stop()
    assert "Traceback" not in log, log
    window.close()


def test_turning_the_leaderboard_off_stops_sending_and_on_sends_at_once(
    qtbot: Any, tmp_path: Path, server: ServerProcess, request: pytest.FixtureRequest
) -> None:
    if request.node.callspec.params["server"] != "sqlite":
        pytest.skip("the client is the same whatever the server's database")
    from truco_desktop.ui.controllers.leaderboard import LeaderboardClient
    from truco_desktop.ui.widgets.leaderboard_dialog import LeaderboardDialog

    paths = AppPaths.under(tmp_path / "home")
    address = f"http://127.0.0.1:{server.port}"
    body = played(fresh=True)
    settings = lb.load_settings(paths)
    lb.save_settings(paths, lb.LeaderboardSettings(False, address, "Bea", settings.player_id))
    body["player"]["id"] = settings.player_id
    key = daily_key(daily_rules_from("argentino", 4, "off", "total", 30, "dirty"))
    # A result queued while it was on (for another address, under another name).
    lb.Queue(paths).add("http://127.0.0.1:9", key, body)
    client = LeaderboardClient(paths)
    client.flush()
    assert not client._sending and len(lb.Queue(paths).items()) == 1, "off: nothing is sent"

    dialog = LeaderboardDialog(paths, on_saved=lambda _s: client.settings_changed())
    qtbot.addWidget(dialog)
    assert dialog.waiting.isVisibleTo(dialog) and dialog.waiting.text().startswith("1 result")
    dialog.enabled.setChecked(True)
    dialog.name.setText("Bea")
    with qtbot.waitSignal(client.answered, timeout=60000):
        assert dialog.save()
    assert lb.Queue(paths).items() == []
    assert lb.Standings(paths).get(body["date"], key)["state"] == "stored"
    ranking = server.client().get(f"/v1/daily/leaderboard?date={body['date']}&key={key}").json
    assert any(e["name"] == "Bea" for e in ranking["entries"])
