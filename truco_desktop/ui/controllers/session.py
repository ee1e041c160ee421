"""The app's side of the match in progress: the play layer's session, with Qt signals.

The play layer's ``Session`` (``truco_desktop.play.session``) does the work: it saves the
match after every action, keeps each finished hand in the history, counts a finished match
once in the statistics and scores the daily deal's first attempt of a day. This object
gives it the app's stores and turns what it reports into signals, with its notices in the
player's language. The save file's layout is ``truco_desktop.play.savefile``'s.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from truco_desktop.i18n import fill
from truco_desktop.paths import AppPaths
from truco_desktop.play.session import Listener
from truco_desktop.storage import SaveLoad, SaveStore, StatsStore
from truco_desktop.storage.notices import Notice
from truco_desktop.ui.words.messages import notice_text

if TYPE_CHECKING:
    from truco_desktop.bots.characters import Picks
    from truco_desktop.engine import Rules
    from truco_desktop.play.daily import DailyEntry, DailySetup
    from truco_desktop.play.history import HandHistory, ImportResult
    from truco_desktop.play.savefile import DailyState
    from truco_desktop.play.summary import MatchSummary
    from truco_desktop.ui.models.game_model import GameModel

translate = QCoreApplication.translate


class _Signals(Listener):
    """Turns what the play session reports into the app session's signals."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def notice(self, notice: Notice) -> None:
        self.session.notice.emit(notice_words(notice))

    def match_recorded(self, summary: MatchSummary) -> None:
        self.session.match_recorded.emit(summary)

    def daily_finished(self, entry: DailyEntry) -> None:
        self.session.daily_finished.emit(entry)


#: The play session's notices in the player's language: code -> (sentence, the notice's
#: parameters that fill its %1, %2...). The sentences keep the "Session" context.
NOTICES: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "session.daily_practice": (
        QT_TRANSLATE_NOOP(
            "Session",
            "You have already played today's deal with these rules, so this game is"
            " for practice and is not scored.",
        ),
        (),
    ),
    "session.save_failed": (
        QT_TRANSLATE_NOOP(
            "Session",
            "The match could not be saved (%1); it goes on, and saving will be"
            " tried again after the next move.",
        ),
        ("error",),
    ),
    "session.resume_failed": (
        QT_TRANSLATE_NOOP(
            "Session", "Your saved match could not be resumed, so a new match will start."
        ),
        (),
    ),
    "session.resume_moved": (
        QT_TRANSLATE_NOOP(
            "Session",
            "Your saved match could not be resumed, so it was moved aside to %1 and a"
            " new match will start.",
        ),
        ("moved_to",),
    ),
    "session.export_failed": (
        QT_TRANSLATE_NOOP("Session", "The hands could not be exported to %1 (%2)."),
        ("path", "error"),
    ),
}
#: Notices shown as written: the save store's own sentence (a file moved aside first).
AS_WRITTEN = frozenset({"session.save_moved"})


def notice_words(notice: Notice) -> str:
    """A session notice in the player's language.

    The storage layer's and the hand history's notices (a file set aside...) are
    `ui.messages`'; an unknown code shows its English text.
    """
    entry = NOTICES.get(notice.code)
    if entry is None:
        return notice.text if notice.code in AS_WRITTEN else notice_text(notice)
    template, names = entry
    return fill(translate("Session", template), *(notice.params.get(n, "") for n in names))


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
        model: GameModel,
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
        #: The play layer's session, which this one gives stores and signals.
        self.play = model.session
        self.play.use_stores(paths, saves=saves, stats=stats, history=history)
        self.play.today = today
        self.play.listen(_Signals(self))

    # ------------------------------------------------------------------ state

    @property
    def history(self) -> HandHistory:
        """The hand history (made on first use when none was given)."""
        history = self.play.history
        assert history is not None  # this session always has stores
        return history

    @property
    def saves(self) -> SaveStore:
        assert self.play.saves is not None
        return self.play.saves

    @property
    def stats(self) -> StatsStore:
        assert self.play.stats is not None
        return self.play.stats

    @property
    def today(self) -> Callable[[], _dt.date]:
        return self.play.today

    @property
    def daily(self) -> DailyState | None:
        return self.play.daily

    @property
    def levels(self) -> tuple[str, str]:
        return self.play.levels

    @property
    def recorded(self) -> bool:
        return self.play.recorded

    @property
    def saving(self) -> bool:
        return self.play.saving

    @saving.setter
    def saving(self, value: bool) -> None:
        self.play.saving = value

    def in_progress(self) -> bool:
        """A match that the player has started playing and that is not over."""
        return self.play.in_progress()

    # ------------------------------------------------------------------ starting

    def start_match(
        self,
        rules: Rules,
        opponents_level: str,
        partner_level: str,
        picks: Picks | None = None,
        *,
        keep_table: bool = False,
    ) -> None:
        """A new match; ``picks``: the characters chosen for the computer seats (the game
        fills the rest); ``keep_table``: the places left to the game keep who sat there."""
        self.play.new_match(
            rules, opponents_level, partner_level, picks=picks, keep_table=keep_table
        )

    def start_daily(self, rules: Rules, date: _dt.date | None = None) -> DailySetup:
        """Start the daily deal of `date` (today) with `rules`; tell if it is practice."""
        return self.play.start_daily(rules, date)

    def load_saved(self) -> SaveLoad:
        """The saved match, checked by replaying it first (`play.Session.load_saved`):
        "ok" only for a match that can go on; one that does not replay is set aside and
        told (the `notice` signal), and reads as "none"."""
        return self.play.load_saved()

    def resume(self, payload: Mapping[str, Any]) -> bool:
        """Continue a saved match; False (and the file moved aside, and a notice) if bad."""
        return self.play.resume(payload)

    def abandon(self) -> None:
        """The player leaves the match in progress: a scored daily deal counts as lost."""
        self.play.abandon()

    def discard_saved(self) -> None:
        """The player declined to resume: an unfinished scored daily deal is lost."""
        self.play.discard_saved()

    # ------------------------------------------------------------------ saving

    def payload(self) -> dict[str, object]:
        return self.play.payload()

    def hold_saves(self) -> None:
        """Keep saves in memory until `release_saves` (the start, before the first paint)."""
        self.play.hold_saves()

    def release_saves(self) -> None:
        """Stop holding saves; write the one that waited, if any."""
        self.play.release_saves()

    def save_now(self) -> None:
        """Write the match in progress (a finished match was written when it ended)."""
        self.play.save_now()

    # ------------------------------------------------------------------ history

    def export_history(self, variant: str, target: Path) -> int | None:
        """Export the kept hands of `variant`; how many, or None (and a notice) when the
        target cannot be written."""
        return self.play.export_history(variant, target)

    def import_history(self, source: Path) -> ImportResult:
        """Import a file of hand records, all or nothing (`HandHistory.import_file`)."""
        return self.history.import_file(source)
