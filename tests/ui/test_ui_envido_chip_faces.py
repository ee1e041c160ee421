"""Your envido's chip and the faces of the señas at a crowded table: a face shown after
the chip was placed (a seat signs) must not cover it, nor the chip the face, at 800x600
with six and eight players (issue 36: a seat's face came down over "You have 29" when
it signed after the deal)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from layout_audit import overlaps

from truco_desktop.engine import Rules
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.widgets.table_widget import TableWidget


@pytest.mark.parametrize("players", [6, 8])
def test_a_face_shown_after_the_deal_leaves_your_envido_chip_clear(
    qtbot: Any, players: int
) -> None:
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.auto_next_ms = None
    table.resize(800, 600)
    table.show()
    model.new_match(Rules("argentino", players), seed="chip-faces", bot_seed=1)
    rng = random.Random(4)
    checked = 0
    hands_seen: set[int] = set()

    def step() -> bool:
        nonlocal checked
        d = table.director
        if d.pending_proposal is not None:
            d.answer_proposal(False)  # a partner proposing: not now
            return False
        if model.session.match.needs_deal and not d.busy:
            if len(hands_seen) >= 5 or model.session.match.hand_number >= 12:
                return True
            table._summary_button()
            return False
        if not table.input_enabled():
            return False
        hand = model.session.match.hand_number
        if table.scene.chips.envido.isVisible() and hand not in hands_seen:
            hands_seen.add(hand)
            signs = table._signs
            assert signs is not None
            for seat in range(1, players):
                face = signs._show(seat, ["nada"], seat % 2 == 1)
                if face is None:
                    continue
                checked += 1
                found = [p for p in overlaps(table) if "chip-envido" in p]
                assert not found, f"hand {hand}, seat {seat}: " + "\n".join(found)
                signs._clear_faces()  # one seat signs at a time
        legal = model.human_legal()
        plays = [a for a in legal if a.kind == "play"]
        model.submit(rng.choice(plays or list(legal)))
        return False

    qtbot.waitUntil(step, timeout=60000)
    assert checked >= players  # faces shown over several hands
    table.shutdown()
