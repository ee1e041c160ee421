"""The arena: matches between computer players, measured; and one match in the terminal.

``truco-arena --variant argentino --players 4 --team0 expert --team1 hard --matches 1000
--seed 7`` plays 1000 matches and prints a JSON summary: wins per team, the win rate of
team 0 with a 95% Wilson interval, hands and actions per second, decision times per level
(p50/p95/max, milliseconds), what each level said (``calls``, below) and the number of
errors (a bot that raised or returned an illegal action; it must be 0). Matches come in
pairs on the same deals with the lineups swapped, so each lineup deals first equally often
and luck of the cards cancels out (with the same level on both sides, the two matches of
a pair are the same match).
``--all-options`` cycles through every variant, player count and option (with ``random``
against ``random`` this is the fuzzer). ``--signs`` lets team 0's partners sign to each
other (señas); ``--signs-catch`` also lets the other team catch those signs.

``--players 3`` plays the gallo (AR-GALLO) with a fixed gallo at seat 0: team0's level is
the gallo and team1's both members of the pair, and the mirrored match swaps the roles;
the summary adds ``roles``: team0's wins as the gallo and as the pair, each with its 95%
interval. ``--players 8`` plays two teams of four, redondo and pica-pica (AR-EIGHT).

``calls`` has one entry per level, counted over the seats of that level: ``matches``,
``hands`` and ``hands_per_match``; ``words``, how often each word was said (calls,
answers, raises, ``mazo``, set choices), and ``hand_share``, the share of hands in which
it was said at least once; ``opening_envido``, the first envido call of each
hand by call word with its total and falta share, for all of them and by score context
(``early``: both teams below 2/3 of the target, 20 of 30; ``late``; and the caller's team
``behind``, ``level`` or ``ahead``); ``truco_calls`` and ``truco_calls_weak`` (with no card
of the deck's strongest third and no trick won yet); ``bluffs`` (decisions whose reason is a
bluff); ``folds`` and ``fold_share`` (per hand); ``top_rung_hands`` and ``top_rung_share``
(hands in which the level called the ladder's top rung: vale cuatro, doze).

Without ``--matches`` one match is played in the terminal with its hand log and score,
which is what ``truco-desktop --terminal`` shows (``play_random_match``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, fields
from typing import Any, cast

from .bots import LEVEL_NAMES, Bot, make_bot
from .bots.tally import weak_hand  # a truco called with a weak hand: one sense
from .engine import Match, Rules
from .engine.actions import ENVIDO_CALLS, TRUCO_WORDS, Action
from .engine.events import (
    Called,
    CardPlayed,
    Discarded,
    EnvidoSettled,
    Event,
    FlorSettled,
    HandOver,
    MatchOver,
    PointsScored,
    SetChosen,
    TrickDone,
)
from .engine.rules import DECK_OPTIONS, FALTA_RULES, FLOR_MODES, PICA_PICA_COUNTS
from .engine.seats import team_of
from .engine.variants import DEFAULT_VARIANT, VARIANTS
from .engine.view import SeatView, view_for
from .play.computer import ask
from .signs import HandSigns, SignKnowledge, lay_hand_signs


@dataclass(frozen=True)
class SignsSetup:
    """Who signs in an arena match: the seats whose bots make (and read) señas."""

    signers: frozenset[int]
    #: Whether the other seats may catch those signs (and use them).
    catching: bool = True


def sign_rate_of(bot: object) -> float:
    """A bot's ``Personality.sign_rate`` (the expert's is its policy's); 0 for none."""
    personality = getattr(bot, "personality", None)
    if personality is None:
        personality = getattr(getattr(bot, "policy", None), "personality", None)
    return float(getattr(personality, "sign_rate", 0.0))


