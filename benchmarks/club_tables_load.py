#!/usr/bin/env python3
"""A club's tables under load (issue 31 item 6), on loopback only, bounded and self-stopping.

One `truco-server serve` process (no TLS, SQLite) holds N tables of four people each:
4 N scripted WebSocket clients (`net.client.WebSocketClient`), each table's four from one
loopback address of their own (127.1.x.y: the server's per-address caps are a real
club's), who act at a human pace: when a view says the seat is to act, the client waits
``--pace`` seconds (2 by default) and sends one legal action. For each action it measures
the time from sending it to the next view (action -> next view), and counts an action
lost when no view and no refusal follows within ``--lost-after`` seconds. N ramps through
``--tables`` (50, 100, 200, 500 by default); each step runs ``--seconds`` of play after
every table is seated and started, then every client says goodbye. The run stops at the
first step that fails to seat its tables, or at ``--time-limit`` seconds in all. The
tables of an earlier step stay open (empty) until the server's idle grace closes them,
so the server is started with room for every step's tables (``--max-tables``).

    nice -n 15 python benchmarks/club_tables_load.py [--tables 50,100,200,500]
        [--seconds 60] [--pace 2]

Prints one line per step: tables, people, actions, actions/s, p50/p95/max latency (ms),
lost, refused, and the server's CPU seconds in the step.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "server"))

from server_helpers import ServerProcess

from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.client import WebSocketClient

RULES = P.rules_json(Rules("argentino", 4))


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    acted: int = 0
    lost: int = 0
    refused: int = 0
    errors: list[str] = field(default_factory=list)


def _source(n: int) -> str:
    return f"127.1.{n // 250}.{n % 250 + 1}"


async def _open(url: str, source: str) -> WebSocketClient:
    """A WebSocket from ``source`` (aiohttp's connector binds the local address)."""
    import aiohttp

    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0)))
    try:
        ws = await session.ws_connect(url + "/v1/tables/ws", max_msg_size=1 << 20)
    except BaseException:
        await session.close()
        raise
    return WebSocketClient(session, ws)


async def _seat_table(url: str, n: int) -> list[WebSocketClient]:
    source = _source(n)
    owner = await _open(url, source)
    await owner.send({"type": "create", "rules": RULES, "level": "easy", "signs": False})
    created = await owner.message(30.0)
    if created.get("type") != P.CREATED:
        await owner.close()
        raise RuntimeError(f"table {n}: {created}")
    await owner.say_hello(created["code"], f"P{n}a", owner=created["owner"], timeout=30.0)
    people = [owner]
    for who in "bcd":
        client = await _open(url, source)
        await client.say_hello(created["code"], f"P{n}{who}", timeout=30.0)
        people.append(client)
    return people


async def _play(
    client: WebSocketClient, figures: Figures, until: float, pace: float, lost_after: float
) -> None:
    rng = random.Random(id(client))
    state = client.state
    sent_at: float | None = None
    while time.monotonic() < until:
        if state.view is not None and state.yours and state.view.legal and sent_at is None:
            await asyncio.sleep(pace * rng.uniform(0.8, 1.2))
            if time.monotonic() >= until:
                return
            await client.act(rng.choice(state.view.legal))
            sent_at = time.monotonic()
            figures.acted += 1
        try:
            update = await client.next(lost_after if sent_at is not None else 1.0)
        except TimeoutError:
            if sent_at is not None:
                figures.lost += 1
                sent_at = None
            continue
        except ConnectionError as error:
            figures.errors.append(str(error))
            return
        if update.kind == P.VIEW and sent_at is not None:
            figures.latencies.append(time.monotonic() - sent_at)
            sent_at = None
        elif update.kind == P.REFUSED and sent_at is not None:
            figures.refused += 1
            sent_at = None
        elif update.kind == P.ERROR:
            figures.errors.append(str(update.message))
        if (state.table or {}).get("over") and state.owner:
            await client.send({"type": "start"})  # the next match at the same table


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100.0


async def _step(url: str, pid: int, tables: int, args: argparse.Namespace, base: int) -> bool:
    started = time.monotonic()
    seated: list[list[WebSocketClient]] = []
    try:
        for chunk in range(0, tables, 25):
            seated += await asyncio.gather(
                *(_seat_table(url, base + n) for n in range(chunk, min(tables, chunk + 25)))
            )
    except (RuntimeError, ConnectionError, TimeoutError, OSError) as error:
        print(f"{tables:>6} tables: could not seat them: {error}", flush=True)
        for people in seated:
            for client in people:
                await client.close()
        return False
    seating = time.monotonic() - started
    for people in seated:
        await people[0].send({"type": "start"})
    figures = Figures()
    cpu = _cpu(pid)
    until = time.monotonic() + args.seconds
    await asyncio.gather(
        *(_play(c, figures, until, args.pace, args.lost_after) for people in seated for c in people)
    )
    cpu = _cpu(pid) - cpu
    for people in seated:
        for client in people:
            await client.close()
    ms = sorted(x * 1000 for x in figures.latencies)
    p95 = ms[int(0.95 * (len(ms) - 1))] if ms else float("nan")
    print(
        f"{tables:>6} tables {4 * tables:>5} people  seated in {seating:5.1f} s  "
        f"actions {figures.acted:>6} ({figures.acted / args.seconds:6.1f}/s)  "
        f"latency p50 {statistics.median(ms) if ms else float('nan'):6.1f} ms "
        f"p95 {p95:6.1f} ms max {ms[-1] if ms else float('nan'):7.1f} ms  "
        f"lost {figures.lost}  refused {figures.refused}  errors {len(figures.errors)}  "
        f"server CPU {cpu:5.1f} s ({100 * cpu / args.seconds:4.0f} %)",
        flush=True,
    )
    return True


async def main(args: argparse.Namespace) -> None:
    steps = [int(x) for x in args.tables.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(
            f"sqlite:///{Path(folder) / 'club.sqlite3'}",
            Path(folder) / "server.log",
            "--max-tables", str(sum(steps) + 10), "--hello-timeout", "60",
        )  # fmt: skip
        subprocess.run(["renice", "-n", "15", "-p", str(server.proc.pid)], capture_output=True)
        url = f"http://127.0.0.1:{server.port}"
        deadline = time.monotonic() + args.time_limit
        base = 0
        try:
            for tables in steps:
                if time.monotonic() + args.seconds * 2 > deadline:
                    print("time limit reached", flush=True)
                    break
                if not await _step(url, server.proc.pid, tables, args, base):
                    break
                base += tables
        finally:
            log = server.log()
            server.stop()
            if "Traceback" in log:
                print(log[-3000:], file=sys.stderr)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", default="50,100,200,500")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--pace", type=float, default=2.0)
    parser.add_argument("--lost-after", type=float, default=10.0)
    parser.add_argument("--time-limit", type=float, default=1800.0)
    asyncio.run(main(parser.parse_args()))
