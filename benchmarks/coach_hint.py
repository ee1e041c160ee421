"""How long the coach takes to give a hint (issue 33: p95 at most 300 ms on this machine).

    python benchmarks/coach_hint.py --matches 6 --out benchmarks/coach_hint.md

Seat 0's decisions are collected from matches of the ``normal`` bots (seeds
``coach/<variant>/<players>/<k>``), in Argentine (2, 3, 4, 6 and 8 players, flor on and
off), Mineiro and Paulista; then ``coach.hint`` is timed once on each view, one after the
other in this process. The figures are the median and the 95th percentile over all the
decisions, and per table. Not a test: wall-clock figures depend on the machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.bots import make_bot
from truco_desktop.bots.coach import hint
from truco_desktop.engine import Match, Rules
from truco_desktop.engine.view import SeatView, view_for

#: (variant, players, flor)
TABLES = [
    ("argentino", 2, "off"),
    ("argentino", 4, "off"),
    ("argentino", 2, "full"),
    ("argentino", 3, "off"),
    ("argentino", 6, "full"),
    ("argentino", 8, "off"),
    ("mineiro", 4, "off"),
    ("paulista", 2, "off"),
]


def decisions(variant: str, players: int, flor: str, matches: int) -> list[SeatView]:
    """Seat 0's views at each of its decisions with more than one option."""
    rules = Rules(variant_name=variant, players=players, flor=flor)
    bot = make_bot("normal", budget_ms=None)
    out: list[SeatView] = []
    for k in range(matches):
        rng = random.Random(k)
        match = Match.new(rules, seed=f"coach/{variant}/{players}/{k}")
        steps = 0
        while not match.series_over and steps < 2000:
            steps += 1
            if match.needs_deal:
                match, _ = match.next_hand()
                continue
            seat = match.to_act
            assert seat is not None
            view = view_for(match.hand, seat)
            if seat == 0 and len(view.legal) > 1:
                out.append(view)
            match, _ = match.apply(seat, bot.choose(view, rng).action)
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rows = []
    every: list[float] = []
    for variant, players, flor in TABLES:
        times = []
        for view in decisions(variant, players, flor, args.matches):
            start = time.perf_counter()
            hint(view)
            times.append((time.perf_counter() - start) * 1000)
        every += times
        rows.append(
            f"| {variant} | {players} | {flor} | {len(times)} | "
            f"{statistics.median(times):.0f} | {percentile(times, 0.95):.0f} | {max(times):.0f} |"
        )
    lines = [
        "# The coach's hint: time per hint (ms)",
        "",
        f"`python benchmarks/coach_hint.py --matches {args.matches}`, seat 0's decisions",
        "with more than one option in matches of the `normal` bots.",
        "",
        "| variant | players | flor | hints | median | p95 | max |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        f"All {len(every)} hints: median {statistics.median(every):.0f} ms,"
        f" p95 {percentile(every, 0.95):.0f} ms (goal: p95 at most 300 ms).",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
