#!/usr/bin/env python3
"""The leaderboard server under load (issue 21), on loopback only, bounded and self-stopping.

1. **Matches**: ``--submissions`` distinct daily matches (default 2,000, in several
   variants, levels and dates) are played by the game's session (`truco-server
   play-daily`'s code). Each is another match: since issue 30 the server counts an
   identical match (the same moves on the same deal) once, for its first player, so a
   match resubmitted under a new player would be a 422, not a load figure. The human
   seat's choices are seeded with a ``variation`` of their own, and a match whose moves
   happen to equal an earlier one's (`server.app.match_hash`) is played again with
   another.
2. **Verification**: ``--matches`` of them (default 200) are verified in this process,
   on one core: p50, p95 and max seconds per match.
3. **Load**: for each database (``--db sqlite``, ``postgresql`` or ``both``), a fresh
   `truco-server serve --workers N` is started on 127.0.0.1 (PostgreSQL: a throw-away
   cluster from the distribution's binaries, as in the tests) and the submissions (each
   from its own player, each its own match) are
   posted by ``--concurrency`` clients (default 32) from many loopback source addresses
   (127.0.2.1 ...: the server limits each address to 30 a minute, as it would real
   players), while one reader asks for the leaderboard every 50 ms. It reports
   submissions/s, the answers by status (lost: no answer; every one should be a 201),
   the submissions' p50/p95 latency and the leaderboard reads' p50/p95/max; the totals
   of the leaderboards must add up to the submissions accepted.

Every loop is bounded in count and in time (``--time-limit`` seconds per database, 900 by
default): the run stops by itself. Needs the server extra (aiohttp, psycopg).

    python benchmarks/server_load.py [--db both] [--submissions 2000] [--concurrency 32]
        [--workers 2] [--matches 200] [--time-limit 900]
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "server"))

#: The tables of the matches played (variant, players, flor, target, deck).
TABLES = [
    ("argentino", 4, "off", 30, "dirty"),
    ("argentino", 2, "off", 30, "dirty"),
    ("argentino", 4, "simple", 15, "dirty"),
    ("argentino", 6, "off", 30, "dirty"),
    ("mineiro", 4, "off", 30, "dirty"),
    ("mineiro", 2, "off", 30, "dirty"),
    ("paulista", 4, "off", 30, "clean"),
    ("paulista", 2, "off", 30, "dirty"),
]
LEVELS = ["random", "easy", "normal", "hard"]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


#: One job: the date, the table, the level in the human's seat, the variation.
Job = tuple[str, tuple[str, int, str, int, str], str, str]
#: Tries to find another match for a job whose match equals an earlier one.
RETRIES = 20


def _play(job: Job) -> dict[str, Any]:
    from truco_desktop.server.daily_player import daily_rules_from, submission

    date, table, level, variation = job
    rules = daily_rules_from(table[0], table[1], table[2], "total", table[3], table[4])
    return submission(dt.date.fromisoformat(date), rules, level, "Load", variation=variation)


def _identity(body: dict[str, Any]) -> tuple[str, str]:
    """What the server counts once: the day and the match's deal and moves."""
    from truco_desktop.server.app import match_hash

    return body["date"], match_hash(body["match"])


