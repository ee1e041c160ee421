"""How long the coach takes to judge a finished hand for Statistics → Progress (issue 33
item 5): every decision of seat 0 asked again of the coach (``play.progress.judge_hand``).

    python benchmarks/coach_progress.py --matches 2 --out benchmarks/coach_progress.md

The judgement runs on a worker thread after each hand (``ui/controllers/progress_recorder.py``), so
it never holds the table; this measures its cost per hand, in matches of the ``normal``
bots (seeds ``progress/<variant>/<players>/<k>``), one hand after the other in this
process. Not a test: wall-clock figures depend on the machine.
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
from truco_desktop.engine import Match, Rules
from truco_desktop.engine.view import view_for
from truco_desktop.play.progress import judge_hand

#: (variant, players)
TABLES = [("argentino", 2), ("argentino", 4), ("argentino", 6), ("mineiro", 4), ("paulista", 2)]


def hand_times(variant: str, players: int, matches: int) -> tuple[list[float], int]:
    """The time to judge each finished hand (ms), and the decisions judged."""
    rules = Rules(variant_name=variant, players=players)
    bot = make_bot("normal", budget_ms=None)
    times: list[float] = []
    judged = 0
    for k in range(matches):
        rng = random.Random(k)
        match = Match.new(rules, seed=f"progress/{variant}/{players}/{k}")
        for _step in range(3000):
            if match.series_over:
                break
            if match.needs_deal:
                start = time.perf_counter()
                judged += judge_hand(match.hand, 0).decisions
                times.append((time.perf_counter() - start) * 1000)
                match, _ = match.next_hand()
                continue
            seat = match.to_act
            assert seat is not None
            match, _ = match.apply(seat, bot.choose(view_for(match.hand, seat), rng).action)
    return times, judged


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rows = []
    every: list[float] = []
    for variant, players in TABLES:
        times, judged = hand_times(variant, players, args.matches)
        every += times
        rows.append(
            f"| {variant} | {players} | {len(times)} | {judged} | "
            f"{statistics.median(times):.0f} | {percentile(times, 0.95):.0f} | {max(times):.0f} |"
        )
    lines = [
        "# Your progress: time to judge a finished hand (ms)",
        "",
        f"`python benchmarks/coach_progress.py --matches {args.matches}`, seat 0's decisions",
        "in matches of the `normal` bots, judged on a worker thread after each hand.",
        "",
        "| variant | players | hands | decisions | median | p95 | max |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        f"All {len(every)} hands: median {statistics.median(every):.0f} ms,"
        f" p95 {percentile(every, 0.95):.0f} ms.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
