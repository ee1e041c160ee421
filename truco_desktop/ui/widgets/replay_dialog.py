"""Replay a finished hand step by step, from its hand record.

The board shows every seat's cards face up (the hand is over, nothing is secret any
more), the cards played so far in front of each seat, trick by trick, and the vira in
Paulista. The list on the right is the hand's actions, each with the bot's reason when
the record kept one, and the envido as it was sung (AR-ENV-8b): each seat's song is a
step of its own, shown in a bubble at the seat. Arrow keys, Home and End step through
it. The title says which hand it is: the last one, or its number. The seats are named
as at the table: the characters who sat there (the record's ``cast``), else the seats'
own names.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.actions import Action
from truco_desktop.engine.events import CardPlayed, EnvidoSung, Event, TrickDone
from truco_desktop.engine.record import HandRecord, parse_record
from truco_desktop.engine.seats import team_of
from truco_desktop.i18n import fill
from truco_desktop.play.history import ReplayHand, cast_of, replay_steps, whys_of
from truco_desktop.ui.table.art import CardArt
from truco_desktop.ui.widgets.chrome import (
    FELT,
    FELT_LO,
    GLASS,
    GOLD,
    TEXT,
    TEXT_2,
    THEM,
    US,
    apply_chrome,
    ui_font,
)
from truco_desktop.ui.words import strings
from truco_desktop.ui.words.help_text import variant_name
from truco_desktop.ui.words.reasons_text import why_text
from truco_desktop.ui.words.strings import translate


@dataclass(frozen=True)
class Step:
    """The hand after one more action, or one more envido song; step 0 is the deal."""

    hand: ReplayHand
    seat: int | None
    action: Action | None
    events: tuple[Event, ...]
    why: object
    # A seat singing his envido (or saying *son buenas*) after the envido was accepted.
    song: EnvidoSung | None = None


def build_steps(record: HandRecord, whys: list[object]) -> list[Step]:
    """Every state of the hand, from the deal to its last action (the play layer's
    replay, ``play.history.replay_steps``; BadRecord if an action is not legal there).

    An action that settles an accepted envido is followed by one step per song, in the
    order sung; the events after the songs (the winner, the points) go with the last.
    """
    steps: list[Step] = []
    for played in replay_steps(record, whys):
        hand, seat, action, events, why = (
            played.hand,
            played.seat,
            played.action,
            played.events,
            played.why,
        )
        songs = [i for i, e in enumerate(events) if isinstance(e, EnvidoSung)]
        if not songs:
            steps.append(Step(hand, seat, action, events, why))
            continue
        steps.append(Step(hand, seat, action, events[: songs[0]], why))
        for n, at in enumerate(songs):
            song = events[at]
            assert isinstance(song, EnvidoSung)
            end = songs[n + 1] if n + 1 < len(songs) else len(events)
            steps.append(Step(hand, song.seat, None, events[at:end], None, song))
    return steps


def song_text(song: EnvidoSung) -> str:
    """What the seat sang: his envido points, or *son buenas*."""
    #: Said when the other side's envido is better: keep it in Spanish.
    return translate("table", "Son buenas") if song.value is None else str(song.value)


def _dot(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawEllipse(2, 2, 8, 8)
    painter.end()
    return QIcon(pixmap)


class Board(QWidget):
    """The felt with the cards of one step."""

    def __init__(
        self,
        record: HandRecord,
        art: CardArt,
        parent: QWidget | None = None,
        cast: Mapping[int, str] | None = None,
    ):
        super().__init__(parent)
        self.record = record
        self.art = art
        self.players = record.rules.players
        self.cast = dict(cast or {})
        self.names = strings.seat_names(self.players, self.cast)
        self.step: Step | None = None
        self.played: list[tuple[int, str | None, int]] = []  # seat, card, trick index
        self.setMinimumSize(560, 440)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_step(self, step: Step, played: list[tuple[int, str | None, int]]) -> None:
        self.step = step
        self.played = played
        self.update()

    def _direction(self, seat: int) -> tuple[float, float]:
        angle = math.radians(90 - seat * 360 / self.players)
        return math.cos(angle), math.sin(angle)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0, QColor("#2C7D50"))
        gradient.setColorAt(0.55, QColor(FELT))
        gradient.setColorAt(1, QColor(FELT_LO))
        painter.setBrush(gradient)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 14, 14)
        step = self.step
        if step is None:
            return
        hand = step.hand
        center = rect.center()
        rx, ry = rect.width() / 2, rect.height() / 2
        small = min(rect.height() * 0.19, rect.width() * 0.15)
        if self.players == 6:
            small *= 0.8
        lane_h = small * 0.85
        dpr = self.devicePixelRatioF()
        last_card = step.action.card if step.action is not None else None
        lane_w = lane_h * self.art.aspect
        lane_reach = 0.42 if self.players == 6 else 0.3
        for seat in range(self.players):
            dx, dy = self._direction(seat)
            # Cards still held, against the edge on the seat's side.
            held = hand.held[seat]
            height = small if seat == 0 else small * 0.8
            width = height * self.art.aspect
            gap = width * 0.12
            total = len(held) * width + max(0, len(held) - 1) * gap
            margin = 14
            gx = center.x() + dx * (rx - total / 2 - margin)
            gy = center.y() + dy * (ry - height / 2 - margin)
            hx, hy = gx - total / 2, gy - height / 2
            for index, card in enumerate(held):
                painter.drawPixmap(
                    QRectF(hx + index * (width + gap), hy, width, height).toRect(),
                    self.art.face(card, height, dpr),
                )
            plate = self._nameplate(painter, seat, QRectF(hx, hy, total, height), dy)
            if step.song is not None and step.song.seat == seat:
                self._song_bubble(painter, plate, song_text(step.song))
            # Cards played, in front of the seat, in the order played.
            mine = [card for s, card, _trick in self.played if s == seat]
            lx = center.x() + dx * rx * lane_reach
            ly = center.y() + dy * ry * lane_reach
            sideways = abs(dx) > 0.9 and self.players != 6
            for order, card in enumerate(mine):
                shift = order - (len(mine) - 1) / 2
                if sideways:
                    target = QRectF(
                        lx - lane_w / 2, ly - lane_h / 2 + shift * lane_h * 0.32, lane_w, lane_h
                    )
                else:
                    target = QRectF(
                        lx - lane_w / 2 + shift * lane_w * 0.55, ly - lane_h / 2, lane_w, lane_h
                    )
                pixmap = self.art.face(card, lane_h, dpr) if card else self.art.back(lane_h, dpr)
                painter.drawPixmap(target.toRect(), pixmap)
                if card is not None and card == last_card and step.seat == seat:
                    painter.setPen(QPen(QColor(GOLD), 2.4))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(target.adjusted(-3, -3, 3, 3), 6, 6)
        if hand.vira is not None:
            vh = small * 0.85
            target = QRectF(rect.left() + 16, rect.top() + 16, vh * self.art.aspect, vh)
            painter.drawPixmap(target.toRect(), self.art.face(hand.vira, vh, dpr))
            painter.setPen(QColor(TEXT))
            painter.setFont(ui_font(12, bold=True))
            painter.drawText(
                QRectF(target.left(), target.bottom() + 4, 160, 18),
                Qt.AlignmentFlag.AlignLeft,
                self.tr("Vira"),
            )
        painter.end()

    def _song_bubble(self, painter: QPainter, plate: QRectF, text: str) -> None:
        """The envido a seat sings, in a gold-rimmed bubble over its name plate."""
        painter.setFont(ui_font(14, bold=True))
        width = painter.fontMetrics().horizontalAdvance(text) + 28
        bubble = QRectF(plate.center().x() - width / 2, plate.top() - 36, width, 30)
        bounds = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        bubble.moveLeft(max(bounds.left(), min(bubble.left(), bounds.right() - width)))
        if bubble.top() < bounds.top():
            bubble.moveTop(plate.bottom() + 6)
        colour = QColor(GLASS)
        colour.setAlphaF(0.95)
        painter.setBrush(colour)
        painter.setPen(QPen(QColor(GOLD), 1.6))
        painter.drawRoundedRect(bubble, 15, 15)
        painter.setPen(QColor(TEXT))
        painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, text)

    def _nameplate(self, painter: QPainter, seat: int, cards: QRectF, dy: float) -> QRectF:
        """The seat's name (and dealer, mano) on a glass pill beside its cards; its place."""
        hand = self.step.hand if self.step is not None else None
        name = self.names[seat] if seat < len(self.names) else str(seat)
        marks = []
        if hand is not None and seat == hand.dealer:
            marks.append(self.tr("dealer"))
        if hand is not None and seat == hand.mano:
            marks.append(self.tr("mano"))
        text = name + (" · " + " · ".join(marks) if marks else "")
        painter.setFont(ui_font(12.5, bold=True))
        width = painter.fontMetrics().horizontalAdvance(text) + 30
        if dy < -0.5 or seat == 0:  # top and bottom seats: to the right of the cards
            plate = QRectF(cards.right() + 10, cards.center().y() - 11, width, 22)
        elif dy > 0.2:  # lower side seats: above the cards
            plate = QRectF(cards.center().x() - width / 2, cards.top() - 28, width, 22)
        else:  # side seats: above the cards
            plate = QRectF(cards.center().x() - width / 2, cards.top() - 28, width, 22)
        bounds = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        plate.moveLeft(max(bounds.left(), min(plate.left(), bounds.right() - width)))
        plate.moveTop(max(bounds.top(), min(plate.top(), bounds.bottom() - 22)))
        painter.setPen(Qt.PenStyle.NoPen)
        colour = QColor(GLASS)
        colour.setAlphaF(0.85)
        painter.setBrush(colour)
        painter.drawRoundedRect(plate, 11, 11)
        painter.setBrush(QColor(US if team_of(seat) == 0 else THEM))
        painter.drawEllipse(QPointF(plate.left() + 12, plate.center().y()), 4, 4)
        painter.setPen(QColor(TEXT))
        painter.drawText(plate.adjusted(20, 0, -8, 0), Qt.AlignmentFlag.AlignCenter, text)
        return plate


