"""The daily deal's result, shown when the day's match ends: the score, the streaks,
a line to share, and (for a player who opted in) the way to the online ranking.

Apart from the Statistics window (``stats_dialog``), which shows the same line for a
day chosen in its daily tab (``result_line``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.variants import VARIANTS
from truco_desktop.i18n import Context, fill
from truco_desktop.play.daily import DailyEntry
from truco_desktop.ui.widgets.chrome import apply_chrome, fit_height
from truco_desktop.ui.widgets.live_texts import LiveTexts
from truco_desktop.ui.words.help_text import variant_name

translate = QCoreApplication.translate
#: The shareable daily result line (`i18n.Context`, for its plural).
daily = Context("daily")


def result_line(entry: DailyEntry) -> str:
    """The shareable line, e.g. `Truco daily 2026-11-29 · Argentino · won 30-17 in 14 hands`."""
    variant = variant_name(entry.variant) if entry.variant in VARIANTS else entry.variant
    outcome = daily.tr("won") if entry.won else daily.tr("lost")
    score = f"{entry.score}-{entry.against}" if entry.against is not None else str(entry.score)
    #: The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.
    line = fill(daily.tr("Truco daily %1 · %2 · %3 %4"), entry.date, variant, outcome, score)
    if entry.hands:
        line = fill(daily.tr("%1 in %n hands", None, entry.hands), line)
    if entry.hinted:
        #: The coach gave a hint during this daily deal (issue 33): %1 is the line above.
        line = fill(daily.tr("%1 · with hints"), line)
    return line


class DailyResultDialog(QDialog):
    """Shown when a scored daily deal ends: the shareable line and "Copy result"."""

    def __init__(
        self,
        entry: DailyEntry,
        current: int,
        best: int,
        parent: QWidget | None = None,
        *,
        show_ranking: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.entry = entry
        self.show_ranking = show_ranking
        self.line = result_line(entry)
        self.texts = LiveTexts()
        self.texts.add(lambda: self.setWindowTitle(self.tr("Daily deal")))
        # Wider with a third button (Greek "Copy result" alone is 260 pixels); the height
        # follows the wrapped lines (`fit_height`).
        self.setFixedWidth(560 if show_ranking is None else 640)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(10)
        title = QLabel()
        self.texts.add(
            lambda: title.setText(
                self.tr("You won today's deal!") if entry.won else self.tr("Today's deal")
            )
        )
        title.setProperty("role", "title")
        layout.addWidget(title)
        plate = QFrame()
        plate.setObjectName("Plate")
        plate_layout = QVBoxLayout(plate)
        plate_layout.setContentsMargins(16, 12, 16, 12)
        line = QLabel()
        self.texts.add(lambda: self._set_line(line))
        line.setWordWrap(True)
        line.setProperty("role", "gold")
        line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plate_layout.addWidget(line)
        layout.addWidget(plate)
        streak = QLabel()
        self.texts.add(
            lambda: streak.setText(
                fill(
                    self.tr("%1 · %2"),
                    self.tr("Winning streak: %n days", None, current),
                    self.tr("best: %n", None, best),
                )
            )
        )
        streak.setProperty("role", "secondary")
        layout.addWidget(streak)
        hint = QLabel()
        self.texts.add(
            lambda: hint.setText(
                self.tr("Share the line with friends: they get the same cards today.")
            )
        )
        hint.setWordWrap(True)
        hint.setProperty("role", "secondary")
        layout.addWidget(hint)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton()
        self.texts.add(lambda: self.copy_button.setText(self.tr("Copy result")))
        self.copy_button.setProperty("role", "gold")
        self.copy_button.clicked.connect(self.copy_result)
        close = QPushButton()
        self.texts.add(lambda: close.setText(self.tr("Close")))
        close.setProperty("role", "accept")
        close.clicked.connect(self.accept)
        buttons.addWidget(self.copy_button)
        # With the online leaderboard on: its ranking of today's deal, one click away.
        self.ranking_button: QPushButton | None = None
        if show_ranking is not None:
            self.ranking_button = QPushButton()
            button = self.ranking_button
            #: Opens the online leaderboard's ranking of today's deal.
            self.texts.add(lambda: button.setText(self.tr("Ranking")))
            self.texts.add(
                lambda: button.setAccessibleName(self.tr("Show the online ranking of this deal"))
            )
            button.clicked.connect(self._open_ranking)
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)

    def _open_ranking(self) -> None:
        self.accept()
        if self.show_ranking is not None:
            self.show_ranking()

    def _set_line(self, label: QLabel) -> None:
        self.line = result_line(self.entry)
        label.setText(self.line)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.apply()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        fit_height(self)
        super().showEvent(event)

    def copy_result(self) -> str:
        QGuiApplication.clipboard().setText(self.line)
        self.copy_button.setText(self.tr("Copied"))
        return self.line
