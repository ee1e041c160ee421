"""A club of several `serve` processes sharing one PostgreSQL database (issue 31 item 6).

A table lives in the memory of the process that opened it. When a club outgrows one
process, several processes run behind a TCP/HTTP load balancer that sends each
connection to any of them, and share the leaderboard's database; this module makes
them one club:

* **Who is alive, what each holds.** Each process (named by the URL the others reach it
  at, ``--cluster-url``) beats every ``--cluster-heartbeat`` seconds (`Store.club_beat`):
  it is alive for three heartbeats more, by the database's clock, and its tables' rows
  (code, public or not, the lobby row) are refreshed. A process that stops beating
  (killed, cut off) is swept by the next beat of any other, with its tables: the lobby
  stops listing them and a join no longer goes there.
* **Codes unique across processes.** A code is claimed in the database
  (`Store.club_claim`, the code its primary key) before its table opens here.
* **The lobby lists every process's tables**: `GET /v1/tables` and the WebSocket's
  `list` read the other processes' public rows (at most `_FRESH` seconds old) after this
  process's own.
* **A join reaches the holder: proxied.** A `hello` naming a table another live process
  holds is not answered here: the WebSocket is handed over (`server.tables`) and this
  process opens one of its own to the holder, says the hello there and relays every
  message both ways until either side closes. The client is unchanged (the game, a v2
  script) and a balancer needs no sticky sessions; the holder applies all of a table's
  limits, counting the client's address that this process forwards (`X-Forwarded-For`:
  the holder must list the others as `--trusted-proxy`).
* A `create` opens its table on the process the client is connected to, and a process
  restarting reopens only its own saved tables (`--tables-save-dir` gets a folder per
  process, named after its URL).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import ssl
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar

from aiohttp import ClientSession, ClientTimeout, TCPConnector, WSMsgType, web

from truco_desktop.net import protocol as P
from truco_desktop.net.table import new_code
from truco_desktop.net.wire import MAX_HOST_FRAME, encode_text
from truco_desktop.server.store import ClubRow

if TYPE_CHECKING:
    from truco_desktop.net.host import TableHost
    from truco_desktop.server.store import Store

_log = logging.getLogger(__name__)
_T = TypeVar("_T")


class InDb(Protocol):
    """Runs a store call on the service's database threads (`app.Service.in_db`)."""

    def __call__(self, call: Callable[[], _T]) -> Awaitable[_T]: ...


#: A process is alive for this many of its heartbeats after its last one: one late beat
#: (a busy database, a pause of the machine) does not hide its tables.
BEATS_TO_LIVE: Final = 3
#: The other processes' lobby rows are read again when older than this many seconds: a
#: flood of `list`s costs the database at most a read this often.
_FRESH: Final = 0.5
#: Seconds to reach the holding process before the client's connection is closed (the
#: game then tries again, as after a restart).
CONNECT_TIMEOUT: Final = 10.0
#: The WebSocket path on every process.
TABLES_PATH: Final = "/v1/tables/ws"


class HandedOff(ConnectionError):
    """A hello for a table another process holds: the host lets the WebSocket go (its
    conversation ends as if the client had left) and `Cluster.relay` carries it on."""

    def __init__(self, holder: str, hello: dict[str, Any]) -> None:
        super().__init__(f"the table is held by {holder}")
        self.holder = holder
        self.hello = hello


def folder_name(url: str) -> str:
    """A process's own folder under a shared ``--tables-save-dir``, named after its URL."""
    return re.sub(r"[^A-Za-z0-9.-]+", "_", url.split("://", 1)[-1]).strip("_") or "process"


def peer_tls(own_cert: str | None) -> ssl.SSLContext:
    """How a process checks another's certificate when the club speaks HTTPS: trusted by
    the system's store or the same certificate as its own (a club's processes usually
    share one). Its name is not checked: the processes reach each other by internal
    addresses, which a club's public certificate does not name."""
    context = ssl.create_default_context()
    if own_cert is not None:
        context.load_verify_locations(own_cert)
    context.check_hostname = False
    return context


