"""Estimates from the view only: sampled deals, trick play-outs, envido odds, match odds.

``sample_cards`` deals the unseen cards to the other seats consistently with everything
public (cards shown, the envido and flor winners' announced values, who announced a flor
and who could not have one), with the signs this seat saw or caught (a partner who
signalled the ancho de espadas is dealt it) and, softly, with what their calls suggest (a
seat that called or accepted a truco tends to hold strong cards; one that called envido, a
high envido).
``playout`` plays the rest of the tricks of one such deal with a simple policy, on card
strengths only, so that a bot can estimate its chance of winning the hand with each card.
``match_odds`` turns a score into a chance of winning the match, so that points are
weighed by what they are worth at this score (a refused retruco near the target, a falta
envido that wins the match).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from ..engine.cards import Card, envido_value, flor_value, has_flor
from ..engine.ladders import ARGENTINE_TRUCO, BRAZILIAN_TRUCO, Rung
from ..engine.variant import AllPardas
from .situation import Situation, sign_options

Holdings = dict[int, tuple[Card, ...]]

# ---------------------------------------------------------------------- card power


def rank_fraction(sit: Situation) -> dict[Card, float]:
    """Each card's place in this hand's strength order: 0 for the weakest, 1 for the best."""
    strength = sit.view.strength
    values = sorted(set(strength.values()))
    top = max(len(values) - 1, 1)
    place = {v: i / top for i, v in enumerate(values)}
    return {c: place[s] for c, s in strength.items()}


def power(cards: Sequence[Card], fraction: dict[Card, float]) -> float:
    """A 0..1 measure of trick-taking power: mostly the best card, partly the others."""
    if not cards:
        return 0.0
    values = sorted((fraction[c] for c in cards), reverse=True)
    if len(values) == 1:
        return values[0]
    return 0.6 * values[0] + 0.4 * sum(values[1:]) / (len(values) - 1)


# ---------------------------------------------------------------------- sampling


def _envido_beats(value: int, seat: int, other_value: int, other: int, sit: Situation) -> bool:
    """AR-ENV-7: does ``seat`` with ``value`` beat ``other``? Ties go nearer to the mano."""
    if value != other_value:
        return value > other_value
    n = sit.view.players
    mano = sit.view.lead_mano
    return (seat - mano) % n < (other - mano) % n


def _dealt(sit: Situation, seat: int, held: Iterable[Card]) -> list[Card]:
    return [*sit.shown[seat], *held]


def _fits(sit: Situation, seat: int, held: tuple[Card, ...], signs: bool = True) -> bool:
    """The hard constraints on one seat's cards (envido and flor facts, and its signs
    unless ``signs`` is false)."""
    view = sit.view
    dealt = _dealt(sit, seat, held)
    if len(dealt) != 3:
        return True  # a card played face down is not known: nothing to check
    flor_on = view.flor_mode != "off"
    for sign in sit.signed.get(seat, ()) if signs else ():
        if not sign.is_true(dealt, view.strength, flor_on):
            return False
    if not (sit.has_envido or sit.has_flor):
        return True
    flor = flor_on and has_flor(dealt)
    if flor_on:
        if seat in view.flor_announced:
            if not flor:
                return False
        elif flor and _has_acted(sit, seat):
            return False
    if view.envido_winner is not None:
        w, v = view.envido_winner
        if flor:
            return False  # no envido is ever settled in a hand with a flor (AR-FLOR-3)
        value = envido_value(dealt)
        if seat == w:
            if value != v:
                return False
        elif _envido_beats(value, seat, v, w, sit):
            return False
    if view.flor_winner is not None and flor:
        w, v = view.flor_winner
        value = flor_value(dealt)
        if seat == w:
            if value != v:
                return False
        elif _envido_beats(value, seat, v, w, sit):
            return False
    return True


def _has_acted(sit: Situation, seat: int) -> bool:
    """Whether ``seat`` had a decision in this hand or duel (a flor holder must announce)."""
    history = sit.view.history
    return any(s == seat for s, _w in history[len(history) - _duel_actions(sit) :])


def _duel_actions(sit: Situation) -> int:
    """How many actions of the history belong to the current hand or duel."""
    if not sit.view.pica:
        return len(sit.view.history)
    active = set(sit.active)
    count = 0
    for seat, _w in reversed(sit.view.history):
        if seat not in active:
            break
        count += 1
    return count


#: How much each seat's truco and envido calls say about its cards, next to an ordinary
#: player's (``reads.TableReads``): (truco, envido), each 0 (its calls say nothing) to a
#: little over 1 (a seat that calls only with the best cards). A seat not named: (1, 1).
Honesty = Mapping[int, tuple[float, float]]


def _likelihood(
    sit: Situation,
    seat: int,
    held: tuple[Card, ...],
    fraction: dict[Card, float],
    reads: float,
    honesty: Honesty | None = None,
) -> float:
    """How well ``held`` fits the seat's calls: 1 fits anything; lower is less likely."""
    if reads <= 0.0:
        return 1.0
    truco_reads = envido_reads = reads
    sharp = 1.0
    if honesty is not None and seat in honesty:
        truco_honesty, envido_honesty = honesty[seat]
        # A player who reads the table believes a truco-family call as far as the seat
        # has shown itself honest, not by his own share of belief (``reads``): ``hard``
        # accepted an ordinary player's trucos on 30 to 60% and won about a fifth of
        # those hands (benchmarks/bots_panel.md). A seat read as more honest than an
        # ordinary player (one that calls only with the best cards) is believed fully,
        # and its calls fit only strong cards.
        truco_reads = min(1.0, truco_honesty)
        envido_reads = min(1.0, reads * envido_honesty)
        sharp = 1.0 + 4.0 * max(0.0, truco_honesty - 1.0)
    weight = 1.0
    if seat in sit.truco_aggressive and held:
        beat = sit.trick_calls.get(seat, -1)
        if beat is None:
            fit = 1.0  # a bet on a card of its own already on the table: nothing to read
        elif beat >= 0:
            # A bet on this trick made after seeing the card to beat (MI-TRU-1): it fits
            # the cards that beat it (a tie loses it, MI-TRU-3 a).
            strength = sit.view.strength
            fit = 1.0 if any(strength[c] > beat for c in held) else 0.05
        elif seat in sit.trick_openers:
            # A bet opened on the trick about to be played (MI-TRU-1) is a bet on one
            # card, the seat's best, against every card the other side may hold: an
            # ordinary player opens it when that card wins the trick about as often as
            # his floor asks (nine times in ten on the first trick: a manilha, not a 3).
            fit = _opening_fit(sit, seat, held, sit.trick_openers[seat])
        elif sit.view.bets_on_trick:
            # An acceptance on the trick about to be played rests on the seat's best card.
            top = max(fraction[c] for c in held)
            fit = min(1.0, max(0.05, (top - 0.5) / 0.4))
        elif seat in sit.hand_openers:
            # A truco on the whole hand called during the first trick: an ordinary player
            # wants a hand that wins nearly always (``normal`` at two players calls it
            # before any card with a power of 0.6 one time in ten, 0.7 one in five, 0.8
            # three in four; with partners 0.02, 0.08, 0.3: benchmarks/bots_panel.md).
            p = power((*sit.shown.get(seat, ()), *held), fraction)
            low, width = OPENING_POWER_TWO if len(sit.active) == 2 else OPENING_POWER_MORE
            fit = min(1.0, max(0.05, (p - low) / width)) ** sharp
        else:
            p = power(held, fraction)
            fit = min(1.0, max(0.05, (p - 0.25) / 0.6)) ** sharp
        weight *= (1.0 - truco_reads) + truco_reads * fit
    if seat in sit.envido_callers and sit.view.envido_winner is None and sit.has_envido:
        value = envido_value(_dealt(sit, seat, held))
        fit = 1.0 if value >= 28 else max(0.05, (value - 18) / 10) if value >= 20 else 0.05
        weight *= (1.0 - envido_reads) + envido_reads * fit
    return weight


