"""The speech bubbles by the nameplates, and which of them stay up.

Every call, answer and song appears in a bubble by the speaker's nameplate. A bet that
waits for its answer keeps its bubble up: after every event the held bubbles are made
exactly the bets the view says are pending (``pending_calls``), so a bubble never outlives
its answer and never goes while its call still waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from .layout import Layout
from .motion import Motion
from .seat_items import NameplateItem

if TYPE_CHECKING:  # the engine's view loads with the first deal, the bubbles with the first word
    from ...engine.view import SeatView
    from .bubble_item import BubbleItem

PENDING = -1  # a bubble hold meaning "until the call is answered"
#: The word a held bubble keeps while the envido is sung (AR-ENV-8b): released when it
#: is settled, not by the pending bets.
SONG = "song"


def pending_calls(view: SeatView) -> tuple[tuple[int, str], ...]:
    """The bets waiting for an answer, oldest first, as (caller, word): a truco that an
    envido or a flor interrupted, then the bet awaited now (``view.open_call``)."""
    out: list[tuple[int, str]] = []
    if view.truco_pending is not None:
        out.append(view.truco_pending)
    if view.flor_pending is not None:
        word, caller = view.flor_pending
        out.append((caller, word))
    call = view.open_call
    if call is not None and call.caller is not None and (call.caller, call.word) not in out:
        out.append((call.caller, call.word))
    return tuple(out)


def calling_seat(view: SeatView) -> int | None:
    """The seat whose bet is awaited now (its nameplate keeps an amber ring)."""
    call = view.open_call
    if call is not None and call.caller is not None:
        return call.caller
    pending = pending_calls(view)
    return pending[-1][0] if pending else None


class _Seats(Protocol):
    """Where the bubbles go: by the nameplates, inside the table, clear of the rest."""

    layout: Layout
    plates: list[NameplateItem]

    def bubble_room(self) -> QRectF:
        """The felt a bubble may cover (scene coordinates): the table above the bar."""
        ...

    def bubble_obstacles(self, seat: int) -> list[tuple[QRectF, float]]:
        """What ``seat``'s bubble should not cover, and how much each matters: your
        hand most, then the other bubbles, the nameplates, the tricks, the rest."""
        ...

    def bubble_anchors(self, seat: int) -> list[QRectF]:
        """Besides the nameplate, what ``seat``'s bubble may sit beside (your hand)."""
        ...


# A bubble keeps this far from its speaker's nameplate (px).
GAP = 8.0


def bubble_spot(
    plate: QRectF,
    size: tuple[float, float],
    caption: tuple[float, float],
    room: QRectF,
    obstacles: list[tuple[QRectF, float]],
    towards: QPointF,
    anchors: tuple[QRectF, ...] = (),
) -> tuple[QPointF, float]:
    """Where a bubble of ``size`` (with a ``caption`` plate under it) goes by a nameplate:
    beside it on every side, sliding along it (or beside one of ``anchors``), inside
    ``room``; the place that covers the least of ``obstacles`` (weighted) and never the
    plate itself, the table's side of the plate first, near the speaker; and how far its
    caption slides from the bubble's middle."""
    bw, bh = size
    cw, ch = caption
    below = ch + 6 if ch else 0.0
    centre = plate.center()
    candidates: list[QPointF] = []
    for anchor in (plate, *anchors):
        middle = anchor.center()
        # Above and below, sliding along it; left and right, sliding up and down.
        for k in (0.0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75):
            x = middle.x() + k * bw
            candidates.append(QPointF(x, anchor.top() - GAP - below - bh / 2))
            candidates.append(QPointF(x, anchor.bottom() + GAP + bh / 2))
        for k in (0.0, -0.35, 0.35, -0.7, 0.7):
            y = middle.y() + k * bh
            candidates.append(QPointF(anchor.left() - GAP - bw / 2, y))
            candidates.append(QPointF(anchor.right() + GAP + bw / 2, y))
    lo_x, hi_x = room.left() + bw / 2, room.right() - bw / 2
    lo_y, hi_y = room.top() + bh / 2, room.bottom() - bh / 2 - below
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    best: tuple[float, float, float, float] | None = None
    slide = max(0.0, (bw - cw) / 2)
    # Plain numbers from here: some 2,000 overlaps a bubble, each a QRectF call otherwise
    # (a resumed table places its bubbles before its first paint).
    edges = _edges(plate)
    weighted = [(_edges(rect), weight) for rect, weight in obstacles]
    cx, cy = centre.x(), centre.y()
    room_left, room_right = room.left(), room.right()
    for spot in candidates:
        x = min(max(spot.x(), lo_x), max(lo_x, hi_x))
        y = min(max(spot.y(), lo_y), max(lo_y, hi_y))
        body = (x - bw / 2, y - bh / 2, x + bw / 2, y + bh / 2)
        base = 12.0 * _area(body, edges)
        for rect, weight in weighted:
            base += weight * _area(body, rect)
        # The table's side of the plate first, and near the speaker.
        away = ((x - cx) * dx + (y - cy) * dy) / norm
        base += 0.5 * (abs(x - cx) + abs(y - cy)) - 0.3 * away
        # The caption under the middle, or slid to one end of the bubble.
        for shift in (0.0, -slide, slide) if ch else (0.0,):
            cost = base
            if ch:
                left = x + shift - cw / 2
                cap = (left, y + bh / 2 + 4, left + cw, y + bh / 2 + 4 + ch)
                cost += 12.0 * _area(cap, edges) + 0.1 * abs(shift)
                # A caption slid past the table's edge would be cut: far down the list.
                cost += 1000.0 * (max(0.0, room_left - cap[0]) + max(0.0, cap[2] - room_right))
                for rect, weight in weighted:
                    cost += weight * _area(cap, rect)
            if best is None or cost < best[0]:
                best = (cost, x, y, shift)
    assert best is not None
    return QPointF(best[1], best[2]), best[3]


