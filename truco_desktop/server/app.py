"""The HTTP service (aiohttp): health, result submission and the daily leaderboard.

`make_app(store, verifier, ...)` builds the aiohttp application; `serve_forever` runs it
on a socket. The event loop only reads requests and writes answers: the database is
reached from a small thread pool (`Store` is synchronous), and each match is replayed in
a separate process (`verifier.Verifier`: a budget per replay, a bounded queue, turns
between client addresses), so a submission being verified never holds up a leaderboard
read.

What one client may hold (`HttpLimits`, docs/CLUB.md): a request's header must arrive
within `header_timeout` of connecting (or of the last answer), and its body within
`body_timeout`; one address holds at most `connections_per_address` connections, and all
together at most `max_connections`, kept below the process's file limit so that the
accept loop never runs out of descriptors (`_Guard`). A refused body (413) closes the
connection at once instead of reading the rest of it.

The club's tables share the port (`server.tables`, protocol v2 in docs/NETWORK.md):
`GET /v1/tables` and the WebSocket `/v1/tables/ws`, served by a `net.host.TableHost` in
this process. With `tls` (`--tls-cert/--tls-key`) the port speaks only HTTPS; a TLS
handshake must end within the header deadline. In a club of several processes
(`server.cluster`, `--cluster-url`), the list shows every live process's tables and a join
for another process's table is relayed to it.

Every answer is JSON. Every refusal has an `error` code (`bad_request`, `too_large`,
`not_verified`, `rate_limited`, `not_found`, `method_not_allowed`, and `internal` for a
fault of the server's own, which is logged and never described to the client): no answer
carries a traceback, also for a request that is not HTTP at all (`_JsonErrorHandler`).
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import ipaddress
import logging
import socket
import ssl
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TYPE_CHECKING, Any, Final, TypeVar

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from truco_desktop.names import skeleton
from truco_desktop.net.wire import encode_frame
from truco_desktop.play.daily import daily_key
from truco_desktop.server.limits import HttpLimits
from truco_desktop.server.ranked import (
    RANKED_SUFFIX,
    AlreadyPlayed,
    NameTaken,
    RankedDailies,
    commitment,
    rules_from,
)
from truco_desktop.server.store import COPY, DUPLICATE, NAME_TAKEN, Result, Store
from truco_desktop.server.submission import (
    MAX_BODY,
    BadRequest,
    canonical,
    check_name,
    match_hash,
    parse_date,
    parse_json,
    parse_key,
    parse_limit,
    player_id_of,
    read_submission,
)
from truco_desktop.server.tables import V1_ANSWER, serve_websocket
from truco_desktop.server.verifier import Busy, Verifier
from truco_desktop.version import version

if TYPE_CHECKING:
    from truco_desktop.net.host import TableHost
    from truco_desktop.server.cluster import Cluster

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

#: The leaderboard answers at most this many entries.
MAX_LIMIT: Final = 100
RATE_DETAIL: Final = "at most 30 submissions a minute per player id and per client address"
#: The error code of each HTTP status the server may answer with.
ERROR_CODES: Final = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    408: "timeout",
    409: "already_played",
    413: "too_large",
    422: "not_verified",
    429: "rate_limited",
    500: "internal",
    503: "unavailable",
}
#: What the answers say when a result is refused for another player's match or name.
COPY_DETAIL: Final = "another player submitted this match first: an identical match counts once"
NAME_DETAIL: Final = "player.name reads the same as the name of another player today"


def error_response(
    status: int, detail: str | None = None, headers: dict[str, str] | None = None
) -> web.Response:
    """A refusal: ``{"error": code}`` and, where it helps the client, a short ``detail``."""
    body: dict[str, object] = {"error": ERROR_CODES.get(status, "error")}
    if detail is not None:
        body["detail"] = detail
    return web.json_response(body, status=status, headers=headers)


# ---------------------------------------------------------------------- the application


class Service:
    """What the handlers share: the store, its thread pool, the verifier, the clock."""

    def __init__(
        self,
        store: Store,
        verifier: Verifier,
        *,
        today: Callable[[], _dt.date] | None = None,
        trusted_proxies: Sequence[str] = (),
        db_threads: int = 4,
        limits: HttpLimits | None = None,
        tables: TableHost | None = None,
    ) -> None:
        self.store = store
        #: The club's tables (None: this process serves none).
        self.tables = tables
        #: The ranked dailies, hosted as tables (docs/CLUB.md); None without tables.
        self.ranked = None if tables is None else RankedDailies(store, self.in_db, tables)
        self.verifier = verifier
        self.limits = limits or HttpLimits()
        self.today = today or (lambda: _dt.datetime.now(_dt.UTC).date())
        self.trusted = frozenset(str(ipaddress.ip_address(p)) for p in trusted_proxies)
        self.db = ThreadPoolExecutor(max_workers=db_threads, thread_name_prefix="db")
        #: This process's part in a club of several (None: it is the club alone).
        self.cluster: Cluster | None = None

    async def in_db(self, call: Callable[[], _T]) -> _T:
        return await asyncio.get_running_loop().run_in_executor(self.db, call)

    def client_address(self, request: web.BaseRequest) -> str:
        """The peer's address; behind a trusted proxy, the last address it forwarded."""
        peer = request.remote or "unknown"
        if peer in self.trusted:
            forwarded = request.headers.get("X-Forwarded-For", "")
            hops = [h.strip() for h in forwarded.split(",") if h.strip()]
            for hop in reversed(hops):
                try:
                    address = str(ipaddress.ip_address(hop))
                except ValueError:
                    break
                if address not in self.trusted:
                    return address
        return peer

    def close(self) -> None:
        self.db.shutdown(wait=True)
        self.store.close()

    # -- handlers -----------------------------------------------------------------------
    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"ok": True, "version": version()})

    async def submit(self, request: web.Request) -> web.Response:
        if request.content_length is not None and request.content_length > MAX_BODY:
            return _closing(error_response(413))
        try:
            body = await asyncio.wait_for(request.read(), self.limits.body_timeout)
        except web.HTTPRequestEntityTooLarge:
            return _closing(error_response(413))
        except TimeoutError:
            return _closing(error_response(408, "the body came too slowly"))
        if len(body) > MAX_BODY:
            return _closing(error_response(413))
        parsed: object = None
        problem: BadRequest | None = None
        try:
            parsed = parse_json(body)
        except BadRequest as error:
            problem = error
        address = self.client_address(request)
        subjects = ["addr:" + address]
        player = player_id_of(parsed)
        if player is not None:
            subjects.append("player:" + player)
        if not await self.in_db(partial(self.store.admit, subjects)):
            return error_response(429, RATE_DETAIL, headers={"Retry-After": "60"})
        if problem is not None:
            return error_response(400, problem.detail)
        try:
            submission = read_submission(parsed)
        except BadRequest as error:
            return error_response(400, error.detail)
        day = submission.date.isoformat()
        digest = match_hash(submission.match)
        name_skeleton = skeleton(submission.name)
        taken = await self.in_db(
            partial(self.store.conflict, submission.player_id, day, digest, name_skeleton)
        )
        if taken is not None:
            return _conflict(taken)
        try:
            answer = await self.verifier.run(
                day, submission.match, self.today().isoformat(), address
            )
        except Busy as busy:
            return error_response(503, busy.detail, {"Retry-After": str(busy.retry_after)})
        if isinstance(answer, tuple):
            return error_response(*answer)
        result = Result(
            submission.player_id,
            submission.name,
            answer.date.isoformat(),
            answer.key,
            answer.won,
            answer.score,
            answer.against,
            answer.hands,
            canonical(submission.match),
            digest,
            name_skeleton,
        )
        outcome, rank, of = await self.in_db(partial(self.store.add, result))
        if outcome in (COPY, NAME_TAKEN):
            return _conflict(outcome)
        if outcome == DUPLICATE:
            return web.json_response(
                {"accepted": False, "reason": "duplicate", "rank": rank, "of": of}, status=200
            )
        return web.json_response(
            {
                "accepted": True,
                "date": result.day,
                "key": result.key,
                "won": result.won,
                "score": result.score,
                "against": result.against,
                "hands": result.hands,
                "rank": rank,
                "of": of,
            },
            status=201,
        )

    async def daily_commitment(self, request: web.Request) -> web.Response:
        """Day D's commitment: made at the first need from the day before D (a player's
        day may start before UTC's) to D; read only for other days."""
        try:
            day = parse_date(request.query.get("date"))
        except BadRequest as error:
            return error_response(400, error.detail)
        today = self.today()
        make = today <= day <= today + _dt.timedelta(days=1)
        seed = await self.in_db(partial(self.store.daily_secret, day.isoformat(), make))
        if seed is None:
            return error_response(404, "no ranked daily is dealt that day")
        return web.json_response({"date": day.isoformat(), "commitment": commitment(seed)})

    async def daily_seed(self, request: web.Request) -> web.Response:
        """Day D's secret seed, once D is over (UTC): anyone may then check the deals."""
        try:
            day = parse_date(request.query.get("date"))
        except BadRequest as error:
            return error_response(400, error.detail)
        if day >= self.today():
            return error_response(404, "the seed is published once its day is over (UTC)")
        seed = await self.in_db(partial(self.store.daily_secret, day.isoformat(), False))
        if seed is None:
            return error_response(404, "no ranked daily was dealt that day")
        return web.json_response({"date": day.isoformat(), "seed": seed})

    async def daily_ranked(self, request: web.Request) -> web.Response:
        """Open today's ranked daily for a player (or find the one he is playing): the
        table's code and his seat's token, to say hello with on `/v1/tables/ws`."""
        assert self.ranked is not None
        try:
            body = await asyncio.wait_for(request.read(), self.limits.body_timeout)
        except TimeoutError:
            return _closing(error_response(408, "the body came too slowly"))
        address = self.client_address(request)
        try:
            parsed = parse_json(body)
            player_id = player_id_of(parsed)
            if player_id is None or not isinstance(parsed, dict):
                raise BadRequest("player must be {id: a UUID, name}")
            name = check_name(parsed["player"].get("name"))
            rules = rules_from(parsed.get("rules", {}))
        except BadRequest as error:
            return error_response(400, error.detail)
        subjects = ["addr:" + address, "player:" + player_id]
        if not await self.in_db(partial(self.store.admit, subjects)):
            return error_response(429, RATE_DETAIL, headers={"Retry-After": "60"})
        day = self.today()
        try:
            seat = await self.ranked.open(player_id, name, day, rules)
        except AlreadyPlayed:
            return error_response(409, "this ranked daily was dealt to you already")
        except NameTaken:
            return error_response(400, NAME_DETAIL)
        secret = await self.in_db(partial(self.store.daily_secret, day.isoformat(), False))
        assert secret is not None
        return web.json_response(
            {
                "date": day.isoformat(),
                "key": daily_key(rules) + RANKED_SUFFIX,
                "commitment": commitment(secret),
                "code": seat.code,
                "token": seat.token,
            }
        )

    async def tables_list(self, request: web.Request) -> web.Response:
        """The open public tables, as the lobby's `list` answers them."""
        assert self.tables is not None
        if self.cluster is not None:
            return web.json_response({"tables": await self.cluster.lobby()})
        return web.json_response({"tables": self.tables.lobby_rows()})

    async def tables_ws(self, request: web.Request) -> web.StreamResponse:
        """A table connection over WebSocket (protocol v2)."""
        assert self.tables is not None
        return await serve_websocket(
            request, self.tables, self.client_address(request), self.cluster
        )

    async def leaderboard(self, request: web.Request) -> web.Response:
        query = request.query
        try:
            day = parse_date(query.get("date"))
            key = parse_key(query.get("key"))
            limit = parse_limit(query.get("limit"), MAX_LIMIT)
        except BadRequest as error:
            return error_response(400, error.detail)
        total, entries = await self.in_db(
            partial(self.store.leaderboard, day.isoformat(), key, limit)
        )
        return web.json_response(
            {
                "date": day.isoformat(),
                "key": key,
                "total": total,
                "entries": [
                    {
                        "rank": e.rank,
                        "name": e.name,
                        "won": e.won,
                        "score": e.score,
                        "against": e.against,
                        "hands": e.hands,
                    }
                    for e in entries
                ],
            }
        )


