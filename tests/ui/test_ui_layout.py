"""The table layout in card units: lanes never collide with each other or the nameplates."""

from __future__ import annotations

import itertools

import pytest

from truco_desktop.ui.table.layout import FRENCH_ASPECT, SPANISH_ASPECT, Layout, Rect


def lane_rect(layout: Layout, seat: int) -> Rect:
    """The box covering a seat's three trick cards (upright, with the jitter margin)."""
    h = layout.H
    w = layout.width_of(h)
    places = [layout.lane_place(seat, t, 3, f"k{t}") for t in range(3)]
    xs = [p.x for p in places]
    ys = [p.y for p in places]
    return Rect(
        min(xs) - w / 2 + 2,
        min(ys) - h / 2 + 2,
        max(xs) - min(xs) + w - 4,
        max(ys) - min(ys) + h - 4,
    )


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("aspect", [SPANISH_ASPECT, FRENCH_ASPECT])
def test_lanes_and_plates_do_not_collide(size, players, aspect):
    layout = Layout(*size, players, aspect)
    lanes = [lane_rect(layout, s) for s in range(players)]
    for a, b in itertools.combinations(range(players), 2):
        assert not lanes[a].intersects(lanes[b]), (a, b)
    plates = [layout.plate_rect(s) for s in range(players)]
    for lane in lanes:
        for plate in plates:
            assert not lane.intersects(plate)
    table = layout.table
    for plate in plates:
        assert plate.x >= 0 and plate.right <= table.w
        assert plate.y >= 0 and plate.bottom <= table.h


def test_unit_matches_the_design_table():
    assert round(Layout(1280, 800, 4).H) == 131
    assert round(Layout(800, 600, 4).H) == 90
    assert round(Layout(1280, 800, 6).H) == 126
    assert round(Layout(800, 600, 2).H) == 99


def test_hand_fan_is_symmetric():
    layout = Layout(1280, 800, 4)
    places = layout.hand_places(3)
    assert places[1].rotation == 0
    assert places[0].rotation == pytest.approx(-7.9)
    cx = layout.seat_centre(0)[0]
    assert places[0].x + places[2].x == pytest.approx(2 * cx)
