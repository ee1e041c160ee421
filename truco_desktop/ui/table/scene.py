"""``TableScene``: the felt and everything on it, an item registry plus the layout.

The scene holds the items (the cards by where they lie, in ``registry``; the nameplates,
the dealer's puck, the chips, the bubbles) and puts them where the layout says. It decides
no rule and keeps no copy of the game: every fact it shows comes from the latest
``SeatView`` passed with an event (``play_event``) or to ``reset``, and card identities
come only from the events and that view.

``play_event`` hands each engine event to its handler, chosen from one table keyed by the
event's type (``handlers``): small functions in ``deal``, ``tricks``, ``calls`` and
``hand_end`` that animate the event and say how long that takes, so the director can pace
the queue. After each event the held bubbles are made the view's pending bets. ``reset``
rebuilds the table from the view without animating (a restored match); a resize does
the same with ``relayout``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...engine.seats import seating_for
from .. import strings as S
from ..strings import fill, table, translate
from .art import CardArt, deck_folder
from .bubbles import PENDING, Talk, calling_seat, pending_calls
from .card_item import CardItem
from .chips import FeltChips, mark_manilhas, own_envido_text, vira_text
from .felt import felt_pixmap
from .fonts import ui_font
from .layout import BACK_SCALE, DECK_SCALE, HAND_SCALE, PARTNER_SCALE, SET_SCALE, Layout, Place
from .motion import Motion
from .registry import CardRegistry
from .seat_items import ChipItem, GhostItem, NameplateItem, PuckItem
from .stage import Z_HAND, Z_HOVER, Z_LANE, Z_OTHERS

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from collections.abc import Callable

    from ...engine.events import Event
    from ...engine.view import SeatView

__all__ = ["TableScene"]


class TableScene(QGraphicsScene):
    """The card table. Seat 0 (the human) sits at the bottom."""

    card_clicked = Signal(int, bool)  # index in the human's cards, covered
    card_menu = Signal(int, QPoint)  # index, screen position
    hover_changed = Signal(int)

    def __init__(self, motion: Motion, art: CardArt | None = None, parent: object = None) -> None:
        super().__init__(parent)
        self.motion = motion
        self.art = art or CardArt()
        self._players = 4
        self._variant = self.art.variant  # until a table is laid
        self.layout = Layout(1280, 800, 4)
        self._felt: QPixmap | None = None
        self._felt_key: tuple[object, ...] = ()
        self.felt_colour = "green"
        self.dpr = 1.0
        # The latest view of the human's seat: every game fact the table shows.
        self.view: SeatView | None = None
        self.cards = CardRegistry(self, self._new_card)
        self.talk = Talk(self, motion, self)
        self.chips = FeltChips(self)
        self.plates: list[NameplateItem] = []
        self.names: list[str] = []
        # The characters in the computer seats (seat -> key), shown on their plates.
        self.cast: dict[int, str] = {}
        # False while the seats are laid and no hand has been dealt on them yet.
        self.dealt = False
        # Seats whose cards lie face up at the seat (a mão de onze partner, a winner's
        # cards shown at the hand's end).
        self.shown_seats: set[int] = set()
        # The pica-pica duel on the felt: how many duels this hand has swept away.
        # Your card clicked last: a blind card has no identity to find it by.
        self.last_index = 0
        # The option "Show my envido": your envido by your cards while one may be called.
        self.own_envido_shown = True
        self.frames: list[float] = []  # frame times, for the benchmarks
        # The call bar's top (scene y) when it grows over your nameplate's place.
        self._bar_top: float | None = None
        # ``reset`` laid a hand not played yet: its deal is laid again, not gathered.
        self._fresh = False
        self.puck = PuckItem(S.dealer_word(self._variant))
        self.puck.setVisible(False)  # until a deal says who deals
        self.addItem(self.puck)
        self.ghost = GhostItem()
        self.ghost.setVisible(False)
        self.addItem(self.ghost)
        self._turn_seat: int | None = None
        # Whether your cards' key tabs fit above the call bar.
        self._tabs_fit = True
        # The señas' faces on the felt (the table adds them): bubbles keep clear of them.
        self.faces: list[QGraphicsItem] = []
        self._playable: set[int] = set()
        self._focus: int | None = None
        # What the table's widget shows over the felt (the Señas button), in scene
        # coordinates: bubbles keep clear of it. None: nothing.
        self.covers: Callable[[], list[QRectF]] | None = None
        # Where the handlers' sound cues go (``ui/sound.TableSounds.cue``); None: silence.
        self.on_cue: Callable[[str, int], None] | None = None

    # ------------------------------------------------------------------ the registry
    @property
    def players(self) -> int:
        return self._players

    @players.setter
    def players(self, players: int) -> None:
        self.set_seats(players, self._variant)

    @property
    def variant(self) -> str:
        """The variant's deck and words (card art, call words): presentation only."""
        return self._variant

    @variant.setter
    def variant(self, variant: str) -> None:
        self.set_seats(self._players, variant)

    @property
    def held(self) -> list[list[CardItem]]:
        return self.cards.held

    @property
    def lanes(self) -> list[list[CardItem]]:
        return self.cards.lanes

    @property
    def bubbles(self) -> dict[int, object]:
        return self.talk.bubbles  # type: ignore[return-value]

    @property
    def top_chip(self) -> ChipItem:
        return self.chips.top

    @property
    def shown_chips(self) -> list[ChipItem]:
        return self.chips.shown

    @property
    def manilhas(self) -> frozenset[str]:
        """The hand's manilhas, as the view says."""
        return frozenset(self.view.manilhas) if self.view is not None else frozenset()

    def _all_cards(self) -> list[CardItem]:
        return self.cards.all()

    def _new_card(self, code: str | None, height: float, face_up: bool = False) -> CardItem:
        item = CardItem(self.art, height, code, face_up)
        item.clicked.connect(self._on_card_clicked)
        item.context_requested.connect(self._on_card_menu)
        item.hovered.connect(self._on_card_hover)
        self.addItem(item)
        return item

    # ------------------------------------------------------------------ setup
    def set_art(self, art: CardArt) -> None:
        self.art = art
        self.layout = Layout(self.layout.win_w, self.layout.win_h, self._players, art.aspect)
        for item in self.cards.all():
            item.set_art(art)
        self.relayout()

    def use_variant_art(self, variant: str) -> None:
        """Switch to the deck of ``variant`` (Spanish or French), keeping style and colours."""
        if deck_folder(variant, self.art.four_colour) != self.art.folder:
            self.set_art(CardArt(variant, self.art.style, self.art.four_colour))

    def _register_sizes(self) -> None:
        """Card pictures are rendered at the heights cards rest at, and only those."""
        H = self.layout.H
        heights = [H, HAND_SCALE * H, BACK_SCALE[self._players] * H, DECK_SCALE * H]
        heights += [PARTNER_SCALE * H, SET_SCALE * H]
        self.art.set_sizes(heights)

    def resize_to(self, w: float, h: float, dpr: float = 1.0) -> None:
        self.dpr = dpr
        self.setSceneRect(0, 0, w, h)
        self.layout = Layout(w, h, self._players, self.art.aspect)
        self._check_felt()
        self.relayout()

    def _felt_state(self) -> tuple[object, ...]:
        L = self.layout
        return (L.win_w, L.win_h, L.players, self.dpr, self.felt_colour)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        key = self._felt_state()
        if self._felt is None or self._felt_key != key:
            self._felt = felt_pixmap(self.layout, self.dpr, self.felt_colour)
            self._felt_key = key
        painter.drawPixmap(QPointF(0, 0), self._felt)

    def _check_felt(self) -> None:
        """The printed oval follows H: repaint the cached felt when the layout changed."""
        if self._felt_state() != self._felt_key:
            self._felt = None
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _lay(self, players: int, variant: str) -> None:
        """The seats for ``players`` in ``variant``'s deck, with nothing on the table.

        Everything of the old seats goes first (cards, bubbles, nameplates, the puck and
        its slide), so no item of a table with other rules outlives the change."""
        self.cards.clear(players)
        self.talk.clear()
        self.chips.clear_shown()
        for plate in self.plates:
            if plate.scene() is self:
                self.removeItem(plate)
        self.plates = []
        self.puck.stop()
        self.puck.setVisible(False)  # until a deal says who deals
        self.dealt = False
        self.shown_seats = set()
        self._players, self._variant = players, variant
        self.use_variant_art(variant)
        self.layout = Layout(self.layout.win_w, self.layout.win_h, players, self.art.aspect)
        self._check_felt()
        self.names = S.seat_names(players, self.cast)
        teams = seating_for(players).teams
        if players == 3:  # the gallo's table before a deal: the sides are not known yet
            teams = (0, 1, 1)
        for seat in range(players):
            face = self.cast.get(seat)
            plate = NameplateItem(
                seat, self.names[seat], teams[seat], self.layout.small_plates, face
            )
            self.addItem(plate)
            self.plates.append(plate)
        self.retranslate_puck()

    def retranslate_puck(self) -> None:
        self.puck.set_caption(S.dealer_word(self._variant))

    def retranslate(self) -> None:
        """Words drawn on the table, again in the current language (LanguageChange)."""
        self.names = S.seat_names(self._players, self.cast)
        for plate, name in zip(self.plates, self.names, strict=False):
            plate.set_name(name)
        self.retranslate_puck()
        # A call still awaiting its answer keeps its bubble: its words, in the new language.
        view = self.view
        if view is not None:
            from .calls import said_as, worth_caption

            for seat, word in list(self.talk.held.items()):
                self.talk.reword(seat, said_as(view, seat, word), worth_caption(view, word))
        self.update_plates()
        self.place_chips()
        self.update()

    def set_cast(self, cast: Mapping[int, str]) -> None:
        """The characters of the match on the table (seat -> key): their names and faces
        on the plates now, and on the plates of every later lay of the seats."""
        self.cast = dict(cast)
        self.names = S.seat_names(self._players, self.cast)
        for plate, name in zip(self.plates, self.names, strict=False):
            plate.set_name(name)
            plate.set_face(self.cast.get(plate.seat))
        if self.plates:
            self._place_plates()

    def prepare(self, view: SeatView) -> None:
        """The seats of a new table at once, before any card is drawn (``reset`` follows)."""
        self.view = view
        self.set_seats(view.players, view.variant)

    def set_seats(self, players: int, variant: str) -> None:
        """The table laid for ``players`` with no card yet: the first frame at start-up,
        and what shows behind the question whether to continue a saved match. The
        dealer's puck waits for the first deal to say who deals."""
        if players != self._players or variant != self._variant or not self.plates:
            self._lay(players, variant)
            self.update_plates()
            self.relayout()

    def begin_deal(self, players: int, variant: str) -> bool:
        """A new deal on these seats, laid afresh if they changed (or ``reset`` laid the
        deal already): True when there are no cards of an earlier hand to gather."""
        fresh = (
            not self.plates or players != self._players or variant != self._variant or self._fresh
        )
        self._fresh = False
        if fresh:
            self._lay(players, variant)
            self._place_plates()
        self.dealt = True
        return fresh

    def reset(self, view: SeatView) -> None:
        """Rebuild the whole table from the human's view, without animation."""
        # What the table does with a deal is imported with the first deal, not before the
        # first paint (the start-up's CPU time, benchmarks/ui_figures.md).
        from .calls import said_as, worth_caption
        from .deal import held_codes, stock_in_play
        from .tricks import mark_trick

        self.view = view
        self._lay(view.players, view.variant)
        self._fresh = not view.history
        self.dealt = True
        self.shown_seats = {seat for seat, _cards in view.partner_cards}
        cards = self.cards
        for seat in range(self._players):
            codes = held_codes(view, seat)
            cards.held[seat] = [self._new_card(c, 10, c is not None) for c in codes]
        tricks = [*view.finished_tricks]
        if view.current_trick:
            tricks.append(view.current_trick)
        order = 0
        for t, trick in enumerate(tricks):
            for played in trick:
                item = self._new_card(played.card, 10, not played.covered)
                item.owner, item.trick = played.seat, t
                item.setZValue(Z_LANE + 10 * t + order)
                order += 1
                cards.lanes[played.seat].append(item)
        cards.trick = len(view.finished_tricks)
        cards.tricks_laid = len(tricks) if view.current_trick else max(1, len(tricks))
        cards.play_order = order
        for t, (team, winner) in enumerate(view.trick_results):
            mark_trick(cards.in_trick(t), team, winner, view.strength, animate=False)
        if stock_in_play(view):
            cards.stock = [self._new_card(None, 10) for _ in range(3)]
        cards.vira = self._new_card(view.vira, 10, True) if view.vira else None
        cards.sets = [[self._new_card(c, 10, True) for c in s] for s in view.discarded_sets]
        if view.gallo is not None and view.discard_done:
            # AR-GALLO-3: the gallo's discard lies face down, out of the hand.
            cards.given = [self._new_card(None, 10)]
        self.relayout()
        self.update_plates()
        self.mark_manilhas()
        # A bet that waits for its answer shows its caller's bubble.
        for seat, word in pending_calls(view):
            text, tone = said_as(view, seat, word), S.tone(word)
            self.say(seat, text, tone, worth_caption(view, word), PENDING)
            self.talk.hold(seat, word)
        self._sync_calls(view)

    # ------------------------------------------------------------------ events
    def play_event(self, event: Event, view: SeatView | None) -> int:
        """Animate one event with its handler; the time (ms) it takes. ``view`` is the
        human seat's latest view (None: the one passed last still holds)."""
        from .deal import hand_started  # with the first deal, as in `reset`
        from .handlers import handler_for

        if view is not None:
            self.view = view
        handler = handler_for(event)
        if handler is not hand_started:
            self._fresh = False
        view = self.view
        if handler is None or view is None:
            return 0
        ms = handler(self, event, view)
        self._sync_calls(view)
        self.place_envido()
        return ms

    def _sync_calls(self, view: SeatView) -> None:
        """The bubbles held up are the view's pending bets; the awaited caller's ring."""
        self.talk.keep_only(pending_calls(view))
        self.set_calling(calling_seat(view))

    def cue(self, sound: str, at: int) -> None:
        """The sound of what happens ``at`` ms from now, a card landing (``ui/sound.py``)."""
        if self.on_cue is not None:
            self.on_cue(sound, at)

    def remember_index(self, index: int) -> None:
        """The human's clicked card (a blind card has no identity to find it by)."""
        self.last_index = index

    # ------------------------------------------------------------------ bubbles
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

    # ------------------------------------------------------------------ placement
    def relayout(self) -> None:
        """Put every item where the layout says, at once (a resize never animates)."""
        L = self.layout
        cards = self.cards
        self._check_felt()
        self._register_sizes()
        for seat, held in enumerate(cards.held[: self._players]):
            for i, (item, place) in enumerate(
                zip(held, self.held_places(seat, len(held)), strict=False)
            ):
                self._jump(item, place, Z_HAND + i if seat == 0 else Z_OTHERS)
        for item in cards.on_felt():
            self._jump(item, self.lane_place(item), item.zValue())
        sp = L.stock_place()
        for i, item in enumerate(cards.stock):
            self._jump(item, Place(sp.x + i, sp.y - i, 0, sp.height), Z_OTHERS + 5 + i)
        if cards.vira is not None:
            self._jump(cards.vira, L.vira_place(), Z_OTHERS + 4)
        for k, set_cards in enumerate(cards.sets):
            for item, place in zip(set_cards, L.set_places(k, len(set_cards)), strict=False):
                self._jump(item, place, Z_OTHERS + 1)
        given = L.given_place(len(cards.sets))
        for i, item in enumerate(cards.given):
            self._jump(item, Place(given.x + i, given.y - i, 0, given.height), Z_OTHERS + 2)
        self._place_plates()
        self.place_puck(animate=False)
        self.place_chips()
        self._place_ghost()
        self.talk.place_all()

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
        blocked = self._envido_obstacles() + hand + [mine]
        for left, cy in spots:
            # A sliver of a neighbour's edge (4 px) may be touched, not more.
            rect = QRectF(left + 4, cy - ink.height() / 2 + 4, ink.width() - 8, ink.height() - 8)
            if not any(rect.intersects(other) for other in blocked):
                self.chips.place_envido(text, left, cy)
                return
        self.chips.place_envido(text, *spots[0])

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

    # ------------------------------------------------------------------ interaction state
    def set_turn(self, seat: int | None, playing: bool) -> None:
        """The seat that must act (gold ring); ``playing``: it is about to play a card."""
        self._turn_seat = seat
        for plate in self.plates:
            plate.set_state(turn=plate.seat == seat)
        self.ghost.setVisible(False)
        if seat is not None and playing:
            self._place_ghost()

    def hide_ghost(self) -> None:
        self.ghost.setVisible(False)

    def _place_ghost(self) -> None:
        seat = self._turn_seat
        if seat is None or not self.plates or seat >= len(self.plates):
            self.ghost.setVisible(False)
            return
        lanes = self.cards.lanes
        if seat < len(lanes) and any(c.trick == self.cards.trick for c in lanes[seat]):
            self.ghost.setVisible(False)
            return
        L = self.layout
        x, y = L.lane_anchor(seat)
        self.ghost.set_slot(
            L.width_of(L.H), L.H, self.names[seat] if seat else translate("seats", "You")
        )
        self.ghost.setPos(x, y)
        self.ghost.setVisible(True)

    def set_playable(self, indices: set[int]) -> None:
        self._playable = set(indices)
        mine = self.cards.held[0] if self.cards.held else []
        for item in self.cards.all():
            if item.key_label and item not in mine:
                item.set_key("", False)  # played, gathered: no longer yours to play
        for i, item in enumerate(mine):
            on = i in self._playable
            # The key that plays it, under each of your cards: bright when it may be played.
            # (The gallo's fourth card takes key 4 while he discards.)
            item.set_key(str(i + 1) if i < 4 and self._tabs_fit else "", on)
            item.playable = on
            item.hover_enabled = on
            if on:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                item.unsetCursor()
            item.update()

    def set_focus_index(self, index: int | None) -> None:
        self._focus = index
        for i, item in enumerate(self.cards.held[0] if self.cards.held else []):
            item.focused = i == index
            item.update()

    def set_calling(self, seat: int | None) -> None:
        for plate in self.plates:
            plate.set_state(calling=plate.seat == seat)

    def update_plates(self) -> None:
        """Each nameplate's second line (role, cards in hand) and the mano's chip."""
        view = self.view
        dealt = self.dealt and view is not None and len(view.teams) == self._players
        lead = view.lead_mano if dealt and view is not None else None
        # AR-GALLO-1: the hand's sides (the gallo against the pair), from the view.
        gallo = view.gallo if dealt and view is not None else None
        teams = view.teams if dealt and view is not None else None
        mano = S.mano_word(self._variant)
        held = self.cards.held
        partner = translate("seats", "Partner")
        # The hand's sides; before the first deal the usual seating (at the gallo's
        # table nobody is a partner until a deal picks the gallo, AR-GALLO-1).
        sides = teams
        if sides is None and self._players != 3:
            sides = seating_for(self._players).teams
        for seat, plate in enumerate(self.plates):
            n = len(held[seat]) if seat < len(held) else 0
            if teams is not None:  # your side in your colour, whichever the engine's
                plate.set_team(0 if teams[seat] == teams[0] else 1)
            # A small plate has no second line: the word goes under a partner's name.
            # At four the partner is the seat across (the regular plate says it too);
            # there the tag under the top seat's name would take the side seats'
            # bubbles' place in a small window. At three, six and eight it tells who.
            mine = sides is not None and seat != 0 and sides[seat] == sides[0]
            plate.set_state(role=partner if mine and self._players != 4 else "")
            if not self.dealt:  # laid before the first deal: nobody holds cards yet
                sub = "" if seat == 0 else S.seat_role(self._players, seat)
            elif seat == 0:
                sub = table.tr("%n cards", None, n)
                if seat == gallo:
                    #: Your nameplate's line when you are the gallo: %1 is "4 cards".
                    sub = fill(translate("table", "Gallo · %1"), sub)
            else:
                role = S.seat_role(self._players, seat, teams, gallo)
                count = table.tr("%n cards", None, n)
                #: A nameplate's second line: %1 is Partner or Opponent, %2 "3 cards".
                sub = fill(translate("table", "%1 · %2"), role, count)
            plate.set_state(subtitle=sub, mano=self._chip_words(seat, lead, gallo, mano))
        self._place_plates()

    @staticmethod
    def _chip_words(seat: int, lead: int | None, gallo: int | None, mano: str) -> str:
        """The gold chip on a plate: the mano's word, the gallo's (AR-GALLO-1), or both."""
        words = [mano] if seat == lead else []
        if seat == gallo:
            #: The chip on the gallo's nameplate (AR-GALLO-1); most languages keep the word.
            words.append(translate("table", "Gallo"))
        return fill(translate("table", "%1 · %2"), *words) if len(words) == 2 else "".join(words)

    # ------------------------------------------------------------------ input
    def _your_index(self, item: CardItem) -> int | None:
        held = self.cards.held[0] if self.cards.held else []
        return held.index(item) if item in held else None

    def _on_card_clicked(self, item: CardItem, modifiers: object) -> None:
        index = self._your_index(item)
        if index is not None:
            covered = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)  # type: ignore[operator]
            self.card_clicked.emit(index, covered)

    def _on_card_menu(self, item: CardItem, pos: QPoint) -> None:
        index = self._your_index(item)
        if index is not None:
            self.card_menu.emit(index, pos)

    def _on_card_hover(self, item: CardItem, inside: bool) -> None:
        i = self._your_index(item)
        if i is None:
            return
        place = self.layout.hand_places(len(self.cards.held[0]))[i]
        lift = 0.08 * self.layout.H if inside else 0.0
        item.lift = 2.4 if inside else 1.6
        item.setZValue(Z_HOVER if inside else Z_HAND + i)
        item.animate(
            QPointF(place.x, place.y - lift),
            place.rotation,
            item.face_up,
            self.motion.ms("hover_in" if inside else "hover_out"),
            easing="hover_in",
        )


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
