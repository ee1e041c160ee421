"""How the computer players bet (issue 17), measured with the arena's ``calls`` section.

    python benchmarks/bots_calls.py --matches 1000 --jobs 2 --out benchmarks/bots_calls.md

Each lineup is one level against itself, 4 players, seed 7 (the arena's pairs of matches
on the same deals with the seats swapped are then the same match twice: 1000 matches are
500 different ones). Goals: in Argentine Truco to 30, the falta envido is at most 15% of
the opening envido calls while both teams are below 20; a match lasts at least 12 hands;
the players go to the deck in at least 2% of hands and call vale cuatro in at most 10%.
In Mineiro and Paulista to 12, a match lasts at least 7 hands. The second table gives the
rest of the ``calls`` section (truco and discard shares, bluffs, weak trucos, openings by
score). Not a test: a row takes seconds to minutes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.engine import Rules
from truco_desktop.simulate import run_arena

LINEUPS = [
    ("argentino", 4, "normal"),
    ("argentino", 4, "hard"),
    ("mineiro", 4, "normal"),
    ("mineiro", 4, "hard"),
    ("paulista", 4, "normal"),
    ("paulista", 4, "hard"),
]

Section = Mapping[str, Any]


def _falta_early(c: Section) -> float | None:
    share = c["opening_envido"]["early"]["falta_share"]
    return None if share is None else float(share)


#: (goal, which variants, figure from a level's ``calls`` section, target, at most?)
GOALS: list[tuple[str, tuple[str, ...], Callable[[Section], float | None], float, bool]] = [
    (
        "falta share of opening envido calls, both teams < 20",
        ("argentino",),
        _falta_early,
        0.15,
        True,
    ),
    ("hands per match", ("argentino",), lambda c: c["hands_per_match"], 12.0, False),
    ("mazo (fold) share of hands", ("argentino",), lambda c: c["fold_share"], 0.02, False),
    ("vale cuatro share of hands", ("argentino",), lambda c: c["top_rung_share"], 0.10, True),
    ("hands per match", ("mineiro", "paulista"), lambda c: c["hands_per_match"], 7.0, False),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="benchmarks/bots_calls.md")
    args = parser.parse_args(argv)
    goal_rows: list[str] = []
    detail_rows: list[str] = []
    for variant, players, level in LINEUPS:
        summary = run_arena(
            (Rules(variant, players=players),),
            level,
            level,
            args.matches,
            args.seed,
            None,
            args.jobs,
        )
        calls = summary["calls"][level]  # type: ignore[index]
        lineup = f"{variant} {players}p, {level} vs {level}"
        for goal, variants, figure, target, at_most in GOALS:
            if variant not in variants:
                continue
            value = figure(calls)
            met = value is not None and (value <= target if at_most else value >= target)
            sign = "<=" if at_most else ">="
            shown = "n/a" if value is None else f"{value:.4g}"
            goal_rows.append(
                f"| {lineup} | {goal} | {shown} | {sign} {target:g} | {'yes' if met else 'NO'} |"
            )
            print(goal_rows[-1], flush=True)
        detail_rows.append(_detail(lineup, summary, calls))
        print(detail_rows[-1], flush=True)
    lines = [
        "| lineup | goal | measured | target | met |",
        "| --- | --- | --- | --- | --- |",
        *goal_rows,
        "",
        "| lineup | matches | hands | hands/match | truco in hands | top rung in hands "
        "| mazo in hands | set discarded in hands | weak trucos | bluffs per hand "
        "| opening envido early: envido/real/falta | late | behind | ahead | errors |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- "
        "| --- |",
        *detail_rows,
    ]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


def _detail(lineup: str, summary: Mapping[str, Any], c: Section) -> str:
    share = c["hand_share"]

    def pct(value: float | None) -> str:
        return "-" if value is None else f"{100 * value:.1f}%"

    def opening(context: str) -> str:
        o = c["opening_envido"][context]
        if not o["total"]:
            return "-"
        return f"{o['envido']}/{o['real_envido']}/{o['falta_envido']} ({pct(o['falta_share'])})"

    return (
        f"| {lineup} | {summary['matches']} | {c['hands']} | {c['hands_per_match']} "
        f"| {pct(share.get('truco'))} | {pct(c['top_rung_share'])} | {pct(c['fold_share'])} "
        f"| {pct(share.get('discard_set'))} | {pct(c['truco_weak_share'])} "
        f"| {c['bluffs'] / max(1, c['hands']):.3f} | {opening('early')} | {opening('late')} "
        f"| {opening('behind')} | {opening('ahead')} | {summary['errors']} |"
    )


if __name__ == "__main__":
    sys.exit(main())
