"""Choosing the interface language at run time.

The app speaks seven languages. Their Qt Linguist catalogues are
`truco_desktop_<code>.qm`, looked up first in the package (`truco_desktop/data/
translations/`, what an installed copy ships) and then in the source tree's
`translations/` folder (what `lrelease` writes during development). Qt's own catalogue
(`qtbase_<code>.qm`, from PySide6's translations folder) translates the standard
buttons of message boxes and file dialogs.

`apply_language` replaces the translators installed by its previous call, so switching
language twice never stacks catalogues; Qt then sends every widget a LanguageChange
event and each window retranslates itself in `changeEvent`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

#: Each language named in its own words, in the order the Language menu lists them.
LANGUAGE_NAMES: Final[dict[str, str]] = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português",
    "tr": "Türkçe",
    "pl": "Polski",
    "el": "Ελληνικά",
    "id": "Bahasa Indonesia",
}

CATALOGUE_PREFIX = "truco_desktop_"
_PACKAGE_DIR = Path(__file__).resolve().parent
_APP_PROPERTY = "_truco_translators"


def catalogue_dirs() -> list[Path]:
    """Folders searched for our `.qm` files, packaged copy first."""
    return [_PACKAGE_DIR / "data" / "translations", _PACKAGE_DIR.parent / "translations"]


def system_language() -> str:
    """The supported language closest to the system locale, English if none is."""
    name = QLocale.system().name()  # e.g. "pt_BR", "es_AR", "el_GR"
    if name in LANGUAGE_NAMES:
        return name
    base = name.split("_", 1)[0]
    if base == "pt":
        return "pt_BR"
    return base if base in LANGUAGE_NAMES else "en"


def _load(translator: QTranslator, name: str, folders: list[Path]) -> bool:
    return any(
        (folder / f"{name}.qm").is_file() and translator.load(name, str(folder))
        for folder in folders
    )


def apply_language(app: QCoreApplication, code: str | None) -> bool:
    """Switch `app` to language `code` (None: the system's); True if a catalogue loaded.

    English is the source language, so choosing it only removes earlier catalogues and
    returns False, which is not an error. An unknown code is treated as English.
    """
    for old in app.property(_APP_PROPERTY) or []:
        app.removeTranslator(old)
    code = system_language() if code is None else code
    installed: list[QTranslator] = []
    if code in LANGUAGE_NAMES and code != "en":
        ours = QTranslator(app)
        if _load(ours, CATALOGUE_PREFIX + code, catalogue_dirs()):
            installed.append(ours)
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        qt = QTranslator(app)
        if _load(qt, f"qtbase_{code}", [qt_dir]):
            installed.append(qt)
    for translator in installed:
        app.installTranslator(translator)
    # A Python list survives as a QVariant property; it also keeps the translators alive.
    app.setProperty(_APP_PROPERTY, installed)
    return bool(installed)
