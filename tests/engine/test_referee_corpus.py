"""The referee corpus: 10,000 hand records whose answers are frozen, byte for byte.

Why this test exists: the hand engine (``engine/hand.py`` and its neighbours) is being
rewritten. The referee's answer to a hand record is the engine's public contract
(REFEREE.md): its score, its seat to act, its legal actions, its refusals with their
reason codes, rules and messages, and its ``bad_record`` messages. Before the rewrite,
``scripts/make_referee_corpus.py`` dealt 10,000 records covering every variant, player
count and option (with scores near the target, mão de onze and mão de ferro, pica-pica,
about 10% ending with an illegal action and 2% malformed) and stored the answers that
``referee.answer_line`` of that engine gave (commit 5d40604). This is the rewrite's
safety net: every answer must stay byte-identical.

A mismatch is a change of behaviour. Either the rewrite has a bug, or the behaviour was
changed on purpose (a rule fixed): then regenerate the data with the new code and say in
the commit which answers changed and why. Never sample the corpus: a rare state is
exactly where a rewrite goes wrong.
"""

from __future__ import annotations

import difflib
import gzip
import json
from collections import Counter
from pathlib import Path

from truco_desktop.referee import answer_line

DATA = Path(__file__).resolve().parents[1] / "data"
CORPUS_FILE = DATA / "referee-corpus.jsonl.gz"
ANSWERS_FILE = DATA / "referee-corpus-answers.jsonl.gz"
COUNT = 10_000
#: Mismatches shown in full in a failure message.
SHOWN = 5


def read_lines(path: Path) -> list[str]:
    """The lines of a gzipped JSON Lines file, blank lines included (they are cases too)."""
    text = gzip.decompress(path.read_bytes()).decode("utf-8")
    assert text.endswith("\n"), f"{path.name} does not end with a newline"
    # split("\n"), not splitlines(): a record may hold U+2028 and the like.
    return text[:-1].split("\n")


def describe(number: int, line: str, got: str, expected: str) -> str:
    """One mismatch: the line number, the record and a diff of the two answers."""

    def pretty(answer: str) -> list[str]:
        try:
            return json.dumps(json.loads(answer), indent=1, sort_keys=True).splitlines()
        except ValueError:
            return [answer]

    diff = difflib.unified_diff(
        pretty(expected), pretty(got), "stored answer", "answer now", lineterm="", n=2
    )
    record = line if len(line) <= 600 else line[:600] + "..."
    return f"line {number}: {record}\n" + "\n".join(diff)


def test_corpus_and_answers_line_up() -> None:
    lines = read_lines(CORPUS_FILE)
    answers = read_lines(ANSWERS_FILE)
    assert len(lines) == COUNT
    assert len(answers) == COUNT


def test_every_answer_is_unchanged() -> None:
    """``answer_line`` of the code under test gives the stored answer for every line."""
    lines = read_lines(CORPUS_FILE)
    answers = read_lines(ANSWERS_FILE)
    mismatches: list[tuple[int, str, str, str]] = []
    for number, (line, expected) in enumerate(zip(lines, answers, strict=True), start=1):
        got = answer_line(line)
        if got != expected:
            mismatches.append((number, line, got, expected))
    if mismatches:
        numbers = ", ".join(str(m[0]) for m in mismatches[:20])
        shown = "\n\n".join(describe(*m) for m in mismatches[:SHOWN])
        raise AssertionError(
            f"{len(mismatches)} of {len(lines)} answers changed (lines {numbers}"
            f"{', ...' if len(mismatches) > 20 else ''}); the first {min(SHOWN, len(mismatches))}:"
            f"\n\n{shown}"
        )


def test_corpus_still_covers_every_variant_and_outcome() -> None:
    """A regenerated corpus must not silently lose a variant, an option or an outcome."""
    kinds: Counter[str] = Counter()
    for line, answer in zip(read_lines(CORPUS_FILE), read_lines(ANSWERS_FILE), strict=True):
        result = json.loads(answer)
        if result.get("error") == "bad_record":
            kinds["bad_record"] += 1
            continue
        record = json.loads(line)
        options = record.get("options", {})
        players = options.get("players", 4)
        kinds[f"{record['variant']}/{players}"] += 1
        kinds[f"{record['variant']}/{options.get('hand_kind', 'redondo')}"] += 1
        kinds[f"flor/{options.get('flor', 'off')}"] += 1
        kinds[f"falta/{options.get('falta', 'total')}"] += 1
        kinds[f"deck/{options.get('deck', 'dirty')}"] += 1
        if not result["ok"]:
            kinds["illegal_action"] += 1
        elif result["game_over"]:
            kinds["game_over"] += 1
        elif result["hand_over"]:
            kinds["hand_over"] += 1
        else:
            kinds["mid_hand"] += 1
    for kind in (
        "argentino/2",
        "argentino/4",
        "argentino/6",
        "argentino/pica",
        "mineiro/2",
        "mineiro/4",
        "paulista/2",
        "paulista/4",
        "flor/simple",
        "flor/full",
        "falta/malas",
        "deck/clean",
    ):
        assert kinds[kind] >= 200, (kind, kinds[kind])
    assert kinds["illegal_action"] >= COUNT // 20, kinds
    assert kinds["bad_record"] >= COUNT // 100, kinds
    for outcome in ("game_over", "hand_over", "mid_hand"):
        assert kinds[outcome] >= COUNT // 10, kinds
