"""`truco-desktop`: the desktop game, the terminal game only when asked for, and a clear
word when PySide6 is missing; any other failure to start is not hidden."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from truco_desktop import __main__ as entry
from truco_desktop import app, simulate

BLOCK_QT = "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None\n"


def _run_without_qt(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    code = BLOCK_QT + "from truco_desktop.__main__ import main\nsys.exit(main(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", code, *args, "--home", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_terminal_is_the_way_to_the_terminal_game(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[list[str]] = []
    monkeypatch.setattr(simulate, "main", lambda rest: played.append(rest) or 0)
    monkeypatch.setattr(app, "main", lambda args: pytest.fail("the desktop game started"))
    assert entry.main(["--terminal", "--seed", "3"]) == 0
    assert played == [["--seed", "3"]]


def test_without_pyside6_the_player_is_told_what_to_do(tmp_path: Path) -> None:
    done = _run_without_qt(tmp_path)
    assert done.returncode == 1
    assert "needs PySide6" in done.stderr and "truco-desktop --terminal" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == "", "no terminal game either"


def test_the_version_needs_no_pyside6(tmp_path: Path) -> None:
    done = _run_without_qt(tmp_path, "--version")
    assert done.returncode == 0 and done.stdout.startswith("truco-desktop ")


def test_a_broken_import_is_raised_not_turned_into_the_terminal_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played: list[Any] = []
    monkeypatch.setattr(simulate, "main", lambda rest: played.append(rest) or 0)

    def broken(args: list[str]) -> int:
        raise ImportError(
            "cannot import name 'Session' from 'truco_desktop.ui.controllers.session'"
        )

    monkeypatch.setattr(app, "main", broken)
    with pytest.raises(ImportError, match="Session"):
        entry.main([])
    monkeypatch.setitem(sys.modules, "truco_desktop.app", None)  # the app cannot load
    with pytest.raises(ImportError):
        entry.main([])
    assert played == []
