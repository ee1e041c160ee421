"""The rules a player's preferences choose: only the options their variant uses."""

from __future__ import annotations

from truco_desktop.engine.rules import Rules
from truco_desktop.storage.settings import Preferences


def rules_from_prefs(prefs: Preferences, *, daily: bool = False) -> Rules:
    """The engine's rules for the player's choices; the daily deal is one match, never a
    best of three."""
    variant = prefs.variant
    argentine = variant == "argentino"
    return Rules(
        variant_name=variant,
        players=prefs.players,
        flor=prefs.flor if argentine else "off",
        falta=prefs.falta if argentine else "total",
        target=prefs.target_argentino if argentine else 0,
        deck_option=prefs.paulista_deck if variant == "paulista" else "dirty",
        best_of_three=prefs.best_of_three and not daily,
    )
