"""What one seat may know: the per-seat view (STYLE.md guideline 6).

Bots and the human's table receive a ``SeatView`` and nothing else, and it carries every
fact they need so that neither ever works out a rule for itself: the bet ladder and the
stakes, the call awaiting an answer and who answers it, the envido as it was sung, the
falta's value, the manilhas, the deal style, which calls exist. It is built by projection
from the hand, from public facts and the seat's own cards only: the cards the seat holds
(none in a mão de ferro, where even its own are unknown), the partner's cards during a
mão de onze for the team on 11 (4 players), the cards played face up (a face-down card is
known only to the seat that played it), the calls made, the envido values sung and the
flor winner's value, the Mineiro sets discarded face up, the Paulista vira and the score.
With 3 players it says who is the gallo and who the pair, each seat's score, and whether
the gallo discarded; the discarded card itself only the gallo sees (AR-GALLO-3).
A test checks that changing the other seats' hidden cards cannot change it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from .actions import DISCARD, Action, play_blind
from .cards import Card, envido_cards, envido_value
from .deal import deal_order
from .envido import PICA_DUEL_FALTA_CAP, Song, falta_value
from .hand import Hand
from .ladders import Rung, envido_chain_points, envido_refused_points
from .legality import envido_refusal
from .phases import Deciding, HandKind, Phase
from .rules import Rules
from .set_choice import MAX_SETS
from .transitions import ONZE_REFUSED
from .tricks import Play
from .truco import stake_if_accepted
from .variant import AllPardas

__all__ = ["OpenCall", "PlayedCard", "SeatView", "Song", "view_for"]


@dataclass(frozen=True, slots=True)
class PlayedCard:
    seat: int
    card: Card | None  # None: face down and not this seat's
    covered: bool


class OpenCall(NamedTuple):
    """A bet that waits for an answer: who made it, who answers, what either answer scores.

    The mão de onze is one too (family "onze"): the rules, not a seat, ask the team on 11
    to play for its stake or to give the other team a point (BR-ONZE-2).
    """

    family: str  # "truco", "envido", "flor" (actions.FAMILY) or "onze"
    word: str
    #: The seat that made the call; None for the mão de onze.
    caller: int | None
    #: The seat whose answer is awaited; his partners in play may answer too (COMMON-CALL-3).
    answer_by: int
    answering_team: int
    #: Points at stake if accepted, to team 0 and to team 1 winning it; None for a flor
    #: bet, whose worth depends on flors not yet shown.
    if_accepted: tuple[int, int] | None
    #: What a refusal scores: for the caller's team, or in a mão de onze for the other
    #: team (None for a flor bet).
    if_refused: int | None


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
    #: In a pica-pica hand, the duel in progress (0, 1, 2) and how many there are; else 0, 0.
    duel_number: int
    duel_count: int
    active: tuple[int, ...]
    #: The match score: one entry per team, or with 3 players one per seat (AR-GALLO-4);
    #: ``score_entries`` says which entries each team's points go to.
    score: tuple[int, ...]
    #: The score when the hand was dealt.
    start_score: tuple[int, ...]
    kind: HandKind
    pica: bool
    phase: Phase
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
    #: How many sets the Mineiro mão may see at most (MI-DEAL-2); 0 without a set choice.
    max_sets: int
    #: The set the mão passed to his partner (MI-DEAL-2), known to the mão and the partner.
    given_set: tuple[Card, ...]
    finished_tricks: tuple[tuple[PlayedCard, ...], ...]
    trick_results: tuple[tuple[int | None, int | None], ...]
    current_trick: tuple[PlayedCard, ...]
    turn: int
    to_act: int | None
    #: What ``to_act`` is deciding (``phases.Deciding``), None when the hand is over.
    deciding: str | None
    legal: tuple[Action, ...]
    stake: int
    #: The accepted rung of the ladder, -1 while no truco was accepted.
    truco_level: int
    truco_pending: tuple[int, str] | None
    truco_holder: int | None
    #: The stake if the pending truco-family call is accepted.
    stake_if_accepted: int | None
    #: The bet waiting for an answer, if any.
    open_call: OpenCall | None
    envido_chain: tuple[str, ...]
    envido_pending: bool
    envido_done: bool
    #: AR-ENV-8: the winning seat and its value once an envido was accepted.
    envido_winner: tuple[int, int] | None
    #: AR-ENV-8b: what was sung, in order: a value, or None for *son buenas*.
    envido_sung: tuple[Song, ...]
    flor_announced: tuple[int, ...]
    flor_pending: tuple[str, int] | None
    flor_winner: tuple[int, int] | None
    #: Every action so far, as (seat, word); a face-down card of another seat is hidden.
    history: tuple[tuple[int, str], ...]
    hand_over: bool
    game_over: bool
    winner: int | None
    #: The team of every seat in this hand (COMMON-SEAT-3; with 3 players the gallo is
    #: team 0 and the pair team 1, AR-GALLO-1).
    teams: tuple[int, ...]
    #: The variant's truco ladder: each call, its stake and what a refusal gives.
    ladder: tuple[Rung, ...]
    #: Every call word of these rules (``actions.FAMILY`` names their families).
    calls: frozenset[str]
    #: "one_by_one" or "packets" (COMMON-DEAL-4).
    deal_style: str
    #: (seat, card index) of each card in the order it was dealt (COMMON-DEAL-4).
    deal_order: tuple[tuple[int, int], ...]
    #: The manilhas of this hand, strongest first (none in Argentine Truco).
    manilhas: tuple[Card, ...]
    #: Mineiro's manilhas are always the same cards; Paulista's follow the vira.
    manilhas_fixed: bool
    #: What a falta envido would give team 0 and team 1 if won now (AR-ENV-9/10, AR-SIX-5).
    falta_points: tuple[int, int]
    #: The *resto* of a contraflor al resto now (AR-FLOR-10, AR-SIX-5).
    resto_points: int
    #: MI-TRU: an accepted truco bets on one trick, not on the hand.
    bets_on_trick: bool
    #: Who wins a hand of three pardas (AR-HAND-1, MI-HAND-1, PA-HAND-1).
    all_pardas: AllPardas
    #: The trick an accepted Mineiro truco is decided by (MI-TRU-2/3), if any.
    decisive_trick: int | None
    #: Envido and flor winners of the earlier duels of a pica-pica hand, as
    #: ("envido" | "flor", seat, value): public, and gone from the duel in progress.
    earlier_duels: tuple[tuple[str, int, int], ...] = ()
    #: Cards the rules show everyone once the hand is over (AR-ENV-8c): the cards that
    #: make the envido winner's value, and the flor winner's three cards.
    shown_cards: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    #: AR-GALLO-1: the seat alone against the pair in this hand (None without a gallo).
    gallo: int | None = None
    #: For team 0 and team 1, the score entries its points are added to (AR-GALLO-4): the
    #: team itself, or with 3 players the gallo's own entry and each pair member's.
    score_entries: tuple[tuple[int, ...], tuple[int, ...]] = ((0,), (1,))
    #: AR-GALLO-3: whether the gallo has discarded, and the card, known to him alone.
    discard_done: bool = False
    discarded: Card | None = None
    #: The score entries that reached the target when the match ended (AR-GALLO-5): the
    #: winning team, or with 3 players the winning seats (two when the pair wins together).
    match_winners: tuple[int, ...] = ()
    #: The pica-pica duels of this hand in playing order, (duel mano, opponent).
    duels: tuple[tuple[int, int], ...] = ()
    #: AR-ENV-1: this seat's own envido, from the cards it was dealt (the gallo's after
    #: his discard), so the table can show a player what he would sing as a person at
    #: a real table knows it; None where the rules have no envido or the seat cannot
    #: see its cards. It is worked out here, not by the table, so no screen computes a
    #: rule of its own.
    own_envido: int | None = None
    #: Whether an envido is still alive for this seat: it may still be called (AR-ENV-2),
    #: or it waits for an answer; False once settled, refused or out of time, after a
    #: flor (AR-FLOR-3), where the rules have none, and for a seat outside the pica-pica
    #: duel in play. The table shows ``own_envido`` while it is True, asking the engine
    #: rather than working out AR-ENV-2 again.
    envido_open: bool = False

    @property
    def team(self) -> int:
        return self.teams[self.seat]

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    @property
    def pair(self) -> tuple[int, ...]:
        """AR-GALLO-1: the two seats playing together against the gallo; () without one."""
        if self.gallo is None:
            return ()
        return tuple(s for s in range(self.players) if s != self.gallo)

    def score_of(self, seat: int) -> int:
        """The score that counts for ``seat``: his own (3 players) or his team's."""
        if self.gallo is not None:
            return self.score[seat]
        return self.score[self.score_entries[self.teams[seat]][0]]

    def leading_score(self, team: int) -> int:
        """The highest score among ``team``'s entries: how near that side is to winning."""
        return max(self.score[e] for e in self.score_entries[team])

    def partners_of(self, seat: int) -> tuple[int, ...]:
        team = self.teams[seat]
        return tuple(s for s, t in enumerate(self.teams) if t == team and s != seat)

    def rung(self, word: str) -> Rung | None:
        """The ladder's rung called by ``word``, if it is one."""
        return next((r for r in self.ladder if r.word == word), None)

    def envido_points(self, chain: tuple[str, ...], winner_team: int) -> int:
        """What an accepted envido chain gives ``winner_team`` at this score (AR-ENV-5/9)."""
        return envido_chain_points(chain, self.falta_points[winner_team])

    def flor_points(self, flors: int, level: int) -> int:
        """AR-FLOR-10: ``flors`` flors at bet level 0 (flor), 1 (contraflor) or 2 (al resto)."""
        return (3 * flors, 3 * flors + 3, self.resto_points + 3 * flors)[level]


