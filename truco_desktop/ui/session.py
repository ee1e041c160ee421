"""The match in progress as the app keeps it: saved after every action, counted once.

`Session` sits between the `GameModel` and the stores. After every applied action or
deal it writes the whole match (seed plus actions) to the save file, atomically, so
closing, crashing or a power cut costs at most the action being applied. Each finished
hand goes to the hand history; a finished match goes to the statistics exactly once,
counted from its own events (`match_summary`), and the daily deal's first attempt of a
day goes to the leaderboard.

The save file holds a *session* around the engine's match description::

    {"kind": "truco-desktop/session", "version": 1, "match": {<Match.to_json()>},
     "levels": {"opponents": "normal", "partner": "normal"},
     "daily": null | {"date": "2026-11-29", "key": "argentino.p4...", "scored": true},
     "recorded": false}

A bare match description (kind "truco-desktop/match") is accepted too.
"""

from __future__ import annotations

import datetime as _dt
import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from truco_desktop import engine
from truco_desktop.engine.errors import BadRecord
from truco_desktop.i18n import fill
from truco_desktop.paths import AppPaths
from truco_desktop.storage import SaveStore, StatsStore
from truco_desktop.storage.atomic import quarantine

if TYPE_CHECKING:
    # Imported where used: none of them is needed before the table's first paint.
    from truco_desktop.daily import DailyEntry, DailySetup
    from truco_desktop.engine import Match, Rules
    from truco_desktop.history import HandHistory
    from truco_desktop.match_summary import MatchSummary

_log = logging.getLogger(__name__)

SESSION_KIND: Final = "truco-desktop/session"
MATCH_KIND: Final = "truco-desktop/match"
SESSION_VERSION: Final = 1

translate = QCoreApplication.translate


@dataclass(frozen=True)
class DailyState:
    """The daily deal being played: which one, and whether this attempt is scored."""

    date: _dt.date
    key: str
    scored: bool

    def to_json(self) -> dict[str, object]:
        return {"date": self.date.isoformat(), "key": self.key, "scored": self.scored}

    @staticmethod
    def from_json(value: object) -> DailyState | None:
        if not isinstance(value, dict):
            return None
        try:
            return DailyState(
                _dt.date.fromisoformat(str(value["date"])),
                str(value["key"]),
                bool(value.get("scored", False)),
            )
        except (KeyError, ValueError):
            return None


