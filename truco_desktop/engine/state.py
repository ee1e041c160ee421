"""What the rules need of a hand: its parts and a few questions about seats.

``legality`` and ``transitions`` are written against this protocol, not against
``Hand`` itself, so the hand can use them without the three modules importing one another
(``hand`` imports the rules; the rules import only this description).
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from .actions import Action
from .deal import Deal
from .duel import Round
from .envido import Envido
from .events import Event
from .flor import Flor
from .phases import Deciding, Phase
from .set_choice import SetChoice
from .tricks import Tricks
from .truco import TrucoBet


class Decision(NamedTuple):
    """The seat whose decision is awaited and what it is deciding."""

    seat: int
    deciding: Deciding


class HandState(Protocol):
    """A hand as the rules see it: parts that a transition may replace, and seat questions."""

    deal: Deal
    phase: Phase
    score: tuple[int, ...]
    round: Round
    tricks: Tricks
    truco: TrucoBet
    envido: Envido
    flor: Flor
    sets: SetChoice
    history: tuple[tuple[int, Action], ...]

    @property
    def n(self) -> int: ...

    def decision(self) -> Decision | None: ...

    def next_active(self, seat: int) -> int: ...

    def distance_from_mano(self, seat: int) -> int: ...

    def first_of_other_team(self, seat: int) -> int: ...

    def unannounced_flor(self, seat: int) -> bool: ...

    def add_points(self, team: int, points: int, reason: str, events: list[Event]) -> bool: ...

    def end(
        self, team: int | None, reason: str, events: list[Event], replay: bool = False
    ) -> None: ...

    def score_or_end(
        self, team: int, points: int, reason: str, events: list[Event], why_over: str = ""
    ) -> None: ...
