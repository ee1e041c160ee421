#!/usr/bin/env python3
"""Engine speed: random legal play, whole matches, every variant and player count.

Prints a table of matches/s and actions/s, each the median of 5 runs. Random play asks the
engine for the legal actions at every step, so this measures ``legal_actions`` and
``apply`` together, as a bot's playout would.

With ``--against REV`` the same measurement runs on the engine of git revision ``REV``
(checked out in a temporary worktree) and on this tree, run by run in alternation, in
fresh processes, so that both see the same machine load; the table shows both and their
ratio. Only the public API is used (``Match``, ``legal_actions``, ``apply``,
``next_hand``), which every revision has.

    python benchmarks/engine_speed.py [--seconds 1.0] [--runs 5] [--against 5d40604]
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


def _one_run(tree: Path, index: int, seconds: float, seed: int) -> tuple[float, float]:
    """One measurement in a fresh process that imports the engine from ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    args = ["--one", str(index), "--seconds", str(seconds), "--seed", str(seed)]
    out = subprocess.run(
        [sys.executable, __file__, *args], env=env, check=True, capture_output=True, text=True
    )
    mps, aps = json.loads(out.stdout)
    return float(mps), float(aps)


def compare(revision: str, seconds: float, runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(old), revision],
            check=True,
            capture_output=True,
        )
        try:
            print(f"| configuration | {revision} matches/s | this tree matches/s | ratio |")
            print("| --- | ---: | ---: | ---: |")
            for index, (name, _options) in enumerate(CONFIGS):
                before, after = [], []
                for seed in range(runs):
                    before.append(_one_run(old, index, seconds, seed)[0])
                    after.append(_one_run(ROOT, index, seconds, seed)[0])
                b, a = statistics.median(before), statistics.median(after)
                print(f"| {name} | {b:.0f} | {a:.0f} | {a / b:.2f}x |", flush=True)
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
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(measure(CONFIGS[args.one][1], args.seconds, args.seed)))
        return
    if args.against:
        compare(args.against, args.seconds, args.runs)
        return
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    print(f"| configuration | matches/s (median of {args.runs}) | actions/s | actions/match |")
    print("| --- | ---: | ---: | ---: |")
    for name, options in CONFIGS:
        results = [measure(options, args.seconds, seed) for seed in range(args.runs)]
        mps = statistics.median(r[0] for r in results)
        aps = statistics.median(r[1] for r in results)
        print(f"| {name} | {mps:.0f} | {aps:.0f} | {aps / mps:.1f} |", flush=True)


if __name__ == "__main__":
    main()
