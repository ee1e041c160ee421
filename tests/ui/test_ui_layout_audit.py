"""Nothing a player reads is covered (issue 16, item 4): at the smallest window (800x600
of table) and at 1280x800, with 2, 4 and 6 players, in English and in the longest
languages, hands are played at the table and at every decision of the player the table is
audited (``layout_audit``): no nameplate or mano chip under a card, the panel, the call
bar or another plate; no bubble over your hand, a name or another bubble; no puck under
a card, a plate or the call bar; nothing cut by the window's edge.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from layout_audit import overlaps
from PySide6.QtWidgets import QApplication

from truco_desktop import i18n
from truco_desktop.engine import Rules
from truco_desktop.play.players import standard_bot
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.widgets.table_widget import TableWidget

SIZES = [(800, 600), (1280, 800)]


def audit_hands(qtbot: Any, size: tuple[int, int], players: int, hands: int = 4) -> list[str]:
    """Play ``hands`` hands at a table of ``size`` (the bots choose for you too) and
    return every overlap seen at your decisions."""
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.auto_next_ms = None
    table.resize(*size)
    table.show()
    model.new_match(Rules("argentino", players), seed="audit-3", bot_seed=3)
    bot = standard_bot("normal")
    rng = random.Random(3)
    found: list[str] = []
    played = 0

    def step() -> bool:
        nonlocal played
        d = table.director
        if d.pending_proposal is not None:
            d.answer_proposal(False)
        if model.session.match.hand.is_over and not d.busy:
            played += 1
            if played >= hands:
                return True
            table._summary_button()
            return False
        if not table.input_enabled():
            return False
        qtbot.wait(30)
        found.extend(p for p in overlaps(table) if p not in found)
        view = model.view()
        legal = model.human_legal()
        choice = bot.choose(view, rng).action
        model.submit(choice if choice in legal else legal[0])
        return False

    qtbot.waitUntil(step, timeout=60000)
    table.shutdown()
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "el"])
def test_nothing_covers_what_a_player_reads(
    qtbot: Any, size: tuple[int, int], players: int, language: str
) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.apply_language(app, language)
    try:
        found = audit_hands(qtbot, size, players)
    finally:
        i18n.apply_language(app, "en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_six_players_keep_plates_chips_and_puck_clear(qtbot: Any, size: tuple[int, int]) -> None:
    """Six players crowd the table: when three seats speak at once a bubble may brush a
    neighbour's, but no plate, chip or puck is ever covered or cut, and no bubble covers
    your hand."""
    found = audit_hands(qtbot, size, 6)
    hard = [p for p in found if "bubble" not in p and "caption" not in p]
    hard += [p for p in found if p.startswith("card[0]") and ("bubble" in p or "caption" in p)]
    assert not hard, "\n".join(hard)
