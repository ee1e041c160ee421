"""The expert's own rules, tuned by self-play against ``hard`` (issue 17).

    python benchmarks/bots_expert_tuning.py --pairs 250 --seed 4 --jobs 2 \
        [--only base,expert_rules] [--lineups argentino:4,paulista:4]

Each candidate is ``hard``'s ``Personality`` with a few fields changed; it plays pairs of
matches against plain ``hard`` on the same deals with the seats swapped, in each lineup,
and the table gives its win rate with the 95% Wilson interval. Every candidate plays the
same deals, so two rows differ by the candidates' choices, not by the cards. The rule
players decide in about a millisecond: 250 pairs of each lineup take about 3 minutes per
candidate on two cores. ``benchmarks/bots_expert_tuning.md`` records the rounds that chose
``EXPERT_RULES``. Not a test: minutes to hours.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.bots.personality import EXPERT_RULES, HARD, Personality
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.engine import Rules
from truco_desktop.simulate import lineup_of, play_match, wilson


def _with(
    personality: Personality, norms: dict[str, Any] | None = None, **fields: Any
) -> Personality:
    changed = replace(personality, **fields)
    return replace(changed, norms=replace(changed.norms, **norms)) if norms else changed


#: The candidates of the rounds in ``bots_expert_tuning.md``, by name.
_MORE = {"samples": 120, "bluff_rate": 0.0}
_READ = {**_MORE, "reads_calls": 1.0}
CANDIDATES: dict[str, Personality] = {
    "hard": HARD,
    "samples120": _with(HARD, samples=120),
    "edge0": _with(HARD, edge=0.0),
    "edge0.05": _with(HARD, edge=0.05),
    "edge0.10": _with(HARD, edge=0.10),
    "edge0.30": _with(HARD, edge=0.3),
    "reads1.0": _with(HARD, reads_calls=1.0),
    "reads0.3": _with(HARD, reads_calls=0.3),
    "falta_free": _with(
        HARD, norms={"falta_whim": 1.0, "falta_accept_floor": 0.0, "falta_behind": 0.0}
    ),
    "fold0.10": _with(HARD, norms={"fold_below": 0.1}),
    "bluff0": _with(HARD, bluff_rate=0.0),
    "bluff0.25": _with(HARD, bluff_rate=0.25),
    "accept+0.05": _with(HARD, accept_bias=0.05),
    "accept-0.05": _with(HARD, accept_bias=-0.05),
    "base": _with(HARD, **_MORE),
    "base+edge0.10": _with(HARD, **_MORE, edge=0.10),
    "base+floors0.45": _with(HARD, **_MORE, norms={"call_floor": (0.45, 0.55)}),
    "base+floors0.65": _with(HARD, **_MORE, norms={"call_floor": (0.65, 0.72)}),
    "base+top0.88": _with(HARD, **_MORE, norms={"top_floor": 0.88}),
    "base+envido_low": _with(
        HARD,
        **_MORE,
        norms={"envido_floor": 0.45, "dear_envido_floor": 0.65, "envido_raise_floor": 0.55},
    ),
    "base+envido_high": _with(
        HARD,
        **_MORE,
        norms={"envido_floor": 0.65, "dear_envido_floor": 0.8, "envido_raise_floor": 0.7},
    ),
    "base+risk0.05": _with(HARD, **_MORE, risk=0.05),
    "base+reads1.0": _with(HARD, **_MORE, reads_calls=1.0),
    "base+risk0.05+reads1.0": _with(HARD, **_MORE, risk=0.05, reads_calls=1.0),
    "base+risk0.08+reads1.0": _with(HARD, **_MORE, risk=0.08, reads_calls=1.0),
    "R8+risk0.12": _with(HARD, **_READ, risk=0.12),
    "R8+accept+0.04": _with(HARD, **_READ, risk=0.08, accept_bias=0.04),
    "R8+accept-0.04": _with(HARD, **_READ, risk=0.08, accept_bias=-0.04),
    "R8+edge0.10": _with(HARD, **_READ, risk=0.08, edge=0.10),
    "R8+samples240": _with(HARD, **{**_READ, "samples": 240}, risk=0.08),
    "R8+risk0.20": _with(HARD, **_READ, risk=0.20),
    "R8+risk0.30": _with(HARD, **_READ, risk=0.30),
    "R8+bluffs0.5": _with(
        HARD,
        **{**_READ, "bluff_rate": 0.5},
        risk=0.08,
        norms={"bluff_below": 0.5, "bluff_rungs": 1},
    ),
    "expert_rules": EXPERT_RULES,
}


def _play(job: tuple[str, int, Personality, str, bool]) -> int | None:
    """One match: 0 if the candidate's side won, 1 if ``hard``'s, None if unfinished."""
    variant, players, personality, seed, swapped = job
    rules = Rules(variant, players=players)
    candidate, hard = RuleBot(personality), RuleBot(HARD)
    even, odd = (hard, candidate) if swapped else (candidate, hard)
    bots = [even if lineup_of(rules, s) == 0 else odd for s in range(rules.players)]
    winner = play_match(rules, bots, seed).winner
    if winner is None:
        return None
    return winner ^ 1 if swapped else winner


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, default=250)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="base,expert_rules", help="candidates, comma-separated")
    parser.add_argument("--lineups", default="argentino:4,paulista:4")
    args = parser.parse_args(argv)
    names = [n for n in args.only.split(",") if n]
    unknown = [n for n in names if n not in CANDIDATES]
    if unknown:
        parser.error(f"unknown candidates {unknown}; known: {sorted(CANDIDATES)}")
    lineups = [(v, int(p)) for v, p in (item.split(":") for item in args.lineups.split(","))]
    work: list[tuple[str, str, tuple[str, int, Personality, str, bool]]] = []
    for name in names:
        for variant, players in lineups:
            for i in range(args.pairs):
                for swapped in (False, True):
                    seed = f"tune/{args.seed}/{i}"
                    job = (variant, players, CANDIDATES[name], seed, swapped)
                    work.append((name, f"{variant} {players}p", job))
    with ProcessPoolExecutor(args.jobs) as pool:
        outcomes = list(pool.map(_play, [w[2] for w in work], chunksize=8))
    totals: dict[tuple[str, str], list[int]] = {}
    for (name, lineup, _job), winner in zip(work, outcomes, strict=True):
        wins = totals.setdefault((name, lineup), [0, 0])
        if winner is not None:
            wins[winner] += 1
    print("| candidate | lineup | matches | win rate vs hard | 95% Wilson |")
    print("| --- | --- | --- | --- | --- |")
    for (name, lineup), (won, lost) in totals.items():
        low, high = wilson(won, won + lost)
        rate = won / (won + lost) if won + lost else 0.0
        print(f"| {name} | {lineup} | {won + lost} | {rate:.3f} | [{low:.3f}, {high:.3f}] |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
