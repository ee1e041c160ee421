"""How the computer players bet (issues 17 and 36), counted from their own matches.

    python benchmarks/bots_calls.py --matches 1000 --jobs 2 --out benchmarks/bots_calls.md

Each lineup is one level against itself, seed 7, ``--matches`` different matches (match
``k`` is dealt from the seed ``calls/7/k``; the arena's mirrored pairs would play each
one twice, since both sides are the same level). What each level said is the arena's
``calls`` section (``simulate.LevelCalls``); how readily it opens a bet is tallied by
``bots.tally.Openings`` on the same decisions.

Goals of issue 17, 4 players: in Argentine Truco to 30, the falta envido is at most 15% of
the opening envido calls while both teams are below 20; a match lasts at least 12 hands;
the players go to the deck in at least 2% of hands and call vale cuatro in at most 10%.
In Mineiro and Paulista to 12, a match lasts at least 7 hands.

Goals of issue 36 (openings; the reference is written in ``benchmarks/bots_calls.md``):
the envido is opened in 25% to 40% of the hands, 2 and 4 players, and a seat calls the
truco at its first chance in at most 20% of its first chances with 2 players and 12%
with 4, with a weak hand in at most 5% of them (Argentine, ``easy``, ``normal``, ``hard``
and the expert's rules, which it plays unsearched with partners). The second table gives
the rest of the ``calls`` section (truco and discard shares, bluffs, weak trucos, openings
by score) and the third the opening tallies. Not a test: a row takes seconds to minutes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from concurrent.futures import ProcessPoolExecutor

from truco_desktop.bots import make_bot
from truco_desktop.bots.tally import Openings, Recording
from truco_desktop.engine import Rules
from truco_desktop.simulate import LevelCalls, play_match

#: (variant, players, level): the issue-17 lineups first, then the openings' other ones.
LINEUPS = [
    ("argentino", 4, "normal"),
    ("argentino", 4, "hard"),
    ("mineiro", 4, "normal"),
    ("mineiro", 4, "hard"),
    ("paulista", 4, "normal"),
    ("paulista", 4, "hard"),
    ("argentino", 4, "easy"),
    ("argentino", 4, "expert"),
    ("argentino", 2, "easy"),
    ("argentino", 2, "normal"),
    ("argentino", 2, "hard"),
    ("paulista", 2, "normal"),
    ("paulista", 2, "hard"),
]

Section = Mapping[str, Any]


def _falta_early(c: Section) -> float | None:
    share = c["opening_envido"]["early"]["falta_share"]
    return None if share is None else float(share)


#: (goal, which variants, figure from a level's ``calls`` section, target, at most?):
#: issue 17's norms, for ``normal`` and ``hard`` with 4 players.
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
NORM_LEVELS = ("normal", "hard")

#: Issue 36's openings, Argentine: (goal, figure of ``Openings.summary``, low, high by
#: player count). The reference: a club table of four opens the envido in about a third
#: of its hands and calls truco at once only with a strong hand.
OPENING_GOALS: list[tuple[str, str, dict[int, tuple[float, float]]]] = [
    ("envido opened, share of hands", "envido_hand_share", {2: (0.25, 0.40), 4: (0.25, 0.40)}),
    (
        "truco at a seat's first chance, share of chances",
        "truco_first_share",
        {2: (0.0, 0.20), 4: (0.0, 0.12)},
    ),
    (
        "... with a weak hand, share of weak first chances",
        "truco_first_weak_share",
        {2: (0.0, 0.05), 4: (0.0, 0.05)},
    ),
]


def _match(job: tuple[str, int, str, str]) -> tuple[LevelCalls, Openings, int]:
    """One match of ``level`` against itself: its calls, its opening tallies, its errors."""
    variant, players, level, seed = job
    openings = Openings()
    # The expert with a fixed number of deals (reproducible); with partners it plays its
    # rules and searches only answers, so its openings are its rules'.
    bot = Recording(make_bot(level, budget_ms=None, worlds=8), openings)
    result = play_match(Rules(variant, players=players), [bot] * players, seed)
    calls = result.calls[level]
    openings.hands = calls.hands
    return calls, openings, len(result.errors)


def measure(
    variant: str, players: int, level: str, matches: int, seed: int, jobs: int
) -> tuple[dict[str, Any], dict[str, Any], int]:
    """(the ``calls`` summary, the ``Openings`` summary, errors) of ``matches`` matches."""
    work = [(variant, players, level, f"calls/{seed}/{k}") for k in range(matches)]
    calls, openings = LevelCalls(), Openings()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_match, work, chunksize=4))
    else:
        results = [_match(job) for job in work]
    errors = 0
    for said, opened, failed in results:
        calls.add(said)
        openings.add(opened)
        errors += failed
    return calls.summary(), openings.summary(), errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="benchmarks/bots_calls.md")
    args = parser.parse_args(argv)
    goal_rows: list[str] = []
    detail_rows: list[str] = []
    opening_rows: list[str] = []
    for variant, players, level in LINEUPS:
        calls, openings, errors = measure(
            variant, players, level, args.matches, args.seed, args.jobs
        )
        lineup = f"{variant} {players}p, {level} vs {level}"
        for goal, variants, figure, target, at_most in GOALS:
            if variant not in variants or players != 4 or level not in NORM_LEVELS:
                continue
            value = figure(calls)
            met = value is not None and (value <= target if at_most else value >= target)
            sign = "<=" if at_most else ">="
            shown = "n/a" if value is None else f"{value:.4g}"
            goal_rows.append(
                f"| {lineup} | {goal} | {shown} | {sign} {target:g} | {'yes' if met else 'NO'} |"
            )
            print(goal_rows[-1], flush=True)
        if variant == "argentino":
            for goal, name, bands in OPENING_GOALS:
                low, high = bands[players]
                value = openings[name]
                met = value is not None and low <= value <= high
                shown = "n/a" if value is None else f"{value:.4g}"
                goal_rows.append(
                    f"| {lineup} | {goal} | {shown} | {low:g} to {high:g} "
                    f"| {'yes' if met else 'NO'} |"
                )
                print(goal_rows[-1], flush=True)
        detail_rows.append(_detail(lineup, args.matches, calls, errors))
        opening_rows.append(_openings(lineup, openings))
        print(detail_rows[-1], opening_rows[-1], sep="\n", flush=True)
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
        "",
        "| lineup | envido opened in hands | envido opened per chance | truco at first chance "
        "| ... with a weak hand | hands with a truco at a first chance |",
        "| --- | --- | --- | --- | --- | --- |",
        *opening_rows,
    ]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


def _openings(lineup: str, o: Mapping[str, Any]) -> str:
    def pct(name: str, count: str, total: str) -> str:
        value = o[name]
        return "-" if value is None else f"{100 * value:.1f}% ({o[count]}/{o[total]})"

    return (
        f"| {lineup} | {pct('envido_hand_share', 'envido_open_hands', 'hands')} "
        f"| {pct('envido_seat_share', 'envido_opened', 'envido_chances')} "
        f"| {pct('truco_first_share', 'truco_first', 'truco_chances')} "
        f"| {pct('truco_first_weak_share', 'truco_first_weak', 'truco_chances_weak')} "
        f"| {pct('truco_first_hand_share', 'truco_first_hands', 'hands')} |"
    )


def _detail(lineup: str, matches: int, c: Section, errors: int) -> str:
    share = c["hand_share"]

    def pct(value: float | None) -> str:
        return "-" if value is None else f"{100 * value:.1f}%"

    def opening(context: str) -> str:
        o = c["opening_envido"][context]
        if not o["total"]:
            return "-"
        return f"{o['envido']}/{o['real_envido']}/{o['falta_envido']} ({pct(o['falta_share'])})"

    return (
        f"| {lineup} | {matches} | {c['hands']} | {c['hands_per_match']} "
        f"| {pct(share.get('truco'))} | {pct(c['top_rung_share'])} | {pct(c['fold_share'])} "
        f"| {pct(share.get('discard_set'))} | {pct(c['truco_weak_share'])} "
        f"| {c['bluffs'] / max(1, c['hands']):.3f} | {opening('early')} | {opening('late')} "
        f"| {opening('behind')} | {opening('ahead')} | {errors} |"
    )


if __name__ == "__main__":
    sys.exit(main())
