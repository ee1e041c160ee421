"""Finding tables on the network, and `truco-server tables` as a club's host."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

from truco_desktop.engine.rules import Rules
from truco_desktop.net.client import AsyncClient
from truco_desktop.net.discovery import discover

from .net_helpers import Loopback, run


def test_a_host_answers_a_discovery_question_without_its_code() -> None:
    async def scenario() -> None:
        async with Loopback(discovery_port=0) as net:
            net.table(Rules("mineiro", 4), name="Sala")
            port = net.host.discovery_port
            assert port
            loop = asyncio.get_running_loop()
            found = await loop.run_in_executor(
                None, lambda: discover(2.0, port=port, targets=("127.0.0.1",))
            )
            assert [(t.name, t.variant, t.players, t.port) for t in found] == [
                ("Sala", "mineiro", 4, net.port)
            ]
            assert found[0].address == "127.0.0.1"
            table = next(iter(net.host.tables.values()))
            # The code is the key to the table: an answer never carries it.
            assert table.code not in str(found)

    run(scenario())


def test_truco_server_tables_serves_a_lobby_and_says_goodbye_on_sigterm() -> None:
    command = [sys.executable, "-m", "truco_desktop.server", "tables", "--port", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "truco-server tables listening on" in line, line
        port = int(line.rsplit(":", 1)[1])

        async def scenario() -> None:
            maker = await AsyncClient.open("127.0.0.1", port)
            await maker.send({"type": "create", "name": "Club", "public": True})
            created = await maker.message()
            owner = await AsyncClient.join(
                "127.0.0.1", port, created["code"], "Me", owner=created["owner"]
            )
            await maker.send({"type": "list"})
            assert [t["name"] for t in (await maker.message())["tables"]] == ["Club"]
            os.kill(process.pid, signal.SIGTERM)
            while (message := await owner.message())["type"] != "bye":
                pass
            assert message["reason"] == "host_closed"

        run(scenario())
        assert process.wait(30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_the_game_hosts_on_a_thread_and_stopping_says_goodbye() -> None:
    """``HostThread``: the way the game hosts (Qt keeps the main thread)."""
    from truco_desktop.net.host import HOST_QUIT_MESSAGE, HostThread, TableHost
    from truco_desktop.net.table import TableOptions

    from .net_helpers import random_bots

    thread = HostThread(TableHost(bot_factory=random_bots))
    address, port = thread.start()
    table = thread.open_table(options=TableOptions(Rules("paulista", 2), "random"), name="Casa")

    async def scenario() -> None:
        owner = await AsyncClient.join(address, port, table.code, "Me", owner=table.owner_key)
        await owner.send({"type": "start"})
        while (await owner.next()).kind != "view":
            pass
        assert owner.state.view is not None and owner.state.view.players == 2
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, thread.stop)
        while (message := await owner.message())["type"] != "bye":
            pass
        assert message["message"] == HOST_QUIT_MESSAGE

    run(scenario())
    assert not thread._thread.is_alive()
    thread.stop()  # a second stop does nothing
