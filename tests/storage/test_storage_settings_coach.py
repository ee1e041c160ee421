"""The coach's preferences (issue 33): hints and tips on for a new player, the tips shown
remembered; a file from before them loads with the defaults, a bad value costs only its
own field."""

from __future__ import annotations

import json
from pathlib import Path

from truco_desktop.paths import app_paths
from truco_desktop.storage.settings import MAX_TIPS_SEEN, Preferences, SettingsStore


def write(tmp_path: Path, preferences: dict[str, object]) -> SettingsStore:
    paths = app_paths(tmp_path)
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    document = {"format": "truco-desktop/settings", "version": 1, "preferences": preferences}
    paths.settings_file.write_text(json.dumps(document), encoding="utf-8")
    return SettingsStore(paths)


def test_a_new_player_has_hints_and_tips() -> None:
    prefs = Preferences()
    assert prefs.hints and prefs.show_tips and prefs.tips_seen == () and prefs.look_back


def test_a_file_from_before_the_coach_loads_with_its_defaults(tmp_path: Path) -> None:
    prefs, message = write(tmp_path, {"sound_volume": 40}).load()
    assert message is None
    assert prefs.sound_volume == 40 and prefs.hints and prefs.show_tips and prefs.tips_seen == ()
    assert prefs.look_back


def test_the_tips_shown_are_saved_and_read_back(tmp_path: Path) -> None:
    store = SettingsStore(app_paths(tmp_path))
    store.save(
        Preferences(
            hints=False, show_tips=False, tips_seen=("first_trick", "vira"), look_back=False
        )
    )
    prefs, message = store.load()
    assert message is None and not prefs.look_back
    assert (prefs.hints, prefs.show_tips, prefs.tips_seen) == (
        False,
        False,
        ("first_trick", "vira"),
    )


def test_a_bad_list_of_tips_costs_only_that_field(tmp_path: Path) -> None:
    for bad in ("first_trick", ["Not A Key"], [1], ["ok"] * (MAX_TIPS_SEEN + 1)):
        prefs, message = write(tmp_path, {"tips_seen": bad, "hints": False}).load()
        assert prefs.tips_seen == () and not prefs.hints
        assert message is not None and "tips_seen" in message
