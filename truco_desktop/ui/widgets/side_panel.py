"""The side panel: wordmark, scoreboard, the hand log in words, and a quiet footer."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ... import engine
from ...engine.seats import seating_for, team_of
from ...engine.variants import DEFAULT_VARIANT, get_variant
from .. import strings as S
from ..presentation import presentation
from ..strings import fill, table, translate
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2, GlassFrame
from .icons import SuitPips, paint_gear, paint_menu
from .scoreboard import Scoreboard

GOLD = "#E3B341"

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from ...engine.events import Event
    from ...engine.view import SeatView
    from .log_rows import LogRows


def _log_rows() -> ModuleType:
    """The hand log's row painter (``log_rows``), imported with the first row: its Qt
    classes (the item delegate, the view's style options) cost some 7 ms of CPU that the
    first paint, with an empty log, does not need."""
    from . import log_rows

    return log_rows


TEAM_HEX = ("#8FCBEA", "#F0A45B")


def _raised(view: SeatView) -> bool:
    """Whether the hand is worth more than one with nothing called: an accepted truco,
    or a stake above what the ladder's first call would leave if refused (its
    ``refused``: the stake in force before any call, as in a mão de onze's 3)."""
    nothing_called = view.ladder[0].refused if view.ladder else view.stake
    return view.truco_level >= 0 or view.stake > nothing_called


@dataclass(frozen=True)
class LogNote:
    """A log line that is no engine event (a sign): its words are asked again on each
    writing, so the log keeps it when it is written again in another language."""

    text: Callable[[], str]
    team: int | None = None


class HandLog(QListWidget):
    """One row per thing said or played; newest at the bottom, followed as it grows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(translate("log", "Hand log"))
        self.setAccessibleDescription(translate("a11y", "What was said and played, newest last"))
        self.setStyleSheet(
            f"QListWidget {{ background: transparent; color: {TEXT};"
            " border: 2px solid transparent; border-radius: 10px; }"
            "QListWidget:focus { border: 2px solid #E3B341; }"
            "QListWidget::item { padding: 4px 2px; border-bottom: 1px solid rgba(255,255,255,14); }"
            "QScrollBar:vertical { width: 6px; background: transparent; margin: 0; }"
            "QScrollBar::handle:vertical { background: rgba(255,255,255,40); border-radius: 3px; }"
            "QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; border: none; }"
            "QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }"
        )
        self.setFont(ui_font(14))
        self._compact = False
        self._rows: LogRows | None = None  # made with the first row (``_log_rows``)

    @property
    def compact(self) -> bool:
        return self._compact

    @compact.setter
    def compact(self, compact: bool) -> None:
        self._compact = compact
        if self._rows is not None:
            self._rows.compact = compact

    @property
    def rows(self) -> LogRows:
        """The rows' painter, made (and its module imported) when first needed."""
        if self._rows is None:
            rows: LogRows = _log_rows().LogRows(self)
            rows.compact = self._compact
            self.setItemDelegate(rows)
            self._rows = rows
        return self._rows

    def add(
        self,
        text: str,
        team: int | None = None,
        divider: bool = False,
        call: bool = False,
        row: dict[str, object] | None = None,
    ) -> None:
        """A row: ``text`` is the whole sentence (what a screen reader reads); ``row``
        the facts the design draws (``log_rows``: seat disc, words, card chip or call)."""
        item = QListWidgetItem(text)
        if row is not None:
            # Its height: the delegate's, for the log's width.
            _ = self.rows  # the rows' painter, made with the first row
            item.setData(_log_rows().ROW_ROLE, row)
        if team is not None:
            item.setForeground(QColor(TEAM_HEX[team]) if divider else QColor(TEXT))
        if divider:
            f = ui_font(12.5, QFont.Weight.Bold)
            item.setFont(f)
            item.setForeground(QColor(TEXT2))
        if call:
            item.setFont(display_font(13 if self.compact else 15, QFont.Weight.Bold))
            if team is not None:
                bg = QColor(TEAM_HEX[team])
                bg.setAlphaF(0.14)
                item.setBackground(bg)
        self.addItem(item)
        if row is None:
            self._fit(item)
        while self.count() > 200:
            self.takeItem(0)
        self.scrollToBottom()

    def set_live(self, seat: int | None, word: str | None) -> None:
        """Tint the call that waits for your answer (``seat``'s ``word``, its latest row)
        and say so under it; None: no call waits."""
        found = False
        role = _log_rows().ROW_ROLE if self.count() else 0
        for i in range(self.count() - 1, -1, -1):
            item = self.item(i)
            row = item.data(role)
            if not isinstance(row, dict) or row.get("kind") != "call":
                continue
            live = (
                not found
                and seat is not None
                and row.get("seat") == seat
                and row.get("said") == word
            )
            found = found or live
            if bool(row.get("live")) != live:
                item.setData(role, {**row, "live": live})
        if found:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A row's height follows the log's width (a call word may need a line of its
        own, a plain line may wrap, in a narrow panel): lay the rows out again."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            role = _log_rows().ROW_ROLE if self.count() else 0
            for i in range(self.count()):
                item = self.item(i)
                if item.data(role) is None:
                    self._fit(item)
            self.scheduleDelayedItemsLayout()

    def fit_last(self) -> None:
        """Give the newest row the height its wrapped words need (padding included)."""
        item = self.item(self.count() - 1)
        if item is not None:
            self._fit(item)

    def _fit(self, item: QListWidgetItem) -> None:
        """A plain line (a divider, a note, a set kept) as high as its wrapped words: a
        long one wraps rather than ending in "…" in a narrow panel."""
        width = max(80, self.viewport().width() - 14)
        metrics = QFontMetrics(item.font() if item.font().pixelSize() > 0 else self.font())
        flags = Qt.TextFlag.TextWordWrap
        bounds = metrics.boundingRect(QRect(0, 0, width, 2000), flags, item.text())
        item.setSizeHint(QSize(width, bounds.height() + 10))


class HeaderButton(QAbstractButton):
    """A round glass button of the panel's header (settings, the menu), 28 px."""

    def __init__(
        self, icon: Callable[[QPainter, QRectF, QColor], None], parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.icon = icon
        self.side = 28
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setFixedSize(self.side + 6, self.side + 6)

    def set_compact(self, compact: bool) -> None:
        self.side = 24 if compact else 28
        self.setFixedSize(self.side + 6, self.side + 6)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.side + 6, self.side + 6)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(3, 3, self.side, self.side)
        down = 1 if self.isDown() else 0
        r.translate(0, down)
        p.setPen(QPen(QColor(255, 255, 255, 52), 1))
        p.setBrush(QColor(255, 255, 255, 30 if self.underMouse() else 16))
        p.drawEllipse(r)
        self.icon(p, r.adjusted(6, 6, -6, -6), QColor(TEXT))
        if self.hasFocus():  # the double ring of DESIGN.md section 13
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#0B1F16"), 2))
            p.drawEllipse(r.adjusted(1, 1, -1, -1))
            p.setPen(QPen(QColor(GOLD), 2.2))
            p.drawEllipse(r.adjusted(-1.6, -1.6, 1.6, 1.6))


def envido_state(view: SeatView) -> str:
    """The stake strip's envido, from the view's facts, until the log has told who won
    it (``EnvidoSettled``, which ends the songs): waiting for its answer, accepted and
    being sung, refused, cancelled by a flor, or impossible because a flor was sung.
    "" when none of these holds ("Envido: not called" then, if the rules have it).

    The winner is never read here: the view knows him before the songs are heard."""
    chain = view.envido_chain
    if view.envido_pending and chain:
        #: The stake strip while an envido waits for its answer; %1 is the last call
        #: of its chain (Envido, Real envido, Falta envido): "Real envido: waiting for
        #: an answer".
        waiting = translate("table", "%1: waiting for an answer")
        return fill(waiting, S.call_label(view.variant, chain[-1]))
    if view.flor_announced and view.envido_winner is None:
        if chain:
            #: The stake strip: a flor was announced over an envido call, which ends the
            #: envido without points (AR-FLOR-3).
            return translate("table", "Envido cancelled by the flor")
        #: The stake strip: a flor was announced, so no envido can be called this hand.
        return translate("table", "No envido: a flor was sung")
    if view.envido_done and view.envido_winner is not None:
        #: The stake strip while an accepted envido is sung, seat by seat, before its
        #: winner is known.
        return translate("table", "Envido accepted: singing")
    if view.envido_done and chain:
        return translate("log", "Envido refused")
    return ""


def set_choice_text(seat: int, choice: str, names: list[str]) -> str:
    """MI-DEAL-2, the mão's set choice, in words a newcomer follows: the buttons' "Keep my
    set" printed as "North: Keep my set" told nothing of what happened to the cards."""
    if seat == 0:
        texts = {
            #: Mineiro log: you kept the three cards you were dealt (Keep my set).
            "keep_set": translate("log", "You keep your three cards"),
            #: Mineiro log: you gave your three cards to your partner (Give to partner).
            "give_set": translate(
                "log", "You give your three cards to your partner and draw three new ones"
            ),
            #: Mineiro log: you showed your three cards, put them away and drew three more
            #: (Discard and draw).
            "discard_set": translate(
                "log", "You show and discard your three cards and draw three new ones"
            ),
        }
        return texts.get(choice, choice)
    texts = {
        #: Mineiro log: %1 kept the three cards he was dealt (Keep my set).
        "keep_set": translate("log", "%1 keeps his three cards"),
        #: Mineiro log: %1 gave his three cards to his partner (Give to partner).
        "give_set": translate(
            "log", "%1 gives his three cards to his partner and draws three new ones"
        ),
        #: Mineiro log: %1 showed his three cards, put them away and drew three more
        #: (Discard and draw).
        "discard_set": translate(
            "log", "%1 shows and discards his three cards and draws three new ones"
        ),
    }
    return fill(texts.get(choice, choice), names[seat])


#: Between the parts of a panel line ("Argentino · 4 players · to 30").
PART_SEPARATOR = " · "


class PartsLabel(QLabel):
    """A line made of parts ("Argentino · 4 players · to 30 · flor off", "F1 Rules · Esc
    Menu · Speed: Normal"): on one line while it fits, else broken between its parts
    onto more lines, so that no part is ever dropped nor cut in a long language (the
    shorter variants this replaced dropped "to 30" in Indonesian and "Speed" in four
    languages). Only a part wider than the whole panel on its own is elided, and then the
    whole text is the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts: list[str] = []
        self.setWordWrap(False)
        self.setMinimumWidth(10)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_parts(self, parts: list[str]) -> None:
        self.parts = [part for part in parts if part]
        self._fit()

    def set_line(self, text: str) -> None:
        """One translated line whose parts are separated by " · " (as its translator
        comment asks): broken between them where it must."""
        self.set_parts([part.strip() for part in text.split(PART_SEPARATOR.strip())])

    def full_text(self) -> str:
        return PART_SEPARATOR.join(self.parts)

    def lines(self) -> list[str]:
        """The lines shown."""
        return self.text().split("\n") if self.text() else []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        fm = self.fontMetrics()
        room = max(10, self.width() - 2)
        lines: list[str] = []
        for part in self.parts:
            joined = lines[-1] + PART_SEPARATOR + part if lines else part
            if lines and fm.horizontalAdvance(joined) <= room:
                lines[-1] = joined
            else:
                lines.append(fm.elidedText(part, Qt.TextElideMode.ElideRight, room))
        shown = "\n".join(lines)
        if shown != self.text():
            super().setText(shown)
        cut = any(line.endswith("…") for line in lines) and not self.full_text().endswith("…")
        tip = self.full_text() if cut else ""
        if tip != self.toolTip():
            self.setToolTip(tip)


class StakeStrip(QFrame):
    """What the hand is worth at the left and the envido at the right, on one line when
    both fit whole, else one under the other: a word is never wrapped."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StakeStrip")
        self.setStyleSheet(
            "QFrame#StakeStrip { background: rgba(255,255,255,14); border-radius: 8px; }"
        )
        self.stake_label = QLabel()
        self.envido_label = QLabel()
        for label, colour in ((self.stake_label, TEXT), (self.envido_label, TEXT2)):
            label.setFont(ui_font(12.5))
            label.setStyleSheet(f"color: {colour}; background: transparent;")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(8, 5, 8, 5)
        self.box.setSpacing(2)
        self.box.addWidget(self.stake_label)
        self.box.addStretch(1)
        self.box.addWidget(self.envido_label)

    def set_parts(self, stake: str, envido: str) -> None:
        self.stake_label.setText(stake)
        self.envido_label.setText(envido)
        self.stake_label.setVisible(bool(stake))
        self.envido_label.setVisible(bool(envido))
        self._fit()

    def text(self) -> str:
        """Both parts, as the player reads them."""
        return "   ".join(t for t in (self.stake_label.text(), self.envido_label.text()) if t)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.width() - 16
        need = 0
        for label in (self.stake_label, self.envido_label):
            if not label.isHidden():
                plain = re.sub(r"<[^>]*>", "", label.text()).replace("&nbsp;", " ")
                need += label.fontMetrics().horizontalAdvance(plain) + 12
        across = need <= room or room <= 0
        direction = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self.box.direction() != direction:
            self.box.setDirection(direction)
        # One under the other, a part wider than the strip (a very long language) wraps
        # between words rather than being cut.
        for label in (self.stake_label, self.envido_label):
            plain = re.sub(r"<[^>]*>", "", label.text()).replace("&nbsp;", " ")
            wide = not across and label.fontMetrics().horizontalAdvance(plain) + 4 > room
            if label.wordWrap() != wide:
                label.setWordWrap(wide)
        self.envido_label.setAlignment(
            Qt.AlignmentFlag.AlignRight if across else Qt.AlignmentFlag.AlignLeft
        )


