"""Your progress recorded (issue 33 item 5): each finished hand judged by the coach.

When a hand of the main window's match is over, the player's decisions in it are judged
against the coach's (``play.progress.judge_hand``, some tens of milliseconds a hand) on a
worker thread, so the hand's summary never waits for it; the counts are then written to
the statistics (``StatsStore.record_progress``) on the GUI thread, under the match (a
digest of its seed) and the hand's number, so a hand is never counted twice. Practice
tables and the lesson have models of their own and are not recorded.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from truco_desktop.storage.progress import match_key

if TYPE_CHECKING:
    from truco_desktop.storage import StatsStore

_log = logging.getLogger(__name__)

#: What a hand's judgement is filed under: (match key, variant, day, hand number).
Job = tuple[str, str, str, int]


class _Relay(QObject):
    """Lives in the GUI thread; the worker emits on it (a queued connection)."""

    judged = Signal(object, object)


class _Judge(QRunnable):
    def __init__(self, relay: _Relay, job: Job, judge: Callable[[], Any]) -> None:
        """``judge``: the play layer's judgement of the finished hand
        (``play.progress.hand_judge``), run here off the GUI thread."""
        super().__init__()
        self.relay, self.job, self.judge = relay, job, judge

    def run(self) -> None:
        try:
            judged = self.judge()
        except Exception:  # a judgement must never take the game down
            _log.exception("could not judge the hand")
            return
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.relay.judged.emit(self.job, judged)


class ProgressRecorder(QObject):
    """Judges each finished hand of ``model``'s match and counts it in ``stats``."""

    #: A hand was counted in the statistics.
    recorded = Signal()

    def __init__(
        self,
        model: Any,
        stats: StatsStore,
        today: Callable[[], _dt.date] = _dt.date.today,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.stats = stats
        self.today = today
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.judged.connect(self._record)
        model.hand_finished.connect(self._hand_over)

    def _hand_over(self) -> None:
        from truco_desktop.play.progress import hand_judge

        state = self.model.state
        if state is None or not state.hand_over or not state.took_part:
            return
        judge = hand_judge(self.model.session)
        if judge is None:
            return
        job: Job = (
            match_key(state.seed),
            state.rules.variant_name,
            self.today().isoformat(),
            state.hand_number,
        )
        self.pool.start(_Judge(self.relay, job, judge))

    def _record(self, job: Job, judged: Any) -> None:
        key, variant, day, number = job
        habits = {k: (h.chances, h.times, h.cost) for k, h in judged.habits.items()}
        try:
            counted = self.stats.record_progress(
                key, variant, day, number, judged.decisions, judged.agreed, habits
            )
        except (OSError, ValueError) as error:
            _log.warning("could not record the hand's progress: %s", error)
            return
        if counted:
            self.recorded.emit()

    def wait_done(self, msecs: int = 10000) -> bool:
        """Wait for the judgements under way (a test, the window's close)."""
        return self.pool.waitForDone(msecs)
