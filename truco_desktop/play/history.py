"""Hand history: the last finished hands of each variant, kept as hand records, and replay.

A hand record (REFEREE.md, `engine.record`) describes one deal completely, so the
history can replay any kept hand, and export and import it as JSON Lines (`.jsonl`, one
record per line) to share with friends or attach to a bug report. Files live in
`<data>/history/<variant>.jsonl`, newest hand last, at most `LIMIT` hands each, and are
rewritten atomically after every hand.

Each action of a stored record may carry an extra `why` (the bot's reason code, such as
`envido_strong(value=31)`); the engine's parser ignores keys it does not know, so a
stored or exported record is still a valid hand record for the referee.

`Replay` steps through one kept hand, from the deal to its last action, with the hand as
it stood after each action, that action's events and the bot's reason.

Standard library and the engine only: no Qt. Messages are English sentences with a code
and parameters (`storage.notices.Notice`), for the UI to translate.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from truco_desktop.engine.actions import Action
from truco_desktop.engine.errors import BadRecord, IllegalAction
from truco_desktop.engine.events import Event
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.record import HandRecord, parse_record
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.paths import AppPaths
from truco_desktop.storage.atomic import quarantine, write_atomic
from truco_desktop.storage.notices import Notice

_log = logging.getLogger(__name__)

#: Hands kept per variant.
LIMIT: Final = 200
#: An import larger than this is refused before it is read: 200 hands of the largest
#: variant are well under a megabyte.
MAX_IMPORT_BYTES: Final = 2 * 1024 * 1024
#: At most this many lines (hands) in one import.
MAX_IMPORT_LINES: Final = 5000

FOLDER_NAME = "history"


@dataclass(frozen=True)
class ImportResult:
    """What an import did: `count` hands added (0 when refused) and what to tell."""

    count: int
    notice: Notice

    @property
    def ok(self) -> bool:
        return self.count > 0

    @property
    def message(self) -> str:
        return self.notice.text


def _dump_line(record: Mapping[str, object]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def with_whys(record: dict[str, object], whys: Sequence[object]) -> dict[str, object]:
    """`record` with each action's `why` added where one is known (a copy)."""
    actions = record.get("actions")
    if not isinstance(actions, list) or not any(whys):
        return record
    out = dict(record)
    merged = []
    for index, action in enumerate(actions):
        item = dict(action)
        why = whys[index] if index < len(whys) else None
        if why:
            item["why"] = why
        merged.append(item)
    out["actions"] = merged
    return out


def whys_of(record: Mapping[str, object]) -> list[object]:
    """The `why` of each action of a stored record (None where there is none).

    A why is kept as the bot gave it: `{"code": ..., "params": {...}}`, or plain text.
    """
    actions = record.get("actions")
    if not isinstance(actions, list):
        return []
    return [a.get("why") if isinstance(a, dict) else None for a in actions]


def check_record(obj: object) -> HandRecord:
    """Parse and replay a record; raise BadRecord saying what is wrong with it.

    The parser checks the form; the replay checks that every action was legal, so a
    kept hand can always be stepped through to its end.
    """
    record = parse_record(obj)
    _hand, refusal, index = record.replay()
    if refusal is not None:
        raise BadRecord(f"action {index} is not legal there ({refusal.message})")
    return record


