"""Issue 31 item 6, second half: a club of two `truco-server serve` processes sharing one
PostgreSQL database, all started by the test on loopback. A table created on process A
is listed by process B (HTTP and the WebSocket's `list`), a person joins it through B
(relayed to A) and both play; a table created on B lands on B with a code of its own;
and once A is killed, its tables leave B's lobby when A's heartbeat expires and a join
for them through B is answered as a wrong code."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import ssl
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from server_helpers import PostgresCluster, ServerProcess
from test_club_tables import make_certificate

from truco_desktop.engine.actions import TRUCO_WORDS, Action
from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.client import JoinError, WebSocketClient, fingerprint_of
from truco_desktop.server.cluster import folder_name

#: Four seats, no envido: each action is a card or a truco call, the hands short.
QUICK_RULES = P.rules_json(Rules("paulista", 4, deck_option="clean"))
#: A quick ranked daily: two players, no envido.
RANKED_RULES = {"variant": "paulista", "players": 2, "deck": "clean"}
#: The test's heartbeat (seconds): a killed process is gone after three of them.
HEARTBEAT = 0.3


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _fresh_database(postgres: PostgresCluster) -> str:
    """A database of its own in the session's cluster: no other test's rows."""
    import psycopg

    name = "club_" + uuid.uuid4().hex[:12]
    with psycopg.connect(postgres.url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return postgres.url.rsplit("/", 1)[0] + "/" + name


class Club:
    """The club's processes the test starts, on one database and one save folder (each
    process saves in a folder of its own under it); all stopped at the end."""

    def __init__(self, db: str, folder: Path) -> None:
        self.db = db
        self.folder = folder
        self.saves = folder / "saves"
        self.processes: dict[str, ServerProcess] = {}

    def start(
        self,
        label: str,
        port: int | None = None,
        tls: tuple[Path, Path] | None = None,
        *more: str,
    ) -> ServerProcess:
        """`serve` in a club: ``port`` again for a process started again; ``tls``: HTTPS
        with this certificate and key (the processes then reach each other by HTTPS)."""
        port = port or _free_port()
        scheme, extra, trust = "http", [], None
        if tls is not None:
            scheme = "https"
            extra = ["--tls-cert", str(tls[0]), "--tls-key", str(tls[1])]
            trust = ssl.create_default_context(cafile=str(tls[0]))
        process = ServerProcess(
            self.db,
            self.folder / f"{label}.log",
            "--port", str(port),
            "--cluster-url", f"{scheme}://127.0.0.1:{port}",
            "--cluster-heartbeat", str(HEARTBEAT),
            "--trusted-proxy", "127.0.0.1",
            "--tables-save-dir", str(self.saves),
            *extra,
            *more,
            tls=trust,
        )  # fmt: skip
        self.processes[label] = process
        return process

    def stop(self) -> None:
        logs = {label: p.log() for label, p in self.processes.items()}
        for process in self.processes.values():
            process.stop()
        for label, log in logs.items():
            assert "Traceback" not in log, f"{label}:\n{log[-3000:]}"


@pytest.fixture
def club(postgres: PostgresCluster, tmp_path: Path) -> Iterator[Club]:
    club = Club(_fresh_database(postgres), tmp_path)
    try:
        yield club
    finally:
        club.stop()


def run(coro: Any) -> Any:
    """A test's coroutine, bounded: a hang fails instead of blocking CI."""

    async def bounded() -> Any:
        return await asyncio.wait_for(coro, 120)

    return asyncio.run(bounded())


