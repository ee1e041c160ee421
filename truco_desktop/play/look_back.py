"""Looking back at a hand (issue 33 item 2): the moments where the player's choice cost
the most against the coach's.

When a hand is over, each decision the player made in it is asked again of the coach
(``bots.coach.hint``) with the view the player had at that moment: nothing the player
could not see then enters the estimate, so the look back judges the choice, not the luck
of the cards. A moment's cost is the coach's estimate of the player's chance to win the
match after the coach's choice, less after the player's (``Option.value``); the three
dearest moments above ``LEAST_COST`` are kept, in the order they were played. What the
other seats held is the hand's own, for the interface to show now that it is over.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..bots.base import Why
from ..bots.coach import Option, hint
from ..engine.actions import PLAY, PLAY_COVERED, Action, card_action
from ..engine.cards import Card
from ..engine.hand import Hand
from ..engine.view import SeatView, view_for

if TYPE_CHECKING:
    from .session import Session

#: The least cost worth a look back: a hundredth of the chance to win the match.
LEAST_COST = 0.01
#: How many moments a look back shows at most.
MOMENTS = 3


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision of the player, with the coach's estimate of it and of its choice."""

    #: The decision's place in the hand's history (0: the first action of the hand).
    index: int
    #: What the player saw then.
    view: SeatView
    #: The player's action, and the coach's estimate of it.
    taken: Option
    #: The coach's choice and why.
    coach: Option
    reason: Why

    @property
    def cost(self) -> float:
        """The chance to win the match the player's choice gave away (0..1)."""
        return max(0.0, self.coach.value - self.taken.value)


def replayed(hand: Hand, seat: int) -> Iterator[tuple[int, SeatView, Action]]:
    """Each decision of ``seat`` in ``hand``: its place in the history, the view the
    seat had then, and the action it took (the hand is dealt again and replayed)."""
    replay, _events = Hand.start(
        hand.deal.rules,
        hand.start_score,
        hand.dealer,
        hand.dealt,
        hand.vira,
        hand.stock,
        hand_kind="pica" if hand.pica else "redondo",
    )
    for index, (who, action) in enumerate(hand.history):
        if who == seat and replay.to_act == seat:
            yield index, view_for(replay, seat), action
        replay, _events = replay.apply(who, action)


def look_back(hand: Hand, seat: int, limit: int = MOMENTS) -> tuple[Moment, ...]:
    """The dearest of ``seat``'s choices in ``hand`` (over or not), at most ``limit``."""
    found: list[Moment] = []
    for index, view, action in replayed(hand, seat):
        moment = _moment(index, view, action)
        if moment is not None and moment.cost >= LEAST_COST:
            found.append(moment)
    dearest = sorted(found, key=lambda m: -m.cost)[:limit]
    return tuple(sorted(dearest, key=lambda m: m.index))


def _moment(index: int, view: SeatView, action: Action) -> Moment | None:
    """The coach's look at one decision; None where there was no choice to judge (one
    legal action, or cards the player could not see)."""
    if len(view.legal) < 2 or view.blind:
        return None
    given = hint(view)
    taken = option_of(given.options, action)
    if taken is None or given.choice == action:
        return None
    return Moment(index, view, taken, given.options[0], given.reason)


def option_of(options: tuple[Option, ...], action: Action) -> Option | None:
    """The coach's option for ``action``; a card played face down is judged as the same
    card face up (the coach lists each card once)."""
    for option in options:
        if option.action == action:
            return option
    if action.kind == PLAY_COVERED and action.card is not None:
        face_up = card_action(PLAY, action.card)
        return next((o for o in options if o.action == face_up), None)
    return None


def held_by(hand: Hand, seat: int) -> dict[int, tuple[Card, ...]]:
    """What every other seat was dealt, for the look back once the hand is over (its
    counted cards: the gallo's three after his discard)."""
    if not hand.is_over:
        raise ValueError("the other seats' cards are shown only once the hand is over")
    return {s: tuple(cards) for s, cards in enumerate(hand.deal.counted) if s != seat}


def look_back_at(session: Session) -> tuple[tuple[Moment, ...], dict[int, tuple[Card, ...]]]:
    """The look back at the session's hand just over, for its person: the dearest moments
    and what every other seat held (the table holds no hand to ask it of itself)."""
    match = session.match
    if match is None:
        raise ValueError("no match in progress")
    seat = session.human_seat
    return look_back(match.hand, seat), held_by(match.hand, seat)
