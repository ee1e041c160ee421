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

Nothing read from a file is trusted: the kept hands and an imported file are read as
regular files with a size cap on the read itself, split into lines on ``\\n`` only (never
``str.splitlines``, which also breaks at U+2028 or U+0085 inside a string), parsed without
NaN or Infinity, and each line must replay to be kept; the rest is set aside, never raised.
A bot's reason (`why`) is shown only when it is well formed (`clean_why`).

A kept record may also carry `match_hand` (the hand's number in its match, from 1) and
`cast` (seat -> the character who sat there); both are read only when well formed
(`match_hand_of`, `cast_of`) and, as any key the engine does not know, dropped from an
import.

Standard library and the engine only: no Qt. Messages are English sentences with a code
and parameters (`storage.notices.Notice`), for the UI to translate.
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
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
from truco_desktop.storage.atomic import quarantine, read_regular_file, write_atomic
from truco_desktop.storage.notices import Notice

_log = logging.getLogger(__name__)

#: Hands kept per variant.
LIMIT: Final = 200
#: An import larger than this is refused before it is read: 200 hands of the largest
#: variant are well under a megabyte.
MAX_IMPORT_BYTES: Final = 2 * 1024 * 1024
#: At most this many lines (hands) in one import.
MAX_IMPORT_LINES: Final = 5000
#: A kept history file larger than this is not ours (200 hands take well under 1 MB).
MAX_HISTORY_BYTES: Final = 8 * 1024 * 1024
#: A bot's reason longer than this (or a parameter name or code longer than
#: `MAX_WHY_NAME`) is not one of ours: it is not shown.
MAX_WHY_CHARS: Final = 400
MAX_WHY_NAME: Final = 60

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


def _reject_constant(name: str) -> object:
    """Refuse NaN and Infinity: they are not JSON, and the history never writes them."""
    raise ValueError(f"non-standard JSON constant {name}")


def load_line(line: str) -> object:
    """One line of JSON, without NaN or Infinity; raises ValueError or RecursionError."""
    return json.loads(line, parse_constant=_reject_constant)


def lines_of(text: str) -> list[tuple[int, str]]:
    """The non-blank lines of `text` with their numbers (from 1), split on ``\\n`` only.

    A carriage return before the newline (a file edited on Windows) is dropped; any other
    character, U+2028 and U+0085 included, belongs to its line (a JSON string may hold it).
    """
    out = []
    for number, line in enumerate(text.split("\n"), 1):
        if line.endswith("\r"):
            line = line[:-1]
        if line.strip():
            out.append((number, line))
    return out


def _dump_line(record: Mapping[str, object]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def storable(record: Mapping[str, object]) -> str:
    """`record` as one line of a history file; ValueError if it cannot be written as UTF-8
    JSON (a lone surrogate, NaN, a value that is not JSON)."""
    try:
        line = _dump_line(record)
        line.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        raise ValueError(f"not storable: {error}") from None
    return line


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


#: A reason in the bots' text form (`bots.base.Why.__str__`): ``code(name=value, ...)``.
_WHY_TEXT = re.compile(r"([a-z_]+)(?:\((.*)\))?")
#: Parameters that name a card, or an action that may end in ``:<card>``.
_CARD_PARAMS = ("card",)
_ACTION_PARAMS = ("action",)


def _text_ok(value: str, limit: int) -> bool:
    if len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _params_ok(params: Mapping[str, object], deck: frozenset[str] | None) -> bool:
    """Whether the card a reason mentions is a card (of the record's deck, when known)."""
    for name in _CARD_PARAMS:
        if name in params and not _is_card(str(params[name]), deck):
            return False
    for name in _ACTION_PARAMS:
        if name in params:
            _kind, sep, card = str(params[name]).partition(":")
            if sep and not _is_card(card, deck):
                return False
    return True


def _is_card(card: str, deck: frozenset[str] | None) -> bool:
    if deck is not None:
        return card in deck
    return 2 <= len(card) <= 3


def clean_why(why: object, deck: frozenset[str] | None = None) -> object:
    """A kept reason as it may be shown, or None when it is not well formed.

    Well formed: short text (in the bots' ``code(name=value, ...)`` form, its cards must be
    cards), or ``{"code": text, "params": {name: text, number or true/false}}`` with finite
    numbers and cards that are cards of `deck` (any card-like code when `deck` is None).
    """
    if isinstance(why, str):
        if not why or not _text_ok(why, MAX_WHY_CHARS):
            return None
        found = _WHY_TEXT.fullmatch(why)
        if found is not None:
            params: dict[str, object] = {}
            for pair in (found.group(2) or "").split(", "):
                name, sep, value = pair.partition("=")
                if sep:
                    params[name] = value
            if not _params_ok(params, deck):
                return None
        return why
    if not isinstance(why, dict):
        return None
    code = why.get("code")
    raw = why.get("params", {})
    if not isinstance(code, str) or not code or not _text_ok(code, MAX_WHY_NAME):
        return None
    if not isinstance(raw, dict):
        return None
    clean: dict[str, object] = {}
    for name, value in raw.items():
        if not isinstance(name, str) or not _text_ok(name, MAX_WHY_NAME):
            return None
        if isinstance(value, float) and not math.isfinite(value):
            return None
        if isinstance(value, str):
            if not _text_ok(value, MAX_WHY_CHARS):
                return None
        elif not isinstance(value, bool | int | float):
            return None
        clean[name] = value
    if not _params_ok(clean, deck):
        return None
    return {"code": code, "params": clean}


def _deck_of(record: Mapping[str, object]) -> frozenset[str] | None:
    try:
        return frozenset(parse_record(dict(record)).rules.deck.cards)
    except (BadRecord, TypeError, ValueError):
        return None


def whys_of(record: Mapping[str, object]) -> list[object]:
    """The `why` of each action of a stored record (None where there is none).

    A why is kept as the bot gave it: `{"code": ..., "params": {...}}`, or plain text. One
    that is not well formed (an empty card, a parameter that is not a value, text too
    long to be a reason) reads as None: a replay never fails on a reason (`clean_why`).
    """
    actions = record.get("actions")
    if not isinstance(actions, list):
        return []
    whys = [a.get("why") if isinstance(a, dict) else None for a in actions]
    if not any(w is not None for w in whys):
        return whys
    deck = _deck_of(record)
    return [clean_why(w, deck) for w in whys]


#: A character's key (`bots.characters`), as the save file keeps it.
_CHARACTER_KEY = re.compile(r"[a-z][a-z0-9_-]{0,31}")
#: No match has more hands than this (a number beyond it is not ours).
MAX_MATCH_HAND: Final = 10_000


def match_hand_of(record: Mapping[str, object]) -> int | None:
    """The kept hand's number in its match (1 is its first hand), None when unknown."""
    value = record.get("match_hand")
    return value if type(value) is int and 1 <= value <= MAX_MATCH_HAND else None


def cast_of(record: Mapping[str, object], players: int) -> dict[int, str]:
    """Who sat in each computer seat of a kept hand (seat -> character key): the entries
    that are well formed, for seats 1 to ``players`` - 1 (none in older records)."""
    raw = record.get("cast")
    if not isinstance(raw, dict):
        return {}
    found: dict[int, str] = {}
    for seat, key in raw.items():
        if not (isinstance(seat, str) and seat.isdigit() and len(seat) <= 2):
            continue
        if 0 < int(seat) < players and isinstance(key, str) and _CHARACTER_KEY.fullmatch(key):
            found[int(seat)] = key
    return found


def check_record(obj: object) -> HandRecord:
    """Parse and replay a record; raise BadRecord saying what is wrong with it.

    The parser checks the form; the replay checks that every action was legal, so a
    kept hand can always be stepped through to its end.
    """
    record = parse_record(obj)
    try:
        _hand, refusal, index = record.replay()
    except IllegalAction as refusal_at_deal:  # a deal the rules refuse as it stands
        raise BadRecord(f"the hand does not replay ({refusal_at_deal.message})") from None
    if refusal is not None:
        raise BadRecord(f"action {index} is not legal there ({refusal.message})")
    return record


def canonical(obj: object) -> dict[str, object]:
    """A record checked by replay, rewritten as the engine writes it, with its clean whys.

    Keys the engine does not know are dropped, so an imported file brings nothing into
    the history that was not checked. Raises BadRecord.
    """
    record = check_record(obj)
    out = record.to_json()
    if isinstance(obj, dict):
        out = with_whys(out, whys_of(obj))
    try:
        storable(out)
    except ValueError as error:
        raise BadRecord(str(error)) from None
    return out


#: What a history file was when it was last checked: (device, inode, size, mtime).
_Stamp = tuple[int, int, int, int]


def _stamp(path: Path) -> _Stamp | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


class HandHistory:
    """Reads and writes the kept hands of every variant under `paths.data_dir`.

    `on_notice`, when set, is told each notice (a damaged file set aside) as it happens;
    without it the notices gather in `last_notices` for the caller to show.
    """

    def __init__(
        self,
        paths: AppPaths,
        *,
        limit: int = LIMIT,
        on_notice: Callable[[Notice], None] | None = None,
    ) -> None:
        self.folder = paths.data_dir / FOLDER_NAME
        self.limit = limit
        self.on_notice = on_notice
        self.last_notices: list[Notice] = []
        # A file checked once (every line replayed) is not checked again until it changes.
        self._checked: dict[str, tuple[_Stamp, list[dict[str, object]]]] = {}

    def path_for(self, variant: str) -> Path:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        return self.folder / f"{variant}.jsonl"

    # ------------------------------------------------------------------ reading

    def records(self, variant: str) -> list[dict[str, object]]:
        """The kept hands of `variant`, oldest first; a damaged file is set aside.

        Every line must be a hand record of `variant` that replays to its end. Lines
        that are not are dropped; if there were any (or the file cannot be read as text),
        the file is moved aside as it was (kept for inspection) and rewritten with the
        good lines, and the player is told (`on_notice`, else `last_notices`).
        """
        path = self.path_for(variant)
        stamp = _stamp(path)
        cached = self._checked.get(variant)
        if stamp is not None and cached is not None and cached[0] == stamp:
            return list(cached[1])
        try:
            raw = read_regular_file(path, MAX_HISTORY_BYTES)
        except FileNotFoundError:
            self._checked.pop(variant, None)
            return []
        except OSError as error:
            self._set_aside(path, f"unreadable: {error}", [])
            return []
        if len(raw) > MAX_HISTORY_BYTES:
            self._set_aside(path, f"larger than {MAX_HISTORY_BYTES} bytes", [])
            return []
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            self._set_aside(path, f"not UTF-8 text: {error}", [])
            return []
        good: list[dict[str, object]] = []
        bad = 0
        for _number, line in lines_of(text):
            try:
                obj = load_line(line)
                if not isinstance(obj, dict):
                    raise BadRecord("not an object")
                record = check_record(obj)
                storable(obj)
            except (ValueError, BadRecord, RecursionError):
                bad += 1
                continue
            if record.rules.variant_name != variant:
                bad += 1
                continue
            good.append(obj)
        kept = good[-self.limit :]
        if bad:
            self._set_aside(path, f"{bad} unusable lines", kept)
        elif stamp is not None:
            self._checked[variant] = (stamp, kept)
        return list(kept)

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
        """Keep one finished hand (a hand record's JSON form).

        Raises BadRecord if it is not a record that can be kept (not one, or not
        storable as UTF-8 JSON), OSError if the disk refuses.
        """
        parsed = parse_record(dict(record))
        try:
            storable(record)
        except ValueError as error:
            raise BadRecord(str(error)) from None
        self.extend(parsed.rules.variant_name, [dict(record)])

    def extend(self, variant: str, records: Iterable[dict[str, object]]) -> None:
        kept = [*self.records(variant), *records][-self.limit :]
        self._write(variant, kept)

    def clear(self) -> None:
        for variant in VARIANTS:
            self.path_for(variant).unlink(missing_ok=True)
            self._checked.pop(variant, None)

    def _write(self, variant: str, records: Sequence[Mapping[str, object]]) -> None:
        path = self.path_for(variant)
        self._checked.pop(variant, None)
        text = "".join(_dump_line(r) + "\n" for r in records)
        write_atomic(path, text)
        stamp = _stamp(path)
        if stamp is not None:
            self._checked[variant] = (stamp, [dict(r) for r in records])

    def _tell(self, notice: Notice) -> None:
        if self.on_notice is not None:
            self.on_notice(notice)
        else:
            self.last_notices.append(notice)

    def _set_aside(self, path: Path, problem: str, good: list[dict[str, object]]) -> None:
        """Move a damaged file aside, as it is, and write back the good lines."""
        self._checked.pop(path.stem, None)
        try:
            moved_to = quarantine(path, problem)
        except OSError as error:
            _log.warning("could not move %s aside: %s", path, error)
            return
        self._tell(
            Notice(
                "history.corrupt_moved",
                f"Some of your hand history could not be read, so the file was moved aside to"
                f" {moved_to} and the readable hands were kept.",
                {"path": str(path), "moved_to": str(moved_to)},
            )
        )
        if not good:
            return
        try:
            self._write(path.stem, good)
        except OSError as error:
            _log.warning("could not rewrite %s: %s", path, error)

    # ------------------------------------------------------------------ sharing

    def export(self, variant: str, target: Path) -> int:
        """Write the kept hands of `variant` to `target` as JSON Lines; return how many.

        Raises OSError when the target cannot be written (the caller tells the player).
        """
        kept = self.records(variant)
        write_atomic(target, "".join(_dump_line(r) + "\n" for r in kept))
        return len(kept)

    def import_file(self, source: Path) -> ImportResult:
        """Add the hands of a `.jsonl` file to the history, all of them or none.

        Every line must be a hand record that the engine accepts and can replay. The
        first problem refuses the whole file, with the line number, so a player never
        ends up with half a file imported. Never raises: a file that cannot be read (a
        folder, a device, a FIFO, a file larger than `MAX_IMPORT_BYTES`, which is never
        read further than that) or a history that cannot be written is a refusal.
        """
        try:
            raw = read_regular_file(source, MAX_IMPORT_BYTES)
        except OSError as error:
            reason = error.strerror or str(error)
            return _refused(
                "history.import_unreadable",
                f"The file could not be read ({reason}).",
                error=reason,
            )
        if len(raw) > MAX_IMPORT_BYTES:
            return _refused(
                "history.import_too_large",
                f"The file is too large to be hand records (more than"
                f" {MAX_IMPORT_BYTES // 1024} KB).",
            )
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            return _refused("history.import_not_text", "The file is not UTF-8 text.")
        lines = lines_of(text)
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
                obj = load_line(line)
            except (ValueError, RecursionError):
                return _refused(
                    "history.import_bad_json",
                    f"Nothing was imported: line {number} is not JSON.",
                    line=str(number),
                )
            try:
                record = canonical(obj)
            except BadRecord as error:
                return _refused(
                    "history.import_bad_record",
                    f"Nothing was imported: line {number} is not a valid hand record ({error}).",
                    line=str(number),
                    problem=str(error),
                )
            by_variant.setdefault(str(record["variant"]), []).append(record)
        problem = self._extend_all(by_variant)
        if problem is not None:
            return _refused(
                "history.import_not_saved",
                f"Nothing was imported: the hand history could not be saved ({problem}).",
                error=problem,
            )
        count = sum(len(r) for r in by_variant.values())
        return ImportResult(
            count,
            Notice(
                "history.imported",
                f"Imported {count} hands." if count != 1 else "Imported 1 hand.",
                {"count": str(count)},
            ),
        )

    def _extend_all(self, by_variant: Mapping[str, list[dict[str, object]]]) -> str | None:
        """Add the hands of each variant; on a refusal put back the files already written
        and say why (None: all written)."""
        before: list[tuple[str, list[dict[str, object]]]] = []
        for variant, records in by_variant.items():
            kept = self.records(variant)
            try:
                self._write(variant, [*kept, *records][-self.limit :])
            except OSError as error:
                for done, old in before:
                    try:
                        self._write(done, old)
                    except OSError as again:
                        _log.warning("could not put back the %s history: %s", done, again)
                return error.strerror or str(error)
            before.append((variant, kept))
        return None


def _refused(code: str, text: str, **params: str) -> ImportResult:
    return ImportResult(0, Notice(code, text, params))


# ---------------------------------------------------------------------- replay


#: The state of a replayed hand at one step: what a replay shows (the cards held, the
#: vira, the dealer and the mano, the score and the stake), handed out by the play layer
#: so that the interface needs no engine hand of its own.
ReplayHand = Hand


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The hand after one more action; step 0 is the deal (no seat, no action)."""

    hand: ReplayHand
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
