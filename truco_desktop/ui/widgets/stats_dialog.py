"""The Statistics window: totals per variant and the daily deal's leaderboard.

Reads the statistics store; "Reset statistics" empties the per-variant totals after a
confirmation (the daily results stay: they are what makes one attempt a day count).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.bots.characters import CHARACTERS
from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS
from truco_desktop.i18n import fill, upper
from truco_desktop.paths import AppPaths
from truco_desktop.play.daily import DailyEntry, entries, streaks
from truco_desktop.play.history import HandHistory, match_hand_of
from truco_desktop.play.leaderboard import Standings
from truco_desktop.storage import StatsStore
from truco_desktop.ui.widgets.ask import choose_file, confirm
from truco_desktop.ui.widgets.chrome import apply_chrome
from truco_desktop.ui.widgets.daily_result_dialog import result_line
from truco_desktop.ui.widgets.live_texts import LiveTexts
from truco_desktop.ui.widgets.progress_tab import ProgressTab
from truco_desktop.ui.widgets.ranking_panel import RankingPanel, RankingSource, online_state
from truco_desktop.ui.words.characters_text import (
    character_description,
    character_name,
    face_pixmap,
)
from truco_desktop.ui.words.help_text import variant_name

translate = QCoreApplication.translate


def _metrics() -> list[tuple[str, Callable[[object], object]]]:
    def field(name: str) -> Callable[[object], object]:
        return lambda stats: getattr(stats, name, None)

    return [
        (translate("Statistics", "Matches played"), field("matches_played")),
        (translate("Statistics", "Matches won"), field("matches_won")),
        #: Matches left before their end (a new game, a change of rules, a match not
        #: continued).
        (translate("Statistics", "Matches abandoned"), field("matches_abandoned")),
        (translate("Statistics", "Hands played"), field("hands_played")),
        (translate("Statistics", "Hands won"), field("hands_won")),
        (translate("Statistics", "Envidos won"), field("envidos_won")),
        (translate("Statistics", "Envidos lost"), field("envidos_lost")),
        #: Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.
        (translate("Statistics", "Trucos your team called"), field("trucos_called")),
        #: The other team's truco-family bets that your team accepted (or raised).
        (translate("Statistics", "Their trucos you accepted"), field("trucos_accepted")),
        #: The other team's truco-family bets that your team refused.
        (translate("Statistics", "Their trucos you refused"), field("trucos_refused")),
        (translate("Statistics", "Current winning streak"), field("current_streak")),
        (translate("Statistics", "Best winning streak"), field("best_streak")),
    ]


# Rows of `_metrics()` that only the Argentine game can fill.
ENVIDO_ROWS = frozenset({5, 6})
#: The characters' faces in the Characters tab (px).
FACE_ICON = 28


def _headers(table: QTableWidget, labels: list[str]) -> None:
    """Column headings in capitals, as the current language writes them (Turkish İ)."""
    table.setHorizontalHeaderLabels([upper(label) for label in labels])


def _table(columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    _headers(table, columns)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(34)
    return table


def _item(value: object, align_right: bool = True) -> QTableWidgetItem:
    """A cell; numbers are centred under their column heads, words start at the left."""
    item = QTableWidgetItem("–" if value is None else str(value))
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


class StatisticsDialog(QDialog):
    """Totals, the daily leaderboard and the hand history; emits `reset_done`."""

    reset_done = Signal()

    def __init__(
        self,
        store: StatsStore,
        today: _dt.date | None = None,
        parent: QWidget | None = None,
        *,
        history: HandHistory | None = None,
        replay: Callable[[dict[str, object]], object] | None = None,
        export: Callable[[str, Path], object] | None = None,
        import_: Callable[[Path], object] | None = None,
        variant: str = DEFAULT_VARIANT,
        paths: AppPaths | None = None,
        ranking: RankingSource | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.store = store
        #: The player's folders: the online leaderboard's queue and standings, if shown.
        self.paths = paths
        self.history = history
        self.replay = replay
        self.export = export
        self.import_ = import_
        self.today = today or _dt.date.today()
        self.texts = LiveTexts()
        self.texts.add(lambda: self.setWindowTitle(self.tr("Statistics")))
        # As tall as the lists want, within the screen (an 800×600 one too).
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        self.resize(720, 660 if room is None else max(420, min(660, room.height() - 40)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        title = QLabel()
        self.texts.add(lambda: title.setText(self.tr("Statistics")))
        title.setProperty("role", "title")
        layout.addWidget(title)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)

        self.totals = _table(["", *VARIANTS])
        self.texts.add(lambda: _headers(self.totals, ["", *(variant_name(v) for v in VARIANTS)]))
        self.totals.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.tabs.addTab(self.totals, "")
        self.texts.add(lambda: self.tabs.setTabText(0, self.tr("Matches")))

        daily_page = QWidget()
        daily_layout = QVBoxLayout(daily_page)
        daily_layout.setContentsMargins(0, 12, 0, 0)
        plate = QFrame()
        plate.setObjectName("Plate")
        plate_layout = QHBoxLayout(plate)
        plate_layout.setContentsMargins(18, 10, 18, 10)
        self.current_streak = QLabel()
        self.best_streak = QLabel()
        self.days_played = QLabel()
        for label_text, value in (
            (lambda: self.tr("Current streak"), self.current_streak),
            (lambda: self.tr("Best streak"), self.best_streak),
            (lambda: self.tr("Days played"), self.days_played),
        ):
            box = QVBoxLayout()
            value.setProperty("role", "big")
            caption = QLabel()
            self.texts.add(lambda c=caption, t=label_text: c.setText(t()))
            caption.setProperty("role", "secondary")
            box.addWidget(value)
            box.addWidget(caption)
            plate_layout.addLayout(box)
            plate_layout.addStretch(1)
        # "Copy result" sits on the plate, so the tab's height goes to the two lists.
        self.copy_button = QPushButton()
        self.texts.add(lambda: self.copy_button.setText(self.tr("Copy result")))
        self.copy_button.setProperty("role", "gold")
        self.copy_button.clicked.connect(self.copy_result)
        plate_layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        daily_layout.addWidget(plate)
        self.copied = QLabel()
        self.copied.setProperty("role", "secondary")
        self.copied.setWordWrap(True)
        self.copied.setVisible(False)
        daily_layout.addWidget(self.copied)
        self.leaderboard = _table([""] * (5 if paths is None else 6))
        self.texts.add(
            lambda: _headers(
                self.leaderboard,
                [
                    self.tr("Date"),
                    self.tr("Variant"),
                    self.tr("Result"),
                    self.tr("Score"),
                    self.tr("Hands"),
                    #: What became of a daily result on the online leaderboard.
                    *([self.tr("Online")] if paths is not None else []),
                ],
            )
        )
        if paths is not None:
            # Room for three of the player's own results however small the window.
            self.leaderboard.setMinimumHeight(3 * 34 + 40)
            # Six columns in 720 pixels: the numbers and the date as wide as they need,
            # the words share the rest (long Greek and Polish headings too).
            header = self.leaderboard.horizontalHeader()
            for column in (0, 3, 4):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(5, QHeaderView.ResizeMode.Fixed)
        self.texts.add(lambda: self.leaderboard.setAccessibleName(self.tr("Your daily results")))
        daily_layout.addWidget(self.leaderboard, 1)
        # The server's ranking of the selected result's day, fetched in the background.
        self.ranking: RankingPanel | None = None
        if paths is not None:
            self.ranking = RankingPanel(paths, ranking)
            # The ranking held the player's row: the Online column says its rank now.
            self.ranking.own_rank.connect(self._refresh_online)
            daily_layout.addWidget(self.ranking, 1)
            self.leaderboard.itemSelectionChanged.connect(self._show_ranking)
            if ranking is not None:
                ranking.queue_changed.connect(self._refresh_online)
        self.tabs.addTab(daily_page, "")
        self.texts.add(lambda: self.tabs.setTabText(1, self.tr("Daily deal")))

        if history is not None:
            self._build_history_tab(variant)
        self._build_characters_tab()
        # Your progress against the coach (issue 33): a line over time and your habits.
        self.progress = ProgressTab()
        progress_tab = self.tabs.addTab(self.progress, "")
        self.texts.add(lambda: self.tabs.setTabText(progress_tab, self.tr("Progress")))

        buttons = QHBoxLayout()
        self.reset_button = QPushButton()
        self.texts.add(lambda: self.reset_button.setText(self.tr("Reset statistics…")))
        self.reset_button.clicked.connect(self.ask_reset)
        close = QPushButton()
        self.texts.add(lambda: close.setText(self.tr("Close")))
        close.setProperty("role", "accept")
        close.clicked.connect(self.accept)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.refresh()

    def _build_history_tab(self, variant: str) -> None:
        page = QWidget()
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 12, 0, 0)
        row = QHBoxLayout()
        self.history_variant = QComboBox()
        for name in VARIANTS:
            self.history_variant.addItem(name, name)

        def variant_names() -> None:
            for index, key in enumerate(VARIANTS):
                self.history_variant.setItemText(index, variant_name(key))

        self.texts.add(variant_names)
        self.history_variant.setCurrentIndex(list(VARIANTS).index(variant))
        self.history_variant.currentIndexChanged.connect(self.refresh_history)
        row.addWidget(self.history_variant)
        row.addStretch(1)
        page_layout.addLayout(row)
        self.hands = _table([""] * 3)
        self.texts.add(
            lambda: _headers(
                self.hands, [self.tr("Hand"), self.tr("Score before"), self.tr("Actions")]
            )
        )
        self.hands.doubleClicked.connect(self.replay_selected)
        page_layout.addWidget(self.hands, 1)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton()
        self.texts.add(lambda: self.replay_button.setText(self.tr("Replay")))
        self.replay_button.setProperty("role", "gold")
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton()
        self.texts.add(lambda: self.export_button.setText(self.tr("Export…")))
        self.export_button.clicked.connect(self.ask_export)
        self.import_button = QPushButton()
        self.texts.add(lambda: self.import_button.setText(self.tr("Import…")))
        self.import_button.clicked.connect(self.ask_import)
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.import_button)
        page_layout.addLayout(buttons)
        index = self.tabs.addTab(page, "")
        self.texts.add(lambda: self.tabs.setTabText(index, self.tr("Hand history")))
        self.refresh_history()

    def _build_characters_tab(self) -> None:
        """The player's record with each character as a partner and against it."""
        self.characters = _table([""] * 5)
        self.characters.setIconSize(QSize(FACE_ICON, FACE_ICON))
        self.characters.verticalHeader().setDefaultSectionSize(FACE_ICON + 10)
        self.characters.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.texts.add(
            lambda: _headers(
                self.characters,
                [
                    self.tr("Player"),
                    #: Statistics: matches played with this character as your partner.
                    self.tr("Partnered"),
                    #: Statistics: of those, the matches your team won.
                    self.tr("Won together"),
                    #: Statistics: matches played against this character.
                    self.tr("Faced"),
                    #: Statistics: of those, the matches you won.
                    self.tr("Won against"),
                ],
            )
        )
        self.texts.add(
            lambda: self.characters.setAccessibleName(
                self.tr("Your results with and against each character")
            )
        )
        index = self.tabs.addTab(self.characters, "")
        self.texts.add(lambda: self.tabs.setTabText(index, self.tr("Characters")))

    def _refresh_characters(self) -> None:
        statistics = self.store.statistics
        self.characters.setRowCount(len(CHARACTERS))
        for row, character in enumerate(CHARACTERS):
            record = statistics.for_character(character.key)
            name = _item(character_name(character.key), align_right=False)
            face = face_pixmap(character.key, 2 * FACE_ICON)
            if face is not None:
                name.setIcon(QIcon(face))
            name.setToolTip(character_description(character.key))
            cells = (
                name,
                _item(record.with_played),
                _item(record.with_won),
                _item(record.against_played),
                _item(record.against_won),
            )
            for column, cell in enumerate(cells):
                self.characters.setItem(row, column, cell)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            self.refresh()
        super().changeEvent(event)

    def history_variant_name(self) -> str:
        return str(self.history_variant.currentData())

    def refresh_history(self) -> None:
        if self.history is None:
            return
        self.kept = list(reversed(self.history.records(self.history_variant_name())))
        self.hands.setRowCount(len(self.kept))
        for row, record in enumerate(self.kept):
            score = record.get("score")
            shown = f"{score[0]}-{score[1]}" if isinstance(score, list) else "?"
            actions = record.get("actions")
            count = len(actions) if isinstance(actions, list) else 0
            # The hand's number in its match ("–" for a hand kept before it was noted).
            self.hands.setItem(row, 0, _item(match_hand_of(record)))
            self.hands.setItem(row, 1, _item(shown))
            self.hands.setItem(row, 2, _item(count))
        if self.kept:
            self.hands.selectRow(0)
        self.replay_button.setEnabled(bool(self.kept) and self.replay is not None)
        self.export_button.setEnabled(bool(self.kept) and self.export is not None)

    def replay_selected(self) -> None:
        row = self.hands.currentRow()
        if self.replay is not None and 0 <= row < len(self.kept):
            self.replay(self.kept[row])

    def ask_export(self) -> None:
        if self.export is None:
            return
        variant = self.history_variant_name()
        name = choose_file(
            self,
            self.tr("Export hands"),
            f"truco-{variant}-hands.jsonl",
            self.tr("Hand records (*.jsonl)"),
            save=True,
        )
        if name:
            self.export(variant, Path(name))

    def ask_import(self) -> None:
        if self.import_ is None:
            return
        name = choose_file(
            self, self.tr("Import hands"), "", self.tr("Hand records (*.jsonl)"), save=False
        )
        if name:
            self.import_(Path(name))
            self.refresh_history()

    # ------------------------------------------------------------------ content

    def refresh(self) -> None:
        statistics = self.store.statistics
        metrics = _metrics()
        self.totals.setRowCount(len(metrics))
        for row, (label, read) in enumerate(metrics):
            self.totals.setItem(row, 0, _item(label, align_right=False))
            for column, variant in enumerate(VARIANTS, 1):
                value = read(statistics.for_variant(variant))
                if row in ENVIDO_ROWS and not VARIANTS[variant].has_envido:
                    value = None  # no envido in the Brazilian games
                self.totals.setItem(row, column, _item(value))
        self.rows = entries(statistics.daily)
        current, best = streaks(self.rows, self.today)
        self.current_streak.setText(str(current))
        self.best_streak.setText(str(best))
        self.days_played.setText(str(len({r.date for r in self.rows})))
        self.leaderboard.setRowCount(len(self.rows))
        for row, entry in enumerate(self.rows):
            against = "" if entry.against is None else f"-{entry.against}"
            cells = (
                _item(entry.date, align_right=False),
                _item(
                    variant_name(entry.variant) if entry.variant in VARIANTS else entry.key,
                    align_right=False,
                ),
                _item(self.tr("Won") if entry.won else self.tr("Lost"), align_right=False),
                _item(f"{entry.score}{against}"),
                _item(entry.hands),
            )
            for column, cell in enumerate(cells):
                self.leaderboard.setItem(row, column, cell)
        self._refresh_online()
        if self.rows:
            self.leaderboard.selectRow(0)
        self.copy_button.setEnabled(bool(self.rows))
        self._show_ranking()
        self._refresh_characters()
        self.progress.refresh(statistics.progress, statistics.habits)

    def _refresh_online(self) -> None:
        """The "Online" column: each result's rank, or that it waits or was refused."""
        if self.paths is None:
            return
        standings = Standings(self.paths)
        for row, entry in enumerate(self.rows):
            state = online_state(self.paths, entry)
            if state == "stored":
                standing = standings.get(entry.date, entry.key) or {}
                #: A result's place on the online leaderboard: %1 its rank, %2 of how many.
                text = fill(self.tr("%1 of %2"), standing.get("rank"), standing.get("of"))
            elif state == "waiting":
                text = self.tr("Waiting to be sent")
            elif state == "refused":
                text = self.tr("Not accepted")
            else:
                text = "–"
            self.leaderboard.setItem(row, 5, _item(text, align_right=False))
        # The column as wide as its longest word (the style's cell padding included).
        header = self.leaderboard.horizontalHeader()
        texts = [self.leaderboard.item(r, 5).text() for r in range(len(self.rows))]
        widths = [self.leaderboard.fontMetrics().horizontalAdvance(t) for t in texts]
        heading = self.leaderboard.horizontalHeaderItem(5)
        if heading is not None:
            widths.append(header.fontMetrics().horizontalAdvance(heading.text()))
        header.resizeSection(5, max(widths, default=0) + 32)
        if self.ranking is not None:
            self.ranking.redraw()

    def _show_ranking(self) -> None:
        if self.ranking is not None:
            self.ranking.show_day(self.selected_entry())

    def show_daily(self, date: str, key: str) -> None:
        """Open on the daily tab with this result selected (its ranking follows)."""
        self.tabs.setCurrentIndex(1)
        for row, entry in enumerate(self.rows):
            if (entry.date, entry.key) == (date, key):
                self.leaderboard.selectRow(row)
                break

    def selected_entry(self) -> DailyEntry | None:
        if not self.rows:
            return None
        row = self.leaderboard.currentRow()
        return self.rows[row if 0 <= row < len(self.rows) else 0]

    def copy_result(self) -> str | None:
        entry = self.selected_entry()
        if entry is None:
            return None
        line = result_line(entry)
        QGuiApplication.clipboard().setText(line)
        self.copied.setText(fill(self.tr("Copied: %1"), line))
        self.copied.setVisible(True)
        return line

    def ask_reset(self) -> None:
        if confirm(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Your match statistics will start again from zero. Your daily deal results"
                " are kept."
            ),
            self.tr("Reset"),
            self.tr("Cancel"),
        ):
            self.store.reset()
            self.refresh()
            self.reset_done.emit()
