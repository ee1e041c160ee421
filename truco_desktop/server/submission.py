"""What a client sends, read and checked for shape before anything else (SERVER.md).

Shape problems are a 400 (`BadRequest`); the match itself is judged by the replay
(`replay.verify`). The body is parsed as strict JSON: UTF-8 only, no NaN or Infinity (nor
a number too large to be finite, such as ``1e999``), and nested at most `MAX_DEPTH` deep:
a saved match is 6 deep, and a list nested a thousand deep passes the parser but breaks
whatever walks it next (pickling it for a verifier process did).

Only what the replay reads goes on from here (`verified_fields`): the verifier receives
it and the store keeps it, in canonical JSON, so nothing a client adds is stored.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import math
import re
import uuid
from dataclasses import dataclass
from typing import Any, Final

from truco_desktop.names import MAX_NAME, visible_name

#: The longest body accepted (SERVER.md): 256 KiB.
MAX_BODY: Final = 256 * 1024
#: How deep a body may nest objects and lists (a genuine one is 6 deep).
MAX_DEPTH: Final = 8
#: The fields of a saved match the replay reads; the rest is dropped before verifying.
MATCH_FIELDS: Final = ("kind", "version", "variant", "rules", "seed", "hands", "table")
RULE_FIELDS: Final = (
    "players", "flor", "falta", "target", "deck", "pica_pica", "best_of_three", "gallo",
    "gallo_seat",
)  # fmt: skip
TABLE_FIELDS: Final = ("signs", "catching", "hands")
#: The leaderboard's ``limit``: ASCII digits only (``str.isdigit`` takes "²", which
#: ``int`` refuses).
_LIMIT = re.compile(r"[0-9]{1,3}")
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


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is not a finite number")
    return value


def depth(value: object) -> int:
    """How deep ``value`` nests objects and lists (iteratively: no recursion to break)."""
    deepest = 0
    todo: list[tuple[object, int]] = [(value, 0)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            items: Any = item.values()
        elif isinstance(item, list):
            items = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            break  # deep enough to refuse: no need to walk the rest
        todo.extend((child, level) for child in items)
    return deepest


def parse_json(body: bytes) -> object:
    """Strict JSON from ``body``; BadRequest when it is not."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("the body is not UTF-8") from None
    try:
        parsed = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise BadRequest("the JSON is nested too deeply") from None
    except ValueError as error:
        raise BadRequest(f"the body is not JSON ({str(error)[:80]})") from None
    if depth(parsed) > MAX_DEPTH:
        raise BadRequest(f"the JSON is nested more than {MAX_DEPTH} deep")
    return parsed


def parse_limit(value: str | None, most: int) -> int:
    """The leaderboard's ``limit``: a whole number from 1 (ASCII digits), at most ``most``."""
    if value is None:
        return most
    if not _LIMIT.fullmatch(value) or int(value) < 1:
        raise BadRequest(f"limit must be a whole number from 1 to {most}")
    return min(int(value), most)


def verified_fields(match: dict[str, object]) -> dict[str, object]:
    """The part of a submitted match the replay reads: its known fields, the rules'
    known fields, the table talk's known fields. What the verifier gets and the store
    keeps (anything else a client sends is dropped here)."""
    out: dict[str, object] = {k: match[k] for k in MATCH_FIELDS if k in match}
    rules = out.get("rules")
    if isinstance(rules, dict):
        out["rules"] = {k: rules[k] for k in RULE_FIELDS if k in rules}
    table = out.get("table")
    if isinstance(table, dict):
        out["table"] = {k: table[k] for k in TABLE_FIELDS if k in table}
    return out


def match_hash(match: dict[str, object]) -> str:
    """The deal and the moves of a match, hashed: equal for identical matches, whatever
    else (player, name, table talk) differs."""
    deal = {k: match.get(k) for k in ("variant", "rules", "seed", "hands")}
    return hashlib.sha256(canonical(deal).encode("utf-8")).hexdigest()


def canonical(value: object) -> str:
    """``value`` as canonical JSON: sorted keys, no spaces, never NaN or Infinity."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)


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
    """1 to 24 printable characters that show something (`names.visible_name`): no
    control, format or private-use character, no lone surrogate, no line or paragraph
    separator, no name of blanks, no pile of accents; NFC-normalised."""
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_NAME:
        raise BadRequest(f"player.name must be 1 to {MAX_NAME} characters")
    try:
        return visible_name(value)
    except ValueError as error:
        raise BadRequest(f"player.name: {error}") from None


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
    return Submission(str(uuid.UUID(player_id)), name, date, verified_fields(match))
