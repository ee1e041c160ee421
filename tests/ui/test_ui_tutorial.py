"""The first match that teaches (issue 33 item 4), played through on the real table in
every language and for both variant families: each step's words show, the move a step
asks for is taken, any other move is refused with the coach's sentence, and the last
step's button ends the lesson; Skip and Esc end it at any time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from truco_desktop import i18n
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.play.lesson import NEXT, YOU, lesson_for
from truco_desktop.ui.widgets.tutorial import TutorialWindow
from truco_desktop.ui.words.tutorial_text import STEP_TEXTS

LANGUAGES = ("en", "es", "pt_BR", "tr", "pl", "el", "id")


def families() -> list[str]:
    """One variant of each family: with the envido (Argentine) and without (Brazilian)."""
    chosen: dict[str, str] = {}
    for name, variant in VARIANTS.items():
        chosen.setdefault(lesson_for(variant).family, name)
    return sorted(chosen.values())


def idle(window: TutorialWindow) -> bool:
    d = window.table.director
    return not d.busy and d.thinking is None and not d.queue and window.panel.isVisible()


@pytest.fixture
def language(request):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    i18n.apply_language(app, request.param)
    yield request.param
    i18n.apply_language(app, "en")


def open_lesson(qtbot, variant: str) -> TutorialWindow:  # type: ignore[no-untyped-def]
    window = TutorialWindow(variant, speed="instant")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("variant", families())
def test_the_lesson_is_played_through_step_by_step(qtbot, language, variant) -> None:
    window = open_lesson(qtbot, variant)
    ended: list[bool] = []
    window.finished.connect(ended.append)
    model = window.model
    steps = model.run.lesson.steps
    seen = []
    for _guard in range(4 * len(steps)):
        if ended:
            break
        qtbot.waitUntil(lambda: idle(window) or bool(ended), timeout=8000)
        if ended:
            break
        step = model.run.step
        assert step is not None
        seen.append(step.key)
        text = window.panel.body.text()
        assert text and "%1" not in text and "%2" not in text
        if language != "en":
            # The words are the language's own, not the English source.
            assert text != str(STEP_TEXTS[step.key]), (language, step.key)
        if step.waits == NEXT:
            assert window.panel.next_button.isVisible()
            # A move now is refused: the player reads first.
            legal = model.human_legal()
            if legal:
                assert not model.submit(legal[0])
                assert window.panel.note.isVisible()
            qtbot.mouseClick(window.panel.next_button, Qt.MouseButton.LeftButton)
        else:
            assert step.waits == YOU and not window.panel.next_button.isVisible()
            wanted = model.wanted()
            assert wanted is not None and wanted in model.human_legal()
            others = [a for a in model.human_legal() if a != wanted]
            if others:
                index = model.run.index
                assert not model.submit(others[0])
                assert model.run.index == index and window.panel.note.text()
            assert model.submit(wanted)
    assert ended == [True]
    assert seen == [s.key for s in steps]


@pytest.mark.parametrize("variant", families())
def test_skip_and_esc_end_the_lesson_at_any_time(qtbot, variant) -> None:
    window = open_lesson(qtbot, variant)
    ended: list[bool] = []
    window.finished.connect(ended.append)
    qtbot.waitUntil(lambda: idle(window), timeout=8000)
    qtbot.mouseClick(window.panel.skip_button, Qt.MouseButton.LeftButton)
    assert ended == [False] and not window.isVisible()
    other = open_lesson(qtbot, variant)
    gone: list[bool] = []
    other.finished.connect(gone.append)
    qtbot.waitUntil(lambda: idle(other), timeout=8000)
    other.activateWindow()
    other.table.setFocus()
    qtbot.keyClick(other.table, Qt.Key.Key_Escape)
    assert gone == [False]


def test_a_refused_move_says_which_move_the_step_asks_for(qtbot) -> None:
    window = open_lesson(qtbot, families()[0])
    model = window.model
    qtbot.waitUntil(lambda: idle(window), timeout=8000)
    while model.run.step is not None and model.run.step.waits == NEXT:
        window.go_on()
    qtbot.waitUntil(lambda: idle(window), timeout=8000)
    wanted = model.wanted()
    assert wanted is not None
    other = next(a for a in model.human_legal() if a != wanted)
    assert not model.submit(other)
    note = window.panel.note.text()
    assert note and note != window.panel.body.text()
