"""Handler of the hand's end: the calls are over, and the hands the rules reveal
(``view.shown_cards``: the envido and flor winners', D-8) turn up at their seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from .chips import shown_caption
from .stage import Z_OTHERS, Stage

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from ...engine.events import HandOver
    from ...engine.view import SeatView


def hand_over(t: Stage, ev: HandOver, view: SeatView) -> int:
    t.talk.release_all()
    t.set_turn(None, False)
    end = t.motion.ms("trick_pause")
    for seat, cards in view.shown_cards:
        if seat != view.seat and seat < t.players:
            end = max(end, show_cards(t, seat, cards, shown_caption(view, seat)))
    return end


def show_cards(t: Stage, seat: int, cards: tuple[str, ...], caption: str) -> int:
    """Lay ``seat``'s dealt cards face up at the seat, with what they were worth."""
    m, L = t.motion, t.layout
    old = t.cards.held[seat]
    x, y = L.seat_centre(seat)
    for item in old:
        item.animate(QPointF(x, y), item.rotation(), False, m.ms("slide_aside"))
    t.cards.doom(old, m.ms("slide_aside"))
    t.shown_seats.add(seat)
    places = L.shown_places(seat, len(cards))
    fresh = []
    end = 0
    for i, (code, place) in enumerate(zip(cards, places, strict=False)):
        item = t.cards.new(code, place.height)
        item.setPos(x, y)
        item.setRotation(L.theta(seat))
        item.setZValue(Z_OTHERS + 10 + i)
        item.gold_hairline = True
        fresh.append(item)
        flight = item.animate(
            QPointF(place.x, place.y),
            0,
            True,
            m.ms("play_bot"),
            delay=i * m.ms("reveal_gap"),
            height=place.height,
            flip_at=0.5,
        )
        end = max(end, flight)
    t.cards.held[seat] = fresh
    t.mark_manilhas()
    t.chips.add_shown(caption, places, x, y, L.H)
    return end
