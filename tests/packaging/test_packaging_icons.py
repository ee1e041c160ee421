"""The Windows and macOS icons: well-formed containers holding every size they promise."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def make_icons() -> ModuleType:
    """packaging/make_icons.py, which is a script rather than a module of the package."""
    path = ROOT / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_icons", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def icons() -> ModuleType:
    return make_icons()


def decoded_size(data: bytes) -> tuple[int, int]:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull(), "an entry is not a readable PNG"
    return image.width(), image.height()


def check_ico(icons: ModuleType, data: bytes) -> None:
    entries = icons.read_ico(data)
    assert sorted(size for size, _ in entries) == sorted(icons.ICO_SIZES)
    for size, png in entries:
        assert decoded_size(png) == (size, size)


def check_icns(icons: ModuleType, data: bytes) -> None:
    blocks = dict(icons.read_icns(data))
    assert set(blocks) == {kind for kind, _ in icons.ICNS_TYPES}
    for kind, size in icons.ICNS_TYPES:
        assert decoded_size(blocks[kind]) == (size, size), kind


def test_fresh_icons_round_trip(qapp: object, icons: ModuleType, tmp_path: Path) -> None:
    ico, icns = tmp_path / "a.ico", tmp_path / "a.icns"
    assert icons.main(["--ico", str(ico), "--icns", str(icns)]) == 0
    check_ico(icons, ico.read_bytes())
    check_icns(icons, icns.read_bytes())


def test_committed_icons_are_complete(qapp: object, icons: ModuleType) -> None:
    check_ico(icons, icons.ICO.read_bytes())
    check_icns(icons, icons.ICNS.read_bytes())


def test_qt_reads_the_ico_as_windows_would(qapp: object, icons: ModuleType) -> None:
    image = QImage(str(icons.ICO))
    assert not image.isNull()


def test_readers_refuse_other_files(icons: ModuleType) -> None:
    with pytest.raises(ValueError):
        icons.read_ico(b"\x89PNG\r\n\x1a\n" + bytes(16))
    with pytest.raises(ValueError):
        icons.read_icns(b"icns\x00\x00\x00\x09x")