@web.middleware
async def json_errors(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Every refusal as JSON with an `error` code; a fault logged, never described."""
    try:
        return await handler(request)
    except web.HTTPException as http:
        if http.status < 400:
            raise
        allow = http.headers.get("Allow")
        return error_response(http.status, headers={"Allow": allow} if allow else None)
    except asyncio.CancelledError:
        raise
    except Exception:
        _log.exception("fault answering %s %s", request.method, request.path)
        return error_response(500)


def _closing(response: web.Response) -> web.Response:
    """An answer after which the connection is closed at once: the rest of the body is
    not read (aiohttp would otherwise read and discard it for up to 10 s)."""
    response.force_close()
    response.headers["Connection"] = "close"
    return response


def _conflict(outcome: str) -> web.Response:
    if outcome == COPY:
        return error_response(422, COPY_DETAIL)
    return error_response(400, NAME_DETAIL)


def make_app(service: Service) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[json_errors])
    app.router.add_get("/v1/health", service.health)
    app.router.add_post("/v1/daily/results", service.submit)
    app.router.add_get("/v1/daily/leaderboard", service.leaderboard)
    app.router.add_get("/v1/daily/commitment", service.daily_commitment)
    app.router.add_get("/v1/daily/seed", service.daily_seed)
    if service.tables is not None:
        app.router.add_post("/v1/daily/ranked", service.daily_ranked)
        app.router.add_get("/v1/tables", service.tables_list)
        app.router.add_get("/v1/tables/ws", service.tables_ws)
    return app


# ---------------------------------------------------------------------- the socket


class _Guard:
    """Counts the open connections, in all and per client address, and says which to
    refuse; logs a refusal at most once a second per address (a flood must not fill the
    disk with log lines)."""

    def __init__(self, limits: HttpLimits, trusted: frozenset[str]) -> None:
        self.limits = limits
        self.trusted = trusted
        self.total = 0
        self.by_address: dict[str, int] = {}
        self._logged: dict[str, float] = {}

    def admit(self, address: str) -> bool:
        limits = self.limits
        if limits.max_connections and self.total >= limits.max_connections:
            self._log(address, "the server holds as many connections as it may")
            return False
        count = self.by_address.get(address, 0)
        per_address = limits.connections_per_address
        if per_address and address not in self.trusted and count >= per_address:
            self._log(address, "this address holds as many connections as one may")
            return False
        self.total += 1
        self.by_address[address] = count + 1
        return True

    def release(self, address: str) -> None:
        self.total -= 1
        left = self.by_address.get(address, 1) - 1
        if left > 0:
            self.by_address[address] = left
        else:
            self.by_address.pop(address, None)

    def _log(self, address: str, why: str) -> None:
        now = time.monotonic()
        if now - self._logged.get(address, -1e9) >= 1.0:
            if len(self._logged) > 10_000:
                self._logged.clear()
            self._logged[address] = now
            _log.warning("a connection from %s refused: %s", address, why)


class _JsonErrorHandler(RequestHandler):
    """aiohttp's connection handler, with its own error pages (a request that is not
    HTTP, a header too long) answered as JSON with an error code, never a traceback, and
    the connection caps of `_Guard`."""

    _guard: _Guard | None = None
    _address: str | None = None
    _heard: bool = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        guard = self._guard
        if guard is not None:
            peer = transport.get_extra_info("peername")
            address = str(peer[0]) if isinstance(peer, tuple) and peer else "unknown"
            if not guard.admit(address):
                transport.abort()  # type: ignore[attr-defined]
                return
            self._address = address
        super().connection_made(transport)

    def data_received(self, data: bytes) -> None:
        """A v1 table client (a frame's length first: a zero byte, never HTTP) is told in
        its own framing that the tables moved to WebSocket, instead of an HTTP 400 it
        would read as a frame of a billion bytes."""
        if not self._heard:
            self._heard = True
            transport = self.transport
            if data[:1] == b"\x00" and transport is not None:
                transport.write(encode_frame(dict(V1_ANSWER)))
                transport.close()
                return
        super().data_received(data)

    def connection_lost(self, exc: BaseException | None) -> None:
        if self._guard is not None:
            if self._address is None:
                return  # refused in connection_made: nothing was started
            self._guard.release(self._address)
            self._address = None
        super().connection_lost(exc)

    def handle_error(
        self,
        request: Any,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        if status >= 500:
            _log.error("fault before a request reached the service: %r", exc)
        resp = error_response(status if status in ERROR_CODES else 400)
        resp.force_close()
        return resp


class _JsonErrorServer(web.Server):
    guard: _Guard | None = None

    def __call__(self) -> RequestHandler:
        handler = _JsonErrorHandler(self, loop=self._loop, **self._kwargs)
        handler._guard = self.guard
        return handler


class _Runner(web.AppRunner):
    guard: _Guard | None = None

    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = _JsonErrorServer
        server.guard = self.guard  # type: ignore[attr-defined]
        return server


def _quiet_accept_errors(loop: asyncio.AbstractEventLoop) -> None:
    """The event loop's accept errors (out of descriptors) logged once a second in one
    line, never as a traceback: a flood of connections made ~4,000 of them a second."""
    default = loop.get_exception_handler()
    last = [-1e9]

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message", ""))
        if "accept" in message or "out of system resource" in message:
            now = time.monotonic()
            if now - last[0] >= 1.0:
                last[0] = now
                _log.warning("%s: %s", message, context.get("exception"))
            return
        if default is not None:
            default(loop, context)
        else:
            loop.default_exception_handler(context)

    loop.set_exception_handler(handler)


class _Site(web.SockSite):
    """aiohttp's site on a socket, with a deadline on the TLS handshake (asyncio's own
    is 60 s, and a handshake that never ends holds a descriptor all that time)."""

    def __init__(
        self,
        runner: web.BaseRunner,
        sock: socket.socket,
        *,
        tls: ssl.SSLContext | None,
        handshake_timeout: float,
    ) -> None:
        super().__init__(runner, sock, shutdown_timeout=10.0, ssl_context=tls, backlog=1024)
        self._handshake_timeout = handshake_timeout

    async def start(self) -> None:
        await web.BaseSite.start(self)
        server = self._runner.server
        assert server is not None
        self._server = await asyncio.get_running_loop().create_server(
            server,
            sock=self._sock,
            ssl=self._ssl_context,
            backlog=self._backlog,
            ssl_handshake_timeout=self._handshake_timeout if self._ssl_context else None,
        )


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """The server's TLS context from a certificate chain and its key (PEM files);
    ``OSError``/``ssl.SSLError`` when they cannot be read or do not match."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def serve_forever(
    service: Service,
    sock: socket.socket,
    stop: asyncio.Event,
    ready: Callable[[], None],
    tls: ssl.SSLContext | None = None,
) -> None:
    """Answer on ``sock`` until ``stop`` is set, then finish the requests in flight."""
    limits = service.limits
    _quiet_accept_errors(asyncio.get_running_loop())
    await service.verifier.start()
    runner = _Runner(
        make_app(service),
        access_log=None,
        handler_cancellation=True,
        # aiohttp closes a connection whose next request has not arrived within the
        # keep-alive time, counted from connecting or from the last answer and not
        # renewed by bytes that trickle in: the header deadline.
        keepalive_timeout=limits.header_timeout,
        lingering_time=0,
    )
    runner.guard = _Guard(limits, service.trusted)
    if service.tables is not None:  # the tables saved before a restart go on
        service.tables.reopen_saved()
    if service.cluster is not None:  # registered before the first client is answered
        await service.cluster.start()
    await runner.setup()
    site = _Site(runner, sock, tls=tls, handshake_timeout=limits.header_timeout)
    await site.start()
    ready()
    try:
        await stop.wait()
    finally:
        if service.cluster is not None:  # the others stop sending joins here
            await service.cluster.stop()
        if service.tables is not None:  # the members are told, their WebSockets closed
            await service.tables.close(restart=True)  # saved tables come back at the start
        await runner.cleanup()
        await service.verifier.close()
