"""Hosting a table for friends: a host started on this computer (``net.host``), one
table opened on it with the player's rules, and the player's own seat joined as its
owner (``net_table.NetTableWindow``). The "Host a table…" menu entry calls this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from truco_desktop.i18n import fill
from truco_desktop.net import protocol as P
from truco_desktop.ui.widgets.net_common import default_name
from truco_desktop.ui.widgets.net_table import BOT_PAUSE, DEAL_PAUSE, NetTableWindow

if TYPE_CHECKING:
    from pathlib import Path

    from truco_desktop.net.host import HostThread
    from truco_desktop.storage import Preferences


translate = QCoreApplication.translate


def host_table(
    prefs: Preferences | None,
    name: str | None = None,
    port: int = P.DEFAULT_PORT,
    save_root: Path | None = None,
) -> NetTableWindow:
    """Start a host on this computer (``port``, or any free one if it is taken) with one
    table, and join it as its owner. Raises ``OSError`` if no port can be had. The host
    saves the table's match after every action under ``save_root`` (one folder per table
    code), as the offline game saves its own: a crash or a power cut loses nothing."""
    from truco_desktop.net.host import HostThread, TableHost
    from truco_desktop.net.table import TableOptions
    from truco_desktop.play.rules import rules_from_prefs
    from truco_desktop.storage import Preferences

    rules = rules_from_prefs(prefs or Preferences())
    person = name if name is not None else default_name()
    thread: HostThread | None = None
    for chosen in (port, 0):
        thread = HostThread(
            TableHost(
                address="0.0.0.0",
                port=chosen,
                bot_pause=BOT_PAUSE,
                deal_pause=DEAL_PAUSE,
                discovery_port=P.DISCOVERY_PORT,
                save_root=save_root,
            )
        )
        try:
            _address, bound = thread.start()
            break
        except OSError:
            thread.stop()
            thread = None
            if chosen == 0:
                raise
    assert thread is not None
    #: The name the local network sees for a hosted table: %1 the host's name.
    title = fill(translate("NetTable", "%1's table"), person or "Truco")
    table = thread.open_table(name=title, options=TableOptions(rules, "normal"))
    return NetTableWindow(
        "127.0.0.1",
        bound,
        table.code,
        person,
        prefs=prefs,
        host=thread,
        owner_key=table.owner_key,
    )
