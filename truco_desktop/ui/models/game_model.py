"""``GameModel``: the one Qt object between the engine and the table (and the app shell).

The engine's ``Match`` is the truth; this model holds it, applies the human's intent and
the bots' decisions, and tells the views what happened with the engine's own events
(redacted for the human seat, who sits at seat 0). It draws nothing and decides no rule:
legality comes from the engine, the pace from the table's director. Signs (señas) are
table talk, not engine state: when the table sets ``sign_knowledge``, each bot is asked
with exactly the signs its seat saw or caught, as the protocol's third input.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ... import engine
from ...engine.seats import team_of

if TYPE_CHECKING:  # the engine itself loads with the first match, after the first paint
    from ...engine import Action, Match, Rules
    from ...engine.view import SeatView

HUMAN_SEAT = 0
LEVELS = ("easy", "normal", "hard", "expert")


def make_bot(level: str, falta: str = "total") -> Any:
    """A bot of ``level``: the bots package's factory when it exists, else the random bot."""
    try:
        from ...bots import make_bot as factory  # type: ignore[attr-defined]
    except ImportError:
        factory = None
    if factory is None:
        try:
            from ...bots.levels import make_bot as factory  # type: ignore[no-redef]
        except ImportError:
            factory = None
    if factory is not None:
        try:
            return factory(level, falta=falta)
        except TypeError:
            return factory(level)
        except (KeyError, ValueError):
            pass
    from ...bots.base import RandomBot

    return RandomBot()


class WithSigns:
    """A bot asked once with the señas its seat saw or caught (``choose``'s third input)."""

    def __init__(self, bot: Any, signs: Any) -> None:
        self.bot = bot
        self.signs = signs
        self.name = getattr(bot, "name", "bot")

    def choose(self, view: SeatView, rng: random.Random) -> Any:
        return self.bot.choose(view, rng, self.signs)


