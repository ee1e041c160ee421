"""`truco-server`: ``serve`` a club (the daily leaderboard and the tables, one port),
``tables`` (protocol v1 on plain TCP), or ``play-daily`` one submission.

See docs/SERVER.md for the leaderboard's contract, docs/LEADERBOARD.md for how it is
built, docs/NETWORK.md for the tables and docs/CLUB.md for running it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import signal
import socket
import sys
import time
import uuid
from collections.abc import Sequence
from typing import TYPE_CHECKING

from truco_desktop.bots.levels import LEVEL_NAMES

if TYPE_CHECKING:
    from truco_desktop.net.host import TableHost

_log = logging.getLogger("truco_desktop.server")

#: The levels a computer player may have in the human's seat for ``play-daily``.
LEVELS = LEVEL_NAMES


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="truco-server",
        description="The daily deal's online leaderboard: every result verified by replay.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser(
        "serve", help="a club: the leaderboard and the tables on one port (docs/CLUB.md)"
    )
    serve.add_argument("--db", help="sqlite:///path, a file path, or postgresql://...")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--workers", type=int, default=1, help="HTTP processes (default 1)")
    serve.add_argument(
        "--verifiers",
        type=int,
        default=1,
        help="replay processes per HTTP process (default 1)",
    )
    _limits_arguments(serve)
    serve.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a load balancer whose X-Forwarded-For names the client (repeatable)",
    )
    _club_arguments(serve)
    tables = sub.add_parser("tables", help="host tables for friends: a lobby (docs/NETWORK.md)")
    tables.add_argument("--host", default="127.0.0.1")
    tables.add_argument("--port", type=int, default=47470)
    tables.add_argument(
        "--save-dir", help="where each table is saved (reopened at the next start; default: none)"
    )
    _table_limits_arguments(tables)
    play = sub.add_parser("play-daily", help="play the daily deal and print a submission")
    play.add_argument("--date", required=True, help="YYYY-MM-DD")
    play.add_argument("--level", required=True, choices=LEVELS)
    play.add_argument("--name", required=True)
    play.add_argument("--player-id")
    # The choices are the engine's (`play.rules.rules_for` refuses what a variant lacks).
    from truco_desktop.engine.rules import DECK_OPTIONS, FALTA_RULES, FLOR_MODES
    from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS

    counts = sorted({n for v in VARIANTS.values() for n in v.player_counts})
    targets = sorted({t for v in VARIANTS.values() for t in v.target_choices})
    play.add_argument("--variant", default=DEFAULT_VARIANT, choices=tuple(VARIANTS))
    play.add_argument("--players", type=int, default=4, choices=counts)
    play.add_argument("--flor", default="off", choices=FLOR_MODES)
    play.add_argument("--falta", default="total", choices=FALTA_RULES)
    play.add_argument("--target", type=int, default=0, choices=(0, *targets))
    play.add_argument("--deck", default="dirty", choices=DECK_OPTIONS)
    return parser


def _limits_arguments(serve: argparse.ArgumentParser) -> None:
    """`serve`'s timeouts and caps (docs/CLUB.md); the defaults are `HttpLimits`' and
    `VerifyLimits`'."""
    from truco_desktop.server.limits import HttpLimits
    from truco_desktop.server.verifier import VerifyLimits

    http, verify = HttpLimits(), VerifyLimits()
    add = serve.add_argument
    add(
        "--header-timeout",
        type=float,
        default=http.header_timeout,
        metavar="S",
        help="seconds for a request's header to arrive (default %(default)s)",
    )
    add(
        "--body-timeout",
        type=float,
        default=http.body_timeout,
        metavar="S",
        help="seconds for a request's body to arrive (default %(default)s)",
    )
    add(
        "--connections-per-address",
        type=int,
        default=http.connections_per_address,
        metavar="N",
        help="connections one client address may hold (default %(default)s)",
    )
    add(
        "--max-connections",
        type=int,
        default=http.max_connections,
        metavar="N",
        help="connections in all, kept below the file limit (default %(default)s)",
    )
    add(
        "--verify-cpu",
        type=float,
        default=verify.cpu_seconds,
        metavar="S",
        help="CPU seconds one replay may use (default %(default)s)",
    )
    add(
        "--verify-wall",
        type=float,
        default=verify.wall_seconds,
        metavar="S",
        help="seconds one replay may take on the clock (default %(default)s)",
    )
    add(
        "--verify-queue",
        type=int,
        default=verify.queue,
        metavar="N",
        help="submissions waiting for a replay (default %(default)s)",
    )
    add("--verify-queue-per-address", type=int, default=verify.per_address, metavar="N",
        help="of them from one client address (default %(default)s)")  # fmt: skip


