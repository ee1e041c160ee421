"""The first match that teaches (issue 33 item 4): the lesson played on a real table.

``TutorialWindow`` lays the lesson of the chosen variant's family (``play/lesson.py``)
on a table of its own (a ``TableWidget`` over a ``TutorialModel``): the lesson's fixed
deal, the computer seats following its script (``LessonBot``), the coach's words in a
plate on the felt (``LessonPanel``) and a gold frame round what the step is about. A
move the step does not ask for is refused with a gentle sentence saying which one it
asks for; the table's own refusal line says it too. Skip (or Esc) leaves at any time;
either way ``finished`` tells the main window, which then starts a normal match.
Nothing played here is saved or counted: the model's session has no stores.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from truco_desktop.bots.base import Decision, Why
from truco_desktop.engine.actions import Action
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.engine.view import SeatView
from truco_desktop.play.lesson import (
    CALL_BAR,
    CARDS,
    NEXT,
    SCORE,
    TABLE,
    Lesson,
    LessonRun,
    computer_action,
    expected,
    lesson_for,
    lesson_rules,
    lesson_seed,
    refusal,
)
from truco_desktop.signs import SignKnowledge
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.widgets.lesson_panel import Highlight, LessonPanel
from truco_desktop.ui.widgets.table_widget import TableWidget
from truco_desktop.ui.words.strings import translate
from truco_desktop.ui.words.tutorial_text import refusal_sentence, step_text

#: The gap between the plate and the felt's edges, in pixels.
GAP = 12


class LessonBot:
    """A computer seat of the lesson: it does what the script says (``computer_action``)."""

    name = "lesson"

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        return Decision(computer_action(self.lesson, view), Why("lesson"))


class TutorialModel(GameModel):
    """The lesson's match: the player's moves pass through the step's check first."""

    #: No hints or tips during the lesson: the lesson is the coach.
    allows_coach = False
    #: The step changed (the player's move was taken, or he went on).
    step_changed = Signal()
    #: A move was refused: the coach's sentence.
    lesson_refused = Signal(str)

    def __init__(self, variant: str, parent: QWidget | None = None) -> None:
        self.lesson = lesson_for(VARIANTS[variant])
        lesson = self.lesson
        super().__init__(parent, bot_factory=lambda *_level: LessonBot(lesson))
        self.run = LessonRun(lesson)
        self.set_signs(False, False)
        rules = lesson_rules(VARIANTS[variant])
        self.new_match(rules, seed=lesson_seed(lesson, rules), bot_seed=0)

    def wanted(self) -> Action | None:
        """The move the step asks of the player now (None: read and go on, or any)."""
        step, view = self.run.step, self.view()
        return expected(step, view) if step is not None and view is not None else None

    def submit(self, action: Action) -> bool:
        step, view = self.run.step, self.view()
        code = refusal(step, view, action) if step is not None and view is not None else None
        if code is not None:
            wanted = self.wanted()
            variant = view.variant if view is not None else ""
            sentence = refusal_sentence(
                code, (wanted.kind, wanted.card) if wanted is not None else None, variant
            )
            self.lesson_refused.emit(sentence)
            self.refused.emit(code, sentence)
            return False
        if not super().submit(action):
            return False
        if step is not None:
            self.run.go_on()
            self.step_changed.emit()
        return True

    def deal_next(self) -> bool:
        """The lesson is one hand: no next one is dealt (its last step starts a match)."""
        return False

    def go_on(self) -> bool:
        """Next: a step that waits for the player to read is done; False elsewhere."""
        step = self.run.step
        if step is None or step.waits != NEXT:
            return False
        self.run.go_on()
        self.step_changed.emit()
        return True


