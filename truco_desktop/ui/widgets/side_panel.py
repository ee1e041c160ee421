"""The side panel: wordmark, scoreboard, the hand log in words, and a quiet footer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import engine
from ...engine.seats import seating_for, team_of
from .. import strings as S
from ..strings import fill, table, translate
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2, GlassFrame
from .scoreboard import Scoreboard

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from ...engine.events import Event
    from ...engine.view import SeatView

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
        self.setStyleSheet(
            f"QListWidget {{ background: transparent; color: {TEXT}; }}"
            "QListWidget::item { padding: 4px 2px; border-bottom: 1px solid rgba(255,255,255,14); }"
            "QScrollBar:vertical { width: 6px; background: transparent; }"
            "QScrollBar::handle:vertical { background: rgba(255,255,255,40); border-radius: 3px; }"
        )
        self.setFont(ui_font(14))
        self.compact = False

    def add(
        self, text: str, team: int | None = None, divider: bool = False, call: bool = False
    ) -> None:
        item = QListWidgetItem(text)
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
        while self.count() > 200:
            self.takeItem(0)
        self.scrollToBottom()

    def fit_last(self) -> None:
        """Give the newest row the height its wrapped words need (padding included)."""
        item = self.item(self.count() - 1)
        if item is None:
            return
        width = max(80, self.viewport().width() - 14)
        metrics = QFontMetrics(item.font() if item.font().pixelSize() > 0 else self.font())
        flags = Qt.TextFlag.TextWordWrap
        bounds = metrics.boundingRect(QRect(0, 0, width, 2000), flags, item.text())
        item.setSizeHint(QSize(width, bounds.height() + 10))


class SidePanel(GlassFrame):
    """Header, scoreboard, hand log and footer, on dark glass at the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=18, parent=parent)
        self.variant = "argentino"
        self.names: list[str] = []
        self.players = 4
        self.hand_number = 0
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 18, 20, 14)
        lay.setSpacing(6)
        self.wordmark = QLabel()
        self.wordmark.setTextFormat(Qt.TextFormat.RichText)
        self.wordmark.setFont(display_font(32))
        self.wordmark.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.wordmark.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setFont(ui_font(12.5))
        self.subtitle.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        self.subtitle.setWordWrap(True)
        lay.addWidget(self.wordmark)
        lay.addWidget(self.subtitle)
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
        self.stake = QLabel()
        self.stake.setFont(ui_font(12.5))
        self.stake.setStyleSheet(
            f"color: {TEXT}; background: rgba(255,255,255,14); border-radius: 8px;"
            " padding: 5px 8px;"
        )
        self.stake.setWordWrap(True)
        self.stake.setVisible(False)  # until a hand is dealt: an empty strip says nothing
        lay.addWidget(self.stake)
        self.log = HandLog(self)
        lay.addWidget(self.log, 1)
        self.footer = QLabel()
        self.footer.setFont(ui_font(11.5))
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.footer.setWordWrap(True)
        self.footer.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        lay.addWidget(self.footer)
        # What the hand is worth (view.stake) when more than nothing called, else None.
        self.stake_points: int | None = None
        # Whether these rules have the envido (its "not called" note).
        self.has_envido = False
        self.envido_text = ""
        self.trick_index = 0
        self.target, self.flor, self.best_of_three = 30, "off", False
        self.speed = "normal"
        # The hand's events so far, to write the log again in another language.
        self._hand = 0
        self._events: list[Event | LogNote] = []
        self._replaying = False
        self._wordmark()

    def _wordmark(self) -> None:
        self.wordmark.setText(
            translate("table", "Truco")
            + "  <span style='font-size:13px; color:#E3B341'>♦ ♥ ♠ ♣</span>"
        )

    def retranslate(self) -> None:
        """Every word of the panel again, the hand log included (LanguageChange)."""
        self._wordmark()
        self.log.setAccessibleName(translate("log", "Hand log"))
        self.configure(self.variant, self.players, self.target, self.flor, self.best_of_three)
        self.set_speed_text(self.speed)
        number = self._hand
        events = list(self._events)
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

    def set_compact(self, compact: bool) -> None:
        self.wordmark.setFont(display_font(24 if compact else 32))
        self.subtitle.setVisible(not compact)
        self.scoreboard.set_compact(compact)
        self.log.setFont(ui_font(13 if compact else 14))
        self.log.compact = compact
        self.layout().setContentsMargins(*((12, 12, 12, 10) if compact else (20, 18, 20, 14)))
        self._fit_head()

    def configure(
        self, variant: str, players: int, target: int, flor: str, best_of_three: bool
    ) -> None:
        self.variant, self.players = variant, players
        self.target, self.flor, self.best_of_three = target, flor, best_of_three
        self.names = S.seat_names(players)
        parts = [
            S.variant_title(variant),
            table.tr("%n players", None, players),
            #: The points a match is played to.
            table.tr("to %n", None, target),
        ]
        if variant == "argentino":
            modes = {
                "off": translate("table", "flor off"),
                "simple": translate("table", "flor simple"),
                "full": translate("table", "flor with contraflor"),
            }
            parts.append(modes.get(flor, flor))
        self.subtitle.setText(" · ".join(parts))
        seating = seating_for(players)
        us = " · ".join(self.names[s] for s in seating.members(seating.team(0)))
        them = " · ".join(
            self.names[s] for s in range(players) if seating.team(s) != seating.team(0)
        )
        if players == 6:
            us, them = translate("table", "You and partners"), translate("table", "Opponents")
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
        text = translate("table", "F1 Rules · Esc Menu · Speed: %1")
        self.footer.setText(fill(text, speeds.get(speed, speed)))

    def _strip(self) -> None:
        parts = []
        if self.stake_points is not None:
            #: What the hand is worth now; keep the <b> markup around the number.
            parts.append(table.tr("Stake <b>%n points</b>", None, self.stake_points))
        env = self.envido_text or (
            translate("table", "Envido: not called") if self.has_envido else ""
        )
        if env:
            parts.append(f"<span style='color:{TEXT2}'>{env}</span>")
        self.stake.setText("&nbsp;&nbsp;&nbsp;".join(parts))
        trick = fill(translate("table", "Trick %1 of 3"), min(3, self.trick_index + 1))
        self.trick_label.setText(trick)
        # Nothing to say (no truco accepted, no envido in these rules): no empty strip.
        self.stake.setVisible(bool(parts))
        self._fit_head()

    def new_hand(self, number: int, view: SeatView | None = None) -> None:
        self.hand_number = number
        self._hand = number
        if not self._replaying:
            self._events = []
        self.hand_label.setText(fill(translate("table", "Hand %1"), number))
        self._fit_head()
        self.envido_text = ""
        self.trick_index = 0
        self.log.clear()
        if view is not None:
            self.has_envido = "envido" in view.calls
        self.stake_points = None
        self.show_stake(view)
        self._strip()

    def show_stake(self, view: SeatView | None) -> None:
        """What the hand is worth, as the view says (``view.stake``), whenever it is worth
        more than a hand with nothing called: once a truco was accepted
        (``view.truco_level``), or from the deal in a mão de onze. Nothing otherwise."""
        stake = None if view is None or not _raised(view) else view.stake
        if stake != self.stake_points:
            self.stake_points = stake
            self._strip()

    def add_note(self, text: Callable[[], str], team: int | None = None) -> None:
        """A line of the hand that is no engine event (a sign); ``text`` gives its words."""
        self.on_event(LogNote(text, team))

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
            duel = translate("log", "Duel: %1 against %2")
            log.add(fill(duel, names[event.mano], names[event.other]), divider=True)
            self.trick_index = 0
            self._strip()
        elif isinstance(event, engine.events.CardPlayed):
            what = S.card_name(event.card, v)
            if event.covered:
                what = (
                    fill(translate("log", "%1, face down"), what)
                    if event.card
                    else translate("log", "a card face down")
                )
            #: %1 is a player, %2 a card ("7 of espadas", "a card face down").
            played = translate("log", "%1 played %2")
            log.add(fill(played, names[event.seat], what), team_of(event.seat))
        elif isinstance(event, engine.events.Called):
            #: %1 is a player, %2 what he says (¡Truco!, Quiero…).
            said = fill(translate("log", "%1: %2"), names[event.seat], S.spoken(v, event.word))
            log.add(said, team_of(event.seat), call=True)
        elif isinstance(event, engine.events.EnvidoSung):
            #: Said when the other side's envido is better: keep it in Spanish.
            buenas = translate("table", "Son buenas")
            song = buenas if event.value is None else str(event.value)
            said = fill(translate("log", "%1: %2"), names[event.seat], song)
            log.add(said, team_of(event.seat), call=True)
        elif isinstance(event, engine.events.SetChosen):
            said = fill(translate("log", "%1: %2"), names[event.seat], S.spoken(v, event.choice))
            log.add(said, team_of(event.seat))
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
            if event.team is None:
                if v == "argentino":
                    #: %1 is the trick (1-3); parda: the trick was tied.
                    parda = translate("log", "Trick %1 → parda")
                else:
                    #: %1 is the trick (1-3); a tied trick at a Brazilian table (empate).
                    parda = translate("log", "Trick %1 → parda", "Mineiro, Paulista")
                log.add(fill(parda, event.index + 1), divider=True)
            else:
                who = S.us_or_them(event.team)
                #: %1 is the trick (1-3), %2 Us or Them, %3 the player who won it.
                won_by = translate("log", "Trick %1 → %2 · %3")
                log.add(
                    fill(won_by, event.index + 1, who, names[event.seat]),
                    event.team,
                    divider=True,
                )
            self.trick_index = event.index + 1
            self._strip()
        elif isinstance(event, engine.events.PointsScored):
            who = S.us_or_them(event.team)
            #: %1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.
            scored = translate("log", "%1 %2 → %3")
            log.add(
                fill(scored, S.reason_text(event.reason), event.points, who),
                event.team,
                divider=True,
            )
            if not self._replaying:
                self.scoreboard.set_score(event.score)
        elif isinstance(event, engine.events.HandOver):
            if event.replay:
                log.add(translate("log", "All tied: the hand is dealt again"), divider=True)
        elif isinstance(event, engine.events.MatchOver):
            log.add(translate("log", "Match over"), divider=True)
