"""Who decides now, what they may do, and why anything else is refused.

One set of checks serves both questions: ``legal_for`` lists an action when its family's
check passes, and ``why_not`` answers with the same check's refusal (a reason code and the
rule), so the list of legal actions and the explanation of a refusal cannot disagree. A
property test holds them together over random play for every word of the vocabulary.
"""

from __future__ import annotations

from . import actions as A
from . import flor as F
from .actions import Action
from .errors import IllegalAction
from .ladders import ENVIDO_RAISES, FLOR_REPLIES
from .phases import (
    D_DISCARD,
    D_ENVIDO_REPLY,
    D_FLOR_REPLY,
    D_FORCED_FLOR,
    D_ONZE,
    D_OWN,
    D_OWN_FLOR,
    D_SET,
    D_TRUCO_FLOR,
    D_TRUCO_REPLY,
    FLOR_FIRST,
    K_FERRO,
    K_NORMAL,
    P_DISCARD,
    P_OVER,
    P_PLAY,
    P_SET_CHOICE,
    TEAM_ANSWERS,
    Deciding,
)
from .seats import other_team
from .set_choice import choices as set_choices
from .state import Decision, HandState
from .truco import next_word

_ANSWERING: frozenset[Deciding] = frozenset({D_TRUCO_REPLY, D_ENVIDO_REPLY})


def decision(h: HandState) -> Decision:
    """The seat whose decision is awaited (the hand is not over), in order of precedence."""
    phase = h.phase
    if phase is not P_PLAY:
        if phase is P_SET_CHOICE:
            return Decision(h.deal.mano, D_SET)
        if phase is P_DISCARD:
            gallo = h.deal.seating.gallo
            assert gallo is not None
            return Decision(gallo, D_DISCARD)
        team = h.deal.onze_team  # P_ONZE
        seats = [s for s in range(h.n) if h.deal.seating.teams[s] == team]
        return Decision(min(seats, key=h.distance_from_mano), D_ONZE)
    flor = h.flor
    if flor.forced is not None:
        return Decision(flor.forced, D_FORCED_FLOR)
    if flor.pending is not None:
        seat = F.responder(flor.pending.caller, h.deal.flor_holders, h.deal.seating, h.next_active)
        return Decision(seat, D_FLOR_REPLY)
    envido = h.envido
    if envido.pending:
        assert envido.caller is not None
        return Decision(h.first_of_other_team(envido.caller), D_ENVIDO_REPLY)
    pending = h.truco.pending
    if pending is not None:
        seat = h.first_of_other_team(pending.caller)
        flor_first = h.unannounced_flor(seat)
        return Decision(seat, D_TRUCO_FLOR if flor_first else D_TRUCO_REPLY)
    seat = h.tricks.turn
    flor_first = not flor.settled and h.unannounced_flor(seat)
    return Decision(seat, D_OWN_FLOR if flor_first else D_OWN)


# ---------------------------------------------------------------- the checks of each family


def may_cover(h: HandState) -> bool:
    """BR-COVER-1: not in the first trick, not as the leader, not in a mão de ferro."""
    return (
        h.deal.rules.variant.covered_cards
        and bool(h.tricks.done)
        and bool(h.tricks.current)
        and h.deal.kind is not K_FERRO
    )


def _raise_matters(h: HandState, seat: int, value_without_call: int) -> bool:
    """BR-TRU-4: no call if the team would reach the target without it."""
    if not h.deal.rules.variant.raise_must_matter:
        return True
    return h.score[h.deal.seating.teams[seat]] + value_without_call < h.deal.rules.target


def truco_word(h: HandState, seat: int, deciding: Deciding) -> str | None:
    """The one truco-family word ``seat`` may say now (AR-TRU-2/3, BR-TRU-2/4/5), if any."""
    deal = h.deal
    if deal.kind is not K_NORMAL:
        return None
    variant = deal.rules.variant
    ladder = variant.truco_ladder
    bet = h.truco
    if deciding is D_OWN:
        word = next_word(bet, ladder, deal.seating.teams[seat])
        value_without_call = bet.stake
    elif deciding is D_TRUCO_REPLY:
        assert bet.pending is not None
        level = bet.pending.level
        if level + 1 >= len(ladder):
            return None
        word, value_without_call = ladder[level + 1].word, ladder[level].stake
    else:
        return None
    if word is None or (
        variant.raise_must_matter and not _raise_matters(h, seat, value_without_call)
    ):
        return None
    return word