def view_for(hand: Hand, seat: int) -> SeatView:
    """Project ``hand`` onto what ``seat`` may know."""
    deal = hand.deal
    rules = deal.rules
    blind = deal.kind is HandKind.FERRO
    finished, trick, history = _tricks_and_history(hand, seat)
    d = hand.decision()
    legal = hand.legal_actions_for(seat) if d is not None else ()
    if blind and legal:
        # The seat cannot see its cards: it chooses a position, not a card (BR-FERRO-2).
        legal = tuple(play_blind(i) for i, a in enumerate(legal) if a.card is not None)
    resto = rules.target - max(hand.score)
    return SeatView(
        **_facts_of_the_rules(rules),
        **_bets(hand),
        seat=seat,
        strength=deal.strength,
        dealer=deal.dealer,
        mano=deal.mano,
        lead_mano=hand.round.mano,
        duel_number=hand.round.number,
        duel_count=len(deal.duels),
        active=hand.round.active,
        score=hand.score,
        start_score=deal.start_score,
        kind=deal.kind,
        pica=deal.pica,
        phase=hand.phase,
        cards=() if blind else hand.tricks.held[seat],
        blind=blind,
        card_counts=tuple(len(c) for c in hand.tricks.held),
        partner_cards=_partner_cards(hand, seat),
        vira=deal.vira,
        discarded_sets=hand.sets.discarded,
        sets_seen=hand.sets.seen,
        given_set=_given_set(hand, seat),
        finished_tricks=finished,
        trick_results=hand.tricks.done,
        current_trick=trick,
        turn=hand.tricks.turn,
        to_act=None if d is None else d.seat,
        deciding=None if d is None else d.deciding.value,
        legal=legal,
        history=history,
        hand_over=hand.is_over,
        game_over=hand.game_over,
        winner=hand.winner,
        teams=deal.seating.teams,
        deal_order=deal_order(rules, deal.dealer),
        manilhas=rules.variant.manilhas_for(deal.vira, rules.deck_option),
        manilhas_fixed=deal.vira is None,
        falta_points=_falta_points(hand),
        resto_points=min(PICA_DUEL_FALTA_CAP, resto) if deal.pica else resto,
        shown_cards=_shown_cards(hand),
        earlier_duels=hand.round.earlier,
        own_envido=_own_envido(hand, seat, blind),
        envido_open=_envido_open(hand, seat),
        **_sides(hand, seat),
    )


