#!/usr/bin/env python3
"""Make golden saved matches and hand histories, written by the release being frozen.

Players' disks hold files that this release wrote: the match in progress
(``storage.savegame``, the body is ``Match.to_json``) and the hand histories
(``history.HandHistory``, one hand record a line). A later release must read them and
find the same matches and hands. This script plays matches of every variant and player
count with random legal actions (fixed seeds), and writes with the real stores:

* ``tests/data/golden/saves/<name>.json``: a save file exactly as ``SaveStore.save``
  writes it (the clock is fixed), and ``<name>.expected.json``: what the code that wrote
  it says about it, from public facts only (score, hand and game numbers, series, seat
  to act and its legal actions, the legal actions of every seat, the hand's record and
  the referee's answer to it);
* ``tests/data/golden/history/<variant>.jsonl``: a history file exactly as
  ``HandHistory.add`` writes it, and ``<variant>.expected.json``: the records the store
  returns and the referee's answer to each.

``tests/storage/test_golden_files.py`` loads every file through the loaders of the code
under test and compares. Run against the code to freeze::

    PYTHONPATH=<checkout of that code> .venv/bin/python scripts/make_golden_saves.py

Given the same engine, the output is the same on every run (``--check`` compares).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import truco_desktop
from truco_desktop.engine.actions import Action
from truco_desktop.engine.match import Match
from truco_desktop.engine.record import judge, record_from_hand
from truco_desktop.engine.rules import Rules
from truco_desktop.paths import AppPaths
from truco_desktop.play.history import HandHistory, with_whys
from truco_desktop.storage.savegame import SaveStore

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "golden"
SAVED_AT = datetime(2025, 6, 1, 12, 0, 0, tzinfo=UTC)
MAX_ATTEMPTS = 400
#: Finished hands of one scenario's match kept in the history (the last ones).
HISTORY_PER_SCENARIO = 10

Json = dict[str, Any]

BASE_WEIGHTS: dict[str, float] = {
    "play": 4.0,
    "play_covered": 1.0,
    "mazo": 0.2,
    "quiero": 2.0,
    "no_quiero": 1.0,
    "keep_set": 1.0,
    "discard_set": 1.0,
    "give_set": 1.0,
}


@dataclass(frozen=True)
class Scenario:
    """A match to play until ``stop`` says the save is worth keeping."""

    name: str
    rules: Rules
    stop: Callable[[Match], bool]
    weights: dict[str, float] = field(default_factory=dict)
    max_actions: int = 3000


# --------------------------------------------------------------------------- public facts


def current_record(match: Match) -> Json:
    """The hand record of the hand in progress (REFEREE.md), as the app exports it."""
    return record_from_hand(match.hand).to_json()


def words(record: Json) -> list[str]:
    return [a["action"] for a in record.get("actions", [])]


def legal_strings(actions: Sequence[Action]) -> list[str]:
    return sorted(str(a) for a in actions)


def start_score(match: Match) -> tuple[int, int]:
    score = current_record(match)["score"]
    return score[0], score[1]


def on_eleven(match: Match) -> int:
    """How many teams started this hand on target - 1 (Brazilian variants)."""
    target = match.rules.target
    return sum(1 for s in start_score(match) if s == target - 1)


def mid_hand(match: Match) -> bool:
    return not match.hand.is_over


def duel_of_mano_done(match: Match) -> bool:
    """In a pica-pica hand: the first duel (the mano's) is over."""
    record = current_record(match)
    mano = (record["dealer"] + 1) % 6
    to_act = match.to_act
    return to_act is not None and to_act not in (mano, (mano + 3) % 6)


# --------------------------------------------------------------------------- playing


def choose(rng: random.Random, legal: Sequence[Action], weights: dict[str, float]) -> Action:
    ordered = sorted(legal, key=str)
    table = {**BASE_WEIGHTS, **weights}
    return rng.choices(ordered, weights=[table.get(a.kind, 1.0) for a in ordered], k=1)[0]


def step(match: Match, rng: random.Random, weights: dict[str, float]) -> Match:
    """One random legal action (a partner answers for his team now and then)."""
    if match.needs_deal:
        match, _events = match.next_hand()
        return match
    to_act = match.to_act
    assert to_act is not None
    seat = to_act
    legal: Sequence[Action] = match.legal_actions()
    if rng.random() < 0.3:
        partners = [
            s
            for s in range(match.rules.players)
            if s != to_act and s % 2 == to_act % 2 and match.hand.legal_actions_for(s)
        ]
        if partners:
            seat = rng.choice(partners)
            legal = match.hand.legal_actions_for(seat)
    match, _events = match.apply(seat, choose(rng, legal, weights))
    return match


def play(scenario: Scenario) -> tuple[Match, list[Json]]:
    """The first match (over the attempts) that reaches the scenario, and its hands."""
    for attempt in range(MAX_ATTEMPTS):
        key = f"golden/{scenario.name}/{attempt}"
        seed = hashlib.sha256(key.encode()).hexdigest()[:32]
        rng = random.Random(key)
        match = Match.new(scenario.rules, seed=seed)
        finished: list[Json] = []
        for _ in range(scenario.max_actions):
            if match.series_over:
                break
            match = step(match, rng, scenario.weights)
            if match.hand.is_over:  # the app keeps every finished hand in its history
                finished.append(current_record(match))
            if scenario.stop(match):
                return match, finished[-HISTORY_PER_SCENARIO:]
    raise SystemExit(f"scenario {scenario.name} not reached in {MAX_ATTEMPTS} attempts")


# --------------------------------------------------------------------------- scenarios


def has_word(match: Match, *wanted: str) -> bool:
    return any(w in wanted for w in words(current_record(match)))


def scenarios() -> list[Scenario]:
    ar = "argentino"
    mi = "mineiro"
    pa = "paulista"
    flor_bets = {"contraflor": 3.0, "contraflor_al_resto": 2.0, "flor": 2.0}
    return [
        Scenario(
            "argentino-2p-flor-off-first-hand-envido-pending",
            Rules(ar, players=2),
            lambda m: (
                m.hand_number == 0
                and mid_hand(m)
                and has_word(m, "envido", "real_envido")
                and "quiero" in legal_strings(m.legal_actions())
            ),
            {"envido": 3.0, "real_envido": 1.0},
        ),
        Scenario(
            "argentino-4p-flor-simple-falta-malas-after-5-hands",
            Rules(ar, players=4, flor="simple", falta="malas"),
            lambda m: m.hand_number >= 5 and mid_hand(m) and has_word(m, "flor"),
        ),
        Scenario(
            "argentino-4p-flor-full-contraflor-between-hands",
            Rules(ar, players=4, flor="full"),
            lambda m: (
                m.hand_number >= 2
                and m.needs_deal
                and has_word(m, "contraflor", "contraflor_al_resto")
            ),
            flor_bets,
        ),
        Scenario(
            "argentino-6p-pica-pica-flor-full-second-duel",
            Rules(ar, players=6, flor="full"),
            lambda m: m.last_kind == "pica" and mid_hand(m) and duel_of_mano_done(m),
        ),
        Scenario(
            "argentino-6p-redondo-only-after-3-hands",
            Rules(ar, players=6, pica_pica=False, falta="malas"),
            lambda m: m.hand_number >= 3 and mid_hand(m) and len(words(current_record(m))) >= 4,
        ),
        Scenario(
            "argentino-2p-best-of-three-second-game",
            Rules(ar, players=2, target=15, best_of_three=True, flor="full"),
            lambda m: (
                m.game_number == 1
                and m.hand_number >= 1
                and mid_hand(m)
                and start_score(m) != (0, 0)
            ),
        ),
        Scenario(
            "mineiro-2p-discard-set-mid-hand",
            Rules(mi, players=2),
            lambda m: (
                m.hand_number >= 1
                and mid_hand(m)
                and has_word(m, "discard_set")
                and has_word(m, "play")
            ),
            {"discard_set": 3.0},
        ),
        Scenario(
            "mineiro-4p-give-set-then-mao-de-onze-decision",
            Rules(mi, players=4),
            lambda m: (
                on_eleven(m) == 1
                and has_word(m, "give_set")
                and legal_strings(m.legal_actions()) == ["no_quiero", "quiero"]
            ),
            {"give_set": 4.0, "discard_set": 2.0},
        ),
        Scenario(
            "mineiro-4p-truco-accepted-after-4-hands",
            Rules(mi, players=4),
            lambda m: (
                m.hand_number >= 4
                and mid_hand(m)
                and has_word(m, "quiero")
                and has_word(m, "truco")
                and on_eleven(m) == 0
            ),
            {"truco": 2.0},
        ),
        Scenario(
            "mineiro-2p-mao-de-ferro",
            Rules(mi, players=2),
            lambda m: on_eleven(m) == 2 and mid_hand(m) and has_word(m, "play"),
        ),
        Scenario(
            "paulista-2p-clean-after-3-hands-truco-accepted",
            Rules(pa, players=2, deck_option="clean"),
            lambda m: (
                m.hand_number >= 3
                and mid_hand(m)
                and has_word(m, "truco")
                and has_word(m, "quiero")
                and has_word(m, "play")
            ),
        ),
        Scenario(
            # In 2 players a face-down card always ends the hand (it loses its trick).
            "paulista-4p-clean-covered-mid-hand",
            Rules(pa, players=4, deck_option="clean"),
            lambda m: m.hand_number >= 1 and mid_hand(m) and has_word(m, "play_covered"),
            {"play_covered": 3.0},
        ),
        Scenario(
            "paulista-4p-dirty-seis-pending",
            Rules(pa, players=4),
            lambda m: (
                m.hand_number >= 2 and mid_hand(m) and words(current_record(m))[-1:] == ["seis"]
            ),
            {"truco": 2.0, "seis": 2.0},
        ),
        Scenario(
            "paulista-2p-dirty-mao-de-onze-decision",
            Rules(pa, players=2),
            lambda m: (
                on_eleven(m) == 1
                and legal_strings(m.legal_actions())
                == [
                    "no_quiero",
                    "quiero",
                ]
                and not words(current_record(m))
            ),
        ),
        Scenario(
            "paulista-4p-dirty-best-of-three-third-game",
            Rules(pa, players=4, best_of_three=True),
            lambda m: (
                m.game_number == 2
                and m.hand_number >= 1
                and mid_hand(m)
                and start_score(m) != (0, 0)
            ),
        ),
        Scenario(
            "paulista-4p-clean-match-over",
            Rules(pa, players=4, deck_option="clean"),
            lambda m: m.series_over,
        ),
    ]


# --------------------------------------------------------------------------- summaries


def save_summary(match: Match) -> Json:
    """What the code that wrote the save says about it: public facts only."""
    record = current_record(match)
    to_act = match.to_act
    return {
        "score": list(match.score),
        "hand_number": match.hand_number,
        "game_number": match.game_number,
        "series": list(match.series),
        "last_kind": match.last_kind,
        "game_over": match.game_over,
        "series_over": match.series_over,
        "needs_deal": match.needs_deal,
        "to_act": to_act,
        "legal": legal_strings(match.legal_actions()),
        "legal_by_seat": [
            legal_strings(match.hand.legal_actions_for(s)) for s in range(match.rules.players)
        ],
        "history": [
            f"{a['seat']}:{a['action']}" + (f":{a['card']}" if "card" in a else "")
            for a in record.get("actions", [])
        ],
        "hand_record": record,
        "referee": judge(record),
    }


def history_summary(variant: str, records: list[Json]) -> Json:
    return {
        "variant": variant,
        "count": len(records),
        "referee": [judge(r) for r in records],
    }


# --------------------------------------------------------------------------- writing


def dump_summary(summary: Json) -> str:
    return json.dumps(summary, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def build(out: Path) -> dict[str, int]:
    """Write every golden file under ``out``; return the number of files per kind."""
    saves = out / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    by_variant: dict[str, list[Json]] = {"argentino": [], "mineiro": [], "paulista": []}
    with tempfile.TemporaryDirectory() as tmp:
        for scenario in scenarios():
            match, finished = play(scenario)
            paths = AppPaths.under(Path(tmp) / scenario.name)
            SaveStore(paths, clock=lambda: SAVED_AT).save(match.to_json())
            shutil.copyfile(paths.current_match_file, saves / f"{scenario.name}.json")
            (saves / f"{scenario.name}.expected.json").write_text(
                dump_summary(save_summary(match)), encoding="utf-8"
            )
            by_variant[scenario.rules.variant_name].extend(finished)
            print(f"{scenario.name}: hand {match.hand_number}", file=sys.stderr)
        history_root = AppPaths.under(Path(tmp) / "history-home")
        store = HandHistory(history_root)
        history_out = out / "history"
        history_out.mkdir(parents=True, exist_ok=True)
        for variant, records in by_variant.items():
            for index, record in enumerate(records):
                if variant == "argentino" and index in (1, 4):
                    # What the history keeps beside each action: the bot's reason.
                    whys: list[object] = [
                        {"code": "golden_reason", "params": {"index": i}}
                        for i in range(len(record.get("actions", [])))
                    ]
                    whys[0] = "plain text reason"
                    record = with_whys(record, whys)
                store.add(record)
            shutil.copyfile(store.path_for(variant), history_out / f"{variant}.jsonl")
            kept = store.records(variant)
            (history_out / f"{variant}.expected.json").write_text(
                dump_summary(history_summary(variant, kept)), encoding="utf-8"
            )
    return {
        "saves": len(list(saves.glob("*.expected.json"))),
        "histories": len(list(history_out.glob("*.expected.json"))),
    }


def tree_bytes(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="compare with the files, write none")
    args = parser.parse_args(argv)
    print(f"engine: {Path(truco_desktop.__file__).parent}", file=sys.stderr)
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            build(Path(tmp))
            same = tree_bytes(Path(tmp)) == tree_bytes(GOLDEN)
        print(json.dumps({"golden_same": same}))
        return 0 if same else 1
    if GOLDEN.exists():
        shutil.rmtree(GOLDEN)
    print(json.dumps(build(GOLDEN)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
