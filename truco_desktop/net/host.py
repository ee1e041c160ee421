"""The table host: TCP connections, frames and limits around ``NetTable`` (asyncio only).

One ``TableHost`` serves one table (the game's "Host a table") or many (``truco-server
serve --tables-port``, a lobby of open tables and private ones by code); it is the same
code either way. Each connection is read frame by frame (``wire``): a frame larger than
the limit cuts the connection, a message that is not the protocol's gets an ``error``,
and a client that sends faster than the rate allows has the excess dropped and, if it
keeps on, is cut off. Nothing a client sends escapes as an exception: whatever a table
raises while handling a message is logged and answered with an ``error``.

What one client may hold is counted per address (`Limits`): connections, connections not
yet at a table, tables created; when the connections not yet at a table fill the host,
the oldest of them makes room for the newcomer, so idle sockets never lock out a member
coming back. A wrong table code is answered later each time from the same address (and
logged), so codes cannot be guessed at speed.

Each table has a driver task that lets the computer players act (their thinking runs on a
thread pool, off the event loop, as the game's director does) and deals the next hand a
moment after one ends. A table with no person connected pauses (its computer players
would otherwise play whole matches among themselves on the shared pool, starving the
live tables) and goes on when someone says hello. The pool takes its jobs in the order
they come and each table has at most one waiting, so the tables take turns.
``HostThread`` runs a host on its own event loop in a thread, for
the game (which has Qt's event loop on its main thread).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from truco_desktop.net import protocol as P
from truco_desktop.net.saving import SaveQueue
from truco_desktop.net.table import NetTable, Out, Refused, TableOptions, new_code, same_secret
from truco_desktop.net.wire import (
    MAX_CLIENT_FRAME,
    FrameError,
    NotAMessage,
    decode_body,
    encode_frame,
)
from truco_desktop.play.players import BotFactory, standard_bot

if TYPE_CHECKING:
    from truco_desktop.bots.base import Decision
    from truco_desktop.net.table import BotJob

_log = logging.getLogger(__name__)
T = TypeVar("T")

HOST_QUIT_MESSAGE = "The host has closed the table."
RESTART_MESSAGE = "The server is restarting; your seat is kept: come back with your token."


@dataclass(frozen=True)
class Limits:
    """What one client may cost the host."""

    max_frame: int = MAX_CLIENT_FRAME
    #: Messages per second a connection may send on average, and in a burst.
    rate: float = 20.0
    burst: float = 40.0
    #: A connection that sends this many messages over the rate is cut off.
    overruns_before_cut: int = 200
    #: Seconds to say hello after connecting.
    hello_timeout: float = 10.0
    #: Connections in all (`truco-server tables` keeps it below the file limit).
    max_connections: int = 2000
    #: Connections not yet at a table; past it, the oldest of them is cut for a newcomer.
    max_pending: int = 256
    #: Connections from one address, and how many of them may be not yet at a table.
    connections_per_address: int = 32
    pending_per_address: int = 8
    max_tables: int = 200
    #: Tables one connection may create (a lobby is not filled by one client) ...
    tables_per_connection: int = 3
    #: ... and open tables created from one address.
    tables_per_address: int = 3
    #: A wrong code is answered after this many seconds, doubled with each wrong code
    #: from the same address up to ``bad_code_max_delay``; forgotten after
    #: ``bad_code_forget`` seconds without one.
    bad_code_delay: float = 0.25
    bad_code_max_delay: float = 8.0
    bad_code_forget: float = 600.0
    #: Seconds a created table waits for its first hello before it is closed.
    unjoined_grace: float = 60.0
    #: Bytes waiting to be sent to a client that does not read before it is cut off.
    max_backlog: int = 1 << 21


class _Bucket:
    """A token bucket: ``rate`` messages a second, ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Sink(Protocol):
    """Where a connection's messages go: a TCP stream of frames (`_StreamSink`), or a
    WebSocket (`server.tables`, protocol v2). The host sends without waiting (one table's
    step goes to every member at once), so a sink takes a message at once and says how
    much waits for a peer that does not read."""

    def write(self, message: dict[str, Any]) -> None: ...

    def backlog(self) -> int: ...

    def is_closing(self) -> bool: ...

    def abort(self) -> None: ...

    async def finish(self) -> None:
        """Send what waits (for a moment at most), then close."""