def _own_envido(hand: Hand, seat: int, blind: bool) -> int | None:
    """AR-ENV-1: the envido of ``seat``'s own counted cards, and nobody else's."""
    deal = hand.deal
    if blind or not deal.rules.variant.has_envido:
        return None
    return envido_value(deal.counted[seat])


def _envido_open(hand: Hand, seat: int) -> bool:
    """Whether the envido is called and unanswered, or some seat of the round in play may
    still call it (legality's own test, asked for each seat as if it were his turn)."""
    active = hand.round.active
    if not hand.deal.rules.variant.has_envido or hand.is_over or seat not in active:
        return False
    envido = hand.envido
    if envido.done or hand.flor.announced:
        return False
    if envido.chain:
        return True
    return any(envido_refusal(hand, s, Deciding.OWN) is None for s in active)


@cache
def _facts_of_the_rules(rules: Rules) -> dict[str, Any]:
    """The view's fields that the rules alone decide (the same for every hand)."""
    variant = rules.variant
    return {
        "variant": variant.name,
        "players": rules.players,
        "target": rules.target,
        "flor_mode": rules.flor,
        "falta": rules.falta,
        "deck": rules.deck_option,
        "deck_cards": rules.deck.cards,
        "ladder": variant.truco_ladder,
        "calls": rules.calls,
        "deal_style": variant.deal_style.value,
        "bets_on_trick": variant.truco_on_trick,
        "all_pardas": variant.all_pardas,
        "max_sets": MAX_SETS if variant.set_choice else 0,
    }