#: The chance of winning the trick that an ordinary player wants before he opens a bet on
#: it (``personality.HARD``'s norms: ``first_trick_floor`` for the truco on the first
#: trick, ``call_floor`` for a later trick or a raise), and how far below it his bets
#: fade out (bluffs aside: the seat's honesty mixes them in).
OPENING_FLOOR_FIRST = 0.95
OPENING_FLOORS = (0.55, 0.6)
OPENING_FADE = 0.1
#: Where the truco bets on the hand, the power (``power``) from which an ordinary
#: player's first-trick truco fits a hand fully is ``low + width``; below ``low`` it fits
#: only as a bluff. Alone against one, and with partners (who play for him too).
OPENING_POWER_TWO = (0.62, 0.25)
OPENING_POWER_MORE = (0.7, 0.2)


def _opening_fit(sit: Situation, seat: int, held: tuple[Card, ...], rung: int) -> float:
    """How well ``held`` fits a bet opened by ``seat`` on the trick about to be played:
    the chance, as the seat saw it, that its best card wins that trick against the cards
    of the other side (a tie counts half: the next trick decides, MI-TRU-3 b), next to
    the chance an ordinary player wants for that bet. The seat's own cards only: a
    partner's may help too, which the honesty's mixture of bluffs covers."""
    view = sit.view
    strength = view.strength
    top = max(strength[c] for c in held)
    team = view.team_of(seat)
    # The cards the seat could not see: ours, our partner's known ones and the unseen
    # ones, less the cards this deal gives the seat.
    pool = set(sit.unseen)
    for cards in sit.known.values():
        pool.update(cards)
    pool.difference_update(held)
    above = sum(1 for c in pool if strength[c] > top)
    level = sum(1 for c in pool if strength[c] == top)
    drawn = sum(view.card_counts[s] for s in sit.active if view.team_of(s) != team)
    total = len(pool)
    win = 0.5 * (_none_drawn(total, above, drawn) + _none_drawn(total, above + level, drawn))
    if rung == 0 and sit.trick_index == 0:
        floor = OPENING_FLOOR_FIRST
    else:
        floor = OPENING_FLOORS[min(rung, len(OPENING_FLOORS) - 1)]
    return min(1.0, max(0.05, (win - (floor - OPENING_FADE)) / OPENING_FADE))


