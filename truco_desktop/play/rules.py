"""The rules a player's choices make: only the options their variant uses.

One place turns plain choices (a variant's name, a player count, the flor, the falta, a
target, Paulista's deck) into the engine's ``Rules``, asking the engine's ``Variant``
which options it has: the desktop's preferences, the server's daily rule sets and its
command line all come through here, so the leaderboard never depends on how the desktop
stores a preference.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import TYPE_CHECKING

from truco_desktop.bots.levels import DEFAULT_LEVEL, PLAYER_LEVELS
from truco_desktop.engine.rules import DECK_OPTIONS, FALTA_RULES, FLOR_MODES, Rules
from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant

if TYPE_CHECKING:
    from truco_desktop.storage.settings import Preferences

#: The table of three, where the gallo's options apply (AR-GALLO-2).
GALLO_PLAYERS = 3
#: The player count every variant is played by, where a chosen one is not offered.
FALLBACK_PLAYERS = 4


def rules_for(
    variant: str,
    players: int,
    *,
    flor: str = "off",
    falta: str = "total",
    target: int = 0,
    deck: str = "dirty",
    daily: bool = False,
    best_of_three: bool = False,
    gallo: str = "rotating",
    gallo_seat: int = 0,
) -> Rules:
    """The engine's rules for these choices. A choice the variant does not have is left
    at the engine's default (a Mineiro table has no flor, whatever was chosen for the
    Argentine one); a target the variant does not offer means its own. The daily deal is
    one match, never a best of three. Raises ``BadRecord`` for a player count or a value
    the variant does not offer."""
    found = get_variant(variant)
    options = found.options
    gallo_table = players == GALLO_PLAYERS
    fixed = gallo_table and gallo == "fixed"
    return Rules(
        variant_name=found.name,
        players=players,
        flor=flor if "flor" in options else "off",
        falta=falta if "falta" in options else "total",
        target=target if target in found.target_choices else 0,
        deck_option=deck if "deck" in options else "dirty",
        # AR-GALLO-5: no best of three with three players.
        best_of_three=best_of_three and not daily and not gallo_table,
        gallo="fixed" if fixed else "rotating",
        gallo_seat=gallo_seat if fixed else 0,
    )


def mended_preferences(prefs: Preferences) -> Preferences:
    """``prefs`` as a combination the game offers, asked of the engine's variants: no
    variant chosen, or one this version does not know, is the default variant; a player
    count the variant is not played by is the table of four every variant has (switching
    to Mineiro after choosing six players is one change, not an error: D-14); a level the
    bots do not have (``bots.levels``) is the default one. Storage keeps plain values;
    this is where they are made valid."""
    variant = chosen_variant(prefs)
    counts = VARIANTS[variant].player_counts
    players = prefs.players if prefs.players in counts else FALLBACK_PLAYERS
    levels = tuple(
        level if level in PLAYER_LEVELS else DEFAULT_LEVEL
        for level in (prefs.opponents_level, prefs.partner_level)
    )
    if (variant, players, *levels) == (
        prefs.variant,
        prefs.players,
        prefs.opponents_level,
        prefs.partner_level,
    ):
        return prefs
    return prefs.with_changes(
        variant=variant, players=players, opponents_level=levels[0], partner_level=levels[1]
    )


def chosen_variant(prefs: Preferences) -> str:
    """The name of the variant the preferences choose (the default where none is)."""
    return prefs.variant if prefs.variant in VARIANTS else DEFAULT_VARIANT


def rules_from_prefs(prefs: Preferences, *, daily: bool = False) -> Rules:
    """The engine's rules for the player's preferences (``rules_for``), mended first."""
    prefs = mended_preferences(prefs)
    return rules_for(
        chosen_variant(prefs),
        prefs.players,
        flor=prefs.flor,
        falta=prefs.falta,
        target=prefs.target_argentino,
        deck=prefs.paulista_deck,
        daily=daily,
        best_of_three=prefs.best_of_three,
        gallo=prefs.gallo,
        gallo_seat=prefs.gallo_seat,
    )


def offered_rules(*, daily: bool = False) -> Iterator[Rules]:
    """Every rule set the game offers (the daily deal's, with ``daily``), once each: every
    variant's player counts, targets and options, from the engine's variants."""
    seen: set[Rules] = set()
    for name, variant in VARIANTS.items():
        options = variant.options
        for players, flor, falta, target, deck in product(
            variant.player_counts,
            FLOR_MODES if "flor" in options else ("off",),
            FALTA_RULES if "falta" in options else ("total",),
            variant.target_choices or (variant.default_target,),
            DECK_OPTIONS if "deck" in options else ("dirty",),
        ):
            rules = rules_for(
                name, players, flor=flor, falta=falta, target=target, deck=deck, daily=daily
            )
            if rules not in seen:
                seen.add(rules)
                yield rules


__all__ = [
    "FALLBACK_PLAYERS",
    "GALLO_PLAYERS",
    "chosen_variant",
    "mended_preferences",
    "offered_rules",
    "rules_for",
    "rules_from_prefs",
]
