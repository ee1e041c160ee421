#!/usr/bin/env python3
"""The club's servers under issue 30's attacks, measured: what an honest player still gets.

Loopback only; every server is started here (`truco-server serve` on SQLite, `truco-server
tables`) and stopped at the end; every loop is bounded in count and in time. Three
scenarios (``--only``), each run ``--runs`` times; the medians of the runs are printed.

1. **slow**: ``--slow`` connections (default 1,000) from one address (127.0.5.1), half
   of them half-sent headers and half connected without a byte, each reopened 0.5 s after
   the server closes it, against `serve` under a 1,024 open-file limit (the issue's
   figure). Meanwhile an honest client (127.0.5.2) submits genuine matches one after
   another and reads the leaderboard every 0.1 s. Measured: how many honest requests are
   answered, their latency, the attacker's connections open at once, the log's size.
   Before issue 30 the server stopped answering everyone.
2. **forged**: one address (127.0.6.1) posts 30 costly forgeries a minute (within the
   rate limit): the costliest the fixed verifier still replays (`costly_forgery`: a
   whole six-player match whose last computer decision is wrong, with 8 señas there,
   so it is refused only at the end). Meanwhile an honest client (127.0.6.2) submits a
   genuine four-player match every ``--honest-every`` seconds. Measured: the honest
   submission's latency with and without the attack (its extra wait: 135 s before the
   fix; goal: at most 10 s), and the forgeries' answers.
3. **tables**: ``--abandoned`` expert tables of six (default 10; created from several
   addresses, 3 each, the cap) are started and left, on `truco-server tables`, while a
   live table (one person, one computer player at ``normal``) plays. Measured: the time
   from the person's action to his view of it, and the computer player's decision (the
   time from that view to the next one), without and with the abandoned tables. With
   ``--attended`` the attacker stays at his tables and plays his seat at once instead of
   leaving (the tables then do not pause: what the pause does not cover).

    nice -n 10 .venv/bin/python benchmarks/server_hostile.py [--only slow,forged,tables]
        [--runs 3] [--slow 1000] [--abandoned 10] [--attended] [--seconds 45]

Needs the server extra (aiohttp, psycopg). Figures: benchmarks/server_hostile.md.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "server"))
sys.path.insert(0, str(ROOT))

from truco_desktop.net.wire import MAX_HOST_FRAME, encode_frame  # noqa: E402

#: Quick genuine matches for the honest client of the slow scenario (as the tests use).
QUICK: dict[str, Any] = {"variant": "paulista", "players": 2, "deck": "clean"}


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else float("nan")


@contextmanager
def _serve(*extra: str, nofile: int | None = None) -> Iterator[Any]:
    """A fresh `truco-server serve` on a throw-away SQLite file; no traceback allowed."""
    from server_helpers import ServerProcess

    with tempfile.TemporaryDirectory(prefix="truco-hostile-") as folder:
        db = f"sqlite:///{folder}/leaderboard.sqlite3"
        server = ServerProcess(db, Path(folder) / "server.log", *extra, nofile=nofile)
        try:
            yield server
        finally:
            log = server.log()
            server.stop()
            server.log_size = len(log)
            if "Traceback" in log:
                print("  the server logged a traceback:\n" + log[-2000:])


def _fresh(level: str, count: int, **options: Any) -> list[dict[str, Any]]:
    """``count`` genuine submissions, each another match (the server counts one once)."""
    from server_helpers import played

    return [played(level, fresh=True, **options) for _ in range(count)]


def _timed(call: Callable[..., Any], *args: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    out = call(*args)
    return time.perf_counter() - start, out


# ---------------------------------------------------------------------- 1. slow requests


async def _hold(port: int, address: str, half: bool, deadline: float, open_now: list[int]) -> None:
    """One slow client's connection, reopened whenever the server closes it."""
    while time.monotonic() < deadline:
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(address, 0)
            )
        except OSError:
            await asyncio.sleep(0.2)
            continue
        open_now[0] += 1
        try:
            if half:
                writer.write(b"POST /v1/daily/results HTTP/1.1\r\nHost: x\r\nContent-")
                await writer.drain()
            left = deadline - time.monotonic()
            await asyncio.wait_for(reader.read(65536), timeout=max(0.01, left))
        except (OSError, TimeoutError):
            pass
        finally:
            open_now[0] -= 1
            writer.close()
        await asyncio.sleep(0.5)  # then again: bounded, so the machine stays shared


