"""``TableSounds``: cues played at their moment, on and off, volume, silence without the
extra, the match's end, and the preferences that keep the choice."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from truco_desktop.storage import Preferences, SettingsStore
from truco_desktop.ui.audio import sound
from truco_desktop.ui.audio.sound import LEAD_MS, TableSounds, linear_volume


def test_the_table_cues_exactly_the_sounds_we_make() -> None:
    import sys
    from pathlib import Path

    from truco_desktop.ui.audio.sound import NAMES, sound_files

    scripts = Path(__file__).resolve().parents[2] / "scripts"
    sys.path.insert(0, str(scripts))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(scripts))
    assert set(NAMES) == set(make_sounds.SOUNDS)
    for name, path in sound_files().items():
        assert path.is_file(), name


def test_a_cue_sounds_its_lead_before_its_moment(sounds: Any, clock: Any) -> None:
    sounds.cue("card", 300)
    clock.now += 300 - LEAD_MS - 1
    sounds._fire()
    assert sounds.player.plays == []
    clock.now += 1
    sounds._fire()
    assert sounds.player.plays == ["card"]


def test_a_cue_for_now_sounds_at_once(sounds: Any) -> None:
    sounds.cue("bet", 0)
    assert sounds.player.plays == ["bet"]


def test_cues_sound_in_the_order_of_their_moments(sounds: Any, clock: Any) -> None:
    sounds.cue("deal", 400)
    sounds.cue("shuffle", 100)
    sounds.cue("card", 250)
    clock.now += 1000
    sounds._fire()
    assert sounds.player.plays == ["shuffle", "card", "deal"]


def test_the_timer_fires_them_in_real_time(qtbot: Any, sound_on: None, fake_player: Any) -> None:
    real = TableSounds(factory=fake_player, files={})
    real.configure(True, 75)
    with qtbot.waitSignals([real.played, real.played], timeout=2000):
        real.cue("deal", 60)
        real.cue("deal", 160)
    assert real.player.plays == ["deal", "deal"]  # type: ignore[union-attr]


def test_the_same_sound_at_the_same_moment_sounds_once(sounds: Any, clock: Any) -> None:
    for _ in range(12):  # a deal at instant speed: every card lands at once
        sounds.cue("deal", 0)
    sounds.cue("deal", 70)
    clock.now += 100
    sounds._fire()
    assert sounds.player.plays == ["deal", "deal"]


def test_off_makes_no_player_and_plays_nothing(qtbot: Any, sound_on: None) -> None:
    made: list[object] = []
    quiet = TableSounds(factory=lambda *a: made.append(a), files={})
    quiet.configure(False, 75)
    quiet.cue("card", 0)
    assert made == [] and quiet.player is None


def test_switching_off_drops_what_is_cued(sounds: Any, clock: Any) -> None:
    sounds.cue("card", 200)
    sounds.configure(False, 75)
    sounds.configure(True, 75)
    clock.now += 500
    sounds._fire()
    assert sounds.player.plays == []


def test_the_environment_silences_the_game_whatever_the_preferences(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRUCO_DESKTOP_SOUND", "off")
    made: list[object] = []
    quiet = TableSounds(factory=lambda *a: made.append(a), files={})
    quiet.configure(True, 100)
    assert not quiet.enabled and made == []


def test_the_volume_is_heard_on_a_logarithmic_scale(sounds: Any) -> None:
    assert sounds.player.volume == pytest.approx(linear_volume(75))
    sounds.configure(True, 50)
    assert sounds.player.volume == pytest.approx(0.1505, abs=1e-3)  # QAudio.convertVolume
    assert linear_volume(100) == 1.0 and linear_volume(0) == 0.0
    assert linear_volume(25) < linear_volume(50) < linear_volume(75) < 1.0


def test_without_the_sound_extra_the_game_is_silent_with_a_log_line_only(
    qtbot: Any, sound_on: None, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    def no_dialog(*_args: object) -> None:
        raise AssertionError("no dialog about sound")

    monkeypatch.setattr(QMessageBox, "exec", no_dialog)

    def missing(*_args: object) -> Any:
        raise ModuleNotFoundError("No module named 'miniaudio'")

    silent = TableSounds(factory=missing, files={})
    with caplog.at_level(logging.INFO, logger="truco_desktop.ui.audio.sound"):
        silent.configure(True, 75)
        silent.configure(True, 50)  # asked again: no second try, no second line
        silent.cue("card", 0)
    lines = [r.getMessage() for r in caplog.records if r.name == "truco_desktop.ui.audio.sound"]
    assert len(lines) == 1 and "sound" in lines[0] and "extra" in lines[0]
    assert silent.player is None and not silent.active


def test_the_real_player_without_miniaudio_is_silent(
    qtbot: Any, sound_on: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "miniaudio", None)
    silent = TableSounds()
    silent.configure(True, 75)
    assert silent.player is None and not silent.active


class _Director(QObject):
    event_played = Signal(object)

    def __init__(self, model: QObject) -> None:
        super().__init__()
        self.model = model


class _Model(QObject):
    match_reset = Signal()


class _Scene:
    def __init__(self, team: int) -> None:
        self.on_cue: Any = None
        self.view = type("View", (), {"team": team})()


class _Table:
    def __init__(self, team: int = 0) -> None:
        self.scene = _Scene(team)
        self.director = _Director(_Model())


def test_attached_it_takes_the_scenes_cues_and_forgets_them_on_a_new_match(
    sounds: Any, clock: Any
) -> None:
    table = _Table()
    sounds.attach(table)
    table.scene.on_cue("gather", 300)
    table.director.model.match_reset.emit()
    table.scene.on_cue("shuffle", 50)
    clock.now += 1000
    sounds._fire()
    assert sounds.player.plays == ["shuffle"]


@pytest.mark.parametrize(
    ("team", "winner", "heard"), [(0, 0, "won"), (0, 1, "lost"), (1, 1, "won")]
)
def test_the_match_end_sounds_won_or_lost_for_your_team(
    sounds: Any, team: int, winner: int, heard: str
) -> None:
    from truco_desktop.engine.events import MatchOver

    table = _Table(team)
    sounds.attach(table)
    table.director.event_played.emit(MatchOver(winner, (30, 12)))
    assert sounds.player.plays == [heard]


def test_a_stand_in_table_without_scene_or_director_stays_silent(sounds: Any) -> None:
    sounds.attach(object())
    assert sounds.player.plays == []


# ---------------------------------------------------------------------- preferences
def test_sound_is_on_at_three_quarters_on_a_first_start() -> None:
    prefs = Preferences()
    assert prefs.sound_enabled is True
    assert prefs.sound_volume == sound.DEFAULT_VOLUME == 75


@pytest.mark.parametrize(
    "changes",
    [
        {"sound_enabled": 1},
        {"sound_volume": 101},
        {"sound_volume": -1},
        {"sound_volume": 0.5},
        {"sound_volume": True},
        {"sound_volume": "75"},
    ],
)
def test_impossible_sound_preferences_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Preferences().with_changes(**changes)


def test_the_sound_choice_is_remembered_and_a_bad_value_costs_only_itself(paths: Any) -> None:
    store = SettingsStore(paths)
    store.save(Preferences(sound_enabled=False, sound_volume=25))
    prefs, message = store.load()
    assert (prefs.sound_enabled, prefs.sound_volume, message) == (False, 25, None)
    raw = store.path.read_text(encoding="utf-8").replace(
        '"sound_volume": 25', '"sound_volume": 900'
    )
    store.path.write_text(raw, encoding="utf-8")
    prefs, message = store.load()
    assert (prefs.sound_enabled, prefs.sound_volume) == (False, 75)
    assert message is not None and "sound_volume" in message


@pytest.fixture
def paths() -> Any:
    from truco_desktop.paths import app_paths

    return app_paths()
