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

UDP sources can be forged, and an answer is larger than the question, so a responder
reachable from the internet could be made to send its answers to a victim. It answers
only sources on a local network (private, link-local or loopback addresses: a question
from the internet is no friend's), and at most `RATE` questions a second in all and
`RATE_PER_SOURCE` per source (each with a small burst); the rest are dropped silently.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import socket
import time
from collections.abc import Callable
from typing import Any, Final, NamedTuple

from truco_desktop.net.protocol import DISCOVERY_PORT, VERSION

QUESTION: Final = {"type": "truco-discover", "version": VERSION}
_MAX_DATAGRAM: Final = 1024
#: Questions a responder answers a second, in all and from one source (bursts of twice).
RATE: Final = 20.0
RATE_PER_SOURCE: Final = 2.0
#: Tables one answer lists at most.
MAX_ANSWERS: Final = 20


#: Local networks: private (RFC 1918, unique local), link-local and loopback addresses.
#: Listed rather than `is_private`, which also takes documentation and reserved ranges.
LOCAL_NETWORKS: Final = tuple(
    ipaddress.ip_network(n)
    for n in (
        "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "127.0.0.0/8",
        "fc00::/7", "fe80::/10", "::1/128",
    )
)  # fmt: skip


def is_local(address: str) -> bool:
    """Whether ``address`` is on a local network: a question from it may be answered."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip.version == net.version and ip in net for net in LOCAL_NETWORKS)


class _Buckets:
    """Token buckets: one for all sources, one per source (the oldest forgotten)."""

    def __init__(self, rate: float, per_source: float) -> None:
        self.rate, self.per_source = rate, per_source
        self._all = (2 * rate, time.monotonic())
        self._by_source: dict[str, tuple[float, float]] = {}

    @staticmethod
    def _take(state: tuple[float, float], rate: float) -> tuple[bool, tuple[float, float]]:
        tokens, stamp = state
        now = time.monotonic()
        tokens = min(2 * rate, tokens + (now - stamp) * rate)
        if tokens >= 1:
            return True, (tokens - 1, now)
        return False, (tokens, now)

    def take(self, source: str) -> bool:
        ok, state = self._take(
            self._by_source.get(source, (2 * self.per_source, time.monotonic())), self.per_source
        )
        self._by_source[source] = state
        if len(self._by_source) > 4096:
            self._by_source.pop(next(iter(self._by_source)))
        if not ok:
            return False
        ok, self._all = self._take(self._all, self.rate)
        return ok


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

    def __init__(
        self,
        answers: Callable[[], list[dict[str, Any]]],
        rate: float = RATE,
        per_source: float = RATE_PER_SOURCE,
    ) -> None:
        self.answers = answers
        self.transport: asyncio.DatagramTransport | None = None
        self._buckets = _Buckets(rate, per_source)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        if self.transport is None or len(data) > _MAX_DATAGRAM:
            return
        source = str(addr[0])
        if not is_local(source) or not self._buckets.take(source):
            return
        try:
            question = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return
        if not isinstance(question, dict) or question.get("type") != QUESTION["type"]:
            return
        for answer in self.answers()[:MAX_ANSWERS]:
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
