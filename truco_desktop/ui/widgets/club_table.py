"""A seat at a club's table: the network table's window, reached over TLS (protocol v2).

``ClubTableWindow`` is ``NetTableWindow`` (the table's lobby, then the table widget) fed
by a ``QtClubClient`` instead of the LAN socket. What differs is the way back after a
fault: a club's server may be restarted under a match (it saves every table and reopens
them, docs/CLUB.md), so a dropped connection is made again with the seat's token for
half a minute, not three seconds, and the owner of a private table sees the club's
address and the table's code to give his friends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from truco_desktop.i18n import fill
from truco_desktop.net import protocol as P
from truco_desktop.ui.widgets.net_common import failure_text
from truco_desktop.ui.widgets.net_table import NetTableWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from truco_desktop.engine.rules import Rules
    from truco_desktop.storage import Preferences
    from truco_desktop.storage.club_seats import ClubSeats
    from truco_desktop.ui.network.net_club import QtClubClient

#: A club's server restarted under a match comes back within seconds: the tries to
#: reach it again with the seat's token, and the pause before each (ms).
CLUB_RECONNECTS = 20
CLUB_RECONNECT_MS = 1500


class ClubTableWindow(NetTableWindow):
    """One seat at a club's table. The caller starts ``client``'s join or create after
    building the window (so that no message comes before the window listens)."""

    def __init__(
        self,
        club: str,
        code: str,
        name: str,
        client: QtClubClient,
        *,
        prefs: Preferences | None = None,
        fingerprint: str | None = None,
        parent: QWidget | None = None,
        seats: ClubSeats | None = None,
        club_key: str = "",
        token: str | None = None,
    ) -> None:
        self.club = club
        self.fingerprint = fingerprint
        #: Where our seat's token is kept (``club_key``: the club as the store names it),
        #: and whether we came back with one (a seat we left).
        self.kept_seats = seats
        self.club_key = club_key or club
        self.came_back = token is not None
        super().__init__(club, 0, code, name, prefs=prefs, client=client, parent=parent)  # type: ignore[arg-type]
        client.created.connect(self._on_created)
        client.welcomed.connect(self._keep_seat)
        client.table_changed.connect(self._forget_when_over)
        self.share.setVisible(bool(code))

    def _keep_seat(self) -> None:
        """Welcomed: the seat's token is kept, so leaving the table is not losing it."""
        token = self.client.state.token
        if self.kept_seats is not None and token and self.code:
            self.kept_seats.keep(self.club_key, self.code, token)

    def _forget_when_over(self, message: dict[str, Any]) -> None:
        if message.get("over") and self.kept_seats is not None and self.code:
            self.kept_seats.forget(self.club_key, self.code)

    def _on_failed(self, code: str, words: str) -> None:
        had_seat = self.came_back or self.client.state.token is not None
        if had_seat and not self._welcomed and code in (P.E_BAD_CODE, P.E_BAD_TOKEN):
            # The seat we had is gone (coming back to it, or reconnecting after a drop or
            # a restart of the club): the table closed, or a newcomer took the seat.
            if self.kept_seats is not None:
                self.kept_seats.forget(self.club_key, self.code)
            if code == P.E_BAD_CODE:
                self._end(
                    self.tr(
                        "That table is no longer open at the club: its match ended or"
                        " everyone left. Choose another table, or create one."
                    )
                )
            else:
                self._end(
                    self.tr(
                        "Your seat at that table went to someone else while you were away."
                        " Join it again to take a free seat, or choose another table."
                    )
                )
            return
        super()._on_failed(code, words)

    def _on_created(self, code: str) -> None:
        self.code = code
        self.share.setVisible(True)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.share_label.setText(
            self.tr(
                "Give your friends the club's address and this code: they choose Play"
                " online… in the Game menu and join by the code. Empty seats are played by"
                " the computer."
            )
        )
        self.address_edit.setText(self.club)
        self.code_edit.setText(self.code)

    def rules(self) -> Rules:
        """The owner's choice in the table's lobby: the table's own rules (those chosen in
        the club's lobby: flor, falta, target, deck…) while its variant and player count
        stay, else his preferences' with the new variant and count."""
        import dataclasses

        from truco_desktop.engine.errors import BadRecord
        from truco_desktop.engine.rules import Rules

        chosen = super().rules()
        spec = (self.client.state.table or {}).get("rules")
        if not isinstance(spec, dict):
            return chosen
        try:
            current = Rules.from_options(spec.get("variant"), spec.get("options") or {})
        except (BadRecord, AttributeError, TypeError):
            return chosen
        if (current.variant_name, current.players) != (chosen.variant_name, chosen.players):
            return chosen
        return dataclasses.replace(
            current,
            best_of_three=spec.get("best_of_three") is True,
            pica_pica=spec.get("pica_pica") is not False,
        )

    def _on_closed(self, reason: str, words: str) -> None:
        if self._ended or reason in ("left", "host_closed"):
            super()._on_closed(reason, words)
            return
        if not self._welcomed and self._tries == 0 and reason != P.BYE_RESTART:
            #: %1: the club's address, %2 the system's words for the failure.
            text = self.tr("The club at %1 cannot be reached (%2).")
            self._end(fill(text, self.club, words))
            return
        if self.client.state.token is not None and self._tries < CLUB_RECONNECTS:
            self._tries += 1
            self._welcomed = False
            #: %1: this try, %2: how many tries in all.
            text = self.tr("The connection to the club was lost; trying again (%1 of %2)…")
            self.show_notice(fill(text, self._tries, CLUB_RECONNECTS))
            QTimer.singleShot(CLUB_RECONNECT_MS, self._rejoin)
            return
        self._end(failure_text("lost", words))

    def _rejoin(self) -> None:
        if self._ended:
            return
        self.model.rejoined()
        client: QtClubClient = self.client  # type: ignore[assignment]
        client.join(
            self.club,
            self.code,
            self.name,
            token=client.state.token,
            fingerprint=self.fingerprint,
        )
