"""Preferences: validation, the settings file, and what happens when it is bad."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play.rules import mended_preferences
from truco_desktop.storage import document
from truco_desktop.storage.settings import (
    LANGUAGES,
    Preferences,
    SettingsStore,
    WindowGeometry,
)

QUARANTINED = re.compile(r"settings\.corrupt-\d{8}-\d{6}(-\d+)?\.json")


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path)


def write_settings(paths: AppPaths, content: object) -> Path:
    path = paths.settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def envelope(preferences: object, *, version: object = 1) -> dict[str, object]:
    return {"format": "truco-desktop/settings", "version": version, "preferences": preferences}


def quarantined_files(paths: AppPaths) -> list[Path]:
    return [p for p in paths.config_dir.iterdir() if QUARANTINED.fullmatch(p.name)]


# --- Preferences ------------------------------------------------------------------


def test_defaults() -> None:
    prefs = Preferences()
    # No variant chosen yet: the game's default, which the engine names (issue 29).
    assert (prefs.variant, prefs.flor, prefs.players, prefs.target_argentino) == (
        None,
        "off",
        4,
        30,
    )
    assert (prefs.paulista_deck, prefs.falta) == ("dirty", "total")
    assert (prefs.opponents_level, prefs.partner_level, prefs.animation_speed) == (
        "normal",
        "normal",
        "normal",
    )
    assert prefs.deck_style == "classic"
    assert not prefs.best_of_three and not prefs.four_colour and not prefs.partner_asks_first
    assert prefs.signs_enabled and prefs.opponents_catch_signs
    assert prefs.language is None and prefs.window is None and not prefs.maximized


@pytest.mark.parametrize(
    "changes",
    [
        {"variant": "Uruguayo"},
        {"variant": "../argentino"},
        {"variant": 3},
        {"players": 1},
        {"players": 65},
        {"players": 4.0},
        {"gallo": "sometimes"},
        {"gallo_seat": 3},
        {"gallo_seat": 1.0},
        {"players": True},
        {"target_argentino": 12},
        {"best_of_three": 1},
        {"language": "fr"},
        {"language": ""},
        {"deck_style": "../../etc"},
        {"deck_style": ""},
        {"opponents_level": "Impossible!"},
        {"partner_level": 3},
        {"window": (0, 0, 800, 600)},
    ],
)
def test_invalid_values_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Preferences().with_changes(**changes)


def test_with_changes_returns_a_new_value() -> None:
    base = Preferences()
    changed = base.with_changes(variant="paulista", paulista_deck="clean", language="pt_BR")
    assert changed.variant == "paulista" and changed.language == "pt_BR"
    assert base.variant is None


def test_storage_keeps_a_combination_as_plain_values_for_the_play_layer_to_mend() -> None:
    """Which counts a variant is played by is the engine's: storage keeps what it is
    given, and ``play.rules.mended_preferences`` mends it (issue 29)."""
    six = Preferences(players=6).with_changes(variant="mineiro")
    assert six.players == 6
    assert mended_preferences(six).players == 4


@pytest.mark.parametrize(
    "geometry",
    [(0, 0, 0, 600), (0, 0, 800, -1), (10**9, 0, 800, 600), (0, 0, 800, 10**30)],
)
def test_window_geometry_bounds(geometry: tuple[int, int, int, int]) -> None:
    with pytest.raises(ValueError):
        WindowGeometry(*geometry)


# --- the store --------------------------------------------------------------------


def test_first_start_gives_defaults_quietly_and_writes_nothing(paths: AppPaths) -> None:
    prefs, message = SettingsStore(paths).load()
    assert prefs == Preferences()
    assert message is None
    assert not paths.config_dir.exists()


def test_round_trip_and_file_layout(paths: AppPaths) -> None:
    prefs = Preferences(
        variant="mineiro",
        players=2,
        language="el",
        window=WindowGeometry(-1200, 40, 1280, 720),
        maximized=True,
    )
    SettingsStore(paths).save(prefs)

    stored = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert stored["format"] == "truco-desktop/settings"
    assert stored["version"] == 1
    assert stored["preferences"]["window"] == {"x": -1200, "y": 40, "width": 1280, "height": 720}
    assert stored["preferences"]["language"] == "el"
    assert SettingsStore(paths).load() == (prefs, None)
    assert [p.name for p in paths.config_dir.iterdir()] == ["settings.json"]


def test_unknown_keys_are_ignored_and_missing_keys_default(paths: AppPaths) -> None:
    write_settings(paths, envelope({"variant": "paulista", "table_talk": 7}) | {"extra": 1})
    prefs, message = SettingsStore(paths).load()
    assert prefs == Preferences(variant="paulista")
    assert message is None


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\x00\xff\xfe garbage \x80", id="garbage-bytes"),
        pytest.param(b"", id="empty"),
        pytest.param([1, 2, 3], id="json-array"),
        pytest.param({"variant": "mineiro"}, id="no-envelope"),
        pytest.param({"format": "truco-desktop/save", "version": 1}, id="wrong-format"),
        pytest.param(envelope(["variant"]), id="preferences-not-object"),
        pytest.param(envelope({}, version="1"), id="version-text"),
        pytest.param(envelope({}, version=0), id="version-zero"),
        pytest.param(b'{"a": ' + b"1" * 10_000 + b"}", id="huge-number"),
    ],
)
def test_corrupt_file_is_quarantined_and_defaults_come_back(
    paths: AppPaths, content: object
) -> None:
    original = write_settings(paths, content).read_bytes()
    store = SettingsStore(paths)

    prefs, message = store.load()

    assert prefs == Preferences()
    [moved] = quarantined_files(paths)
    assert moved.read_bytes() == original
    assert not paths.settings_file.exists()
    assert message is not None and str(moved) in message
    assert [n.code for n in store.last_notices] == ["settings.corrupt_moved"]
    assert store.last_notices[0].params["moved_to"] == str(moved)

    store.save(prefs.with_changes(flor="full"))
    assert SettingsStore(paths).load() == (Preferences(flor="full"), None)


def test_second_corruption_keeps_the_first(paths: AppPaths) -> None:
    for content in (b"first", b"second"):
        write_settings(paths, content)
        SettingsStore(paths).load()
    kept = sorted(p.read_bytes() for p in quarantined_files(paths))
    assert kept == [b"first", b"second"]


def test_invalid_fields_fall_back_one_by_one(paths: AppPaths) -> None:
    write_settings(
        paths,
        envelope(
            {
                "variant": "paulista",
                "paulista_deck": "clean",
                "players": "4",
                "flor": True,
                "language": "fr",
                "animation_speed": "fast",
                "window": {"x": 1, "y": 2, "width": 10**30, "height": 600},
                "target_argentino": 10**400,
                "maximized": "yes",
                "deck_style": 42,
            }
        ),
    )
    store = SettingsStore(paths)

    prefs, message = store.load()

    assert prefs == Preferences(variant="paulista", paulista_deck="clean", animation_speed="fast")
    rejected = "flor, players, target_argentino, deck_style, language, window, maximized"
    assert message is not None and rejected in message
    assert store.last_notices[0].code == "settings.invalid_fields"
    assert quarantined_files(paths) == []


def test_six_players_in_mineiro_file_is_reported(paths: AppPaths) -> None:
    write_settings(paths, envelope({"variant": "mineiro", "players": 6}))
    prefs, message = SettingsStore(paths, mend=mended_preferences).load()
    assert (prefs.variant, prefs.players) == ("mineiro", 4)
    assert message is not None and "players" in message


def test_a_variant_this_version_does_not_know_is_mended_and_reported(paths: AppPaths) -> None:
    write_settings(paths, envelope({"variant": "uruguayo", "players": 2}))
    prefs, message = SettingsStore(paths, mend=mended_preferences).load()
    assert (prefs.variant, prefs.players) == (DEFAULT_VARIANT, 2)
    assert message is not None and "variant" in message


def test_a_first_start_is_mended_to_the_games_default_quietly(paths: AppPaths) -> None:
    prefs, message = SettingsStore(paths, mend=mended_preferences).load()
    assert (prefs.variant, prefs.players, message) == (DEFAULT_VARIANT, 4, None)


def test_newer_file_is_read_and_backed_up_before_the_first_save(paths: AppPaths) -> None:
    newer = envelope({"variant": "mineiro", "theme": "dark", "flor": "wild"}, version=3)
    original = write_settings(paths, newer).read_bytes()
    store = SettingsStore(paths)

    prefs, message = store.load()

    assert prefs == Preferences(variant="mineiro")
    assert message is not None and "newer version" in message
    assert "settings.json.v3-backup" in message
    assert paths.settings_file.read_bytes() == original, "loading must not change the file"

    store.save(prefs.with_changes(players=2))
    backup = paths.config_dir / "settings.json.v3-backup"
    assert backup.read_bytes() == original
    assert json.loads(paths.settings_file.read_text())["version"] == 1

    store.save(prefs.with_changes(players=4))
    assert sorted(p.name for p in paths.config_dir.iterdir()) == [
        "settings.json",
        "settings.json.v3-backup",
    ]


def test_newer_file_backup_never_overwrites_an_older_backup(paths: AppPaths) -> None:
    paths.config_dir.mkdir(parents=True)
    (paths.config_dir / "settings.json.v2-backup").write_text("earlier")
    write_settings(paths, envelope({}, version=2))
    store = SettingsStore(paths)
    store.load()
    store.save(Preferences())
    assert (paths.config_dir / "settings.json.v2-backup").read_text() == "earlier"
    assert json.loads((paths.config_dir / "settings.json.v2-backup-2").read_text())["version"] == 2


def test_corrupt_file_that_cannot_be_moved_is_never_overwritten(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_settings(paths, b"garbage")

    def refuse(path: Path, reason: str) -> Path:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(document, "quarantine", refuse)
    store = SettingsStore(paths)
    prefs, message = store.load()
    assert prefs == Preferences()
    assert message is not None and store.last_notices[0].code == "settings.corrupt_kept"

    with pytest.raises(PermissionError):
        store.save(prefs)
    assert paths.settings_file.read_bytes() == b"garbage"

    monkeypatch.undo()
    store.save(prefs)
    [moved] = quarantined_files(paths)
    assert moved.read_bytes() == b"garbage"
    assert SettingsStore(paths).load() == (prefs, None)


def test_store_uses_environment_home_by_default(app_home: Path) -> None:
    SettingsStore(app_paths()).save(Preferences(language="tr"))
    assert (app_home / "config" / "settings.json").exists()


windows = st.builds(
    WindowGeometry,
    x=st.integers(-100_000, 100_000),
    y=st.integers(-100_000, 100_000),
    width=st.integers(1, 100_000),
    height=st.integers(1, 100_000),
)
levels = st.sampled_from(["easy", "normal", "hard", "expert"])
valid_preferences = st.builds(
    Preferences,
    variant=st.none() | st.sampled_from(sorted(VARIANTS)),
    flor=st.sampled_from(["off", "simple", "full"]),
    players=st.sampled_from([2, 3, 4, 6, 8]),
    gallo=st.sampled_from(["rotating", "fixed"]),
    gallo_seat=st.sampled_from([0, 1, 2]),
    target_argentino=st.sampled_from([15, 30]),
    best_of_three=st.booleans(),
    paulista_deck=st.sampled_from(["dirty", "clean"]),
    falta=st.sampled_from(["total", "malas"]),
    opponents_level=levels,
    partner_level=levels,
    animation_speed=st.sampled_from(["slow", "normal", "fast", "instant"]),
    deck_style=st.from_regex(r"[a-z0-9][a-z0-9_-]{0,63}", fullmatch=True),
    four_colour=st.booleans(),
    partner_asks_first=st.booleans(),
    signs_enabled=st.booleans(),
    opponents_catch_signs=st.booleans(),
    language=st.none() | st.sampled_from(LANGUAGES),
    window=st.none() | windows,
    maximized=st.booleans(),
)


@given(valid_preferences)
def test_any_valid_preferences_survive_json(prefs: Preferences) -> None:
    assert Preferences.from_json(prefs.to_json()) == (prefs, ())


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=50)
@given(prefs=valid_preferences)
def test_any_valid_preferences_survive_the_store(paths: AppPaths, prefs: Preferences) -> None:
    # Every example overwrites the same file, so sharing the folder is sound.
    SettingsStore(paths).save(prefs)
    assert SettingsStore(paths).load() == (prefs, None)


def test_show_sign_meanings_is_on_for_a_new_player_and_remembered(tmp_path: Path) -> None:
    """Option "Show what señas mean": on for a new player, and an older settings file
    (without it) keeps the meanings as it showed them; off is remembered."""
    from truco_desktop.paths import app_paths
    from truco_desktop.storage import Preferences, SettingsStore

    assert Preferences().show_sign_meanings is True
    store = SettingsStore(app_paths(tmp_path))
    store.save(Preferences().with_changes(show_sign_meanings=False))
    loaded, _message = store.load()
    assert loaded.show_sign_meanings is False
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["preferences"].pop("show_sign_meanings")
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load()[0].show_sign_meanings is True