def _edges(rect: QRectF) -> tuple[float, float, float, float]:
    """Left, top, right, bottom of ``rect`` (normalised)."""
    r = rect.normalized()
    return r.left(), r.top(), r.right(), r.bottom()


def _area(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    """The area two rectangles (as `_edges`) share."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


#: How far along the line to its target the bubble's tail reaches (``BubbleItem.paint``).
TAIL_REACH = 0.72


def tail_target(plate: QRectF, avatar: QPointF, bubble: QPointF) -> QPointF:
    """Where a bubble's tail aims so that its tip stops at the plate's edge, in line with
    the avatar: it points at the speaker without running over his name."""
    if plate.contains(bubble):
        return avatar
    x = min(max(avatar.x(), plate.left() + 8), plate.right() - 8)
    y = min(max(avatar.y(), plate.top() + 8), plate.bottom() - 8)
    if bubble.y() > plate.bottom():
        edge = QPointF(x, plate.bottom())
    elif bubble.y() < plate.top():
        edge = QPointF(x, plate.top())
    elif bubble.x() < plate.left():
        edge = QPointF(plate.left(), y)
    else:
        edge = QPointF(plate.right(), y)
    return bubble + (edge - bubble) / TAIL_REACH


def _ink(bubble: BubbleItem) -> list[QRectF]:
    """What of a bubble a player reads, in the scene: its body and its caption."""
    out = [bubble.mapRectToScene(bubble.body)]
    cap = bubble.caption_rect()
    if cap is not None:
        out.append(bubble.mapRectToScene(cap))
    return out


class Talk:
    """The bubbles on the table, one per seat at most."""

    def __init__(self, scene: QGraphicsScene, motion: Motion, seats: _Seats) -> None:
        self._scene = scene
        self._motion = motion
        self._seats = seats
        self.bubbles: dict[int, BubbleItem] = {}
        # The seats whose bubble is held up, and the bet it shows.
        self.held: dict[int, str] = {}

    def say(self, seat: int, text: str, tone: str, caption: str, hold: int | None = None) -> None:
        """``text`` in a bubble by ``seat``'s nameplate, for ``hold`` ms (the usual time
        when None, until released when ``PENDING``); it replaces what the seat said last."""
        if seat >= len(self._seats.plates):
            return
        old = self.bubbles.pop(seat, None)
        self.held.pop(seat, None)
        if old is not None:
            old.dismiss(self._motion)
        # Imported with the first bubble: none shows at the first paint (the start-up's CPU).
        from .bubble_item import BubbleItem

        layout = self._seats.layout
        tight = layout.players >= 6
        bubble = BubbleItem(text, tone, caption, layout.small_plates, QPointF(0, 0), tight)
        self._scene.addItem(bubble)
        self.bubbles[seat] = bubble
        self.place(seat, bubble)
        self._make_room(seat, bubble)
        motion = self._motion
        usual = motion.bubble_hold() if hold is None else hold
        bubble.show_for(motion, None if hold == PENDING else usual)
        bubble.destroyed.connect(lambda *_a, s=seat, b=bubble: self._forget(s, b))

    def hold(self, seat: int, word: str) -> None:
        """``seat``'s bubble shows the bet ``word``, which waits for its answer."""
        bubble = self.bubbles.get(seat)
        if bubble is not None and bubble.held:
            self.held[seat] = word

    def keep_only(self, pending: tuple[tuple[int, str], ...]) -> None:
        """Release every held bubble whose bet is no longer pending."""
        for seat, word in list(self.held.items()):
            if word != SONG and (seat, word) not in pending:
                self._release(seat)

    def release_songs(self) -> None:
        """The envido is settled: the songs' bubbles go after a moment."""
        for seat, word in list(self.held.items()):
            if word == SONG:
                self._release(seat)

    def release_all(self) -> None:
        for seat in list(self.held):
            self._release(seat)

    def _release(self, seat: int) -> None:
        """An answered bet: its bubble stays a moment more, then goes."""
        self.held.pop(seat, None)
        bubble = self.bubbles.get(seat)
        if bubble is not None and bubble.held:
            bubble.release(self._motion)

    def held_seats(self) -> list[int]:
        return [s for s in self.held if s in self.bubbles]

    def dismiss_all(self) -> None:
        """Every bubble fades now (a new deal)."""
        for bubble in list(self.bubbles.values()):
            bubble.dismiss(self._motion)
        self.bubbles, self.held = {}, {}

    def clear(self) -> None:
        """Every bubble leaves the scene at once."""
        for bubble in list(self.bubbles.values()):
            if bubble.scene() is self._scene:
                self._scene.removeItem(bubble)
            bubble.deleteLater()
        self.bubbles, self.held = {}, {}

    def recaption(self, seat: int, caption: str) -> bool:
        """Put ``caption`` under what ``seat`` is saying now, in the same bubble (the
        winner's sung envido: what his team wins); False if he says nothing now."""
        bubble = self.bubbles.get(seat)
        if bubble is None:
            return False
        bubble.set_words(bubble.text, caption)
        self.place(seat, bubble)
        self._make_room(seat, bubble)
        return True

    def reword(self, seat: int, text: str, caption: str) -> None:
        """A held bubble's words again (another language), in the same place."""
        bubble = self.bubbles.get(seat)
        if bubble is not None and bubble.held:
            bubble.set_words(text, caption)
            self.place(seat, bubble)

    def _make_room(self, seat: int, bubble: BubbleItem) -> None:
        """A crowded table (a small window, three seats talking at once) may leave a
        bubble no free spot: then the older of two bubbles that meet goes, as a voice is
        drowned by the next one (the log keeps what was said). A bet that waits for its
        answer stays; if both wait, both stay (the placement kept them apart as it could)."""
        if self.bubbles.get(seat) is not bubble:
            return
        ink = _ink(bubble)
        order = list(self.bubbles)
        for other_seat in order:
            other = self.bubbles.get(other_seat)
            if other is None or other is bubble or other.scene() is None:
                continue
            if not any(a.intersects(b) for a in _ink(other) for b in ink):
                continue
            pair = [(other_seat, other), (seat, bubble)]
            if order.index(seat) < order.index(other_seat):
                pair.reverse()
            for going_seat, going in pair:  # the older first
                if not going.held:
                    del self.bubbles[going_seat]
                    going.dismiss(self._motion)
                    break
            if self.bubbles.get(seat) is not bubble:
                return

    def _forget(self, seat: int, bubble: BubbleItem) -> None:
        if self.bubbles.get(seat) is bubble:
            del self.bubbles[seat]
            self.held.pop(seat, None)

    def place_all(self) -> None:
        for seat, bubble in list(self.bubbles.items()):
            if self.bubbles.get(seat) is bubble:
                self.place(seat, bubble)
                self._make_room(seat, bubble)

    def place(self, seat: int, bubble: BubbleItem) -> None:
        """By the nameplate, on the side that covers least of the table (your hand, the
        other bubbles, the names, the tricks), the tail pointing at the avatar."""
        seats = self._seats
        plate = seats.plates[seat]
        rect = plate.mapRectToScene(plate.ink_rect())
        chip = plate.chip_rect()
        if chip is not None:
            rect = rect.united(plate.mapRectToScene(chip))
        body = bubble.body
        cap = bubble.caption_rect()
        caption = (cap.width(), cap.height()) if cap is not None else (0.0, 0.0)
        obstacles = list(seats.bubble_obstacles(seat))
        for other_seat, other in self.bubbles.items():
            if other is bubble or other_seat == seat or other.scene() is None:
                continue
            obstacles.append((other.mapRectToScene(other.body), 8.0))
            other_cap = other.caption_rect()
            if other_cap is not None:
                obstacles.append((other.mapRectToScene(other_cap), 8.0))
        cx, cy = seats.layout.C
        spot, shift = bubble_spot(
            rect,
            (body.width() + 10, body.height() + 12),
            caption,
            seats.bubble_room(),
            obstacles,
            QPointF(cx, cy),
            tuple(seats.bubble_anchors(seat)),
        )
        bubble.setPos(spot)
        bubble.prepareGeometryChange()
        bubble.caption_dx = shift
        bubble.tail = bubble.mapFromScene(tail_target(rect, plate.avatar_centre(), spot))
