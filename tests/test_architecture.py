"""The layering of the package: the engine uses only the standard library."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "truco_desktop"


def imported_roots(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_imports_only_the_standard_library() -> None:
    offenders = {}
    for path in (PACKAGE / "engine").rglob("*.py"):
        outside = {r for r in imported_roots(path) if r not in sys.stdlib_module_names}
        if outside:
            offenders[str(path.relative_to(PACKAGE))] = sorted(outside)
    assert not offenders, offenders


def test_engine_never_imports_the_rest_of_the_package() -> None:
    for path in (PACKAGE / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                depth = len(path.relative_to(PACKAGE / "engine").parts) - 1
                assert node.level <= depth + 1, f"{path} reaches outside engine/"


def test_bots_and_storage_do_not_import_qt() -> None:
    for folder in ("bots", "storage"):
        for path in (PACKAGE / folder).rglob("*.py"):
            assert not {r for r in imported_roots(path) if r.startswith("PySide")}, path


def test_engine_functions_stay_short_and_the_hand_small() -> None:
    """Issue 14's shape: a hand made of parts, no function that does six jobs."""
    long = []
    for path in (PACKAGE / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > 60:
                    long.append(f"{path.name}:{node.name} ({length} lines)")
    assert not long, long
    hand = (PACKAGE / "engine" / "hand.py").read_text(encoding="utf-8")
    assert len(hand.splitlines()) < 450


def test_team_arithmetic_lives_in_seats_only() -> None:
    """Which team a seat is on is said in one place (``engine/seats.py``)."""
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "seats.py":
            continue
        text = path.read_text(encoding="utf-8")
        for pattern in ("seat % 2", "seat & 1", "s % 2", "s & 1"):
            if pattern in text:
                offenders.append(f"{path.relative_to(PACKAGE)}: {pattern}")
    assert not offenders, offenders
