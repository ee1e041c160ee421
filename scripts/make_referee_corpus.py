#!/usr/bin/env python3
"""Make the referee corpus: 10,000 hand records and the referee's answer to each.

The corpus freezes what the referee answers today, so that a rewrite of the engine can
be checked to answer every line byte for byte the same (``tests/engine/
test_referee_corpus.py``). Run it against the code whose behaviour is to be frozen::

    PYTHONPATH=<checkout of that code> .venv/bin/python scripts/make_referee_corpus.py

It writes ``tests/data/referee-corpus.jsonl.gz`` (one hand record a line, REFEREE.md)
and ``tests/data/referee-corpus-answers.jsonl.gz`` (``referee.answer_line`` of each line),
both gzip with mtime 0, and prints the corpus's distribution as JSON.

Each record deals a deck shuffled by ``random.Random(SEED)`` with the engine's
``deal_cards`` and plays random legal actions (``legal_actions()`` of the seat to act, or
``legal_actions_for`` a partner who answers for his team), chosen from the actions sorted
as strings, so that the records do not depend on the order in which the engine lists
them. Variants, player counts and options are drawn so that all of them occur, with
scores near the target (falta envido, contraflor al resto, game-ending points, mão de
onze, mão de ferro). About one record in ten ends with one illegal action and one in
fifty is malformed, so that refusals and ``bad_record`` messages are frozen too.

Given the same engine, the output is the same on every run (``--check`` compares it with
the files). After a rewrite that keeps the behaviour, it is also the same.
"""

from __future__ import annotations

import argparse
import copy
import gzip
import json
import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import truco_desktop
from truco_desktop.engine import actions as A
from truco_desktop.engine.actions import Action
from truco_desktop.engine.cards import Card, has_flor
from truco_desktop.engine.errors import BadRecord, IllegalAction
from truco_desktop.engine.hand import Hand, deal_cards
from truco_desktop.engine.record import HandRecord
from truco_desktop.engine.rules import Rules
from truco_desktop.referee import answer_line

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
CORPUS_FILE = DATA / "referee-corpus.jsonl.gz"
ANSWERS_FILE = DATA / "referee-corpus-answers.jsonl.gz"

SEED = 20_250_601
COUNT = 10_000
ILLEGAL_SHARE = 0.10
MALFORMED_SHARE = 0.02

#: How likely each action word is to be chosen among the legal ones (relative weights).
WEIGHTS: dict[str, float] = {
    "play": 3.0,
    "play_covered": 1.0,
    "mazo": 0.25,
    "quiero": 2.0,
    "no_quiero": 1.2,
    "envido": 1.0,
    "real_envido": 0.8,
    "falta_envido": 0.7,
    "truco": 1.0,
    "retruco": 1.0,
    "vale_cuatro": 1.0,
    "seis": 1.0,
    "nove": 1.0,
    "doze": 1.0,
    "flor": 1.5,
    "contraflor": 1.0,
    "contraflor_al_resto": 1.0,
    "con_flor_quiero": 1.0,
    "con_flor_me_achico": 1.0,
    "keep_set": 1.0,
    "discard_set": 1.2,
    "give_set": 1.2,
}

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Setup:
    """What one record is dealt under, and the labels it is counted under."""

    rules: Rules
    hand_kind: str
    score: tuple[int, int]
    dealer: int
    label: str


def team_of(seat: int) -> int:
    return seat % 2


def choose_action(rng: random.Random, legal: Sequence[Action]) -> Action:
    """A weighted random choice, independent of the order of ``legal``."""
    ordered = sorted(legal, key=str)
    weights = [WEIGHTS.get(a.kind, 1.0) for a in ordered]
    return rng.choices(ordered, weights=weights, k=1)[0]


# --------------------------------------------------------------------------- set-ups