def envido_refusal(h: HandState, seat: int, deciding: Deciding) -> str | None:
    """Why ``seat`` may not start an envido now (AR-ENV-2, AR-TRU-5, AR-FLOR-3), or None."""
    if h.truco.level is not None:
        return "envido_after_truco"
    if h.flor.announced:
        return "flor_beats_envido"
    if h.envido.chain:
        return "one_envido"
    pending = h.truco.pending
    in_time = deciding is D_OWN or (
        deciding is D_TRUCO_REPLY and pending is not None and pending.level == 0
    )
    if h.tricks.done or len(h.tricks.held[seat]) < 3 or not in_time:
        return "envido_closed"
    return None


# ---------------------------------------------------------------- listing


_ANSWERS: tuple[Action, ...] = (A.call("quiero"), A.call("no_quiero"))
_ENVIDO_OPENINGS: tuple[Action, ...] = tuple(A.call(w) for w in ENVIDO_RAISES[()])
_MAZO = A.call("mazo")


def legal_for(h: HandState, seat: int, deciding: Deciding) -> list[Action]:
    """The actions ``seat`` may take while deciding ``deciding``, in a stable order."""
    variant = h.deal.rules.variant
    if deciding is D_OWN:
        cards = h.tricks.held[seat]
        out = [A.play(c) for c in cards]
        if variant.covered_cards and may_cover(h):
            out.extend(A.play(c, covered=True) for c in cards)
        word = truco_word(h, seat, deciding)
        if word is not None:
            out.append(A.call(word))
        if variant.has_envido and envido_refusal(h, seat, deciding) is None:
            out.extend(_ENVIDO_OPENINGS)
        if variant.has_mazo:
            out.append(_MAZO)
        return out
    if deciding in FLOR_FIRST:
        full = h.deal.rules.flor == "full"
        return [A.call(w) for w in F.announcements(h.flor, seat, h.deal.seating, full)]
    if deciding is D_TRUCO_REPLY:
        out = list(_ANSWERS)
        word = truco_word(h, seat, deciding)
        if word is not None:
            out.append(A.call(word))
        if variant.has_envido and envido_refusal(h, seat, deciding) is None:
            out.extend(_ENVIDO_OPENINGS)
        return out
    if deciding is D_ENVIDO_REPLY:
        raises = ENVIDO_RAISES.get(h.envido.chain, ())
        return [*_ANSWERS, *(A.call(w) for w in raises)]
    if deciding is D_FLOR_REPLY:
        assert h.flor.pending is not None
        return [A.call(w) for w in FLOR_REPLIES[h.flor.pending.word]]
    if deciding is D_SET:
        return [A.call(w) for w in set_choices(h.sets, h.n)]
    if deciding is D_DISCARD:
        return [A.discard(c) for c in h.tricks.held[seat]]
    return list(_ANSWERS)  # D_ONZE


def partner_deciding(h: HandState, seat: int, d: Decision) -> Deciding | None:
    """COMMON-CALL-3: what a partner of the seat to act may decide for the team, if anything."""
    if not 0 <= seat < h.n:
        return None
    teams = h.deal.seating.teams
    if teams[seat] != teams[d.seat] or d.deciding not in TEAM_ANSWERS:
        return None
    if d.deciding is D_ONZE:
        return D_ONZE
    if seat not in h.round.active or h.unannounced_flor(seat):
        return None
    if d.deciding is D_FLOR_REPLY and seat not in h.deal.flor_holders:
        return None
    return D_TRUCO_REPLY if d.deciding is D_TRUCO_FLOR else d.deciding


# ---------------------------------------------------------------- refusals


def why_not(h: HandState, seat: int, action: Action) -> IllegalAction | None:
    """None when ``seat`` may take ``action`` now; otherwise the refusal and its rule."""
    if h.phase is P_OVER:
        return IllegalAction("hand_over", "COMMON-TRICK-5", "the hand is over")
    if not 0 <= seat < h.n:
        return IllegalAction("no_such_seat", "COMMON-SEAT-1", f"there is no seat {seat}")
    refusal = vocabulary_refusal(h, action)
    if refusal is not None:
        return refusal
    if action.kind == A.DISCARD or h.phase is P_DISCARD:
        return _discard_refusal(h, seat, action)
    d = h.decision()
    assert d is not None
    if seat != d.seat:
        return _partner_refusal(h, seat, action, d)
    return _own_refusal(h, seat, action, d.deciding)