def hand_signs(match: Match, bots: Sequence[Bot], setup: SignsSetup | None) -> HandSigns | None:
    """The signs of the hand just dealt, laid as every table lays them
    (``signs.lay_hand_signs``): the signing bots sign early."""
    if setup is None:
        return None
    hand = match.hand
    levels = {s: getattr(bots[s], "name", "normal") for s in range(match.rules.players)}
    signers = {s: (hand.held[s], sign_rate_of(bots[s])) for s in sorted(setup.signers)}
    return lay_hand_signs(
        view_for(hand, 0),
        match.seed,
        match.hand_number,
        levels=levels,
        catching=setup.catching,
        signers=signers,
    )


def describe(event: Event) -> str | None:
    """One line of the hand log for an event (English; the table translates its own)."""
    if isinstance(event, CardPlayed):
        return f"  seat {event.seat} plays {'a card face down' if event.covered else event.card}"
    if isinstance(event, Called):
        return f"  seat {event.seat}: {event.word.replace('_', ' ')}"
    if isinstance(event, Discarded):
        return f"  seat {event.seat} (the gallo) discards a card face down"
    if isinstance(event, SetChosen):
        shown = f" ({' '.join(event.shown)})" if event.shown else ""
        return f"  seat {event.seat}: {event.choice.replace('_', ' ')}{shown}"
    if isinstance(event, TrickDone):
        who = "parda" if event.team is None else f"won by seat {event.seat}"
        return f"  trick {event.index + 1}: {who}"
    if isinstance(event, EnvidoSettled):
        if event.accepted:
            return f"  envido: seat {event.winner_seat} wins with {event.value}"
        return "  envido refused"
    if isinstance(event, FlorSettled):
        return f"  flor: {event.flors} announced"
    if isinstance(event, PointsScored):
        return (
            f"  team {event.team} scores {event.points} ({event.reason}); "
            f"score {_score_text(event.score)}"
        )
    if isinstance(event, HandOver):
        return "  hand over" + (" (dealt again)" if event.replay else "")
    if isinstance(event, MatchOver):
        if len(event.score) != 2:  # a score per seat (AR-GALLO-5): name the seats
            seats = ", ".join(str(s) for s in event.winners)
            return f"MATCH OVER: seat(s) {seats} win {_score_text(event.score)}"
        return f"MATCH OVER: team {event.winner} wins {_score_text(event.score)}"
    return None


def _score_text(score: tuple[int, ...]) -> str:
    return "-".join(str(v) for v in score)


def _log_deal(match: Match, out: Callable[[str], None]) -> None:
    h = match.hand
    out(f"Hand {match.hand_number + 1}: dealer seat {h.dealer}, score {h.score}")
    for seat, cards in enumerate(h.held):
        out(f"  seat {seat} holds {' '.join(cards)}")
    if h.vira:
        out(f"  vira {h.vira}")


def play_random_match(
    rules: Rules, rng: random.Random, out: Callable[[str], None] | None = None
) -> Match:
    """One match between uniformly random players (the engine alone), optionally logged."""
    match = Match.new(rules, rng=rng)
    while True:
        if out is not None:
            _log_deal(match, out)
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            action = rng.choice(match.legal_actions())
            match, events = match.apply(seat, action)
            if out is not None:
                for event in events:
                    line = describe(event)
                    if line:
                        out(line)
        if match.series_over:
            return match
        match, _ = match.next_hand()


# ---------------------------------------------------------------------- the arena


#: A score is *early* while both teams are below this share of the target (20 of 30).
EARLY_SHARE = 2 / 3
#: The score contexts of an opening envido call, from the caller's team: both teams below
#: ``EARLY_SHARE`` of the target or not; behind, level with or ahead of the other team.
ENVIDO_CONTEXTS: tuple[str, ...] = ("all", "early", "late", "behind", "level", "ahead")


def early_limit(target: int) -> int:
    """The score both teams stay below while a match is *early* (20 for a target of 30)."""
    return round(EARLY_SHARE * target)


def envido_context(view: SeatView) -> tuple[str, str]:
    """(early or late, behind or level or ahead) for the team of the seat of ``view``."""
    mine, theirs = view.score_of(view.seat), view.leading_score(1 - view.team)
    limit = early_limit(view.target)
    phase = "early" if mine < limit and theirs < limit else "late"
    lead = "behind" if mine < theirs else "ahead" if mine > theirs else "level"
    return phase, lead


