"""Bundled fonts: on a machine without fonts, every language still shows real letters.

`FONTCONFIG_FILE` pointing at an empty configuration hides every installed font from
Qt, as on a minimal system. The check runs in a child process because Qt reads the
font configuration once per process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from truco_desktop import fonts

ROOT = Path(__file__).resolve().parents[2]
EMPTY_FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig></fontconfig>
"""

CHILD = """
import sys
from PySide6.QtWidgets import QApplication
from truco_desktop import fonts
app = QApplication([])
if sys.argv[1] == "register":
    sys.exit(fonts.render_text_check(sys.argv[2]))
print("\\n".join(fonts.missing_glyphs(fonts.CHECK_TEXT)))
"""


def fontless_env(tmp_path: Path) -> dict[str, str]:
    conf = tmp_path / "empty-fonts.conf"
    conf.write_text(EMPTY_FONTS_CONF, encoding="utf-8")
    return {
        **os.environ,
        "FONTCONFIG_FILE": str(conf),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }


@pytest.mark.skipif(sys.platform != "linux", reason="FONTCONFIG_FILE hides fonts on Linux only")
def test_without_fonts_the_check_sees_boxes(tmp_path: Path) -> None:
    """The negative control: proves the pixel check can fail."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, "plain"],
        env=fontless_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    missing = done.stdout.split()
    assert "Ε" in missing and "ğ" in missing, done.stdout


@pytest.mark.skipif(sys.platform != "linux", reason="FONTCONFIG_FILE hides fonts on Linux only")
def test_bundled_fonts_fill_the_gap(tmp_path: Path) -> None:
    image = tmp_path / "check.png"
    done = subprocess.run(
        [sys.executable, "-c", CHILD, "register", str(image)],
        env=fontless_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    report = json.loads(image.with_suffix(".png.json").read_text(encoding="utf-8"))
    assert done.returncode == 0, report["missing"]
    assert "DejaVu Sans" in report["bundled_families"]


def test_the_bundled_fonts_are_found_in_a_checkout() -> None:
    names = {path.name for path in fonts.bundled_font_files()}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"} <= names
    assert (ROOT / "packaging" / "fonts" / "LICENSE.txt").is_file()


def test_registering_twice_adds_nothing_new(qapp: object) -> None:
    fonts.register_bundled_fonts()
    assert fonts.register_bundled_fonts() == []


def test_the_check_text_covers_greek_and_turkish() -> None:
    assert {"Ε", "λ", "ğ", "ı", "İ", "ş"} <= set(fonts.CHECK_TEXT)
