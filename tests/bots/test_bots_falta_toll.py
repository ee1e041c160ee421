"""Issue 32: a falta spammer's falta answered over the match (``bots.falta_toll``).

The table is the exact solution of a small stopping problem; these tests check it on
scores where the answer is known without it, and that it follows the table's falta rule
(AR-ENV-9, AR-ENV-10).
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from truco_desktop.bots.falta_toll import toll_table
from truco_desktop.bots.estimates import match_odds
from truco_desktop.engine.envido import falta_for_scores
from truco_desktop.engine.ladders import ARGENTINE_TRUCO

TARGET = 30


def test_AR_ENV_9_and_10_the_falta_on_bare_scores() -> None:
    # AR-ENV-9's example: 17-9, falta 13 whoever wins it.
    assert falta_for_scores("total", 30, 17, 17) == 13
    assert falta_for_scores("total", 30, 9, 17) == 13
    # AR-ENV-10: while the leader is in the malas the falta wins the match.
    assert falta_for_scores("malas", 30, 9, 12) == 21
    assert falta_for_scores("malas", 30, 9, 17) == 13


@given(st.integers(0, TARGET - 1), st.integers(0, TARGET - 2))
def test_more_points_for_the_other_side_never_help(mine: int, theirs: int) -> None:
    table = toll_table("total", TARGET, ARGENTINE_TRUCO)
    assert 0.0 <= table.after_envido(mine, theirs + 1) <= table.after_envido(mine, theirs)
    assert table.after_envido(mine, theirs) <= table.after_envido(mine + 1, theirs) + 1e-12


def test_the_end_of_the_match() -> None:
    table = toll_table("total", TARGET, ARGENTINE_TRUCO)
    assert table.after_envido(TARGET, 5) == 1.0
    assert table.after_envido(5, TARGET) == 0.0


def test_a_side_that_chooses_its_faltas_is_the_favourite() -> None:
    # Against a side that stakes the match on every hand's envido, choosing when to take
    # it wins well over half of the matches from level scores, more than a plain match
    # between equals (the truco points are modelled at even odds).
    for falta in ("total", "malas"):
        table = toll_table(falta, TARGET, ARGENTINE_TRUCO)
        assert table.after_envido(0, 0) > 0.75
        assert table.after_envido(0, 0) > match_odds(ARGENTINE_TRUCO, TARGET, 0, 0) + 0.2


def test_the_malas_rule_makes_waiting_worth_more_early() -> None:
    # AR-ENV-10: in the malas a falta lost loses the match at once, and one won wins it,
    # so the choice is pure: the best of many envidos. Under AR-ENV-9 a falta won early
    # leaves the match open. Either way a toll of one point is small next to the match.
    total = toll_table("total", TARGET, ARGENTINE_TRUCO)
    malas = toll_table("malas", TARGET, ARGENTINE_TRUCO)
    assert malas.after_envido(0, 1) != total.after_envido(0, 1)
    assert malas.after_envido(0, 1) > 0.7
