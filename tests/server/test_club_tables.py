"""Issue 31 item 1: one club server, one port. `truco-server serve` started by the test with
a self-signed certificate the test makes (openssl) hosts the tables over WebSocket (wss):
two clients create, list, join and play a whole match with computer players in the other
seats; the certificate is checked (the system's store, or a pinned fingerprint that a
changed certificate does not pass); plain HTTP to the TLS port fails cleanly; and on a
plain port the issue-30 limits hold on the WebSocket path and a v1 client is answered."""

from __future__ import annotations

import asyncio
import hashlib
import random
import shutil
import socket
import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import ServerProcess

from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.client import (
    CertificateChanged,
    JoinError,
    UntrustedCertificate,
    WebSocketClient,
    tables_url,
)
from truco_desktop.net.wire import FrameDecoder, encode_frame

#: Four seats, no envido (a random falta envido would end the match in one hand).
QUICK_RULES = P.rules_json(Rules("paulista", 4, deck_option="clean"))


def run(coro: Any) -> Any:
    """A test's coroutine, bounded: a hang fails instead of blocking CI."""

    async def bounded() -> Any:
        return await asyncio.wait_for(coro, 180)

    return asyncio.run(bounded())


class Club:
    """The running server, its certificate and the certificate's fingerprint."""

    def __init__(self, server: ServerProcess, cert: Path) -> None:
        self.server = server
        self.cert = cert
        der = ssl.PEM_cert_to_DER_cert(cert.read_text())
        self.fingerprint = hashlib.sha256(der).hexdigest()
        self.url = f"https://127.0.0.1:{server.port}"


def make_certificate(folder: Path) -> tuple[Path, Path]:
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is not installed")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    return cert, key


def _stop(server: ServerProcess) -> None:
    log = server.log()
    server.stop()
    assert "Traceback" not in log, log[-3000:]


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Club]:
    folder = tmp_path_factory.mktemp("club-tls")
    cert, key = make_certificate(folder)
    trust = ssl.create_default_context(cafile=str(cert))
    server = ServerProcess(
        f"sqlite:///{folder / 'club.sqlite3'}",
        folder / "server.log",
        "--tls-cert", str(cert), "--tls-key", str(key),
        tls=trust,
    )  # fmt: skip
    try:
        yield Club(server, cert)
    finally:
        _stop(server)


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A club without TLS on loopback, with short table limits to test them."""
    folder = tmp_path_factory.mktemp("club-plain")
    server = ServerProcess(
        f"sqlite:///{folder / 'club.sqlite3'}",
        folder / "server.log",
        "--hello-timeout", "1", "--pending-per-address", "2",
    )  # fmt: skip
    try:
        yield server
    finally:
        _stop(server)


async def play_until_over(client: WebSocketClient, rng: random.Random) -> int:
    """Play the client's seat at random until the match is over: the views it acted on."""
    acted = 0
    state = client.state
    while state.table is None or not state.table["over"]:
        update = await client.next(30.0)
        if update.kind == P.VIEW:
            assert update.view is not None and update.view.seat == state.seat
            if state.yours and update.view.legal:
                legal = update.view.legal
                cards = [a for a in legal if a.card is not None or a.position is not None]
                await client.act(rng.choice(cards if cards and rng.random() < 0.8 else legal))
                acted += 1
        assert update.kind not in (P.REFUSED, P.ERROR, P.BYE), update.message
    return acted


def test_two_clients_create_list_join_and_play_a_whole_match_over_wss(club: Club) -> None:
    async def scenario() -> None:
        ana = await WebSocketClient.open(club.url, fingerprint=club.fingerprint)
        await ana.send(
            {"type": "create", "name": "Club night", "public": True, "rules": QUICK_RULES,
             "level": "random", "signs": False}
        )  # fmt: skip
        created = await ana.message()
        assert created["type"] == P.CREATED, created
        code = created["code"]
        await ana.say_hello(code, "Ana", owner=created["owner"])
        # The lobby, by HTTPS (verified against the test's certificate) and by WebSocket.
        listed = await asyncio.to_thread(club.server.client().get, "/v1/tables")
        assert listed.status == 200
        assert [t["code"] for t in listed.json["tables"]] == [code]
        assert listed.json["tables"][0] | {"humans": 1} == listed.json["tables"][0]
        bo = await WebSocketClient.open(club.url, fingerprint=club.fingerprint)
        await bo.send({"type": "list"})
        tables = await bo.message()
        assert tables["type"] == P.TABLES
        assert [t["name"] for t in tables["tables"] if t["code"] == code] == ["Club night"]
        await bo.say_hello(code, "Bo")
        assert (ana.state.seat, bo.state.seat) == (0, 1)
        await ana.send({"type": "start"})
        acted = await asyncio.gather(
            play_until_over(ana, random.Random(1)), play_until_over(bo, random.Random(2))
        )
        assert all(n > 0 for n in acted), acted
        final = ana.state.view
        assert final is not None and max(final.score) >= final.target  # a whole match
        assert ana.state.table is not None
        kinds = [s["kind"] for s in ana.state.table["seats"]]
        assert kinds == ["human", "human", "computer", "computer"]
        await ana.close()
        await bo.close()

    run(scenario())


