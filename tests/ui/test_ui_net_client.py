"""The game's Qt side of a network table, against a real host on loopback."""

from __future__ import annotations

from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.net.host import HOST_QUIT_MESSAGE, HostThread, TableHost
from truco_desktop.net.table import TableOptions
from truco_desktop.ui.network.net_client import QtTableClient


def random_bots(level: str):
    from truco_desktop.bots.factory import make_bot

    return make_bot("random")


def test_the_qt_client_joins_plays_is_refused_and_hears_the_host_quit(qtbot) -> None:
    thread = HostThread(TableHost(bot_factory=random_bots))
    address, port = thread.start()
    try:
        rules = Rules("argentino", 2, target=15)
        table = thread.open_table(options=TableOptions(rules, "random"), seed="qt", bot_seed=3)
        client = QtTableClient()
        views: list = []
        client.view_arrived.connect(lambda view, events: views.append((view, events)))
        refusals: list = []
        client.refused.connect(lambda code, words: refusals.append(code))
        closed: list = []
        client.closed.connect(lambda reason, words: closed.append((reason, words)))
        with qtbot.waitSignal(client.welcomed, timeout=10_000):
            client.join(address, port, table.code, "Ana", owner=table.owner_key)
        assert client.state.seat == 0 and client.state.owner
        client.send({"type": "start"})
        qtbot.waitUntil(lambda: client.state.yours, timeout=10_000)
        view = client.state.view
        assert view is not None and view.seat == 0 and view.legal
        # The view is the host's view of our seat (read on the host's thread's state).
        match = table.session.match
        assert match is not None
        assert view == view_for(match.hand, 0)
        # An action we may not take is refused with the engine's reason.
        client.act("vale_cuatro")
        qtbot.waitUntil(lambda: bool(refusals), timeout=10_000)
        assert refusals[0] not in ("bad_action", "bad_message")
        # A legal one moves the table on: a new view arrives.
        seen = len(views)
        client.act(view.legal[0])
        qtbot.waitUntil(lambda: len(views) > seen, timeout=10_000)
        thread.stop()
        qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
        assert closed[0] == ("host_closed", HOST_QUIT_MESSAGE)
    finally:
        thread.stop()