class SidePanel(GlassFrame):
    """Header, scoreboard, hand log and footer, on dark glass at the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=18, parent=parent)
        self.variant = DEFAULT_VARIANT
        self.names: list[str] = []
        # The characters in the computer seats (seat -> key).
        self.cast: dict[int, str] = {}
        self.players = 4
        # This hand's team of every seat (the view's): the gallo's table changes sides.
        self._teams: tuple[int, ...] = ()
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
        self.envido_text = ""
        # The envido's state before the log tells its winner, in words (`envido_state`).
        self.envido_calling = ""
        # The last view shown (`show_stake`), to say the envido's state again in another
        # language.
        self._view: SeatView | None = None
        self.trick_index = 0
        self.target, self.flor, self.best_of_three = 30, "off", False
        self.speed = "normal"
        # The hand's events so far, to write the log again in another language.
        self._hand = 0
        self._events: list[Event | LogNote] = []
        self._replaying = False
        # The hand's calls and plays so far (seat, word): whether a raise answers a bet.
        self._said: list[tuple[int, str]] = []
        # Cards played in the trick under way (the first one "led" it).
        self._trick_cards = 0
        self._wordmark()

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
        self.envido_text = ""
        self.envido_calling = ""
        self.trick_index = 0
        self._said = []
        self._trick_cards = 0
        self.log.clear()
        if view is not None:
            self.has_envido = "envido" in view.calls
            self._teams = tuple(view.teams)
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
        stake = None if view is None or not _raised(view) else view.stake
        calling = "" if view is None else envido_state(view)
        if stake != self.stake_points or calling != self.envido_calling:
            self.stake_points = stake
            self.envido_calling = calling
            self._strip()

    def add_note(self, text: Callable[[], str], team: int | None = None) -> None:
        """A line of the hand that is no engine event (a sign); ``text`` gives its words."""
        self.on_event(LogNote(text, team))

    def _team_of(self, seat: int) -> int:
        """``seat``'s side as the log colours it: 0 yours, 1 the other. At the gallo's
        table the sides are the hand's (AR-GALLO-1), as its view said."""
        teams = self._teams
        if len(teams) == self.players and 0 <= seat < len(teams):
            return 0 if teams[seat] == teams[0] else 1
        return team_of(seat)

    def _ours(self, team: int) -> int:
        """An engine team (of this hand) as the log says it: 0 us, 1 them."""
        teams = self._teams
        if len(teams) == self.players and teams:
            return 0 if team == teams[0] else 1
        return team

    def _row(self, kind: str, seat: int, template: str) -> dict[str, object]:
        """The facts of a log row about ``seat`` (``log_rows``)."""
        name = self.names[seat] if seat < len(self.names) else ""
        return {
            "kind": kind,
            "seat": seat,
            "name": name,
            # The character's face in the row's disc (None: the name's initial).
            "face": self.cast.get(seat),
            "team": self._team_of(seat),
            "template": template,
            "variant": self.variant,
        }

    def set_live(self, seat: int | None, word: str | None) -> None:
        """The call that waits for your answer, tinted in the log (None: no call)."""
        self.log.set_live(seat, word)

    def on_event(self, event: Event | LogNote) -> None:
        """Write one event of the hand in words."""
        names, v, log = self.names, self.variant, self.log
        if not self._replaying:
            self._events.append(event)
        if isinstance(event, LogNote):
            log.add(event.text(), event.team)
            log.fit_last()
        elif isinstance(event, engine.events.HandStarted):
            if event.dealer == 0:
                #: The hand log when you are the dealer.
                log.add(translate("log", "You deal"), divider=True)
            else:
                log.add(fill(translate("log", "%1 deals"), names[event.dealer]), divider=True)
        elif isinstance(event, engine.events.DuelStarted):
            self._trick_cards = 0
            duel = translate("log", "Duel: %1 against %2")
            log.add(fill(duel, names[event.mano], names[event.other]), divider=True)
            self.trick_index = 0
            # AR-SIX: each pica-pica duel has an envido of its own.
            self.envido_text = ""
            self._strip()
        elif isinstance(event, engine.events.CardPlayed):
            self._said.append((event.seat, "play"))
            what = S.card_name(event.card, v)
            if event.covered:
                what = (
                    fill(translate("log", "%1, face down"), what)
                    if event.card
                    else translate("log", "a card face down")
                )
            you = event.seat == 0  # the verb in the second person ("Yo salí")
            if you:
                #: %1 is you (the player's own name: You, Yo), %2 a card.
                played = translate("log", "%1 played %2", "you")
            else:
                #: %1 is a player, %2 a card ("7 of espadas", "a card face down").
                played = translate("log", "%1 played %2")
            if self._trick_cards == 0 and you:
                #: A log row beside the card's chip: %1 (in bold) is you (You, Yo),
                #: who played the trick's first card: the verb agrees with "you".
                verb = translate("log", "%1 led", "you")
            elif self._trick_cards == 0:
                #: A log row beside the card's chip: %1 (in bold) played the trick's
                #: first card.
                verb = translate("log", "%1 led")
            elif you:
                #: A log row beside the card's chip: %1 (in bold) is you (You, Yo),
                #: who played a card: the verb agrees with "you".
                verb = translate("log", "%1 played", "you")
            else:
                #: A log row beside the card's chip: %1 (in bold) played a card.
                verb = translate("log", "%1 played")
            self._trick_cards += 1
            row = self._row("play", event.seat, verb)
            row["card"] = event.card if not event.covered or event.card else None
            log.add(fill(played, names[event.seat], what), self._team_of(event.seat), row=row)
        elif isinstance(event, engine.events.Called):
            self._said.append((event.seat, event.word))
            teams = [self._team_of(seat) for seat in range(max(2, self.players))]
            words = S.spoken(v, event.word, S.raise_in_reply(self._said, teams))
            #: %1 is a player, %2 what he says (¡Truco!, Quiero…).
            said = fill(translate("log", "%1: %2"), names[event.seat], words)
            bet = S.is_bet(event.word)
            you = event.seat == 0
            if bet and you:
                #: A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).
                verb = translate("log", "%1 call")
            elif bet:
                #: A log row beside the call (¡Truco!): %1 (in bold) made a bet.
                verb = translate("log", "%1 calls")
            elif S.is_answer(event.word) and you:
                #: A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).
                verb = translate("log", "%1 answer")
            elif S.is_answer(event.word):
                #: A log row beside the answer (Quiero, No quiero): %1 (in bold).
                verb = translate("log", "%1 answers")
            elif you:
                #: A log row beside what you say (Flor, Me voy al mazo): %1 (in bold)
                #: is you (You, Yo).
                verb = translate("log", "%1 say")
            else:
                #: A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).
                verb = translate("log", "%1 says")
            row = self._row("call", event.seat, verb)
            row.update(word=words, said=event.word, bet=bet)
            log.add(said, self._team_of(event.seat), call=True, row=row)
        elif isinstance(event, engine.events.EnvidoSung):
            #: Said when the other side's envido is better: keep it in Spanish.
            buenas = translate("table", "Son buenas")
            song = buenas if event.value is None else str(event.value)
            said = fill(translate("log", "%1: %2"), names[event.seat], song)
            #: A log row beside your envido points sung (or Son buenas): %1 (in bold)
            #: is you (You, Yo).
            yours = translate("log", "%1 sing")
            #: A log row beside the envido points sung (or Son buenas): %1 (in bold).
            theirs = translate("log", "%1 sings")
            row = self._row("call", event.seat, yours if event.seat == 0 else theirs)
            row.update(word=song, said="", bet=False)
            log.add(said, self._team_of(event.seat), call=True, row=row)
        elif isinstance(event, engine.events.Discarded):
            if event.seat == 0:
                #: AR-GALLO-3: you, the gallo, put one of your four cards away unseen.
                log.add(translate("log", "You discard a card face down"))
            else:
                #: AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.
                log.add(fill(translate("log", "%1 discards a card face down"), names[event.seat]))
        elif isinstance(event, engine.events.SetChosen):
            log.add(set_choice_text(event.seat, event.choice, names), self._team_of(event.seat))
        elif isinstance(event, engine.events.EnvidoSettled):
            if event.accepted and event.winner_seat == 0:
                #: You won the envido; %1 is your envido points.
                self.envido_text = fill(translate("log", "Envido won by you, %1"), event.value)
            elif event.accepted and event.winner_seat is not None:
                #: %1 is the winner, %2 his envido points.
                won = translate("log", "Envido won by %1, %2")
                self.envido_text = fill(won, names[event.winner_seat], event.value)
            else:
                self.envido_text = translate("log", "Envido refused")
            self._strip()
        elif isinstance(event, engine.events.FlorSettled):
            if event.winner_seat is not None:
                flor = translate("log", "Flor: %1, %2")
                log.add(fill(flor, names[event.winner_seat], event.value), divider=True)
        elif isinstance(event, engine.events.TrickDone):
            self._trick_cards = 0
            if event.team is None:
                if presentation(v).argentine_table:
                    #: %1 is the trick (1-3); parda: the trick was tied.
                    parda = translate("log", "Trick %1 → parda")
                else:
                    #: %1 is the trick (1-3); a tied trick at a Brazilian table (empate).
                    parda = translate("log", "Trick %1 → parda", "Mineiro, Paulista")
                log.add(fill(parda, event.index + 1), divider=True)
            else:
                who = S.us_or_them(self._ours(event.team))
                #: %1 is the trick (1-3), %2 Us or Them, %3 the player who won it.
                won_by = translate("log", "Trick %1 → %2 · %3")
                log.add(
                    fill(won_by, event.index + 1, who, names[event.seat]),
                    self._ours(event.team),
                    divider=True,
                )
            self.trick_index = event.index + 1
            self._strip()
        elif isinstance(event, engine.events.PointsScored):
            who = S.us_or_them(self._ours(event.team))
            #: %1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.
            scored = translate("log", "%1 %2 → %3")
            log.add(
                fill(scored, S.reason_text(event.reason), event.points, who),
                self._ours(event.team),
                divider=True,
            )
            if not self._replaying:
                self.scoreboard.set_score(event.score)
        elif isinstance(event, engine.events.HandOver):
            if event.replay:
                log.add(translate("log", "All tied: the hand is dealt again"), divider=True)
        elif isinstance(event, engine.events.MatchOver):
            log.add(translate("log", "Match over"), divider=True)