def _none_drawn(total: int, marked: int, drawn: int) -> float:
    """The chance that ``drawn`` cards dealt from ``total`` miss all ``marked`` ones."""
    chance = 1.0
    for i in range(min(drawn, total)):
        chance *= max(0, total - marked - i) / (total - i)
    return chance


def sample_cards(
    sit: Situation,
    rng: random.Random,
    reads: float,
    fraction: dict[Card, float],
    tries: int = 24,
    honesty: Honesty | None = None,
    signs_fit: dict[int, bool] | None = None,
) -> Holdings:
    """One deal of the unseen cards to the other active seats, consistent with the view.

    ``honesty`` (from the opponent model) scales how much each seat's calls are read.
    ``signs_fit`` remembers, by seat, whether any deal can honour the seat's signs (a
    person may sign a lie, or signs that contradict a sung value): shared by one
    decision's deals, so that impossible signs cost one search, not one per attempt of
    every deal (a person who signed at random made a daily's replay take seconds). A
    seat whose signs no deal honours is dealt as if it had not signed."""
    view = sit.view
    seats = [s for s in sit.active if s not in sit.known]
    counts = {s: view.card_counts[s] for s in seats}
    # Seats with a positive fact about their cards are dealt first, one at a time.
    signs_fit = {} if signs_fit is None else signs_fit
    unfit = {seat for seat, fit in signs_fit.items() if not fit}

    def constrained_seats() -> list[int]:
        return [
            s
            for s in seats
            if (view.envido_winner is not None and view.envido_winner[0] == s)
            or s in view.flor_announced
            or (s in sit.signed and s not in unfit)
        ]

    constrained = constrained_seats()
    fallback: Holdings | None = None
    best = 0.0
    pool_base = list(sit.unseen)
    checked = (sit.has_envido or sit.has_flor) and (
        view.flor_mode != "off" or view.envido_winner is not None
    )
    if sit.signed and tries < 48:
        tries = 48  # a signed card narrows the deals: allow a few more attempts
    for _attempt in range(tries):
        pool = pool_base[:]
        out: Holdings = dict(sit.known)
        ok = True
        for s in constrained:
            got = _pick_fitting(sit, s, counts[s], pool, rng, s in unfit)
            if got is None and s in sit.signed and s not in signs_fit:
                # Failing after other seats took their cards proves nothing: try once
                # with every unseen card before reading the signs no more.
                signs_fit[s] = len(pool) < len(pool_base) and (
                    _pick_fitting(sit, s, counts[s], pool_base[:], rng) is not None
                )
                if not signs_fit[s]:
                    unfit.add(s)
                    constrained = constrained_seats()
            if got is None:
                ok = False
                break
            out[s] = got
            for c in got:
                pool.remove(c)
        if not ok:
            continue
        free = [s for s in seats if s not in out]
        need = sum(counts[s] for s in free)
        if need > len(pool):
            break
        picked = rng.sample(pool, need)
        pos = 0
        for s in free:
            k = counts[s]
            out[s] = tuple(picked[pos : pos + k])
            pos += k
        if checked and not all(_fits(sit, s, out[s], s not in unfit) for s in free):
            continue
        if reads <= 0.0:
            return out
        weight = 1.0
        for s in seats:
            weight *= _likelihood(sit, s, out[s], fraction, reads, honesty)
        if rng.random() < weight:
            return out
        if fallback is None or weight > best:
            # No deal accepted in all the tries (the calls fit few deals): the one that
            # fits them best, not the last one drawn.
            fallback, best = out, weight
    if fallback is not None:
        return fallback
    # Nothing fitted (a very unlikely fact): deal freely rather than fail.
    pool = pool_base[:]
    rng.shuffle(pool)
    out = dict(sit.known)
    pos = 0
    for s in seats:
        out[s] = tuple(pool[pos : pos + counts[s]])
        pos += counts[s]
    return out


