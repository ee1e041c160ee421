"""The main window's dialogs and side windows, opened from its menus.

A mixin of ``MainWindow`` (``main_window.py``), which composes it, so that the window
itself keeps the preferences, the session and the menus: here are the dialogs it opens
(rules and tips, señas, about, characters, statistics, the hand replays and the history's
import and export), the daily deal's leaderboard and its result, and the windows of the
tables played with friends. Each dialog is imported when first opened, so none slows the
start. Texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.i18n import Context, fill
from truco_desktop.ui.words.messages import notice_text

if TYPE_CHECKING:
    import datetime as _dt
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow

    from truco_desktop.paths import AppPaths
    from truco_desktop.play.history import HandHistory, ImportResult
    from truco_desktop.storage import Preferences, StatsStore
    from truco_desktop.ui.controllers.session import Session

    _Base = QMainWindow
else:
    _Base = object

_log = logging.getLogger("truco_desktop.ui.widgets.main_window")
translate = QCoreApplication.translate
# The window's plural messages, read by lupdate as plurals (`i18n.Context`).
MainWindow = Context("MainWindow")


def confirm(*args: Any, **kwargs: Any) -> bool:
    """`ask.confirm`, imported on the first question (message boxes load late)."""
    from truco_desktop.ui.widgets.ask import confirm as ask

    return ask(*args, **kwargs)


def inform(*args: Any, **kwargs: Any) -> None:
    """`ask.inform`, imported on first use."""
    from truco_desktop.ui.widgets.ask import inform as tell

    tell(*args, **kwargs)


class WindowDialogs(_Base):
    """The dialogs and side windows the main window opens (a mixin of ``MainWindow``)."""

    paths: AppPaths
    prefs: Preferences
    session: Session
    stats: StatsStore
    model: Any
    leaderboard: Any
    last_dialog: QWidget | None
    today: Callable[[], _dt.date]
    #: The open network tables' windows (``widgets.net_table``), closed with the window.
    net_windows: list[QWidget]

    # The window's own (``MainWindow``), which these dialogs use.
    history: HandHistory
    current_variant: Callable[[], str]
    show_notice: Callable[[str], None]
    change_option: Callable[..., None]

    def _start_leaderboard(self) -> None:
        if self.leaderboard is None:
            from truco_desktop.ui.controllers.leaderboard import attach

            self.leaderboard = attach(self)

    def open_leaderboard_options(self) -> QWidget:
        """Options → Daily leaderboard…: opt in, the server's address, the name."""
        from truco_desktop.ui.widgets.leaderboard_dialog import LeaderboardDialog

        return self._open(
            LeaderboardDialog(self.paths, self, on_saved=lambda _s: self._leaderboard_saved())
        )

    def _leaderboard_saved(self) -> None:
        """Turned on: what waits is sent now; turned off: nothing more is sent."""
        self._start_leaderboard()
        self.leaderboard.client.settings_changed()

    def _daily_finished(self, entry: Any) -> None:
        from truco_desktop.play.daily import entries, streaks
        from truco_desktop.ui.widgets.daily_result_dialog import DailyResultDialog

        # Sent in the background if the player opted in; a result played with the coach's
        # hints is the player's own only (issue 33), never ranked online.
        if self.leaderboard is not None and not entry.hinted:
            self.leaderboard.daily_finished(entry, self.model.match_json())
        current, best = streaks(entries(self.stats.statistics.daily), self.today())
        ranking = None
        if self.leaderboard is not None and self.leaderboard.opted_in():
            ranking = functools.partial(self._show_daily_ranking, entry.date, entry.key)
        dialog = DailyResultDialog(entry, current, best, self, show_ranking=ranking)
        self._open(dialog)

    def _show_daily_ranking(self, date: str, key: str) -> QWidget:
        """Statistics on the daily tab, today's result selected: its online ranking."""
        from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog

        dialog = self.open_statistics()
        if isinstance(dialog, StatisticsDialog):
            dialog.show_daily(date, key)
        return dialog

    def _open(self, dialog: QWidget) -> QWidget:
        self.last_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()  # window-modal and non-blocking
        return dialog

    def choose_characters(self) -> QWidget:
        """Who plays at the table: the player picks each partner and opponent among the
        characters, or lets the game choose; kept in the preferences for the next games."""
        from truco_desktop.ui.widgets.characters_dialog import CharactersDialog

        dialog = CharactersDialog(self.prefs, parent=self)
        dialog.chosen.connect(self._characters_chosen)
        return self._open(dialog)

    def _characters_chosen(self, partners: list[str], opponents: list[str]) -> None:
        before = (self.prefs.partner_characters, self.prefs.opponent_characters)
        self.change_option(partner_characters=tuple(partners), opponent_characters=tuple(opponents))
        after = (self.prefs.partner_characters, self.prefs.opponent_characters)
        if after != before:
            from truco_desktop.bots.characters import Picks

            self.session.play.picks = Picks(*after)  # "Play again" seats them too
        if after != before and self.session.in_progress():
            self.show_notice(
                translate("MainWindow", "The players you chose sit down from the next game.")
            )

    def open_statistics(self) -> QWidget:
        from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog

        self._start_leaderboard()  # the daily tab asks it for the server's ranking
        return self._open(
            StatisticsDialog(
                self.stats,
                self.today(),
                parent=self,
                history=self.history,
                replay=self.replay_record,
                export=self.export_history,
                import_=self.import_history,
                variant=self.current_variant(),
                paths=self.paths,
                ranking=self.leaderboard.client,
            )
        )

    def host_table(self) -> QWidget | None:
        """Host a table for friends on this computer; its window arranges and plays it."""
        from truco_desktop.ui.widgets.hosted_again import offer_reopen
        from truco_desktop.ui.widgets.net_hosting import host_table

        saves = self.paths.data_dir / "tables"
        try:
            window = offer_reopen(self, self.prefs, saves) or host_table(
                self.prefs, save_root=saves
            )
        except OSError as error:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Host a table"),
                fill(translate("MainWindow", "The table could not be opened (%1)."), str(error)),
            )
            return None
        return self._show_net(window)

    def join_table(self) -> QWidget | None:
        """Join a friend's table: the address and the code, or a table on this network."""
        from truco_desktop.ui.widgets.net_table import JoinDialog, NetTableWindow

        dialog = JoinDialog(self)
        dialog.search()
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        target = dialog.target()
        if target is None:
            return None
        address, port, code, name = target
        return self._show_net(NetTableWindow(address, port, code, name, prefs=self.prefs))

    def _show_net(self, window: QWidget) -> QWidget:
        windows = self.__dict__.setdefault("net_windows", [])
        windows.append(window)
        window.finished.connect(lambda: windows.remove(window) if window in windows else None)  # type: ignore[attr-defined]
        window.show()
        window.raise_()
        return window

    def replay_last_hand(self) -> QWidget | None:
        """Game → Replay last hand: the replay opens whatever the table is waiting for
        (an answer, a song, the summary), or a message says why not."""
        record = self.history.latest(self.current_variant())
        self._history_notices()
        if record is None:
            inform(
                self,
                translate("MainWindow", "Replay last hand"),
                translate("MainWindow", "There is no finished hand to replay yet."),
            )
            return None
        return self.replay_record(record, last=True)

    def replay_record(self, record: dict[str, object], *, last: bool = False) -> QWidget | None:
        """Replay a hand of the history; titled with its number in its match (or in the
        history, for a hand kept before that was noted), or as the last. A hand that
        cannot be shown says why in the notice bar: the menu never does nothing."""
        from truco_desktop.play.history import match_hand_of
        from truco_desktop.ui.widgets.replay_dialog import ReplayDialog

        number = None if last else match_hand_of(record)
        variant = record.get("variant")
        if not last and number is None and variant in VARIANTS:
            kept = self.history.records(str(variant))
            number = next((i + 1 for i, r in enumerate(kept) if r == record), None)
        try:
            dialog = ReplayDialog(
                record,
                last=last,
                number=number,
                deck_style=self.prefs.deck_style,
                four_colour=self.prefs.four_colour,
                parent=self,
            )
        except BadRecord as error:
            self.show_notice(
                fill(translate("MainWindow", "This hand cannot be replayed (%1)."), error)
            )
            return None
        except Exception as error:  # a record this version cannot draw: say so, never nothing
            _log.exception("the replay could not be opened")
            self.show_notice(
                fill(translate("MainWindow", "This hand cannot be replayed (%1)."), repr(error))
            )
            return None
        return self._open(dialog)

    def export_history(self, variant: str, target: Path) -> int:
        count = self.session.export_history(variant, target)
        if count is None:  # the session told why
            return 0
        self.show_notice(
            fill(MainWindow.tr("Exported %n hands to %1.", None, count), str(target))
        )
        return count

    def import_history(self, source: Path) -> ImportResult:
        result = self.session.import_history(source)
        if result.ok:
            self.show_notice(notice_text(result.notice))
        else:
            why = notice_text(result.notice)
            self.show_notice(fill(translate("MainWindow", "Nothing was imported: %1"), why))
        return result

    def _history_notices(self) -> None:
        for notice in self.history.last_notices:
            self.show_notice(notice_text(notice))
        self.history.last_notices.clear()

    def show_rules(self) -> QWidget:
        from truco_desktop.ui.widgets.help_dialog import HelpDialog

        dialog = HelpDialog(
            self.current_variant(),
            deck_style=self.prefs.deck_style,
            four_colour=self.prefs.four_colour,
            parent=self,
        )
        return self._open(dialog)

    def show_tips(self) -> QWidget:
        dialog = self.show_rules()
        dialog.show_page("tips")  # type: ignore[attr-defined]
        return dialog

    def show_signs(self) -> QWidget:
        from truco_desktop.ui.widgets.signs_dialog import SignsDialog

        return self._open(SignsDialog(self.current_variant(), parent=self))

    def show_about(self) -> QWidget:
        from truco_desktop.ui.widgets.about_dialog import AboutDialog

        return self._open(AboutDialog(self))