class TutorialWindow(QWidget):
    """The lesson on a table of its own; ``finished(completed)`` when it ends."""

    finished = Signal(bool)

    def __init__(
        self, variant: str, *, speed: str = "normal", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.model = TutorialModel(variant, self)
        self.model.set_animation_speed(speed)
        self.table = TableWidget(self.model, parent=self)
        # Nobody sings for you at a real table; here the songs come by themselves.
        self.table.director.sings_for_human = True
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table)
        self.highlight = Highlight(self.table)
        self.panel = LessonPanel(self.table)
        self.panel.hide()
        self.panel.next_clicked.connect(self.go_on)
        self.panel.skip_clicked.connect(self.skip)
        self.model.step_changed.connect(self._show_step)
        self.model.lesson_refused.connect(self._refused)
        self.table.director.busy_changed.connect(self._on_busy)
        self.table.director.hand_done.connect(self._show_step)
        self.skip_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.skip_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.skip_key.activated.connect(self.skip)
        self._done = False
        self.setWindowTitle(translate("Tutorial", "Learn to play"))
        self.resize(1280, 800)

    # ---------------------------------------------------------------- the steps

    def _on_busy(self, busy: bool) -> None:
        """The coach speaks when the table is still, never over a card in flight."""
        if busy:
            self.panel.hide()
            self.highlight.hide()
        else:
            QTimer.singleShot(0, self, self._show_step)

    def _show_step(self) -> None:
        if self._done or self.table.director.busy:
            return
        run = self.model.run
        step = run.step
        if step is None:
            self.finish(completed=True)
            return
        title = fill_title(run.index + 1, len(run.lesson.steps))
        self.panel.show_step(title, step_text(step.key, self.model.view()), step.waits == NEXT)
        if run.index == len(run.lesson.steps) - 1:
            #: The last step's button: the lesson ends and a match starts.
            self.panel.next_button.setText(translate("Tutorial", "Play a match"))
        else:
            self.panel.next_button.setText(translate("Tutorial", "Next"))
        self.panel.skip_button.setText(translate("Tutorial", "Skip the lesson (Esc)"))
        self._place(step.highlight)

    def _refused(self, sentence: str) -> None:
        self.panel.show_note(sentence)
        self._place(self.model.run.step.highlight if self.model.run.step else "")

    def go_on(self) -> None:
        """Next: the step the player has read is done; the last one ends the lesson."""
        if self.model.go_on():
            self._show_step()

    def skip(self) -> None:
        """Skip or Esc: the lesson ends now."""
        self.finish(completed=False)

    def finish(self, *, completed: bool) -> None:
        if self._done:
            return
        self._done = True
        self.table.shutdown()
        self.finished.emit(completed)
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._done:
            self._done = True
            self.table.shutdown()
            self.finished.emit(False)
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.panel.isVisible():
            step = self.model.run.step
            self._place(step.highlight if step is not None else "")

    # ---------------------------------------------------------------- placing

    def _place(self, highlight: str) -> None:
        """The plate at the top left of the felt (clear of the opponent's seat in the
        middle), the gold frame round what the step is about."""
        table = self.table
        felt = table.view.geometry()
        width = min(440, max(280, felt.width() // 2 - 2 * GAP))
        self.panel.fit(width)
        x, y = felt.left() + GAP, felt.top() + GAP
        summary = table.summary.geometry() if table.summary.isVisible() else None
        if summary is not None and summary.intersects(self.panel.rect().translated(x, y)):
            # The hand's summary stays readable: the plate goes under it, else over it.
            below = summary.bottom() + GAP
            fits = below + self.panel.height() <= felt.bottom()
            y = below if fits else max(0, summary.top() - GAP - self.panel.height())
        self.panel.move(x, y)
        self.panel.raise_()
        self.highlight.mark(self.marked(highlight))
        self.panel.raise_()

    def marked(self, highlight: str) -> QRectF | None:
        """The rectangle a highlight names, in the table's coordinates."""
        table = self.table
        if highlight == CALL_BAR:
            return QRectF(table.call_bar.geometry()) if table.call_bar.isVisible() else None
        if highlight == SCORE:
            board = table.panel.scoreboard
            return QRectF(board.geometry().translated(table.panel.pos()))
        if highlight == CARDS:
            held = table.scene.held
            transform = table.view.viewportTransform()
            out = QRectF()
            for item in held[0] if held else []:
                out = out.united(transform.mapRect(item.sceneBoundingRect()))
            return out.translated(table.view.pos()) if not out.isEmpty() else None
        if highlight == TABLE:
            felt = QRectF(table.view.geometry())
            return QRectF(
                felt.center().x() - felt.width() / 5,
                felt.center().y() - felt.height() / 6,
                2 * felt.width() / 5,
                felt.height() / 3,
            )
        return None


def fill_title(number: int, count: int) -> str:
    """The plate's title: "The coach · 3/11"."""
    from truco_desktop.i18n import fill

    #: The lesson's plate: %1 is the step's number, %2 how many there are.
    return fill(translate("Tutorial", "The coach · %1/%2"), number, count)
