"""``TableScene``: the felt and everything on it, driven by the engine's events.

The scene shows state and emits intent (``card_clicked``); it decides no rule. Each
``play_*`` method animates one engine event and returns how long that takes, so the
director can pace the queue. ``reset`` rebuilds the table from the human's view without
animating (a restored match, a resize does the same with ``relayout``). Card identities
come only from the events and the human's ``SeatView``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from ... import engine
from ...engine.actions import FAMILY
from ...engine.cards import rank_of
from ...engine.seats import team_of
from .. import strings as S
from ..strings import fill, table, translate
from .art import CardArt, deck_folder
from .bubble_item import BubbleItem
from .card_item import CardItem
from .felt import felt_pixmap
from .layout import BACK_SCALE, DECK_SCALE, HAND_SCALE, PARTNER_SCALE, SET_SCALE, Layout, Place
from .motion import Motion
from .seat_items import ChipItem, GhostItem, NameplateItem, PuckItem

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from ...engine.events import (
        Called,
        CardPlayed,
        DuelStarted,
        EnvidoSung,
        Event,
        HandOver,
        HandStarted,
        SetChosen,
        TrickDone,
    )
    from ...engine.ladders import Rung
    from ...engine.view import SeatView

Z_LANE, Z_OTHERS, Z_HAND, Z_HOVER, Z_FLIGHT = 100, 200, 300, 350, 600


class TableScene(QGraphicsScene):
    """The card table. Seat 0 (the human) sits at the bottom."""

    card_clicked = Signal(int, bool)  # index in the human's cards, covered
    card_menu = Signal(int, QPoint)  # index, screen position
    hover_changed = Signal(int)

    def __init__(self, motion: Motion, art: CardArt | None = None, parent: object = None) -> None:
        super().__init__(parent)
        self.motion = motion
        self.art = art or CardArt()
        self.variant = "argentino"
        self.players = 4
        self.layout = Layout(1280, 800, 4)
        self._felt: QPixmap | None = None
        self.felt_colour = "green"
        self.dpr = 1.0
        self.held: list[list[CardItem]] = []
        # False while the seats are laid and no hand has been dealt on them yet.
        self.dealt = False
        self.lanes: list[list[CardItem]] = []
        self.stock: list[CardItem] = []
        self.vira: CardItem | None = None
        self.sets: list[list[CardItem]] = []
        self.given: list[CardItem] = []
        self.plates: list[NameplateItem] = []
        self.bubbles: dict[int, BubbleItem] = {}
        # The call bar's top (scene y) when it grows over your nameplate's place.
        self._bar_top: float | None = None
        self.trick = 0
        self.tricks_laid = 1
        self.play_order = 0
        self.dealer = 0
        self.mano = 0
        self.kind = "normal"
        self.active: tuple[int, ...] = ()
        self.duel = 0
        self.partner_shown = False
        # Seats whose cards lie face up at the seat (a mão de onze partner, a winner's
        # cards shown at the hand's end).
        self.shown_seats: set[int] = set()
        self.strength: dict[str, int] = {}
        self.names: list[str] = []
        self._doomed: list[CardItem] = []
        self.shown_chips: list[ChipItem] = []
        self._shown_caption: dict[int, str] = {}
        # Seats whose bet awaits an answer, oldest first: their bubbles stay up.
        self._pending_calls: list[tuple[int, str]] = []
        # The hand's manilhas, strongest first (view.manilhas): fixed ones (Mineiro) carry
        # a star, those that follow the vira (Paulista) a hint.
        self.manilha_order: tuple[str, ...] = ()
        self.manilhas: frozenset[str] = frozenset()
        self.manilhas_fixed = True
        self.manilha_hints = True
        # The truco ladder of these rules (view.ladder): the captions of the calls.
        self.ladder: tuple[Rung, ...] = ()
        # A six-player hand played as duels (view.pica).
        self.pica = False
        self.frames: list[float] = []  # frame times, for the benchmarks
        self.puck = PuckItem(translate("table", "DEALER"))
        self.puck.setVisible(False)  # until a deal says who deals
        self.addItem(self.puck)
        self.ghost = GhostItem()
        self.ghost.setVisible(False)
        self.addItem(self.ghost)
        self.vira_chip = ChipItem()
        self.sets_chip = ChipItem()
        self.top_chip = ChipItem(gold=True)
        self.partner_chip = ChipItem(gold=True)
        for chip in (self.vira_chip, self.sets_chip, self.top_chip, self.partner_chip):
            chip.setVisible(False)
            self.addItem(chip)
        self._turn_seat: int | None = None
        self._playable: set[int] = set()
        self._focus: int | None = None

    # ------------------------------------------------------------------ setup
    def set_art(self, art: CardArt) -> None:
        self.art = art
        self.layout = Layout(self.layout.win_w, self.layout.win_h, self.players, art.aspect)
        for item in self._all_cards():
            item.set_art(art)
        self.relayout()

    def use_variant_art(self, variant: str) -> None:
        """Switch to the deck of ``variant`` (Spanish or French), keeping style and colours."""
        if deck_folder(variant, self.art.four_colour) != self.art.folder:
            self.set_art(CardArt(variant, self.art.style, self.art.four_colour))

    def _register_sizes(self) -> None:
        """Card pictures are rendered at the heights cards rest at, and only those."""
        H = self.layout.H
        heights = [H, HAND_SCALE * H, BACK_SCALE[self.players] * H, DECK_SCALE * H]
        heights += [PARTNER_SCALE * H, SET_SCALE * H]
        self.art.set_sizes(heights)

    def resize_to(self, w: float, h: float, dpr: float = 1.0) -> None:
        self.dpr = dpr
        self.setSceneRect(0, 0, w, h)
        self.layout = Layout(w, h, self.players, self.art.aspect)
        self._check_felt()
        self.relayout()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        L = self.layout
        key = (L.win_w, L.win_h, L.players, self.dpr, self.felt_colour)
        if self._felt is None or self._felt_key != key:
            self._felt = felt_pixmap(L, self.dpr, self.felt_colour)
            self._felt_key = key
        painter.drawPixmap(QPointF(0, 0), self._felt)

    _felt_key: tuple[object, ...] = ()

    def _check_felt(self) -> None:
        """The printed oval follows H: repaint the cached felt when the layout changed."""
        L = self.layout
        key = (L.win_w, L.win_h, L.players, self.dpr, self.felt_colour)
        if key != self._felt_key:
            self._felt = None
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def clear_table(self) -> None:
        for item in self._all_cards() + self._doomed:
            item.stop()
            if item.scene() is self:
                self.removeItem(item)
            item.deleteLater()
        self._doomed = []
        for b in list(self.bubbles.values()):
            if b.scene() is self:
                self.removeItem(b)
            b.deleteLater()
        self.bubbles = {}
        for plate in self.plates:
            self.removeItem(plate)
        self.held = [[] for _ in range(self.players)]
        self.lanes = [[] for _ in range(self.players)]
        self.stock, self.sets, self.given = [], [], []
        self.vira = None
        self._clear_shown()

    def _clear_shown(self) -> None:
        for chip in self.shown_chips:
            if chip.scene() is self:
                self.removeItem(chip)
            chip.deleteLater()
        self.shown_chips = []
        self._shown_caption = {}
        self._pending_calls = []

    def _all_cards(self) -> list[CardItem]:
        out = [c for cards in self.held for c in cards] + [c for cards in self.lanes for c in cards]
        out += self.stock + [c for s in self.sets for c in s] + self.given
        if self.vira is not None:
            out.append(self.vira)
        return out

    def _new_card(self, code: str | None, height: float, face_up: bool = False) -> CardItem:
        item = CardItem(self.art, height, code, face_up)
        item.clicked.connect(self._on_card_clicked)
        item.context_requested.connect(self._on_card_menu)
        item.hovered.connect(self._on_card_hover)
        self.addItem(item)
        return item

    # ------------------------------------------------------------------ snapshot
    def _setup_seats(self, players: int, variant: str) -> None:
        self.players = players
        self.variant = variant
        self.use_variant_art(variant)
        self.layout = Layout(self.layout.win_w, self.layout.win_h, self.players, self.art.aspect)
        self._check_felt()
        self.clear_table()
        self.names = S.seat_names(self.players)
        self.plates = []
        for seat in range(self.players):
            plate = NameplateItem(seat, self.names[seat], team_of(seat), self.layout.compact)
            self.addItem(plate)
            self.plates.append(plate)
        self.retranslate_puck()

    def retranslate_puck(self) -> None:
        #: The dealer's puck: PÉ is the dealer's word at a Brazilian table.
        pe = translate("table", "PÉ")
        self.puck.caption = translate("table", "DEALER") if self.variant == "argentino" else pe
        self.puck.update()

    def retranslate(self) -> None:
        """Words drawn on the table, again in the current language (LanguageChange)."""
        self.names = S.seat_names(self.players)
        for plate, name in zip(self.plates, self.names, strict=False):
            plate.set_name(name)
        self.retranslate_puck()
        # A call still awaiting its answer keeps its bubble: its words, in the new language.
        for seat, word in self._pending_calls:
            bubble = self.bubbles.get(seat)
            if bubble is not None and bubble.held:
                bubble.set_words(S.spoken(self.variant, word), self._caption(word))
                self._place_bubble(seat, bubble)
        self._update_plates()
        self._place_chips()
        self.update()

    def prepare(self, view: SeatView) -> None:
        """The seats of a new table at once, before any card is drawn (``reset`` follows)."""
        self.set_seats(view.players, view.variant)

    def set_seats(self, players: int, variant: str) -> None:
        """The table laid for ``players`` with no card yet: the first frame at start-up,
        and what shows behind the question whether to continue a saved match. The
        dealer's puck waits for the first deal to say who deals."""
        if players != self.players or variant != self.variant or not self.plates:
            self._setup_seats(players, variant)
            self.dealt = False
            self._update_plates()
            self.relayout()

    def reset(self, view: SeatView) -> None:
        """Rebuild the whole table from the human's view, without animation."""
        self._setup_seats(view.players, view.variant)
        self._fresh = not view.history
        self._take_facts(view)
        self.dealer, self.mano, self.kind = view.dealer, view.mano, view.kind
        self.dealt = True
        self.puck.setVisible(True)
        self.active = view.active
        self.duel = 0
        partner = dict(view.partner_cards)
        self.partner_shown = bool(partner)
        self.shown_seats = set(partner)
        for seat in range(self.players):
            if seat == 0:
                codes: list[str | None] = (
                    list(view.cards) if not view.blind else [None] * view.card_counts[0]
                )
                self.held[0] = [self._new_card(c, 10, c is not None) for c in codes]
            elif seat in partner:
                self.held[seat] = [self._new_card(c, 10, True) for c in partner[seat]]
            else:
                self.held[seat] = [self._new_card(None, 10) for _ in range(view.card_counts[seat])]
        tricks = [*view.finished_tricks]
        if view.current_trick:
            tricks.append(view.current_trick)
        order = 0
        for t, trick in enumerate(tricks):
            for played in trick:
                code = played.card if not played.covered or played.seat == 0 else None
                item = self._new_card(code, 10, not played.covered)
                item.owner, item.trick = played.seat, t
                item.setZValue(Z_LANE + 10 * t + order)
                order += 1
                self.lanes[played.seat].append(item)
        self.trick = len(view.finished_tricks)
        self.tricks_laid = len(tricks) if view.current_trick else max(1, len(tricks))
        self.play_order = order
        for t, (team, seat) in enumerate(view.trick_results):
            self._mark_trick(t, team, seat, animate=False)
        self._build_corner(view)
        self.relayout()
        self._update_plates()
        self._mark_manilhas()

    def _take_facts(self, view: SeatView) -> None:
        """The facts of the hand the table shows, as the view says them."""
        self.strength = dict(view.strength)
        self.manilha_order = tuple(view.manilhas)
        self.manilhas = frozenset(view.manilhas)
        self.manilhas_fixed = view.manilhas_fixed
        self.ladder = view.ladder
        self.pica = view.pica

    def _mark_manilhas(self) -> None:
        """Fixed manilhas (Mineiro) show a gold star on every face; with the hints on,
        manilhas that follow the vira (Paulista) show a gold hairline while in your hand."""
        star = self.manilhas_fixed
        hint = not self.manilhas_fixed and self.manilha_hints
        mine = set(self.held[0]) if self.held else set()
        for item in self._all_cards():
            manilha = item.code in self.manilhas
            new_star = star and manilha
            new_hint = (hint and manilha and item in mine) or (
                item.owner is None and any(item in self.held[s] for s in self.shown_seats)
            )
            if new_star != item.star or new_hint != item.gold_hairline:
                item.star, item.gold_hairline = new_star, new_hint
                item.update()

    def _build_corner(self, view: SeatView) -> None:
        self.stock = []
        if _stock_in_play(view):
            self.stock = [self._new_card(None, 10) for _ in range(3)]
        self.vira = self._new_card(view.vira, 10, True) if view.vira else None
        self.sets = [[self._new_card(c, 10, True) for c in s] for s in view.discarded_sets]

    # ------------------------------------------------------------------ placement
    def relayout(self) -> None:
        """Put every item where the layout says, at once (a resize never animates)."""
        L = self.layout
        self._check_felt()
        self._register_sizes()
        for seat, cards in enumerate(self.held):
            for item, place in zip(cards, self._held_places(seat, len(cards)), strict=False):
                self._jump(item, place, Z_HAND + cards.index(item) if seat == 0 else Z_OTHERS)
        for cards in self.lanes:
            for item in cards:
                self._jump(item, self._lane_place(item), item.zValue())
        sp = L.stock_place()
        for i, item in enumerate(self.stock):
            self._jump(item, Place(sp.x + i, sp.y - i, 0, sp.height), Z_OTHERS + 5 + i)
        if self.vira is not None:
            self._jump(self.vira, L.vira_place(), Z_OTHERS + 4)
        for k, cards in enumerate(self.sets):
            for item, place in zip(cards, L.set_places(k, len(cards)), strict=False):
                self._jump(item, place, Z_OTHERS + 1)
        for i, item in enumerate(self.given):
            place = L.set_places(len(self.sets), 1)[0]
            self._jump(item, Place(place.x + i, place.y - i, 0, place.height), Z_OTHERS + 2)
        self._place_plates()
        if self.players:
            x, y = self._puck_centre(self.dealer)
            self.puck.setPos(x, y)
        self._place_chips()
        self._place_ghost()
        for seat, bubble in self.bubbles.items():
            self._place_bubble(seat, bubble)

    def _place_plates(self) -> None:
        L = self.layout
        for seat, plate in enumerate(self.plates):
            r = L.plate_rect(seat, plate.needed_width())
            y = r.y
            if seat == 0 and self._bar_top is not None:
                y = min(y, self._bar_top - r.h - 8)  # above a call bar grown to 3 rows
            plate.set_geometry(QRectF(r.x, y, r.w, r.h), L.compact)

    def keep_plate_above(self, bar_top: float | None) -> None:
        """Keep your nameplate above ``bar_top`` (scene y): the call bar, wrapped into
        several rows, must not cover it. None puts it back in its place."""
        if bar_top == self._bar_top:
            return
        self._bar_top = bar_top
        self._place_plates()
        cards = self.held[0] if self.held else []
        for item, place in zip(cards, self._held_places(0, len(cards)), strict=False):
            self._jump(item, place, item.zValue())
        bubble = self.bubbles.get(0)
        if bubble is not None:
            self._place_bubble(0, bubble)

    def _puck_centre(self, dealer: int) -> tuple[float, float]:
        """The dealer's puck: by the dealer's seat, or, when the dealer's cards lie face
        up (a partner's in a mão de onze), under the left end of that row, off the cards."""
        L = self.layout
        if dealer == 0 or dealer not in self.shown_seats:
            return L.puck_centre(dealer)
        held = self.held[dealer] if dealer < len(self.held) else []
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
        if self._bar_top is None or not places:
            return places
        lowest = max(p.y + p.height / 2 for p in places)
        lift = min(lowest - (self._bar_top - 6), 0.45 * places[0].height)
        if lift <= 0:
            return places
        return [Place(p.x, p.y - lift, p.rotation, p.height) for p in places]

    def _jump(self, item: CardItem, place: Place, z: float) -> None:
        item.stop()
        item.animate(
            QPointF(place.x, place.y), place.rotation, item.face_up, 0, height=place.height
        )
        item.setZValue(z)

    def _held_places(self, seat: int, count: int) -> list[Place]:
        L = self.layout
        if seat == 0:
            return self._lifted(L.hand_places(count))
        if seat in self.shown_seats:
            return L.shown_places(seat, count)
        return L.seat_places(seat, count)

    def _lane_place(self, item: CardItem) -> Place:
        assert item.owner is not None and item.trick is not None
        key = item.code or f"{item.owner}/{item.trick}"
        return self.layout.lane_place(item.owner, item.trick, self.tricks_laid, key)

    def _place_chips(self) -> None:
        L = self.layout
        if self.vira is not None and self.vira.code:
            vp = L.vira_place()
            self.vira_chip.set_text(self._vira_text(self.vira.code))
            self.vira_chip.setPos(vp.x - 0.2 * L.H, vp.y + 0.62 * L.H)
            self.vira_chip.setVisible(True)
        else:
            self.vira_chip.setVisible(False)
        if self.sets:
            place = L.set_places(0)[0]
            self.sets_chip.set_text(translate("table", "Out of play"))
            self.sets_chip.setPos(place.x + 0.4 * L.H, place.y + 0.45 * L.H)
            self.sets_chip.setVisible(True)
        else:
            self.sets_chip.setVisible(False)
        top = ""
        if self.kind == "ferro":
            top = translate("table", "Mão de ferro · play blind")
        elif self.pica and self.active:
            #: Six players: the pica-pica duels; %1 is 1, 2 or 3.
            top = fill(translate("table", "Pica-pica · duel %1 of 3"), self.duel + 1)
        self.top_chip.set_text(top)
        self.top_chip.setVisible(bool(top))
        # Between the top seat's cards and the top lane: never over a card.
        top_seat = self.players // 2
        _sx, sy = L.seat_centre(top_seat)
        _lx, ly = L.lane_anchor(top_seat)
        seat_bottom = sy + BACK_SCALE[self.players] * L.H / 2
        lane_top = ly - L.H / 2
        self.top_chip.setPos(L.C[0], (seat_bottom + lane_top) / 2)
        if self.partner_shown and self.players == 4:
            x, y = L.seat_centre(2)
            self.partner_chip.set_text(translate("table", "Partner's cards"))
            self.partner_chip.setPos(x, y + PARTNER_SCALE * L.H / 2 + 16)
            self.partner_chip.setVisible(True)
        else:
            self.partner_chip.setVisible(False)
        for seat, plate in enumerate(self.plates):
            faded = self.pica and bool(self.active) and seat not in self.active
            opacity = 0.45 if faded else 1.0
            plate.setOpacity(opacity)
            for item in self.held[seat] + self.lanes[seat]:
                item.setOpacity(opacity)

    def _vira_text(self, vira: str) -> str:
        rank = rank_of(vira)
        manilha = rank_of(self.manilha_order[0]) if self.manilha_order else "?"
        #: %1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").
        return fill(translate("table", "Vira %1 · manilhas %2"), rank, manilha)

    # ------------------------------------------------------------------ interaction state
    def set_turn(self, seat: int | None, playing: bool) -> None:
        """The seat that must act (gold ring); ``playing``: it is about to play a card."""
        self._turn_seat = seat
        for plate in self.plates:
            plate.set_state(turn=plate.seat == seat)
        self.ghost.setVisible(False)
        if seat is not None and playing:
            self._place_ghost()

    def _place_ghost(self) -> None:
        seat = self._turn_seat
        if seat is None or not self.plates:
            self.ghost.setVisible(False)
            return
        if self.lanes and any(c.trick == self.trick for c in self.lanes[seat]):
            self.ghost.setVisible(False)
            return
        L = self.layout
        x, y = L.lane_anchor(seat)
        self.ghost.set_slot(
            L.width_of(L.H), L.H, self.names[seat] if seat else translate("seats", "You")
        )
        self.ghost.setPos(x, y)
        self.ghost.setVisible(self.ghost.isVisible() or True)

    def set_playable(self, indices: set[int]) -> None:
        self._playable = set(indices)
        for i, item in enumerate(self.held[0] if self.held else []):
            on = i in self._playable
            item.playable = on
            item.hover_enabled = on
            if on:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                item.unsetCursor()
            item.update()

    def set_focus_index(self, index: int | None) -> None:
        self._focus = index
        for i, item in enumerate(self.held[0] if self.held else []):
            item.focused = i == index
            item.update()

    def set_calling(self, seat: int | None) -> None:
        for plate in self.plates:
            plate.set_state(calling=plate.seat == seat)

    def _update_plates(self) -> None:
        #: The player who leads the first trick: MANO (Argentina), MÃO (Brazil).
        mano_br = translate("table", "MÃO")
        mano_word = translate("table", "MANO") if self.variant == "argentino" else mano_br
        lead = self.mano if self.dealt else None
        for seat, plate in enumerate(self.plates):
            n = len(self.held[seat]) if self.held else 0
            if not self.dealt:  # laid before the first deal: nobody holds cards yet
                sub = "" if seat == 0 else S.seat_role(self.players, seat)
            elif seat == 0:
                sub = table.tr("%n cards", None, n)
            else:
                role = S.seat_role(self.players, seat)
                cards = table.tr("%n cards", None, n)
                #: A nameplate's second line: %1 is Partner or Opponent, %2 "3 cards".
                sub = fill(translate("table", "%1 · %2"), role, cards)
            plate.set_state(subtitle=sub, mano=mano_word if seat == lead else "")
        self._place_plates()

    # ------------------------------------------------------------------ input
    def _on_card_clicked(self, item: CardItem, modifiers: object) -> None:
        if self.held and item in self.held[0]:
            covered = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)  # type: ignore[operator]
            self.card_clicked.emit(self.held[0].index(item), covered)

    def _on_card_menu(self, item: CardItem, pos: QPoint) -> None:
        if self.held and item in self.held[0]:
            self.card_menu.emit(self.held[0].index(item), pos)

    def _on_card_hover(self, item: CardItem, inside: bool) -> None:
        if not self.held or item not in self.held[0]:
            return
        i = self.held[0].index(item)
        place = self.layout.hand_places(len(self.held[0]))[i]
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

    # ------------------------------------------------------------------ events
    _fresh = False

    def play_event(self, event: Event, view: SeatView | None) -> int:
        """Animate one event; the time (ms) it takes."""
        if not isinstance(event, engine.events.HandStarted):
            self._fresh = False
        if isinstance(event, engine.events.HandStarted):
            return self.play_hand_started(event, view)
        if isinstance(event, engine.events.DuelStarted):
            return self.play_duel_started(event)
        if isinstance(event, engine.events.CardPlayed):
            return self.play_card(event)
        if isinstance(event, engine.events.TrickDone):
            return self.play_trick_done(event)
        if isinstance(event, engine.events.Called):
            return self.play_called(event)
        if isinstance(event, engine.events.SetChosen):
            return self.play_set_chosen(event, view)
        if isinstance(event, engine.events.EnvidoSung):
            return self.play_sung(event)
        if isinstance(event, engine.events.EnvidoSettled):
            return self.play_settled(
                event.winner_seat,
                event.value,
                event.accepted,
                translate("calls.argentino", "Envido"),
                event.points,
            )
        if isinstance(event, engine.events.FlorSettled):
            return self.play_settled(
                event.winner_seat,
                event.value,
                True,
                translate("calls.argentino", "Flor"),
                event.points,
            )
        if isinstance(event, engine.events.HandOver):
            return self.play_hand_over(event, view)
        return 0

    # ------------------------------------------------------------------ the hand's end
    def play_hand_over(self, ev: HandOver, view: SeatView | None) -> int:
        """The calls are over; the cards the rules reveal are shown at their seats."""
        self._release_pending(all_of_them=True)
        self.set_calling(None)
        self.set_turn(None, False)
        end = self.motion.ms("trick_pause")
        if view is None:
            return end
        for seat, cards in view.shown_cards:
            if 0 < seat < self.players:
                end = max(end, self.show_cards(seat, cards))
        return end

    def show_cards(self, seat: int, cards: tuple[str, ...]) -> int:
        """Lay ``seat``'s dealt cards face up at the seat, with what they were worth."""
        m = self.motion
        L = self.layout
        old = self.held[seat]
        x, y = L.seat_centre(seat)
        for item in old:
            item.animate(QPointF(x, y), item.rotation(), False, m.ms("slide_aside"))
        self._doom(old, m.ms("slide_aside"))
        self.shown_seats.add(seat)
        places = L.shown_places(seat, len(cards))
        fresh = []
        end = 0
        for i, (code, place) in enumerate(zip(cards, places, strict=False)):
            item = self._new_card(code, place.height)
            item.setPos(x, y)
            item.setRotation(self.layout.theta(seat))
            item.setZValue(Z_OTHERS + 10 + i)
            item.gold_hairline = True
            fresh.append(item)
            end = max(
                end,
                item.animate(
                    QPointF(place.x, place.y),
                    0,
                    True,
                    m.ms("play_bot"),
                    delay=i * m.ms("reveal_gap"),
                    height=place.height,
                    flip_at=0.5,
                ),
            )
        self.held[seat] = fresh
        self._mark_manilhas()
        chip = ChipItem(self._shown_caption.get(seat, translate("table", "Shown")), gold=True)
        last = places[-1] if places else Place(x, y, 0, L.H)
        chip.setPos(places[len(places) // 2].x if places else x, last.y + last.height / 2 + 14)
        self.addItem(chip)
        self.shown_chips.append(chip)
        return end

    def play_hand_started(self, ev: HandStarted, view: SeatView | None) -> int:
        m = self.motion
        if view is None:
            return 0
        first = (
            not self.plates
            or view.players != self.players
            or view.variant != self.variant
            or self._fresh
        )
        self._fresh = False
        old = self._all_cards()
        gather_ms = 0
        if first:
            self._setup_seats(view.players, view.variant)
            self._place_plates()
            old = []
        # Gather last hand's cards to the new dealer, turning face down halfway.
        L = self.layout
        dx, dy = L.seat_centre(ev.dealer)
        cx, cy = L.C
        src = QPointF(dx + (cx - dx) * 0.25, dy + (cy - dy) * 0.25)
        for k, item in enumerate(old):
            item.setZValue(Z_FLIGHT + k)
            item.set_card(None) if not item.face_up else None
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
        self._doom(old, gather_ms)
        for b in list(self.bubbles.values()):
            b.dismiss(m)
        self.bubbles = {}
        self._clear_shown()
        self.held = [[] for _ in range(self.players)]
        self.lanes = [[] for _ in range(self.players)]
        self.stock, self.sets, self.given, self.vira = [], [], [], None
        self.trick, self.tricks_laid, self.play_order = 0, 1, 0
        self.dealer, self.mano, self.kind = ev.dealer, ev.mano, view.kind
        self.dealt = True
        self.active = view.active
        self.duel = 0
        self._take_facts(view)
        partner = dict(view.partner_cards)
        self.partner_shown = bool(partner)
        self.shown_seats = set(partner)
        self._update_plates()
        self.set_calling(None)
        # The dealer puck passes (or appears, at the first deal).
        px, py = self._puck_centre(ev.dealer)
        if first or m.instant or not self.puck.isVisible():
            self.puck.setVisible(True)
            self.puck.setPos(px, py)
        else:
            anim = QPropertyAnimation(self.puck, b"pos", self.puck)
            anim.setEndValue(QPointF(px, py))
            anim.setDuration(m.ms("puck"))
            anim.setEasingCurve(Motion.easing("puck"))
            anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        # New cards, dealt from the dealer in COMMON-DEAL-4 order.
        if _stock_in_play(view):
            self.stock = [self._new_card(None, DECK_SCALE * L.H) for _ in range(3)]
            sp = L.stock_place()
            for i, item in enumerate(self.stock):
                item.setPos(sp.x + i, sp.y - i)
                item.setZValue(Z_OTHERS + 5 + i)
                item.setOpacity(1.0)
        codes: dict[int, list[str | None]] = {}
        for seat in range(self.players):
            if seat == 0:
                codes[0] = list(view.cards) if not view.blind else [None, None, None]
            elif seat in partner:
                codes[seat] = list(partner[seat])
            else:
                codes[seat] = [None, None, None]
        order = view.deal_order
        packets = view.deal_style == "packets"
        t = gather_ms
        for n, (seat, i) in enumerate(order):
            item = self._new_card(codes[seat][i], L.back_height())
            item.setPos(src)
            item.setZValue(Z_FLIGHT + 40 + n)
            self.held[seat].append(item)
            if packets:
                delay = (
                    gather_ms + (n // 3) * m.ms("packet_gap") + (n % 3) * m.ms("packet_card_gap")
                )
            else:
                delay = gather_ms + n * m.ms("deal_gap")
            place = self._held_places(seat, 3)[i]
            t = max(
                t,
                item.animate(
                    QPointF(place.x, place.y),
                    place.rotation,
                    False,
                    m.ms("deal"),
                    delay=delay,
                    height=place.height,
                    easing="deal",
                ),
            )
        for seat, cards in enumerate(self.held):
            for i, item in enumerate(cards):
                item.setZValue(Z_HAND + i if seat == 0 else Z_OTHERS)
        self._update_plates()  # the nameplates count the cards just dealt
        # Reveal the human's cards (and a partner's in a mão de onze), left to right.
        end = t
        for seat in [0, *partner.keys()]:
            for i, item in enumerate(self.held[seat]):
                if item.code is None:
                    continue
                place = self._held_places(seat, 3)[i]
                end = max(
                    end,
                    item.animate(
                        QPointF(place.x, place.y),
                        place.rotation,
                        True,
                        m.ms("reveal"),
                        delay=t + i * m.ms("reveal_gap"),
                        height=place.height,
                        flip_at=0.5,
                        easing="reveal",
                    ),
                )
        if ev.vira:
            self.vira = self._new_card(ev.vira, DECK_SCALE * L.H)
            vp = L.vira_place()
            self.vira.setPos(vp.x, vp.y)
            self.vira.setRotation(90)
            self.vira.setZValue(Z_OTHERS + 4)
            end = max(end, self.vira.animate(QPointF(vp.x, vp.y), 90, True, m.ms("vira"), delay=t))
        self._place_chips()
        self._mark_manilhas()
        return end

    def _doom(self, items: list[CardItem], after: int) -> None:
        """Remove ``items`` from the scene once their last flight is over."""
        if not items:
            return
        self._doomed.extend(items)

        def drop() -> None:
            for item in items:
                if item in self._doomed:
                    self._doomed.remove(item)
                    item.stop()
                    if item.scene() is self:
                        self.removeItem(item)
                    item.deleteLater()

        if after <= 0:
            drop()
        else:
            QTimer.singleShot(after, drop)

    def play_duel_started(self, ev: DuelStarted) -> int:
        m = self.motion
        L = self.layout
        if not self.plates:
            return 0
        had_cards = any(self.lanes)
        self.active = (ev.mano, ev.other)
        if had_cards:
            self.duel += 1
            old = [c for s in self.lanes for c in s]
            x, y = L.seat_centre(self.dealer)
            end = 0
            for k, item in enumerate(old):
                item.setZValue(Z_FLIGHT + k)
                end = max(
                    end,
                    item.animate(
                        QPointF(x, y),
                        0,
                        False,
                        m.ms("gather"),
                        delay=k * m.ms("gather_gap"),
                        easing="gather",
                    ),
                )
            self._doom(old, end)
            self.lanes = [[] for _ in range(self.players)]
            self.trick, self.tricks_laid, self.play_order = 0, 1, 0
        else:
            end = 0
        self.mano = ev.mano
        self._update_plates()
        self._place_chips()
        return end

    def play_card(self, ev: CardPlayed) -> int:
        m = self.motion
        seat = ev.seat
        cards = self.held[seat]
        if not cards:
            return 0
        if seat == 0:
            item = next((c for c in cards if c.code is not None and c.code == ev.card), None)
            if item is None:
                index = self._last_index if 0 <= self._last_index < len(cards) else 0
                item = cards[index]
        else:
            item = next((c for c in cards if c.code is not None and c.code == ev.card), None)
            if item is None:
                item = cards[len(cards) // 2]
        cards.remove(item)
        if ev.card is not None and (not ev.covered or seat == 0):
            item.set_card(ev.card)
        elif ev.covered and seat != 0:
            item.set_card(None)
        item.owner, item.trick = seat, self.trick
        item.lift, item.playable, item.focused, item.hover_enabled = 1.0, False, False, False
        item.unsetCursor()
        # A new trick: everybody's older cards slide aside.
        if self.tricks_laid != self.trick + 1:
            self.tricks_laid = self.trick + 1
            for lane in self.lanes:
                for old in lane:
                    place = self._lane_place(old)
                    old.animate(
                        QPointF(place.x, place.y),
                        place.rotation,
                        old.face_up,
                        m.ms("slide_aside"),
                        easing="slide_aside",
                    )
        self.lanes[seat].append(item)
        place = self._lane_place(item)
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
        z = Z_LANE + 10 * self.trick + self.play_order
        self.play_order += 1
        QTimer.singleShot(end, lambda it=item, zz=z: it.setZValue(zz) if it.scene() else None)
        if end == 0:
            item.setZValue(z)
        # The remaining cards close the gap.
        for i, rest in enumerate(cards):
            p = self._held_places(seat, len(cards))[i]
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
        self.ghost.setVisible(False)
        self._update_plates()
        self._release_pending(all_of_them=True)
        self._mark_manilhas()
        return end

    _last_index = 0

    def remember_index(self, index: int) -> None:
        """The human's clicked card (a blind card has no identity to find it by)."""
        self._last_index = index

    def play_trick_done(self, ev: TrickDone) -> int:
        m = self.motion
        delay = m.ms("trick_pause")
        if m.instant:
            self._mark_trick(ev.index, ev.team, ev.seat, animate=False)
        else:
            QTimer.singleShot(
                delay, lambda: self._mark_trick(ev.index, ev.team, ev.seat, animate=True)
            )
        self.trick = ev.index + 1
        return delay + m.ms("trick_mark")

    def _mark_trick(self, index: int, team: int | None, seat: int | None, animate: bool) -> None:
        cards = [c for lane in self.lanes for c in lane if c.trick == index]
        if not cards:
            return
        if team is None:
            best = max(
                (self.strength.get(c.code or "", -1) for c in cards if c.code and c.face_up),
                default=None,
            )
            for c in cards:
                if best is not None and c.code and c.face_up and self.strength.get(c.code) == best:
                    c.parda = True
                c.update()
            return
        for c in cards:
            if c.owner == seat and c.face_up:
                c.winner_team = team
                if animate:
                    c.lift = 2.0
                    c.setY(c.y() - 6)
            else:
                c.dimmed = True
            c.update()

    def play_called(self, ev: Called) -> int:
        word = ev.word
        bet = S.is_bet(word)
        if S.is_answer(word) or FAMILY.get(word) == "mazo":
            self._release_pending()
        elif bet:
            # A raise answers the call it raises: that bubble may go.
            family = FAMILY.get(word)
            for seat, old in list(self._pending_calls):
                if FAMILY.get(old) == family or seat == ev.seat:
                    self._release_pending(seat)
        self.say(
            ev.seat,
            S.spoken(self.variant, word),
            S.tone(word),
            self._caption(word),
            hold=PENDING if bet else None,
        )
        if bet:
            self._pending_calls.append((ev.seat, word))
        self.set_calling(self._pending_calls[-1][0] if self._pending_calls else None)
        return self.motion.ms("call_pause")

    def _release_pending(self, seat: int | None = None, all_of_them: bool = False) -> None:
        """A pending call was answered: its bubble holds a moment more, then goes."""
        if all_of_them:
            seats = [s for s, _w in self._pending_calls]
            self._pending_calls = []
        elif seat is not None:
            seats = [seat]
            self._pending_calls = [p for p in self._pending_calls if p[0] != seat]
        elif self._pending_calls:
            seats = [self._pending_calls.pop()[0]]
        else:
            seats = []
        for s in seats:
            bubble = self.bubbles.get(s)
            if bubble is not None and bubble.held:
                bubble.release(self.motion)
        self.set_calling(self._pending_calls[-1][0] if self._pending_calls else None)

    def pending_bubble_seats(self) -> list[int]:
        """Seats whose call bubble is held up until the call is answered."""
        return [s for s, _w in self._pending_calls if s in self.bubbles]

    def _caption(self, word: str) -> str:
        """Under a truco call: what the hand is worth if it is accepted (view.ladder)."""
        rung = next((r for r in self.ladder if r.word == word), None)
        if rung is not None:
            return table.tr("worth %n if accepted", None, rung.stake)
        return ""

    def play_sung(self, ev: EnvidoSung) -> int:
        """AR-ENV-8b: a seat sings his envido, or says *son buenas*, in the bubble."""
        #: Said when the other side's envido is better: keep it in Spanish.
        said = translate("table", "Son buenas") if ev.value is None else str(ev.value)
        self.say(ev.seat, said, "neutral", "")
        return self.motion.ms("call_pause")

    def play_settled(
        self, seat: int | None, value: int | None, accepted: bool, what: str, points: int = 0
    ) -> int:
        if seat is None or value is None or not accepted:
            return 0
        #: %1 is Envido or Flor, %2 its points, as shown under a seat's shown cards.
        self._shown_caption[seat] = fill(translate("table", "%1 %2"), what, value)
        #: A bubble: %1 is Envido or Flor, %2 the points sung (e.g. "Envido: 33").
        said = fill(translate("table", "%1: %2"), what, value)
        #: Under the bubble of the best envido or flor: the points his team wins.
        caption = table.tr("wins %n points", None, points) if points else ""
        self.say(seat, said, "neutral", caption)
        return self.motion.ms("call_pause")

    def play_set_chosen(self, ev: SetChosen, view: SeatView | None) -> int:
        m = self.motion
        L = self.layout
        self.say(ev.seat, S.spoken(self.variant, ev.choice), "neutral", "")
        if ev.choice == "keep_set" or view is None:
            return m.ms("call_pause")
        seat = ev.seat
        old = self.held[seat]
        end = 0
        if ev.choice == "discard_set":
            k = len(self.sets)
            places = L.set_places(k, len(old))
            for item, code, place in zip(old, ev.shown, places, strict=False):
                item.set_card(code)
                item.setZValue(Z_OTHERS + 1)
                end = max(
                    end,
                    item.animate(
                        QPointF(place.x, place.y),
                        0,
                        True,
                        m.ms("play_bot"),
                        height=place.height,
                        flip_at=0.4,
                    ),
                )
            self.sets.append(old)
        else:
            partner = view.partners_of(seat)[0]
            # The partner's old set leaves the game face down; the mão's set goes to him.
            out = self.held[partner]
            place = L.set_places(len(self.sets), 1)[0]
            for i, item in enumerate(out):
                item.set_card(None)
                end = max(
                    end,
                    item.animate(
                        QPointF(place.x + i, place.y - i),
                        0,
                        False,
                        m.ms("play_bot"),
                        height=SET_SCALE * L.H,
                    ),
                )
            self.given.extend(out)
            new_partner = []
            codes: list[str | None] = [None, None, None]
            if partner == 0 and not view.blind:
                codes = list(view.cards)
            for i, item in enumerate(old):
                item.set_card(codes[i] if i < len(codes) else None)
                new_partner.append(item)
            self.held[partner] = new_partner
            for i, item in enumerate(new_partner):
                p = self._held_places(partner, len(new_partner))[i]
                end = max(
                    end,
                    item.animate(
                        QPointF(p.x, p.y),
                        p.rotation,
                        item.code is not None,
                        m.ms("play_bot"),
                        height=p.height,
                    ),
                )
        # Three new cards from the stock to the mão.
        sp = L.stock_place()
        new_codes: list[str | None] = [None, None, None]
        if seat == 0 and not view.blind:
            new_codes = list(view.cards)
        fresh = []
        for i in range(3):
            item = self._new_card(new_codes[i], sp.height)
            item.setPos(sp.x, sp.y)
            item.setZValue(Z_FLIGHT + i)
            fresh.append(item)
        self.held[seat] = fresh
        for i, item in enumerate(fresh):
            p = self._held_places(seat, 3)[i]
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
            QTimer.singleShot(
                end, lambda it=item, z=(Z_HAND + i if seat == 0 else Z_OTHERS): it.setZValue(z)
            )
        self._place_chips()
        self._update_plates()
        self._mark_manilhas()
        return end

    # ------------------------------------------------------------------ bubbles
    def say(self, seat: int, text: str, tone: str, caption: str, hold: int | None = None) -> None:
        if not self.plates:
            return
        old = self.bubbles.pop(seat, None)
        if old is not None:
            old.dismiss(self.motion)
        bubble = BubbleItem(text, tone, caption, self.layout.compact, QPointF(0, 0))
        self.addItem(bubble)
        self.bubbles[seat] = bubble
        self._place_bubble(seat, bubble)
        if hold == PENDING:
            bubble.show_for(self.motion, None)
        else:
            bubble.show_for(self.motion, hold if hold is not None else self.motion.bubble_hold())
        bubble.destroyed.connect(lambda *_a, s=seat, b=bubble: self._forget_bubble(s, b))

    def _forget_bubble(self, seat: int, bubble: BubbleItem) -> None:
        if self.bubbles.get(seat) is bubble:
            del self.bubbles[seat]

    def _place_bubble(self, seat: int, bubble: BubbleItem) -> None:
        """On the table side of the nameplate, the tail pointing at the avatar."""
        L = self.layout
        plate = self.plates[seat]
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


PENDING = -1  # a bubble hold meaning "until the call is answered"


def _stock_in_play(view: SeatView) -> bool:
    """Whether the undealt cards lie on the felt: the rules turn the vira from them
    (Paulista) or deal new sets from them (Mineiro's set choice)."""
    return view.vira is not None or any(FAMILY.get(w) == "set" for w in view.calls)
