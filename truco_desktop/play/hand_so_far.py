"""The events of the hand in progress, from its deal: what a resumed table shows in its
hand log (a saved match keeps actions, not events).

The match is replayed from the start of its current hand with the engine's own public
steps (``Match.start`` or the previous hand's ``next_hand``, then ``apply``), and every
event is redacted for the human's seat, as the table receives them in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Match
    from ..engine.events import Event


def hand_events(match: Match, seat: int) -> list[Event]:
    """The events of ``match``'s current hand so far, as ``seat`` saw them."""
    from ..engine import Match as _Match
    from ..engine.events import redact

    data = match.to_json()
    hands = data["hands"]
    assert isinstance(hands, list)
    if len(hands) <= 1:
        replayed, events = _Match.start(match.rules, seed=match.seed)
    else:
        data["hands"] = hands[:-1]
        previous = _Match.from_json(data)
        replayed, events = previous.next_hand()
    events = list(events)
    for who, action in match.hand.history:
        replayed, more = replayed.apply(who, action)
        events.extend(more)
    return [redact(event, seat) for event in events]


__all__ = ["hand_events"]
