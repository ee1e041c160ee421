"""The match in progress: round trips, clearing, corrupt and newer saves."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.storage.savegame import SaveStore

SAVED_AT = datetime(2025, 6, 1, 12, 30, 0, tzinfo=UTC)
PAYLOAD: dict[str, object] = {
    "kind": "argentino",
    "seed": 12345,
    "score": [17, 9],
    "record": ["deal:2", "play:4b", "truco", "quiero"],
    "options": {"flor": "off", "players": 4},
}
QUARANTINED = re.compile(r"current-match\.corrupt-\d{8}-\d{6}(-\d+)?\.json")


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path)


@pytest.fixture
def store(paths: AppPaths) -> SaveStore:
    return SaveStore(paths, clock=lambda: SAVED_AT)


def write_save(paths: AppPaths, content: object) -> bytes:
    path = paths.current_match_file
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = content if isinstance(content, bytes) else json.dumps(content).encode()
    path.write_bytes(raw)
    return raw


def save_document(version: object, match: object = PAYLOAD) -> dict[str, object]:
    return {
        "format": "truco-desktop/save",
        "version": version,
        "saved_at": "2030-01-01T00:00:00+00:00",
        "match": match,
    }


def test_no_save(store: SaveStore) -> None:
    loaded = store.load()
    assert loaded.status == "none"
    assert loaded.payload is None and loaded.message is None


def test_round_trip_and_layout(store: SaveStore, paths: AppPaths) -> None:
    assert store.save(PAYLOAD) is None

    stored = json.loads(paths.current_match_file.read_text(encoding="utf-8"))
    assert stored == {
        "format": "truco-desktop/save",
        "version": 1,
        "saved_at": "2025-06-01T12:30:00+00:00",
        "match": PAYLOAD,
    }
    loaded = SaveStore(paths).load()
    assert loaded.status == "ok"
    assert loaded.payload == PAYLOAD
    assert loaded.saved_at == SAVED_AT
    assert loaded.message is None
    assert [p.name for p in paths.data_dir.iterdir()] == ["current-match.json"]


def test_saving_again_replaces_our_own_save(store: SaveStore, paths: AppPaths) -> None:
    store.save(PAYLOAD)
    store.save({"kind": "mineiro", "seed": 1})
    assert store.load().payload == {"kind": "mineiro", "seed": 1}
    assert [p.name for p in paths.data_dir.iterdir()] == ["current-match.json"]


def test_unreadable_timestamp_alone_does_not_lose_the_match(
    store: SaveStore, paths: AppPaths
) -> None:
    document = save_document(1) | {"saved_at": "yesterday"}
    write_save(paths, document)
    loaded = store.load()
    assert (loaded.status, loaded.payload, loaded.saved_at) == ("ok", PAYLOAD, None)


def test_clear_deletes_the_save(store: SaveStore, paths: AppPaths) -> None:
    store.save(PAYLOAD)
    store.clear()
    assert store.load().status == "none"
    store.clear()  # nothing to clear is fine


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\xde\xad\xbe\xef", id="garbage"),
        pytest.param(["kind", "argentino"], id="array"),
        pytest.param({"format": "truco-desktop/settings", "version": 1}, id="wrong-format"),
        pytest.param(save_document(1, match=["argentino"]), id="match-not-object"),
        pytest.param(save_document(1, match={"seed": 1}), id="match-without-kind"),
        pytest.param(save_document(1, match={"kind": ""}), id="empty-kind"),
    ],
)
def test_corrupt_save_is_quarantined(store: SaveStore, paths: AppPaths, content: object) -> None:
    original = write_save(paths, content)

    loaded = store.load()

    assert loaded.status == "corrupt"
    assert loaded.payload is None
    assert loaded.moved_to is not None and QUARANTINED.fullmatch(loaded.moved_to.name)
    assert loaded.moved_to.read_bytes() == original
    assert loaded.message is not None and str(loaded.moved_to) in loaded.message
    assert loaded.notice is not None and loaded.notice.code == "save.corrupt_moved"
    assert not paths.current_match_file.exists()
    assert store.load().status == "none"


def test_clear_leaves_a_corrupt_file_for_load_to_report(store: SaveStore, paths: AppPaths) -> None:
    write_save(paths, b"garbage")
    store.clear()
    assert paths.current_match_file.read_bytes() == b"garbage"
    assert store.load().status == "corrupt"


def test_save_over_a_corrupt_file_moves_it_aside_first(store: SaveStore, paths: AppPaths) -> None:
    write_save(paths, b"garbage")

    message = store.save(PAYLOAD)

    [moved] = [p for p in paths.data_dir.iterdir() if QUARANTINED.fullmatch(p.name)]
    assert moved.read_bytes() == b"garbage"
    assert message is not None and str(moved) in message
    assert store.load().payload == PAYLOAD


def test_newer_save_is_kept_and_reported(store: SaveStore, paths: AppPaths) -> None:
    original = write_save(paths, save_document(2, match={"kind": "gaucho", "new": True}))

    loaded = store.load()

    assert loaded.status == "newer"
    assert loaded.version == 2
    assert loaded.payload is None
    assert loaded.message is not None and "newer version" in loaded.message
    assert paths.current_match_file.read_bytes() == original

    store.clear()
    assert paths.current_match_file.read_bytes() == original, "clear must not delete it"

    message = store.save(PAYLOAD)

    aside = paths.data_dir / "current-match.v2.json"
    assert aside.read_bytes() == original
    assert message is not None and str(aside) in message
    assert store.load().payload == PAYLOAD


def test_unknown_version_is_kept_too(store: SaveStore, paths: AppPaths) -> None:
    original = write_save(paths, save_document("2.0-beta"))

    loaded = store.load()
    assert (loaded.status, loaded.version) == ("newer", None)

    store.save(PAYLOAD)
    assert (paths.data_dir / "current-match.vunknown.json").read_bytes() == original


def test_moving_a_newer_save_never_overwrites_an_earlier_one(
    store: SaveStore, paths: AppPaths
) -> None:
    write_save(paths, save_document(2, match={"kind": "first"}))
    store.save(PAYLOAD)
    write_save(paths, save_document(2, match={"kind": "second"}))
    store.save(PAYLOAD)

    first = json.loads((paths.data_dir / "current-match.v2.json").read_text())
    second = json.loads((paths.data_dir / "current-match.v2-2.json").read_text())
    assert (first["match"]["kind"], second["match"]["kind"]) == ("first", "second")


@pytest.mark.parametrize(
    "payload",
    [
        pytest.param({"seed": 1}, id="no-kind"),
        pytest.param({"kind": 3}, id="kind-not-text"),
        pytest.param({"kind": "argentino", "cards": {1, 2}}, id="not-json"),
        pytest.param({"kind": "argentino", "ratio": float("inf")}, id="infinity"),
    ],
)
def test_bad_payload_is_refused_before_touching_the_save(
    store: SaveStore, paths: AppPaths, payload: dict[str, object]
) -> None:
    store.save(PAYLOAD)
    before = paths.current_match_file.read_bytes()

    with pytest.raises((ValueError, TypeError)):
        store.save(payload)

    assert paths.current_match_file.read_bytes() == before


def test_failed_write_keeps_the_previous_save(
    store: SaveStore, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save(PAYLOAD)

    def fail(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", fail)
    with pytest.raises(OSError):
        store.save({"kind": "mineiro"})
    monkeypatch.undo()

    assert store.load().payload == PAYLOAD
    assert [p.name for p in paths.data_dir.iterdir()] == ["current-match.json"]
