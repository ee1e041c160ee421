"""Reading the opponents: what each seat's public play over the match says (issue 32).

Good players read the table: who bluffs, who folds to a truco, who sings envido only with
30. ``TableReads`` keeps, per seat and over one match, what everyone at the table could
have noted from the public record of each hand (``SeatView`` and nothing else: the
history of calls and answers, the cards played face up, the envido songs, the cards the
rules show at the end of a hand, AR-ENV-8c):

- how often the seat answered a truco-family call at each rung by accepting, refusing
  or raising, and an envido call likewise; how often it went to the deck;
- its truco-family calls, and of those whose cards were seen by the end of the hand,
  how many it made with weak cards (a bluff shown down);
- its envido calls, and of those followed by a song of its own value or by *son buenas*,
  how many it made with a low envido (AR-ENV-8b: only sung values are known).

Each rate starts from a prior, the habits of our own levels (``PRIORS``, with the weight
of ``PRIOR_WEIGHT`` hands), so that the first hands of a match are read as an ordinary
player's. The rules (``RuleBot``) ask the model how likely the other side is to fold to a
call, and how much a seat's calls say about its cards (its *honesty*): a maniac's trucos
say little, a rock's a lot, a calling station never folds to a bluff.

The model learns from every view its bot is given (``note``), and fully from a hand's last
view when the table shows it (``observe``): the answers after the bot's last decision and
the cards shown at the end are only there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..engine.actions import ANSWERS, ENVIDO_CALLS, FLOR_WORDS
from ..engine.view import SeatView

#: A hand of a match as the views show it: the dealer and the score at the deal.
HandKey = tuple[int, tuple[int, ...]]

#: The prior rates, each worth ``PRIOR_WEIGHT`` observations: what our own ``normal`` and
#: ``hard`` do against each other (``benchmarks/bots_calls.md``: about a third of the
#: trucos and envidos refused, a truco bluff in about one call in six, an envido called
#: with less than 27 in about one call in five).
PRIORS: dict[str, float] = {
    "truco_fold": 0.3,
    "truco_raise": 0.1,
    "envido_fold": 0.35,
    "truco_bluff": 0.15,
    "envido_weak": 0.2,
    "falta_habit": 0.03,
    "truco_take": 0.12,
}

#: Two kinds of bettor are told apart by their chances to bet the truco family (at their
#: turn before their card, or for an answer) that they take: an ordinary player takes
#: about ``PRIORS["truco_take"]`` of them (``hard`` one in five or ten, ``normal`` one in
#: twenty), a wild one (a maniac) nearly every one (``WILD_TAKE``). A seat starts wild
#: with chance ``WILD_PRIOR``; each chance taken or passed weighs the two kinds (Bayes):
#: two or three bets in a row, where an ordinary player bets one time in ten or twenty,
#: make it wild.
WILD_TAKE = 0.9
WILD_PRIOR = 0.1

#: Two kinds of answerer are told apart by the truco-family calls they refuse: an
#: ordinary player refuses a third of them or more (our own levels refuse 44 to 86% of
#: ``hard``'s calls, by variant; ``PRIORS["truco_fold"]`` is the low end, so that a run of
#: acceptances against thin calls is not taken for a station), a calling station nearly
#: none (``STATION_FOLD``). A seat starts a station with chance ``STATION_PRIOR``; eight
#: acceptances in a row make it more likely a station than not, and a refusal weighs as
#: much as eight acceptances against it.
ORDINARY_FOLD = PRIORS["truco_fold"]
STATION_FOLD = 0.02
STATION_PRIOR = 0.1

#: The share of hands in which a seat of our own levels makes a truco-family call, and
#: an envido call, at a table of ``players`` is about these numbers over ``players``
#: (measured with ``hard`` against ``normal``, Argentine: a truco in 55% of a seat's hands
#: with 2 players and 25% with 4; an envido in 15% and 8%). A seat that calls in nearly
#: every hand (a maniac's truco, a spammer's falta) says nothing by calling; one that
#: calls in few (a rock) says more than an ordinary player.
TRUCO_CALLS_PER_TABLE = 1.1
ENVIDO_CALLS_PER_TABLE = 0.3
#: The most a seat's calls or answers are believed, next to an ordinary player's (1).
MOST_HONEST = 1.25
PRIOR_WEIGHT = 6.0


def _stake_matters(view: SeatView, team: int, level: int, start: tuple[int, ...]) -> bool:
    """Whether ``team`` could still bet over the ``level``-th rung's stake (-1: none
    called): a side that reaches the target with it may not raise (BR-TRU-4), and a
    turn where that rule might hold is not counted as a chance, whatever the rules."""
    stake = view.ladder[level].stake if level >= 0 else 1
    return (start[team] if len(start) > team else 0) + stake < view.target


#: The history's words of a played card, and those of a hand without the truco.
_CARD_PLAYS = frozenset({"play", "play_covered"})
_NO_TRUCO_HANDS = frozenset({"play_blind"})

#: A truco call shown down with no card above this place in the hand's strength order
#: (0 the weakest, 1 the best) was a bluff.
BLUFF_TOP = 0.55
#: An envido call followed by a song below this value (or *son buenas*) was made weak.
WEAK_ENVIDO = 27


@dataclass
class SeatReads:
    """What one seat did in the hands of this match that its opponents could see."""

    #: Per rung of the ladder: truco-family calls it answered, and how.
    truco_faced: dict[int, int] = field(default_factory=dict)
    truco_folded: dict[int, int] = field(default_factory=dict)
    truco_raised: dict[int, int] = field(default_factory=dict)
    envido_faced: int = 0
    envido_folded: int = 0
    truco_calls: int = 0
    #: Truco-family calls whose caller's cards were seen, and of those the weak ones.
    truco_judged: int = 0
    truco_bluffs: int = 0
    envido_calls: int = 0
    #: Hands in which it called the falta envido.
    falta_hands: int = 0
    #: Hands in which it made a truco-family call, and an envido call.
    truco_call_hands: int = 0
    envido_call_hands: int = 0
    #: Envido calls followed by the caller's own song, and of those the weak ones.
    envido_judged: int = 0
    envido_weak: int = 0
    folds: int = 0
    hands: int = 0
    #: Turns at which it could open (or raise, holding the right) a truco-family bet
    #: before playing its card, and how many of them it did: a maniac bets at every
    #: such turn, an ordinary player at a few, a rock at fewer.
    truco_chances: int = 0
    truco_taken: int = 0


def _rate(count: float, total: float, prior: float) -> float:
    return (count + PRIOR_WEIGHT * prior) / (total + PRIOR_WEIGHT)


def _of_kind(prior: float, did: int, did_not: int, kind: float, ordinary: float) -> float:
    """The chance that a seat is of a kind that does something with chance ``kind``
    rather than an ordinary player's ``ordinary``, starting from ``prior``, after it did
    it ``did`` times and not ``did_not`` times (Bayes, on the log odds)."""
    log_odds = (
        math.log(prior / (1.0 - prior))
        + did * math.log(kind / ordinary)
        + did_not * math.log((1.0 - kind) / (1.0 - ordinary))
    )
    log_odds = max(-30.0, min(30.0, log_odds))
    return 1.0 / (1.0 + math.exp(-log_odds))


@dataclass
class TableReads:
    """Every seat's reads over one match (``SeatReads``), from public views only."""

    seats: dict[int, SeatReads] = field(default_factory=dict)
    _hand: HandKey | None = None
    #: The most complete view of the hand in progress seen so far (the longest history).
    _last: SeatView | None = None
    #: The players at the table (from the views): the priors of the call shares.
    players: int = 2

    # ------------------------------------------------------------------ learning

    def note(self, view: SeatView) -> None:
        """Learn from a view this bot was given: a new hand closes the previous one."""
        key: HandKey = (view.dealer, view.start_score)
        if key != self._hand:
            if self._last is not None:
                self._count(self._last)
            if not any(view.start_score):
                self.seats.clear()  # a new match: the reads start again from the prior
            self._hand, self._last = key, view
        elif self._last is None or len(view.history) >= len(self._last.history):
            self._last = view

    def observe(self, view: SeatView) -> None:
        """Learn from the last view of a hand (the table shows it when the hand ends)."""
        self.note(view)
        if view.hand_over and self._last is not None:
            self._count(self._last)
            self._last = None

    def seat(self, seat: int) -> SeatReads:
        return self.seats.setdefault(seat, SeatReads())

    def _count(self, view: SeatView) -> None:
        """Add one hand's public record to the seats' reads."""
        rungs = {r.word: i for i, r in enumerate(view.ladder)}
        strength = view.strength
        order = sorted(set(strength.values()))
        top = max(len(order) - 1, 1)
        place = {c: order.index(s) / top for c, s in strength.items()}
        seen: dict[int, list[str]] = {}
        for seat, word in view.history:
            _kind, _sep, card = word.partition(":")
            if card:
                seen.setdefault(seat, []).append(card)
        for seat, cards in view.shown_cards:
            seen.setdefault(seat, []).extend(cards)
        self.players = view.players
        for seat in range(view.players):
            self.seat(seat).hands += 1
        truco: tuple[int, int] | None = None  # (caller's team, rung) awaiting an answer
        envido_team: int | None = None
        callers: list[int] = []
        envido_callers: set[int] = set()
        falta_callers: set[int] = set()
        for seat, word in view.history:
            kind = word.partition(":")[0]
            reads = self.seat(seat)
            team = view.team_of(seat)
            if kind in rungs:
                if truco is not None and truco[0] != team:
                    answered = truco[1]
                    reads.truco_faced[answered] = reads.truco_faced.get(answered, 0) + 1
                    reads.truco_raised[answered] = reads.truco_raised.get(answered, 0) + 1
                truco = (team, rungs[kind])
                reads.truco_calls += 1
                callers.append(seat)
            elif kind in ENVIDO_CALLS:
                if envido_team is not None and envido_team != team:
                    reads.envido_faced += 1
                envido_team = team
                reads.envido_calls += 1
                envido_callers.add(seat)
                if kind == ENVIDO_CALLS[-1]:
                    falta_callers.add(seat)
            elif kind in ANSWERS:
                if envido_team is not None and envido_team != team:
                    reads.envido_faced += 1
                    reads.envido_folded += kind == "no_quiero"
                    envido_team = None
                elif truco is not None and truco[0] != team:
                    rung = truco[1]
                    reads.truco_faced[rung] = reads.truco_faced.get(rung, 0) + 1
                    if kind == "no_quiero":
                        reads.truco_folded[rung] = reads.truco_folded.get(rung, 0) + 1
                    truco = None
            elif kind in FLOR_WORDS:
                envido_team = None  # AR-FLOR-3: a flor ends the envido chain
            elif kind == "mazo":
                reads.folds += 1
        self._count_chances(view, rungs)
        for seat in falta_callers:
            self.seat(seat).falta_hands += 1
        for seat in set(callers):
            self.seat(seat).truco_call_hands += 1
        for seat in envido_callers:
            self.seat(seat).envido_call_hands += 1
        for seat in callers:
            shown = seen.get(seat, [])
            if len(shown) >= 2:  # two cards seen say whether the hand was weak
                reads = self.seat(seat)
                reads.truco_judged += 1
                reads.truco_bluffs += max(place[c] for c in shown) < BLUFF_TOP
        for song in view.envido_sung:
            if song.seat in envido_callers:
                reads = self.seat(song.seat)
                reads.envido_judged += 1
                reads.envido_weak += song.value is None or song.value < WEAK_ENVIDO

    def _count_chances(self, view: SeatView, rungs: dict[str, int]) -> None:
        """The turns of this hand at which a seat could bet the truco family before its
        card (no bet waiting, its side free to call or holding the right to raise, a rung
        left), and whether it did. A hand in which the rules bar the truco (the mão de
        onze's question, a mão de ferro's blind cards) says nothing."""
        history = view.history
        if view.pica or any(w.partition(":")[0] in _NO_TRUCO_HANDS for _s, w in history):
            return
        top = len(view.ladder) - 1
        start = view.start_score
        level = -1  # the highest rung called
        holder: int | None = None  # the side that may raise; None: either may call
        pending: int | None = None  # the calling side, while a call waits
        envido_waits = False
        betted: set[int] = set()  # seats that bet at their turn, before their card
        for seat, word in history:
            kind = word.partition(":")[0]
            team = view.team_of(seat)
            if kind in rungs:
                # A bet at its turn (its card then is no chance passed), or a raise for
                # an answer: a chance taken.
                if pending is None:
                    betted.add(seat)
                reads = self.seat(seat)
                reads.truco_chances += 1
                reads.truco_taken += 1
                level, pending = rungs[kind], team
            elif kind in ENVIDO_CALLS:
                envido_waits = True
            elif kind in ANSWERS:
                if envido_waits:
                    envido_waits = False
                elif pending is not None:
                    # An answer that could have been a raise: a chance not taken.
                    if level < top and _stake_matters(view, team, level + 1, start):
                        self.seat(seat).truco_chances += 1
                    if kind == "quiero":
                        holder = team
                    pending = None
                elif kind == "quiero" or kind == "no_quiero":
                    return  # an answer with nothing called: a question of the rules
            elif kind in FLOR_WORDS:
                envido_waits = False
            elif kind in _CARD_PLAYS:
                free = (
                    pending is None
                    and level < top
                    and (holder is None or holder == team)
                    and _stake_matters(view, team, level, start)
                )
                if seat in betted:
                    betted.discard(seat)
                elif free:
                    self.seat(seat).truco_chances += 1

    # ------------------------------------------------------------------ beliefs

    def truco_fold(self, seat: int, rung: int) -> float:
        """How likely ``seat`` refuses a truco-family call at ``rung``."""
        reads = self.seat(seat)
        n = reads.truco_faced.get(rung, 0)
        k = reads.truco_folded.get(rung, 0)
        # The rung's own record, with the seat's rate at the other rungs as its prior
        # (each answer counted once: two refusals in two are not yet a habit).
        others = _rate(
            sum(reads.truco_folded.values()) - k,
            sum(reads.truco_faced.values()) - n,
            PRIORS["truco_fold"],
        )
        return (k + PRIOR_WEIGHT * others) / (n + PRIOR_WEIGHT)

    def envido_fold(self, seat: int) -> float:
        reads = self.seat(seat)
        return _rate(reads.envido_folded, reads.envido_faced, PRIORS["envido_fold"])

    def truco_bluff(self, seat: int) -> float:
        """The share of ``seat``'s truco-family calls made with weak cards."""
        reads = self.seat(seat)
        return _rate(reads.truco_bluffs, reads.truco_judged, PRIORS["truco_bluff"])

    def envido_weak(self, seat: int) -> float:
        reads = self.seat(seat)
        return _rate(reads.envido_weak, reads.envido_judged, PRIORS["envido_weak"])

    def falta_habit(self, seat: int) -> float:
        """The share of hands in which ``seat`` calls the falta envido: a rare all-in at
        an ordinary table, every hand for a falta spammer."""
        reads = self.seat(seat)
        return _rate(reads.falta_hands, reads.hands, PRIORS["falta_habit"])

    def _call_share_honesty(self, count: int, hands: int, per_table: float) -> float:
        """How much a call says from how often the seat makes it: an ordinary share of
        the hands (``per_table`` over the players) is 1; every hand is 0."""
        prior = min(0.9, per_table / max(self.players, 1))
        share = _rate(count, hands, prior)
        return max(0.0, min(MOST_HONEST, (1.0 - share) / (1.0 - prior)))

    def truco_call_share(self, seat: int) -> float:
        """The share of its hands in which ``seat`` made a truco-family call."""
        reads = self.seat(seat)
        prior = min(0.9, TRUCO_CALLS_PER_TABLE / max(self.players, 1))
        return _rate(reads.truco_call_hands, reads.hands, prior)

    def truco_wild(self, seat: int) -> float:
        """The chance that ``seat`` bets the truco family whatever it holds (a maniac),
        from the chances it took and passed."""
        reads = self.seat(seat)
        taken, passed = reads.truco_taken, reads.truco_chances - reads.truco_taken
        return _of_kind(WILD_PRIOR, taken, passed, WILD_TAKE, PRIORS["truco_take"])

    def truco_station(self, seat: int) -> float:
        """The chance that ``seat`` accepts every truco-family call whatever it holds (a
        calling station), from the calls it accepted and refused."""
        reads = self.seat(seat)
        faced = sum(reads.truco_faced.values())
        folded = sum(reads.truco_folded.values())
        return _of_kind(STATION_PRIOR, folded, faced - folded, STATION_FOLD, ORDINARY_FOLD)

    def truco_honesty(self, seat: int) -> float:
        """How much ``seat``'s truco-family *calls* say about its cards, next to an
        ordinary player's (1), up to ``MOST_HONEST``: less for a seat that showed down
        bluffs or calls in nearly every hand (a maniac), more for one that calls rarely
        and never showed a bluff (a rock)."""
        reads = self.seat(seat)
        bluff = self.truco_bluff(seat)
        shown = min(MOST_HONEST, (1.0 - bluff) / (1.0 - PRIORS["truco_bluff"]))
        share = self._call_share_honesty(reads.truco_call_hands, reads.hands, TRUCO_CALLS_PER_TABLE)
        # A seat that bets at every chance says nothing by betting, although with
        # partners it calls in only half of the hands (its partner called first in the
        # others): its calls say less as it is more likely wild than a player at the
        # start of a match is.
        share *= min(1.0, (1.0 - self.truco_wild(seat)) / (1.0 - WILD_PRIOR))
        # Bluffs shown down prove a bluffer; none shown in a few showdowns proves little,
        # while how often the seat calls is seen in every hand.
        return max(0.0, share if shown >= 1.0 else min(shown, share))

    def accept_honesty(self, seat: int) -> float:
        """How much ``seat``'s acceptance of a truco says about its cards: nothing from a
        seat that never folds (a calling station's *quiero* is said with anything), more
        than an ordinary player's from one that folds most calls (a rock)."""
        return max(0.0, min(MOST_HONEST, self.truco_fold(seat, 0) / PRIORS["truco_fold"]))

    def envido_honesty(self, seat: int) -> float:
        """How much ``seat``'s envido calls say about its envido, 0..``MOST_HONEST``: less
        for one that sang low after calling, or calls in nearly every hand (a falta
        spammer)."""
        reads = self.seat(seat)
        weak = self.envido_weak(seat)
        sung = min(MOST_HONEST, (1.0 - weak) / (1.0 - PRIORS["envido_weak"]))
        share = self._call_share_honesty(
            reads.envido_call_hands, reads.hands, ENVIDO_CALLS_PER_TABLE
        )
        return max(0.0, min(sung, share))

    def side_answers(self, seats: tuple[int, ...], rung: int | None) -> int:
        """How many answers of the side of ``seats`` were seen: to truco-family calls
        (any rung) or, with ``rung`` None, to envido calls."""
        if rung is None:
            return sum(self.seat(s).envido_faced for s in seats)
        return sum(sum(self.seat(s).truco_faced.values()) for s in seats)

    def side_record(self, seats: tuple[int, ...], rung: int | None) -> tuple[int, int]:
        """The side's refusals and the calls it answered, as seen (for the reasons):
        truco-family calls at any rung, or with ``rung`` None envido calls."""
        if rung is None:
            return (
                sum(self.seat(s).envido_folded for s in seats),
                sum(self.seat(s).envido_faced for s in seats),
            )
        return (
            sum(sum(self.seat(s).truco_folded.values()) for s in seats),
            sum(sum(self.seat(s).truco_faced.values()) for s in seats),
        )

    def side_fold(self, seats: tuple[int, ...], rung: int | None) -> float:
        """How likely the side of ``seats`` refuses a call: the truco at ``rung``, or the
        envido (None). Any of them may answer for the side: their average."""
        if not seats:
            return 0.0
        if rung is None:
            return sum(self.envido_fold(s) for s in seats) / len(seats)
        return sum(self.truco_fold(s, rung) for s in seats) / len(seats)