def argentino_setup(rng: random.Random) -> Setup:
    players = rng.choices((2, 4, 6), weights=(3, 4, 3), k=1)[0]
    flor = rng.choice(("off", "simple", "full"))
    falta = rng.choice(("total", "malas"))
    target = rng.choices(
        (30, 15, 20, 40, rng.randrange(1, 61), rng.choice((1, 2, 3, 100, 1000))),
        weights=(55, 12, 5, 5, 15, 3),
        k=1,
    )[0]
    hand_kind = "redondo"
    if players == 6:
        hand_kind = rng.choice(("redondo", "pica"))
    score = near_target_score(rng, target, near=0.25)
    rules = Rules("argentino", players=players, flor=flor, falta=falta, target=target)
    kind = f"-{hand_kind}" if players == 6 else ""
    label = f"argentino/{players}p{kind}"
    return Setup(rules, hand_kind, score, rng.randrange(players), label)


def brazil_setup(rng: random.Random, variant: str) -> Setup:
    players = rng.choice((2, 4))
    deck = rng.choice(("dirty", "clean")) if variant == "paulista" else "dirty"
    target = rng.choices(
        (12, rng.randrange(2, 25), rng.choice((1, 2, 3, 24, 1000))), weights=(80, 15, 5), k=1
    )[0]
    roll = rng.random()
    on_eleven = target - 1
    if roll < 0.30:  # mão de onze: exactly one team on target - 1
        team = rng.randrange(2)
        other = rng.randrange(0, on_eleven) if on_eleven > 0 else 0
        score = (on_eleven, other) if team == 0 else (other, on_eleven)
    elif roll < 0.42:  # mão de ferro: both teams on target - 1
        score = (on_eleven, on_eleven)
    else:
        score = near_target_score(rng, target, near=0.3)
    rules = Rules(variant, players=players, target=target, deck_option=deck)
    deck_label = f"-{deck}" if variant == "paulista" else ""
    label = f"{variant}/{players}p{deck_label}"
    return Setup(rules, "redondo", score, rng.randrange(players), label)


def near_target_score(rng: random.Random, target: int, near: float) -> tuple[int, int]:
    """Both scores below the target; with probability ``near``, close to it."""

    def one() -> int:
        if rng.random() < near:
            return rng.randrange(max(0, target - 6), target)
        return rng.randrange(0, target)

    return one(), one()


def draw_setup(rng: random.Random) -> Setup:
    roll = rng.random()
    if roll < 0.55:
        return argentino_setup(rng)
    if roll < 0.77:
        return brazil_setup(rng, "mineiro")
    return brazil_setup(rng, "paulista")


# --------------------------------------------------------------------------- dealing


def give_flors(
    rng: random.Random,
    hands: list[list[Card]],
    rest: list[Card],
    seats: Sequence[int],
) -> None:
    """Swap cards so that each of ``seats`` holds a flor (the deal stays a permutation)."""
    fixed: set[int] = set()
    for seat in seats:
        suit = rng.choice("oceb")
        for i, card in enumerate(hands[seat]):
            if card[-1] == suit:
                continue
            # Take a card of the suit from another seat (not a fixed one) or the rest.
            places: list[tuple[int, int]] = [
                (s, j)
                for s, cards in enumerate(hands)
                if s != seat and s not in fixed
                for j, c in enumerate(cards)
                if c[-1] == suit
            ]
            places += [(-1, j) for j, c in enumerate(rest) if c[-1] == suit]
            if not places:
                break
            s, j = rng.choice(places)
            pool = rest if s < 0 else hands[s]
            hands[seat][i], pool[j] = pool[j], hands[seat][i]
        if has_flor(hands[seat]):
            fixed.add(seat)


