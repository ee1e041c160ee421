"""The catalogues say Truco's words as translations/GLOSSARY.md says each language does.

The glossary has one table per language: every term of a *say* cell must appear in that
language's catalogue, no term of a *never* cell in any of its translations (whole words;
any case unless the term has a capital; a term written `=Irse` is a whole translation,
its accelerator apart, so that a word wrong alone may stay inside a longer phrase,
*Irse al mazo*). Besides: the call names stay as they are said at
the table in every language, and Greek text uses Latin letters only where the glossary's
choice of script allows them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from i18n_helpers import LANGUAGES, ROOT, catalogues

GLOSSARY = ROOT / "translations" / "GLOSSARY.md"
SECTION = re.compile(r"^## .*\(`([A-Za-z_]+)`\)\s*$")
TERM = re.compile(r"`([^`]+)`")
#: Where the words said at the table live (kept in Spanish or Portuguese everywhere).
SPOKEN_CONTEXTS = ("calls.argentino", "calls.mineiro", "calls.paulista", "signnames")
#: Calls-context messages that are ordinary words, not call names.
NOT_CALL_NAMES = {"Keep my set", "Give to partner", "Discard and draw"}


@cache
def glossary() -> dict[str, dict[str, list[str]]]:
    """{language: {"say": [...], "never": [...], "latin": [...]}} from GLOSSARY.md."""
    found: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    for line in GLOSSARY.read_text("utf-8").splitlines():
        heading = SECTION.match(line)
        if heading:
            current = found.setdefault(heading.group(1), {"say": [], "never": [], "latin": []})
            continue
        if line.startswith("## "):
            current = None
        if current is None:
            continue
        if line.startswith("Latin words allowed"):
            current["latin"] += TERM.findall(line.split(":", 1)[1])
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) < 3 or set(cells[0]) <= {"-", " "}:
            continue
        if cells[1] == "say":  # the header row
            continue
        current["say"] += TERM.findall(cells[1])
        current["never"] += TERM.findall(cells[2])
    return found


@cache
def translations(language: str) -> list[tuple[str, str, str]]:
    """(context, source, text) for every finished text of a catalogue, plural forms apart."""
    rows = []
    for context in ET.parse(catalogues.ts_path(language)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform")
            for text in [f.text or "" for f in forms] if forms else [translation.text or ""]:
                rows.append((name, source, text))
    return rows


def whole_word(term: str) -> re.Pattern[str]:
    """`term` as a whole word: in any case, or as written if it has a capital letter."""
    flags = 0 if any(c.isupper() for c in term) else re.IGNORECASE
    return re.compile(r"(?<!\w)" + re.escape(term) + r"(?!\w)", flags)


def test_the_glossary_has_a_table_for_every_language() -> None:
    assert set(glossary()) == set(LANGUAGES)
    for language, terms in glossary().items():
        assert terms["say"], f"{language}: no word to say"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_says_the_glossary_words(language: str) -> None:
    texts = [text for _c, _s, text in translations(language)]
    missing = [
        t for t in glossary()[language]["say"] if not any(whole_word(t).search(x) for x in texts)
    ]
    assert not missing, f"{language} never says {missing} (translations/GLOSSARY.md)"


def says(term: str, text: str) -> bool:
    """Whether ``text`` says the never-term ``term``: a whole word, or with a leading "="
    the whole translation (its "&" accelerator apart)."""
    if term.startswith("="):
        return text.replace("&", "").strip() == term[1:]
    return bool(whole_word(term).search(text))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_avoids_the_glossary_never_words(language: str) -> None:
    hits = [
        f"{term!r} in [{context}] {source[:50]!r} -> {text[:70]!r}"
        for term in glossary()[language]["never"]
        for context, source, text in translations(language)
        if says(term, text)
    ]
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("language", LANGUAGES)
def test_call_names_are_said_as_at_the_table(language: str) -> None:
    """Argentine calls in Spanish, Brazilian in Portuguese, in every language and script."""
    changed = [
        f"[{context}] {source!r} -> {text!r}"
        for context, source, text in translations(language)
        if context.startswith("calls.")
        and "%" not in source
        and source not in NOT_CALL_NAMES
        and text != source
    ]
    assert not changed, "\n".join(changed)


#: Latin text Greek keeps: placeholders, markup, keys (a letter key in brackets, "(H)"),
#: formats, web addresses, names of software, the ranks of the French cards (A 2 3 J Q K)
#: and «quoted» words said at the table.
_GREEK_KEEPS = re.compile(
    r"«[^»]*»|%\d|%n|<[^>]+>|\(\*\.jsonl\)|\bJSON\b|\bUTF-8\b|\bAlt\+\d|\bF1\b|\bEsc\b"
    r"|\([A-Z]\)|\bhttps?://\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\.(?:org|com|net)\b"
    r"|\bHome\b|\bEnd\b|\bPython\b|\bQt\b|\bPySide6\b|\bGNU General Public License\b"
    r"|(?<![A-Za-z])[AJQK](?![A-Za-z])"
)


def test_greek_text_uses_latin_letters_only_where_the_glossary_allows() -> None:
    allowed = [whole_word(term) for term in glossary()["el"]["latin"]]
    stray = []
    for context, source, text in translations("el"):
        if context in SPOKEN_CONTEXTS:
            continue
        rest = _GREEK_KEEPS.sub(" ", text)
        for pattern in allowed:
            rest = pattern.sub(" ", rest)
        if re.search(r"[A-Za-zÀ-ÿ]", rest):
            stray.append(f"[{context}] {source[:50]!r} -> {text[:80]!r}")
    assert not stray, "\n".join(stray)
