"""How each character plays: its habits beside the plain level it plays at.

    python benchmarks/characters.py --matches 40 --level normal --out benchmarks/characters.md

Each character (``bots/characters.py``) plays Argentine Truco to 30, two players, against
the plain level, ``--matches`` matches on fixed deals (seats swapped every other match);
so does the plain level itself, as the reference row. The table counts per hand what a
player could learn to read at the table: truco-family calls and raises, bluffs, envido
calls, going to the deck, accepting a bet (quiero) and refusing one (no quiero), and the
share of matches won. Not a test: the figures say a style shows, not that it must.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from truco_desktop.bots.characters import CHARACTERS
from truco_desktop.bots.personality import LEVELS, Personality
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.engine import Rules
from truco_desktop.engine.actions import ENVIDO_CALLS, TRUCO_WORDS
from truco_desktop.simulate import LevelCalls, play_match


def measure(me: Personality, level: str, matches: int) -> tuple[LevelCalls, float]:
    """What ``me`` said against the plain ``level`` over ``matches`` matches, and its
    share of matches won."""
    rules = Rules("argentino", 2)
    total = LevelCalls()
    wins = 0
    them = RuleBot(replace(LEVELS[level], name="them"))
    ours = RuleBot(replace(me, name="me"))
    for n in range(matches):
        swap = n % 2 == 1
        bots = [them, ours] if swap else [ours, them]
        result = play_match(rules, bots, seed=f"characters/{n // 2}")
        total.add(result.calls["me"])
        wins += result.winner == (1 if swap else 0)
    return total, wins / matches


def row(name: str, calls: LevelCalls, won: float) -> str:
    hands = max(1, calls.hands)

    def per_hand(count: int) -> str:
        return f"{count / hands:.3f}"

    trucos = sum(n for w, n in calls.words.items() if w in TRUCO_WORDS)
    envidos = sum(n for w, n in calls.words.items() if w in ENVIDO_CALLS)
    return (
        f"| {name} | {calls.hands} | {per_hand(trucos)} | {per_hand(calls.bluffs)} | "
        f"{per_hand(envidos)} | {per_hand(calls.folds)} | {per_hand(calls.words['quiero'])} | "
        f"{per_hand(calls.words['no_quiero'])} | {won:.0%} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--level", default="normal", choices=sorted(LEVELS))
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    lines = [
        f"# Characters at `{args.level}`, Argentine 2 players, {args.matches} matches each"
        " against the plain level",
        "",
        f"    python benchmarks/characters.py --matches {args.matches} --level {args.level}",
        "",
        "Per hand: truco-family calls and raises, bluffs, envido calls, folds (mazo),"
        " quiero, no quiero; then the share of matches won.",
        "",
        "| player | hands | truco | bluffs | envido | mazo | quiero | no quiero | won |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    calls, won = measure(LEVELS[args.level], args.level, args.matches)
    lines.append(row(f"(plain {args.level})", calls, won))
    for character in CHARACTERS:
        calls, won = measure(character.personality(args.level), args.level, args.matches)
        lines.append(row(f"{character.name} ({character.style})", calls, won))
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n"
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
