"""The club's preferences (issue 31 item 2): the address and name typed, and the
certificates trusted, one per club; kept across a restart, none by default (the game
never goes online by itself), and a bad entry in the file costs only that entry."""

from __future__ import annotations

from typing import Any

import pytest

from truco_desktop.paths import AppPaths
from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences

PIN = "ab" * 32


def test_no_club_by_default_and_the_choices_are_kept(tmp_path: Any) -> None:
    prefs = Preferences()
    assert (prefs.club_address, prefs.club_name, prefs.club_pins) == ("", "", ())
    store = SettingsStore(AppPaths.under(tmp_path))
    chosen = prefs.with_changes(
        club_address="club.example.org", club_name="Ana", club_pins=[["wss://club/x", PIN]]
    )
    assert chosen.club_pins == (("wss://club/x", PIN),)
    store.save(chosen)
    loaded, message = store.load()
    assert message is None and loaded == chosen


@pytest.mark.parametrize(
    "pins",
    [
        [["wss://club/x", "not hex"]],
        [["wss://club/x", PIN.upper()]],
        [["", PIN]],
        [["wss://club/x", PIN], ["wss://club/x", "cd" * 32]],
        [["wss://club/x"]],
        "wss://club/x",
    ],
)
def test_a_pin_that_is_not_one_is_refused(pins: Any) -> None:
    with pytest.raises(ValueError):
        Preferences(club_pins=pins)


def test_a_bad_club_field_in_the_file_falls_back_alone() -> None:
    prefs, rejected = Preferences.from_json(
        {"club_address": "a\nb", "club_name": "Ana", "club_pins": [[1, 2]], "players": 2}
    )
    assert set(rejected) == {"club_address", "club_pins"}
    assert (prefs.club_address, prefs.club_name, prefs.club_pins, prefs.players) == (
        "",
        "Ana",
        (),
        2,
    )
