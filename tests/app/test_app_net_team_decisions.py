"""Your team's decisions are yours at a network table (issue 31 item 4): a real host on
loopback whose computer partner asks the person first, and the person's game window that
shows the same proposal as offline and answers it with the same call bar."""

from __future__ import annotations

import random
from typing import Any

from truco_desktop.bots.base import Decision
from truco_desktop.engine.actions import FAMILY
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import SeatView
from truco_desktop.net.host import HostThread, TableHost
from truco_desktop.net.table import TableOptions
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.widgets.net_table import NetTableWindow


class _TrucoCaller:
    """Calls truco whenever it may, else plays its first legal action."""

    name = "truco-caller"

    def choose(self, view: SeatView, rng: random.Random, *_: Any) -> Decision:
        truco = [a for a in view.legal if FAMILY.get(a.kind) == "truco"]
        return Decision((truco or list(view.legal))[0], None)  # type: ignore[arg-type]


def test_the_partner_at_a_network_table_asks_first_and_calls_when_the_person_agrees(
    qtbot: Any,
) -> None:
    thread = HostThread(
        TableHost(bot_factory=lambda *_a, **_k: _TrucoCaller(), deal_pause=0.05)  # type: ignore[arg-type,return-value]
    )
    _address, port = thread.start()
    try:
        rules = Rules.from_options("argentino", {"players": 4})
        table = thread.open_table(options=TableOptions(rules, "easy", False, False, True, True))
        window = NetTableWindow(
            "127.0.0.1",
            port,
            table.code,
            "Ana",
            prefs=Preferences(animation_speed="instant"),
            owner_key=table.owner_key,
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.client.state.table is not None, timeout=10_000)
        assert window.client.state.team  # the host said it asks; the window said it takes
        window.start()
        qtbot.waitUntil(lambda: window.table is not None, timeout=10_000)
        widget = window.table
        assert widget is not None

        def proposed() -> bool:
            if widget.director.pending_proposal is not None:
                return True
            if widget.input_enabled() and not window.model._pending:
                legal = window.model.human_legal()
                cards = [a for a in legal if a.kind == "play"]
                window.model.submit((cards or list(legal))[0])
            return False

        qtbot.waitUntil(proposed, timeout=30_000)
        seat, action = widget.director.pending_proposal  # type: ignore[misc]
        assert seat == 2 and FAMILY.get(action.kind) == "truco"  # truco, or a raise
        # The same call bar as offline: its prompt names the partner's wish.
        assert "truco" in widget.call_bar.title.text().lower()
        widget.director.answer_proposal(True)
        # The partner said it: the host's next view shows the call, by seat 2.
        qtbot.waitUntil(
            lambda: (2, str(action)) in window.model.view().history,  # type: ignore[union-attr]
            timeout=10_000,
        )
        window.close()
    finally:
        thread.stop()