@dataclass
class LevelCalls:
    """What the seats of one level said in the arena's matches (the ``calls`` section)."""

    matches: int = 0
    hands: int = 0
    #: Every word said (calls, answers, raises, set choices, folds), by word.
    words: Counter[str] = field(default_factory=Counter)
    #: How many hands each word was said in (at least once) by a seat of this level.
    hands_with: Counter[str] = field(default_factory=Counter)
    #: The first envido call of each hand or duel, by score context and by call word.
    opening_envido: dict[str, Counter[str]] = field(
        default_factory=lambda: {c: Counter() for c in ENVIDO_CONTEXTS}
    )
    truco_calls: int = 0
    truco_calls_weak: int = 0
    #: Decisions whose reason is a bluff (a truco, a raise or an envido without the cards).
    bluffs: int = 0
    folds: int = 0
    #: Hands in which a seat of this level called the ladder's top rung (vale cuatro, doze).
    top_rung_hands: int = 0
    #: The words said in the hand in progress, and whether one was the top rung.
    _hand: set[str] = field(default_factory=set)
    _top: bool = False

    def add(self, other: LevelCalls) -> None:
        self.matches += other.matches
        self.hands += other.hands
        self.words.update(other.words)
        self.hands_with.update(other.hands_with)
        for context, counts in other.opening_envido.items():
            self.opening_envido[context].update(counts)
        self.truco_calls += other.truco_calls
        self.truco_calls_weak += other.truco_calls_weak
        self.bluffs += other.bluffs
        self.folds += other.folds
        self.top_rung_hands += other.top_rung_hands

    def new_hand(self) -> None:
        self.hands += 1
        self._hand.clear()
        self._top = False

    def end_hand(self) -> None:
        self.hands_with.update(self._hand)
        self.top_rung_hands += self._top

    def record(self, view: SeatView, action: Action, why: str) -> None:
        """Count one decision of a seat of this level."""
        if "bluff" in why.partition("(")[0]:
            self.bluffs += 1
        if action.card is not None or action.position is not None:
            return
        word = action.kind
        self.words[word] += 1
        self._hand.add(word)
        if word == "mazo":
            self.folds += 1
        elif word in ENVIDO_CALLS and not view.envido_chain:
            for context in ("all", *envido_context(view)):
                self.opening_envido[context][word] += 1
        elif word in TRUCO_WORDS:
            self.truco_calls += 1
            self.truco_calls_weak += weak_hand(view)
            self._top = self._top or word == view.ladder[-1].word

    def summary(self) -> dict[str, object]:
        def share(count: int, total: int) -> float | None:
            return round(count / total, 4) if total else None

        def opening(counts: Counter[str]) -> dict[str, object]:
            total = sum(counts.values())
            out: dict[str, object] = {w: counts[w] for w in ENVIDO_CALLS}
            out["total"] = total
            out["falta_share"] = share(counts[ENVIDO_CALLS[-1]], total)
            return out

        return {
            "matches": self.matches,
            "hands": self.hands,
            "hands_per_match": share(self.hands, self.matches),
            "words": dict(sorted(self.words.items())),
            "hand_share": {w: share(n, self.hands) for w, n in sorted(self.hands_with.items())},
            "opening_envido": {c: opening(v) for c, v in self.opening_envido.items()},
            "truco_calls": self.truco_calls,
            "truco_calls_weak": self.truco_calls_weak,
            "truco_weak_share": share(self.truco_calls_weak, self.truco_calls),
            "bluffs": self.bluffs,
            "folds": self.folds,
            "fold_share": share(self.folds, self.hands),
            "top_rung_hands": self.top_rung_hands,
            "top_rung_share": share(self.top_rung_hands, self.hands),
        }


@dataclass
class MatchResult:
    winner: int | None  # the team of seat 0's lineup convention: 0 or 1
    hands: int = 0
    actions: int = 0
    #: Decision times in milliseconds, per level name.
    times: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    #: What each level said, by level name.
    calls: dict[str, LevelCalls] = field(default_factory=dict)


