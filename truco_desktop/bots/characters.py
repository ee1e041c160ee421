"""The named computer players (characters): who sits at the table, and how each one plays.

A character is a name, a face (drawn by ``scripts/make_faces.py`` into
``assets/faces/<key>.svg``) and a playing style. The style is a variation of the level the
player chose, never a level of its own: ``personality(level)`` takes the level's
``Personality`` (the expert's rule-based half is ``EXPERT_RULES``, as in ``make_bot``), applies
one of the shared styles (``personality.STYLES``), then the character's own touches (how
often it makes señas, how readily it bluffs or accepts). So Rosa at ``easy`` still plays
like an easy player, and Rosa at ``hard`` like a hard one; what stays is how she bets.

A *cast* is which character sits in which computer seat of one match: ``choose_cast`` honours
the player's picks for partners and opponents and lets the game fill the rest with a varied
choice drawn from the match's own generator, so the same match seed gives the same cast.
A character sits at most once at a table.

Words: a *seña* is the secret sign a player makes to the partner (a wink: "I hold the
ace of espadas"); the *mazo* is the deck a player goes to when leaving a hopeless hand.

No Qt here: the descriptions are English source strings, translated by the interface
(``ui/words/characters_text.py``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, NamedTuple

from .personality import EXPERT_RULES, LEVELS, NormsShift, Personality, with_style

#: The word for "let the game choose" in a pick (preferences, save files).
AUTO: Final = "auto"


@dataclass(frozen=True, slots=True)
class Character:
    """One named computer player: its face's key, its name, its style and a description."""

    #: Short lower-case id: the face's file name and the key in saves and statistics.
    key: str
    #: The name on the plate (a first name or a nickname; translators may adapt it).
    name: str
    #: One of ``personality.STYLES``: the shared part of its style.
    style: str
    #: One sentence a player reads when picking (English source text).
    description: str
    #: Multiplies the sign rate after the style (a señas-heavy partner signals more).
    sign_scale: float = 1.0
    #: Multiplies the bluff rate after the style.
    bluff_scale: float = 1.0
    #: Added to the appetite for risk and to the readiness to accept, after the style.
    risk: float = 0.0
    accept_bias: float = 0.0
    #: How the character bends its level's betting habits, after the style.
    norms: NormsShift = field(default_factory=NormsShift)

    def personality(self, level: str) -> Personality:
        """The ``Personality`` this character plays with at ``level`` (``easy``, ``normal``,
        ``hard``, or ``expert``, whose rule-based half is ``EXPERT_RULES``)."""
        if level == "expert":
            base = EXPERT_RULES
        else:
            try:
                base = LEVELS[level]
            except KeyError:
                raise ValueError(f"no personality for level {level!r}") from None
        styled = with_style(base, self.style)
        return replace(
            styled,
            bluff_rate=min(1.0, styled.bluff_rate * self.bluff_scale),
            sign_rate=min(1.0, styled.sign_rate * self.sign_scale),
            risk=styled.risk + self.risk,
            accept_bias=styled.accept_bias + self.accept_bias,
            norms=self.norms.apply(styled.norms),
        )


CHARACTERS: Final[tuple[Character, ...]] = (
    Character(
        "rosa",
        "Rosa",
        "balanced",
        "Steady and patient: bets what her cards are worth, no more and no less.",
    ),
    Character(
        "tano",
        "Tano",
        "bluffer",
        "A talker who bluffs with nothing and smiles either way; call him now and then.",
        bluff_scale=1.2,
    ),
    Character(
        "mirta",
        "Mirta",
        "cautious",
        "Cautious: rarely bets without good cards and goes to the deck early.",
        norms=NormsShift(fold=0.1),
    ),
    Character(
        "beto",
        "Beto",
        "bold",
        "Bets hard and raises often; he would rather lose big than win small.",
    ),
    Character(
        "quique",
        "Quique",
        "balanced",
        "Lives for the señas: winks and signals at every chance, so watch his face.",
        sign_scale=1.3,
        bluff_scale=1.6,
    ),
    Character(
        "dalva",
        "Dalva",
        "cautious",
        "A sharp reader of the table: seldom bets, but calls your bluffs.",
        accept_bias=0.09,
        sign_scale=1.6,
    ),
    Character(
        "zeca",
        "Zeca",
        "bluffer",
        "Loud and cheerful: shouts truco for fun and hates to say no quiero.",
        accept_bias=0.03,
    ),
    Character(
        "tonho",
        "Tonho",
        "bold",
        "Stubborn: accepts almost every bet and never goes to the deck.",
        accept_bias=0.03,
        norms=NormsShift(fold=-1.0),
    ),
)

BY_KEY: Final[Mapping[str, Character]] = {c.key: c for c in CHARACTERS}
KEYS: Final[tuple[str, ...]] = tuple(BY_KEY)


def character(key: str) -> Character | None:
    """The character of ``key``, or None for a key this version does not know."""
    return BY_KEY.get(key)


def personality_for(level: str, key: str | None) -> Personality | None:
    """What ``key`` plays like at ``level``; None when there is no such character or the
    level has no personality (``random``)."""
    found = None if key is None else BY_KEY.get(key)
    if found is None or (level != "expert" and level not in LEVELS):
        return None
    return found.personality(level)


class Picks(NamedTuple):
    """The player's choice of characters: for the partner seats and the opponent seats,
    in seat order, each a character's key or ``AUTO``."""

    partners: tuple[str, ...] = ()
    opponents: tuple[str, ...] = ()


def choose_cast(
    partner_seats: Sequence[int],
    opponent_seats: Sequence[int],
    picks: Picks,
    rng: random.Random,
) -> dict[int, str]:
    """Which character sits in each computer seat (seat -> key).

    The picks are read in seat order (the first pick for the first partner seat, ...);
    ``AUTO``, a missing pick, an unknown key or a character already seated lets the game
    choose. The game's choice is a draw without repeats from the characters not yet
    seated, so a table never shows one character twice.
    """
    cast: dict[int, str] = {}
    wanted: list[tuple[int, str]] = []
    for seats, chosen in ((partner_seats, picks.partners), (opponent_seats, picks.opponents)):
        for i, seat in enumerate(seats):
            pick = chosen[i] if i < len(chosen) else AUTO
            wanted.append((seat, pick))
    for seat, pick in wanted:
        if pick in BY_KEY and pick not in cast.values():
            cast[seat] = pick
    free = [key for key in KEYS if key not in cast.values()]
    rng.shuffle(free)
    for seat, _pick in wanted:
        if seat not in cast and free:
            cast[seat] = free.pop()
    return dict(sorted(cast.items()))
