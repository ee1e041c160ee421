"""Handlers of the play: a card played into its seat's lane, a trick decided.

A played card flies to the lane of its seat (face down if covered: only you know your
own covered card) and, when it opens a new trick, the older cards slide aside. A decided
trick marks its winning card in the team's colour and dims the others; in a parda the
tied cards, the strongest by ``view.strength``, get the parda mark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QTimer
from shiboken6 import isValid

from .card_item import CardItem
from .stage import Z_FLIGHT, Z_HAND, Z_LANE, Stage

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from collections.abc import Mapping

    from ...engine.events import CardPlayed, TrickDone
    from ...engine.view import SeatView


def _played_item(t: Stage, ev: CardPlayed, view: SeatView) -> CardItem | None:
    """The item of the card ``ev`` plays: found by its face, else yours by the index you
    clicked (a blind card), else the middle back of another seat's hand."""
    cards = t.cards.held[ev.seat] if ev.seat < len(t.cards.held) else []
    if not cards:
        return None
    item = next((c for c in cards if c.code is not None and c.code == ev.card), None)
    if item is not None:
        return item
    if ev.seat == view.seat:
        return cards[t.last_index] if 0 <= t.last_index < len(cards) else cards[0]
    return cards[len(cards) // 2]


def card_played(t: Stage, ev: CardPlayed, view: SeatView) -> int:
    item = _played_item(t, ev, view)
    if item is None:
        return 0
    m = t.motion
    seat = ev.seat
    cards = t.cards.held[seat]
    cards.remove(item)
    if ev.card is not None and (not ev.covered or seat == view.seat):
        item.set_card(ev.card)
    elif ev.covered and seat != view.seat:
        item.set_card(None)
    lanes = t.cards
    item.owner, item.trick = seat, lanes.trick
    item.lift, item.playable, item.focused, item.hover_enabled = 1.0, False, False, False
    item.unsetCursor()
    if lanes.tricks_laid != lanes.trick + 1:
        _slide_aside(t)
    lanes.lanes[seat].append(item)
    place = t.lane_place(item)
    item.setZValue(Z_FLIGHT)
    name = "play_human" if seat == 0 else "play_bot"
    end = item.animate(
        QPointF(place.x, place.y),
        place.rotation,
        not ev.covered,
        m.ms(name),
        height=place.height,
        flip_at=0.4,
        easing=name,
    )
    t.cue("covered" if ev.covered else "card", end)  # as it lands
    z = Z_LANE + 10 * lanes.trick + lanes.play_order
    lanes.play_order += 1
    if end == 0:
        item.setZValue(z)
    else:  # bound to the item: no call once it is gone
        QTimer.singleShot(end, item, lambda it=item, zz=z: it.setZValue(zz))
    # The remaining cards close the gap.
    for i, (rest, p) in enumerate(zip(cards, t.held_places(seat, len(cards)), strict=False)):
        rest.animate(
            QPointF(p.x, p.y),
            p.rotation,
            rest.face_up,
            m.ms("slide_aside"),
            height=p.height,
            easing="slide_aside",
        )
        if seat == 0:
            rest.setZValue(Z_HAND + i)
    t.hide_ghost()
    t.update_plates()
    t.mark_manilhas()
    return end


def _slide_aside(t: Stage) -> None:
    """A new trick: everybody's older cards slide aside."""
    lanes = t.cards
    lanes.tricks_laid = lanes.trick + 1
    for old in lanes.on_felt():
        place = t.lane_place(old)
        old.animate(
            QPointF(place.x, place.y),
            place.rotation,
            old.face_up,
            t.motion.ms("slide_aside"),
            easing="slide_aside",
        )


def trick_done(t: Stage, ev: TrickDone, view: SeatView) -> int:
    m = t.motion
    delay = m.ms("trick_pause")
    played = t.cards.in_trick(ev.index)
    strength = view.strength
    if m.instant:
        mark_trick(played, ev.team, ev.seat, strength, animate=False)
    else:
        QTimer.singleShot(
            delay,
            t.puck,  # bound to the table: no call once it is gone
            lambda: mark_trick(played, ev.team, ev.seat, strength, animate=True),
        )
    t.cards.trick = ev.index + 1
    return delay + m.ms("trick_mark")


def mark_trick(
    played: list[CardItem],
    team: int | None,
    seat: int | None,
    strength: Mapping[str, int],
    animate: bool,
) -> None:
    """The winner's card in its team's colour and the others dimmed; in a parda, the
    tied strongest cards marked parda. Cards gone meanwhile (a new table) are left out."""
    played = [c for c in played if isValid(c)]
    if team is None:
        faces = [c for c in played if c.code and c.face_up]
        best = max((strength.get(c.code or "", -1) for c in faces), default=None)
        for c in faces:
            if best is not None and strength.get(c.code or "") == best:
                c.parda = True
            c.update()
        return
    for c in played:
        if c.owner == seat and c.face_up:
            c.winner_team = team
            if animate:
                c.lift = 2.0
                c.setY(c.y() - 6)
        else:
            c.dimmed = True
        c.update()
