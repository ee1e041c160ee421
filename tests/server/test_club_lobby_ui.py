"""Issue 31 items 2 and 3, end to end with real parts: a `truco-server serve` started by the
test with a self-signed certificate the test makes, two real lobby dialogs of the game
(pytest-qt) that trust the certificate once, create a table, list it live, join it by a
click and by its code, play, lose the connection and come back with the seat's token; a
changed certificate refused; and the server restarted under a match, which reopens the
table from its save so that the match goes on where it was."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from server_helpers import ServerProcess
from test_club_tables import Club, _stop, make_certificate

from truco_desktop.net import protocol as P
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.network.net_club import QtClubClient
from truco_desktop.ui.widgets import club_lobby
from truco_desktop.ui.widgets.club_lobby import ClubLobby
from truco_desktop.ui.widgets.club_table import ClubTableWindow

pytest.importorskip("aiohttp")


def _serve(folder: Path, cert: Path, key: Path, *extra: str) -> ServerProcess:
    import ssl

    return ServerProcess(
        f"sqlite:///{folder / 'club.sqlite3'}",
        folder / f"server-{len(list(folder.glob('server-*.log')))}.log",
        "--tls-cert", str(cert), "--tls-key", str(key),
        "--tables-save-dir", str(folder / "tables"),
        *extra,
        tls=ssl.create_default_context(cafile=str(cert)),
    )  # fmt: skip


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Club, Path, Path, Path]]:
    cert, key = make_certificate(tmp_path)
    server = _serve(tmp_path, cert, key)
    holder = Club(server, cert)
    try:
        yield holder, tmp_path, cert, key
    finally:
        _stop(holder.server)


@pytest.fixture
def quick_lobby(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The lobby asks for the tables often, and trusts a club's certificate when asked
    (the fingerprints it was shown are kept to check)."""
    shown: list[str] = []
    monkeypatch.setattr(club_lobby, "REFRESH_MS", 200)

    def trust(self: ClubLobby, club: str, fingerprint: str) -> bool:
        shown.append(fingerprint)
        return True

    monkeypatch.setattr(ClubLobby, "trust", trust)
    return shown


def _lobby(qtbot: Any, url: str, name: str, prefs: Preferences | None = None) -> ClubLobby:
    kept: list[Preferences] = []
    lobby = ClubLobby(prefs or Preferences(animation_speed="instant"), kept.append)
    lobby.kept = kept  # type: ignore[attr-defined]
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.club_edit.setText(url)
    lobby.name_edit.setText(name)
    lobby.connect_club()
    qtbot.waitUntil(lambda: lobby.club is not None, timeout=15_000)
    return lobby


def _choose(lobby: ClubLobby, variant: str, players: int, **combos: Any) -> None:
    box = lobby.new_table
    box.variant_combo.setCurrentIndex(box.variant_combo.findData(variant))
    box.fill_rules(variant, players)
    assert box.players_combo.currentData() == players
    for name, value in combos.items():
        combo = getattr(box, f"{name}_combo")
        combo.setCurrentIndex(combo.findData(value))


def _opened(qtbot: Any, lobby: ClubLobby, sit: Any) -> ClubTableWindow:
    windows: list[ClubTableWindow] = []
    lobby.table_opened.connect(windows.append)
    window = sit()
    assert window is not None and windows == [window]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.client.state.seat is not None, timeout=15_000)
    return window


def _cut(client: QtClubClient) -> None:
    """Cut the client's TCP connection under it, as a network fault does (no goodbye)."""
    import asyncio
    import socket

    from truco_desktop.ui.network.net_club import ClubLoop

    async def cut() -> None:
        assert client.live is not None
        sock = client.live._ws.get_extra_info("socket")
        sock.shutdown(socket.SHUT_RDWR)

    asyncio.run_coroutine_threadsafe(cut(), ClubLoop.shared().loop).result(5)


