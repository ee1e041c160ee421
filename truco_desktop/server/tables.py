"""The club's tables on the server's own HTTP(S) port: protocol v2 (docs/NETWORK.md).

`truco-server serve` hosts the tables as well as the leaderboard, on one port, so that a
club opens one port (443 behind a proxy, or its own with `--tls-cert`) and the tables get
TLS, the web's proxies and firewalls' goodwill for free. The tables themselves are the
very `net.host.TableHost` of protocol v1 (its tables, its limits, its lobby); only the
carrier differs: each v1 message is one WebSocket text message instead of one frame.

* `GET /v1/tables` answers the lobby's list as JSON (`{"tables": [...]}`, the rows of a
  `tables` message), for a page or a game that only wants to look.
* `/v1/tables/ws` upgrades to a WebSocket and hands it to `TableHost.serve_connection`
  with a `WebSocketSink` and a reader: the same conversation as a v1 TCP connection
  (`list`/`create`, then `hello` and play), the same limits (messages per second, hello
  timeout, wrong-code back-off, connections per address, a client that does not read),
  counted by the client's address as the HTTP service sees it (`--trusted-proxy`).

A v1 client (length-prefixed frames on plain TCP) that reaches the plain HTTP port is
answered in its own framing with `error bad_version` (`app._JsonErrorHandler`); on a TLS
port its bytes are not a TLS handshake and the connection is closed.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
from typing import TYPE_CHECKING, Any, Final

from aiohttp import WSMsgType, web

from truco_desktop.net.wire import FrameError, NotAMessage, decode_text, encode_text

if TYPE_CHECKING:
    from truco_desktop.net.host import TableHost
    from truco_desktop.server.cluster import Cluster

_log = logging.getLogger(__name__)

#: aiohttp refuses a WebSocket message larger than this by itself (close code 1009)
#: before it is buffered whole; between the protocol's limit (`Limits.max_frame`, 4 KiB)
#: and this, the host answers `error too_big` as on TCP and closes.
MAX_WS_MESSAGE: Final = 16 * 1024
#: Seconds between WebSocket pings: a peer that vanished without a FIN is found within
#: one and a half of them (aiohttp closes when the pong does not come in half of it).
HEARTBEAT: Final = 30.0

#: A connection the host cuts still gets what waits for it within this many seconds, if
#: no more than this many bytes wait (``WebSocketSink.abort``).
ABORT_GRACE: Final = 0.5
ABORT_FLUSH_BYTES: Final = 64 * 1024

#: What a v1 client hears on the plain HTTP port (a frame, in its own framing).
V1_ANSWER: Final = {
    "type": "error",
    "code": "bad_version",
    "message": "this club serves tables over HTTPS and WebSocket (protocol v2): update the game",
}


class WebSocketSink:
    """A connection's outgoing messages on a WebSocket, in order, by a task of its own.

    The host writes without waiting (`net.host.Sink`); aiohttp's ``send_str`` waits when
    the peer does not read, so the messages wait in a queue here and `backlog` counts
    their bytes: past `Limits.max_backlog` the host cuts the connection, as it does a
    TCP client that does not read."""

    def __init__(self, ws: web.WebSocketResponse, transport: asyncio.BaseTransport | None) -> None:
        self._ws = ws
        self._transport = transport
        self._queue: collections.deque[str] = collections.deque()
        self._waiting = 0
        self._wake = asyncio.Event()
        self._done = False
        #: The WebSocket goes on past the host's conversation (`cluster.HandedOff`):
        #: ``finish`` sends what waits but does not close it.
        self.handed_off = False
        self._pump_task = asyncio.get_running_loop().create_task(self._pump())

    def write(self, message: dict[str, Any]) -> None:
        text = encode_text(message)
        self._queue.append(text)
        self._waiting += len(text)
        self._wake.set()

    def backlog(self) -> int:
        return self._waiting

    def is_closing(self) -> bool:
        transport = self._transport
        return self._ws.closed or transport is None or transport.is_closing()

    def abort(self) -> None:
        """Cut the connection, after a moment for what waits (the host's last words, a
        flood's ``rate_limited``: the person is told why): at once if the peer does not
        read, since then nothing more would go out anyway."""
        self._done = True
        self._wake.set()
        if self._waiting > ABORT_FLUSH_BYTES:
            self._cut()
            return
        self._abort_task = asyncio.get_running_loop().create_task(self._cut_after(ABORT_GRACE))

    async def settled(self) -> None:
        """Wait for a cut in progress (``abort``) before the handler returns: aiohttp
        closes the connection at once when it does, and the last words with it."""
        task = getattr(self, "_abort_task", None)
        if task is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(task), ABORT_GRACE * 2)

    async def _cut_after(self, grace: float) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self._pump_task), grace)
        # All sent to the transport: closing it (not aborting) lets its buffer go out.
        self._cut(gently=self._pump_task.done() and not self._queue)

    def _cut(self, *, gently: bool = False) -> None:
        self._pump_task.cancel()
        transport = self._transport
        if transport is None:
            return
        if gently:
            transport.close()
        else:
            transport.abort()  # type: ignore[attr-defined]

    async def _pump(self) -> None:
        try:
            while True:
                while self._queue:
                    text = self._queue[0]
                    await self._ws.send_str(text)
                    self._queue.popleft()
                    self._waiting -= len(text)
                if self._done:
                    return
                self._wake.clear()
                await self._wake.wait()
        except (ConnectionError, RuntimeError) as error:  # the peer is gone: nothing to send to
            _log.debug("a WebSocket closed while sending: %s", error)

    async def finish(self) -> None:
        """Send what waits (a second at most: a wrong code's answer, the host's bye),
        then close the WebSocket."""
        self._done = True
        self._wake.set()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self._pump_task), 1.0)
        self._pump_task.cancel()
        if self.handed_off:
            return
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._ws.close(), 1.0)


async def read_message(ws: web.WebSocketResponse, limit: int) -> dict[str, Any]:
    """The next client message on ``ws``, as `net.host.Reader` reads (its exceptions)."""
    message = await ws.receive()
    if message.type is WSMsgType.TEXT:
        text: str = message.data
        if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
            raise FrameError(f"a message over {limit} bytes")
        return decode_text(text)
    if message.type is WSMsgType.BINARY:
        raise NotAMessage("a binary message (the protocol's messages are text)")
    if message.type is WSMsgType.ERROR:
        raise ConnectionError(f"the WebSocket failed: {message.data}")
    raise ConnectionError("the client closed the WebSocket")


async def serve_websocket(
    request: web.Request, host: TableHost, address: str, cluster: Cluster | None = None
) -> web.StreamResponse:
    """Upgrade ``request`` and hold the table conversation on it until it ends; in a club
    of several processes (``cluster``), a hello for a table another process holds hands
    the WebSocket over to `Cluster.relay`, which carries it to that process."""
    ws = web.WebSocketResponse(max_msg_size=MAX_WS_MESSAGE, heartbeat=HEARTBEAT)
    if not ws.can_prepare(request).ok:
        raise web.HTTPBadRequest(text="a WebSocket upgrade is expected here")
    await ws.prepare(request)
    sink = WebSocketSink(ws, request.transport)
    limit = host.limits.max_frame

    from truco_desktop.server.cluster import HandedOff

    handed: list[HandedOff] = []
    hello_heard = False

    async def read() -> dict[str, Any]:
        nonlocal hello_heard
        message = await read_message(ws, limit)
        if cluster is not None and not hello_heard:
            try:
                await cluster.intercept(message)
            except HandedOff as handoff:
                handed.append(handoff)
                sink.handed_off = True
                raise
            hello_heard = message.get("type") == "hello"
        return message

    await host.serve_connection(sink, read, address)
    await sink.settled()
    if handed and cluster is not None and not ws.closed:
        await cluster.relay(ws, handed[0], address)
    return ws
