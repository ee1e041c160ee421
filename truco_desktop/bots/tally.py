"""How readily computer players open a bet: the opening tallies of issue 36.

A player at a club table sees the other side open the envido, or call truco at once, and
judges the players by it: the computer players opened the envido in nearly every hand and
called truco at their first chance in most, so a person rarely spoke first. These tallies
count, per level, what ``benchmarks/bots_calls.py`` reports and ``tests/bots`` pins:

- the share of hands in which a seat of the level opens the envido (makes the hand's
  first envido call), and the share of a seat's chances to open it in which it does (a
  decision with an envido call among its legal actions and none made yet);
- the share of a seat's first chance to call the truco (the first rung of the ladder
  among its legal actions for the first time in the hand) in which it calls it, all of
  them and those with a weak hand (``weak_hand``, also the arena's sense: no card of the deck's
  strongest third, no trick won), and the share of hands in which a seat of the level
  does. An envido call made at that decision does not use the chance up: the envido goes
  first, the truco chance comes at the seat's next decision.

``Recording`` wraps a bot so that every decision it makes is tallied; it reads the view
and the decision only, like any table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine.actions import ENVIDO_CALLS, Action
from ..engine.view import SeatView
from ..signs import SignKnowledge
from .base import Bot, Decision

#: A hand of a match, as a table's decisions show it: the dealer and the score at the deal.
HandKey = tuple[int, tuple[int, ...]]

#: A hand is weak for the truco with no card of this top share of the deck's strengths.
WEAK_SHARE = 1 / 3


def weak_hand(view: SeatView) -> bool:
    """Whether the seat holds no card of the strongest third of the deck and its team has
    won no trick yet: a truco called with it is most likely a bluff (the arena's sense)."""
    if any(team == view.team for team, _seat in view.trick_results):
        return False
    strengths = sorted((view.strength[c] for c in view.deck_cards), reverse=True)
    top = strengths[max(0, round(WEAK_SHARE * len(strengths)) - 1)]
    return all(view.strength[c] < top for c in view.cards)


@dataclass
class Openings:
    """The opening tallies of one level over the matches it played."""

    #: Hands the level played (counted by the caller: the arena's per-level hands).
    hands: int = 0
    envido_chances: int = 0
    envido_opened: int = 0
    envido_open_hands: int = 0
    truco_chances: int = 0
    truco_first: int = 0
    truco_chances_weak: int = 0
    truco_first_weak: int = 0
    truco_first_hands: int = 0
    _hand: HandKey | None = None
    _envido_seen: set[int] = field(default_factory=set)
    _truco_seen: set[int] = field(default_factory=set)
    _opened: bool = False
    _truco_opened: bool = False

    def record(self, view: SeatView, action: Action) -> None:
        """Tally one decision of a seat of this level."""
        key: HandKey = (view.dealer, view.start_score)
        if key != self._hand:
            self.close_hand()
            self._hand = key
        seat, word = view.seat, action.kind
        legal = {a.kind for a in view.legal}
        if not view.envido_chain and not legal.isdisjoint(ENVIDO_CALLS):
            if seat not in self._envido_seen:
                self._envido_seen.add(seat)
                self.envido_chances += 1
            if word in ENVIDO_CALLS:
                self.envido_opened += 1
                self._opened = True
                return  # the envido goes first: the truco chance is still to come
        first = view.ladder[0].word
        if first in legal and seat not in self._truco_seen:
            self._truco_seen.add(seat)
            weak = weak_hand(view)
            called = word == first
            self.truco_chances += 1
            self.truco_first += called
            self.truco_chances_weak += weak
            self.truco_first_weak += called and weak
            self._truco_opened = self._truco_opened or called

    def close_hand(self) -> None:
        """Count the hand in progress (called by ``record`` at the next hand's first
        decision, and by ``add``/``summary`` for the last one)."""
        self.envido_open_hands += self._opened
        self.truco_first_hands += self._truco_opened
        self._envido_seen.clear()
        self._truco_seen.clear()
        self._opened = self._truco_opened = False
        self._hand = None

    def add(self, other: Openings) -> None:
        other.close_hand()
        for name in COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def summary(self) -> dict[str, float | int | None]:
        """The counts and their shares (None where nothing was counted)."""
        self.close_hand()

        def share(count: int, total: int) -> float | None:
            return round(count / total, 4) if total else None

        return {
            **{name: getattr(self, name) for name in COUNTS},
            "envido_hand_share": share(self.envido_open_hands, self.hands),
            "envido_seat_share": share(self.envido_opened, self.envido_chances),
            "truco_first_share": share(self.truco_first, self.truco_chances),
            "truco_first_weak_share": share(self.truco_first_weak, self.truco_chances_weak),
            "truco_first_hand_share": share(self.truco_first_hands, self.hands),
        }


#: The counters of ``Openings``, summed by ``add``.
COUNTS: tuple[str, ...] = (
    "hands",
    "envido_chances",
    "envido_opened",
    "envido_open_hands",
    "truco_chances",
    "truco_first",
    "truco_chances_weak",
    "truco_first_weak",
    "truco_first_hands",
)


class Recording:
    """A bot whose decisions are tallied in ``openings`` (shared by the seats of a level)."""

    def __init__(self, bot: Bot, openings: Openings) -> None:
        self.bot = bot
        self.name = bot.name
        self.openings = openings

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        decision = self.bot.choose(view, rng, signs)
        self.openings.record(view, decision.action)
        return decision