class ReplayDialog(QDialog):
    """Steps through one hand record. Raises BadRecord if `record_json` is not one.

    ``last``: it is the last hand played (Game ▸ Replay last hand); ``number``: its
    number (in its match when the record says it, else in the hand history). Neither:
    "a hand". ``cast``: who sat where (seat -> character key); by default the record's.
    """

    def __init__(
        self,
        record_json: dict[str, object],
        *,
        last: bool = False,
        number: int | None = None,
        deck_style: str = "classic",
        four_colour: bool = False,
        parent: QWidget | None = None,
        cast: Mapping[int, str] | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.last = last
        self.number = number
        self.record = parse_record(record_json)
        players = self.record.rules.players
        self.cast = dict(cast) if cast is not None else cast_of(record_json, players)
        self.variant = self.record.rules.variant_name
        self.steps = build_steps(self.record, whys_of(record_json))
        self.index = 0
        self.resize(1000, 660)
        art = CardArt(self.variant, deck_style, four_colour)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        self.title = QLabel()
        self.title.setProperty("role", "title")
        self.subtitle = QLabel()
        self.subtitle.setProperty("role", "secondary")
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        middle = QHBoxLayout()
        middle.setSpacing(12)
        self.board = Board(self.record, art, cast=self.cast)
        middle.addWidget(self.board, 3)
        self.log = QListWidget()
        self.log.setMinimumWidth(280)
        self.log.setWordWrap(True)
        self.log.setSpacing(3)
        self.log.currentRowChanged.connect(self._row_chosen)
        middle.addWidget(self.log, 2)
        layout.addLayout(middle, 1)
        controls = QHBoxLayout()
        self.first_button = QPushButton("«")
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.last_button = QPushButton("»")
        for button, slot in (
            (self.first_button, lambda: self.go(0)),
            (self.back_button, lambda: self.go(self.index - 1)),
            (self.next_button, lambda: self.go(self.index + 1)),
            (self.last_button, lambda: self.go(len(self.steps) - 1)),
        ):
            button.setMinimumWidth(56 if button in (self.first_button, self.last_button) else 110)
            button.clicked.connect(slot)
            controls.addWidget(button)
        self.next_button.setProperty("role", "gold")
        self.position = QLabel()
        self.position.setProperty("role", "secondary")
        controls.addSpacing(12)
        controls.addWidget(self.position, 1)
        self.close_button = QPushButton()
        self.close_button.setProperty("role", "accept")
        self.close_button.clicked.connect(self.accept)
        controls.addWidget(self.close_button)
        layout.addLayout(controls)
        self.retranslate()
        self.go(0)
        self.next_button.setFocus()

    # ------------------------------------------------------------------ stepping

    def go(self, index: int) -> None:
        index = max(0, min(index, len(self.steps) - 1))
        self.index = index
        played: list[tuple[int, str | None, int]] = []
        trick = 0
        for step in self.steps[1 : index + 1]:
            for event in step.events:
                if isinstance(event, CardPlayed):
                    played.append((event.seat, event.card, trick))
                elif isinstance(event, TrickDone):
                    trick += 1
        step = self.steps[index]
        self.board.show_step(step, played)
        if self.log.currentRow() != index:
            self.log.blockSignals(True)
            self.log.setCurrentRow(index)
            self.log.blockSignals(False)
        self.position.setText(
            fill(
                self.tr("Step %1 of %2 · score %3-%4 · stake %5"),
                index,
                len(self.steps) - 1,
                step.hand.score[0],
                step.hand.score[1],
                step.hand.stake,
            )
        )
        self.first_button.setEnabled(index > 0)
        self.back_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.steps) - 1)
        self.last_button.setEnabled(index < len(self.steps) - 1)

    def _row_chosen(self, row: int) -> None:
        if row >= 0 and row != self.index:
            self.go(row)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {
            Qt.Key.Key_Right: self.index + 1,
            Qt.Key.Key_Left: self.index - 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.steps) - 1,
        }
        if key in moves:
            self.go(moves[key])
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ words

    def describe(self, step: Step) -> str:
        names = strings.seat_names(self.record.rules.players, self.cast)
        if step.seat is None:
            if self.record.dealer == 0:
                return self.tr("The deal: you deal")
            return fill(self.tr("The deal: %1 deals"), names[self.record.dealer])
        who = names[step.seat] if step.seat < len(names) else str(step.seat)
        action = step.action
        if action is None:  # an envido song
            assert step.song is not None
            if step.seat == 0 and step.song.value is not None:
                #: The replay: you sing your envido points (AR-ENV-8b); %1 is the points.
                return fill(self.tr("You sing %1"), step.song.value)
            if step.song.value is not None:
                #: The replay: %1 sings his envido points (AR-ENV-8b), %2.
                return fill(self.tr("%1 sings %2"), who, step.song.value)
            return fill(self.tr("%1: %2"), who, song_text(step.song))
        if action.is_card:
            card = strings.card_name(action.card, self.variant)
            covered = action.kind == "play_covered"
            if step.seat == 0:
                if covered:
                    return fill(self.tr("You play %1 face down"), card)
                return fill(self.tr("You play %1"), card)
            if covered:
                return fill(self.tr("%1 plays %2 face down"), who, card)
            return fill(self.tr("%1 plays %2"), who, card)
        #: %1 is a player, %2 the call he makes (Truco, Quiero…).
        return fill(self.tr("%1: %2"), who, strings.spoken(self.variant, action.kind))

    def title_text(self) -> str:
        if self.last:
            return self.tr("Replay of the last hand")
        if self.number is not None:
            #: %1 is the hand's number in its match (or, for a hand kept before the
            #: game noted it, in the hand history).
            return fill(self.tr("Replay of hand %1"), self.number)
        return self.tr("Replay of a hand")

    def retranslate(self) -> None:
        """Every text again; the step shown and the buttons stay as they are."""
        self.setWindowTitle(self.title_text())
        self.title.setText(self.title_text())
        rules = self.record.rules
        self.subtitle.setText(
            fill(
                self.tr("%1 · %n players · score before the hand %2-%3", None, rules.players),
                variant_name(self.variant),
                *self.record.score,
            )
        )
        self.board.names = strings.seat_names(rules.players, self.cast)
        self.close_button.setText(self.tr("Close"))
        self.back_button.setText(self.tr("‹ Back"))
        self.next_button.setText(self.tr("Next ›"))
        self.first_button.setToolTip(self.tr("Back to the deal (Home)"))
        self.last_button.setToolTip(self.tr("To the end of the hand (End)"))
        # Rebuilt quietly: emptying the list moves its current row through other steps,
        # which must not move the replay (it stayed on step 3 of 8, Next enabled).
        self.log.blockSignals(True)
        self.log.clear()
        for step in self.steps:
            text = self.describe(step)
            reason = why_text(step.why, self.variant)
            item = QListWidgetItem(text + (f"\n   {reason}" if reason else ""))
            if step.seat is not None:
                colour = US if team_of(step.seat) == 0 else THEM
                item.setForeground(QColor(TEXT))
                item.setIcon(_dot(colour))
            else:
                item.setForeground(QColor(TEXT_2))
            self.log.addItem(item)
        self.log.setCurrentRow(self.index)
        self.log.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.go(self.index)
            self.board.update()
        super().changeEvent(event)
