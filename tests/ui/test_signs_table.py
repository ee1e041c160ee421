"""The señas talk to the table through ``SignsTable`` alone: no import of the table, no
reaching into its scene, director, panel or view; any table that keeps the protocol will do.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QWidget

from truco_desktop.engine import Rules
from truco_desktop.ui.controllers import signs_controller
from truco_desktop.ui.controllers.signs_controller import SignsController, SignsTable
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.table.motion import Motion
from truco_desktop.ui.words import strings

SOURCE = Path(signs_controller.__file__).read_text(encoding="utf-8")
#: What ``SignsTable`` offers (its methods and the ``motion`` attribute).
PROTOCOL = {n for n in vars(SignsTable) if not n.startswith("_")} | {"motion"}


def test_the_signs_do_not_import_the_table() -> None:
    tree = ast.parse(SOURCE)
    modules = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any("table_widget" in m for m in modules), modules


def test_the_signs_use_only_the_protocol_of_the_table() -> None:
    """Every ``self.table.x`` and ``table.x`` in the controller is a ``SignsTable`` member."""
    used = set()
    for node in ast.walk(ast.parse(SOURCE)):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        local = isinstance(owner, ast.Name) and owner.id == "table"
        held = (
            isinstance(owner, ast.Attribute)
            and owner.attr == "table"
            and isinstance(owner.value, ast.Name)
            and owner.value.id == "self"
        )
        if local or held:
            used.add(node.attr)
    assert used and used <= PROTOCOL, used - PROTOCOL
    for reached in ("scene", "director", "panel", "view"):
        assert f"table.{reached}" not in SOURCE


class PaperTable(QWidget):
    """A table drawn on paper: fixed plates, and a record of what the señas asked."""

    def __init__(self) -> None:
        super().__init__()
        self.resize(1280, 800)
        self.motion = Motion("instant")
        self.names = strings.seat_names(4)
        self.faces: list[tuple[Any, QPointF]] = []
        self.removed: list[Any] = []
        self.notes: list[tuple[str, int]] = []

    def seats_laid(self) -> int:
        return 4

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def is_compact(self) -> bool:
        return False

    def plate_rect(self, seat: int) -> QRectF:
        return QRectF(500, 600, 200, 60) if seat == 0 else QRectF(250 * seat, 100, 200, 60)

    def mano_chip_rect(self, seat: int) -> QRectF | None:
        return None

    def avatar_centre(self, seat: int) -> QPointF:
        return self.plate_rect(seat).topLeft() + QPointF(30, 30)

    def add_face(self, face: Any, centre: QPointF) -> None:
        self.faces.append((face, centre))

    def remove_face(self, face: Any) -> None:
        self.removed.append(face)

    def place_face(self, face: Any, centre: QPointF) -> None:
        self.faces = [(f, centre if f is face else c) for f, c in self.faces]

    def keep_clear(self) -> list[QRectF]:
        return []

    def seat_face(self, seat: int) -> str | None:
        return None

    def tag_obstacles(self, face: Any) -> list[QRectF]:
        return []

    def add_note(self, text: Callable[[], str], team: int) -> None:
        self.notes.append((text(), team))


def test_any_table_that_keeps_the_protocol_shows_the_signs(qtbot: Any) -> None:
    paper = PaperTable()
    qtbot.addWidget(paper)
    paper.show()
    model = GameModel()
    signs = SignsController(paper, model, paper)
    shown: list[tuple[int, list[str], bool]] = []
    signs.shown.connect(lambda seat, ids, spotted: shown.append((seat, ids, spotted)))
    # As in test_signs_ui: North signals the ancho de espadas, you catch West's "nada".
    model.new_match(
        Rules("argentino", 4),
        seed="spot-11",
        opponents_level="hard",
        partner_level="hard",
        bot_seed=1,
    )
    assert shown == [], "nothing shows before the table says the deal was shown"
    signs.flush()
    assert (2, ["ancho_espadas"], False) in shown and (3, ["nada"], True) in shown
    assert ("North signals: Ancho de espadas", 0) in paper.notes
    assert ("You spotted West's sign: Nada", 1) in paper.notes
    centres = {face.signs[0][1]: centre for face, centre in paper.faces}
    assert centres["Ancho de espadas"] == paper.avatar_centre(2) - QPointF(2, 0)
    assert signs.button.isVisible() and signs.button.parent() is paper
    plate = paper.plate_rect(0)
    assert signs.button.geometry().right() < plate.left()
    assert signs.make("tres")
    mine = paper.faces[-1]
    assert mine[0] is signs.faces[0] and mine[1].y() < signs.button.geometry().top()
    signs.make("nada")
    assert paper.removed == [mine[0]], "a seat's new face replaces its old one"
