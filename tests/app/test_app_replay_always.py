"""Game → Replay last hand always opens or says why not, and names the seats as the table
does: the characters, also behind the question whether to continue (issue 36 item 3);
the history's hand column says each hand's number in its match (item 5)."""

from __future__ import annotations

import random
from typing import Any

from app_helpers import act_once, finish_hand

from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets.replay_dialog import ReplayDialog
from truco_desktop.ui.words.strings import seat_names


def _with_characters(make_window: Any, paths: Any, **prefs: Any) -> Any:
    SettingsStore(paths).save(Preferences(players=4, **prefs))
    window = make_window()
    window.start_or_resume()
    assert window.session.play.characters, "the game seats characters"
    return window


def test_the_replay_names_the_characters_at_their_seats(make_window: Any, paths: Any) -> None:
    window = _with_characters(make_window, paths)
    finish_hand(window.model, random.Random(3))
    cast = dict(window.session.play.characters)
    dialog = window.replay_last_hand()
    assert isinstance(dialog, ReplayDialog)
    names = seat_names(4, cast)
    assert dialog.board.names == names
    assert not {"North", "West", "East"} & set(dialog.board.names)
    rows = [dialog.log.item(i).text() for i in range(dialog.log.count())]
    assert not any(row.startswith(("North", "West", "East")) for row in rows), rows
    assert any(row.startswith(tuple(names[1:])) for row in rows[1:]), rows


def test_the_replay_opens_while_an_answer_waits(make_window: Any, paths: Any) -> None:
    window = _with_characters(make_window, paths)
    model, rng = window.model, random.Random(5)
    finish_hand(model, rng)
    model.deal_next()
    # Bring the hand to a call that waits for an answer (a bot's or yours).
    for _ in range(200):
        view = model.view()
        if view.open_call is not None:
            break
        legal = model.human_legal() if model.human_in_charge() else None
        if legal is not None and (calls := [a for a in legal if a.kind in ("truco", "envido")]):
            assert model.submit(calls[0])
            continue
        act_once(model, rng)
    assert model.view().open_call is not None
    dialog = window.replay_last_hand()
    assert isinstance(dialog, ReplayDialog) and dialog.isVisible()


def test_a_replay_that_cannot_open_says_why(make_window: Any, paths: Any, monkeypatch: Any) -> None:
    window = _with_characters(make_window, paths)
    finish_hand(window.model, random.Random(3))

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("no art for this deck")

    monkeypatch.setattr(ReplayDialog, "__init__", broken)
    assert window.replay_last_hand() is None
    assert "cannot be replayed" in window.notice_text()


def test_the_table_behind_the_question_seats_the_saved_characters(
    make_window: Any, paths: Any, answers: Any
) -> None:
    first = _with_characters(make_window, paths)
    act_once(first.model, random.Random(1))
    act_once(first.model, random.Random(2))
    cast = dict(first.session.play.characters)
    first.close()
    second = make_window()
    answers.will("yes")
    assert second.start_or_resume() is True
    assert answers.asked == ["You have a match in progress. Continue where you left off?"]
    assert second.table.cast == cast, "the seats behind the question are the characters'"


def test_the_history_numbers_each_hand_in_its_match(
    make_window: Any, paths: Any, answers: Any
) -> None:
    window = _with_characters(make_window, paths)
    model, rng = window.model, random.Random(4)
    for _ in range(2):
        finish_hand(model, rng)
        model.deal_next()
    answers.will("yes")
    assert window.new_game()
    finish_hand(window.model, rng)
    dialog = window.open_statistics()
    column = [dialog.hands.item(row, 0).text() for row in range(dialog.hands.rowCount())]
    assert column == ["1", "2", "1"], column  # newest first
    replay = window.replay_record(dialog.kept[1])
    assert replay is not None and replay.title.text() == "Replay of hand 2"
