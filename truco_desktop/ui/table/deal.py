"""Handlers of the deal: a hand dealt, a pica-pica duel begun, a Mineiro set chosen.

The cards go round in the view's order (``view.deal_order``, one by one or in packets as
``view.deal_style`` says); your cards and the partner's shown in a mão de onze
(``view.partner_cards``) turn up; the stock lies on the felt when the view has a vira or
sets to draw (``view.max_sets``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QTimer

from truco_desktop.ui.words import strings as S

from .card_item import CardItem
from .layout import DECK_SCALE, SET_SCALE
from .stage import Z_FLIGHT, Z_HAND, Z_OTHERS, Stage

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from ...engine.events import Discarded, DuelStarted, HandStarted, SetChosen
    from ...engine.view import SeatView


def stock_in_play(view: SeatView) -> bool:
    """Whether the undealt cards lie on the felt: a vira is turned from them (Paulista)
    or new sets are drawn from them (Mineiro's set choice)."""
    return view.vira is not None or view.max_sets > 0


def held_codes(view: SeatView, seat: int) -> list[str | None]:
    """What ``seat``'s cards show you: yours, a partner's shown, or backs."""
    if seat == view.seat:
        return list(view.cards) if not view.blind else [None] * view.card_counts[seat]
    shown = dict(view.partner_cards)
    if seat in shown:
        return list(shown[seat])
    return [None] * view.card_counts[seat]


def hand_started(t: Stage, ev: HandStarted, view: SeatView) -> int:
    m = t.motion
    old = t.cards.all()
    if t.begin_deal(view.players, view.variant):
        old = []
    L = t.layout
    # Last hand's cards gather to the new dealer, turning face down halfway.
    dx, dy = L.seat_centre(ev.dealer)
    cx, cy = L.C
    src = QPointF(dx + (cx - dx) * 0.25, dy + (cy - dy) * 0.25)
    gather_ms = 0
    for k, item in enumerate(old):
        item.setZValue(Z_FLIGHT + k)
        if not item.face_up:
            item.set_card(None)
        end = item.animate(
            src,
            0,
            False,
            m.ms("gather"),
            delay=k * m.ms("gather_gap"),
            easing="gather",
            height=L.back_height(),
        )
        gather_ms = max(gather_ms, end)
    t.cards.doom(old, gather_ms)
    if old:
        t.cue("gather", 0)
    t.cue("shuffle", gather_ms)
    t.talk.dismiss_all()
    t.chips.clear_shown()
    t.cards.empty(t.players)
    t.shown_seats = {seat for seat, _cards in view.partner_cards}
    t.update_plates()
    t.place_puck(animate=bool(old))
    if stock_in_play(view):
        t.cards.stock = [t.cards.new(None, DECK_SCALE * L.H) for _ in range(3)]
        sp = L.stock_place()
        for i, item in enumerate(t.cards.stock):
            item.setPos(sp.x + i, sp.y - i)
            item.setZValue(Z_OTHERS + 5 + i)
    landed = _deal_round(t, view, src, gather_ms)
    t.update_plates()  # the nameplates count the cards just dealt
    end = _reveal(t, view, landed)
    if ev.vira:
        vira = t.cards.new(ev.vira, DECK_SCALE * L.H)
        vp = L.vira_place()
        vira.setPos(vp.x, vp.y)
        vira.setRotation(90)
        vira.setZValue(Z_OTHERS + 4)
        t.cards.vira = vira
        turned = vira.animate(QPointF(vp.x, vp.y), 90, True, m.ms("vira"), delay=landed)
        t.cue("card", turned)
        end = max(end, turned)
    t.place_chips()
    t.mark_manilhas()
    return end


def _deal_round(t: Stage, view: SeatView, src: QPointF, start: int) -> int:
    """The cards fly face down from the dealer in the view's order; when the last lands."""
    m, L = t.motion, t.layout
    codes = {seat: held_codes(view, seat) for seat in range(t.players)}
    packets = view.deal_style == "packets"
    landed = start
    for n, (seat, i) in enumerate(view.deal_order):
        code = codes[seat][i] if i < len(codes[seat]) else None
        item = t.cards.new(code, L.back_height())
        item.setPos(src)
        item.setZValue(Z_FLIGHT + 40 + n)
        t.cards.held[seat].append(item)
        if packets:
            delay = start + (n // 3) * m.ms("packet_gap") + (n % 3) * m.ms("packet_card_gap")
        else:
            delay = start + n * m.ms("deal_gap")
        # Three cards a seat; the gallo's four (AR-GALLO-3) lie in a fan of four.
        place = t.held_places(seat, max(3, len(codes[seat]), i + 1))[i]
        end = item.animate(
            QPointF(place.x, place.y),
            place.rotation,
            False,
            m.ms("deal"),
            delay=delay,
            height=place.height,
            easing="deal",
        )
        t.cue("deal", end)
        landed = max(landed, end)
    for seat, cards in enumerate(t.cards.held):
        for i, item in enumerate(cards):
            item.setZValue(Z_HAND + i if seat == 0 else Z_OTHERS)
    return landed


def _reveal(t: Stage, view: SeatView, start: int) -> int:
    """Your cards (and a partner's shown in a mão de onze) turn up, left to right."""
    m = t.motion
    end = start
    for seat in [view.seat, *(s for s, _c in view.partner_cards)]:
        cards = t.cards.held[seat]
        for i, item in enumerate(cards):
            if item.code is None:
                continue
            place = t.held_places(seat, len(cards))[i]
            end = max(
                end,
                item.animate(
                    QPointF(place.x, place.y),
                    place.rotation,
                    True,
                    m.ms("reveal"),
                    delay=start + i * m.ms("reveal_gap"),
                    height=place.height,
                    flip_at=0.5,
                    easing="reveal",
                ),
            )
    return end


def duel_started(t: Stage, ev: DuelStarted, view: SeatView) -> int:
    """A pica-pica duel: the last duel's cards are swept to the dealer."""
    if not t.plates:
        return 0
    m, L = t.motion, t.layout
    end = 0
    old = t.cards.on_felt()
    if old:
        x, y = L.seat_centre(view.dealer)
        for k, item in enumerate(old):
            item.setZValue(Z_FLIGHT + k)
            flight = item.animate(
                QPointF(x, y),
                0,
                False,
                m.ms("gather"),
                delay=k * m.ms("gather_gap"),
                easing="gather",
            )
            end = max(end, flight)
        t.cue("gather", 0)
        t.cards.doom(old, end)
        t.cards.lanes = [[] for _ in range(t.players)]
        t.cards.new_round()
    t.update_plates()
    t.place_chips()
    return end


def set_chosen(t: Stage, ev: SetChosen, view: SeatView) -> int:
    """MI-DEAL-2: the mão keeps his set, discards it face up, or gives it to his partner;
    unless he keeps it, three new cards come from the stock."""
    m = t.motion
    t.say(ev.seat, S.spoken(t.variant, ev.choice), "neutral", "")
    if ev.choice == "keep_set":
        return m.ms("call_pause")
    end = _discard(t, ev) if ev.choice == "discard_set" else _give(t, ev.seat, view)
    # Three new cards from the stock to the mão.
    end = _draw(t, ev.seat, view, end)
    t.place_chips()
    t.update_plates()
    t.mark_manilhas()
    return end


def discarded(t: Stage, ev: Discarded, view: SeatView) -> int:
    """AR-GALLO-3: the gallo puts one of his four cards away, face down, out of the game.

    Only the gallo's own table knows which card (``ev.card``); everybody else sees a card
    leave his hand face down. His three kept cards close up.
    """
    m, L = t.motion, t.layout
    held = t.cards.held[ev.seat]
    if not held:
        return 0
    index = next(
        (i for i, item in enumerate(held) if ev.card is not None and item.code == ev.card),
        len(held) - 1,
    )
    item = held.pop(index)
    item.set_card(None)
    place = L.given_place(len(t.cards.sets))
    end = item.animate(
        QPointF(place.x, place.y), 0, False, m.ms("play_bot"), height=SET_SCALE * L.H
    )
    t.cards.given.append(item)
    t.update_plates()  # "Gallo · 3 cards"
    for kept, p in zip(held, t.held_places(ev.seat, len(held)), strict=False):
        end = max(
            end,
            kept.animate(
                QPointF(p.x, p.y),
                p.rotation,
                kept.code is not None,
                m.ms("play_bot"),
                height=p.height,
            ),
        )
    return end


def _discard(t: Stage, ev: SetChosen) -> int:
    """The mão's set goes out of play, face up."""
    m, L = t.motion, t.layout
    old = t.cards.held[ev.seat]
    places = L.set_places(len(t.cards.sets), len(old))
    end = 0
    for item, code, place in zip(old, ev.shown, places, strict=False):
        item.set_card(code)
        item.setZValue(Z_OTHERS + 1)
        flight = item.animate(
            QPointF(place.x, place.y),
            0,
            True,
            m.ms("play_bot"),
            height=place.height,
            flip_at=0.4,
        )
        end = max(end, flight)
    t.cards.sets.append(old)
    return end


def _give(t: Stage, seat: int, view: SeatView) -> int:
    """The partner's old set leaves the game face down; the mão's set goes to him."""
    m, L = t.motion, t.layout
    partner = view.partners_of(seat)[0]
    out = t.cards.held[partner]
    place = L.set_places(len(t.cards.sets), 1)[0]
    end = 0
    for i, item in enumerate(out):
        item.set_card(None)
        flight = item.animate(
            QPointF(place.x + i, place.y - i),
            0,
            False,
            m.ms("play_bot"),
            height=SET_SCALE * L.H,
        )
        end = max(end, flight)
    t.cards.given.extend(out)
    codes = held_codes(view, partner) if partner == view.seat else []
    given = t.cards.held[seat]
    for i, item in enumerate(given):
        item.set_card(codes[i] if i < len(codes) else None)
    t.cards.held[partner] = given
    for item, p in zip(given, t.held_places(partner, len(given)), strict=False):
        flight = item.animate(
            QPointF(p.x, p.y),
            p.rotation,
            item.code is not None,
            m.ms("play_bot"),
            height=p.height,
        )
        end = max(end, flight)
    return end


def _draw(t: Stage, seat: int, view: SeatView, start: int) -> int:
    m, L = t.motion, t.layout
    sp = L.stock_place()
    codes = held_codes(view, seat) if seat == view.seat else [None, None, None]
    fresh: list[CardItem] = []
    for i in range(3):
        item = t.cards.new(codes[i] if i < len(codes) else None, sp.height)
        item.setPos(sp.x, sp.y)
        item.setZValue(Z_FLIGHT + i)
        fresh.append(item)
    t.cards.held[seat] = fresh
    end = start
    for i, (item, p) in enumerate(zip(fresh, t.held_places(seat, 3), strict=False)):
        end = max(
            end,
            item.animate(
                QPointF(p.x, p.y),
                p.rotation,
                item.code is not None,
                m.ms("deal"),
                delay=end + i * m.ms("packet_card_gap"),
                height=p.height,
            ),
        )
        t.cue("deal", end)
        z = Z_HAND + i if seat == 0 else Z_OTHERS
        QTimer.singleShot(end, item, lambda it=item, zz=z: it.setZValue(zz))
    return end
