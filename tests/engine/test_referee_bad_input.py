"""The referee answers every line, whatever it holds, and never crashes."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco_desktop.referee import answer_line

ROOT = Path(__file__).resolve().parents[2]
CASES = [
    json.loads(line)
    for line in (ROOT / "tests" / "data" / "referee-examples.jsonl").read_text().splitlines()
    if line
]
VALID = {
    "variant": "argentino",
    "options": {"players": 2},
    "score": [0, 0],
    "dealer": 1,
    "hands": [["1e", "7o", "3c"], ["4b", "5b", "12o"]],
    "actions": [{"seat": 0, "action": "envido"}, {"seat": 1, "action": "quiero"}],
}


def with_(**changes: Any) -> str:
    rec = copy.deepcopy(VALID)
    for key, value in changes.items():
        if value is KeyError:
            rec.pop(key)
        else:
            rec[key] = value
    return json.dumps(rec)


BAD_LINES = {
    "empty": "",
    "spaces": "   \t ",
    "truncated": json.dumps(VALID)[:40],
    "not json": "hello referee",
    "array": "[1, 2, 3]",
    "null": "null",
    "number": "42",
    "string": '"argentino"',
    "empty object": "{}",
    "unknown variant": with_(variant="uruguayo"),
    "variant not a string": with_(variant=3),
    "unknown option": with_(options={"players": 2, "jokers": True}),
    "unknown option value": with_(options={"players": 2, "flor": "sometimes"}),
    "options not an object": with_(options=[2]),
    "three players": with_(options={"players": 3}),
    "six players in mineiro": json.dumps(
        {**VALID, "variant": "mineiro", "options": {"players": 6}}
    ),
    "players as text": with_(options={"players": "2"}),
    "players as bool": with_(options={"players": True}),
    "missing score": with_(score=KeyError),
    "score as text": with_(score="0-0"),
    "score of three": with_(score=[0, 0, 0]),
    "negative score": with_(score=[-1, 0]),
    "huge score": with_(score=[10**40, 0]),
    "score float": with_(score=[0.5, 0]),
    "score at target": with_(score=[30, 0]),
    "missing dealer": with_(dealer=KeyError),
    "dealer out of range": with_(dealer=2),
    "dealer huge": with_(dealer=10**100),
    "dealer bool": with_(dealer=True),
    "missing hands": with_(hands=KeyError),
    "hands as dict": with_(hands={"0": ["1e"]}),
    "card twice": with_(hands=[["1e", "7o", "3c"], ["1e", "5b", "12o"]]),
    "card not in deck": with_(hands=[["8e", "7o", "3c"], ["4b", "5b", "12o"]]),
    "french card in spanish deck": with_(hands=[["Ah", "7o", "3c"], ["4b", "5b", "12o"]]),
    "two cards": with_(hands=[["1e", "7o"], ["4b", "5b", "12o"]]),
    "four cards": with_(hands=[["1e", "7o", "3c", "2c"], ["4b", "5b", "12o"]]),
    "three seats": with_(hands=[["1e", "7o", "3c"], ["4b", "5b", "12o"], ["2c", "2o", "2e"]]),
    "card not a string": with_(hands=[[1, "7o", "3c"], ["4b", "5b", "12o"]]),
    "actions not a list": with_(actions={"seat": 0}),
    "action not an object": with_(actions=["envido"]),
    "unknown action": with_(actions=[{"seat": 0, "action": "retruque"}]),
    "seat out of range": with_(actions=[{"seat": 2, "action": "envido"}]),
    "seat negative": with_(actions=[{"seat": -1, "action": "envido"}]),
    "seat huge": with_(actions=[{"seat": 10**30, "action": "envido"}]),
    "seat as text": with_(actions=[{"seat": "0", "action": "envido"}]),
    "play without card": with_(actions=[{"seat": 0, "action": "play"}]),
    "play with a bad card": with_(actions=[{"seat": 0, "action": "play", "card": "99x"}]),
    "missing action word": with_(actions=[{"seat": 0}]),
    "vira in argentino": with_(vira="1o"),
    "deeply nested": "[" * 100_000 + "]" * 100_000,
    "very long line": json.dumps({**VALID, "padding": "x" * 2_000_000}),
    "nan score": with_(score=[float("nan"), 0]),
}

ILLEGAL_LINES = {
    "card not held": with_(actions=[{"seat": 0, "action": "play", "card": "4b"}]),
    "out of turn": with_(actions=[{"seat": 1, "action": "envido"}]),
    "mazo in mineiro": json.dumps(
        {
            "variant": "mineiro",
            "options": {"players": 2},
            "score": [0, 0],
            "dealer": 1,
            "hands": [["3c", "5h", "6s"], ["2c", "Kd", "4d"]],
            "actions": [{"seat": 0, "action": "mazo"}],
        }
    ),
    "seis in argentino": with_(actions=[{"seat": 0, "action": "seis"}]),
    "action after the hand": with_(
        actions=[{"seat": 0, "action": "mazo"}, {"seat": 1, "action": "truco"}]
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_LINES))
def test_bad_record_lines(name: str) -> None:
    answer = json.loads(answer_line(BAD_LINES[name]))
    assert answer["ok"] is False and answer["error"] == "bad_record", answer
    assert answer["message"]


@pytest.mark.parametrize("name", sorted(ILLEGAL_LINES))
def test_illegal_action_lines(name: str) -> None:
    answer = json.loads(answer_line(ILLEGAL_LINES[name]))
    assert answer["ok"] is False and answer["error"] == "illegal_action", answer
    assert isinstance(answer["index"], int) and answer["message"] and answer["rule"]
    assert "legal" in answer and "score" in answer


def test_the_command_survives_invalid_utf8_and_every_bad_line() -> None:
    lines = [BAD_LINES[k].encode() for k in sorted(BAD_LINES) if "\n" not in BAD_LINES[k]]
    lines.append(b"\xff\xfe{not utf8")
    done = subprocess.run(
        [sys.executable, "-m", "truco_desktop.referee"],
        input=b"\n".join(lines) + b"\n",
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0
    answers = done.stdout.decode().splitlines()
    assert len(answers) == len(lines)
    assert all(json.loads(a)["error"] == "bad_record" for a in answers)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=10,
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_records_always_get_one_answer(data: st.DataObject) -> None:
    record = copy.deepcopy(data.draw(st.sampled_from(CASES))["record"])
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(paths(record)[1:] or [()]))
        if not where:
            break
        parent = record
        for key in where[:-1]:
            parent = parent[key]
        kind = data.draw(st.sampled_from(["replace", "delete", "swap"]))
        if kind == "delete":
            del parent[where[-1]]
        elif kind == "replace":
            parent[where[-1]] = data.draw(JSON_VALUES)
        else:
            other = data.draw(st.sampled_from(paths(record)[1:]))
            try:
                value = record
                for key in other:
                    value = value[key]
                parent[where[-1]] = copy.deepcopy(value)
            except (KeyError, IndexError, TypeError):
                pass
    line = json.dumps(record)
    if data.draw(st.booleans()):
        line = line[: data.draw(st.integers(0, len(line)))]
    answer = json.loads(answer_line(line))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert answer["error"] in ("bad_record", "illegal_action")
        assert "could not be judged" not in answer.get("message", ""), answer