#: Reads a connection's next message; raises ``FrameError`` (too big: the connection
#: ends), ``NotAMessage`` (answered ``bad_message``), ``ConnectionError`` or
#: ``asyncio.IncompleteReadError`` (the peer is gone).
Reader = Callable[[], Awaitable[dict[str, Any]]]


class _StreamSink:
    """Protocol v1: frames on a TCP stream."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer

    def write(self, message: dict[str, Any]) -> None:
        self.writer.write(encode_frame(message))

    def backlog(self) -> int:
        return self.writer.transport.get_write_buffer_size()

    def is_closing(self) -> bool:
        return self.writer.transport.is_closing()

    def abort(self) -> None:
        self.writer.transport.abort()

    async def finish(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer.drain(), 1.0)
        self.writer.close()


@dataclass(eq=False)
class _Connection:
    sink: Sink
    limits: Limits
    bucket: _Bucket
    address: str = ""
    table: NetTable | None = None
    token: str | None = None
    overruns: int = 0
    created: int = 0
    told_rate: bool = False
    closed: bool = False
    #: The hello named no table: answered after the back-off.
    bad_code: bool = False
    #: A code claimed for this connection's ``create`` (`TableHost.claim_code`).
    claimed: str | None = None

    def send(self, message: dict[str, Any]) -> None:
        if self.closed:
            return
        if self.sink.is_closing():
            self.closed = True
            return
        self.sink.write(message)
        if self.sink.backlog() > self.limits.max_backlog:
            _log.info("a client that does not read is cut off")
            self.cut()

    def cut(self) -> None:
        self.closed = True
        self.sink.abort()


@dataclass
class _Drive:
    """A table's driver task and the event that wakes it."""

    wake: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    idle: asyncio.TimerHandle | None = None


