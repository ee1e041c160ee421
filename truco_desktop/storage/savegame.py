"""The match in progress, kept so that closing the app does not forfeit it.

The engine describes a match as plain JSON data (a dict with at least a "kind" key) and
reads it back; this module only stores it, so it never needs to know the engine's
layout and the engine never needs to know about files. File layout::

    {"format": "truco-desktop/save", "version": 1, "saved_at": "<ISO time>",
     "match": {"kind": ..., ...}}

A save from a newer app (or with a version nobody wrote) is left exactly where it is,
because that app could still resume it; only when this app saves a match of its own is
the old file moved to `current-match.v<N>.json`, and the player is told.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from truco_desktop.paths import AppPaths
from truco_desktop.storage.atomic import (
    dump_json,
    move_to_free_path,
    quarantine,
    remove_stale_temporaries,
    write_atomic,
)
from truco_desktop.storage.document import Document, envelope, read_document
from truco_desktop.storage.notices import Notice, join_notices

_log = logging.getLogger(__name__)

FORMAT_TAG: Final = "truco-desktop/save"
VERSION: Final = 1

SaveStatus = Literal["none", "ok", "corrupt", "newer"]


@dataclass(frozen=True)
class SaveLoad:
    """What `SaveStore.load` found.

    * "none": no saved match; start a new one.
    * "ok": `payload` is the engine's match description; `saved_at` says when (None if
      the stamp was unreadable, which alone is no reason to lose a match).
    * "corrupt": the file was unusable and was moved to `moved_to` (None if even that
      failed; the next `save` tries again); `message` tells the player.
    * "newer": a newer app's save (`version`, None if the version is unreadable) was
      left in place; it cannot be resumed here; `message` tells the player.
    """

    status: SaveStatus
    payload: dict[str, object] | None = None
    saved_at: datetime | None = None
    message: str | None = None
    notice: Notice | None = None
    version: int | None = None
    moved_to: Path | None = None


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _match_in(doc: Document) -> tuple[dict[str, object] | None, str | None]:
    """The match of a readable document, or None and why the document is unusable."""
    if doc.data is None:
        return None, doc.problem or "unreadable"
    match = doc.data.get("match")
    if not isinstance(match, dict):
        return None, "'match' is not an object"
    kind = match.get("kind")
    if not isinstance(kind, str) or not kind:
        return None, "'match' has no 'kind'"
    return match, None


def _parse_time(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


class SaveStore:
    """Saves, loads and clears the match in progress in `paths.current_match_file`.

    Each call looks at the file afresh rather than trusting what an earlier `load`
    saw, so a file that changed in between is still never replaced unnoticed.
    `clock` exists for tests; it must return an aware datetime.
    """

    def __init__(self, paths: AppPaths, *, clock: Callable[[], datetime] = _utc_now) -> None:
        self.path = paths.current_match_file
        self._clock = clock
        #: Why the file must be moved aside before the next save (it could not be yet).
        self._unusable: str | None = None
        remove_stale_temporaries(self.path.parent)

    def load(self) -> SaveLoad:
        """Read the saved match; never raises for a bad file."""
        doc = read_document(self.path, format_tag=FORMAT_TAG, version=VERSION)
        if doc.status == "missing":
            return SaveLoad("none")
        if doc.status in ("newer", "unknown"):
            notice = Notice(
                "save.newer_kept",
                "Your saved match was made by a newer version of Truco, so it was left as it"
                " is; it cannot be resumed with this version.",
                {"path": str(self.path), "version": str(doc.version or "unknown")},
            )
            return SaveLoad("newer", message=notice.text, notice=notice, version=doc.version)
        match, problem = _match_in(doc)
        if match is None or doc.data is None:
            moved_to, notice = self._set_aside(problem or "unusable save")
            return SaveLoad("corrupt", message=notice.text, notice=notice, moved_to=moved_to)
        return SaveLoad("ok", payload=match, saved_at=_parse_time(doc.data.get("saved_at")))

    def save(self, payload: Mapping[str, object]) -> str | None:
        """Write `payload` as the match in progress, atomically.

        Returns a message for the player when an existing file had to be moved aside
        first (a newer app's save, or a corrupt file), else None. Raises ValueError or
        TypeError, before touching the disk, if `payload` has no "kind" or is not plain
        JSON data; raises OSError if the disk refuses (the old file is then unchanged).
        """
        kind = payload.get("kind")
        if not isinstance(kind, str) or not kind:
            raise ValueError("a match payload needs a non-empty string 'kind'")
        saved_at = self._clock().isoformat(timespec="seconds")
        data = dump_json(
            envelope(FORMAT_TAG, VERSION, {"saved_at": saved_at, "match": dict(payload)})
        )
        notices: list[Notice] = []
        if self._unusable is not None:
            # A save that does not replay, which could not be moved aside when it was found.
            self._move_unusable(self._unusable)
        doc = read_document(self.path, format_tag=FORMAT_TAG, version=VERSION)
        if doc.status in ("newer", "unknown"):
            notices.append(self._move_newer(doc.version))
        elif doc.status != "missing":
            match, problem = _match_in(doc)
            if match is None:
                moved_to, notice = self._set_aside(problem or "unusable save")
                if moved_to is not None:
                    notices.append(notice)
                elif self.path.exists():
                    raise OSError(f"could not move the unreadable {self.path} aside")
        write_atomic(self.path, data)
        return join_notices(notices)

    def set_aside(self, problem: str) -> Path | None:
        """Move a save that reads but cannot be used (it does not replay) aside, as it is.

        Returns where it went; None if it could not be moved now (it then is before the
        next `save`, which never writes over it) or has gone. Never raises.
        """
        try:
            moved_to = quarantine(self.path, problem)
        except FileNotFoundError:
            self._unusable = None
            return None
        except OSError as error:
            _log.warning("could not move %s aside (%s): %s", self.path, problem, error)
            self._unusable = problem
            return None
        self._unusable = None
        return moved_to

    def _move_unusable(self, problem: str) -> None:
        """Before a save: move the unusable save aside; OSError if it is still there."""
        try:
            quarantine(self.path, problem)
        except FileNotFoundError:
            pass
        except OSError:
            if self.path.exists():
                raise
        self._unusable = None

    def clear(self) -> bool:
        """Delete the save once its match is over; False if the disk would not let us.

        Only a save this app can read is deleted: a newer app's save or a corrupt file
        is left for `load` and `save` to keep and report. A folder that refuses the
        deletion (read-only, gone) is logged and never raised: the match is over either
        way, and a finished match found in the save is not offered again.
        """
        if self._unusable is not None:
            # Not ours to delete: the save that did not replay is kept, moved aside.
            try:
                self._move_unusable(self._unusable)
            except OSError as error:
                _log.warning("could not move %s aside: %s", self.path, error)
                return False
            return True
        doc = read_document(self.path, format_tag=FORMAT_TAG, version=VERSION)
        if doc.status == "current" and _match_in(doc)[0] is not None:
            try:
                self.path.unlink(missing_ok=True)
            except OSError as error:
                _log.warning("could not delete the finished match's save %s: %s", self.path, error)
                return False
        return True

    def _move_newer(self, version: int | None) -> Notice:
        label = "unknown" if version is None else str(version)

        def name(number: int) -> str:
            counter = "" if number == 1 else f"-{number}"
            return f"{self.path.stem}.v{label}{counter}{self.path.suffix}"

        moved_to = move_to_free_path(self.path, name)
        _log.info("moved the version %s save aside to %s", label, moved_to)
        return Notice(
            "save.newer_moved",
            f"The match saved by a newer version of Truco was moved to {moved_to} so that it"
            " is not overwritten.",
            {"path": str(self.path), "version": label, "moved_to": str(moved_to)},
        )

    def _set_aside(self, problem: str) -> tuple[Path | None, Notice]:
        try:
            moved_to = quarantine(self.path, problem)
        except OSError as error:
            _log.warning("could not move %s aside (%s): %s", self.path, problem, error)
            return None, Notice(
                "save.corrupt_kept",
                "Your saved match could not be read, so a new match will start; the file"
                " stays where it is until it can be moved aside.",
                {"path": str(self.path)},
            )
        return moved_to, Notice(
            "save.corrupt_moved",
            f"Your saved match could not be read, so it was moved aside to {moved_to} and a"
            " new match will start.",
            {"path": str(self.path), "moved_to": str(moved_to)},
        )
