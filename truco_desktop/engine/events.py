"""Events: what happened when an action was applied.

Events are the contract between the engine and the interface (STYLE.md guideline 8): the
table animates exactly these and never diffs states. They are omniscient; ``redact`` gives
the version a seat may see (a face-down card's identity is known only to its player).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    dealer: int
    mano: int
    kind: str  # "normal", "onze", "ferro"; with 6 players also "redondo" or "pica"
    vira: Card | None


@dataclass(frozen=True, slots=True)
class DuelStarted(Event):
    """A pica-pica duel begins (AR-SIX-3/4)."""

    mano: int
    other: int


@dataclass(frozen=True, slots=True)
class SetChosen(Event):
    """The Mineiro mão's set choice (MI-DEAL-2). ``shown`` is the discarded set, public."""

    seat: int
    choice: str
    shown: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card | None  # None in a redacted face-down card
    covered: bool = False


@dataclass(frozen=True, slots=True)
class Called(Event):
    """A call, announcement or answer, by its hand-record word (``truco``, ``quiero``...)."""

    seat: int
    word: str


@dataclass(frozen=True, slots=True)
class EnvidoSettled(Event):
    """AR-ENV-8: the winner's seat and value are public when the envido was accepted."""

    accepted: bool
    team: int
    points: int
    winner_seat: int | None = None
    value: int | None = None


@dataclass(frozen=True, slots=True)
class EnvidoSung(Event):
    """AR-ENV-8b: a seat sings his envido value, or says *son buenas* (``value`` None)."""

    seat: int
    value: int | None


@dataclass(frozen=True, slots=True)
class FlorSettled(Event):
    team: int
    points: int
    flors: int
    winner_seat: int | None = None
    value: int | None = None


@dataclass(frozen=True, slots=True)
class TrickDone(Event):
    index: int
    team: int | None  # None: parda
    seat: int | None


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    team: int
    points: int
    reason: str  # "envido", "flor", "truco_refused", "mazo", "hand", "onze_refused"
    #: The match score after it: one entry per team, or per seat with 3 players.
    score: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    winner: int | None
    reason: str
    replay: bool = False


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    winner: int
    score: tuple[int, ...]
    #: The score entries that reached the target: the team, or with 3 players the winning
    #: seats (AR-GALLO-5: both members of the pair may win together).
    winners: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """AR-GALLO-3: the gallo put a card away face down; ``card`` is None for the others."""

    seat: int
    card: Card | None


def redact(event: Event, seat: int) -> Event:
    """The event as ``seat`` may see it."""
    if isinstance(event, CardPlayed) and event.covered and event.seat != seat:
        return replace(event, card=None)
    if isinstance(event, Discarded) and event.seat != seat:
        return replace(event, card=None)
    return event
