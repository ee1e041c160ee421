"""`--version` prints the version, installed or not."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from truco_desktop.app import main
from truco_desktop.version import FALLBACK_VERSION, version

ROOT = Path(__file__).resolve().parents[2]


def test_version_flag_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"truco-desktop {version()}"


def test_fallback_version_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == FALLBACK_VERSION
    assert version() == project["version"]


def test_version_from_the_command_line() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "truco_desktop", "--version"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == f"truco-desktop {version()}"
