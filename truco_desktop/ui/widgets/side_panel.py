"""The side panel: wordmark, scoreboard, the hand log in words, and a quiet footer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import team_of
from ...engine.events import (
    Called,
    CardPlayed,
    DuelStarted,
    EnvidoSettled,
    Event,
    FlorSettled,
    HandOver,
    HandStarted,
    MatchOver,
    PointsScored,
    SetChosen,
    TrickDone,
)
from .. import strings as S
from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2, GlassFrame
from .scoreboard import Scoreboard

TEAM_HEX = ("#8FCBEA", "#F0A45B")


class HandLog(QListWidget):
    """One row per thing said or played; newest at the bottom, followed as it grows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(S.tr("Hand log"))
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
        self.wordmark = QLabel(
            S.tr("Truco") + "  <span style='font-size:13px; color:#E3B341'>♦ ♥ ♠ ♣</span>"
        )
        self.wordmark.setTextFormat(Qt.TextFormat.RichText)
        self.wordmark.setFont(display_font(32))
        self.wordmark.setStyleSheet(f"color: {TEXT}; background: transparent;")
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
        head.addWidget(self.hand_label)
        head.addStretch()
        head.addWidget(self.trick_label)
        lay.addLayout(head)
        self.stake = QLabel()
        self.stake.setFont(ui_font(12.5))
        self.stake.setStyleSheet(
            f"color: {TEXT}; background: rgba(255,255,255,14); border-radius: 8px;"
            " padding: 5px 8px;"
        )
        self.stake.setWordWrap(True)
        lay.addWidget(self.stake)
        self.log = HandLog(self)
        lay.addWidget(self.log, 1)
        self.footer = QLabel()
        self.footer.setFont(ui_font(11.5))
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.footer.setWordWrap(True)
        self.footer.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        lay.addWidget(self.footer)
        self.stake_points = 1
        self.envido_text = ""
        self.trick_index = 0

    def set_compact(self, compact: bool) -> None:
        self.wordmark.setFont(display_font(24 if compact else 32))
        self.subtitle.setVisible(not compact)
        self.scoreboard.set_compact(compact)
        self.log.setFont(ui_font(13 if compact else 14))
        self.log.compact = compact
        self.layout().setContentsMargins(*((12, 12, 12, 10) if compact else (20, 18, 20, 14)))

    def configure(
        self, variant: str, players: int, target: int, flor: str, best_of_three: bool
    ) -> None:
        self.variant, self.players = variant, players
        self.names = S.seat_names(players)
        parts = [
            S.variant_title(variant),
            S.tr("{n} players").format(n=players),
            S.tr("to {n}").format(n=target),
        ]
        if variant == "argentino":
            parts.append(S.tr("flor {mode}").format(mode=S.tr(flor)))
        self.subtitle.setText(" · ".join(parts))
        us = " · ".join(self.names[s] for s in range(players) if s % 2 == 0)
        them = " · ".join(self.names[s] for s in range(players) if s % 2 == 1)
        if players == 6:
            us, them = S.tr("You and partners"), S.tr("Opponents")
        self.scoreboard.configure(variant, target, best_of_three, (us, them))

    def set_speed_text(self, speed: str) -> None:
        self.footer.setText(
            S.tr("F1 Rules · Esc Menu · Speed: {s}").format(s=S.tr(speed.capitalize()))
        )

    def _strip(self) -> None:
        pts = self.stake_points
        stake = (
            S.tr("Stake <b>{n} point</b>").format(n=pts)
            if pts == 1
            else S.tr("Stake <b>{n} points</b>").format(n=pts)
        )
        env = self.envido_text or (
            S.tr("Envido: not called") if self.variant == "argentino" else ""
        )
        self.stake.setText(f"{stake}&nbsp;&nbsp;&nbsp;<span style='color:{TEXT2}'>{env}</span>")
        self.trick_label.setText(S.tr("Trick {i} of 3").format(i=min(3, self.trick_index + 1)))

    def new_hand(self, number: int, stake: int) -> None:
        self.hand_number = number
        self.hand_label.setText(S.tr("Hand {n}").format(n=number))
        self.stake_points = stake
        self.envido_text = ""
        self.trick_index = 0
        self.log.clear()
        self._strip()

    def on_event(self, event: Event) -> None:
        """Write one event of the hand in words."""
        names, v, log = self.names, self.variant, self.log
        if isinstance(event, HandStarted):
            self.log.add(S.tr("{name} deals").format(name=names[event.dealer]), divider=True)
        elif isinstance(event, DuelStarted):
            log.add(
                S.tr("Duel: {a} against {b}").format(a=names[event.mano], b=names[event.other]),
                divider=True,
            )
            self.trick_index = 0
            self._strip()
        elif isinstance(event, CardPlayed):
            what = (
                S.card_name(event.card, v)
                if not event.covered or event.card is not None
                else S.tr("a covered card")
            )
            if event.covered:
                what = (
                    S.tr("{card}, face down").format(card=what)
                    if event.card
                    else S.tr("a card face down")
                )
            log.add(
                S.tr("{name} played {card}").format(name=names[event.seat], card=what),
                team_of(event.seat),
            )
        elif isinstance(event, Called):
            log.add(
                f"{names[event.seat]}: {S.spoken(v, event.word)}", team_of(event.seat), call=True
            )
            ladder = (
                {"truco": 2, "retruco": 3, "vale_cuatro": 4}
                if v == "argentino"
                else {"truco": 3, "seis": 6, "nove": 9, "doze": 12}
            )
            if event.word in ladder:
                self._pending_stake = ladder[event.word]
            if event.word == "quiero" and getattr(self, "_pending_stake", None):
                self.stake_points = self._pending_stake
                self._pending_stake = None
                self._strip()
        elif isinstance(event, SetChosen):
            log.add(
                f"{names[event.seat]}: {S.spoken('mineiro', event.choice)}", team_of(event.seat)
            )
        elif isinstance(event, EnvidoSettled):
            if event.accepted and event.winner_seat is not None:
                self.envido_text = S.tr("Envido won by {name}, {n}").format(
                    name=names[event.winner_seat], n=event.value
                )
            else:
                self.envido_text = S.tr("Envido refused")
            self._strip()
        elif isinstance(event, FlorSettled):
            if event.winner_seat is not None:
                log.add(
                    S.tr("Flor: {name}, {n}").format(name=names[event.winner_seat], n=event.value),
                    divider=True,
                )
        elif isinstance(event, TrickDone):
            if event.team is None:
                log.add(S.tr("Trick {i} → parda").format(i=event.index + 1), divider=True)
            else:
                who = S.tr("Us") if event.team == 0 else S.tr("Them")
                log.add(
                    S.tr("Trick {i} → {who} · {name}").format(
                        i=event.index + 1, who=who, name=names[event.seat]
                    ),
                    event.team,
                    divider=True,
                )
            self.trick_index = event.index + 1
            self._strip()
        elif isinstance(event, PointsScored):
            who = S.tr("Us") if event.team == 0 else S.tr("Them")
            log.add(
                S.tr("{reason} {n} → {who}").format(
                    reason=S.reason_text(event.reason), n=event.points, who=who
                ),
                event.team,
                divider=True,
            )
            self.scoreboard.set_score(event.score)
        elif isinstance(event, HandOver):
            if event.replay:
                log.add(S.tr("All tied: the hand is dealt again"), divider=True)
        elif isinstance(event, MatchOver):
            log.add(S.tr("Match over"), divider=True)
