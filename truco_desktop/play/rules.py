"""The rules a player's preferences choose: only the options their variant uses."""

from __future__ import annotations

from truco_desktop.engine.rules import Rules
from truco_desktop.engine.variants import get_variant
from truco_desktop.storage.settings import Preferences

#: The table of three, where the gallo's options apply (AR-GALLO-2).
GALLO_PLAYERS = 3


def rules_from_prefs(prefs: Preferences, *, daily: bool = False) -> Rules:
    """The engine's rules for the player's choices; the daily deal is one match, never a
    best of three. The gallo's options reach the engine only at a table of three."""
    variant = prefs.variant
    # Only the options the variant has (its data) reach the engine.
    options = get_variant(variant).options
    gallo = prefs.players == GALLO_PLAYERS
    fixed = gallo and prefs.gallo == "fixed"
    return Rules(
        variant_name=variant,
        players=prefs.players,
        flor=prefs.flor if "flor" in options else "off",
        falta=prefs.falta if "falta" in options else "total",
        # The preference is the Argentine target (15 or 30); 0 is the variant's own.
        target=prefs.target_argentino if variant == "argentino" else 0,
        deck_option=prefs.paulista_deck if "deck" in options else "dirty",
        # AR-GALLO-5: no best of three with three players.
        best_of_three=prefs.best_of_three and not daily and not gallo,
        gallo="fixed" if fixed else "rotating",
        gallo_seat=prefs.gallo_seat if fixed else 0,
    )
