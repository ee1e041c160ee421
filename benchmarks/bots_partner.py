"""The expert as a partner (issue 17): ``expert`` pairs against ``hard`` pairs, measured.

    python benchmarks/bots_partner.py --matches 1000 --budget-ms 200 --jobs 2 \
        --out benchmarks/bots_partner.md

Argentine 4 players and Paulista 4 players, the expert at the app's default budget
(``DEFAULT_BUDGET_MS``, 200 ms per decision). The matches are exactly those of the arena
(``run_arena``: seed 7, pairs of matches on the same deals with the seats swapped); the two
lineups' pairs are interleaved and the table is rewritten after every pair, so a run that
must stop at ``--until`` (UTC, ``HH:MM``) still leaves an honest table of the matches it
played, with their count. Goal: a win rate of at least 55% with the 95% Wilson interval
above 50%; decision time p95 <= 300 ms. The expert's budget is wall-clock time: on a
machine busy with other work it searches fewer deals per decision. Not a test: hours.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.bots.factory import DEFAULT_BUDGET_MS
from truco_desktop.engine import Rules
from truco_desktop.simulate import ArenaJob, MatchResult, _run_job, percentile, rules_args, wilson

LINEUPS = [("argentino", 4), ("paulista", 4)]
GOAL = 0.55
P95_GOAL = 300.0


class Row:
    """The running totals of one lineup."""

    def __init__(self, variant: str, players: int) -> None:
        self.lineup = f"{variant} {players}p"
        self.wins = [0, 0]
        self.played = 0
        self.errors = 0
        self.times: list[float] = []

    def add(self, winner: int | None, result: MatchResult) -> None:
        self.played += 1
        if winner is not None:
            self.wins[winner] += 1
        self.errors += len(result.errors)
        self.times.extend(result.times.get("expert", []))

    def line(self) -> str:
        decided = sum(self.wins)
        rate = self.wins[0] / decided if decided else 0.0
        low, high = wilson(self.wins[0], decided)
        met = rate >= GOAL and low > 0.5
        p50, p95 = percentile(self.times, 0.5), percentile(self.times, 0.95)
        return (
            f"| {self.lineup} | expert vs hard | {self.played} | {rate:.4f} | "
            f"[{low:.4f}, {high:.4f}] | >= 55%, interval > 50% | {'yes' if met else 'NO'} | "
            f"{p50:.1f}/{p95:.1f} | <= {P95_GOAL:g} {'yes' if p95 <= P95_GOAL else 'NO'} | "
            f"{self.errors} |"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--until", default="", help="stop starting matches at HH:MM UTC")
    parser.add_argument("--out", default="benchmarks/bots_partner.md")
    args = parser.parse_args(argv)
    stop = _deadline(args.until)
    rows = [Row(v, p) for v, p in LINEUPS]
    # Pairs of matches on the same deals, one pair of each lineup in turn.
    work: list[tuple[Row, ArenaJob]] = []
    for k in range(args.matches):
        pair, swapped = divmod(k, 2)
        for row, (variant, players) in zip(rows, LINEUPS, strict=True):
            rules = rules_args(Rules(variant, players=players))
            job = ArenaJob(
                rules, "expert", "hard", f"arena/{args.seed}/{pair}", args.budget_ms, swapped == 1
            )
            work.append((row, job))
    work.sort(key=lambda item: (int(item[1].seed.rsplit("/", 1)[1]), rows.index(item[0])))
    pending: dict[Future[tuple[int | None, MatchResult]], Row] = {}
    stopped = False
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        queue = iter(work)
        while True:
            while not stopped and len(pending) < 2 * args.jobs:
                if stop is not None and dt.datetime.now(dt.UTC) >= stop:
                    stopped = True
                    break
                item = next(queue, None)
                if item is None:
                    stopped = True
                    break
                row, job = item
                pending[pool.submit(_run_job, job)] = row
            if not pending:
                break
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                row = pending.pop(future)
                row.add(*future.result())
            _write(args, rows)
    for row in rows:
        print(row.line(), flush=True)
    return 0


def _deadline(until: str) -> dt.datetime | None:
    if not until:
        return None
    hour, minute = (int(x) for x in until.split(":"))
    now = dt.datetime.now(dt.UTC)
    return now.replace(hour=hour, minute=minute, second=0, microsecond=0)


def _write(args: argparse.Namespace, rows: list[Row]) -> None:
    lines = [
        "| lineup | pairing | matches | win rate | 95% Wilson | goal | met | expert p50/p95 ms "
        "| p95 goal | errors |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        *(row.line() for row in rows),
    ]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