class HandHistory:
    """Reads and writes the kept hands of every variant under `paths.data_dir`."""

    def __init__(self, paths: AppPaths, *, limit: int = LIMIT) -> None:
        self.folder = paths.data_dir / FOLDER_NAME
        self.limit = limit
        self.last_notices: list[Notice] = []

    def path_for(self, variant: str) -> Path:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        return self.folder / f"{variant}.jsonl"

    # ------------------------------------------------------------------ reading

    def records(self, variant: str) -> list[dict[str, object]]:
        """The kept hands of `variant`, oldest first; a damaged file is set aside.

        Lines that are not valid records are dropped; if there were any, the file is
        moved aside (kept for inspection) and rewritten with the good lines, and a
        notice is added to `last_notices`.
        """
        path = self.path_for(variant)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except (OSError, UnicodeDecodeError) as error:
            self._set_aside(path, f"unreadable: {error}", [])
            return []
        good: list[dict[str, object]] = []
        bad = 0
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                record = parse_record(obj)
            except (ValueError, BadRecord, RecursionError):
                bad += 1
                continue
            if record.rules.variant_name != variant:
                bad += 1
                continue
            good.append(obj)
        if bad:
            self._set_aside(path, f"{bad} unreadable lines", good[-self.limit :])
        return good[-self.limit :]

    def last(self, variant: str) -> dict[str, object] | None:
        kept = self.records(variant)
        return kept[-1] if kept else None

    def latest(self, preferred: str | None = None) -> dict[str, object] | None:
        """The last hand of `preferred`, else of the variant whose file changed last."""
        if preferred is not None:
            found = self.last(preferred)
            if found is not None:
                return found
        candidates = []
        for variant in VARIANTS:
            path = self.path_for(variant)
            try:
                candidates.append((path.stat().st_mtime_ns, variant))
            except OSError:
                continue
        for _mtime, variant in sorted(candidates, reverse=True):
            found = self.last(variant)
            if found is not None:
                return found
        return None

    # ------------------------------------------------------------------ writing

    def add(self, record: Mapping[str, object]) -> None:
        """Keep one finished hand (a hand record's JSON form); raises BadRecord/OSError."""
        parsed = parse_record(dict(record))
        self.extend(parsed.rules.variant_name, [dict(record)])

    def extend(self, variant: str, records: Iterable[dict[str, object]]) -> None:
        kept = [*self.records(variant), *records][-self.limit :]
        self._write(variant, kept)

    def clear(self) -> None:
        for variant in VARIANTS:
            self.path_for(variant).unlink(missing_ok=True)

    def _write(self, variant: str, records: Sequence[Mapping[str, object]]) -> None:
        text = "".join(_dump_line(r) + "\n" for r in records)
        write_atomic(self.path_for(variant), text)

    def _set_aside(self, path: Path, problem: str, good: list[dict[str, object]]) -> None:
        try:
            moved_to = quarantine(path, problem)
        except OSError as error:
            _log.warning("could not move %s aside: %s", path, error)
            return
        notice = Notice(
            "history.corrupt_moved",
            f"Some of your hand history could not be read, so the file was moved aside to"
            f" {moved_to} and the readable hands were kept.",
            {"path": str(path), "moved_to": str(moved_to)},
        )
        self.last_notices.append(notice)
        try:
            self._write(path.stem, good)
        except OSError as error:
            _log.warning("could not rewrite %s: %s", path, error)

    # ------------------------------------------------------------------ sharing

    def export(self, variant: str, target: Path) -> int:
        """Write the kept hands of `variant` to `target` as JSON Lines; return how many."""
        kept = self.records(variant)
        write_atomic(target, "".join(_dump_line(r) + "\n" for r in kept))
        return len(kept)

    def import_file(self, source: Path) -> ImportResult:
        """Add the hands of a `.jsonl` file to the history, all of them or none.

        Every line must be a hand record that the engine accepts and can replay. The
        first problem refuses the whole file, with the line number, so a player never
        ends up with half a file imported.
        """
        try:
            size = source.stat().st_size
        except OSError as error:
            return _refused("history.import_unreadable", f"The file could not be read ({error}).")
        if size > MAX_IMPORT_BYTES:
            return _refused(
                "history.import_too_large",
                f"The file is too large to be hand records ({size // 1024} KB; the limit is"
                f" {MAX_IMPORT_BYTES // 1024} KB).",
                size=str(size),
            )
        try:
            text = source.read_bytes().decode("utf-8-sig")
        except OSError as error:
            return _refused("history.import_unreadable", f"The file could not be read ({error}).")
        except UnicodeDecodeError:
            return _refused("history.import_not_text", "The file is not UTF-8 text.")
        lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if not lines:
            return _refused("history.import_empty", "The file holds no hand records.")
        if len(lines) > MAX_IMPORT_LINES:
            return _refused(
                "history.import_too_many",
                f"The file holds more than {MAX_IMPORT_LINES} hands.",
            )
        by_variant: dict[str, list[dict[str, object]]] = {}
        for number, line in lines:
            try:
                obj = json.loads(line)
            except (ValueError, RecursionError):
                return _refused(
                    "history.import_bad_json",
                    f"Nothing was imported: line {number} is not JSON.",
                    line=str(number),
                )
            try:
                record = check_record(obj)
            except BadRecord as error:
                return _refused(
                    "history.import_bad_record",
                    f"Nothing was imported: line {number} is not a valid hand record ({error}).",
                    line=str(number),
                    problem=str(error),
                )
            by_variant.setdefault(record.rules.variant_name, []).append(obj)
        for variant, records in by_variant.items():
            self.extend(variant, records)
        count = sum(len(r) for r in by_variant.values())
        return ImportResult(
            count,
            Notice(
                "history.imported",
                f"Imported {count} hands." if count != 1 else "Imported 1 hand.",
                {"count": str(count)},
            ),
        )


def _refused(code: str, text: str, **params: str) -> ImportResult:
    return ImportResult(0, Notice(code, text, params))


# ---------------------------------------------------------------------- replay


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The hand after one more action; step 0 is the deal (no seat, no action)."""

    hand: Hand
    seat: int | None
    action: Action | None
    events: tuple[Event, ...]
    why: object


def replay_steps(record: HandRecord, whys: Sequence[object] = ()) -> list[ReplayStep]:
    """Every state of a recorded hand, from the deal to its last action.

    Raises BadRecord if an action is not legal where it stands.
    """
    hand = record.start()
    steps = [ReplayStep(hand, None, None, (), None)]
    for index, (seat, action) in enumerate(record.actions):
        try:
            hand, events = hand.apply(seat, action)
        except IllegalAction as refusal:
            raise BadRecord(f"action {index} is not legal there ({refusal.message})") from None
        why = whys[index] if index < len(whys) else None
        steps.append(ReplayStep(hand, seat, action, tuple(events), why))
    return steps


class Replay:
    """A kept hand, stepped through from the deal (step 0) to its last action."""

    def __init__(self, record: Mapping[str, object]) -> None:
        """Raises BadRecord if `record` is not a hand record that replays to its end."""
        self.record = parse_record(dict(record))
        self.steps = replay_steps(self.record, whys_of(record))
        self.position = 0

    @property
    def variant(self) -> str:
        return self.record.rules.variant_name

    @property
    def current(self) -> ReplayStep:
        return self.steps[self.position]

    @property
    def last_position(self) -> int:
        return len(self.steps) - 1

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position == self.last_position

    def go(self, position: int) -> ReplayStep:
        """Move to `position`, kept between the deal and the last action."""
        self.position = max(0, min(position, self.last_position))
        return self.current

    def forward(self) -> ReplayStep:
        return self.go(self.position + 1)

    def back(self) -> ReplayStep:
        return self.go(self.position - 1)
