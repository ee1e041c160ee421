"""Where everything lies on the felt, in card-size units (DESIGN.md sections 2-5).

``H`` is the height of a card lying on the felt; every position is a multiple of ``H``
from the trick centre ``C``, so a resize recomputes two numbers and nothing else. This
module is pure (no Qt): it is tested on its own, for 2, 3, 4, 6 and 8 players and both
modes. Three players (the gallo) sit as the bottom and side seats of four (AR-GALLO-1: one
to your right, one to your left); eight sit three across the top and two on each side,
their trick lanes in three rows, with the small nameplates of a crowded table.
Coordinates are logical pixels of the window; x grows to the right, y downwards.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

SPANISH_ASPECT = 61 / 95  # width / height
FRENCH_ASPECT = 63 / 88

HAND_SCALE = 1.24
BACK_SCALE = {2: 0.66, 3: 0.66, 4: 0.66, 6: 0.60, 8: 0.56}
DECK_SCALE = 0.85
PARTNER_SCALE = 0.85
SET_SCALE = 0.55
PEEK = 0.42  # older tricks slide this many card widths aside

HAND_PIVOT = 6.9
HAND_STEP = 7.9
BACK_PIVOT = 1.3
BACK_STEP = 9.0

THETA = {
    2: (0, 180),
    3: (0, -90, 90),
    4: (0, -90, 180, 90),
    6: (0, -60, -120, 180, 120, 60),
    8: (0, -90, -90, 180, 180, 180, 90, 90),
}
LANES = {
    2: ((0, 0.62), (0, -0.62)),
    4: ((0, 0.62), (1.45, 0), (0, -0.62), (-1.45, 0)),
    6: ((0, 0.85), (1.45, 0.55), (1.45, -0.55), (0, -0.85), (-1.45, -0.55), (-1.45, 0.55)),
    3: ((0, 0.62), (1.45, 0), (-1.45, 0)),
    # Three rows: the top seats' lanes, the upper side seats' in the middle, the bottom
    # row for you and the lower side seats. A lane's older tricks peek toward its side.
    8: (
        (0, 1.1),
        (0.75, 1.1),
        (1.5, 0),
        (0.75, -1.1),
        (0, -1.1),
        (-1.35, -1.1),
        (-1.5, 0),
        (-1.35, 1.1),
    ),
}
SEATS = {
    2: (((0, 1.98), (0, 1.98)), ((0, -1.94), (0, -1.94))),
    4: (
        ((0, 1.98), (0, 1.98)),
        ((3.18, 0.26), (2.85, 0.26)),
        ((0, -1.94), (0, -1.94)),
        ((-3.18, 0.26), (-2.85, 0.26)),
    ),
    6: (
        ((0, 2.05), (0, 2.05)),
        ((3.05, 1.05), (2.85, 1.05)),
        ((3.05, -1.1), (2.85, -1.1)),
        ((0, -2.0), (0, -2.0)),
        ((-3.05, -1.1), (-2.85, -1.1)),
        ((-3.05, 1.05), (-2.85, 1.05)),
    ),
    3: (
        ((0, 1.98), (0, 1.98)),
        ((3.18, 0.26), (2.85, 0.26)),
        ((-3.18, 0.26), (-2.85, 0.26)),
    ),
    8: (
        ((0, 2.25), (0, 2.25)),
        ((3.05, 1.2), (2.85, 1.2)),
        ((3.05, -1.15), (2.85, -1.15)),
        ((1.9, -2.15), (1.9, -2.15)),
        ((0, -2.15), (0, -2.15)),
        ((-1.9, -2.15), (-1.9, -2.15)),
        ((-3.05, -1.15), (-2.85, -1.15)),
        ((-3.05, 1.2), (-2.85, 1.2)),
    ),
}
KY = {2: 5.3, 3: 5.4, 4: 5.4, 6: 5.6, 8: 6.0}
KX = {2: (5.0, 5.0), 3: (7.45, 6.6), 4: (7.45, 6.6), 6: (7.3, 6.9), 8: (7.3, 6.9)}
H_MAX = 170.0
DECK_CORNER = ((-2.35, -1.55), (-1.75, -1.75))
OUT_OF_PLAY = ((-2.0, -1.0), (-1.95, -1.05))
PUCK_4 = ((1.25, 2.3), (2.72, 0.78), (-0.75, -1.95), (-2.72, 0.78))
PUCK_3 = (PUCK_4[0], PUCK_4[1], PUCK_4[3])
#: Eight players crowd the table: every seat takes the small nameplate (avatar disc and
#: name) at any window size, so three seats fit across the top.
CROWDED = frozenset({8})

PANEL_W = (258, 184)
BAR_H = (66, 54)
MARGIN = (14, 10)
PLATE_SIZE = ((170, 44), (64, 50))  # regular pill; compact: avatar disc + name


@dataclass(frozen=True, slots=True)
class Place:
    """A card's centre, rotation (degrees, clockwise on screen) and height (pixels)."""

    x: float
    y: float
    rotation: float
    height: float


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def intersects(self, other: Rect) -> bool:
        return not (
            self.right <= other.x
            or other.right <= self.x
            or self.bottom <= other.y
            or other.bottom <= self.y
        )


