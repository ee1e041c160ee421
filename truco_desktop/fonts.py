"""Fonts that travel with the app, so that every language shows real letters.

A machine without fonts (a minimal Linux install, a container) would draw every letter
of the UI as an empty box. The packaged app therefore carries DejaVu Sans and DejaVu
Serif, which cover Latin (Spanish, Portuguese, Turkish, Polish, Indonesian), Greek and
the card suits, and `register_bundled_fonts` adds them to Qt's font database at
start-up. Installed system fonts still win where the UI asks for them by name; the
bundled ones fill the gaps.

Font folders, searched in order (every `.ttf`/`.otf` of every existing folder counts):

1. `truco_desktop/data/fonts/`, where the packaged app and an installed copy keep them;
2. the repository's `packaging/fonts/`, for a development checkout.

`render_text_check` is the packaged app's self-test for the above: it draws a label and
checks, pixel by pixel, that no character came out as the "missing glyph" box.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

# The self-test's classes (QLabel, QImage, QImageWriter…) are imported by the functions
# that use them: registering the fonts happens on every start, before the first paint.

FONT_SUFFIXES: Final = (".ttf", ".otf")
_PACKAGE_DIR: Final = Path(__file__).resolve().parent
_APP_PROPERTY: Final = "_truco_bundled_fonts"

#: Every script the UI writes in, plus the suits the rules help draws: the seven
#: language names in their own words, Greek and Turkish menu words, Polish letters.
CHECK_TEXT: Final = (
    "English Español Português Türkçe Polski Ελληνικά Bahasa Indonesia · "
    "Νέο παιχνίδι, Κανόνες, Στατιστικά · Yeni oyun ğĞıİşŞçÇöÖüÜ · ąćęłńóśźż ♠♥♦♣"
)

#: A code point no font maps: whatever Qt draws for it is the "missing glyph" box.
_NEVER_A_GLYPH: Final = "\uffff"


def font_dirs() -> list[Path]:
    """Folders searched for bundled fonts, packaged copy first."""
    return [_PACKAGE_DIR / "data" / "fonts", _PACKAGE_DIR.parent / "packaging" / "fonts"]


def bundled_font_files(folders: Iterable[Path] | None = None) -> list[Path]:
    """The font files found in `folders` (default: `font_dirs()`), sorted per folder."""
    found: list[Path] = []
    for folder in font_dirs() if folders is None else folders:
        if folder.is_dir():
            found.extend(sorted(p for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES))
    return found


def register_bundled_fonts(folders: Iterable[Path] | None = None) -> list[str]:
    """Add the bundled fonts to Qt's font database; return the families added.

    Call it once the QApplication exists and before the first widget picks a font
    (the table caches its font families). Calling it again is harmless: a file that
    was registered before is skipped. A file Qt cannot read is skipped too, because a
    missing fallback font must never stop the game from starting.
    """
    app = QCoreApplication.instance()
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("register_bundled_fonts needs a QGuiApplication")
    done: list[str] = list(app.property(_APP_PROPERTY) or [])
    families: list[str] = []
    for path in bundled_font_files(folders):
        key = str(path)
        if key in done:
            continue
        font_id = QFontDatabase.addApplicationFont(key)
        if font_id < 0:
            continue
        done.append(key)
        families.extend(
            f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families
        )
    app.setProperty(_APP_PROPERTY, done)
    return families


def _grab(text: str) -> QImage:
    """`text` as a QLabel in the application's default font draws it, black on white."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QLabel

    label = QLabel(text)
    label.setStyleSheet("QLabel { background: white; color: black; padding: 2px; }")
    label.resize(label.sizeHint())  # adjustSize would clip a top-level to the screen
    return label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def ink(image: QImage) -> int:
    """How many pixels of `image` are dark: zero means nothing was drawn."""
    from PySide6.QtGui import QColor

    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).lightness() < 128
    )


def missing_glyphs(text: str) -> list[str]:
    """The characters of `text` that Qt draws as nothing or as the missing-glyph box.

    Each distinct character is drawn on its own and compared with the drawing of a
    code point that no font has; a character that looks the same, or leaves no ink,
    would appear to the player as an empty box.
    """
    box = _grab(_NEVER_A_GLYPH)
    return [
        char
        for char in sorted(set(text) - {" "})
        if (image := _grab(char)) == box or ink(image) == 0
    ]


def render_text_check(path: str | Path, text: str = CHECK_TEXT) -> int:
    """Draw `text` in a label, save it as PNG at `path`; 0 if every glyph is real.

    Beside the image, `<path>.json` records the bundled families, the default family
    and the characters that came out as boxes. The packaged app runs this through its
    hidden `--render-text-check PATH` option (see `packaging/launcher.py`), so a test
    can start the bundle on a machine without fonts and look at the result.
    """
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImageWriter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    families = register_bundled_fonts()
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    writer = QImageWriter(str(target), QByteArray(b"png"))
    if not writer.write(_grab(text)):
        raise OSError(f"could not write {target}: {writer.errorString()}")
    missing = missing_glyphs(text)
    report = {
        "text": text,
        "bundled_families": families,
        "default_family": app.font().family(),
        "missing": missing,
    }
    target.with_suffix(target.suffix + ".json").write_text(
        json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return 1 if missing else 0