def _act(rng: random.Random, *windows: ClubTableWindow) -> int:
    """Each person whose table waits for him plays a legal action (a card mostly)."""
    acted = 0
    for w in windows:
        table = w.table
        if table is not None and table.director.sing():  # his envido song (AR-ENV-8b)
            acted += 1
        elif table is not None and table.input_enabled() and not w.model._pending:
            legal = list(w.model.human_legal())
            plays = [a for a in legal if a.kind == "play"]
            if legal:
                w.model.submit(rng.choice(plays if plays and rng.random() < 0.85 else legal))
                acted += 1
    return acted


def _play(qtbot: Any, rng: random.Random, count: int, *windows: ClubTableWindow) -> None:
    done = [0]

    def enough() -> bool:
        done[0] += _act(rng, *windows)
        return done[0] >= count

    qtbot.waitUntil(enough, timeout=20_000)


def test_two_lobbies_create_list_join_play_and_come_back_after_a_drop(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str]
) -> None:
    holder, *_ = club
    rng = random.Random(31)
    bea = _lobby(qtbot, holder.url, "Bea")
    # The certificate was shown once, by its SHA-256, and pinned for this club.
    assert quick_lobby == [holder.fingerprint]
    assert bea.kept[-1].club_pins[0][1] == holder.fingerprint  # type: ignore[attr-defined]
    assert bea.kept[-1].club_address == holder.url  # type: ignore[attr-defined]
    assert bea.list.topLevelItemCount() == 0
    # Ana comes with the pin already kept: no question this time.
    ana = _lobby(qtbot, holder.url, "Ana", bea.kept[-1])  # type: ignore[attr-defined]
    assert quick_lobby == [holder.fingerprint]
    _choose(ana, "paulista", 4, deck="clean", level="easy")
    ana.new_table.table_name_edit.setText("Mesa")
    ana_w = _opened(qtbot, ana, ana.create_table)
    qtbot.waitUntil(lambda: ana_w.client.state.owner and ana_w.code_edit.text() != "")
    assert ana_w.code_edit.text() == ana_w.code and ana_w.share.isVisible()

    # Bea's lobby lists it by itself (asked again every few seconds): who sits, seats free.
    def listed() -> bool:
        item = bea.list.topLevelItem(0)
        return item is not None and item.text(0) == "Mesa" and item.text(4) == "Ana"

    qtbot.waitUntil(listed, timeout=10_000)
    row = bea.list.topLevelItem(0)
    assert row.text(2) == "4" and row.text(3) == "3"
    bea.list.setCurrentItem(row)
    assert bea.join_button.isEnabled()

    def by_keyboard() -> ClubTableWindow | None:  # Enter on the row picked joins it
        bea.list.setFocus()
        found: list[ClubTableWindow] = []
        bea.table_opened.connect(found.append)
        qtbot.keyClick(bea.list, Qt.Key.Key_Return)
        return found[0] if found else None

    bea_w = _opened(qtbot, bea, by_keyboard)
    assert bea_w.client.state.seat == 1
    qtbot.waitUntil(lambda: ana_w.seats.count() == 4)
    ana_w.start()
    qtbot.waitUntil(lambda: ana_w.table is not None and bea_w.table is not None, timeout=15_000)
    _play(qtbot, rng, 3, ana_w, bea_w)
    # Bea's connection drops (no goodbye): a computer plays her seat; her window comes
    # back with her token by itself and she plays on.
    token = bea_w.client.state.token
    _cut(bea_w.client)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: "trying again" in bea_w.notice.text(), timeout=10_000)
    qtbot.waitUntil(lambda: bea_w._welcomed and not bea_w.notice.isVisible(), timeout=15_000)
    assert bea_w.client.state.token == token and bea_w.client.state.seat == 1
    qtbot.waitUntil(
        lambda: (
            [s["kind"] for s in (bea_w.client.state.table or {}).get("seats", [])][:2]
            == ["human", "human"]
        )
    )
    _play(qtbot, rng, 3, ana_w, bea_w)
    assert not ana_w.ended and not bea_w.ended

    # And on to the end of the match: both tables agree on the result.
    def over() -> bool:
        _act(rng, ana_w, bea_w)
        return bool((bea_w.client.state.table or {}).get("over"))

    qtbot.waitUntil(over, timeout=25_000)
    qtbot.waitUntil(lambda: bool((ana_w.client.state.table or {}).get("over")))
    final = [w.client.state.view for w in (ana_w, bea_w)]
    assert final[0] is not None and final[1] is not None
    assert final[0].score == final[1].score and max(final[0].score) >= 12
    assert not ana_w.ended and not bea_w.ended
    for w in (ana_w, bea_w):
        w.close()


