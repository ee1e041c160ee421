"""PySide's source scan is skipped for the game's own modules and the standard library's
(``import_scan.py``, issue 35): they are marked as PySide's scan would mark them,
without reading their sources; any other module is still scanned."""

from __future__ import annotations

import inspect
import types

import pytest
from PySide6.support import feature

from truco_desktop.import_scan import skip_own_modules


def test_own_and_standard_modules_are_marked_without_reading_their_source(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert skip_own_modules()
    assert skip_own_modules()  # a second call changes nothing
    read: list[str] = []
    real = inspect.getsource

    def getsource(obj: object) -> str:
        read.append(getattr(obj, "__name__", "?"))
        return real(obj)  # type: ignore[arg-type]

    monkeypatch.setattr(inspect, "getsource", getsource)
    known = feature.pyside_feature_dict
    ours = types.ModuleType("truco_desktop.not_a_real_module")
    standard = types.ModuleType("json.not_a_real_module")
    other = types.ModuleType("someone_else.module")
    try:
        feature.feature_imported(ours)
        feature.feature_imported(standard)
        feature.feature_imported(other)
        assert known[ours.__name__] == 0  # "no feature", as for a module that uses PySide
        assert known[standard.__name__] == -1  # "ignore", as the scan finds
        assert other.__name__ in known  # scanned by PySide itself...
        assert read == [other.__name__]  # ...and only it was read
    finally:
        for module in (ours, standard, other):
            known.pop(module.__name__, None)
