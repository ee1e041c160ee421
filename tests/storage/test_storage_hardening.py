"""Issue 18 (2, 5): what the disk can do to us never reaches the player as a crash.

Reads take regular files only and stop at the size cap; temporary files of a killed
write are removed; folders and files are private whatever the umask; a partly invalid
file is copied aside before it is rewritten; a finished match's save that cannot be
deleted is not an error.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from truco_desktop.paths import AppPaths
from truco_desktop.play.rules import mended_preferences
from truco_desktop.storage.atomic import (
    read_json_file,
    remove_stale_temporaries,
    write_atomic,
)
from truco_desktop.storage.savegame import SaveStore
from truco_desktop.storage.settings import SettingsStore

posix = pytest.mark.skipif(os.name == "nt", reason="POSIX files and modes")


@posix
def test_a_fifo_a_device_and_a_link_to_one_are_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert read_json_file(fifo).status == "corrupt"  # no writer: must not wait for one
    assert time.monotonic() - started < 5
    link = tmp_path / "statistics.json"
    link.symlink_to("/dev/zero")
    result = read_json_file(link)
    assert result.status == "corrupt" and "regular" in (result.problem or "")
    assert read_json_file(Path("/dev/zero")).status == "corrupt"


def test_the_size_cap_holds_on_the_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b'{"a": "' + b"x" * 5000 + b'"}')
    assert read_json_file(path, max_bytes=1000).status == "corrupt"
    assert read_json_file(path, max_bytes=10_000).status == "ok"


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".current-match.json.k2j3h4.tmp"
    fresh = tmp_path / ".settings.json.abcdef.tmp"
    other = tmp_path / "notes.tmp"
    for path in (old, fresh, other):
        path.write_bytes(b"half a file")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    assert remove_stale_temporaries(tmp_path) == 1
    assert not old.exists() and fresh.exists() and other.exists()


def test_a_store_tidies_its_folder_when_it_opens(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    folder = paths.current_match_file.parent
    folder.mkdir(parents=True, exist_ok=True)
    leftover = folder / ".current-match.json.zz9.tmp"
    leftover.write_bytes(b"{")
    os.utime(leftover, (time.time() - 600, time.time() - 600))
    SaveStore(paths)
    assert not leftover.exists()


@posix
def test_folders_and_files_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        target = tmp_path / "a" / "b" / "settings.json"
        write_atomic(target, b"{}")
    finally:
        os.umask(old)
    for folder in (tmp_path / "a", tmp_path / "a" / "b"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


@posix
def test_the_log_file_is_private_whatever_the_umask(tmp_path: Path) -> None:
    import logging

    from truco_desktop.logs import setup_logging

    old = os.umask(0)
    try:
        path = setup_logging(AppPaths.under(tmp_path))
    finally:
        os.umask(old)
        for handler in list(logging.getLogger().handlers):
            if isinstance(handler, logging.FileHandler):
                logging.getLogger().removeHandler(handler)
                handler.close()
    assert path is not None
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def test_a_partly_invalid_settings_file_is_copied_aside_before_it_is_rewritten(
    tmp_path: Path,
) -> None:
    paths = AppPaths.under(tmp_path)
    store = SettingsStore(paths)
    prefs, _ = store.load()
    store.save(prefs)
    original = json.loads(paths.settings_file.read_text())
    original["preferences"]["variant"] = "chinchon"  # one bad value among good ones
    paths.settings_file.write_text(json.dumps(original))
    bytes_before = paths.settings_file.read_bytes()
    # The game's own store: a variant it does not offer is mended by the play layer.
    store = SettingsStore(paths, mend=mended_preferences)
    prefs, message = store.load()
    assert message
    store.save(prefs)
    copies = list(paths.settings_file.parent.glob("settings.json.partly-invalid*"))
    assert len(copies) == 1 and copies[0].read_bytes() == bytes_before
    store.save(prefs)  # once: a later save keeps no second copy
    assert len(list(paths.settings_file.parent.glob("settings.json.partly-invalid*"))) == 1


def test_a_save_the_disk_will_not_delete_is_cleared_without_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = AppPaths.under(tmp_path)
    saves = SaveStore(paths)
    saves.save({"kind": "truco-desktop/match", "hands": []})

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)  # a read-only folder (root ignores modes)
    assert saves.clear() is False
    monkeypatch.undo()
    assert saves.clear() is True and not paths.current_match_file.exists()