class GameModel(QObject):
    """A match in progress, as the table and the app shell see it."""

    #: After every applied action or deal (the app saves on it).
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

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._bots: dict[int, Any] = {}
        self._rngs: dict[int, random.Random] = {}
        self._levels = ("normal", "normal")
        self._falta = "total"
        self.speed = "normal"
        self.partner_asks_first = False
        #: Options "Partner signals (señas)" and "Opponents can catch signs".
        self.signs_enabled = True
        self.signs_catching = True
        #: Set by the table: the signs a seat saw or caught in this hand (None: no signs).
        self.sign_knowledge: Callable[[int], Any] | None = None
        #: Counts every change of the match, so a late bot answer can be recognised.
        self.revision = 0

    # ---------------------------------------------------------------- the contract
    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def human_seat(self) -> int:
        return HUMAN_SEAT

    def new_match(
        self,
        rules: Rules,
        seed: str | None = None,
        opponents_level: str = "normal",
        partner_level: str = "normal",
        bot_seed: int | None = None,
    ) -> None:
        self._levels = (opponents_level, partner_level)
        self._falta = rules.falta
        self._make_bots(rules.players, bot_seed)
        match, events = engine.Match.start(rules, seed=seed)
        self._set_match(match)
        self.match_reset.emit()
        self.events_ready.emit(events)
        self.match_changed.emit()

    def restore(self, data: dict[str, Any]) -> None:
        """Continue a saved match. Raises ``BadRecord`` (and keeps the old one) if wrong."""
        match = engine.Match.from_json(data)
        self._falta = match.rules.falta
        self._make_bots(match.rules.players, None)
        self._set_match(match)
        self.match_reset.emit()
        self.match_changed.emit()

    def match_json(self) -> dict[str, Any]:
        if self._match is None:
            raise RuntimeError("no match in progress")
        return self._match.to_json()

    def submit(self, action: Action) -> bool:
        """The human's intent. Applied when the rules allow it, else ``refused`` is emitted."""
        match = self._match
        if match is None:
            self.refused.emit("no_match", "there is no match in progress")
            return False
        if match.hand.is_over:
            self.refused.emit("hand_over", "the hand is over")
            return False
        if action not in self.human_legal():
            if action in match.hand.legal_actions_for(HUMAN_SEAT):
                self.refused.emit("partner_answers", "your partner answers this call")
            else:
                err = match.hand.explain_illegal(HUMAN_SEAT, action)
                self.refused.emit(err.code, err.message)
            return False
        self._apply(HUMAN_SEAT, action)
        return True

    def set_animation_speed(self, name: str) -> None:
        from ..table.motion import SPEEDS

        if name not in SPEEDS:
            raise ValueError(f"unknown animation speed {name!r}")
        self.speed = name
        self.speed_changed.emit(name)

    def set_partner_asks_first(self, value: bool) -> None:
        self.partner_asks_first = bool(value)
        self.options_changed.emit()

    def set_signs(self, enabled: bool, catching: bool) -> None:
        """The señas options; they take effect at once."""
        if (self.signs_enabled, self.signs_catching) != (bool(enabled), bool(catching)):
            self.signs_enabled, self.signs_catching = bool(enabled), bool(catching)
            self.options_changed.emit()

    def level_for(self, seat: int) -> str:
        """The level of the computer player at ``seat``."""
        return self._level_for(seat)

    # ---------------------------------------------------------------- for the table
    @property
    def rules(self) -> Rules | None:
        return None if self._match is None else self._match.rules

    def view(self) -> SeatView | None:
        """All the human seat may see now."""
        return None if self._match is None else engine.view.view_for(self._match.hand, HUMAN_SEAT)

    def human_in_charge(self) -> bool:
        """Whether the decision awaited now is the human's to make."""
        match = self._match
        if match is None or match.hand.is_over:
            return False
        hand = match.hand
        d = hand.decision()
        if d is None:
            return False
        seat, deciding = d
        if seat == HUMAN_SEAT:
            return True
        if team_of(seat) != team_of(HUMAN_SEAT) or not hand.legal_actions_for(HUMAN_SEAT):
            return False
        # The mão de onze is the team's decision: the human takes it for his team.
        return deciding == "onze" or self.partner_asks_first

    def human_legal(self) -> tuple[Action, ...]:
        """The actions the human may take now (empty when a bot is in charge)."""
        if not self.human_in_charge():
            return ()
        assert self._match is not None
        # The view's list: in a mão de ferro it offers positions, never the hidden cards.
        return engine.view.view_for(self._match.hand, HUMAN_SEAT).legal

    def bot_to_act(self) -> int | None:
        """The computer seat whose decision is awaited, or None."""
        match = self._match
        if match is None or match.hand.is_over or self.human_in_charge():
            return None
        return match.hand.to_act

    def advisor_seat(self) -> int | None:
        """The partner whose suggestion the human sees when he answers for him."""
        match = self._match
        if match is None or match.hand.is_over:
            return None
        seat = match.hand.to_act
        if seat is None or seat == HUMAN_SEAT or not self.human_in_charge():
            return None
        return seat

    def bot_job(self, seat: int) -> tuple[Any, SeatView, random.Random, int]:
        """What a worker needs to let ``seat``'s bot choose: bot, view, generator, revision."""
        assert self._match is not None
        if seat not in self._bots:
            self._bots[seat] = make_bot(self._level_for(seat), self._falta)
            self._rngs.setdefault(seat, random.Random())
        bot = self._bots[seat]
        knowledge = self.sign_knowledge(seat) if self.sign_knowledge is not None else None
        if knowledge is not None:
            bot = WithSigns(bot, knowledge)
        return bot, engine.view.view_for(self._match.hand, seat), self._rngs[seat], self.revision

    def apply_bot(self, seat: int, action: Action, revision: int) -> bool:
        """A bot's decision, applied if the match has not moved since it was asked."""
        match = self._match
        if match is None or revision != self.revision or seat == HUMAN_SEAT:
            return False
        if match.hand.is_over or action not in engine.view.view_for(match.hand, seat).legal:
            return False
        self._apply(seat, action)
        return True

    def deal_next(self) -> bool:
        """Deal the next hand when the last one is over and the match is not."""
        match = self._match
        if match is None or not match.needs_deal:
            return False
        match, events = match.next_hand()
        self._set_match(match)
        self.events_ready.emit(events)
        self.match_changed.emit()
        return True

    def play_again(self) -> None:
        """A new match with the same rules and levels."""
        if self._match is None:
            return
        self.new_match(self._match.rules, None, *self._levels)

    # ---------------------------------------------------------------- internals
    def _level_for(self, seat: int) -> str:
        return self._levels[1] if team_of(seat) == team_of(HUMAN_SEAT) else self._levels[0]

    def _make_bots(self, players: int, bot_seed: int | None) -> None:
        # The bots themselves are made when first asked (``bot_job``): importing them
        # waits until after the table's first paint.
        self._bots = {}
        self._rngs = {}
        base = random.Random(bot_seed) if bot_seed is not None else random.Random()
        for seat in range(1, players):
            self._rngs[seat] = random.Random(base.getrandbits(64))

    def _set_match(self, match: Match) -> None:
        self._match = match
        self.revision += 1

    def _apply(self, seat: int, action: Action) -> None:
        assert self._match is not None
        try:
            match, events = self._match.apply(seat, action)
        except engine.IllegalAction as err:  # checked above; kept for safety
            self.refused.emit(err.code, err.message)
            return
        self._set_match(match)
        seen = [engine.events.redact(e, HUMAN_SEAT) for e in events]
        self.events_ready.emit(seen)
        self.match_changed.emit()
        for event in seen:
            if isinstance(event, engine.events.HandOver):
                self.hand_finished.emit()
            elif isinstance(event, engine.events.MatchOver):
                self.match_finished.emit(event.winner)
