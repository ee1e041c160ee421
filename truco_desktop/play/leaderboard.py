"""The daily leaderboard, the game's side (issue 21; the server is `truco_desktop.server`).

Opt-in and Qt-free. Everything lives in the player's own folders:

* `LeaderboardSettings` (``config/leaderboard.json``): whether results are sent, the
  server's address, the name shown, and a random player id made once (a UUID; no
  account, nothing else about the player);
* `TalkLog` (``data/leaderboard/table-talk.json``): the table talk of the daily match
  being played (the señas options, the human's signs, a table laid again), which the
  server needs to replay what the computer players read (docs/LEADERBOARD.md);
* `Queue` (``data/leaderboard/queue.json``): submissions waiting to be sent: after a
  daily match the submission is queued first, then sent in the background by the
  interface (Qt's own networking); offline, or on a server error or a rate limit, it
  waits and is tried again later (`Queue.retry_later`: 1, 2, 4 ... minutes, at most 6
  hours); a refusal (400, 413, 422) is final;
* `Standings` (``data/leaderboard/standings.json``): what the server answered for each
  day and key (rank and of), or why it refused, for the daily dialog.

The local leaderboard (the statistics' daily results) never depends on any of this: a
file here that cannot be read or written costs only the online part, and is logged.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import time
import uuid
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlsplit

from truco_desktop import names
from truco_desktop.paths import AppPaths
from truco_desktop.storage.atomic import write_atomic

_log = logging.getLogger(__name__)

SETTINGS_FILE: Final = "leaderboard.json"
FOLDER: Final = "leaderboard"
#: The path of a submission on the server (docs/SERVER.md).
RESULTS_PATH: Final = "/v1/daily/results"
LEADERBOARD_PATH: Final = "/v1/daily/leaderboard"
#: A name: 1 to 24 characters that show (the server's rule, `names`).
MAX_NAME: Final = names.MAX_NAME
#: The queue keeps at most this many submissions, and none older than the server takes.
MAX_QUEUED: Final = 60
MAX_AGE_DAYS: Final = 7
#: Waiting between tries: 1, 2, 4 ... minutes, at most this many seconds.
MAX_BACKOFF: Final = 6 * 3600.0
#: Our files are small; anything larger is not ours.
_MAX_FILE = 4 * 1024 * 1024


def _read(path: Path) -> Any:
    """A JSON file of ours, or None when it is missing or unusable (logged)."""
    try:
        if path.stat().st_size > _MAX_FILE:
            raise ValueError("too large")
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, RecursionError) as error:
        _log.warning("leaderboard file %s is unusable: %s", path, error)
        return None


def _write(path: Path, value: object) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(value, ensure_ascii=False, indent=1) + "\n")
    except (OSError, ValueError) as error:
        _log.warning("could not write %s: %s", path, error)
        return False
    return True


# ---------------------------------------------------------------------- settings


def check_server(address: str) -> str:
    """The server's address as it is kept (``http(s)://host[:port][/prefix]``, no
    trailing slash); ValueError when it is not one."""
    text = address.strip()
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError("the address must start with http:// or https:// and name a host")
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError("the address must not hold a query, a fragment or a password")
    try:
        parts.port  # noqa: B018 - raises ValueError for a port that is not one
    except ValueError:
        raise ValueError("the port must be a number from 1 to 65535") from None
    return text.rstrip("/")


def check_name(name: str) -> str:
    """The name shown on the leaderboard, without spaces at its ends and NFC-normalised,
    checked by the server's own rule (`names.visible_name`): a name the game keeps
    is never one the server refuses for its shape, so the player hears of a bad name in
    the dialog, not as a refused result a day later. ValueError, whose text is the rule
    broken (one of `names`' reasons), otherwise.

    Only the server knows whether another player already uses a name that reads the
    same today; that refusal comes back with the result (`Standings`)."""
    return names.visible_name(name.strip())


@dataclass(frozen=True, slots=True)
class LeaderboardSettings:
    """The player's choices for the online leaderboard (off until he turns it on)."""

    enabled: bool = False
    server: str = ""
    name: str = ""
    player_id: str = ""

    @property
    def ready(self) -> bool:
        """Whether results are sent: turned on, with a server and a name."""
        return self.enabled and bool(self.server) and bool(self.name) and bool(self.player_id)


def load_settings(paths: AppPaths) -> LeaderboardSettings:
    """The settings; a fresh random player id is made (and kept) the first time."""
    path = paths.config_dir / SETTINGS_FILE
    raw = _read(path)
    data: Mapping[str, Any] = raw if isinstance(raw, dict) else {}
    settings = LeaderboardSettings()
    enabled = data.get("enabled")
    if isinstance(enabled, bool):
        settings = replace(settings, enabled=enabled)
    checked: dict[str, str] = {}
    for field, check in (("server", check_server), ("name", check_name)):
        value = data.get(field)
        if isinstance(value, str) and value:
            try:
                checked[field] = check(value)
            except ValueError:
                _log.warning("leaderboard setting %s is not usable: %r", field, value)
    settings = replace(settings, server=checked.get("server", ""), name=checked.get("name", ""))
    player = data.get("player_id")
    try:
        player_id = str(uuid.UUID(player)) if isinstance(player, str) else ""
    except ValueError:
        player_id = ""
    if not player_id:
        player_id = str(uuid.uuid4())
        settings = replace(settings, player_id=player_id)
        save_settings(paths, settings)
    return replace(settings, player_id=player_id)


def save_settings(paths: AppPaths, settings: LeaderboardSettings) -> bool:
    return _write(paths.config_dir / SETTINGS_FILE, asdict(settings))


# ---------------------------------------------------------------------- the table talk


class TalkLog:
    """The table talk of the daily match being played, kept by its seed.

    The interface tells it what happens at the table (`started`, `dealt`, `sign`,
    `options`, `reset`), each with the hand's number and how many of its actions were
    applied; `table_for(seed)` is the submission's ``match.table``. Written after every
    event, so that a match resumed after the app was closed keeps its talk.
    """

    def __init__(self, paths: AppPaths) -> None:
        self.path = paths.data_dir / FOLDER / "table-talk.json"
        self.seed: str | None = None
        self.table: dict[str, Any] = {}
        raw = _read(self.path)
        if isinstance(raw, dict) and isinstance(raw.get("seed"), str):
            table = raw.get("table")
            if isinstance(table, dict) and isinstance(table.get("hands"), list):
                self.seed, self.table = raw["seed"], table

    def _save(self) -> None:
        _write(self.path, {"seed": self.seed, "table": self.table})

    def started(self, seed: str, enabled: bool, catching: bool) -> None:
        """A new daily match: its señas options as it starts."""
        self.seed = seed
        self.table = {"signs": enabled, "catching": catching, "hands": [[]]}
        self._save()

    def knows(self, seed: str) -> bool:
        return self.seed == seed

    def _hand(self, seed: str, hand_number: int) -> list[list[object]] | None:
        if self.seed != seed or not 0 <= hand_number < 1000:
            return None
        hands: list[list[list[object]]] = self.table["hands"]
        while len(hands) <= hand_number:
            hands.append([])
        return hands[hand_number]

    def dealt(self, seed: str, hand_number: int) -> None:
        if self._hand(seed, hand_number) is not None:
            self._save()

    def _event(self, seed: str, hand_number: int, event: list[object]) -> None:
        hand = self._hand(seed, hand_number)
        if hand is not None and len(hand) < 64:
            hand.append(event)
            self._save()

    def sign(self, seed: str, hand_number: int, at: int, sign: str) -> None:
        self._event(seed, hand_number, [at, "sign", sign])

    def options(self, seed: str, hand_number: int, at: int, enabled: bool, catching: bool) -> None:
        self._event(seed, hand_number, [at, "options", enabled, catching])

    def reset(self, seed: str, hand_number: int, at: int) -> None:
        self._event(seed, hand_number, [at, "reset"])

    def table_for(self, seed: str) -> dict[str, Any] | None:
        """The match's ``table`` for a submission, or None if this log is another's."""
        if self.seed != seed:
            return None
        return json.loads(json.dumps(self.table))  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- submissions


def submission(
    settings: LeaderboardSettings,
    date: _dt.date,
    match_json: Mapping[str, Any],
    table: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """The body of a submission (docs/SERVER.md): the player, the date and the saved
    match with its table talk."""
    match = dict(match_json)
    if table is not None:
        match["table"] = dict(table)
    return {
        "player": {"id": settings.player_id, "name": settings.name},
        "date": date.isoformat(),
        "match": match,
    }


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one answer means for a queued submission."""

    kind: str  # "stored" (201 or duplicate: done), "refused" (final), "retry"
    rank: int | None = None
    of: int | None = None
    detail: str = ""


def outcome(status: int | None, body: object) -> Outcome:
    """Read the server's answer (None: no answer at all, offline)."""
    data = body if isinstance(body, dict) else {}
    rank, of = data.get("rank"), data.get("of")
    if status in (200, 201) and type(rank) is int and type(of) is int:
        return Outcome("stored", rank, of)
    if status in (400, 413, 422):
        detail = data.get("detail")
        code = data.get("error")
        words = detail if isinstance(detail, str) else code if isinstance(code, str) else ""
        return Outcome("refused", detail=str(words)[:200] or f"HTTP {status}")
    if status is None:
        return Outcome("retry", detail="the server could not be reached")
    return Outcome("retry", detail=f"HTTP {status}")


@dataclass(frozen=True, slots=True)
class Queued:
    id: str
    server: str
    date: str
    key: str
    body: dict[str, Any]
    tries: int = 0
    next_try: float = 0.0
    last_error: str = ""


class Queue:
    """Submissions waiting to be sent, in the player's folder."""

    def __init__(self, paths: AppPaths) -> None:
        self.path = paths.data_dir / FOLDER / "queue.json"

    def items(self, today: _dt.date | None = None) -> list[Queued]:
        raw = _read(self.path)
        out = []
        oldest = (today or _dt.date.today()) - _dt.timedelta(days=MAX_AGE_DAYS + 1)
        for entry in raw if isinstance(raw, list) else []:
            try:
                item = Queued(**entry)
                if not isinstance(item.body, dict) or item.date < oldest.isoformat():
                    continue
            except TypeError:
                continue
            out.append(item)
        return out[-MAX_QUEUED:]

    def _store(self, items: list[Queued]) -> bool:
        return _write(self.path, [asdict(i) for i in items[-MAX_QUEUED:]])

    def add(self, server: str, key: str, body: dict[str, Any]) -> Queued:
        """Queue a submission (sent as soon as the interface can)."""
        item = Queued(uuid.uuid4().hex, server, str(body.get("date")), key, body)
        items = [i for i in self.items() if (i.server, i.date, i.key) != (server, item.date, key)]
        self._store([*items, item])
        return item

    def due(self, now: float | None = None) -> list[Queued]:
        at = time.time() if now is None else now
        return [i for i in self.items() if i.next_try <= at]

    def remove(self, item_id: str) -> None:
        self._store([i for i in self.items() if i.id != item_id])

    def readdress(self, server: str, name: str) -> int:
        """The player changed the server's address or his name: every waiting submission
        goes to that server under that name, and is due at once. Returns how many wait."""
        latest: dict[tuple[str, str], Queued] = {}
        for item in self.items():  # oldest first: a later one of the same day and key wins
            body = json.loads(json.dumps(item.body))
            player = body.get("player")
            if isinstance(player, dict):
                player["name"] = name
            latest.pop((item.date, item.key), None)
            latest[item.date, item.key] = replace(
                item, server=server, body=body, tries=0, next_try=0.0
            )
        items = list(latest.values())
        if items:
            self._store(items)
        return len(items)

    def hurry(self) -> int:
        """The player asked to try again: every waiting submission is due at once (its
        count of tries, and so its next wait, is kept). Returns how many wait."""
        items = [replace(item, next_try=0.0) for item in self.items()]
        if items:
            self._store(items)
        return len(items)

    def retry_later(self, item_id: str, detail: str, now: float | None = None) -> None:
        at = time.time() if now is None else now
        items = []
        for item in self.items():
            if item.id == item_id:
                wait = min(MAX_BACKOFF, 60.0 * 2**item.tries)
                item = replace(item, tries=item.tries + 1, next_try=at + wait, last_error=detail)
            items.append(item)
        self._store(items)


class Standings:
    """What the server said of each daily result: rank and of, or why it refused."""

    def __init__(self, paths: AppPaths) -> None:
        self.path = paths.data_dir / FOLDER / "standings.json"

    def all(self) -> dict[str, dict[str, Any]]:
        raw = _read(self.path)
        return raw if isinstance(raw, dict) else {}

    def get(self, date: str, key: str) -> dict[str, Any] | None:
        found = self.all().get(f"{date}/{key}")
        return found if isinstance(found, dict) else None

    def record(self, date: str, key: str, result: Outcome) -> None:
        data = self.all()
        data[f"{date}/{key}"] = {
            "state": result.kind,
            "rank": result.rank,
            "of": result.of,
            "detail": result.detail,
        }
        keep = sorted(data)[-60:]
        _write(self.path, {k: data[k] for k in keep})


def queue_result(
    paths: AppPaths, date: _dt.date, key: str, match_json: Mapping[str, Any]
) -> Queued | None:
    """After a scored daily match: queue its submission when the player opted in (None
    otherwise). The table talk is the match's own, if this log kept it."""
    settings = load_settings(paths)
    if not settings.ready:
        return None
    seed = match_json.get("seed")
    table = TalkLog(paths).table_for(seed) if isinstance(seed, str) else None
    body = submission(settings, date, match_json, table)
    item = Queue(paths).add(settings.server, key, body)
    Standings(paths).record(item.date, key, Outcome("waiting"))
    return item