def play_match(
    rules: Rules,
    bots: Sequence[Bot],
    seed: str,
    out: Callable[[str], None] | None = None,
    max_hands: int = 2000,
    signs: SignsSetup | None = None,
) -> MatchResult:
    """One match with ``bots[seat]`` at each seat; bot errors are counted, never fatal.

    A bot that raises or returns an illegal action is an error; the table's one fallback
    (``play.computer.fallback``) is played in its place so that the match goes on. With
    ``signs``, each bot is given exactly what its seat saw or caught (``knowledge``).
    """
    match = Match.new(rules, seed=seed)
    rngs = [random.Random(f"{seed}/seat/{s}") for s in range(rules.players)]
    result = MatchResult(None)
    calls = {bot.name: LevelCalls(matches=1) for bot in bots}
    result.calls = calls
    while True:
        result.hands += 1
        for level in calls.values():
            level.new_hand()
        if out is not None:
            _log_deal(match, out)
        table_talk = hand_signs(match, bots, signs)
        if out is not None and table_talk is not None:
            for made in table_talk.made:
                out(f"  seat {made.seat} signs {made.sign} (caught by {list(made.caught_by)})")
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            bot = bots[seat]
            view = view_for(match.hand, seat)
            knowledge: SignKnowledge | None = (
                None if table_talk is None else table_talk.knowledge(seat)
            )
            start = time.perf_counter()
            # Asked as every table asks (``play.computer.ask``); a defect is measured.
            asked = ask(bot, view, rngs[seat], knowledge, log=False)
            elapsed = (time.perf_counter() - start) * 1000.0
            result.times.setdefault(bot.name, []).append(elapsed)
            action = asked.action
            assert action is not None
            why = "error" if asked.error is not None else str(asked.why)
            if asked.error is not None:
                result.errors.append(f"{bot.name} at seat {seat}: {asked.error}")
            calls[bot.name].record(view, action, why)
            match, events = match.apply(seat, action)
            result.actions += 1
            if out is not None:
                out(f"  [seat {seat} {bot.name}: {why}]")
                for event in events:
                    line = describe(event)
                    if line:
                        out(line)
        for level in calls.values():
            level.end_hand()
        if match.series_over or result.hands >= max_hands:
            if match.hand.winner is not None:
                result.winner = match.hand.winner
            return result
        match, _ = match.next_hand()


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


#: With 3 players the arena seats a fixed gallo (AR-GALLO-2) at seat 0, so that a level
#: plays one role for a whole match: team0's level is the gallo and team1's the pair,
#: and the mirrored match of each pair swaps the roles.
ARENA_GALLO_SEAT = 0


def arena_gallo(players: int) -> dict[str, Any]:
    """The gallo options the arena uses: a fixed gallo at seat 0 with 3 players."""
    return {"gallo": "fixed", "gallo_seat": ARENA_GALLO_SEAT} if players == 3 else {}


def lineup_of(rules: Rules, seat: int) -> int:
    """Which lineup plays ``seat``: 0 (the team0 level's side) or 1.

    The even and odd seats; with 3 players the gallo's seat and the pair's two.
    """
    if rules.players == 3:
        return 0 if seat == rules.gallo_seat else 1
    return team_of(seat)


def _every_option() -> tuple[Rules, ...]:
    """Every variant at every player count with every option it offers, read from the
    engine's variants (the flor, the falta, Paulista's deck; pica-pica or not where a
    table plays it), the arena's fixed gallo at a table of three."""
    found = []
    for name, variant in VARIANTS.items():
        options = variant.options
        for players in variant.player_counts:
            for flor, falta, deck, pica in itertools.product(
                FLOR_MODES if "flor" in options else ("off",),
                FALTA_RULES if "falta" in options else ("total",),
                DECK_OPTIONS if "deck" in options else ("dirty",),
                (True, False)
                if "pica_pica" in options and players in PICA_PICA_COUNTS
                else (True,),
            ):
                found.append(
                    Rules(
                        name,
                        players=players,
                        flor=flor,
                        falta=falta,
                        deck_option=deck,
                        pica_pica=pica,
                        **arena_gallo(players),
                    )
                )
    return tuple(found)


