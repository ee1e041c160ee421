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
from truco_desktop.ui.widgets.net_table import NetTableWindow

if TYPE_CHECKING:
    from pathlib import Path

    from truco_desktop.net.host import HostThread
    from truco_desktop.storage import Preferences


translate = QCoreApplication.translate


def start_host(port: int = P.DEFAULT_PORT, save_root: Path | None = None) -> tuple[HostThread, int]:
    """The game's own host, listening on ``port`` or, if it is taken, any free one (and
    found on the local network), at the host's pace: its thread and the port bound.
    ``OSError`` if no port can be had."""
    from truco_desktop.net.host import HostThread, TableHost
    from truco_desktop.ui.widgets import net_table  # its pace, read now (tests change it)

    for chosen in (port, 0):
        thread = HostThread(
            TableHost(
                address="0.0.0.0",
                port=chosen,
                bot_pause=net_table.BOT_PAUSE,
                deal_pause=net_table.DEAL_PAUSE,
                discovery_port=P.DISCOVERY_PORT,
                save_root=save_root,
            )
        )
        try:
            _address, bound = thread.start()
        except OSError:
            thread.stop()
            if chosen == 0:
                raise
            continue
        return thread, bound
    raise OSError("no port for the table")  # pragma: no cover - the loop returns or raises


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
    from truco_desktop.net.table import TableOptions
    from truco_desktop.play.rules import rules_from_prefs
    from truco_desktop.storage import Preferences

    rules = rules_from_prefs(prefs or Preferences())
    person = name if name is not None else default_name()
    thread, bound = start_host(port, save_root)
    #: The name the local network sees for a hosted table: %1 the host's name.
    title = fill(translate("NetTable", "%1's table"), person or "Truco")
    chosen = prefs or Preferences()
    options = TableOptions(
        rules,
        "normal",
        asks_first=chosen.partner_asks_first,
        answers=not chosen.partner_answers,
    )
    table = thread.open_table(name=title, options=options)
    return NetTableWindow(
        "127.0.0.1",
        bound,
        table.code,
        person,
        prefs=prefs,
        host=thread,
        owner_key=table.owner_key,
    )