def deal(rng: random.Random, setup: Setup) -> tuple[list[list[Card]], Card | None, list[Card]]:
    rules = setup.rules
    deck = list(rules.deck.cards)
    rng.shuffle(deck)
    cards, vira, stock = deal_cards(rules, setup.dealer, deck)
    hands = [list(c) for c in cards]
    rest = list(stock)
    if rules.flor_enabled and rng.random() < 0.5:
        count = rng.choice((1, 1, 2, 2, 3))
        seats = rng.sample(range(rules.players), min(count, rules.players))
        give_flors(rng, hands, rest, seats)
    return hands, vira, rest


# --------------------------------------------------------------------------- playing


def random_play(
    rng: random.Random, hand: Hand, limit: int | None
) -> tuple[Hand, list[tuple[int, Action]]]:
    """Play random legal actions until the hand is over or ``limit`` actions are taken."""
    taken: list[tuple[int, Action]] = []
    n = hand.rules.players
    while not hand.is_over and (limit is None or len(taken) < limit):
        to_act = hand.to_act
        assert to_act is not None
        seat = to_act
        legal: Sequence[Action] = hand.legal_actions()
        if rng.random() < 0.35:
            partners = [
                s
                for s in range(n)
                if s != to_act and team_of(s) == team_of(to_act) and hand.legal_actions_for(s)
            ]
            if partners:
                seat = rng.choice(partners)
                legal = hand.legal_actions_for(seat)
        action = choose_action(rng, legal)
        hand, _events = hand.apply(seat, action)
        taken.append((seat, action))
    return hand, taken


def illegal_action(rng: random.Random, hand: Hand) -> tuple[int, Action] | None:
    """One action that ``hand`` refuses: a random word, card or seat."""
    rules = hand.rules
    n = rules.players
    deck = rules.deck.cards
    words = sorted(A.CALL_WORDS)
    for _attempt in range(40):
        to_act = hand.to_act
        roll = rng.random()
        seat = to_act if to_act is not None and roll < 0.45 else rng.randrange(n)
        style = rng.random()
        if style < 0.45:
            action = A.call(rng.choice(words))
        elif style < 0.8:
            action = A.play(rng.choice(deck), covered=rng.random() < 0.3)
        elif to_act is not None:
            # A legal action of the seat to act, made by another seat.
            legal = sorted(hand.legal_actions(), key=str)
            others = [s for s in range(n) if s != to_act]
            partners = [s for s in others if team_of(s) == team_of(to_act)]
            seat = rng.choice(partners if partners and rng.random() < 0.5 else others)
            action = rng.choice(legal)
        else:
            action = A.call(rng.choice(words))
        if hand.is_over or action not in hand.legal_actions_for(seat):
            try:
                hand.apply(seat, action)
            except IllegalAction:
                return seat, action
            except Exception:  # a refusal that breaks: frozen as the referee answers it
                return seat, action
    return None


# --------------------------------------------------------------------------- malformed


def _first_card_of(record: Json) -> str:
    return str(record["hands"][0][0])


def _vira_mismatch(rng: random.Random, record: Json) -> None:
    """A Paulista record without its vira, or a vira where there is none."""
    if record.get("variant") == "paulista":
        del record["vira"]
    else:
        record["vira"] = "7h" if record.get("variant") == "mineiro" else "7e"


def _bad_hand_kind(rng: random.Random, record: Json) -> None:
    options = record.setdefault("options", {})
    options["hand_kind"] = "duel" if options.get("players") == 6 else rng.choice(("pica", "duel"))