ALL_OPTIONS: tuple[Rules, ...] = _every_option()


#: A match's options as plain values (``Rules`` holds its variant, which does not pickle),
#: so that an arena job can cross to a worker process.
RulesArgs = tuple[str, int, str, str, int, str, bool, bool, str, int]


def rules_args(rules: Rules) -> RulesArgs:
    """``rules`` as its constructor's arguments, in their order: ``Rules(*args)`` makes
    it again in a worker process."""
    return cast(RulesArgs, tuple(getattr(rules, f.name) for f in fields(Rules) if f.init))


@dataclass(frozen=True)
class ArenaJob:
    rules: RulesArgs
    team0: str
    team1: str
    seed: str
    budget_ms: float | None
    #: True: the team-0 lineup sits on the odd seats (the mirror match of a pair).
    swapped: bool
    #: "": no signs; "team0": team 0's partners sign; "team0+catch": and may be caught.
    signs: str = ""


def _run_job(job: ArenaJob) -> tuple[int | None, MatchResult]:
    """Play one arena match; returns (winning lineup: 0 = team0's, 1 = team1's, result)."""
    rules = Rules(*job.rules)
    a = make_bot(job.team0, budget_ms=job.budget_ms, falta=rules.falta)
    b = make_bot(job.team1, budget_ms=job.budget_ms, falta=rules.falta)
    even, odd = (b, a) if job.swapped else (a, b)
    bots = [even if lineup_of(rules, s) == 0 else odd for s in range(rules.players)]
    setup = None
    if job.signs:
        parity = 1 if job.swapped else 0
        signers = frozenset(s for s in range(rules.players) if lineup_of(rules, s) == parity)
        setup = SignsSetup(signers, catching=job.signs.endswith("+catch"))
    result = play_match(rules, bots, job.seed, signs=setup)
    if result.winner is None:
        return None, result
    return (result.winner ^ 1 if job.swapped else result.winner), result