class TableHost:
    """Serves tables over TCP: joins, requests, views, the computer players' turns."""

    def __init__(
        self,
        *,
        address: str = "127.0.0.1",
        port: int = 0,
        lobby: bool = False,
        save_root: Path | None = None,
        bot_factory: BotFactory = standard_bot,
        bot_pause: float = 0.0,
        deal_pause: float = 0.0,
        limits: Limits | None = None,
        idle_grace: float = 300.0,
        discovery_port: int | None = None,
    ) -> None:
        self.address = address
        self.port = port
        self.lobby = lobby
        self.save_root = save_root
        self.bot_factory = bot_factory
        self.bot_pause = bot_pause
        self.deal_pause = deal_pause
        self.limits = limits or Limits()
        self.idle_grace = idle_grace
        #: Answer discovery questions on this UDP port (None: not found on the network).
        self.discovery_port = discovery_port
        self._responder: asyncio.DatagramTransport | None = None
        self.tables: dict[str, NetTable] = {}
        self._drives: dict[str, _Drive] = {}
        self._conns: dict[str, _Connection] = {}
        self._all: set[_Connection] = set()
        #: Connections not yet at a table, oldest first (a dict keeps the order).
        self._pending: dict[_Connection, None] = {}
        self._by_address: dict[str, int] = {}
        #: The open tables created from each address (their codes).
        self._made_by: dict[str, set[str]] = {}
        #: Wrong codes per address: how many in a row, and when the last one came.
        self._bad_codes: dict[str, tuple[int, float]] = {}
        self._server: asyncio.Server | None = None
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="truco-bots")
        self._saves = SaveQueue()
        #: Called (on the loop) after every message sent; the latency benchmark hooks here.
        self.on_sent: Callable[[str, dict[str, Any]], None] | None = None
        #: A club of several processes (`server.cluster`): a code no process of the club
        #: holds, claimed for a table about to open here; and the lobby rows of the
        #: other processes' public tables. None: this host is alone.
        self.claim_code: Callable[[], Awaitable[str]] | None = None
        self.lobby_more: Callable[[], list[dict[str, Any]]] | None = None

    # ------------------------------------------------------------------ life

    async def start(self) -> tuple[str, int]:
        """Listen; the address and port actually bound."""
        self._server = await asyncio.start_server(
            self._serve, self.address, self.port, limit=self.limits.max_frame + 8
        )
        sock = self._server.sockets[0].getsockname()
        self.port = sock[1]
        if self.discovery_port is not None:
            from truco_desktop.net.discovery import start_responder

            try:
                self._responder, self.discovery_port = await start_responder(
                    self._announced, port=self.discovery_port
                )
            except OSError as error:  # another program holds the port: joinable by address
                _log.warning("tables will not be found on the network: %s", error)
        return sock[0], sock[1]

    def _announced(self) -> list[dict[str, Any]]:
        """What a discovery answer says of each table (never its code)."""
        out = []
        for table in self.tables.values():
            row = table.summary()
            row.pop("code", None)
            out.append({**row, "port": self.port})
        return out

    def open_table(
        self,
        *,
        name: str = "",
        public: bool = False,
        options: TableOptions | None = None,
        seed: str | None = None,
        bot_seed: int | None = None,
        code: str | None = None,
    ) -> NetTable:
        """A new table on this host, with its code (``code``: one claimed for it, see
        `claim_code`) and owner key."""
        if code is None or code in self.tables:
            code = new_code()
        while code in self.tables:  # 40 bits: practically never
            code = new_code()
        table = NetTable(
            name=name,
            public=public,
            options=options,
            save_dir=None if self.save_root is None else self.save_root / code,
            save_queue=self._saves,
            bot_factory=self.bot_factory,
            seed=seed,
            bot_seed=bot_seed,
            code=code,
        )
        self.tables[table.code] = table
        drive = self._drives[table.code] = _Drive()
        drive.task = asyncio.get_running_loop().create_task(self._drive(table, drive))
        return table

    def reopen_saved(self, code: str | None = None) -> list[NetTable]:
        """Open again the tables saved under ``save_root`` whose match is under way (only
        ``code``'s, if given), as they were: each member away until his hello with his
        token, the table paused until then and closed after ``idle_grace`` if nobody
        comes. A save that cannot be reopened is logged and left where it is. On the
        host's loop."""
        from truco_desktop.engine.errors import BadRecord
        from truco_desktop.paths import AppPaths
        from truco_desktop.storage.savegame import SaveStore

        if self.save_root is None or not self.save_root.is_dir():
            return []
        opened = []
        for folder in sorted(self.save_root.iterdir()):
            if not folder.is_dir() or folder.name in self.tables:
                continue
            if code is not None and folder.name != code:
                continue
            loaded = SaveStore(AppPaths.under(folder)).load()
            if loaded.status != "ok" or loaded.payload is None:
                continue
            try:
                table = NetTable.reopen(
                    loaded.payload,
                    save_dir=folder,
                    save_queue=self._saves,
                    bot_factory=self.bot_factory,
                )
            except (BadRecord, ValueError, TypeError, KeyError) as error:
                _log.warning("the table saved in %s cannot be reopened: %s", folder, error)
                continue
            if table.code != folder.name:
                _log.warning("the table saved in %s names another code", folder)
                continue
            self.tables[table.code] = table
            drive = self._drives[table.code] = _Drive()
            drive.task = asyncio.get_running_loop().create_task(self._drive(table, drive))
            self._idle_later(table)
            opened.append(table)
        if opened:
            _log.info("reopened %d saved table(s)", len(opened))
        return opened

    async def close(self, message: str = HOST_QUIT_MESSAGE, *, restart: bool = False) -> None:
        """The host quits: every member of every table is told, then everything stops.

        With ``restart`` (a club's server stopping, to be started again) a table whose
        match is saved to be reopened (``reopen_saved``) says ``bye`` with the reason
        ``restart``: its people keep their tokens and come back, instead of being told
        that the table is closed."""
        for table in list(self.tables.values()):
            if restart and table.reopenable():
                self._close_table(table, P.BYE_RESTART, RESTART_MESSAGE)
            else:
                self._close_table(table, "host_closed", message)
        if self._responder is not None:
            self._responder.close()
        if self._server is not None:
            self._server.close()
        for conn in list(self._all):
            with contextlib.suppress(Exception):
                await conn.sink.finish()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
        self._pool.shutdown(wait=False, cancel_futures=True)
        await asyncio.get_running_loop().run_in_executor(None, self._saves.close)

    def _close_table(self, table: NetTable, reason: str, message: str) -> None:
        self._deliver(table.close(reason, message))
        drive = self._drives.pop(table.code, None)
        if drive is not None and drive.task is not None:
            drive.task.cancel()
        if drive is not None and drive.idle is not None:
            drive.idle.cancel()
        self.tables.pop(table.code, None)
        for codes in self._made_by.values():
            codes.discard(table.code)

    # ------------------------------------------------------------------ connections

    def _admit(self, conn: _Connection) -> str | None:
        """Count a new connection in; why it is turned away, if it is."""
        limits = self.limits
        address = conn.address
        if len(self._all) >= limits.max_connections:
            return "this host has too many connections"
        if self._by_address.get(address, 0) >= limits.connections_per_address:
            return "too many connections from your address"
        pending = sum(1 for c in self._pending if c.address == address)
        if pending >= limits.pending_per_address:
            return "too many connections from your address wait to join a table"
        if len(self._pending) >= limits.max_pending:
            oldest = next(iter(self._pending))
            _log.info("the oldest connection not at a table (from %s) makes room", oldest.address)
            self._pending.pop(oldest)
            oldest.cut()
        self._all.add(conn)
        self._pending[conn] = None
        self._by_address[address] = self._by_address.get(address, 0) + 1
        return None

    def _release(self, conn: _Connection) -> None:
        if conn not in self._all:
            return
        self._all.discard(conn)
        self._pending.pop(conn, None)
        left = self._by_address.get(conn.address, 1) - 1
        if left > 0:
            self._by_address[conn.address] = left
        else:
            self._by_address.pop(conn.address, None)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "unknown"
        await self.serve_connection(_StreamSink(writer), lambda: self._read(reader), address)

    async def serve_connection(self, sink: Sink, read: Reader, address: str) -> None:
        """One client's connection, whatever carries it (TCP frames here, a WebSocket in
        `server.tables`): the same limits, the same conversation, until it ends."""
        limits = self.limits
        conn = _Connection(sink, limits, _Bucket(limits.rate, limits.burst), address)
        refusal = self._admit(conn)
        if refusal is not None:
            conn.send(_error(P.E_TABLE_FULL, refusal))
            await sink.finish()
            return
        try:
            await self._converse(read, conn)
        except (asyncio.IncompleteReadError, ConnectionError, TimeoutError):
            pass
        except FrameError as error:
            conn.send(_error(P.E_TOO_BIG, str(error)))
        except Exception:  # nothing a client sends may stop the host
            _log.exception("a connection failed")
        finally:
            self._release(conn)
            self._gone(conn)
            if not conn.closed:
                await sink.finish()

    async def _read(self, reader: asyncio.StreamReader) -> dict[str, Any]:
        header = await reader.readexactly(4)
        size = int.from_bytes(header, "big")
        if size > self.limits.max_frame:
            raise FrameError(f"a frame of {size} bytes (at most {self.limits.max_frame})")
        return decode_body(await reader.readexactly(size))

    async def _converse(self, read: Reader, conn: _Connection) -> None:
        deadline = time.monotonic() + self.limits.hello_timeout
        while not conn.closed:
            bad_frame: str | None = None
            try:
                if conn.token is None:
                    remaining = deadline - time.monotonic()
                    message = await asyncio.wait_for(read(), max(remaining, 0.001))
                else:
                    message = await read()
            except NotAMessage as error:  # a whole frame, not an object: the stream is fine
                bad_frame, message = str(error), {}
            if not conn.bucket.take():
                conn.overruns += 1
                if not conn.told_rate:
                    conn.told_rate = True
                    conn.send(_error(P.E_RATE, "too many messages; some were dropped"))
                if conn.overruns >= self.limits.overruns_before_cut:
                    conn.cut()
                continue
            conn.told_rate = False
            if bad_frame is not None:
                conn.send(_error(P.E_BAD_MESSAGE, bad_frame))
                continue
            try:
                kind = P.check(message)
            except P.ProtocolError as error:
                conn.send(_error(error.code, error.message))
                if error.code == P.E_BAD_VERSION and conn.token is None:
                    return  # a client of another version is turned away at its hello
                continue
            if kind == P.CREATE and conn.token is None and self.claim_code is not None:
                # The code is claimed before the table opens (`_create`), with nothing
                # awaited in between: unique across the club's processes.
                conn.claimed = await self.claim_code()
            if not self._dispatch(conn, kind, message):
                if conn.bad_code:
                    await self._bad_code(conn)
                return

    async def _bad_code(self, conn: _Connection) -> None:
        """Answer a wrong code after the address's back-off, and say so in the log."""
        limits = self.limits
        now = time.monotonic()
        count, last = self._bad_codes.get(conn.address, (0, now))
        if now - last > limits.bad_code_forget:
            count = 0
        count += 1
        self._bad_codes[conn.address] = (count, now)
        if len(self._bad_codes) > 10_000:  # forget the oldest addresses
            for address, (_n, at) in list(self._bad_codes.items()):
                if now - at > limits.bad_code_forget:
                    del self._bad_codes[address]
        delay = min(limits.bad_code_max_delay, limits.bad_code_delay * 2 ** min(count - 1, 30))
        _log.warning(
            "wrong table code from %s (%d in a row); answered in %.2f s", conn.address, count, delay
        )
        await asyncio.sleep(delay)
        conn.send(_error(P.E_BAD_CODE, "no table has this code"))

    def _dispatch(self, conn: _Connection, kind: str, message: dict[str, Any]) -> bool:
        """Handle one checked message; False ends the connection."""
        if kind == P.PING:
            conn.send({"type": P.PONG, "id": message.get("id")})
            return True
        if conn.token is None:
            return self._before_hello(conn, kind, message)
        table = conn.table
        assert table is not None
        if kind in (P.HELLO, P.LIST, P.CREATE):
            conn.send(_error(P.E_BAD_MESSAGE, f"{kind} comes before joining a table"))
            return True
        try:
            outs = table.handle(conn.token, message)
        except Refused as refusal:
            conn.send(_refused(kind, refusal))
            return True
        except Exception:
            _log.exception("the table failed on a %s", kind)
            conn.send(_error(P.E_BAD_MESSAGE, "the host could not handle this message"))
            return True
        self._deliver(outs)
        self._wake(table)
        if kind == P.BYE:
            self._conns.pop(conn.token, None)
            conn.token = None
            conn.table = None
            return False
        return True

    def _before_hello(self, conn: _Connection, kind: str, message: dict[str, Any]) -> bool:
        if kind == P.LIST:
            if not self.lobby:
                conn.send(_error(P.E_NO_LOBBY, "this host has no lobby"))
                return True
            conn.send({"type": P.TABLES, "tables": self.lobby_rows()})
            return True
        if kind == P.CREATE:
            return self._create(conn, message)
        if kind != P.HELLO:
            conn.send(_error(P.E_HELLO_FIRST, "say hello with the table's code first"))
            return False
        table = self._table_for(message["code"])
        if table is None or table.closed:
            conn.bad_code = True  # answered after the back-off (`_bad_code`)
            return False
        try:
            member, outs = table.join(
                message.get("name") or "", message.get("token"), message.get("owner")
            )
        except Refused as refusal:
            conn.send(_error(refusal.code, refusal.message))
            return False
        old = self._conns.get(member.token)
        if old is not None and old is not conn:  # the same seat from a new connection
            old.token = None
            old.cut()
        conn.table, conn.token = table, member.token
        self._pending.pop(conn, None)
        self._conns[member.token] = conn
        drive = self._drives.get(table.code)
        if drive is not None and drive.idle is not None:
            drive.idle.cancel()
            drive.idle = None
        self._deliver(outs)
        self._wake(table)
        return True

    def _create(self, conn: _Connection, message: dict[str, Any]) -> bool:
        if not self.lobby:
            conn.send(_error(P.E_NO_LOBBY, "this host has no lobby"))
            return True
        if conn.created >= self.limits.tables_per_connection:
            conn.send(_error(P.E_TOO_MANY, "one connection may create only a few tables"))
            return True
        made = self._made_by.setdefault(conn.address, set())
        if len(made) >= self.limits.tables_per_address:
            conn.send(_error(P.E_TOO_MANY, "your address has as many open tables as it may"))
            return True
        if len(self.tables) >= self.limits.max_tables:
            conn.send(_error(P.E_TOO_MANY, "this host has as many tables as it can hold"))
            return True
        code, conn.claimed = conn.claimed, None
        table = self.open_table(
            name=message.get("name") or "", public=bool(message.get("public")), code=code
        )
        setup = {k: v for k, v in message.items() if k in _SETUP_FIELDS}
        try:
            table.handle_setup(setup)
        except Refused as refusal:
            self._close_table(table, "refused", refusal.message)
            conn.send(_refused(P.CREATE, refusal))
            return True
        conn.created += 1
        made.add(table.code)
        conn.send({"type": P.CREATED, "code": table.code, "owner": table.owner_key})
        self._idle_later(table, self.limits.unjoined_grace)
        return True

    def expect_hello(self, table: NetTable) -> None:
        """A table opened for people who have not said hello yet (a club's ranked daily):
        closed if nobody does within ``Limits.unjoined_grace``."""
        self._idle_later(table, self.limits.unjoined_grace)

    def lobby_rows(self, limit: int = 100) -> list[dict[str, Any]]:
        """The open public tables, those with people at them first, newest first: a
        client that opens many empty tables does not push the real ones out."""
        order = list(self.tables.values())  # in the order they were opened
        open_tables = [
            (not t.connected(), -age, t) for age, t in enumerate(order) if t.public and not t.closed
        ]
        open_tables.sort(key=lambda row: row[:2])
        rows = [t.summary() for _joined, _age, t in open_tables[:limit]]
        if self.lobby_more is not None:  # the club's other processes' tables, after ours
            rows += self.lobby_more()
            rows.sort(key=lambda row: row.get("humans", 0) == 0)  # stable: people first
        return rows[:limit]

    def _table_for(self, code: str) -> NetTable | None:
        code = code.strip().upper().replace("-", "")
        table = self.tables.get(code)
        return table if table is not None and same_secret(code, table.code) else None

    def _gone(self, conn: _Connection) -> None:
        """A connection ended without a bye: its seat is played by a computer meanwhile."""
        table, token = conn.table, conn.token
        if table is None or token is None or self._conns.get(token) is not conn:
            return
        del self._conns[token]
        self._deliver(table.drop(token))
        self._wake(table)
        if not table.connected():
            self._idle_later(table)

    def _idle_later(self, table: NetTable, grace: float | None = None) -> None:
        """A table nobody is connected to is closed after ``idle_grace`` seconds."""
        drive = self._drives.get(table.code)
        if drive is None:
            return
        if drive.idle is not None:
            drive.idle.cancel()

        def expire() -> None:
            if not table.connected() and table.code in self.tables:
                self._close_table(table, "idle", "nobody was at the table")

        delay = self.idle_grace if grace is None else grace
        drive.idle = asyncio.get_running_loop().call_later(delay, expire)

    def _deliver(self, outs: list[Out]) -> None:
        for token, message in outs:
            conn = self._conns.get(token)
            if conn is not None:
                conn.send(message)
                if self.on_sent is not None:
                    self.on_sent(token, message)

    # ------------------------------------------------------------------ the driver

    def _wake(self, table: NetTable) -> None:
        drive = self._drives.get(table.code)
        if drive is not None:
            drive.wake.set()

    async def _drive(self, table: NetTable, drive: _Drive) -> None:
        """Computer players' turns and the next deals, one step at a time."""
        loop = asyncio.get_running_loop()
        while not table.closed:
            await drive.wake.wait()
            drive.wake.clear()
            while not table.closed:
                if not table.connected():
                    break  # nobody here: paused until someone's hello wakes the table
                job = table.bot_job()
                if job is not None:
                    if self.bot_pause:
                        await asyncio.sleep(self.bot_pause)
                    decision = await loop.run_in_executor(self._pool, _decide, job)
                    self._deliver(table.apply_bot(job, decision))
                    continue
                if table.needs_deal():
                    if self.deal_pause:
                        await asyncio.sleep(self.deal_pause)
                    if table.needs_deal():
                        self._deliver(table.deal())
                    continue
                break


