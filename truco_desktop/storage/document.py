"""Versioned storage files: the shared envelope and the policy that loses nothing.

Every file is `{"format": ..., "version": N, ...}`. The format tag tells our files
apart (a statistics file copied over the settings file is corrupt, not a very odd set
of preferences), and the version tells an older app that a newer one wrote the file, so
it can keep the file instead of destroying data it does not understand.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeGuard

from truco_desktop.storage.atomic import (
    dump_json,
    free_path,
    quarantine,
    read_json_file,
    remove_stale_temporaries,
    write_atomic,
)
from truco_desktop.storage.notices import Notice

_log = logging.getLogger(__name__)

DocumentStatus = Literal["missing", "current", "newer", "unknown", "corrupt"]


@dataclass(frozen=True, slots=True)
class Document:
    """A storage file, classified.

    * "missing": no file.
    * "current": our format tag and the version this app writes; `data` is the object.
    * "newer": our format tag and a higher whole-number version; `data` and `version`
      are set, and the reader decides how much of it it can use.
    * "unknown": our format tag, but the version is absent or not a positive whole
      number, so nobody can say which app wrote it; `data` is set.
    * "corrupt": not readable as one of our files; `problem` says why (for the log).
    """

    status: DocumentStatus
    data: dict[str, object] | None = None
    version: int | None = None
    problem: str | None = None


def is_int(value: object) -> TypeGuard[int]:
    """True for JSON whole numbers; False for booleans, which Python counts as ints."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_document(path: Path, *, format_tag: str, version: int) -> Document:
    """Read `path` and classify it against `format_tag` and the `version` we write."""
    result = read_json_file(path)
    if result.status == "missing":
        return Document("missing")
    if result.data is None:
        return Document("corrupt", problem=result.problem)
    data = result.data
    found_tag = data.get("format")
    if found_tag != format_tag:
        return Document("corrupt", problem=f"format is {found_tag!r}, expected {format_tag!r}")
    found_version = data.get("version")
    if not is_int(found_version):
        return Document("unknown", data=data, problem=f"version is {found_version!r}")
    if found_version == version:
        return Document("current", data=data, version=found_version)
    if found_version > version:
        return Document("newer", data=data, version=found_version)
    return Document(
        "unknown",
        data=data,
        version=found_version,
        problem=f"version {found_version} was never written by any release",
    )


def envelope(format_tag: str, version: int, body: dict[str, object]) -> dict[str, object]:
    """The whole document to write: the tag and version first, then `body`."""
    return {"format": format_tag, "version": version, **body}


@dataclass(frozen=True, slots=True)
class Wording:
    """How a `VersionedFile`'s notices name the file and what happens without it.

    `code` prefixes the notice codes ("settings" gives "settings.corrupt_moved");
    `noun` and `fallback` complete the English sentences, e.g. "settings" and "the
    default settings are in use".
    """

    code: str
    noun: str
    fallback: str


class VersionedFile:
    """A file that is rewritten as a whole and read with whatever is still usable.

    Settings and statistics share this policy: a corrupt file (or one with a version
    nobody wrote) is moved aside at once and reported; a newer app's file is read as far
    as we understand it and a copy is kept, once, just before we first overwrite it. If a
    corrupt file could not be moved aside, writing moves it first or fails, so the bad
    file is never silently replaced.
    """

    def __init__(self, path: Path, *, format_tag: str, version: int, wording: Wording) -> None:
        self.path = path
        self.format_tag = format_tag
        self.version = version
        self.wording = wording
        self._newer_version: int | None = None
        self._corrupt_problem: str | None = None
        self._partly_invalid = False
        remove_stale_temporaries(path.parent)

    def keep_before_rewrite(self) -> None:
        """The file was read only in part: keep a copy of it before it is first rewritten."""
        self._partly_invalid = True

    def read(self) -> tuple[Document, list[Notice]]:
        """Classify the file, deal with a bad one, and say what the player should know.

        The document's data is meant to be used only when its status is "current" or
        "newer"; a corrupt file has already been moved aside when this returns.
        """
        self._newer_version = None
        self._corrupt_problem = None
        self._partly_invalid = False
        doc = read_document(self.path, format_tag=self.format_tag, version=self.version)
        if doc.status in ("corrupt", "unknown"):
            return doc, [self.set_aside(doc.problem or "unusable file")]
        if doc.status == "newer" and doc.version is not None:
            self._newer_version = doc.version
            return doc, [self._newer_notice(doc.version)]
        return doc, []

    def write(self, body: dict[str, object]) -> None:
        """Replace the file with `body` in our envelope, after keeping what must be kept.

        Raises OSError if the disk refuses, or if a corrupt file still cannot be moved.
        """
        if self._corrupt_problem is not None:
            with contextlib.suppress(FileNotFoundError):
                quarantine(self.path, self._corrupt_problem)
            self._corrupt_problem = None
        if self._newer_version is not None:
            self._back_up(self._newer_version)
            self._newer_version = None
        if self._partly_invalid:
            self._keep_copy(f"{self.path.name}.partly-invalid")
            self._partly_invalid = False
        write_atomic(self.path, dump_json(envelope(self.format_tag, self.version, body)))

    def backup_name(self, version: int) -> str:
        """The name (before any counter) of the copy kept of a newer app's file."""
        return f"{self.path.name}.v{version}-backup"

    def set_aside(self, problem: str) -> Notice:
        """Quarantine the file now, or remember to before the next write."""
        words = self.wording
        try:
            moved_to = quarantine(self.path, problem)
        except OSError as error:
            _log.warning("could not move %s aside (%s): %s", self.path, problem, error)
            self._corrupt_problem = problem
            return Notice(
                f"{words.code}.corrupt_kept",
                f"Your {words.noun} file could not be read, so {words.fallback}; it will be"
                " moved aside before anything is saved over it.",
                {"path": str(self.path)},
            )
        return Notice(
            f"{words.code}.corrupt_moved",
            f"Your {words.noun} file could not be read, so it was moved aside to {moved_to}"
            f" and {words.fallback}.",
            {"path": str(self.path), "moved_to": str(moved_to)},
        )

    def _newer_notice(self, version: int) -> Notice:
        words = self.wording
        backup = self.path.parent / self.backup_name(version)
        return Notice(
            f"{words.code}.newer",
            f"Your {words.noun} file was written by a newer version of Truco, so only what"
            f" this version understands is used, and a copy will be kept as {backup}"
            " before it is changed.",
            {"path": str(self.path), "version": str(version), "backup": str(backup)},
        )

    def _back_up(self, version: int) -> None:
        self._keep_copy(self.backup_name(version))

    def _keep_copy(self, base: str) -> None:
        """Copy the file's bytes, as they are, to the first free ``base``[-n] beside it."""
        try:
            original = self.path.read_bytes()
        except FileNotFoundError:
            return
        target = free_path(lambda n: base if n == 1 else f"{base}-{n}", self.path.parent)
        write_atomic(target, original)
        _log.info("kept a copy of the %s file as %s", self.wording.noun, target)
