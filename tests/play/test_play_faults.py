"""Issue 18 in the play layer (no Qt): a save is replayed before it is offered, a failed
save is told once per cause, the hand history trusts nothing it reads."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.errors import BadRecord
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play import history as history_module
from truco_desktop.play.history import (
    HandHistory,
    Replay,
    canonical,
    clean_why,
    lines_of,
    whys_of,
)
from truco_desktop.play.savefile import read_saved
from truco_desktop.play.session import Listener, Session
from truco_desktop.storage import SaveStore, StatsStore
from truco_desktop.storage.notices import Notice

RULES = Rules("argentino", 4)


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path / "home")


class Told(Listener):
    def __init__(self) -> None:
        self.notices: list[Notice] = []

    def notice(self, notice: Notice) -> None:
        self.notices.append(notice)


def _session(paths: AppPaths) -> tuple[Session, Told]:
    session = Session(paths)
    told = Told()
    session.listen(told)
    return session, told


def _played(paths: AppPaths, actions: int = 6) -> Session:
    session = Session(paths)
    session.new_match(RULES, seed="faults", bot_seed=3)
    for _ in range(actions):
        if session.next_hand() is None:
            assert session.bot_turn(every_seat=True) is not None
    return session


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


# ---------------------------------------------------------------------- the save


def _rewrite_save(paths: AppPaths, change: Any) -> bytes:
    document = json.loads(paths.current_match_file.read_text(encoding="utf-8"))
    change(document["match"])
    raw = json.dumps(document).encode("ascii")
    paths.current_match_file.write_bytes(raw)
    return raw


def test_a_save_that_does_not_replay_reads_as_none_and_is_set_aside(paths: AppPaths) -> None:
    _played(paths)
    raw = _rewrite_save(paths, lambda p: p["match"]["hands"][-1].append([0, "vale_cuatro"]))
    session, told = _session(paths)
    loaded = session.load_saved()
    assert loaded.status == "none"
    assert [n.code for n in told.notices] == ["session.resume_moved"]
    moved = Path(told.notices[0].params["moved_to"])
    assert moved.read_bytes() == raw and not paths.current_match_file.exists()


def test_a_save_that_replays_is_offered_and_replayed_once(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = _played(paths).match.to_json()
    session, told = _session(paths)
    calls: list[object] = []
    real = Match.from_json
    monkeypatch.setattr(Match, "from_json", staticmethod(lambda d: calls.append(d) or real(d)))
    loaded = session.load_saved()
    assert loaded.status == "ok" and loaded.payload is not None
    assert session.resume(loaded.payload) is True
    assert len(calls) == 1, "the check's replay is the one resumed"
    assert session.match.to_json() == expected and told.notices == []


def test_a_finished_saved_match_is_counted_once_and_not_offered(paths: AppPaths) -> None:
    Session(paths).new_match(RULES, seed="faults", bot_seed=3)
    saved = json.loads(paths.current_match_file.read_text(encoding="utf-8"))
    alone = Session()  # no stores: the app closed before it counted the match
    alone.new_match(RULES, seed="faults", bot_seed=3)
    while not alone.match.series_over:
        if alone.next_hand() is None:
            alone.bot_turn(every_seat=True)
    saved["match"]["match"] = alone.match.to_json()
    paths.current_match_file.write_text(json.dumps(saved), encoding="utf-8")

    again, told = _session(paths)
    assert again.load_saved().status == "none"
    assert StatsStore(paths).load()[0].for_variant("argentino").matches_played == 1
    assert not paths.current_match_file.exists() and told.notices == []
    assert again.load_saved().status == "none"
    assert StatsStore(paths).load()[0].for_variant("argentino").matches_played == 1


def test_a_save_that_cannot_be_moved_aside_is_never_written_over(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    _played(paths)
    raw = _rewrite_save(paths, lambda p: p["match"].update(seed="x\ud800"))
    from truco_desktop.storage import savegame

    def refuse(*_args: Any, **_kwargs: Any) -> Path:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(savegame, "quarantine", refuse)
    session, told = _session(paths)
    assert session.load_saved().status == "none"
    assert [n.code for n in told.notices] == ["session.resume_failed"]
    session.new_match(RULES)  # its save must not replace the unusable one
    assert paths.current_match_file.read_bytes() == raw
    assert [n.code for n in told.notices][-1] == "session.save_failed"
    assert session.saves is not None and session.saves.clear() is False
    assert paths.current_match_file.read_bytes() == raw, "clear() keeps it too"
    monkeypatch.undo()
    session.save_now()
    aside = list(paths.data_dir.glob("current-match.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw
    assert SaveStore(paths).load().status == "ok"


@pytest.mark.parametrize(
    "extras,expected",
    [
        ({"levels": {"opponents": "\ud800", "partner": ["hard"]}}, ("normal", "normal")),
        ({"levels": {"opponents": "expert", "partner": "random"}}, ("expert", "random")),
        ({"levels": "hard"}, ("normal", "normal")),
    ],
)
def test_what_the_save_keeps_beside_the_match_is_read_only_as_far_as_it_makes_sense(
    extras: dict[str, Any], expected: tuple[str, str]
) -> None:
    match, _events = Match.start(RULES, seed="s")
    payload = {"kind": "truco-desktop/session", "match": match.to_json(), **extras}
    saved = read_saved(payload)
    assert (saved.opponents_level, saved.partner_level) == expected
    from truco_desktop.bots.factory import LEVEL_NAMES
    from truco_desktop.play.savefile import LEVELS

    assert set(LEVELS) == set(LEVEL_NAMES)


@pytest.mark.parametrize("seed", [-1, 2**64, 10**40, True, 1.5, "7"])
def test_a_bot_seed_out_of_range_is_replaced(seed: object) -> None:
    match, _events = Match.start(RULES, seed="s")
    payload = {"kind": "truco-desktop/session", "match": match.to_json(), "bot_seed": seed}
    assert read_saved(payload).bot_seed is None


@pytest.mark.parametrize(
    "daily",
    [
        {"date": "2026-11-29", "key": "a\ud800"},
        {"date": "2026-13-01", "key": "argentino.p4"},
        {"date": 20261129, "key": "argentino.p4"},
        {"date": "2026-11-29", "key": "k" * 500},
        {"date": "2026-11-29"},
    ],
)
def test_a_daily_deal_that_cannot_be_read_is_none(daily: dict[str, Any]) -> None:
    match, _events = Match.start(RULES, seed="s")
    payload = {"kind": "truco-desktop/session", "match": match.to_json(), "daily": daily}
    assert read_saved(payload).daily is None


# ---------------------------------------------------------------------- failed saves


def test_a_failed_save_is_told_once_per_cause(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, told = _session(paths)
    session.new_match(RULES, seed="faults", bot_seed=3)
    assert session.saves is not None
    failure: list[OSError] = [PermissionError(errno.EACCES, "Permission denied")]

    def refuse(_payload: object) -> None:
        raise failure[0]

    monkeypatch.setattr(session.saves, "save", refuse)
    for _ in range(10):
        if session.next_hand() is None:
            session.bot_turn(every_seat=True)
    assert [n.params["cause"] for n in told.notices] == ["EACCES"]
    failure[0] = OSError(errno.ENOSPC, "No space left on device")
    for _ in range(5):
        if session.next_hand() is None:
            session.bot_turn(every_seat=True)
    assert [n.params["cause"] for n in told.notices] == ["EACCES", "ENOSPC"]
    monkeypatch.undo()
    session.save_now()  # saving works again: a later failure is news again
    monkeypatch.setattr(session.saves, "save", refuse)
    session.save_now()
    assert [n.params["cause"] for n in told.notices] == ["EACCES", "ENOSPC", "ENOSPC"]


def test_an_export_that_fails_is_a_notice(paths: AppPaths, tmp_path: Path) -> None:
    session, told = _session(paths)
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")
    assert session.export_history("argentino", blocker / "out.jsonl") is None
    assert [n.code for n in told.notices] == ["session.export_failed"]


# ---------------------------------------------------------------------- hand history


def test_lines_are_split_on_newlines_only() -> None:
    text = "a\u2028b\n\nc\u0085d\r\n  \ne\x0bf\x1cg"
    assert lines_of(text) == [(1, "a\u2028b"), (3, "c\u0085d"), (5, "e\x0bf\x1cg")]


@pytest.mark.parametrize(
    "why,shown",
    [
        ({"code": "win_cheaply", "params": {"card": "1e"}}, True),
        ("win_cheaply(card=1e)", True),
        ("played on a whim", True),
        ({"code": "win_cheaply", "params": {"card": ""}}, False),
        ("win_cheaply(card=)", False),
        ({"code": "search_best", "params": {"action": "play:", "worlds": 3}}, False),
        ({"code": "search_best", "params": {"action": "truco", "worlds": 3}}, True),
        ({"code": "best_chance", "params": {"card": "1e", "chance": float("nan")}}, False),
        ({"code": "x", "params": {"card": "1e", "deep": {"a": 1}}}, False),
        ({"code": "x", "params": [1]}, False),
        ({"code": ""}, False),
        ({"code": "x\ud800"}, False),
        ("x\ud800", False),
        ("x" * 5000, False),
        (7, False),
        (None, False),
        ("", False),
    ],
)
def test_clean_why(why: object, shown: bool) -> None:
    deck = frozenset(RULES.deck.cards)
    assert (clean_why(why, deck) is not None) is shown


def test_a_malformed_why_is_not_shown_and_the_replay_goes_on() -> None:
    record = _record()
    record["actions"][0]["why"] = {"code": "win_cheaply", "params": {"card": ""}}
    assert whys_of(record) == [None]
    replay = Replay(record)
    assert replay.forward().why is None


def test_an_imported_record_is_rewritten_as_the_engine_writes_it() -> None:
    record = _record(note="kept out", hands_extra=[1, 2])
    record["actions"][0]["why"] = "played on a whim"
    out = canonical(record)
    assert "note" not in out and out["actions"][0]["why"] == "played on a whim"
    with pytest.raises(BadRecord):
        canonical(_record(actions=[{"seat": 0, "action": "play", "card": "4e"}]))


@pytest.mark.parametrize(
    "line",
    [
        json.dumps(_record())[:-1] + ', "x": NaN}',
        json.dumps(_record())[:-1] + ', "x": -Infinity}',
        json.dumps(_record()).replace('"1e"', '"1e\\ud800"', 1),
    ],
)
def test_an_import_refuses_what_could_not_be_written_back(
    line: str, paths: AppPaths, tmp_path: Path
) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(line + "\n", encoding="utf-8")
    result = HandHistory(paths).import_file(source)
    assert not result.ok


def test_an_import_is_all_or_nothing_even_when_a_write_fails(
    paths: AppPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = HandHistory(paths)
    history.add(_record())
    before = history.path_for("argentino").read_bytes()
    mineiro = _record(
        variant="mineiro",
        options={"players": 4},
        hands=[["4c", "5c", "6c"], ["7c", "Qc", "Jc"], ["Kc", "Ac", "2c"], ["3c", "4h", "5h"]],
        vira=None,
        actions=[],
    )
    mineiro.pop("vira")
    source = tmp_path / "two.jsonl"
    source.write_text(json.dumps(_record()) + "\n" + json.dumps(mineiro) + "\n", "utf-8")
    real_write = history_module.write_atomic

    def refuse_mineiro(path: Path, data: Any) -> None:
        if path.name == "mineiro.jsonl":
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, data)

    monkeypatch.setattr(history_module, "write_atomic", refuse_mineiro)
    result = history.import_file(source)
    assert not result.ok and result.notice.code == "history.import_not_saved"
    assert history.path_for("argentino").read_bytes() == before, "put back"


def test_the_history_is_checked_once_until_it_changes(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = HandHistory(paths)
    history.add(_record())
    checked: list[object] = []
    real = history_module.check_record
    monkeypatch.setattr(
        history_module, "check_record", lambda obj: checked.append(obj) or real(obj)
    )
    fresh = HandHistory(paths)
    assert len(fresh.records("argentino")) == 1 and len(checked) == 1
    assert len(fresh.records("argentino")) == 1 and len(checked) == 1, "not read again"
    path = fresh.path_for("argentino")
    path.write_text(path.read_text("utf-8") * 2, "utf-8")
    assert len(fresh.records("argentino")) == 2 and len(checked) == 3


@pytest.mark.skipif(os.name == "nt", reason="POSIX FIFOs")
def test_a_fifo_in_place_of_the_history_is_set_aside(paths: AppPaths) -> None:
    history = HandHistory(paths)
    path = history.path_for("argentino")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    assert history.records("argentino") == []
    assert [n.code for n in history.last_notices] == ["history.corrupt_moved"]
    assert next(iter(path.parent.glob("argentino.corrupt-*"))).is_fifo()


def test_the_history_tells_its_session(paths: AppPaths) -> None:
    session, told = _session(paths)
    assert session.history is not None
    path = session.history.path_for("argentino")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(_record()) + "\nnot json\n", "utf-8")
    assert len(session.history.records("argentino")) == 1
    assert [n.code for n in told.notices] == ["history.corrupt_moved"]
