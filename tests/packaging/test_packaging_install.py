"""install.sh and uninstall.sh, on a stand-in bundle, in a temporary home.

The real bundle is exercised by the slow test; these run in a second and pin what the
scripts promise: everything in the user's folders, no root, upgrades in place, and the
player's own files kept unless --purge is asked for.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.trucodesktop.TrucoDesktop"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell scripts")


def staged(tmp_path: Path) -> Path:
    """The tarball's layout, with a shell script standing in for the frozen game."""
    stage = tmp_path / "truco-desktop-9.9.9-linux-x86_64"
    game = stage / "truco-desktop" / "truco-desktop"
    game.parent.mkdir(parents=True)
    game.write_text('#!/bin/sh\necho "stand-in $*"\n', encoding="utf-8")
    game.chmod(0o755)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(LINUX / script, stage / script)
    (stage / "share" / "applications").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.desktop", stage / "share" / "applications")
    (stage / "share" / "metainfo").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.metainfo.xml", stage / "share" / "metainfo")
    icon = stage / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png"
    icon.parent.mkdir(parents=True)
    shutil.copy(
        ROOT / "assets" / "icons" / "hicolor" / "48x48" / "apps" / "truco-desktop.png", icon
    )
    return stage


def user_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env["HOME"] = str(home)
    return env


def sh(script: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["sh", str(script), *args],
        env=user_env(home),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )


@pytest.fixture
def home(tmp_path: Path) -> Path:
    # A space in the path: the desktop entry must quote it.
    folder = tmp_path / "home of player"
    folder.mkdir()
    return folder


def test_install_puts_everything_in_the_users_folders(tmp_path: Path, home: Path) -> None:
    stage = staged(tmp_path)
    sh(stage / "install.sh", home)
    share = home / ".local" / "share"
    app = share / "truco-desktop" / "app"
    assert (app / "truco-desktop").is_file()
    assert (app / "uninstall.sh").is_file()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    entry = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app / "truco-desktop"}"' in entry.splitlines()
    command = home / ".local" / "bin" / "truco-desktop"
    done = subprocess.run([str(command), "--demo"], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "stand-in --demo"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
            capture_output=True,
            text=True,
            check=False,
        )
        assert check.returncode == 0, check.stdout


def test_reinstall_and_uninstall_keep_the_players_files(tmp_path: Path, home: Path) -> None:
    stage = staged(tmp_path)
    data = home / ".local" / "share" / "truco-desktop"
    config = home / ".config" / "truco-desktop"
    for folder in (data / "history", config):
        folder.mkdir(parents=True)
    (data / "statistics.json").write_text("{}", encoding="utf-8")
    (config / "settings.json").write_text("{}", encoding="utf-8")
    sh(stage / "install.sh", home)
    sh(stage / "install.sh", home)  # an upgrade over the first copy
    sh(data / "app" / "uninstall.sh", home)
    assert not (data / "app").exists()
    assert not (home / ".local" / "bin" / "truco-desktop").exists()
    assert not (home / ".local" / "share" / "applications" / f"{APP_ID}.desktop").exists()
    assert not list((home / ".local" / "share" / "icons").rglob(f"{APP_ID}.*"))
    assert (data / "statistics.json").is_file() and (data / "history").is_dir()
    assert (config / "settings.json").is_file()


def test_purge_deletes_the_players_files_too(tmp_path: Path, home: Path) -> None:
    stage = staged(tmp_path)
    sh(stage / "install.sh", home)
    config = home / ".config" / "truco-desktop"
    config.mkdir(parents=True)
    sh(stage / "uninstall.sh", home, "--purge")
    assert not (home / ".local" / "share" / "truco-desktop").exists()
    assert not config.exists()


def test_uninstall_leaves_another_truco_desktop_command_alone(tmp_path: Path, home: Path) -> None:
    other = home / ".local" / "bin" / "truco-desktop"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\necho pip-installed\n", encoding="utf-8")
    sh(staged(tmp_path) / "uninstall.sh", home)
    assert other.is_file()


def test_install_leaves_a_pipx_command_alone(tmp_path: Path, home: Path) -> None:
    other = home / ".local" / "bin" / "truco-desktop"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\necho pipx-installed\n", encoding="utf-8")
    done = sh(staged(tmp_path) / "install.sh", home)
    assert "another installation" in done.stdout
    assert "pipx-installed" in other.read_text(encoding="utf-8")
