"""The hand log's words come from one table of events (``ui.log_words``), which is read
and tested without a widget (issue 29 item 4: event→words as one dispatch table)."""

from __future__ import annotations

import inspect

import pytest

from truco_desktop.engine import events as ev
from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS
from truco_desktop.ui.words.log_words import HandWords, _words


def words_for(players: int = 2, variant: str = DEFAULT_VARIANT) -> HandWords:
    names = ["You", "West", "North", "East", "Fifth", "Sixth"][:players]
    return HandWords(variant=variant, names=names, players=players)


def test_the_first_card_of_a_trick_is_led_and_the_next_is_played() -> None:
    hand = words_for()
    first = hand.words(ev.CardPlayed(seat=0, card="1s"))
    second = hand.words(ev.CardPlayed(seat=1, card="7s"))
    [led], [played] = first.lines, second.lines
    assert led.row is not None and led.row["template"] == "%1 led" and led.team == 0
    assert played.row is not None and played.row["template"] == "%1 played"
    assert played.team == 1 and "West" in played.text
    assert hand.said == [(0, "play"), (1, "play")]


def test_a_trick_won_moves_the_strip_on_and_starts_the_next_trick() -> None:
    hand = words_for()
    hand.words(ev.CardPlayed(seat=0, card="1s"))
    done = hand.words(ev.TrickDone(index=0, team=1, seat=1))
    assert done.strip and hand.trick_index == 1 and hand.trick_cards == 0
    [line] = done.lines
    assert line.divider and line.team == 1 and "West" in line.text


def test_points_scored_leave_the_score_for_the_scoreboard() -> None:
    hand = words_for()
    said = hand.words(ev.PointsScored(team=0, points=2, reason="truco", score=(5, 3)))
    assert said.score == (5, 3) and said.lines[0].team == 0


def test_a_settled_envido_is_words_for_the_strip_not_a_row() -> None:
    hand = words_for()
    said = hand.words(ev.EnvidoSettled(accepted=True, team=1, points=2, winner_seat=1, value=29))
    assert said.strip and not said.lines and "29" in hand.envido_text
    hand.new_hand()
    assert hand.envido_text == "" and hand.said == [] and hand.trick_index == 0


def test_the_gallos_sides_are_the_hands() -> None:
    """AR-GALLO-1: at a table of three the sides are the hand's, as its view said."""
    hand = words_for(players=3)
    hand.new_hand(teams=(1, 0, 1))
    assert [hand.team_of(seat) for seat in range(3)] == [0, 1, 0]
    assert hand.ours(1) == 0


def test_every_event_the_engine_emits_has_an_entry_in_the_table() -> None:
    """A new kind of event must be given its words (or a deliberate empty entry) here,
    not in an ``isinstance`` chain somewhere in a widget."""
    kinds = {
        kind
        for _name, kind in inspect.getmembers(ev, inspect.isclass)
        if issubclass(kind, ev.Event) and kind is not ev.Event
    }
    assert kinds and kinds == set(_words())


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_words_name_the_cards_in_each_variants_deck(variant: str) -> None:
    hand = words_for(variant=variant)
    card = VARIANTS[variant].deck_for("dirty").cards[0]
    [line] = hand.words(ev.CardPlayed(seat=1, card=card)).lines
    assert line.row is not None and line.row["variant"] == variant and line.row["card"] == card
    assert "West" in line.text
