"""What each legal action does to a hand.

``dispatch`` receives the new hand that ``Hand.apply`` is putting together (a copy that
nobody else holds yet) and replaces the parts the action changes; every other part stays
shared with the hand before. Legality was settled before: nothing here checks it again.
"""

from __future__ import annotations

from . import actions as A
from . import envido as E
from . import flor as F
from . import set_choice
from . import truco as T
from .actions import Action
from .cards import Card
from .deal import after_discard
from .events import (
    Called,
    CardPlayed,
    Discarded,
    EnvidoSettled,
    EnvidoSung,
    Event,
    FlorSettled,
    SetChosen,
    TrickDone,
)
from .ladders import envido_chain_points, envido_refused_points
from .phases import (
    D_ENVIDO_REPLY,
    D_FLOR_REPLY,
    D_ONZE,
    D_SET,
    D_TRUCO_REPLY,
    FLOR_FIRST,
    K_FERRO,
    K_ONZE,
    P_ONZE,
    P_PLAY,
    Deciding,
)
from .seats import other_team
from .state import HandState
from .tricks import Play, TrickResult, Tricks, best_plays, hand_result, trick_winner, without_card

#: BR-ONZE-2: what the other team scores when the team on 11 will not play.
ONZE_REFUSED = 1


def dispatch(
    h: HandState, seat: int, action: Action, deciding: Deciding, events: list[Event]
) -> None:
    word = action.kind
    if word == A.DISCARD:
        assert action.card is not None
        discard(h, seat, action.card, events)
    elif action.card is not None:
        play_card(h, seat, action.card, word == A.PLAY_COVERED, events)
    elif deciding is D_SET:
        choose_set(h, seat, word, events)
    elif deciding is D_ONZE:
        decide_onze(h, seat, word == "quiero", events)
    elif deciding in FLOR_FIRST or deciding is D_FLOR_REPLY:
        say_flor(h, seat, word, events)
    else:
        events.append(Called(seat, word))
        if word == "quiero" and deciding is D_ENVIDO_REPLY:
            settle_envido(h, True, events)
        elif word == "no_quiero" and deciding is D_ENVIDO_REPLY:
            settle_envido(h, False, events)
        elif word in A.ENVIDO_CALLS:
            call_envido(h, seat, word)
        elif word == "quiero":
            accept_truco(h, seat, events)
        elif word == "no_quiero":
            refuse_truco(h, events)
        elif word == "mazo":
            fold(h, seat, events)
        else:  # a truco-family call or raise; a raise also accepts the pending call
            if deciding is D_TRUCO_REPLY:
                accept_truco(h, seat, events)
            level = h.deal.rules.variant.ladder_index(word)
            h.truco = T.call(h.truco, seat, level, h.tricks.played)


# ---------------------------------------------------------------- the gallo


def discard(h: HandState, seat: int, card: Card, events: list[Event]) -> None:
    """AR-GALLO-3: the gallo puts a card away face down; then the hand is played."""
    h.deal = deal = after_discard(h.deal, card)
    h.tricks = h.tricks._replace(held=without_card(h.tricks.held, seat, card))
    active = h.round.active
    h.flor = F.fresh(settled=not any(s in active for s in deal.flor_holders))
    h.phase = P_PLAY
    events.append(Discarded(seat, card))


# ---------------------------------------------------------------- Mineiro and the onze


def choose_set(h: HandState, seat: int, choice: str, events: list[Event]) -> None:
    """MI-DEAL-2: keep the set (play starts), or discard or give it (the choice goes on)."""
    if choice == "keep_set":
        events.append(SetChosen(seat, choice))
        h.phase = P_ONZE if h.deal.kind is K_ONZE else P_PLAY
        return
    current = h.tricks.held[seat]
    partner = h.deal.seating.partners(seat)[0] if choice == "give_set" else seat
    sets, held = set_choice.exchange(h.sets, h.tricks.held, seat, partner, h.deal.stock, choice)
    h.sets = sets
    h.tricks = h.tricks._replace(held=held)
    shown = () if choice == "give_set" else current
    events.append(SetChosen(seat, choice, shown))


