"""Issue 32: a falta spammer's falta answered over the match (``bots.falta_toll``).

The table is the exact solution of a small stopping problem; these tests check it on
scores where the answer is known without it, that it follows the table's falta rule
(AR-ENV-9, AR-ENV-10), and that the spread of envido chances it waits over is what one
player knows from his own cards (AR-ENV-7).
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from truco_desktop.bots.estimates import match_odds
from truco_desktop.bots.falta_toll import envido_chances, toll_table
from truco_desktop.engine import Rules
from truco_desktop.engine.envido import falta_for_scores
from truco_desktop.engine.ladders import ARGENTINE_TRUCO

TARGET = 30
DECK = tuple(sorted(Rules("argentino", players=2).deck.cards))


def test_AR_ENV_9_and_10_the_falta_on_bare_scores() -> None:
    # AR-ENV-9's example: 17-9, falta 13 whoever wins it.
    assert falta_for_scores("total", 30, 17, 17) == 13
    assert falta_for_scores("total", 30, 9, 17) == 13
    # AR-ENV-10: while the leader is in the malas the falta wins the match.
    assert falta_for_scores("malas", 30, 9, 12) == 21
    assert falta_for_scores("malas", 30, 9, 17) == 13


def test_AR_ENV_7_the_chances_average_one_half_and_narrow_with_partners() -> None:
    spreads = []
    for side in (1, 2, 3):
        chances = envido_chances(DECK, side)
        assert abs(sum(w for _p, w in chances) - 1.0) < 1e-9
        # Both sides are alike: over all hands each wins half of the envidos.
        assert abs(sum(p * w for p, w in chances) - 0.5) < 1e-9
        assert [p for p, _w in chances] == sorted(p for p, _w in chances)
        spreads.append(sum(w * (p - 0.5) ** 2 for p, w in chances))
    # Alone, a player's own cards say nearly all; with unseen partners, less.
    assert spreads[0] > spreads[1] > spreads[2]
    best, _w = envido_chances(DECK, 1)[-1]
    assert best > 0.99  # 33, the best envido, loses only to a tie


@given(st.integers(0, TARGET - 1), st.integers(0, TARGET - 2), st.sampled_from((1, 2)))
def test_more_points_for_the_other_side_never_help(mine: int, theirs: int, side: int) -> None:
    table = toll_table("total", TARGET, ARGENTINE_TRUCO, DECK, side)
    assert 0.0 <= table.after_envido(mine, theirs + 1) <= table.after_envido(mine, theirs)
    assert table.after_envido(mine, theirs) <= table.after_envido(mine + 1, theirs) + 1e-12


def test_the_end_of_the_match() -> None:
    table = toll_table("total", TARGET, ARGENTINE_TRUCO, DECK, 1)
    assert table.after_envido(TARGET, 5) == 1.0
    assert table.after_envido(5, TARGET) == 0.0


def test_a_side_that_chooses_its_faltas_is_the_favourite() -> None:
    # Against a side that stakes the match on every hand's envido, choosing when to take
    # it wins well over half of the matches from level scores, more than a plain match
    # between equals (the truco points are modelled at even odds); less so with a
    # partner whose envido one cannot see.
    plain = match_odds(ARGENTINE_TRUCO, TARGET, 0, 0)
    for falta in ("total", "malas"):
        alone = toll_table(falta, TARGET, ARGENTINE_TRUCO, DECK, 1).after_envido(0, 0)
        pair = toll_table(falta, TARGET, ARGENTINE_TRUCO, DECK, 2).after_envido(0, 0)
        assert alone > 0.75 and alone > plain + 0.2
        assert plain < pair < alone


def test_AR_ENV_10_a_falta_in_the_malas_decides_the_match() -> None:
    # Behind early, under AR-ENV-9 a falta won leaves the match open (at 0-5 it brings
    # the side to 25), so the side behind has fewer ways back; in the malas one good
    # envido wins the whole match (AR-ENV-10). Once the leader is in the buenas the two
    # rules are one.
    total = toll_table("total", TARGET, ARGENTINE_TRUCO, DECK, 1)
    malas = toll_table("malas", TARGET, ARGENTINE_TRUCO, DECK, 1)
    assert malas.after_envido(0, 5) > total.after_envido(0, 5) + 0.02
    assert malas.after_envido(16, 0) == total.after_envido(16, 0)
