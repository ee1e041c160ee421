"""Statistics count what was played (issue 36 item 5): hands, envidos and trucos as they
happen, a match left before its end as abandoned, a resumed match without counting a
hand twice, and the history's hands with their number in their match."""

from __future__ import annotations

from pathlib import Path

import pytest
from play_helpers import BOT_SEED, RULES, SEED, bots, step

from truco_desktop.engine.actions import parse
from truco_desktop.engine.rules import Rules
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play.history import HandHistory
from truco_desktop.play.session import Session
from truco_desktop.play.summary import summarise, tally_hands
from truco_desktop.storage import SaveStore, StatsStore


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path / "home")


def _play_hands(session: Session, hands: int) -> None:
    """Let the computer play every seat until ``hands`` hands are over."""
    while session.match.hand_number < hands - 1 or not session.match.hand.is_over:
        assert not session.match.series_over
        step(session)


def _totals(paths: AppPaths, variant: str = "argentino") -> object:
    return StatsStore(paths).load()[0].for_variant(variant)


def test_each_hand_counts_when_it_ends(paths: AppPaths) -> None:
    session = Session(paths, bot_factory=bots)
    session.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    _play_hands(session, 3)
    totals = _totals(paths)
    counted, finished = tally_hands(session.match.to_json())
    assert finished == 3 and counted.hands_played == 3
    assert totals.hands_played == 3, "the hands count before the match ends"
    assert (totals.hands_won, totals.trucos_called, totals.envidos_won + totals.envidos_lost) == (
        counted.hands_won,
        counted.trucos_called,
        counted.envidos_won + counted.envidos_lost,
    )
    assert totals.matches_played == 0 and totals.matches_abandoned == 0


def test_a_match_left_for_new_rules_counts_as_abandoned(paths: AppPaths) -> None:
    session = Session(paths, bot_factory=bots)
    rules = Rules("argentino", 2)
    session.new_match(rules, "normal", "normal", seed="left", bot_seed=BOT_SEED)
    _play_hands(session, 2)
    session.next_hand()
    # The third hand: an envido accepted (and sung), then the match is left.
    session.apply(session.match.hand.to_act, parse("envido"))
    session.apply(session.match.hand.to_act, parse("quiero"))
    match = session.match
    session.new_match(Rules("mineiro", 2), "normal", "normal", seed="next", bot_seed=BOT_SEED)
    totals = _totals(paths)
    assert totals.matches_abandoned == 1 and totals.matches_played == 0
    assert totals.hands_played == 2, "the unfinished hand is not a hand played"
    played, _finished = tally_hands(match.to_json(), 0, unfinished=True)
    assert totals.envidos_won + totals.envidos_lost == played.envidos_won + played.envidos_lost
    assert totals.envidos_won + totals.envidos_lost >= 1, "the left hand's envido counts"
    assert totals.current_streak == 0


def test_a_resumed_match_counts_each_hand_once_and_its_end(paths: AppPaths) -> None:
    first = Session(paths, bot_factory=bots)
    first.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    _play_hands(first, 2)
    step(first)  # the next deal: the save says two hands were counted
    assert (SaveStore(paths).load().payload or {})["counted_hands"] == 2
    del first  # a crash: no clean-up

    second = Session(paths, bot_factory=bots)
    assert second.resume(SaveStore(paths).load().payload or {})
    assert second.counted_hands == 2
    while not second.match.series_over:
        step(second)
    summary = summarise(second.match.to_json())
    totals = _totals(paths)
    assert totals.hands_played == summary.hands_played
    assert totals.hands_won == summary.hands_won
    assert totals.trucos_called == summary.trucos_called
    assert totals.matches_played == 1 and totals.matches_abandoned == 0
    assert (totals.points_for, totals.points_against) == (
        summary.points_for,
        summary.points_against,
    )


def test_a_save_from_before_counts_its_hands_from_the_first(paths: AppPaths) -> None:
    """An older save has no ``counted_hands``: that version counted nothing before the
    match's end, so its finished hands count at the next hand's end."""
    first = Session(paths, bot_factory=bots)
    first.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    _play_hands(first, 2)
    step(first)
    payload = dict(SaveStore(paths).load().payload or {})
    del payload["counted_hands"]
    StatsStore(paths).reset()
    second = Session(paths, bot_factory=bots)
    assert second.resume(payload)
    assert second.counted_hands == 0
    while not second.match.hand.is_over:
        step(second)
    assert _totals(paths).hands_played == 3


def test_a_match_not_resumed_counts_as_abandoned(paths: AppPaths) -> None:
    first = Session(paths, bot_factory=bots)
    first.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    _play_hands(first, 1)
    step(first)
    del first
    second = Session(paths, bot_factory=bots)
    assert second.load_saved().status == "ok"
    second.discard_saved()
    totals = _totals(paths)
    assert (totals.hands_played, totals.matches_abandoned) == (1, 1)


def test_the_history_keeps_each_hands_number_in_its_match_and_the_cast(
    paths: AppPaths,
) -> None:
    from truco_desktop.bots.characters import Picks

    session = Session(paths, bot_factory=lambda level, _character=None: bots(level))
    picks = Picks(("rosa",), ("tano", "beto"))
    session.new_match(RULES, "normal", "normal", seed=SEED, bot_seed=BOT_SEED, picks=picks)
    _play_hands(session, 2)
    session.new_match(RULES, "normal", "normal", seed="other", bot_seed=BOT_SEED, picks=picks)
    _play_hands(session, 1)
    kept = HandHistory(paths).records("argentino")
    assert [record["match_hand"] for record in kept] == [1, 2, 1]
    cast = {int(seat): key for seat, key in kept[-1]["cast"].items()}
    assert cast == session.characters and set(cast.values()) == {"rosa", "tano", "beto"}
