"""Issue #17: the arena's ``calls`` section counts what each level said, checked against
the hand log of the same matches."""

from __future__ import annotations

import re
from collections import Counter

from truco_desktop.bots import make_bot
from truco_desktop.engine import Rules
from truco_desktop.engine.actions import ENVIDO_CALLS, TRUCO_WORDS
from truco_desktop.simulate import early_limit, play_match, run_arena

DECISION = re.compile(r"^  \[seat (\d+) (\w+): ")
WORD = re.compile(r"^  seat (\d+): ([a-z ]+?)(?: \(.*\))?$")


def _logged(rules: Rules, levels: tuple[str, str], seed: str) -> tuple[object, list[str]]:
    bots = [make_bot(levels[s % 2], budget_ms=None) for s in range(rules.players)]
    lines: list[str] = []
    result = play_match(rules, bots, seed, out=lines.append)
    return result, lines


def _words_by_level(lines: list[str]) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
    """(every word said, by level; how many hands each word was said in, by level)."""
    said: dict[str, Counter[str]] = {}
    hands: dict[str, Counter[str]] = {}
    in_hand: dict[str, set[str]] = {}
    level = ""

    def close() -> None:
        for name, words in in_hand.items():
            hands.setdefault(name, Counter()).update(words)
        in_hand.clear()

    for line in lines:
        if line.startswith("Hand "):
            close()
        elif m := DECISION.match(line):
            level = m.group(2)
        elif m := WORD.match(line):
            word = m.group(2).replace(" ", "_")
            said.setdefault(level, Counter())[word] += 1
            in_hand.setdefault(level, set()).add(word)
    close()
    return said, hands


def test_the_calls_match_the_hand_log() -> None:
    for rules, levels in (
        (Rules("argentino", players=2), ("normal", "random")),
        (Rules("argentino", players=4), ("hard", "random")),
        (Rules("mineiro", players=4), ("normal", "random")),
    ):
        result, lines = _logged(rules, levels, "calls/1")
        said, hands = _words_by_level(lines)
        calls = result.calls  # type: ignore[attr-defined]
        assert set(calls) == set(levels)
        for name in levels:
            got = calls[name]
            assert got.matches == 1
            assert got.hands == result.hands == sum(1 for x in lines if x.startswith("Hand "))  # type: ignore[attr-defined]
            assert got.words == said.get(name, Counter()), name
            assert got.hands_with == hands.get(name, Counter()), name
            assert got.folds == got.words["mazo"]
            truco = sum(got.words[w] for w in TRUCO_WORDS)
            assert got.truco_calls == truco
            assert 0 <= got.truco_calls_weak <= truco
            top = rules.variant.truco_ladder[-1].word
            assert got.top_rung_hands == got.hands_with[top]
            opening = got.opening_envido
            total = sum(opening["all"].values())
            assert total <= sum(got.words[w] for w in ENVIDO_CALLS)
            assert sum(opening["early"].values()) + sum(opening["late"].values()) == total
            assert sum(sum(opening[c].values()) for c in ("behind", "level", "ahead")) == total


def test_opening_envido_calls_are_the_first_of_each_hand() -> None:
    rules = Rules("argentino", players=2)
    result, lines = _logged(rules, ("random", "normal"), "calls/2")
    calls = result.calls  # type: ignore[attr-defined]
    first: Counter[str] = Counter()
    level = ""
    opened = False
    for line in lines:
        if line.startswith("Hand "):
            opened = False
        elif m := DECISION.match(line):
            level = m.group(2)
        elif (m := WORD.match(line)) and m.group(2).replace(" ", "_") in ENVIDO_CALLS:
            if not opened:
                first[(level, m.group(2).replace(" ", "_"))] += 1  # type: ignore[index]
            opened = True
    for name in ("random", "normal"):
        for word in ENVIDO_CALLS:
            assert calls[name].opening_envido["all"][word] == first[(name, word)]  # type: ignore[index]


def test_the_arena_summary_has_a_calls_section_per_level() -> None:
    summary = run_arena((Rules("argentino", players=2),), "normal", "random", 2, seed=4)
    calls = summary["calls"]
    assert isinstance(calls, dict) and set(calls) == {"normal", "random"}
    for section in calls.values():
        assert section["matches"] == 2
        assert section["hands"] > 0 and section["hands_per_match"] == section["hands"] / 2
        for key in (
            "words",
            "hand_share",
            "opening_envido",
            "truco_calls",
            "truco_calls_weak",
            "truco_weak_share",
            "bluffs",
            "folds",
            "fold_share",
            "top_rung_hands",
            "top_rung_share",
        ):
            assert key in section, key
        opening = section["opening_envido"]
        assert set(opening) == {"all", "early", "late", "behind", "level", "ahead"}
        assert set(opening["all"]) == {*ENVIDO_CALLS, "total", "falta_share"}


def test_early_means_both_teams_below_two_thirds_of_the_target() -> None:
    assert early_limit(30) == 20 and early_limit(15) == 10 and early_limit(12) == 8
