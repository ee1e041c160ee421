"""Writing, reading and setting aside files so that a player never loses one.

Three promises, shared by every store:

* `write_atomic` either leaves the old file untouched or replaces it with the complete
  new one, even if the app crashes or the power goes halfway through: the bytes go to a
  temporary file in the same folder (so the final rename never crosses file systems),
  are flushed to the disk, and only then renamed over the old name.
* `read_json_file` never raises for a bad file: it says whether the file is missing,
  fine, or corrupt, so each store can decide what to tell the player.
* `quarantine` and `move_aside` move a file to a new name without ever replacing
  another file: a second corruption must not destroy the evidence of the first.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

_log = logging.getLogger(__name__)

#: Our files are a few kilobytes. Anything far larger is not ours, and reading it whole
#: could exhaust memory before the JSON parser would reject it.
MAX_FILE_BYTES = 16 * 1024 * 1024

#: How many numbered alternatives `free_path` tries before giving up; reaching it means
#: something is creating files in a loop, and failing loudly beats looping forever.
_MAX_ALTERNATIVES = 10_000

LoadStatus = Literal["missing", "ok", "corrupt"]


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What `read_json_file` found.

    `data` is the top-level JSON object when `status` is "ok" and None otherwise;
    `problem` is a short English description for logs when `status` is "corrupt".
    """

    status: LoadStatus
    data: dict[str, object] | None = None
    problem: str | None = None


def write_atomic(path: Path, data: bytes | str) -> None:
    """Replace `path` with `data` (text is written as UTF-8) all at once or not at all.

    Missing parent folders are created, because the first save is also the moment the
    app's folders first need to exist. The temporary file is created with mode 0o600 by
    `tempfile.mkstemp`, which suits a player's private files. On any failure the
    temporary file is removed and the exception propagates; the old file is unchanged.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    folder = path.parent
    make_private_folder(folder)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(folder)


def make_private_folder(folder: Path) -> None:
    """Create ``folder`` (and missing parents) readable by the player only, whatever the umask.

    ``mkdir``'s mode is masked by the umask, and parents get the default mode; a player's
    saves and statistics are nobody else's business, so each folder we create is 0700.
    """
    missing: list[Path] = []
    current = folder
    while not current.exists():
        missing.append(current)
        if current.parent == current:
            break
        current = current.parent
    for created in reversed(missing):
        with contextlib.suppress(FileExistsError):
            created.mkdir(mode=0o700)
        if os.name != "nt":
            with contextlib.suppress(OSError):
                os.chmod(created, 0o700)


#: A temporary file of ours (``.NAME.XXXXXXXX.tmp``) older than this was left by a killed
#: process: a live write holds its temporary file for milliseconds.
STALE_AFTER_SECONDS = 60.0


def remove_stale_temporaries(folder: Path, *, now: float | None = None) -> int:
    """Delete the temporary files a killed ``write_atomic`` left in ``folder``; count them."""
    moment = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(".tmp") and name.count(".") >= 3):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if moment - entry.stat(follow_symlinks=False).st_mtime < STALE_AFTER_SECONDS:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed += 1
        _log.info("removed a stale temporary file %s", entry.path)
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable, where the platform allows it.

    On POSIX a rename lives in the folder's entry table, which needs its own fsync.
    Windows cannot open a folder this way (and its rename is durable enough), and some
    file systems refuse; the data is already safe either way, so failures are ignored.
    """
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _reject_constant(name: str) -> object:
    """Refuse NaN and Infinity: they are not JSON, and we never write them."""
    raise ValueError(f"non-standard JSON constant {name}")


