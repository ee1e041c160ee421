"""Switching language at run time retranslates the open windows at once.

Each language uses its real catalogue once it is complete; until then, a copy of it
whose unfinished messages read as the pseudo-translation (conftest), so the switch
itself is tested today. A screenshot per language is saved under pytest's tmp dir.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import LANGUAGES
from PySide6.QtWidgets import QApplication

from truco_desktop import i18n


def _texts(window: Any, dialog: Any) -> dict[str, object]:
    bar = window.table.call_bar
    return {
        "menus": [m.title() for m in (window.menus.game_menu, window.menus.help_menu)],
        "prompt": bar.title.text(),
        "dialog": dialog.windowTitle(),
        "tabs": [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())],
        "hand": window.table.panel.hand_label.text(),
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_switching_language_retranslates_menus_call_bar_and_dialog(
    language: str, main_window: Any, use_catalogue: Any, qtbot: Any, tmp_path: Path
) -> None:
    use_catalogue(language)
    window = main_window()
    dialog = window.show_rules()
    qtbot.waitExposed(dialog)
    english = _texts(window, dialog)
    assert english["menus"] == ["&Game", "&Help"]

    window.menus.language_actions[language].trigger()
    QApplication.processEvents()
    translated = _texts(window, dialog)
    for key in ("menus", "prompt", "dialog", "tabs", "hand"):
        assert translated[key] != english[key], (language, key, translated[key])
    assert window.prefs.language == language

    shots = tmp_path / "screens"
    shots.mkdir()
    for name, widget in (("main", window), ("rules", dialog)):
        target = shots / f"{name}_{language}.png"
        assert widget.grab().save(str(target))
        assert target.stat().st_size > 10_000

    window.menus.language_actions["en"].trigger()
    QApplication.processEvents()
    assert _texts(window, dialog) == english


def test_the_first_start_follows_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale

    for system, expected in (("el_GR", "el"), ("pt_PT", "pt_BR"), ("tr_TR", "tr"), ("ja_JP", "en")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda s=system: QLocale(s)))
        assert i18n.system_language() == expected


def test_english_plurals_read_naturally(use_catalogue: Any) -> None:
    from truco_desktop.ui.words.strings import table

    app = QApplication.instance()
    assert app is not None
    use_catalogue("es")
    try:
        i18n.apply_language(app, "en")
        assert table.tr("%n cards", None, 1) == "1 card"
        assert table.tr("%n cards", None, 3) == "3 cards"
    finally:
        i18n.apply_language(app, "en")


@pytest.mark.parametrize("language", ["el", "id"])
def test_standard_buttons_speak_the_language_without_a_qt_catalogue(
    language: str, use_catalogue: Any, qtbot: Any
) -> None:
    """PySide6 ships no qtbase_el/qtbase_id: the app names the standard buttons itself."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    from truco_desktop.ui.widgets.ask import file_dialog, standard_button_texts, translate_buttons

    app = QApplication.instance()
    assert app is not None
    use_catalogue(language)
    try:
        i18n.apply_language(app, language)
        ours = standard_button_texts()
        # "OK" is "OK" in Indonesian software too: Cancel and No tell the language apart.
        assert ours["Cancel"] != "Cancel" and ours["No"] != "No"
        box = QMessageBox()
        box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
        translate_buttons(box)
        assert box.button(QMessageBox.StandardButton.Ok).text() == ours["Ok"]
        assert box.button(QMessageBox.StandardButton.Cancel).text() == ours["Cancel"]
        bar = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Yes | QDialogButtonBox.StandardButton.No
        )
        translate_buttons(bar)
        assert bar.button(QDialogButtonBox.StandardButton.No).text() == ours["No"]
        dialog = file_dialog(None, "x", "", "*.jsonl", save=True)
        qtbot.addWidget(dialog)
        assert dialog.labelText(dialog.DialogLabel.Accept) == ours["Save"]
    finally:
        i18n.apply_language(app, "en")


def test_an_open_statistics_window_follows_the_language(
    main_window: Any, use_catalogue: Any, qtbot: Any
) -> None:
    use_catalogue("pl")
    window = main_window()
    dialog = window.open_statistics()
    qtbot.waitExposed(dialog)
    before = (dialog.windowTitle(), dialog.tabs.tabText(0), dialog.totals.item(0, 0).text())
    window.menus.language_actions["pl"].trigger()
    QApplication.processEvents()
    after = (dialog.windowTitle(), dialog.tabs.tabText(0), dialog.totals.item(0, 0).text())
    assert all(a != b for a, b in zip(after, before, strict=True)), after
