"""Señas at the table: the partner's face and log line, your palette and shortcuts, the
SPOTTED marker, the options, and bots given only what their seat saw or caught."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from truco_desktop.engine import Rules
from truco_desktop.signs import SignKnowledge
from truco_desktop.ui.table.face_item import FaceItem

# At this seed the human (seat 0) is mano; North signals the ancho de espadas and the
# human catches West's "nada" (levels hard, the human catching as a normal player).
SEED = "spot-11"


def start(qtbot: Any, table: Any, seed: str = SEED, players: int = 4, variant: str = "argentino"):
    shown: list[tuple[int, list[str], bool]] = []
    table.signs.shown.connect(lambda seat, ids, spotted: shown.append((seat, ids, spotted)))
    table.model.new_match(
        Rules(variant, players),
        seed=seed,
        opponents_level="hard",
        partner_level="hard",
        bot_seed=1,
    )
    return shown


def log_lines(table: Any) -> list[str]:
    log = table.panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_the_partner_signals_and_you_spot_an_opponent(qtbot: Any, table: Any, settle: Any) -> None:
    shown = start(qtbot, table)
    qtbot.waitUntil(lambda: len(shown) >= 2, timeout=5000)
    assert (2, ["ancho_espadas"], False) in shown
    assert (3, ["nada"], True) in shown
    lines = log_lines(table)
    assert "North signals: Ancho de espadas" in lines
    assert "You spotted West's sign: Nada" in lines
    faces = table.signs.faces
    assert faces[3].spotted == "SPOTTED" and faces[2].spotted == ""
    # The face is drawn: skin under the partner's face disc.
    face = faces[2]
    face.hold_at(0)
    image = table.grab().toImage()
    centre = table.view.mapFromScene(face.scenePos())
    assert QColor(image.pixel(centre.x(), centre.y() + 4)).red() > 200
    assert table.signs.button.isVisible()


def test_you_signal_with_the_palette_and_the_shortcuts(qtbot: Any, table: Any, settle: Any) -> None:
    start(qtbot, table)
    settle(qtbot, table)
    signs = table.signs
    assert signs.can_sign()
    made: list[tuple[str, list[int]]] = []
    signs.made.connect(lambda sign, caught: made.append((sign, caught)))
    signs.open_palette()
    assert signs.palette.isVisible() and len(signs.palette.choices) == 10
    qtbot.mouseClick(signs.palette.choices[9], Qt.MouseButton.LeftButton)  # Nada
    assert not signs.palette.isVisible()
    table.activateWindow()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)  # Ancho de espadas
    assert [m[0] for m in made][:2] == ["nada", "ancho_espadas"]
    assert signs.knowledge(2).from_seat(0) == ("nada", "ancho_espadas")
    assert 0 in signs.faces
    assert "You signal: Nada" in log_lines(table)
    # What an opponent learns is only what it caught.
    for seat in (1, 3):
        caught = {s.sign for s in signs.knowledge(seat).seen if s.seat == 0}
        mine = {sign for sign, by in made if seat in by}
        assert caught == mine


class SpyBot:
    name = "spy"

    def __init__(self) -> None:
        self.given: list[tuple[int, Any]] = []

    def choose(self, view: Any, rng: random.Random, signs: Any = None) -> Any:
        from truco_desktop.bots import Decision, Why

        self.given.append((view.seat, signs))
        plays = [a for a in view.legal if a.kind == "play"] or list(view.legal)
        return Decision(plays[0], Why("random"))


def test_a_bot_is_given_only_what_its_seat_saw(
    qtbot: Any, table: Any, settle: Any, monkeypatch: Any
) -> None:
    spies: dict[int, SpyBot] = {}

    def spy(level: str) -> SpyBot:
        bot = SpyBot()
        spies[len(spies)] = bot
        return bot

    monkeypatch.setattr(table.model.session, "bot_factory", spy)
    passed: list[tuple[int, Any, Any]] = []
    real = table.signs.knowledge

    def knowledge(seat: int) -> SignKnowledge | None:
        got = real(seat)
        passed.append((seat, got, table.signs.signs))
        return got

    table.model.sign_knowledge = knowledge
    start(qtbot, table)
    settle(qtbot, table)
    table.signs.make("tres")
    # Let the human play cards until the hand is over; the bots answer on their own.
    for _ in range(12):
        settle(qtbot, table)
        match = table.model.session.match
        if match.hand.is_over:
            break
        if table.model.human_in_charge():
            legal = [a for a in table.model.human_legal() if a.kind == "play"]
            table.model.submit(legal[0] if legal else table.model.human_legal()[0])
    assert spies and passed
    for seat, got, hand_signs in passed:
        assert got == hand_signs.knowledge(seat)
        for seen in got.seen:
            assert seen.seat != seat
            assert seen.caught == ((seen.seat - seat) % 2 == 1)
            if seen.caught:
                assert any(
                    m.seat == seen.seat and m.sign == seen.sign and seat in m.caught_by
                    for m in hand_signs.made
                )
    for bot in spies.values():
        for seat, signs in bot.given:
            assert isinstance(signs, SignKnowledge) and signs.seat == seat


def test_the_options_turn_signs_off(qtbot: Any, table: Any, settle: Any) -> None:
    start(qtbot, table)
    settle(qtbot, table)
    assert table.signs.knowledge(2) is not None
    table.model.set_signs(False, True)
    assert table.signs.knowledge(2) is None
    assert not table.signs.button.isVisible()
    assert not table.signs.make("tres")
    table.model.set_signs(True, False)
    assert table.signs.knowledge(2) is not None
    assert table.signs.signs.board.catching is False


def test_no_signs_in_a_duel(qtbot: Any, table: Any, settle: Any) -> None:
    start(qtbot, table, players=2)
    settle(qtbot, table)
    assert table.signs.signs is None
    assert table.signs.knowledge(1) is None
    assert not table.signs.button.isVisible()


def test_the_face_animates_and_goes(qtbot: Any, table: Any) -> None:
    face = FaceItem([({"eyes": "wink"}, "Ancho de bastos")], 0, False)
    table.scene.addItem(face)
    gone: list[bool] = []
    face.destroyed.connect(lambda *_a: gone.append(True))
    total = face.play(table.motion)
    assert total >= 900
    qtbot.waitUntil(lambda: face.amount > 0.5, timeout=3000)
    qtbot.waitUntil(lambda: bool(gone), timeout=total + 3000)


def test_without_the_meanings_the_log_and_the_tags_say_only_that_a_sign_was_made(
    qtbot: Any, table: Any, settle: Any
) -> None:
    """Option "Show what señas mean" off: reading the face is part of the game."""
    table.model.set_signs_meaning(False)
    shown = start(qtbot, table)
    qtbot.waitUntil(lambda: len(shown) >= 2, timeout=5000)
    lines = log_lines(table)
    assert "North makes a sign" in lines
    assert "You spotted West making a sign" in lines
    assert not any("Ancho de espadas" in line or "Nada" in line for line in lines), lines
    faces = table.signs.faces
    assert [text for _face, text in faces[2].signs] == ["Seña"]
    assert faces[3].spotted == "SPOTTED" and [t for _f, t in faces[3].signs] == ["Seña"]
    # Your own sign keeps its name: you chose it.
    settle(qtbot, table)
    assert table.signs.make("nada")
    assert "You signal: Nada" in log_lines(table)
    # Turned on again, the faces on the table say their signs' names at once.
    table.model.set_signs_meaning(True)
    live = table.signs.faces
    assert all(text != "Seña" for face in live.values() for _f, text in face.signs)