MUTATIONS: dict[str, Callable[[random.Random, Json], object]] = {
    "unknown_variant": lambda r, rec: rec.__setitem__("variant", r.choice(("truco", "Argentino"))),
    "variant_not_string": lambda r, rec: rec.__setitem__("variant", 7),
    "missing_variant": lambda r, rec: rec.pop("variant"),
    "unknown_option": lambda r, rec: rec.setdefault("options", {}).__setitem__("speed", "fast"),
    "bad_players": lambda r, rec: rec.setdefault("options", {}).__setitem__(
        "players", r.choice((3, 5, 8, "4", True))
    ),
    "bad_flor": lambda r, rec: rec.setdefault("options", {}).__setitem__(
        "flor", r.choice(("on", "double", 1))
    ),
    "bad_falta": lambda r, rec: rec.setdefault("options", {}).__setitem__("falta", "buenas"),
    "bad_target": lambda r, rec: rec.setdefault("options", {}).__setitem__(
        "target", r.choice((0, -5, 1001, 30.5, "30"))
    ),
    "bad_deck": lambda r, rec: rec.setdefault("options", {}).__setitem__("deck", "marked"),
    "bad_hand_kind": _bad_hand_kind,
    "options_not_object": lambda r, rec: rec.__setitem__("options", ["players", 4]),
    "missing_score": lambda r, rec: rec.pop("score"),
    "score_at_target": lambda r, rec: rec.__setitem__(
        "score", [int(rec.get("options", {}).get("target", 30)) + r.randrange(3), 0]
    ),
    "negative_score": lambda r, rec: rec.__setitem__("score", [-1, 0]),
    "score_not_pair": lambda r, rec: rec.__setitem__("score", r.choice(([0], [0, 0, 0], "0-0"))),
    "score_float": lambda r, rec: rec.__setitem__("score", [1.0, 0]),
    "missing_dealer": lambda r, rec: rec.pop("dealer"),
    "dealer_out_of_range": lambda r, rec: rec.__setitem__("dealer", r.choice((-1, 6, 99))),
    "missing_hands": lambda r, rec: rec.pop("hands"),
    "hands_wrong_count": lambda r, rec: rec["hands"].pop(),
    "hand_two_cards": lambda r, rec: rec["hands"][0].pop(),
    "hand_four_cards": lambda r, rec: rec["hands"][0].append(rec["hands"][1][0]),
    "card_twice": lambda r, rec: rec["hands"][1].__setitem__(0, _first_card_of(rec)),
    "card_not_in_deck": lambda r, rec: rec["hands"][0].__setitem__(
        0, r.choice(("8o", "13c", "Xh", "1x", "", "4C"))
    ),
    "card_not_string": lambda r, rec: rec["hands"][0].__setitem__(0, 4),
    "vira_mismatch": _vira_mismatch,
    "vira_duplicates_card": lambda r, rec: rec.__setitem__("vira", _first_card_of(rec)),
    "stock_not_list": lambda r, rec: rec.__setitem__("stock", "4c 7h"),
    "stock_duplicates_card": lambda r, rec: rec.__setitem__("stock", [_first_card_of(rec)]),
    "actions_not_list": lambda r, rec: rec.__setitem__("actions", {"seat": 0}),
    "action_not_object": lambda r, rec: rec.setdefault("actions", []).insert(0, "play:1e"),
    "action_without_seat": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"action": "truco"}
    ),
    "action_unknown_word": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"seat": 0, "action": r.choice(("fold", "TRUCO", "play_blind", "", None))}
    ),
    "action_seat_out_of_range": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"seat": r.choice((-1, 6, 7)), "action": "truco"}
    ),
    "action_seat_not_int": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"seat": r.choice(("0", 0.0, True, None)), "action": "truco"}
    ),
    "play_without_card": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"seat": 0, "action": r.choice(("play", "play_covered"))}
    ),
    "play_bad_card": lambda r, rec: rec.setdefault("actions", []).insert(
        0, {"seat": 0, "action": "play", "card": r.choice(("8o", "Zz", 12))}
    ),
}

#: Lines that are not records at all.
RAW_LINES: tuple[str, ...] = (
    "",
    "   ",
    "not json",
    '{"variant": "argentino",',
    "[]",
    "{}",
    "null",
    '"argentino"',
    '{"variant": "argentino", "options": {"players": 4}, "score": [0, 0], "dealer": 0}',
)


