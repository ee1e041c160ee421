"""The HTTP service (aiohttp): health, result submission and the daily leaderboard.

`make_app(store, verifier, ...)` builds the aiohttp application; `serve_forever` runs it
on a socket. The event loop only reads requests and writes answers: the database is
reached from a small thread pool (`Store` is synchronous), and each match is replayed in
a separate process (`Verifier`), so a submission being verified never holds up a
leaderboard read.

Every answer is JSON. Every refusal has an `error` code (`bad_request`, `too_large`,
`not_verified`, `rate_limited`, `not_found`, `method_not_allowed`, and `internal` for a
fault of the server's own, which is logged and never described to the client): no answer
carries a traceback, also for a request that is not HTTP at all (`_JsonErrorHandler`).
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import ipaddress
import json
import logging
import socket
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool, ProcessPoolExecutor
from functools import partial
from typing import Any, Final, TypeVar

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from truco_desktop.server.replay import BadShape, NotVerified, Verified, verify
from truco_desktop.server.store import Result, Store
from truco_desktop.server.submission import (
    MAX_BODY,
    BadRequest,
    parse_date,
    parse_json,
    parse_key,
    player_id_of,
    read_submission,
)
from truco_desktop.version import version

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
    413: "too_large",
    422: "not_verified",
    429: "rate_limited",
    500: "internal",
    503: "unavailable",
}


def error_response(
    status: int, detail: str | None = None, headers: dict[str, str] | None = None
) -> web.Response:
    """A refusal: ``{"error": code}`` and, where it helps the client, a short ``detail``."""
    body: dict[str, object] = {"error": ERROR_CODES.get(status, "error")}
    if detail is not None:
        body["detail"] = detail
    return web.json_response(body, status=status, headers=headers)


# ---------------------------------------------------------------------- verification


def verify_job(date_iso: str, match: object, today_iso: str) -> Verified | tuple[int, str]:
    """One replay, in a verifier process: the result, or (HTTP status, detail)."""
    try:
        return verify(_dt.date.fromisoformat(date_iso), match, _dt.date.fromisoformat(today_iso))
    except BadShape as error:
        return 400, error.detail
    except NotVerified as error:
        return 422, error.detail
    except RecursionError:
        return 400, "the match is nested too deeply"


class Verifier:
    """Runs `verify_job` in ``processes`` worker processes (0: in this process's threads,
    for tests and tools)."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._pool: Executor | None = None

    def _executor(self) -> Executor:
        if self._pool is None:
            if self.processes <= 0:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="verify")
            else:
                import multiprocessing

                self._pool = ProcessPoolExecutor(
                    max_workers=self.processes, mp_context=multiprocessing.get_context("spawn")
                )
        return self._pool

    async def run(self, date_iso: str, match: object, today_iso: str) -> Verified | tuple[int, str]:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(
                self._executor(), verify_job, date_iso, match, today_iso
            )
        except BrokenProcessPool:
            # A verifier died (killed, out of memory): a fresh pool for the next one.
            _log.error("a verifier process died; starting a new one")
            self.close(wait=False)
            raise

    def warm(self) -> None:
        """Start the worker processes now rather than with the first submission."""
        self._executor().submit(verify_job, "2000-01-01", None, "2000-01-01").result()

    def close(self, wait: bool = True) -> None:
        """Stop the verifier processes; ``wait`` (at exit) until they are gone, so that
        none outlives the worker that started it."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=True)


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
    ) -> None:
        self.store = store
        self.verifier = verifier
        self.today = today or (lambda: _dt.datetime.now(_dt.UTC).date())
        self.trusted = frozenset(str(ipaddress.ip_address(p)) for p in trusted_proxies)
        self.db = ThreadPoolExecutor(max_workers=db_threads, thread_name_prefix="db")

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
        self.verifier.close()
        self.store.close()

    # -- handlers -----------------------------------------------------------------------
    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"ok": True, "version": version()})

    async def submit(self, request: web.Request) -> web.Response:
        if request.content_length is not None and request.content_length > MAX_BODY:
            return error_response(413, headers={"Connection": "close"})
        try:
            body = await request.read()
        except web.HTTPRequestEntityTooLarge:
            return error_response(413, headers={"Connection": "close"})
        if len(body) > MAX_BODY:
            return error_response(413)
        parsed: object = None
        problem: BadRequest | None = None
        try:
            parsed = parse_json(body)
        except BadRequest as error:
            problem = error
        subjects = ["addr:" + self.client_address(request)]
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
        today = self.today()
        answer = await self.verifier.run(
            submission.date.isoformat(), submission.match, today.isoformat()
        )
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
            json.dumps(submission.match, separators=(",", ":")),
        )
        stored, rank, of = await self.in_db(partial(self.store.add, result))
        if not stored:
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

    async def leaderboard(self, request: web.Request) -> web.Response:
        query = request.query
        try:
            day = parse_date(query.get("date"))
            key = parse_key(query.get("key"))
            raw = query.get("limit", str(MAX_LIMIT))
            if not raw.isdigit() or len(raw) > 6 or int(raw) < 1:
                raise BadRequest("limit must be a whole number from 1 to 100")
        except BadRequest as error:
            return error_response(400, error.detail)
        limit = min(int(raw), MAX_LIMIT)
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
    except BrokenProcessPool:
        return error_response(503, "the verifier restarted: try again")
    except Exception:
        _log.exception("fault answering %s %s", request.method, request.path)
        return error_response(500)


def make_app(service: Service) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[json_errors])
    app.router.add_get("/v1/health", service.health)
    app.router.add_post("/v1/daily/results", service.submit)
    app.router.add_get("/v1/daily/leaderboard", service.leaderboard)
    return app


# ---------------------------------------------------------------------- the socket


class _JsonErrorHandler(RequestHandler):
    """aiohttp's connection handler, with its own error pages (a request that is not
    HTTP, a header too long) answered as JSON with an error code, never a traceback."""

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
    def __call__(self) -> RequestHandler:
        return _JsonErrorHandler(self, loop=self._loop, **self._kwargs)


class _Runner(web.AppRunner):
    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = _JsonErrorServer
        return server


async def serve_forever(
    service: Service, sock: socket.socket, stop: asyncio.Event, ready: Callable[[], None]
) -> None:
    """Answer on ``sock`` until ``stop`` is set, then finish the requests in flight."""
    runner = _Runner(make_app(service), access_log=None, handler_cancellation=True)
    await runner.setup()
    site = web.SockSite(runner, sock, shutdown_timeout=10.0)
    await site.start()
    ready()
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
