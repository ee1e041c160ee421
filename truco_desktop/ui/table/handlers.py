"""Which handler animates which engine event: one table, keyed by the event's type.

A handler is ``(stage, event, view) -> milliseconds``: it animates the event with the
table's items, reads every game fact from ``view`` (the latest view of the human seat)
and says how long the animation takes, so the director can pace the queue. An event
with no handler (the score, the match's end: the side panel shows those) takes no time.

The table is made on first use: the engine's events load with the first deal, not
before the first paint.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from . import calls, deal, hand_end, tricks

if TYPE_CHECKING:
    from ...engine.events import Event
    from ...engine.view import SeatView
    from .stage import Stage

#: (stage, event, view) -> how long its animation takes, in milliseconds.
Handler = Callable[["Stage", Any, "SeatView"], int]


@cache
def handlers() -> dict[type, Handler]:
    from ...engine import events as e

    return {
        e.HandStarted: deal.hand_started,
        e.DuelStarted: deal.duel_started,
        e.SetChosen: deal.set_chosen,
        e.Discarded: deal.discarded,
        e.CardPlayed: tricks.card_played,
        e.TrickDone: tricks.trick_done,
        e.Called: calls.called,
        e.EnvidoSung: calls.sung,
        e.EnvidoSettled: calls.envido_settled,
        e.FlorSettled: calls.flor_settled,
        e.HandOver: hand_end.hand_over,
    }


def handler_for(event: Event) -> Handler | None:
    return handlers().get(type(event))