def _sides(hand: Hand, seat: int) -> dict[str, Any]:
    """Who plays with whom and who scores what: the gallo, the score entries, the duels."""
    deal = hand.deal
    gallo = deal.seating.gallo
    return {
        "gallo": gallo,
        "score_entries": deal.seating.scores,
        "discard_done": deal.discarded is not None,
        # AR-GALLO-3: the discarded card is never shown to anybody else.
        "discarded": deal.discarded if seat == gallo else None,
        "match_winners": hand.match_winners,
        "duels": deal.duels,
    }


def _falta_points(hand: Hand) -> tuple[int, int]:
    deal = hand.deal
    rules, seating, score, pica = deal.rules, deal.seating, hand.score, deal.pica
    return (
        falta_value(rules, seating, score, 0, pica),
        falta_value(rules, seating, score, 1, pica),
    )


def _bets(hand: Hand) -> dict[str, Any]:
    """The view's fields about the truco, the envido and the flor (all public)."""
    truco, envido, flor = hand.truco, hand.envido, hand.flor
    ladder = hand.deal.rules.variant.truco_ladder
    pending = truco.pending
    marker = truco.on_trick
    return {
        "stake": truco.stake,
        "truco_level": -1 if truco.level is None else truco.level,
        "truco_pending": None if pending is None else (pending.caller, ladder[pending.level].word),
        "truco_holder": truco.holder,
        "stake_if_accepted": stake_if_accepted(truco, ladder),
        "open_call": _open_call(hand, _falta_points(hand)),
        "decisive_trick": None if marker is None else marker.decisive,
        "envido_chain": envido.chain,
        "envido_pending": envido.pending,
        "envido_done": envido.done,
        "envido_winner": envido.public,
        "envido_sung": envido.sung,
        "flor_announced": flor.announced,
        "flor_pending": None if flor.pending is None else (flor.pending.word, flor.pending.caller),
        "flor_winner": flor.public,
    }