def read_json_file(path: Path, *, max_bytes: int = MAX_FILE_BYTES) -> LoadResult:
    """Read a JSON object from `path`, classifying every way it can fail.

    Corrupt means: unreadable (permissions, a folder in its place), larger than
    `max_bytes`, not UTF-8, not JSON (including NaN, numbers too long to convert, or
    nesting too deep), or JSON whose top level is not an object. A UTF-8 byte-order mark
    is accepted because some editors add one when a player edits the file by hand.
    """
    try:
        raw = read_regular_file(path, max_bytes)
    except FileNotFoundError:
        return LoadResult("missing")
    except OSError as error:
        return LoadResult("corrupt", problem=f"unreadable: {error}")
    if len(raw) > max_bytes:
        return LoadResult("corrupt", problem=f"larger than {max_bytes} bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        return LoadResult("corrupt", problem=f"not UTF-8 text: {error}")
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        return LoadResult("corrupt", problem=f"not JSON: {error}")
    if not isinstance(value, dict):
        return LoadResult("corrupt", problem=f"a JSON {type(value).__name__}, not an object")
    return LoadResult("ok", data=value)


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of ``path``, which must be a regular file.

    A device (``/dev/zero``), a FIFO or a folder in the place of one of our files is
    refused before reading (a FIFO is opened without waiting for a writer), and the size
    cap holds on the read itself, whatever the file claims to be. Raises OSError.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def dump_json(document: object) -> bytes:
    """Serialise one of our documents the same way everywhere.

    Indented and key-sorted so that a player (or a bug report) can read and diff it;
    `allow_nan=False` so we never write something our own reader would call corrupt.
    Raises TypeError or ValueError if `document` is not plain JSON data.
    """
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


def free_path(make_name: Callable[[int], str], folder: Path) -> Path:
    """The first `folder / make_name(n)`, n = 1, 2, ..., that does not exist yet.

    `make_name(1)` is the plain name; later ones carry a counter. The result is only a
    candidate: `move_aside` still refuses to replace a file that appears meanwhile.
    """
    for number in range(1, _MAX_ALTERNATIVES + 1):
        candidate = folder / make_name(number)
        if not os.path.lexists(candidate):
            return candidate
    raise FileExistsError(f"no free name for {make_name(1)!r} in {folder}")


def move_aside(source: Path, target: Path) -> None:
    """Rename `source` to `target`, raising FileExistsError rather than replace a file.

    `os.rename` silently replaces an existing target on POSIX, so there we link the new
    name (which fails if it exists) and then unlink the old one. Windows' rename already
    refuses to replace. File systems without hard links fall back to check-then-rename.
    """
    if os.name == "nt":
        os.rename(source, target)
        return
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(f"{target} already exists") from None
        os.rename(source, target)
        return
    try:
        os.unlink(source)
    except OSError:
        # Leave things as they were rather than with the file under two names.
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise


def move_to_free_path(source: Path, make_name: Callable[[int], str]) -> Path:
    """Move `source` to the first free name from `make_name` in the same folder.

    Retries with the next name if another process takes the chosen one in between.
    """
    for _attempt in range(_MAX_ALTERNATIVES):
        target = free_path(make_name, source.parent)
        try:
            move_aside(source, target)
        except FileExistsError:
            continue
        return target
    raise FileExistsError(f"could not find a free name next to {source}")


def quarantine(path: Path, reason: str, *, now: datetime | None = None) -> Path:
    """Move a bad file aside to `<stem>.corrupt-YYYYMMDD-HHMMSS[-n]<suffix>`; return it.

    The file is kept rather than deleted so that the player (or a bug report) can still
    recover what was in it. The timestamp is local time because the player reads it;
    `-2`, `-3`, ... are added when several files go bad within one second, and an
    earlier quarantined file is never replaced. `reason` goes to the log. Raises
    OSError (FileNotFoundError if `path` has gone) when the file cannot be moved.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")

    def name(number: int) -> str:
        counter = "" if number == 1 else f"-{number}"
        return f"{path.stem}.corrupt-{stamp}{counter}{path.suffix}"

    target = move_to_free_path(path, name)
    _log.warning("moved %s aside to %s: %s", path, target, reason)
    return target
