"""One hand (one deal) of any variant: the legal actions in it and applying one.

A ``Hand`` is a handful of small immutable parts (``deal``: what was dealt; ``round``: who
plays now, the whole table or one pica-pica duel; ``tricks``; ``truco``; ``envido``;
``flor``; ``sets``: Mineiro's set choice) plus the phase, the score and the history.
``apply`` returns a new hand that shares every part the action did not change, and never
changes the hand it was called on (so undo, replay, save files and the bots' look-ahead
are free). The new hand is put together in ``apply`` before anyone else sees it; after
that nothing changes it.

Words (RULES.md): a *trick* is one card from each player; a *parda* is a tied trick; the
*mano* leads the first trick; the *envido* is the side bet on the best two cards of a suit;
a *flor* is three cards of one suit; *irse al mazo* (``mazo``) is folding; a *manilha* is
one of the four strongest cards of the Brazilian variants; the *vira* is Paulista's turned
card; a *mão de onze* is the hand a team plays on 11 points, a *mão de ferro* the blind hand
when both teams are on 11; a *pica-pica* hand is a six- or eight-player hand played as
duels; the *gallo* is the player alone against the other two (the *pair*) with three
players, who is dealt a fourth card and discards one before anything else.

Decisions go to one seat at a time (``to_act``); ``legality.decision`` says who, and
``legality`` also lists the legal actions and explains refusals. While a call is pending,
the turn does not move (COMMON-CALL-5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from . import actions as A
from . import legality, transitions
from .actions import Action
from .cards import Card
from .deal import Deal, deal_cards, make_deal
from .duel import PublicResult, Round, duel_round, whole_table
from .envido import NO_ENVIDO, Envido
from .errors import IllegalAction
from .events import DuelStarted, Event, HandOver, HandStarted, MatchOver, PointsScored
from .flor import Flor, fresh
from .phases import (
    D_TRUCO_FLOR,
    D_TRUCO_REPLY,
    K_FERRO,
    K_ONZE,
    P_DISCARD,
    P_ONZE,
    P_OVER,
    P_PLAY,
    P_SET_CHOICE,
    HandKind,
    Phase,
)
from .rules import Rules
from .seats import Seating
from .set_choice import FIRST_SET, SetChoice
from .state import Decision
from .tricks import Tricks, first_trick
from .truco import TrucoBet, no_bet

__all__ = ["Decision", "Hand", "deal_cards"]


class Ending(NamedTuple):
    """How the hand ended: its winning team (None: nobody), a replay, the match's winner."""

    hand_winner: int | None
    replay: bool
    match_winner: int | None
    #: The score entries that reached the target (COMMON-MATCH-2, AR-GALLO-5): the
    #: winning team with two teams, the winning seats with three players.
    match_winners: tuple[int, ...] = ()


