"""The match in progress: played, saved after every action, resumed, counted once.

A `Session` holds the engine's `Match` (the truth) and everything the application keeps
around it: the computer players' levels and bot seed, the daily deal being played, and
whether the finished match was counted. Every change goes through it:

* `new_match`, `start_daily`, `play_again`, `restore` and `resume` put a match on the
  table; `apply` (any seat), `submit` (the human's intent), `apply_bot` (a bot's answer
  that may have gone stale) and `next_hand` move it on; `decide` and `bot_turn` let a
  computer player choose, through the injected bot factory.
* After every action or deal the whole match (seed plus actions) is written to the save
  file (`storage.savegame`), atomically, so closing, crashing or a power cut costs at most
  the action being applied. `hold_saves` keeps that write in memory until
  `release_saves` (the app's start, before the first paint). A save the disk refuses is
  told once per cause (not once per move) and the match goes on; nothing that touches a
  file raises out of the session.
* `load_saved` checks a saved match by replaying it before it is offered back: one that
  does not replay is set aside with its bytes as they were, and the player is told; one
  whose match was over is counted (once) and cleared. Only a match that can go on is
  offered.
* Each finished hand goes to the hand history with the bots' reasons, its number in its
  match and the characters at the table, and to the statistics (its hands, envidos and
  trucos, counted from its own events, `summary`): how many hands were counted is in the
  save, written before the count, so a hand is never counted twice. A finished match
  adds its result exactly once, a match left before its end counts as abandoned (with
  the envidos and trucos of its unfinished hand), and the daily deal's first attempt of
  a day goes to the leaderboard.

The session is told nothing and tells its `Listener`s what happened: the Qt model turns
that into signals, a test or a tool can simply read the return values. Without stores
(`Session()`) nothing is written: a demo, a test, a tool.

No Qt here: the messages are `storage.notices.Notice` codes with English text, for the
interface to translate.
"""

from __future__ import annotations

import datetime as _dt
import errno
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from truco_desktop import engine
from truco_desktop.bots.levels import DEFAULT_LEVEL
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.seats import team_of
from truco_desktop.paths import AppPaths
from truco_desktop.play.players import (
    BotFactory,
    WithSigns,
    decision_rng,
    draw_bot_seed,
    standard_bot,
    why_json,
)
from truco_desktop.play.savefile import (
    DailyState,
    SavedSession,
    read_saved,
    session_payload,
    session_started,
)
from truco_desktop.storage.notices import Notice
from truco_desktop.storage.savegame import SaveLoad, SaveStore
from truco_desktop.storage.stats import StatsStore

if TYPE_CHECKING:  # the engine's play, the bots and the stores' helpers load when used
    import random
    from pathlib import Path

    from truco_desktop.bots.base import Bot, Decision, Why
    from truco_desktop.bots.characters import Picks
    from truco_desktop.engine.actions import Action
    from truco_desktop.engine.events import Event
    from truco_desktop.engine.match import Match
    from truco_desktop.engine.rules import Rules
    from truco_desktop.engine.view import SeatView
    from truco_desktop.play.daily import DailyEntry, DailySetup
    from truco_desktop.play.history import HandHistory, ImportResult
    from truco_desktop.play.summary import HandsTally, MatchSummary
    from truco_desktop.signs import HandSigns, SignKnowledge

_log = logging.getLogger(__name__)

#: The seat of the person at the screen (COMMON-SEAT-3: seat 0, team 0).
HUMAN_SEAT: Final = 0
#: The table of three, the gallo's (AR-GALLO-1): one plays alone against the other two,
#: and who is alone changes, so nobody is the human's partner for the whole match.
GALLO_PLAYERS: Final = 3


class Refusal(NamedTuple):
    """Why an intent was not applied: a reason code and English words."""

    code: str
    message: str


class Listener:
    """What a session tells the application around it; each method here does nothing."""

    def match_started(self, events: Sequence[Event]) -> None:
        """A new or restored match replaced the old one; the events of its first deal
        (none for a restored match)."""

    def advanced(self, seat: int | None, events: Sequence[Event]) -> None:
        """``seat``'s action was applied, or (``seat`` None) the next hand was dealt."""

    def notice(self, notice: Notice) -> None:
        """Something the player should read (a file problem, a practice daily deal)."""

    def match_recorded(self, summary: MatchSummary) -> None:
        """A finished match was counted in the statistics."""

    def daily_finished(self, entry: DailyEntry) -> None:
        """A scored daily deal was finished and recorded: its leaderboard row."""


