"""Under the pseudo-translation no label or button is cut, even in an 800×600 window.

`TRUCO_PSEUDO=1` makes `apply_language` install `i18n.PseudoTranslator`, which makes
every text as much longer as a real translation might (`i18n.pseudo_growth`: 3× a short
label, 1.4× a sentence). Every visible label, button and tab of the main window, at its
smallest (a table of 800×600), and of each dialog must then still have room for its
whole text.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import catalogues
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QPushButton,
    QTabBar,
    QWidget,
)

from truco_desktop import i18n
from truco_desktop.ui.widgets.call_bar import CallButton

SLACK = 2  # pixels of rounding


def _cut(root: QWidget) -> list[str]:
    """Every visible text of `root` that does not fit its widget."""
    problems = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text() or label.width() <= 0:
            continue
        hint = label.sizeHint()
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + SLACK:
                problems.append(f"label {label.text()!r}: {needed}px high in {label.height()}")
        elif hint.width() > label.width() + SLACK or hint.height() > label.height() + SLACK:
            problems.append(
                f"label {label.text()!r}: needs {hint.toTuple()} in {label.size().toTuple()}"
            )
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(root) or not button.text():
            continue
        if isinstance(button, CallButton):
            fm = QFontMetricsF(button._font)
            needed = fm.horizontalAdvance(button.label) + (34 if button.key else 0) + 24
            width = button.width()
        elif isinstance(button, QPushButton):
            needed, width = button.sizeHint().width(), button.width()
        else:
            continue
        if needed > width + SLACK:
            problems.append(f"button {button.text()!r}: needs {needed:.0f}px in {width}")
    for bar in root.findChildren(QTabBar):
        if not bar.isVisibleTo(root):
            continue
        for i in range(bar.count()):
            text_w = bar.fontMetrics().horizontalAdvance(bar.tabText(i).replace("&", ""))
            rect: QRect = bar.tabRect(i)
            if text_w > rect.width() + SLACK:
                problems.append(f"tab {bar.tabText(i)!r}: needs {text_w}px in {rect.width()}")
    return problems


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    app = QApplication.instance()
    assert app is not None
    i18n.apply_language(app, "en")
    yield
    monkeypatch.delenv(i18n.PSEUDO_ENV)
    i18n.apply_language(app, "en")


def test_the_pseudo_translation_marks_and_lengthens_keeping_placeholders() -> None:
    text = i18n.pseudo("&Rules of %1")
    assert text.startswith("[Ñ&R") and text.endswith("]") and "%1" in text
    assert len(text) >= 1.4 * len("&Rules of %1")
    assert "%n" in i18n.pseudo("%n points") and "<b>" in i18n.pseudo("<b>x</b>")


def test_the_pseudo_translation_grows_like_real_translations() -> None:
    """Real translations run 2-4× the English in short labels: the third of the messages
    that the pseudo-translation grows most grow at least 2.5×, and none less than ~1.4×."""
    sources = [
        m.findtext("source") or ""
        for m in ET.parse(catalogues.ts_path("es")).getroot().iter("message")
    ]

    def grown(text: str) -> float:
        # Placeholders and markup stay as they are: the growth is of what is read.
        visible = len(i18n._PSEUDO_UNSEEN.sub("", text))
        kept = len(text) - visible
        return (len(i18n.pseudo(text)) - kept) / max(1, visible)

    growth = sorted((grown(s) for s in sources if s), reverse=True)
    assert growth[len(growth) // 3 - 1] >= 2.5, growth[len(growth) // 3 - 1]
    assert growth[-1] >= 1.35
    assert len(i18n.pseudo("Play")) >= 3 * len("Play")
    long = "The team that wins two tricks wins the hand, unless the hand was refused."
    assert 1.35 * len(long) <= len(i18n.pseudo(long)) <= 1.5 * len(long)
    assert i18n.pseudo_growth(5) == 3.0 and i18n.pseudo_growth(200) == 1.4


@pytest.mark.parametrize("variant", ["argentino", "paulista"])
def test_nothing_is_cut_in_the_main_window_and_dialogs(
    pseudo: None, main_window: Any, qtbot: Any, variant: str, tmp_path: Path
) -> None:
    window = main_window(variant=variant)
    assert window.menus.game_menu.title().startswith("[Ñ")
    window.resize(800, 600)  # the smallest window: a table of 800×600 under the menu bar
    QApplication.processEvents()
    assert window.width() == 800 and window.table.height() <= 640, window.table.size()
    problems = _cut(window)
    window.grab().save(str(tmp_path / f"pseudo_main_{variant}.png"))
    for name, open_dialog in (
        ("rules", window.show_rules),
        ("about", window.show_about),
        ("statistics", window.open_statistics),
        ("leaderboard", window.open_leaderboard_options),
    ):
        dialog = open_dialog()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        problems += [f"{name}: {p}" for p in _cut(dialog)]
        dialog.grab().save(str(tmp_path / f"pseudo_{name}_{variant}.png"))
        dialog.close()
    assert not problems, "\n".join(problems)
