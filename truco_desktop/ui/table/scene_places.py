"""Where things go on the felt: the cards' places, the nameplates, the dealer's puck,
the chips, the envido line and the room the speech bubbles may take.

A mixin of ``TableScene`` (``scene.py``), which composes it with its item registry and
its event handlers: everything here reads the scene's ``layout`` (card-size units,
recomputed on a resize) and the latest view, and moves items; none decides a rule.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .bubbles import Talk
from .card_item import CardItem
from .chips import FeltChips, mark_manilhas, own_envido_text, vira_text
from .fonts import ui_font
from .layout import Layout, Place
from .motion import Motion
from .registry import CardRegistry
from .seat_items import NameplateItem, PuckItem

if TYPE_CHECKING:  # the engine's view loads with the first deal
    from collections.abc import Callable

    from ...engine.view import SeatView

    _Base = QGraphicsScene
else:
    _Base = object


class ScenePlaces(_Base):
    """The placement of the table's items (a mixin of ``TableScene``)."""

    layout: Layout
    cards: CardRegistry
    chips: FeltChips
    talk: Talk
    motion: Motion
    puck: PuckItem
    plates: list[NameplateItem]
    view: SeatView | None
    faces: list[QGraphicsItem]
    covers: Callable[[], list[QRectF]] | None
    shown_seats: set[int]
    own_envido_shown: bool
    dealt: bool
    _players: int
    _bar_top: float | None
    _tabs_fit: bool
    _playable: set[int]
    set_playable: Callable[[set[int]], None]

    def say(self, seat: int, text: str, tone: str, caption: str, hold: int | None = None) -> None:
        self.talk.say(seat, text, tone, caption, hold)

    def bubble_room(self) -> QRectF:
        """The felt a bubble may cover: the table rectangle, above the call bar."""
        t = self.layout.table
        bottom = t.h if self._bar_top is None else min(t.h, self._bar_top - 4)
        return QRectF(6, 6, t.w - 12, bottom - 6)

    def bubble_obstacles(self, seat: int) -> list[tuple[QRectF, float]]:
        """What ``seat``'s bubble should not cover, weighted: your hand, the other seats'
        nameplates, the tricks on the felt, the other hands, the puck and the chips."""
        out: list[tuple[QRectF, float]] = []
        held = self.cards.held
        for s, cards in enumerate(held[: self._players]):
            # Your hand above all; the speaker may talk over his own backs.
            weight = 20.0 if s == 0 else (0.5 if s == seat else 4.0)
            out.extend((c.mapRectToScene(c.card_rect()), weight) for c in cards)
        out.extend((c.mapRectToScene(c.card_rect()), 4.0) for c in self.cards.on_felt())
        if self.cards.vira is not None:  # the vira names the manilhas
            out.append((self.cards.vira.mapRectToScene(self.cards.vira.card_rect()), 4.0))
        for plate in self.plates:
            if plate.seat == seat:
                continue
            # A name is what a player reads: a bubble rather covers a trick or a back
            # (on a small, crowded table the only free spots may be over the felt).
            out.append((plate.mapRectToScene(plate.ink_rect()), 100.0))
            chip = plate.chip_rect()
            if chip is not None:
                out.append((plate.mapRectToScene(chip), 100.0))
        if self.puck.isVisible():
            out.append((self.puck.mapRectToScene(self.puck.ink_rect()), 3.0))
        for chip in (self.chips.top, self.chips.vira, self.chips.partner, self.chips.envido):
            if chip.isVisible() and chip.text:
                out.append((chip.mapRectToScene(chip.ink_rect()), 3.0))
        for face in self.faces:
            if shiboken6.isValid(face) and face.scene() is self and face.isVisible():
                ink = getattr(face, "ink_rect", face.boundingRect)()
                out.append((face.mapRectToScene(ink), 6.0))
        if self.covers is not None:
            out.extend((rect, 12.0) for rect in self.covers())
        return out

    def bubble_anchors(self, seat: int) -> list[QRectF]:
        """Your bubble may also sit above your hand, when the plate's sides are full."""
        if seat != 0 or not self.cards.held or not self.cards.held[0]:
            return []
        rect = QRectF()
        for card in self.cards.held[0]:
            rect = rect.united(card.mapRectToScene(card.card_rect()))
        return [rect]

    def pending_bubble_seats(self) -> list[int]:
        """Seats whose call bubble is held up until the call is answered."""
        return self.talk.held_seats()

    def _place_plates(self) -> None:
        L = self.layout
        cx = L.C[0]
        rects: list[QRectF] = []
        for seat, plate in enumerate(self.plates):
            r = L.plate_rect(seat, plate.needed_width())
            y = r.y
            if seat == 0 and self._bar_top is not None:
                y = min(y, self._bar_top - r.h - 8)  # above a call bar grown to 3 rows
            rects.append(QRectF(r.x, y, r.w, r.h))
            # Your cards lie right of your plate, the panel right of the right-hand seats.
            plate.chip_left = seat == 0 or L.seat_centre(seat)[0] > cx + 1
        for seat, plate in enumerate(self.plates):
            plate.set_geometry(self._clear_of_neighbours(seat, rects), L.small_plates)

    def _clear_of_neighbours(self, seat: int, rects: list[QRectF]) -> QRectF:
        """``seat``'s plate, narrowed so as not to run into another plate on its right
        (six players: the top seat's plate reaches toward the next seat's); its words
        are elided rather than drawn under the other plate."""
        rect = QRectF(rects[seat])
        for other, r in enumerate(rects):
            if other == seat or not rect.intersects(r) or r.left() <= rect.left():
                continue
            rect.setRight(max(rect.left() + 120, r.left() - 8))
        return rect

    def keep_plate_above(self, bar_top: float | None) -> None:
        """Keep your nameplate above ``bar_top`` (scene y): the call bar, wrapped into
        several rows, must not cover it. None puts it back in its place."""
        if bar_top == self._bar_top:
            return
        self._bar_top = bar_top
        self._place_plates()
        held = self.cards.held[0] if self.cards.held else []
        for item, place in zip(held, self.held_places(0, len(held)), strict=False):
            self._jump(item, place, item.zValue())
        self.set_playable(self._playable)  # the key tabs, if they still fit
        self.place_envido()  # beside your cards, which moved
        if self.puck.isVisible() and not self.puck.sliding():
            self.place_puck(animate=False)
        # Your cards and plate moved: every bubble finds its place again.
        self.talk.place_all()

    def place_puck(self, animate: bool) -> None:
        """The dealer's puck by the view's dealer; sliding there when ``animate`` (a new
        deal), else at once. Hidden until a deal says who deals."""
        view = self.view
        if not self.dealt or view is None or not 0 <= view.dealer < self._players:
            self.puck.stop()
            self.puck.setVisible(False)
            return
        x, y = self.puck_place(view.dealer)
        ms = self.motion.ms("puck") if animate and self.puck.isVisible() else 0
        self.puck.setVisible(True)
        self.puck.move_to(x, y, ms)

    def puck_place(self, dealer: int) -> tuple[float, float]:
        """Where the dealer's puck lies: by the dealer's cards (the layout), moved clear
        of every card and nameplate."""
        return self._puck_clear(*self._puck_centre(dealer), dealer)

    def _place_rect(self, place: Place) -> QRectF:
        """The rectangle a card at ``place`` covers, turned as it lies."""
        w = self.layout.width_of(place.height)
        rect = QRectF(-w / 2, -place.height / 2, w, place.height)
        poly = QTransform().rotate(place.rotation).mapToPolygon(rect.toRect())
        return poly.boundingRect().translated(int(place.x), int(place.y)).toRectF()

    def _card_rects(self) -> list[QRectF]:
        """Where every hand's cards rest (their places, not where a flight is now)."""
        out: list[QRectF] = []
        for seat in range(self._players):
            held = self.cards.held[seat] if seat < len(self.cards.held) else []
            for place in self.held_places(seat, len(held) or 3):
                w = self.layout.width_of(place.height)
                poly = (
                    QTransform()
                    .rotate(place.rotation)
                    .mapToPolygon(QRectF(-w / 2, -place.height / 2, w, place.height).toRect())
                )
                out.append(poly.boundingRect().translated(place.x, place.y).toRectF())
        return out

    def _puck_clear(self, x: float, y: float, dealer: int) -> tuple[float, float]:
        """The puck moved, toward the table's middle, until its disc and its caption
        cover no card (the stock and the vira too) and no nameplate (a long caption:
        Greek, Polish)."""
        ink = self.puck.ink_rect()
        obstacles = self._card_rects()
        L = self.layout
        top = self.chips.top
        if top.isVisible() and top.text:  # a duel, a blind hand
            obstacles.append(top.mapRectToScene(top.ink_rect()))
        view = self.view  # the deal places the puck before it lays the stock
        if view is not None and _stock_in_play(view):
            obstacles.append(self._place_rect(L.stock_place()))
            if view.vira:
                obstacles.append(self._place_rect(L.vira_place()))
            if view.vira and view.manilhas:  # the vira's chip under it, shown or to come
                vp = L.vira_place()
                fm = QFontMetricsF(ui_font(12.5, QFont.Weight.DemiBold))
                w = fm.horizontalAdvance(vira_text(view.vira, view.manilhas[0])) + 20
                obstacles.append(QRectF(vp.x - 0.2 * L.H - w / 2, vp.y + 0.62 * L.H - 11, w, 22))
        for seat, plate in enumerate(self.plates):
            if seat < len(self.plates):
                obstacles.append(plate.mapRectToScene(plate.ink_rect()))
        # The call bar's band (grown to several rows: from its top down).
        band = L.bar
        top = band.y if self._bar_top is None else min(band.y, self._bar_top)
        obstacles.append(QRectF(band.x, top, band.w, L.win_h - top))
        # The señas' faces by their plates: kept clear when a place allows it.
        faces = [
            face.mapRectToScene(getattr(face, "ink_rect", face.boundingRect)())
            for face in self.faces
            if shiboken6.isValid(face) and face.scene() is self and face.isVisible()
        ]
        cx, cy = self.layout.C
        dx, dy = cx - x, cy - y
        if dealer == 0:  # your cards lie toward the middle: away from them, to the right
            dx, dy = 1.0, 0.0
        norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
        dx, dy = dx / norm, dy / norm
        # Toward the middle first; when that way is full (the stock, the vira and its
        # chip in a small window), the nearest free spot the other ways, on the felt.
        t = self.layout.table
        felt = QRectF(t.x, t.y, t.w, t.h)
        tries = [(dx, dy, step, False) for step in range(16)]
        others = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)]
        tries += [(wx, wy, step, True) for step in range(1, 24) for wx, wy in others]
        # The señas' faces are kept clear too when a place allows it.
        for avoid in (obstacles + faces, obstacles) if faces else (obstacles,):
            for wx, wy, step, other_way in tries:
                px, py = x + wx * 5 * step, y + wy * 5 * step
                here = ink.translated(px, py)
                if other_way and not felt.contains(here):
                    continue
                if not any(here.intersects(r.adjusted(2, 2, -2, -2)) for r in avoid):
                    return px, py
        return x, y

    def _puck_centre(self, dealer: int) -> tuple[float, float]:
        """The dealer's puck: by the dealer's seat, or, when the dealer's cards lie face
        up (a partner's in a mão de onze), under the left end of that row, off the cards."""
        L = self.layout
        if dealer == 0:
            x, y = L.puck_centre(0)
            if self._bar_top is not None:
                y = min(y, self._bar_top - 40)  # its caption clear of a risen call bar
            return x, y
        if dealer not in self.shown_seats:
            return L.puck_centre(dealer)
        held = self.cards.held[dealer] if dealer < len(self.cards.held) else []
        # Before the deal (the puck passes first) the row will hold three cards.
        places = L.shown_places(dealer, len(held) or 3)
        first, last = places[0], places[-1]
        half = L.width_of(first.height) / 2
        # Right of the row when the nameplate leaves room for the puck's disc (about
        # 30 px), else under the row's left end.
        right = last.x + half + 20
        plate = L.plate_rect(dealer, self.plates[dealer].needed_width())
        if plate.x > last.x and right + 16 < plate.x:
            return right, last.y
        return first.x - half - 0.05 * L.H, first.y + first.height / 2 + 22

    def _lifted(self, places: list[Place]) -> list[Place]:
        """Your cards, raised above a call bar grown to several rows (a small window).

        Raised by what the bar would cover, at most 45% of a card, so the fan stays
        clear of the trick lanes."""
        self._tabs_fit = True
        if self._bar_top is None or not places:
            return places
        # The key tabs under the cards (1, 2, 3) stay clear of the bar too; when the
        # cards may not rise that far, the tabs give way (the keys still work).
        lowest = max(p.y + p.height / 2 for p in places) + 28
        need = lowest - (self._bar_top - 6)
        lift = min(need, 0.45 * places[0].height)
        self._tabs_fit = lift >= need
        if lift <= 0:
            return places
        return [Place(p.x, p.y - lift, p.rotation, p.height) for p in places]

    def _jump(self, item: CardItem, place: Place, z: float) -> None:
        item.stop()
        item.animate(
            QPointF(place.x, place.y), place.rotation, item.face_up, 0, height=place.height
        )
        item.setZValue(z)

    def held_places(self, seat: int, count: int) -> list[Place]:
        L = self.layout
        if seat == 0:
            return self._lifted(L.hand_places(count))
        if seat in self.shown_seats:
            return L.shown_places(seat, count)
        return L.seat_places(seat, count)

    def lane_place(self, item: CardItem) -> Place:
        assert item.owner is not None and item.trick is not None
        key = item.code or f"{item.owner}/{item.trick}"
        return self.layout.lane_place(item.owner, item.trick, self.cards.tricks_laid, key)

    def place_chips(self) -> None:
        self.chips.place(self.layout, self.cards, self.view, self._players)
        self.place_envido()
        self._fade_seats()
        # The top chip comes with a duel (pica-pica) or a blind hand, after the puck:
        # the puck moves off it.
        puck, top = self.puck, self.chips.top
        if puck.isVisible() and not puck.sliding() and top.isVisible() and top.text:
            ink = puck.mapRectToScene(puck.ink_rect())
            if ink.intersects(top.mapRectToScene(top.ink_rect()).adjusted(2, 2, -2, -2)):
                self.place_puck(animate=False)

    def show_own_envido(self, on: bool) -> None:
        """The option "Show my envido" (off for purists, who count their own)."""
        self.own_envido_shown = on
        self.place_envido()

    def place_envido(self) -> None:
        """Your envido by your cards while the view says an envido may be called; hidden
        otherwise or with the option off. Right of your cards level with your plate, or
        lower by their corner, or left of your plate: the first place clear of the other
        seats' plates and cards, the puck and the call bar (a small window, six or eight
        players, leaves little room)."""
        held = self.cards.held[0] if self.cards.held else []
        view = self.view
        text = own_envido_text(view) if self.own_envido_shown and self.dealt else ""
        if not text or not held or not self.plates:
            self.chips.place_envido("", 0, 0)
            return
        chip = self.chips.envido
        chip.set_text(text)
        ink = chip.ink_rect()
        gap = 0.12 * self.layout.H
        hand = [_bounds(p, self.layout.aspect) for p in self.held_places(0, len(held))]
        right = max(r.right() for r in hand)
        plate = self.plates[0]
        mine = plate.mapRectToScene(plate.ink_rect())
        y = mine.center().y()
        # Level with your plate, else the nearest height clear of the others (up to
        # half a card away), right of your cards first, else left of your plate.
        shifts = [0.0] + [k * d for d in range(4, round(0.5 * self.layout.H), 4) for k in (1, -1)]
        spots = [
            (x, y + dy) for x in (right + gap, mine.left() - gap - ink.width()) for dy in shifts
        ]
        # Eight seats in a small window can leave no room beside: then above your cards.
        top = min(r.top() for r in hand)
        middle = (min(r.left() for r in hand) + right) / 2 - ink.width() / 2
        spots += [(middle + dx, top - ink.height() / 2 - 4) for dx in (0.0, -gap, gap)]
        blocked = self._envido_obstacles() + hand + [mine]

        def covered(spot: tuple[float, float]) -> float:
            # A sliver of a neighbour's edge (4 px) may be touched, not more.
            left, cy = spot
            rect = QRectF(left + 4, cy - ink.height() / 2 + 4, ink.width() - 8, ink.height() - 8)
            parts = (rect.intersected(other) for other in blocked if rect.intersects(other))
            return sum(part.width() * part.height() for part in parts)

        # The first clear spot, else the one that covers least.
        best = min(spots, key=lambda spot: (covered(spot) > 0, covered(spot)))
        self.chips.place_envido(text, *best)

    def _envido_obstacles(self) -> list[QRectF]:
        """What your envido's chip must not cover: the other seats' plates, chips and
        cards, the puck, the faces, and the call bar grown over the felt."""
        out: list[QRectF] = []
        for plate in self.plates[1:]:
            out.append(plate.mapRectToScene(plate.ink_rect()))
            chip = plate.chip_rect()
            if chip is not None:
                out.append(plate.mapRectToScene(chip))
        for seat, cards in enumerate(self.cards.held[1 : self._players], start=1):
            out.extend(_bounds(p, self.layout.aspect) for p in self.held_places(seat, len(cards)))
        view = self.view
        if self.puck.isVisible() and view is not None and 0 <= view.dealer < self._players:
            # Where the puck goes, not where it is: it may still slide to the new dealer.
            x, y = self.puck_place(view.dealer)
            out.append(self.puck.ink_rect().translated(x, y))
        for face in self.faces:
            if shiboken6.isValid(face) and face.scene() is self and face.isVisible():
                out.append(face.mapRectToScene(getattr(face, "ink_rect", face.boundingRect)()))
        if self.covers is not None:  # widgets over the felt (the señas button)
            out.extend(self.covers())
        t = self.layout.table
        bar = t.h if self._bar_top is None else self._bar_top
        out.append(QRectF(-1e4, bar, 2e4, 1e4))
        out.append(QRectF(t.w, -1e4, 1e4, 2e4))  # the panel's side of the table
        return out

    def _fade_seats(self) -> None:
        """Pica-pica: the seats out of the duel in play fade (``view.active``)."""
        view = self.view
        duel = view is not None and view.pica and bool(view.active)
        for seat, plate in enumerate(self.plates):
            faded = duel and view is not None and seat not in view.active
            opacity = 0.45 if faded else 1.0
            plate.setOpacity(opacity)
            if seat < len(self.cards.held):
                for item in self.cards.held[seat] + self.cards.lanes[seat]:
                    item.setOpacity(opacity)

    def mark_manilhas(self) -> None:
        mark_manilhas(self.cards, self.view, self.shown_seats)


def _bounds(place: Place, aspect: float) -> QRectF:
    """The scene rectangle a card at ``place`` covers, turned as it lies."""
    turn = math.radians(place.rotation)
    w = place.height * aspect
    c, s = abs(math.cos(turn)), abs(math.sin(turn))
    bw, bh = w * c + place.height * s, w * s + place.height * c
    return QRectF(place.x - bw / 2, place.y - bh / 2, bw, bh)


def _stock_in_play(view: SeatView) -> bool:
    """``deal.stock_in_play``, imported when there is a deal: none at the first paint."""
    from .deal import stock_in_play

    return stock_in_play(view)
