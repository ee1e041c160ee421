"""``GameModel``: the one Qt object between the play layer and the table (and the app shell).

The match in progress lives in the play layer's ``Session`` (``truco_desktop.play``): it
applies the human's intent and the bots' decisions, saves, keeps hands and counts the
result. This model forwards to it and turns what it reports into signals, with the
engine's own events redacted for the human seat (seat 0). It draws nothing and decides no
rule: legality comes from the engine, the pace from the table's director. Signs (señas)
are table talk, not engine state: when the table sets ``sign_knowledge``, each bot is
asked with exactly the signs its seat saw or caught, as the protocol's third input.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...bots.levels import PLAYER_LEVELS
from ...play.players import BotFactory, WithSigns, standard_bot
from ...play.session import HUMAN_SEAT, Listener, Session
from ...play.table_state import SessionTable
from .contract import TableSignals

if TYPE_CHECKING:  # the engine itself loads with the first match, after the first paint
    from ...bots.base import Bot, Why
    from ...bots.characters import Picks
    from ...engine import Action, Rules
    from ...engine.events import Event
    from ...engine.view import SeatView
    from ...play.table_state import TableState
    from ...signs import SignKnowledge

#: The levels a person chooses for the computer players (``bots.levels``).
LEVELS = PLAYER_LEVELS

__all__ = ["HUMAN_SEAT", "LEVELS", "GameModel"]


class _Signals(Listener):
    """Turns what the session reports into the model's signals."""

    def __init__(self, model: GameModel) -> None:
        self.model = model

    def match_started(self, events: Sequence[Event]) -> None:
        model = self.model
        model.match_reset.emit()
        if events:
            model.events_ready.emit(list(events))
        model.match_changed.emit()

    def advanced(self, seat: int | None, events: Sequence[Event]) -> None:
        from ...engine.events import redact

        model = self.model
        if seat is None:  # a deal
            model.events_ready.emit(list(events))
            model.match_changed.emit()
            return
        model.emit_step([redact(e, model.human_seat) for e in events])


