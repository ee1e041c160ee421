"""Network tables (issue 22): latency from a player's action to every other player's view.

    python benchmarks/net_latency.py --scenario six --actions 1500 --seconds 120
    python benchmarks/net_latency.py --scenario fifty --actions 6000 --seconds 180

Loopback only. The host is the real ``truco-server tables`` in its own process; the
players are scripted clients in this process (one event loop), every seat a person, each
acting on its turn after a think time drawn uniformly from ``--think`` seconds. A
latency is the time from writing an ``act`` to the arrival of the view of that step at
the last of the other players of the table (arrival: the frame's bytes read, before it is
parsed). Goals: p95 < 50 ms at one table of 6; p95 < 100 ms with 50 tables of 4 at once.
The host saves every table's match after every action (as in use; ``--no-save`` not).
Bounded by ``--actions`` and ``--seconds``. Prints a markdown row (median, p95, max).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.net.wire import MAX_HOST_FRAME, encode_frame

VARIANTS = (("argentino", {}), ("mineiro", {}), ("paulista", {}))


class Player:
    """One scripted person: reads frames, stamps their arrival, acts on his turn."""

    def __init__(self, bench: Bench, table: int, reader, writer, rng: random.Random) -> None:
        self.bench, self.table, self.reader, self.writer, self.rng = (
            bench,
            table,
            reader,
            writer,
            rng,
        )
        self.seat = -1
        #: Views received: every player of a table receives every step's view in order,
        #: so the n-th view names the same step at every seat (across matches too).
        self.views = 0

    async def message(self) -> tuple[float, dict]:
        header = await self.reader.readexactly(4)
        size = int.from_bytes(header, "big")
        assert size <= MAX_HOST_FRAME
        body = await self.reader.readexactly(size)
        return time.perf_counter(), json.loads(body)

    async def send(self, message: dict) -> None:
        self.writer.write(encode_frame(message))
        await self.writer.drain()

    async def run(self, owner: bool) -> None:
        bench = self.bench
        while not bench.done():
            stamp, message = await self.message()
            kind = message["type"]
            if kind == "view":
                self.views += 1
                bench.arrived.setdefault((self.table, self.views), {})[self.seat] = stamp
                legal = message["view"]["legal"]
                if message["yours"] and legal:
                    asyncio.get_running_loop().create_task(self.act(message, legal, self.views))
            elif kind == "table" and message["over"] and owner and message["started"]:
                await self.send({"type": "start"})
            elif kind == "welcome":
                self.seat = message["seat"]

    async def act(self, message: dict, legal: list[str], seen: int) -> None:
        low, high = self.bench.think
        await asyncio.sleep(self.rng.uniform(low, high))
        if self.bench.done():
            return
        cards = [a for a in legal if a.startswith("play")]
        action = self.rng.choice(cards if cards and self.rng.random() < 0.8 else legal)
        key = (self.table, seen + 1)  # the table waits for this seat: the next view is ours
        self.bench.sent[key] = (self.seat, time.perf_counter())
        await self.send({"type": "act", "action": action, "at": [message["hand"], message["step"]]})


class Bench:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.think = tuple(args.think)
        self.sent: dict[tuple[int, int], tuple[int, float]] = {}
        self.arrived: dict[tuple[int, int], dict[int, float]] = {}
        self.players_at: dict[int, int] = {}
        self.deadline = time.monotonic() + args.seconds

    def done(self) -> bool:
        return len(self.sent) >= self.args.actions or time.monotonic() > self.deadline

    def latencies(self) -> list[float]:
        out = []
        for key, (seat, sent_at) in self.sent.items():
            arrived = self.arrived.get(key, {})
            others = {s: t for s, t in arrived.items() if s != seat}
            if len(others) == self.players_at[key[0]] - 1:
                out.append((max(others.values()) - sent_at) * 1000)
        return out


async def open_table(bench: Bench, port: int, index: int, players: int) -> list[asyncio.Task]:
    variant = "argentino" if players == 6 else VARIANTS[index % 3][0]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    rules = {"variant": variant, "options": {"players": players}}
    writer.write(encode_frame({"type": "create", "rules": rules, "signs": False}))
    await writer.drain()
    size = int.from_bytes(await reader.readexactly(4), "big")
    created = json.loads(await reader.readexactly(size))
    writer.close()
    bench.players_at[index] = players
    people = []
    for seat in range(players):
        r, w = await asyncio.open_connection("127.0.0.1", port)
        hello = {"type": "hello", "version": 1, "code": created["code"], "name": f"P{seat}"}
        if seat == 0:
            hello["owner"] = created["owner"]
        w.write(encode_frame(hello))
        await w.drain()
        people.append(Player(bench, index, r, w, random.Random(f"{index}/{seat}")))
    await people[0].send({"type": "start"})
    return [asyncio.create_task(p.run(owner=i == 0)) for i, p in enumerate(people)]


async def main_async(args: argparse.Namespace, port: int) -> list[float]:
    bench = Bench(args)
    tables, players = (1, 6) if args.scenario == "six" else (50, 4)
    tasks = []
    for index in range(tables):
        tasks += await open_table(bench, port, index, players)
    while not bench.done():
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.5)  # the last views arrive
    for task in tasks:
        task.cancel()
    return bench.latencies()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenario", choices=("six", "fifty"), default="six")
    parser.add_argument("--actions", type=int, default=1500, help="stop after this many")
    parser.add_argument("--seconds", type=float, default=120.0, help="stop after this long")
    parser.add_argument("--think", type=float, nargs=2, default=(0.05, 0.25))
    parser.add_argument("--no-save", action="store_true", help="the host saves nothing")
    parser.add_argument("--port", type=int, help="measure a host already running here")
    args = parser.parse_args(argv)
    if args.port:
        return report(args, *measure(args, args.port))
    command = [sys.executable, "-m", "truco_desktop.server", "tables", "--port", "0"]
    saves = tempfile.TemporaryDirectory(prefix="truco-net-bench-")
    if not args.no_save:  # as in use: every table's match saved after every action
        command += ["--save-dir", saves.name]
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert host.stdout is not None
        port = int(host.stdout.readline().rsplit(":", 1)[1])
        latencies, took = measure(args, port)
    finally:
        host.terminate()
        host.wait(30)
        saves.cleanup()
    return report(args, latencies, took)


def measure(args: argparse.Namespace, port: int) -> tuple[list[float], float]:
    started = time.monotonic()
    latencies = asyncio.run(main_async(args, port))
    return latencies, time.monotonic() - started


def report(args: argparse.Namespace, latencies: list[float], took: float) -> int:
    latencies.sort()
    goal = 50.0 if args.scenario == "six" else 100.0
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print("| scenario | actions | seconds | median ms | p95 ms | max ms | goal p95 |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    verdict = "met" if p95 < goal else "MISSED"
    print(
        f"| {args.scenario} | {len(latencies)} | {took:.0f} | {statistics.median(latencies):.1f}"
        f" | {p95:.1f} | {latencies[-1]:.1f} | < {goal:.0f} ms {verdict} |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
