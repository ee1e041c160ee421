"""Issue 31 item 5: the ranked daily, dealt by the server from a committed secret seed and
played as a table it hosts over the WebSocket. The real service on a loopback socket in
the test's event loop, with its clock injected: the commitment before, the seed only
once the day is over (and it hashes to the commitment and seeds the deal), a match played
move by move with only the person's view, a dropped connection resumed, the result
ranked from the server's own match, and no second deal."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import random
import socket
import uuid
from pathlib import Path
from typing import Any

import aiohttp

from truco_desktop.net import protocol as P
from truco_desktop.net.client import WebSocketClient
from truco_desktop.net.host import TableHost
from truco_desktop.server.app import Service, serve_forever
from truco_desktop.server.ranked import deal_seed, rules_from
from truco_desktop.server.store import open_store
from truco_desktop.server.verifier import Verifier

DAY = dt.date(2026, 5, 1)
#: A quick daily: two players, no envido.
RULES: dict[str, Any] = {"variant": "paulista", "players": 2, "deck": "clean"}


async def play(client: WebSocketClient, rng: random.Random, actions: int | None) -> int:
    """Play the person's seat (cards mostly) for ``actions`` actions, or to the end."""
    acted = 0
    state = client.state
    if state.view is not None and state.yours and state.view.legal:
        await client.act(rng.choice(state.view.legal))
        acted += 1
    while state.table is None or not state.table["over"]:
        if actions is not None and acted >= actions:
            return acted
        update = await client.next(30.0)
        assert update.kind not in (P.REFUSED, P.ERROR, P.BYE), update.message
        if update.kind == P.VIEW:
            assert update.view is not None and update.view.seat == 0  # his view only
            if state.yours and update.view.legal:
                legal = update.view.legal
                cards = [a for a in legal if a.card is not None or a.position is not None]
                await client.act(rng.choice(cards if cards and rng.random() < 0.8 else legal))
                acted += 1
    return acted


def test_a_ranked_daily_is_committed_dealt_by_the_server_resumed_and_ranked(
    tmp_path: Path,
) -> None:
    today = [DAY]

    async def scenario() -> None:
        store = open_store(f"sqlite:///{tmp_path / 'club.sqlite3'}")
        host = TableHost(lobby=True)
        service = Service(store, Verifier(1), today=lambda: today[0], tables=host)
        sock = socket.create_server(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        base = f"http://127.0.0.1:{port}"
        stop, ready = asyncio.Event(), asyncio.Event()
        server = asyncio.create_task(serve_forever(service, sock, stop, ready.set))
        await ready.wait()
        try:
            async with aiohttp.ClientSession(base) as http:

                async def get(path: str) -> tuple[int, Any]:
                    async with http.get(path) as answer:
                        return answer.status, await answer.json()

                async def ranked(player: dict[str, str]) -> tuple[int, Any]:
                    body = {"player": player, "rules": RULES}
                    async with http.post("/v1/daily/ranked", json=body) as answer:
                        return answer.status, await answer.json()

                # Before and during the day: the commitment, never the seed.
                status, committed = await get(f"/v1/daily/commitment?date={DAY}")
                assert status == 200 and committed["date"] == DAY.isoformat()
                assert (await get(f"/v1/daily/seed?date={DAY}"))[0] == 404
                far = DAY + dt.timedelta(days=5)
                assert (await get(f"/v1/daily/commitment?date={far}"))[0] == 404

                player = {"id": str(uuid.uuid4()), "name": "Ranked Rita"}
                status, opened = await ranked(player)
                assert status == 200, opened
                assert opened["commitment"] == committed["commitment"]
                # Nobody else sits at a ranked table, even with its code.
                intruder = await WebSocketClient.open(base)
                await intruder.send({"type": "hello", "version": 1, "code": opened["code"]})
                refusal = await intruder.message()
                assert (refusal["type"], refusal["code"]) == (P.ERROR, P.E_TABLE_FULL)
                await intruder.close()

                rng = random.Random(5)
                rita = await WebSocketClient.join(base, opened["code"], token=opened["token"])
                assert rita.state.seat == 0
                assert await play(rita, rng, actions=3) == 3
                before = rita.state.at
                await rita.close()  # the connection drops mid-match
                # Asked again: the same table and seat; the match goes on from there.
                status, again = await ranked(player)
                assert status == 200 and (again["code"], again["token"]) == (
                    opened["code"],
                    opened["token"],
                )
                rita = await WebSocketClient.join(base, again["code"], token=again["token"])
                while rita.state.view is None:
                    await rita.next()
                assert rita.state.at is not None and before is not None
                assert rita.state.at >= before  # the same match, not a new deal
                await play(rita, rng, actions=None)
                await rita.close()

                # Ranked from the server's own match: the leaderboard of the ranked key.
                key = opened["key"]
                entries: list[dict[str, Any]] = []
                for _ in range(100):
                    _status, board = await get(f"/v1/daily/leaderboard?date={DAY}&key={key}")
                    entries = board["entries"]
                    if entries:
                        break
                    await asyncio.sleep(0.05)
                assert [e["name"] for e in entries] == ["Ranked Rita"]
                table = host.tables[opened["code"]]
                match = table.session.match
                assert match is not None and match.series_over
                assert entries[0]["won"] == (match.score[0] > match.score[1])
                # Dealt once: no second deal for a better one.
                status, refused = await ranked(player)
                assert (status, refused["error"]) == (409, "already_played")

                # The day is over: the seed is published, hashes to the commitment and
                # seeds the deal that was played.
                today[0] = DAY + dt.timedelta(days=1)
                status, published = await get(f"/v1/daily/seed?date={DAY}")
                assert status == 200
                seed = published["seed"]
                digest = hashlib.sha256(seed.encode("utf-8")).hexdigest()
                assert digest == committed["commitment"]
                assert match.seed == deal_seed(seed, rules_from(RULES))
        finally:
            stop.set()
            await server
            service.close()

    asyncio.run(asyncio.wait_for(scenario(), 120))
