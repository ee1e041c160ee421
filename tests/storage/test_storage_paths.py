"""Where files go: overrides, the environment variable, platformdirs, no import effects."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import FrozenInstanceError
from pathlib import Path

import platformdirs
import pytest

from truco_desktop.paths import HOME_ENV_VAR, AppPaths, app_paths


def test_override_puts_everything_under_one_folder(tmp_path: Path) -> None:
    paths = app_paths(tmp_path)

    assert paths == AppPaths(
        config_dir=tmp_path / "config",
        data_dir=tmp_path / "data",
        state_dir=tmp_path / "state",
        cache_dir=tmp_path / "cache",
    )
    assert paths.settings_file == tmp_path / "config" / "settings.json"
    assert paths.current_match_file == tmp_path / "data" / "current-match.json"
    assert paths.statistics_file == tmp_path / "data" / "statistics.json"


def test_environment_variable_is_an_override(app_home: Path) -> None:
    assert app_paths() == AppPaths.under(app_home)


def test_argument_beats_environment_variable(tmp_path: Path, app_home: Path) -> None:
    assert app_paths(tmp_path).config_dir == tmp_path / "config"


def test_relative_override_is_made_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert app_paths(Path("portable")).data_dir == tmp_path / "portable" / "data"


def test_empty_environment_variable_means_platform_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(HOME_ENV_VAR, "  ")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))

    paths = app_paths()

    assert paths.config_dir == platformdirs.user_config_path("truco-desktop", appauthor=False)
    assert paths.data_dir == platformdirs.user_data_path("truco-desktop", appauthor=False)
    assert paths.config_dir.name == "truco-desktop"
    assert list(tmp_path.iterdir()) == [], "working out folders must not create them"


def test_paths_are_frozen(tmp_path: Path) -> None:
    paths = app_paths(tmp_path)
    with pytest.raises(FrozenInstanceError):
        paths.config_dir = tmp_path  # type: ignore[misc]


def test_importing_creates_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.pop(HOME_ENV_VAR, None)
    env.update(HOME=str(home), USERPROFILE=str(home), APPDATA=str(home), LOCALAPPDATA=str(home))
    repo = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), env.get("PYTHONPATH")]))
    code = "import truco_desktop.paths, truco_desktop.storage"

    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=tmp_path)

    assert list(home.iterdir()) == []
