#!/usr/bin/env python3
"""A club of two `serve` processes under load (issue 31 item 6), loopback only, self-stopping.

The script starts a throw-away PostgreSQL cluster in a temporary folder (the tests'
`server_helpers.PostgresCluster`, from the distribution's binaries) and two
`truco-server serve` processes A and B on it (`--cluster-url`, `--cluster-heartbeat`,
each listing loopback as `--trusted-proxy`). Each process connects as a database role of
its own (`proc_a`, `proc_b`) whose statements PostgreSQL logs with their durations: that
log gives each process's heartbeat cost (beats, statements, wall time of a beat's
transaction, database time).

N tables of four scripted people (`club_tables_load`'s clients: an action 2 s ± 20 %
after the view says the seat is to act): table n is created on process n % 2 by its
owner, who sits there with a second person (**direct**); the other two connect to the
OTHER process, whose hello is relayed to the holder, as is every message after it
(**relayed**). Latency is action -> next view, reported separately for direct and
relayed people; an action is lost when no view nor refusal follows in ``--lost-after`` s.

Every N of ``--tables`` is run ``--runs`` times, each on a fresh PostgreSQL and fresh
processes (no empty tables of an earlier step in the heartbeats); the medians of the
runs are printed at the end.

    nice -n 10 .venv/bin/python benchmarks/club_cluster_load.py --tables 100,250 \
        --runs 3 --seconds 30
"""

from __future__ import annotations

import argparse
import asyncio
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "server"))

import server_helpers
from club_tables_load import RULES, Figures, _cpu, _open, _play, _source
from server_helpers import PostgresCluster, ServerProcess, postgres_bin

from truco_desktop.net import protocol as P
from truco_desktop.net.client import WebSocketClient

ROLES = ("proc_a", "proc_b")

#: ``--unlimited-relay``: `serve` started with the relay's aiohttp session given a
#: connector without aiohttp's default cap of 100 connections (`cluster.Cluster.start`
#: makes its `ClientSession` with the default connector, so a process relays at most 100
#: people at once: the 101st relayed hello waits for a slot until `CONNECT_TIMEOUT`). The
#: patch is the benchmark's, in the server's own process; truco_desktop is unchanged.
_UNLIMITED = (
    "import sys, aiohttp, truco_desktop.server.cluster as c\n"
    "class S(aiohttp.ClientSession):\n"
    "    def __init__(self, *a, **k):\n"
    "        k.setdefault('connector', aiohttp.TCPConnector(limit=0))\n"
    "        super().__init__(*a, **k)\n"
    "c.ClientSession = S\n"
    "from truco_desktop.server.cli import main\n"
    "raise SystemExit(main(sys.argv[1:]))\n"
)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _sql(cluster: PostgresCluster, *statements: str) -> None:
    import psycopg

    with psycopg.connect(cluster.url, autocommit=True) as conn:
        for statement in statements:
            conn.execute(statement)


def _prepare(cluster: PostgresCluster) -> None:
    """A role per process, each logging every statement with its duration."""
    _sql(
        cluster,
        *(f"CREATE ROLE {role} LOGIN SUPERUSER" for role in ROLES),
        *(f"ALTER ROLE {role} SET log_min_duration_statement = 0" for role in ROLES),
        "ALTER SYSTEM SET log_line_prefix = '%m [%p] %u %v '",
        "SELECT pg_reload_conf()",
    )


_LINE = re.compile(
    r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) \S+ \[\d+\] (proc_[ab]) (\S+) LOG:  duration: "
    r"([\d.]+) ms  (.*)$"
)


def _stamp(text: str) -> float:
    _day, clock = text.split(" ")
    h, m, s = clock.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


def heartbeat_cost(log: str, seconds: float) -> dict[str, dict[str, float]]:
    """Per role: beats, their statements (executed), writes (INSERT/DELETE) and wall time
    (first to last logged statement of the transaction), and all database time."""
    txs: dict[tuple[str, str], list[tuple[float, float, str]]] = defaultdict(list)
    db_ms: dict[str, float] = defaultdict(float)
    for line in log.splitlines():
        found = _LINE.match(line)
        if found is None:
            continue
        stamp, role, vxid, ms, rest = found.groups()
        db_ms[role] += float(ms)
        txs[(role, vxid)].append((_stamp(stamp), float(ms), rest))
    out: dict[str, dict[str, Any]] = {
        role: {"beats": 0, "statements": 0, "writes": 0, "walls": [], "db_ms": db_ms[role]}
        for role in ROLES
    }
    for (role, _vxid), lines in txs.items():
        if not any("INSERT INTO club_processes" in rest for _, _, rest in lines):
            continue
        o = out[role]
        o["beats"] += 1
        executed = [rest for _, _, rest in lines if rest.startswith(("execute", "statement"))]
        o["statements"] += len(executed)
        o["writes"] += sum(1 for rest in executed if re.search(r":\s*(INSERT|DELETE)", rest))
        o["walls"].append((lines[-1][0] - lines[0][0]) * 1000 + lines[0][1])
    result = {}
    for role, o in out.items():
        walls = sorted(o["walls"]) or [float("nan")]
        result[role] = {
            "beats": o["beats"],
            "statements/beat": o["statements"] / max(1, o["beats"]),
            "writes/s": o["writes"] / seconds,
            "beat p50 ms": statistics.median(walls),
            "beat max ms": walls[-1],
            "db ms/s": o["db_ms"] / seconds,
        }
    return result


