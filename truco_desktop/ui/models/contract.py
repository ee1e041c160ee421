"""The one contract between the table and its model: ``TableModel``.

The table's widget, its director, its señas and its sounds read a model through these
members only, whether it is the offline ``GameModel`` (the play layer's session on this
computer) or the ``NetGameModel`` of a seat at a network table (the host's views through
the wire). Neither probes the other's members: an option one of them does not have is a
plain value here (a network table's partner never asks first, it has no offline
session, it brings its own señas' controller). A test checks both models keep it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...engine import Action, Rules
    from ...engine.events import Event, MatchOver
    from ...engine.view import SeatView
    from ...play.table_state import TableState


class TableSignals(QObject):
    """The signals of every table model (``TableModel``) and the options both set the
    same way, declared once: both models are one of these."""

    #: The animation speed's name (``table.motion.SPEEDS``).
    speed = "normal"
    #: Option "Show what señas mean": off, the log and the faces' tags say only that a
    #: sign was made.
    signs_meaning = True

    #: After every applied action or deal (and after a new or restored match).
    match_changed = Signal()
    #: A new or restored match replaced the old one: views rebuild without animating.
    match_reset = Signal()
    #: The hand in progress has ended.
    hand_finished = Signal()
    #: The match is over; the winning team.
    match_finished = Signal(int)
    #: The events of the last step, redacted for the human seat, in order.
    events_ready = Signal(list)
    #: The human's intent was refused: a reason code and English words.
    refused = Signal(str, str)
    speed_changed = Signal(str)
    options_changed = Signal()

    def emit_step(
        self, events: list[Event], counted: Callable[[MatchOver], object] | None = None
    ) -> None:
        """One step for the table: its events, the changed match, then the end of the
        hand or of the match among them (``counted`` first sees a match's end)."""
        from ...engine.events import HandOver, MatchOver

        self.events_ready.emit(events)
        self.match_changed.emit()
        for event in events:
            if isinstance(event, HandOver):
                self.hand_finished.emit()
            elif isinstance(event, MatchOver):
                if counted is not None:
                    counted(event)
                self.match_finished.emit(event.winner)

    def team_ask(self) -> tuple[str, int, Action, tuple[Action, ...]] | None:
        """A computer partner's question the table's host puts to the person (a network
        table, issue 31 item 4): ("proposal" or "choice", his seat, his action, the
        answers to choose from). None here: an offline table's director asks its own
        partners (``Director._asks_first``, ``_offer_choice``)."""
        return None

    def answer_team(self, agree: bool | None = None, action: Action | None = None) -> bool:
        """The person's word on ``team_ask`` (``agree``) or his pick (``action``), sent to
        the host; False where nobody asked (an offline table answers in its director)."""
        return False

    def set_animation_speed(self, name: str) -> None:
        from ..table.motion import SPEEDS

        if name not in SPEEDS:
            raise ValueError(f"unknown animation speed {name!r}")
        self.speed = name
        self.speed_changed.emit(name)

    def set_signs_meaning(self, on: bool) -> None:
        """The player's "Show what señas mean", changed at once (also while a table is
        open): the log's words and the faces' tags follow it."""
        if self.signs_meaning != bool(on):
            self.signs_meaning = bool(on)
            self.options_changed.emit()


@runtime_checkable
class TableModel(Protocol):
    """What a table reads of its model, and the one entry point of its intents
    (``submit``)."""

    #: Something of the match changed (a step, a refusal): redraw what is shown.
    match_changed: SignalInstance
    #: A new match, or a match laid again (a resume, a reconnection).
    match_reset: SignalInstance
    hand_finished: SignalInstance
    #: The match is over: the winning team.
    match_finished: SignalInstance
    #: The events of one step, for the director to play in order.
    events_ready: SignalInstance
    #: An intent refused: its code and its words.
    refused: SignalInstance
    speed_changed: SignalInstance
    options_changed: SignalInstance

    #: The seat of the person at this table (0: the bottom seat).
    human_seat: int
    #: Counts every change of the match, so a late computer answer is recognised.
    revision: int
    #: The animation speed's name (``table.motion``).
    speed: str
    #: Option "Partner asks me first": the partner proposes his own truco calls.
    partner_asks_first: bool
    #: A call addressed to the person's team waits for the person.
    human_answers: bool
    #: Options "Partner signals (señas)", "Opponents can catch signs" and "Show what
    #: señas mean".
    signs_enabled: bool
    signs_catching: bool
    signs_meaning: bool
    #: Whether the coach's hints are offered at this table (issue 33).
    allows_coach: bool
    #: The offline session (its daily deal, its stores), or None at a network table.
    session: Any
    #: Set by the table: the signs a seat saw or caught in this hand (None: no signs).
    sign_knowledge: Callable[[int], Any] | None
    #: Makes this table's señas' controller (``(table, widget)``), or None: the table
    #: makes the offline one (``signs_controller.SignsController``).
    signs_controller: Callable[[Any, Any], Any] | None

    @property
    def state(self) -> TableState | None:
        """The match as this seat's table shows it, made by the play layer (None before
        the first deal): the table reads no engine ``Match`` (issue 29 item 3)."""
        ...

    @property
    def rules(self) -> Rules | None: ...

    def view(self) -> SeatView | None:
        """All the person's seat may see now (the engine's view, never more)."""
        ...

    def human_in_charge(self) -> bool: ...

    def human_legal(self) -> tuple[Action, ...]: ...

    def bot_to_act(self) -> int | None: ...

    def advisor_seat(self) -> int | None: ...

    def submit(self, action: Action) -> bool:
        """The person's intent: True if the action was taken."""
        ...

    def apply_bot(self, seat: int, action: Action, revision: int, why: object = None) -> bool: ...

    def bot_job(self, seat: int) -> Any: ...

    def deal_next(self) -> bool: ...

    def play_again(self) -> None: ...

    def cast(self) -> dict[int, str]: ...

    def character_for(self, seat: int) -> str | None: ...

    def level_for(self, seat: int) -> str: ...

    def set_animation_speed(self, name: str) -> None: ...

    def set_signs_meaning(self, on: bool) -> None: ...

    def team_ask(self) -> tuple[str, int, Action, tuple[Action, ...]] | None: ...

    def answer_team(self, agree: bool | None = None, action: Action | None = None) -> bool: ...


__all__ = ["TableModel", "TableSignals"]
