"""One verifier process: reads jobs on stdin, answers on stdout, one JSON line each.

Started by `verifier.Verifier` as ``python -m truco_desktop.server.verify_worker
CPU_SECONDS``. A job is ``{"date", "today", "match"}`` (the match already cut to the
fields the replay reads, `submission.verified_fields`); the answer is ``{"verified":
{...}}`` or ``{"status": 400|422, "detail": "..."}``.

Why a plain process with pipes rather than a `multiprocessing` pool: the parent can kill
one job that runs too long (and start a fresh process) without losing the others, JSON
in and out has no pickling of a client's structure, and nothing is left behind when the
parent dies: the process reads its stdin, so its parent's end closing is its cue to
leave, and on Linux it also asks the kernel to kill it with its parent
(``PR_SET_PDEATHSIG``), which covers a parent killed hard in the middle of a job. No
`multiprocessing` means no resource tracker to orphan either.

Each job has a CPU budget (`ITIMER_PROF`: this process's CPU time, not the wall clock):
over it, the replay stops and the answer is 422, "the replay needs more than the server
gives one match". A genuine daily match takes well under a second (benchmarks/
server_load.py).
"""

from __future__ import annotations

import ctypes
import datetime as _dt
import json
import signal
import sys
from typing import Any, Final

#: Table-talk events at one moment of one hand (the same ``at``) a replay considers. A
#: computer player asked at that moment may have seen any first part of them, so each
#: one is another choice to ask the bot for; a person makes a sign or two while a
#: computer player thinks, not dozens (a forged body with 64 was 2 CPU-seconds of one
#: decision).
MAX_TALK_AT_ONCE: Final = 8


class OverBudget(BaseException):
    """The job used its CPU budget. Not an `Exception`: the table's fallback for a
    failing bot catches those, and would play on past the budget."""


def _over_budget(signum: int, frame: object) -> None:
    raise OverBudget


def _die_with_parent() -> None:
    """Linux: the kernel kills this process when its parent dies (best effort elsewhere:
    the closed stdin ends it between jobs)."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass


def talk_bound(match: dict[str, Any]) -> str | None:
    """Why the table talk asks for more replays of one decision than a table makes."""
    table = match.get("table")
    hands = table.get("hands") if isinstance(table, dict) else None
    if not isinstance(hands, list):
        return None
    for events in hands:
        if not isinstance(events, list):
            return None  # the replay says what is wrong with its shape
        counts: dict[int, int] = {}
        for event in events:
            if isinstance(event, list) and event and type(event[0]) is int:
                counts[event[0]] = counts.get(event[0], 0) + 1
        if counts and max(counts.values()) > MAX_TALK_AT_ONCE:
            return f"more than {MAX_TALK_AT_ONCE} table-talk events at one moment of a hand"
    return None


def answer(job: dict[str, Any], cpu_seconds: float) -> dict[str, Any]:
    """One job's answer (never raises for anything in the job)."""
    from truco_desktop.server.replay import BadShape, NotVerified, verify

    try:
        date = _dt.date.fromisoformat(job["date"])
        today = _dt.date.fromisoformat(job["today"])
        match = job["match"]
    except (KeyError, TypeError, ValueError):
        return {"status": 400, "detail": "not a verification job"}
    if isinstance(match, dict) and (why := talk_bound(match)) is not None:
        return {"status": 422, "detail": why}
    signal.setitimer(signal.ITIMER_PROF, cpu_seconds)
    try:
        verified = verify(date, match, today)
    except OverBudget:
        return {"status": 422, "detail": "the replay needs more than the server gives one match"}
    except BadShape as error:
        return {"status": 400, "detail": error.detail}
    except NotVerified as error:
        return {"status": 422, "detail": error.detail}
    except RecursionError:
        return {"status": 400, "detail": "the match is nested too deeply"}
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    return {
        "verified": {
            "date": verified.date.isoformat(),
            "key": verified.key,
            "won": verified.won,
            "score": verified.score,
            "against": verified.against,
            "hands": verified.hands,
        }
    }


def main(argv: list[str]) -> int:
    _die_with_parent()
    cpu_seconds = float(argv[0]) if argv else 5.0
    signal.signal(signal.SIGPROF, _over_budget)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when we stop
    import truco_desktop.server.replay as replay  # the imports before the first job

    replay.daily_rules()
    out = sys.stdout.buffer
    out.write(b'{"ready": true}\n')
    out.flush()
    for line in sys.stdin.buffer:
        try:
            job = json.loads(line)
        except ValueError:
            job = {}
        try:
            reply = answer(job if isinstance(job, dict) else {}, cpu_seconds)
        except OverBudget:  # the timer fired after the replay, while answering
            reply = {"status": 422, "detail": "the replay needs more than the server allows"}
        out.write(json.dumps(reply).encode("ascii") + b"\n")
        out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
