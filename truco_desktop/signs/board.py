"""Who made which sign, and who saw it: the only door through which signs reach a bot.

The board is part of the match's table talk, not of the engine state. Every sign is meant
for the signer's partner; each opponent may catch it with a probability set by the
opponents' level. The draws come from a generator seeded from the match seed and the hand
number, so a daily deal (and a saved match) replays the same catches.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field

from ..engine.seats import seating_for, team_of

#: The chance that an opponent of a given level catches a sign (option "opponents can
#: catch signs"). A human never "catches" by chance: the table shows the catch to him.
CATCH_CHANCE: dict[str, float] = {
    "random": 0.0,
    "easy": 0.08,
    "normal": 0.15,
    "hard": 0.25,
    "expert": 0.33,
}


@dataclass(frozen=True, slots=True)
class SignSeen:
    seat: int  # who made the sign
    sign: str  # its id in the vocabulary
    caught: bool  # True when an opponent spotted it (not meant for him)


@dataclass(frozen=True, slots=True)
class SignKnowledge:
    """What one seat knows from signs in the current hand: the bot's extra input."""

    seat: int
    seen: tuple[SignSeen, ...] = ()

    def from_seat(self, seat: int) -> tuple[str, ...]:
        return tuple(s.sign for s in self.seen if s.seat == seat)


def _rng_for(seed: str, hand_number: int, salt: str) -> random.Random:
    digest = hashlib.sha256(f"truco-desktop/signs/v1/{seed}/{hand_number}/{salt}".encode())
    return random.Random(int.from_bytes(digest.digest()[:8], "big"))


@dataclass
class SignBoard:
    """The signs of one hand and who saw them."""

    players: int
    seed: str
    hand_number: int
    catching: bool = True
    levels: dict[int, str] = field(default_factory=dict)  # seat -> bot level
    #: This hand's team of each seat (``view.teams``); () for the usual even and odd.
    teams: tuple[int, ...] = ()
    _seen: dict[int, list[SignSeen]] = field(default_factory=dict)
    _count: int = 0

    def partner_of(self, seat: int) -> int | None:
        """The one partner of ``seat`` (4 players); with 6, signs go to both partners."""
        partners = self.partners_of(seat)
        return partners[0] if len(partners) == 1 else None

    def team_of(self, seat: int) -> int:
        return self.teams[seat] if self.teams else team_of(seat)

    def partners_of(self, seat: int) -> list[int]:
        if self.teams:
            return [
                s for s in range(self.players) if s != seat and self.teams[s] == self.teams[seat]
            ]
        return list(seating_for(self.players).partners(seat))

    def make(self, seat: int, sign: str) -> list[int]:
        """Record a sign by ``seat``; returns the opponents who caught it."""
        self._count += 1
        for partner in self.partners_of(seat):
            self._seen.setdefault(partner, []).append(SignSeen(seat, sign, False))
        caught: list[int] = []
        if not self.catching:
            return caught
        rng = _rng_for(self.seed, self.hand_number, f"{self._count}/{seat}/{sign}")
        for other in range(self.players):
            if self.team_of(other) == self.team_of(seat):
                continue
            chance = CATCH_CHANCE.get(self.levels.get(other, "normal"), 0.15)
            if rng.random() < chance:
                caught.append(other)
                self._seen.setdefault(other, []).append(SignSeen(seat, sign, True))
        return caught

    def knowledge(self, seat: int) -> SignKnowledge:
        """Exactly the signs ``seat`` was shown or caught, nothing else."""
        return SignKnowledge(seat, tuple(self._seen.get(seat, ())))