#: The fields of a ``create`` that arrange the table (the rest name and list it).
_SETUP_FIELDS = frozenset({"rules", "level", "signs", "catching", "asks_first", "answers"})


def _decide(job: BotJob) -> Decision:
    """A computer player's choice as every table takes it (``play.computer.ask``): a
    failing bot plays the one fallback instead."""
    from truco_desktop.bots.base import Decision
    from truco_desktop.play.computer import ask

    asked = ask(job.bot, job.view, job.rng, job.signs)
    return Decision(asked.action, asked.why)  # type: ignore[arg-type]


def _error(code: str, message: str) -> dict[str, Any]:
    return {"type": P.ERROR, "code": code, "message": message}


def _refused(request: str, refusal: Refused) -> dict[str, Any]:
    return {
        "type": P.REFUSED,
        "request": request,
        "code": refusal.code,
        "rule": refusal.rule,
        "message": refusal.message,
    }


class HostThread:
    """A ``TableHost`` on its own event loop in a daemon thread (the game hosts so)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="truco-host", daemon=True)
        self.bound: tuple[str, int] | None = None

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def start(self) -> tuple[str, int]:
        """Start the thread and listen; the bound address (raises OSError if it cannot)."""
        self._thread.start()
        self.bound = self.call(self.host.start())
        return self.bound

    def call(self, coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        """Run ``coro`` on the host's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def open_table(self, **kwargs: Any) -> NetTable:
        """``TableHost.open_table`` on the host's loop."""

        async def make() -> NetTable:
            return self.host.open_table(**kwargs)

        return self.call(make())

    def reopen_saved(self, code: str | None = None) -> list[NetTable]:
        """``TableHost.reopen_saved`` on the host's loop."""

        async def reopen() -> list[NetTable]:
            return self.host.reopen_saved(code)

        return self.call(reopen())

    def stop(self, message: str = HOST_QUIT_MESSAGE) -> None:
        """Tell everyone the table is closed, then stop the loop and the thread."""
        if not self._thread.is_alive():
            return
        with contextlib.suppress(Exception):
            self.call(self.host.close(message), timeout=5.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5.0)
