"""The speech bubbles by the nameplates, and which of them stay up.

Every call, answer and song appears in a bubble by the speaker's nameplate. A bet that
waits for its answer keeps its bubble up: after every event the held bubbles are made
exactly the bets the view says are pending (``pending_calls``), so a bubble never outlives
its answer and never goes while its call still waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from .bubble_item import BubbleItem
from .layout import Layout
from .motion import Motion
from .seat_items import NameplateItem

if TYPE_CHECKING:  # the engine's view loads with the first deal
    from ...engine.view import SeatView

PENDING = -1  # a bubble hold meaning "until the call is answered"


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
    """Where the bubbles go: by the nameplates, inside the table."""

    layout: Layout
    plates: list[NameplateItem]


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
        bubble = BubbleItem(text, tone, caption, self._seats.layout.compact, QPointF(0, 0))
        self._scene.addItem(bubble)
        self.bubbles[seat] = bubble
        self.place(seat, bubble)
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
            if (seat, word) not in pending:
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
        return True

    def reword(self, seat: int, text: str, caption: str) -> None:
        """A held bubble's words again (another language), in the same place."""
        bubble = self.bubbles.get(seat)
        if bubble is not None and bubble.held:
            bubble.set_words(text, caption)
            self.place(seat, bubble)

    def _forget(self, seat: int, bubble: BubbleItem) -> None:
        if self.bubbles.get(seat) is bubble:
            del self.bubbles[seat]
            self.held.pop(seat, None)

    def place_all(self) -> None:
        for seat, bubble in self.bubbles.items():
            self.place(seat, bubble)

    def place(self, seat: int, bubble: BubbleItem) -> None:
        """On the table side of the nameplate, the tail pointing at the avatar."""
        L = self._seats.layout
        plate = self._seats.plates[seat]
        avatar = plate.avatar_centre()
        cx, _cy = L.C
        body = bubble.body
        pr = plate.sceneBoundingRect()
        if seat == 0:
            x = pr.center().x()
            y = pr.top() - body.height() / 2 - 22
        elif abs(L.seat_centre(seat)[0] - cx) < 1:
            x = pr.right() + body.width() / 2 + 16
            y = pr.center().y() + body.height() / 2 + 10
        else:
            side = 1 if L.seat_centre(seat)[0] > cx else -1
            x = pr.center().x() - side * (pr.width() / 2 + body.width() / 2 - 10)
            y = pr.top() - body.height() / 2 - 4
        t = L.table
        x = min(max(x, body.width() / 2 + 8), t.w - body.width() / 2 - 8)
        y = min(max(y, body.height() / 2 + 8), t.h - body.height() / 2 - 30)
        bubble.setPos(x, y)
        bubble.prepareGeometryChange()
        bubble.tail = bubble.mapFromScene(avatar)