async def _seat_table(
    urls: list[str], n: int
) -> tuple[list[WebSocketClient], list[WebSocketClient]]:
    """Table n on process n % 2: two people there (the owner first), two through the
    other process. Each table's people come from one loopback address of their own."""
    source = _source(n)
    home, other = urls[n % 2], urls[1 - n % 2]
    owner = await _open(home, source)
    await owner.send({"type": "create", "rules": RULES, "level": "easy", "signs": False})
    created = await owner.message(30.0)
    if created.get("type") != P.CREATED:
        await owner.close()
        raise RuntimeError(f"table {n}: {created}")
    await owner.say_hello(created["code"], f"P{n}a", owner=created["owner"], timeout=30.0)
    direct, relayed = [owner], []
    for who, url in (("b", home), ("c", other), ("d", other)):
        client = await _open(url, source)
        await client.say_hello(created["code"], f"P{n}{who}", timeout=30.0)
        (direct if url == home else relayed).append(client)
    return direct, relayed


def _latency(figures: Figures) -> tuple[int, float, float, float]:
    ms = sorted(x * 1000 for x in figures.latencies)
    if not ms:
        return 0, float("nan"), float("nan"), float("nan")
    return len(ms), statistics.median(ms), ms[int(0.95 * (len(ms) - 1))], ms[-1]


async def one_run(tables: int, args: argparse.Namespace) -> dict[str, Any] | None:
    binaries = postgres_bin()
    if binaries is None:
        raise SystemExit("PostgreSQL's server binaries (initdb, pg_ctl) are not installed")
    if args.unlimited_relay:
        server_helpers.server_command = lambda: [sys.executable, "-c", _UNLIMITED]
    cluster = PostgresCluster(binaries)
    servers: list[ServerProcess] = []
    try:
        _prepare(cluster)
        folder = Path(tempfile.mkdtemp(prefix="truco-club-load-", dir=cluster.root))
        for role in ROLES:
            port = _free_port()
            db = f"postgresql://{role}@127.0.0.1:{cluster.port}/postgres"
            extra = [
                "--port", str(port),
                "--cluster-url", f"http://127.0.0.1:{port}",
                "--cluster-heartbeat", str(args.heartbeat),
                "--trusted-proxy", "127.0.0.1",
                "--tables-save-dir", str(folder / "saves"),
                "--max-tables", str(tables + 10),
                "--hello-timeout", "60",
            ]  # fmt: skip
            servers.append(ServerProcess(db, folder / f"{role}.log", *extra))
            renice = ["renice", "-n", "10", "-p", str(servers[-1].proc.pid)]
            subprocess.run(renice, capture_output=True)
        urls = [f"http://127.0.0.1:{s.port}" for s in servers]
        started = time.monotonic()
        seated: list[tuple[list[WebSocketClient], list[WebSocketClient]]] = []
        try:
            for chunk in range(0, tables, 25):
                seated += await asyncio.gather(
                    *(_seat_table(urls, n) for n in range(chunk, min(tables, chunk + 25)))
                )
        except (RuntimeError, ConnectionError, TimeoutError, OSError) as error:
            print(f"{tables:>5} tables: could not seat them ({len(seated)} seated): {error!r}",
                  flush=True)  # fmt: skip
            for server in servers:
                print("\n".join(server.log().splitlines()[-args.log_lines :]), flush=True)
            for direct, relayed in seated:
                for client in direct + relayed:
                    await client.close()
            return None
        seating = time.monotonic() - started
        for direct, _ in seated:
            await direct[0].send({"type": "start"})
        direct_f, relayed_f = Figures(), Figures()
        log_path = cluster.root / "log"
        offset = log_path.stat().st_size
        cpu = [_cpu(s.proc.pid) for s in servers]
        until = time.monotonic() + args.seconds
        await asyncio.gather(
            *(_play(c, direct_f, until, args.pace, args.lost_after) for d, _ in seated for c in d),
            *(_play(c, relayed_f, until, args.pace, args.lost_after) for _, r in seated for c in r),
        )
        cpu = [_cpu(s.proc.pid) - c for s, c in zip(servers, cpu, strict=True)]
        with log_path.open("rb") as f:
            f.seek(offset)
            segment = f.read().decode(errors="replace")
        # the heartbeats while the people played (their end of the log: what follows
        # `until` is the goodbyes, read by the next beat only)
        beats = heartbeat_cost(segment, args.seconds)
        for direct, relayed in seated:
            for client in direct + relayed:
                await client.close()
        result = {
            "tables": tables,
            "seating": seating,
            "acted": direct_f.acted + relayed_f.acted,
            "direct": _latency(direct_f),
            "relayed": _latency(relayed_f),
            "lost": (direct_f.lost, relayed_f.lost),
            "refused": direct_f.refused + relayed_f.refused,
            "errors": len(direct_f.errors) + len(relayed_f.errors),
            "cpu": cpu,
            "beats": beats,
        }
        _print(result, args.seconds)
        return result
    finally:
        for server in servers:
            log = server.log()
            server.stop()
            if "Traceback" in log:
                print(log[-3000:], file=sys.stderr)
        cluster.stop()