def test_the_certificate_is_checked_by_the_system_store_or_a_pinned_fingerprint(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def scenario() -> None:
        with pytest.raises(UntrustedCertificate) as untrusted:
            await WebSocketClient.open(club.url)
        assert untrusted.value.fingerprint == club.fingerprint  # what the person is shown
        changed = "ab" * 32
        with pytest.raises(CertificateChanged) as refused:
            await WebSocketClient.open(club.url, fingerprint=changed)
        assert (refused.value.expected, refused.value.got) == (changed, club.fingerprint)
        # A certificate the system's store trusts (OpenSSL reads SSL_CERT_FILE) passes
        # with no pin, its name (IP 127.0.0.1) checked.
        monkeypatch.setenv("SSL_CERT_FILE", str(club.cert))
        client = await WebSocketClient.open(club.url)
        await client.send({"type": "ping", "id": 7})
        assert await client.message() == {"type": P.PONG, "id": 7}
        await client.close()

    run(scenario())


def test_plain_http_to_the_tls_port_fails_cleanly(club: Club) -> None:
    with socket.create_connection(("127.0.0.1", club.server.port), timeout=10) as sock:
        sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert not answer.startswith(b"HTTP/")  # no page in clear: at most a TLS alert
    assert club.server.client().get("/v1/health").status == 200


def test_tables_url_speaks_tls_beyond_loopback() -> None:
    assert tables_url("club.example") == "wss://club.example/v1/tables/ws"
    assert tables_url("https://club.example:8443/truco/") == (
        "wss://club.example:8443/truco/v1/tables/ws"
    )
    assert tables_url("http://127.0.0.1:9000") == "ws://127.0.0.1:9000/v1/tables/ws"
    with pytest.raises(ValueError, match="TLS"):
        tables_url("http://club.example")
    with pytest.raises(ValueError, match="TLS"):
        tables_url("ws://192.168.1.5:9000")


def test_a_v1_client_on_the_plain_port_is_answered_in_its_framing(plain: ServerProcess) -> None:
    with socket.create_connection(("127.0.0.1", plain.port), timeout=10) as sock:
        sock.sendall(encode_frame({"type": "hello", "version": 1, "code": "K7M2QX9A"}))
        data = b""
        while chunk := sock.recv(4096):
            data += chunk
    [answer] = FrameDecoder(1 << 16).feed(data)
    assert (answer["type"], answer["code"]) == (P.ERROR, P.E_BAD_VERSION)


def test_the_issue_30_limits_hold_on_the_websocket_path(plain: ServerProcess) -> None:
    url = f"http://127.0.0.1:{plain.port}"

    async def scenario() -> None:
        # A message over the protocol's 4 KiB: too_big, and the connection ends.
        big = await WebSocketClient.open(url)
        await big.send_text('{"type":"ping","id":"' + "x" * 5000 + '"}')
        assert (await big.message())["code"] == P.E_TOO_BIG
        with pytest.raises(ConnectionError):
            await big.message()
        await big.close()
        # Not JSON: bad_message, and the connection goes on.
        odd = await WebSocketClient.open(url)
        await odd.send_text("{not json")
        assert (await odd.message())["code"] == P.E_BAD_MESSAGE
        await odd.send({"type": "ping", "id": 1})
        assert (await odd.message())["type"] == P.PONG
        # No hello within --hello-timeout (1 s): closed.
        with pytest.raises(ConnectionError):
            await odd.message(5.0)
        await odd.close()
        # Wrong codes from one address: counted (the back-off doubles with each), logged.
        for _ in range(3):
            guess = await WebSocketClient.open(url)
            with pytest.raises(JoinError) as wrong:
                await guess.say_hello("ZZZZZZZZ", "Eve")
            assert wrong.value.code == P.E_BAD_CODE
        assert "wrong table code from 127.0.0.1 (3 in a row); answered in 1.00 s" in plain.log()
        # --pending-per-address 2: a third connection before its hello is turned away.
        first = [await WebSocketClient.open(url) for _ in range(2)]
        for n, client in enumerate(first):  # each admitted before the third comes
            await client.send({"type": "ping", "id": n})
            assert (await client.message())["type"] == P.PONG
        third = await WebSocketClient.open(url)
        refusal = await third.message()
        assert (refusal["type"], refusal["code"]) == (P.ERROR, P.E_TABLE_FULL)
        for client in [*first, third]:
            await client.close()

    run(scenario())
