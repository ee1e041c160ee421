"""Señas at a network table: the same faces, palette and hand-log notes as offline, with
the host deciding who sees what.

Offline, ``SignsController`` keeps the hand's ``HandSigns`` and decides itself who
catches a sign. At a network table the host does (``net.table``: a sign goes to the
signer's partners, and to each opponent who catches it), so this controller only shows
what the host sent our seat (``QtTableClient.sign_received``, turned round the table
like the view) and sends the person's own signs (``QtTableClient.sign``). Nothing here
can learn a sign the host did not send.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from truco_desktop.engine.seats import team_of
from truco_desktop.signs import Sign, sign_set_for, signs_played_at
from truco_desktop.ui.controllers.signs_controller import SignsController, SignsTable

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


class _Made:
    """What ``SignsController.make`` reads of a sign made: nobody caught it that we know."""

    caught_by: tuple[int, ...] = ()


class _WireSigns:
    """The hand's señas as far as our seat takes part: the vocabulary, and making one
    (sent to the host, which tells our partners and whoever catches it)."""

    def __init__(self, model: Any, variant: str) -> None:
        self.model = model
        self.variant = variant

    def vocabulary(self) -> tuple[Sign, ...]:
        return sign_set_for(self.variant).signs

    def make(self, seat: int, sign: str) -> _Made | None:
        if sign not in {s.id for s in self.vocabulary()}:
            return None
        self.model.client.sign(sign)
        return _Made()

    def knowledge(self, seat: int) -> None:
        return None  # no computer player runs here


class NetSignsController(SignsController):
    """``SignsController`` for a seat at a network table."""

    def __init__(self, table: SignsTable, model: Any, widget: QWidget) -> None:
        #: Signs received and not yet shown: (hand number, our seat numbering, ids, caught).
        self._received: list[tuple[int, int, list[str], bool]] = []
        super().__init__(table, model, widget)
        model.client.sign_received.connect(self._on_sign)

    @property
    def net(self) -> Any:
        """The ``NetGameModel`` (typed loosely: that module makes this controller)."""
        return self.model

    def _new_hand(self, show: bool = True) -> None:
        state = self.net.state
        key = None if state is None else (state.seed, state.hand_number)
        if state is not None and key == self._key:
            return
        self._key = key
        self._pending = []
        table = self.net.client.state.table or {}
        rules = None if state is None else state.rules
        if (
            rules is None
            or not table.get("signs", True)
            or not signs_played_at(rules.variant_name, rules.players)
        ):
            self.signs = None
        else:
            self.signs = _WireSigns(self.net, rules.variant_name)  # type: ignore[assignment]
        self._release()
        self.place_button()

    def _release(self) -> None:
        """The received signs of the hand on the table wait for ``flush``; a later hand's
        wait for the table to deal it (it may still be showing this one)."""
        state = self.net.state
        if state is None or self.signs is None:
            return
        hand = state.hand_number
        self._received = [r for r in self._received if r[0] >= hand]
        for _hand, seat, ids, caught in [r for r in self._received if r[0] == hand]:
            self._pending.append((seat, ids, caught))
        self._received = [r for r in self._received if r[0] > hand]

    def _side(self, seat: int) -> int:
        """``seat``'s side in this hand, from our (turned) view: 0 ours, 1 the other."""
        view = self.net.view()
        if view is None:
            return 0 if team_of(seat) == team_of(self.net.human_seat) else 1
        return 0 if view.team_of(seat) == view.team else 1

    def _on_sign(self, seat: int, sign: str, caught: bool) -> None:
        """A sign the host showed us: our partner's, or an opponent's we caught. It shows
        once the table has caught up with the deal (``flush``)."""
        turn, at = self.net.turn, self.net.client.state.at
        if turn is None or at is None:
            return
        self._received.append((int(at[0]), turn.s(seat), [sign], caught))
        self._release()
        if self._pending and not self.net.busy():
            self.flush()
