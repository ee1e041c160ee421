"""Changing the rules during a match asks first, then starts a new game."""

from __future__ import annotations

import random
from typing import Any

from app_helpers import play


def test_changing_variant_asks_then_starts_a_new_game(make_window: Any, answers: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 3, random.Random(1))
    seed = window.model.session.match.seed
    assert window.session.in_progress()

    answers.will("no")
    window.menus.variant_actions["mineiro"].trigger()
    assert len(answers.asked) == 1
    assert window.prefs.variant == "argentino"
    assert window.menus.variant_actions["argentino"].isChecked(), "the menu shows the rules kept"
    assert window.model.session.match.seed == seed, "declining keeps the match"

    answers.will("yes")
    window.menus.variant_actions["mineiro"].trigger()
    assert len(answers.asked) == 2
    assert window.prefs.variant == "mineiro"
    match = window.model.session.match
    assert match.rules.variant_name == "mineiro"
    assert match.seed != seed and not match.hand.history, "a fresh match"
    assert window.menus.rules_help_action.text().endswith("Mineiro")


def test_flor_change_before_anything_is_played_does_not_ask(make_window: Any, answers: Any) -> None:
    window = make_window()
    window.start_or_resume()
    window.menus.flor_actions["simple"].trigger()
    assert answers.asked == []
    assert window.model.session.match.rules.flor == "simple"


def test_options_never_end_the_match(make_window: Any, answers: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 2, random.Random(2))
    seed = window.model.session.match.seed
    window.menus.speed_actions["instant"].trigger()
    window.menus.opponents_actions["expert"].trigger()
    assert answers.asked == []
    assert window.model.session.match.seed == seed
    assert window.model.speed == "instant"
    assert "next game" in window.notice_text()


def test_switching_variants_keeps_the_characters_at_the_table(
    make_window: Any, answers: Any
) -> None:
    """Issue 36 item 8: the game chose the table once; a switch of variant (or of the
    number of players) seats the same partner and opponents, in the same places."""
    window = make_window()
    window.start_or_resume()
    first = dict(window.session.play.characters)
    assert sorted(first) == [1, 2, 3]
    for variant in ("mineiro", "paulista", "argentino"):
        window.menus.variant_actions[variant].trigger()
        assert window.model.session.match.rules.variant_name == variant
        assert window.session.play.characters == first
    window.menus.players_actions[6].trigger()
    six = window.session.play.characters
    assert six[2] == first[2] and six[1] == first[1] and six[3] == first[3]
    assert len(set(six.values())) == 5
    window.menus.players_actions[4].trigger()
    assert window.session.play.characters == first
    assert answers.asked == []  # nothing was played, so nothing was asked
