"""The replay says which hand it shows, keeps its step through a language change, and
shows the envido as it was sung (AR-ENV-8b)."""

from __future__ import annotations

import random
from typing import Any

from app_helpers import finish_hand
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.events import EnvidoSung
from truco_desktop.engine.record import record_from_hand
from truco_desktop.engine.view import view_for
from truco_desktop.ui.widgets.replay_dialog import ReplayDialog


def _envido_hand() -> dict[str, object]:
    """An Argentine hand for two: envido, quiero (both sing), then the cards."""
    match, _events = Match.start(Rules("argentino", 2), seed="x")
    called = False
    while not match.hand.is_over:
        seat = match.hand.to_act
        legal = view_for(match.hand, seat).legal
        by_kind = {a.kind: a for a in legal}
        if not called and "envido" in by_kind:
            action, called = by_kind["envido"], True
        else:
            action = by_kind.get("quiero") or by_kind.get("play") or legal[0]
        match, _events = match.apply(seat, action)
    return record_from_hand(match.hand).to_json()


def test_a_hand_from_the_history_is_titled_with_its_number(
    make_window: Any, paths: Any, qtbot: Any
) -> None:
    window = make_window()
    window.start_or_resume()
    rng = random.Random(8)
    for _ in range(2):
        finish_hand(window.model, rng)
        window.model.deal_next()
    last = window.replay_last_hand()
    assert last.windowTitle() == last.title.text() == "Replay of the last hand"
    first = window.history.records("argentino")[0]
    older = window.replay_record(first)
    assert older.title.text() == "Replay of hand 1"
    assert older.windowTitle() == "Replay of hand 1"
    stray = ReplayDialog(first)
    qtbot.addWidget(stray)
    assert stray.title.text() == "Replay of a hand"


def test_next_stays_off_at_the_last_step_after_a_language_change(qtbot: Any) -> None:
    dialog = ReplayDialog(_envido_hand())
    qtbot.addWidget(dialog)
    last = len(dialog.steps) - 1
    dialog.go(last)
    assert not dialog.next_button.isEnabled()
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.index == last and dialog.log.currentRow() == last
    assert not dialog.next_button.isEnabled() and not dialog.last_button.isEnabled()
    assert dialog.back_button.isEnabled()
    assert dialog.position.text().startswith(f"Step {last} of {last}")


def test_the_replay_shows_the_sung_envido(qtbot: Any) -> None:
    record = _envido_hand()
    dialog = ReplayDialog(record)
    qtbot.addWidget(dialog)
    rows = [dialog.log.item(i).text() for i in range(dialog.log.count())]
    assert rows[:4] == ["The deal: North deals", "You: ¡Envido!", "North: Quiero", "You sing 1"]
    assert rows[4] == "North sings 23"
    songs = [i for i, step in enumerate(dialog.steps) if step.song is not None]
    assert songs == [3, 4]
    assert [dialog.steps[i].song for i in songs] == [EnvidoSung(0, 1), EnvidoSung(1, 23)]
    # One step per action and per song; the last song carries who won and the points.
    assert len(dialog.steps) == 1 + len(dialog.record.actions) + 2
    assert [type(e).__name__ for e in dialog.steps[4].events] == [
        "EnvidoSung",
        "EnvidoSettled",
        "PointsScored",
    ]
    dialog.go(4)
    assert dialog.board.step is dialog.steps[4]
    image = dialog.board.grab().toImage()
    assert not image.isNull()


def test_next_looks_off_at_the_last_step(qtbot: Any) -> None:
    """The gold "Next ›" is drawn as a disabled button at the last step, not in gold."""
    dialog = ReplayDialog(_envido_hand())
    qtbot.addWidget(dialog)
    dialog.show()

    def looks_gold() -> bool:
        image = dialog.next_button.grab().toImage()
        colour = image.pixelColor(8, image.height() // 2)
        return colour.red() > 180 and colour.green() > 130 and colour.blue() < 110

    assert dialog.next_button.isEnabled() and looks_gold()
    dialog.go(len(dialog.steps) - 1)
    assert not dialog.next_button.isEnabled() and not looks_gold()


def test_the_bots_reasons_at_the_table_reach_the_replay(qtbot: Any, paths: Any) -> None:
    """A hand played at the real table keeps each bot's reason (the director hands it to
    the model with the decision), and the replay shows it."""
    from truco_desktop.storage import SettingsStore
    from truco_desktop.storage.settings import Preferences
    from truco_desktop.ui.widgets.main_window import MainWindow

    SettingsStore(paths).save(Preferences(animation_speed="instant", players=2))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    window.start_or_resume()
    model, table = window.model, window.table
    table.auto_next_ms = None
    hand = model.session.match.hand_number

    def hand_over() -> bool:
        match = model.session.match
        if match.hand_number != hand or match.hand.is_over:
            return True
        if table.input_enabled():
            legal = model.human_legal()
            plays = [a for a in legal if a.kind == "play"]
            model.submit(plays[0] if plays else legal[0])
        return False

    qtbot.waitUntil(hand_over, timeout=30000)
    qtbot.waitUntil(lambda: bool(window.history.records("argentino")), timeout=10000)
    record = window.history.records("argentino")[0]
    bots = [a for a in record["actions"] if a["seat"] != 0]
    assert bots and all(a.get("why") for a in bots), bots
    dialog = window.replay_last_hand()
    rows = [dialog.log.item(i).text() for i in range(dialog.log.count())]
    assert any("\n   " in row for row in rows), "a bot's reason under its action"
    window.session.saving = False
    window.close()