def unwrap(payload: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(match description, session extras) of a saved payload; BadRecord if neither."""
    kind = payload.get("kind")
    if kind == MATCH_KIND:
        return payload, {}
    if kind == SESSION_KIND and isinstance(payload.get("match"), dict):
        return payload["match"], payload
    raise BadRecord(f"not a saved session ({kind!r})")


def session_started(payload: dict[str, Any]) -> bool:
    """Whether any action was played in a saved match (a bad payload counts as started)."""
    try:
        match_json, _extras = unwrap(payload)
    except BadRecord:
        return True
    hands = match_json.get("hands")
    return not (isinstance(hands, list) and len(hands) == 1 and hands[0] == [])


class Session(QObject):
    """Keeps one `GameModel`'s match saved, its hands kept and its result counted."""

    # A calm sentence for the player (a file problem, a practice daily deal...).
    notice = Signal(str)
    # A scored daily deal was finished and recorded: its leaderboard row.
    daily_finished = Signal(object)
    # A match was counted in the statistics.
    match_recorded = Signal(object)

    def __init__(
        self,
        model: Any,
        paths: AppPaths,
        *,
        saves: SaveStore | None = None,
        stats: StatsStore | None = None,
        history: HandHistory | None = None,
        today: Callable[[], _dt.date] = _dt.date.today,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.paths = paths
        self.saves = saves or SaveStore(paths)
        self.stats = stats or StatsStore(paths)
        self._history = history
        self.today = today
        self.daily: DailyState | None = None
        self.levels = ("normal", "normal")
        self.recorded = False
        self._archived: set[tuple[str, int]] = set()
        # The seed of the match this session started or resumed (None: the next one).
        self._seed: str | None = None
        self.saving = True
        # While held (the app's start, until the first paint), a save of the match in
        # progress waits in memory; the save that counts a finished match never waits.
        self._held = False
        self._waiting = False
        model.match_changed.connect(self._on_match_changed)
        model.hand_finished.connect(self._on_hand_finished)

    # ------------------------------------------------------------------ starting

    @property
    def match(self) -> Match | None:
        return self.model.match

    @property
    def history(self) -> HandHistory:
        """The hand history (made on first use when none was given)."""
        if self._history is None:
            from truco_desktop.history import HandHistory

            self._history = HandHistory(self.paths)
        return self._history

    def in_progress(self) -> bool:
        """A match that the player has started playing and that is not over."""
        match = self.match
        if match is None or match.series_over:
            return False
        return match.hand_number > 0 or bool(match.hand.history)

    def start_match(self, rules: Rules, opponents_level: str, partner_level: str) -> None:
        self.abandon()
        self.daily = None
        self._begin(opponents_level, partner_level)
        self.model.new_match(rules, None, opponents_level, partner_level)

    def start_daily(self, rules: Rules, date: _dt.date | None = None) -> DailySetup:
        """Start the daily deal of `date` (today) with `rules`; tell if it is practice."""
        from truco_desktop.daily import DAILY_LEVEL, daily_setup

        self.abandon()
        setup = daily_setup(date or self.today(), rules)
        scored = self.stats.daily_result(setup.date.isoformat(), setup.key) is None
        self.daily = DailyState(setup.date, setup.key, scored)
        self._begin(DAILY_LEVEL, DAILY_LEVEL, setup.seed)
        self.model.new_match(setup.rules, setup.seed, DAILY_LEVEL, DAILY_LEVEL, setup.bot_seed)
        if not scored:
            self.notice.emit(
                translate(
                    "Session",
                    "You have already played today's deal with these rules, so this game is"
                    " for practice and is not scored.",
                )
            )
        return setup

    def resume(self, payload: dict[str, Any]) -> bool:
        """Continue a saved match; False (and the file moved aside, and a notice) if bad."""
        try:
            match_json, extras = unwrap(payload)
            match = engine.Match.from_json(match_json)  # validate before the model changes
        except BadRecord as error:
            self._set_aside(str(error))
            return False
        levels = extras.get("levels") if isinstance(extras.get("levels"), dict) else {}
        opponents = str(levels.get("opponents", "normal"))
        partner = str(levels.get("partner", "normal"))
        self._begin(opponents, partner, match.seed)
        self.daily = DailyState.from_json(extras.get("daily"))
        self.recorded = bool(extras.get("recorded", False))
        if match.series_over:
            # The match ended just before the app closed: count it if it was not yet.
            if not self.recorded:
                self._finish(match_json, match)
            self.saves.clear()
            self.daily = None
            return False
        self._mark_archived(match)
        restore = self.model.restore
        if "opponents_level" in inspect.signature(restore).parameters:
            restore(match_json, opponents_level=opponents, partner_level=partner)
        else:
            restore(match_json)
        return True

    def abandon(self) -> None:
        """The player leaves the match in progress: a scored daily deal counts as lost."""
        match = self.match
        if self.daily is not None and self.daily.scored and self.in_progress() and match:
            from truco_desktop.daily import DailyEntry

            us, them = match.score
            self._record_daily(
                DailyEntry(
                    self.daily.date.isoformat(),
                    self.daily.key,
                    False,
                    us,
                    them,
                    match.hand_number + 1,
                )
            )
        self.daily = None

    def discard_saved(self) -> None:
        """The player declined to resume: an unfinished scored daily deal is lost."""
        loaded = self.saves.load()
        if loaded.status == "ok" and loaded.payload is not None:
            try:
                match_json, extras = unwrap(loaded.payload)
                match = engine.Match.from_json(match_json)
            except BadRecord:
                match, extras = None, {}
            daily = DailyState.from_json(extras.get("daily"))
            if match is not None and daily is not None and daily.scored and not match.series_over:
                from truco_desktop.daily import DailyEntry

                us, them = match.score
                self._record_daily(
                    DailyEntry(
                        daily.date.isoformat(), daily.key, False, us, them, match.hand_number + 1
                    )
                )
        self.saves.clear()

    # ------------------------------------------------------------------ saving

    def payload(self) -> dict[str, object]:
        return {
            "kind": SESSION_KIND,
            "version": SESSION_VERSION,
            "match": self.model.match_json(),
            "levels": {"opponents": self.levels[0], "partner": self.levels[1]},
            "daily": None if self.daily is None else self.daily.to_json(),
            "recorded": self.recorded,
        }

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
        match = self.model.match
        if match is None or not self.saving or (match.series_over and not finished):
            return
        if self._held and not finished:
            self._waiting = True
            return
        try:
            message = self.saves.save(self.payload())
        except OSError as error:
            _log.warning("could not save the match: %s", error)
            self.notice.emit(
                fill(
                    translate(
                        "Session",
                        "The match could not be saved (%1); it goes on, and saving will be"
                        " tried again after the next move.",
                    ),
                    error.strerror or str(error),
                )
            )
            return
        if message:
            self.notice.emit(message)

    def _on_match_changed(self) -> None:
        match = self.match
        if match is None:
            return
        self._adopt(match)
        if match.series_over and not self.recorded:
            self.recorded = True
            self.save_now(finished=True)  # marks it counted before counting: never twice
            self._finish(self.model.match_json(), match)
            self.saves.clear()
            return
        if not match.series_over:
            self.save_now()

    def _on_hand_finished(self) -> None:
        match = self.match
        if match is None or not match.hand.is_over:
            return
        key = (match.seed, match.hand_number)
        if key in self._archived:
            return
        self._archived.add(key)
        from truco_desktop.engine.record import record_from_hand
        from truco_desktop.history import with_whys

        record = record_from_hand(match.hand).to_json()
        whys = getattr(self.model, "hand_whys", None)
        if callable(whys):
            whys = whys()
        if whys:
            record = with_whys(record, list(whys))
        try:
            self.history.add(record)
        except (OSError, BadRecord) as error:
            _log.warning("could not keep the hand in the history: %s", error)

    # ------------------------------------------------------------------ results

    def _finish(self, match_json: dict[str, Any], match: Match) -> None:
        from truco_desktop.daily import DailyEntry
        from truco_desktop.match_summary import summarise

        try:
            summary = summarise(match_json)
        except BadRecord as error:
            _log.warning("could not count the finished match: %s", error)
            return
        self._record_match(summary)
        if self.daily is not None and self.daily.scored:
            entry = DailyEntry(
                self.daily.date.isoformat(),
                self.daily.key,
                summary.won,
                summary.points_for,
                summary.points_against,
                summary.hands_played,
            )
            if self._record_daily(entry):
                self.daily_finished.emit(entry)

    def _record_match(self, summary: MatchSummary) -> None:
        try:
            self.stats.record_match(
                summary.variant,
                summary.won,
                summary.points_for,
                summary.points_against,
                hands_won=summary.hands_won,
                hands_played=summary.hands_played,
                envidos_won=summary.envidos_won,
                envidos_lost=summary.envidos_lost,
                trucos_called=summary.trucos_called,
                trucos_accepted=summary.trucos_accepted,
                trucos_refused=summary.trucos_refused,
            )
        except (OSError, ValueError) as error:
            _log.warning("could not record the match: %s", error)
            return
        self.match_recorded.emit(summary)

    def _record_daily(self, entry: DailyEntry) -> bool:
        try:
            return self.stats.record_daily(
                entry.date,
                entry.key,
                entry.won,
                entry.score,
                against=entry.against,
                hands=entry.hands,
            )
        except (OSError, ValueError) as error:
            _log.warning("could not record the daily deal: %s", error)
            return False

    # ------------------------------------------------------------------ internals

    def _begin(self, opponents: str, partner: str, seed: str | None = None) -> None:
        self.levels = (opponents, partner)
        self.recorded = False
        self._archived = set()
        self._seed = seed

    def _adopt(self, match: Match) -> None:
        """Notice a match that the model started by itself ("Play again")."""
        if self._seed is None:
            self._seed = match.seed
        elif match.seed != self._seed:
            self._begin(*self.levels, match.seed)
            self.daily = None

    def _mark_archived(self, match: Match) -> None:
        """Hands finished before a restore are already in the history."""
        self._archived = {(match.seed, n) for n in range(match.hand_number)}
        if match.hand.is_over:
            self._archived.add((match.seed, match.hand_number))

    def _set_aside(self, problem: str) -> None:
        try:
            moved_to = quarantine(self.saves.path, problem)
        except OSError as error:
            _log.warning("could not move the save aside: %s", error)
            moved_to = None
        if moved_to is None:
            text = translate(
                "Session", "Your saved match could not be resumed, so a new match will start."
            )
        else:
            text = fill(
                translate(
                    "Session",
                    "Your saved match could not be resumed, so it was moved aside to %1 and a"
                    " new match will start.",
                ),
                str(moved_to),
            )
        self.notice.emit(text)
