"""Tables with friends: the "Host a table…" and "Join a table…" windows.

``NetTableWindow`` is one seat at a network table: first the table's lobby (the address
and the code to give friends, the seats, and for the table's owner the rules, the
computer players' level, who partners whom and the Start button), then the same table
widget as offline, driven by ``NetGameModel`` through ``QtTableClient``. The game that
hosts runs the host (``net.host.HostThread``) in this process and joins it as a client
like everyone else, with the table's owner key; closing its window ends the table for
all (the host's ``bye``). A joiner whose connection drops comes back with his token by
itself, a few times, before saying the table is lost.

``JoinDialog`` (``join_dialog``) asks for the address and the code; what the network
windows share is in ``net_common``. Their names stay importable from here.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.bots.levels import PLAYER_LEVELS
from truco_desktop.i18n import Context, fill
from truco_desktop.net import protocol as P
from truco_desktop.ui.models.net_model import NetGameModel
from truco_desktop.ui.network.net_client import QtTableClient
from truco_desktop.ui.widgets.central import NoticeBar
from truco_desktop.ui.widgets.join_dialog import JoinDialog
from truco_desktop.ui.widgets.net_common import default_name, failure_text, local_addresses
from truco_desktop.ui.words import help_text

if TYPE_CHECKING:
    from truco_desktop.engine import Rules
    from truco_desktop.net.host import HostThread
    from truco_desktop.storage import Preferences
    from truco_desktop.ui.widgets.table_widget import TableWidget

translate = QCoreApplication.translate
# The menus' plural messages, read by lupdate as plurals (`i18n.Context`).
AppMenus = Context("AppMenus")

__all__ = [
    "LEVELS",
    "JoinDialog",
    "NetTableWindow",
    "default_name",
    "failure_text",
    "local_addresses",
]

#: The levels the table's owner chooses for its computer players (``bots.levels``).
LEVELS = PLAYER_LEVELS
#: The table sizes the lobby offers: every size the game plays (issue 31).
LOBBY_PLAYERS = (2, 3, 4, 6, 8)
#: How many times a dropped connection is made again, and the pause before each (ms).
RECONNECTS = 3
RECONNECT_MS = 1000
#: The host's pace (seconds): a computer player's move, and the next deal after a hand.
BOT_PAUSE = 0.7
DEAL_PAUSE = 2.5


class NetTableWindow(QWidget):
    """One seat at a network table: the lobby, then the table."""

    #: The window closed (the game forgets it).
    finished = Signal()

    def __init__(
        self,
        address: str,
        port: int,
        code: str,
        name: str,
        *,
        prefs: Preferences | None = None,
        host: HostThread | None = None,
        owner_key: str | None = None,
        client: QtTableClient | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.address, self.port, self.code, self.name = address, port, code, name
        self.prefs = prefs
        self.host = host
        self.owner_key = owner_key
        self.client = client if client is not None else QtTableClient(self)
        self.client.setParent(self)
        self.model = NetGameModel(self.client, self)
        if prefs is not None:
            self.model.speed = prefs.animation_speed
            self.model.set_signs_meaning(prefs.show_sign_meanings)
        self.table: TableWidget | None = None
        self._welcomed = False
        self._ended = False
        self._tries = 0
        self.setMinimumSize(800, 600)
        self.resize(1100, 760)

        # The main window's calm bar, over the felt and clear of the side panel's title.
        self.notice = NoticeBar(self)
        self.stack = QStackedWidget(self)
        self.lobby = QWidget(self.stack)
        self.stack.addWidget(self.lobby)
        self.stack.currentChanged.connect(self._replace_notice)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack, 1)
        self._build_lobby()

        self.client.welcomed.connect(self._on_welcomed)
        self.client.table_changed.connect(self._on_table)
        self.client.failed.connect(self._on_failed)
        self.client.closed.connect(self._on_closed)
        self.client.refused.connect(self._on_lobby_refused)
        self.client.view_arrived.connect(self._on_first_view)
        self.retranslate()
        if client is None:
            self.client.join(address, port, code, name, owner=owner_key)

    # ------------------------------------------------------------------ the lobby
    def _build_lobby(self) -> None:
        lay = QVBoxLayout(self.lobby)
        lay.setContentsMargins(24, 18, 24, 18)
        self.title = QLabel(self.lobby)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        lay.addWidget(self.title)
        self.share = QWidget(self.lobby)
        form = QFormLayout(self.share)
        form.setContentsMargins(0, 0, 0, 0)
        self.share_label = QLabel(self.share)
        self.share_label.setWordWrap(True)
        form.addRow(self.share_label)
        self.address_edit = QLineEdit(self.share)
        self.address_edit.setReadOnly(True)
        self.code_edit = QLineEdit(self.share)
        self.code_edit.setReadOnly(True)
        self.copy_button = QPushButton(self.share)
        self.copy_button.clicked.connect(self.copy_invitation)
        row = QHBoxLayout()
        row.addWidget(self.code_edit, 1)
        row.addWidget(self.copy_button)
        self.address_label = QLabel(self.share)
        self.code_label = QLabel(self.share)
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.code_label, row)
        lay.addWidget(self.share)
        self.seats_label = QLabel(self.lobby)
        lay.addWidget(self.seats_label)
        self.seats = QListWidget(self.lobby)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.seats.itemSelectionChanged.connect(self._sync_buttons)
        lay.addWidget(self.seats, 1)
        self.owner_box = QWidget(self.lobby)
        grid = QFormLayout(self.owner_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.variant_combo = QComboBox(self.owner_box)
        self.players_combo = QComboBox(self.owner_box)
        self.level_combo = QComboBox(self.owner_box)
        self.variant_label, self.players_label = QLabel(self.owner_box), QLabel(self.owner_box)
        self.level_label = QLabel(self.owner_box)
        grid.addRow(self.variant_label, self.variant_combo)
        grid.addRow(self.players_label, self.players_combo)
        grid.addRow(self.level_label, self.level_combo)
        for combo in (self.variant_combo, self.players_combo, self.level_combo):
            combo.activated.connect(self._send_setup)
        self.signs_check = QCheckBox(self.owner_box)
        self.catching_check = QCheckBox(self.owner_box)
        # Your team's decisions (issue 31 item 4): the offline options, for every person.
        self.asks_first_check = QCheckBox(self.owner_box)
        self.answers_check = QCheckBox(self.owner_box)
        checks = (self.signs_check, self.catching_check, self.asks_first_check, self.answers_check)
        for check in checks:
            grid.addRow(check)
            check.clicked.connect(self._send_setup)
        lay.addWidget(self.owner_box)
        buttons = QHBoxLayout()
        self.swap_button = QPushButton(self.lobby)
        self.swap_button.clicked.connect(self.swap_selected)
        self.start_button = QPushButton(self.lobby)
        self.start_button.clicked.connect(self.start)
        self.leave_button = QPushButton(self.lobby)
        self.leave_button.clicked.connect(self.close)
        buttons.addWidget(self.swap_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.start_button)
        lay.addLayout(buttons)
        self.status = QLabel(self.lobby)
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.share.setVisible(self.host is not None)
        self.owner_box.hide()
        self.swap_button.hide()
        self.start_button.hide()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Truco: a table with friends"))
        self.title.setText(
            self.tr("Your table") if self.host is not None else self.tr("A table with friends")
        )
        self.share_label.setText(
            self.tr(
                "Give your friends the address and the code; they choose Join a table… in"
                " the Game menu. Empty seats are played by the computer."
            )
        )
        self.address_label.setText(self.tr("Address:"))
        self.code_label.setText(self.tr("Code:"))
        self.copy_button.setText(self.tr("Copy"))
        self.seats_label.setText(self.tr("Seats (partners sit opposite each other):"))
        self.variant_label.setText(self.tr("Variant:"))
        self.players_label.setText(self.tr("Players:"))
        self.level_label.setText(self.tr("Computer players:"))
        self.signs_check.setText(translate("AppMenus", "Partner si&gnals (señas)"))
        self.catching_check.setText(translate("AppMenus", "Opponents can &catch signs"))
        self.asks_first_check.setText(
            translate("NewTableBox", "Computer partners as&k before calling truco")
        )
        self.answers_check.setText(translate("NewTableBox", "People ans&wer calls for their team"))
        self.swap_button.setText(self.tr("Swap the two selected seats"))
        self.start_button.setText(self.tr("Start the match"))
        self.leave_button.setText(
            self.tr("Close the table") if self.host is not None else self.tr("Leave")
        )
        self._fill_combos()
        if self.host is not None:
            self.address_edit.setText(", ".join(f"{a}:{self.port}" for a in local_addresses()))
            self.code_edit.setText(self.code)
        if self.client.state.table is not None:
            self._on_table(self.client.state.table)
        elif not self._welcomed:
            self.status.setText(self.tr("Connecting to the table…"))

    def _fill_combos(self) -> None:
        from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant

        keep = (
            self.variant_combo.currentData(),
            self.players_combo.currentData(),
            self.level_combo.currentData(),
        )
        for combo in (self.variant_combo, self.players_combo, self.level_combo):
            combo.blockSignals(True)
            combo.clear()
        for variant in VARIANTS:
            self.variant_combo.addItem(help_text.variant_title(variant), variant)
        variant = keep[0] or DEFAULT_VARIANT
        for count in get_variant(variant).player_counts:
            if count in LOBBY_PLAYERS:
                self.players_combo.addItem(AppMenus.tr("%n players", None, count), count)
        names = {
            "easy": translate("AppMenus", "Easy"),
            "normal": translate("AppMenus", "Normal"),
            "hard": translate("AppMenus", "Hard"),
            "expert": translate("AppMenus", "Expert"),
        }
        for level in LEVELS:
            self.level_combo.addItem(names[level], level)
        for combo, value in zip(
            (self.variant_combo, self.players_combo, self.level_combo), keep, strict=True
        ):
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
            combo.blockSignals(False)

    def copy_invitation(self) -> None:
        """The address and the code on the clipboard, to paste in a message to friends."""
        #: What the host pastes to his friends: %1 the address(es), %2 the code.
        text = fill(self.tr("Truco table at %1, code %2"), self.address_edit.text(), self.code)
        QGuiApplication.clipboard().setText(text)

    def _on_welcomed(self) -> None:
        self._welcomed = True
        self._tries = 0
        self.notice.hide()

    def _on_table(self, message: dict[str, Any]) -> None:
        owner = self.client.state.owner
        me = self.client.state.seat
        self.seats.blockSignals(True)
        self.seats.clear()
        players = len(message.get("seats", []))
        for seat in message.get("seats", []):
            number, kind, name = seat.get("seat"), seat.get("kind"), seat.get("name", "")
            us = me is not None and players != 3 and (number - me) % 2 == 0
            side = self.tr("us") if us else self.tr("them")
            if kind == "computer":
                who = self.tr("Computer player")
            elif kind == "away":
                #: A person whose connection dropped; a computer player plays for him.
                who = fill(self.tr("%1 (away)"), name)
            elif seat.get("next_hand"):
                #: A person who sat down during a hand: he plays from the next deal.
                who = fill(self.tr("%1 (from the next hand)"), name)
            elif number == me:
                who = fill(self.tr("%1 (you)"), name)
            else:
                who = name
            #: A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.
            item = QListWidgetItem(fill(self.tr("Seat %1 (%2): %3"), number + 1, side, who))
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.seats.addItem(item)
        self.seats.blockSignals(False)
        self._show_next_hand(message)
        started = bool(message.get("started"))
        over = bool(message.get("over"))
        rules = message.get("rules", {})
        for combo, value in (
            (self.variant_combo, rules.get("variant")),
            (self.level_combo, message.get("level")),
        ):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        for check, value in (
            (self.signs_check, message.get("signs", True)),
            (self.catching_check, message.get("catching", True)),
            (self.asks_first_check, message.get("asks_first", False)),
            (self.answers_check, message.get("answers", False)),
        ):
            check.blockSignals(True)
            check.setChecked(bool(value))
            check.blockSignals(False)
        self.catching_check.setEnabled(self.signs_check.isChecked())
        self._fill_combos()
        self.players_combo.blockSignals(True)
        self.players_combo.setCurrentIndex(max(0, self.players_combo.findData(players)))
        self.players_combo.blockSignals(False)
        arranging = owner and (not started or over)
        self.owner_box.setVisible(arranging)
        self.swap_button.setVisible(arranging)
        self.start_button.setVisible(arranging)
        if arranging:
            self.status.setText(self.tr("When everyone is seated, start the match."))
        elif not started:
            self.status.setText(self.tr("Waiting for the host to start the match…"))
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.swap_button.setEnabled(len(self.seats.selectedItems()) == 2)

    def swap_selected(self) -> None:
        chosen = [i.data(Qt.ItemDataRole.UserRole) for i in self.seats.selectedItems()]
        if len(chosen) == 2:
            self.client.send({"type": P.SWAP, "a": chosen[0], "b": chosen[1]})

    def rules(self) -> Rules:
        """The rules the owner chose: his own preferences, with this variant and count."""
        from truco_desktop.play.rules import chosen_variant, rules_from_prefs
        from truco_desktop.storage import Preferences

        prefs = self.prefs or Preferences()
        variant = self.variant_combo.currentData() or chosen_variant(prefs)
        players = self.players_combo.currentData() or prefs.players
        try:
            chosen = dataclasses.replace(prefs, variant=variant, players=players)
        except (TypeError, ValueError):
            chosen = prefs
        return rules_from_prefs(chosen)

    def _send_setup(self, *_args: object) -> None:
        if not self.client.state.owner:
            return
        self.client.send(
            {
                "type": P.SETUP,
                "rules": P.rules_json(self.rules()),
                "level": self.level_combo.currentData() or "normal",
                "signs": self.signs_check.isChecked(),
                "catching": self.catching_check.isChecked(),
                "asks_first": self.asks_first_check.isChecked(),
                "answers": self.answers_check.isChecked(),
            }
        )

    def start(self) -> None:
        self.client.send({"type": P.START})

    def _on_lobby_refused(self, code: str, words: str) -> None:
        if self.stack.currentWidget() is self.lobby:
            from truco_desktop.ui.words import strings as S

            self.status.setText(S.refusal_text(code, words))

    # ------------------------------------------------------------------ the table
    def _on_first_view(self, *_args: object) -> None:
        if self.table is None:
            from truco_desktop.ui.widgets.table_widget import TableWidget

            prefs = self.prefs
            deck, four = (prefs.deck_style, prefs.four_colour) if prefs else ("classic", False)
            self.table = TableWidget(self.model, deck, four, self.stack)  # type: ignore[arg-type]
            self.table.auto_next_ms = None
            director = self.table.director
            self.model.ready = lambda: not director.busy
            director.busy_changed.connect(self._on_busy)
            director.event_played.connect(self._name_people)
            self.table.menu_requested.connect(self._back_to_lobby)
            self.stack.addWidget(self.table)
            # The first view was laid before the table existed: lay it now.
            self.table._on_match_reset()
            self.table.director.reset()
            self._name_people()
        self.stack.setCurrentWidget(self.table)

    def _on_busy(self, busy: bool) -> None:
        self._name_people()  # the plates may have been laid again with the seats' names
        if not busy:
            QTimer.singleShot(0, self.model.pump)
            QTimer.singleShot(0, self._show_waiting)
            QTimer.singleShot(0, self._flush_signs)

    def _flush_signs(self) -> None:
        """Señas received while the table was showing the deal show once it is shown."""
        table = self.table
        if table is not None and table._signs is not None and not self.model.busy():
            table._signs.flush()

    def _show_waiting(self) -> None:
        """While another seat decides, the call bar says whom the table waits for."""
        table, view = self.table, self.model.view()
        if table is None or view is None or self._ended:
            return
        if table.director.busy or self.model.human_in_charge() or view.hand_over:
            return
        if self.model.team_ask() is not None:
            return  # the partner's question is on the bar (``Director._take_team_ask``)
        table.call_bar.show_status(view, table.scene.names)
        table._place_bar()

    def _name_people(self, *_args: object) -> None:
        """The people's names on their plates (the others keep the seats' own names)."""
        table = self.table
        if table is None:
            return
        scene = table.scene
        for seat, name in self.model.names().items():
            if 0 < seat < len(scene.plates) and name and scene.names[seat] != name:
                scene.names[seat] = name
                scene.plates[seat].set_name(name)

    def _back_to_lobby(self) -> None:
        self.stack.setCurrentWidget(self.lobby)
        QTimer.singleShot(4000, self._to_table)

    def _to_table(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)

    # ------------------------------------------------------------------ faults
    def _on_failed(self, code: str, words: str) -> None:
        if code in (P.E_BAD_CODE, P.E_TABLE_FULL, P.E_BAD_VERSION, P.E_BAD_TOKEN) or not (
            self._welcomed
        ):
            self._end(failure_text(code, words))

    def _on_closed(self, reason: str, words: str) -> None:
        if self._ended or reason == "left":
            return
        if reason == "host_closed":
            self._end(failure_text("host_closed", words))
            return
        if not self._welcomed and self._tries == 0:
            #: %1: the address typed, %2 the system's words for the failure.
            self._end(
                fill(
                    self.tr("The table at %1 cannot be reached (%2)."),
                    f"{self.address}:{self.port}",
                    words,
                )
            )
            return
        if self._tries < RECONNECTS and self.client.state.token is not None:
            self._tries += 1
            self._welcomed = False
            #: %1: this try, %2: how many tries in all.
            self.show_notice(
                fill(
                    self.tr("The connection was lost; trying again (%1 of %2)…"),
                    self._tries,
                    RECONNECTS,
                )
            )
            QTimer.singleShot(RECONNECT_MS, self._rejoin)
            return
        self._end(failure_text("lost", words))

    def _rejoin(self) -> None:
        if self._ended:
            return
        self.model.rejoined()
        self.client.socket.abort()
        self.client.join(
            self.address,
            self.port,
            self.code,
            self.name,
            token=self.client.state.token,
            owner=self.owner_key,
        )

    def _show_next_hand(self, message: dict[str, Any]) -> None:
        """Sitting down during a hand: the player is told the computer finishes it, and
        the word goes once his first hand is dealt."""
        me = self.client.state.seat
        waiting = any(
            s.get("seat") == me and s.get("next_hand") for s in message.get("seats", [])
        )
        text = self.tr(
            "You sit down at the next deal: a computer player finishes this hand for you."
        )
        if waiting:
            self.show_notice(text)
        elif self.notice.isVisible() and self.notice.text() == text:
            self.notice.hide()

    def show_notice(self, text: str) -> None:
        """A sentence over the top of the window (the table keeps its whole size)."""
        self.notice.set_text(text)
        self._place_notice()

    def _replace_notice(self, _index: int) -> None:
        if self.notice.isVisible():
            self._place_notice()

    def _place_notice(self) -> None:
        if self.stack.currentWidget() is self.lobby:
            # Low on the lobby's page, over the seats list's empty end and clear of its
            # title, its first seats and its buttons (there is no side panel there).
            self.notice.place(self.width(), panel=False)
            self.notice.place(
                self.width(), panel=False, top=max(16, self.height() - self.notice.height() - 90)
            )
        else:
            self.notice.place(self.width())
        self.notice.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.notice.isVisible():
            self._place_notice()

    def _end(self, text: str) -> None:
        """The table is over for us: say why; the window stays until closed."""
        self._ended = True
        self.show_notice(text)
        self.status.setText(text)
        self.owner_box.hide()
        self.start_button.hide()
        self.swap_button.hide()
        if self.table is not None:
            self.table.call_bar.set_actions(self.table.scene.variant, (), False)

    @property
    def ended(self) -> bool:
        return self._ended

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
        self.finished.emit()

    def shutdown(self) -> None:
        """Leave the table (and, for its host, end it for everyone)."""
        self._ended = True
        if self.table is not None:
            self.table.shutdown()
        self.client.leave()
        if self.host is not None:
            host, self.host = self.host, None
            host.stop()