def slow_run(args: argparse.Namespace, honest: list[dict[str, Any]]) -> dict[str, float]:
    from server_helpers import Client

    today = time.strftime("%Y-%m-%d", time.gmtime())
    read_path = f"/v1/daily/leaderboard?date={today}&key=paulista.p2.t12.flor-off.falta-total"
    with _serve(nofile=1024) as server:
        deadline = time.monotonic() + args.seconds
        open_now, most = [0], [0]
        posts: list[float] = []
        reads: list[float] = []
        answered: Counter[str] = Counter()

        def honest_client() -> None:
            client = Client(server.port, "127.0.5.2")
            time.sleep(2.0)  # the slow connections are in place
            bodies = iter(honest)
            last_post = 0.0
            while time.monotonic() < deadline - 1:
                try:
                    if time.monotonic() - last_post > 2.0 and (body := next(bodies, None)):
                        last_post = time.monotonic()
                        took, answer = _timed(client.post, body)
                        posts.append(took)
                        answered[f"post {answer.status}"] += 1
                    took, answer = _timed(client.get, read_path)
                    reads.append(took)
                    answered[f"read {answer.status}"] += 1
                except OSError:
                    answered["no answer"] += 1
                most[0] = max(most[0], open_now[0])
                time.sleep(0.1)

        async def attack() -> None:
            await asyncio.gather(
                *(
                    _hold(server.port, "127.0.5.1", n % 2 == 0, deadline, open_now)
                    for n in range(args.slow)
                )
            )

        thread = threading.Thread(target=honest_client)
        thread.start()
        asyncio.run(attack())
        thread.join(60)
    asked = sum(answered.values())
    ok = answered["post 201"] + answered["read 200"]
    print(f"  slow: honest answers {dict(answered)}; attacker open at once: max {most[0]}")
    return {
        "honest answered %": 100.0 * ok / asked if asked else 0.0,
        "honest submission ms (median)": _median(posts) * 1000,
        "leaderboard read ms (median)": _median(reads) * 1000,
        "leaderboard read ms (p95)": _p95(reads) * 1000,
        "attacker connections open at once (max)": float(most[0]),
        "server log bytes": float(server.log_size),
    }


# ---------------------------------------------------------------------- 2. costly forgeries


def costly_forgery(genuine: dict[str, Any]) -> dict[str, Any]:
    """The costliest forgery the fixed verifier still replays: ``genuine`` (a whole
    six-player match, the most computer decisions) with its last computer decision
    changed, and 8 distinct señas of the human's at that decision (the most `replay`
    takes at one moment; the issue's forgery had 64 there, now refused before any
    replay), so the whole match is replayed, then that decision once per first part of
    the señas, and only then refused."""
    from truco_desktop.signs.vocabulary import sign_set_for

    body = copy.deepcopy(genuine)
    match = body["match"]
    hand = len(match["hands"]) - 1
    while hand >= 0 and not any(seat != 0 for seat, _word in match["hands"][hand]):
        hand -= 1
    actions = match["hands"][hand]
    at = max(n for n, (seat, _word) in enumerate(actions) if seat != 0)
    actions[at] = [actions[at][0], "mazo" if actions[at][1] != "mazo" else "truco"]
    talk = match.setdefault("table", {"signs": True, "catching": True, "hands": []})
    while len(talk["hands"]) < len(match["hands"]):
        talk["hands"].append([])
    events = talk["hands"][hand]
    room = max(0, min(8, 64 - len(events)))
    signs = [s.id for s in sign_set_for(match["variant"]).signs][:room]
    events += [[at, "sign", sign] for sign in signs]
    events.sort(key=lambda event: event[0])
    body["player"] = {"id": str(uuid.uuid4()), "name": f"F{uuid.uuid4().hex[:10]}"}
    return body


def forgery_cost(body: dict[str, Any]) -> float:
    """CPU seconds the replay of ``body`` costs in this process, without a budget."""
    import datetime as dt

    from truco_desktop.server.replay import BadShape, NotVerified, verify

    start = time.process_time()
    with suppress(BadShape, NotVerified):
        verify(dt.date.fromisoformat(body["date"]), body["match"], dt.datetime.now(dt.UTC).date())
    return time.process_time() - start