def decide_onze(h: HandState, seat: int, plays: bool, events: list[Event]) -> None:
    """BR-ONZE-2: the team on 11 plays for 3 points, or gives 1 to the other team."""
    events.append(Called(seat, "quiero" if plays else "no_quiero"))
    if plays:
        h.phase = P_PLAY
        return
    assert h.deal.onze_team is not None
    h.score_or_end(other_team(h.deal.onze_team), ONZE_REFUSED, "onze_refused", events)


# ---------------------------------------------------------------- the truco family


def accept_truco(h: HandState, seat: int, events: list[Event]) -> None:
    pending = h.truco.pending
    assert pending is not None
    variant = h.deal.rules.variant
    teams = h.deal.seating.teams
    h.truco = T.accept(
        h.truco,
        variant.truco_ladder,
        teams[seat],
        teams[pending.caller],
        len(h.tricks.done),
        variant.truco_on_trick,
    )


def refuse_truco(h: HandState, events: list[Event]) -> None:
    """The caller's team scores the stake before the call (after any flor, AR-FLOR-4)."""
    pending = h.truco.pending
    assert pending is not None
    bet = h.truco
    h.truco = T.TrucoBet(bet.stake, bet.level, None, bet.holder, bet.on_trick)
    if not h.flor.settled and settle_flor(h, events):
        return
    team = h.deal.seating.teams[pending.caller]
    points = h.deal.rules.variant.truco_ladder[pending.level].refused
    h.score_or_end(team, points, "truco_refused", events)


def fold(h: HandState, seat: int, events: list[Event]) -> None:
    """AR-MAZO: the whole team folds; the other scores the stake (+1 for the envido)."""
    other = other_team(h.deal.seating.teams[seat])
    extra = 1 if _untouched(h) else 0
    if not h.flor.settled:
        if any(s in h.round.active for s in h.deal.flor_holders):
            extra = 0
        if settle_flor(h, events):
            return
    h.score_or_end(other, h.truco.stake + extra, "mazo", events)


def _untouched(h: HandState) -> bool:
    """Nothing was played or bet yet in this round (AR-MAZO-2 counts the envido then)."""
    return (
        not h.tricks.done and not h.envido.chain and not h.flor.announced and h.truco.level is None
    )


# ---------------------------------------------------------------- envido


def call_envido(h: HandState, seat: int, word: str) -> None:
    h.envido = E.called(h.envido, seat, word)
    # AR-FLOR-3: an unannounced flor takes the decision at once.
    if not h.flor.settled:
        s = h.next_active(seat)
        for _ in range(len(h.round.active)):
            if h.unannounced_flor(s):
                h.flor = h.flor._replace(forced=s)
                break
            s = h.next_active(s)


def settle_envido(h: HandState, accepted: bool, events: list[Event]) -> None:
    envido = h.envido
    chain = envido.chain
    teams = h.deal.seating.teams
    if accepted:
        songs = E.sing(h.deal.counted, h.round.active, h.deal.seating)
        seat, value = E.winner_of(songs)
        team = teams[seat]
        falta = E.falta_value(h.deal.rules, h.deal.seating, h.score, team, h.deal.pica)
        points = envido_chain_points(chain, falta)
        h.envido = E.Envido(chain, envido.caller, False, True, (seat, value), songs)
        events.extend(EnvidoSung(s.seat, s.value) for s in songs)
        events.append(EnvidoSettled(True, team, points, seat, value))
    else:
        assert envido.caller is not None
        team = teams[envido.caller]
        points = envido_refused_points(chain)
        h.envido = E.Envido(chain, envido.caller, False, True, None, ())
        events.append(EnvidoSettled(False, team, points))
    h.add_points(team, points, "envido", events)


# ---------------------------------------------------------------- flor


