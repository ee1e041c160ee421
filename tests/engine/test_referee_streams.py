"""Issue 18 (3): the referee's streams. One answer per ``\\n``-ended line, whatever bytes
the line holds; exit 2 with one line when standard input is unusable; quiet when nobody
reads the answers; echoed input cut short.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from truco_desktop.referee import MAX_LINE, answer_line

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = [
    json.dumps(json.loads(line)["record"])
    for line in (ROOT / "tests" / "data" / "referee-examples.jsonl").read_text().splitlines()
    if line.strip()
]


def referee(data: bytes, **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "truco_desktop.referee"],
        input=data,
        capture_output=True,
        timeout=120,
        check=False,
        **kwargs,
    )


def test_a_carriage_return_inside_a_record_does_not_split_it() -> None:
    record = json.loads(EXAMPLES[0])
    text = json.dumps(record).replace(", ", ",\r ", 3)
    separators = "\u2028 \u0085 \x0b \x0c \x1c"
    with_separators = json.dumps({**record, "note": separators}, ensure_ascii=False)
    done = referee((text + "\n" + with_separators + "\n").encode())
    answers = done.stdout.decode().split("\n")
    assert answers[-1] == "" and len(answers) == 3, answers
    assert json.loads(answers[0]) == json.loads(answer_line(json.dumps(record)))
    assert json.loads(answers[0])["ok"] is True
    assert json.loads(answers[1]) == json.loads(answers[0])  # an extra field is ignored


def test_random_bytes_get_one_answer_per_newline() -> None:
    rng = random.Random(18)
    data = bytes(rng.randrange(256) for _ in range(200_000))
    done = referee(data)
    assert done.returncode == 0
    expected = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    assert done.stdout.count(b"\n") == expected


def test_an_overlong_line_gets_one_answer_and_the_next_line_its_own() -> None:
    data = b"x" * (MAX_LINE + 10) + b"\n" + EXAMPLES[0].encode() + b"\n"
    done = referee(data)
    first, second, end = done.stdout.decode().split("\n")
    assert "longer than" in json.loads(first)["message"] and end == ""
    assert json.loads(second) == json.loads(answer_line(EXAMPLES[0]))


def test_nan_and_infinity_are_not_json() -> None:
    for text in ('{"variant": NaN}', '{"variant": "argentino", "score": [Infinity, 0]}'):
        answer = json.loads(answer_line(text))
        assert answer["error"] == "bad_record" and "not JSON" in answer["message"]


def test_echoed_input_is_cut_short() -> None:
    record = json.loads(EXAMPLES[0])
    record["actions"] = [{"seat": 0, "action": "z" * 5000}]
    message = json.loads(answer_line(json.dumps(record)))["message"]
    assert len(message) < 120 and "zzz" in message
    record = json.loads(EXAMPLES[0])
    record["variant"] = "v" * 900_000
    assert len(json.loads(answer_line(json.dumps(record)))["message"]) < 120


def test_an_unusable_stdin_exits_2_with_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "truco_desktop.referee"],
        capture_output=True,
        preexec_fn=lambda: os.close(0),
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert len(done.stderr.decode().strip().splitlines()) == 1, done.stderr


def test_a_closed_stdout_is_quiet() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "truco_desktop.referee"],
        input=(EXAMPLES[0] + "\n").encode() * 3,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
        timeout=60,
        check=False,
    )
    assert done.stderr == b"" and done.returncode != 0


def test_a_broken_pipe_is_quiet() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "truco_desktop.referee"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.close()  # nobody reads the answers
    try:
        proc.stdin.write((EXAMPLES[0] + "\n").encode() * 2000)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    _out, err = proc.communicate(timeout=120)
    assert err == b"", err.decode()[-500:]
    assert proc.returncode != 0