def forged_run(
    args: argparse.Namespace, forgery: dict[str, Any], honest: list[dict[str, Any]]
) -> dict[str, float]:
    from server_helpers import Client

    quiet: list[float] = []
    attacked: list[float] = []
    forged: Counter[int] = Counter()
    lost = [0]
    with _serve() as server:
        client = Client(server.port, "127.0.6.2")
        bodies = iter(honest)
        for body in (next(bodies), next(bodies)):  # without the attack
            quiet.append(_timed(client.post, body)[0])
        stop = threading.Event()

        def one_forgery() -> None:
            body = copy.deepcopy(forgery)
            body["player"] = {"id": str(uuid.uuid4()), "name": f"F{uuid.uuid4().hex[:10]}"}
            try:
                forged[Client(server.port, "127.0.6.1").post(body).status] += 1
            except OSError:
                forged[0] += 1

        def attacker() -> None:
            sent: list[threading.Thread] = []
            while not stop.is_set() and len(sent) < args.seconds:
                thread = threading.Thread(target=one_forgery)
                thread.start()
                sent.append(thread)
                stop.wait(2.0)  # 30 a minute, within the server's rate limit
            for thread in sent:
                thread.join(60)

        attack = threading.Thread(target=attacker)
        attack.start()
        time.sleep(min(10.0, args.seconds / 3))  # the attacker's jobs wait first
        deadline = time.monotonic() + args.seconds
        for body in bodies:
            if time.monotonic() > deadline:
                break
            try:
                took, answer = _timed(client.post, body)
            except OSError:  # no answer within the client's 60 s
                lost[0] += 1
                continue
            if answer.status == 201:
                attacked.append(took)
            else:
                lost[0] += 1
            time.sleep(max(0.0, args.honest_every - took))
        stop.set()
        attack.join(120)
    print(
        f"  forged: forgeries answered {dict(forged)}; honest under attack: "
        f"{len(attacked)} stored, {lost[0]} not"
    )
    return {
        "honest submission s, quiet (median)": _median(quiet),
        "honest submission s, attacked (median)": _median(attacked),
        "honest submission s, attacked (max)": max(attacked, default=float("nan")),
        "extra wait s (median)": _median(attacked) - _median(quiet),
    }


# ---------------------------------------------------------------------- 3. abandoned tables


class Conn:
    """A table client (frames of `net.wire`), with each frame's arrival stamped."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, port: int, address: str = "127.0.0.1") -> Conn:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
        return cls(reader, writer)

    async def send(self, message: dict[str, Any]) -> None:
        self.writer.write(encode_frame(message))
        await self.writer.drain()

    async def message(self) -> tuple[float, dict[str, Any]]:
        size = int.from_bytes(await self.reader.readexactly(4), "big")
        if size > MAX_HOST_FRAME:
            raise ConnectionError("frame too big")
        body = await self.reader.readexactly(size)
        return time.perf_counter(), json.loads(body)

    async def until(self, kind: str) -> dict[str, Any]:
        while True:
            _stamp, message = await self.message()
            if message["type"] == kind:
                return message

    def close(self) -> None:
        self.writer.close()


async def _table(port: int, address: str, players: int, level: str) -> tuple[Conn, str]:
    """A table created from ``address`` and joined by its owner (not started)."""
    maker = await Conn.open(port, address)
    rules = {"variant": "argentino", "options": {"players": players}}
    await maker.send({"type": "create", "rules": rules, "level": level, "signs": False})
    created = await maker.until("created")
    maker.close()
    owner = await Conn.open(port, address)
    await owner.send(
        {
            "type": "hello",
            "version": 1,
            "code": created["code"],
            "name": "Owner",
            "owner": created["owner"],
        }
    )
    await owner.until("welcome")
    return owner, created["code"]


async def _play_at_once(conn: Conn, deadline: float) -> None:
    """The attacker's seat at an attended table: the first legal action, at once."""
    try:
        while time.monotonic() < deadline:
            _stamp, message = await asyncio.wait_for(conn.message(), deadline - time.monotonic())
            if message["type"] == "view" and message["yours"] and message["view"]["legal"]:
                action = message["view"]["legal"][0]
                at = [message["hand"], message["step"]]
                await conn.send({"type": "act", "action": action, "at": at})
            elif message["type"] == "table" and message.get("over") and message.get("started"):
                await conn.send({"type": "start"})
    except (TimeoutError, ConnectionError, asyncio.IncompleteReadError):
        pass


async def _live(port: int, seconds: float, actions: int) -> tuple[list[float], list[float]]:
    """The live table: one person (thinking 0.2-0.5 s) and one computer player. Returns
    the person's action latencies and the computer player's decision times (seconds)."""
    person, _code = await _table(port, "127.0.8.1", 2, "normal")
    await person.send({"type": "start"})
    rng = random.Random(7)
    acted: list[float] = []
    decided: list[float] = []
    sent_at: float | None = None
    waiting_bot_since: float | None = None
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline and len(acted) < actions:
            stamp, message = await asyncio.wait_for(person.message(), deadline - time.monotonic())
            if message["type"] == "table" and message.get("over") and message.get("started"):
                await person.send({"type": "start"})
                continue
            if message["type"] != "view":
                continue
            if sent_at is not None:
                acted.append(stamp - sent_at)
                sent_at = None
            elif waiting_bot_since is not None:
                decided.append(stamp - waiting_bot_since)
            view = message["view"]
            waiting_bot_since = None
            if message["yours"] and view["legal"]:
                await asyncio.sleep(rng.uniform(0.2, 0.5))
                legal = view["legal"]
                cards = [a for a in legal if a.startswith("play")]
                action = rng.choice(cards if cards and rng.random() < 0.8 else legal)
                sent_at = time.perf_counter()
                await person.send(
                    {"type": "act", "action": action, "at": [message["hand"], message["step"]]}
                )
            elif not view.get("hand_over") and view.get("to_act") is not None:
                waiting_bot_since = stamp  # the computer player's turn: its decision
    except (TimeoutError, ConnectionError, asyncio.IncompleteReadError):
        pass
    person.close()
    return acted, decided