def short_stock_record(rng: random.Random) -> tuple[Json, str] | None:
    """A Mineiro record whose stock cannot serve the set choices that its actions make."""
    for _attempt in range(50):
        setup = brazil_setup(rng, "mineiro")
        hands, vira, rest = deal(rng, setup)
        hand, _ = Hand.start(
            setup.rules, setup.score, setup.dealer, hands, vira, rest, setup.hand_kind
        )
        if hand.to_act is None:
            continue
        choices = [a for a in hand.legal_actions() if a.kind in ("discard_set", "give_set")]
        if not choices:
            continue
        seat = hand.to_act
        record = HandRecord(
            setup.rules,
            setup.score,
            setup.dealer,
            tuple(tuple(h) for h in hands),
            vira,
            tuple(rest[: rng.randrange(0, 3)]),
            setup.hand_kind,
            ((seat, choose_action(rng, choices)),),
        ).to_json()
        return record, setup.label
    return None


# --------------------------------------------------------------------------- records


def default_options(rules: Rules) -> dict[str, object]:
    return {
        "players": 4,
        "flor": "off",
        "falta": "total",
        "target": rules.variant.default_target,
        "deck": "dirty",
        "hand_kind": "redondo",
    }


def strip_defaults(rng: random.Random, record: Json, rules: Rules) -> None:
    """Leave out (some of) the options that have their default value."""
    options: dict[str, object] = record["options"]
    defaults = default_options(rules)
    for key in sorted(options):
        if options[key] == defaults.get(key) and rng.random() < 0.7:
            del options[key]
    if not options and rng.random() < 0.5:
        del record["options"]


def make_record(rng: random.Random, kind: str) -> tuple[Json, Setup, str]:
    """One record of ``kind`` ("play" or "illegal"), its set-up and how it ends."""
    while True:
        setup = draw_setup(rng)
        hands, vira, rest = deal(rng, setup)
        rules = setup.rules
        stock: list[Card] | None = None
        if rules.variant.set_choice:
            stock = rest if rng.random() < 0.8 else rest[:9]
        elif rng.random() < 0.1:
            stock = rest
        hand, _ = Hand.start(
            rules, setup.score, setup.dealer, hands, vira, stock or (), setup.hand_kind
        )
        to_end = 0.55 if kind == "play" else 0.12
        limit = None if rng.random() < to_end else rng.randrange(0, 16)
        hand, taken = random_play(rng, hand, limit)
        ending = "over" if hand.is_over else "mid"
        if kind == "illegal" and limit is not None and hand.is_over and rng.random() < 0.7:
            continue  # mostly refusals in the middle of a hand, not after its end
        if kind == "illegal":
            extra = illegal_action(rng, hand)
            if extra is None:
                continue
            taken.append(extra)
            ending = "illegal"
        record: Json = HandRecord(
            rules,
            setup.score,
            setup.dealer,
            tuple(tuple(h) for h in hands),
            vira,
            tuple(stock) if stock is not None else None,
            setup.hand_kind,
            tuple(taken),
        ).to_json()
        if rng.random() < 0.15:
            strip_defaults(rng, record, rules)
        if not record["actions"] and rng.random() < 0.5:
            del record["actions"]
        if record.get("actions") and rng.random() < 0.02:
            # History files carry the bot's reason; the referee ignores unknown keys.
            record["actions"][0]["why"] = {"code": "corpus", "params": {"n": 1}}
        return record, setup, ending


