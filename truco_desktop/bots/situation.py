"""Public facts a bot derives from its seat's view, computed once per decision.

Everything here is read from ``SeatView`` only: the cards each seat has shown, how many it
still holds, which cards this seat has never seen (the *unseen* pool, in deck order so that
sampling is reproducible), the trick in progress and who still plays in it, and what each
seat's calls say about its cards. Signs (señas) are not in the view: what this seat saw
or caught comes as an explicit extra input (``signs.SignKnowledge``) and becomes
``signed``, the signs each other seat is known to have made about its own cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..engine.actions import ANSWERS, ENVIDO_CALLS, FLOR_WORDS, TRUCO_WORDS
from ..engine.cards import Card
from ..engine.ladders import Rung
from ..engine.view import SeatView
from ..signs import Sign, SignKnowledge, sign_set_for


@dataclass(frozen=True, slots=True)
class Situation:
    view: SeatView
    me: int
    team: int
    active: tuple[int, ...]  # in playing order from the (duel) mano
    #: Cards each seat played in this hand that this seat saw (face up, or its own).
    shown: dict[int, tuple[Card, ...]]
    #: How many cards each seat played face down that this seat did not see.
    hidden_covered: dict[int, int]
    #: Cards known to be held by a seat (this seat; the partner in a mão de onze).
    known: dict[int, tuple[Card, ...]]
    unseen: tuple[Card, ...]
    trick_index: int
    #: The current trick so far: (seat, strength or None when face down).
    trick: tuple[tuple[int, int | None], ...]
    #: Seats still to play in the current trick after this seat, in order.
    after_me: tuple[int, ...]
    #: Seats with a truco-family call or acceptance, and with an envido-family call.
    truco_aggressive: frozenset[int]
    envido_callers: frozenset[int]
    ladder: tuple[Rung, ...]
    #: The trick an accepted truco bets on (Mineiro, MI-TRU-2/3), or None: the engine's.
    decisive: int | None
    #: Signs this seat saw or caught, by the seat that made them, when they still fit
    #: what is public (a sign about a card seen elsewhere is dropped).
    signed: Mapping[int, tuple[Sign, ...]] = field(default_factory=lambda: MappingProxyType({}))
    #: Where a bet is on the trick in progress (Mineiro, MI-TRU-1): the seats that called
    #: or accepted a truco-family bet in this trick, and what the bet says of the cards
    #: they still hold: made before playing to it, after the other side had shown a card
    #: in it, the strength of the best such card (a player who bets on a trick having
    #: seen what he must beat says that he beats it); made after playing to it, None (the
    #: bet rests on a card everyone sees).
    trick_calls: Mapping[int, int | None] = field(default_factory=lambda: MappingProxyType({}))
    #: Where a bet is on the trick in progress: the seats that opened a truco-family bet
    #: (a call or a raise, not an acceptance) on it before any card of it was played, and
    #: the rung of their last such call (0: the truco). Such a bet rests on the seat's
    #: best card alone, against every card the other side may hold.
    trick_openers: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    #: The seats that called the truco during the first trick: where the truco bets on
    #: the hand, an ordinary player makes that call only with a hand that wins nearly
    #: always (``Norms.first_trick_floor``).
    hand_openers: frozenset[int] = frozenset()

    @property
    def my_score(self) -> int:
        """This seat's score: his team's, or with 3 players his own (AR-GALLO-4)."""
        return self.view.score_of(self.me)

    @property
    def their_score(self) -> int:
        """The other side's score nearest the target (the pair's best with 3 players)."""
        return self.view.leading_score(1 - self.team)

    @property
    def target(self) -> int:
        return self.view.target

    @property
    def has_envido(self) -> bool:
        """Whether these rules have the envido (its calls are among the view's calls)."""
        return not self.view.calls.isdisjoint(ENVIDO_CALLS)

    @property
    def has_flor(self) -> bool:
        """Whether these rules have the flor (its calls are among the view's calls)."""
        return not self.view.calls.isdisjoint(FLOR_WORDS)

    def opponents(self) -> tuple[int, ...]:
        team_of = self.view.team_of
        return tuple(s for s in self.active if team_of(s) != self.team)

    def partners(self) -> tuple[int, ...]:
        team_of = self.view.team_of
        return tuple(s for s in self.active if team_of(s) == self.team and s != self.me)

    def best_on_table(self) -> tuple[int, int | None]:
        """(best face-up strength, team holding it alone or None if tied); (-1, None) empty."""
        team_of = self.view.team_of
        best = -1
        teams: set[int] = set()
        for seat, s in self.trick:
            if s is None:
                continue
            if s > best:
                best, teams = s, {team_of(seat)}
            elif s == best:
                teams.add(team_of(seat))
        return best, (next(iter(teams)) if len(teams) == 1 else None)


def situation_of(view: SeatView, signs: SignKnowledge | None = None) -> Situation:
    me = view.seat
    n = view.players
    active = tuple(s for s in ((view.lead_mano + i) % n for i in range(n)) if s in view.active)
    shown: dict[int, list[Card]] = {s: [] for s in range(n)}
    hidden: dict[int, int] = {s: 0 for s in range(n)}
    truco_aggr: set[int] = set()
    env_callers: set[int] = set()
    truco_pending = envido_pending = False
    openers: set[int] = set()
    first_rung = view.ladder[0].word if view.ladder else None
    # The first trick is over once every active seat has played a card to it.
    cards_left = len(active)
    for seat, word in view.history:
        kind, _sep, card = word.partition(":")
        if kind == "discard":
            continue  # AR-GALLO-3: put away, not played (only the gallo knows the card)
        if kind == first_rung and cards_left > 0:
            openers.add(seat)
        if kind in _PLAYS or kind == "play_blind":
            cards_left -= 1
        if card:
            shown[seat].append(card)  # face up, or this seat's own face-down card
        elif kind == "play_covered":
            hidden[seat] += 1
        elif kind in TRUCO_WORDS:
            truco_aggr.add(seat)
            truco_pending = True
        elif kind in ENVIDO_CALLS:
            env_callers.add(seat)
            envido_pending = True
        elif kind in ANSWERS:
            if envido_pending:
                envido_pending = False
            elif truco_pending:
                truco_pending = False
                if kind == "quiero":
                    truco_aggr.add(seat)
        elif kind in FLOR_WORDS:
            envido_pending = False  # AR-FLOR-3: a flor cancels the envido chain
    known: dict[int, tuple[Card, ...]] = {me: view.cards}
    for seat, cards in view.partner_cards:
        known[seat] = cards
    excluded: set[Card] = set(view.cards)
    for played in shown.values():
        excluded.update(played)
    for discarded in view.discarded_sets:
        excluded.update(discarded)
    if view.discarded is not None:
        excluded.add(view.discarded)  # the gallo knows his discard is out of play
    for held in known.values():
        excluded.update(held)
    if view.vira is not None:
        excluded.add(view.vira)
    unseen = tuple(c for c in view.deck_cards if c not in excluded)
    strength = view.strength
    trick = tuple(
        (p.seat, None if p.covered or p.card is None else strength[p.card])
        for p in view.current_trick
    )
    played_now = {p.seat for p in view.current_trick}
    after: list[int] = []
    if me in active and me not in played_now:
        i = active.index(me)
        for k in range(1, len(active)):
            s = active[(i + k) % len(active)]
            if s in played_now:
                break
            after.append(s)
    signed = _signed(view, signs, shown, unseen)
    return Situation(
        view=view,
        me=me,
        team=view.team,
        active=active,
        shown={s: tuple(c) for s, c in shown.items()},
        hidden_covered=hidden,
        known=known,
        unseen=unseen,
        trick_index=len(view.trick_results),
        trick=trick,
        after_me=tuple(after),
        truco_aggressive=frozenset(truco_aggr),
        envido_callers=frozenset(env_callers),
        ladder=view.ladder,
        decisive=view.decisive_trick,
        signed=signed,
        trick_calls=MappingProxyType(_trick_calls(view)) if view.bets_on_trick else _NO_CALLS,
        trick_openers=MappingProxyType(_trick_openers(view)) if view.bets_on_trick else _NO_OPENERS,
        hand_openers=frozenset(openers),
    )


_NO_CALLS: Mapping[int, int | None] = MappingProxyType({})


def _trick_calls(view: SeatView) -> dict[int, int | None]:
    """``Situation.trick_calls``: the truco-family calls and acceptances made in the
    trick in progress: by a seat that had not played to it, the best face-up card of
    the other side already in it (a face-down card never wins a trick, MI-COVER-1); by
    a seat that had, None."""
    history = view.history
    plays = len(view.current_trick)
    if not plays:
        return {}
    start = len(history)
    while plays and start > 0:
        start -= 1
        if history[start][1].partition(":")[0] in _PLAYS:
            plays -= 1
    best: dict[int, int] = {}
    played: set[int] = set()
    calls: dict[int, int | None] = {}
    truco_pending = envido_pending = False
    for seat, word in history[start:]:
        kind, _sep, card = word.partition(":")
        team = view.team_of(seat)
        if kind in _PLAYS:
            played.add(seat)
            if kind == "play" and card:
                best[team] = max(best.get(team, -1), view.strength[card])
            continue
        bet = kind in TRUCO_WORDS or (kind == "quiero" and truco_pending and not envido_pending)
        if kind in TRUCO_WORDS:
            truco_pending = True
        elif kind in ENVIDO_CALLS:
            envido_pending = True
        elif kind in ANSWERS:
            if envido_pending:
                envido_pending = False
            else:
                truco_pending = False
        if bet and seat in played:
            calls[seat] = None
        elif bet and 1 - team in best:
            calls[seat] = best[1 - team]
    return calls


def _trick_openers(view: SeatView) -> dict[int, int]:
    """``Situation.trick_openers``: the truco-family calls made in the trick in progress
    before its first card, by seat, at the rung of the seat's last such call."""
    history = view.history
    plays = sum(1 for _seat, word in history if word.partition(":")[0] in _PLAYS)
    before = plays - len(view.current_trick)  # the cards of the finished tricks
    start = 0
    while before > 0 and start < len(history):
        if history[start][1].partition(":")[0] in _PLAYS:
            before -= 1
        start += 1
    rungs = {r.word: i for i, r in enumerate(view.ladder)}
    openers: dict[int, int] = {}
    for seat, word in history[start:]:
        kind = word.partition(":")[0]
        if kind in _PLAYS:
            break
        if kind in rungs:
            openers[seat] = rungs[kind]
    return openers


_NO_OPENERS: Mapping[int, int] = MappingProxyType({})

#: The history's words for a card played, face up or face down.
_PLAYS = frozenset({"play", "play_covered"})


def sign_options(sign: Sign, strength: Mapping[Card, int]) -> tuple[Card, ...] | None:
    """The cards that make a card sign true (one of them is held); None for other signs."""
    when = sign.when
    if "card" in when:
        return (str(when["card"]),)
    if "strength" in when:
        return tuple(c for c, v in strength.items() if v == when["strength"])
    if "rank" in when:
        below = when.get("below_strength")
        return tuple(
            c
            for c, v in strength.items()
            if c[:-1] == when["rank"] and (not isinstance(below, int) or v < below)
        )
    return None


def _signed(
    view: SeatView,
    signs: SignKnowledge | None,
    shown: Mapping[int, list[Card]],
    unseen: tuple[Card, ...],
) -> Mapping[int, tuple[Sign, ...]]:
    """The signs of ``signs`` that still fit what this seat can see, by signer."""
    if signs is None or not signs.seen or signs.seat != view.seat:
        return MappingProxyType({})
    try:
        vocabulary = sign_set_for(view.variant)
    except KeyError:
        return MappingProxyType({})
    pool = set(unseen)
    out: dict[int, list[Sign]] = {}
    for seen in signs.seen:
        seat = seen.seat
        if seat == view.seat or not 0 <= seat < view.players:
            continue
        try:
            sign = vocabulary.by_id(seen.sign)
        except KeyError:
            continue
        options = sign_options(sign, view.strength)
        if options is not None and not any(c in pool or c in shown[seat] for c in options):
            continue  # the card is in this seat's hand or was played by another
        limit = sign.when.get("nothing_above")
        if isinstance(limit, int) and any(view.strength[c] > limit for c in shown[seat]):
            continue
        if sign not in out.setdefault(seat, []):
            out[seat].append(sign)
    return MappingProxyType({s: tuple(v) for s, v in out.items() if v})