class Cluster:
    """This process's part in a club of several: its heartbeat, its claims, the lobby of
    the others and the relay of joins to them. Runs on the service's event loop; every
    database call goes through ``in_db`` (the service's database threads)."""

    def __init__(
        self,
        store: Store,
        in_db: InDb,
        host: TableHost,
        url: str,
        *,
        heartbeat: float = 5.0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.store = store
        self.in_db = in_db
        self.host = host
        #: This process's URL for the others (``--cluster-url``): its name in the club.
        self.url = url.rstrip("/")
        self.heartbeat = heartbeat
        self.ttl = heartbeat * BEATS_TO_LIVE
        self.tls = tls
        #: The codes this process has registered (claimed or beaten), and when each of
        #: its tables was first seen here (the lobby's newest first).
        self._mine: set[str] = set()
        self._opened: dict[str, float] = {}
        self._others: list[dict[str, Any]] = []
        self._others_at = -1e9
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._session: ClientSession | None = None
        self._clashes_told: set[str] = set()

    # ------------------------------------------------------------------ life

    async def start(self) -> None:
        """Join the club: this process's rows of an earlier life are dropped, its tables
        (those reopened from its saves) registered, and the heartbeat started."""
        # No cap on the relay's connections: a relayed person holds his WebSocket to the
        # holder for the whole match (aiohttp's default of 100 turned the 101st away).
        self._session = ClientSession(
            connector=TCPConnector(limit=0),
            timeout=ClientTimeout(total=None, connect=CONNECT_TIMEOUT),
        )
        await self.in_db(partial(self.store.club_leave, self.url))
        await self.beat()
        self.host.claim_code = self.claim_code
        self.host.lobby_more = lambda: list(self._others)
        self._task = asyncio.get_running_loop().create_task(self._beating())

    async def stop(self) -> None:
        """Leave the club: the others stop listing this process's tables at once, but
        for those it reopens when started again (`NetTable.reopenable`), left until its
        heartbeat expires: a person who comes back meanwhile is cut and tries again, as
        after any restart, instead of being told that the code is wrong."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        keep = [code for code, table in self.host.tables.items() if table.reopenable()]
        try:
            await self.in_db(partial(self.store.club_leave, self.url, keep))
        except Exception as error:  # the rows expire by themselves
            _log.warning("could not leave the club's registry: %s", error)
        if self._session is not None:
            await self._session.close()

    async def _beating(self) -> None:
        # Wakes that come closer together than this (a burst of creates and hellos) make
        # one beat: a beat writes every table's row.
        spacing = min(_FRESH, self.heartbeat / 2)
        while True:
            await asyncio.sleep(spacing)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.heartbeat - spacing)
            self._wake.clear()
            try:
                await self.beat()
            except Exception as error:  # the database is away: try at the next beat
                _log.warning("the club's heartbeat failed: %s", error)

    async def beat(self) -> None:
        """Say this process is alive and what it holds; read the others' lobby."""
        now = time.time()
        rows = []
        for code, table in list(self.host.tables.items()):
            if table.closed:
                continue
            opened = self._opened.setdefault(code, now)
            summary = json.dumps(table.summary(), ensure_ascii=False) if table.public else None
            rows.append(ClubRow(code, table.public, opened, summary))
        held = {row.code for row in rows}
        released = sorted(self._mine - held)
        for code in released:
            self._opened.pop(code, None)
        clashes = await self.in_db(
            partial(self.store.club_beat, self.url, self.ttl, rows, released)
        )
        self._mine = (self._mine - set(released)) | held
        for code in clashes:
            if code not in self._clashes_told:
                self._clashes_told.add(code)
                _log.warning("table %s is held by another process: not reachable through it", code)
        await self._read_others()

    async def _read_others(self) -> None:
        rows = await self.in_db(partial(self.store.club_lobby, self.url))
        others = []
        for summary, _opened in sorted(rows, key=lambda r: -r[1]):
            with contextlib.suppress(ValueError):
                row = json.loads(summary)
                if isinstance(row, dict):
                    others.append(row)
        self._others = others
        self._others_at = time.monotonic()

    # ------------------------------------------------------------------ the club's parts

    async def claim_code(self) -> str:
        """A code no process of the club holds, claimed for a table about to open here.
        The next heartbeat comes at once, so that the others list the new table."""
        while True:
            code = new_code()
            if code in self.host.tables:
                continue
            if await self.in_db(partial(self.store.club_claim, self.url, code)):
                self._mine.add(code)
                self._wake.set()
                return code

    async def lobby(self) -> list[dict[str, Any]]:
        """The open public tables of every live process: this one's, then the others'."""
        await self.fresh()
        return self.host.lobby_rows()

    async def fresh(self) -> None:
        """The other processes' lobby rows, read again if older than `_FRESH` seconds."""
        if time.monotonic() - self._others_at >= _FRESH:
            await self._read_others()

    async def holder(self, message: dict[str, Any]) -> str | None:
        """Where a hello goes: the URL of the live process that holds the table it
        names, when that is another process; None when this one answers it (its own
        table, a code nobody holds: the wrong-code back-off is this host's)."""
        code = message.get("code")
        if not isinstance(code, str):
            return None
        code = code.strip().upper().replace("-", "")
        if code in self.host.tables:
            self._wake.set()  # the lobby's rows say who sits there at the next beat
            return None
        holder = await self.in_db(partial(self.store.club_holder, code))
        return None if holder is None or holder == self.url else holder

    async def intercept(self, message: dict[str, Any]) -> None:
        """A client's message before its hello (`server.tables`): a `list` gets the other
        processes' rows fresh; a `hello` for another process's table raises
        `HandedOff`."""
        kind = message.get("type")
        if kind == P.LIST:
            await self.fresh()
            return
        if kind != P.HELLO:
            return
        try:
            P.check(message)
        except P.ProtocolError:
            return  # the host answers it
        holder = await self.holder(message)
        if holder is not None:
            raise HandedOff(holder, message)

    async def relay(self, ws: web.WebSocketResponse, handed: HandedOff, address: str) -> None:
        """Carry a client's WebSocket to the process holding its table: the hello, then
        every message both ways until either side closes. If the holder cannot be
        reached, the client's connection is closed (the game tries again, as it does
        when a server restarts, and finds the table once its holder is back or gone)."""
        assert self._session is not None
        url = handed.holder + TABLES_PATH
        try:
            upstream = await self._session.ws_connect(
                url,
                ssl=self.tls if self.tls is not None else True,
                headers={"X-Forwarded-For": address},
                max_msg_size=MAX_HOST_FRAME,
                heartbeat=30.0,
            )
        except Exception as error:  # refused, unreachable, a bad certificate, a timeout
            _log.warning("cannot reach %s for a join: %s", handed.holder, error)
            await ws.close()
            return
        pipes: list[asyncio.Task[None]] = []
        try:
            await upstream.send_str(encode_text(handed.hello))
            loop = asyncio.get_running_loop()
            pipes = [
                loop.create_task(_pipe_down(upstream, ws)),
                loop.create_task(_pipe_up(ws, upstream)),
            ]
            for pipe in pipes:  # a side that closed mid-send ends its pipe: nothing to tell
                pipe.add_done_callback(_ended)
            await asyncio.wait(pipes, return_when=asyncio.FIRST_COMPLETED)
        except (ConnectionError, RuntimeError) as error:
            _log.debug("a relayed connection ended: %s", error)
        finally:  # also when the client's connection is lost (the handler is cancelled)
            for pipe in pipes:
                pipe.cancel()
            with contextlib.suppress(Exception):
                await upstream.close()
            with contextlib.suppress(Exception):
                await ws.close()


def _ended(pipe: asyncio.Task[None]) -> None:
    """A relay's pipe has ended: how (a side closed while a message was on its way) is
    only worth the debug log."""
    if not pipe.cancelled() and pipe.exception() is not None:
        _log.debug("a relayed connection ended: %r", pipe.exception())


async def _pipe_up(ws: web.WebSocketResponse, upstream: Any) -> None:
    """The client's messages to the holder, as they are (the holder checks them)."""
    async for message in ws:
        if message.type is WSMsgType.TEXT:
            await upstream.send_str(message.data)
        elif message.type is WSMsgType.BINARY:
            await upstream.send_bytes(message.data)  # the holder answers bad_message
        else:
            return


async def _pipe_down(upstream: Any, ws: web.WebSocketResponse) -> None:
    """The holder's messages to the client; its close ends the relay."""
    async for message in upstream:
        if message.type is WSMsgType.TEXT:
            await ws.send_str(message.data)
        else:
            return