def run_arena(
    rules_list: Sequence[Rules],
    team0: str,
    team1: str,
    matches: int,
    seed: int,
    budget_ms: float | None = None,
    jobs: int = 1,
    signs: str = "",
) -> dict[str, object]:
    """Play ``matches`` matches and summarise them (the arena's JSON).

    ``signs``: "" (none), "team0" (team 0's partners sign to each other) or "team0+catch"
    (and team 1 may catch them).
    """
    work = []
    for k in range(matches):
        rules = rules_list[(k // 2) % len(rules_list)]
        job_seed = f"arena/{seed}/{k // 2}"
        work.append(
            ArenaJob(rules_args(rules), team0, team1, job_seed, budget_ms, k % 2 == 1, signs)
        )
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            outcomes = list(pool.map(_run_job, work, chunksize=4))
    else:
        outcomes = [_run_job(job) for job in work]
    wall = time.perf_counter() - start
    wins = [0, 0]
    #: With 3 players: team0's wins and matches as the gallo (0) and as the pair (1).
    role_wins, role_matches = [0, 0], [0, 0]
    unfinished = 0
    hands = actions = 0
    times: dict[str, list[float]] = {}
    errors: list[str] = []
    calls: dict[str, LevelCalls] = {}
    for job, (winner, result) in zip(work, outcomes, strict=True):
        for name, said in result.calls.items():
            calls.setdefault(name, LevelCalls()).add(said)
        if winner is None:
            unfinished += 1
        else:
            wins[winner] += 1
            role = 1 if job.swapped else 0
            role_matches[role] += 1
            role_wins[role] += int(winner == 0)
        hands += result.hands
        actions += result.actions
        for name, values in result.times.items():
            times.setdefault(name, []).extend(values)
        errors.extend(result.errors)
    decided = wins[0] + wins[1]
    low, high = wilson(wins[0], decided)
    rules0 = rules_list[0]
    roles: dict[str, object] = {}
    if all(r.players == 3 for r in rules_list):
        for role, name in ((0, "team0_as_gallo"), (1, "team0_as_pair")):
            n, won = role_matches[role], role_wins[role]
            role_low, role_high = wilson(won, n)
            roles[name] = {
                "wins": won,
                "matches": n,
                "win_rate": round(won / n, 4) if n else None,
                "wilson95": [round(role_low, 4), round(role_high, 4)],
            }
    return {
        "variant": rules0.variant_name if len(rules_list) == 1 else "all",
        "players": rules0.players if len(rules_list) == 1 else "all",
        "team0": team0,
        "team1": team1,
        "matches": matches,
        "seed": seed,
        "budget_ms": budget_ms,
        "signs": signs,
        "wins": {"team0": wins[0], "team1": wins[1]},
        "unfinished": unfinished,
        "win_rate_team0": round(wins[0] / decided, 4) if decided else None,
        "wilson95_team0": [round(low, 4), round(high, 4)],
        **({"roles": roles} if roles else {}),
        "hands_per_second": round(hands / wall, 1) if wall else None,
        "actions_per_second": round(actions / wall, 1) if wall else None,
        "wall_seconds": round(wall, 2),
        "decision_ms": {
            name: {
                "count": len(values),
                "p50": round(percentile(values, 0.5), 3),
                "p95": round(percentile(values, 0.95), 3),
                "max": round(max(values), 3),
            }
            for name, values in sorted(times.items())
        },
        "calls": {name: said.summary() for name, said in sorted(calls.items())},
        "errors": len(errors),
        "error_samples": errors[:5],
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="truco-arena",
        description="Play matches between computer players and measure them "
        "(without --matches: one match in the terminal, with its hand log)",
    )
    parser.add_argument("--variant", default=DEFAULT_VARIANT, choices=list(VARIANTS))
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--flor", default="off", choices=["off", "simple", "full"])
    parser.add_argument("--falta", default="total", choices=["total", "malas"])
    parser.add_argument("--deck", default="dirty", choices=["dirty", "clean"])
    parser.add_argument("--target", type=int, default=0)
    parser.add_argument("--team0", default="random", choices=list(LEVEL_NAMES))
    parser.add_argument("--team1", default="random", choices=list(LEVEL_NAMES))
    parser.add_argument("--matches", type=int, default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="expert thinking time per decision (default: fixed samples)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--signs", action="store_true", help="team 0's partners make señas to each other"
    )
    parser.add_argument(
        "--signs-catch", action="store_true", help="with --signs: team 1 may catch them"
    )
    parser.add_argument(
        "--all-options",
        action="store_true",
        help="cycle through every variant, player count and option",
    )
    parser.add_argument(
        "--terminal", action="store_true", help="play one match in the terminal with its hand log"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    players = args.players if args.players is not None else 4
    rules = Rules(
        variant_name=args.variant,
        players=players,
        flor=args.flor,
        falta=args.falta,
        target=args.target,
        deck_option=args.deck,
        **arena_gallo(players),
    )
    if args.matches is None or args.terminal:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        if args.team0 == "random" and args.team1 == "random":
            match = play_random_match(rules, random.Random(seed), out=print)
            print(f"Final score: {' - '.join(str(v) for v in match.score)}")
            return 0
        a = make_bot(args.team0, budget_ms=args.budget_ms, falta=args.falta)
        b = make_bot(args.team1, budget_ms=args.budget_ms, falta=args.falta)
        bots = [a if lineup_of(rules, s) == 0 else b for s in range(players)]
        result = play_match(rules, bots, f"terminal/{seed}", out=print)
        print(f"Winner: team {result.winner}; errors: {len(result.errors)}")
        return 0 if not result.errors else 1
    rules_list = ALL_OPTIONS if args.all_options else (rules,)
    seed = args.seed if args.seed is not None else 0
    signs = ("team0+catch" if args.signs_catch else "team0") if args.signs else ""
    summary = run_arena(
        rules_list, args.team0, args.team1, args.matches, seed, args.budget_ms, args.jobs, signs
    )
    print(json.dumps(summary, indent=2))
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
