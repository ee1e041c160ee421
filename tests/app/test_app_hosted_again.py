"""Issue 31 item 3 on the game's own host: Game → Host a table offers to reopen the last
match it hosted when it was left under way (the same code, the host back in his seat, the
match where it was, a friend taking his seat again with the code), and a new table when
the person declines (the old match then forgotten); and Game → Play online… opens a
club's lobby that goes nowhere until a club is typed."""

from __future__ import annotations

from typing import Any

import pytest

from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets import net_table
from truco_desktop.ui.widgets.club_lobby import ClubLobby
from truco_desktop.ui.widgets.hosted_again import last_hosted
from truco_desktop.ui.widgets.net_table import NetTableWindow


@pytest.fixture
def quick_host(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(net_table, "BOT_PAUSE", 0.0)
    monkeypatch.setattr(net_table, "DEAL_PAUSE", 0.05)


def _friend(qtbot: Any, hosting: NetTableWindow) -> NetTableWindow:
    friend = NetTableWindow(
        "127.0.0.1", hosting.port, hosting.code, "Bea", prefs=Preferences(animation_speed="instant")
    )
    qtbot.addWidget(friend)
    friend.show()
    qtbot.waitUntil(lambda: friend.client.state.seat is not None, timeout=10_000)
    return friend


def _act(*windows: NetTableWindow) -> int:
    acted = 0
    for w in windows:
        table = w.table
        if table is not None and table.input_enabled() and not w.model._pending:
            legal = w.model.human_legal()
            plays = [a for a in legal if a.kind == "play"]
            w.model.submit((plays or list(legal))[0])
            acted += 1
    return acted


def test_host_a_table_reopens_the_last_hosted_match_or_forgets_it(
    qtbot: Any, make_window: Any, paths: Any, answers: Any, quick_host: None
) -> None:
    SettingsStore(paths).save(Preferences(animation_speed="instant", players=2))
    window = make_window()
    window.show()
    window._menus.build()
    window._menus.host_action.trigger()  # nothing saved yet: no question
    first = window.net_windows[-1]
    qtbot.waitUntil(lambda: first.client.state.table is not None, timeout=10_000)
    friend = _friend(qtbot, first)
    first.start()
    qtbot.waitUntil(lambda: first.table is not None and friend.table is not None, timeout=10_000)
    done = [0]
    qtbot.waitUntil(lambda: done.__setitem__(0, done[0] + _act(first, friend)) or done[0] >= 3)
    code, name = first.code, first.name
    first.close()  # the host quits under a match: its save stays
    qtbot.waitUntil(lambda: friend.ended, timeout=10_000)
    friend.close()
    saves = paths.data_dir / "tables"
    found = last_hosted(saves)
    assert found is not None and found.code == code

    answers.will("yes")
    window._menus.host_action.trigger()
    assert "Reopen it?" in answers.asked[-1] and code in answers.asked[-1]
    again = window.net_windows[-1]
    assert again is not first and again.code == code
    qtbot.waitUntil(lambda: again.table is not None, timeout=10_000)
    assert again.client.state.owner and again.client.state.seat == 0
    assert again.name == name
    # The friend takes his seat again with the same code; the match goes on.
    back = _friend(qtbot, again)
    assert back.client.state.seat == 1
    qtbot.waitUntil(lambda: back.table is not None, timeout=10_000)
    at = again.client.state.at
    qtbot.waitUntil(lambda: _act(again, back) >= 0 and again.client.state.at != at, timeout=20_000)
    again.close()
    back.close()

    answers.will("no")  # a new table instead: the old match is forgotten
    window._menus.host_action.trigger()
    fresh = window.net_windows[-1]
    assert fresh.code != code and last_hosted(saves) is None
    fresh.close()
    window.close()


def test_play_online_opens_a_lobby_that_goes_nowhere_by_itself(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []

    def exec_(lobby: ClubLobby) -> int:
        """The person looks at the lobby (it is deleted once closed)."""
        assert lobby.club_edit.text() == "" and lobby.club is None and not lobby._asking
        assert not lobby.create_button.isEnabled() and not lobby.quick_button.isEnabled()
        lobby.connect_club()
        assert "Type the club's address" in lobby.status.text() and not lobby._asking
        lobby.club_edit.setText("http://club.example.org")  # in clear beyond this computer
        lobby.connect_club()
        assert "secure connection" in lobby.status.text() and not lobby._asking
        lobby.name_edit.setText("a\tb")
        assert lobby.person() is None and "tabs" in lobby.status.text()
        seen.append(lobby.windowTitle())
        return 0

    monkeypatch.setattr(ClubLobby, "exec", exec_)
    window = make_window()
    window._menus.build()
    assert window._menus.online_action.text() == "Play &online…"
    assert window._menus.online_action.trigger() is None and seen == ["Play online"]


def test_the_trust_question_shows_the_fingerprint_and_trusts_only_when_told(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    lobby = ClubLobby(Preferences(), lambda prefs: None)
    qtbot.addWidget(lobby)
    digest = "0123456789abcdef" * 4
    seen: list[str] = []

    def answer(press: str) -> Any:
        def exec_(box: QMessageBox) -> int:
            seen.append(box.text())
            wanted = [b for b in box.buttons() if press in b.text()]
            wanted[0].click()
            return 0

        return exec_

    monkeypatch.setattr(QMessageBox, "exec", answer("Trust"))
    assert lobby.trust("club.example.org", digest)
    assert "club.example.org" in seen[0] and "01:23:45:67" in seen[0] and "CD:EF" in seen[0]
    monkeypatch.setattr(QMessageBox, "exec", answer("Cancel"))
    assert not lobby.trust("club.example.org", digest)
