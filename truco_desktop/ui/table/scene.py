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

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, table, translate

from ...engine.seats import seating_for
from .art import CardArt, deck_folder
from .bubbles import PENDING, Talk, calling_seat, pending_calls
from .card_item import CardItem
from .chips import FeltChips
from .felt import felt_pixmap
from .layout import BACK_SCALE, DECK_SCALE, HAND_SCALE, PARTNER_SCALE, SET_SCALE, Layout, Place
from .motion import Motion
from .registry import CardRegistry
from .scene_places import ScenePlaces
from .seat_items import ChipItem, GhostItem, NameplateItem, PuckItem
from .stage import Z_HAND, Z_HOVER, Z_LANE, Z_OTHERS

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from collections.abc import Callable

    from ...engine.events import Event
    from ...engine.view import SeatView

__all__ = ["TableScene"]


class TableScene(ScenePlaces, QGraphicsScene):
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
        """The sound of what happens ``at`` ms from now, a card landing (``ui/audio/sound.py``)."""
        if self.on_cue is not None:
            self.on_cue(sound, at)

    def remember_index(self, index: int) -> None:
        """The human's clicked card (a blind card has no identity to find it by)."""
        self.last_index = index

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
