"""Game → Play online…: a club's lobby in the game (issue 31 item 2).

The person types the club's address once (kept in his preferences; empty until then, so
the game never goes online by itself). The dialog then shows the club's open public
tables, asked again every few seconds (``GET /v1/tables``: variant, players, free seats,
who sits there, whether the match is under way), and offers:

* **Join**: the table picked (a double click, Enter, or the button), or a private table
  by its code;
* **Create**: a table of the rules the offline game offers (every variant's player
  counts, flor, falta, target and deck, as ``play.rules.offered_rules`` lists them), the
  computer players' level and the señas, public (listed) or private (by its code);
* **Quick play**: a seat at the first open table of the chosen variant and size, or else
  a new public table that starts at once, its empty seats played by the computer until
  people take them.

The club's certificate is checked against the system's store; a club with a certificate
of its own (self-signed) is shown once with its SHA-256 fingerprint and the person
decides whether to trust it: the fingerprint is kept for that club, and a club whose
certificate later differs is refused with the reason (``net.client``). Once seated, the
table's own window (``ClubTableWindow``) plays the match; the dialog closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.variants import VARIANTS
from truco_desktop.i18n import fill
from truco_desktop.names import visible_name
from truco_desktop.net import protocol as P
from truco_desktop.ui.network.net_club import QtClubClient, run_on_club_loop
from truco_desktop.ui.widgets.club_new_table import NewTableBox
from truco_desktop.ui.widgets.club_table import ClubTableWindow
from truco_desktop.ui.widgets.net_common import default_name
from truco_desktop.ui.words import help_text
from truco_desktop.ui.words.name_rules import name_problem_text

if TYPE_CHECKING:
    from truco_desktop.storage import Preferences
    from truco_desktop.storage.club_seats import ClubSeats

translate = QCoreApplication.translate

#: How often the open tables are asked for again while the lobby is shown (ms).
REFRESH_MS = 3000

#: The list's columns: how many play, the free seats, who sits, the match's state.
PLAYERS, FREE, SITTING, MATCH = 2, 3, 4, 5


def short_fingerprint(fingerprint: str) -> str:
    """A SHA-256 fingerprint as people compare them: pairs of hex digits by colons, in
    two lines."""
    pairs = [fingerprint[i : i + 2].upper() for i in range(0, len(fingerprint), 2)]
    half = len(pairs) // 2
    return ":".join(pairs[:half]) + "\n" + ":".join(pairs[half:])


class ClubLobby(QDialog):
    """A club's open tables, and the ways to sit at one."""

    #: A seat was asked for: the table's window (the game shows it and keeps it).
    table_opened = Signal(object)

    def __init__(
        self,
        prefs: Preferences,
        save_prefs: Callable[[Preferences], None],
        parent: QWidget | None = None,
        seats: ClubSeats | None = None,
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.save_prefs = save_prefs
        #: Our seats at club tables (their tokens): leaving a table is not losing it.
        self.seats = seats
        #: The club the list is of (as typed), its pinned fingerprint, its tables.
        self.club: str | None = None
        self.fingerprint: str | None = None
        self.rows: list[dict[str, Any]] = []
        self._asking = False
        #: The club last asked for (a slower answer from another one is not shown).
        self._wanted: str | None = None
        self.setMinimumWidth(640)
        self._build()
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.retranslate()
        if prefs.club_address:
            QTimer.singleShot(0, self.connect_club)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        top = QFormLayout()
        self.club_edit = QLineEdit(self.prefs.club_address, self)
        self.club_edit.setMaxLength(300)
        self.club_edit.returnPressed.connect(self.connect_club)
        self.connect_button = QPushButton(self)
        self.connect_button.setAutoDefault(False)
        self.connect_button.clicked.connect(self.connect_club)
        row = QHBoxLayout()
        row.addWidget(self.club_edit, 1)
        row.addWidget(self.connect_button)
        self.club_label = QLabel(self)
        self.club_label.setBuddy(self.club_edit)
        top.addRow(self.club_label, row)
        self.name_edit = QLineEdit(self.prefs.club_name or default_name(), self)
        self.name_edit.setMaxLength(24)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name_edit)
        top.addRow(self.name_label, self.name_edit)
        lay.addLayout(top)

        self.list_label = QLabel(self)
        tables = QVBoxLayout()
        tables.addWidget(self.list_label)
        self.list = QTreeWidget(self)
        self.list.setRootIsDecorated(False)
        self.list.setColumnCount(6)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # The columns share the list's width (`_fit_columns`): at 800x600 every one shows,
        # cut short with "…" (the whole text in the cell's tip), none scrolls out of sight.
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)  # a stretched last column keeps 100 px at least
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.viewport().installEventFilter(self)
        self.list.itemActivated.connect(lambda *_: self.join_selected())
        self.list.itemSelectionChanged.connect(self._sync)
        self.list_label.setBuddy(self.list)
        tables.addWidget(self.list, 1)
        joins = QHBoxLayout()
        self.join_button = QPushButton(self)
        self.join_button.setAutoDefault(False)
        self.join_button.clicked.connect(self.join_selected)
        self.code_label = QLabel(self)
        self.code_edit = QLineEdit(self)
        self.code_edit.setMaxLength(12)
        self.code_edit.returnPressed.connect(self.join_by_code)
        self.code_label.setBuddy(self.code_edit)
        self.code_button = QPushButton(self)
        self.code_button.setAutoDefault(False)
        self.code_button.clicked.connect(self.join_by_code)
        joins.addWidget(self.join_button)
        joins.addStretch(1)
        joins.addWidget(self.code_label)
        joins.addWidget(self.code_edit)
        joins.addWidget(self.code_button)
        tables.addLayout(joins)
        # The tables on the left, as tall as the window; a new table's choices beside them.
        middle = QHBoxLayout()
        middle.addLayout(tables, 3)
        self.new_table = NewTableBox(self.prefs, self)
        middle.addWidget(self.new_table, 2)
        lay.addLayout(middle, 1)

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.status)
        buttons = QHBoxLayout()
        self.quick_button = QPushButton(self)
        self.quick_button.setAutoDefault(False)
        self.quick_button.clicked.connect(self.quick_play)
        self.create_button = QPushButton(self)
        self.create_button.setAutoDefault(False)
        self.create_button.clicked.connect(self.create_table)
        self.close_button = QPushButton(self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.quick_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.create_button)
        lay.addLayout(buttons)
        self._sync()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play online"))
        self.club_label.setText(self.tr("Cl&ub:"))
        self.club_edit.setPlaceholderText(
            self.tr("the club's address, for example club.example.org")
        )
        self.connect_button.setText(self.tr("C&onnect"))
        self.name_label.setText(self.tr("Your &name:"))
        self.list_label.setText(self.tr("Open &tables:"))
        self.list.setHeaderLabels(
            [
                self.tr("Table"),
                self.tr("Variant"),
                self.tr("Players"),
                self.tr("Free seats"),
                self.tr("Sitting"),
                self.tr("Match"),
            ]
        )
        heads = self.list.headerItem()
        for column in range(self.list.columnCount()):
            heads.setToolTip(column, heads.text(column))  # a narrow column cuts its title
        self.join_button.setText(self.tr("&Join"))
        self.code_label.setText(self.tr("Co&de:"))
        self.code_button.setText(self.tr("Join b&y code"))
        self.quick_button.setText(self.tr("&Quick play"))
        self.create_button.setText(self.tr("C&reate"))
        self.close_button.setText(translate("buttons", "Close"))
        self.new_table.retranslate()
        self._show_rows()

    def _sync(self) -> None:
        online = self.club is not None
        self.join_button.setEnabled(online and self._picked() is not None)
        for widget in (self.code_button, self.create_button, self.quick_button):
            widget.setEnabled(online)

    # ------------------------------------------------------------------ the club
    def connect_club(self) -> None:
        """Reach the club typed: its tables, after its certificate is trusted."""
        from truco_desktop.net.client import lobby_url

        text = self.club_edit.text().strip()
        if not text:
            self.status.setText(self.tr("Type the club's address."))
            return
        try:
            lobby_url(text)
        except ValueError as error:
            self._say_address_problem(str(error))
            return
        self.timer.stop()
        self.club = None
        self.rows = []
        self._show_rows()
        self.status.setText(self.tr("Reaching the club…"))
        self._wanted = text
        self._ask(text, self._pin_of(text))

    def _say_address_problem(self, words: str) -> None:
        if "TLS" in words:
            text = self.tr("A club is reached over a secure connection only: https://")
        else:
            #: %1: what is wrong with the address (in English).
            text = fill(self.tr("That is not a club's address (%1)."), words)
        self.status.setText(text)

    def _pin_of(self, club: str) -> str | None:
        key = _club_key(club)
        return next((fp for name, fp in self.prefs.club_pins if name == key), None)

    def _remember(self, **changes: Any) -> None:
        try:
            new = self.prefs.with_changes(**changes)
        except (TypeError, ValueError):
            return
        if new != self.prefs:
            self.prefs = new
            self.save_prefs(new)

    def _ask(self, club: str, fingerprint: str | None) -> None:
        from truco_desktop.net.client import fetch_tables

        if self._asking:
            return
        self._asking = True

        def done(rows: Any, error: BaseException | None) -> None:
            self._asking = False
            wanted = self._wanted
            if wanted is not None and club != wanted:  # another club was typed meanwhile
                self._ask(wanted, self._pin_of(wanted))
                return
            self._answered(club, fingerprint, rows, error)

        run_on_club_loop(fetch_tables(club, fingerprint=fingerprint), done, self)

    def refresh(self) -> None:
        """The open tables again (every few seconds while the club is reached)."""
        if self.club is not None and self.isVisible():
            self._ask(self.club, self.fingerprint)

    def _answered(
        self, club: str, fingerprint: str | None, rows: Any, error: BaseException | None
    ) -> None:
        from truco_desktop.net.client import (
            CertificateChanged,
            OnlineUnavailable,
            UntrustedCertificate,
        )

        if isinstance(error, UntrustedCertificate):
            if self.trust(club, error.fingerprint):
                pins = [p for p in self.prefs.club_pins if p[0] != _club_key(club)]
                self._remember(club_pins=(*pins, (_club_key(club), error.fingerprint)))
                self._ask(club, error.fingerprint)
            else:
                self.status.setText(self.tr("The club's certificate was not trusted."))
            return
        if isinstance(error, CertificateChanged):
            self.timer.stop()
            self.club = None
            self._sync()
            self.status.setText(self.changed_text(error.got))
            return
        if isinstance(error, OnlineUnavailable):
            #: %1: the command that installs it.
            text = self.tr("Playing online needs the game's online part: %1")
            self.status.setText(fill(text, "pip install 'truco-desktop[online]'"))
            return
        if error is not None:
            self.timer.stop()
            self.club = None
            self._sync()
            #: %1: the club's address, %2: the system's words for the failure.
            text = self.tr("The club at %1 cannot be reached (%2).")
            self.status.setText(fill(text, club, str(error)))
            return
        first = self.club is None
        self.club, self.fingerprint, self.rows = club, fingerprint, list(rows)
        self._remember(club_address=club)
        self._show_rows()
        if first:
            self.timer.start()
        self._sync()

    def trust(self, club: str, fingerprint: str) -> bool:
        """Ask the person, once, whether to trust a club's own certificate."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Trust this club?"))
        #: %1: the club's address. The certificate's fingerprint follows on its own lines.
        box.setText(
            fill(
                self.tr(
                    "The club at %1 has a certificate of its own, not one the system knows."
                    " Trust it only if its fingerprint is the one the club's people gave you:"
                ),
                club,
            )
            + "\n\nSHA-256\n"
            + short_fingerprint(fingerprint)
        )
        box.setInformativeText(
            self.tr("Once trusted, the game refuses this club if its certificate changes.")
        )
        trust = box.addButton(self.tr("&Trust"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("buttons", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(None)  # type: ignore[arg-type]
        box.exec()
        return box.clickedButton() is trust

    def changed_text(self, got: str) -> str:
        #: %1: the new certificate's fingerprint.
        return fill(
            self.tr(
                "The club's certificate has changed since you trusted it, so the game does not"
                " connect: someone may stand between you and the club. If the club's people"
                " say they changed it, its new fingerprint is %1."
            ),
            got,
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Numbers and the match's state as wide as their words; the table's name, its
        variant and who sits share the rest (a column is never narrower than a few
        letters)."""
        width = self.list.viewport().width()
        if width <= 0:
            return
        metrics = self.list.fontMetrics()
        pad = 2 * metrics.horizontalAdvance("M")
        fixed: dict[int, int] = {}
        for column in (PLAYERS, FREE, MATCH):
            texts = [
                self.list.topLevelItem(i).text(column) for i in range(self.list.topLevelItemCount())
            ]
            longest = max((metrics.horizontalAdvance(t) for t in texts), default=0)
            fixed[column] = max(longest, metrics.horizontalAdvance("000")) + pad
        rest = max(0, width - sum(fixed.values()))
        least = metrics.horizontalAdvance("MMMM")
        for column, share in ((0, 0.36), (1, 0.30), (SITTING, 0.34)):
            fixed[column] = max(least, int(rest * share))
        for column, size in fixed.items():
            self.list.setColumnWidth(column, size)

    def _show_rows(self) -> None:
        picked = self._picked()
        self.list.clear()
        for row in self.rows:
            players, humans = row.get("players"), row.get("humans")
            if not (isinstance(players, int) and isinstance(humans, int)):
                continue
            variant = str(row.get("variant", ""))
            people = row.get("people")
            sitting = ", ".join(str(p) for p in people) if isinstance(people, list) else ""
            started = self.tr("playing") if row.get("started") else self.tr("not started")
            name = str(row.get("name") or self.tr("(no name)"))
            if self._kept_token(row.get("code")) is not None:
                #: A listed table where we left a seat that is still kept for us.
                name = fill(self.tr("%1 (your seat)"), name)
            item = QTreeWidgetItem(
                [
                    name,
                    help_text.variant_title(variant) if variant in VARIANTS else variant,
                    str(players),
                    str(max(0, players - humans)),
                    sitting,
                    started,
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, row)
            for column in range(self.list.columnCount()):
                item.setToolTip(column, item.text(column))
            self.list.addTopLevelItem(item)
            if picked is not None and row.get("code") == picked.get("code"):
                self.list.setCurrentItem(item)
        self._fit_columns()
        if self.club is not None and not self.rows:
            self.status.setText(self.tr("No open table right now: create one, or quick play."))
        elif self.club is not None:
            count = len(self.rows)
            #: %1: the club's address, %n: how many open tables it lists.
            self.status.setText(fill(self.tr("%1: %n open tables.", None, count), self.club))

    def _kept_token(self, code: object) -> str | None:
        """Our seat's token at table ``code`` of this club, if we left one there."""
        if self.seats is None or self.club is None or not isinstance(code, str):
            return None
        return self.seats.token(_club_key(self.club), code)

    def _picked(self) -> dict[str, Any] | None:
        item = self.list.currentItem()
        if item is None or not item.isSelected():
            return None
        row = item.data(0, Qt.ItemDataRole.UserRole)
        return row if isinstance(row, dict) else None

    # ------------------------------------------------------------------ sitting down
    def person(self) -> str | None:
        """The name typed, by the server's rule; None (the reason shown) if it breaks it."""
        try:
            name = visible_name(self.name_edit.text().strip())
        except ValueError as error:
            self.status.setText(name_problem_text(str(error)))
            self.name_edit.setFocus()
            return None
        self._remember(club_name=name)
        return name

    def join_selected(self) -> ClubTableWindow | None:
        row = self._picked()
        if row is None or not isinstance(row.get("code"), str):
            return None
        return self._sit(code=row["code"])

    def join_by_code(self) -> ClubTableWindow | None:
        code = self.code_edit.text().strip().upper().replace("-", "").replace(" ", "")
        if not code:
            self.status.setText(self.tr("Type the table's code."))
            self.code_edit.setFocus()
            return None
        return self._sit(code=code)

    def create_table(self) -> ClubTableWindow | None:
        person = self.person()
        if person is None:
            return None
        typed = self.new_table.table_name_edit.text().strip()
        try:  # a listed table's name is shown to strangers: the names' rule holds for it
            if typed:
                visible_name(typed)
        except ValueError as error:
            self.status.setText(name_problem_text(str(error)))
            self.new_table.table_name_edit.setFocus()
            return None
        return self._sit(create=self.new_table.create_request(name=self._default_name(person)))

    def _default_name(self, person: str) -> str:
        #: The name of a new club table when none is typed: %1 its owner's name.
        return fill(self.tr("%1's table"), person)

    def quick_play(self) -> ClubTableWindow | None:
        """A seat at the first open table of the chosen variant and size, else a new
        public table that starts at once (computer players fill it until people come)."""
        rules = self.new_table.rules()
        for row in self.rows:
            players, humans = row.get("players"), row.get("humans")
            if (
                row.get("variant") == rules.variant_name
                and players == rules.players
                and isinstance(humans, int)
                and humans < players
                and isinstance(row.get("code"), str)
            ):
                return self._sit(code=row["code"])
        person = self.person()
        if person is None:
            return None
        request = self.new_table.create_request(public=True, name=self._default_name(person))
        return self._sit(create=request, start=True)

    def _sit(
        self,
        *,
        code: str = "",
        create: dict[str, Any] | None = None,
        start: bool = False,
    ) -> ClubTableWindow | None:
        person = self.person()
        if person is None or self.club is None:
            return None
        client = QtClubClient()
        token = self._kept_token(code) if code else None
        window = ClubTableWindow(
            self.club,
            code,
            person,
            client,
            prefs=self.prefs,
            fingerprint=self.fingerprint,
            seats=self.seats,
            club_key=_club_key(self.club),
            token=token,
        )
        if start:  # once: a seat made again after a fault must not deal anew
            started = [False]

            def deal() -> None:
                if not started[0]:
                    started[0] = True
                    client.send({"type": P.START})

            client.welcomed.connect(deal)
        if create is not None:
            client.create(self.club, create, person, fingerprint=self.fingerprint)
        else:  # with the token of a seat we left there: the same seat, back from the computer
            client.join(self.club, code, person, token=token, fingerprint=self.fingerprint)
        self.timer.stop()
        self.table_opened.emit(window)
        self.accept()
        return window

    def done(self, result: int) -> None:
        self.timer.stop()
        super().done(result)


def _club_key(club: str) -> str:
    """The club a pin belongs to: its tables' URL (one spelling for one club)."""
    from truco_desktop.net.client import tables_url

    try:
        return tables_url(club)
    except ValueError:
        return club.strip()
