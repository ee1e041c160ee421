"""Characters on the table: their names and faces on the plates, in the log, translated."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from truco_desktop import i18n
from truco_desktop.bots.characters import BY_KEY, CHARACTERS, Picks
from truco_desktop.engine.rules import Rules
from truco_desktop.ui.table.seat_items import NameplateItem
from truco_desktop.ui.widgets.log_rows import ROW_ROLE
from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.characters_text import (
    TEXTS,
    character_description,
    character_name,
    face_image,
)


def start(qtbot: Any, table: Any, settle: Any, players: int, picks: Picks | None) -> None:
    table.model.new_match(Rules("argentino", players), seed="cast", bot_seed=9, picks=picks)
    settle(qtbot, table)


def test_every_character_has_its_words_and_its_face() -> None:
    assert set(TEXTS) == set(BY_KEY)
    for c in CHARACTERS:
        # The interface's source texts are the data's own English words.
        assert TEXTS[c.key] == (c.name, c.description)
        assert character_name(c.key) == c.name
        assert character_description(c.key) == c.description
        image = face_image(c.key, 48)
        assert image is not None and image.width() == 48
        # Drawn, not blank: the centre of the portrait is opaque.
        assert image.pixelColor(24, 24).alpha() == 255
    assert character_name("nobody") == "" and face_image("nobody", 48) is None


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_plates_show_each_characters_name_and_face(
    qtbot: Any, table: Any, settle: Any, players: int
) -> None:
    start(qtbot, table, settle, players, Picks((), ("tano",)))
    cast = table.model.cast()
    assert sorted(cast) == list(range(1, players)) and cast[1] == "tano"
    plates = table.scene.plates
    assert plates[0].face is None and plates[0].name == "You"
    for seat in range(1, players):
        assert plates[seat].face == cast[seat]
        assert plates[seat].name == BY_KEY[cast[seat]].name
    # The log and the call bar name the seats as the plates do.
    assert table.panel.names == table.scene.names
    assert table.seat_name(1) == "Tano"
    # The log's rows about a character carry its face for the row's disc.
    log = table.panel.log
    rows = [log.item(i).data(ROW_ROLE) for i in range(log.count())]
    about = [r for r in rows if isinstance(r, dict) and r.get("seat", 0) > 0]
    assert about and all(r["face"] == cast[r["seat"]] for r in about)
    table.grab().save(f"/tmp/pytest-characters-{players}.png")


def test_a_face_is_painted_where_the_initial_was(qtbot: Any) -> None:
    def painted(face: str | None) -> QImage:
        plate = NameplateItem(1, "Tano", 1, compact=False, face=face)
        plate.set_geometry(QRectF(0, 0, 170, 44), compact=False)
        image = QImage(200, 60, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        plate.paint(painter, None)
        painter.end()
        return image

    with_face, initial = painted("tano"), painted(None)
    # The avatar's disc differs; the name beside it is the same.
    assert with_face.copy(7, 7, 30, 30) != initial.copy(7, 7, 30, 30)
    assert with_face.copy(60, 0, 100, 44) == initial.copy(60, 0, 100, 44)


def test_plain_seats_keep_their_names_without_a_cast(qtbot: Any, table: Any, settle: Any) -> None:
    start(qtbot, table, settle, 4, None)
    assert table.model.cast() == {}
    assert table.scene.names == S.seat_names(4)
    assert all(plate.face is None for plate in table.scene.plates)


def test_names_follow_the_language(qtbot: Any, table: Any, settle: Any) -> None:
    start(qtbot, table, settle, 4, Picks(("rosa",), ()))
    app = QApplication.instance()
    assert app is not None
    try:
        i18n.apply_language(app, "el")
        table.retranslate()
        assert table.scene.plates[2].name == "Ρόζα"
        assert character_description("rosa") != BY_KEY["rosa"].description
        i18n.apply_language(app, "es")
        assert character_name("rosa") == "Rosa"
        assert character_description("rosa").startswith("Firme y paciente")
    finally:
        i18n.apply_language(app, "en")
        table.retranslate()
    assert table.scene.plates[2].name == "Rosa"
