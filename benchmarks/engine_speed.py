#!/usr/bin/env python3
"""Engine speed: random legal play, whole matches, every variant and player count.

Prints a table of matches/s and actions/s, each the median of 5 runs, for one process.
The issue's goal: at least 250 two-player Argentine matches to 30 per second. Random play
asks the engine for the legal actions at every step, so this measures ``legal_actions``
and ``apply`` together, as a bot's playout would.

    python benchmarks/engine_speed.py [--seconds 1.0] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from truco_desktop.engine import Match, Rules

CONFIGS = [
    ("argentino 2p flor off", Rules("argentino", 2, "off")),
    ("argentino 2p flor simple", Rules("argentino", 2, "simple")),
    ("argentino 4p flor off", Rules("argentino", 4, "off")),
    ("argentino 4p flor simple", Rules("argentino", 4, "simple")),
    ("argentino 4p flor full", Rules("argentino", 4, "full")),
    ("argentino 6p pica-pica", Rules("argentino", 6, "off")),
    ("mineiro 2p", Rules("mineiro", 2)),
    ("mineiro 4p", Rules("mineiro", 4)),
    ("paulista 2p dirty", Rules("paulista", 2)),
    ("paulista 4p dirty", Rules("paulista", 4)),
    ("paulista 4p clean", Rules("paulista", 4, deck_option="clean")),
]


def play(rules: Rules, rng: random.Random) -> int:
    """One whole match of random legal play; returns the number of actions."""
    match = Match.new(rules, rng=rng)
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


def measure(rules: Rules, seconds: float, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    matches = actions = 0
    start = time.perf_counter()
    while True:
        actions += play(rules, rng)
        matches += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return matches / elapsed, actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"| configuration | matches/s (median of {args.runs}) | actions/s | actions/match |")
    print("| --- | ---: | ---: | ---: |")
    for name, rules in CONFIGS:
        runs = [measure(rules, args.seconds, seed) for seed in range(args.runs)]
        mps = statistics.median(r[0] for r in runs)
        aps = statistics.median(r[1] for r in runs)
        print(f"| {name} | {mps:.0f} | {aps:.0f} | {aps / mps:.1f} |")


if __name__ == "__main__":
    main()
