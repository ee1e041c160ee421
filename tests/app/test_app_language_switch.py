"""Switching language retranslates the open window at once (LanguageChange)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import PySide6
import pytest
from PySide6.QtWidgets import QApplication

from truco_desktop import i18n

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
</context>
</TS>
"""


def _lrelease() -> str | None:
    bundled = Path(PySide6.__file__).parent / "lrelease"
    if bundled.exists():
        return str(bundled)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def test_menus_follow_the_chosen_language(
    make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = _lrelease()
    if tool is None:
        pytest.skip("no lrelease to build a catalogue")
    source = tmp_path / "truco_desktop_es.ts"
    source.write_text(TS, encoding="utf-8")
    subprocess.run([tool, str(source)], check=True, capture_output=True, timeout=60)
    monkeypatch.setattr(i18n, "catalogue_dirs", lambda: [tmp_path])
    app = QApplication.instance()
    window = make_window()
    try:
        window.menus.language_actions["es"].trigger()
        app.processEvents()
        assert window.menus.game_menu.title() == "&Juego"
        window.menus.language_actions["en"].trigger()
        app.processEvents()
        assert window.menus.game_menu.title() == "&Game"
    finally:
        i18n.apply_language(app, "en")