def make_matches(count: int, processes: int) -> list[dict[str, Any]]:
    """``count`` submissions, no two of them the same match for the server."""
    today = dt.datetime.now(dt.UTC).date()
    dates = [today - dt.timedelta(days=d) for d in range(0, 7)]
    jobs: list[Job] = []
    for n in range(count):
        table = TABLES[n % len(TABLES)]
        level = LEVELS[(n // len(TABLES)) % len(LEVELS)]
        date = dates[(n // (len(TABLES) * len(LEVELS))) % len(dates)]
        jobs.append((date.isoformat(), table, level, f"/load{n}"))
    seen: set[tuple[str, str]] = set()
    bodies: list[dict[str, Any]] = []
    with ProcessPoolExecutor(processes) as pool:
        for job, body in zip(jobs, pool.map(_play, jobs, chunksize=4), strict=True):
            for attempt in range(1, RETRIES + 1):
                if _identity(body) not in seen:
                    break
                body = _play((*job[:3], f"{job[3]}/again{attempt}"))
            else:
                continue  # no other match found at this table and level: one fewer
            seen.add(_identity(body))
            bodies.append(body)
    return bodies


def measure_verification(bodies: list[dict[str, Any]]) -> list[float]:
    from truco_desktop.server.replay import verify

    today = dt.datetime.now(dt.UTC).date()
    times = []
    for body in bodies:
        start = time.perf_counter()
        verify(dt.date.fromisoformat(body["date"]), body["match"], today)
        times.append(time.perf_counter() - start)
    return times


async def _load(
    port: int, bodies: list[dict[str, Any]], args: argparse.Namespace
) -> dict[str, Any]:
    import aiohttp

    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + args.time_limit
    queue: asyncio.Queue[tuple[int, bytes]] = asyncio.Queue()
    for n, played in enumerate(bodies):
        body = dict(played)
        body["player"] = {"id": str(uuid.uuid4()), "name": f"P{n}"}
        queue.put_nowait((n, json.dumps(body).encode()))
    sessions: dict[str, aiohttp.ClientSession] = {}
    timeout = aiohttp.ClientTimeout(total=120)

    def session_for(n: int) -> aiohttp.ClientSession:
        address = f"127.0.{2 + (n // 250) % 50}.{1 + n % 250}"
        if address not in sessions:
            connector = aiohttp.TCPConnector(local_addr=(address, 0), limit=4)
            sessions[address] = aiohttp.ClientSession(connector=connector, timeout=timeout)
        return sessions[address]

    statuses: Counter[str] = Counter()
    latencies: list[float] = []
    reads: list[float] = []
    keys: set[tuple[str, str]] = set()
    done = asyncio.Event()

    async def client() -> None:
        while time.monotonic() < deadline:
            try:
                n, payload = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            start = time.perf_counter()
            try:
                async with session_for(n).post(
                    f"{base}/v1/daily/results",
                    data=payload,
                    headers={"Content-Type": "application/json"},
                ) as resp:
                    answer = await resp.json(content_type=None)
                    statuses[str(resp.status)] += 1
                    if resp.status == 201:
                        keys.add((answer["date"], answer["key"]))
            except (TimeoutError, aiohttp.ClientError, ValueError):
                statuses["lost"] += 1
            latencies.append(time.perf_counter() - start)

    async def reader() -> None:
        today = dt.datetime.now(dt.UTC).date().isoformat()
        url = f"{base}/v1/daily/leaderboard?date={today}&key=argentino.p4.t30.flor-off.falta-total"
        async with aiohttp.ClientSession(timeout=timeout) as session:
            while not done.is_set() and time.monotonic() < deadline:
                start = time.perf_counter()
                async with session.get(url) as resp:
                    await resp.read()
                    if resp.status != 200:
                        statuses[f"read {resp.status}"] += 1
                reads.append(time.perf_counter() - start)
                await asyncio.sleep(0.05)

    started = time.perf_counter()
    reading = asyncio.create_task(reader())
    await asyncio.gather(*(client() for _ in range(args.concurrency)))
    elapsed = time.perf_counter() - started
    done.set()
    await reading
    totals = 0
    async with aiohttp.ClientSession(timeout=timeout) as session:
        for date, key in sorted(keys):
            async with session.get(
                f"{base}/v1/daily/leaderboard?date={date}&key={key}&limit=1"
            ) as resp:
                totals += (await resp.json())["total"]
    for session in sessions.values():
        await session.close()
    unsent = queue.qsize()
    return {
        "elapsed": elapsed,
        "statuses": dict(statuses),
        "unsent": unsent,
        "latencies": latencies,
        "reads": reads,
        "stored": totals,
    }


def run_database(kind: str, bodies: list[dict[str, Any]], args: argparse.Namespace) -> None:
    from server_helpers import PostgresCluster, ServerProcess, postgres_bin

    cluster = None
    with tempfile.TemporaryDirectory(prefix="truco-load-") as folder:
        if kind == "sqlite":
            db = f"sqlite:///{folder}/load.sqlite3"
        else:
            binaries = postgres_bin()
            if binaries is None:
                print("postgresql: skipped (initdb and pg_ctl are not installed)")
                return
            cluster = PostgresCluster(binaries)
            db = cluster.url
        server = ServerProcess(db, Path(folder) / "server.log", "--workers", str(args.workers))
        try:
            out = asyncio.run(_load(server.port, bodies, args))
        finally:
            server.stop()
            log = (
                server.log() if False else (Path(folder) / "server.log").read_text(errors="replace")
            )
            if cluster is not None:
                cluster.stop()
    statuses = out["statuses"]
    accepted = statuses.get("201", 0)
    fives = sum(v for k, v in statuses.items() if k.startswith("5"))
    lat, reads = out["latencies"], out["reads"]
    print(
        f"{kind}: {len(bodies)} submissions (each its own match), {args.concurrency} clients, "
        f"serve --workers {args.workers}: {out['elapsed']:.1f} s, "
        f"{accepted / out['elapsed']:.1f} verified submissions/s"
    )
    print(
        f"  answers {dict(sorted(statuses.items()))}; unsent {out['unsent']}; "
        f"5xx {fives}; stored {out['stored']} (accepted {accepted})"
    )
    print(
        f"  submission latency p50 {_percentile(lat, 0.5) * 1000:.0f} ms, "
        f"p95 {_percentile(lat, 0.95) * 1000:.0f} ms"
    )
    p50, p95 = _percentile(reads, 0.5) * 1000, _percentile(reads, 0.95) * 1000
    worst = max(reads, default=0) * 1000
    print(
        f"  leaderboard reads during the load: {len(reads)}, "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {worst:.1f} ms"
    )
    if "Traceback" in log:
        print("  the server logged a traceback:\n" + log[-3000:])


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--submissions", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--matches", type=int, default=200, help="how many of them to time the verification of"
    )
    parser.add_argument("--time-limit", type=float, default=900.0)
    args = parser.parse_args()
    args.submissions = max(1, min(args.submissions, 20_000))
    args.concurrency = max(1, min(args.concurrency, 256))
    start = time.perf_counter()
    bodies = make_matches(args.submissions, 2)
    print(f"played {len(bodies)} distinct daily matches in {time.perf_counter() - start:.1f} s")
    sample = bodies[:: max(1, len(bodies) // max(1, min(args.matches, len(bodies))))]
    times = measure_verification(sample[: max(1, args.matches)])
    print(
        f"verification of one match, one core, {len(times)} matches: "
        f"p50 {statistics.median(times):.3f} s, p95 {_percentile(times, 0.95):.3f} s, "
        f"max {max(times):.3f} s"
    )
    for kind in ("sqlite", "postgresql") if args.db == "both" else (args.db,):
        run_database(kind, bodies, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
