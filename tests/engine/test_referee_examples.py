"""The public referee examples, in-process and through the ``truco-referee`` command.

Two files: the examples of REFEREE.md and those of RULES-3-8-PLAYERS.md (3 and 8 players).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from truco_desktop.engine.record import judge

ROOT = Path(__file__).resolve().parents[2]
CASES_FILE = ROOT / "tests" / "data" / "referee-examples.jsonl"
THREE_EIGHT_FILE = ROOT / "tests" / "data" / "three-eight-players.jsonl"
CASE_FILES = (CASES_FILE, THREE_EIGHT_FILE)
SHARED = ROOT.parent / "shared"
CASES = [
    json.loads(line)
    for path in CASE_FILES
    for line in path.read_text().splitlines()
    if line.strip()
]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_public_example(case: dict[str, object]) -> None:
    answer = judge(case["record"])
    expect = case["expect"]
    assert isinstance(expect, dict)
    wrong = {k: (v, answer.get(k)) for k, v in expect.items() if answer.get(k) != v}
    assert not wrong, wrong


def test_referee_command_answers_every_line() -> None:
    lines = [json.dumps(c["record"]) for c in CASES] + ["", "not json", "[]", "{}"]
    done = subprocess.run(
        [sys.executable, "-m", "truco_desktop.referee"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(a) for a in done.stdout.splitlines()]
    assert len(answers) == len(lines)
    for case, answer in zip(CASES, answers, strict=False):
        assert all(answer.get(k) == v for k, v in case["expect"].items()), case["id"]
    assert all(a["error"] == "bad_record" for a in answers[len(CASES) :])


@pytest.mark.parametrize("cases_file", CASE_FILES, ids=[p.name for p in CASE_FILES])
def test_shared_run_cases_script_passes(cases_file: Path) -> None:
    count = sum(1 for line in cases_file.read_text().splitlines() if line.strip())
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tests" / "data" / "run_cases.py"),
            str(cases_file),
            "--referee",
            f"{sys.executable} -m truco_desktop.referee",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{count} passed, 0 failed" in done.stdout


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared is not beside this checkout")
@pytest.mark.parametrize(
    ("copy", "original"),
    [
        ("docs/RULES.md", "RULES.md"),
        ("docs/RULES-3-8-PLAYERS.md", "RULES-3-8-PLAYERS.md"),
        ("tests/data/three-eight-players.jsonl", "examples/three-eight-players.jsonl"),
        ("docs/REFEREE.md", "REFEREE.md"),
        ("docs/SERVER.md", "SERVER.md"),
        ("tests/data/referee-examples.jsonl", "examples/referee-examples.jsonl"),
        ("tests/data/run_cases.py", "checks/run_cases.py"),
    ],
)
def test_copies_are_in_step_with_shared(copy: str, original: str) -> None:
    assert (ROOT / copy).read_bytes() == (SHARED / original).read_bytes(), (
        f"{copy} differs from ../shared/{original}: copy it again"
    )
