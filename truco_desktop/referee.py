"""``truco-referee``: judge hand records read as JSON Lines (REFEREE.md).

Every input line gets exactly one answer line, in order, whatever it holds: a blank line,
broken JSON, a record from the future. The referee never stops on a bad line.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from .engine.record import judge

MAX_LINE = 1_000_000


def answer_line(line: str) -> str:
    """The answer (one JSON line, no newline) to one input line."""
    text = line.strip()
    if not text:
        result: dict[str, object] = {
            "ok": False,
            "error": "bad_record",
            "message": "empty line: no hand record",
        }
    elif len(text) > MAX_LINE:
        result = {
            "ok": False,
            "error": "bad_record",
            "message": f"line longer than {MAX_LINE} characters",
        }
    else:
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError) as exc:
            result = {"ok": False, "error": "bad_record", "message": f"not JSON: {exc}"[:300]}
        else:
            try:
                result = judge(obj)
            except RecursionError:
                result = {"ok": False, "error": "bad_record", "message": "record nested too deeply"}
            except Exception as exc:  # the referee answers every line
                result = {
                    "ok": False,
                    "error": "bad_record",
                    "message": f"record could not be judged: {type(exc).__name__}",
                }
    return json.dumps(result, ensure_ascii=False)


def run(stdin: TextIO, stdout: TextIO) -> int:
    for line in stdin:
        stdout.write(answer_line(line) + "\n")
        stdout.flush()
    return 0


def main() -> int:
    try:
        stdin = open(sys.stdin.fileno(), encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
        return run(stdin, sys.stdout)
    except OSError as exc:
        print(f"truco-referee: cannot read standard input: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
