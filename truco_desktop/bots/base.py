"""The bot protocol: a bot sees one seat's view and chooses a legal action, with a reason.

``choose(view, rng, signs=None) -> Decision``: ``view`` is ``engine.view.SeatView`` and
nothing else, so a bot cannot read a card its seat may not see. ``signs`` is the optional
table talk (``signs.SignKnowledge``): only the señas this seat saw or caught; a bot that
ignores it (the random one) still fits. ``why`` is a reason code with parameters,
translated by the interface ("envido 31: calling real envido").
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Protocol, runtime_checkable

from ..engine.actions import FAMILY, Action
from ..engine.view import SeatView
from ..signs import SignKnowledge


@dataclass(frozen=True, slots=True)
class Why:
    """A translatable reason: a code such as ``envido_strong`` and its parameters."""

    code: str
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    def __str__(self) -> str:
        if not self.params:
            return self.code
        args = ", ".join(f"{k}={v}" for k, v in sorted(self.params.items()))
        return f"{self.code}({args})"


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    why: Why


class Bot(Protocol):
    name: str

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision: ...


@runtime_checkable
class Observer(Protocol):
    """A bot that reads the table over a match (issue 32): the table shows it its seat's
    last view of every hand, with the answers and cards that came after its last decision
    and the cards the rules show at the end (AR-ENV-8c). Public information only."""

    def observe(self, view: SeatView) -> None: ...


class RandomBot:
    """Uniform over the legal actions: the baseline of the arena and the fuzzer."""

    name = "random"

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no decision to make")
        return Decision(rng.choice(view.legal), Why("random"))


#: Words that commit only the seat that says them: announcing one's own flor (AR-FLOR-2),
#: keeping or discarding one's own set (MI-DEAL-2).
_SEAT_WORDS: frozenset[str] = frozenset({"flor", "keep_set", "discard_set"})

#: Words that commit the whole team: answers, bets, raises, folding, giving the set to the
#: partner, the mão de onze choice: every call word of the engine's vocabulary but those.
_TEAM_WORDS: frozenset[str] = frozenset(FAMILY) - _SEAT_WORDS


def binds_team(action: Action) -> bool:
    """Whether ``action`` commits the seat's whole team (a call, an answer, folding).

    With the "partner asks me first" option, the table shows such a decision of the human's
    partner as a suggestion that the human confirms or changes before it is applied.
    """
    return action.card is None and action.kind in _TEAM_WORDS