def _pick_fitting(
    sit: Situation,
    seat: int,
    k: int,
    pool: list[Card],
    rng: random.Random,
    ignore_signs: bool = False,
) -> tuple[Card, ...] | None:
    if k == 0:
        return () if _fits(sit, seat, (), not ignore_signs) else None
    if len(pool) < k:
        return None
    if seat in sit.signed and not ignore_signs:
        return _pick_signed(sit, seat, k, pool, rng)
    candidates = pool
    if seat in sit.view.flor_announced:
        suits = {c[-1] for c in sit.shown[seat]}
        if len(suits) == 1:
            suit = next(iter(suits))
            candidates = [c for c in pool if c[-1] == suit]
    for _ in range(300):
        if len(candidates) < k:
            return None
        if seat in sit.view.flor_announced and not sit.shown[seat]:
            suit = rng.choice(candidates)[-1]
            same = [c for c in candidates if c[-1] == suit]
            if len(same) < k:
                continue
            got = tuple(rng.sample(same, k))
        else:
            got = tuple(rng.sample(candidates, k))
        if _fits(sit, seat, got, not ignore_signs):
            return got
    return None


def _pick_signed(
    sit: Situation, seat: int, k: int, pool: list[Card], rng: random.Random
) -> tuple[Card, ...] | None:
    """Cards for a seat that made signs: a card each card sign names, the rest at random."""
    shown = sit.shown[seat]
    needs: list[list[Card]] = []
    for sign in sit.signed[seat]:
        options = sign_options(sign, sit.view.strength)
        if options is None or any(c in shown for c in options):
            continue
        in_pool = [c for c in options if c in pool]
        if not in_pool:
            return None
        needs.append(in_pool)
    for _ in range(300):
        got: list[Card] = []
        for need in needs:
            if not any(c in got for c in need):
                got.append(rng.choice(need))
        if len(got) > k:
            return None
        rest = [c for c in pool if c not in got]
        got += rng.sample(rest, k - len(got))
        held = tuple(got)
        if _fits(sit, seat, held):
            return held
    return None


# ---------------------------------------------------------------------- play-outs


class Table:
    """What a play-out needs, computed once per decision: order, rules, tricks so far."""

    __slots__ = (
        "active",
        "all_pardas",
        "dealer_team",
        "leader",
        "mano_team",
        "me",
        "results",
        "strength",
        "team",
        "teams",
        "trick",
    )

    def __init__(self, sit: Situation) -> None:
        view = sit.view
        self.active = sit.active
        self.strength = view.strength
        self.team = sit.team
        #: The team of every seat (the view's seating, COMMON-SEAT-3).
        self.teams = view.teams
        self.me = sit.me
        self.results = tuple(t for t, _s in view.trick_results)
        self.trick = sit.trick
        self.leader = sit.trick[0][0] if sit.trick else view.turn
        self.all_pardas = view.all_pardas
        self.mano_team = view.team_of(view.lead_mano)
        self.dealer_team = view.team_of(view.dealer)


def _hand_result(results: list[int | None], table: Table) -> tuple[bool, int | None]:
    """AR-HAND-1 / MI-HAND-1 / PA-HAND-1 on trick results: (decided, winning team)."""
    won = [t for t in results if t is not None]
    for team in (0, 1):
        if won.count(team) >= 2:
            return True, team
    if won and len(won) < len(results):
        return True, won[0]
    if len(results) == 3:
        if won:
            return True, won[0]
        if table.all_pardas is AllPardas.MANO:
            return True, table.mano_team
        if table.all_pardas is AllPardas.DEALER:
            return True, table.dealer_team
        return True, None
    return False, None


