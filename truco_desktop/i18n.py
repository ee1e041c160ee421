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

English is the source language, but it still has a small catalogue
(`truco_desktop_en.qm`) holding only the plural forms, so "%n point(s)" reads "1 point"
and "2 points". Placeholders are Qt's: `%1`, `%2` filled by `fill`, and `%n` filled by
Qt itself from the count given to `translate`.

With the environment variable `TRUCO_PSEUDO=1` a pseudo-translation is installed on top
of the chosen language: every text comes out bracketed and as much longer as a real
translation might make it (3× a short label, 1.4× a sentence), to find the labels that
a longer language would cut.
"""

from __future__ import annotations

import os
import re
import unicodedata
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
#: Environment variable that switches the pseudo-translation on.
PSEUDO_ENV = "TRUCO_PSEUDO"
_PLACEHOLDER = re.compile(r"%(\d)")
_PACKAGE_DIR = Path(__file__).resolve().parent
_APP_PROPERTY = "_truco_translators"
#: The language `apply_language` last chose (for locale-aware text such as capitals).
_current = "en"


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


def current_language() -> str:
    """The code of the language last applied ("en" before any)."""
    return _current


def upper(text: str) -> str:
    """`text` in capitals as the current language writes them (Turkish i → İ, Greek
    without accents), where a style sheet's `text-transform` or `str.upper` would not."""
    capitals = QLocale(_current).toUpper(text)
    if _current == "el":
        # Greek capitals drop the tonos (but keep the dialytika): ΑΡΓΕΝΤΙΝΙΚΟ, not ΑΡΓΕΝΤΊΝΙΚΟ.
        decomposed = unicodedata.normalize("NFD", capitals).replace("\u0301", "")
        capitals = unicodedata.normalize("NFC", decomposed)
    return capitals


def _load(translator: QTranslator, name: str, folders: list[Path]) -> bool:
    return any(
        (folder / f"{name}.qm").is_file() and translator.load(name, str(folder))
        for folder in folders
    )


class Context:
    """A translation context as an object: `table.tr("%n cards", None, n)`.

    Qt's lupdate reads `name.tr(...)` as a message of the context `name`, and, unlike a
    plain `translate(context, text, None, n)` call, knows it is a plural whatever the
    count expression. So a module binds `table = Context("table")`: the variable's name
    must be the context's name.
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)


def fill(template: str, *values: object) -> str:
    """`template` with `%1`, `%2`, … replaced by `values`, in one pass.

    Like QString.arg with several arguments: a value that itself contains "%2" is never
    substituted again, and a translation may put the placeholders in any order.
    """

    def value(found: re.Match[str]) -> str:
        index = int(found.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else found.group(0)

    return _PLACEHOLDER.sub(value, template)


_PSEUDO_KEEP = re.compile(r"%(?:\d|n|L\d)|&[a-z]+;|&&|&\w|<[^>]*>|\n")
_PSEUDO_SWAP = str.maketrans("AEIOUaeiouCcNnYy", "ÀÉÎÕÜàéîõüÇçÑñÝý")
#: What a reader does not see as letters: placeholders, entities, markup, the accelerator's &.
_PSEUDO_UNSEEN = re.compile(r"%(?:\d|n|L\d)|&[a-z]+;|<[^>]*>|\n|&(?=\w)")
#: Letters of ordinary width for the padding, in words a label can wrap between.
_PSEUDO_FILL = "ñàéîõü çýñàé îõüçý àéîñõ üçýàé "


def pseudo_growth(visible: int) -> float:
    """How many times longer the pseudo-translation makes a text of `visible` characters.

    Like real translations, which run two to four times the English in short labels
    ("Play" → "Mainkan kartu") and less in sentences: 3× up to 10 characters, falling to
    2× at 20 and to 1.4× at 70, 1.4× beyond.
    """
    if visible <= 10:
        return 3.0
    if visible <= 20:
        return 3.0 - (visible - 10) / 10
    if visible <= 70:
        return 2.0 - 0.6 * (visible - 20) / 50
    return 1.4


def pseudo(text: str) -> str:
    """`text` as the pseudo-translation shows it: marked, accented and longer, as much as
    a real translation might make it (`pseudo_growth`: 3× a short label, 1.4× a long
    sentence).

    Placeholders (`%1`, `%n`), accelerators (`&G`), markup and line breaks stay as they
    are, so the result still works where the real text would.
    """
    if not text:
        return text
    parts: list[str] = []
    last = 0
    for found in _PSEUDO_KEEP.finditer(text):
        parts.append(text[last : found.start()].translate(_PSEUDO_SWAP))
        parts.append(found.group(0))
        last = found.end()
    parts.append(text[last:].translate(_PSEUDO_SWAP))
    body = "".join(parts)
    visible = len(_PSEUDO_UNSEEN.sub("", text))
    # "[Ñ", the space and "]" count towards the growth.
    extra = max(1, round(visible * (pseudo_growth(visible) - 1)) - 4)
    fill = (_PSEUDO_FILL * (extra // len(_PSEUDO_FILL) + 1))[:extra].strip() or "ñ"
    return f"[Ñ{body} {fill}]"


class PseudoTranslator(QTranslator):
    """Answers every lookup with `pseudo(source)`, whatever the catalogue."""

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        return pseudo(source_text)

    def isEmpty(self) -> bool:
        return False


def pseudo_requested() -> bool:
    return os.environ.get(PSEUDO_ENV, "") not in ("", "0")


def apply_language(app: QCoreApplication, code: str | None) -> bool:
    """Switch `app` to language `code` (None: the system's); True if a catalogue loaded.

    English is the source language, so choosing it only removes earlier catalogues (and
    installs the English plural forms) and returns False, which is not an error. An
    unknown code is treated as English. `TRUCO_PSEUDO=1` adds the pseudo-translation.
    """
    global _current
    for old in app.property(_APP_PROPERTY) or []:
        app.removeTranslator(old)
    code = system_language() if code is None else code
    _current = code if code in LANGUAGE_NAMES else "en"
    installed: list[QTranslator] = []
    plurals = QTranslator(app)
    if _load(plurals, CATALOGUE_PREFIX + "en", catalogue_dirs()):
        app.installTranslator(plurals)
    if code in LANGUAGE_NAMES and code != "en":
        ours = QTranslator(app)
        if _load(ours, CATALOGUE_PREFIX + code, catalogue_dirs()):
            installed.append(ours)
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        qt = QTranslator(app)
        if _load(qt, f"qtbase_{code}", [qt_dir]):
            installed.append(qt)
    found = bool(installed)
    for translator in installed:
        app.installTranslator(translator)
    if not plurals.isEmpty():
        installed.insert(0, plurals)
    if pseudo_requested():
        fake = PseudoTranslator(app)
        app.installTranslator(fake)
        installed.append(fake)
    # A Python list survives as a QVariant property; it also keeps the translators alive.
    app.setProperty(_APP_PROPERTY, installed)
    return found