def _rotate(x: float, y: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return x * c - y * s, x * s + y * c


def jitter(key: str) -> tuple[float, float, float]:
    """A stable small rotation (±3.5°) and shift (±0.03 H each way) for a card on the felt."""
    digest = hashlib.blake2s(key.encode(), digest_size=6).digest()
    r = (digest[0] / 255 - 0.5) * 7.0
    dx = (digest[1] / 255 - 0.5) * 0.06
    dy = (digest[2] / 255 - 0.5) * 0.06
    return r, dx, dy


@dataclass(frozen=True)
class Layout:
    """The geometry of the table for one window size, player count and deck."""

    win_w: float
    win_h: float
    players: int
    aspect: float = SPANISH_ASPECT
    brazilian: bool = False

    # ------------------------------------------------------------ frame
    @property
    def compact(self) -> bool:
        return self.win_w < 1100 or self.win_h < 720

    @property
    def small_plates(self) -> bool:
        """The nameplates are the avatar disc and the name only (a small window, or a
        table of eight)."""
        return self.compact or self.players in CROWDED

    @property
    def mode(self) -> int:
        return 1 if self.compact else 0

    @property
    def margin(self) -> int:
        return MARGIN[self.mode]

    @property
    def panel(self) -> Rect:
        w = PANEL_W[self.mode]
        m = self.margin
        return Rect(self.win_w - w - m, m, w, self.win_h - 2 * m)

    @property
    def table(self) -> Rect:
        m = self.margin
        return Rect(
            0, 0, self.win_w - PANEL_W[self.mode] - 2 * m, self.win_h - BAR_H[self.mode] - 2 * m
        )

    @property
    def bar(self) -> Rect:
        """The call bar's band: centred under the table, at most 700 wide."""
        m = self.margin
        t = self.table
        w = min(700.0, t.w - 2 * m)
        h = BAR_H[self.mode]
        return Rect(t.w / 2 - w / 2, self.win_h - h - m + 2, w, h)

    @property
    def H(self) -> float:
        t = self.table
        return max(20.0, min(t.h / KY[self.players], t.w / KX[self.players][self.mode], H_MAX))

    @property
    def C(self) -> tuple[float, float]:
        t = self.table
        return t.w / 2, 0.476 * t.h

    def at(self, ux: float, uy: float) -> tuple[float, float]:
        cx, cy = self.C
        h = self.H
        return cx + ux * h, cy + uy * h

    def width_of(self, height: float) -> float:
        return height * self.aspect

    # ------------------------------------------------------------ seats
    def theta(self, seat: int) -> float:
        return float(THETA[self.players][seat])

    def seat_centre(self, seat: int) -> tuple[float, float]:
        ux, uy = SEATS[self.players][seat][self.mode]
        return self.at(ux, uy)

    def back_height(self) -> float:
        return BACK_SCALE[self.players] * self.H

    def hand_places(self, count: int) -> list[Place]:
        """Your cards, fanned around a pivot 6.9 H below their centre."""
        h = self.H
        cx, cy = self.seat_centre(0)
        px, py = cx, cy + HAND_PIVOT * h
        radius = HAND_PIVOT * h
        # The gallo's four cards (AR-GALLO-3) close up to the fan of three: your plate
        # and the puck keep their places.
        step = HAND_STEP if count <= 3 else HAND_STEP * 2 / (count - 1)
        out = []
        for i in range(count):
            phi = (i - (count - 1) / 2) * step
            a = math.radians(phi)
            out.append(
                Place(px + radius * math.sin(a), py - radius * math.cos(a), phi, HAND_SCALE * h)
            )
        return out

    def seat_places(self, seat: int, count: int, scale: float | None = None) -> list[Place]:
        """Another seat's cards, fanned around a pivot 1.3 H behind them (holder's side)."""
        h = self.H
        height = (scale if scale is not None else BACK_SCALE[self.players]) * h
        cx, cy = self.seat_centre(seat)
        theta = self.theta(seat)
        radius = BACK_PIVOT * h
        step = BACK_STEP if scale is None else BACK_STEP * 1.25
        out = []
        for i in range(count):
            phi = (i - (count - 1) / 2) * step
            a = math.radians(phi)
            lx, ly = radius * math.sin(a), radius - radius * math.cos(a)
            rx, ry = _rotate(lx, ly, theta)
            out.append(Place(cx + rx, cy + ry, theta + phi, height))
        return out

    def shown_places(self, seat: int, count: int, scale: float = PARTNER_SCALE) -> list[Place]:
        """Cards shown face up at a seat (the partner's in a mão de onze, the envido
        winner's at the hand's end): upright, in an overlapping row that leaves each
        index readable, at ``scale`` H, clear of the top seat's nameplate."""
        height = scale * self.H
        step = 0.5 * self.width_of(height)
        cx, cy = self.seat_centre(seat)
        extent = step * (count - 1) / 2 + self.width_of(height) / 2
        ux, _uy = SEATS[self.players][seat][self.mode]
        if seat != 0 and abs(ux) < 0.01:
            cx = min(cx, cx + 0.4 * self.H - extent)
        t = self.table
        cx = min(max(cx, extent + self.margin), t.w - extent - self.margin)
        return [Place(cx + (i - (count - 1) / 2) * step, cy, 0.0, height) for i in range(count)]

    def held_places(self, seat: int, count: int) -> list[Place]:
        return self.hand_places(count) if seat == 0 else self.seat_places(seat, count)

    # ------------------------------------------------------------ lanes
    def lane_anchor(self, seat: int) -> tuple[float, float]:
        ux, uy = LANES[self.players][seat]
        return self.at(ux, uy)

    def lane_direction(self, seat: int) -> int:
        ux, _ = LANES[self.players][seat]
        return 1 if ux > 0.01 else -1

    def lane_place(self, seat: int, trick: int, tricks_on_table: int, key: str) -> Place:
        """Trick ``trick``'s card of ``seat`` while ``tricks_on_table`` tricks lie there."""
        h = self.H
        ax, ay = self.lane_anchor(seat)
        step = PEEK * self.width_of(h)
        out_by = max(0, tricks_on_table - 1 - trick)
        r, dx, dy = jitter(key)
        return Place(ax + self.lane_direction(seat) * step * out_by + dx * h, ay + dy * h, r, h)

    # ------------------------------------------------------------ corner, puck, plates
    def stock_place(self) -> Place:
        x, y = self.at(*DECK_CORNER[self.mode])
        return Place(x, y, 0.0, DECK_SCALE * self.H)

    def vira_place(self) -> Place:
        x, y = self.at(*DECK_CORNER[self.mode])
        return Place(x + 0.5 * self.H, y, 90.0, DECK_SCALE * self.H)

    def set_places(self, set_index: int, count: int = 3) -> list[Place]:
        """Mineiro: the cards of discarded set ``set_index``, 0.55 H tall, fanned 0.12 H."""
        h = self.H
        x0, y0 = self.at(*OUT_OF_PLAY[self.mode])
        x0 += 0.3 * h
        return [
            Place(x0 + set_index * 0.55 * h + i * 0.12 * h, y0 + 0.25 * h, 0.0, SET_SCALE * h)
            for i in range(count)
        ]

    def given_place(self, sets: int) -> Place:
        """Where a card put out of play face down lies: a Mineiro set given to the
        partner (beside the sets), or the gallo's discard (AR-GALLO-3), which at a table
        of three has the empty top of the table to itself."""
        if self.players == 3:
            x, y = self.at(0, -1.7)
            return Place(x, y, 0.0, SET_SCALE * self.H)
        return self.set_places(sets, 1)[0]

    def hand_extent(self) -> float:
        """How far (px) your fanned cards reach either side of their centre."""
        h = self.H
        return HAND_PIVOT * h * math.sin(math.radians(HAND_STEP)) + HAND_SCALE * h * self.aspect / 2

    def puck_centre(self, dealer: int) -> tuple[float, float]:
        ux, uy = SEATS[self.players][dealer][self.mode]
        if dealer == 0:
            # By your cards on the side nearer the table's right, clear of the fan.
            cx, cy = self.seat_centre(0)
            # Eight: your cards sit lower, so the puck rises clear of the call bar.
            lift = 0.25 if self.players in CROWDED else -0.32
            return cx + self.hand_extent() + 30, cy - lift * self.H
        if self.players == 4:
            return self.at(*PUCK_4[dealer])
        if self.players == 3:
            return self.at(*PUCK_3[dealer])
        if abs(ux) < 0.01:
            if self.players in CROWDED:  # the next top seat's plate is near: below
                return self.at(-0.75, uy + 0.62)
            return self.at(-0.75, uy - 0.01)
        side = 1 if ux > 0 else -1
        # Toward the table's middle line: the nameplates of the six-player side seats
        # sit on the far side of their cards.
        if self.players in CROWDED and abs(ux) > 2.5:
            # Every side plate lies under its cards: the puck of either side seat lies
            # in the gap between the upper seat's plate and the lower seat's cards.
            return self.at(ux, 0.3)
        return self.at(ux - side * 0.46, uy + (-0.62 if uy >= 0 else 0.62))

    def plate_rect(self, seat: int, width: float | None = None) -> Rect:
        """The nameplate of ``seat`` (a pixel size, placed by the cards).

        ``width`` is the pill's width when its words need more than the usual 170 px.
        """
        small = self.small_plates
        w, ph = PLATE_SIZE[1 if small else 0]
        if width is not None and not small:
            w = max(w, width)
        h = self.H
        cx, cy = self.seat_centre(seat)
        t = self.table
        m = self.margin
        ux, uy = SEATS[self.players][seat][self.mode]
        if seat == 0:
            extent = (
                HAND_PIVOT * h * math.sin(math.radians(HAND_STEP))
                + HAND_SCALE * h * self.aspect / 2
            )
            x = cx - extent - 0.12 * h - w
            y = cy + 0.3 * h - ph / 2
        elif abs(ux) < 0.01 or (self.players in CROWDED and uy < -2):
            # A top seat: the plate right of its cards (eight: close to them, the next
            # top seat's cards are near).
            near = self.players in CROWDED
            x = cx + (0.4 if near else 0.46) * h + (0.4 * h if self.compact and not near else 0)
            y = cy - ph / 2
        else:
            x = cx - w / 2
            reach = 0.55 * h + ph / 2 + 6
            below = (self.players == 6 and uy > 0) or self.players in CROWDED
            y = cy + reach - ph / 2 if below else cy - reach - ph / 2
        x = min(max(x, m), t.w - w - m / 2)
        y = min(max(y, m), t.h - ph)
        return Rect(x, y, w, ph)