def vocabulary_refusal(h: HandState, action: Action) -> IllegalAction | None:
    """A word that this variant or these options do not have at all (BR-SETUP-1...)."""
    word, kind = str(action), action.kind
    variant = h.deal.rules.variant
    exists = {
        "mazo": variant.has_mazo,
        "envido": variant.has_envido,
        "real_envido": variant.has_envido,
        "falta_envido": variant.has_envido,
    }
    if not exists.get(kind, True):
        return IllegalAction(
            "not_in_variant",
            "BR-SETUP-1",
            f"{word} does not exist in {variant.name}",
            {"action": word},
        )
    if kind == A.DISCARD and h.deal.seating.gallo is None:
        return IllegalAction(
            "no_gallo", "AR-GALLO-3", "only the gallo discards, with 3 players", {"action": word}
        )
    if kind in A.FLOR_WORDS and not h.deal.rules.flor_enabled:
        return IllegalAction(
            "flor_off", "AR-FLOR-1", f"{word}: flor is not played", {"action": word}
        )
    if kind in A.SET_CHOICES and not variant.set_choice:
        return IllegalAction(
            "not_in_variant", "MI-DEAL-2", f"{word} exists only in Mineiro", {"action": word}
        )
    if kind in A.TRUCO_WORDS and variant.ladder_index(kind) < 0:
        return IllegalAction(
            "not_in_variant",
            "AR-TRU-1" if variant.has_envido else "BR-TRU-1",
            f"{word} is not a call of {variant.name}",
            {"action": word},
        )
    return None


def _discard_refusal(h: HandState, seat: int, action: Action) -> IllegalAction | None:
    """AR-GALLO-3: the gallo discards once, before anything else, one card he holds."""
    gallo = h.deal.seating.gallo
    if h.phase is not P_DISCARD:
        return IllegalAction("discard_done", "AR-GALLO-3", "the gallo discards only once")
    if action.kind != A.DISCARD:
        return IllegalAction(
            "discard_first", "AR-GALLO-3", f"the gallo (seat {gallo}) must discard first"
        )
    if seat != gallo:
        return IllegalAction(
            "not_the_gallo", "AR-GALLO-3", f"seat {seat} is not the gallo: only he discards"
        )
    if action.card not in h.tricks.held[seat]:
        return IllegalAction(
            "card_not_held",
            "COMMON-TRICK-1",
            f"seat {seat} does not hold {action.card}",
            {"card": action.card},
        )
    return None


def _partner_refusal(h: HandState, seat: int, action: Action, d: Decision) -> IllegalAction | None:
    deciding = partner_deciding(h, seat, d)
    if deciding is not None and action in legal_for(h, seat, deciding):
        return None
    teams = h.deal.seating.teams
    if teams[seat] == teams[d.seat] and d.deciding in TEAM_ANSWERS:
        if h.unannounced_flor(seat):
            return _must_announce(seat)
        if d.deciding is D_FLOR_REPLY:
            return IllegalAction(
                "no_flor", "AR-FLOR-9", f"seat {seat} holds no flor to answer with"
            )
        word = str(action)
        return IllegalAction(
            "not_allowed_reply",
            "AR-ENV-2",
            f"seat {seat} may not answer {word} now",
            {"action": word},
        )
    return IllegalAction(
        "not_your_turn",
        "COMMON-CALL-3",
        f"seat {seat} may not act now: seat {d.seat} is to act",
        {"seat": seat, "to_act": d.seat},
    )


def _must_announce(seat: int) -> IllegalAction:
    return IllegalAction(
        "must_announce_flor",
        "AR-FLOR-2",
        f"seat {seat} must announce his flor before anything else",
    )


