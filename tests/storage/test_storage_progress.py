"""Your progress in the statistics file (issue 33 item 5): each hand's judged decisions
are counted under their match, a hand never twice; the habits add up; the file keeps
them across a restart; a bad entry costs only itself; an older file reads as no
progress; a reset starts it again; the list keeps the last matches."""

from __future__ import annotations

import json

import pytest

from truco_desktop.paths import app_paths
from truco_desktop.storage import StatsStore
from truco_desktop.storage.progress import MAX_MATCHES, HabitTally, match_key


@pytest.fixture
def store(tmp_path):  # type: ignore[no-untyped-def]
    return StatsStore(app_paths(tmp_path))


def test_hands_add_up_under_their_match_and_never_twice(store, tmp_path) -> None:
    key = match_key("seed-1")
    habit = {"truco_refused_high": (1, 1, 120), "card_wasted": (2, 0, 0)}
    assert store.record_progress(key, "argentino", "2026-12-01", 0, 3, 2, habit)
    assert store.record_progress(key, "argentino", "2026-12-01", 1, 4, 4, habit)
    assert not store.record_progress(key, "argentino", "2026-12-01", 1, 4, 4, habit)
    other = match_key("seed-2")
    assert store.record_progress(other, "mineiro", "2026-12-02", 0, 2, 0, {})
    stats = StatsStore(app_paths(tmp_path)).load()[0]  # read back from the file
    first, second = stats.progress
    assert (first.match, first.hands, first.decisions, first.agreed) == (key, 2, 7, 6)
    assert first.share == pytest.approx(6 / 7)
    assert (second.variant, second.decisions, second.agreed, second.share) == (
        "mineiro",
        2,
        0,
        0.0,
    )
    assert stats.habits["truco_refused_high"] == HabitTally(2, 2, 240)
    assert stats.habits["card_wasted"] == HabitTally(4, 0, 0)


def test_bad_values_change_nothing(store) -> None:
    with pytest.raises(ValueError):
        store.record_progress("m1", "argentino", "2026-12-01", 0, 1, 2, {})  # agreed > all
    with pytest.raises(ValueError):
        store.record_progress("m1", "argentino", "2026-12-01", 0, 1, 1, {"x": (1, 2, 0)})
    with pytest.raises(ValueError):
        store.record_progress("m1", "argentino", "12/01/2026", 0, 1, 1, {})
    assert store.statistics.progress == () and dict(store.statistics.habits) == {}


def test_a_bad_entry_costs_only_itself_and_an_older_file_has_no_progress(tmp_path) -> None:
    paths = app_paths(tmp_path)
    store = StatsStore(paths)
    store.record_progress("m1", "argentino", "2026-12-01", 0, 5, 3, {"mazo": (3, 1, 40)})
    doc = json.loads(paths.statistics_file.read_text())
    doc["progress"].append({"match": "m2", "variant": "argentino", "day": "yesterday"})
    doc["habits"]["card_held"] = {"chances": 1, "times": 5, "cost": 0}
    paths.statistics_file.write_text(json.dumps(doc))
    stats, message = StatsStore(paths).load()
    assert [m.match for m in stats.progress] == ["m1"]
    assert set(stats.habits) == {"mazo"}
    assert message is not None
    del doc["progress"], doc["habits"]
    paths.statistics_file.write_text(json.dumps(doc))
    stats, message = StatsStore(paths).load()
    assert stats.progress == () and message is None


def test_reset_starts_the_progress_again_and_the_list_keeps_the_last_matches(store) -> None:
    for n in range(MAX_MATCHES + 5):
        store.record_progress(f"m{n}", "argentino", "2026-12-01", 0, 1, 1, {})
    kept = store.statistics.progress
    assert len(kept) == MAX_MATCHES and kept[-1].match == f"m{MAX_MATCHES + 4}"
    assert kept[0].match == "m5"
    store.reset()
    assert store.statistics.progress == ()
