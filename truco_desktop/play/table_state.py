"""``TableState``: what a table shows of its match, frozen, offline and across the network.

The interface draws a table from this and from the events of each step; it holds no
engine ``Match`` or ``Hand`` (issue 29 item 3). Every fact here is one a seat may know:
the seat's own view, and beside it what a view does not say (the rules as the table was
set, the hand's number, the matches won in a series, the characters in the seats). The
offline table's state is made here from the play layer's ``Session`` (``SessionTable``);
a network seat's is made from the host's views (``net.seat_state``), with the same
constructor, so the two tables read one contract and a test compares them.

What the look back and the progress judge need besides (the whole finished hand, hidden
cards and all) is not in the state: the play layer gives it to them from the session
(``play.look_back.look_back_at``, ``play.progress.hand_to_judge``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .session import Listener

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..engine import Match, Rules
    from ..engine.events import Event
    from ..engine.view import SeatView
    from .session import Session

__all__ = ["SessionTable", "TableState"]


@dataclass(frozen=True)
class TableState:
    """One moment of a match as one seat's table shows it."""

    #: The rules the table was set with (a view leaves out the series and the pica-pica).
    rules: Rules
    #: What names this match among the table's matches: the engine's seed offline; the
    #: table's code at a network table, whose seats never learn the seed.
    seed: str
    #: The hand in play, counted from 0 (a view does not number its hand).
    hand_number: int
    #: All this seat may see now (the engine's view, never more).
    view: SeatView
    #: Matches won in the series by each team (ours first), a single match counting too.
    series: tuple[int, int] = (0, 0)
    #: The characters in the computer seats (seat, key), in seat order; none at a
    #: network table or in the daily deal.
    cast: tuple[tuple[int, str], ...] = ()
    #: The hand's events from before this table was laid (a resumed match, its hand log
    #: begun again), as this seat saw them; empty for a hand dealt at this table.
    hand_before: tuple[Event, ...] = ()

    @property
    def seat(self) -> int:
        """The seat this state is shown to."""
        return self.view.seat

    @property
    def score(self) -> tuple[int, ...]:
        """One entry per team (ours first), or per seat with 3 players (AR-GALLO-4)."""
        return self.view.score

    @property
    def over(self) -> bool:
        """This match (game) is over."""
        return self.view.game_over

    @property
    def series_over(self) -> bool:
        """Nothing more to play: the match, or with best of three the series, is won."""
        if not self.over:
            return False
        return not self.rules.best_of_three or max(self.series) >= 2

    @property
    def hand_over(self) -> bool:
        return self.view.hand_over

    @property
    def hand_winner(self) -> int | None:
        """The team that won the hand once it is over (ours is 0)."""
        return self.view.winner

    @property
    def actions(self) -> int:
        """How many actions the hand in play has had."""
        return len(self.view.history)

    @property
    def took_part(self) -> bool:
        """Whether this seat has acted in the hand in play (the coach judges only those)."""
        seat = self.seat
        return any(who == seat for who, _action in self.view.history)

    def character_for(self, seat: int) -> str | None:
        """The character's key at ``seat`` (None: a plain seat)."""
        return dict(self.cast).get(seat)


class SessionTable(Listener):
    """The offline table's states, made from a session: one per change of its match.

    It listens to the session before the table's model does (the model makes it first),
    so the match a table was laid with (a new or a resumed one) is known when the model
    tells the table to lay itself: a hand resumed with actions already taken begins its
    hand log with their events (``hand_before``)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        #: The match as the table was laid with it (a match already in the session when
        #: this was made counts as laid now).
        self._laid: Match | None = session.match
        self._before: tuple[Event, ...] | None = None
        self._cached: tuple[Match, int, TableState] | None = None
        session.listen(self)

    def match_started(self, events: Sequence[Event]) -> None:
        self._laid = self.session.match
        self._before = None
        self._cached = None

    def state(self) -> TableState | None:
        """The table's state now (None before the first deal)."""
        session = self.session
        match = session.match
        if match is None:
            return None
        cached = self._cached
        if cached is not None and cached[0] is match and cached[1] == session.revision:
            return cached[2]
        view = session.view()
        assert view is not None  # a match is in progress
        state = TableState(
            match.rules,
            match.seed,
            match.hand_number,
            view,
            match.series,
            tuple(sorted(session.characters.items())),
            self._hand_before(match),
        )
        self._cached = (match, session.revision, state)
        return state

    def _hand_before(self, match: Match) -> tuple[Event, ...]:
        """The laid hand's events before the table was laid, while that hand is in play."""
        laid = self._laid
        if laid is None or (laid.seed, laid.hand_number) != (match.seed, match.hand_number):
            return ()
        if self._before is None:
            from .hand_so_far import hand_events

            self._before = (
                tuple(hand_events(laid, self.session.human_seat)) if laid.hand.history else ()
            )
        return self._before
