"""Saved matches and hand histories written by the release before the hand rewrite.

Why this test exists: players' disks hold files that the current release wrote, the
match in progress (``storage.savegame``, whose body is ``Match.to_json``) and the hand
history (``play.history.HandHistory``). The hand engine is being rewritten; after it, the
same files must load into the same matches and hands, and be written back byte for byte
the same. ``scripts/make_golden_saves.py`` played matches of every variant and player
count with the engine of commit 5d40604 and stored, beside each file, what that code
said about it, from public facts only (no attribute of ``Hand`` that a rewrite may
rename): score, hand and game numbers, series, seat to act and legal actions, the hand
record of the hand in progress and the referee's answer to it.

Each file is loaded here through the real loaders of the code under test (``SaveStore``
and ``Match.from_json``; ``HandHistory``) and compared with its summary. A difference is
a change of behaviour that would change players' saved matches: fix the rewrite, or, if
the change is deliberate, regenerate the files and explain it in the commit.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.engine.actions import Action
from truco_desktop.engine.match import Match
from truco_desktop.engine.record import judge, record_from_hand
from truco_desktop.paths import app_paths
from truco_desktop.play.history import HandHistory
from truco_desktop.storage.savegame import SaveStore

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
SAVES = sorted((GOLDEN / "saves").glob("*.expected.json"))
HISTORIES = sorted((GOLDEN / "history").glob("*.expected.json"))
#: The clock of the release that wrote the saves (``make_golden_saves.SAVED_AT``).
SAVED_AT = datetime(2025, 6, 1, 12, 0, 0, tzinfo=UTC)
SUFFIX = ".expected.json"

Json = dict[str, Any]


def data_file(expected: Path, extension: str) -> Path:
    return expected.with_name(expected.name.removesuffix(SUFFIX) + extension)


def name_of(path: Path) -> str:
    return path.name.removesuffix(SUFFIX)


def legal_strings(actions: Sequence[Action]) -> list[str]:
    return sorted(str(a) for a in actions)


def save_summary(match: Match) -> Json:
    """The same public facts as ``make_golden_saves.save_summary``."""
    record: Json = record_from_hand(match.hand).to_json()
    return {
        "score": list(match.score),
        "hand_number": match.hand_number,
        "game_number": match.game_number,
        "series": list(match.series),
        "last_kind": match.last_kind,
        "game_over": match.game_over,
        "series_over": match.series_over,
        "needs_deal": match.needs_deal,
        "to_act": match.to_act,
        "legal": legal_strings(match.legal_actions()),
        "legal_by_seat": [
            legal_strings(match.hand.legal_actions_for(s)) for s in range(match.rules.players)
        ],
        "history": [
            f"{a['seat']}:{a['action']}" + (f":{a['card']}" if "card" in a else "")
            for a in record.get("actions", [])
        ],
        "hand_record": record,
        "referee": judge(record),
    }


def test_every_golden_file_has_its_summary() -> None:
    """Nothing was lost: 16 saves and 3 histories, each beside its expected summary."""
    assert len(SAVES) == 16
    assert [name_of(p) for p in HISTORIES] == ["argentino", "mineiro", "paulista"]
    for expected in SAVES:
        assert data_file(expected, ".json").is_file(), expected
    for expected in HISTORIES:
        assert data_file(expected, ".jsonl").is_file(), expected
    variants = {name_of(p).split("-")[0] + "-" + name_of(p).split("-")[1] for p in SAVES}
    assert variants == {
        "argentino-2p",
        "argentino-4p",
        "argentino-6p",
        "mineiro-2p",
        "mineiro-4p",
        "paulista-2p",
        "paulista-4p",
    }


@pytest.mark.parametrize("expected_path", SAVES, ids=name_of)
def test_saved_match_loads_as_before(expected_path: Path, tmp_path: Path) -> None:
    saved = data_file(expected_path, ".json")
    expected = json.loads(expected_path.read_text(encoding="utf-8"))
    paths = app_paths(tmp_path)
    paths.current_match_file.parent.mkdir(parents=True)
    shutil.copyfile(saved, paths.current_match_file)

    loaded = SaveStore(paths).load()
    assert loaded.status == "ok", loaded.message
    assert loaded.saved_at == SAVED_AT
    assert loaded.payload is not None
    match = Match.from_json(loaded.payload)

    assert match.to_json() == loaded.payload, "Match.to_json no longer round-trips the save"
    assert save_summary(match) == expected

    # Saved again (as the app does after the next move), the file is the same bytes.
    SaveStore(paths, clock=lambda: SAVED_AT).save(match.to_json())
    assert paths.current_match_file.read_bytes() == saved.read_bytes()


@pytest.mark.parametrize("expected_path", HISTORIES, ids=name_of)
def test_hand_history_loads_as_before(expected_path: Path, tmp_path: Path) -> None:
    variant = name_of(expected_path)
    golden = data_file(expected_path, ".jsonl")
    expected = json.loads(expected_path.read_text(encoding="utf-8"))
    lines = golden.read_text(encoding="utf-8").splitlines()

    store = HandHistory(app_paths(tmp_path / "home"))
    kept = store.path_for(variant)
    kept.parent.mkdir(parents=True)
    shutil.copyfile(golden, kept)

    records = store.records(variant)
    assert store.last_notices == [], [n.text for n in store.last_notices]
    assert kept.read_bytes() == golden.read_bytes(), "a readable history was rewritten"
    assert records == [json.loads(line) for line in lines]
    assert len(records) == expected["count"]
    assert [judge(r) for r in records] == expected["referee"]
    assert store.last(variant) == records[-1]

    exported = tmp_path / "export.jsonl"
    assert store.export(variant, exported) == len(records)
    assert exported.read_bytes() == golden.read_bytes()

    # Every kept hand replays legally: importing the file into a fresh home takes all.
    fresh = HandHistory(app_paths(tmp_path / "fresh"))
    result = fresh.import_file(golden)
    assert result.count == len(records), result.message
    assert fresh.records(variant) == records


def test_a_save_that_parses_but_does_not_replay_is_a_bad_record() -> None:
    """Issue 18 (1): ``Match.from_json`` says ``BadRecord`` for every unusable save."""
    from truco_desktop.engine import BadRecord, Match, Rules
    from truco_desktop.engine.actions import call

    match = Match.new(Rules("argentino", 2), seed="replay")
    seat = match.to_act
    assert seat is not None
    match, _ = match.apply(seat, call("truco"))
    good = match.to_json()
    assert Match.from_json(good).to_json() == good
    broken: list[dict[str, object]] = []
    refused = json.loads(json.dumps(good))
    refused["hands"][0].append([seat, "truco"])  # the caller may not call again
    broken.append(refused)
    unfinished = json.loads(json.dumps(good))
    unfinished["hands"].append([])  # a next hand before the first is over
    broken.append(unfinished)
    surrogate = json.loads(json.dumps(good))
    surrogate["seed"] = "\ud800"
    broken.append(surrogate)
    for data in broken:
        with pytest.raises(BadRecord):
            Match.from_json(data)