class Hand:
    """The state of one hand. Build with ``Hand.start``; then ``legal_actions`` / ``apply``."""

    __slots__ = (
        "_decision",
        "_legal",
        "deal",
        "ending",
        "envido",
        "flor",
        "history",
        "phase",
        "round",
        "score",
        "sets",
        "tricks",
        "truco",
    )

    deal: Deal
    phase: Phase
    score: tuple[int, ...]
    round: Round
    tricks: Tricks
    truco: TrucoBet
    envido: Envido
    flor: Flor
    sets: SetChoice
    history: tuple[tuple[int, Action], ...]
    ending: Ending | None
    _decision: Decision | None
    _legal: tuple[Action, ...] | None

    # ------------------------------------------------------------------ set-up

    @classmethod
    def start(
        cls,
        rules: Rules,
        score: tuple[int, ...],
        dealer: int,
        cards: Sequence[Sequence[Card]],
        vira: Card | None = None,
        stock: Sequence[Card] = (),
        hand_kind: str = "redondo",
    ) -> tuple[Hand, list[Event]]:
        """A new hand from explicit cards (a hand record, or ``deal_cards``)."""
        deal = make_deal(rules, score, dealer, cards, vira, stock, hand_kind)
        h = cls.__new__(cls)
        h.deal = deal
        h.score = deal.start_score
        h.history = ()
        h.sets = FIRST_SET
        h.ending = None
        h._decision = h._legal = None
        kind = "pica" if deal.pica else deal.kind
        events: list[Event] = [HandStarted(dealer, deal.mano, kind, vira)]
        h.begin_round(0, deal.dealt, events)
        if deal.gallo is not None:
            h.phase = P_DISCARD
        elif rules.variant.set_choice and deal.kind is not K_FERRO:
            h.phase = P_SET_CHOICE
        elif deal.kind is K_ONZE:
            h.phase = P_ONZE
        else:
            h.phase = P_PLAY
        return h, events

    def begin_round(
        self, index: int, held: tuple[tuple[Card, ...], ...], events: list[Event]
    ) -> None:
        """Start the hand, or the next pica-pica duel: fresh tricks and bets."""
        deal = self.deal
        if deal.pica:
            earlier: tuple[PublicResult, ...] = ()
            if index > 0:
                # What the finished duel made public stays public in the next ones.
                public = (("envido", self.envido.public), ("flor", self.flor.public))
                done = tuple((name, p[0], p[1]) for name, p in public if p is not None)
                earlier = (*self.round.earlier, *done)
            self.round = duel_round(index, deal.duels[index], len(self.history), earlier)
            events.append(DuelStarted(*deal.duels[index]))
        else:
            self.round = whole_table(deal.players, deal.mano, deal.dealer)
        self.tricks = first_trick(held, self.round.mano)
        self.truco = no_bet(3 if deal.kind is K_ONZE else 1)
        self.envido = NO_ENVIDO
        active = self.round.active
        self.flor = fresh(settled=not any(s in active for s in deal.flor_holders))

    def _copy(self) -> Hand:
        new = Hand.__new__(Hand)
        new.deal = self.deal
        new.phase = self.phase
        new.score = self.score
        new.round = self.round
        new.tricks = self.tricks
        new.truco = self.truco
        new.envido = self.envido
        new.flor = self.flor
        new.sets = self.sets
        new.history = self.history
        new.ending = self.ending
        new._decision = new._legal = None
        return new

    # ------------------------------------------------------------------ the deal's facts

    @property
    def rules(self) -> Rules:
        return self.deal.rules

    @property
    def n(self) -> int:
        return self.deal.seating.players

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def mano(self) -> int:
        return self.deal.mano

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        return self.deal.dealt

    @property
    def vira(self) -> Card | None:
        return self.deal.vira

    @property
    def stock(self) -> tuple[Card, ...]:
        return self.deal.stock

    @property
    def strength(self) -> Mapping[Card, int]:
        return self.deal.strength

    @property
    def kind(self) -> HandKind:
        return self.deal.kind

    @property
    def start_score(self) -> tuple[int, ...]:
        return self.deal.start_score

    @property
    def seating(self) -> Seating:
        """Who plays with whom in this hand and who scores what (``seats``)."""
        return self.deal.seating

    @property
    def pica(self) -> bool:
        return self.deal.pica

    @property
    def hand_kind(self) -> str:
        """``pica`` for a pica-pica hand, otherwise ``redondo`` (hand records)."""
        return "pica" if self.deal.pica else "redondo"

    @property
    def variant_name(self) -> str:
        return self.deal.rules.variant.name

    # ------------------------------------------------------------------ the state

    @property
    def held(self) -> tuple[tuple[Card, ...], ...]:
        return self.tricks.held

    @property
    def active(self) -> tuple[int, ...]:
        return self.round.active

    @property
    def stake(self) -> int:
        return self.truco.stake

    @property
    def is_over(self) -> bool:
        return self.phase is P_OVER

    @property
    def game_over(self) -> bool:
        return self.ending is not None and self.ending.match_winner is not None

    @property
    def winner(self) -> int | None:
        """The team that won the match in this hand, if it did."""
        return None if self.ending is None else self.ending.match_winner

    @property
    def match_winners(self) -> tuple[int, ...]:
        """The score entries that won the match in this hand (AR-GALLO-5), else ()."""
        return () if self.ending is None else self.ending.match_winners

    @property
    def hand_winner(self) -> int | None:
        return None if self.ending is None else self.ending.hand_winner

    @property
    def replay(self) -> bool:
        """MI-FERRO-1: the hand is dealt again by the same dealer."""
        return self.ending is not None and self.ending.replay

    def next_active(self, seat: int) -> int:
        """The next seat in playing order that takes part in this hand or duel."""
        n = self.n
        active = self.round.active
        s = (seat + 1) % n
        while s not in active:
            s = (s + 1) % n
        return s

    def distance_from_mano(self, seat: int) -> int:
        """COMMON-SEAT-4: the smaller, the nearer to the mano (of the duel, in pica-pica)."""
        return (seat - self.round.mano) % self.n

    def first_of_other_team(self, seat: int) -> int:
        """The first active seat after ``seat`` of the team that is not ``seat``'s."""
        teams = self.deal.seating.teams
        own = teams[seat]
        s = self.next_active(seat)
        while teams[s] == own:
            s = self.next_active(s)
        return s

    def unannounced_flor(self, seat: int) -> bool:
        """A flor that its holder still has to announce (AR-FLOR-2)."""
        flor = self.flor
        return (
            not flor.settled
            and seat in self.deal.flor_holders
            and seat not in flor.announced
            and seat in self.round.active
        )

    @property
    def envido_open(self) -> bool:
        """Whether an envido chain could still be started by someone (AR-ENV-2 a, c, d)."""
        return (
            self.deal.rules.variant.has_envido
            and not self.tricks.done
            and not self.envido.chain
            and not self.flor.announced
            and self.truco.level is None
        )

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.seat

    def decision(self) -> Decision | None:
        """The seat whose decision is awaited and what it is deciding, or None when over."""
        d = self._decision
        if d is None and self.phase is not P_OVER:
            d = self._decision = legality.decision(self)
        return d

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the seat to act (``to_act``), in a stable order."""
        legal = self._legal
        if legal is None:
            d = self.decision()
            legal = () if d is None else tuple(legality.legal_for(self, d.seat, d.deciding))
            self._legal = legal
        return legal

    def legal_actions_for(self, seat: int) -> tuple[Action, ...]:
        """Legal actions of any seat: the seat to act, or a partner answering for his team.

        COMMON-CALL-3: any member of the challenged team may answer a pending call (and
        any member of the team on 11 may give the mão de onze decision), subject to the
        per-player conditions of the variant.
        """
        d = self.decision()
        if d is None:
            return ()
        if seat == d.seat:
            return self.legal_actions()
        deciding = legality.partner_deciding(self, seat, d)
        return () if deciding is None else tuple(legality.legal_for(self, seat, deciding))

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        """Why ``action`` by ``seat`` is not legal now: a reason code and the rule."""
        refusal = legality.why_not(self, seat, action)
        assert refusal is not None, f"{action} by seat {seat} is legal"
        return refusal

    # ------------------------------------------------------------------ applying

    def apply(self, seat: int, action: Action) -> tuple[Hand, list[Event]]:
        """Apply ``action`` by ``seat``: the new hand and what happened.

        Raises ``IllegalAction`` (and changes nothing) when the rules do not allow it.
        """
        if action.kind == A.PLAY_BLIND:
            action = self._resolve_blind(seat, action)
        d = self._decision or self.decision()
        if d is not None and seat == d.seat:
            legal = self._legal or self.legal_actions()
        else:
            legal = self.legal_actions_for(seat)
        if action not in legal:
            raise self.explain_illegal(seat, action)
        assert d is not None
        deciding = d.deciding
        if seat != d.seat and deciding is D_TRUCO_FLOR:
            deciding = D_TRUCO_REPLY
        new = self._copy()
        new.history = (*self.history, (seat, action))
        events: list[Event] = []
        transitions.dispatch(new, seat, action, deciding, events)
        return new, events

    def _resolve_blind(self, seat: int, action: Action) -> Action:
        """BR-FERRO-2: "my n-th unknown card" becomes that card."""
        cards = self.tricks.held[seat] if 0 <= seat < self.n else ()
        position = action.position
        if self.deal.kind is not K_FERRO or position is None or not 0 <= position < len(cards):
            raise IllegalAction(
                "not_blind", "BR-FERRO-2", "a card is played by position only in a mão de ferro"
            )
        return A.play(cards[position])

    # ------------------------------------------------------------------ while being built

    def add_points(self, team: int, points: int, reason: str, events: list[Event]) -> bool:
        """Add points; True when that ends the match (COMMON-MATCH-2, stop at target)."""
        if points <= 0:
            return False
        seating = self.deal.seating
        self.score = score = seating.add(self.score, team, points)
        events.append(PointsScored(team, points, reason, score))
        target = self.deal.rules.target
        winners = tuple(e for e in seating.scores[team] if score[e] >= target)
        if winners:
            self.phase = P_OVER
            self.ending = Ending(team, False, team, winners)
            events.append(HandOver(team, "target"))
            events.append(MatchOver(team, score, winners))
            return True
        return False

    def end(self, team: int | None, reason: str, events: list[Event], replay: bool = False) -> None:
        """The hand (or, in pica-pica, the duel) is over."""
        if self.deal.pica and self.round.number < len(self.deal.duels) - 1:
            self.begin_round(self.round.number + 1, self.tricks.held, events)
            return
        self.phase = P_OVER
        self.ending = Ending(team, replay, None)
        events.append(HandOver(team, reason, replay))

    def score_or_end(
        self, team: int, points: int, reason: str, events: list[Event], why_over: str = ""
    ) -> None:
        """Score ``points`` for ``team`` and, unless that ended the match, end the hand."""
        if not self.add_points(team, points, reason, events):
            self.end(team, why_over or reason, events)