class Session:
    """One match in progress, its stores and its computer players."""

    def __init__(
        self,
        paths: AppPaths | None = None,
        *,
        saves: SaveStore | None = None,
        stats: StatsStore | None = None,
        history: HandHistory | None = None,
        bot_factory: BotFactory = standard_bot,
        today: Callable[[], _dt.date] = _dt.date.today,
    ) -> None:
        self.human_seat = HUMAN_SEAT
        self.bot_factory = bot_factory
        self.today = today
        self.paths: AppPaths | None = None
        self.saves: SaveStore | None = None
        self.stats: StatsStore | None = None
        self._history: HandHistory | None = None
        if paths is not None or saves is not None or stats is not None or history is not None:
            self.use_stores(paths, saves=saves, stats=stats, history=history)
        self.listeners: list[Listener] = []
        self.match: Match | None = None
        self.levels: tuple[str, str] = (DEFAULT_LEVEL, DEFAULT_LEVEL)
        #: The character in each computer seat (seat -> `bots.characters` key); a seat
        #: without one (the daily deal's, an old save's) plays its level's own style.
        self.characters: dict[int, str] = {}
        #: The player's picks for the computer seats (`new_match`'s, or changed since by
        #: the player); None: `play_again` seats the same characters again.
        self.picks: Picks | None = None
        #: The characters last seated in the partner and opponent places (seat order),
        #: kept across matches with fewer places, so that a change of rules can seat the
        #: same table again (`new_match`'s ``keep_table``).
        self._table: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.bot_seed = 0
        self.daily: DailyState | None = None
        #: The finished match was counted (kept in the save, so it is counted once).
        self.recorded = False
        #: How many of the match's hands the statistics have counted (kept in the save).
        self.counted_hands = 0
        #: Saving may be turned off (the tests' windows, when they are closed).
        self.saving = True
        #: The option "Partner asks me first": the human answers for his team.
        self.partner_asks_first = False
        #: Counts every change of the match, so a late bot answer can be recognised.
        self.revision = 0
        self._bots: dict[int, Bot] = {}
        self._whys: list[object] = []
        self._kept: set[tuple[str, int]] = set()
        self._held = False
        self._waiting = False
        #: The causes of failed saves already told (an errno's name, or the error's kind);
        #: emptied by a save that works, so a new failure is told again.
        self._save_failures: set[str] = set()
        #: The payload `load_saved` checked last, and what it replayed to.
        self._vetted: tuple[Mapping[str, Any], SavedSession] | None = None

    # ------------------------------------------------------------------ stores

    def use_stores(
        self,
        paths: AppPaths | None,
        *,
        saves: SaveStore | None = None,
        stats: StatsStore | None = None,
        history: HandHistory | None = None,
    ) -> None:
        """Save, count and keep hands in these stores (those not given: under `paths`)."""
        self.paths = paths
        self.saves = saves if saves is not None or paths is None else SaveStore(paths)
        self.stats = stats if stats is not None or paths is None else StatsStore(paths)
        self._history = history
        if history is not None and history.on_notice is None:
            history.on_notice = self._tell

    @property
    def history(self) -> HandHistory | None:
        """The hand history (opened on first use), None without stores."""
        if self._history is None and self.paths is not None:
            from truco_desktop.play.history import HandHistory

            self._history = HandHistory(self.paths, on_notice=self._tell)
        return self._history

    def listen(self, listener: Listener) -> None:
        self.listeners.append(listener)

    # ------------------------------------------------------------------ reading

    @property
    def rules(self) -> Rules | None:
        return None if self.match is None else self.match.rules

    def in_progress(self) -> bool:
        """A match that the player has started playing and that is not over."""
        match = self.match
        if match is None or match.series_over:
            return False
        return match.hand_number > 0 or bool(match.hand.history)

    def view(self, seat: int | None = None) -> SeatView | None:
        """All ``seat`` (the human's by default) may see now."""
        if self.match is None:
            return None
        from truco_desktop.engine.view import view_for

        return view_for(self.match.hand, self.human_seat if seat is None else seat)

    def character_for(self, seat: int) -> str | None:
        """The key of the character at ``seat``, None when no character sits there."""
        return self.characters.get(seat)

    def level_for(self, seat: int) -> str:
        """The level of the computer player at ``seat`` (partner or opponent)."""
        opponents, partner = self.levels
        return partner if team_of(seat) == team_of(self.human_seat) else opponents

    def lay_signs(self, *, catching: bool) -> HandSigns | None:
        """The señas of the hand in play, laid as every table lays them
        (``signs.lay_hand_signs``): each computer seat signs what it holds, at its
        character's rate (its level's for a plain seat); the human catches as a person
        does. The daily deal is laid the same way by the server that verifies it."""
        from truco_desktop.engine.view import view_for
        from truco_desktop.play.computer import sign_rate_for
        from truco_desktop.signs import HUMAN_CATCHES_AS, lay_hand_signs

        match = self._require()
        human = self.human_seat
        computers = [s for s in range(match.rules.players) if s != human]
        levels = {s: self.level_for(s) for s in computers}
        levels[human] = HUMAN_CATCHES_AS
        signers = {
            s: (view_for(match.hand, s).cards, sign_rate_for(levels[s], self.character_for(s)))
            for s in computers
        }
        return lay_hand_signs(
            view_for(match.hand, human),
            match.seed,
            match.hand_number,
            levels=levels,
            catching=catching,
            signers=signers,
        )

    def human_in_charge(self) -> bool:
        """Whether the decision awaited now is the human's to make."""
        match = self.match
        if match is None or match.hand.is_over:
            return False
        hand = match.hand
        d = hand.decision()
        if d is None:
            return False
        seat, deciding = d
        if seat == self.human_seat:
            return True
        if team_of(seat) != team_of(self.human_seat) or not hand.legal_actions_for(self.human_seat):
            return False
        # The mão de onze is the team's decision: the human takes it for his team.
        return deciding == "onze" or self.partner_asks_first

    def human_legal(self) -> tuple[Action, ...]:
        """The actions the human may take now (empty when a bot is in charge)."""
        if not self.human_in_charge():
            return ()
        view = self.view()
        # The view's list: in a mão de ferro it offers positions, never the hidden cards.
        return () if view is None else view.legal

    def bot_to_act(self) -> int | None:
        """The computer seat whose decision is awaited, or None."""
        match = self.match
        if match is None or match.hand.is_over or self.human_in_charge():
            return None
        return match.hand.to_act

    def advisor_seat(self) -> int | None:
        """The partner whose suggestion the human sees when he answers for him."""
        match = self.match
        if match is None or match.hand.is_over or not self.human_in_charge():
            return None
        seat = match.hand.to_act
        return None if seat is None or seat == self.human_seat else seat

    def refusal(self, action: Action) -> Refusal | None:
        """Why the human may not take ``action`` now, or None if he may."""
        match = self.match
        if match is None:
            return Refusal("no_match", "there is no match in progress")
        if match.hand.is_over:
            return Refusal("hand_over", "the hand is over")
        if action in self.human_legal():
            return None
        if action in match.hand.legal_actions_for(self.human_seat):
            return Refusal("partner_answers", "your partner answers this call")
        err = match.hand.explain_illegal(self.human_seat, action)
        return Refusal(err.code, err.message)

    # ------------------------------------------------------------------ bots

    def bot(self, seat: int) -> Bot:
        """The computer player of ``seat`` (made by the factory when first asked)."""
        bot = self._bots.get(seat)
        if bot is None:
            level, character = self.level_for(seat), self.characters.get(seat)
            if character is None:
                bot = self.bot_factory(level)
            else:
                bot = self.bot_factory(level, character)
            self._bots[seat] = bot
            self._recall(seat, bot)
        return bot

    def _recall(self, seat: int, bot: Bot) -> None:
        """A computer player made in the middle of a match (a resumed one) is shown the
        ends of the hands already played, as the one that sat there from the start saw
        them (``_hands_end``): a player who reads the table (``bots.reads``) remembers
        what it read, so that a resumed match goes on exactly as it would have."""
        observe = getattr(bot, "observe", None)
        match = self.match
        if observe is None or match is None or not match.past:
            return
        from truco_desktop.engine import Match
        from truco_desktop.engine.actions import parse
        from truco_desktop.engine.view import view_for

        replayed = Match.new(match.rules, seed=match.seed)
        for index, actions in enumerate(match.past):
            if index:
                replayed, _ = replayed.next_hand()
            for who, word in actions:
                replayed, _ = replayed.apply(who, parse(word))
            observe(view_for(replayed.hand, seat))

    def _hands_end(self) -> None:
        """A hand is over: every computer player sees its last view, as the table shows
        it (the answers after its own last decision, the cards shown at the end)."""
        match = self.match
        if match is None or not match.hand.is_over:
            return
        from truco_desktop.engine.view import view_for

        for seat, bot in self._bots.items():
            observe = getattr(bot, "observe", None)
            if observe is not None:
                observe(view_for(match.hand, seat))

    def rng(self, seat: int) -> random.Random:
        """The generator for ``seat``'s decision now (the same for the same position)."""
        match = self._require()
        return decision_rng(self.bot_seed, seat, match.hand_number, len(match.hand.history))

    def decide(self, seat: int, signs: SignKnowledge | None = None) -> Decision:
        """Let ``seat``'s computer player choose now, with the señas it saw or caught."""
        view = self.view(seat)
        if view is None:
            raise RuntimeError("no match in progress")
        bot = self.bot(seat)
        if signs is not None:
            bot = WithSigns(bot, signs)
        return bot.choose(view, self.rng(seat))

    def bot_turn(self, *, every_seat: bool = False) -> list[Event] | None:
        """A computer player's turn: it chooses and its action is applied.

        None when no computer player is to act. ``every_seat``: the computer plays the
        human's seat too (a demo, a test), with the partner's level.
        """
        match = self.match
        if match is None or match.hand.is_over:
            return None
        seat = match.hand.to_act if every_seat else self.bot_to_act()
        if seat is None:
            return None
        decision = self.decide(seat)
        return self.apply(seat, decision.action, decision.why)

    # ------------------------------------------------------------------ starting

    def new_match(
        self,
        rules: Rules,
        opponents_level: str = DEFAULT_LEVEL,
        partner_level: str = DEFAULT_LEVEL,
        *,
        seed: str | None = None,
        bot_seed: int | None = None,
        picks: Picks | None = None,
        keep_table: bool = False,
    ) -> list[Event]:
        """Leave the match in progress (a scored daily deal counts as lost) and deal a new
        one; the events of its first deal.

        ``picks``: the characters the player chose for the computer seats (the game fills
        the seats left to it, `bots.characters.choose_cast`); None seats no characters.
        ``keep_table``: a place left to the game goes to the character who sat there last
        (`keeping_table`): a change of rules is not a new table, and a partner who became
        an opponent at the switch of variant read as a defect to players.
        """
        self.abandon()
        self.picks = picks
        seated = self.keeping_table(picks) if keep_table and picks is not None else picks
        return self._start(rules, opponents_level, partner_level, seed, bot_seed, None, seated)

    def start_daily(self, rules: Rules, date: _dt.date | None = None) -> DailySetup:
        """Start the daily deal of `date` (today) with `rules`; tell if it is practice."""
        from truco_desktop.play.daily import DAILY_LEVEL, daily_setup

        self.abandon()
        setup = daily_setup(date or self.today(), rules)
        scored = self.stats is None or (
            self.stats.daily_result(setup.date.isoformat(), setup.key) is None
        )
        daily = DailyState(setup.date, setup.key, scored)
        self._start(setup.rules, DAILY_LEVEL, DAILY_LEVEL, setup.seed, setup.bot_seed, daily)
        if not scored:
            self._tell(
                Notice(
                    "session.daily_practice",
                    "You have already played today's deal with these rules, so this game is"
                    " for practice and is not scored.",
                )
            )
        return setup

    def play_again(self) -> list[Event]:
        """A new match with the same rules and levels (after one ended), and the player's
        picks (the game's choice drawn again), else the same characters."""
        match = self._require()
        picks = self.picks
        if picks is None and self.characters:
            from truco_desktop.bots.characters import Picks

            picks = Picks(*self._seated(match.rules.players))
        return self.new_match(match.rules, *self.levels, picks=picks)

    def keeping_table(self, picks: Picks) -> Picks:
        """``picks`` with each place left to the game (``AUTO``) given to the character who
        sat in that place last, partners and opponents apart, in seat order; a place the
        table never had stays the game's to fill. A character the player picked, or one
        already kept, is not kept a second time (a table seats each character once)."""
        from truco_desktop.bots.characters import AUTO, Picks

        used = {key for key in (*picks.partners, *picks.opponents) if key != AUTO}

        def fill(chosen: tuple[str, ...], kept: tuple[str, ...]) -> tuple[str, ...]:
            places: list[str] = []
            for i in range(max(len(chosen), len(kept))):
                pick = chosen[i] if i < len(chosen) else AUTO
                if pick == AUTO and i < len(kept) and kept[i] not in used:
                    pick = kept[i]
                    used.add(pick)
                places.append(pick)
            return tuple(places)

        partners, opponents = self._table
        return Picks(fill(picks.partners, partners), fill(picks.opponents, opponents))

    def restore(
        self,
        match_json: Mapping[str, Any],
        opponents_level: str = DEFAULT_LEVEL,
        partner_level: str = DEFAULT_LEVEL,
        *,
        bot_seed: int | None = None,
        characters: Mapping[int, str] | None = None,
    ) -> None:
        """Continue a match description. Raises BadRecord (and keeps the old match)."""
        match = engine.Match.from_json(dict(match_json))
        levels = (opponents_level, partner_level)
        self._put(match, levels, bot_seed, None, recorded=False, characters=characters)
        self._notify(lambda listener: listener.match_started(()))
        self.save_now()

    def load_saved(self) -> SaveLoad:
        """The saved match, checked by replaying it: "ok" only for a match that can go on.

        A save that does not replay is set aside with its bytes as they were and the
        player is told (a notice to the listeners); one whose match was over is counted
        if it was not yet, and cleared. Both then read as "none": there is nothing to
        offer. The other results are `SaveStore.load`'s (a corrupt or newer file, with
        the message the caller shows). Never raises.
        """
        self._vetted = None
        if self.saves is None:
            return SaveLoad("none")
        loaded = self.saves.load()
        if loaded.status != "ok" or loaded.payload is None:
            return loaded
        try:
            saved = read_saved(loaded.payload)
        except BadRecord as error:
            self._set_aside(str(error))
            return SaveLoad("none")
        if saved.match.series_over:
            self._close_finished(saved)
            return SaveLoad("none")
        self._vetted = (loaded.payload, saved)
        return loaded

    def resume(self, payload: Mapping[str, Any]) -> bool:
        """Continue a saved session; False (the file moved aside, a notice) if it is bad,
        or if its match was over (counted now if it was not yet)."""
        vetted = self._vetted
        self._vetted = None
        if vetted is not None and vetted[0] is payload:
            saved = vetted[1]  # `load_saved` has just replayed it
        else:
            try:
                saved = read_saved(payload)
            except BadRecord as error:
                self._set_aside(str(error))
                return False
        if saved.match.series_over:
            self._close_finished(saved)
            return False
        levels = (saved.opponents_level, saved.partner_level)
        self._put(
            saved.match,
            levels,
            saved.bot_seed,
            saved.daily,
            saved.recorded,
            characters=saved.characters,
            counted=saved.counted_hands,
        )
        self._notify(lambda listener: listener.match_started(()))
        self.save_now()
        return True

    def _close_finished(self, saved: SavedSession) -> None:
        """A saved match that was over (the app closed just after it ended): count it if
        it was not yet, and clear the save so that it is not offered again."""
        self.daily = saved.daily
        if not saved.recorded:
            self.counted_hands = saved.counted_hands
            self._count(saved.match, saved.characters)
        if self.saves is not None:
            self.saves.clear()
        self.daily = None

    def abandon(self) -> None:
        """The player leaves the match in progress: it counts as abandoned (with what
        its unfinished hand played), and a scored daily deal counts as lost."""
        match = self.match
        daily = self.daily
        if match is not None and self.in_progress():
            self._count_abandoned(match, self.counted_hands)
        if daily is not None and daily.scored and match is not None and self.in_progress():
            us, them = match.score
            self._record_daily(daily.entry(False, us, them, match.hand_number + 1))
        self.daily = None

    def discard_saved(self) -> None:
        """The player declined to resume: an unfinished scored daily deal is lost."""
        if self.saves is None:
            return
        loaded = self.saves.load()
        if loaded.status == "ok" and loaded.payload is not None:
            try:
                saved = read_saved(loaded.payload)
            except BadRecord:
                saved = None
            daily = None if saved is None else saved.daily
            if saved is not None and session_started(loaded.payload):
                self._count_abandoned(saved.match, saved.counted_hands)
            if saved is not None and daily is not None and daily.scored:
                match = saved.match
                if not match.series_over:
                    us, them = match.score
                    self._record_daily(daily.entry(False, us, them, match.hand_number + 1))
        self.saves.clear()

    # ------------------------------------------------------------------ playing

    def apply(self, seat: int, action: Action, why: Why | str | None = None) -> list[Event]:
        """Apply ``seat``'s action (``why``: the bot's reason, kept in the hand history).

        Raises ``IllegalAction`` (and nothing changes) if the rules do not allow it. The
        match is saved, a finished hand kept and a finished match counted before this
        returns.
        """
        match, events = self._require().apply(seat, action)
        self._whys.append(why_json(why))
        self._set(match)
        self._hands_end()
        self._after_action()
        self._notify(lambda listener: listener.advanced(seat, events))
        return events

    def submit(self, action: Action) -> Refusal | None:
        """The human's intent: applied when the rules allow it, else why not."""
        refusal = self.refusal(action)
        if refusal is None:
            self.apply(self.human_seat, action)
        return refusal

    def apply_bot(
        self, seat: int, action: Action, revision: int, why: Why | str | None = None
    ) -> bool:
        """A bot's decision, applied if the match has not moved since it was asked."""
        match = self.match
        if match is None or revision != self.revision or seat == self.human_seat:
            return False
        view = self.view(seat)
        if match.hand.is_over or view is None or action not in view.legal:
            return False
        self.apply(seat, action, why)
        return True

    def next_hand(self) -> list[Event] | None:
        """Deal the next hand when the last one is over and the match is not; its events."""
        match = self.match
        if match is None or not match.needs_deal:
            return None
        match, events = match.next_hand()
        self._whys = []
        self._set(match)
        self.save_now()
        self._notify(lambda listener: listener.advanced(None, events))
        return events

    # ------------------------------------------------------------------ saving

    def payload(self) -> dict[str, object]:
        """What the save file holds for the match in progress (`savefile`)."""
        return session_payload(
            self._require(),
            self.levels,
            self.bot_seed,
            self.daily,
            self.recorded,
            self.characters,
            self.counted_hands,
        )

    def match_json(self) -> dict[str, object]:
        """The match in progress as a save describes it (a practice table starts from
        it); RuntimeError when there is none."""
        return self._require().to_json()

    def hold_saves(self) -> None:
        """Keep saves in memory until `release_saves` (the start, before the first paint)."""
        self._held = True

    def release_saves(self) -> None:
        """Stop holding saves; write the one that waited, if any."""
        self._held = False
        if self._waiting:
            self._waiting = False
            self.save_now()

    def save_now(self, *, finished: bool = False) -> None:
        """Write the match in progress; a finished match only with `finished`."""
        match = self.match
        if self.saves is None or match is None or not self.saving:
            return
        if match.series_over and not finished:
            return
        if self._held and not finished:
            self._waiting = True
            return
        try:
            message = self.saves.save(self.payload())
        except (OSError, ValueError) as error:
            self._save_failed(error)
            return
        self._save_failures.clear()
        if message:
            self._tell(Notice("session.save_moved", message))

    def _save_failed(self, error: OSError | ValueError) -> None:
        """Log a failed save; tell the player once per cause, not after every move."""
        _log.warning("could not save the match: %s", error)
        if isinstance(error, OSError) and error.errno is not None:
            cause = errno.errorcode.get(error.errno, str(error.errno))
            words = error.strerror or str(error)
        else:
            cause = type(error).__name__
            words = str(error) or cause
        if cause in self._save_failures:
            return
        self._save_failures.add(cause)
        self._tell(
            Notice(
                "session.save_failed",
                f"The match could not be saved ({words}); it goes on, and saving will be"
                " tried again after the next move.",
                {"error": words, "cause": cause},
            )
        )

    # ------------------------------------------------------------------ history

    def export_history(self, variant: str, target: Path) -> int | None:
        """Write the kept hands of `variant` to `target`; how many, or None (and a notice)
        when the target cannot be written."""
        history = self.history
        if history is None:
            return None
        try:
            return history.export(variant, target)
        except (OSError, ValueError) as error:
            _log.warning("could not export the %s hands to %s: %s", variant, target, error)
            words = (error.strerror if isinstance(error, OSError) else None) or str(error)
            self._tell(
                Notice(
                    "session.export_failed",
                    f"The hands could not be exported to {target} ({words}).",
                    {"path": str(target), "error": words},
                )
            )
            return None

    def import_history(self, source: Path) -> ImportResult | None:
        """Add the hands of a JSON Lines file to the history (`HandHistory.import_file`:
        all of them or none, never raises); None without stores."""
        history = self.history
        return None if history is None else history.import_file(source)

    # ------------------------------------------------------------------ internals

    def _require(self) -> Match:
        if self.match is None:
            raise RuntimeError("no match in progress")
        return self.match

    def _start(
        self,
        rules: Rules,
        opponents: str,
        partner: str,
        seed: str | None,
        bot_seed: int | None,
        daily: DailyState | None,
        picks: Picks | None = None,
    ) -> list[Event]:
        match, events = engine.Match.start(rules, seed=seed)
        self._put(match, (opponents, partner), bot_seed, daily, recorded=False)
        if picks is not None and daily is None:
            self.characters = self._cast(rules.players, picks)
            self._remember_table()
        self._notify(lambda listener: listener.match_started(events))
        self.save_now()
        return events

    def _put(
        self,
        match: Match,
        levels: tuple[str, str],
        bot_seed: int | None,
        daily: DailyState | None,
        recorded: bool,
        characters: Mapping[int, str] | None = None,
        counted: int | None = None,
    ) -> None:
        """Make ``match`` the one in progress, with fresh bots. ``counted``: how many of
        its hands the statistics have counted (None: all finished ones, a match
        restored from elsewhere is counted from where it is)."""
        self.levels = levels
        players = match.rules.players
        self.characters = {
            seat: key
            for seat, key in (characters or {}).items()
            if 0 <= seat < players and seat != self.human_seat
        }
        self.bot_seed = draw_bot_seed() if bot_seed is None else bot_seed
        self.daily = daily
        self.recorded = recorded
        self.counted_hands = self._finished_hands(match) if counted is None else counted
        self._bots = {}
        self._whys = [None] * len(match.hand.history)
        # Hands finished before a restore are already in the history.
        self._kept = {(match.seed, n) for n in range(match.hand_number)}
        if match.hand.is_over:
            self._kept.add((match.seed, match.hand_number))
        self._set(match)
        self._remember_table()

    def _cast(self, players: int, picks: Picks) -> dict[int, str]:
        """The characters of a new match: the player's picks, the rest drawn from the
        match's bot seed (the same seed seats the same characters)."""
        import random

        from truco_desktop.bots.characters import choose_cast

        seats = [s for s in range(players) if s != self.human_seat]
        partners = [s for s in seats if self._partner(s, players)]
        opponents = [s for s in seats if not self._partner(s, players)]
        rng = random.Random(f"{self.bot_seed}/cast")
        return choose_cast(partners, opponents, picks, rng)

    def _seated(self, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The characters at the table: the partners' and the opponents', in seat order."""
        seats = sorted(self.characters)
        return (
            tuple(self.characters[s] for s in seats if self._partner(s, players)),
            tuple(self.characters[s] for s in seats if not self._partner(s, players)),
        )

    def _remember_table(self) -> None:
        """Keep who sits in each place; places this table lacks keep who sat there before
        (from four players to the gallo's three and back, the partner comes back)."""
        if self.match is None or not self.characters:
            return
        partners, opponents = self._seated(self.match.rules.players)
        old_partners, old_opponents = self._table
        self._table = (
            partners + old_partners[len(partners) :],
            opponents + old_opponents[len(opponents) :],
        )

    def _partner(self, seat: int, players: int) -> bool:
        """Whether ``seat`` is the human's partner for the whole match: at the gallo's
        table of three the sides change every hand, so everyone is an opponent."""
        if players == GALLO_PLAYERS:
            return False
        return team_of(seat) == team_of(self.human_seat)

    def _set(self, match: Match) -> None:
        self.match = match
        self.revision += 1

    def _after_action(self) -> None:
        match = self._require()
        if match.hand.is_over:
            self._keep_hand(match)
        if not match.series_over:
            hands = self._hands_to_count(match) if match.hand.is_over else None
            self.save_now()  # with the hands counted: never counted twice
            if hands is not None:
                self._record_hands(match, hands)
        elif not self.recorded:
            self.recorded = True
            self.save_now(finished=True)  # marks it counted before counting: never twice
            self._count(match, self.characters)
            if self.saves is not None:
                self.saves.clear()

    def _keep_hand(self, match: Match) -> None:
        """Put the finished hand in the hand history, with the bots' reasons."""
        key = (match.seed, match.hand_number)
        history = self.history
        if key in self._kept or history is None:
            return
        self._kept.add(key)
        from truco_desktop.engine.record import record_from_hand
        from truco_desktop.play.history import with_whys

        record = with_whys(record_from_hand(match.hand).to_json(), self._whys)
        # Beside the engine's record (which ignores keys it does not know): the hand's
        # number in its match, and who sat where (the replay names them).
        record["match_hand"] = match.hand_number + 1
        if self.characters:
            record["cast"] = {str(seat): key for seat, key in sorted(self.characters.items())}
        try:
            history.add(record)
        except (OSError, ValueError, BadRecord) as error:
            _log.warning("could not keep the hand in the history: %s", error)

    @staticmethod
    def _finished_hands(match: Match) -> int:
        """How many of ``match``'s hands are over."""
        return match.hand_number + int(match.hand.is_over)

    def _hands_to_count(self, match: Match) -> HandsTally | None:
        """The finished hands the statistics have not counted yet, now marked counted
        (the caller saves, then records them); None when there are none."""
        if self.stats is None or self._finished_hands(match) <= self.counted_hands:
            return None
        from truco_desktop.play.summary import tally_hands

        try:
            hands, finished = tally_hands(match.to_json(), self.counted_hands)
        except BadRecord as error:
            _log.warning("could not count the hand: %s", error)
            return None
        self.counted_hands = finished
        return hands

    def _record_hands(self, match: Match, hands: HandsTally) -> None:
        if self.stats is not None:
            from truco_desktop.play.summary import record_hands

            record_hands(self.stats, match.rules.variant_name, hands)

    def _count_abandoned(self, match: Match, counted: int) -> None:
        """A match left before its end: what it played and the statistics have not
        counted yet (its unfinished hand's envidos and trucos too), and that it was
        abandoned."""
        if self.stats is None or match.series_over:
            return
        from truco_desktop.play.summary import record_abandoned, tally_hands

        try:
            hands, _finished = tally_hands(match.to_json(), counted, unfinished=True)
        except BadRecord as error:
            _log.warning("could not count the abandoned match: %s", error)
        else:
            self._record_hands(match, hands)
        record_abandoned(self.stats, match.rules.variant_name)

    def _count(self, match: Match, characters: Mapping[int, str]) -> None:
        """Count a finished match in the statistics (and the daily deal's leaderboard):
        the hands not counted yet, its result, and the characters who sat with and
        against the player."""
        if self.stats is None:
            return
        from truco_desktop.play.summary import record_result, summarise, tally_hands

        try:
            summary = summarise(match.to_json())
            hands, finished = tally_hands(match.to_json(), self.counted_hands)
        except BadRecord as error:
            _log.warning("could not count the finished match: %s", error)
            return
        self.counted_hands = finished
        self._record_hands(match, hands)
        players = match.rules.players
        seats = sorted(characters)
        partners = [characters[s] for s in seats if self._partner(s, players)]
        opponents = [characters[s] for s in seats if not self._partner(s, players)]
        if record_result(self.stats, summary, partners, opponents) is not None:
            self._notify(lambda listener: listener.match_recorded(summary))
        daily = self.daily
        if daily is not None and daily.scored:
            entry = daily.entry(
                summary.won, summary.points_for, summary.points_against, summary.hands_played
            )
            if self._record_daily(entry):
                self._notify(lambda listener: listener.daily_finished(entry))

    def note_hint(self) -> None:
        """The coach gave the player a hint (issue 33): a daily deal's result says so."""
        daily = self.daily
        if daily is not None and not daily.hinted:
            self.daily = daily._replace(hinted=True)

    def _record_daily(self, entry: DailyEntry) -> bool:
        if self.stats is None:
            return False
        from truco_desktop.play.daily import record_daily

        return record_daily(self.stats, entry)

    def _set_aside(self, problem: str) -> None:
        """Move an unusable save aside and tell the player a new match will start."""
        moved_to = None if self.saves is None else self.saves.set_aside(problem)
        if moved_to is None:
            notice = Notice(
                "session.resume_failed",
                "Your saved match could not be resumed, so a new match will start.",
            )
        else:
            notice = Notice(
                "session.resume_moved",
                f"Your saved match could not be resumed, so it was moved aside to {moved_to}"
                " and a new match will start.",
                {"moved_to": str(moved_to)},
            )
        self._tell(notice)

    def _tell(self, notice: Notice) -> None:
        self._notify(lambda listener: listener.notice(notice))

    def _notify(self, call: Callable[[Listener], None]) -> None:
        for listener in list(self.listeners):
            call(listener)
