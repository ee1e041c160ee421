"""One hand (one deal) of any variant: the legal actions in it and applying one.

``Hand`` is immutable from the outside: ``apply`` returns a new hand and the events that
happened, and never changes the hand it was called on (so undo, replay, save files and the
bots' look-ahead are free). Inside, ``apply`` copies the hand and edits the copy; every
collection in it is a tuple, so a shallow copy is a real one.

Words (RULES.md): a *trick* is one card from each player; a *parda* is a tied trick; the
*mano* leads the first trick; the *envido* is the side bet on the best two cards of a suit;
a *flor* is three cards of one suit; *irse al mazo* (``mazo``) is folding; a *manilha* is
one of the four strongest cards of the Brazilian variants; the *vira* is Paulista's turned
card; a *mão de onze* is the hand a team plays on 11 points, a *mão de ferro* the blind hand
when both teams are on 11; a *pica-pica* hand is a six-player hand played as three duels.

Decisions go to one seat at a time (``to_act``). Who that is follows from the state, in
this order of precedence: a forced flor announcement (AR-FLOR-3), a pending flor bet, a
pending envido chain, a pending truco-family call, and otherwise the seat whose turn it is
to play. While a call is pending, ``turn`` does not move, which is COMMON-CALL-5.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import actions as A
from .actions import Action
from .cards import Card, envido_value, flor_value, has_flor
from .errors import BadRecord, IllegalAction
from .events import (
    Called,
    CardPlayed,
    DuelStarted,
    EnvidoSettled,
    Event,
    FlorSettled,
    HandOver,
    HandStarted,
    MatchOver,
    PointsScored,
    SetChosen,
    TrickDone,
)
from .ladders import (
    ENVIDO_RAISES,
    FLOR_LEVEL,
    FLOR_OPENINGS,
    FLOR_REPLIES,
    envido_chain_points,
    envido_refused_points,
)
from .rules import Rules
from .seats import team_of
from .variant import AllPardas, DealStyle

# Phases of a hand.
SET_CHOICE = "set_choice"
ONZE = "onze"
PLAY = "play"
OVER = "over"

# Kinds of hand.
NORMAL = "normal"
ONZE_HAND = "onze"
FERRO = "ferro"

# What the seat to act is deciding.
M_SET = "set"
M_ONZE = "onze"
M_FORCED_FLOR = "forced_flor"
M_FLOR_REPLY = "flor_reply"
M_ENVIDO_REPLY = "envido_reply"
M_TRUCO_FLOR = "truco_flor"  # designated truco responder who must announce first
M_TRUCO_REPLY = "truco_reply"
M_OWN_FLOR = "own_flor"  # own turn, but must announce first
M_OWN = "own"

PICA_DUEL_FALTA_CAP = 6  # AR-SIX-5

Play = tuple[int, Card, bool, int]  # seat, card, face down, index of the play in the hand


def deal_cards(
    rules: Rules, dealer: int, deck: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], Card | None, tuple[Card, ...]]:
    """Deal a shuffled deck in COMMON-DEAL-4 order: (cards per seat, vira, stock)."""
    n = rules.players
    mano = (dealer + 1) % n
    cards: list[list[Card]] = [[] for _ in range(n)]
    if rules.variant.deal_style is DealStyle.PACKETS:
        for i in range(n):
            cards[(mano + i) % n] = list(deck[3 * i : 3 * i + 3])
    else:
        for k in range(3 * n):
            cards[(mano + k) % n].append(deck[k])
    rest = tuple(deck[3 * n :])
    vira: Card | None = None
    if rules.variant.turns_vira:
        vira, rest = rest[0], rest[1:]
    return tuple(tuple(c) for c in cards), vira, rest


class Hand:
    """The state of one hand. Build with ``Hand.start``; then ``legal_actions`` / ``apply``."""

    __slots__ = (
        "_decision",
        "_legal",
        "active",
        "dealer",
        "dealt",
        "discarded",
        "duel_index",
        "duels",
        "earlier_duels",
        "env_caller",
        "env_chain",
        "env_done",
        "env_pending",
        "env_public",
        "flor_announced",
        "flor_bets",
        "flor_closed",
        "flor_holders",
        "flor_outcome",
        "flor_pending",
        "flor_public",
        "flor_settled",
        "forced_flor",
        "game_over",
        "gave_set",
        "given_set",
        "hand_kind",
        "hand_winner",
        "held",
        "history",
        "kind",
        "leader",
        "mano",
        "mi_call_at",
        "mi_call_team",
        "mi_decisive",
        "n",
        "onze_team",
        "out_of_play",
        "phase",
        "pica",
        "played_count",
        "replay",
        "round_start",
        "rules",
        "score",
        "sets_seen",
        "stake",
        "start_score",
        "stock",
        "stock_pos",
        "strength",
        "sub_dealer",
        "sub_mano",
        "trick",
        "tricks",
        "truco_holder",
        "truco_level",
        "truco_pending",
        "turn",
        "vira",
        "winner",
    )

    rules: Rules
    n: int
    dealer: int
    mano: int
    strength: Mapping[Card, int]
    dealt: tuple[tuple[Card, ...], ...]
    vira: Card | None
    stock: tuple[Card, ...]
    kind: str
    onze_team: int | None
    flor_holders: tuple[int, ...]
    pica: bool
    hand_kind: str
    duels: tuple[tuple[int, int], ...]
    # Dynamic state.
    score: tuple[int, int]
    start_score: tuple[int, int]
    held: tuple[tuple[Card, ...], ...]
    active: tuple[int, ...]
    sub_mano: int
    sub_dealer: int
    duel_index: int
    phase: str
    sets_seen: int
    gave_set: bool
    given_set: tuple[Card, ...]
    earlier_duels: tuple[tuple[str, int, int], ...]
    stock_pos: int
    discarded: tuple[tuple[Card, ...], ...]
    out_of_play: tuple[tuple[Card, ...], ...]
    turn: int
    leader: int
    trick: tuple[Play, ...]
    tricks: tuple[tuple[int | None, int | None], ...]
    played_count: int
    stake: int
    truco_level: int
    truco_pending: tuple[int, int, int] | None  # caller, ladder index, cards played then
    truco_holder: int | None
    mi_decisive: int | None
    mi_call_at: int
    mi_call_team: int
    env_chain: tuple[str, ...]
    env_caller: int
    env_pending: bool
    env_done: bool
    env_public: tuple[int, int] | None
    flor_announced: tuple[int, ...]
    flor_pending: tuple[str, int] | None
    flor_bets: tuple[tuple[str, int], ...]
    flor_closed: bool
    flor_outcome: tuple[str, int, int] | None  # ("best"|"team", team, level)
    flor_settled: bool
    flor_public: tuple[int, int] | None
    forced_flor: int | None
    game_over: bool
    winner: int | None
    hand_winner: int | None
    replay: bool
    round_start: int
    history: tuple[tuple[int, Action], ...]
    _decision: tuple[int, str] | None
    _legal: tuple[Action, ...] | None

    # ------------------------------------------------------------------ set-up

    @classmethod
    def start(
        cls,
        rules: Rules,
        score: tuple[int, int],
        dealer: int,
        cards: Sequence[Sequence[Card]],
        vira: Card | None = None,
        stock: Sequence[Card] = (),
        hand_kind: str = "redondo",
    ) -> tuple[Hand, list[Event]]:
        """A new hand from explicit cards (a hand record, or ``deal_cards``)."""
        variant = rules.variant
        n = rules.players
        if not 0 <= dealer < n:
            raise BadRecord(f"dealer must be a seat from 0 to {n - 1}")
        if len(cards) != n or any(len(c) != 3 for c in cards):
            raise BadRecord(f"{n} seats of three cards each are needed")
        h = cls.__new__(cls)
        h.rules = rules
        h.n = n
        h.dealer = dealer
        h.mano = (dealer + 1) % n
        h.dealt = tuple(tuple(c) for c in cards)
        h.vira = vira
        h.stock = tuple(stock)
        h.strength = variant.strength_for(vira, rules.deck_option)
        h.score = (score[0], score[1])
        h.start_score = h.score
        h.held = h.dealt
        h.history = ()
        h.discarded = ()
        h.out_of_play = ()
        h.sets_seen = 1
        h.gave_set = False
        h.given_set = ()
        h.earlier_duels = ()
        h.stock_pos = 0
        h.game_over = False
        h.winner = None
        h.hand_winner = None
        h.replay = False
        target = rules.target
        h.kind = NORMAL
        h.onze_team = None
        if variant.eleven_rules:
            on_eleven = [t for t in (0, 1) if score[t] == target - 1]
            if len(on_eleven) == 2:
                h.kind = FERRO
            elif len(on_eleven) == 1:
                h.kind = ONZE_HAND
                h.onze_team = on_eleven[0]
        h.flor_holders = ()
        if rules.flor_enabled:
            h.flor_holders = tuple(s for s in range(n) if has_flor(h.dealt[s]))
        h.pica = n == 6 and hand_kind == "pica"
        h.hand_kind = "pica" if h.pica else "redondo"
        if h.pica:
            h.duels = tuple(((h.mano + k) % 6, (h.mano + k + 3) % 6) for k in range(3))
        else:
            h.duels = ()
        events: list[Event] = [HandStarted(dealer, h.mano, "pica" if h.pica else h.kind, vira)]
        h._begin_deal_round(0, events)
        if variant.set_choice and h.kind != FERRO:
            h.phase = SET_CHOICE
        elif h.kind == ONZE_HAND:
            h.phase = ONZE
        else:
            h.phase = PLAY
        h._decision = None
        h._legal = None
        return h, events

    def _begin_deal_round(self, duel_index: int, events: list[Event]) -> None:
        """Reset everything that belongs to one hand or to one pica-pica duel."""
        if duel_index > 0:
            # What the finished duel made public stays public in the next ones.
            done = tuple(
                (name, public[0], public[1])
                for name, public in (("envido", self.env_public), ("flor", self.flor_public))
                if public is not None
            )
            self.earlier_duels = (*self.earlier_duels, *done)
        self.duel_index = duel_index
        self.round_start = len(self.history)
        if self.pica:
            a, b = self.duels[duel_index]
            self.active = (a, b)
            self.sub_mano, self.sub_dealer = a, b
            events.append(DuelStarted(a, b))
        else:
            self.active = tuple((self.mano + i) % self.n for i in range(self.n))
            self.sub_mano, self.sub_dealer = self.mano, self.dealer
        self.turn = self.sub_mano
        self.leader = self.sub_mano
        self.trick = ()
        self.tricks = ()
        self.played_count = 0
        self.stake = 3 if self.kind == ONZE_HAND else 1
        self.truco_level = -1
        self.truco_pending = None
        self.truco_holder = None
        self.mi_decisive = None
        self.mi_call_at = 0
        self.mi_call_team = 0
        self.env_chain = ()
        self.env_caller = -1
        self.env_pending = False
        self.env_done = False
        self.env_public = None
        self.flor_announced = ()
        self.flor_pending = None
        self.flor_bets = ()
        self.flor_closed = False
        self.flor_outcome = None
        self.flor_settled = not any(s in self.active for s in self.flor_holders)
        self.flor_public = None
        self.forced_flor = None

    def _copy(self) -> Hand:
        new = Hand.__new__(Hand)
        for name in Hand.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        new._decision = None
        new._legal = None
        return new

    # ------------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def variant_name(self) -> str:
        return self.rules.variant.name

    def next_active(self, seat: int) -> int:
        """The next seat in playing order that takes part in this hand or duel."""
        n = self.n
        active = self.active
        s = (seat + 1) % n
        while s not in active:
            s = (s + 1) % n
        return s

    def distance_from_mano(self, seat: int) -> int:
        """COMMON-SEAT-4: the smaller, the nearer to the mano (of the duel, in pica-pica)."""
        return (seat - self.sub_mano) % self.n

    def first_after(self, seat: int, team: int) -> int:
        """The first active seat of ``team`` after ``seat`` in playing order."""
        s = self.next_active(seat)
        while team_of(s) != team:
            s = self.next_active(s)
        return s

    def has_played(self, seat: int) -> bool:
        return len(self.held[seat]) < 3

    def unannounced_flor(self, seat: int) -> bool:
        """A flor that its holder still has to announce (AR-FLOR-2)."""
        return (
            not self.flor_settled
            and seat in self.flor_holders
            and seat in self.active
            and seat not in self.flor_announced
        )

    @property
    def in_first_trick(self) -> bool:
        return not self.tricks

    @property
    def envido_open(self) -> bool:
        """Whether an envido chain could still be started by someone (AR-ENV-2 a, c, d)."""
        return (
            self.rules.variant.has_envido
            and not self.tricks
            and not self.env_chain
            and not self.flor_announced
            and self.truco_level < 0
        )

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d[0]

    def decision(self) -> tuple[int, str] | None:
        """The seat whose decision is awaited and what it is deciding, or None when over."""
        d = self._decision
        if d is None and self.phase != OVER:
            d = self._decision = self._compute_decision()
        return d

    def _compute_decision(self) -> tuple[int, str]:
        if self.phase == SET_CHOICE:
            return self.mano, M_SET
        if self.phase == ONZE:
            assert self.onze_team is not None
            team = self.onze_team
            seat = min(
                (s for s in range(self.n) if team_of(s) == team), key=self.distance_from_mano
            )
            return seat, M_ONZE
        if self.forced_flor is not None:
            return self.forced_flor, M_FORCED_FLOR
        if self.flor_pending is not None:
            _word, caller = self.flor_pending
            return self._flor_responder(caller), M_FLOR_REPLY
        if self.env_pending:
            return self.first_after(self.env_caller, 1 - team_of(self.env_caller)), M_ENVIDO_REPLY
        if self.truco_pending is not None:
            caller = self.truco_pending[0]
            seat = self.first_after(caller, 1 - team_of(caller))
            return seat, M_TRUCO_FLOR if self.unannounced_flor(seat) else M_TRUCO_REPLY
        seat = self.turn
        return seat, M_OWN_FLOR if self.unannounced_flor(seat) else M_OWN

    def _flor_responder(self, caller: int) -> int:
        """AR-FLOR-9: the first flor holder of the challenged team after the caller."""
        team = 1 - team_of(caller)
        s = self.next_active(caller)
        while not (team_of(s) == team and s in self.flor_holders):
            s = self.next_active(s)
        return s

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the seat to act (``to_act``), in a stable order."""
        legal = self._legal
        if legal is None:
            d = self.decision()
            legal = () if d is None else tuple(self._legal_for(d[0], d[1]))
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
        if seat == d[0]:
            return self.legal_actions()
        if not 0 <= seat < self.n or team_of(seat) != team_of(d[0]):
            return ()
        mode = d[1]
        if mode == M_ONZE:
            return (A.call("no_quiero"), A.call("quiero"))
        if seat not in self.active or self.unannounced_flor(seat):
            return ()
        if mode == M_FLOR_REPLY:
            if seat not in self.flor_holders:
                return ()
            return tuple(self._legal_for(seat, mode))
        if mode in (M_ENVIDO_REPLY, M_TRUCO_REPLY, M_TRUCO_FLOR):
            return tuple(self._legal_for(seat, M_TRUCO_REPLY if mode == M_TRUCO_FLOR else mode))
        return ()

    def _flor_announcements(self, seat: int) -> list[Action]:
        """What a flor holder may say when he must announce (AR-FLOR-2, AR-FLOR-9)."""
        if self.rules.flor == "full" and self.flor_announced and not self.flor_closed:
            first_team = team_of(self.flor_announced[0])
            if first_team != team_of(seat) and not self.flor_bets:
                return [A.call(w) for w in FLOR_OPENINGS]
        return [A.call("flor")]

    def _legal_for(self, seat: int, mode: str) -> list[Action]:
        out: list[Action] = []
        variant = self.rules.variant
        if mode == M_OWN:
            cards = self.held[seat]
            out.extend(A.play(c) for c in cards)
            if self._may_cover(seat):
                out.extend(A.play(c, covered=True) for c in cards)
            word = self._own_truco_call(seat)
            if word is not None:
                out.append(A.call(word))
            if self._may_start_envido(seat):
                out.extend(A.call(w) for w in ENVIDO_RAISES[()])
            if variant.has_mazo:
                out.append(A.call("mazo"))
        elif mode in (M_OWN_FLOR, M_FORCED_FLOR, M_TRUCO_FLOR):
            out.extend(self._flor_announcements(seat))
        elif mode == M_TRUCO_REPLY:
            assert self.truco_pending is not None
            _caller, level, _at = self.truco_pending
            out.append(A.call("quiero"))
            out.append(A.call("no_quiero"))
            ladder = variant.truco_ladder
            if level + 1 < len(ladder) and self._raise_matters(seat, ladder[level].stake):
                out.append(A.call(ladder[level + 1].word))
            if level == 0 and self._may_start_envido(seat, replying_to_truco=True):
                out.extend(A.call(w) for w in ENVIDO_RAISES[()])
        elif mode == M_ENVIDO_REPLY:
            out.append(A.call("quiero"))
            out.append(A.call("no_quiero"))
            out.extend(A.call(w) for w in ENVIDO_RAISES.get(self.env_chain, ()))
        elif mode == M_FLOR_REPLY:
            assert self.flor_pending is not None
            out.extend(A.call(w) for w in FLOR_REPLIES[self.flor_pending[0]])
        elif mode == M_SET:
            out.append(A.call("keep_set"))
            if self.sets_seen < 4:
                out.append(A.call("discard_set"))
                if self.n == 4 and not self.gave_set:
                    out.append(A.call("give_set"))
        elif mode == M_ONZE:
            out.append(A.call("quiero"))
            out.append(A.call("no_quiero"))
        return out

    def _may_cover(self, seat: int) -> bool:
        """BR-COVER-1: not in the first trick, not as the leader, not in a mão de ferro."""
        return (
            self.rules.variant.covered_cards
            and bool(self.tricks)
            and bool(self.trick)
            and self.kind != FERRO
        )

    def _raise_matters(self, seat: int, value_without_call: int) -> bool:
        """BR-TRU-4: no call if the team would reach the target without it."""
        if not self.rules.variant.raise_must_matter:
            return True
        return self.score[team_of(seat)] + value_without_call < self.rules.target

    def _own_truco_call(self, seat: int) -> str | None:
        """The truco-family call ``seat`` may make at its own turn (AR-TRU-2/3, BR-TRU-2/4/5)."""
        if self.kind != NORMAL:
            return None
        ladder = self.rules.variant.truco_ladder
        if self.truco_level < 0:
            word = ladder[0].word
        elif self.truco_holder == team_of(seat) and self.truco_level + 1 < len(ladder):
            word = ladder[self.truco_level + 1].word
        else:
            return None
        if not self._raise_matters(seat, self.stake):
            return None
        return word

    def _may_start_envido(self, seat: int, replying_to_truco: bool = False) -> bool:
        """AR-ENV-2 (a)-(f) and AR-TRU-5."""
        return (
            self.envido_open
            and not self.has_played(seat)
            and not self.unannounced_flor(seat)
            and (replying_to_truco or self.truco_pending is None)
        )

    # ------------------------------------------------------------------ applying

    def apply(self, seat: int, action: Action) -> tuple[Hand, list[Event]]:
        """Apply ``action`` by ``seat``: the new hand and what happened.

        Raises ``IllegalAction`` (and changes nothing) when the rules do not allow it.
        """
        if action.kind == A.PLAY_BLIND:
            action = self._resolve_blind(seat, action)
        if action not in self.legal_actions_for(seat):
            raise self.explain_illegal(seat, action)
        d = self.decision()
        assert d is not None
        mode = d[1] if seat == d[0] else (M_TRUCO_REPLY if d[1] == M_TRUCO_FLOR else d[1])
        new = self._copy()
        new.history = (*self.history, (seat, action))
        events: list[Event] = []
        new._dispatch(seat, action, mode, events)
        return new, events

    def _resolve_blind(self, seat: int, action: Action) -> Action:
        """BR-FERRO-2: "my n-th unknown card" becomes that card."""
        cards = self.held[seat] if 0 <= seat < self.n else ()
        position = action.position
        if self.kind != FERRO or position is None or not 0 <= position < len(cards):
            raise IllegalAction(
                "not_blind", "BR-FERRO-2", "a card is played by position only in a mão de ferro"
            )
        return A.play(cards[position])

    def _dispatch(self, seat: int, action: Action, mode: str, events: list[Event]) -> None:
        kind = action.kind
        if action.card is not None:
            self._play(seat, action.card, kind == A.PLAY_COVERED, events)
        elif mode == M_SET:
            self._set_choice(seat, kind, events)
        elif mode == M_ONZE:
            self._onze_decision(seat, kind == "quiero", events)
        elif mode in (M_OWN_FLOR, M_FORCED_FLOR, M_TRUCO_FLOR) or (mode == M_FLOR_REPLY):
            self._flor_word(seat, kind, events)
        elif mode == M_ENVIDO_REPLY:
            events.append(Called(seat, kind))
            if kind == "quiero":
                self._settle_envido(True, events)
            elif kind == "no_quiero":
                self._settle_envido(False, events)
            else:
                self._envido_call(seat, kind, events)
        elif mode == M_TRUCO_REPLY:
            events.append(Called(seat, kind))
            if kind == "quiero":
                self._accept_truco(seat)
            elif kind == "no_quiero":
                self._refuse_truco(events)
            elif kind in A.ENVIDO_CALLS:
                self._envido_call(seat, kind, events)
            else:
                self._accept_truco(seat)
                self._truco_call(seat, kind)
        else:  # own turn
            events.append(Called(seat, kind))
            if kind == "mazo":
                self._fold(seat, events)
            elif kind in A.ENVIDO_CALLS:
                self._envido_call(seat, kind, events)
            else:
                self._truco_call(seat, kind)

    # --- Mineiro set choice and the mão de onze

    def _set_choice(self, seat: int, choice: str, events: list[Event]) -> None:
        current = self.held[seat]
        if choice == "keep_set":
            events.append(SetChosen(seat, choice))
            self.phase = ONZE if self.kind == ONZE_HAND else PLAY
            return
        start = self.stock_pos
        new_set = self.stock[start : start + 3]
        if len(new_set) < 3:
            raise BadRecord(f"the stock is too short for {choice} (MI-DEAL-2)")
        held = list(self.held)
        if choice == "give_set":
            partner = (seat + 2) % self.n
            self.out_of_play = (*self.out_of_play, held[partner])
            held[partner] = current
            self.gave_set = True
            self.given_set = current
            events.append(SetChosen(seat, choice))
        else:
            self.discarded = (*self.discarded, current)
            events.append(SetChosen(seat, choice, current))
        held[seat] = new_set
        self.held = tuple(held)
        self.stock_pos = start + 3
        self.sets_seen += 1

    def _onze_decision(self, seat: int, plays: bool, events: list[Event]) -> None:
        events.append(Called(seat, "quiero" if plays else "no_quiero"))
        if plays:
            self.phase = PLAY
            return
        assert self.onze_team is not None
        other = 1 - self.onze_team
        if self._score(other, 1, "onze_refused", events):
            return
        self._end(other, "onze_refused", events)

    # --- scoring

    def _score(self, team: int, points: int, reason: str, events: list[Event]) -> bool:
        """Add points; True when that ends the match (COMMON-MATCH-2, stop at target)."""
        if points <= 0:
            return False
        score = list(self.score)
        score[team] += points
        self.score = (score[0], score[1])
        events.append(PointsScored(team, points, reason, self.score))
        if self.score[team] >= self.rules.target:
            self.game_over = True
            self.winner = team
            self.phase = OVER
            self.hand_winner = team
            events.append(HandOver(team, "target"))
            events.append(MatchOver(team, self.score))
            return True
        return False

    def _end(
        self, team: int | None, reason: str, events: list[Event], replay: bool = False
    ) -> None:
        """The hand (or, in pica-pica, the duel) is over."""
        if self.pica and self.duel_index < 2:
            self._begin_deal_round(self.duel_index + 1, events)
            return
        self.phase = OVER
        self.hand_winner = team
        self.replay = replay
        events.append(HandOver(team, reason, replay))

    # --- card play and tricks

    def _play(self, seat: int, card: Card, covered: bool, events: list[Event]) -> None:
        held = list(self.held)
        cards = list(held[seat])
        cards.remove(card)
        held[seat] = tuple(cards)
        self.held = tuple(held)
        self.trick = (*self.trick, (seat, card, covered, self.played_count))
        self.played_count += 1
        events.append(CardPlayed(seat, card, covered))
        if len(self.trick) < len(self.active):
            self.turn = self.next_active(seat)
            return
        self._finish_trick(events)

    def _finish_trick(self, events: list[Event]) -> None:
        trick = self.trick
        strength = self.strength
        best = max(strength[c] for _s, c, cov, _i in trick if not cov)
        best_plays = [p for p in trick if not p[2] and strength[p[1]] == best]
        teams = {team_of(p[0]) for p in best_plays}
        index = len(self.tricks)
        if len(teams) == 1:
            winner_seat: int | None = best_plays[0][0]
            winner_team: int | None = team_of(best_plays[0][0])
        else:
            winner_seat = winner_team = None
        self.tricks = (*self.tricks, (winner_team, winner_seat))
        self.trick = ()
        events.append(TrickDone(index, winner_team, winner_seat))
        if index == 0 and not self.flor_settled and self._settle_flor(events):
            return
        if self.rules.variant.truco_on_trick and self.truco_level >= 0:
            if self._decisive_trick_result(index, winner_team, best_plays, events):
                return
        else:
            result = self._hand_result()
            if result is not None:
                team, decided = result
                if decided:
                    if team is not None and self._score(team, self.stake, "hand", events):
                        return
                    replay = (
                        team is None
                        and self.kind == FERRO
                        and (self.rules.variant.replay_tied_iron_hand)
                    )
                    self._end(team, "tricks", events, replay=replay)
                    return
        self.leader = self.leader if winner_seat is None else winner_seat
        self.turn = self.leader

    def _hand_result(self) -> tuple[int | None, bool] | None:
        """AR-HAND-1, MI-HAND-1, PA-HAND-1: (winning team or None, decided) or None."""
        results = [t for t, _s in self.tricks]
        won = [t for t in results if t is not None]
        for team in (0, 1):
            if won.count(team) >= 2:
                return team, True
        if won and len(won) < len(results):
            return won[0], True
        if len(results) == 3:
            if won:  # W L W cannot reach here; W L L neither; a parda and a win did
                return won[0], True
            rule = self.rules.variant.all_pardas
            if rule is AllPardas.MANO:
                return team_of(self.sub_mano), True
            if rule is AllPardas.DEALER:
                return team_of(self.sub_dealer), True
            return None, True
        return None

    def _decisive_trick_result(
        self,
        index: int,
        winner_team: int | None,
        best_plays: list[Play],
        events: list[Event],
    ) -> bool:
        """MI-TRU-2/3: once a truco is accepted, the decisive trick decides the hand."""
        if self.mi_decisive is None or index != self.mi_decisive:
            return False
        if winner_team is not None:
            if not self._score(winner_team, self.stake, "hand", events):
                self._end(winner_team, "tricks", events)
            return True
        if any(p[3] < self.mi_call_at for p in best_plays):
            other = 1 - self.mi_call_team
            if not self._score(other, self.stake, "hand", events):
                self._end(other, "tricks", events)
            return True
        if index == 2:
            self._end(None, "tricks", events)
            return True
        self.mi_decisive = index + 1
        return False

    # --- the truco family

    def _truco_call(self, seat: int, word: str) -> None:
        level = self.rules.variant.ladder_index(word)
        self.truco_pending = (seat, level, self.played_count)

    def _accept_truco(self, seat: int) -> None:
        assert self.truco_pending is not None
        caller, level, made_at = self.truco_pending
        self.truco_pending = None
        self.truco_level = level
        self.stake = self.rules.variant.truco_ladder[level].stake
        self.truco_holder = team_of(seat)
        if self.rules.variant.truco_on_trick:
            if self.mi_decisive is None:
                self.mi_decisive = len(self.tricks)
            self.mi_call_at = made_at
            self.mi_call_team = team_of(caller)

    def _refuse_truco(self, events: list[Event]) -> None:
        assert self.truco_pending is not None
        caller, level, _at = self.truco_pending
        self.truco_pending = None
        if not self.flor_settled and self._settle_flor(events):
            return
        team = team_of(caller)
        points = self.rules.variant.truco_ladder[level].refused
        if self._score(team, points, "truco_refused", events):
            return
        self._end(team, "truco_refused", events)

    def _fold(self, seat: int, events: list[Event]) -> None:
        """AR-MAZO: the whole team folds; the other scores the stake (+1 for the envido)."""
        other = 1 - team_of(seat)
        extra = 0
        if (
            not self.tricks
            and not self.env_chain
            and not self.flor_announced
            and self.truco_level < 0
        ):
            extra = 1
        flor_counted = False
        if not self.flor_settled:
            flor_counted = any(s in self.active for s in self.flor_holders)
            if self._settle_flor(events):
                return
        if flor_counted:
            extra = 0
        if self._score(other, self.stake + extra, "mazo", events):
            return
        self._end(other, "mazo", events)

    # --- envido

    def _envido_call(self, seat: int, word: str, events: list[Event]) -> None:
        self.env_chain = (*self.env_chain, word)
        self.env_caller = seat
        self.env_pending = True
        # AR-FLOR-3: an unannounced flor takes the decision at once.
        if not self.flor_settled:
            s = self.next_active(seat)
            for _ in range(len(self.active)):
                if self.unannounced_flor(s):
                    self.forced_flor = s
                    break
                s = self.next_active(s)

    def _falta_value(self, winner_team: int) -> int:
        """AR-ENV-9 / AR-ENV-10, capped in a pica-pica duel (AR-SIX-5)."""
        target = self.rules.target
        leader_score = max(self.score)
        if self.rules.falta == "malas" and leader_score <= target // 2:
            value = target - self.score[winner_team]
        else:
            value = target - leader_score
        if self.pica:
            value = min(PICA_DUEL_FALTA_CAP, value)
        return value

    def envido_winner(self) -> tuple[int, int]:
        """AR-ENV-7: (seat, value) of the best envido; ties go to the seat nearer the mano."""
        best_seat = -1
        best_key = (-1, 0)
        for s in self.active:
            value = envido_value(self.dealt[s])
            key = (value, -self.distance_from_mano(s))
            if key > best_key:
                best_key, best_seat = key, s
        return best_seat, best_key[0]

    def _settle_envido(self, accepted: bool, events: list[Event]) -> None:
        chain = self.env_chain
        self.env_pending = False
        self.env_done = True
        if accepted:
            seat, value = self.envido_winner()
            team = team_of(seat)
            points = envido_chain_points(chain, self._falta_value(team))
            self.env_public = (seat, value)
            events.append(EnvidoSettled(True, team, points, seat, value))
        else:
            team = team_of(self.env_caller)
            points = envido_refused_points(chain)
            events.append(EnvidoSettled(False, team, points))
        self._score(team, points, "envido", events)

    # --- flor

    def _flor_word(self, seat: int, word: str, events: list[Event]) -> None:
        events.append(Called(seat, word))
        if seat not in self.flor_announced:
            self.flor_announced = (*self.flor_announced, seat)
        if self.forced_flor is not None:
            # AR-FLOR-3: the announcement cancels the envido chain without points.
            self.forced_flor = None
            self.env_pending = False
            self.env_done = True
        pending = self.flor_pending
        if word == "flor":
            if (
                self.rules.flor == "full"
                and pending is None
                and not self.flor_closed
                and not self.flor_bets
                and team_of(self.flor_announced[0]) != team_of(seat)
            ):
                self.flor_bets = (("flor", seat),)
                self.flor_pending = ("flor", seat)
            return
        if word in ("contraflor", "contraflor_al_resto"):
            self.flor_bets = (*self.flor_bets, (word, seat))
            self.flor_pending = (word, seat)
            return
        first_team = team_of(self.flor_announced[0])
        if word == "con_flor_quiero":
            assert pending is not None
            self.flor_outcome = ("best", -1, FLOR_LEVEL[pending[0]])
        else:  # con_flor_me_achico
            if pending is None:
                self.flor_outcome = ("team", first_team, 0)
            else:
                caller_team = team_of(pending[1])
                earlier = self.flor_bets[:-1]
                level = FLOR_LEVEL[earlier[-1][0]] if earlier else 0
                self.flor_outcome = ("team", caller_team, level)
        self.flor_pending = None
        self.flor_closed = True

    def _settle_flor(self, events: list[Event]) -> bool:
        """AR-FLOR-5..10: count and score the flors. True when the match ends."""
        self.flor_settled = True
        self.forced_flor = None
        flors = [s for s in self.flor_announced]
        flors += [s for s in self.active if s in self.flor_holders and s not in flors]
        if not flors:
            return False
        n = len(flors)
        teams = {team_of(s) for s in flors}
        outcome = self.flor_outcome
        best_seat = max(
            flors, key=lambda s: (flor_value(self.dealt[s]), -self.distance_from_mano(s))
        )
        compared = len(teams) == 2
        if outcome is not None and outcome[0] == "team":
            team, level = outcome[1], outcome[2]
            compared = False
        elif outcome is not None:
            team, level = team_of(best_seat), outcome[2]
        elif len(teams) == 1:
            team, level = next(iter(teams)), 0
        else:
            team, level = team_of(best_seat), 0
        if level == 0:
            points = 3 * n
        elif level == 1:
            points = 3 * n + 3
        else:
            resto = self.rules.target - max(self.score)
            if self.pica:
                resto = min(PICA_DUEL_FALTA_CAP, resto)
            points = resto + 3 * n
        if compared:
            self.flor_public = (best_seat, flor_value(self.dealt[best_seat]))
            events.append(
                FlorSettled(team, points, n, best_seat, flor_value(self.dealt[best_seat]))
            )
        else:
            events.append(FlorSettled(team, points, n))
        return self._score(team, points, "flor", events)

    # ------------------------------------------------------------------ refusals

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        """Why ``action`` by ``seat`` is not legal now: a reason code and the rule."""
        word = str(action)
        if self.phase == OVER:
            return IllegalAction("hand_over", "COMMON-TRICK-5", "the hand is over")
        if not 0 <= seat < self.n:
            return IllegalAction("no_such_seat", "COMMON-SEAT-1", f"there is no seat {seat}")
        d = self.decision()
        assert d is not None
        to_act, mode = d
        variant = self.rules.variant
        vocabulary_rules = {
            "mazo": (variant.has_mazo, "BR-SETUP-1"),
            "envido": (variant.has_envido, "BR-SETUP-1"),
            "real_envido": (variant.has_envido, "BR-SETUP-1"),
            "falta_envido": (variant.has_envido, "BR-SETUP-1"),
        }
        if action.kind in vocabulary_rules and not vocabulary_rules[action.kind][0]:
            return IllegalAction(
                "not_in_variant",
                vocabulary_rules[action.kind][1],
                f"{word} does not exist in {variant.name}",
                {"action": word},
            )
        if action.kind in A.FLOR_WORDS and not self.rules.flor_enabled:
            return IllegalAction(
                "flor_off", "AR-FLOR-1", f"{word}: flor is not played", {"action": word}
            )
        if action.kind in A.SET_CHOICES and not variant.set_choice:
            return IllegalAction(
                "not_in_variant", "MI-DEAL-2", f"{word} exists only in Mineiro", {"action": word}
            )
        ladder_words = {r.word for r in variant.truco_ladder}
        if action.kind in A.TRUCO_WORDS and action.kind not in ladder_words:
            return IllegalAction(
                "not_in_variant",
                "AR-TRU-1" if variant.has_envido else "BR-TRU-1",
                f"{word} is not a call of {variant.name}",
                {"action": word},
            )
        if seat != to_act:
            if team_of(seat) == team_of(to_act) and mode in (
                M_ENVIDO_REPLY,
                M_TRUCO_REPLY,
                M_FLOR_REPLY,
                M_TRUCO_FLOR,
                M_ONZE,
            ):
                if self.unannounced_flor(seat):
                    return IllegalAction(
                        "must_announce_flor",
                        "AR-FLOR-2",
                        f"seat {seat} must announce his flor before anything else",
                    )
                if mode == M_FLOR_REPLY:
                    return IllegalAction(
                        "no_flor", "AR-FLOR-9", f"seat {seat} holds no flor to answer with"
                    )
                return IllegalAction(
                    "not_allowed_reply",
                    "AR-ENV-2",
                    f"seat {seat} may not answer {word} now",
                    {"action": word},
                )
            return IllegalAction(
                "not_your_turn",
                "COMMON-CALL-3",
                f"seat {seat} may not act now: seat {to_act} is to act",
                {"seat": seat, "to_act": to_act},
            )
        if mode in (M_OWN_FLOR, M_FORCED_FLOR, M_TRUCO_FLOR):
            return IllegalAction(
                "must_announce_flor",
                "AR-FLOR-2",
                f"seat {seat} must announce his flor before anything else",
            )
        if mode == M_SET:
            return IllegalAction(
                "set_choice_first", "MI-DEAL-2", "the mão must choose his set first"
            )
        if mode == M_ONZE:
            return IllegalAction(
                "onze_decision_first", "BR-ONZE-2", "the team on 11 must decide first"
            )
        if action.card is not None:
            if mode != M_OWN:
                return IllegalAction(
                    "call_pending", "COMMON-CALL-2", "a call is pending: answer it first"
                )
            if action.card not in self.held[seat]:
                return IllegalAction(
                    "card_not_held",
                    "COMMON-TRICK-1",
                    f"seat {seat} does not hold {action.card}",
                    {"card": action.card},
                )
            return IllegalAction(
                "cannot_cover",
                "BR-COVER-1",
                "a card may be played face down only from the second trick, not by the leader"
                " and not in a mão de ferro",
            )
        if action.kind == "mazo":
            return IllegalAction(
                "no_mazo_while_pending", "AR-MAZO-1", "nobody may fold while a call is pending"
            )
        if action.kind in ("quiero", "no_quiero"):
            return IllegalAction("nothing_to_answer", "COMMON-CALL-4", "no call is pending")
        if action.kind in A.ENVIDO_CALLS:
            if mode == M_ENVIDO_REPLY:
                return IllegalAction(
                    "envido_chain", "AR-ENV-3", f"{word} cannot follow {'-'.join(self.env_chain)}"
                )
            if self.truco_level >= 0:
                return IllegalAction(
                    "envido_after_truco",
                    "AR-TRU-5",
                    f"seat {seat} may not call envido after truco was accepted",
                )
            if self.flor_announced:
                return IllegalAction("flor_beats_envido", "AR-FLOR-3", "a flor was announced")
            if self.env_chain:
                return IllegalAction("one_envido", "AR-ENV-2", "only one envido per hand")
            return IllegalAction(
                "envido_closed",
                "AR-ENV-2",
                "the envido may only be started in the first trick, before playing a card",
            )
        if action.kind in A.TRUCO_WORDS:
            if self.kind != NORMAL:
                return IllegalAction(
                    "no_truco_in_hand", "BR-TRU-5", "no truco in a mão de onze or a mão de ferro"
                )
            if mode in (M_FLOR_REPLY, M_ENVIDO_REPLY):
                return IllegalAction(
                    "call_pending", "COMMON-CALL-2", "answer the pending call first"
                )
            if variant.raise_must_matter:
                return IllegalAction(
                    "raise_cannot_matter",
                    "BR-TRU-4",
                    f"{word} is not allowed: it cannot matter, or it is not this team's to call",
                )
            return IllegalAction(
                "not_your_raise",
                "AR-TRU-3",
                f"{word} is not allowed: only the team that accepted may raise, in order",
            )
        if action.kind in A.FLOR_WORDS:
            return IllegalAction("no_flor_call", "AR-FLOR-9", f"{word} is not possible now")
        return IllegalAction("not_legal_now", "COMMON-CALL-2", f"{word} is not legal now")
