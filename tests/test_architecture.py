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
