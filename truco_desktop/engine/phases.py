"""The named states of a hand: its phase, its kind and what the seat to act is deciding.

They are string enums so that a view, a log line or a test can compare them with the
words the rule book and the hand records use (``view.kind == "ferro"``) while the engine
itself matches on members and never on spelled-out strings.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a hand is: before play (set choice, mão de onze, gallo's discard), in play, over."""

    SET_CHOICE = "set_choice"
    DISCARD = "discard"  # AR-GALLO-3: the gallo discards one of his four cards
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
    DISCARD = "discard"  # the gallo puts one of his four cards away (AR-GALLO-3)
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

# The members again as plain module names, for the engine's hot paths: on Python 3.11
# reading ``Deciding.OWN`` costs about 40 ns (the enum class's attribute lookup), seven
# times a module global, and random play reads dozens per action.
P_SET_CHOICE, P_ONZE, P_PLAY, P_OVER = Phase.SET_CHOICE, Phase.ONZE, Phase.PLAY, Phase.OVER
P_DISCARD, D_DISCARD = Phase.DISCARD, Deciding.DISCARD
K_NORMAL, K_ONZE, K_FERRO = HandKind.NORMAL, HandKind.ONZE, HandKind.FERRO
D_SET, D_ONZE, D_OWN, D_OWN_FLOR = Deciding.SET, Deciding.ONZE, Deciding.OWN, Deciding.OWN_FLOR
D_FORCED_FLOR, D_FLOR_REPLY = Deciding.FORCED_FLOR, Deciding.FLOR_REPLY
D_ENVIDO_REPLY, D_TRUCO_FLOR = Deciding.ENVIDO_REPLY, Deciding.TRUCO_FLOR
D_TRUCO_REPLY = Deciding.TRUCO_REPLY
