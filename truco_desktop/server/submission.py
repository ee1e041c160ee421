"""What a client sends, read and checked for shape before anything else (SERVER.md).

Shape problems are a 400 (`BadRequest`); the match itself is judged by the replay
(`replay.verify`). The body is parsed as strict JSON: UTF-8 only, no NaN or Infinity, and
nesting or numbers too large for the parser are refused as not JSON.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import uuid
from dataclasses import dataclass
from typing import Final

#: The longest body accepted (SERVER.md): 256 KiB.
MAX_BODY: Final = 256 * 1024
#: A player's name: 1 to 24 printable characters.
MAX_NAME: Final = 24
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
#: A daily key: the game's options as a short lower-case name (`play.daily.daily_key`).
_KEY = re.compile(r"[a-z0-9][a-z0-9.-]{0,99}")


class BadRequest(Exception):
    """Not JSON, or not shaped as the contract says; ``detail`` says what."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Submission:
    player_id: str
    name: str
    date: _dt.date
    match: dict[str, object]


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def parse_json(body: bytes) -> object:
    """Strict JSON from ``body``; BadRequest when it is not."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("the body is not UTF-8") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise BadRequest("the JSON is nested too deeply") from None
    except ValueError as error:
        raise BadRequest(f"the body is not JSON ({str(error)[:80]})") from None


def player_id_of(obj: object) -> str | None:
    """The player id a body names, if it names a well-formed one (for rate limiting)."""
    if isinstance(obj, dict):
        player = obj.get("player")
        if isinstance(player, dict):
            value = player.get("id")
            if isinstance(value, str) and _UUID.fullmatch(value):
                return value.lower()
    return None


def parse_date(value: object, field: str = "date") -> _dt.date:
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        raise BadRequest(f"{field} must be a date YYYY-MM-DD")
    try:
        return _dt.date.fromisoformat(value)
    except ValueError:
        raise BadRequest(f"{field} is not a calendar date") from None


def check_name(value: object) -> str:
    """1 to 24 printable characters, not only spaces: no control, format or private-use
    character, no lone surrogate, no line or paragraph separator."""
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_NAME:
        raise BadRequest(f"player.name must be 1 to {MAX_NAME} characters")
    if not value.isprintable() or not value.strip():
        raise BadRequest("player.name must be printable characters")
    return value


def parse_key(value: object) -> str:
    if not isinstance(value, str) or not _KEY.fullmatch(value):
        raise BadRequest("key must be a daily key (lower-case letters, digits, '.' and '-')")
    return value


def read_submission(obj: object) -> Submission:
    """The submission in a parsed body; BadRequest if it is not shaped as one."""
    if not isinstance(obj, dict):
        raise BadRequest("the body must be a JSON object")
    player = obj.get("player")
    if not isinstance(player, dict):
        raise BadRequest("player must be an object {id, name}")
    player_id = player.get("id")
    if not isinstance(player_id, str) or not _UUID.fullmatch(player_id):
        raise BadRequest("player.id must be a UUID")
    name = check_name(player.get("name"))
    date = parse_date(obj.get("date"))
    match = obj.get("match")
    if not isinstance(match, dict):
        raise BadRequest("match must be an object")
    return Submission(str(uuid.UUID(player_id)), name, date, match)
