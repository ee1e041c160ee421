"""Statistics → Progress (issue 33 item 5): how often you choose what the coach would,
match by match, as a line over time, and your costliest habits.

The figures are the statistics store's (``storage/progress.py``), judged hand by hand
(``play/progress.py``). The plot is drawn with QPainter (no charting library): one point
per match, the share of decisions that agreed with the coach from 0 to 100%, oldest at
the left. A habit is named in plain words with how often it was taken when its
situation came up and what it cost in all, in percent of a match's chance.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from truco_desktop.i18n import current_language, fill
from truco_desktop.storage.progress import HabitTally, MatchProgress
from truco_desktop.ui.widgets.glass import GOLD, TEXT, TEXT2

translate = QCoreApplication.translate

#: How many habits the tab names.
SHOWN_HABITS = 3


def habit_words(key: str) -> str:
    """A habit in words (``play.progress.HABITS``; the key itself for one this version
    does not know)."""
    texts = {
        "truco_refused_top": translate(
            "Progress", "Refusing a truco while holding one of the four strongest cards"
        ),
        "truco_refused_high": translate(
            "Progress", "Refusing a truco while holding a strong card, like a 3"
        ),
        "truco_refused_low": translate(
            "Progress", "Refusing a truco with low cards that the coach would still accept"
        ),
        "truco_accepted": translate("Progress", "Accepting a truco the coach would refuse"),
        "truco_missed": translate("Progress", "Not calling truco when the coach would"),
        "truco_rash": translate("Progress", "Calling truco when the coach would not"),
        "envido_refused": translate("Progress", "Refusing an envido the coach would accept"),
        "envido_accepted": translate("Progress", "Accepting an envido the coach would refuse"),
        "envido_missed": translate("Progress", "Not calling envido when the coach would"),
        "envido_rash": translate("Progress", "Calling envido when the coach would not"),
        "card_wasted": translate("Progress", "Playing a stronger card than the trick needs"),
        "card_held": translate("Progress", "Holding back a card the trick needed"),
        "mazo": translate("Progress", "Folding a hand the coach would play on"),
        "onze_ran": translate("Progress", "Running from a mão de onze the coach would play"),
        "onze_played": translate("Progress", "Playing a mão de onze the coach would run from"),
    }
    return texts.get(key, key)


def costliest(habits: Mapping[str, HabitTally], count: int = SHOWN_HABITS) -> list[str]:
    """The keys of the habits that cost the most, taken at least once."""
    taken = [k for k, h in habits.items() if h.times > 0]
    return sorted(taken, key=lambda k: (-habits[k].cost, -habits[k].times, k))[:count]


class ProgressPlot(QWidget):
    """The share of decisions that agreed with the coach, one point per match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[str, float]] = []
        self.empty_text = ""
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_points(self, points: Sequence[tuple[str, float]]) -> None:
        """(day, share from 0 to 1) per match, oldest first."""
        self.points = list(points)
        self.update()

    def plot_rect(self) -> QRectF:
        """Where the line is drawn (room at the left for 0-100%, below for the days)."""
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("100%") + 12
        return QRectF(left, 10, max(10, self.width() - left - 16), max(10, self.height() - 40))

    def point_at(self, index: int) -> QPointF:
        box = self.plot_rect()
        n = len(self.points)
        x = box.left() + (box.width() * index / (n - 1) if n > 1 else box.width() / 2)
        y = box.bottom() - box.height() * self.points[index][1]
        return QPointF(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.plot_rect()
        painter.setPen(QPen(QColor(TEXT2), 1))
        for share in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = box.bottom() - box.height() * share
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
            painter.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))
            painter.setPen(QColor(TEXT2))
            label = f"{round(100 * share)}%"
            painter.drawText(
                QRectF(0, y - 9, box.left() - 6, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        if not self.points:
            painter.setPen(QColor(TEXT))
            painter.drawText(
                box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text
            )
            return
        path = QPainterPath(self.point_at(0))
        for index in range(1, len(self.points)):
            path.lineTo(self.point_at(index))
        painter.setPen(QPen(QColor(GOLD), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(QColor(GOLD))
        painter.setPen(Qt.PenStyle.NoPen)
        for index in range(len(self.points)):
            painter.drawEllipse(self.point_at(index), 3.5, 3.5)
        painter.setPen(QColor(TEXT2))
        locale = QLocale(current_language())
        for index, align in ((0, Qt.AlignmentFlag.AlignLeft), (-1, Qt.AlignmentFlag.AlignRight)):
            day = QDate.fromString(self.points[index][0], Qt.DateFormat.ISODate)
            text = locale.toString(day, QLocale.FormatType.ShortFormat)
            painter.drawText(QRectF(box.left(), box.bottom() + 6, box.width(), 20), align, text)


class ProgressTab(QWidget):
    """The plot, and the costliest habits under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 12, 0, 0)
        lay.setSpacing(8)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setProperty("role", "secondary")
        lay.addWidget(self.caption)
        self.plot = ProgressPlot()
        lay.addWidget(self.plot, 1)
        self.habits_title = QLabel()
        font = QFont(self.habits_title.font())
        font.setBold(True)
        self.habits_title.setFont(font)
        lay.addWidget(self.habits_title)
        self.habits = QLabel()
        self.habits.setWordWrap(True)
        self.habits.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.habits)
        self.matches: tuple[MatchProgress, ...] = ()

    def refresh(self, matches: Sequence[MatchProgress], habits: Mapping[str, HabitTally]) -> None:
        """Show these matches and habits, in the current language."""
        self.matches = tuple(matches)
        judged = [m for m in matches if m.share is not None]
        self.plot.set_points([(m.day, m.share or 0.0) for m in judged])
        last = judged[-1].share if judged else None
        if last is None:
            self.caption.setText(
                translate(
                    "Progress",
                    "How often you choose what the coach would, match by match: the line"
                    " starts with your first hand.",
                )
            )
        else:
            #: %1 is a whole number of percent in the last match (72 means 72%).
            self.caption.setText(
                fill(
                    translate(
                        "Progress",
                        "How often you choose what the coach would, match by match. Last"
                        " match: %1%.",
                    ),
                    round(100 * last),
                )
            )
        self.plot.empty_text = translate("Progress", "No hands judged yet.")
        self.habits_title.setText(translate("Progress", "Your costliest habits"))
        lines = []
        for key in costliest(habits):
            tally = habits[key]
            #: A habit's line: %1 the habit, %2 the times it was taken, %3 the times its
            #: situation came up (%2/%3), %4 what it cost in all, in percent of one match.
            lines.append(
                fill(
                    translate("Progress", "%1 — %2/%3, about %4% of a match in all"),
                    habit_words(key),
                    tally.times,
                    tally.chances,
                    max(1, round(tally.cost / 10)) if tally.cost else 0,
                )
            )
        self.habits.setText(
            "\n".join(f"• {line}" for line in lines)
            if lines
            else translate("Progress", "None yet: you have chosen as the coach would.")
        )
