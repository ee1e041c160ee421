"""What one seat may know: the per-seat view (STYLE.md guideline 6).

Bots and the human's table receive a ``SeatView`` and nothing else. It is built by
projection from the hand, field by field, from public facts and the seat's own cards only:
the cards the seat holds (none in a mão de ferro, where even its own are unknown), the
partner's cards during a mão de onze for the team on 11 (4 players), the cards played face
up (a face-down card is known only to the seat that played it), the calls made, the envido
and flor winners' announced values, the Mineiro sets discarded face up, the Paulista vira
and the score. A test checks that changing the other seats' hidden cards cannot change it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .actions import Action, play_blind
from .cards import Card
from .hand import FERRO, ONZE, ONZE_HAND, Hand
from .seats import team_of


@dataclass(frozen=True, slots=True)
class PlayedCard:
    seat: int
    card: Card | None  # None: face down and not this seat's
    covered: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    variant: str
    players: int
    target: int
    flor_mode: str
    #: The falta envido rule, "total" or "malas" (AR-ENV-10).
    falta: str
    #: Paulista's deck option ("dirty" or "clean"); "dirty" elsewhere.
    deck: str
    #: Every card of the deck in play, and the strength of each in this hand (public).
    deck_cards: tuple[Card, ...]
    strength: Mapping[Card, int]
    dealer: int
    mano: int
    #: The duel mano in pica-pica, otherwise the mano.
    lead_mano: int
    active: tuple[int, ...]
    score: tuple[int, int]
    #: The score when the hand was dealt.
    start_score: tuple[int, int]
    kind: str  # "normal", "onze", "ferro"
    pica: bool
    phase: str
    #: This seat's cards; in a mão de ferro they are unknown: ``()`` and ``blind`` is True.
    cards: tuple[Card, ...]
    blind: bool
    #: How many cards each seat still holds.
    card_counts: tuple[int, ...]
    #: The partner's cards, known to the team on 11 during a mão de onze (BR-ONZE-2).
    partner_cards: tuple[tuple[int, tuple[Card, ...]], ...]
    vira: Card | None
    discarded_sets: tuple[tuple[Card, ...], ...]
    sets_seen: int
    #: The set the mão passed to his partner (MI-DEAL-2), known to the mão and the partner.
    given_set: tuple[Card, ...]
    finished_tricks: tuple[tuple[PlayedCard, ...], ...]
    trick_results: tuple[tuple[int | None, int | None], ...]
    current_trick: tuple[PlayedCard, ...]
    turn: int
    to_act: int | None
    legal: tuple[Action, ...]
    stake: int
    truco_level: int
    truco_pending: tuple[int, str] | None
    truco_holder: int | None
    envido_chain: tuple[str, ...]
    envido_pending: bool
    envido_done: bool
    #: AR-ENV-8: the winning seat and its value once an envido was accepted.
    envido_winner: tuple[int, int] | None
    flor_announced: tuple[int, ...]
    flor_pending: tuple[str, int] | None
    flor_winner: tuple[int, int] | None
    #: Every action so far, as (seat, word); a face-down card of another seat is hidden.
    history: tuple[tuple[int, str], ...]
    hand_over: bool
    game_over: bool
    winner: int | None
    #: Envido and flor winners of the earlier duels of a pica-pica hand, as
    #: ("envido" | "flor", seat, value): public, and gone from the duel in progress.
    earlier_duels: tuple[tuple[str, int, int], ...] = ()
    #: Cards the rules show everyone once the hand is over: the envido winner's and the
    #: flor winner's three dealt cards (D-8: the winner shows his cards).
    shown_cards: tuple[tuple[int, tuple[Card, ...]], ...] = ()

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat


def view_for(hand: Hand, seat: int) -> SeatView:
    """Project ``hand`` onto what ``seat`` may know."""
    blind = hand.kind == FERRO
    team = team_of(seat)
    partner_cards: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    if (
        hand.kind == ONZE_HAND
        and hand.onze_team == team
        and hand.n == 4
        and hand.phase != "set_choice"
    ):
        partner = (seat + 2) % 4
        partner_cards = ((partner, hand.held[partner]),)

    def seen(play: tuple[int, Card, bool, int]) -> PlayedCard:
        s, card, covered, _i = play
        return PlayedCard(s, card if (not covered or s == seat) else None, covered)

    finished: list[tuple[PlayedCard, ...]] = []
    trick: list[PlayedCard] = []
    history: list[tuple[int, str]] = []
    # Rebuild the tricks of the current hand or duel from the history, which is public.
    duel_start = hand.round_start
    count_in_trick = len(hand.active)
    for index, (s, action) in enumerate(hand.history):
        if action.card is not None and action.kind == "play_covered" and s != seat:
            history.append((s, "play_covered"))
        else:
            history.append((s, str(action)))
        if action.card is not None and index >= duel_start:
            trick.append(seen((s, action.card, action.kind == "play_covered", index)))
            if len(trick) == count_in_trick:
                finished.append(tuple(trick))
                trick = []
    shown: list[tuple[int, tuple[Card, ...]]] = []
    if hand.is_over:
        for public in (hand.env_public, hand.flor_public):
            if public is not None and all(public[0] != s for s, _c in shown):
                shown.append((public[0], hand.dealt[public[0]]))
    d = hand.decision()
    to_act = None if d is None else d[0]
    legal = hand.legal_actions_for(seat) if d is not None else ()
    if blind and legal:
        # The seat cannot see its cards: it chooses a position, not a card (BR-FERRO-2).
        legal = tuple(play_blind(i) for i, a in enumerate(legal) if a.card is not None)
    given: tuple[Card, ...] = ()
    if (
        hand.given_set
        and team_of(seat) == team_of(hand.mano)
        and seat in (hand.mano, (hand.mano + 2) % hand.n)
    ):
        given = hand.given_set
    pending = hand.truco_pending
    return SeatView(
        seat=seat,
        variant=hand.variant_name,
        players=hand.n,
        target=hand.rules.target,
        flor_mode=hand.rules.flor,
        falta=hand.rules.falta,
        deck=hand.rules.deck_option,
        deck_cards=hand.rules.deck.cards,
        strength=hand.strength,
        dealer=hand.dealer,
        mano=hand.mano,
        lead_mano=hand.sub_mano,
        active=hand.active,
        score=hand.score,
        start_score=hand.start_score,
        kind=hand.kind,
        pica=hand.pica,
        phase=hand.phase,
        cards=() if blind else hand.held[seat],
        blind=blind,
        card_counts=tuple(len(c) for c in hand.held),
        partner_cards=partner_cards,
        vira=hand.vira,
        discarded_sets=hand.discarded,
        sets_seen=hand.sets_seen,
        given_set=given,
        finished_tricks=tuple(finished),
        trick_results=hand.tricks,
        current_trick=tuple(trick),
        turn=hand.turn,
        to_act=to_act,
        legal=legal,
        stake=hand.stake,
        truco_level=hand.truco_level,
        truco_pending=None
        if pending is None
        else (pending[0], hand.rules.variant.truco_ladder[pending[1]].word),
        truco_holder=hand.truco_holder,
        envido_chain=hand.env_chain,
        envido_pending=hand.env_pending,
        envido_done=hand.env_done,
        envido_winner=hand.env_public,
        flor_announced=hand.flor_announced,
        flor_pending=hand.flor_pending,
        flor_winner=hand.flor_public,
        history=tuple(history),
        hand_over=hand.is_over,
        game_over=hand.game_over,
        winner=hand.winner,
        shown_cards=tuple(shown),
        earlier_duels=hand.earlier_duels,
    )


__all__ = ["ONZE", "PlayedCard", "SeatView", "view_for"]
