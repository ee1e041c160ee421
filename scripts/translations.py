"""Update, compile and check the Qt Linguist catalogues of truco-desktop.

    python scripts/translations.py extract   # source -> translations/truco_desktop_<lang>.ts
    python scripts/translations.py compile   # .ts -> translations/truco_desktop_<lang>.qm
    python scripts/translations.py check     # exit 1 if a .ts or a .qm is out of date
    python scripts/translations.py todo      # the unfinished messages, as JSON
    python scripts/translations.py fill F    # finish messages from a JSON file like todo's

`extract` runs `pyside6-lupdate` over the package's Python files, listed one by one
(lupdate finds nothing in Python files when given a folder), with `-no-obsolete` (a
message that left the code leaves the catalogue) and `-locations none` (no line numbers,
so moving code does not change the catalogues). English is the source language; its own
catalogue (`truco_desktop_en.ts`) holds only the plural forms (`-pluralonly`).

`check` extracts into a temporary copy and compares the messages (context, source,
comment, plural) with the committed `.ts` files, then compiles each `.ts` into a
temporary `.qm` and compares its bytes with the committed one: contents, never file
times, which a git checkout sets at random.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "truco_desktop"
FOLDER = ROOT / "translations"
PREFIX = "truco_desktop_"
#: The languages translators fill, and English (plural forms only).
LANGUAGES = ("es", "pt_BR", "tr", "pl", "el", "id")
SOURCE_LANGUAGE = "en"
#: Code that never shows text to the player (no Qt allowed there).
SKIP = ("engine", "bots", "storage")
#: A call lupdate extracts: `tr("…")`, `translate("…", "…")`, `QT_TRANSLATE_NOOP("…", "…")`.
CALL = re.compile(r"\b(?:tr|translate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(\s*['\"]")


def sources() -> list[Path]:
    """The package's Python files with translatable text, in a stable order.

    Only files with a translation call are given to lupdate: it reads every `#:`
    comment of a file as a note for the translators of the next message.
    """
    files = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in SKIP:
            continue
        if CALL.search(path.read_text(encoding="utf-8")):
            files.append(path)
    return files


def tool(name: str) -> str:
    """`pyside6-<name>` beside this Python, on PATH, or inside the PySide6 wheel."""
    here = Path(sys.executable).parent / f"pyside6-{name}"
    if here.exists():
        return str(here)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6
    except ImportError:
        sys.exit(f"pyside6-{name} not found: install PySide6")
    bundled = Path(PySide6.__file__).parent / name
    if bundled.exists():
        return str(bundled)
    sys.exit(f"pyside6-{name} not found")


def ts_path(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"{PREFIX}{language}.ts"


def qm_path(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"{PREFIX}{language}.qm"


def all_languages() -> tuple[str, ...]:
    return (SOURCE_LANGUAGE, *LANGUAGES)


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        sys.exit(f"failed: {' '.join(command[:1])} (exit {done.returncode})")


def extract(folder: Path = FOLDER) -> None:
    """Update every `.ts` in `folder` from the source (translations are kept)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = [str(path) for path in sources()]
    lupdate = tool("lupdate")
    for language in all_languages():
        command = [lupdate, *files, "-ts", str(ts_path(language, folder))]
        command += ["-no-obsolete", "-locations", "none", "-source-language", SOURCE_LANGUAGE]
        command += ["-target-language", language, "-silent"]
        if language == SOURCE_LANGUAGE:
            command.append("-pluralonly")
        _run(command)


def compile_all(source: Path = FOLDER, target: Path = FOLDER) -> None:
    """Compile every `.ts` of `source` into a `.qm` in `target`."""
    lrelease = tool("lrelease")
    for language in all_languages():
        ts = ts_path(language, source)
        if not ts.exists():
            sys.exit(f"{ts} is missing: run `extract` first")
        _run([lrelease, "-silent", str(ts), "-qm", str(qm_path(language, target))])


Key = tuple[str, str, str, bool]


def messages(ts: Path) -> set[Key]:
    """The messages of a `.ts`: (context, source, comment, plural), obsolete ones too."""
    found: set[Key] = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.add(
                (
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    message.get("numerus") == "yes",
                )
            )
    return found


def check() -> list[str]:
    """Problems that make the catalogues out of date; empty when all is well."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as temp:
        fresh = Path(temp) / "ts"
        fresh.mkdir()
        for language in all_languages():
            ts = ts_path(language)
            if not ts.exists():
                problems.append(f"{ts.name} is missing: run `extract`")
            else:
                shutil.copy2(ts, ts_path(language, fresh))
        if problems:
            return problems
        extract(fresh)
        for language in all_languages():
            now, then = messages(ts_path(language, fresh)), messages(ts_path(language))
            if now != then:
                added, gone = len(now - then), len(then - now)
                problems.append(
                    f"{ts_path(language).name} is out of date ({added} new, {gone} vanished"
                    " messages): run `extract`"
                )
        compiled = Path(temp) / "qm"
        compiled.mkdir()
        compile_all(FOLDER, compiled)
        for language in all_languages():
            qm = qm_path(language)
            if not qm.exists():
                problems.append(f"{qm.name} is missing: run `compile`")
            elif not filecmp.cmp(qm, qm_path(language, compiled), shallow=False):
                problems.append(f"{qm.name} does not match its .ts: run `compile`")
    return problems


def unfinished() -> dict[str, list[dict[str, object]]]:
    """Per language, the messages still to translate: context, source, comment, plural."""
    todo: dict[str, list[dict[str, object]]] = {}
    for language in LANGUAGES:
        rows: list[dict[str, object]] = []
        for context in ET.parse(ts_path(language)).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.get("type") == "unfinished":
                    rows.append(
                        {
                            "context": name,
                            "source": message.findtext("source") or "",
                            "comment": message.findtext("extracomment") or "",
                            "plural": message.get("numerus") == "yes",
                        }
                    )
        todo[language] = rows
    return todo


def fill(answers: Path) -> int:
    """Finish messages from ``answers``: {language: [{context, source, translation}]},
    where a plural message's translation is a list of forms. Returns how many were filled."""
    import json

    data = json.loads(answers.read_text(encoding="utf-8"))
    filled = 0
    for language, rows in data.items():
        ts = ts_path(language)
        tree = ET.parse(ts)
        wanted = {(r["context"], r["source"]): r["translation"] for r in rows}
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                key = (name, message.findtext("source") or "")
                translation = message.find("translation")
                if key not in wanted or translation is None:
                    continue
                text = wanted[key]
                for child in list(translation):
                    translation.remove(child)
                if isinstance(text, list):
                    translation.text = None
                    for form in text:
                        ET.SubElement(translation, "numerusform").text = form
                else:
                    translation.text = text
                translation.attrib.pop("type", None)
                filled += 1
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return filled


def count() -> int:
    return len(messages(ts_path(LANGUAGES[0])))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "compile", "check", "todo", "fill"))
    parser.add_argument("answers", nargs="?", type=Path, help="fill: the JSON file")
    args = parser.parse_args(argv)
    if args.command == "todo":
        import json

        print(json.dumps(unfinished(), ensure_ascii=False, indent=1))
    elif args.command == "fill":
        if args.answers is None:
            parser.error("fill needs the JSON file of translations")
        print(f"filled {fill(args.answers)} messages; now run extract and compile")
    elif args.command == "extract":
        extract()
        print(f"{count()} messages in {len(LANGUAGES)} catalogues under {FOLDER}")
    elif args.command == "compile":
        compile_all()
        print(f"compiled {len(all_languages())} catalogues")
    else:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            return 1
        print("translations are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
