"""Statistics per character: matches with each partner and against each opponent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from truco_desktop.paths import app_paths
from truco_desktop.storage.stats import CharacterStats, Statistics, StatsStore


def test_each_match_counts_once_per_character_met(tmp_path: Path) -> None:
    store = StatsStore(app_paths(tmp_path))
    store.record_match("argentino", True, 30, 12, partners=["rosa"], opponents=["tano", "beto"])
    store.record_match("mineiro", False, 5, 12, partners=["rosa"], opponents=["tano"])
    store.record_match("argentino", True, 30, 2)  # no characters: the daily deal's seats
    again = StatsStore(app_paths(tmp_path)).statistics
    assert again.for_character("rosa") == CharacterStats(with_played=2, with_won=1)
    assert again.for_character("tano") == CharacterStats(against_played=2, against_won=1)
    assert again.for_character("beto") == CharacterStats(against_played=1, against_won=1)
    assert again.for_character("mirta") == CharacterStats()
    assert again.for_variant("argentino").matches_played == 2


def test_a_bad_key_changes_nothing(tmp_path: Path) -> None:
    store = StatsStore(app_paths(tmp_path))
    with pytest.raises(ValueError):
        store.record_match("argentino", True, 30, 12, opponents=["Not a key"])
    assert store.statistics.variants == {} and store.statistics.characters == {}


def test_reset_starts_the_characters_again(tmp_path: Path) -> None:
    store = StatsStore(app_paths(tmp_path))
    store.record_match("argentino", True, 30, 12, opponents=["zeca"])
    store.reset()
    assert store.statistics.characters == {}


def test_old_files_and_bad_entries_are_read_forgivingly() -> None:
    old, rejected = Statistics.from_json({"variants": {}, "daily": {}})
    assert old.characters == {} and rejected == ()
    data = json.loads(
        json.dumps(
            {
                "characters": {
                    "rosa": {"with_played": 3, "with_won": 2},
                    "tano": {"against_played": 1, "against_won": 4},  # more wins than games
                    "beto": {"with_played": -1},
                    "Bad Key": {},
                    "zeca": [1, 2],
                }
            }
        )
    )
    read, rejected = Statistics.from_json(data)
    assert read.characters == {"rosa": CharacterStats(with_played=3, with_won=2)}
    assert sorted(rejected) == [
        "characters.Bad Key",
        "characters.beto",
        "characters.tano",
        "characters.zeca",
    ]
    assert Statistics.from_json({"characters": "nope"})[1] == ("characters",)
