"""Issue 18: nothing in the player's folders or input breaks the game, nothing is lost.

One test (or a few) per numbered failure of the issue, through the real main window, as
the player meets them. Each of them failed before the fix (checked on the tree of
03e1425~1). The referee's (3) are in `tests/engine/test_referee_streams.py`; the storage
leftovers of (5) (temporary files, modes, a partly invalid file) in
`tests/storage/test_storage_hardening.py`, SIGTERM in `test_app_terminate.py`.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from app_helpers import act_once, finish_hand, play, play_to_end

from truco_desktop.storage import SaveStore

posix = pytest.mark.skipif(os.name == "nt", reason="POSIX files, FIFOs and signals")


# ---------------------------------------------------------------------- helpers


def notices(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Every notice the window showed (it logs each one)."""
    return [
        r.getMessage().removeprefix("notice: ")
        for r in caplog.records
        if r.getMessage().startswith("notice: ")
    ]


def aside(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.corrupt-*"))


def saved_file(make_window: Any, moves: int, seed: int = 3) -> dict[str, Any]:
    """The save file (as JSON) of a match played `moves` actions into its first hands."""
    window = make_window()
    window.start_or_resume()
    play(window.model, moves, random.Random(seed))
    path = window.paths.current_match_file
    window.session.saving = False
    return json.loads(path.read_text(encoding="utf-8"))


def write_save(path: Path, document: dict[str, Any]) -> bytes:
    """Write `document` as the save file; its bytes (ASCII: lone surrogates escaped)."""
    raw = json.dumps(document, indent=2).encode("ascii")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


def _illegal_action(match: dict[str, Any]) -> None:
    """An action that a later release no longer allows: a card the seat does not hold."""
    match["hands"][-1].append([0, "vale_cuatro"])  # with no Truco called


def _unfinished_first_hand(match: dict[str, Any]) -> None:
    """A first hand not finished before the next one."""
    match["hands"] = [match["hands"][0][:1], []]


def _lone_surrogate_seed(match: dict[str, Any]) -> None:
    match["seed"] = "seed\ud800"


UNREPLAYABLE = {
    "illegal_action": _illegal_action,
    "unfinished_first_hand": _unfinished_first_hand,
    "lone_surrogate_seed": _lone_surrogate_seed,
}


def refuse_writes_under(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make `folder` read-only for this process, even for root (the tests run as root in
    CI's containers, where chmod does not stop a write): every creation, rename or
    deletion under it fails with EACCES, as a read-only folder's would."""
    base = os.path.abspath(folder)

    def inside(path: Any) -> bool:
        try:
            return os.path.abspath(os.fspath(path)).startswith(base)
        except TypeError:
            return False

    def refused(path: Any) -> OSError:
        return PermissionError(errno.EACCES, "Permission denied", os.fspath(path))

    real_open = os.open
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC

    def fake_open(path: Any, flags: int, mode: int = 0o777, *, dir_fd: Any = None) -> int:
        if flags & writing and inside(path):
            raise refused(path)
        return real_open(path, flags, mode, dir_fd=dir_fd)

    monkeypatch.setattr(os, "open", fake_open)
    for name in ("unlink", "remove", "rename", "replace", "link", "mkdir", "rmdir", "chmod"):
        real = getattr(os, name)

        def fake(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
            if any(inside(a) for a in args[:2]):
                raise refused(args[0])
            return _real(*args, **kwargs)

        monkeypatch.setattr(os, name, fake)


# ---------------------------------------------------------------------- 1. a save that
# parses but does not replay


@pytest.mark.parametrize("trigger", sorted(UNREPLAYABLE))
def test_a_save_that_does_not_replay_is_not_offered_and_saving_goes_on(
    trigger: str, make_window: Any, answers: Any, paths: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    document = saved_file(make_window, 9)
    UNREPLAYABLE[trigger](document["match"]["match"])
    original = write_save(paths.current_match_file, document)

    window = make_window()
    assert window.start_or_resume() is False
    assert answers.asked == [], "a save that does not replay is never offered"
    kept = aside(paths.data_dir, "current-match")
    assert len(kept) == 1 and kept[0].read_bytes() == original, "set aside as it was"
    told = notices(caplog)
    assert len(told) == 1 and "could not be resumed" in told[0]
    assert window.model.session.match is not None and window.model.session.match.hand_number == 0

    # Saving works for the rest of the session, and a kill loses nothing of the new match.
    play(window.model, 6, random.Random(4))
    expected = window.model.match_json()
    assert SaveStore(paths).load().payload["match"] == expected
    window.session.saving = False
    answers.will("yes")
    again = make_window()
    assert again.start_or_resume() is True
    assert again.model.match_json() == expected


def test_a_finished_match_in_the_save_is_counted_not_offered(
    make_window: Any, answers: Any, paths: Any
) -> None:
    window = make_window()
    window.start_or_resume()
    document = json.loads(paths.current_match_file.read_text(encoding="utf-8"))
    play_to_end(window.model, random.Random(2))
    finished = window.model.match_json()
    window.session.saving = False
    # The app closed just after the match ended, before it was counted.
    document["match"]["match"] = finished
    document["match"]["recorded"] = False
    write_save(paths.current_match_file, document)
    before = window.stats.statistics.for_variant("argentino").matches_played

    again = make_window()
    assert again.start_or_resume() is False
    assert answers.asked == [], "a finished match is not offered"
    assert again.stats.statistics.for_variant("argentino").matches_played == before + 1
    assert again.model.session.match is not None and again.model.session.match.hand_number == 0


def test_saves_are_released_even_when_the_start_fails(
    make_window: Any, paths: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.defer_startup_work()

    def broken(**_kwargs: Any) -> bool:
        window._start_new()
        raise RuntimeError("the start failed")

    monkeypatch.setattr(window, "start_or_resume", broken)
    with pytest.raises(RuntimeError):
        window.finish_startup()
    act_once(window.model, random.Random(1))
    assert SaveStore(paths).load().payload["match"] == window.model.match_json()


# ---------------------------------------------------------------------- 2. a data folder
# the app cannot write


def test_a_read_only_data_folder_costs_one_notice_and_no_error(
    make_window: Any,
    paths: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    window = make_window()
    window.start_or_resume()
    act_once(window.model, random.Random(1))
    caplog.set_level(logging.INFO)
    refuse_writes_under(monkeypatch, paths.data_dir)
    play_to_end(window.model, random.Random(5))  # to the end of the match: no error
    failed = [n for n in notices(caplog) if "could not be saved" in n]
    assert len(failed) == 1, failed
    assert "Permission denied" in failed[0]
    window.model.play_again()
    play(window.model, 5, random.Random(6))
    assert len([n for n in notices(caplog) if "could not be saved" in n]) == 1


def test_a_data_folder_that_is_a_file_costs_one_notice(
    make_window: Any, paths: Any, caplog: pytest.LogCaptureFixture
) -> None:
    paths.data_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.data_dir.write_bytes(b"not a folder")
    caplog.set_level(logging.INFO)
    window = make_window()
    window.start_or_resume()
    play(window.model, 40, random.Random(2))
    failed = [n for n in notices(caplog) if "could not be saved" in n]
    assert len(failed) == 1, failed
    assert paths.data_dir.read_bytes() == b"not a folder"


# ---------------------------------------------------------------------- 4. hand history


def _record(**extra: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "variant": "argentino",
        "options": {"players": 4, "target": 30, "flor": "off", "falta": "total"},
        "score": [0, 0],
        "dealer": 3,
        "hands": [
            ["1e", "2e", "3e"],
            ["4e", "5e", "6e"],
            ["7e", "10e", "11e"],
            ["12e", "1b", "2b"],
        ],
        "actions": [{"seat": 0, "action": "play", "card": "1e"}],
    }
    record.update(extra)
    return record


def _history_file(paths: Any, variant: str = "argentino") -> Path:
    return paths.data_dir / "history" / f"{variant}.jsonl"


def test_an_import_with_nan_or_infinity_is_refused(make_window: Any, tmp_path: Path) -> None:
    window = make_window()
    for constant in ("NaN", "Infinity", "-Infinity"):
        source = tmp_path / f"{constant}.jsonl"
        text = json.dumps(_record())[:-1] + f', "note": {constant}}}\n'
        source.write_text(text, encoding="utf-8")
        result = window.import_history(source)
        assert not result.ok
        assert "Nothing was imported" in window.notice_text()


@pytest.mark.parametrize("separator", ["\u2028", "\u0085", "\u2029", "\x0b", "\x1c"])
def test_a_line_separator_inside_a_string_is_kept(
    separator: str, make_window: Any, tmp_path: Path, paths: Any
) -> None:
    window = make_window()
    record = _record()
    record["actions"][0]["why"] = f"played{separator}on a whim"
    source = tmp_path / "odd.jsonl"
    source.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert window.import_history(source).count == 1
    assert len(window.history.records("argentino")) == 1
    assert aside(_history_file(paths).parent, "argentino") == [], "nothing declared corrupt"
    # Read afresh by a new window, the hand is still there.
    window.session.saving = False
    assert len(make_window().history.records("argentino")) == 1


@posix
@pytest.mark.parametrize("kind", ["dev_zero", "link_to_dev_zero", "fifo_without_writer"])
def test_an_import_of_a_device_or_a_fifo_is_refused_at_once(
    kind: str, make_window: Any, tmp_path: Path
) -> None:
    window = make_window()
    source = tmp_path / "hands.jsonl"
    if kind == "dev_zero":
        source = Path("/dev/zero")
    elif kind == "link_to_dev_zero":
        source.symlink_to("/dev/zero")
    else:
        os.mkfifo(source)
    outcome: list[Any] = []
    worker = threading.Thread(target=lambda: outcome.append(window.import_history(source)))
    worker.daemon = True
    worker.start()
    worker.join(10)
    try:
        assert not worker.is_alive(), "the import waited for a writer or read without end"
        assert outcome and not outcome[0].ok
    finally:
        if worker.is_alive() and kind == "fifo_without_writer":
            os.close(os.open(source, os.O_WRONLY | os.O_NONBLOCK))  # let the reader go


@posix
def test_a_fifo_with_a_writer_is_not_read_past_the_cap(make_window: Any, tmp_path: Path) -> None:
    """A FIFO reports a size of 0, so a cap checked with `stat` lets through whatever a
    writer sends; the import must stop reading it (here: never start)."""
    window = make_window()
    source = tmp_path / "hands.jsonl"
    os.mkfifo(source)
    line = (json.dumps(_record()) + "\n").encode("utf-8")
    written: list[int] = []

    def writer() -> None:
        fd = os.open(source, os.O_WRONLY)  # waits for a reader
        total = 0
        try:
            while total < 8 * 1024 * 1024:
                total += os.write(fd, line)
            written.append(total)
        except BrokenPipeError:
            written.append(-1)  # the reader went away before the end
        finally:
            os.close(fd)

    feeder = threading.Thread(target=writer, daemon=True)
    feeder.start()
    time.sleep(0.2)  # the writer waits in open()
    result = window.import_history(source)
    assert not result.ok
    # Let a writer still waiting go: open and close a reader at once.
    os.close(os.open(source, os.O_RDONLY | os.O_NONBLOCK))
    feeder.join(10)
    assert written == [-1], "the import read the whole stream"
    assert window.history.records("argentino") == []


@pytest.mark.parametrize(
    "why",
    [
        {"code": "win_cheaply", "params": {"card": ""}},
        "win_cheaply(card=)",
        {"code": "best_chance", "params": {"card": "", "chance": 40}},
        {"code": "search_best", "params": {"worlds": 3, "action": "play:", "value": 1}},
        {"code": "win_cheaply", "params": ["card"]},
        {"code": 7},
        ["not", "a", "why"],
        {"code": "win_cheaply", "params": {"card": {"deep": [1, 2]}}},
        "x" * 100_000,
    ],
)
def test_a_malformed_why_does_not_break_the_replay(why: Any, make_window: Any, paths: Any) -> None:
    record = _record()
    record["actions"][0]["why"] = why
    path = _history_file(paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    window = make_window()
    dialog = window.replay_last_hand()
    assert dialog is not None
    assert dialog.log.count() == 2


def test_a_history_line_that_does_not_replay_is_set_aside(
    make_window: Any, paths: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    good = _record()
    bad = _record(actions=[{"seat": 0, "action": "play", "card": "4e"}])  # seat 1's card
    path = _history_file(paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    original = (json.dumps(good) + "\n" + json.dumps(bad) + "\n").encode("utf-8")
    path.write_bytes(original)
    window = make_window()
    dialog = window.replay_last_hand()
    assert dialog is not None and dialog.record.hands[0][0] == "1e"
    kept = aside(path.parent, "argentino")
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert any("moved aside" in n for n in notices(caplog))
    assert window.history.records("argentino") == [good]


def test_an_import_that_does_not_replay_is_refused(make_window: Any, tmp_path: Path) -> None:
    window = make_window()
    bad = _record(actions=[{"seat": 0, "action": "play", "card": "4e"}])
    source = tmp_path / "bad.jsonl"
    source.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    result = window.import_history(source)
    assert not result.ok and "Line 1" in window.notice_text()


def test_an_export_to_an_unwritable_place_is_a_notice(
    make_window: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    window = make_window()
    window.start_or_resume()
    finish_hand(window.model, random.Random(3))
    caplog.set_level(logging.INFO)
    blocker = tmp_path / "a-file"
    blocker.write_bytes(b"")
    for target in (blocker / "hands.jsonl", tmp_path):
        assert window.export_history("argentino", target) == 0
    told = notices(caplog)
    assert len(told) == 2 and all("could not be exported" in n for n in told)


def test_imported_one_hand_reads_in_the_singular_without_any_catalogue(
    make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    from truco_desktop import i18n

    app = QApplication.instance()
    real_dirs = i18n.catalogue_dirs
    monkeypatch.setattr(i18n, "catalogue_dirs", lambda: [tmp_path / "nothing"])
    i18n.apply_language(app, "en")  # no catalogue found: not even the English plurals
    try:
        window = make_window()
        source = tmp_path / "one.jsonl"
        source.write_text(json.dumps(_record()) + "\n", encoding="utf-8")
        assert window.import_history(source).count == 1
        assert window.notice_text() == "Imported 1 hand."
    finally:
        monkeypatch.setattr(i18n, "catalogue_dirs", real_dirs)
        i18n.apply_language(app, "en")


PLURALS = {
    "en": ("Imported 1 hand.", "Imported 3 hands."),
    "es": ("Se importó 1 mano.", "Se importaron 3 manos."),
    "pt_BR": ("1 mão importada.", "3 mãos importadas."),
    "tr": ("1 el içe aktarıldı.", "3 el içe aktarıldı."),
    "pl": ("Zaimportowano 1 rozdanie.", "Zaimportowano 3 rozdania."),
    "el": ("Εισήχθη 1 μοιρασιά.", "Εισήχθησαν 3 μοιρασιές."),
    "id": ("1 babak diimpor.", "3 babak diimpor."),
}


@pytest.fixture
def language() -> Iterator[Any]:
    from PySide6.QtWidgets import QApplication

    from truco_desktop import i18n

    app = QApplication.instance()
    yield lambda code: i18n.apply_language(app, code)
    i18n.apply_language(app, "en")


@pytest.mark.parametrize("code", sorted(PLURALS))
def test_imported_hands_use_the_plural_forms(
    code: str, language: Any, make_window: Any, tmp_path: Path
) -> None:
    language(code)
    window = make_window()
    one, three = PLURALS[code]
    source = tmp_path / "hands.jsonl"
    source.write_text(json.dumps(_record()) + "\n", encoding="utf-8")
    window.import_history(source)
    assert window.notice_text() == one
    source.write_text((json.dumps(_record()) + "\n") * 3, encoding="utf-8")
    window.import_history(source)
    assert window.notice_text().splitlines()[-1] == three