async def until(check: Callable[[], Any], what: str, timeout: float = 15.0) -> Any:
    """Poll ``check`` (run off the loop) until it answers something true."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        found = await asyncio.to_thread(check)
        if found:
            return found
        if loop.time() > deadline:
            raise AssertionError(f"never: {what}")
        await asyncio.sleep(HEARTBEAT / 3)


def saved_with_table(folder: Path) -> bool:
    """Whether the table saved in ``folder`` can be reopened: its match and its seats."""
    from truco_desktop.net.table import TABLE_KEY
    from truco_desktop.paths import AppPaths
    from truco_desktop.storage.savegame import SaveStore

    loaded = SaveStore(AppPaths.under(folder)).load()
    return loaded.status == "ok" and loaded.payload is not None and TABLE_KEY in loaded.payload


def listed(server: ServerProcess) -> dict[str, dict[str, Any]]:
    """The lobby of ``server`` by HTTP: its rows by code."""
    answer = server.client("127.0.0.1").get("/v1/tables")
    assert answer.status == 200, answer.raw
    return {row["code"]: row for row in answer.json["tables"]}


async def act_until(
    client: WebSocketClient, rng: random.Random, acted: dict[int, int], each: int
) -> None:
    """Play the client's seat calmly until every seat in ``acted`` has acted ``each``
    times (a seat that stops early would hold the others' turns up): each view checked
    to be this seat's, none of the host's refusals or errors. Calmly (`calm`): the match
    must still be under way afterwards, for the restart."""
    while min(acted.values()) < each:
        update = await client.next(30.0)
        assert update.kind not in (P.REFUSED, P.ERROR, P.BYE), update.message
        assert not (client.state.table or {}).get("over"), "the match ended too soon"
        if update.kind != P.VIEW:
            continue
        assert update.view is not None and update.view.seat == client.state.seat
        if client.state.yours and update.view.legal:
            await client.act(calm(update.view.legal, rng))
            acted[client.state.seat or 0] += 1


def calm(legal: Sequence[Action], rng: random.Random) -> Action:
    """A card if one may be played, else a refusal, else anything but a raise or the
    deck: a hand then costs a point or two, and a few of them never end a match."""
    cards = [a for a in legal if a.is_card]
    if cards:
        return rng.choice(cards)
    refusals = [a for a in legal if a.kind == "no_quiero"]
    quiet = [a for a in legal if a.kind not in TRUCO_WORDS and a.kind != "mazo"]
    return rng.choice(refusals or quiet or list(legal))


def test_two_processes_share_one_lobby_and_a_join_reaches_the_holder(club: Club) -> None:
    a, b = club.start("a"), club.start("b")
    url_a, url_b = f"http://127.0.0.1:{a.port}", f"http://127.0.0.1:{b.port}"

    async def scenario() -> None:
        ana = await WebSocketClient.open(url_a)
        await ana.send(
            {"type": "create", "name": "Mesa de A", "public": True, "rules": QUICK_RULES,
             "level": "random", "signs": False}
        )  # fmt: skip
        created = await ana.message()
        assert created["type"] == P.CREATED, created
        code = created["code"]
        await ana.say_hello(code, "Ana", owner=created["owner"])

        # B lists A's table, by HTTP and on its WebSocket, with who sits there (as of
        # A's last heartbeat).
        row = await until(
            lambda: (r := listed(b).get(code)) is not None and r["people"] == ["Ana"] and r,
            "A's table listed by B with Ana at it",
        )
        assert (row["name"], row["humans"], row["started"]) == ("Mesa de A", 1, False)
        look = await WebSocketClient.open(url_b)
        await look.send({"type": "list"})
        tables = await look.message()
        assert tables["type"] == P.TABLES
        assert [t["name"] for t in tables["tables"] if t.get("code") == code] == ["Mesa de A"]
        await look.close()

        # Bo joins A's table through B: relayed to A, which seats him.
        bo = await WebSocketClient.join(url_b, code, "Bo")
        assert (ana.state.seat, bo.state.seat) == (0, 1)
        assert bo.state.code == code
        held = await until(
            lambda: listed(a)[code]["people"] == ["Ana", "Bo"] and listed(a)[code],
            "A seats Bo",
        )
        assert held["humans"] == 2
        await ana.send({"type": "start"})
        acted = {0: 0, 1: 0}
        await asyncio.gather(
            act_until(ana, random.Random(1), acted, 4), act_until(bo, random.Random(2), acted, 4)
        )
        assert min(acted.values()) >= 4
        assert bo.state.view is not None and bo.state.view.seat == 1

        # A table created on B lands on B, with a code A does not hold; A lists it.
        cy = await WebSocketClient.open(url_b)
        await cy.send({"type": "create", "name": "Mesa de B", "public": True, "rules": QUICK_RULES})
        made = await cy.message()
        assert made["type"] == P.CREATED, made
        code_b = made["code"]
        assert code_b != code
        await cy.say_hello(code_b, "Cy", owner=made["owner"])
        row_b = await until(
            lambda: (r := listed(a).get(code_b)) is not None and r["people"] == ["Cy"] and r,
            "B's table listed by A with Cy at it",
        )
        assert row_b["humans"] == 1
        assert listed(b)[code_b]["name"] == "Mesa de B"
        await cy.send({"type": "start"})  # a match under way: B saves it, in its own folder
        saved_b = club.saves / folder_name(url_b) / code_b
        await until(saved_b.is_dir, "B saves its table in a folder of its own")

        # A ranked daily dealt by A: asked for again through B, the same seat, which the
        # person reaches through B.
        body = {"player": {"id": str(uuid.uuid4()), "name": "Rita"}, "rules": RANKED_RULES}
        dealt = await asyncio.to_thread(a.client().post, body, "/v1/daily/ranked")
        assert dealt.status == 200, dealt.raw
        asked = await asyncio.to_thread(b.client().post, body, "/v1/daily/ranked")
        assert asked.status == 200, asked.raw
        seat = (dealt.json["code"], dealt.json["token"])
        assert (asked.json["code"], asked.json["token"]) == seat
        rita = await WebSocketClient.join(url_b, seat[0], "Rita", token=seat[1])
        assert rita.state.seat == 0
        update = await rita.next(30.0)
        while update.kind != P.VIEW:
            update = await rita.next(30.0)
        assert update.view is not None and update.view.seat == 0  # dealt by A, seen via B
        await rita.close()

        # A dies without a word (once its table's save, written on a thread of its own,
        # holds the table): B's relay to it ends, and once A's heartbeat expires its
        # table leaves B's lobby and a join for it through B finds no table.
        saved_a = club.saves / folder_name(url_a) / code
        await until(lambda: saved_with_table(saved_a), "A saves its table")
        os.killpg(a.proc.pid, signal.SIGKILL)
        a.proc.wait(10)
        with pytest.raises(ConnectionError):
            while True:
                await bo.message(10.0)
        await until(lambda: code not in listed(b), "A's table gone from B's lobby")
        assert code_b in listed(b)
        with pytest.raises(JoinError) as wrong:
            await WebSocketClient.join(url_b, code, "Dee")
        assert wrong.value.code == P.E_BAD_CODE

        # A starts again (the same URL, the shared save folder): it reopens its own saved
        # table and not B's, and Bo comes back to his seat through B with his token.
        again = club.start("a-again", port=a.port)
        assert "reopened 1 saved table(s)" in again.log()
        await until(lambda: code in listed(b), "A's table back in B's lobby")
        assert code_b in listed(again)  # listed by A, still held by B
        back = await WebSocketClient.join(url_b, code, "Bo", token=bo.state.token)
        assert back.state.seat == 1
        cy_view = await WebSocketClient.join(url_a, code_b, "Cy", token=cy.state.token)
        assert cy_view.state.seat == 0  # through A, to B: Cy's table never moved
        for client in (ana, bo, cy, back, cy_view):
            await client.close()

    run(scenario())


def test_processes_that_speak_https_relay_a_join_over_https(club: Club) -> None:
    """The processes of a club with a certificate reach each other by HTTPS, checking
    the other's certificate against their own (not its name: they use internal
    addresses)."""
    cert, key = make_certificate(club.folder)
    a, b = club.start("a", tls=(cert, key)), club.start("b", tls=(cert, key))
    pin = fingerprint_of(ssl.PEM_cert_to_DER_cert(cert.read_text()))

    async def scenario() -> None:
        ana = await WebSocketClient.open(f"https://127.0.0.1:{a.port}", fingerprint=pin)
        await ana.send({"type": "create", "name": "TLS", "public": True, "rules": QUICK_RULES})
        created = await ana.message()
        assert created["type"] == P.CREATED, created
        await ana.say_hello(created["code"], "Ana", owner=created["owner"])
        await until(lambda: created["code"] in listed(b), "A's table listed by B")
        bo = await WebSocketClient.join(
            f"https://127.0.0.1:{b.port}", created["code"], "Bo", fingerprint=pin
        )
        assert bo.state.seat == 1
        await ana.close()
        await bo.close()

    run(scenario())


def test_more_than_a_hundred_people_are_relayed_at_once(club: Club) -> None:
    """A relayed person keeps his WebSocket to the holder for the whole match: the
    relay has no cap of its own (aiohttp's default pool of 100 turned the 101st away,
    found by benchmarks/club_cluster_load.py). 105 people at 15 tables of A, every one
    of them seated through B."""
    many = ("--connections-per-address", "1000", "--tables-per-address", "100",
            "--pending-per-address", "1000")  # fmt: skip
    a, b = club.start("a", None, None, *many), club.start("b", None, None, *many)
    url_a, url_b = f"http://127.0.0.1:{a.port}", f"http://127.0.0.1:{b.port}"
    rules = P.rules_json(Rules("argentino", 8))

    async def scenario() -> None:
        owners, relayed = [], []
        for n in range(15):
            owner = await WebSocketClient.open(url_a)
            await owner.send({"type": "create", "name": f"Mesa {n}", "public": True,
                              "rules": rules, "level": "random", "signs": False})  # fmt: skip
            created = await owner.message()
            assert created["type"] == P.CREATED, created
            await owner.say_hello(created["code"], f"Dueño {n}", owner=created["owner"])
            owners.append(owner)
            for k in range(7):
                person = await WebSocketClient.join(url_b, created["code"], f"P{n}-{k}")
                assert person.state.seat == k + 1
                relayed.append(person)
        assert len(relayed) == 105
        for client in (*relayed, *owners):
            await client.close()

    run(scenario())
