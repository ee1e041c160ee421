"""The verifier: replays in separate processes, with a budget, a bounded queue and turns.

A replay costs CPU, and a client chooses what it replays, so the queue in front of the
replays is where one client could hold up everyone else (issue 30, finding 3). Here:

* **a budget per job**: `VerifyLimits.cpu_seconds` of CPU in the worker (the worker's own
  timer, `verify_worker`), and `wall_seconds` on the clock, past which the parent kills
  the worker and starts another. Either way the answer is 422;
* **a bounded queue**: at most `queue` jobs wait, and at most `per_address` of them from
  one client address; past either, 503 with ``Retry-After`` (the game's client retries
  a 503 later, `play.leaderboard.outcome`);
* **turns between addresses**: the next job is taken from the next address in turn, so
  a client with many jobs waiting delays another client's job by at most one of its
  own per worker, whatever it sends;
* **nothing left behind**: a worker that dies is replaced and its job answered 503; the
  workers leave when this process does (`verify_worker`).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as _dt
import json
import logging
import sys
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Final

from truco_desktop.server.replay import Verified

_log = logging.getLogger(__name__)

#: What a job answers when its worker died under it (a fault of ours, not the client's).
DIED: Final = (503, "the verifier restarted: try again")
OVER_TIME: Final = (422, "the replay needs more than the server gives one match")


@dataclass(frozen=True)
class VerifyLimits:
    """What one replay and the queue in front of the replays may cost (docs/CLUB.md)."""

    #: CPU seconds one replay may use (a genuine daily match: well under one).
    cpu_seconds: float = 5.0
    #: Seconds on the clock one replay may take before its worker is killed.
    wall_seconds: float = 20.0
    #: Jobs waiting for a worker, from all clients together.
    queue: int = 64
    #: Jobs waiting from one client address.
    per_address: int = 4
    #: Seconds a refused client is told to wait (``Retry-After``).
    retry_after: int = 10


class Busy(Exception):
    """The queue is full (for everyone, or for this address): 503 with Retry-After."""

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.detail = detail
        self.retry_after = retry_after


@dataclass(eq=False)
class _Job:
    line: bytes
    done: asyncio.Future[Verified | tuple[int, str]]
    address: str


@dataclass
class _Queue:
    """Jobs waiting, by client address, served in turns."""

    by_address: OrderedDict[str, deque[_Job]] = field(default_factory=OrderedDict)
    size: int = 0

    def put(self, job: _Job) -> None:
        self.by_address.setdefault(job.address, deque()).append(job)
        self.size += 1

    def waiting(self, address: str) -> int:
        return len(self.by_address.get(address, ()))

    def take(self) -> _Job | None:
        """The first job of the address whose turn it is; that address goes last."""
        while self.by_address:
            address, jobs = next(iter(self.by_address.items()))
            job = jobs.popleft()
            self.size -= 1
            if jobs:
                self.by_address.move_to_end(address)
            else:
                del self.by_address[address]
            if not job.done.done():  # its client may have gone meanwhile
                return job
        return None


class _Worker:
    """One verifier process and the pipes to it."""

    def __init__(self, limits: VerifyLimits) -> None:
        self.limits = limits
        self.proc: asyncio.subprocess.Process | None = None

    async def ensure(self) -> asyncio.subprocess.Process:
        proc = self.proc
        if proc is not None and proc.returncode is None:
            return proc
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "truco_desktop.server.verify_worker",
            str(self.limits.cpu_seconds),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=1 << 16,
        )
        self.proc = proc
        assert proc.stdout is not None
        ready = await asyncio.wait_for(proc.stdout.readline(), 120)
        if not ready:
            raise OSError("a verifier process did not start")
        return proc

    async def run(self, line: bytes) -> Verified | tuple[int, str]:
        try:
            proc = await self.ensure()
        except (OSError, TimeoutError) as error:
            _log.error("cannot start a verifier process: %s", error)
            await self.kill()
            return DIED
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(line)
            await proc.stdin.drain()
            reply = await asyncio.wait_for(proc.stdout.readline(), self.limits.wall_seconds)
        except TimeoutError:
            wall = self.limits.wall_seconds
            _log.warning("a replay ran over %s s on the clock: its worker is replaced", wall)
            await self.kill()
            return OVER_TIME
        except (ConnectionError, OSError):
            reply = b""
        if not reply:
            _log.error("a verifier process died; starting a new one")
            await self.kill()
            return DIED
        return _read_reply(reply)

    async def kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(proc.wait(), 5)

    async def stop(self) -> None:
        """Close the worker's stdin (its cue to leave), then make sure it has."""
        proc = self.proc
        if proc is not None and proc.stdin is not None:
            proc.stdin.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(proc.wait(), 5)
        await self.kill()


def _read_reply(reply: bytes) -> Verified | tuple[int, str]:
    try:
        data = json.loads(reply)
        if "verified" in data:
            v = data["verified"]
            return Verified(
                _dt.date.fromisoformat(v["date"]),
                str(v["key"]),
                bool(v["won"]),
                int(v["score"]),
                int(v["against"]),
                int(v["hands"]),
            )
        return int(data["status"]), str(data["detail"])
    except (ValueError, KeyError, TypeError):
        _log.error("a verifier answered something unreadable")
        return DIED


class Verifier:
    """``processes`` verifier processes fed from one fair, bounded queue (on one loop)."""

    def __init__(self, processes: int = 1, limits: VerifyLimits | None = None) -> None:
        self.limits = limits or VerifyLimits()
        self.processes = max(1, processes)
        self._queue = _Queue()
        self._ready = asyncio.Event()
        self._workers: list[_Worker] = []
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        """Start the worker processes now (imports done) rather than with a submission."""
        self._workers = [_Worker(self.limits) for _ in range(self.processes)]
        await asyncio.gather(*(w.ensure() for w in self._workers))
        self._tasks = [asyncio.create_task(self._serve(w)) for w in self._workers]

    def pids(self) -> list[int]:
        return [w.proc.pid for w in self._workers if w.proc is not None]

    async def run(
        self, date_iso: str, match: dict[str, object], today_iso: str, address: str
    ) -> Verified | tuple[int, str]:
        """The replay's answer, when the queue reaches this job; `Busy` when full."""
        limits = self.limits
        if self._queue.size >= limits.queue:
            raise Busy("the server is busy verifying: try again later", limits.retry_after)
        if self._queue.waiting(address) >= limits.per_address:
            raise Busy("too many of your submissions wait: try again later", limits.retry_after)
        line = json.dumps(
            {"date": date_iso, "today": today_iso, "match": match}, separators=(",", ":")
        )
        done = asyncio.get_running_loop().create_future()
        job = _Job(line.encode("utf-8") + b"\n", done, address)
        self._queue.put(job)
        self._ready.set()
        return await job.done

    async def _serve(self, worker: _Worker) -> None:
        while True:
            job = self._queue.take()
            if job is None:
                self._ready.clear()
                await self._ready.wait()
                continue
            try:
                result = await worker.run(job.line)
            except Exception:  # a fault of ours: the job is answered, the worker renewed
                _log.exception("the verifier failed on a job")
                await worker.kill()
                result = DIED
            if not job.done.done():
                job.done.set_result(result)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await asyncio.gather(*(w.stop() for w in self._workers))
        for jobs in self._queue.by_address.values():
            for job in jobs:
                if not job.done.done():
                    job.done.set_result(DIED)
