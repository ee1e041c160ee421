"""The director: one queue that plays the engine's events in order and paces the bots.

It plays each event on the scene and waits as long as its animation takes. Only when the
queue is empty (idle) does it let the next computer seat move, after a short
human-feeling pause; the bot thinks on a worker thread (``QThreadPool``) and its decision
comes back by a queued signal, so the window never freezes whatever the bot's level.
Every bot decision goes that way, the partner's second thought after "Not now" too: no
bot runs on the GUI thread. The human's input is off while the director runs (``busy``).

The director knows the game through the model's views only (``GameModel.view()`` for
the table, ``bot_job`` for a bot's seat): never the all-seeing match.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from truco_desktop import engine
from truco_desktop.engine.actions import FAMILY
from truco_desktop.play.computer import ask
from truco_desktop.play.team import partner_answer_waits
from truco_desktop.ui.models.contract import TableModel
from truco_desktop.ui.table.motion import Motion
from truco_desktop.ui.table.scene import TableScene

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from truco_desktop.engine.events import Event
    from truco_desktop.engine.view import SeatView


_log = logging.getLogger(__name__)


def _is_truco(action: Any) -> bool:
    """A call of the truco family (``actions.FAMILY``)."""
    return FAMILY.get(getattr(action, "kind", "")) == "truco"


class _Relay(QObject):
    """Lives in the GUI thread; workers emit on it (a queued connection)."""

    decided = Signal(int, object, int, bool, object)  # seat, action, revision, advice, why


def _bot_job(
    relay: _Relay, bot: Any, view: SeatView, rng: random.Random, revision: int, advice: bool
) -> Callable[[], None]:
    """The work of one bot decision, for the thread pool: asked as every table asks a
    computer seat (``play.computer.ask``: a bot that fails plays the one fallback, with
    no reason). The reason (``why``) goes with the decision to the hand history.

    A plain callable rather than a ``QRunnable`` subclass: a Python runnable's wrapper
    (and the view it holds) outlived the job, which grew the memory hand after hand.
    """

    def run() -> None:
        asked = ask(bot, view, rng)
        relay.decided.emit(view.seat, asked.action, revision, advice, asked.why)

    return run


class Director(QObject):
    """Plays events, then asks the bots, one at a time."""

    #: Nothing is playing and the human must decide (input on).
    human_turn = Signal()
    #: A bot seat is thinking (the table shows "West is thinking…").
    bot_thinking = Signal(int)
    #: An event was just shown on the table (the log and the scoreboard follow this).
    event_played = Signal(object)
    #: The hand's last event has been shown.
    hand_done = Signal()
    #: The busy state changed (input off while True).
    busy_changed = Signal(bool)
    #: The partner's suggestion when the human answers for him: seat, action.
    advice = Signal(int, object)
    #: "Partner asks first": the partner would call truco on his own turn; seat, action.
    #: The human agrees (``answer_proposal(True)``) or not.
    proposal = Signal(int, object)
    #: The partner's answer to a call waits for the human's choice (``team.py``): seat,
    #: the partner's legal answers. The human picks one (``choose_for_partner``).
    team_choice = Signal(int, object)
    #: AR-ENV-8b: the envido is sung seat by seat and the human's turn has come: the
    #: song (his value, or None for *son buenas*) waits until he says it (``sing``).
    song_turn = Signal(object)

    def __init__(
        self, model: TableModel, scene: TableScene, motion: Motion, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.motion = motion
        self.queue: deque[Event] = deque()
        self.busy = False
        self.thinking: int | None = None
        self.paused = False
        self._pace = random.Random(5)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.timeout.connect(self._launch_bot)
        self._relay = _Relay()
        self._relay.decided.connect(self._on_decided)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._pending_hand_done = False
        model.events_ready.connect(self.enqueue)
        model.match_reset.connect(self.reset)

    # ---------------------------------------------------------------- queue
    def reset(self) -> None:
        self._proposal = None
        self._choice = None
        self._song = None
        self.queue.clear()
        self._timer.stop()
        self._think_timer.stop()
        self.thinking = None
        self._pending_hand_done = False
        view = self.model.view()
        if view is not None:
            # The seats now; the cards when the queue next runs (after the first paint).
            self.scene.prepare(view)
            self._needs_reset = True
        self._set_busy(True)
        if not self.paused:
            self._timer.start(0)

    def enqueue(self, events: list[Event]) -> None:
        self._proposal = None
        self._choice = None
        self._remote = False
        self.queue.extend(events)
        self._think_timer.stop()
        self.thinking = None
        self._set_busy(True)
        if not self._timer.isActive() and not self.paused:
            self._timer.start(0)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)

    _needs_reset = False

    def _step(self) -> None:
        if self.paused:
            return
        if self._needs_reset:
            self._needs_reset = False
            view = self.model.view()
            if view is not None:
                self.scene.reset(view)
                if view.history:
                    # Actions were taken before the table was first shown: the reset
                    # already lays out the table as it is now, so the queued events are
                    # logged without being animated again (a deal of cards already
                    # played cannot be animated).
                    while self.queue:
                        event = self.queue.popleft()
                        self.event_played.emit(event)
                        if isinstance(event, engine.events.HandOver):
                            self._pending_hand_done = True
        while self.queue:
            if self._waits_for_song(self.queue[0]):
                return
            event = self.queue.popleft()
            # The table takes every fact from the latest view, passed with each event.
            ms = self.scene.play_event(event, self.model.view())
            self.event_played.emit(event)
            if isinstance(event, engine.events.HandOver):
                self._pending_hand_done = True
            if ms > 0:
                self._timer.start(ms)
                return
        self._idle()

    #: The human's song that waits for him to say it (AR-ENV-8b).
    _song: Event | None = None

    def _waits_for_song(self, event: Event) -> bool:
        """Whether ``event`` is the human's own song, which he says himself: the queue
        stops there (input stays off but for the song's button) until ``sing``."""
        if not isinstance(event, engine.events.EnvidoSung) or self.sings_for_human:
            return False
        if event.seat != self.model.human_seat:
            return False
        if self._song is not event:
            self._song = event
            self.song_turn.emit(event)
        return True

    #: True where nobody sits at the human's seat to sing (a replay, a benchmark).
    sings_for_human = False

    @property
    def pending_song(self) -> Event | None:
        """The human's song that waits for him, if any."""
        return self._song if self.queue and self.queue[0] is self._song else None

    def sing(self) -> bool:
        """The human says his song: it is shown, and the queue plays on."""
        if self.pending_song is None:
            return False
        self.queue.popleft()
        song, self._song = self._song, None
        ms = self.scene.play_event(song, self.model.view())  # type: ignore[arg-type]
        self.event_played.emit(song)
        self._timer.start(max(ms, 0))
        return True

    def _idle(self) -> None:
        self._set_busy(False)
        if self._pending_hand_done:
            self._pending_hand_done = False
            self.hand_done.emit()
            return
        model = self.model
        seat = model.bot_to_act()
        if seat is not None and self._offer_choice(seat):
            return
        if seat is None and self._take_team_ask():
            return
        if seat is not None:
            self.thinking = seat
            self._bots_ready()
            self.bot_thinking.emit(seat)
            view = model.view()
            answering = view is not None and view.open_call is not None
            if self.motion.instant:
                pause = 0
            elif answering:
                pause = self.motion.ms("think_answer")
            else:
                pause = self._pace.randint(self.motion.ms("think_min"), self.motion.ms("think_max"))
            self._think_timer.start(pause)
            return
        if model.human_in_charge():
            # The table is live first; the partner's advice is asked from the event loop
            # (after a first paint), its bot made then (benchmarks/ui_startup.py).
            self.human_turn.emit()
            if model.advisor_seat() is not None:
                QTimer.singleShot(0, self, self._advise)

    def _advise(self) -> None:
        """The partner's suggestion for the human's turn, if that turn is still on."""
        model = self.model
        advisor = model.advisor_seat()
        if advisor is not None and not self.busy and model.human_in_charge():
            self._ask(advisor, advice=True)

    #: Called before any computer seat is asked to decide or to advise (the table makes
    #: its señas then: what a bot knows of them is part of its view).
    before_bots: Callable[[], object] | None = None

    def _bots_ready(self) -> None:
        if self.before_bots is not None:
            self.before_bots()

    def _launch_bot(self) -> None:
        if self.thinking is None:
            return
        self._ask(self.thinking, advice=False)

    def _ask(self, seat: int, advice: bool) -> None:
        self._bots_ready()
        bot, view, rng, revision = self.model.bot_job(seat)
        if advice:
            rng = random.Random(revision)  # advice must not disturb the bot's own sequence
        self.pool.start(_bot_job(self._relay, bot, view, rng, revision, advice))

    def _on_decided(
        self, seat: int, action: object, revision: int, advice: bool, why: object
    ) -> None:
        if revision != self.model.revision or action is None:
            return
        if advice:
            self.advice.emit(seat, action)
            return
        if self._choice is not None and self._choice[0] == seat:
            return  # the human chooses this answer
        if seat != self.thinking:
            return
        self.thinking = None
        if self._asks_first(seat, action):
            self._proposal = (seat, action, revision, why)
            self._set_busy(False)
            self.proposal.emit(seat, action)
            return
        if not self.model.apply_bot(seat, action, revision, why):  # type: ignore[arg-type]
            QTimer.singleShot(0, self._idle)

    #: The partner's truco call waiting for the human's word: seat, action, revision, why.
    _proposal: tuple[int, Any, int, Any] | None = None

    def _asks_first(self, seat: int, action: Any) -> bool:
        """Whether the partner's own-turn truco call waits for the human's word."""
        model = self.model
        if not model.partner_asks_first or seat == model.human_seat or not _is_truco(action):
            return False
        view = model.view()
        if view is None or view.team_of(seat) != view.team:
            return False
        return view.truco_pending is None

    @property
    def pending_proposal(self) -> tuple[int, Any] | None:
        p = self._proposal
        return None if p is None else (p[0], p[1])

    def answer_proposal(self, agree: bool) -> None:
        """The human's word on the partner's truco call: call it, or let him play on."""
        proposal, self._proposal = self._proposal, None
        if proposal is None:
            return
        if self._remote:  # the host's partner: the word goes to the host
            self.model.answer_team(agree=agree)
            return
        seat, action, revision, why = proposal
        if revision != self.model.revision:
            return
        if not agree:
            # The partner chooses again without the truco family, on the worker like
            # any other decision; his answer comes back through ``_on_decided``.
            bot, view, rng, rev = self.model.bot_job(seat)
            legal = tuple(a for a in view.legal if not _is_truco(a))
            if legal:
                self.thinking = seat
                self._set_busy(True)
                self.bot_thinking.emit(seat)
                view = dataclasses.replace(view, legal=legal)
                self.pool.start(_bot_job(self._relay, bot, view, rng, rev, False))
                return
        self.model.apply_bot(seat, action, revision, why)

    #: The partner's answer waiting for the human's choice: seat, legal answers, revision.
    _choice: tuple[int, tuple[Any, ...], int] | None = None

    def _offer_choice(self, seat: int) -> bool:
        """Your team's decisions are yours: the partner's answer that the rules give him
        alone (your flor comes first) waits for your choice; he shows his own as advice."""
        model = self.model
        human = model.view()
        if human is None or not model.human_answers:
            return False
        _bot, partner, _rng, revision = model.bot_job(seat)
        if not partner_answer_waits(human, partner):
            return False
        self._choice = (seat, partner.legal, revision)
        self.team_choice.emit(seat, partner.legal)
        self._ask(seat, advice=True)
        return True

    @property
    def pending_choice(self) -> tuple[int, tuple[Any, ...]] | None:
        """The partner and the answers he may give, while the human chooses."""
        c = self._choice
        return None if c is None else (c[0], c[1])

    def choose_for_partner(self, action: Any) -> bool:
        """The human's choice of the partner's answer: the partner says it."""
        choice = self._choice
        if choice is None or action not in choice[1]:
            return False
        seat, _legal, revision = choice
        self._choice = None
        if revision != self.model.revision:
            return False
        if self._remote:  # the host's partner: the pick goes to the host
            return self.model.answer_team(action=action)
        return self.model.apply_bot(seat, action, revision, "partner_chose")

    #: The proposal or choice shown is the host's (a network table): answered through
    #: the model (``answer_team``), not by a bot of this table.
    _remote = False

    def _take_team_ask(self) -> bool:
        """A network table's computer partner asks the person (``model.team_ask``): the
        same proposal or choice as offline, on the same call bar."""
        ask = self.model.team_ask()
        if ask is None:
            return False
        kind, seat, action, legal = ask
        self._remote = True
        revision = self.model.revision
        if kind == "proposal":
            self._proposal = (seat, action, revision, None)
            self.proposal.emit(seat, action)
        else:
            self._choice = (seat, legal, revision)
            self.team_choice.emit(seat, legal)
            self.advice.emit(seat, action)
        return True

    def wait_done(self, msecs: int = 5000) -> bool:
        """Wait for a running bot (tests and the benchmarks)."""
        return self.pool.waitForDone(msecs)

    def resume(self) -> None:
        """Start (again) playing the queue after ``paused``."""
        if getattr(self, "_shut", False):
            return
        self.paused = False
        if not self._timer.isActive():
            self._timer.start(0)

    def step_now(self) -> None:
        """Play the queue's next step at once rather than from the event loop (the table
        is laid before its first paint)."""
        if not self.paused and self._timer.isActive():
            self._timer.stop()
            self._step()

    def shutdown(self) -> None:
        self.paused = True
        self._shut = True
        self._timer.stop()
        self._think_timer.stop()
        self.pool.clear()
        self.pool.waitForDone(2000)


__all__ = ["Director"]
