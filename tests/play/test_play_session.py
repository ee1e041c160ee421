"""The application layer without Qt: a whole match, saved, resumed, counted and replayed."""

from __future__ import annotations

import datetime as dt
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from play_helpers import BOT_SEED, DAY, RULES, SEED, bots, step, whole_match

from truco_desktop.engine.actions import parse
from truco_desktop.engine.events import Event, HandStarted
from truco_desktop.engine.rules import Rules
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play.daily import daily_key
from truco_desktop.play.history import Replay
from truco_desktop.play.players import decision_rng
from truco_desktop.play.rules import rules_from_prefs
from truco_desktop.play.savefile import session_started, unwrap
from truco_desktop.play.session import Listener, Session
from truco_desktop.play.summary import MatchSummary
from truco_desktop.storage import Preferences, SaveStore, StatsStore
from truco_desktop.storage.notices import Notice

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path / "home")


def test_a_whole_match_with_no_qt_imported(tmp_path: Path) -> None:
    """Bots in every seat play a match through the play layer in a process that never
    imports Qt: saved after every action, resumed mid-match into the identical match,
    finished, counted in the statistics, kept in the history and replayed step by step."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("play_helpers.py")), str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "'hands'" in done.stdout


def test_the_whole_match_in_this_process_too(tmp_path: Path) -> None:
    """The same scenario, where pytest shows each failed check in full."""
    seen = whole_match(tmp_path)
    assert seen["actions_before_crash"] > 0 and seen["hands"] > 3


class Recorder(Listener):
    def __init__(self) -> None:
        self.started: list[list[Event]] = []
        self.steps: list[tuple[int | None, list[Event]]] = []
        self.notices: list[Notice] = []
        self.recorded: list[MatchSummary] = []
        self.daily: list[Any] = []

    def match_started(self, events: Any) -> None:
        self.started.append(list(events))

    def advanced(self, seat: int | None, events: Any) -> None:
        self.steps.append((seat, list(events)))

    def notice(self, notice: Notice) -> None:
        self.notices.append(notice)

    def match_recorded(self, summary: MatchSummary) -> None:
        self.recorded.append(summary)

    def daily_finished(self, entry: Any) -> None:
        self.daily.append(entry)


def test_listeners_hear_every_change_and_the_bots_turn_waits_for_the_human() -> None:
    session = Session(bot_factory=bots)
    heard = Recorder()
    session.listen(heard)
    events = session.new_match(Rules("argentino", 2), "normal", "normal", seed="x", bot_seed=1)
    assert heard.started == [events] and isinstance(events[0], HandStarted)
    while session.bot_to_act() is not None:
        assert session.bot_turn() is not None
    assert session.human_in_charge() and session.bot_turn() is None
    revision = session.revision
    assert session.submit(session.human_legal()[0]) is None
    assert session.revision == revision + 1
    assert heard.steps[-1][0] == session.human_seat


def test_refusals_say_why() -> None:
    session = Session(bot_factory=bots)
    assert session.refusal(parse("truco")) == ("no_match", "there is no match in progress")
    session.new_match(Rules("argentino", 2), seed="refusals", bot_seed=1)
    while session.bot_to_act() is not None:
        session.bot_turn()
    refusal = session.submit(parse("seis"))  # a Brazilian word
    assert refusal is not None and refusal.code == "not_in_variant"


def test_a_stale_bot_answer_is_not_applied() -> None:
    session = Session(bot_factory=bots)
    session.new_match(Rules("mineiro", 2), seed="stale", bot_seed=1)
    while session.human_in_charge():
        session.submit(session.human_legal()[0])
    seat = session.bot_to_act()
    assert seat is not None
    decision = session.decide(seat)
    assert not session.apply_bot(seat, decision.action, session.revision - 1)
    assert session.apply_bot(seat, decision.action, session.revision, decision.why)


def test_each_decision_has_its_own_reproducible_generator() -> None:
    a = decision_rng(7, 1, 2, 3).random()
    assert a == decision_rng(7, 1, 2, 3).random()
    assert a not in {decision_rng(7, 1, 2, 4).random(), decision_rng(8, 1, 2, 3).random()}


def test_a_bad_save_is_set_aside_with_a_notice(paths: AppPaths) -> None:
    saves = SaveStore(paths)
    saves.save({"kind": "truco-desktop/session", "match": {"kind": "truco-desktop/match"}})
    session = Session(paths, bot_factory=bots)
    heard = Recorder()
    session.listen(heard)
    assert session.resume(saves.load().payload or {}) is False
    assert [n.code for n in heard.notices] == ["session.resume_moved"]
    assert not paths.current_match_file.exists()
    assert session.match is None


def test_a_save_of_a_finished_match_is_counted_once_and_not_resumed(paths: AppPaths) -> None:
    session = Session(bot_factory=bots)  # no stores: plays, counts nothing
    session.new_match(Rules("paulista", 2), seed="done", bot_seed=3)
    while not session.match.series_over:
        step(session)
    payload = {**session.payload(), "recorded": False}
    counting = Session(paths, bot_factory=bots)
    heard = Recorder()
    counting.listen(heard)
    assert counting.resume(payload) is False
    assert counting.resume({**payload, "recorded": True}) is False
    assert len(heard.recorded) == 1
    assert StatsStore(paths).load()[0].for_variant("paulista").matches_played == 1


def test_an_old_save_without_a_bot_seed_resumes(paths: AppPaths) -> None:
    session = Session(bot_factory=bots)
    session.new_match(RULES, "easy", "hard", seed=SEED, bot_seed=BOT_SEED)
    for _ in range(6):
        step(session)
    payload = session.payload()
    del payload["bot_seed"]
    again = Session(paths, bot_factory=bots)
    assert again.resume(payload)
    assert again.levels == ("easy", "hard") and again.match.to_json() == unwrap(payload)[0]
    bare = Session(paths, bot_factory=bots)
    assert bare.resume(unwrap(payload)[0])  # a bare match description: default levels
    assert bare.levels == ("normal", "normal")


def test_saves_wait_while_held(paths: AppPaths) -> None:
    session = Session(paths, bot_factory=bots)
    session.hold_saves()
    session.new_match(Rules("argentino", 2), seed="held", bot_seed=1)
    assert not paths.current_match_file.exists()
    session.release_saves()
    payload = SaveStore(paths).load().payload
    assert payload is not None and not session_started(payload)


def test_the_daily_deal_is_scored_once_and_leaving_it_loses(paths: AppPaths) -> None:
    rules = Rules("mineiro", 2)
    session = Session(paths, bot_factory=bots, today=lambda: DAY)
    heard = Recorder()
    session.listen(heard)
    setup = session.start_daily(rules)
    assert session.daily is not None and session.daily.scored
    assert session.levels == ("normal", "normal") and session.bot_seed == setup.bot_seed
    rng = random.Random(1)
    for _ in range(4):
        if session.next_hand() is None:
            seat = session.match.hand.to_act
            session.apply(seat, rng.choice(session.view(seat).legal))
    session.new_match(rules)  # the player leaves: a loss
    result = StatsStore(paths).daily_result(DAY.isoformat(), daily_key(rules))
    assert result is not None and not result.won
    session.start_daily(rules)  # again the same day: practice
    assert session.daily is not None and not session.daily.scored
    assert [n.code for n in heard.notices] == ["session.daily_practice"]


def test_the_daily_deal_deals_the_same_match_for_everyone(tmp_path: Path) -> None:
    def play(home: Path) -> dict[str, object]:
        session = Session(app_paths(home), bot_factory=bots, today=lambda: DAY)
        session.start_daily(Rules("argentino", 4))
        for _ in range(40):
            step(session)
        return session.match.to_json()

    assert play(tmp_path / "a") == play(tmp_path / "b")


def test_rules_from_preferences() -> None:
    prefs = Preferences(
        variant="mineiro", flor="simple", falta="malas", best_of_three=True, players=2
    )
    rules = rules_from_prefs(prefs)
    assert (rules.variant_name, rules.players, rules.flor, rules.falta) == (
        "mineiro",
        2,
        "off",
        "total",
    )
    assert rules.best_of_three and not rules_from_prefs(prefs, daily=True).best_of_three
    argentine = rules_from_prefs(Preferences(flor="simple", target_argentino=15))
    assert (argentine.flor, argentine.target) == ("simple", 15)


def test_a_replay_stays_between_the_deal_and_the_last_action(paths: AppPaths) -> None:
    session = Session(paths, bot_factory=bots)
    session.new_match(Rules("paulista", 2), seed="replay", bot_seed=2)
    while session.match.hand_number == 0:
        step(session)
    record = session.history.last("paulista")
    assert record is not None
    replay = Replay(record)
    assert replay.back() is replay.steps[0] and replay.at_start
    assert replay.go(10_000) is replay.steps[-1] and replay.at_end
    assert replay.last_position == len(record["actions"])
    assert replay.variant == "paulista"


def test_a_session_without_stores_writes_nothing(tmp_path: Path, app_home: Path) -> None:
    session = Session(bot_factory=bots, today=lambda: dt.date(2026, 1, 1))
    session.new_match(Rules("argentino", 2), seed="nothing", bot_seed=5)
    for _ in range(30):
        if session.match.series_over:
            break
        step(session)
    assert session.history is None
    assert list(app_home.iterdir()) == []
