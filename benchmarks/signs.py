"""What señas are worth (issue 9), measured with the arena and written as a markdown table.

    python benchmarks/signs.py --matches 1000 --jobs 2 --out benchmarks/signs.md

A team whose partner bots make and read signs plays the same bots without signs
(Argentine Truco, 4 players, ``hard`` by default): the signing team's match win rate with
its 95% Wilson interval, expected clearly above 50%. Then the same with catching on (the
other team may catch each sign with the chance of its level and uses what it catches):
how much of the edge the opponents take back. Matches come in pairs on the same deals
with the lineups swapped. Not a test: 1000 matches take a few minutes per row.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.engine import Rules
from truco_desktop.simulate import run_arena


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--variant", default="argentino")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="benchmarks/signs.md")
    args = parser.parse_args(argv)
    rules = Rules(args.variant, players=args.players)
    rows = []
    for label, signs in (("signs, no catching", "team0"), ("signs, catching on", "team0+catch")):
        summary = run_arena(
            (rules,), args.level, args.level, args.matches, args.seed, None, args.jobs, signs
        )
        rows.append((label, summary))
        print(_row(args, label, summary), flush=True)
    edge = [float(s["win_rate_team0"]) - 0.5 for _label, s in rows]  # type: ignore[arg-type]
    taken = (edge[0] - edge[1]) / edge[0] if edge[0] > 0 else float("nan")
    lines = [
        "| lineup | signing team vs same bots | matches | win rate | 95% Wilson | errors |",
        "| --- | --- | --- | --- | --- | --- |",
        *(_row(args, label, s) for label, s in rows),
        "",
        f"Edge over 50%: {edge[0]:+.3f} without catching, {edge[1]:+.3f} with catching; "
        f"the opponents take back {taken:.0%} of it.",
    ]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(lines[-1])
    print(f"wrote {args.out}")
    return 0


def _row(args: argparse.Namespace, label: str, s: dict[str, object]) -> str:
    low, high = s["wilson95_team0"]  # type: ignore[misc]
    return (
        f"| {args.variant} {args.players}p {args.level} | {label} | {s['matches']} | "
        f"{s['win_rate_team0']} | [{low}, {high}] | {s['errors']} |"
    )


if __name__ == "__main__":
    sys.exit(main())
