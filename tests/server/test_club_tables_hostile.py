"""Issue 31 item 7: the hostile cases of issue 30 against the WebSocket path
(`/v1/tables/ws`), each while a person plays a match at the club: a flood of messages at
her table, binary and malformed messages, a guessed and a foreign token, an upgrade whose
header never ends, plain HTTP and a TLS handshake that never ends on the TLS port. Each
hostile client gets a clear error or is closed; the person's match goes on with no
error, refusal or action lost (`_Player`). A `truco-server serve` started by the test on
loopback, with short limits so that each case takes seconds."""

from __future__ import annotations

import asyncio
import random
import socket
import ssl
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import ServerProcess
from test_club_tables import QUICK_RULES, make_certificate, run

from truco_desktop.net import protocol as P
from truco_desktop.net.client import JoinError, WebSocketClient


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("club-hostile")
    server = ServerProcess(
        f"sqlite:///{folder / 'club.sqlite3'}",
        folder / "server.log",
        "--hello-timeout", "1", "--header-timeout", "1", "--tables-per-address", "20",
    )  # fmt: skip
    try:
        yield server
    finally:
        log = server.log()
        server.stop()
        assert "Traceback" not in log, log[-3000:]


class _Player:
    """A person playing her match at a human-ish pace; she must see no error, no
    refusal, no goodbye, and every action she sends must come back in a view."""

    def __init__(self, client: WebSocketClient) -> None:
        self.client = client
        self.acted = 0
        self.views = 0
        self.problems: list[dict[str, Any]] = []

    async def play(self, seconds: float) -> None:
        rng = random.Random(7)
        state = self.client.state
        end = time.monotonic() + seconds
        while time.monotonic() < end and not (state.table or {}).get("over"):
            try:
                update = await self.client.next(2.0)
            except TimeoutError:
                continue
            if update.kind in (P.REFUSED, P.ERROR, P.BYE):
                self.problems.append(update.message)
            if update.kind == P.VIEW:
                self.views += 1
                if state.yours and update.view is not None and update.view.legal:
                    await asyncio.sleep(0.05)
                    await self.client.act(rng.choice(update.view.legal))
                    self.acted += 1


async def _seated(url: str) -> tuple[WebSocketClient, str]:
    ana = await WebSocketClient.open(url)
    await ana.send(
        {"type": "create", "public": False, "rules": QUICK_RULES, "level": "random",
         "signs": False}
    )  # fmt: skip
    created = await ana.message()
    assert created["type"] == P.CREATED, created
    await ana.say_hello(created["code"], "Ana", owner=created["owner"])
    return ana, created["code"]


async def _answer(client: WebSocketClient) -> dict[str, Any]:
    """The host's answer to a request, past the table's and the match's news."""
    while (message := await client.message())["type"] in (P.TABLE, P.VIEW, P.SIGN):
        pass
    return message


def test_a_flood_at_a_table_is_told_then_cut_and_the_match_goes_on(club: ServerProcess) -> None:
    url = f"http://127.0.0.1:{club.port}"

    async def scenario() -> None:
        ana, code = await _seated(url)
        eve = await WebSocketClient.join(url, code, "Eve")
        await ana.send({"type": "start"})
        player = _Player(ana)
        playing = asyncio.create_task(player.play(6.0))
        for n in range(600):  # far over 20 a second with a burst of 40
            await eve.send({"type": "ping", "id": n})
        told = []
        with pytest.raises(ConnectionError):  # cut after 200 messages over the rate
            while True:
                told.append(await eve.message(5.0))
        assert any(m.get("code") == P.E_RATE for m in told), told[-3:]
        await playing
        assert player.problems == [] and player.acted > 0, player.problems
        table = ana.state.table or {}
        assert [s["kind"] for s in table["seats"]][1] in ("away", "computer")
        await eve.close()
        await ana.close()

    run(scenario())


def test_binary_and_malformed_messages_get_bad_message_and_the_match_goes_on(
    club: ServerProcess,
) -> None:
    url = f"http://127.0.0.1:{club.port}"

    async def scenario() -> None:
        ana, code = await _seated(url)
        await ana.send({"type": "start"})
        # Eve sits down during the first hand: the computer plays it for her, so the
        # table never waits for a person who only sends garbage (whoever is mano).
        eve = await WebSocketClient.join(url, code, "Eve")
        player = _Player(ana)
        playing = asyncio.create_task(player.play(4.0))
        await eve._ws.send_bytes(b"\x00\x01binary")
        assert (await _answer(eve))["code"] == P.E_BAD_MESSAGE
        for text in ("[1,2]", '{"type":"act","action":"play:99z"}', '{"type":"act"}',
                     '{"type":"choose","action":"' + "q" * 80 + '"}', '"just text"'):  # fmt: skip
            await eve.send_text(text)
            answer = await _answer(eve)
            assert answer["type"] in (P.ERROR, P.REFUSED), answer
        await eve.send({"type": "ping", "id": "still here"})
        assert (await _answer(eve)) == {"type": P.PONG, "id": "still here"}
        await playing
        assert player.problems == [] and player.acted > 0, player.problems
        await eve.close()
        await ana.close()

    run(scenario())


def test_a_guessed_or_foreign_token_is_turned_away_and_the_seat_stays_hers(
    club: ServerProcess,
) -> None:
    url = f"http://127.0.0.1:{club.port}"

    async def scenario() -> None:
        ana, code = await _seated(url)
        other, _other_code = await _seated(url)  # a seat at another table: its token
        await ana.send({"type": "start"})
        player = _Player(ana)
        playing = asyncio.create_task(player.play(4.0))
        for token in ("x" * 24, other.state.token):
            thief = await WebSocketClient.open(url)
            with pytest.raises(JoinError) as refused:
                await thief.say_hello(code, "Eve", token=token)
            assert refused.value.code == P.E_BAD_TOKEN
            await thief.close()
        await playing
        assert player.problems == [] and player.acted > 0, player.problems
        seats = (ana.state.table or {})["seats"]
        assert seats[0] == {"seat": 0, "kind": "human", "name": "Ana"}
        await other.close()
        await ana.close()

    run(scenario())


def test_an_upgrade_whose_header_never_ends_is_closed(club: ServerProcess) -> None:
    with socket.create_connection(("127.0.0.1", club.port), timeout=10) as sock:
        sock.sendall(b"GET /v1/tables/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
        started = time.monotonic()
        while sock.recv(4096):
            pass
        assert time.monotonic() - started < 8  # --header-timeout 1, not the client's 10
    assert club.client().get("/v1/health").status == 200


def test_on_the_tls_port_plain_http_and_an_endless_handshake_are_closed(tmp_path: Path) -> None:
    cert, key = make_certificate(tmp_path)
    trust = ssl.create_default_context(cafile=str(cert))
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'club.sqlite3'}",
        tmp_path / "server.log",
        "--tls-cert", str(cert), "--tls-key", str(key), "--header-timeout", "1",
        tls=trust,
    )  # fmt: skip
    try:
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(b"GET /v1/tables/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n")
            answer = b""
            while chunk := sock.recv(4096):
                answer += chunk
        assert not answer.startswith(b"HTTP/")  # nothing in clear
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(b"\x16\x03\x01\x02\x00\x01")  # a ClientHello that never comes whole
            started = time.monotonic()
            while sock.recv(4096):
                pass
            assert time.monotonic() - started < 8  # the handshake's deadline, 1 s
        assert server.client().get("/v1/health").status == 200
    finally:
        log = server.log()
        server.stop()
        assert "Traceback" not in log, log[-3000:]