def _club_arguments(serve: argparse.ArgumentParser) -> None:
    """`serve`'s TLS and tables (protocol v2, docs/NETWORK.md); the table limits'
    defaults are `net.host.Limits`', the connection caps the HTTP ones above."""
    from truco_desktop.net.host import Limits

    limits = Limits()
    add = serve.add_argument
    add("--tls-cert", metavar="PEM", help="serve HTTPS with this certificate chain")
    add("--tls-key", metavar="PEM", help="the certificate's private key")
    add("--no-tables", action="store_true", help="serve the leaderboard only")
    add(
        "--tables-save-dir",
        metavar="DIR",
        help="where each table is saved after every action (reopened at the next start)",
    )
    add(
        "--pending-per-address",
        type=int,
        default=limits.pending_per_address,
        metavar="N",
        help="table connections one address holds before a hello (default %(default)s)",
    )
    add(
        "--tables-per-address",
        type=int,
        default=limits.tables_per_address,
        metavar="N",
        help="open tables created from one address (default %(default)s)",
    )
    add("--hello-timeout", type=float, default=limits.hello_timeout, metavar="S",
        help="seconds to say hello after the WebSocket opens (default %(default)s)")  # fmt: skip
    add(
        "--max-tables",
        type=int,
        default=limits.max_tables,
        metavar="N",
        help="open tables this process holds (default %(default)s)",
    )
    add(
        "--cluster-url",
        metavar="URL",
        help="one of several processes sharing the club's tables through the PostgreSQL"
        " --db: the URL the others reach this one at (docs/CLUB.md)",
    )
    add("--cluster-heartbeat", type=float, default=5.0, metavar="S",
        help="seconds between this process's heartbeats; it is gone after three missed"
        " (default %(default)s)")  # fmt: skip


def _table_limits_arguments(tables: argparse.ArgumentParser) -> None:
    """`tables`' caps (docs/NETWORK.md, docs/CLUB.md); the defaults are `net.host.Limits`'."""
    from truco_desktop.net.host import Limits

    limits = Limits()
    add = tables.add_argument
    add(
        "--max-connections",
        type=int,
        default=limits.max_connections,
        metavar="N",
        help="connections in all, kept below the file limit (default %(default)s)",
    )
    add(
        "--connections-per-address",
        type=int,
        default=limits.connections_per_address,
        metavar="N",
        help="connections one address may hold (default %(default)s)",
    )
    add(
        "--pending-per-address",
        type=int,
        default=limits.pending_per_address,
        metavar="N",
        help="of them not yet at a table (default %(default)s)",
    )
    add(
        "--tables-per-address",
        type=int,
        default=limits.tables_per_address,
        metavar="N",
        help="open tables created from one address (default %(default)s)",
    )
    add("--hello-timeout", type=float, default=limits.hello_timeout, metavar="S",
        help="seconds to say hello after connecting (default %(default)s)")  # fmt: skip