def _print(r: dict[str, Any], seconds: float) -> None:
    d, rl = r["direct"], r["relayed"]
    print(
        f"{r['tables']:>5} tables  seated {r['seating']:5.1f} s  actions {r['acted']} "
        f"({r['acted'] / seconds:.1f}/s)  direct n={d[0]} p50 {d[1]:.1f} p95 {d[2]:.1f} "
        f"max {d[3]:.1f} ms  relayed n={rl[0]} p50 {rl[1]:.1f} p95 {rl[2]:.1f} "
        f"max {rl[3]:.1f} ms  lost {r['lost'][0]}+{r['lost'][1]}  refused {r['refused']}  "
        f"errors {r['errors']}  CPU A {100 * r['cpu'][0] / seconds:.0f} % "
        f"B {100 * r['cpu'][1] / seconds:.0f} %",
        flush=True,
    )
    for role, b in r["beats"].items():
        print(
            f"      {role}: beats {b['beats']}  statements/beat {b['statements/beat']:.0f}  "
            f"writes {b['writes/s']:.1f}/s  beat wall p50 {b['beat p50 ms']:.1f} ms "
            f"max {b['beat max ms']:.1f} ms  all DB time {b['db ms/s']:.1f} ms/s",
            flush=True,
        )


async def main(args: argparse.Namespace) -> None:
    deadline = time.monotonic() + args.time_limit
    for tables in (int(x) for x in args.tables.split(",")):
        runs = []
        for _ in range(args.runs):
            if time.monotonic() + args.seconds * 3 > deadline:
                print("time limit reached", flush=True)
                break
            result = await one_run(tables, args)
            if result is not None:
                runs.append(result)
        if not runs:
            continue

        def med(pick: Any, rs: list[dict[str, Any]] = runs) -> float:
            return statistics.median(pick(r) for r in rs)

        print(
            f"MEDIAN of {len(runs)} runs, {tables} tables: "
            f"direct p50 {med(lambda r: r['direct'][1]):.1f} "
            f"p95 {med(lambda r: r['direct'][2]):.1f} ms; "
            f"relayed p50 {med(lambda r: r['relayed'][1]):.1f} "
            f"p95 {med(lambda r: r['relayed'][2]):.1f} ms; lost in all "
            f"{sum(sum(r['lost']) for r in runs)}; CPU A "
            f"{med(lambda r: 100 * r['cpu'][0] / args.seconds):.0f} % B "
            f"{med(lambda r: 100 * r['cpu'][1] / args.seconds):.0f} %; beat wall p50 A "
            f"{med(lambda r: r['beats']['proc_a']['beat p50 ms']):.1f} B "
            f"{med(lambda r: r['beats']['proc_b']['beat p50 ms']):.1f} ms; writes/s A "
            f"{med(lambda r: r['beats']['proc_a']['writes/s']):.1f} B "
            f"{med(lambda r: r['beats']['proc_b']['writes/s']):.1f}",
            flush=True,
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", default="100,250")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--pace", type=float, default=2.0)
    parser.add_argument("--heartbeat", type=float, default=5.0)
    parser.add_argument("--lost-after", type=float, default=10.0)
    parser.add_argument(
        "--unlimited-relay",
        action="store_true",
        help="serve with the relay's 100-connection cap lifted (see _UNLIMITED)",
    )
    parser.add_argument("--log-lines", type=int, default=5, help="of each server's log on failure")
    parser.add_argument("--time-limit", type=float, default=1500.0)
    asyncio.run(main(parser.parse_args()))
