"""Señas made with the signer's own face (issue 36 item 6): Rosa winks with Rosa's face,
a plain seat with the plain face, and the seña's name never hides anybody's cards."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPolygonF

from truco_desktop.bots.characters import KEYS, Picks
from truco_desktop.engine import Rules
from truco_desktop.signs import sign_set_for
from truco_desktop.ui.table.sign_faces import document, poses, sign_image


def _deal(qtbot: Any, table: Any, rules: Rules, picks: Picks | None = None) -> None:
    table.model.new_match(rules, seed="faces-1", bot_seed=1, picks=picks)
    qtbot.waitUntil(lambda: table.input_enabled() and table.settled(), timeout=10000)
    for face in list(table.signs.faces.values()):
        table.remove_face(face)
    table.signs.faces.clear()


def test_every_character_makes_every_sign_with_its_own_face() -> None:
    signs = [*sign_set_for("argentino").signs, *sign_set_for("mineiro").signs]
    for key in (*KEYS, "plain"):
        neutral = document(key, {})
        assert neutral is not None, key
        for sign in signs:
            made = document(key, sign.face)
            assert made is not None
            if sign.face.get("head") != "tilt":  # the table turns the head: no layer
                assert made != neutral, (key, sign.id)
    # Raised brows open the eyes; puffed cheeks close the mouth.
    assert dict(poses({"brows": "raised"}))["eyes"] == "wide"
    assert dict(poses({"cheeks": "puffed"}))["mouth"] == "puffed"
    # Two characters winking are two faces.
    rosa, tano = sign_image("rosa", {"eyes": "wink"}, 64), sign_image("tano", {"eyes": "wink"}, 64)
    assert rosa is not None and tano is not None and rosa != tano


def _near(colour: QColor, hex_colour: str, slack: int = 40) -> bool:
    want = QColor(hex_colour)
    return all(
        abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True)
    )


@pytest.mark.parametrize(("key", "background"), [("rosa", "#2F6F63"), ("tano", "#8C3B2E")])
def test_the_partner_signs_with_his_own_face(
    qtbot: Any, table: Any, key: str, background: str
) -> None:
    _deal(qtbot, table, Rules("argentino", 4), Picks(partners=(key,)))
    face = table.signs._show(2, ["ancho_bastos"], False)
    assert face is not None and face.portrait == key
    face.hold_at(0)
    image = table.grab().toImage()
    r = face.radius
    # The portrait's own background shows in the disc, left of the head.
    spot = table.view.mapFromScene(face.mapToScene(QPointF(-0.72 * r, -0.2 * r)))
    assert _near(QColor(image.pixel(spot.x(), spot.y())), background)


def test_a_plain_seat_signs_with_the_plain_face(qtbot: Any, table: Any) -> None:
    _deal(qtbot, table, Rules("argentino", 4))  # no picks: the model's plain seats
    table.scene.set_cast({})
    face = table.signs._show(2, ["ancho_bastos"], False)
    assert face is not None and face.portrait is None
    assert sign_image("plain", {"eyes": "wink"}, 48) is not None


def _hidden_cards(table: Any, seat: int, face: Any) -> list[str]:
    scene = table.scene
    tag = face.mapToScene(face._caption_rect())
    found = []
    for owner, held in enumerate(scene.held):
        for card in held:
            if card.isVisible():
                inter = card.mapToScene(card.card_rect()).intersected(QPolygonF(tag))
                box = inter.boundingRect()
                if not box.isEmpty() and min(box.width(), box.height()) > 1:
                    found.append(f"seat {seat}'s tag over seat {owner}'s cards")
    for plate in scene.plates:
        others = [plate.mapRectToScene(plate.ink_rect())] if plate.seat != seat else []
        chip = plate.chip_rect()
        if chip is not None:
            others.append(plate.mapRectToScene(chip))
        if any(QRectF(tag.boundingRect()).intersects(o.adjusted(1, 1, -1, -1)) for o in others):
            found.append(f"seat {seat}'s tag over seat {plate.seat}'s plate")
    view = QRectF(0, 0, table.width(), table.height())
    if not view.contains(tag.boundingRect()):
        found.append(f"seat {seat}'s tag cut by the window")
    return found


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_signs_name_hides_no_cards(qtbot: Any, table: Any, size: tuple[int, int]) -> None:
    table.resize(*size)
    found: list[str] = []
    for players in (3, 4, 6, 8):
        rules = (
            Rules("argentino", 3, gallo="fixed", gallo_seat=1)
            if players == 3
            else Rules("argentino", players)
        )
        _deal(qtbot, table, rules)
        signs = table.signs
        partners = [s for s in range(1, players) if signs._side(s) == 0]
        assert partners, players
        for seat in partners:
            for sign in ("envido_30", "ancho_bastos"):  # the longest name, a short one
                face = signs._show(seat, [sign], False)
                assert face is not None
                face.hold_at(0)
                found += [f"{players}p: {f}" for f in _hidden_cards(table, seat, face)]
                table.remove_face(face)
                signs.faces.pop(seat, None)
    assert not found, found


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_senas_button_keeps_its_place_in_every_language(
    qtbot: Any, table: Any, size: tuple[int, int]
) -> None:
    """Greek's longer word ("Νοήματα") once sent the button above your plate at the
    default window: it stays where it is in English, left of the plate on its row."""
    from PySide6.QtWidgets import QApplication

    from truco_desktop import i18n

    app = QApplication.instance()
    assert app is not None
    table.resize(*size)
    _deal(qtbot, table, Rules("argentino", 4))
    places = {}
    try:
        for language in ("en", "el"):
            i18n.apply_language(app, language)
            table.retranslate()
            table.signs.place_button()
            button = QRectF(table.signs.button.geometry())
            places[language] = (button, table.plate_rect(0))
    finally:
        i18n.apply_language(app, "en")
        table.retranslate()
    english, greek = places["en"][0], places["el"][0]
    plate = places["el"][1]
    assert greek.left() >= 0
    if size == (1280, 800):  # a regular table: left of the plate, on its row
        assert greek.right() <= plate.left()
        assert plate.top() <= greek.center().y() <= plate.bottom()
    assert abs(greek.center().y() - english.center().y()) <= 1, (english, greek)
    assert abs(greek.right() - english.right()) <= 1
