"""The server's ranking of one daily deal, under the player's own daily results.

The Statistics window's "Daily deal" tab lists the player's own results (kept on this
computer, never waiting for the network); this panel, below them, shows what the
leaderboard server ranks for the day and key of the selected result: fetched in the
background by the window's `ui.leaderboard.LeaderboardClient` (``fetch`` answered by
``ranking`` or ``ranking_failed``). The player's own row is marked. The panel says in
words when the leaderboard is off, when the server could not be reached, and when the
player's result still waits in the queue or was not accepted.

`online_state` is also the local table's "Online" column: what became of each result.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.variants import VARIANTS
from truco_desktop.i18n import fill, upper
from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb
from truco_desktop.play.daily import DailyEntry
from truco_desktop.ui.widgets.chrome import GOLD
from truco_desktop.ui.widgets.live_texts import LiveTexts
from truco_desktop.ui.words.help_text import variant_name

translate = QCoreApplication.translate

# How many of the day's results are asked for (the server's most).
LIMIT = 100


class RankingSource(Protocol):
    """What the panel needs of `ui.leaderboard.LeaderboardClient`."""

    answered: Any  # Signal(str, str)
    ranking: Any  # Signal(str, str, object)
    ranking_failed: Any  # Signal(str, str, str)
    queue_changed: Any  # Signal()

    def fetch(self, date: str, key: str, limit: int = 10) -> bool: ...

    def retry_now(self) -> None: ...


def is_own(row: dict[str, Any], name: str, entry: DailyEntry) -> bool:
    """Whether a row of the server's ranking is the player's own result: his name and
    the result he has on this computer (the server keeps no id a client could read)."""
    return (
        row.get("name") == name
        and row.get("won") is entry.won
        and row.get("score") == entry.score
        and row.get("against") == entry.against
        and row.get("hands") == entry.hands
    )


class RankingPanel(QWidget):
    """The server's ranking of the day and key of one daily result."""

    #: The ranking held the player's row: his rank was kept (`Standings`) as it is now.
    own_rank = Signal()

    def __init__(
        self, paths: AppPaths, source: RankingSource | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.source = source
        self.entry: DailyEntry | None = None
        self.rows: list[dict[str, Any]] = []
        self.total = 0
        self.own_row: int | None = None
        self.state = "none"  # none, off, asking, shown, failed
        self.failure = ""
        self.texts = LiveTexts()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(6)
        # The heading and the status line on the left, Refresh beside both.
        top = QHBoxLayout()
        lines = QVBoxLayout()
        lines.setSpacing(4)
        top.addLayout(lines, 1)
        self.heading = QLabel()
        self.heading.setProperty("role", "gold")
        lines.addWidget(self.heading)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setProperty("role", "secondary")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lines.addWidget(self.status)
        self.refresh_button = QPushButton()
        self.texts.add(lambda: self.refresh_button.setText(self.tr("Refresh")))
        self.texts.add(
            lambda: self.refresh_button.setAccessibleName(self.tr("Ask the server again"))
        )
        self.refresh_button.clicked.connect(self.try_again)
        top.addWidget(self.refresh_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultSectionSize(30)
        layout.addWidget(self.table, 1)
        self.texts.add(self._headers)
        if source is not None:
            source.ranking.connect(self._got)
            source.ranking_failed.connect(self._failed)
            source.queue_changed.connect(self.redraw)
            source.answered.connect(self._answered)
        self.redraw()

    # ------------------------------------------------------------------ asking

    def show_day(self, entry: DailyEntry | None) -> None:
        """Show the ranking of this result's day and key (asked for in the background)."""
        if entry == self.entry and self.state in ("asking", "shown"):
            return
        self.entry = entry
        self.rows = []
        self.fetch()

    def fetch(self) -> None:
        """Ask the server (again) for the shown day's ranking, when the player opted in."""
        settings = lb.load_settings(self.paths)
        if not settings.ready:
            self.state = "off"
        elif self.entry is None:
            self.state = "none"
        elif self.source is None or not self.source.fetch(self.entry.date, self.entry.key, LIMIT):
            self.state = "off"
        else:
            self.state = "asking"
        self.redraw()

    def try_again(self) -> None:
        """Refresh: what waits in the queue is sent now, and the ranking asked again."""
        if self.source is not None and lb.load_settings(self.paths).ready:
            self.source.retry_now()
        self.fetch()

    @Slot(str, str)
    def _answered(self, date: str, key: str) -> None:
        """The shown day's own result was answered: the ranking may hold it now."""
        if self._mine(date, key) and self.state in ("shown", "failed"):
            self.fetch()

    def _mine(self, date: str, key: str) -> bool:
        return self.entry is not None and (date, key) == (self.entry.date, self.entry.key)

    @Slot(str, str, object)
    def _got(self, date: str, key: str, ranking: object) -> None:
        if not self._mine(date, key) or not isinstance(ranking, dict):
            return
        entries = ranking.get("entries")
        self.rows = [row for row in entries if isinstance(row, dict)] if entries else []
        self.total = ranking.get("total") if type(ranking.get("total")) is int else len(self.rows)
        self.state = "shown"
        self.redraw()
        entry, name = self.entry, lb.load_settings(self.paths).name
        mine = [row for row in self.rows if entry is not None and is_own(row, name, entry)]
        if entry is not None and mine and type(mine[0].get("rank")) is int:
            # Ranks move as others play: the Online column shows the latest one seen.
            lb.Standings(self.paths).record(
                entry.date, entry.key, lb.Outcome("stored", mine[0]["rank"], self.total)
            )
            self.own_rank.emit()

    @Slot(str, str, str)
    def _failed(self, date: str, key: str, reason: str) -> None:
        if not self._mine(date, key):
            return
        self.state, self.failure = "failed", reason
        self.rows = []
        self.redraw()

    # ------------------------------------------------------------------ words

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            self.redraw()
        super().changeEvent(event)

    def _headers(self) -> None:
        labels = [
            self.tr("Rank"),
            self.tr("Name"),
            translate("StatisticsDialog", "Result"),
            translate("StatisticsDialog", "Score"),
            translate("StatisticsDialog", "Hands"),
        ]
        self.table.setHorizontalHeaderLabels([upper(label) for label in labels])
        self.table.setAccessibleName(self.tr("Online ranking"))

    def _heading(self) -> str:
        entry = self.entry
        if entry is None:
            return self.tr("Online ranking")
        variant = variant_name(entry.variant) if entry.variant in VARIANTS else entry.key
        #: Above the server's ranking: %1 the date, %2 the variant.
        return fill(self.tr("Online ranking · %1 · %2"), entry.date, variant)

    def _unreachable(self) -> str:
        if self.failure.startswith("HTTP "):
            #: %1 is the server's answer code, e.g. "HTTP 503".
            return fill(
                self.tr("The leaderboard server did not answer as expected (%1)."),
                self.failure,
            )
        return self.tr("The leaderboard server could not be reached.")

    def _own_line(self) -> str:
        """What became of the player's own result of the shown day: rank, waiting, refused."""
        entry = self.entry
        if entry is None:
            return ""
        state = online_state(self.paths, entry)
        if state == "waiting":
            return self.tr("Your result waits to be sent; it will be tried again.")
        if state == "refused":
            standing = lb.Standings(self.paths).get(entry.date, entry.key) or {}
            return fill(
                self.tr("The server did not accept your result: %1"),
                str(standing.get("detail") or "?"),
            )
        return ""

    @Slot()
    def redraw(self) -> None:
        self.heading.setText(self._heading())
        own = self._own_line()
        shown = self.state == "shown"
        if self.state == "off":
            menu = translate("AppMenus", "&Options").replace("&", "")
            entry = translate("AppMenus", "Daily &leaderboard…").replace("&", "")
            #: %1 → %2 is the menu entry: "Options → Daily leaderboard…".
            off = self.tr(
                "The online leaderboard is off. Turn it on in %1 → %2 to compare your daily"
                " results with other players."
            )
            lines = [fill(off, menu, entry)]
        elif self.state == "none":
            lines = [self.tr("Play the daily deal to see how other players did with it.")]
        elif self.state == "asking":
            lines = [self.tr("Asking the leaderboard server…"), own]
        elif self.state == "failed":
            lines = [self._unreachable(), own]
        else:
            #: Under the server's ranking of the offline daily (issue 30): what a result
            #: there proves. The deal is public, so a result is checked by replaying it.
            how = self.tr("Verified by replaying each match; the deal was not dealt by the server.")
            lines = [self._ranking_line(), how, own]
        self.status.setText(" ".join(line for line in lines if line))
        listed = shown and bool(self.rows)
        self.table.setVisible(listed)
        # Without a list the panel is only its lines: the player's own results get the room.
        self.setSizePolicy(
            QSizePolicy.Policy.Preferred,
            QSizePolicy.Policy.Expanding if listed else QSizePolicy.Policy.Maximum,
        )
        self.refresh_button.setVisible(self.state in ("asking", "shown", "failed"))
        self._fill()

    def _ranking_line(self) -> str:
        if not self.rows:
            return self.tr("No results for this day yet.")
        name = lb.load_settings(self.paths).name
        for row in self.rows:
            if self.entry is not None and is_own(row, name, self.entry):
                return fill(self.tr("You are %1 of %2."), row.get("rank"), self.total)
        return self.tr("%n players sent a result for this day.", None, self.total)

    def _fill(self) -> None:
        rows = self.rows if self.state == "shown" else []
        self.table.setRowCount(len(rows))
        name = lb.load_settings(self.paths).name
        self.own_row: int | None = None
        for index, row in enumerate(rows):
            mine = self.entry is not None and is_own(row, name, self.entry)
            shown_name = str(row.get("name", ""))
            if mine:
                self.own_row = index
                #: The player's own row in the online ranking: %1 his name.
                shown_name = fill(self.tr("%1 (you)"), shown_name)
            against = row.get("against")
            cells = (
                _cell(row.get("rank")),
                _cell(shown_name, centre=False),
                _cell(
                    translate("StatisticsDialog", "Won")
                    if row.get("won")
                    else translate("StatisticsDialog", "Lost"),
                    centre=False,
                ),
                _cell(f"{row.get('score')}-{against}" if against is not None else row.get("score")),
                _cell(row.get("hands")),
            )
            for column, cell in enumerate(cells):
                if mine:
                    colour = QColor(GOLD)
                    colour.setAlphaF(0.28)
                    cell.setBackground(QBrush(colour))
                    font = QFont(cell.font())
                    font.setBold(True)
                    cell.setFont(font)
                self.table.setItem(index, column, cell)
        if self.own_row is not None:
            self.table.scrollToItem(self.table.item(self.own_row, 0))


def _cell(value: object, centre: bool = True) -> QTableWidgetItem:
    item = QTableWidgetItem("–" if value is None else str(value))
    if centre:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def online_state(paths: AppPaths, entry: DailyEntry) -> str:
    """What became of a daily result online: "waiting" (in the queue), "stored" (ranked),
    "refused", or "" (never sent: played with the leaderboard off)."""
    if any((item.date, item.key) == (entry.date, entry.key) for item in lb.Queue(paths).items()):
        return "waiting"
    standing = lb.Standings(paths).get(entry.date, entry.key)
    state = standing.get("state") if standing else None
    return state if state in ("stored", "refused") else ""