def say_flor(h: HandState, seat: int, word: str, events: list[Event]) -> None:
    events.append(Called(seat, word))
    if h.flor.forced is not None:
        # AR-FLOR-3: the announcement cancels the envido chain without points.
        h.envido = h.envido._replace(pending=False, done=True)
    full = h.deal.rules.flor == "full"
    h.flor = F.say(h.flor, seat, word, h.deal.seating, full)


def settle_flor(h: HandState, events: list[Event]) -> bool:
    """AR-FLOR-5..10: count and score the flors. True when the match ends."""
    deal = h.deal
    h.flor = h.flor._replace(settled=True, forced=None)
    resto = h.deal.rules.target - max(h.score)
    if deal.pica:
        resto = min(E.PICA_DUEL_FALTA_CAP, resto)
    result = F.count(
        h.flor,
        deal.flor_holders,
        h.round.active,
        deal.counted,
        deal.seating,
        h.distance_from_mano,
        resto,
    )
    if result is None:
        return False
    if result.public is not None:
        h.flor = h.flor._replace(public=result.public)
        seat, value = result.public
        events.append(FlorSettled(result.team, result.points, result.flors, seat, value))
    else:
        events.append(FlorSettled(result.team, result.points, result.flors))
    return h.add_points(result.team, result.points, "flor", events)


# ---------------------------------------------------------------- cards and tricks


def play_card(h: HandState, seat: int, card: Card, covered: bool, events: list[Event]) -> None:
    t = h.tricks
    current = (*t.current, Play(seat, card, covered, t.played))
    held = without_card(t.held, seat, card)
    events.append(CardPlayed(seat, card, covered))
    if len(current) < len(h.round.active):
        h.tricks = Tricks(held, current, t.done, t.played + 1, h.next_active(seat), t.leader)
        return
    plays = best_plays(current, h.deal.strength)
    result = trick_winner(plays, h.deal.seating)
    index = len(t.done)
    h.tricks = Tricks(held, (), (*t.done, result), t.played + 1, t.turn, t.leader)
    events.append(TrickDone(index, result.team, result.seat))
    if _after_trick(h, index, result, plays, events):
        return
    leader = t.leader if result.seat is None else result.seat
    h.tricks = Tricks(held, (), h.tricks.done, t.played + 1, leader, leader)


def _after_trick(
    h: HandState, index: int, result: TrickResult, plays: list[Play], events: list[Event]
) -> bool:
    """Score what a finished trick decides; True when the hand (or duel) is over."""
    if index == 0 and not h.flor.settled and settle_flor(h, events):
        return True
    if h.deal.rules.variant.truco_on_trick and h.truco.accepted:
        return _decisive_trick(h, index, result, plays, events)
    outcome = hand_result(
        h.tricks.done,
        h.deal.rules.variant.all_pardas,
        h.deal.seating.teams[h.round.mano],
        h.deal.seating.teams[h.round.dealer],
    )
    if outcome is None:
        return False
    team = outcome[0]
    if team is not None and h.add_points(team, h.truco.stake, "hand", events):
        return True
    replay = team is None and h.deal.kind is K_FERRO and h.deal.rules.variant.replay_tied_iron_hand
    h.end(team, "tricks", events, replay=replay)
    return True


def _decisive_trick(
    h: HandState, index: int, result: TrickResult, plays: list[Play], events: list[Event]
) -> bool:
    """MI-TRU-2/3: once a truco is accepted, the decisive trick decides the hand."""
    marker = h.truco.on_trick
    if marker is None or index != marker.decisive:
        return False
    if result.team is not None:
        h.score_or_end(result.team, h.truco.stake, "hand", events, "tricks")
        return True
    if any(p.order < marker.called_at for p in plays):
        h.score_or_end(other_team(marker.caller_team), h.truco.stake, "hand", events, "tricks")
        return True
    if index == 2:
        h.end(None, "tricks", events)
        return True
    h.truco = h.truco._replace(on_trick=marker._replace(decisive=index + 1))
    return False