def raise_file_limit(reserve: int = 64) -> int:
    """Raise this process's open-file limit to its hard limit (no privilege needed), and
    return how many connections fit below it, keeping ``reserve`` descriptors for the
    database, the logs and the verifier pipes. Where there is no such limit (Windows),
    a large number."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return 1 << 16
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 16)
    if soft == resource.RLIM_INFINITY or wanted <= soft:
        wanted = soft
    else:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError) as error:
            _log.warning("cannot raise the open-file limit from %s: %s", soft, error)
            wanted = soft
    if wanted == resource.RLIM_INFINITY:
        return 1 << 16
    _log.info("open-file limit: %s", wanted)
    return max(16, int(wanted) - reserve)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(process)d %(levelname)s %(message)s"
    )
    if args.command == "play-daily":
        return _play_daily(args)
    if args.command == "tables":
        return _tables(args)
    return _serve(args)


def _tables(args: argparse.Namespace) -> int:
    """A club's table host: open tables in a lobby, private ones by code (net.host)."""
    from pathlib import Path

    from truco_desktop.net.host import Limits, TableHost

    save_root = None if args.save_dir is None else Path(args.save_dir)
    room = raise_file_limit()
    limits = Limits(
        max_connections=min(args.max_connections, room),
        connections_per_address=args.connections_per_address,
        pending_per_address=args.pending_per_address,
        tables_per_address=args.tables_per_address,
        hello_timeout=args.hello_timeout,
    )
    host = TableHost(
        address=args.host, port=args.port, lobby=True, save_root=save_root, limits=limits
    )

    async def run() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop.set)
        address, port = await host.start()
        host.reopen_saved()
        print(f"truco-server tables listening on {address}:{port}", flush=True)
        await stop.wait()
        await host.close(restart=True)

    try:
        asyncio.run(run())
    except OSError as error:
        print(f"truco-server: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 2
    return 0


# ---------------------------------------------------------------------- play-daily


def _play_daily(args: argparse.Namespace) -> int:
    from truco_desktop.server.daily_player import daily_rules_from, submission
    from truco_desktop.server.submission import BadRequest, check_name, parse_date

    try:
        date = parse_date(args.date, "--date")
        name = check_name(args.name)
        player_id = str(uuid.UUID(args.player_id)) if args.player_id else None
        rules = daily_rules_from(
            args.variant, args.players, args.flor, args.falta, args.target, args.deck
        )
    except (BadRequest, ValueError) as error:
        detail = getattr(error, "detail", str(error))
        print(f"truco-server play-daily: {detail}", file=sys.stderr)
        return 2
    body = submission(date, rules, args.level, name, player_id)
    sys.stdout.write(json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n")
    return 0


# ---------------------------------------------------------------------- serve


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.create_server((host, port), family=family, backlog=1024, reuse_port=False)
    sock.set_inheritable(True)
    return sock


def _serve(args: argparse.Namespace) -> int:
    from truco_desktop.server.store import StoreError, open_store

    if args.workers < 1 or args.verifiers < 1:
        print("truco-server: --workers and --verifiers must be at least 1", file=sys.stderr)
        return 2
    try:
        store = open_store(args.db)  # migrates, and says now if the database is unusable
        store.close()
    except StoreError as error:
        print(f"truco-server: {error}", file=sys.stderr)
        return 2
    if (args.tls_cert is None) != (args.tls_key is None):
        print("truco-server: --tls-cert and --tls-key go together", file=sys.stderr)
        return 2
    if args.tls_cert is not None:
        import ssl

        from truco_desktop.server.app import tls_context

        try:
            args.tls = tls_context(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as error:
            print(f"truco-server: cannot use the certificate: {error}", file=sys.stderr)
            return 2
    else:
        args.tls = None
    problem = _cluster_problem(args)
    if problem is not None:
        print(f"truco-server: {problem}", file=sys.stderr)
        return 2
    if args.workers > 1 and not args.no_tables:
        # Each process would hold tables of its own that a join might not reach (issue 31
        # item 6: processes sharing tables through the database).
        _log.warning("tables are served with --workers 1 only: this server has none")
        args.no_tables = True
    try:
        sock = _bind(args.host, args.port)
    except OSError as error:
        print(f"truco-server: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 2
    port = sock.getsockname()[1]
    scheme = "https" if args.tls is not None else "http"
    if args.workers == 1:
        _announce(scheme, args.host, port, 1)
        return _worker(args, sock)
    return _supervise(args, sock, port)


def _cluster_problem(args: argparse.Namespace) -> str | None:
    """Why ``--cluster-url`` cannot be used with the other settings, if it cannot."""
    if args.cluster_url is None:
        return None
    if not args.cluster_url.startswith(("http://", "https://")):
        return "--cluster-url is http://HOST:PORT or https://HOST:PORT"
    if not (args.db or "").startswith(("postgresql://", "postgres://")):
        return "--cluster-url needs a PostgreSQL --db shared by the club's processes"
    if args.no_tables:
        return "--cluster-url shares tables: not with --no-tables"
    if args.workers != 1:
        return "--cluster-url names one process: run one serve command per process"
    if not args.cluster_heartbeat > 0:
        return "--cluster-heartbeat must be above 0"
    return None


def _announce(scheme: str, host: str, port: int, workers: int) -> None:
    shown = f"[{host}]" if ":" in host else host
    print(f"truco-server listening on {scheme}://{shown}:{port} ({workers} workers)", flush=True)


def _table_host(args: argparse.Namespace, http_room: int) -> TableHost | None:
    """The club's tables in this process, with `serve`'s limits (None: no tables)."""
    if args.no_tables:
        return None
    from pathlib import Path

    from truco_desktop.net.host import Limits, TableHost

    limits = Limits(
        max_connections=http_room,
        connections_per_address=args.connections_per_address or Limits.connections_per_address,
        pending_per_address=args.pending_per_address,
        tables_per_address=args.tables_per_address,
        hello_timeout=args.hello_timeout,
        max_tables=args.max_tables,
    )
    save_root = None if args.tables_save_dir is None else Path(args.tables_save_dir)
    if save_root is not None and args.cluster_url is not None:
        from truco_desktop.server.cluster import folder_name

        # A folder per process: a process restarting reopens its own tables only.
        save_root = save_root / folder_name(args.cluster_url)
    return TableHost(lobby=True, save_root=save_root, limits=limits)


def _worker(args: argparse.Namespace, sock: socket.socket) -> int:
    """One HTTP process: its own store connections and verifier processes."""
    from truco_desktop.server.app import Service, serve_forever
    from truco_desktop.server.limits import HttpLimits
    from truco_desktop.server.store import StoreError, open_store
    from truco_desktop.server.verifier import Verifier, VerifyLimits

    try:
        store = open_store(args.db)
    except StoreError as error:
        _log.error("%s", error)
        return 2
    room = raise_file_limit(reserve=64 + 4 * args.verifiers)
    verify = VerifyLimits(
        cpu_seconds=args.verify_cpu,
        wall_seconds=args.verify_wall,
        queue=args.verify_queue,
        per_address=args.verify_queue_per_address,
    )
    http = HttpLimits(
        header_timeout=args.header_timeout,
        body_timeout=args.body_timeout,
        connections_per_address=args.connections_per_address,
        max_connections=min(args.max_connections, room) if args.max_connections else room,
    )
    verifier = Verifier(args.verifiers, verify)

    async def run() -> None:
        service = Service(
            store,
            verifier,
            trusted_proxies=args.trusted_proxy,
            limits=http,
            tables=_table_host(args, http.max_connections),
        )
        if args.cluster_url is not None and service.tables is not None:
            from truco_desktop.server.cluster import Cluster, peer_tls

            service.cluster = Cluster(
                store,
                service.in_db,
                service.tables,
                args.cluster_url,
                heartbeat=args.cluster_heartbeat,
                tls=peer_tls(args.tls_cert) if args.cluster_url.startswith("https:") else None,
            )
        services.append(service)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop.set)
        await serve_forever(service, sock, stop, lambda: None, tls=args.tls)

    services: list[Service] = []

    try:
        asyncio.run(run())
    finally:
        for service in services:
            service.close()
        if not services:
            store.close()
    return 0


def _supervise(args: argparse.Namespace, sock: socket.socket, port: int) -> int:
    """Fork ``--workers`` HTTP processes on one listening socket; stop them on SIGTERM or
    SIGINT; start a worker again if one dies (at most once a second)."""
    children: dict[int, float] = {}
    stopping = False

    def start() -> None:
        pid = os.fork()
        if pid == 0:  # the child
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            code = 1
            try:
                code = _worker(args, sock)
            finally:
                os._exit(code)
        children[pid] = time.monotonic()

    def stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True
        for pid in list(children):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for _ in range(args.workers):
        start()
    _announce("https" if args.tls is not None else "http", args.host, port, args.workers)
    while children:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            break
        except InterruptedError:  # pragma: no cover - PEP 475 retries os.wait itself
            continue
        started = children.pop(pid, None)
        if started is None or stopping:
            continue
        _log.error("worker %s ended (status %s); starting another", pid, status)
        time.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
        start()
    sock.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
