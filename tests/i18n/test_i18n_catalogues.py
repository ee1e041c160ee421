"""The catalogues: complete, up to date, and faithful to their sources' placeholders."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from i18n_helpers import LANGUAGES, ROOT, catalogues, is_finished

from truco_desktop.bots.reasons import REASONS as BOT_REASONS
from truco_desktop.bots.reasons import template_fields
from truco_desktop.storage.notices import Notice
from truco_desktop.ui.controllers import session
from truco_desktop.ui.words import messages, reasons_text

ALL = ("en", *LANGUAGES)
NUMBERED = re.compile(r"%(\d)")
#: An accelerator: "&" before a letter, not "&&" and not an entity such as "&nbsp;".
ACCELERATOR = re.compile(r"(?<!&)&(?!&)(?![a-z]+;)(?=\w)")


def _messages(language: str) -> list[ET.Element]:
    return list(ET.parse(catalogues.ts_path(language)).getroot().iter("message"))


def _texts(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("language", ALL)
def test_catalogue_and_compiled_file_exist(language: str) -> None:
    assert catalogues.ts_path(language).is_file()
    assert catalogues.qm_path(language).is_file()
    root = ET.parse(catalogues.ts_path(language)).getroot()
    assert root.get("language") == language
    assert root.get("sourcelanguage") == "en"


@pytest.mark.parametrize("language", ALL)
def test_no_vanished_or_obsolete_message(language: str) -> None:
    stale = [
        m.findtext("source")
        for m in _messages(language)
        if (m.find("translation") is not None)
        and m.find("translation").get("type") in ("vanished", "obsolete")  # type: ignore[union-attr]
    ]
    assert not stale, f"run `scripts/translations.py extract`: {stale[:5]}"


@pytest.mark.parametrize("language", ALL)
def test_every_message_is_translated(language: str) -> None:
    """Fails until the translator of `language` has finished every message."""
    unfinished = [m.findtext("source") for m in _messages(language) if not is_finished(m)]
    assert not unfinished, f"{len(unfinished)} unfinished in {language}, e.g. {unfinished[:3]}"


@pytest.mark.parametrize("language", ALL)
def test_translations_keep_the_placeholders(language: str) -> None:
    problems = []
    for message in _messages(language):
        source = message.findtext("source") or ""
        plural = message.get("numerus") == "yes"
        for text in _texts(message):
            if not text:
                continue
            if Counter(NUMBERED.findall(text)) != Counter(NUMBERED.findall(source)):
                problems.append(f"{source!r} -> {text!r}: %1, %2… differ")
            if plural and "%n" in source and "%n" not in text:
                problems.append(f"{source!r} -> {text!r}: %n is missing")
            if ACCELERATOR.search(source) and len(ACCELERATOR.findall(text)) != 1:
                problems.append(f"{source!r} -> {text!r}: needs one & accelerator")
    assert not problems, "\n".join(problems)


def test_every_count_is_a_plural_message() -> None:
    """A `%n` outside a plural message would show as "%n": lupdate must see the count."""
    singular = [
        m.findtext("source")
        for m in _messages(LANGUAGES[0])
        if "%n" in (m.findtext("source") or "") and m.get("numerus") != "yes"
    ]
    assert not singular, f"pass the count as `ctx.tr(text, None, n)`: {singular}"


def test_english_holds_exactly_the_plural_forms() -> None:
    plurals = {m.findtext("source") for m in _messages("es") if m.get("numerus") == "yes"}
    english = {m.findtext("source") for m in _messages("en")}
    assert english == plurals


def test_the_catalogues_are_up_to_date() -> None:
    """The .ts match the source code, and every .qm is what lrelease makes of its .ts."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


def test_every_bot_reason_has_a_translatable_sentence() -> None:
    assert set(reasons_text.REASONS) == set(BOT_REASONS)
    for code, (template, names) in reasons_text.REASONS.items():
        assert set(names) == set(template_fields(code)), code
        assert sorted(set(NUMBERED.findall(template))) == [str(i + 1) for i in range(len(names))]


def test_reasons_are_rendered_with_their_values() -> None:
    text = reasons_text.why_text("best_chance(card=1e, chance=73)", "argentino")
    assert text == "playing 1 of espadas: best chance to win the hand (73%)"
    assert reasons_text.why_text(
        {"code": "truco_strong", "params": {"chance": 80, "call": "truco"}}
    )
    assert reasons_text.why_text("no_such_code(x=1)") == "no_such_code(x=1)"


def test_unknown_codes_fall_back_to_the_english_sentence() -> None:
    assert messages.refusal_text("not_your_turn", "x") == "It is not your turn."
    assert messages.refusal_text("brand_new_code", "the engine's words") == "the engine's words"
    known = Notice("save.corrupt_moved", "English", {"path": "a", "moved_to": "/b/c"})
    assert "/b/c" in messages.notice_text(known)
    assert messages.notice_text(Notice("new.code", "As it is.")) == "As it is."


def test_every_engine_refusal_code_has_a_sentence() -> None:
    codes = set()
    for path in (ROOT / "truco_desktop" / "engine").glob("*.py"):
        codes |= set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', path.read_text("utf-8")))
    assert codes, "the engine's refusal codes were not found"
    assert codes <= set(messages.REFUSALS), sorted(codes - set(messages.REFUSALS))


def test_every_storage_notice_code_has_a_sentence() -> None:
    codes = set()
    for path in [
        *(ROOT / "truco_desktop" / "storage").glob("*.py"),
        *(ROOT / "truco_desktop" / "play").glob("*.py"),
    ]:
        text = path.read_text("utf-8")
        codes |= set(re.findall(r'Notice\(\s*"([a-z_]+\.[a-z_]+)"', text))
        codes |= set(re.findall(r'_refused\(\s*"([a-z_]+\.[a-z_]+)"', text))
        for prefix in re.findall(r'f"\{words\.code\}\.([a-z_]+)"', text):
            codes |= {f"settings.{prefix}", f"statistics.{prefix}"}
    assert codes
    known = set(messages.NOTICES) | {"history.imported"} | set(session.NOTICES) | session.AS_WRITTEN
    assert codes <= known, sorted(codes - known)


def test_the_readme_for_translators_exists() -> None:
    text = (ROOT / "translations" / "README.md").read_text("utf-8")
    assert "seeds" in text and "%n" in text and "extract" in text
    assert Path(catalogues.__file__).name == "translations.py"