def test_a_private_table_is_joined_by_its_code_and_quick_play_finds_a_seat(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str]
) -> None:
    holder, *_ = club
    ana = _lobby(qtbot, holder.url, "Ana")
    _choose(ana, "argentino", 3, level="easy")
    ana.new_table.public_check.setChecked(False)
    ana_w = _opened(qtbot, ana, ana.create_table)
    qtbot.waitUntil(lambda: ana_w.code_edit.text() != "")
    bea = _lobby(qtbot, holder.url, "Bea")
    assert bea.list.topLevelItemCount() == 0  # a private table is never listed
    bea.code_edit.setText(ana_w.code.lower()[:4] + "-" + ana_w.code[4:])
    bea_w = _opened(qtbot, bea, bea.join_by_code)
    assert bea_w.client.state.seat == 1
    assert (bea_w.client.state.table or {})["rules"]["options"]["players"] == 3
    # The table's lobby shows its three players (not a size of its own), and plays.
    qtbot.waitUntil(lambda: ana_w.players_combo.currentData() == 3)
    assert ana_w.rules().players == 3
    ana_w.start()
    qtbot.waitUntil(lambda: ana_w.table is not None and bea_w.table is not None, timeout=15_000)
    _play(qtbot, random.Random(3), 3, ana_w, bea_w)
    # Quick play at 8 players: no such table, so a new public one starts at once with
    # computer players; a second quick player of the same choice takes a seat, and plays.
    cai = _lobby(qtbot, holder.url, "Cai")
    _choose(cai, "argentino", 8)
    cai_w = _opened(qtbot, cai, cai.quick_play)
    qtbot.waitUntil(lambda: cai_w.table is not None, timeout=15_000)
    dan = _lobby(qtbot, holder.url, "Dan")
    _choose(dan, "argentino", 8)
    qtbot.waitUntil(lambda: dan.list.topLevelItemCount() == 1, timeout=10_000)
    dan_w = _opened(qtbot, dan, dan.quick_play)
    assert dan_w.code == cai_w.code and dan_w.client.state.seat == 1
    qtbot.waitUntil(lambda: dan_w.table is not None, timeout=15_000)
    _play(qtbot, random.Random(8), 3, cai_w, dan_w)
    for w in (ana_w, bea_w, cai_w, dan_w):
        w.close()


def test_a_changed_certificate_is_refused_with_the_reason(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str]
) -> None:
    holder, *_ = club
    pinned = Preferences(club_pins=((_key(holder.url), "ab" * 32),), club_address=holder.url)
    lobby = ClubLobby(pinned, lambda prefs: None)
    qtbot.addWidget(lobby)
    lobby.name_edit.setText("Eve")
    qtbot.waitUntil(lambda: "changed" in lobby.status.text(), timeout=15_000)
    assert holder.fingerprint in lobby.status.text()
    assert lobby.club is None and not lobby.create_button.isEnabled()
    assert quick_lobby == []  # refused, never offered to be trusted silently


def _key(url: str) -> str:
    from truco_desktop.net.client import tables_url

    return tables_url(url)


