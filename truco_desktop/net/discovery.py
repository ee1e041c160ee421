"""Tables on the local network: a UDP broadcast question, answered by each host.

The mechanism is the one DNS-SD over multicast and SSDP use, reduced to what we need and
without a dependency (no zeroconf library in the game): a client broadcasts a small JSON
datagram ``{"type": "truco-discover", "version": 1}`` to UDP port 47471; every table host
listening there answers the sender directly with ``{"type": "truco-table", "version": 1,
"name", "port", "variant", "players", "humans", "started"}``. The answer never carries the
join code: finding a table on the network is not being let in.

Asking (no periodic announcements) keeps a quiet network quiet, and answers reach a
client on any interface the broadcast went out of. A network that drops broadcasts still
has "Join a table" by address.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections.abc import Callable
from typing import Any, Final, NamedTuple

from truco_desktop.net.protocol import DISCOVERY_PORT, VERSION

QUESTION: Final = {"type": "truco-discover", "version": VERSION}
_MAX_DATAGRAM: Final = 1024


class FoundTable(NamedTuple):
    """A table a host announced: where to connect, and what it plays."""

    address: str
    port: int
    name: str
    variant: str
    players: int
    humans: int
    started: bool


class Responder(asyncio.DatagramProtocol):
    """Answers discovery questions with the host's tables (on the host's event loop)."""

    def __init__(self, answers: Callable[[], list[dict[str, Any]]]) -> None:
        self.answers = answers
        self.transport: asyncio.DatagramTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        if self.transport is None or len(data) > _MAX_DATAGRAM:
            return
        try:
            question = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return
        if not isinstance(question, dict) or question.get("type") != QUESTION["type"]:
            return
        for answer in self.answers()[:20]:
            reply = {"type": "truco-table", "version": VERSION, **answer}
            self.transport.sendto(json.dumps(reply).encode("ascii")[:_MAX_DATAGRAM], addr)


async def start_responder(
    answers: Callable[[], list[dict[str, Any]]],
    address: str = "0.0.0.0",
    port: int = DISCOVERY_PORT,
) -> tuple[asyncio.DatagramTransport, int]:
    """Listen for questions; the transport (close it to stop) and the port bound."""
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if hasattr(socket, "SO_REUSEPORT"):  # several hosts on one computer all answer
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((address, port))
    transport, _protocol = await loop.create_datagram_endpoint(
        lambda: Responder(answers), sock=sock
    )
    return transport, sock.getsockname()[1]


def discover(
    timeout: float = 1.0,
    port: int = DISCOVERY_PORT,
    targets: tuple[str, ...] = ("255.255.255.255",),
) -> list[FoundTable]:
    """Ask the network which tables are open; the answers that came within ``timeout``.

    Blocking (the game calls it off its GUI thread). Malformed answers are ignored.
    """
    found: dict[tuple[str, int], FoundTable] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind(("", 0))
        data = json.dumps(QUESTION).encode("ascii")
        for target in targets:
            with contextlib.suppress(OSError):  # no route for a broadcast: nothing found
                sock.sendto(data, (target, port))
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                reply, (address, _port) = sock.recvfrom(_MAX_DATAGRAM)
            except (TimeoutError, OSError):
                break
            table = _read_answer(reply, address)
            if table is not None:
                found[(table.address, table.port)] = table
    return sorted(found.values(), key=lambda t: (t.name, t.address, t.port))


def _read_answer(reply: bytes, address: str) -> FoundTable | None:
    try:
        data = json.loads(reply.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("type") != "truco-table":
        return None
    port, players, humans = data.get("port"), data.get("players"), data.get("humans")
    if data.get("version") != VERSION:
        return None
    if not (type(port) is int and type(players) is int and type(humans) is int):
        return None
    name, variant = data.get("name"), data.get("variant")
    if not (isinstance(name, str) and isinstance(variant, str) and 0 < port < 65536):
        return None
    return FoundTable(
        address, port, name[:40], variant[:20], players, humans, data.get("started") is True
    )
