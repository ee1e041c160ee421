#!/usr/bin/env python3
"""Engine speed: random legal play, whole matches, every variant and player count.

Prints a table of matches/s, actions/s and the cost of one action in microseconds, each
the median of 5 runs (every configuration once per run, in turn). Random play asks the
engine for the legal actions at every step, so this measures ``legal_actions`` and
``apply`` together, as a bot's playout would. The per-action cost is what compares across
player counts (a match of 8 has more actions).

With ``--against REV`` the same measurement runs on the engine of git revision ``REV``
(checked out in a temporary worktree) and on this tree, run by run in alternation, in
fresh processes, so that both see the same machine load; the table shows both and their
ratio. Only the public API is used (``Match``, ``legal_actions``, ``apply``,
``next_hand``), which every revision has.

A revision that does not know a configuration (3 and 8 players before issue 23) shows
"n/a" for it. ``--only TEXT`` (repeatable) keeps the configurations whose name holds TEXT.

    python benchmarks/engine_speed.py [--seconds 1.0] [--runs 5] [--against 5d40604]
                                      [--only 3p --only 4p --only 8p]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CONFIGS: list[tuple[str, dict[str, object]]] = [
    ("argentino 2p flor off", {"variant_name": "argentino", "players": 2, "flor": "off"}),
    ("argentino 2p flor simple", {"variant_name": "argentino", "players": 2, "flor": "simple"}),
    ("argentino 4p flor off", {"variant_name": "argentino", "players": 4, "flor": "off"}),
    ("argentino 4p flor simple", {"variant_name": "argentino", "players": 4, "flor": "simple"}),
    ("argentino 4p flor full", {"variant_name": "argentino", "players": 4, "flor": "full"}),
    ("argentino 6p pica-pica", {"variant_name": "argentino", "players": 6, "flor": "off"}),
    # Issue 23: three players (the gallo) and eight, per action within the cost of four.
    ("argentino 3p gallo flor off", {"variant_name": "argentino", "players": 3, "flor": "off"}),
    ("argentino 3p gallo flor full", {"variant_name": "argentino", "players": 3, "flor": "full"}),
    (
        "argentino 3p gallo fixed",
        {"variant_name": "argentino", "players": 3, "gallo": "fixed", "gallo_seat": 1},
    ),
    ("argentino 8p pica-pica", {"variant_name": "argentino", "players": 8, "flor": "off"}),
    (
        "argentino 8p redondo flor full",
        {"variant_name": "argentino", "players": 8, "flor": "full", "pica_pica": False},
    ),
    ("mineiro 2p", {"variant_name": "mineiro", "players": 2}),
    ("mineiro 4p", {"variant_name": "mineiro", "players": 4}),
    ("paulista 2p dirty", {"variant_name": "paulista", "players": 2}),
    ("paulista 4p dirty", {"variant_name": "paulista", "players": 4}),
    ("paulista 4p clean", {"variant_name": "paulista", "players": 4, "deck_option": "clean"}),
]


def play(rules: object, rng: random.Random) -> int:
    """One whole match of random legal play; returns the number of actions."""
    from truco_desktop.engine import Match

    match = Match.new(rules, rng=rng)  # type: ignore[arg-type]
    actions = 0
    while True:
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            match, _events = match.apply(seat, rng.choice(match.legal_actions()))
            actions += 1
        if match.series_over:
            return actions
        match, _ = match.next_hand()


def measure(options: dict[str, object], seconds: float, seed: int) -> tuple[float, float]:
    from truco_desktop.engine import Rules

    rules = Rules(**options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    matches = actions = 0
    start = time.perf_counter()
    while True:
        actions += play(rules, rng)
        matches += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return matches / elapsed, actions / elapsed


def _one_run(tree: Path, index: int, seconds: float, seed: int) -> tuple[float, float] | None:
    """One measurement in a fresh process that imports the engine from ``tree``.

    None when that engine cannot play the configuration (an older revision).
    """
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    args = ["--one", str(index), "--seconds", str(seconds), "--seed", str(seed)]
    out = subprocess.run(
        [sys.executable, __file__, *args], env=env, check=False, capture_output=True, text=True
    )
    if out.returncode != 0:
        return None
    mps, aps = json.loads(out.stdout)
    return float(mps), float(aps)


def compare(revision: str, seconds: float, runs: int, names: set[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(old), revision],
            check=True,
            capture_output=True,
        )
        try:
            print(
                f"| configuration | {revision} matches/s | this tree matches/s | ratio"
                " | this tree µs/action |"
            )
            print("| --- | ---: | ---: | ---: | ---: |")
            for index, (name, _options) in enumerate(CONFIGS):
                if name not in names:
                    continue
                before, after, per_action = [], [], []
                for seed in range(runs):
                    old_run = _one_run(old, index, seconds, seed)
                    if old_run is not None:
                        before.append(old_run[0])
                    new_run = _one_run(ROOT, index, seconds, seed)
                    if new_run is None:
                        raise SystemExit(f"this tree cannot play {name}")
                    after.append(new_run[0])
                    per_action.append(1e6 / new_run[1])
                a, us = statistics.median(after), statistics.median(per_action)
                if before:
                    b = statistics.median(before)
                    print(f"| {name} | {b:.0f} | {a:.0f} | {a / b:.2f}x | {us:.1f} |", flush=True)
                else:
                    print(f"| {name} | n/a | {a:.0f} | n/a | {us:.1f} |", flush=True)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)],
                check=False,
                capture_output=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", metavar="REV", help="compare with this git revision")
    parser.add_argument("--only", action="append", metavar="TEXT", help="configurations to run")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(measure(CONFIGS[args.one][1], args.seconds, args.seed)))
        return
    names = {n for n, _o in CONFIGS if not args.only or any(t in n for t in args.only)}
    if args.against:
        compare(args.against, args.seconds, args.runs, names)
        return
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    print(
        f"| configuration | matches/s (median of {args.runs}) | actions/s | actions/match"
        " | µs/action |"
    )
    print("| --- | ---: | ---: | ---: | ---: |")
    # Run by run, every configuration in turn: a change in the machine's load falls on all
    # of them alike, so their per-action costs compare.
    chosen = [(name, options) for name, options in CONFIGS if name in names]
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name, _o in chosen}
    for seed in range(args.runs):
        for name, options in chosen:
            runs[name].append(measure(options, args.seconds, seed))
    for name, _options in chosen:
        results = runs[name]
        mps = statistics.median(r[0] for r in results)
        aps = statistics.median(r[1] for r in results)
        print(f"| {name} | {mps:.0f} | {aps:.0f} | {aps / mps:.1f} | {1e6 / aps:.1f} |", flush=True)


if __name__ == "__main__":
    main()
