"""Asking a computer seat: the one way every table gets a computer player's decision.

The desktop table, the network host, the leaderboard server's replay and the arena all
ask a bot here, so that they agree on what a seat does when its player fails (raises,
or answers with an action that is not legal): it plays a card if it may (face up, or a
position in a blind hand), else the first legal action. The server replays a daily
match by asking the same bots the same way, so a different fallback in one place would
make a genuine result unverifiable.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..bots.base import Bot
    from ..engine.actions import Action
    from ..engine.view import SeatView
    from ..signs import SignKnowledge

_log = logging.getLogger(__name__)


def fallback(view: SeatView) -> Action | None:
    """What a seat does when its computer player fails: a card if it may play one (a
    blind hand's position too), else the first legal action; None without a decision."""
    legal = view.legal
    card = next((a for a in legal if a.card is not None or a.position is not None), None)
    if card is not None and card.kind != "discard":
        return card
    return legal[0] if legal else None


@dataclass(frozen=True, slots=True)
class Asked:
    """A computer seat's decision as the table takes it."""

    action: Action | None
    #: The bot's reason (``bots.base.Why``) for the hand history; None after a failure.
    why: object
    #: What went wrong when the fallback was taken (the arena counts these); else None.
    error: str | None = None


def ask(
    bot: Bot,
    view: SeatView,
    rng: random.Random,
    knows: SignKnowledge | None = None,
    *,
    log: bool = True,
) -> Asked:
    """``bot``'s choice for ``view``'s seat, or the fallback if it fails (logged unless
    ``log`` is False: the arena counts failures in its results instead)."""
    try:
        decision = bot.choose(view, rng) if knows is None else bot.choose(view, rng, knows)
    except Exception as error:  # a broken bot must not stop a table
        if log:
            _log.exception("seat %s's computer player failed; it plays a legal action", view.seat)
        return Asked(fallback(view), None, f"{type(error).__name__}: {error}")
    if decision.action not in view.legal:
        if log:
            _log.warning("seat %s's bot chose %r: not legal", view.seat, decision.action)
        return Asked(fallback(view), None, f"illegal {decision.action}")
    return Asked(decision.action, decision.why)


def sign_rate_for(level: str, character: str | None = None) -> float:
    """How often a computer player of ``level`` signals to its partner: its character's
    rate at that level (a señas-heavy one signals more), else its level's own."""
    from ..bots.characters import personality_for
    from ..bots.personality import HARD, LEVELS

    return (personality_for(level, character) or LEVELS.get(level, HARD)).sign_rate


__all__ = ["Asked", "ask", "fallback", "sign_rate_for"]
