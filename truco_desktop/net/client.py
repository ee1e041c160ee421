"""The client's side of a table: what it knows (sans-IO) and an asyncio connection.

``ClientState`` reads the host's messages and keeps what this seat knows: its seat and
token, the table (seats, rules), the last ``SeatView`` (decoded by ``codec``, the very
object an offline seat reads), the events of the last step, the señas it was shown and
the last refusal. The game's Qt socket and ``AsyncClient`` (tests, benchmarks, tools)
both feed it; neither ever holds more than this seat may know, because the host never
sends more.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from truco_desktop.net import protocol as P
from truco_desktop.net.codec import CodecError, decode_events, decode_view
from truco_desktop.net.wire import MAX_HOST_FRAME, FrameDecoder, FrameError, encode_frame

if TYPE_CHECKING:
    from truco_desktop.engine.actions import Action
    from truco_desktop.engine.events import Event
    from truco_desktop.engine.view import SeatView


class JoinError(Exception):
    """The host turned the hello away (or closed): its code and words."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass
class Update:
    """One message from the host, read: its kind and, for a view, the decoded parts."""

    kind: str
    message: dict[str, Any]
    view: SeatView | None = None
    events: list[Event] = field(default_factory=list)


@dataclass
class ClientState:
    """What one seat knows of its table, from the host's messages alone."""

    seat: int | None = None
    token: str | None = None
    owner: bool = False
    code: str | None = None
    table: dict[str, Any] | None = None
    view: SeatView | None = None
    #: (hand number, actions in the hand) of ``view``: what an ``act`` names in ``at``.
    at: tuple[int, int] | None = None
    #: Whether the host waits for this seat's decision.
    yours: bool = False
    signs: list[tuple[int, str, bool]] = field(default_factory=list)
    refused: dict[str, Any] | None = None
    bye: dict[str, Any] | None = None

    def receive(self, message: dict[str, Any]) -> Update:
        """Take in one message; ``CodecError`` if a view or its events are malformed."""
        kind = message.get("type")
        if not isinstance(kind, str):
            raise CodecError("a message without a type")
        update = Update(kind, message)
        if kind == P.WELCOME:
            self.seat, self.token = message.get("seat"), message.get("token")
            self.owner, self.code = bool(message.get("owner")), message.get("code")
        elif kind == P.TABLE:
            self.table = message
        elif kind == P.VIEW:
            update.view = decode_view(message.get("view"))
            update.events = decode_events(message.get("events"))
            if message.get("resync") or _new_hand(update.events):
                self.signs = []  # the host sends the signs of the new hand after its view
            self.view = update.view
            self.at = (message.get("hand"), message.get("step"))  # type: ignore[assignment]
            self.yours = message.get("yours") is True
        elif kind == P.SIGN:
            self.signs.append((message["seat"], message["sign"], bool(message.get("caught"))))
        elif kind == P.REFUSED:
            self.refused = message
        elif kind == P.BYE:
            self.bye = message
        return update

    def act_message(self, action: Action | str) -> dict[str, Any]:
        """The ``act`` for ``action``, naming the position it was chosen at."""
        message: dict[str, Any] = {"type": P.ACT, "action": str(action)}
        if self.at is not None:
            message["at"] = list(self.at)
        return message


def _new_hand(events: list[Event]) -> bool:
    from truco_desktop.engine.events import HandStarted

    return any(isinstance(e, HandStarted) for e in events)


def hello(
    code: str, name: str = "", token: str | None = None, owner: str | None = None
) -> dict[str, Any]:
    """The first message of a connection."""
    message: dict[str, Any] = {"type": P.HELLO, "version": P.VERSION, "code": code}
    if name:
        message["name"] = name
    if token is not None:
        message["token"] = token
    if owner is not None:
        message["owner"] = owner
    return message


class AsyncClient:
    """A connection to a table host on asyncio: send requests, read updates in order."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.state = ClientState()
        self._decoder = FrameDecoder(MAX_HOST_FRAME)
        self._ready: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, address: str, port: int) -> AsyncClient:
        """A connection that has said nothing yet (a lobby request, or a hello to come)."""
        reader, writer = await asyncio.open_connection(address, port)
        return cls(reader, writer)

    @classmethod
    async def join(
        cls,
        address: str,
        port: int,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        owner: str | None = None,
        timeout: float = 10.0,
    ) -> AsyncClient:
        """Connect and say hello; returns once welcomed (``JoinError`` if turned away)."""
        client = await cls.open(address, port)
        await client.send(hello(code, name, token, owner))
        while True:
            update = await client.next(timeout)
            if update.kind == P.WELCOME:
                return client
            if update.kind == P.ERROR:
                await client.close()
                raise JoinError(update.message.get("code", ""), update.message.get("message", ""))

    async def send(self, message: dict[str, Any]) -> None:
        self.writer.write(encode_frame(message))
        await self.writer.drain()

    async def act(self, action: Action | str) -> None:
        await self.send(self.state.act_message(action))

    async def raw(self, data: bytes) -> None:
        """Bytes as they are (tests of a hostile client)."""
        self.writer.write(data)
        await self.writer.drain()

    async def message(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next message as it came (``ConnectionError`` when the host closed)."""
        while not self._ready:
            data = await asyncio.wait_for(self.reader.read(65536), timeout)
            if not data:
                raise ConnectionError("the host closed the connection")
            try:
                self._ready += self._decoder.feed(data)
            except FrameError as error:
                raise ConnectionError(str(error)) from None
        return self._ready.pop(0)

    async def next(self, timeout: float = 10.0) -> Update:
        """The next message, read into the client's state."""
        return self.state.receive(await self.message(timeout))

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(Exception):
            await self.writer.wait_closed()