class GameModel(TableSignals):
    """A match in progress, as the table and the app shell see it (its signals are
    every table model's, ``contract.TableSignals``)."""

    #: The table showed a tip (its key): the window remembers it (issue 33).
    tip_seen = Signal(str)

    #: The coach's hints are offered against the computer, the offline daily included
    #: (issue 33; a network table's model says no).
    allows_coach = True
    #: The offline table makes its señas' controller itself (``TableModel``: a network
    #: seat's model brings its own).
    signs_controller = None

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        session: Session | None = None,
        bot_factory: BotFactory = standard_bot,
    ) -> None:
        super().__init__(parent)
        #: The play layer's session: the match, its bots and its stores.
        self.session = session if session is not None else Session(bot_factory=bot_factory)
        #: The table's states, made by the play layer; it hears of a new match before
        #: the signals below tell the table (``play.table_state``).
        self._states = SessionTable(self.session)
        self.session.listen(_Signals(self))
        #: The table's default: a call addressed to the human's team waits for him (his
        #: partner never answers first); ``set_partner_answers(True)`` lets him.
        self.session.partner_asks_first = True
        #: Option "Partner asks me first": the partner proposes his own truco calls.
        self.partner_proposes = False
        self.speed = "normal"
        #: Options "Partner signals (señas)" and "Opponents can catch signs".
        self.signs_enabled = True
        self.signs_catching = True
        #: Option "Show what señas mean": off, the log and the faces' tags say only that
        #: a sign was made.
        self.signs_meaning = True
        #: Options "Hints" and "Show tips", and the tips already shown (issue 33); the
        #: window sets them from the preferences (both on for a new player). A table
        #: without a window shows no tips until told to.
        self.hints_enabled = True
        self.tips_enabled = False
        self.tips_seen: tuple[str, ...] = ()
        #: Option "Look back after each hand" (issue 33 item 2).
        self.look_back_enabled = True
        #: Set by the table: the signs a seat saw or caught in this hand (None: no signs).
        self.sign_knowledge: Callable[[int], SignKnowledge | None] | None = None

    # ---------------------------------------------------------------- the contract
    @property
    def state(self) -> TableState | None:
        """The match as the person's table shows it (None before the first deal)."""
        return self._states.state()

    @property
    def human_seat(self) -> int:
        return self.session.human_seat

    @property
    def revision(self) -> int:
        """Counts every change of the match, so a late bot answer can be recognised."""
        return self.session.revision

    @property
    def partner_asks_first(self) -> bool:
        """Whether the partner asks the human before calling truco on his own turn."""
        return self.partner_proposes

    @property
    def human_answers(self) -> bool:
        """Whether a call addressed to the human's team waits for the human."""
        return self.session.partner_asks_first

    def new_match(
        self,
        rules: Rules,
        seed: str | None = None,
        opponents_level: str = "normal",
        partner_level: str = "normal",
        bot_seed: int | None = None,
        picks: Picks | None = None,
    ) -> None:
        """A new match; ``picks``: the characters chosen for the computer seats (the game
        fills the rest), None for plain seats."""
        self.session.new_match(
            rules, opponents_level, partner_level, seed=seed, bot_seed=bot_seed, picks=picks
        )

    def restore(
        self,
        data: dict[str, Any],
        *,
        opponents_level: str = "normal",
        partner_level: str = "normal",
        bot_seed: int | None = None,
    ) -> None:
        """Continue a match description. Raises ``BadRecord`` (and keeps the old one)."""
        self.session.restore(data, opponents_level, partner_level, bot_seed=bot_seed)

    def match_json(self) -> dict[str, Any]:
        return self.session.match_json()

    def submit(self, action: Action) -> bool:
        """The human's intent. Applied when the rules allow it, else ``refused`` is emitted."""
        refusal = self.session.submit(action)
        if refusal is not None:
            self.refused.emit(refusal.code, refusal.message)
            return False
        return True

    def set_partner_asks_first(self, value: bool) -> None:
        """The partner asks before calling truco on his own turn (a proposal)."""
        self.partner_proposes = bool(value)
        self.options_changed.emit()

    def set_partner_answers(self, value: bool) -> None:
        """The partner may answer a call for the team before the human (off by default)."""
        self.session.partner_asks_first = not value
        self.options_changed.emit()

    def set_signs(self, enabled: bool, catching: bool) -> None:
        """The señas options; they take effect at once."""
        if (self.signs_enabled, self.signs_catching) != (bool(enabled), bool(catching)):
            self.signs_enabled, self.signs_catching = bool(enabled), bool(catching)
            self.options_changed.emit()

    def set_coaching(
        self, hints: bool, tips: bool, seen: tuple[str, ...], look_back: bool = True
    ) -> None:
        """The coach's options (issue 33): hints, tips and the look back after each hand
        on or off, the tips shown."""
        new = (bool(hints), bool(tips), tuple(seen), bool(look_back))
        old = (self.hints_enabled, self.tips_enabled, self.tips_seen, self.look_back_enabled)
        if old != new:
            self.hints_enabled, self.tips_enabled, self.tips_seen, self.look_back_enabled = new
            self.options_changed.emit()

    def note_tip(self, key: str) -> None:
        """The table showed the tip ``key``: it is not shown again."""
        if key not in self.tips_seen:
            self.tips_seen = (*self.tips_seen, key)
            self.tip_seen.emit(key)

    def note_hint(self) -> None:
        """The coach gave a hint: a daily deal's result will say so."""
        self.session.note_hint()

    def level_for(self, seat: int) -> str:
        """The level of the computer player at ``seat``."""
        return self.session.level_for(seat)

    def cast(self) -> dict[int, str]:
        """The characters in the computer seats (seat -> key; none in the daily deal)."""
        return dict(self.session.characters)

    def character_for(self, seat: int) -> str | None:
        """The key of the character at ``seat`` (None: a plain seat)."""
        return self.session.character_for(seat)

    # ---------------------------------------------------------------- for the table
    @property
    def rules(self) -> Rules | None:
        return self.session.rules

    def view(self) -> SeatView | None:
        """All the human seat may see now (the state's view: made once per change)."""
        state = self.state
        return None if state is None else state.view

    def human_in_charge(self) -> bool:
        """Whether the decision awaited now is the human's to make."""
        return self.session.human_in_charge()

    def human_legal(self) -> tuple[Action, ...]:
        """The actions the human may take now (empty when a bot is in charge)."""
        return self.session.human_legal()

    def bot_to_act(self) -> int | None:
        """The computer seat whose decision is awaited, or None."""
        return self.session.bot_to_act()

    def advisor_seat(self) -> int | None:
        """The partner whose suggestion the human sees when he answers for him."""
        return self.session.advisor_seat()

    def bot_job(self, seat: int) -> tuple[Bot, SeatView, random.Random, int]:
        """What a worker needs to let ``seat``'s bot choose: bot, view, generator, revision."""
        session = self.session
        view = session.view(seat)
        if view is None:
            raise RuntimeError("no match in progress")
        bot: Bot = session.bot(seat)
        knowledge = self.sign_knowledge(seat) if self.sign_knowledge is not None else None
        if knowledge is not None:
            bot = WithSigns(bot, knowledge)
        return bot, view, session.rng(seat), session.revision

    def apply_bot(
        self, seat: int, action: Action, revision: int, why: Why | str | None = None
    ) -> bool:
        """A bot's decision (and its reason, for the hand history), applied if the match
        has not moved since it was asked."""
        return self.session.apply_bot(seat, action, revision, why)

    def deal_next(self) -> bool:
        """Deal the next hand when the last one is over and the match is not."""
        return self.session.next_hand() is not None

    def play_again(self) -> None:
        """A new match with the same rules and levels."""
        if self.session.rules is not None:
            self.session.play_again()
