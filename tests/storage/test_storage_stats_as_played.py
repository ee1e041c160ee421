"""Statistics counted as they are played (issue 36 item 5): hands, a match's result, an
abandoned match; files from before still load, a bad count is told and loses nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.storage.stats import StatsStore, VariantStats


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path)


def _write(paths: AppPaths, variants: dict[str, object]) -> bytes:
    raw = json.dumps(
        {"format": "truco-desktop/statistics", "version": 1, "variants": variants, "daily": {}}
    ).encode()
    paths.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_file.write_bytes(raw)
    return raw


def test_hands_a_result_and_an_abandoned_match_add_up(paths: AppPaths) -> None:
    store = StatsStore(paths)
    store.record_hands("argentino", hands_played=2, hands_won=1, envidos_won=1)
    store.record_hands("argentino", hands_played=1, trucos_called=1)
    totals = store.record_result("argentino", True, 30, 12)
    assert totals == VariantStats(
        matches_played=1,
        matches_won=1,
        hands_played=3,
        hands_won=1,
        envidos_won=1,
        trucos_called=1,
        points_for=30,
        points_against=12,
        current_streak=1,
        best_streak=1,
    )
    store.record_hands("argentino", hands_played=1)
    totals = store.record_abandoned("argentino")
    assert (totals.matches_abandoned, totals.matches_played, totals.hands_played) == (1, 1, 4)
    assert (totals.current_streak, totals.best_streak) == (0, 1), "a match left ends a streak"
    assert StatsStore(paths).load()[0].for_variant("argentino") == totals


def test_a_hand_adds_no_match_count_and_refuses_other_names(paths: AppPaths) -> None:
    store = StatsStore(paths)
    with pytest.raises(ValueError):
        store.record_hands("argentino", matches_won=1)
    with pytest.raises(ValueError):
        store.record_hands("argentino", hands_played=-1)
    assert not paths.statistics_file.exists(), "nothing written for a refused count"


def test_a_file_from_before_loads_and_keeps_its_counts(paths: AppPaths) -> None:
    _write(paths, {"argentino": {"matches_played": 5, "matches_won": 3, "hands_played": 40}})
    store = StatsStore(paths)
    statistics, message = store.load()
    assert message is None
    old = statistics.for_variant("argentino")
    assert (old.matches_played, old.hands_played, old.matches_abandoned) == (5, 40, 0)
    store.record_hands("argentino", hands_played=1)
    again = StatsStore(paths).load()[0].for_variant("argentino")
    assert (again.matches_played, again.matches_won, again.hands_played) == (5, 3, 41)


def test_a_bad_abandoned_count_is_told_and_the_file_kept(paths: AppPaths) -> None:
    original = _write(paths, {"argentino": {"matches_played": 5, "matches_abandoned": "many"}})
    store = StatsStore(paths)
    statistics, message = store.load()
    assert message is not None and "argentino.matches_abandoned" in message
    assert statistics.for_variant("argentino").matches_played == 5
    store.record_abandoned("argentino")
    kept = [p for p in paths.data_dir.iterdir() if p.read_bytes() == original]
    assert kept, "the file as it was is kept beside the rewritten one"
    assert StatsStore(paths).load()[0].for_variant("argentino").matches_abandoned == 1
