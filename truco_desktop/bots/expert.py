"""The ``expert`` computer player: search over the cards it cannot see.

For a decision with real alternatives, the expert deals the unseen cards many times,
consistently with everything public (``estimates.sample_cards``: cards played, the envido
and flor winners' values, flor announcements, the partner's cards in a mão de onze, the
discarded Mineiro sets; calls weigh the deals softly). Each deal is rebuilt as a real
``Hand`` by replaying the hand's public actions on it (a deal that makes them illegal, or
that changes a public fact, is thrown away). The deal is then weighed by how well it
explains the other seats' earlier choices: every earlier decision of another seat that
could have been a bet or an answer is asked again of ``hard``'s rules with that seat's view
of the deal, and each choice of a different kind (a silent mano where the rules would have
called envido, an acceptance where they would have refused) keeps the deal only with
chance ``MISFIT``. Every candidate action is then applied in every kept deal and the hand
is played to its end by the ``hard`` policy at every seat, each seeing only its own view of
that deal, with each opponent's betting habits as the opponent model reads them on top
(``opponent_habits``: a calling station does not fold to a bluff there, a maniac raises
whatever it holds). An action's value is the chance of winning the match from the final score,
averaged over the deals. The signs this seat saw or caught (``SignKnowledge``) narrow the
deals as they do for the ``hard`` rules. The expert keeps the ``hard`` choice unless
another action is better by a clear margin over the same deals; it stops when its time
budget is spent (answers to a bet get up to ``ANSWER_BUDGET`` times more) or once the
comparison is settled (identical outcomes, or one clear winner), so forced and trivial
choices cost little.

The choice the search starts from, and keeps unless another is clearly better, is that of
the expert's own rules (``EXPERT_RULES``: ``hard``'s rules tuned by self-play against
``hard``); the play-outs and the weighing of deals model every seat as ``hard``, the
opponents with the habits the model read in them. With
partners (4 and 6 players) only the answers to a bet in rules without an envido (Mineiro,
Paulista) are searched by default (``team_search``), where they decide every point of a
hand and the search gained; with the envido (Argentine), where nine hidden cards in three
hands blur the play-outs, the searched answers measured no better than the rules they
started from (issue 17, ``benchmarks/bots_expert.md``), and the tuned rules alone beat
``hard`` (``benchmarks/bots_expert_tuning.md``). An answer leaves the rules' choice only
after ``TEAM_OVERRIDE_WORLDS`` deals.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace

from ..engine.actions import (
    ANSWERS,
    DISCARD,
    ENVIDO_CALLS,
    SET_CHOICES,
    TRUCO_WORDS,
    Action,
    discard,
    parse,
)
from ..engine.actions import play as play_action
from ..engine.cards import Card
from ..engine.errors import BadRecord, IllegalAction
from ..engine.hand import Hand
from ..engine.ladders import FLOR_LEVEL
from ..engine.rules import Rules
from ..engine.view import SeatView, view_for
from ..signs import SignKnowledge
from .base import Decision, Why
from .estimates import match_odds, rank_fraction, sample_cards
from .opponent_habits import Habits, draw, habits_of, with_habits
from .personality import HARD, Personality
from .rulebot import RuleBot
from .situation import Situation, situation_of

#: Deals searched per decision when there is no time budget (reproducible play).
FIXED_WORLDS = 16
#: Sampled deals behind each estimate of the play-out policy (cheaper than ``hard``'s).
PLAYOUT_SAMPLES = 4
MAX_PLAYOUT_ACTIONS = 200
#: Start scores tried when points were scored earlier in the hand.
START_SCORE_TRIES = 400
#: Deals searched before the search may stop early because the choice is settled.
MIN_WORLDS = 12
#: The least gain in match odds (averaged over the deals) worth leaving ``hard``'s choice.
MIN_GAIN = 0.002
#: How many standard errors settle a comparison (for stopping early).
SETTLE_Z = 3.0
#: The weight of a deal per earlier choice of another seat that it does not explain.
MISFIT = 0.3
#: The share of the other seats' choices assumed to owe nothing to their cards (bluffs,
#: whims, a reckless player). A deal's weight is ``NOISE + (1 - NOISE) * MISFIT**misfits``:
#: with that mixture no deal is ruled out by calls alone, so a wild caller's trucos do not
#: convince the search that he holds the top cards.
NOISE = 0.2
#: The budget multiplier of an answer to a bet (accept, refuse, raise).
ANSWER_BUDGET = 1.5
#: ... but at most this many milliseconds more (the p95 goal is 300 ms at 200 ms budget).
ANSWER_EXTRA_MS = 30.0
#: Sampled deals behind each estimate of the inference policy.
INFER_SAMPLES = 10
#: The least deals searched for the search to leave ``hard``'s choice, alone and with
#: partners. With partners a deal is twice as dear (four seats to play out, more earlier
#: choices to weigh) and the budget may give only four or five: the standard error of so
#: few is itself a guess, often 0 when every play-out of a refusal ends alike, and such
#: overrides lost (issue 17, ``benchmarks/bots_expert.md``: Argentine 4 players against
#: ``hard`` at 200 ms on a busy machine, 44.4% with 4 and 54.4% with 12 over the same 90
#: matches).
OVERRIDE_WORLDS = 4
TEAM_OVERRIDE_WORLDS = 12
#: How many standard errors an action must beat the rules' choice by, alone and with
#: partners. Alone, one standard error over a few deals let noise override the rules
#: (issue 32, ``benchmarks/bots_panel.md``, 2026-12-08: against ``hard`` on the same deals,
#: 8 deals a decision, Argentine, Mineiro and Paulista 2p, 158 of 320 with 1 and 180 with
#: 2; at the game's 200 ms, Argentine and Paulista 2p, 55 and 61 of 100). With partners the
#: search overrides only after ``TEAM_OVERRIDE_WORLDS`` deals, where 1 was measured
#: (``benchmarks/bots_expert.md``; 2 with 4 deals had lost).
MARGIN = 2.0
TEAM_MARGIN = 1.0

#: What the search decides in team games: nothing, answers to a bet in rules without an
#: envido (the truco is the only bet: Mineiro, Paulista), answers to a bet, answers and
#: every decision from the second trick on, or everything (see ``_searches_team_decision``).
TEAM_SEARCH_MODES: tuple[str, ...] = ("off", "truco_only", "answers", "late", "all")

#: An earlier decision of another seat: the hand before it, the seat, the action taken.
_Choice = tuple[Hand, int, Action]


class ExpertBot:
    """The expert's tuned rules, and alone at the table a determinized search with
    ``hard`` play-outs under a time budget."""

    name = "expert"

    def __init__(
        self,
        policy: RuleBot,
        budget_ms: float | None = 200.0,
        max_worlds: int | None = None,
        margin: float | None = None,
        team_search: str = "truco_only",
        model: Personality | None = None,
    ) -> None:
        self.policy = policy
        self.budget_ms = budget_ms
        if team_search not in TEAM_SEARCH_MODES:
            raise ValueError(f"team_search must be one of {TEAM_SEARCH_MODES}")
        #: What the search decides in 4- and 6-player games (see ``choose``).
        self.team_search = team_search
        self.max_worlds = (
            max_worlds if max_worlds is not None else (FIXED_WORLDS if budget_ms is None else 400)
        )
        #: How many standard errors an action must beat the rules' choice by (None:
        #: ``MARGIN`` alone, ``TEAM_MARGIN`` with partners).
        self.margin = margin
        #: How the search assumes every seat plays (``hard``'s rules unless told): the
        #: other seats in the play-outs and in the weighing of deals by earlier choices.
        self.model = HARD if model is None else model
        fast: Personality = replace(self.model, samples=PLAYOUT_SAMPLES)
        self.playout_policy = RuleBot(fast, falta=policy.falta)
        infer: Personality = replace(self.model, samples=INFER_SAMPLES)
        #: The policy the other seats are assumed to follow, to weigh deals by their calls.
        self.infer_policy = RuleBot(infer, falta=policy.falta)

    def observe(self, view: SeatView) -> None:
        """A hand's last view: the rules' opponent model reads it (issue 32)."""
        self.policy.observe(view)

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        start = time.perf_counter()
        baseline = self.policy.choose(view, rng, signs)
        if len(view.legal) == 1 or view.blind or baseline.why.code in _TRUSTED:
            return baseline
        if len(view.active) > 2 and not self._searches_team_decision(view):
            return baseline
        candidates = _candidates(view, baseline.action)
        if len(candidates) < 2:
            return baseline
        sit = situation_of(view, signs)
        rules = Rules(
            variant_name=view.variant,
            players=view.players,
            flor=view.flor_mode,
            falta=view.falta,
            target=view.target,
            deck_option=view.deck,
            # This hand's gallo, whatever the mode: a fixed one at his seat is the same hand.
            gallo="rotating" if view.gallo is None else "fixed",
            gallo_seat=0 if view.gallo is None else view.gallo,
        )
        fraction = rank_fraction(sit)
        totals = [0.0] * len(candidates)
        diffs: list[list[float]] = [[] for _ in candidates]
        worlds = 0
        tries = 0
        start_score: tuple[int, ...] | None = None
        deadline = None
        if self.budget_ms is not None:
            # Answers to a bet decide the most points: they get more of the time.
            answer = any(a.kind in ANSWERS for a in candidates)
            budget = self.budget_ms
            if answer:
                budget = min(budget * ANSWER_BUDGET, budget + ANSWER_EXTRA_MS)
            deadline = start + budget / 1000.0
        base_index = candidates.index(baseline.action)
        signs_fit: dict[int, bool] = {}  # whether a seat's signs fit any deal
        # What the rules' model reads in each opponent's calls: the deals and their
        # weights believe a maniac's trucos no more than the rules do (issue 32).
        honesty = self.policy.honesty(view)
        # ... and the play-outs bet and answer for each opponent as the model reads it:
        # a calling station does not fold to a bluff there, a maniac raises.
        habits = self._habits(view)
        last = time.perf_counter()
        dearest = 0.0
        while worlds < self.max_worlds and tries < 4 * self.max_worlds:
            now = time.perf_counter()
            # Stop when the next deal would not fit in the budget (as dear as the dearest
            # so far): on a busy machine one deal can take tens of milliseconds.
            dearest = max(dearest, now - last)
            last = now
            if deadline is not None and now + dearest > deadline:
                break
            tries += 1
            choices: list[_Choice] = []
            hand, start_score = _rebuild(
                sit, rules, rng, fraction, self.policy, start_score, choices, signs_fit, honesty
            )
            if hand is None:
                continue
            if choices and tries < 3 * self.max_worlds:
                # Action-consistent deals: a deal in which the other seats would not have
                # made the calls (or kept the silences) they made is less likely.
                weight = self._consistency(choices, rng, honesty)
                if weight < 1.0 and rng.random() >= weight:
                    continue
            worlds += 1
            values = []
            seed = rng.random()
            for action in candidates:
                values.append(self._playout(hand, view, action, random.Random(seed), habits))
            for i, v in enumerate(values):
                totals[i] += v
                diffs[i].append(v - values[base_index])
            if worlds >= MIN_WORLDS and worlds % 4 == 0 and _settled(diffs, base_index):
                break
        partners = len(view.active) > 2
        least = TEAM_OVERRIDE_WORLDS if partners else OVERRIDE_WORLDS
        if worlds < least:
            return baseline
        margin = self.margin
        if margin is None:
            margin = TEAM_MARGIN if partners else MARGIN
        best = base_index
        best_score = 0.0
        for i in range(len(candidates)):
            if i == base_index:
                continue
            mean, se = _mean_se(diffs[i])
            score = mean - margin * se
            if mean > MIN_GAIN and score > best_score:
                best, best_score = i, score
        if best == base_index:
            return baseline
        value = totals[best] / worlds
        return Decision(
            candidates[best],
            Why(
                "search_best",
                {"worlds": worlds, "action": str(candidates[best]), "value": round(100 * value)},
            ),
        )

    def _searches_team_decision(self, view: SeatView) -> bool:
        """Whether a decision in a game with partners is searched.

        By default (``truco_only``) only the answers to a bet, and only in rules without
        an envido: there the truco answer decides every point of a hand, and searching it
        from the tuned rules gained (issue 17, against ``hard`` at 200 ms: Mineiro 4p 64.3%
        searched against 52.4% unsearched, Paulista 4p 55.2% against 52.7%). In Argentine
        4p the tuned rules alone measured 56.8%, and the searched answers had measured no
        better than the rules they started from (49.1% from ``hard``'s).

        Measured earlier, from ``hard``'s rules: searching every decision with partners
        lost to ``hard`` (42% over 100 matches, 4 players): play-outs with four seats are
        twice as long, so fewer deals
        fit the budget, and a noisy search overrides the partner rules (play low behind a
        winning partner, signs) that ``hard`` follows. Answers to a bet are different: the
        most points of a hand ride on them and the partner rules say nothing there, so in
        ``answers`` mode only they are searched. Measured against ``hard`` (50 ms budget,
        1000 matches, ``benchmarks/bots_expert.md``): Mineiro 4p 56.8%, Paulista 4p 51.7%,
        Argentine 4p 50.8%; in Argentine 4p neither ``late`` (answers, and every decision
        once a trick is complete: 49.8% over 600) nor truco answers alone (50.5% over 600)
        did better. With nine hidden cards in three hands, a deal sampled from the public
        facts is a blurred guess, and the play-outs see no further than ``hard``'s own
        estimates of those cards.
        """
        if self.team_search == "all":
            return True
        if self.team_search == "off":
            return False
        if any(a.kind in ANSWERS for a in view.legal):
            # Without an envido in these rules the truco carries every point of a hand.
            return self.team_search != "truco_only" or view.calls.isdisjoint(ENVIDO_CALLS)
        return self.team_search == "late" and len(view.finished_tricks) >= 1

    def _consistency(
        self,
        choices: list[_Choice],
        rng: random.Random,
        honesty: dict[int, tuple[float, float]] | None = None,
    ) -> float:
        """How likely the other seats' choices are in this deal: 1, or less per misfit.

        Each earlier decision of another seat that had a bet or an answer among its legal
        actions is asked again of the inference policy (``hard``'s rules on few samples)
        with that seat's view of this deal; a different kind of answer (a call where it
        played a card, a refusal where it accepted) multiplies the weight by ``MISFIT``,
        or by less as the opponent model reads the seat's truco calls as saying less (a
        maniac's choices owe nothing to its cards: ``honesty`` 0, no misfit).
        """
        weight = 1.0
        seed = rng.random()
        for k, (hand, seat, taken) in enumerate(choices):
            local = random.Random(seed + k)
            guess = self.infer_policy.choose(view_for(hand, seat), local).action
            if _kind(guess) != _kind(taken):
                said = 1.0 if honesty is None or seat not in honesty else honesty[seat][0]
                weight *= 1.0 - min(1.0, said) * (1.0 - MISFIT)
        return NOISE + (1.0 - NOISE) * weight

    def _habits(self, view: SeatView) -> dict[int, Habits]:
        """Each opponent's betting habits as the rules' model reads them (none without
        a model)."""
        reads = self.policy.reads
        if reads is None:
            return {}
        opponents = [s for s in view.active if view.team_of(s) != view.team]
        return habits_of(reads, opponents)

    def _playout(
        self,
        hand: Hand,
        view: SeatView,
        action: Action,
        rng: random.Random,
        habits: dict[int, Habits] | None = None,
    ) -> float:
        """Apply ``view.seat``'s ``action`` and play the hand out with the play-out policy
        at every seat, the opponents with their ``habits`` on top
        (``opponent_habits``); the match odds of ``view``'s team from the final score."""
        team = view.team
        drawn = draw(habits, rng) if habits else None
        if drawn is not None and not (drawn.wild or drawn.station):
            drawn = None  # every opponent plays by the rules in this play-out
        hand, _events = hand.apply(view.seat, action)
        steps = 0
        policy = self.playout_policy
        while not hand.is_over and steps < MAX_PLAYOUT_ACTIONS:
            to_act = hand.to_act
            assert to_act is not None
            legal = hand.legal_actions()
            if len(legal) == 1:
                chosen = legal[0]
            else:
                seat_view = view_for(hand, to_act)
                chosen = policy.choose(seat_view, rng).action
                if drawn is not None:
                    chosen = with_habits(seat_view, chosen, drawn, rng)
            hand, _events = hand.apply(to_act, chosen)
            steps += 1
        score = hand.score
        seating = hand.deal.seating
        # With 3 players each seat has its own score, the other side its best (AR-GALLO-4).
        mine = score[view.seat] if seating.per_seat_scores else score[team]
        theirs = max(seating.team_scores(score, 1 - team))
        return match_odds(view.ladder, view.target, mine, theirs, policy.personality.edge)


def _kind(action: Action) -> str:
    """A decision's kind for inference: any card is one kind; each word its own."""
    return "play" if action.card is not None or action.position is not None else action.kind


def _settled(diffs: list[list[float]], base_index: int) -> bool:
    """Whether more deals would hardly change the choice: every alternative is clearly
    no better than the baseline, or one is clearly better and clearly the best."""
    better: list[tuple[float, float]] = []
    uppers: list[float] = []
    for i, d in enumerate(diffs):
        if i == base_index:
            continue
        mean, se = _mean_se(d)
        upper, lower = mean + SETTLE_Z * se, mean - SETTLE_Z * se
        if lower > MIN_GAIN:
            better.append((lower, upper))
        elif upper >= MIN_GAIN:
            return False
        uppers.append(upper)
    if not better:
        return True
    if len(better) > 1:
        return False
    lower, upper = better[0]
    return all(u <= lower for u in uppers if u != upper)


def _mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if n < 2:
        return 0.0, math.inf
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


#: Bets the search does not start on its own. Play-outs answer them with the ``hard``
#: policy, which a person need not share: searched, they turn into exploits of that one
#: opponent (a falta envido with 23 because ``hard`` would refuse it). The ``hard`` rules
#: decide them; the search weighs the answers, the cards and the other choices.
_NOT_SEARCHED: frozenset[str] = frozenset(
    {*ENVIDO_CALLS, *TRUCO_WORDS, *(w for w, level in FLOR_LEVEL.items() if level > 0), "mazo"}
)


#: ``hard`` choices kept without a search: they rest on what the play-outs do not model
#: (a partner's sign, which the partner at the play-out table does not act on).
_TRUSTED: frozenset[str] = frozenset(
    {
        "partner_holds_top",
        # Decisions the opponent model turned (issue 32): the play-outs model every seat
        # as ``hard`` and would undo the read (a spammer's falta, a station's calls).
        "truco_value_read",
        "bluff_read",
        "accept_read",
        "refuse_read",
        "falta_read_accept",
        "falta_read_refuse",
    }
)


def _candidates(view: SeatView, baseline: Action) -> list[Action]:
    """The legal actions worth comparing: one card per strength, the answers, the choices."""
    out: list[Action] = []
    seen: set[tuple[str, int]] = set()
    for action in view.legal:
        if action.kind == DISCARD:
            pass  # AR-GALLO-3: every discard, the suits matter for the envido and flor
        elif action.card is not None:
            if action.kind == "play_covered" and action != baseline:
                continue
            key = (action.kind, view.strength[action.card])
            if key in seen and action != baseline:
                continue
            seen.add(key)
        elif action.kind in _NOT_SEARCHED and action != baseline:
            continue
        out.append(action)
    if baseline not in out:
        out.append(baseline)
    return out


def _rebuild(
    sit: Situation,
    rules: Rules,
    rng: random.Random,
    fraction: dict[Card, float],
    policy: RuleBot,
    start_score: tuple[int, ...] | None,
    choices: list[_Choice] | None = None,
    signs_fit: dict[int, bool] | None = None,
    honesty: dict[int, tuple[float, float]] | None = None,
) -> tuple[Hand | None, tuple[int, ...] | None]:
    """One deal consistent with the view, as a ``Hand`` in the same public state.

    ``choices`` (if given) collects the other seats' earlier decisions in that deal that
    had a bet or an answer among them; ``honesty`` (the opponent model's) scales what
    each seat's calls say of its cards.
    """
    view = sit.view
    held = sample_cards(
        sit,
        rng,
        policy.personality.reads_calls,
        fraction,
        honesty=honesty,
        signs_fit=signs_fit,
    )
    used: set[Card] = set()
    for sampled_cards in held.values():
        used.update(sampled_cards)
    pool = [c for c in sit.unseen if c not in used]
    rng.shuffle(pool)

    def draw(k: int) -> list[Card]:
        got = pool[:k]
        del pool[:k]
        return got

    n = view.players
    covered: dict[int, list[Card]] = {}
    now: list[list[Card]] = []
    discards: dict[int, Card] = {}
    for s in range(n):
        if s == view.seat:
            now.append([*sit.shown[s], *view.cards])
            if view.discarded is not None:
                now[-1].append(view.discarded)
            continue
        hidden = draw(sit.hidden_covered[s])
        covered[s] = list(hidden)
        sampled = held.get(s)
        cards = list(sampled) if sampled is not None else draw(view.card_counts[s])
        now.append([*sit.shown[s], *hidden, *cards])
        if s == view.gallo and view.discard_done:
            # AR-GALLO-3: the gallo's discard is one more card nobody else has seen.
            discards[s] = draw(1)[0]
            now[-1].append(discards[s])
    dealt, stock = _undo_set_choice(view, now, pool)
    if dealt is None or any(len(c) != (4 if s == view.gallo else 3) for s, c in enumerate(dealt)):
        return None, start_score
    if start_score is None:
        start_score = _start_score(view, rules, dealt, stock, covered, discards)
        if start_score is None:
            return None, None
    hand = _replay(view, rules, start_score, dealt, stock, covered, choices, discards)
    return hand, start_score


def _replay(
    view: SeatView,
    rules: Rules,
    score: tuple[int, ...],
    dealt: list[list[Card]],
    stock: list[Card],
    covered: dict[int, list[Card]],
    choices: list[_Choice] | None = None,
    discards: dict[int, Card] | None = None,
) -> Hand | None:
    """The hand dealt so, after the view's public actions; None if it does not fit.

    ``choices`` collects the other seats' decisions that had a bet or an answer in them.
    """
    hidden = {s: list(c) for s, c in covered.items()}
    try:
        hand, _events = Hand.start(
            rules,
            score,
            view.dealer,
            dealt,
            view.vira,
            stock,
            hand_kind="pica" if view.pica else "redondo",
        )
        for seat, word in view.history:
            if word == "play_covered":
                action = play_action(hidden[seat].pop(0), covered=True)
            elif word == DISCARD:
                action = discard((discards or {})[seat])
            else:
                action = parse(word)
            if (
                choices is not None
                and seat != view.seat
                and seat == hand.to_act
                and _informative(hand.legal_actions())
            ):
                choices.append((hand, seat, action))
            hand, _events = hand.apply(seat, action)
    except (IllegalAction, BadRecord, IndexError, KeyError):
        return None
    if (
        hand.score != view.score
        or hand.is_over
        or hand.envido.public != view.envido_winner
        or hand.envido.sung != view.envido_sung
        or hand.flor.public != view.flor_winner
        or hand.to_act != view.to_act
    ):
        return None
    return hand


def _informative(legal: tuple[Action, ...]) -> bool:
    """Whether a decision could reveal something: a bet or an answer was possible."""
    return any(a.kind in _REVEALING for a in legal)


#: The words whose use, or whose absence, says something about a seat's cards.
_REVEALING: frozenset[str] = frozenset({*ENVIDO_CALLS, *TRUCO_WORDS, *ANSWERS})


def _start_score(
    view: SeatView,
    rules: Rules,
    dealt: list[list[Card]],
    stock: list[Card],
    covered: dict[int, list[Card]],
    discards: dict[int, Card],
) -> tuple[int, ...] | None:
    """The score before this hand: the view's, less what earlier events of it scored.

    The view shows the current score only; points already scored in this hand (an
    envido, a flor, earlier pica-pica duels) depend on the score before them (a falta
    envido), so the candidates are tried from the fewest points scored upwards. With a
    score per seat (3 players) the view's own ``start_score`` is the one to use.
    """
    now = view.score
    if len(now) != 2:
        fits = _replay(view, rules, view.start_score, dealt, stock, covered, None, discards)
        return None if fits is None else view.start_score
    candidates = sorted(
        ((a, b) for a in range(now[0] + 1) for b in range(now[1] + 1)),
        key=lambda c: (now[0] - c[0]) + (now[1] - c[1]),
    )
    for tried, score in enumerate(candidates):
        if tried >= START_SCORE_TRIES:
            break
        if _replay(view, rules, score, dealt, stock, covered, None, discards) is not None:
            return score
    return None


def _undo_set_choice(
    view: SeatView, now: list[list[Card]], pool: list[Card]
) -> tuple[list[list[Card]] | None, list[Card]]:
    """MI-DEAL-2 backwards: the packets first dealt and the stock, from the sets seen."""
    choices = [w for s, w in view.history if w in SET_CHOICES]
    if not choices or choices == ["keep_set"]:
        # Where the mão may change his set, the stock is dealt from later (MI-DEAL-2).
        return now, list(pool) if "keep_set" in view.calls else []
    mano = view.mano
    discarded = list(view.discarded_sets)
    sets: list[list[Card]] = []
    dealt = [list(c) for c in now]
    for word in choices:
        if word == "discard_set":
            if not discarded:
                return None, []
            sets.append(list(discarded.pop(0)))
        elif word == "give_set":
            partner = view.partners_of(mano)[0]
            sets.append(list(now[partner]))
            dealt[partner] = pool[:3]
            del pool[:3]
        else:
            sets.append(list(now[mano]))
    if choices[-1] != "keep_set":
        sets.append(list(now[mano]))
    dealt[mano] = sets[0]
    stock = [c for s in sets[1:] for c in s] + list(pool)
    return dealt, stock
