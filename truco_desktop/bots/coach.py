"""The coach (issue 33): every option of a player's decision, with an estimate and a reason.

``hint(view)`` answers the question a newcomer asks the player beside him: "what would
you do, and why?". It sees exactly what the player sees, one ``SeatView`` (and, if given,
the señas the player saw or caught), and nothing else; the random draws behind its
estimates are seeded from the view's public facts, so the same view always gives the
same hint, whatever the cards the player cannot see (a property test checks it).

The coach's choice is the expert's tuned rules (``EXPERT_RULES``) without bluffs: a
hint that bluffs at random teaches nothing, and the search of ``expert.py`` models the
other seats as ``hard`` players, whose weaknesses a person need not share. Each legal
option then gets the estimate that decides it, from the same sampled deals as the
choice: the chance of winning the hand with each card (``_Context.chances``), of the
hand (``equity``), of the envido or the flor, and the value of the option as the chance
of winning the match from the score it may lead to (``match_odds``). A bet is valued by
the worse of its two answers, as the rules value it. The result is plain data: an
action, a chance and what it is a chance of, a value, and a reason code with its
parameters (``COACH_REASONS``); the interface turns the codes into sentences.

Truco words: *envido* (the points of two cards of a suit, bet on early in the hand),
*flor* (three cards of a suit), *mazo* (folding the hand), *mão de onze* (the Brazilian
hand that the team on 11 chooses to play or to run from).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..engine.actions import (
    ANSWERS,
    DISCARD,
    ENVIDO_CALLS,
    FLOR_WORDS,
    PLAY_BLIND,
    SET_CHOICES,
    TRUCO_WORDS,
    Action,
)
from ..engine.cards import envido_value
from ..engine.ladders import FLOR_LEVEL, envido_refused_points
from ..engine.view import SeatView
from ..signs import SignKnowledge
from .base import Why
from .estimates import envido_chance, flor_chance, hand_chance, my_envido, my_flor
from .personality import EXPERT_RULES, Personality
from .rulebot import RuleBot, _Context
from .situation import Situation, situation_of

#: The coach's rules: the expert's, with no bluff (a hint says what the cards are worth).
COACH: Personality = replace(EXPERT_RULES, name="coach", bluff_rate=0.0)

#: The sampled deals behind a hint, shared among the seats in play: the expert's 120
#: with two players, fewer with more (each deal is dearer to draw and to play out, and a
#: known envido of 33 at a table of six made a hint of 120 deals take seconds), never
#: fewer than ``LEAST_SAMPLES``. ``benchmarks/coach_hint.py`` measures the time per hint.
SAMPLE_BUDGET = 240
LEAST_SAMPLES = 24


def coach_for(view: SeatView) -> Personality:
    """The coach's rules for this table: ``COACH`` with its deals shared among the seats."""
    samples = max(LEAST_SAMPLES, min(COACH.samples, SAMPLE_BUDGET // max(1, len(view.active))))
    return replace(COACH, samples=samples)


#: What a chance is a chance of: winning the hand, the envido, or the flor.
HAND, ENVIDO, FLOR = "hand", "envido_points", "flor"

#: Every reason code of an option, with its English template (the interface translates
#: its own copy, ``ui/words/coach_text.py``; a test checks both name the same parameters).
COACH_REASONS: Mapping[str, str] = MappingProxyType(
    {
        # Cards.
        "card_partner_wins": "your partner already wins this trick",
        "card_wins_cheaply": "the lowest card that wins this trick",
        "card_cannot_win": "it cannot win this trick",
        "card_keeps": "keeps the {kept} for later",
        "card_best": "your best card",
        "card_covered": "hides a card that cannot win",
        "card_blind": "you cannot see your cards",
        "card_discard": "keeps envido {envido} in the other three",
        # The truco family.
        "truco_call": "if they refuse you score {refused}; accepted, the hand is worth {stake}",
        "truco_accept": "the hand is then worth {stake}",
        "truco_refuse": "they score {points} now",
        "truco_raise": "if they refuse you score {refused}; accepted, the hand is worth {stake}",
        # The envido.
        "envido_call": "your envido is {points}",
        "envido_accept": "your envido is {points}; the winner scores {stake}",
        "envido_refuse": "they score {points} now",
        "envido_raise": "your envido is {points}; if they refuse you score {refused}",
        # The flor.
        "flor_option": "your flor is {points}",
        "flor_concede": "they score {points} now",
        # Folding, the Brazilian choices.
        "mazo": "you give up the hand: they score {points}",
        "onze_play": "the hand is worth {stake}",
        "onze_run": "they score {points} now",
        "set_keep": "you keep these cards",
        "set_change": "you take new cards without seeing them",
        "set_give": "your partner plays these cards",
        "only_option": "the only thing you can do",
    }
)


@dataclass(frozen=True, slots=True)
class Option:
    """One legal action with the coach's estimate of it."""

    action: Action
    #: The chance that decides it (0..1), and what of: ``HAND``, ``ENVIDO`` or ``FLOR``;
    #: None when the option gives points at once or has no chance worth saying.
    chance: float | None
    chance_of: str | None
    #: The chance of winning the match after this option, by the coach's model (0..1).
    value: float
    #: A ``COACH_REASONS`` code and its parameters.
    why: Why


@dataclass(frozen=True, slots=True)
class Hint:
    """The coach's options for one decision, its choice first."""

    seat: int
    options: tuple[Option, ...]
    #: Why the coach chose the first option: a ``bots.reasons`` code (the rules' reason).
    reason: Why

    @property
    def choice(self) -> Action:
        return self.options[0].action


def view_seed(view: SeatView) -> int:
    """A seed from the view's public facts: the same view gives the same draws."""
    facts = (
        view.seat,
        view.variant,
        view.players,
        view.target,
        view.score,
        view.start_score,
        view.dealer,
        view.cards,
        view.vira,
        view.partner_cards,
        view.discarded_sets,
        view.given_set,
        view.discarded,
        view.history,
        view.legal,
    )
    return int.from_bytes(hashlib.sha256(repr(facts).encode("utf-8")).digest()[:8], "big")


def hint(view: SeatView, signs: SignKnowledge | None = None) -> Hint:
    """The options of ``view``'s decision, the coach's choice first, then by value.

    Raises ValueError when the seat has nothing to decide.
    """
    if not view.legal or view.to_act != view.seat:
        raise ValueError(f"seat {view.seat} has no decision to make")
    seed = view_seed(view)
    personality = coach_for(view)
    rules = RuleBot(personality)
    decision = rules.choose(view, random.Random(seed), signs)
    # The same seed: the estimates below see the deals the rules' choice saw.
    ctx = _Context(situation_of(view, signs), personality, random.Random(seed))
    judge = _Judge(rules, ctx)
    options = [judge.option(a) for a in _listed(view, decision.action)]
    first = next(o for o in options if o.action == decision.action)
    rest = sorted((o for o in options if o is not first), key=lambda o: -o.value)
    return Hint(view.seat, (first, *rest), decision.why)


def _listed(view: SeatView, chosen: Action) -> list[Action]:
    """The legal actions worth listing: a face-down play only when it is the choice (each
    card is listed face up), every other action once."""
    return [a for a in view.legal if a.kind != "play_covered" or a == chosen]


def _why(code: str, **params: object) -> Why:
    return Why(code, MappingProxyType(params))


class _Judge:
    """The estimate and reason of each option of one decision."""

    def __init__(self, rules: RuleBot, ctx: _Context) -> None:
        self.rules = rules
        self.ctx = ctx
        self.sit: Situation = ctx.sit
        self.view = ctx.sit.view
        self.me = self.sit.my_score
        self.opp = self.sit.their_score
        self._table: dict[str, Callable[[Action], Option]] = {
            **dict.fromkeys(("play", "play_covered"), self._card),
            PLAY_BLIND: self._blind,
            DISCARD: self._discard,
            **dict.fromkeys(TRUCO_WORDS, self._truco),
            **dict.fromkeys(ENVIDO_CALLS, self._envido),
            **dict.fromkeys(FLOR_WORDS, self._flor),
            **dict.fromkeys(ANSWERS, self._answer),
            **dict.fromkeys(SET_CHOICES, self._set),
            "mazo": self._mazo,
        }

    def option(self, action: Action) -> Option:
        if len(self.view.legal) == 1:
            return Option(action, None, None, self.value(0, 0), _why("only_option"))
        return self._table[action.kind](action)

    # ---------------------------------------------------------------- values

    def value(self, mine: int, theirs: int) -> float:
        """The chance to win the match after ``mine`` and ``theirs`` more points."""
        return self.rules.value(self.sit, self.me + mine, self.opp + theirs)

    def bet(self, p: float, win: int, lose: int) -> float:
        return p * self.value(win, 0) + (1 - p) * self.value(0, lose)

    def hand_equity(self) -> float:
        return self.ctx.equity(self._decisive())

    def _decisive(self) -> int | None:
        """Mineiro: an accepted truco bets on one trick (MI-TRU-1), the rules' own."""
        return self.rules._truco_decisive(self.sit)

    # ---------------------------------------------------------------- cards

    def _card(self, action: Action) -> Option:
        card = action.card
        assert card is not None
        view, sit = self.view, self.sit
        p = self.ctx.chances()[card]
        value = self.bet(p, view.stake, view.stake)
        strength = view.strength
        best, best_team = sit.best_on_table()
        opps_after = [s for s in sit.after_me if view.team_of(s) != sit.team]
        mine = sorted(view.cards, key=lambda c: strength[c])
        if action.kind == "play_covered":
            why = _why("card_covered")
        elif sit.trick and best_team == sit.team and not opps_after:
            why = _why("card_partner_wins")
        elif sit.trick and strength[card] <= best:
            why = _why("card_cannot_win")
        elif sit.trick and card == next(c for c in mine if strength[c] > best):
            why = _why("card_wins_cheaply")
        elif strength[card] >= strength[mine[-1]]:
            why = _why("card_best")
        else:
            why = _why("card_keeps", kept=mine[-1])
        return Option(action, p, HAND, value, why)

    def _blind(self, action: Action) -> Option:
        p = self.hand_equity()
        stake = self.view.stake
        return Option(action, p, HAND, self.bet(p, stake, stake), _why("card_blind"))

    def _discard(self, action: Action) -> Option:
        """AR-GALLO-3: the three cards kept, valued as the rules value them."""
        card = action.card
        assert card is not None
        view = self.view
        kept = tuple(c for c in view.cards if c != card)
        counts = tuple(len(kept) if s == view.seat else n for s, n in enumerate(view.card_counts))
        as_kept = replace(
            view, cards=kept, card_counts=counts, discard_done=True, discarded=card, legal=()
        )
        personality = self.rules.personality
        ctx = _Context(situation_of(as_kept), personality, random.Random(view_seed(view)))
        p = hand_chance(ctx.sit, ctx.deals, None)
        envido = envido_value(kept)
        value = self.bet(p, view.stake, view.stake)
        return Option(action, p, HAND, value, _why("card_discard", envido=envido))

    def _mazo(self, action: Action) -> Option:
        # AR-MAZO-2: the other side scores the hand's stake.
        points = self.view.stake
        return Option(action, None, None, self.value(0, points), _why("mazo", points=points))

    # ---------------------------------------------------------------- the truco family

    def _truco(self, action: Action) -> Option:
        """A truco-family call, the first or a raise: the worse of its two answers."""
        rung = self.view.rung(action.kind)
        assert rung is not None
        p = self.hand_equity()
        pending = self.view.truco_pending is not None
        refused = rung.refused
        accepted = self.bet(p, rung.stake, rung.stake)
        value = min(accepted, self.value(refused, 0))
        code = "truco_raise" if pending else "truco_call"
        return Option(action, p, HAND, value, _why(code, refused=refused, stake=rung.stake))

    def _answer(self, action: Action) -> Option:
        """Quiero or no quiero, to whichever bet waits: the envido, the truco, the onze."""
        view = self.view
        if view.phase == "onze":
            return self._onze(action)
        if view.envido_pending:
            return self._envido_answer(action)
        assert view.truco_pending is not None
        rung = view.rung(view.truco_pending[1])
        assert rung is not None
        if action.kind == "quiero":
            p = self.hand_equity()
            stake = rung.stake
            return Option(
                action, p, HAND, self.bet(p, stake, stake), _why("truco_accept", stake=stake)
            )
        points = rung.refused
        return Option(
            action, None, None, self.value(0, points), _why("truco_refuse", points=points)
        )

    def _onze(self, action: Action) -> Option:
        """BR-ONZE-2/3: playing the mão de onze or running from it."""
        call = self.view.open_call
        assert call is not None and call.if_accepted is not None and call.if_refused is not None
        team = self.sit.team
        if action.kind == "quiero":
            p = hand_chance(self.sit, self.ctx.deals, None)
            won, lost = call.if_accepted[team], call.if_accepted[1 - team]
            return Option(action, p, HAND, self.bet(p, won, lost), _why("onze_play", stake=won))
        points = call.if_refused
        return Option(action, None, None, self.value(0, points), _why("onze_run", points=points))

    # ---------------------------------------------------------------- the envido

    def _envido_p(self) -> float:
        return envido_chance(self.sit, self.ctx.deals)

    def _chain(self, chain: tuple[str, ...], p: float) -> float:
        team = self.sit.team
        win = self.view.envido_points(chain, team)
        lose = self.view.envido_points(chain, 1 - team)
        return self.bet(p, win, lose)

    def _envido(self, action: Action) -> Option:
        """An envido call, opening or raising: the worse of its two answers."""
        chain = (*self.view.envido_chain, action.kind)
        p = self._envido_p()
        refused = envido_refused_points(chain)
        value = min(self.value(refused, 0), self._chain(chain, p))
        points = my_envido(self.sit)
        code = "envido_raise" if self.view.envido_pending else "envido_call"
        params = (
            {"points": points, "refused": refused} if code == "envido_raise" else {"points": points}
        )
        return Option(action, p, ENVIDO, value, _why(code, **params))

    def _envido_answer(self, action: Action) -> Option:
        chain = self.view.envido_chain
        points = my_envido(self.sit)
        if action.kind == "quiero":
            p = self._envido_p()
            stake = self.view.envido_points(chain, self.sit.team)
            why = _why("envido_accept", points=points, stake=stake)
            return Option(action, p, ENVIDO, self._chain(chain, p), why)
        given = envido_refused_points(chain)
        why = _why("envido_refuse", points=given)
        return Option(action, None, None, self.value(0, given), why)

    # ---------------------------------------------------------------- the flor

    def _flor(self, action: Action) -> Option:
        """AR-FLOR: announcing, betting over, accepting or conceding a flor."""
        view = self.view
        n = len(set(view.flor_announced) | {self.sit.me})
        pending = view.flor_pending
        level = FLOR_LEVEL.get(pending[0], 0) if pending else 0
        if action.kind == "con_flor_me_achico":
            points = view.flor_points(n, 0)
            why = _why("flor_concede", points=points)
            return Option(action, None, None, self.value(0, points), why)
        p = flor_chance(self.sit, self.ctx.deals)
        lvl = level if action.kind == "con_flor_quiero" else FLOR_LEVEL.get(action.kind, 0)
        pts = view.flor_points(n, lvl)
        value = self.bet(p, pts, pts)
        if lvl > level:  # a bet over the flor: the worse of its answers
            value = min(value, self.value(view.flor_points(n, level), 0))
        return Option(action, p, FLOR, value, _why("flor_option", points=my_flor(self.sit)))

    # ---------------------------------------------------------------- Mineiro's sets

    def _set(self, action: Action) -> Option:
        """MI-DEAL-2: keep the set seen, or change it for one unseen."""
        if action.kind == "keep_set":
            p = hand_chance(self.sit, self.ctx.deals, None)
            stake = self.view.stake
            return Option(action, p, HAND, self.bet(p, stake, stake), _why("set_keep"))
        if action.kind == "give_set":
            p = hand_chance(self.sit, self.ctx.deals, None)
            stake = self.view.stake
            return Option(action, p, HAND, self.bet(p, stake, stake), _why("set_give"))
        # A new set is an unknown one: about an even chance.
        return Option(action, None, None, self.bet(0.5, 1, 1), _why("set_change"))
