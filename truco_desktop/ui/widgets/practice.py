"""Practice from a moment of the look back (issue 33 item 2): the hand laid on a table of
its own at that moment, to play on from there.

The practice table is a second ``TableWidget`` over a ``GameModel`` of its own, whose
play-layer session has no stores: nothing it plays is saved, counted in the statistics
or taken for the daily deal, and the match in the main window is not touched. The
practice match is the real one, restored from its description (``Match.to_json``) with
the hand cut just before the moment: the same deal, the same calls and cards so far, so
the player sees exactly what he saw then, and the computer players go on with the same
levels and seed. The coach's hints are on there, the tips off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.words.strings import translate


class PracticeTable(Protocol):
    """What the practice window needs of its table, a QWidget (``TableWidget``)."""

    def shutdown(self) -> None: ...


#: Makes the practice window's table: (model, deck style, four colours, parent); the
#: table's own class, handed over by the coach (``TableWidget`` imports the coach).
TableMaker = Callable[[GameModel, str, bool, QWidget], PracticeTable]


def cut_at(match_json: dict[str, Any], index: int) -> dict[str, Any]:
    """``match_json`` with its last hand's actions cut before the ``index``-th."""
    hands = [list(h) for h in match_json["hands"]]
    if not hands or not 0 <= index <= len(hands[-1]):
        raise ValueError(f"no action {index} in the last hand")
    hands[-1] = hands[-1][:index]
    return {**match_json, "hands": hands}


class PracticeWindow(QWidget):
    """A table of its own, at a moment of a hand, to play on from there."""

    def __init__(
        self,
        match_json: dict[str, Any],
        index: int,
        *,
        levels: tuple[str, str],
        bot_seed: int,
        speed: str,
        deck_style: str,
        four_colour: bool,
        make_table: TableMaker,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = GameModel(self)
        self.model.set_animation_speed(speed)
        self.model.set_coaching(True, False, (), look_back=True)
        self.table = make_table(self.model, deck_style, four_colour, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(cast(QWidget, self.table))
        opponents, partner = levels
        self.model.restore(
            cut_at(match_json, index),
            opponents_level=opponents,
            partner_level=partner,
            bot_seed=bot_seed,
        )
        #: The window's title: a practice table, apart from the match being played.
        self.setWindowTitle(translate("coach", "Practice"))
        self.resize(1280, 800)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.shutdown()
        super().closeEvent(event)
