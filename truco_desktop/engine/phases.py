"""The named states of a hand: its phase, its kind and what the seat to act is deciding.

They are string enums so that a view, a log line or a test can compare them with the
words the rule book and the hand records use (``view.kind == "ferro"``) while the engine
itself matches on members and never on spelled-out strings.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a hand is: before play (the Mineiro set choice, the mão de onze), in play, over."""

    SET_CHOICE = "set_choice"
    ONZE = "onze"
    PLAY = "play"
    OVER = "over"


class HandKind(StrEnum):
    """BR-ONZE and BR-FERRO: a hand on 11 points is played differently."""

    NORMAL = "normal"
    ONZE = "onze"  # one team on 11: the mão de onze
    FERRO = "ferro"  # both teams on 11: the mão de ferro, played blind


class Deciding(StrEnum):
    """What the seat to act is deciding; the order of precedence is in ``legality``."""

    SET = "set"  # the Mineiro mão keeps, discards or gives his set (MI-DEAL-2)
    ONZE = "onze"  # the team on 11 plays or folds (BR-ONZE-2)
    FORCED_FLOR = "forced_flor"  # an envido was called: the flor must be announced now
    FLOR_REPLY = "flor_reply"  # answering a flor bet (AR-FLOR-9)
    ENVIDO_REPLY = "envido_reply"
    TRUCO_FLOR = "truco_flor"  # must answer a truco but has a flor to announce first
    TRUCO_REPLY = "truco_reply"
    OWN_FLOR = "own_flor"  # own turn, but the flor must be announced first
    OWN = "own"  # own turn: play a card or call


#: The decisions a partner of the seat to act may take for the team (COMMON-CALL-3).
TEAM_ANSWERS: frozenset[Deciding] = frozenset(
    {
        Deciding.ENVIDO_REPLY,
        Deciding.TRUCO_REPLY,
        Deciding.FLOR_REPLY,
        Deciding.TRUCO_FLOR,
        Deciding.ONZE,
    }
)

#: The decisions in which the only thing a seat may do is announce its flor.
FLOR_FIRST: frozenset[Deciding] = frozenset(
    {Deciding.OWN_FLOR, Deciding.FORCED_FLOR, Deciding.TRUCO_FLOR}
)
