"""The main window: the table, the menus, and the app's promises around them.

Menus follow desktop conventions (DESIGN.md section 14 for the keys): Game, Rules,
Options, Language, Help. Every choice is saved to the preferences the moment it is made.
A change of rules starts a new game, after asking when a match is under way, because a
match cannot change its rules halfway. The `Session` keeps the match saved after every
action and counts it when it ends; this window only asks, shows and forwards.

Every visible string is set in `retranslate()`, which runs again on a LanguageChange
event, so switching language redraws the menus at once.

Start-up: the app shows the table first, laid for the chosen rules with no cards.
`defer_startup_work` (the app's start path calls it) holds the new match's first save;
`after_first_paint` runs a function once the table has been painted; `finish_startup`
then deals (or offers the saved match back, over the painted table), fills the menus and
writes the save. The
dialogs, the daily deal's leaderboard and the message boxes are imported when used.

The window knows its table through `Table` (the `TableWidget`, or a test's stand-in):
the two requests it forwards, its first paint, laying the seats, the deck and shutting
down.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QWidget,
)

from truco_desktop.engine.errors import BadRecord
from truco_desktop.i18n import apply_language, fill
from truco_desktop.paths import AppPaths
from truco_desktop.play.rules import chosen_variant, mended_preferences, rules_from_prefs
from truco_desktop.play.savefile import session_started
from truco_desktop.storage import Preferences, SaveStore, SettingsStore, StatsStore
from truco_desktop.ui.controllers.session import Session
from truco_desktop.ui.widgets.central import Central
from truco_desktop.ui.widgets.chrome import style_sheet
from truco_desktop.ui.widgets.menus import AppMenus
from truco_desktop.ui.widgets.table_widget import TableWidget
from truco_desktop.ui.widgets.window_dialogs import WindowDialogs, confirm
from truco_desktop.ui.widgets.window_lesson import WindowLesson
from truco_desktop.ui.widgets.window_state import WindowState
from truco_desktop.ui.widgets.window_table import Table, TableFactory
from truco_desktop.ui.words.messages import notice_text, notices_text

if TYPE_CHECKING:
    from truco_desktop.play.history import HandHistory
    from truco_desktop.ui.widgets.last_table import LastTableWindow
    from truco_desktop.ui.widgets.menu_keys import MenuChain

_log = logging.getLogger(__name__)

# ms after which `after_first_paint` runs its function even if nothing was painted
# (a window started minimised or on another desktop).
FIRST_PAINT_FALLBACK_MS = 500
# ms from a resumed match on the table to its menus' entries, its save, its sounds and the
# leaderboard's client (some 80 ms of CPU, miniaudio's device the most): after the cards'
# paint and the live call bar.
LATE_STARTUP_MS = 50


class MainWindow(WindowDialogs, WindowLesson, WindowState, QMainWindow):
    """The app's one window: it keeps the preferences, the session and the menus, and
    composes its dialogs (``WindowDialogs``) and its geometry (``WindowState``)."""

    # The player chose a language (a code, or "" for the system's).
    language_chosen = Signal(str)

    def __init__(
        self,
        paths: AppPaths,
        *,
        settings: SettingsStore | None = None,
        prefs: Preferences | None = None,
        model: Any = None,
        table_factory: TableFactory = TableWidget,
        today: Callable[[], _dt.date] = _dt.date.today,
    ) -> None:
        super().__init__()
        self.paths = paths
        # The last table's picture while this window is built behind it (`take_over`):
        # the start's question is asked over it.
        self.stand_in: QWidget | None = None
        self.settings = settings or SettingsStore(paths, mend=mended_preferences)
        if prefs is None:
            prefs, message = self.settings.load()
            self._startup_notices = [self._in_words(self.settings, message)] if message else []
        else:
            self._startup_notices = []
        self.prefs = mended_preferences(prefs)
        self.today = today
        self.stats = StatsStore(paths)
        _stats, stats_message = self.stats.load()
        if stats_message:
            self._startup_notices.append(self._in_words(self.stats, stats_message))
        self.saves = SaveStore(paths)
        if model is None:
            from truco_desktop.ui.models.game_model import GameModel

            model = GameModel(self)
        self.model = model
        self._apply_model_options()
        self.session = Session(
            model,
            paths,
            saves=self.saves,
            stats=self.stats,
            today=today,
            parent=self,
        )
        self.session.notice.connect(self.show_notice)
        self.session.daily_finished.connect(self._daily_finished)
        self.model.tip_seen.connect(self._remember_tip)
        # Each finished hand judged by the coach for Statistics → Progress (issue 33).
        from truco_desktop.ui.controllers.progress_recorder import ProgressRecorder

        self.progress = ProgressRecorder(self.model, self.stats, today, self)
        self.table = self._make_table(table_factory)
        # The daily leaderboard's client (issue 21, docs/LEADERBOARD.md), after the paint.
        self.leaderboard: Any = None
        self.table.painted.connect(self._start_leaderboard)
        # The table's sounds (``ui/audio/sound.py``) come after its first paint.
        self.sound: Any = None
        self.table.painted.connect(self._apply_sound)
        self._lay_table()
        self.central = Central(cast(QWidget, self.table))
        self.setCentralWidget(self.central)
        self.menuBar().setStyleSheet(style_sheet())
        self._menus = AppMenus(self)
        # The menus open from the side panel's menu button (DESIGN.md section 8): the menu
        # bar stays, hidden, for its shortcuts and its entries.
        self.menuBar().setVisible(False)
        self._menu_popup: QMenu | None = None
        self._chain: MenuChain | None = None
        self.retranslate()
        self._sync_menus()
        self._restore_geometry()
        self.last_dialog: QWidget | None = None
        for text in self._startup_notices:
            self.show_notice(text)

    # ------------------------------------------------------------------ building

    def _make_table(self, factory: TableFactory) -> Table:
        table = factory(self.model, self.prefs.deck_style, self.prefs.four_colour)
        table.show_own_envido(self.prefs.show_own_envido)
        table.rules_requested.connect(self.show_rules)
        table.menu_requested.connect(self.open_menu)
        table.settings_requested.connect(self.open_settings)
        table.set_auto_next(self.prefs.next_hand_by_itself)
        return table

    def _lay_table(self) -> None:
        """Seats and scoreboard for the chosen rules, before any match is dealt."""
        if self.model.state is None:
            rules = rules_from_prefs(self.prefs)
            self.table.lay_table(
                rules.variant_name, rules.players, rules.target, rules.flor, rules.best_of_three
            )

    @property
    def history(self) -> HandHistory:
        """The hand history (the session's, opened on first use)."""
        return self.session.history

    @property
    def menus(self) -> AppMenus:
        """The menu bar's entries (made now if the first paint has not come yet)."""
        self._menus.build()
        return self._menus

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Truco"))
        self._menus.retranslate(self.current_variant())

    def _retitle_rules_help(self) -> None:
        self._menus.retitle_rules_help(self.current_variant())

    def _sync_menus(self) -> None:
        self._menus.sync(self.prefs, self.current_variant())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ state

    def current_variant(self) -> str:
        state = self.model.state
        return state.rules.variant_name if state is not None else chosen_variant(self.prefs)

    def _save_prefs(self, prefs: Preferences) -> None:
        prefs = mended_preferences(prefs)
        self.prefs = prefs
        try:
            self.settings.save(prefs)
        except OSError as error:
            self.show_notice(
                fill(
                    self.tr("Your settings could not be saved (%1)."), error.strerror or str(error)
                )
            )

    def _remember_tip(self, key: str) -> None:
        """A tip was shown: never again for this player (issue 33)."""
        seen = self.prefs.tips_seen
        if key not in seen:
            with contextlib.suppress(ValueError):
                self._save_prefs(self.prefs.with_changes(tips_seen=(*seen, key)))

    def _apply_model_options(self) -> None:
        with contextlib.suppress(ValueError):
            self.model.set_animation_speed(self.prefs.animation_speed)
        self.model.set_partner_asks_first(self.prefs.partner_asks_first)
        self.model.set_partner_answers(self.prefs.partner_answers)
        self.model.set_signs(self.prefs.signs_enabled, self.prefs.opponents_catch_signs)
        self.model.set_signs_meaning(self.prefs.show_sign_meanings)
        prefs = self.prefs
        self.model.set_coaching(prefs.hints, prefs.show_tips, prefs.tips_seen, prefs.look_back)
        for window in self.__dict__.get("net_windows", []):
            # The open network tables (the host's own seat too) follow the option.
            window.model.set_signs_meaning(self.prefs.show_sign_meanings)

    def _apply_sound(self) -> None:
        """The table's sounds, on or off and at the volume the preferences say."""
        if self.sound is None:
            from truco_desktop.ui.audio.sound import TableSounds

            self.sound = TableSounds(self)
            self.sound.attach(self.table)
        self.sound.configure(self.prefs.sound_enabled, self.prefs.sound_volume)

    # ------------------------------------------------------------------ choices

    def change_rules(self, **changes: Any) -> bool:
        """Apply rule choices; start a new game (after asking if a match is under way).

        Returns True if the rules changed. Declining keeps the old rules and the match.
        """
        try:
            new = mended_preferences(self.prefs.with_changes(**changes))
        except (ValueError, TypeError):
            self._sync_menus()
            return False
        if new == self.prefs:
            return False
        if self.session.in_progress() and not confirm(
            self,
            self.tr("Change the rules?"),
            self.tr("Changing the rules starts a new game. Leave the match in progress?"),
            self.tr("New game"),
            self.tr("Keep playing"),
        ):
            self._sync_menus()
            return False
        self._save_prefs(new)
        self._sync_menus()
        self._start_new(keep_table=True)
        return True

    def change_option(self, **changes: Any) -> None:
        """Options take effect at once and never end the match."""
        try:
            new = self.prefs.with_changes(**changes)
        except (ValueError, TypeError):
            self._sync_menus()
            return
        if new == self.prefs:
            return
        old = self.prefs
        self._save_prefs(new)
        self._sync_menus()
        self._apply_model_options()
        if self.sound is not None:
            self.sound.configure(new.sound_enabled, new.sound_volume)
        if old.next_hand_by_itself != new.next_hand_by_itself:
            self.table.set_auto_next(new.next_hand_by_itself)
        if (old.deck_style, old.four_colour) != (new.deck_style, new.four_colour):
            self.table.set_deck(new.deck_style, new.four_colour)
        if old.show_own_envido != new.show_own_envido:
            self.table.show_own_envido(new.show_own_envido)
        levels_changed = (old.opponents_level, old.partner_level) != (
            new.opponents_level,
            new.partner_level,
        )
        if levels_changed and self.session.in_progress():
            self.show_notice(self.tr("The new level applies from the next game."))

    def set_language(self, code: str | None) -> None:
        self._save_prefs(self.prefs.with_changes(language=code))
        self._sync_menus()
        app = QApplication.instance()
        if app is not None:
            apply_language(app, code)
        self.retranslate()
        self.language_chosen.emit(code or "")

    # ------------------------------------------------------------------ games

    def _start_new(self, *, keep_table: bool = False) -> None:
        """Deal a new match from the preferences; ``keep_table`` (a change of rules) keeps
        the characters at the table where the player left the choice to the game."""
        p = self.prefs
        from truco_desktop.bots.characters import Picks

        picks = Picks(p.partner_characters, p.opponent_characters)
        self.session.start_match(
            rules_from_prefs(p), p.opponents_level, p.partner_level, picks, keep_table=keep_table
        )
        self._retitle_rules_help()

    def new_game(self) -> bool:
        if self.session.in_progress() and not confirm(
            self,
            self.tr("New game?"),
            self.tr("Leave the match in progress and start a new one?"),
            self.tr("New game"),
            self.tr("Keep playing"),
        ):
            return False
        self._start_new()
        return True

    def daily_deal(self) -> bool:
        if self.session.in_progress() and not confirm(
            self,
            self.tr("Play the daily deal?"),
            self.tr("Leave the match in progress and play today's deal?"),
            self.tr("Daily deal"),
            self.tr("Keep playing"),
        ):
            return False
        self.session.start_daily(rules_from_prefs(self.prefs, daily=True))
        self._retitle_rules_help()
        return True

    def start_or_resume(self, *, ask: bool = True) -> bool:
        """At start-up: offer the saved match back, else deal a new one. True if resumed.

        ``ask=False`` (the app's loop has already ended): a match under way is neither
        offered nor replaced; it stays saved for the next start.
        """
        loaded = self.session.load_saved()  # replayed first: only a match that can go on
        if loaded.message:
            notice = loaded.notice
            self.show_notice(notice_text(notice) if notice is not None else loaded.message)
        if loaded.status == "ok" and loaded.payload is not None:
            if ask and session_started(loaded.payload) and self.stand_in is None:
                self._lay_saved(loaded.payload)  # (the last table's picture shows it)
            if not session_started(loaded.payload):
                # Nothing was played yet: the same deal comes back without a question.
                if self.session.resume(loaded.payload):
                    self._retitle_rules_help()
                    return True
            elif not ask:
                return False
            elif confirm(
                self.stand_in or self,  # over the last table's picture while it shows
                self.tr("Continue your match?"),
                self.tr("You have a match in progress. Continue where you left off?"),
                self.tr("Continue"),
                self.tr("New game"),
                default_yes=True,  # Enter keeps the match
            ):
                if self.session.resume(loaded.payload):
                    self._retitle_rules_help()
                    return True
            else:
                self.session.discard_saved()
        self._start_new()
        return False

    def _lay_saved(self, payload: Mapping[str, Any]) -> None:
        """Behind the question whether to continue: the saved match's table, its seats
        named for the characters who sit there (not North, West, East)."""
        from truco_desktop.play.savefile import read_saved

        try:
            saved = read_saved(payload)
        except BadRecord:
            return
        rules = saved.rules
        self.table.lay_table(
            rules.variant_name,
            rules.players,
            rules.target,
            rules.flor,
            rules.best_of_three,
            saved.characters,
        )

    # ------------------------------------------------------------------ start-up

    def defer_startup_work(self) -> None:
        """Until `finish_startup`: the first save of the match waits (it is kept in memory);
        the sounds and the leaderboard's client wait too, not for the first paint: a
        resumed match is put on the table first (benchmarks/ui_startup.py)."""
        self.session.hold_saves()
        self.table.painted.disconnect(self._start_leaderboard)
        self.table.painted.disconnect(self._apply_sound)
        self._late_startup = True

    def after_first_paint(self, callback: Callable[[], object]) -> None:
        """Run `callback` once, just after the table's first paint.

        A window that is not painted soon (started minimised) gets it after
        FIRST_PAINT_FALLBACK_MS anyway.
        """
        done = False

        def run() -> None:
            nonlocal done
            if not done:
                done = True
                callback()

        if not self.table.was_painted:
            self.table.painted.connect(run, Qt.ConnectionType.QueuedConnection)
            QTimer.singleShot(FIRST_PAINT_FALLBACK_MS, self, run)
        else:
            QTimer.singleShot(0, self, run)

    def finish_startup(self, *, deal: bool = True, ask: bool = True) -> bool:
        """What waited for the first paint: the deal (or the saved match, offered back),
        the menus' entries, the held save. ``ask=False`` once the app's loop has ended.
        True if the saved match was resumed."""
        resumed = False
        late = bool(self.__dict__.pop("_late_startup", False))
        try:
            # A first start asks whether to learn or to play (issue 33); its answer deals.
            if deal and self.model.state is None and not (ask and self.offer_lesson()):
                resumed = self.start_or_resume(ask=ask)
        finally:
            if late and resumed and ask:
                # A resumed match shows its cards and a live call bar first; the rest
                # comes just after (its save is on disk already: nothing can be lost).
                QTimer.singleShot(LATE_STARTUP_MS, self, self._start_late)
            else:
                # A deal's sounds must be there before its cards go round.
                self._start_late(sounds=late)
        return resumed

    def take_over(self, picture: LastTableWindow, *, same_table: bool) -> None:
        """The live table is on the screen: the last table's picture shown while it was
        built (``last_table.py``) closes, and what the player clicked or typed on it is
        played here (``same_table``: this is the pictured match; else it is dropped, and
        he is told)."""
        self.raise_()
        self.activateWindow()  # the keyboard goes on here, not to the closing picture
        if self.focusWidget() is None:
            cast(QWidget, self.table).setFocus(Qt.FocusReason.OtherFocusReason)
        if picture.hand_over(self, same_table=same_table):
            self.show_notice(
                self.tr("The table changed while it opened: what you clicked was not played.")
            )

    def _start_late(self, *, sounds: bool = True) -> None:
        """The menus' entries and the held save; ``sounds``: the sounds and the
        leaderboard's client too (held by `defer_startup_work`)."""
        try:
            self._menus.build()
        finally:
            self.session.release_saves()
        if sounds:
            self._apply_sound()
            self._start_leaderboard()

    def open_menu(self) -> QMenu:
        """The window's menus, from the panel's menu button (or Esc): the menu bar stays
        hidden behind it, its entries keep their shortcuts."""
        menus = self.menus
        popup = self._menu_popup
        if popup is None:
            popup = self._menu_popup = QMenu(self)
            popup.setStyleSheet(style_sheet())
            for menu in menus.tops():
                popup.addMenu(menu)
        where = self.table.menu_anchor()
        # Its submenus open inside the window, the keys where they open (`MenuChain`).
        self._menu_chain().open(popup, where - QPoint(popup.sizeHint().width(), 0))
        return popup

    def open_settings(self) -> QMenu:
        """The Options menu, from the panel's settings button."""
        menu = self.menus.options_menu
        self.menus.build()
        where = self.table.menu_anchor(True)
        self._menu_chain().open(menu, where - QPoint(menu.sizeHint().width(), 0))
        return menu

    def _menu_chain(self) -> MenuChain:
        chain = self._chain
        if chain is None:
            from truco_desktop.ui.widgets.menu_keys import MenuChain

            chain = self._chain = MenuChain(self)
        return chain

    def play_online(self) -> QWidget | None:
        """Game → Play online…: a club's lobby (``widgets.club_lobby``); the table chosen
        opens in its own window."""
        from truco_desktop.storage.club_seats import ClubSeats
        from truco_desktop.ui.widgets.club_lobby import ClubLobby

        lobby = ClubLobby(self.prefs, self._save_prefs, self, seats=ClubSeats(self.paths))
        opened: list[QWidget] = []
        lobby.table_opened.connect(opened.append)
        lobby.exec()
        lobby.deleteLater()  # the table's window lives on by itself
        return self._show_net(opened[0]) if opened else None

    @staticmethod
    def _in_words(store: SettingsStore | StatsStore, message: str) -> str:
        """A store's load message in the player's language, from its notice codes."""
        notices = store.last_notices
        return notices_text(list(notices)) or message if notices else message

    def show_notice(self, text: str) -> None:
        _log.info("notice: %s", text)
        self.central.notice.show_text(text)

    def notice_text(self) -> str:
        bar = self.central.notice
        return "" if bar.isHidden() else bar.label.text()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.remember_geometry()
        self.session.release_saves()
        self.session.save_now()
        # The next start shows this table at once while it builds the live one (issue 35).
        from truco_desktop.ui.widgets.last_table import keep_last_table

        keep_last_table(self, self.paths)
        self.table.shutdown()
        for window in list(self.__dict__.get("net_windows", [])):
            window.close()
        super().closeEvent(event)
