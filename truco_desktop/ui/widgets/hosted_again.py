"""Game → Host a table, once more: the last match this game hosted, reopened (issue 31).

The game's own host saves each table after every action under the player's data folder
(``tables/<code>/``, with the table around the match: ``net.table.NetTable.table_state``).
When the host quit with a match under way, Host a table offers to reopen it: the same
code, the same rules, the match where it was, the host back in his seat with his token.
The friends' games forgot their tokens when the host closed the table, so their seats are
free again (computer players play them meanwhile) and they take them again by joining
with the same code.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from truco_desktop.net.table import TABLE_KEY

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from truco_desktop.storage import Preferences
    from truco_desktop.ui.widgets.net_table import NetTableWindow


@dataclass(frozen=True)
class HostedMatch:
    """A match the game hosted and could reopen: its table's code, name and save time."""

    code: str
    name: str
    saved_at: datetime | None


def last_hosted(save_root: Path) -> HostedMatch | None:
    """The newest table saved under ``save_root`` with a match under way, if any."""
    from truco_desktop.paths import AppPaths
    from truco_desktop.storage.savegame import SaveStore

    if not save_root.is_dir():
        return None
    found: list[HostedMatch] = []
    for folder in save_root.iterdir():
        if not folder.is_dir():
            continue
        loaded = SaveStore(AppPaths.under(folder)).load()
        state = None if loaded.payload is None else loaded.payload.get(TABLE_KEY)
        if loaded.status == "ok" and isinstance(state, dict) and state.get("code") == folder.name:
            found.append(HostedMatch(folder.name, str(state.get("name") or ""), loaded.saved_at))
    if not found:
        return None
    return max(found, key=lambda m: m.saved_at.timestamp() if m.saved_at else 0.0)


def forget_hosted(save_root: Path, code: str) -> None:
    """The person chose a new table over the saved match: it is not offered again."""
    from truco_desktop.paths import AppPaths
    from truco_desktop.storage.savegame import SaveStore

    SaveStore(AppPaths.under(save_root / code)).clear()


def reopen_hosted(
    prefs: Preferences | None, save_root: Path, code: str, port: int | None = None
) -> NetTableWindow:
    """Start the game's host again with the table saved as ``code`` and sit at it as its
    owner, with his token. ``OSError`` if no port can be had; ``LookupError`` if the
    save cannot be reopened (it says why in the log)."""
    from truco_desktop.net import protocol as P
    from truco_desktop.ui.network.net_client import QtTableClient
    from truco_desktop.ui.widgets import net_table
    from truco_desktop.ui.widgets.net_common import default_name
    from truco_desktop.ui.widgets.net_hosting import start_host

    thread, bound = start_host(P.DEFAULT_PORT if port is None else port, save_root)

    async def reopen() -> tuple[str, str, str] | None:
        tables = thread.host.reopen_saved(code)
        if not tables:
            return None
        table = tables[0]
        table.forget_others()
        owner = next((m for m in table.members.values() if m.owner), None)
        if owner is None:  # the host said goodbye as he closed: his seat is kept anew
            owner = table.reserve(default_name())
            owner.owner = True
        return table.owner_key, owner.token, owner.name

    found = thread.call(reopen())
    if found is None:
        thread.stop()
        raise LookupError(f"the table {code} cannot be reopened")
    owner_key, token, name = found
    client = QtTableClient()
    window = net_table.NetTableWindow(
        "127.0.0.1",
        bound,
        code,
        name,
        prefs=prefs,
        host=thread,
        owner_key=owner_key,
        client=client,
    )
    client.join("127.0.0.1", bound, code, name, token=token, owner=owner_key)
    return window


def offer_reopen(
    parent: QWidget | None, prefs: Preferences | None, save_root: Path
) -> NetTableWindow | None:
    """If a hosted match was left under way, ask whether to reopen it: its table's window
    then, or None to host a new table (the old match is then forgotten). ``OSError`` as
    ``reopen_hosted``."""
    from PySide6.QtCore import QCoreApplication

    from truco_desktop.i18n import fill
    from truco_desktop.ui.widgets.ask import confirm

    found = last_hosted(save_root)
    if found is None:
        return None
    translate = QCoreApplication.translate
    when = found.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if found.saved_at else "?"
    #: %1: the table's name, %2: its code, %3: when its match was last saved.
    text = fill(
        translate(
            "HostedAgain",
            "The match at %1 (code %2, last played %3) was left under way. Reopen it? Your"
            " friends join again with the same code.",
        ),
        found.name or found.code,
        found.code,
        when,
    )
    again = confirm(
        parent,
        translate("HostedAgain", "Host a table"),
        text,
        translate("HostedAgain", "Reopen the match"),
        translate("HostedAgain", "Host a new table"),
        default_yes=True,
    )
    if not again:
        forget_hosted(save_root, found.code)
        return None
    try:
        return reopen_hosted(prefs, save_root, found.code)
    except LookupError:
        return None
