"""The readers against a panel of styles (issue 32): win rates with Wilson intervals.

    nice -n 10 python benchmarks/bots_panel.py --matches 400 --jobs 2 \\
        --out benchmarks/bots_panel.md

Each cell is one of our players (``--subjects``: ``hard``, ``hard-noreads`` = ``hard``
without its opponent model, ``expert`` with ``--worlds`` fixed deals per decision, so
reproducible on any machine) against one opponent of the panel (``bots.panel.PANEL``:
calling station, maniac, rock, falta-envido spammer, beginner, random, our easy, normal
and hard), in each configuration (``CONFIGS``: Argentine 2 and 4 players with and
without flor, Mineiro and Paulista, 2 and 4 players). ``--matches`` matches per cell,
deterministic seeds (``panel/<seed>/<config>/<opponent>/<k>``), the subject on the even
seats in even matches and on the odd seats in odd ones. Every seat is shown its last view
of each hand (``observe``), as a table that supports the model does.

A style that needs an envido (the falta spammer) is not measured where the rules have
none: there it plays as ``normal`` does (``bots.panel.style_applies``).

Printed per cell: wins, the win rate with its 95% Wilson interval, and the decision time
p50/p95 of the subject; per subject and opponent, the median over the configurations.
Targets of issue 32 (at 400+ matches a cell): the expert wins at least 80% against each
exploitable style, at least 65% against ``hard`` in 2 players and 60% in 4 players, and
never less than ``hard`` against the same opponent; decision p95 within 300 ms (expert)
and 50 ms (``hard``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.bots import Bot, make_bot
from truco_desktop.bots.base import Observer
from truco_desktop.bots.panel import PANEL, panel_bot, style_applies
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.engine import Match, Rules
from truco_desktop.engine.view import view_for
from truco_desktop.simulate import percentile, wilson

#: (label, variant, players, flor)
CONFIGS: list[tuple[str, str, int, str]] = [
    ("AR 2p", "argentino", 2, "off"),
    ("AR 4p", "argentino", 4, "off"),
    ("AR flor 2p", "argentino", 2, "simple"),
    ("AR flor 4p", "argentino", 4, "simple"),
    ("MI 2p", "mineiro", 2, "off"),
    ("MI 4p", "mineiro", 4, "off"),
    ("PA 2p", "paulista", 2, "off"),
    ("PA 4p", "paulista", 4, "off"),
]


def subject_bot(name: str, worlds: int, budget_ms: float | None = None) -> Bot:
    """One of our players under test: the expert with ``worlds`` fixed deals a decision,
    or with ``budget_ms`` its thinking time as in the game (not reproducible)."""
    if name == "hard-noreads":
        bot = make_bot("hard", budget_ms=None)
        assert isinstance(bot, RuleBot)
        bot.reads = None
        bot.name = name
        return bot
    if budget_ms is not None:
        return make_bot(name, budget_ms=budget_ms)
    return make_bot(name, budget_ms=None, worlds=worlds)


def play(
    rules: Rules, bots: list[Bot], seed: str, max_hands: int = 400
) -> tuple[int | None, list[float]]:
    """One match; (the winning team, decision times in ms of the even seats' bot)."""
    match = Match.new(rules, seed=seed)
    rngs = [random.Random(f"{seed}/seat/{s}") for s in range(rules.players)]
    times: list[float] = []
    for _hand in range(max_hands):
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            view = view_for(match.hand, seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, rngs[seat]).action
            if seat % 2 == 0:
                times.append((time.perf_counter() - start) * 1000.0)
            match, _events = match.apply(seat, action)
        for seat, bot in enumerate(bots):
            if isinstance(bot, Observer):
                bot.observe(view_for(match.hand, seat))
        if match.series_over:
            return match.hand.winner, times
        match, _events = match.next_hand()
    return None, times


#: One match of a cell: subject, opponent, k, variant, players, flor, seed, worlds, budget.
Job = tuple[str, str, int, str, int, str, str, int, float | None]


def _cell_match(job: Job) -> tuple[bool | None, list[float]]:
    """Match ``k`` of a cell: (did the subject win, the subject's decision times)."""
    subject, opponent, k, variant, players, flor, seed, worlds, budget = job
    rules = Rules(variant, players=players, flor=flor)
    ours, theirs = subject_bot(subject, worlds, budget), panel_bot(opponent)
    swapped = k % 2 == 1
    even, odd = (theirs, ours) if swapped else (ours, theirs)
    bots = [even if s % 2 == 0 else odd for s in range(players)]
    winner, times = play(rules, bots, f"{seed}/{k}")
    if swapped:
        times = []  # the even seats were the opponent's
    if winner is None:
        return None, times
    return (winner == 1) if swapped else (winner == 0), times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=8)
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="the expert's thinking time a decision, as in the game, instead of --worlds",
    )
    parser.add_argument("--subjects", default="hard,hard-noreads,expert")
    parser.add_argument("--opponents", default=",".join(PANEL))
    parser.add_argument("--configs", default=",".join(c[0] for c in CONFIGS))
    parser.add_argument("--out", default="benchmarks/bots_panel.md")
    args = parser.parse_args(argv)
    chosen = set(args.configs.split(","))
    budget: float | None = args.budget_ms
    configs = [c for c in CONFIGS if c[0] in chosen]
    rows: list[str] = []
    medians: list[str] = []
    for subject in args.subjects.split(","):
        for opponent in args.opponents.split(","):
            rates: list[float] = []
            for label, variant, players, flor in configs:
                if not style_applies(opponent, Rules(variant, players=players, flor=flor)):
                    rows.append(f"| {subject} | {opponent} | {label} | n/a (no envido) | | | |")
                    print(rows[-1], flush=True)
                    continue
                seed = f"panel/{args.seed}/{label.replace(' ', '')}/{opponent}"
                work: list[Job] = [
                    (subject, opponent, k, variant, players, flor, seed, args.worlds, budget)
                    for k in range(args.matches)
                ]
                if args.jobs > 1:
                    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                        results = list(pool.map(_cell_match, work, chunksize=2))
                else:
                    results = [_cell_match(job) for job in work]
                wins = sum(1 for won, _t in results if won)
                decided = sum(1 for won, _t in results if won is not None)
                times = [t for _won, ts in results for t in ts]
                low, high = wilson(wins, decided)
                rate = wins / decided if decided else 0.0
                rates.append(rate)
                rows.append(
                    f"| {subject} | {opponent} | {label} | {wins}/{decided} | {100 * rate:.1f}% "
                    f"| [{100 * low:.1f}, {100 * high:.1f}] | {percentile(times, 0.5):.2f}"
                    f"/{percentile(times, 0.95):.2f} |"
                )
                print(rows[-1], flush=True)
            if not rates:
                continue  # a style none of the configurations has
            medians.append(
                f"| {subject} | {opponent} | {100 * statistics.median(rates):.1f}% "
                f"| {100 * min(rates):.1f}% | {100 * max(rates):.1f}% |"
            )
            print(medians[-1], flush=True)
    lines = [
        f"Matches per cell: {args.matches}; seed {args.seed}; expert "
        + (
            f"worlds {args.worlds}."
            if args.budget_ms is None
            else f"budget {args.budget_ms:g} ms a decision."
        ),
        "",
        "| subject | opponent | configuration | wins | win rate | 95% Wilson | p50/p95 ms |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        "| subject | opponent | median over configurations | lowest | highest |",
        "| --- | --- | --- | --- | --- |",
        *medians,
    ]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
