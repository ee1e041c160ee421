"""The side panel's parts: the hand log's list, the header's buttons, the lines that
fit their room, the stake strip, and the envido's state in words.

Each is a small widget or function the panel (``side_panel.SidePanel``) composes; the
log's words themselves come from ``log_words``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QWidget,
)

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

from ..table.fonts import display_font, ui_font
from .glass import TEXT, TEXT2

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from ...engine.view import SeatView
    from .log_rows import LogRows


#: The panel's gold: the daily tag, the focused button's ring.
GOLD = "#E3B341"


def _log_rows() -> ModuleType:
    """The hand log's row painter (``log_rows``), imported with the first row: its Qt
    classes (the item delegate, the view's style options) cost some 7 ms of CPU that the
    first paint, with an empty log, does not need."""
    from . import log_rows

    return log_rows


TEAM_HEX = ("#8FCBEA", "#F0A45B")


def is_raised(view: SeatView) -> bool:
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
        # A viewport made from Python (the plain QWidget Qt would make): the rows ask for
        # its width, and a viewport PySide has not met makes it load every QtWidgets
        # class to find its type (some 5 ms of a resumed match's start, issue 35).
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)  # as Qt's own is
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
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
