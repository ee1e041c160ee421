"""``truco-referee``: judge hand records read as JSON Lines (REFEREE.md).

Every input line gets exactly one answer line, in order, whatever it holds: a blank line,
broken JSON, invalid UTF-8, a record from the future. A line ends at a newline byte and
nowhere else (a carriage return or a Unicode line separator inside a line is part of it),
and a line longer than ``MAX_LINE`` bytes is answered without being held in memory. The
referee never stops on a bad line; it exits 2 with one line on standard error when
standard input cannot be read, and quietly when nobody reads its answers any more.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import BinaryIO

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
        result = _too_long()
    else:
        try:
            obj = json.loads(text, parse_constant=_no_constant)
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
    message = result.get("message")
    if isinstance(message, str) and len(message) > 300:
        result["message"] = message[:300] + "…"
    return json.dumps(result, ensure_ascii=False)


def _no_constant(name: str) -> object:
    """JSON has no NaN or Infinity; Python's reader would accept them."""
    raise ValueError(f"{name} is not JSON")


def _too_long() -> dict[str, object]:
    return {
        "ok": False,
        "error": "bad_record",
        "message": f"line longer than {MAX_LINE} characters",
    }


def lines(stream: BinaryIO) -> Iterator[str | None]:
    """The input's lines as text, split on b"\\n" only; an overlong line as None."""
    while True:
        raw = stream.readline(MAX_LINE + 1)
        if not raw:
            return
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            # Skip the rest of the overlong line without keeping it.
            while raw and not raw.endswith(b"\n"):
                raw = stream.readline(1 << 16)
            yield None
            continue
        yield raw.decode("utf-8", errors="replace").removesuffix("\n")


def run(stdin: BinaryIO, stdout: BinaryIO) -> int:
    for line in lines(stdin):
        answer = json.dumps(_too_long(), ensure_ascii=False) if line is None else answer_line(line)
        stdout.write(answer.encode("utf-8") + b"\n")
        stdout.flush()
    return 0


def main() -> int:
    try:
        stdin = open(sys.stdin.fileno(), "rb", buffering=1 << 16, closefd=False)  # noqa: SIM115
    except (OSError, ValueError, AttributeError) as exc:
        print(f"truco-referee: cannot read standard input: {exc}", file=sys.stderr)
        return 2
    try:
        stdout = open(sys.stdout.fileno(), "wb", closefd=False)  # noqa: SIM115
    except (OSError, ValueError, AttributeError):
        return 1  # nobody can read an answer: nothing to say
    try:
        return run(stdin, stdout)
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:
        if exc.errno is not None and exc.filename is None and _is_stdout_error(stdout):
            _silence_stdout()
            return 1
        print(f"truco-referee: cannot read standard input: {exc}", file=sys.stderr)
        return 2


def _is_stdout_error(stdout: BinaryIO) -> bool:
    try:
        stdout.flush()
    except OSError:
        return True
    return False


def _silence_stdout() -> None:
    """After a broken pipe, keep the interpreter's exit from complaining about it."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass
    finally:
        os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
