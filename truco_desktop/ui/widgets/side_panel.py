"""The side panel: wordmark, scoreboard, the hand log in words, and a quiet footer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.log_words import HandWords
from truco_desktop.ui.words.strings import fill, table, translate

from ...engine.seats import seating_for
from ...engine.variants import DEFAULT_VARIANT, get_variant
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2, GlassFrame
from .icons import SuitPips, paint_gear, paint_menu
from .panel_parts import (
    GOLD,
    HandLog,
    HeaderButton,
    LogNote,
    PartsLabel,
    StakeStrip,
    envido_state,
    is_raised,
)
from .scoreboard import Scoreboard

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from ...engine.events import Event
    from ...engine.view import SeatView


def _words_field(name: str) -> property:
    """A panel attribute kept in its ``HandWords`` (``log_words``), where the log's
    words read it: one copy of the table's facts, not two."""

    def get(panel: SidePanel) -> object:
        return getattr(panel.words, name)

    def put(panel: SidePanel, value: object) -> None:
        setattr(panel.words, name, value)

    return property(get, put)


class SidePanel(GlassFrame):
    """Header, scoreboard, hand log and footer, on dark glass at the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=18, parent=parent)
        # What the log knows of the table and the hand (``log_words``): the variant, the
        # seats' names and characters, the sides, the calls said, the trick under way.
        self.words = HandWords(DEFAULT_VARIANT)
        self.hand_number = 0
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 18, 20, 14)
        lay.setSpacing(6)
        self.compact = False
        # The width the header's buttons take beside the wordmark.
        self.header_extra = 2 * (28 + 6 + 8)
        self.wordmark = QLabel()
        self.wordmark.setFont(display_font(32))
        self.wordmark.setMinimumWidth(10)
        self.wordmark.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.pips = SuitPips()
        # The wordmark, the suits of the deck in play, and the header's buttons.
        self.header = QHBoxLayout()
        self.header.setSpacing(8)
        self.header.addWidget(self.wordmark, 0, Qt.AlignmentFlag.AlignVCenter)
        self.header.addWidget(self.pips, 0, Qt.AlignmentFlag.AlignVCenter)
        self.header.addStretch(1)
        # The game's settings and its menu (the window's menus live behind them).
        self.settings_button = HeaderButton(paint_gear)
        self.menu_button = HeaderButton(paint_menu)
        for button in (self.settings_button, self.menu_button):
            self.header.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.subtitle = PartsLabel()
        self.subtitle.setFont(ui_font(12))
        self.subtitle.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        # "Daily deal": a gold tag while the day's deal is played.
        self.daily = QLabel()
        self.daily.setFont(ui_font(11.5, QFont.Weight.Bold))
        self.daily.setStyleSheet(
            f"color: #2A1E05; background: {GOLD}; border-radius: 8px; padding: 1px 8px;"
        )
        self.daily.setVisible(False)
        self.daily_date = ""
        lay.addLayout(self.header)
        lay.addWidget(self.subtitle)
        lay.addWidget(self.daily, 0, Qt.AlignmentFlag.AlignLeft)
        self.scoreboard = Scoreboard(self)
        lay.addWidget(self.scoreboard)
        head = QHBoxLayout()
        self.hand_label = QLabel()
        self.hand_label.setFont(ui_font(16, QFont.Weight.Bold))
        self.trick_label = QLabel()
        self.trick_label.setFont(ui_font(12.5))
        for w, c in ((self.hand_label, TEXT), (self.trick_label, TEXT2)):
            w.setStyleSheet(f"color: {c}; background: transparent;")
        # Under the hand in a narrow panel, a long language's trick line wraps, not cut.
        self.trick_label.setWordWrap(True)
        head.addWidget(self.hand_label)
        head.addStretch()
        head.addWidget(self.trick_label)
        lay.addLayout(head)
        self._head = head
        self.stake = StakeStrip()
        self.stake.setVisible(False)  # until a hand is dealt: an empty strip says nothing
        lay.addWidget(self.stake)
        self.log = HandLog(self)
        lay.addWidget(self.log, 1)
        self.footer = PartsLabel()
        self.footer.setFont(ui_font(11.5))
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.footer.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        lay.addWidget(self.footer)
        # What the hand is worth (view.stake) when more than nothing called, else None.
        self.stake_points: int | None = None
        # Whether these rules have the envido (its "not called" note).
        self.has_envido = False
        # The envido's state before the log tells its winner, in words (`envido_state`).
        self.envido_calling = ""
        # The last view shown (`show_stake`), to say the envido's state again in another
        # language.
        self._view: SeatView | None = None
        self.target, self.flor, self.best_of_three = 30, "off", False
        self.speed = "normal"
        # The hand's events so far, to write the log again in another language.
        self._hand = 0
        self._events: list[Event | LogNote] = []
        self._replaying = False
        self._wordmark()

    # What the log knows (``HandWords``), read and set as the panel's own.
    variant = _words_field("variant")
    names = _words_field("names")
    #: The characters in the computer seats (seat -> key).
    cast = _words_field("cast")
    players = _words_field("players")
    trick_index = _words_field("trick_index")
    envido_text = _words_field("envido_text")

    def _wordmark(self) -> None:
        self._button_words()
        self.wordmark.setText(translate("table", "Truco"))
        self.pips.set_variant(self.variant)
        self._daily_words()
        self._fit_wordmark()

    def focus_chain(self) -> list[QWidget]:
        """The panel's widgets that take the keyboard, in Tab's order: the header's
        buttons, then the hand log."""
        return [self.settings_button, self.menu_button, self.log]

    def _button_words(self) -> None:
        for button, name, tip in (
            (
                self.settings_button,
                translate("a11y", "Settings"),
                translate("a11y", "Options: levels, speed, deck, señas"),
            ),
            (self.menu_button, translate("a11y", "Menu (Esc)"), translate("a11y", "Every menu")),
        ):
            button.setAccessibleName(name)
            button.setAccessibleDescription(tip)
            button.setToolTip(name)

    def set_daily(self, date: str | None) -> None:
        """The day's deal is on the table (its date), or not (None)."""
        self.daily_date = date or ""
        self._daily_words()

    def _daily_words(self) -> None:
        if self.daily_date:
            #: The tag in the side panel's header while the daily deal is played; %1 is
            #: its date.
            self.daily.setText(fill(translate("table", "Daily deal · %1"), self.daily_date))
        self.daily.setVisible(bool(self.daily_date))

    def retranslate(self) -> None:
        """Every word of the panel again, the hand log included (LanguageChange)."""
        self._wordmark()
        self.log.setAccessibleName(translate("log", "Hand log"))
        self.log.setAccessibleDescription(
            translate("a11y", "What was said and played, newest last")
        )
        self.configure(self.variant, self.players, self.target, self.flor, self.best_of_three)
        self.set_speed_text(self.speed)
        number = self._hand
        events = list(self._events)
        view = self._view
        stake_points, envido_text, trick_index = (
            self.stake_points,
            self.envido_text,
            self.trick_index,
        )
        self._replaying = True
        try:
            self.new_hand(number)
            for event in events:
                self.on_event(event)
        finally:
            self._replaying = False
        self.stake_points, self.trick_index = stake_points, trick_index
        if envido_text:
            self.envido_text = self.envido_text or envido_text
        # The envido's state in the new language (new_hand forgot the view).
        self._view = view
        self.envido_calling = "" if view is None else envido_state(view)
        self._strip()

    def _fit_head(self) -> None:
        """ "Hand 2" and "Trick 1 of 3" share a line while both fit whole; in a narrow
        panel or a long language the trick goes under the hand instead of being cut."""
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        need = self.hand_label.sizeHint().width() + 12 + self.trick_label.sizeHint().width()
        direction = (
            QBoxLayout.Direction.LeftToRight if need <= room else QBoxLayout.Direction.TopToBottom
        )
        if self._head.direction() != direction:
            self._head.setDirection(direction)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_head()
        self._fit_wordmark()

    def _fit_wordmark(self) -> None:
        """The wordmark as large as the header allows (32 px, 24 compact), a size smaller
        rather than cut (a long translation of "Truco"); the suits yield first."""
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right() - self.header_extra
        base = 24 if self.compact else 32
        text = self.wordmark.text()
        pips = self.pips.sizeHint().width() + self.header.spacing()
        for with_pips in (True, False):
            space = room - (pips if with_pips else 0)
            size = base
            while size > 18 and QFontMetrics(display_font(size)).horizontalAdvance(text) > space:
                size -= 1
            if QFontMetrics(display_font(size)).horizontalAdvance(text) <= space or not with_pips:
                break
        self.pips.setVisible(with_pips)
        if self.wordmark.font().pixelSize() != size:
            self.wordmark.setFont(display_font(size))
        # Too long even small (a pseudo-translation): it wraps between its words.
        fits = QFontMetrics(display_font(size)).horizontalAdvance(text) <= space
        if self.wordmark.wordWrap() == fits:
            self.wordmark.setWordWrap(not fits)

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        self.wordmark.setFont(display_font(24 if compact else 32))
        self.pips.set_pip(11 if compact else 13)
        for button in (self.settings_button, self.menu_button):
            button.set_compact(compact)
        self.header_extra = 2 * ((24 if compact else 28) + 6 + 8)
        self.subtitle.setVisible(not compact)
        self.scoreboard.set_compact(compact)
        self.log.setFont(ui_font(13 if compact else 14))
        self.log.compact = compact
        self.layout().setContentsMargins(*((12, 12, 12, 10) if compact else (16, 16, 16, 12)))
        self._fit_head()
        self._fit_wordmark()

    def configure(
        self,
        variant: str,
        players: int,
        target: int,
        flor: str,
        best_of_three: bool,
        cast: Mapping[int, str] | None = None,
    ) -> None:
        """The panel for these rules; ``cast`` (seat -> character key, None: keep the
        last) names the characters in the log and under the score."""
        self.variant, self.players = variant, players
        self.target, self.flor, self.best_of_three = target, flor, best_of_three
        if cast is not None:
            self.cast = dict(cast)
        self.pips.set_variant(variant)
        self.names = S.seat_names(players, self.cast)
        parts = [
            S.variant_title(variant),
            table.tr("%n players", None, players),
            #: The points a match is played to.
            table.tr("to %n", None, target),
        ]
        if get_variant(variant).has_flor_option:  # the flor's mode, where it exists
            modes = {
                "off": translate("table", "flor off"),
                "simple": translate("table", "flor simple"),
                "full": translate("table", "flor with contraflor"),
            }
            parts.append(modes.get(flor, flor))
        # A long language breaks the line between its parts: none is dropped.
        self.subtitle.set_parts(parts)
        seating = seating_for(players)
        us = " · ".join(self.names[s] for s in seating.members(seating.team(0)))
        them = " · ".join(
            self.names[s] for s in range(players) if seating.team(s) != seating.team(0)
        )
        if players == 3:  # AR-GALLO-4: a score per seat, a column each
            heads = tuple(self.names)
            self.scoreboard.configure(variant, target, best_of_three, heads, heads=heads)
            return
        self.scoreboard.configure(variant, target, best_of_three, (us, them))

    def set_speed_text(self, speed: str) -> None:
        self.speed = speed
        speeds = {
            "slow": translate("table", "Slow"),
            "normal": translate("table", "Normal"),
            "fast": translate("table", "Fast"),
            "instant": translate("table", "Instant"),
        }
        #: The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…).
        #: Keep the " · " between the parts: a narrow panel breaks the line there.
        text = translate("table", "F1 Rules · Esc Menu · Speed: %1")
        self.footer.set_line(fill(text, speeds.get(speed, speed)))

    def _strip(self) -> None:
        stake = ""
        if self.stake_points is not None:
            #: What the hand is worth now; keep the <b> markup around the number.
            stake = table.tr("Stake <b>%n points</b>", None, self.stake_points)
        env = (
            self.envido_text
            or self.envido_calling
            or (translate("table", "Envido: not called") if self.has_envido else "")
        )
        self.stake.set_parts(stake, env)
        trick = fill(translate("table", "Trick %1 of 3"), min(3, self.trick_index + 1))
        self.trick_label.setText(trick)
        # Nothing to say (no truco accepted, no envido in these rules): no empty strip.
        self.stake.setVisible(bool(stake or env))
        self._fit_head()

    def new_hand(self, number: int, view: SeatView | None = None) -> None:
        self.hand_number = number
        self._hand = number
        if not self._replaying:
            self._events = []
        self.hand_label.setText(fill(translate("table", "Hand %1"), number))
        self._fit_head()
        self.envido_calling = ""
        self.words.new_hand(tuple(view.teams) if view is not None else None)
        self.log.clear()
        if view is not None:
            self.has_envido = "envido" in view.calls
        self.stake_points = None
        self.show_stake(view)
        self._strip()

    def show_stake(self, view: SeatView | None) -> None:
        """What the hand is worth, as the view says (``view.stake``), whenever it is worth
        more than a hand with nothing called: once a truco was accepted
        (``view.truco_level``), or from the deal in a mão de onze. Nothing otherwise.
        Beside it the envido's state (`envido_state`), so that the strip never says
        "not called" of an envido on the table."""
        self._view = view
        stake = None if view is None or not is_raised(view) else view.stake
        calling = "" if view is None else envido_state(view)
        if stake != self.stake_points or calling != self.envido_calling:
            self.stake_points = stake
            self.envido_calling = calling
            self._strip()

    def add_note(self, text: Callable[[], str], team: int | None = None) -> None:
        """A line of the hand that is no engine event (a sign); ``text`` gives its words."""
        self.on_event(LogNote(text, team))

    def set_live(self, seat: int | None, word: str | None) -> None:
        """The call that waits for your answer, tinted in the log (None: no call)."""
        self.log.set_live(seat, word)

    def on_event(self, event: Event | LogNote) -> None:
        """Write one event of the hand in words: its rows and changes come from the log's
        table of events (``log_words``); a note (a sign) is its own row."""
        if not self._replaying:
            self._events.append(event)
        log = self.log
        if isinstance(event, LogNote):
            log.add(event.text(), event.team)
            log.fit_last()
            return
        said = self.words.words(event)
        for line in said.lines:
            log.add(line.text, line.team, divider=line.divider, call=line.call, row=line.row)
        if said.strip:
            self._strip()
        if said.score is not None and not self._replaying:
            self.scoreboard.set_score(said.score)
