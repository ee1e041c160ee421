"""The rules a player's preferences choose: only the options their variant uses."""

from __future__ import annotations

from truco_desktop.engine.rules import Rules
from truco_desktop.storage.settings import Preferences

#: The table of three, where the gallo's options apply (AR-GALLO-2).
GALLO_PLAYERS = 3


def rules_from_prefs(prefs: Preferences, *, daily: bool = False) -> Rules:
    """The engine's rules for the player's choices; the daily deal is one match, never a
    best of three. The gallo's options reach the engine only at a table of three."""
    variant = prefs.variant
    argentine = variant == "argentino"
    gallo = prefs.players == GALLO_PLAYERS
    fixed = gallo and prefs.gallo == "fixed"
    return Rules(
        variant_name=variant,
        players=prefs.players,
        flor=prefs.flor if argentine else "off",
        falta=prefs.falta if argentine else "total",
        target=prefs.target_argentino if argentine else 0,
        deck_option=prefs.paulista_deck if variant == "paulista" else "dirty",
        # AR-GALLO-5: no best of three with three players.
        best_of_three=prefs.best_of_three and not daily and not gallo,
        gallo="fixed" if fixed else "rotating",
        gallo_seat=prefs.gallo_seat if fixed else 0,
    )