def test_the_server_restarted_under_a_match_reopens_it_and_the_people_come_back(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str]
) -> None:
    holder, folder, cert, key = club
    rng = random.Random(7)
    fingerprint = holder.fingerprint
    prefs = Preferences(animation_speed="instant")
    ana_c, bea_c = QtClubClient(), QtClubClient()
    ana_w = ClubTableWindow(holder.url, "", "Ana", ana_c, prefs=prefs, fingerprint=fingerprint)
    qtbot.addWidget(ana_w)
    ana_w.show()
    request = {"name": "Mesa", "public": False, "rules": P.rules_json(_rules()), "level": "easy"}
    ana_c.create(holder.url, request, "Ana", fingerprint=fingerprint)
    qtbot.waitUntil(lambda: ana_c.state.seat == 0, timeout=15_000)
    bea_w = ClubTableWindow(
        holder.url, ana_w.code, "Bea", bea_c, prefs=prefs, fingerprint=fingerprint
    )
    qtbot.addWidget(bea_w)
    bea_w.show()
    bea_c.join(holder.url, ana_w.code, "Bea", fingerprint=fingerprint)
    qtbot.waitUntil(lambda: bea_c.state.seat == 1, timeout=15_000)
    ana_w.start()
    qtbot.waitUntil(lambda: ana_w.table is not None and bea_w.table is not None, timeout=15_000)
    _play(qtbot, rng, 4, ana_w, bea_w)
    qtbot.waitUntil(lambda: not ana_w.model._pending and not bea_w.model._pending)
    before = ana_c.state.at
    port = holder.server.port
    _stop(holder.server)  # SIGTERM: the tables say "restart" and are saved
    saved = folder / "tables" / ana_w.code
    assert any(saved.rglob("*.json"))
    qtbot.waitUntil(lambda: "trying again" in ana_w.notice.text(), timeout=10_000)
    assert not ana_w.ended and not bea_w.ended
    holder.server = _serve(folder, cert, key, "--port", str(port))
    qtbot.waitUntil(lambda: ana_w._welcomed and bea_w._welcomed, timeout=30_000)
    # The same seats, the match where it was (or moved on by the computer players).
    assert ana_c.state.seat == 0 and bea_c.state.seat == 1
    assert "reopened 1 saved table" in holder.server.log()
    qtbot.waitUntil(lambda: ana_c.state.at is not None and ana_c.state.at >= before)
    names = [s["name"] for s in (ana_c.state.table or {}).get("seats", []) if s["name"]]
    assert names == ["Ana", "Bea"]
    _play(qtbot, rng, 4, ana_w, bea_w)
    assert ana_c.state.at is not None and ana_c.state.at > before
    assert not ana_w.ended and not bea_w.ended
    for w in (ana_w, bea_w):
        w.close()


def _rules() -> Any:
    from truco_desktop.engine.rules import Rules

    return Rules("paulista", 4, deck_option="clean")


def test_the_open_tables_fit_the_list_at_800_by_600(qtbot: Any) -> None:
    """Every column of the open tables shows at the smallest window: none scrolls out of
    sight; a cut cell keeps its whole text in its tip."""
    lobby = ClubLobby(Preferences(), lambda prefs: None)
    qtbot.addWidget(lobby)
    lobby.resize(800, 600)
    lobby.rows = [
        {"name": "Mesa de los viernes", "variant": "argentino", "players": 4, "humans": 2,
         "people": ["Ana", "Bea"], "started": True, "code": "ABCD2345"},
        {"name": "Paulista sem frescura", "variant": "paulista", "players": 6, "humans": 5,
         "people": ["Carlos", "Dalva", "Zeca", "Tonho", "Quique"], "started": False,
         "code": "QWER2345"},
    ]  # fmt: skip
    lobby._show_rows()
    lobby.show()
    qtbot.waitExposed(lobby)
    header = lobby.list.header()
    assert header.length() <= lobby.list.viewport().width() + 1
    assert all(header.sectionSize(c) >= 20 for c in range(lobby.list.columnCount()))
    item = lobby.list.topLevelItem(1)
    assert item.toolTip(4) == "Carlos, Dalva, Zeca, Tonho, Quique"
