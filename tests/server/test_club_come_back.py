"""Issue 31 item 3, end to end: "a person who leaves is replaced by a computer player until
he comes back". A real `truco-server serve` (TLS, a certificate the test makes) and real
lobby dialogs and table windows of the game: Bea leaves a match (the window closed, a
goodbye said), a computer player takes her seat, her game keeps the seat's token, her
lobby marks the table as hers and joining it gives her the same seat back. When a
newcomer finds no free seat he takes the seat of a person who left, and her game, coming
back, is told the seat went to someone else and forgets it; a kept seat at a table the
club no longer has (gone since, or lost in a restart of the club) is told as such and
forgotten, never as a wrong code."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import test_club_lobby_ui as lobby_ui
from test_club_lobby_ui import _choose, _lobby, _opened, _play
from test_club_tables import Club, _stop

from truco_desktop.paths import AppPaths
from truco_desktop.storage.club_seats import ClubSeats
from truco_desktop.ui.widgets.club_lobby import ClubLobby, _club_key

pytest.importorskip("aiohttp")

#: The club server and the quick lobby of the lobby's own tests (fixtures).
club = lobby_ui.club
quick_lobby = lobby_ui.quick_lobby


def _with_seats(lobby: ClubLobby, home: Path) -> ClubSeats:
    """The lobby with this person's kept seats (the game passes them when it opens it)."""
    seats = ClubSeats(AppPaths.under(home))
    lobby.seats = seats
    lobby._show_rows()
    return seats


def _turned_away(qtbot: Any, lobby: ClubLobby, code: str) -> Any:
    """Join ``code`` from ``lobby`` (with the seat it keeps there) and wait until the
    table's window ends: its notice says why."""
    lobby.code_edit.setText(code)
    windows: list[Any] = []
    lobby.table_opened.connect(windows.append)
    lobby.join_by_code()
    (window,) = windows
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.ended, timeout=15_000)
    return window


def _kinds(window: Any) -> list[str]:
    return [s["kind"] for s in (window.client.state.table or {}).get("seats", [])]


def test_a_person_who_leaves_comes_back_to_her_seat_until_someone_takes_it(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str], tmp_path: Path
) -> None:
    holder, *_ = club
    rng = random.Random(5)
    ana = _lobby(qtbot, holder.url, "Ana")
    _with_seats(ana, tmp_path / "ana")
    _choose(ana, "argentino", 2, level="easy")
    ana.new_table.table_name_edit.setText("Dos")
    ana_w = _opened(qtbot, ana, ana.create_table)
    qtbot.waitUntil(lambda: ana_w.code_edit.text() != "")
    code = ana_w.code
    bea = _lobby(qtbot, holder.url, "Bea")
    bea_seats = _with_seats(bea, tmp_path / "bea")
    bea.code_edit.setText(code)
    bea_w = _opened(qtbot, bea, bea.join_by_code)
    token = bea_w.client.state.token
    assert bea_w.client.state.seat == 1 and token
    assert bea_seats.token(_club_key(holder.url), code) == token  # kept on her disk
    ana_w.start()
    qtbot.waitUntil(lambda: ana_w.table is not None and bea_w.table is not None, timeout=15_000)
    _play(qtbot, rng, 2, ana_w, bea_w)

    # Bea leaves: a computer player takes her seat, and the table keeps it for her.
    bea_w.close()
    qtbot.waitUntil(lambda: _kinds(ana_w) == ["human", "away"], timeout=10_000)
    again = ClubSeats(AppPaths.under(tmp_path / "bea"))  # as her next start reads it
    assert again.token(_club_key(holder.url), code) == token

    # Her lobby lists the table as hers, with her seat free for her; she comes back.
    bea2 = _lobby(qtbot, holder.url, "Bea")
    _with_seats(bea2, tmp_path / "bea")
    qtbot.waitUntil(lambda: bea2.list.topLevelItemCount() == 1, timeout=10_000)
    row = bea2.list.topLevelItem(0)
    assert row.text(0) == "Dos (your seat)" and row.text(3) == "1"
    bea2.list.setCurrentItem(row)
    bea2_w = _opened(qtbot, bea2, bea2.join_selected)
    assert bea2_w.came_back
    assert bea2_w.client.state.seat == 1 and bea2_w.client.state.token == token
    qtbot.waitUntil(lambda: _kinds(ana_w) == ["human", "human"], timeout=10_000)
    qtbot.waitUntil(lambda: bea2_w.table is not None, timeout=15_000)

    # She leaves again; Cai finds no free seat but hers, and takes it.
    bea2_w.close()
    qtbot.waitUntil(lambda: _kinds(ana_w) == ["human", "away"], timeout=10_000)
    cai = _lobby(qtbot, holder.url, "Cai")
    _with_seats(cai, tmp_path / "cai")
    cai.code_edit.setText(code)
    cai_w = _opened(qtbot, cai, cai.join_by_code)
    assert cai_w.client.state.seat == 1 and cai_w.client.state.token != token
    qtbot.waitUntil(lambda: _kinds(ana_w) == ["human", "human"], timeout=10_000)

    # Bea's game comes back with the old token: told, and the seat forgotten.
    bea3 = _lobby(qtbot, holder.url, "Bea")
    seats3 = _with_seats(bea3, tmp_path / "bea")
    bea3_w = _turned_away(qtbot, bea3, code)
    assert "went to someone else" in bea3_w.notice.text()
    assert seats3.token(_club_key(holder.url), code) is None
    for w in (ana_w, cai_w, bea3_w):
        w.close()


def test_a_kept_seat_at_a_table_the_club_no_longer_has_is_told_and_forgotten(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str], tmp_path: Path
) -> None:
    holder, *_ = club
    lobby = _lobby(qtbot, holder.url, "Bea")
    seats = _with_seats(lobby, tmp_path / "bea")
    seats.keep(_club_key(holder.url), "ZZZZ2222", "a-token-of-a-seat-long-gone")
    window = _turned_away(qtbot, lobby, "ZZZZ2222")
    assert "no longer open" in window.notice.text()
    assert seats.token(_club_key(holder.url), "ZZZZ2222") is None
    window.close()


def test_a_club_restarted_without_the_table_says_so_to_who_comes_back(
    qtbot: Any, club: tuple[Club, Path, Path, Path], quick_lobby: list[str], tmp_path: Path
) -> None:
    """The club is restarted under a match and its save of the table is gone (a new
    machine, a cleared folder): the window that reconnects with the seat's token is told
    the table is no longer open, not that its code is wrong, and forgets the seat."""
    import shutil

    holder, folder, cert, key = club
    ana = _lobby(qtbot, holder.url, "Ana")
    seats = _with_seats(ana, tmp_path / "ana")
    _choose(ana, "argentino", 2, level="easy")
    ana_w = _opened(qtbot, ana, ana.create_table)
    qtbot.waitUntil(lambda: ana_w.code_edit.text() != "")
    ana_w.start()
    qtbot.waitUntil(lambda: ana_w.table is not None, timeout=15_000)
    assert seats.token(_club_key(holder.url), ana_w.code) is not None
    port = holder.server.port
    _stop(holder.server)
    shutil.rmtree(folder / "tables")
    qtbot.waitUntil(lambda: "trying again" in ana_w.notice.text(), timeout=10_000)
    holder.server = lobby_ui._serve(folder, cert, key, "--port", str(port))
    qtbot.waitUntil(lambda: ana_w.ended, timeout=30_000)
    assert "no longer open" in ana_w.notice.text()
    assert seats.token(_club_key(holder.url), ana_w.code) is None
    ana_w.close()
