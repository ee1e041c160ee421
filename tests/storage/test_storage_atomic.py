"""Atomic writes, quarantine and the JSON reader: the promises every store relies on."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from truco_desktop.storage import atomic
from truco_desktop.storage.atomic import (
    dump_json,
    move_aside,
    quarantine,
    read_json_file,
    write_atomic,
)

NOW = datetime(2025, 6, 1, 14, 5, 9)


def test_write_atomic_writes_bytes_and_text_and_leaves_no_temp_files(tmp_path: Path) -> None:
    target = tmp_path / "a.json"

    write_atomic(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    write_atomic(target, "ñandú €")

    assert target.read_text(encoding="utf-8") == "ñandú €"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_write_atomic_creates_missing_folders(tmp_path: Path) -> None:
    target = tmp_path / "config" / "deep" / "settings.json"
    write_atomic(target, "{}")
    assert target.read_text() == "{}"


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_failure_mid_write_keeps_old_file_and_removes_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: str
) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old")

    def fail(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, broken, fail)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new")
    monkeypatch.undo()

    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_interrupt_mid_write_also_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "settings.json"

    def interrupt(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    monkeypatch.undo()

    assert list(tmp_path.iterdir()) == []


def test_quarantine_uses_a_timestamped_name_and_keeps_the_bytes(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    bad.write_bytes(b"\xffgarbage")

    moved = quarantine(bad, "not JSON", now=NOW)

    assert moved == tmp_path / "settings.corrupt-20250601-140509.json"
    assert moved.read_bytes() == b"\xffgarbage"
    assert not bad.exists()


def test_quarantine_never_overwrites_an_earlier_quarantined_file(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    names = []
    for content in ("first", "second", "third"):
        bad.write_text(content)
        names.append(quarantine(bad, "test", now=NOW).name)

    assert names == [
        "settings.corrupt-20250601-140509.json",
        "settings.corrupt-20250601-140509-2.json",
        "settings.corrupt-20250601-140509-3.json",
    ]
    assert [(tmp_path / name).read_text() for name in names] == ["first", "second", "third"]


def test_quarantine_of_a_file_without_suffix(tmp_path: Path) -> None:
    bad = tmp_path / "notes"
    bad.write_text("x")
    assert quarantine(bad, "test", now=NOW).name == "notes.corrupt-20250601-140509"


def test_quarantine_default_clock_matches_the_pattern(tmp_path: Path) -> None:
    bad = tmp_path / "statistics.json"
    bad.write_text("x")
    moved = quarantine(bad, "test")
    assert moved.name.startswith("statistics.corrupt-")
    stamp = moved.name.removeprefix("statistics.corrupt-").removesuffix(".json")
    datetime.strptime(stamp, "%Y%m%d-%H%M%S")


def test_quarantine_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        quarantine(tmp_path / "gone.json", "test")


def test_move_aside_refuses_to_replace(tmp_path: Path) -> None:
    source, target = tmp_path / "a", tmp_path / "b"
    source.write_text("a")
    target.write_text("b")

    with pytest.raises(FileExistsError):
        move_aside(source, target)

    assert source.read_text() == "a"
    assert target.read_text() == "b"


def test_move_aside_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*args: object) -> None:
        raise OSError("operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    source, target = tmp_path / "a", tmp_path / "b"
    source.write_text("a")

    move_aside(source, target)

    assert target.read_text() == "a"
    assert not source.exists()
    source.write_text("again")
    with pytest.raises(FileExistsError):
        move_aside(source, target)


def test_read_json_file_missing(tmp_path: Path) -> None:
    assert read_json_file(tmp_path / "nothing.json").status == "missing"


def test_read_json_file_ok_with_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"a": [1, "ñ"]}).encode())

    result = read_json_file(path)

    assert result.status == "ok"
    assert result.data == {"a": [1, "ñ"]}


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\x89PNG\r\n\x1a\n\x00\x00", id="binary"),
        pytest.param(b"", id="empty"),
        pytest.param(b'{"a": 1', id="truncated"),
        pytest.param(b"[1, 2, 3]", id="array"),
        pytest.param(b'"text"', id="string"),
        pytest.param(b"null", id="null"),
        pytest.param(b'{"a": NaN}', id="nan"),
        pytest.param(b'{"a": ' + b"9" * 5000 + b"}", id="number-too-long"),
        pytest.param(b"[" * 100_000 + b"]" * 100_000, id="nesting-too-deep"),
        pytest.param('{"a": "ñ"}'.encode("latin-1"), id="not-utf8"),
    ],
)
def test_read_json_file_corrupt(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(content)

    result = read_json_file(path)

    assert result.status == "corrupt"
    assert result.data is None
    assert result.problem


def test_read_json_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"a": "x" * 100}))
    assert read_json_file(path, max_bytes=50).status == "corrupt"
    assert atomic.MAX_FILE_BYTES >= 1024 * 1024


def test_read_json_file_unreadable(tmp_path: Path) -> None:
    (tmp_path / "a.json").mkdir()
    result = read_json_file(tmp_path / "a.json")
    assert result.status == "corrupt"
    assert result.problem is not None and "unreadable" in result.problem


def test_dump_json_refuses_what_it_could_not_read_back() -> None:
    assert json.loads(dump_json({"b": 1, "a": "ñ"})) == {"a": "ñ", "b": 1}
    with pytest.raises(ValueError):
        dump_json({"a": float("nan")})
    with pytest.raises(TypeError):
        dump_json({"a": {1, 2}})
