"""``NetGameModel``: a network table as the table widget sees a match (``GameModel``'s part).

The host runs the match; this model only shows it. Each ``view`` the host sends our seat
(through ``QtTableClient``) is turned round the table (``net.turn``) so we are seat 0 and
our team is team 0, as offline, and its events with it. The steps are handed to the
table's director one at a time, each with its own view, as offline (``pump``): the host
may send several steps while one is still being animated. Our clicks become ``act``
messages; the host's refusal comes back with the engine's reason. No computer player
runs here (the host plays them), so ``bot_to_act`` is always None.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ...net.seat_state import seat_state, table_rules
from ...net.turn import Turn
from .contract import TableSignals

if TYPE_CHECKING:
    from truco_desktop.ui.network.net_client import QtTableClient

    from ...engine import Action, Rules
    from ...engine.events import Event, MatchOver
    from ...engine.view import SeatView
    from ...play.table_state import TableState


class NetGameModel(TableSignals):
    """A seat at a network table, with every table model's signals and reading methods
    (``contract.TableModel``)."""

    human_seat = 0
    #: Computer players are the host's: no partner proposes or answers here.
    partner_asks_first = False
    human_answers = False
    #: Señas: the host decides who sees and catches them (``ui.net_signs``).
    signs_enabled = True
    signs_catching = True
    #: The player's option "Show what señas mean" (set from the preferences).
    signs_meaning = True
    #: No offline session (the table reads ``session.daily``).
    session = None
    #: No hints at a network table: the other seats are people, and the club server's
    #: ranked daily is played here (issue 33 item 6).
    allows_coach = False

    def __init__(self, client: QtTableClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.speed = "normal"
        #: The table as our seat shows it (``net.seat_state``), None before the first view.
        self.state: TableState | None = None
        self.revision = 0
        self.sign_knowledge: Callable[[int], Any] | None = None
        self._view: SeatView | None = None
        self._yours = False
        self._turn: Turn | None = None
        self._names: dict[int, str] = {}
        #: Steps received and not yet handed to the table: (view, events, yours, hand).
        self._pending: deque[tuple[SeatView, list[Event], bool, int]] = deque()
        #: Set by the table: whether it may take the next step now (its director idle).
        self.ready: Callable[[], bool] = lambda: True
        self._series_seen: set[tuple[int, int]] = set()
        self._fresh = False
        #: The host's question from our computer partner (``team_ask``), our seats.
        self._ask: tuple[str, int, Action, tuple[Action, ...]] | None = None
        client.view_arrived.connect(self._on_view)
        client.refused.connect(self._on_refused)
        client.table_changed.connect(self._on_table)
        client.welcomed.connect(self._on_welcomed)
        client.team_asked.connect(self._on_team_asked)

    # ------------------------------------------------------------------ the wire
    def _on_table(self, message: dict[str, Any]) -> None:
        self._names = {
            int(s["seat"]): str(s.get("name", ""))
            for s in message.get("seats", [])
            if s.get("kind") in ("human", "away")
        }

    def _on_welcomed(self) -> None:
        """A host that asks a person his partner's questions is told we take them."""
        from ...net import protocol as P

        if self.client.state.team:
            self.client.send({"type": P.TEAM})

    def _on_team_asked(self, message: dict[str, Any]) -> None:
        """Our computer partner asks (``proposal``) or waits for our pick (``choice``)."""
        from ...net import protocol as P

        turn = self._turn
        try:
            seat = int(message["seat"])
            action = P.parse_action(str(message.get("action") or message.get("advice")))
            legal = tuple(P.parse_action(str(a)) for a in message.get("legal", ()))
        except (KeyError, TypeError, ValueError):
            return  # not a question we can read: the partner decides when it is dropped
        if turn is None:
            return
        kind = "proposal" if message.get("type") == P.PROPOSAL else "choice"
        self._ask = (kind, turn.s(seat), action, legal)
        if not self._pending:
            self.events_ready.emit([])  # the director, idle, shows it (``team_ask``)

    def team_ask(self) -> tuple[str, int, Action, tuple[Action, ...]] | None:
        return None if self._pending else self._ask

    def answer_team(self, agree: bool | None = None, action: Action | None = None) -> bool:
        from ...net import protocol as P

        if self._ask is None:
            return False
        self._ask = None
        if action is not None:
            self.client.send({"type": P.CHOOSE, "action": str(action)})
        else:
            self.client.send({"type": P.AGREE, "agree": bool(agree)})
        return True

    def _on_refused(self, code: str, message: str) -> None:
        self.refused.emit(code, message)
        self.match_changed.emit()

    def rejoined(self) -> None:
        """The connection was made again: the next view lays the table afresh."""
        self._fresh = True

    def _on_view(self, view: SeatView, events: list[Event]) -> None:
        from ...engine.events import HandStarted

        turn = Turn.for_view(view)
        self._turn = turn
        self._ask = None  # the table moved: a question asked before is answered or gone
        state = self.client.state
        hand = int(state.at[0]) if state.at else 0
        step = (turn.view(view), turn.events(events), state.yours, hand)
        shown = self.state
        new_match = (
            shown is not None
            and shown.over
            and hand == 0
            and any(isinstance(e, HandStarted) for e in events)
        )
        if shown is None or self._fresh or new_match or shown.rules.players != view.players:
            # A first view, a new match or a connection made again: the table is laid
            # again from this view.
            self._fresh = False
            self._pending.clear()
            self._reset(*step)
            return
        self._pending.append(step)
        self.pump()

    def _reset(self, view: SeatView, events: list[Event], yours: bool, hand: int) -> None:
        rules = table_rules(self.client.state.table or {})
        old = self.state
        series = old.series if old is not None and old.rules == rules else (0, 0)
        if old is not None and old.series_over:
            series = (0, 0)
        self.state = seat_state(rules, self.client.state.code or "", view, hand, series)
        self._view, self._yours = view, yours
        self.revision += 1
        self.match_reset.emit()
        if events:
            self.events_ready.emit(list(events))
        self.match_changed.emit()

    def pump(self) -> None:
        """Hand the table the next step received, if it may take one now."""
        if not self._pending or not self.ready():
            return
        view, events, yours, hand = self._pending.popleft()
        self._take(view, yours, hand)
        self.revision += 1

        def counted(event: MatchOver) -> None:
            """A match won counts once in the series, however often its end is seen."""
            shown = self.state
            if shown is not None and (hand, event.winner) not in self._series_seen:
                self._series_seen.add((hand, event.winner))
                series = list(shown.series)
                series[event.winner] += 1
                self.state = replace(shown, series=(series[0], series[1]))

        self.emit_step(events, counted)
        if self._pending:
            QTimer.singleShot(0, self.pump)

    def _take(self, view: SeatView, yours: bool, hand: int) -> None:
        self._view, self._yours = view, yours
        shown = self.state
        if shown is not None:
            self.state = replace(shown, hand_number=hand, view=view)

    # ------------------------------------------------------------------ the contract
    @property
    def rules(self) -> Rules | None:
        return None if self.state is None else self.state.rules

    def view(self) -> SeatView | None:
        return self._view

    def human_in_charge(self) -> bool:
        view = self._view
        return view is not None and bool(view.legal) and not self._pending

    def human_legal(self) -> tuple[Action, ...]:
        view = self._view
        return view.legal if view is not None and self.human_in_charge() else ()

    def bot_to_act(self) -> int | None:
        return None

    def advisor_seat(self) -> int | None:
        return None

    def submit(self, action: Action) -> bool:
        """Our action goes to the host; it answers with a new view or a refusal."""
        if not self.human_in_charge():
            return False
        self.client.act(action)
        return True

    def apply_bot(self, seat: int, action: Action, revision: int, why: object = None) -> bool:
        return False

    def bot_job(self, seat: int) -> Any:
        raise RuntimeError("the host plays the computer players of a network table")

    def deal_next(self) -> bool:
        """The host deals the next hand itself."""
        return False

    def play_again(self) -> None:
        """After a match, the table's owner starts the next one."""
        if self.client.state.owner:
            self.client.send({"type": "start"})

    def cast(self) -> dict[int, str]:
        return {}

    def character_for(self, seat: int) -> str | None:
        return None

    def level_for(self, seat: int) -> str:
        table = self.client.state.table or {}
        return str(table.get("level", "normal"))

    @property
    def turn(self) -> Turn | None:
        """How the table is turned for our seat (None before the first view)."""
        return self._turn

    def busy(self) -> bool:
        """Whether the table is still showing earlier steps."""
        return bool(self._pending) or not self.ready()

    def signs_controller(self, table: Any, widget: Any) -> Any:
        """The señas of a network table (the table widget asks its model for them)."""
        from truco_desktop.ui.network.net_signs import NetSignsController

        return NetSignsController(table, self, widget)

    def names(self) -> dict[int, str]:
        """The people at the table by our seat numbers (the others are computer players)."""
        turn = self._turn
        if turn is None:
            return {}
        return {turn.s(seat): name for seat, name in self._names.items()}