async def _tables_scenario(port: int, args: argparse.Namespace, attack: bool) -> dict[str, Any]:
    held: list[Conn] = []
    players: list[asyncio.Task[None]] = []
    deadline = time.monotonic() + args.seconds + 30
    if attack:
        for n in range(args.abandoned):
            owner, _code = await _table(port, f"127.0.7.{1 + n // 3}", 6, "expert")
            await owner.send({"type": "start"})
            if args.attended:
                held.append(owner)
                players.append(asyncio.create_task(_play_at_once(owner, deadline)))
            else:
                await owner.send({"type": "bye"})
                owner.close()
        await asyncio.sleep(1.0)
    acted, decided = await _live(port, args.seconds, args.actions)
    for task in players:
        task.cancel()
    for conn in held:
        conn.close()
    return {"acted": acted, "decided": decided}


def tables_run(args: argparse.Namespace) -> dict[str, float]:
    out: dict[str, float] = {}
    for attack in (False, True):
        command = [sys.executable, "-m", "truco_desktop.server", "tables", "--port", "0"]
        command += ["--host", "127.0.0.1"]
        with tempfile.TemporaryFile("w+") as log:
            host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
            try:
                assert host.stdout is not None
                port = int(host.stdout.readline().rsplit(":", 1)[1])
                got = asyncio.run(_tables_scenario(port, args, attack))
            finally:
                host.terminate()
                host.communicate(timeout=30)
            log.seek(0)
            err = log.read()
        if "Traceback" in err:
            print("  the table host logged a traceback:\n" + err[-2000:])
        label = "attacked" if attack else "quiet"
        acted, decided = got["acted"], got["decided"]
        print(f"  tables ({label}): {len(acted)} actions, {len(decided)} computer decisions")
        out[f"person's action ms, {label} (median)"] = _median(acted) * 1000
        out[f"person's action ms, {label} (p95)"] = _p95(acted) * 1000
        out[f"computer decision ms, {label} (median)"] = _median(decided) * 1000
        out[f"computer decision ms, {label} (p95)"] = _p95(decided) * 1000
    return out


# ---------------------------------------------------------------------- main


def _report(name: str, runs: list[dict[str, float]]) -> None:
    print(f"\n{name}: median of {len(runs)} runs")
    for key in runs[0]:
        values = [run[key] for run in runs]
        each = ", ".join(f"{v:.1f}" for v in values)
        print(f"  {key}: {_median(values):.1f}   (runs: {each})")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", default="slow,forged,tables")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=45.0, help="each attack's length")
    parser.add_argument("--slow", type=int, default=1000)
    parser.add_argument("--honest-every", type=float, default=8.0)
    parser.add_argument("--abandoned", type=int, default=10)
    parser.add_argument("--attended", action="store_true")
    parser.add_argument("--actions", type=int, default=400, help="the live table's, at most")
    args = parser.parse_args()
    args.runs = max(1, min(args.runs, 5))
    args.seconds = max(5.0, min(args.seconds, 120.0))
    args.slow = max(1, min(args.slow, 3000))
    args.abandoned = max(0, min(args.abandoned, 60))
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, args.slow + 256)), hard))
    only = set(args.only.split(","))
    if "slow" in only:
        honest = _fresh("random", 2 + int(args.seconds / 2) * args.runs, **QUICK)
        runs = []
        for n in range(args.runs):
            runs.append(slow_run(args, honest[n :: args.runs]))
        _report(f"slow: {args.slow} slow connections from one address, file limit 1024", runs)
    if "forged" in only:
        count = 2 + int(args.seconds / args.honest_every) + 2
        honest = _fresh("normal", count * args.runs)
        forgery = costly_forgery(_fresh("normal", 1, players=6)[0])
        print(f"one forgery costs {forgery_cost(forgery):.2f} CPU-s to replay here, unbudgeted")
        runs = [
            forged_run(args, forgery, honest[n * count : (n + 1) * count]) for n in range(args.runs)
        ]
        _report("forged: 30 costly forgeries a minute from one address", runs)
    if "tables" in only:
        runs = [tables_run(args) for _ in range(args.runs)]
        mode = "attended" if args.attended else "abandoned"
        _report(f"tables: {args.abandoned} {mode} expert tables of six", runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
