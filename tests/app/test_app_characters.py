"""Picking the characters: the dialog, the preferences that keep the picks, new games."""

from __future__ import annotations

import json
from typing import Any

from truco_desktop.bots.characters import KEYS
from truco_desktop.storage import Preferences, SettingsStore
from truco_desktop.ui.widgets.characters_dialog import CharactersDialog


def test_the_picks_default_to_the_games_choice_and_a_bad_value_falls_back() -> None:
    prefs = Preferences()
    assert prefs.opponent_characters == ("auto", "auto", "auto")
    assert prefs.partner_characters == ("auto", "auto")
    read, rejected = Preferences.from_json(
        {
            "opponent_characters": ["tano", "auto", "beto"],
            "partner_characters": ["rosa"],  # one pick short
        }
    )
    assert read.opponent_characters == ("tano", "auto", "beto")
    assert read.partner_characters == ("auto", "auto") and rejected == ("partner_characters",)
    for bad in ("tano", ["tano", 3, "auto"], ["../x", "auto", "auto"], None, ["Tano"] * 3):
        read, rejected = Preferences.from_json({"opponent_characters": bad})
        assert read.opponent_characters == ("auto",) * 3 and rejected == ("opponent_characters",)


def test_a_corrupt_pick_in_the_file_costs_only_that_field(paths: Any) -> None:
    store = SettingsStore(paths)
    store.save(Preferences(players=6, partner_characters=("dalva", "auto")))
    raw = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert raw["preferences"]["partner_characters"] == ["dalva", "auto"]
    raw["preferences"]["opponent_characters"] = {"oops": True}
    paths.settings_file.write_text(json.dumps(raw), encoding="utf-8")
    prefs, message = SettingsStore(paths).load()
    assert message is not None and "opponent_characters" in message
    assert prefs.partner_characters == ("dalva", "auto") and prefs.players == 6
    assert prefs.opponent_characters == ("auto", "auto", "auto")


def test_the_dialog_offers_one_row_per_computer_seat(qtbot: Any) -> None:
    four = CharactersDialog(Preferences(players=4))
    qtbot.addWidget(four)
    assert [label.text() for label in four.labels] == ["Partner", "Opponent 1", "Opponent 2"]
    assert four.boxes[0].count() == len(KEYS) + 1
    assert four.boxes[0].itemText(0) == "Let the game choose"
    six = CharactersDialog(Preferences(players=6))
    qtbot.addWidget(six)
    assert len(six.boxes) == 5
    two = CharactersDialog(Preferences(players=2, opponent_characters=("mirta", "tano", "auto")))
    qtbot.addWidget(two)
    assert [label.text() for label in two.labels] == ["Opponent"]
    assert two.boxes[0].currentData() == "mirta"
    # The picks of seats a smaller table does not use are kept.
    assert two.picks() == (["auto", "auto"], ["mirta", "tano", "auto"])


def test_a_character_sits_once_and_the_description_follows(qtbot: Any) -> None:
    dialog = CharactersDialog(Preferences(players=4))
    qtbot.addWidget(dialog)
    box = dialog.boxes
    box[1].setCurrentIndex(box[1].findData("quique"))
    assert "señas" in dialog.descriptions[1].text()
    assert dialog.faces[1].pixmap() is not None and not dialog.faces[1].pixmap().isNull()
    box[0].setCurrentIndex(box[0].findData("quique"))  # the same one for the partner
    assert box[1].currentData() == "auto" and box[0].currentData() == "quique"
    with qtbot.waitSignal(dialog.chosen) as signal:
        dialog.ok_button.click()
    assert signal.args == [["quique", "auto"], ["auto", "auto", "auto"]]
    dialog.grab().save("/tmp/pytest-characters-dialog.png")


def test_picks_are_remembered_and_seat_the_next_game(make_window: Any, paths: Any) -> None:
    window = make_window()
    window.menus.build()
    assert window.menus.characters_action.text() == "C&haracters…"
    window.menus.characters_action.trigger()
    dialog = window.last_dialog
    assert isinstance(dialog, CharactersDialog)
    dialog.boxes[0].setCurrentIndex(dialog.boxes[0].findData("dalva"))
    dialog.boxes[2].setCurrentIndex(dialog.boxes[2].findData("beto"))
    dialog.ok_button.click()
    assert window.prefs.partner_characters == ("dalva", "auto")
    assert window.prefs.opponent_characters == ("auto", "beto", "auto")
    assert SettingsStore(paths).load()[0].partner_characters == ("dalva", "auto")
    assert window.session.play.picks == (("dalva", "auto"), ("auto", "beto", "auto"))
    window.new_game()
    cast = window.session.play.characters
    assert cast[2] == "dalva" and cast[3] == "beto" and cast[1] not in ("dalva", "beto")
    # Letting the game choose seats someone in every computer seat.
    assert sorted(cast) == [1, 2, 3]


def test_the_statistics_show_each_characters_record(qtbot: Any, paths: Any) -> None:
    from truco_desktop.bots.characters import CHARACTERS
    from truco_desktop.storage import StatsStore
    from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog

    store = StatsStore(paths)
    store.record_match("argentino", True, 30, 20, partners=["dalva"], opponents=["zeca"])
    store.record_match("argentino", False, 10, 30, partners=["dalva"], opponents=["tonho"])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.characters
    index = dialog.tabs.indexOf(table)
    assert dialog.tabs.tabText(index) == "Characters"
    assert table.rowCount() == len(CHARACTERS)
    rows = {
        table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 5)]
        for r in range(table.rowCount())
    }
    assert rows["Dalva"] == ["2", "1", "0", "0"]
    assert rows["Zeca"] == ["0", "0", "1", "1"]
    assert rows["Tonho"] == ["0", "0", "1", "0"]
    assert rows["Rosa"] == ["0", "0", "0", "0"]
    assert not table.item(0, 0).icon().isNull()
    dialog.tabs.setCurrentIndex(index)
    dialog.resize(720, 560)
    dialog.grab().save("/tmp/pytest-characters-stats.png")
