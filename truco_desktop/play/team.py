"""Your team's decisions are yours: when a partner's answer waits for the human's word.

By default every call addressed to the human's team waits for the human (the play
layer's ``human_in_charge``: any member of the challenged team may answer, COMMON-CALL-3).
One case remains where the rules give the answer to a partner alone: the human holds a
flor he has not announced yet, and a flor holder may do nothing before his moment comes
(AR-FLOR-2), not even answer for his team. Then the partner's answer is still the team's
decision: the table asks the human which of the partner's answers he gives
(``partner_answer_waits``), and the partner says it.

Pure functions of views (no Qt): the desktop table, the server that replays a daily and
the tests ask the same question here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.view import SeatView

#: What a designated responder may be deciding when his partner may answer too.
TEAM_ANSWERS = frozenset({"envido_reply", "truco_reply", "flor_reply", "truco_flor", "onze"})


def holds_unsung_flor(view: SeatView) -> bool:
    """Whether the seat holds a flor (three cards of one suit, AR-FLOR-1) it has not yet
    announced, in a game with flor."""
    cards = view.cards
    return (
        view.flor_mode != "off"
        and view.seat not in view.flor_announced
        and len(cards) == 3
        and len({card[-1] for card in cards}) == 1
    )


def partner_answer_waits(human: SeatView, partner: SeatView) -> bool:
    """Whether ``partner``'s answer to a call addressed to the team waits for the human's
    choice: the human may not answer himself only because his flor comes first, and the
    partner has more than one answer to give."""
    call = partner.open_call
    return (
        partner.to_act == partner.seat
        and partner.seat != human.seat
        and partner.team == human.team
        and partner.deciding in TEAM_ANSWERS
        and call is not None
        and call.caller is not None
        and call.answering_team == human.team
        and not human.legal
        and human.seat in human.active
        and holds_unsung_flor(human)
        and len(partner.legal) > 1
    )


__all__ = ["TEAM_ANSWERS", "holds_unsung_flor", "partner_answer_waits"]
