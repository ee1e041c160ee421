"""Señas over the network: a sign goes to the signer's partners only, and an opponent
learns it only by catching it, as at the offline table."""

from __future__ import annotations

import asyncio

from truco_desktop.engine.rules import Rules
from truco_desktop.engine.seats import team_of
from truco_desktop.net.client import AsyncClient
from truco_desktop.signs import sign_set_for

from .net_helpers import Loopback, run


async def _drain(client: AsyncClient) -> list[dict]:
    """Everything the host sent this client until now: a ping's pong comes after it."""
    await client.send({"type": "ping", "id": "sync"})
    out = []
    while (message := await client.message())["type"] != "pong":
        out.append(message)
    return out


def test_a_sign_reaches_the_partner_and_only_catchers_among_the_opponents() -> None:
    async def scenario() -> None:
        async with Loopback() as net:
            for catching in (False, True):
                table = net.table(Rules("argentino", 4), seed="signs", catching=catching)
                a = await net.join(table, "A", owner=table.owner_key)
                b = await net.join(table, "B")
                c = await net.join(table, "C")
                assert [x.state.seat for x in (a, b, c)] == [0, 1, 2]
                await a.send({"type": "start"})
                await asyncio.gather(*(_drain(x) for x in (a, b, c)))
                sign = sign_set_for("argentino").signs[0].id
                for _ in range(25):
                    await a.send({"type": "sign", "sign": sign})
                await b.send({"type": "sign", "sign": "no-such-sign"})
                # Once A's and B's pongs are back, the host has handled their signs.
                early = [await _drain(a), await _drain(b)]
                got = [early[0] + await _drain(a), early[1] + await _drain(b), await _drain(c)]
                for seat, messages in enumerate(got):
                    for m in messages:
                        if m["type"] != "sign":
                            continue
                        assert m["seat"] != seat
                        assert m["caught"] is (team_of(m["seat"]) != team_of(seat)), m
                        assert catching or not m["caught"]
                from_a = [[m for m in ms if m["type"] == "sign" and m["seat"] == 0] for ms in got]
                assert len(from_a[2]) == 25  # the partner sees every sign
                assert all(m["sign"] == sign for m in from_a[2])
                # The opponent B catches some (a normal player's chance), C's partner none.
                assert bool(from_a[1]) is catching
                assert any(m["type"] == "refused" and m["code"] == "no_signs" for m in got[1])
                for x in (a, b, c):
                    await x.close()

    run(scenario())
