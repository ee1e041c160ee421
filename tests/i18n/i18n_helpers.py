"""Helpers of the translation tests: the catalogues script and test catalogues."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import translations as catalogues  # noqa: E402
from truco_desktop import i18n  # noqa: E402

LANGUAGES = catalogues.LANGUAGES


def is_finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return False
    forms = translation.findall("numerusform")
    texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
    return all(texts)


def make_test_catalogue(language: str, folder: Path) -> Path:
    """`folder` with a `.qm` of `language`: the real one where it is complete, else a copy
    of the real `.ts` whose unfinished messages read as the pseudo-translation."""
    source = catalogues.ts_path(language)
    tree = ET.parse(source)
    complete = all(is_finished(m) for m in tree.getroot().iter("message"))
    if complete:
        shutil.copy2(catalogues.qm_path(language), folder / source.with_suffix(".qm").name)
        return folder
    for message in tree.getroot().iter("message"):
        if is_finished(message):
            continue
        text = i18n.pseudo(message.findtext("source") or "")
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = text
        else:
            translation.text = text
    ts = folder / source.name
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run(
        [catalogues.tool("lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
        check=True,
        timeout=60,
    )
    return folder
