"""The first match that teaches, from the main window (issue 33 item 4): a first start
(no settings file, no saved match) asks once whether to learn or to play instead of
dealing; the answer is remembered; learning opens the lesson and its end (or Skip) deals
a normal match; Help → Learn to play opens it at any time; a start that is not the first
deals at once, without a question."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from truco_desktop.storage import SettingsStore


def first_window(make_window):  # type: ignore[no-untyped-def]
    window = make_window()
    window.first_start = True
    window.finish_startup()
    return window


def answer(window, learn: bool) -> None:  # type: ignore[no-untyped-def]
    box = window.lesson_question
    assert isinstance(box, QMessageBox) and box.isVisible()
    role = QMessageBox.ButtonRole.AcceptRole if learn else QMessageBox.ButtonRole.RejectRole
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    button.click()


def test_a_first_start_asks_whether_to_learn_before_dealing(make_window, paths) -> None:
    window = first_window(make_window)
    assert window.model.session.match is None and window.lesson_question is not None
    answer(window, learn=False)
    assert window.model.session.match is not None  # play: a match at once
    assert window.lesson_window is None
    prefs, _message = SettingsStore(paths).load()
    assert prefs.lesson_offered


def test_learning_opens_the_lesson_and_skipping_it_deals_a_match(make_window) -> None:
    window = first_window(make_window)
    answer(window, learn=True)
    lesson = window.lesson_window
    assert lesson is not None and lesson.isVisible() and window.model.session.match is None
    lesson.skip()
    assert window.lesson_window is None and window.model.session.match is not None


def test_the_question_is_asked_once(make_window, paths) -> None:
    window = first_window(make_window)
    answer(window, learn=False)
    again = make_window()
    again.first_start = True
    again.saves.clear()
    again.finish_startup()
    assert again.lesson_question is None and again.model.session.match is not None


def test_a_start_that_is_not_the_first_deals_without_asking(make_window) -> None:
    window = make_window()
    window.finish_startup()
    assert window.lesson_question is None and window.model.session.match is not None


def test_help_learn_to_play_opens_the_lesson_during_a_match(make_window) -> None:
    window = make_window()
    window.finish_startup()
    match = window.model.session.match
    window.menus.learn_action.trigger()
    lesson = window.lesson_window
    assert lesson is not None and lesson.isVisible()
    assert window.menus.learn_action.text()
    lesson.close()
    assert window.model.session.match is match  # the match in progress is untouched


def test_opening_the_lesson_again_replaces_it_without_dealing(make_window) -> None:
    window = first_window(make_window)
    answer(window, learn=True)
    first = window.lesson_window
    second = window.learn_to_play()
    assert not first.isVisible() and second.isVisible()
    assert window.model.session.match is None  # still learning: no match dealt behind
    second.finish(completed=True)
    assert window.model.session.match is not None
