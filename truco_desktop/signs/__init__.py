"""Señas: the partners' secret signals, as table talk beside the rules.

Signs are not engine rules: the engine's per-seat view never contains them. What a seat
saw or caught reaches its bot as an explicit extra input (``SignKnowledge``), so a bot
can only ever use a sign it was shown or spotted. The vocabulary is data
(``truco_desktop/data/signs.json``): a regional set is a new entry there, not new code.
"""

from .board import SignBoard, SignKnowledge, SignSeen
from .table import (
    HUMAN_CATCHES_AS,
    HandSigns,
    MadeSign,
    lay_hand_signs,
    pick_signs,
    signer_rng,
    signs_played_at,
)
from .vocabulary import Sign, SignSet, load_vocabulary, sign_set_for, true_signs

__all__ = [
    "HUMAN_CATCHES_AS",
    "HandSigns",
    "MadeSign",
    "Sign",
    "SignBoard",
    "SignKnowledge",
    "SignSeen",
    "SignSet",
    "lay_hand_signs",
    "load_vocabulary",
    "pick_signs",
    "sign_set_for",
    "signer_rng",
    "signs_played_at",
    "true_signs",
]
