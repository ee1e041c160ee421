"""Hand history: kept per variant, replayed step by step, exported and imported."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from app_helpers import finish_hand
from PySide6.QtCore import Qt

from truco_desktop.engine.events import CardPlayed
from truco_desktop.engine.record import parse_record
from truco_desktop.play.history import LIMIT, MAX_IMPORT_BYTES, HandHistory
from truco_desktop.ui.widgets.replay_dialog import ReplayDialog


def _played_hands(make_window: Any, hands: int) -> Any:
    window = make_window()
    window.start_or_resume()
    rng = random.Random(8)
    for _ in range(hands):
        finish_hand(window.model, rng)
        window.model.deal_next()
    return window


def test_each_finished_hand_is_kept(make_window: Any, paths: Any) -> None:
    window = _played_hands(make_window, 3)
    kept = HandHistory(paths).records("argentino")
    assert len(kept) == 3
    for record in kept:
        hand, refusal, _index = parse_record(record).replay()
        assert refusal is None and hand.is_over
    assert parse_record(kept[2]).replay()[0].score == window.model.session.match.hand.score
    assert parse_record(kept[1]).score == parse_record(kept[0]).replay()[0].score


def test_history_keeps_the_last_hands_only(paths: Any) -> None:
    history = HandHistory(paths, limit=5)
    record = _record()
    for _ in range(8):
        history.add(record)
    assert len(history.records("argentino")) == 5
    assert LIMIT == 200


def test_replay_steps_through_the_last_hand(make_window: Any, qtbot: Any) -> None:
    window = _played_hands(make_window, 1)
    dialog = window.replay_last_hand()
    assert isinstance(dialog, ReplayDialog)
    last = len(dialog.steps) - 1
    assert last == len(dialog.record.actions) > 0
    assert dialog.index == 0 and not dialog.back_button.isEnabled()
    cards_seen = 0
    for index in range(1, last + 1):
        qtbot.keyClick(dialog, Qt.Key.Key_Right)
        assert dialog.index == index
        cards_seen += sum(isinstance(e, CardPlayed) for e in dialog.steps[index].events)
        assert len(dialog.board.played) == cards_seen
        assert dialog.log.currentRow() == index
    assert dialog.steps[-1].hand.is_over
    assert not dialog.next_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0 and dialog.board.played == []


def test_replay_without_any_hand_says_so(make_window: Any, answers: Any) -> None:
    window = make_window()
    answers.will("ok")
    assert window.replay_last_hand() is None
    assert "no finished hand" in answers.asked[0]


def test_import_rejects_a_malformed_file(make_window: Any, tmp_path: Path, paths: Any) -> None:
    window = make_window()
    bad = tmp_path / "bad.jsonl"
    good = json.dumps(_record())
    broken = dict(_record())
    del broken["dealer"]
    bad.write_text(good + "\n" + json.dumps(broken) + "\n", encoding="utf-8")
    result = window.import_history(bad)
    assert not result.ok
    assert "line 2" in result.message and "dealer" in result.message
    assert "Nothing was imported" in window.notice_text()
    assert HandHistory(paths).records("argentino") == [], "all or nothing"

    not_json = tmp_path / "not.jsonl"
    not_json.write_text("hello\n", encoding="utf-8")
    assert "line 1 is not JSON" in window.import_history(not_json).message

    huge = tmp_path / "huge.jsonl"
    huge.write_bytes(b" " * (MAX_IMPORT_BYTES + 1))
    assert "too large" in window.import_history(huge).message

    illegal = dict(_record())
    illegal["actions"] = [{"seat": 3, "action": "play", "card": "1e"}]
    wrong = tmp_path / "illegal.jsonl"
    wrong.write_text(json.dumps(illegal) + "\n", encoding="utf-8")
    assert "not legal" in window.import_history(wrong).message


def test_export_then_import_round_trips(make_window: Any, tmp_path: Path, paths: Any) -> None:
    window = _played_hands(make_window, 2)
    target = tmp_path / "mine.jsonl"
    assert window.export_history("argentino", target) == 2
    lines = target.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    result = window.import_history(target)
    assert result.ok and result.count == 2
    assert "Imported 2 hands" in window.notice_text()
    assert len(HandHistory(paths).records("argentino")) == 4


def test_damaged_history_lines_are_set_aside(paths: Any) -> None:
    history = HandHistory(paths)
    history.add(_record())
    path = history.path_for("argentino")
    path.write_text(path.read_text(encoding="utf-8") + "garbage\n", encoding="utf-8")
    assert len(history.records("argentino")) == 1
    assert history.last_notices and "moved aside" in history.last_notices[0].text
    assert list(path.parent.glob("argentino.corrupt-*"))


def _record() -> dict[str, Any]:
    return {
        "variant": "argentino",
        "options": {"players": 4, "target": 30, "flor": "off", "falta": "total"},
        "score": [0, 0],
        "dealer": 3,
        "hands": [
            ["1e", "2e", "3e"],
            ["4e", "5e", "6e"],
            ["7e", "10e", "11e"],
            ["12e", "1b", "2b"],
        ],
        "actions": [{"seat": 0, "action": "play", "card": "1e"}],
    }


def test_replay_shows_the_bots_reasons(qtbot: Any) -> None:
    record = _record()
    record["actions"][0]["why"] = "envido_strong(call=envido, points=31)"
    dialog = ReplayDialog(record)
    qtbot.addWidget(dialog)
    assert "envido 31: calling envido" in dialog.log.item(1).text()
