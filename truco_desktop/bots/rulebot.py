"""The rule-based computer players (levels ``easy``, ``normal`` and ``hard``).

Each decision is one named rule with its reason (``reasons.py``). The rules weigh
estimates computed from the seat's view only (``estimates.py``): the chance of winning the
hand with each card, of winning the envido or the flor, given the cards nobody has shown;
and they weigh the points at stake by what they are worth at this score (``match_odds``).
The levels differ by data (``Personality``): how many deals they sample, how often they
err, how much they read into calls, how often they bluff and how readily they accept.

Signs (señas) come as an optional third input, ``SignKnowledge``: the signs this seat saw
(its partner's) or caught (an opponent's). They narrow the sampled deals (a partner who
signalled the ancho de espadas holds it), so every estimate, and with it every call and
answer, follows them; one named rule uses them directly: when the partner, still to play
in this trick, is known to hold a card nobody else can beat, play low and keep the good
cards for later.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field, replace

from ..engine.actions import DISCARD, ENVIDO_CALLS, FLOR_WORDS, TRUCO_WORDS, Action
from ..engine.cards import Card, envido_value, has_flor
from ..engine.ladders import ENVIDO_CALL_VALUE, FLOR_LEVEL, envido_refused_points
from ..engine.view import SeatView
from ..signs import SignKnowledge
from .base import Decision, Why
from .estimates import (
    Holdings,
    card_chances,
    envido_chance,
    flor_chance,
    hand_chance,
    match_odds,
    my_envido,
    my_flor,
    rank_fraction,
    sample_cards,
)
from .falta_toll import toll_table
from .personality import Norms, Personality
from .reads import TableReads
from .situation import Situation, sign_options, situation_of

#: AR-GALLO-3: what the envido of the three kept cards adds to their chance to win the
#: tricks when the gallo chooses his discard (33, the best envido, adds this much), and
#: what a flor adds. The tricks decide most of the points; a 33 is worth about a truco.
ENVIDO_WEIGHT = 0.25
MAX_ENVIDO = 33
FLOR_WEIGHT = 0.3


def _pct(p: float) -> int:
    return round(100 * p)


def _why(code: str, **params: object) -> Why:
    return Why(code, params)


@dataclass(slots=True)
class _Context:
    """One decision's lazily computed estimates."""

    sit: Situation
    personality: Personality
    rng: random.Random
    #: The opponent model's read of each opponent's calls (None: read like our own).
    honesty: dict[int, tuple[float, float]] | None = None
    _deals: list[Holdings] | None = None
    _chances: dict[Card, float] | None = None
    _equity: dict[int | None, float] = field(default_factory=dict)

    @property
    def deals(self) -> list[Holdings]:
        if self._deals is None:
            fraction = rank_fraction(self.sit)
            reads = self.personality.reads_calls
            signs_fit: dict[int, bool] = {}
            self._deals = [
                sample_cards(
                    self.sit, self.rng, reads, fraction, honesty=self.honesty, signs_fit=signs_fit
                )
                for _ in range(self.personality.samples)
            ]
        return self._deals

    def chances(self) -> dict[Card, float]:
        """The chance of winning the hand with each held card played now."""
        if self._chances is None:
            self._chances = card_chances(
                self.sit, self.deals, self.sit.decisive, self.sit.view.cards
            )
        return self._chances

    def equity(self, decisive: int | None) -> float:
        """The chance of winning the hand (or, in Mineiro, the decisive trick)."""
        if decisive not in self._equity:
            sit = self.sit
            if (
                sit.view.to_act == sit.me
                and sit.view.cards
                and not sit.view.truco_pending
                and (decisive == sit.decisive)
            ):
                self._equity[decisive] = max(self.chances().values())
            else:
                self._equity[decisive] = hand_chance(sit, self.deals, decisive)
        return self._equity[decisive]