def make_malformed(rng: random.Random, index: int) -> tuple[str, str, str]:
    """(line, label, mutation) of one malformed line."""
    if index % 10 == 0:
        raw = RAW_LINES[(index // 10) % len(RAW_LINES)]
        return raw, "raw", "raw"
    if index % 10 == 1:
        found = short_stock_record(rng)
        if found is not None:
            record, label = found
            return dump(record), label, "short_stock"
    record, setup, _ending = make_record(rng, "play")
    name = rng.choice(sorted(MUTATIONS))
    mutated = copy.deepcopy(record)
    try:
        MUTATIONS[name](rng, mutated)
    except (IndexError, KeyError):
        mutated = {"variant": record["variant"], "hands": "none"}
        name = "fallback"
    return dump(mutated), setup.label, name


def dump(record: Json) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def build(count: int = COUNT, seed: int = SEED) -> tuple[list[str], list[str], Json]:
    """The corpus lines, their answers and the corpus's distribution."""
    rng = random.Random(seed)
    n_malformed = round(count * MALFORMED_SHARE)
    n_illegal = round(count * ILLEGAL_SHARE)
    kinds = ["malformed"] * n_malformed + ["illegal"] * n_illegal
    kinds += ["play"] * (count - len(kinds))
    rng.shuffle(kinds)
    lines: list[str] = []
    stats: dict[str, Counter[str]] = {
        name: Counter()
        for name in ("label", "option", "ending", "answer", "refusal", "mutation", "word")
    }
    malformed_index = 0
    for kind in kinds:
        if kind == "malformed":
            line, label, mutation = make_malformed(rng, malformed_index)
            malformed_index += 1
            stats["label"][label] += 1
            stats["ending"]["malformed"] += 1
            stats["mutation"][mutation] += 1
            lines.append(line)
            continue
        record, setup, ending = make_record(rng, kind)
        rules = setup.rules
        stats["label"][setup.label] += 1
        stats["ending"][ending] += 1
        if rules.variant_name == "argentino":
            stats["option"][f"flor-{rules.flor}"] += 1
            stats["option"][f"falta-{rules.falta}"] += 1
        else:
            on_eleven = [s == rules.target - 1 for s in setup.score]
            hand_type = {0: "normal", 1: "mao_de_onze", 2: "mao_de_ferro"}[sum(on_eleven)]
            stats["option"][f"{rules.variant_name}-{hand_type}"] += 1
        stats["option"][f"target-{rules.target}"] += 1
        if "options" not in record:
            stats["option"]["no-options-object"] += 1
        for word in {a["action"] for a in record.get("actions", [])}:
            stats["word"][word] += 1
        lines.append(dump(record))
    answers = [answer_line(line) for line in lines]
    for answer in answers:
        obj = json.loads(answer)
        if obj["ok"]:
            state = "game_over" if obj["game_over"] else "hand_over" if obj["hand_over"] else "mid"
            stats["answer"][f"ok/{state}"] += 1
        else:
            stats["answer"][obj["error"]] += 1
            if obj["error"] == "illegal_action":
                stats["refusal"][f"{obj['code']} ({obj['rule']})"] += 1
            elif "could not be judged" in obj["message"]:
                stats["answer"]["bad_record: could not be judged"] += 1
    summary: Json = {name: dict(sorted(c.items())) for name, c in stats.items()}
    summary["lines"] = len(lines)
    return lines, answers, summary


def gzipped(lines: Sequence[str]) -> bytes:
    return gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), compresslevel=9, mtime=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="compare with the files, write none")
    parser.add_argument("--count", type=int, default=COUNT)
    args = parser.parse_args(argv)
    print(f"engine: {Path(truco_desktop.__file__).parent}", file=sys.stderr)
    lines, answers, summary = build(args.count)
    corpus, answered = gzipped(lines), gzipped(answers)
    if args.check:
        same = [
            gzip.decompress(path.read_bytes()) == gzip.decompress(data)
            for path, data in ((CORPUS_FILE, corpus), (ANSWERS_FILE, answered))
        ]
        print(json.dumps({"corpus_same": same[0], "answers_same": same[1]}))
        return 0 if all(same) else 1
    DATA.mkdir(parents=True, exist_ok=True)
    CORPUS_FILE.write_bytes(corpus)
    ANSWERS_FILE.write_bytes(answered)
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BadRecord as error:  # a set-up the engine refuses is a bug of this script
        raise SystemExit(f"make_referee_corpus: {error}") from error
