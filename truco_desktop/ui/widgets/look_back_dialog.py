"""The coach's look back at a hand (issue 33 item 2), one click from the hand's summary.

Up to three moments (``play.look_back``): what the player chose and what the coach would
have, with the coach's estimates and reason, and what the choice cost; "Show me" lays out
the moment as the player saw it (his cards and the trick on the table), and "Practice
from here" lays it on a table of its own to play on (``ui/widgets/practice.py``). The hand is
over, so the dialog ends with what the other seats held.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.ui.words.coach_text import action_label, chance_text, option_reason
from truco_desktop.ui.words.strings import card_name, fill

from ...bots.coach import Option
from ...engine.cards import Card
from ...play.look_back import Moment
from ..table.art import CardArt
from .chrome import apply_chrome, fit_height

#: The height of a card in "Show me", in pixels.
CARD_HEIGHT = 72


def option_sentence(option: Option, variant: str) -> str:
    """An option in words: "Play the 3 of copas — you win the hand about 6 times in 10 —
    keeps the 1 of espadas for later"."""
    a = option.action
    parts = [action_label(a.kind, a.card, a.position, variant)]
    if option.chance is not None and option.chance_of is not None:
        parts.append(chance_text(option.chance, option.chance_of))
    parts.append(option_reason(option.why.code, option.why.params, variant))
    return " — ".join(parts)


class MomentView(QFrame):
    """One moment: the choice, the coach's, the cost and "Show me"."""

    def __init__(
        self,
        moment: Moment,
        art: CardArt,
        names: Sequence[str],
        practice: Callable[[Moment], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Plate")
        self.moment = moment
        self.art = art
        self.names = list(names)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(6)
        self.title = QLabel()
        self.title.setProperty("role", "gold")
        self.mine = QLabel()
        self.coach = QLabel()
        self.cost = QLabel()
        self.cost.setProperty("role", "secondary")
        for label in (self.title, self.mine, self.coach, self.cost):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            lay.addWidget(label)
        self.show_button = QPushButton()
        self.show_button.setCheckable(True)
        self.show_button.toggled.connect(self._show_position)
        row = QHBoxLayout()
        row.addWidget(self.show_button)
        self.practice_button = QPushButton()
        self.practice_button.setVisible(practice is not None)
        if practice is not None:
            self.practice_button.clicked.connect(lambda: practice(moment))
        row.addWidget(self.practice_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.position = QWidget()
        self.position_lay = QVBoxLayout(self.position)
        self.position_lay.setContentsMargins(0, 4, 0, 0)
        self.position.hide()
        lay.addWidget(self.position)
        self.retranslate()

    def retranslate(self) -> None:
        view = self.moment.view
        variant = view.variant
        trick = len(view.finished_tricks) + 1
        #: A moment of the look back: %1 is the trick's number (1-3).
        self.title.setText(fill(self.tr("Trick %1"), trick))
        #: %1 is what the player chose, with the coach's estimate of it.
        self.mine.setText(fill(self.tr("You: %1"), option_sentence(self.moment.taken, variant)))
        #: %1 is what the coach would have done, with its estimate.
        self.coach.setText(
            fill(self.tr("The coach: %1"), option_sentence(self.moment.coach, variant))
        )
        percent = max(1, round(100 * self.moment.cost))
        #: %1 is a whole number of percent (5 means 5%).
        self.cost.setText(
            fill(self.tr("Your choice cost about %1% of your chance to win the match."), percent)
        )
        self.show_button.setText(self.tr("Show me"))
        #: Lays this moment on a table of its own, to play on from there (not counted).
        self.practice_button.setText(self.tr("Practice from here"))
        if self.position.isVisible():
            self._lay_position()

    def _show_position(self, on: bool) -> None:
        if on:
            self._lay_position()
        self.position.setVisible(on)
        dialog = self.window()
        if isinstance(dialog, LookBackDialog):
            fit_height(dialog)

    def _lay_position(self) -> None:
        """The moment as the player saw it: the trick on the table and his cards."""
        while self.position_lay.count():
            item = self.position_lay.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        view = self.moment.view
        on_table = [
            (self.names[p.seat] if p.seat < len(self.names) else str(p.seat), p.card)
            for p in view.current_trick
        ]
        if on_table:
            #: "Show me": the cards of the trick in play at that moment.
            self.position_lay.addWidget(QLabel(self.tr("On the table:")))
            self.position_lay.addWidget(self._cards([c for _n, c in on_table], view.variant))
        #: "Show me": the player's cards at that moment.
        self.position_lay.addWidget(QLabel(self.tr("Your cards:")))
        self.position_lay.addWidget(self._cards(list(view.cards), view.variant))

    def _cards(self, cards: Sequence[Card | None], variant: str) -> QWidget:
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        for card in cards:
            label = QLabel()
            pixmap = self.art.face(card, CARD_HEIGHT) if card else self.art.back(CARD_HEIGHT)
            label.setPixmap(pixmap)
            label.setAccessibleName(card_name(card, variant))
            label.setToolTip(card_name(card, variant))
            lay.addWidget(label)
        lay.addStretch(1)
        return row


class LookBackDialog(QDialog):
    """The look back at the hand just played."""

    def __init__(
        self,
        moments: Sequence[Moment],
        held: Mapping[int, Sequence[Card]],
        names: Sequence[str],
        art: CardArt,
        variant: str,
        parent: QWidget | None = None,
        *,
        practice: Callable[[Moment], object] | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.variant = variant
        self.held = dict(held)
        self.names = list(names)
        self.setFixedWidth(620)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 20, 24, 18)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setProperty("role", "title")
        lay.addWidget(self.title)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setVisible(not moments)
        lay.addWidget(self.empty)
        self.moments = [MomentView(m, art, names, practice, self) for m in moments]
        for view in self.moments:
            lay.addWidget(view)
        self.others = QLabel()
        self.others.setWordWrap(True)
        self.others.setProperty("role", "secondary")
        self.others.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.others)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setProperty("role", "accept")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        lay.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Look back"))
        self.title.setText(self.tr("Looking back at this hand"))
        self.empty.setText(
            self.tr("Nothing to look back at: the coach would have played this hand as you did.")
        )
        parts = []
        for seat, cards in sorted(self.held.items()):
            name = self.names[seat] if seat < len(self.names) else str(seat)
            listed = ", ".join(card_name(c, self.variant) for c in cards)
            #: The look back's last line: a seat and the cards it held (%1 name, %2 cards).
            parts.append(fill(self.tr("%1: %2"), name, listed))
        #: After the hand: what the other players held; %1 lists them.
        self.others.setText(fill(self.tr("They held: %1"), "; ".join(parts)) if parts else "")
        self.close_button.setText(self.tr("Close"))
        for view in self.moments:
            view.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_height(self)
