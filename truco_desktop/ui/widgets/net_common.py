"""What the network tables' windows share: a person's name until he types another, this
computer's addresses to give friends, and why a table turned us away, in words.
"""

from __future__ import annotations

import getpass
import socket

from PySide6.QtCore import QCoreApplication

from truco_desktop.i18n import fill
from truco_desktop.net import protocol as P

translate = QCoreApplication.translate


def default_name() -> str:
    """The person's name at a table until he types another: his account's name."""
    try:
        return getpass.getuser()[:24]
    except Exception:  # no user name on this system
        return ""


def local_addresses() -> list[str]:
    """This computer's addresses that friends on the network may reach (IPv4)."""
    found: list[str] = []
    try:
        # A UDP "connection" sends nothing: it only picks the outgoing interface.
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and not address.startswith("127."):
                found.append(address)
    except OSError:
        pass
    return found or ["127.0.0.1"]


def failure_text(code: str, words: str) -> str:
    """Why the host turned us away or the table ended, in the player's language."""
    texts = {
        P.E_BAD_CODE: translate(
            "NetTable", "The code is wrong. Ask the host for the table's code."
        ),
        P.E_TABLE_FULL: translate(
            "NetTable", "The table is full: every seat is taken by a person."
        ),
        P.E_BAD_VERSION: translate(
            "NetTable",
            "The host plays another version of Truco: both computers need the same one.",
        ),
        P.E_BAD_TOKEN: translate("NetTable", "Your seat at this table is no longer kept for you."),
        "host_closed": translate("NetTable", "The host has closed the table."),
        "lost": translate("NetTable", "The connection to the host was lost."),
    }
    if code in texts:
        return texts[code]
    #: %1: the host's own words (in English) when it turns us away for another reason.
    return fill(translate("NetTable", "The host turned us away: %1"), words)
