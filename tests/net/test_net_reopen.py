"""Issue 31 item 3 without sockets: a table saved after every action holds itself (code,
owner key, rules, members with their tokens, seats) beside its match, and a host started
again reopens it as it was: every member away until his hello with his token, the match
where it was and going on; a finished match, a ranked daily's reserved table and a save
of another code are not reopened; and on a restart the people hear `restart`, not that
the table is closed."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.client import AsyncClient
from truco_desktop.net.host import RESTART_MESSAGE, TableHost, _decide
from truco_desktop.net.table import TABLE_KEY, NetTable, Refused, TableOptions
from truco_desktop.paths import AppPaths
from truco_desktop.storage.savegame import SaveStore


def _payload(folder: Path) -> dict[str, Any]:
    loaded = SaveStore(AppPaths.under(folder)).load()
    assert loaded.status == "ok" and loaded.payload is not None
    return loaded.payload


def _table(folder: Path, **kwargs: Any) -> tuple[NetTable, str, str]:
    """A public table of four with Ana (owner) and Bo, started, a few bot moves in."""
    table = NetTable(
        name="Mesa",
        public=True,
        options=TableOptions(Rules("argentino", 4, flor="simple"), "easy", True, False),
        save_dir=folder,
        seed="reopen",
        bot_seed=31,
        **kwargs,
    )
    ana, _ = table.join("Ana", None, table.owner_key)
    bo, _ = table.join("Bo", None, None)
    table.handle(ana.token, {"type": P.START})
    for _ in range(6):  # the computer seats move when it is theirs to move
        job = table.bot_job()
        if job is not None:
            table.apply_bot(job, _decide(job))
        else:
            seat = table.waiting_for()
            assert seat is not None
            token = table.seats[seat]
            assert token is not None
            view = table.session.view(seat)
            assert view is not None
            table.handle(token, {"type": P.ACT, "action": str(view.legal[0])})
    return table, ana.token, bo.token


def test_a_saved_table_reopens_as_it_was_with_everyone_away(tmp_path: Path) -> None:
    table, _ana, bo = _table(tmp_path / "T")
    payload = _payload(tmp_path / "T")
    assert payload[TABLE_KEY]["code"] == table.code
    again = NetTable.reopen(payload)
    assert (again.code, again.owner_key, again.name, again.public) == (
        table.code,
        table.owner_key,
        "Mesa",
        True,
    )
    assert again.seats == table.seats
    assert again.options == table.options
    assert again.session.match is not None and table.session.match is not None
    assert again.session.match.to_json() == table.session.match.to_json()
    assert [(m.name, m.owner, m.connected) for m in again.members.values()] == [
        ("Ana", True, False),
        ("Bo", False, False),
    ]
    assert again.summary()["people"] == ["Ana", "Bo"]
    # Away, the people's seats wait for nobody: computer players play them meanwhile.
    assert not again.connected()
    assert again.waiting_for() is not None or again.needs_deal()
    # A stranger's token is refused; Bo's gives him his seat, the match where it was.
    with pytest.raises(Refused):
        again.join("Eve", "not-a-token", None)
    member, outs = again.join("", bo, None)
    assert member.name == "Bo" and member.connected
    views = [m for token, m in outs if token == bo and m["type"] == P.VIEW]
    assert views and views[0]["resync"] is True
    # The match goes on: a move applied to the reopened table is saved again.
    job = again.bot_job()
    if job is not None:
        again.apply_bot(job, _decide(job))


def test_what_is_not_reopened(tmp_path: Path) -> None:
    table, _ana, _bo = _table(tmp_path / "T")
    payload = _payload(tmp_path / "T")
    # A save of the match alone (an older host's) holds no table.
    with pytest.raises(BadRecord):
        NetTable.reopen({k: v for k, v in payload.items() if k != TABLE_KEY})
    # Seats that do not fit the rules, or a code that is not one.
    bad = json.loads(json.dumps(payload))
    bad[TABLE_KEY]["seats"] = bad[TABLE_KEY]["seats"][:2]
    with pytest.raises(BadRecord):
        NetTable.reopen(bad)
    bad = json.loads(json.dumps(payload))
    bad[TABLE_KEY]["code"] = "../../etc"
    with pytest.raises(BadRecord):
        NetTable.reopen(bad)
    # A ranked daily's reserved table is ranked by the process that dealt it: its save
    # holds no table.
    locked = NetTable(options=TableOptions(Rules("argentino", 2)), save_dir=tmp_path / "L")
    locked.locked = True
    locked.reserve("Ana")
    locked.begin()
    assert TABLE_KEY not in _payload(tmp_path / "L")
    assert not locked.reopenable() and table.reopenable()


def test_a_host_started_again_reopens_its_saved_tables_and_says_restart(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = TableHost(lobby=True, save_root=tmp_path)
        await host.start()
        table = host.open_table(name="Mesa", public=True, options=TableOptions(Rules()))
        ana = await AsyncClient.join(
            "127.0.0.1", host.port, table.code, "Ana", owner=table.owner_key
        )
        token = ana.state.token
        await ana.send({"type": P.START})
        while True:
            update = await ana.next()
            if update.kind == P.VIEW:
                break
        other = host.open_table(name="Empty")  # never started: nothing to reopen
        await host.close(restart=True)
        bye = None
        while bye is None:
            update = await ana.next()
            bye = update.message if update.kind == P.BYE else None
        assert bye["reason"] == P.BYE_RESTART and bye["message"] == RESTART_MESSAGE
        await ana.close()

        again = TableHost(lobby=True, save_root=tmp_path)
        await again.start()
        opened = again.reopen_saved()
        assert [t.code for t in opened] == [table.code] and other.code not in again.tables
        assert again.lobby_rows()[0]["people"] == ["Ana"]
        back = await AsyncClient.join("127.0.0.1", again.port, table.code, token=token)
        assert back.state.seat == 0 and back.state.owner
        while True:
            update = await back.next()
            if update.kind == P.VIEW:
                assert update.message["resync"] is True
                break
        await back.close()
        await again.close()

    asyncio.run(asyncio.wait_for(scenario(), 60))