def _own_refusal(
    h: HandState, seat: int, action: Action, deciding: Deciding
) -> IllegalAction | None:
    if deciding in FLOR_FIRST or deciding in (D_SET, D_ONZE):
        if action in legal_for(h, seat, deciding):
            return None
        if deciding is D_SET:
            return IllegalAction(
                "set_choice_first", "MI-DEAL-2", "the mão must choose his set first"
            )
        if deciding is D_ONZE:
            return IllegalAction(
                "onze_decision_first", "BR-ONZE-2", "the team on 11 must decide first"
            )
        return _must_announce(seat)
    if action.card is not None:
        return _card_refusal(h, seat, action, deciding)
    return _word_refusal(h, seat, action.kind, deciding)


def _card_refusal(
    h: HandState, seat: int, action: Action, deciding: Deciding
) -> IllegalAction | None:
    if deciding is not D_OWN:
        return IllegalAction("call_pending", "COMMON-CALL-2", "a call is pending: answer it first")
    if action.card not in h.tricks.held[seat]:
        return IllegalAction(
            "card_not_held",
            "COMMON-TRICK-1",
            f"seat {seat} does not hold {action.card}",
            {"card": action.card},
        )
    if action.kind == A.PLAY or may_cover(h):
        return None
    return IllegalAction(
        "cannot_cover",
        "BR-COVER-1",
        "a card may be played face down only from the second trick, not by the leader"
        " and not in a mão de ferro",
    )


def _word_refusal(h: HandState, seat: int, word: str, deciding: Deciding) -> IllegalAction | None:
    if word == "mazo":
        if deciding is D_OWN:
            return None
        return IllegalAction(
            "no_mazo_while_pending", "AR-MAZO-1", "nobody may fold while a call is pending"
        )
    if word in A.ANSWERS:
        if deciding in _ANSWERING:
            return None
        return IllegalAction("nothing_to_answer", "COMMON-CALL-4", "no call is pending")
    if word in A.ENVIDO_CALLS:
        return _envido_word_refusal(h, seat, word, deciding)
    if word in A.TRUCO_WORDS:
        return _truco_word_refusal(h, seat, word, deciding)
    if word in A.FLOR_WORDS:
        pending = h.flor.pending
        if deciding is D_FLOR_REPLY and pending and word in FLOR_REPLIES[pending.word]:
            return None
        return IllegalAction("no_flor_call", "AR-FLOR-9", f"{word} is not possible now")
    return IllegalAction("not_legal_now", "COMMON-CALL-2", f"{word} is not legal now")


_ENVIDO_REFUSALS: dict[str, tuple[str, str]] = {
    "envido_after_truco": ("AR-TRU-5", "seat {seat} may not call envido after truco was accepted"),
    "flor_beats_envido": ("AR-FLOR-3", "a flor was announced"),
    "one_envido": ("AR-ENV-2", "only one envido per hand"),
    "envido_closed": (
        "AR-ENV-2",
        "the envido may only be started in the first trick, before playing a card",
    ),
}


def _envido_word_refusal(
    h: HandState, seat: int, word: str, deciding: Deciding
) -> IllegalAction | None:
    if deciding is D_ENVIDO_REPLY:
        if word in ENVIDO_RAISES.get(h.envido.chain, ()):
            return None
        chain = "-".join(h.envido.chain)
        return IllegalAction("envido_chain", "AR-ENV-3", f"{word} cannot follow {chain}")
    code = envido_refusal(h, seat, deciding)
    if code is None:
        return None
    rule, message = _ENVIDO_REFUSALS[code]
    return IllegalAction(code, rule, message.format(seat=seat))


def _truco_word_refusal(
    h: HandState, seat: int, word: str, deciding: Deciding
) -> IllegalAction | None:
    if word == truco_word(h, seat, deciding):
        return None
    if h.deal.kind is not K_NORMAL:
        return IllegalAction(
            "no_truco_in_hand", "BR-TRU-5", "no truco in a mão de onze or a mão de ferro"
        )
    if deciding in (D_FLOR_REPLY, D_ENVIDO_REPLY):
        return IllegalAction("call_pending", "COMMON-CALL-2", "answer the pending call first")
    if h.deal.rules.variant.raise_must_matter:
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


def first_after(h: HandState, seat: int, team: int) -> int:
    """The first active seat of ``team`` after ``seat`` in playing order."""
    teams = h.deal.seating.teams
    s = h.next_active(seat)
    while teams[s] != team:
        s = h.next_active(s)
    return s


def other_team_of(h: HandState, seat: int) -> int:
    return other_team(h.deal.seating.teams[seat])
