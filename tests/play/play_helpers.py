"""A whole match through the play layer, with computer players in every seat and no Qt.

`whole_match(home)` plays a reference match without stores, then the same match with the
stores under `home`: saved after every action, abandoned mid-match as a crash would leave
it, resumed from the save by a fresh session, finished; it checks the statistics and the
hand history and steps through a recorded hand. Run as a script (``python
play_helpers.py HOME``) it also checks that nothing of it imported Qt.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from typing import Any

from truco_desktop.bots.factory import make_bot
from truco_desktop.engine.record import record_from_hand
from truco_desktop.engine.rules import Rules
from truco_desktop.paths import app_paths
from truco_desktop.play.history import HandHistory, Replay
from truco_desktop.play.savefile import unwrap
from truco_desktop.play.session import Session
from truco_desktop.play.summary import summarise
from truco_desktop.storage.savegame import SaveStore
from truco_desktop.storage.stats import StatsStore

RULES = Rules("argentino", 4, flor="simple")
SEED = "whole-match"
BOT_SEED = 7
DAY = dt.date(2026, 11, 29)


def bots(level: str) -> Any:
    """The game's bots with no time budget: the same decisions on any machine."""
    return make_bot(level, budget_ms=None)


def step(session: Session) -> None:
    """Deal when a hand is over, else let the computer act for whoever must (any seat)."""
    if session.next_hand() is None:
        assert session.bot_turn(every_seat=True) is not None


def reference_match() -> dict[str, object]:
    """The match played straight through, with no stores and no interruption."""
    session = Session(bot_factory=bots)
    session.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    while not session.match.series_over:
        step(session)
    return session.match.to_json()


def whole_match(home: Path) -> dict[str, Any]:
    """Play, save, crash, resume, finish, count and replay; return what was seen."""
    paths = app_paths(home)
    expected = reference_match()
    saves = SaveStore(paths)

    first = Session(paths, bot_factory=bots, today=lambda: DAY)
    first.new_match(RULES, "hard", "normal", seed=SEED, bot_seed=BOT_SEED)
    actions = 0
    while first.match.hand_number < 3 or len(first.match.hand.history) < 5:
        step(first)
        actions += 1
        # Saved after every action: the file holds exactly the match in memory.
        match_json, extras = unwrap(saves.load().payload or {})
        assert match_json == first.match.to_json()
        assert extras["levels"] == {"opponents": "hard", "partner": "normal"}
        assert extras["bot_seed"] == BOT_SEED
    at_crash = first.match.to_json()
    del first  # no clean-up, no closing: what is on disk is all there is

    second = Session(paths, bot_factory=bots, today=lambda: DAY)
    assert second.resume(saves.load().payload or {}) is True
    assert second.match.to_json() == at_crash
    assert (second.levels, second.bot_seed) == (("hard", "normal"), BOT_SEED)
    while not second.match.series_over:
        step(second)
        if not second.match.series_over:
            assert unwrap(saves.load().payload or {})[0] == second.match.to_json()
    final = second.match
    assert final is not None
    # The resumed match went on exactly as the one that was never interrupted.
    assert final.to_json() == expected
    assert not paths.current_match_file.exists(), "a finished match is not offered back"

    summary = summarise(final.to_json())
    totals = StatsStore(paths).load()[0].for_variant("argentino")
    assert totals.matches_played == 1
    assert totals.matches_won == int(summary.won)
    assert (totals.points_for, totals.points_against) == (
        summary.points_for,
        summary.points_against,
    )
    assert totals.hands_played == summary.hands_played > 0

    kept = HandHistory(paths).records("argentino")
    # One record per hand, none twice (the hands before the crash were kept once).
    assert len(kept) == final.hand_number + 1
    assert {k["dealer"] for k in kept} <= set(range(RULES.players))
    last = kept[-1]
    plain = record_from_hand(final.hand).to_json()
    # The kept actions are the hand's own, cards included; the reasons stand beside them.
    assert [{k: v for k, v in a.items() if k != "why"} for a in last["actions"]] == plain["actions"]
    # The bots' reasons were kept beside their actions.
    assert all(isinstance(a.get("why"), dict) for a in last["actions"])

    replay = Replay(last)
    assert replay.at_start and replay.current.action is None
    seen = []
    while not replay.at_end:
        now = replay.forward()
        seen.append((now.seat, str(now.action)))
        assert now.why is not None and now.events
    assert replay.forward() is replay.current  # the last step stays the last
    assert seen == [(seat, str(action)) for seat, action in final.hand.history]
    assert replay.current.hand.is_over
    assert replay.current.hand.score == final.hand.score
    assert replay.back().seat == seen[-2][0]
    return {"actions_before_crash": actions, "hands": final.hand_number + 1}


if __name__ == "__main__":
    result = whole_match(Path(sys.argv[1]))
    assert "PySide6" not in sys.modules, "the play layer imported Qt"
    assert not any(name.startswith("truco_desktop.ui") for name in sys.modules)
    print(result)