class RuleBot:
    """A computer player that follows named rules over estimates from its view."""

    def __init__(self, personality: Personality, falta: str = "total", reads: bool = False) -> None:
        self.personality = personality
        self.name = personality.name
        #: Kept for callers that still pass it: the rules read the table's falta rule
        #: and the falta's worth from the view (``SeatView.falta``, ``falta_points``).
        self.falta = falta
        #: The opponent model (issue 32), when this player reads the table: how likely
        #: the other side folds to a call, how much each seat's calls say. It changes
        #: what the player believes, never its personality (floors, bluff rate).
        self.reads: TableReads | None = TableReads() if reads else None

    def observe(self, view: SeatView) -> None:
        """A hand's last view, shown by the table when the hand ends: the model reads the
        answers and cards that came after this seat's last decision."""
        if self.reads is not None:
            self.reads.observe(view)

    # ------------------------------------------------------------------ entry

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make")
        if self.reads is not None:
            self.reads.note(view)
        if len(legal) == 1:
            return Decision(legal[0], _why("only_action"))
        if view.blind:
            cards = [a for a in legal if a.position is not None]
            return Decision(rng.choice(cards or list(legal)), _why("blind_play"))
        kinds = {a.kind for a in legal}
        if DISCARD in kinds:
            return self._discard(view, rng, signs)
        ctx = _Context(situation_of(view, signs), self.personality, rng, self.honesty(view))
        if "keep_set" in kinds:
            return self._set_choice(ctx)
        if view.phase == "onze":
            return self._onze(ctx)
        if kinds & set(FLOR_WORDS):
            return self._flor(ctx, legal)
        if view.envido_pending:
            return self._envido_reply(ctx, legal)
        if view.truco_pending is not None and "quiero" in kinds:
            return self._truco_reply(ctx, legal)
        decision = self._own_envido(ctx, legal)
        if decision is None:
            decision = self._own_truco(ctx, legal)
        if decision is None:
            decision = self._fold(ctx, legal)
        if decision is None:
            decision = self._play(ctx, legal)
        return decision

    # ------------------------------------------------------------------ the model

    def honesty(self, view: SeatView) -> dict[int, tuple[float, float]] | None:
        """How much each opponent's calls say about its cards, from the model: (truco,
        envido) by seat, 1 for an ordinary player; None without a model."""
        if self.reads is None:
            return None
        reads = self.reads
        callers = {s for s, word in view.history if word.partition(":")[0] in TRUCO_WORDS}
        # A seat's truco call is read by how it calls; a seat that only accepted, by how
        # it answers (a calling station's quiero says nothing, a rock's a lot). A falta
        # spammer's envido calls are its habit, not its cards.
        return {
            s: (
                reads.truco_honesty(s) if s in callers else reads.accept_honesty(s),
                0.0 if reads.falta_habit(s) >= FALTA_HABIT else reads.envido_honesty(s),
            )
            for s in view.active
            if view.team_of(s) != view.team
        }

    def _may_bluff(self, sit: Situation, rung: int | None) -> bool:
        """Whether a bluff may pay: always without a model or before it has seen enough;
        with one, only against a side that folds at least ``BLUFF_LEAST_FOLD``."""
        fold = self._side_fold(sit, rung)
        return fold is None or fold >= BLUFF_LEAST_FOLD

    def _side_fold(
        self, sit: Situation, rung: int | None, least: int | None = None
    ) -> float | None:
        """How likely the other side refuses a call (the truco at ``rung``, or the envido),
        from the model; None without one, or before ``least`` of the side's answers."""
        if self.reads is None:
            return None
        opponents = sit.opponents()
        if least is None:
            least = LEAST_ANSWERS_SEEN
        if self.reads.side_answers(opponents, rung) < least:
            return None  # too few answers seen: the worse answer, as without a model
        return self.reads.side_fold(opponents, rung)

    def _side_record(self, sit: Situation, rung: int | None) -> dict[str, int]:
        """The other side's refusals and answers seen, as a reason's figures."""
        assert self.reads is not None
        folds, faced = self.reads.side_record(sit.opponents(), rung)
        return {"folds": folds, "faced": faced}

    def _falta_habit(self, sit: Situation) -> tuple[float, int, int]:
        """The other side's falta habit: (the model's share, its falta hands, its hands)
        of the seat that calls it most; (0, 0, 0) without a model."""
        if self.reads is None:
            return 0.0, 0, 0
        reads = self.reads
        seat = max(sit.opponents(), key=reads.falta_habit, default=None)
        if seat is None:
            return 0.0, 0, 0
        record = reads.seat(seat)
        return reads.falta_habit(seat), record.falta_hands, record.hands

    # ------------------------------------------------------------------ values

    def value(self, sit: Situation, mine: int, theirs: int) -> float:
        """What a score is worth to this seat's team: the chance to win the match."""
        if self.personality.score_aware:
            edge = self.personality.edge
            return match_odds(sit.view.ladder, sit.target, mine, theirs, edge)
        return 0.5 + (mine - theirs) / (4.0 * sit.target)

    def _bet(self, sit: Situation, p: float, win: int, lose: int) -> float:
        me, opp = sit.my_score, sit.their_score
        return p * self.value(sit, me + win, opp) + (1 - p) * self.value(sit, me, opp + lose)

    def _truco_decisive(self, sit: Situation) -> int | None:
        """Where a truco bets on one trick (Mineiro), one accepted now bets on the trick in
        progress (MI-TRU-1), or on the decisive trick already in force."""
        if not sit.view.bets_on_trick:
            return None
        return sit.decisive if sit.decisive is not None else sit.trick_index

    # ------------------------------------------------------------------ card play

    def _play(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision:
        sit = ctx.sit
        view = sit.view
        strength = view.strength
        face_up = [a for a in legal if a.kind == "play" and a.card is not None]
        covered = {a.card: a for a in legal if a.kind == "play_covered"}
        if not face_up:
            return Decision(ctx.rng.choice(list(legal)), _why("only_action"))
        cards = sorted((a.card for a in face_up if a.card is not None), key=lambda c: strength[c])
        lowest, highest = cards[0], cards[-1]
        best, best_team = sit.best_on_table()
        opps_after = [s for s in sit.after_me if view.team_of(s) != sit.team]
        results = [t for t, _s in view.trick_results]

        def low(code: str) -> Decision:
            if lowest in covered and code != "partner_wins_low":
                return Decision(covered[lowest], _why("cover_lost_trick", card=lowest))
            return Decision(_face(face_up, lowest), _why(code, card=lowest))

        if sit.trick and best_team == sit.team and not opps_after:
            return low("partner_wins_low")
        winners = [c for c in cards if strength[c] > best]
        ties = [c for c in cards if strength[c] == best]
        if sit.trick_index == 1 and results and results[0] is None and sit.decisive is None:
            if sit.trick and not opps_after:
                if winners:
                    win = winners[0]
                    return Decision(_face(face_up, win), _why("win_cheaply", card=win))
                return low("cannot_win_low")
            return Decision(_face(face_up, highest), _why("parda_play_highest", card=highest))
        if sit.trick and not opps_after:
            if winners:
                return Decision(_face(face_up, winners[0]), _why("win_cheaply", card=winners[0]))
            if ties and results and results[0] == sit.team and sit.decisive is None:
                return Decision(_face(face_up, ties[0]), _why("tie_wins_hand", card=ties[0]))
            if ties and sit.decisive == sit.trick_index:
                # A tie on the trick a bet rides on (MI-TRU-3) is never worse than a low
                # card, which loses the bet: it moves the bet on, or wins it.
                outcome = _tie_on_bet(sit, best)
                if outcome == "wins":
                    return Decision(_face(face_up, ties[0]), _why("tie_wins_hand", card=ties[0]))
                if outcome == "moves":
                    return Decision(_face(face_up, ties[0]), _why("tie_keeps_bet", card=ties[0]))
            return low("cannot_win_low")
        if sit.decisive is None and _partner_top(sit) is not None:
            return low("partner_holds_top")
        # Careless play only where no named rule applies: even an easy player lets a
        # winning partner be and plays high after a parda.
        if ctx.personality.mistake_rate and ctx.rng.random() < ctx.personality.mistake_rate:
            return Decision(ctx.rng.choice(face_up), _why("careless"))
        chances = ctx.chances()
        top = max(chances[c] for c in cards)
        choice = next(c for c in cards if chances[c] >= top - 0.02)
        if sit.trick and strength[choice] < best and choice in covered and choice == lowest:
            return Decision(covered[choice], _why("cover_lost_trick", card=choice))
        return Decision(
            _face(face_up, choice), _why("best_chance", card=choice, chance=_pct(chances[choice]))
        )

    # ------------------------------------------------------------------ truco family

    def _own_truco(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision | None:
        sit = ctx.sit
        words = [a for a in legal if a.kind in TRUCO_WORDS]
        if not words:
            return None
        action = words[0]
        level = _rung_index(sit, action.kind)
        rung = sit.ladder[level]
        s, big = sit.view.stake, rung.stake
        me, opp, target = sit.my_score, sit.their_score, sit.target
        norms = ctx.personality.norms
        if me + s >= target:
            return None  # match_decided_no_truco: winning already wins the match
        e = ctx.equity(self._truco_decisive(sit))
        if opp + s >= target:
            if e > norms.free_truco_above:
                return Decision(action, _why("truco_free", call=action.kind))
            return None
        p = min(1.0, max(0.0, e + ctx.personality.risk))
        v_none = self._bet(sit, p, s, s)
        v_accept = self._bet(sit, p, big, big)
        v_refuse = self.value(sit, me + s, opp)
        # The worse of the two answers, nudged towards the better: a sure winner still calls.
        v_call = min(v_accept, v_refuse) + 0.1 * abs(v_accept - v_refuse)
        unread = v_call
        fold = self._side_fold(sit, level)
        if fold is not None:
            # Read: the answer as likely as this side has shown, not the worse one.
            v_call = max(v_call, fold * v_refuse + (1 - fold) * v_accept)
        floor = norms.call_floor_at(level, len(sit.ladder))
        bluff_rate = ctx.personality.bluff_rate
        if level == 0 and sit.trick_index == 0:
            # The first chance (issue 36): at once only with a strong hand, and only a
            # share of the bluffs; the others wait for a later trick.
            floor = max(floor, norms.first_trick_floor)
            bluff_rate *= norms.first_trick_bluff_share
        unread_floor = floor
        if fold is not None and fold <= NEVER_FOLDS:
            # Read: a side that never folds pays every value bet; the floors guard
            # against a raise or a fold that does not come from it.
            floor = min(floor, VALUE_BET_FLOOR)
        if v_call > v_none + 1e-4 and p >= floor:
            if unread > v_none + 1e-4 and p >= unread_floor:
                return Decision(action, _why("truco_strong", chance=_pct(e), call=action.kind))
            return Decision(
                action,
                _why(
                    "truco_value_read",
                    chance=_pct(e),
                    call=action.kind,
                    **self._side_record(sit, level),
                ),
            )
        # The bluff read needs no count of answers: from the prior (an ordinary player
        # folds 30%), only a run of refusals lifts the belief to FOLDS_OFTEN (five in a
        # row at the least), and the bluff read pays from there (a rock's folds, seen
        # from the fifth answer, not the eighth).
        folds = self._side_fold(sit, level, least=0)
        if (
            folds is not None
            and folds >= FOLDS_OFTEN
            and level < norms.bluff_rungs
            and opp + big < target
            and folds * v_refuse + (1 - folds) * self._bet(sit, e, big, big) > v_none + READ_MARGIN
        ):
            # Read: a side that folds most calls pays a bluff more often than not.
            return Decision(
                action,
                _why(
                    "bluff_read", call=action.kind, chance=_pct(e), **self._side_record(sit, level)
                ),
            )
        if (
            e < norms.bluff_below
            and level < norms.bluff_rungs
            and opp + big < target
            and v_none - self._bet(sit, e, big, big) < 0.05
            and (fold is None or fold >= BLUFF_LEAST_FOLD)
            and _bluffs_this_hand(sit, bluff_rate, "bet")
        ):
            return Decision(action, _why("bluff", call=action.kind, chance=_pct(e)))
        return None

    def _fold(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision | None:
        """Go to the deck with a hopeless hand: after the first trick, while this seat still
        holds more than its last card, unless folding hands the other team the match."""
        fold = next((a for a in legal if a.kind == _FOLD), None)
        sit = ctx.sit
        if fold is None or sit.trick_index == 0 or len(sit.view.cards) < 2:
            return None
        if sit.their_score + sit.view.stake >= sit.target:
            return None
        e = ctx.equity(sit.decisive)
        if e > ctx.personality.norms.fold_below:
            return None
        return Decision(fold, _why("fold_hopeless"))

    def _truco_reply(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision:
        sit = ctx.sit
        view = sit.view
        assert view.truco_pending is not None
        kinds = {a.kind: a for a in legal}
        if any(k in kinds for k in ENVIDO_CALLS):
            envido = self._own_envido(ctx, legal, replying=True)
            if envido is not None:
                return envido
        word = view.truco_pending[1]
        ladder = sit.ladder
        level = next(i for i, r in enumerate(ladder) if r.word == word)
        big, refused = ladder[level].stake, ladder[level].refused
        me, opp, target = sit.my_score, sit.their_score, sit.target
        e = ctx.equity(self._truco_decisive(sit))
        if opp + refused >= target and "quiero" in kinds:
            return Decision(kinds["quiero"], _why("accept_must"))
        p = min(1.0, max(0.0, e + ctx.personality.accept_bias))
        v_refuse = self.value(sit, me, opp + refused)
        v_accept = self._bet(sit, p, big, big)
        raise_word = ladder[level + 1].word if level + 1 < len(ladder) else None
        if raise_word in kinds and me + big < target:
            assert raise_word is not None
            higher = ladder[level + 1].stake
            pr = min(1.0, max(0.0, e + ctx.personality.risk))
            v_raise = min(self.value(sit, me + big, opp), self._bet(sit, pr, higher, higher))
            norms = ctx.personality.norms
            if v_raise > max(v_accept, v_refuse) + 0.004 and pr >= norms.call_floor_at(
                level + 1, len(ladder)
            ):
                return Decision(
                    kinds[raise_word], _why("raise_strong", chance=_pct(e), call=raise_word)
                )
            if (
                e < norms.raise_bluff_below
                and level + 1 < norms.bluff_rungs
                and v_accept >= v_refuse
                and opp + higher < target
                and self._may_bluff(sit, level + 1)
                and _bluffs_this_hand(sit, ctx.personality.bluff_rate / 2, "raise")
            ):
                return Decision(
                    kinds[raise_word], _why("raise_bluff", chance=_pct(e), call=raise_word)
                )
        accept = v_accept >= v_refuse
        read = self._reply_read(ctx, view.truco_pending[0], accept, big, v_refuse)
        if read is not None:
            return Decision(kinds["quiero" if accept else "no_quiero"], read)
        if accept:
            code = "accept_strong" if e >= 0.6 else "accept_odds"
            return Decision(kinds["quiero"], _why(code, chance=_pct(e)))
        return Decision(kinds["no_quiero"], _why("refuse_weak", chance=_pct(e)))

    def _reply_read(
        self, ctx: _Context, caller: int, accept: bool, big: int, v_refuse: float
    ) -> Why | None:
        """The reason naming the read when the model decided an answer to a truco: the
        caller's calls read as saying less (a maniac) or more (a rock) than an ordinary
        player's turned the answer that the same rules give without the model."""
        if self.reads is None or ctx.honesty is None or caller not in ctx.honesty:
            return None
        honesty = ctx.honesty[caller][0]
        # Only the way the read leans: a call read as saying less can only turn a refusal
        # into an acceptance, one read as saying more the other way.
        if not (honesty < READ_PLAIN[0] and accept) and not (
            honesty > READ_PLAIN[1] and not accept
        ):
            return None
        sit = ctx.sit
        plain = _Context(sit, ctx.personality, ctx.rng, None)
        e0 = plain.equity(self._truco_decisive(sit))
        p0 = min(1.0, max(0.0, e0 + ctx.personality.accept_bias))
        if (self._bet(sit, p0, big, big) >= v_refuse) == accept:
            return None
        e = ctx.equity(self._truco_decisive(sit))
        record = self.reads.seat(caller)
        return _why(
            "accept_read" if accept else "refuse_read",
            chance=_pct(e),
            calls=record.truco_call_hands,
            hands=record.hands,
        )

    # ------------------------------------------------------------------ envido

    def _chain_value(self, sit: Situation, chain: tuple[str, ...], p: float) -> float:
        """The value of an accepted envido chain won with chance ``p``."""
        me, opp = sit.my_score, sit.their_score
        win = sit.view.envido_points(chain, sit.team)
        lose = sit.view.envido_points(chain, 1 - sit.team)
        return p * self.value(sit, me + win, opp) + (1 - p) * self.value(sit, me, opp + lose)

    def _without_falta(self, ctx: _Context, calls: list[Action]) -> list[Action]:
        """``calls`` without the falta envido unless the score makes it a real option
        (``Norms``: a team far behind, the end near), or on a rare whim."""
        if not any(_is_falta(a) for a in calls) or falta_fits(ctx.sit, ctx.personality.norms):
            return calls
        if ctx.rng.random() < ctx.personality.norms.falta_whim:
            return calls
        return [a for a in calls if not _is_falta(a)]

    def _opening_calls(self, ctx: _Context, calls: list[Action], pr: float) -> list[Action]:
        """The envido calls worth weighing: the falta when the score calls for it, and a
        call dearer than the cheapest only with the chance it wants (``Norms``)."""
        norms = ctx.personality.norms
        cheapest = ENVIDO_CALL_VALUE[_CHEAPEST_ENVIDO]
        options = [
            a
            for a in self._without_falta(ctx, calls)
            if _is_falta(a)
            or ENVIDO_CALL_VALUE[a.kind] <= cheapest
            or pr >= norms.dear_envido_floor
        ]
        return options or calls

    def _own_envido(
        self, ctx: _Context, legal: tuple[Action, ...], replying: bool = False
    ) -> Decision | None:
        sit = ctx.sit
        calls = [a for a in legal if a.kind in ENVIDO_CALLS]
        if not calls:
            return None
        points = my_envido(sit)
        p = envido_chance(sit, ctx.deals)
        pr = min(1.0, max(0.0, p + ctx.personality.risk))
        me, opp = sit.my_score, sit.their_score
        norms = ctx.personality.norms
        v_none = self.value(sit, me, opp)
        envido_fold = self._side_fold(sit, None)
        best: tuple[float, Action] | None = None
        for action in self._opening_calls(ctx, calls, pr):
            v_refused = self.value(sit, me + envido_refused_points((action.kind,)), opp)
            accepted = self._chain_value(sit, (action.kind,), pr)
            # The worse of the two answers, nudged towards the call worth more if accepted.
            v = min(v_refused, accepted) + 0.1 * max(0.0, accepted - v_refused)
            if envido_fold is not None:
                v = max(v, envido_fold * v_refused + (1 - envido_fold) * accepted)
            if best is None or v > best[0] + 1e-9:
                best = (v, action)
        assert best is not None
        value, action = best
        if value > v_none + 1e-4 and pr >= norms.envido_floor:
            if _is_falta(action):  # AR-ENV-9: worth it only at such a score
                wins = me + sit.view.falta_points[sit.team] >= sit.target
                code = "falta_wins_match" if wins else "falta_last_chance"
                return Decision(action, _why(code, points=points))
            code = "envido_first" if replying else "envido_strong"
            return Decision(action, _why(code, points=points, call=action.kind))
        if (
            p < norms.envido_bluff_below
            and not replying
            and opp + sit.view.envido_points((_CHEAPEST_ENVIDO,), 1 - sit.team) < sit.target
            and (envido_fold is None or envido_fold >= BLUFF_LEAST_FOLD)
            and _bluffs_this_hand(
                sit, ctx.personality.bluff_rate * norms.envido_bluff_share, "points"
            )
        ):
            action = next(a for a in calls if a.kind == _CHEAPEST_ENVIDO)
            return Decision(action, _why("envido_bluff", points=points, call=action.kind))
        return None

    def _envido_reply(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision:
        sit = ctx.sit
        chain = sit.view.envido_chain
        points = my_envido(sit)
        p = envido_chance(sit, ctx.deals)
        kinds = {a.kind: a for a in legal}
        me, opp = sit.my_score, sit.their_score
        v_refuse = self.value(sit, me, opp + envido_refused_points(chain))
        pa = min(1.0, max(0.0, p + ctx.personality.accept_bias))
        v_accept = self._chain_value(sit, chain, pa)
        best_raise: tuple[float, Action] | None = None
        pr = min(1.0, max(0.0, p + ctx.personality.risk))
        raises = self._without_falta(ctx, [kinds[w] for w in ENVIDO_CALLS if w in kinds])
        for word in (a.kind for a in raises):
            longer = (*chain, word)
            v = min(
                self.value(sit, me + envido_refused_points(longer), opp),
                self._chain_value(sit, longer, pr),
            )
            if best_raise is None or v > best_raise[0] + 1e-9:
                best_raise = (v, kinds[word])
        if (
            best_raise is not None
            and best_raise[0] > max(v_accept, v_refuse) + 0.003
            and pr >= ctx.personality.norms.envido_raise_floor
        ):
            action = best_raise[1]
            if _is_falta(action) and me + sit.view.falta_points[sit.team] >= sit.target:
                return Decision(action, _why("falta_wins_match", points=points))
            return Decision(
                action, _why("envido_raise", points=points, chance=_pct(p), call=action.kind)
            )
        habit, falta_hands, hands = self._falta_habit(sit)
        if habit >= FALTA_HABIT and any(_is_falta_word(w) for w in chain):
            # Read: a falta called every hand is no all-in but a toll, taken when this
            # envido is worth more than paying and waiting for a better one in the
            # spammer's later faltas (``falta_toll``), valued without the edge this
            # player expects over an ordinary table.
            win = sit.view.envido_points(chain, sit.team)
            lose = sit.view.envido_points(chain, 1 - sit.team)
            side = sum(1 for s in sit.active if sit.view.team_of(s) == sit.team)
            deck = tuple(sorted(sit.view.strength))
            toll = toll_table(sit.view.falta, sit.target, sit.view.ladder, deck, side)
            take = pa * toll.after_envido(me + win, opp) + (1 - pa) * toll.after_envido(
                me, opp + lose
            )
            leave = toll.after_envido(me, opp + envido_refused_points(chain))
            code = "falta_read_accept" if take >= leave else "falta_read_refuse"
            return Decision(
                kinds["quiero" if take >= leave else "no_quiero"],
                _why(code, points=points, chance=_pct(p), hands=hands, faltas=falta_hands),
            )
        if v_accept >= v_refuse and not self._declines_early_falta(ctx, chain, p):
            return Decision(kinds["quiero"], _why("envido_accept", points=points, chance=_pct(p)))
        return Decision(kinds["no_quiero"], _why("envido_refuse", points=points, chance=_pct(p)))

    def _declines_early_falta(self, ctx: _Context, chain: tuple[str, ...], p: float) -> bool:
        """A falta envido the score does not call for is taken only with a very good
        envido (``Norms.falta_accept_floor``): early in a match it is a gamble on the
        whole match, and a better player declines it, unless refusing loses the match."""
        sit = ctx.sit
        norms = ctx.personality.norms
        if not any(_is_falta_word(w) for w in chain) or falta_fits(sit, norms):
            return False
        if sit.their_score + envido_refused_points(chain) >= sit.target:
            return False
        return p < norms.falta_accept_floor

    # ------------------------------------------------------------------ flor

    def _flor(self, ctx: _Context, legal: tuple[Action, ...]) -> Decision:
        sit = ctx.sit
        kinds = {a.kind: a for a in legal}
        if set(kinds) == {"flor"}:
            return Decision(kinds["flor"], _why("flor_announce"))
        if "flor" in kinds and len(sit.view.flor_announced) == 0:
            return Decision(kinds["flor"], _why("flor_announce"))
        points = my_flor(sit)
        p = flor_chance(sit, ctx.deals)
        n = len(set(sit.view.flor_announced) | {sit.me})
        me, opp = sit.my_score, sit.their_score
        pending = sit.view.flor_pending
        level = FLOR_LEVEL.get(pending[0], 0) if pending else 0
        values = tuple(sit.view.flor_points(n, lvl) for lvl in range(max(FLOR_LEVEL.values()) + 1))
        options: list[tuple[float, str]] = []
        if "con_flor_me_achico" in kinds:
            options.append((self.value(sit, me, opp + values[0]), "con_flor_me_achico"))
        if "con_flor_quiero" in kinds:
            pts = values[level]
            options.append((self._bet(sit, p, pts, pts), "con_flor_quiero"))
        for word, lvl in FLOR_LEVEL.items():
            if word not in kinds:
                continue
            pts = values[lvl]
            if lvl == 0:  # announcing one's own flor
                options.append((self._bet(sit, p, pts, pts) - 0.001, word))
            else:  # a contraflor: a bet over the flor
                v = min(self.value(sit, me + values[level], opp), self._bet(sit, p, pts, pts))
                options.append((v - 0.002, word))
        _value, word = max(options)
        if word == "con_flor_me_achico":
            return Decision(kinds[word], _why("flor_concede", points=points, chance=_pct(p)))
        if word == "con_flor_quiero":
            return Decision(kinds[word], _why("flor_accept", points=points, chance=_pct(p)))
        return Decision(kinds[word], _why("flor_bet", points=points, chance=_pct(p), call=word))

    # ------------------------------------------------------------------ the gallo

    def _discard(self, view: SeatView, rng: random.Random, signs: SignKnowledge | None) -> Decision:
        """AR-GALLO-3: put away the card whose loss leaves the best three.

        Each candidate three is valued as if already kept (the view with that card
        discarded): the chance to win the hand's tricks, plus what its envido and its flor
        (with the flor played) may bring. The reason names the discarded card.
        """
        flor_on = view.flor_mode != "off"
        best: tuple[float, Action, float, int] | None = None
        for action in view.legal:
            card = action.card
            assert card is not None
            kept = tuple(c for c in view.cards if c != card)
            counts = tuple(
                len(kept) if s == view.seat else n for s, n in enumerate(view.card_counts)
            )
            as_kept = replace(
                view, cards=kept, card_counts=counts, discard_done=True, discarded=card, legal=()
            )
            ctx = _Context(situation_of(as_kept, signs), self.personality, rng)
            chance = hand_chance(ctx.sit, ctx.deals, None)
            envido = envido_value(kept)
            value = chance + ENVIDO_WEIGHT * envido / MAX_ENVIDO
            if flor_on and has_flor(kept):
                value += FLOR_WEIGHT
            if best is None or value > best[0]:
                best = (value, action, chance, envido)
        assert best is not None
        _value, action, chance, envido = best
        return Decision(
            action, _why("gallo_discard", card=action.card, chance=_pct(chance), envido=envido)
        )

    # ------------------------------------------------------------------ Brazilian decisions

    def _set_choice(self, ctx: _Context) -> Decision:
        e = hand_chance(ctx.sit, ctx.deals, None)
        kinds = {a.kind: a for a in ctx.sit.view.legal}
        if e >= ctx.personality.norms.discard_below or "discard_set" not in kinds:
            return Decision(kinds["keep_set"], _why("set_keep", chance=_pct(e)))
        return Decision(kinds["discard_set"], _why("set_discard", chance=_pct(e)))

    def _onze(self, ctx: _Context) -> Decision:
        sit = ctx.sit
        e = hand_chance(sit, ctx.deals, None)
        kinds = {a.kind: a for a in sit.view.legal}
        me, opp = sit.my_score, sit.their_score
        p = min(1.0, max(0.0, e + ctx.personality.accept_bias))
        # BR-ONZE-2/3: the view's open call says what playing and running score.
        call = sit.view.open_call
        assert call is not None and call.if_accepted is not None and call.if_refused is not None
        won, lost = call.if_accepted[sit.team], call.if_accepted[1 - sit.team]
        v_play = self._bet(sit, p, won, lost)
        v_run = self.value(sit, me, opp + call.if_refused)
        if v_play >= v_run:
            return Decision(kinds["quiero"], _why("onze_play", chance=_pct(e)))
        return Decision(kinds["no_quiero"], _why("onze_run", chance=_pct(e)))


def _partner_top(sit: Situation) -> tuple[int, Card] | None:
    """A partner still to play in this trick who signalled a card nobody else can beat.

    Only the partner's own signs count (a caught sign is the other side's), and only a
    card sign whose card the partner has not played yet: (partner, the weakest such card).
    """
    strength = sit.view.strength
    best = max((s for _seat, s in sit.trick if s is not None), default=-1)
    for partner in sit.after_me:
        if sit.view.team_of(partner) != sit.team:
            continue
        for sign in sit.signed.get(partner, ()):
            options = sign_options(sign, strength)
            if not options or any(c in sit.shown[partner] for c in options):
                continue
            weakest = min(options, key=lambda c: strength[c])
            others = [c for c in sit.unseen if c not in options]
            rival = max((strength[c] for c in others), default=-1)
            if strength[weakest] > max(rival, best):
                return partner, weakest
    return None


#: Going to the deck (AR-MAZO-1): the engine's word for folding.
_FOLD = "mazo"

#: A player who reads the table weighs the other side's answers by what it has seen only
#: after this many of them; before, it assumes the worse answer as every player does (a
#: prior alone made ``hard`` call on hope: 65 of 80 matches won against a calling station
#: where ``hard`` without the model won 71, 67 with this gate; ``benchmarks/bots_panel.md``).
LEAST_ANSWERS_SEEN = 8

#: A player who reads the table takes a falta envido on its plain value (not only with
#: ``Norms.falta_accept_floor``) from a side that calls one in at least this share of
#: the hands: a falta spammer.
FALTA_HABIT = 0.25

#: A player who reads the table bluffs only against a side that folds at least this
#: often (the model's belief): a bluff against a calling station is a gift.
BLUFF_LEAST_FOLD = 0.12

#: A side read to fold at most this share of the calls never folds (a calling station):
#: a player who reads it bets for value from ``VALUE_BET_FLOOR`` (a call it pays is worth
#: the stake whenever the hand is won more often than not, with a margin for the noise
#: of the estimate), below the floors set for an ordinary table.
NEVER_FOLDS = 0.08
VALUE_BET_FLOOR = 0.62

#: A side read to fold at least this share of the calls (a rock) is bluffed whenever the
#: expected answer makes the call worth ``READ_MARGIN`` of the match more than silence.
#: An ordinary player folds about half of the calls with partners (``normal`` at four:
#: its weak half), and folds less to a bluff, made when the others' cards are the better
#: ones: at 0.5 ``hard`` bluffed ``normal`` and won 20 of 40 matches where it won 25
#: without the model (``benchmarks/bots_panel.md``).
FOLDS_OFTEN = 0.6
READ_MARGIN = 0.005

#: A caller read within these bounds of an ordinary player's honesty (1) is answered as
#: one: only outside them may the reason name the read.
READ_PLAIN = (0.7, 1.1)


def falta_fits(sit: Situation, norms: Norms) -> bool:
    """Whether the score makes the falta envido an ordinary call: the team is far behind
    a team that is well into the match, or a team is near the end (``Norms``)."""
    me, opp, target = sit.my_score, sit.their_score, sit.target
    if max(me, opp) >= norms.falta_near_end * target:
        return True
    return opp - me >= norms.falta_behind * target and opp >= norms.falta_behind_from * target


def _rung_index(sit: Situation, word: str) -> int:
    """The place of ``word`` on the view's truco ladder (0: the first rung)."""
    return next(i for i, r in enumerate(sit.ladder) if r.word == word)


#: The history's words for a card played (MI-COVER-1: a face-down card never ties).
_CARD_WORDS = frozenset({"play", "play_covered"})


def _tie_on_bet(sit: Situation, best: int) -> str:
    """What tying the best card of the trick a bet rides on does for this seat's side
    (MI-TRU-3): if that card was played before the last truco-family call, the side that
    made the call loses ("wins" for us, or "loses"); else the next trick decides
    ("moves")."""
    history = sit.view.history
    strength = sit.view.strength
    last_call = max((i for i, (_s, w) in enumerate(history) if w in TRUCO_WORDS), default=-1)
    # The cards of this trick are the last ones played (an earlier trick's card of the
    # same strength is not one of its best cards).
    plays = [i for i, (_s, w) in enumerate(history) if w.partition(":")[0] in _CARD_WORDS]
    for i in plays[len(plays) - len(sit.view.current_trick) :]:
        kind, _sep, card = history[i][1].partition(":")
        if kind == "play" and card and strength[card] == best and i < last_call:
            caller = history[last_call][0]
            return "loses" if sit.view.team_of(caller) == sit.team else "wins"
    return "moves"


def _bluffs_this_hand(sit: Situation, rate: float, kind: str) -> bool:
    """One draw per seat, hand and kind of bluff, true with chance ``rate``.

    The draw hashes what stays the same through the hand for this seat (its own cards
    dealt, the score and dealer at the deal), so that a player bluffs in a steady share
    of its hands however many chances each hand gives, and the same deal replays alike.
    """
    if rate <= 0.0:
        return False
    view = sit.view
    dealt = sorted((*sit.shown[sit.me], *view.cards))
    key = f"{kind}|{view.seat}|{view.dealer}|{view.start_score}|{' '.join(dealt)}"
    return zlib.crc32(key.encode("utf-8")) / 2**32 < rate


#: The cheapest envido call (AR-ENV-5), the one a bluff makes.
_CHEAPEST_ENVIDO: str = min(ENVIDO_CALL_VALUE, key=ENVIDO_CALL_VALUE.__getitem__)


def _is_falta(action: Action) -> bool:
    """Whether ``action`` is the falta envido: the envido call worth no fixed number of
    points but the falta (AR-ENV-5/9)."""
    return _is_falta_word(action.kind)


def _is_falta_word(word: str) -> bool:
    return word in ENVIDO_CALLS and word not in ENVIDO_CALL_VALUE


def _face(face_up: list[Action], card: Card) -> Action:
    return next(a for a in face_up if a.card == card)
