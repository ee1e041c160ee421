"""The bundle's entry point and the start-up duties the packaged app relies on."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "packaging" / "launcher.py"


def launch(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(LAUNCHER), *args],
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_launcher_runs_the_app_from_source() -> None:
    done = launch("--version")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"truco-desktop {version}"


def test_the_paint_probe_reports_the_painted_table(tmp_path: Path) -> None:
    pytest.importorskip("truco_desktop.app", reason="the app shell is not built yet")
    done = launch(TRUCO_DESKTOP_PAINT_PROBE="1", TRUCO_DESKTOP_HOME=str(tmp_path))
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("painted "), done.stdout


def calls_in(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            names.add(func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", ""))
    return names


def test_the_app_registers_the_bundled_fonts_at_start() -> None:
    """Without this call the packaged app shows boxes on a machine without fonts."""
    app = ROOT / "truco_desktop" / "app.py"
    if not app.is_file():
        pytest.skip("truco_desktop/app.py is not written yet")
    assert "register_bundled_fonts" in calls_in(app), (
        "truco_desktop/app.py must call truco_desktop.fonts.register_bundled_fonts() "
        "right after creating the QApplication (for the window and the demo)"
    )
