"""The rules a player's choices make (`play.rules`), from the engine's variants: the
daily rule sets the server accepts are exactly the ones the desktop's preferences make,
although the server no longer reads the preferences (issue 29: one owner per fact)."""

from __future__ import annotations

from itertools import product
from typing import get_args

import pytest

from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS
from truco_desktop.play.daily import daily_key
from truco_desktop.play.rules import (
    chosen_variant,
    mended_preferences,
    offered_rules,
    rules_for,
    rules_from_prefs,
)
from truco_desktop.storage import settings


def rule_sets_of_the_preferences(daily: bool) -> set[str]:
    keys = set()
    for variant, players, flor, target, deck, falta in product(
        sorted(VARIANTS),
        range(2, 9),
        get_args(settings.FlorMode),
        get_args(settings.ArgentinoTarget),
        get_args(settings.PaulistaDeck),
        get_args(settings.FaltaMode),
    ):
        prefs = settings.Preferences(
            variant=variant,
            players=players,
            flor=flor,
            target_argentino=target,
            paulista_deck=deck,
            falta=falta,
        )
        keys.add(daily_key(rules_from_prefs(prefs, daily=daily)))
    return keys


def test_the_offered_daily_rules_are_the_preferences_ones() -> None:
    offered = [daily_key(rules) for rules in offered_rules(daily=True)]
    assert len(offered) == len(set(offered))
    assert set(offered) == rule_sets_of_the_preferences(daily=True)


def test_a_choice_the_variant_lacks_is_left_out() -> None:
    mineiro = rules_for("mineiro", 2, flor="full", falta="malas", target=30, deck="clean")
    assert (mineiro.flor, mineiro.falta, mineiro.deck_option) == ("off", "total", "dirty")
    assert mineiro.target == VARIANTS["mineiro"].default_target
    assert rules_for("argentino", 4, target=15).target == 15
    assert rules_for("paulista", 4, deck="clean").deck_option == "clean"


@pytest.mark.parametrize("variant", ["mineiro", "paulista"])
def test_three_six_or_eight_players_outside_argentino_are_mended_to_four(variant: str) -> None:
    """D-14: three, six and eight players are Argentine only; the preferences keep
    plain values and the play layer mends them from the engine's player counts."""
    for count in (3, 6, 8):
        prefs = settings.Preferences(players=count, variant=variant)
        assert mended_preferences(prefs).players == 4
        assert rules_from_prefs(prefs).players == 4
    assert mended_preferences(settings.Preferences(players=6)).players == 6


def test_a_level_the_bots_do_not_have_is_the_default_one() -> None:
    prefs = mended_preferences(settings.Preferences(opponents_level="impossible"))
    assert (prefs.opponents_level, prefs.partner_level) == ("normal", "normal")
    kept = settings.Preferences(opponents_level="expert", partner_level="easy")
    assert mended_preferences(kept).opponents_level == "expert"


def test_no_variant_or_an_unknown_one_is_the_default() -> None:
    assert chosen_variant(settings.Preferences()) == DEFAULT_VARIANT
    assert mended_preferences(settings.Preferences(variant="uruguayo")).variant == DEFAULT_VARIANT
    kept = settings.Preferences(variant="paulista", players=2)
    assert mended_preferences(kept) is kept


def test_a_player_count_the_variant_does_not_offer_is_refused() -> None:
    with pytest.raises(BadRecord):
        rules_for("mineiro", 6)


def test_the_daily_is_one_match_and_the_gallo_plays_no_best_of_three() -> None:
    assert not rules_for("argentino", 4, best_of_three=True, daily=True).best_of_three
    assert not rules_for("argentino", 3, best_of_three=True).best_of_three
    assert rules_for("argentino", 4, best_of_three=True).best_of_three
    assert DEFAULT_VARIANT in VARIANTS