def _tricks_and_history(
    hand: Hand, seat: int
) -> tuple[tuple[tuple[PlayedCard, ...], ...], tuple[PlayedCard, ...], tuple[tuple[int, str], ...]]:
    """The tricks of the round in progress as ``seat`` saw them, and the public history."""

    def seen(play: Play) -> PlayedCard:
        s, card, covered, _i = play
        return PlayedCard(s, card if (not covered or s == seat) else None, covered)

    finished: list[tuple[PlayedCard, ...]] = []
    trick: list[PlayedCard] = []
    history: list[tuple[int, str]] = []
    round_start = hand.round.first_action
    count_in_trick = len(hand.round.active)
    for index, (s, action) in enumerate(hand.history):
        kind = action.kind
        if kind == DISCARD:
            # AR-GALLO-3: the discarded card is never shown to anybody else.
            history.append((s, str(action)) if s == seat else (s, DISCARD))
            continue
        covered = kind == "play_covered"
        history.append((s, "play_covered") if covered and s != seat else (s, str(action)))
        if action.card is not None and index >= round_start:
            trick.append(seen(Play(s, action.card, covered, index)))
            if len(trick) == count_in_trick:
                finished.append(tuple(trick))
                trick = []
    return tuple(finished), tuple(trick), tuple(history)


def _partner_cards(hand: Hand, seat: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """BR-ONZE-2: in a 4-player mão de onze the team on 11 sees both its hands."""
    deal = hand.deal
    if (
        deal.kind is HandKind.ONZE
        and deal.onze_team == deal.seating.teams[seat]
        and hand.n == 4
        and hand.phase is not Phase.SET_CHOICE
    ):
        return tuple((p, hand.tricks.held[p]) for p in deal.seating.partners(seat))
    return ()


def _given_set(hand: Hand, seat: int) -> tuple[Card, ...]:
    """MI-DEAL-2: the set the mão gave his partner is known to the two of them."""
    mano = hand.deal.mano
    if hand.sets.given and seat in (mano, *hand.deal.seating.partners(mano)):
        return hand.sets.given
    return ()


def _shown_cards(hand: Hand) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """AR-ENV-8c: once the hand is over the envido winner shows the cards that make his
    value, and the flor winner (flors compared, AR-FLOR-6) his three cards; the winners
    of a pica-pica hand's earlier duels too. A seat that won both shows his flor."""
    if not hand.is_over:
        return ()
    counted = hand.deal.counted
    won: list[tuple[str, int]] = [(what, seat) for what, seat, _value in hand.round.earlier]
    if hand.envido.public is not None:
        won.append(("envido", hand.envido.public[0]))
    if hand.flor.public is not None:
        won.append(("flor", hand.flor.public[0]))
    shown: dict[int, tuple[Card, ...]] = {}
    for what, seat in won:
        cards = counted[seat] if what == "flor" else envido_cards(counted[seat])
        if len(cards) > len(shown.get(seat, ())):
            shown[seat] = cards
    return tuple(shown.items())


def _open_call(hand: Hand, falta: tuple[int, int]) -> OpenCall | None:
    """The bet awaiting an answer, with what each answer scores (public facts only)."""
    d = hand.decision()
    if d is None:
        return None
    teams = hand.deal.seating.teams
    answering = teams[d.seat]
    if d.deciding is Deciding.ONZE:
        stake = hand.truco.stake
        return OpenCall("onze", "onze", None, d.seat, answering, (stake, stake), ONZE_REFUSED)
    flor_bet = hand.flor.pending
    if flor_bet is not None:
        return OpenCall("flor", flor_bet.word, flor_bet.caller, d.seat, answering, None, None)
    envido = hand.envido
    if envido.pending and hand.flor.forced is None:
        assert envido.caller is not None
        chain = envido.chain
        won = (envido_chain_points(chain, falta[0]), envido_chain_points(chain, falta[1]))
        refused = envido_refused_points(chain)
        return OpenCall("envido", chain[-1], envido.caller, d.seat, answering, won, refused)
    pending = hand.truco.pending
    if pending is not None and not envido.pending:
        rung = hand.rules.variant.truco_ladder[pending.level]
        word, caller = rung.word, pending.caller
        stakes = (rung.stake, rung.stake)
        return OpenCall("truco", word, caller, d.seat, answering, stakes, rung.refused)
    return None
