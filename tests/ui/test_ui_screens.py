"""Screenshot smoke tests: the felt and the cards are where they should be."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from truco_desktop.engine import Rules
from truco_desktop.ui.table.layout import Layout


def is_felt(c: QColor) -> bool:
    return c.green() > c.red() + 15 and c.green() > c.blue() + 5


def is_ivory(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 190 and c.blue() > 160


@pytest.mark.parametrize(
    ("variant", "players", "four"),
    [
        ("argentino", 2, False),
        ("argentino", 4, False),
        ("argentino", 6, False),
        ("mineiro", 2, True),
        ("mineiro", 4, False),
        ("paulista", 2, False),
        ("paulista", 4, True),
    ],
)
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_table_renders(qtbot, table, settle, variant, players, four, size):
    table.set_deck("classic", four)
    table.resize(*size)
    table.model.new_match(Rules(variant, players), seed="screens", bot_seed=1)
    settle(qtbot, table)
    image = table.grab().toImage()
    assert image.width() == size[0]
    layout = Layout(*size, players, table.scene.art.aspect)
    cx, cy = layout.C
    # Felt above the trick centre, between the lanes and the top seat.
    assert is_felt(QColor(image.pixel(int(cx + 0.9 * layout.H), int(cy - 1.2 * layout.H))))
    # The human's middle card (or the only one left) is an ivory face near its centre.
    items = table.scene.held[0]
    if items and not table.model.view().blind:
        middle = items[len(items) // 2]
        # The card itself (its bounds also hold the key tab under it).
        card = middle.mapRectToScene(middle.card_rect())
        centre = table.view.mapFromScene(card.center() + QPointF(0, 3))
        colour = QColor(image.pixel(centre.x() + 3, centre.y() - int(0.45 * layout.H * 1.24)))
        assert is_ivory(colour), colour.name()
    # The side panel is dark glass.
    p = layout.panel
    panel = QColor(image.pixel(int(p.x + p.w / 2), int(p.y + p.h - 40)))
    assert panel.lightness() < 80