def _choose(
    hand: list[int],
    trick: list[tuple[int, int | None]],
    seat_team: int,
    results: list[int | None],
    opponents_after: int,
    teams: tuple[int, ...],
    decisive: int | None = None,
) -> int:
    """The play-out policy: win cheaply, let a winning partner be, lead sensibly (the
    best card into a trick that decides the hand, MI-TRU-2)."""
    hand.sort()
    if not trick:
        index = len(results)
        if index == decisive:
            return hand[-1]
        if index == 0:
            return hand[len(hand) // 2] if len(hand) == 3 else hand[-1]
        if results[0] == seat_team and index == 1:
            return hand[0]
        return hand[-1]
    best = -1
    best_teams: set[int] = set()
    for seat, s in trick:
        if s is None:
            continue
        if s > best:
            best, best_teams = s, {teams[seat]}
        elif s == best:
            best_teams.add(teams[seat])
    # On the trick a bet rides on (MI-TRU-1) a side wants its best card in it while an
    # opponent is still to play: a winning card, its own or a partner's, may yet be
    # beaten (the cheapest winner is for a trick that decides nothing alone).
    on_bet = decisive is not None and len(results) == decisive
    if on_bet and opponents_after and hand[-1] > best:
        return hand[-1]
    if best_teams == {seat_team}:
        return hand[0]
    for card in hand:
        if card > best:
            return card
    # A tie keeps a bet on this trick alive (MI-TRU-3 b: the next trick decides) where a
    # low card loses it.
    if best in hand and ((results and results[0] == seat_team) or opponents_after == 0 or on_bet):
        return best
    return hand[0]


def playout(
    table: Table, held: dict[int, list[int]], first: int | None, decisive: int | None
) -> float:
    """Play the hand out; 1 if this seat's team wins it, 0 if it loses, 0.5 if nobody.

    ``held`` maps seats to card strengths (changed in place); ``first`` is the strength
    this seat plays at its next turn (None: the policy decides).
    """
    active = table.active
    n_active = len(active)
    results = list(table.results)
    trick = list(table.trick)
    leader = table.leader
    me_team = table.team
    team_at = table.teams
    pending_first = first
    start = active.index(leader)
    order = [active[(start + k) % n_active] for k in range(n_active)]
    while True:
        for seat in order[len(trick) :]:
            hand = held[seat]
            if not hand:
                return 0.5
            if pending_first is not None and seat == table.me:
                card = pending_first
                pending_first = None
            else:
                mine = team_at[seat]
                opp_after = sum(1 for s in order[order.index(seat) + 1 :] if team_at[s] != mine)
                card = _choose(hand, trick, mine, results, opp_after, team_at, decisive)
            hand.remove(card)
            trick.append((seat, card))
        best = -1
        teams: set[int] = set()
        best_seat = -1
        for seat, s in trick:
            if s is None:
                continue
            if s > best:
                best, teams, best_seat = s, {team_at[seat]}, seat
            elif s == best:
                teams.add(team_at[seat])
        index = len(results)
        winner = next(iter(teams)) if len(teams) == 1 else None
        results.append(winner)
        if decisive is not None and index == decisive:
            if winner is not None:
                return 1.0 if winner == me_team else 0.0
            decisive += 1
            if decisive > 2:
                return 0.5
        elif decisive is None:
            decided, team = _hand_result(results, table)
            if decided:
                return 0.5 if team is None else (1.0 if team == me_team else 0.0)
        if index >= 2:
            return 0.5
        if winner is not None:
            leader = best_seat
        start = active.index(leader)
        order = [active[(start + k) % n_active] for k in range(n_active)]
        trick = []


def card_chances(
    sit: Situation, deals: Sequence[Holdings], decisive: int | None, candidates: Sequence[Card]
) -> dict[Card, float]:
    """For each candidate card of this seat: the chance of winning the hand playing it now."""
    table = Table(sit)
    strength = sit.view.strength
    out: dict[Card, float] = {}
    by_strength: dict[int, float] = {}
    for card in candidates:
        s = strength[card]
        if s not in by_strength:
            total = 0.0
            for deal in deals:
                held = {seat: [strength[c] for c in cards] for seat, cards in deal.items()}
                total += playout(table, held, s, decisive)
            by_strength[s] = total / max(1, len(deals))
        out[card] = by_strength[s]
    return out


def hand_chance(sit: Situation, deals: Sequence[Holdings], decisive: int | None) -> float:
    """The chance of winning the hand when everyone plays the play-out policy."""
    if not sit.view.cards and sit.me in sit.active and sit.view.card_counts[sit.me]:
        return 0.5
    table = Table(sit)
    strength = sit.view.strength
    total = 0.0
    for deal in deals:
        held = {seat: [strength[c] for c in cards] for seat, cards in deal.items()}
        total += playout(table, held, None, decisive)
    return total / max(1, len(deals))


# ---------------------------------------------------------------------- envido and flor


def envido_chance(sit: Situation, deals: Sequence[Holdings]) -> float:
    """The chance that this seat's team wins the envido (AR-ENV-7), over sampled deals."""
    wins = 0
    for deal in deals:
        best_seat, best_value = -1, -1
        for seat in sit.active:
            value = envido_value(_dealt(sit, seat, deal.get(seat, ())))
            if best_seat < 0 or _envido_beats(value, seat, best_value, best_seat, sit):
                best_seat, best_value = seat, value
        wins += sit.view.team_of(best_seat) == sit.team
    return wins / max(1, len(deals))


def flor_chance(sit: Situation, deals: Sequence[Holdings]) -> float:
    """The chance that this seat's team has the best flor (AR-FLOR-6)."""
    wins = 0
    for deal in deals:
        best_seat, best_value = -1, -1
        for seat in sit.active:
            dealt = _dealt(sit, seat, deal.get(seat, ()))
            if len(dealt) != 3 or not has_flor(dealt):
                continue
            value = flor_value(dealt)
            if best_seat < 0 or _envido_beats(value, seat, best_value, best_seat, sit):
                best_seat, best_value = seat, value
        wins += best_seat < 0 or sit.view.team_of(best_seat) == sit.team
    return wins / max(1, len(deals))


def my_envido(sit: Situation) -> int:
    return envido_value(_dealt(sit, sit.me, sit.view.cards))


def my_flor(sit: Situation) -> int:
    return flor_value(_dealt(sit, sit.me, sit.view.cards))


# ---------------------------------------------------------------------- the match


#: How often a hand gives its winner each of its possible points, keyed by the variant's
#: truco ladder: the first weight is a hand without an accepted truco (1 point), the
#: others each rung's stake in turn (a ladder longer than its weights is cut short).
_HAND_WEIGHTS: dict[tuple[Rung, ...], tuple[float, ...]] = {
    ARGENTINE_TRUCO: (0.35, 0.35, 0.2, 0.1),
    BRAZILIAN_TRUCO: (0.6, 0.3, 0.08, 0.02),
}


def hand_points(ladder: tuple[Rung, ...]) -> tuple[tuple[int, float], ...]:
    """(points, rough frequency) of a hand's worth under ``ladder`` (for ``match_odds``).

    The points are the ladder's own: 1 for a hand without an accepted truco, then each
    rung's stake. A ladder without weights of its own is weighed like the Brazilian one.
    """
    weights = _HAND_WEIGHTS.get(ladder, _HAND_WEIGHTS[BRAZILIAN_TRUCO])
    points = (1, *(r.stake for r in ladder))
    return tuple(zip(points, weights, strict=False))


@lru_cache(maxsize=32)
def _odds_table(
    ladder: tuple[Rung, ...], target: int, edge: float
) -> tuple[tuple[float, ...], ...]:
    """f[x][y]: chance to win when needing x points against an opponent needing y.

    Each hand's points go to this side with chance ``0.5 + edge``: a player who expects
    to outplay the other side should avoid gambling the match on one envido or one bet.
    """
    dist = hand_points(ladder)
    mine = 0.5 + edge
    f = [[0.0] * (target + 1) for _ in range(target + 1)]
    for x in range(target + 1):
        for y in range(target + 1):
            if x == 0:
                f[x][y] = 1.0
            elif y == 0:
                f[x][y] = 0.0
            else:
                total = 0.0
                for pts, p in dist:
                    total += p * (mine * f[max(0, x - pts)][y] + (1 - mine) * f[x][max(0, y - pts)])
                f[x][y] = total
    return tuple(tuple(row) for row in f)


def match_odds(
    ladder: tuple[Rung, ...], target: int, mine: int, theirs: int, edge: float = 0.0
) -> float:
    """The chance of winning the match from this score (a simple model of hand points).

    ``ladder`` is the variant's truco ladder (``SeatView.ladder``): it says what a hand
    can be worth.
    """
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    table = _odds_table(ladder, target, round(edge, 3))
    return table[target - mine][target - theirs]
