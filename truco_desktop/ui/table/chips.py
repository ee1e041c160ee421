"""The chips on the felt and the marks on the cards, as the view says them.

The vira's chip names the manilhas (``view.manilhas``), the top chip says a hand is
played blind (``view.blind``) or in pica-pica duels (``view.pica``), a gold chip marks a
partner's cards shown in a mão de onze (``view.partner_cards``) and one under each hand
shown at the end says what it was worth (``view.envido_winner``, ``view.flor_winner``).
A gold chip by your cards says your own envido while one may still be called
(``view.own_envido``, ``view.envido_open``), as a player at a table knows his points.
Fixed manilhas carry the deck's star on every face (``view.manilhas_fixed``), and every
manilha in your hand, fixed or following the vira, a gold MANILHA tab on its top edge:
always, so that a player never has to work out which of his cards they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsScene

from truco_desktop.ui.words.strings import fill, translate

from ...engine.cards import rank_of
from ...i18n import upper
from .card_item import CardItem
from .layout import BACK_SCALE, CROWDED, PARTNER_SCALE, Layout, Place
from .registry import CardRegistry
from .seat_items import ChipItem

if TYPE_CHECKING:  # the engine's view loads with the first deal
    from ...engine.view import SeatView


class FeltChips:
    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.vira = ChipItem()
        self.sets = ChipItem()
        self.top = ChipItem(gold=True)
        self.partner = ChipItem(gold=True)
        # Your own envido, by your cards (``place_envido``).
        self.envido = ChipItem(gold=True)
        for chip in (self.vira, self.sets, self.top, self.partner, self.envido):
            chip.setVisible(False)
            scene.addItem(chip)
        # Under the hands shown at the hand's end, what each was worth.
        self.shown: list[ChipItem] = []

    def place(
        self, layout: Layout, cards: CardRegistry, view: SeatView | None, players: int
    ) -> None:
        """Every chip where it goes, with its words, for the hand ``view`` describes."""
        L = layout
        vira = cards.vira
        if vira is not None and vira.code and view is not None and view.manilhas:
            vp = L.vira_place()
            self.vira.set_text(vira_text(vira.code, view.manilhas[0]))
            self.vira.setPos(vp.x - 0.2 * L.H, vp.y + 0.62 * L.H)
            self.vira.setVisible(True)
        else:
            self.vira.setVisible(False)
        if cards.sets:
            place = L.set_places(0)[0]
            self.sets.set_text(translate("table", "Out of play"))
            self.sets.setPos(place.x + 0.4 * L.H, place.y + 0.45 * L.H)
            self.sets.setVisible(True)
        else:
            self.sets.setVisible(False)
        self._place_top(L, view, players)
        partner = view.partner_cards[0][0] if view is not None and view.partner_cards else None
        if partner is not None and partner < players:
            x, y = L.seat_centre(partner)
            self.partner.set_text(translate("table", "Partner's cards"))
            self.partner.setPos(x, y + PARTNER_SCALE * L.H / 2 + 16)
            self.partner.setVisible(True)
        else:
            self.partner.setVisible(False)

    def _place_top(self, L: Layout, view: SeatView | None, players: int) -> None:
        """Between the top seat's cards and the top lane: never over a card."""
        top = ""
        if view is not None and view.blind:
            top = translate("table", "Mão de ferro · play blind")
        elif view is not None and view.pica and view.active:
            #: Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2
            #: how many duels the hand has (3 or 4).
            duel = translate("table", "Pica-pica · duel %1 of %2")
            top = fill(duel, view.duel_number + 1, view.duel_count)
        self.top.set_text(top)
        self.top.setVisible(bool(top))
        top_seat = players // 2
        _sx, sy = L.seat_centre(top_seat)
        _lx, ly = L.lane_anchor(top_seat)
        seat_bottom = sy + BACK_SCALE[players] * L.H / 2
        lane_top = ly - L.H / 2
        if players in CROWDED:  # eight: the middle of the table is the one free cell
            self.top.setPos(*L.C)
            return
        self.top.setPos(L.C[0], (seat_bottom + lane_top) / 2)

    def place_envido(self, text: str, left: float, y: float) -> None:
        """Your own envido ("You have 29") with its left edge at ``left``, centred on
        ``y``; ``""`` hides it."""
        self.envido.set_text(text)
        if text:
            self.envido.setPos(left + self.envido.ink_rect().width() / 2, y)
        self.envido.setVisible(bool(text))

    def add_shown(self, text: str, places: list[Place], x: float, y: float, H: float) -> None:
        """The gold chip under a hand shown at the hand's end."""
        chip = ChipItem(text, gold=True)
        last = places[-1] if places else Place(x, y, 0, H)
        chip.setPos(places[len(places) // 2].x if places else x, last.y + last.height / 2 + 14)
        self._scene.addItem(chip)
        self.shown.append(chip)

    def clear_shown(self) -> None:
        for chip in self.shown:
            if chip.scene() is self._scene:
                self._scene.removeItem(chip)
            chip.deleteLater()
        self.shown = []


def vira_text(vira: str, manilha: str) -> str:
    #: %1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").
    return fill(translate("table", "Vira %1 · manilhas %2"), rank_of(vira), rank_of(manilha))


def own_envido_text(view: SeatView | None) -> str:
    """Your envido in words while an envido may still be called or waits for its
    answer, as the engine says (``envido_open``); ``""`` otherwise."""
    if view is None or view.own_envido is None or not view.envido_open:
        return ""
    #: By your cards while an envido may be called: your own envido points, as a player
    #: at a real table knows them; %1 is the value (0 to 33). Say it the way a player
    #: would think it (Spanish "Tenés %1").
    return fill(translate("table", "You have %1"), view.own_envido)


def shown_caption(view: SeatView, seat: int) -> str:
    """Under a hand shown at the hand's end: the flor or envido it won, with its points."""
    for what, won in (
        (translate("calls.argentino", "Flor"), view.flor_winner),
        (translate("calls.argentino", "Envido"), view.envido_winner),
    ):
        if won is not None and won[0] == seat:
            #: %1 is Envido or Flor, %2 its points, as shown under a seat's shown cards.
            return fill(translate("table", "%1 %2"), what, won[1])
    return translate("table", "Shown")


def mark_manilhas(cards: CardRegistry, view: SeatView | None, shown_seats: set[int]) -> None:
    """Fixed manilhas (Mineiro) show the deck's gold star on every face, as the design
    draws them; every manilha in your hand (``view.manilhas``) carries the MANILHA tab,
    in Paulista too, where the hairline alone looked like the edge of a playable card.
    Cards shown at a seat (a partner's, a winner's) keep their gold hairline."""
    manilhas = frozenset(view.manilhas) if view is not None else frozenset()
    fixed = view is not None and view.manilhas_fixed
    mine = set(cards.held[0]) if cards.held else set()
    shown = {item for s in shown_seats if s < len(cards.held) for item in cards.held[s]}
    #: The tab on a manilha in your hand (Brazilian Truco), in capitals; most languages
    #: keep the Portuguese word (Greek: μανίλια).
    word = upper(translate("table", "Manilha")) if manilhas else ""
    for item in cards.all():
        _mark(item, manilhas, fixed, word, mine, shown)


def _mark(
    item: CardItem,
    manilhas: frozenset[str],
    fixed: bool,
    word: str,
    mine: set[CardItem],
    shown: set[CardItem],
) -> None:
    manilha = item.code in manilhas
    star = fixed and manilha
    tag = word if manilha and item in mine else ""
    hairline = item.owner is None and item in shown
    if (star, hairline, tag) != (item.star, item.gold_hairline, item.tag):
        item.star, item.gold_hairline, item.tag = star, hairline, tag
        item.update()
