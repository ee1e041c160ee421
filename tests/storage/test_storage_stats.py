"""Statistics: recording, persistence, daily results, bad and newer files."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.storage.stats import (
    MAX_COUNT,
    DailyResult,
    Statistics,
    StatsStore,
    VariantStats,
)

QUARANTINED = re.compile(r"statistics\.corrupt-\d{8}-\d{6}(-\d+)?\.json")


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path)


def write_stats(
    paths: AppPaths, content: bytes | dict[str, object], *, version: object = 1
) -> bytes:
    path = paths.statistics_file
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        raw = content
    else:
        document: dict[str, object] = {"format": "truco-desktop/statistics", "version": version}
        raw = json.dumps(document | content).encode()
    path.write_bytes(raw)
    return raw


def test_first_start_is_empty(paths: AppPaths) -> None:
    statistics, message = StatsStore(paths).load()
    assert statistics == Statistics()
    assert message is None
    assert statistics.for_variant("argentino") == VariantStats()
    assert not paths.data_dir.exists()


def test_record_match_counts_and_saves_at_once(paths: AppPaths) -> None:
    store = StatsStore(paths)

    totals = store.record_match(
        "argentino", True, 30, 22, hands_won=9, envidos_won=2, trucos_accepted=3, trucos_refused=1
    )

    assert totals == VariantStats(
        matches_played=1,
        matches_won=1,
        hands_won=9,
        points_for=30,
        points_against=22,
        current_streak=1,
        best_streak=1,
        envidos_won=2,
        trucos_accepted=3,
        trucos_refused=1,
    )
    reloaded, message = StatsStore(paths).load()
    assert message is None
    assert reloaded.for_variant("argentino") == totals
    assert reloaded.for_variant("mineiro") == VariantStats()


def test_streaks(paths: AppPaths) -> None:
    store = StatsStore(paths)
    for won in (True, True, True, False, True):
        totals = store.record_match("paulista", won, 12, 5)
    assert (totals.matches_played, totals.matches_won, totals.matches_lost) == (5, 4, 1)
    assert (totals.current_streak, totals.best_streak) == (1, 3)


def test_counts_stop_at_the_cap() -> None:
    near = VariantStats(matches_played=MAX_COUNT, points_for=MAX_COUNT - 1)
    after = near.after_match(won=False, points_for=5, points_against=0)
    assert (after.matches_played, after.points_for) == (MAX_COUNT, MAX_COUNT)


@pytest.mark.parametrize(
    ("variant", "points_for", "extra"),
    [
        ("argentino", -1, {}),
        ("Argentino!", 1, {}),
        ("", 1, {}),
        ("mineiro", 1, {"hands_won": -2}),
    ],
)
def test_bad_results_are_refused_without_changes(
    paths: AppPaths, variant: str, points_for: int, extra: dict[str, int]
) -> None:
    store = StatsStore(paths)
    with pytest.raises(ValueError):
        store.record_match(variant, True, points_for, 0, **extra)
    assert store.statistics == Statistics()
    assert not paths.statistics_file.exists()


def test_daily_results(paths: AppPaths) -> None:
    store = StatsStore(paths)
    assert store.daily_result("2025-06-01", "argentino-4p") is None

    assert store.record_daily("2025-06-01", "argentino-4p", True, 30)
    assert not store.record_daily("2025-06-01", "argentino-4p", False, 3), "first result stands"
    assert store.record_daily("2025-06-01", "mineiro", False, 8)
    assert store.record_daily("2025-06-02", "argentino-4p", False, 14)

    reloaded = StatsStore(paths)
    assert reloaded.daily_result("2025-06-01", "argentino-4p") == DailyResult(won=True, score=30)
    assert reloaded.daily_result("2025-06-01", "mineiro") == DailyResult(won=False, score=8)
    assert reloaded.daily_result("2025-06-02", "argentino-4p") == DailyResult(False, 14)
    assert reloaded.statistics.variants == {}, "a daily deal is not a match by itself"


@pytest.mark.parametrize("day", ["2025-6-1", "20250601", "2025-02-30", "yesterday"])
def test_daily_dates_must_be_iso(paths: AppPaths, day: str) -> None:
    with pytest.raises(ValueError):
        StatsStore(paths).record_daily(day, "argentino", True, 30)


def test_file_layout(paths: AppPaths) -> None:
    store = StatsStore(paths)
    store.record_match("mineiro", False, 7, 12)
    store.record_daily("2025-06-01", "mineiro", False, 7)

    stored = json.loads(paths.statistics_file.read_text(encoding="utf-8"))

    assert stored["format"] == "truco-desktop/statistics"
    assert stored["version"] == 1
    assert stored["variants"]["mineiro"]["matches_lost"] == 1
    assert stored["daily"] == {"2025-06-01": {"mineiro": {"won": False, "score": 7}}}


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\x00\x00garbage", id="garbage"),
        pytest.param(b"[]", id="array"),
        pytest.param(b'{"format": "truco-desktop/settings", "version": 1}', id="wrong-format"),
        pytest.param({"variants": [1, 2]}, id="variants-not-object"),
        pytest.param({"daily": "none"}, id="daily-not-object"),
    ],
)
def test_corrupt_file_is_quarantined(paths: AppPaths, content: bytes | dict[str, object]) -> None:
    original = write_stats(paths, content)
    store = StatsStore(paths)

    statistics, message = store.load()

    assert statistics == Statistics()
    [moved] = [p for p in paths.data_dir.iterdir() if QUARANTINED.fullmatch(p.name)]
    assert moved.read_bytes() == original
    assert message is not None and str(moved) in message
    assert store.last_notices[0].code == "statistics.corrupt_moved"

    store.record_match("argentino", True, 30, 0)
    assert StatsStore(paths).statistics.for_variant("argentino").matches_won == 1


def test_bad_entries_are_dropped_and_reported(paths: AppPaths) -> None:
    write_stats(
        paths,
        {
            "variants": {
                "argentino": {"matches_played": 4, "matches_won": -3, "hands_won": 10**40},
                "mineiro": "lots",
                "BAD KEY": {},
            },
            "daily": {
                "2025-06-01": {"argentino": {"won": True, "score": 30}, "x": {"won": 1}},
                "2025-13-01": {"argentino": {"won": True, "score": 30}},
                "2025-06-02": [],
            },
        },
    )
    store = StatsStore(paths)

    statistics, message = store.load()

    assert statistics.variants == {"argentino": VariantStats(matches_played=4)}
    assert statistics.daily == {"2025-06-01": {"argentino": DailyResult(True, 30)}}
    assert message is not None
    for name in ("argentino.matches_won", "argentino.hands_won", "variants.mineiro"):
        assert name in store.last_notices[0].params["entries"]
    assert store.last_notices[0].code == "statistics.invalid_entries"


def test_newer_file_is_read_and_backed_up_before_the_first_save(paths: AppPaths) -> None:
    original = write_stats(
        paths,
        {"variants": {"argentino": {"matches_played": 2, "elo": 1500}}, "achievements": []},
        version=4,
    )
    store = StatsStore(paths)

    statistics, message = store.load()

    assert statistics.for_variant("argentino").matches_played == 2
    assert message is not None and "statistics.json.v4-backup" in message
    assert paths.statistics_file.read_bytes() == original

    store.record_match("argentino", False, 10, 30)

    assert (paths.data_dir / "statistics.json.v4-backup").read_bytes() == original
    assert StatsStore(paths).statistics.for_variant("argentino").matches_played == 3
