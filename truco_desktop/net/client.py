"""The client's side of a table: what it knows (sans-IO) and asyncio connections.

``ClientState`` reads the host's messages and keeps what this seat knows: its seat and
token, the table (seats, rules), the last ``SeatView`` (decoded by ``codec``, the very
object an offline seat reads), the events of the last step, the señas it was shown and
the last refusal. The game's Qt socket, ``AsyncClient`` (protocol v1: frames on TCP, a
game's own host on the local network) and ``WebSocketClient`` (protocol v2: a club's
server over TLS) all feed it; none ever holds more than this seat may know, because the
host never sends more.

``WebSocketClient`` uses aiohttp's client, imported only when a club is reached: the
game runs offline without it (``OnlineUnavailable`` says how to install it). Over the
internet it speaks only TLS (``tables_url``: ``ws://`` is for loopback tests). The
certificate is checked against the system's store; a club with a self-signed
certificate is reached by its pinned SHA-256 fingerprint instead, which the person
accepted once (trust on first use): ``UntrustedCertificate`` carries the fingerprint to
show him, and a pinned connection to a server whose certificate differs fails with
``CertificateChanged`` before a byte of the protocol is sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import ipaddress
import ssl
import urllib.parse
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from truco_desktop.net import protocol as P
from truco_desktop.net.codec import CodecError, decode_events, decode_view
from truco_desktop.net.wire import (
    MAX_HOST_FRAME,
    FrameDecoder,
    FrameError,
    NotAMessage,
    decode_text,
    encode_frame,
    encode_text,
)

if TYPE_CHECKING:
    from truco_desktop.engine.actions import Action
    from truco_desktop.engine.events import Event
    from truco_desktop.engine.view import SeatView

#: Where a club server's tables are (protocol v2, docs/NETWORK.md).
TABLES_PATH: Final = "/v1/tables/ws"


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
    #: The host asks a person his computer partner's questions (its ``welcome`` said so).
    team: bool = False

    def receive(self, message: dict[str, Any]) -> Update:
        """Take in one message; ``CodecError`` if a view or its events are malformed."""
        kind = message.get("type")
        if not isinstance(kind, str):
            raise CodecError("a message without a type")
        update = Update(kind, message)
        if kind == P.WELCOME:
            self.seat, self.token = message.get("seat"), message.get("token")
            self.owner, self.code = bool(message.get("owner")), message.get("code")
            self.team = message.get("team") is True
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


class _Client:
    """What a client does whatever carries its messages: ``send``, ``message`` and
    ``close`` are the carrier's."""

    state: ClientState

    async def send(self, message: dict[str, Any]) -> None:
        raise NotImplementedError

    async def message(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next message as it came (``ConnectionError`` when the host closed)."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def act(self, action: Action | str) -> None:
        await self.send(self.state.act_message(action))

    async def next(self, timeout: float = 10.0) -> Update:
        """The next message, read into the client's state."""
        return self.state.receive(await self.message(timeout))

    async def say_hello(
        self,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        owner: str | None = None,
        timeout: float = 10.0,
    ) -> None:
        """Say hello on this connection (after a lobby's ``create``, say); return once
        welcomed (``JoinError``, and the connection closed, if turned away)."""
        await self.send(hello(code, name, token, owner))
        while True:
            update = await self.next(timeout)
            if update.kind == P.WELCOME:
                return
            if update.kind == P.ERROR:
                await self.close()
                raise JoinError(update.message.get("code", ""), update.message.get("message", ""))


class AsyncClient(_Client):
    """A connection to a table host on asyncio (protocol v1: frames on TCP)."""

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
        await client.say_hello(code, name, token=token, owner=owner, timeout=timeout)
        return client

    async def send(self, message: dict[str, Any]) -> None:
        self.writer.write(encode_frame(message))
        await self.writer.drain()

    async def raw(self, data: bytes) -> None:
        """Bytes as they are (tests of a hostile client)."""
        self.writer.write(data)
        await self.writer.drain()

    async def message(self, timeout: float = 10.0) -> dict[str, Any]:
        while not self._ready:
            data = await asyncio.wait_for(self.reader.read(65536), timeout)
            if not data:
                raise ConnectionError("the host closed the connection")
            try:
                self._ready += self._decoder.feed(data)
            except FrameError as error:
                raise ConnectionError(str(error)) from None
        return self._ready.pop(0)

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(Exception):
            await self.writer.wait_closed()


# ---------------------------------------------------------------------- protocol v2


class OnlineUnavailable(RuntimeError):
    """aiohttp, which reaching a club needs, is not installed."""


class UntrustedCertificate(ConnectionError):
    """The club's certificate is not trusted by the system's store (self-signed, or an
    unknown authority). ``fingerprint`` is its SHA-256 (hex), to show the person: if he
    accepts it, connect again with ``fingerprint=`` (and remember it for this club)."""

    def __init__(self, fingerprint: str) -> None:
        super().__init__(f"the club's certificate is not trusted (SHA-256 {fingerprint})")
        self.fingerprint = fingerprint


class CertificateChanged(ConnectionError):
    """A pinned club answered with another certificate: refused (it may be someone
    else on the way); the person decides whether to trust the new one."""

    def __init__(self, expected: str, got: str) -> None:
        super().__init__(f"the club's certificate changed (SHA-256 {got}, pinned {expected})")
        self.expected = expected
        self.got = got


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def tables_url(club: str) -> str:
    """The WebSocket URL of a club's tables from what a person types: ``club.example``,
    ``club.example:8443``, ``https://club.example/truco``, or a ``wss://`` URL. Plain
    ``http``/``ws`` only to a loopback address (tests, a server on this computer):
    ``ValueError`` otherwise, since codes, tokens and cards would travel in clear."""
    text = club.strip()
    if "://" not in text:
        text = "https://" + text
    parts = urllib.parse.urlsplit(text)
    scheme, host = parts.scheme.lower(), parts.hostname
    if not host:
        raise ValueError("a club's address names a host")
    port = parts.port  # ValueError for a port that is not one
    if scheme in ("https", "wss"):
        ws = "wss"
    elif scheme in ("http", "ws") and _is_loopback(host):
        ws = "ws"
    elif scheme in ("http", "ws"):
        raise ValueError("a club is reached over TLS only: https://")
    else:
        raise ValueError(f"a club's address is https://, not {scheme}://")
    netloc = f"[{host}]" if ":" in host else host
    if port is not None:
        netloc += f":{port}"
    path = parts.path.rstrip("/")
    if not path.endswith(TABLES_PATH):
        path += TABLES_PATH
    return f"{ws}://{netloc}{path}"


def normalize_fingerprint(text: str) -> str:
    """A SHA-256 fingerprint as 64 lower-case hex digits (colons and spaces dropped);
    ``ValueError`` if it is not one."""
    digits = text.replace(":", "").replace(" ", "").lower()
    if len(digits) != 64 or any(c not in "0123456789abcdef" for c in digits):
        raise ValueError("a SHA-256 fingerprint is 64 hexadecimal digits")
    return digits


def fingerprint_of(der: bytes) -> str:
    """The SHA-256 fingerprint (hex) of a certificate in DER form."""
    return hashlib.sha256(der).hexdigest()


async def certificate_fingerprint(host: str, port: int, timeout: float = 10.0) -> str:
    """The fingerprint of the certificate ``host:port`` presents, read without trusting
    it (only to show it to the person, who decides)."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    _reader, writer = await asyncio.wait_for(
        asyncio.open_connection(host, port, ssl=context, server_hostname=host), timeout
    )
    try:
        tls = writer.get_extra_info("ssl_object")
        der = None if tls is None else tls.getpeercert(binary_form=True)
        if not der:
            raise ConnectionError("the club presented no certificate")
        return fingerprint_of(der)
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()


def lobby_url(club: str) -> str:
    """The HTTPS URL of a club's list of open public tables (``GET /v1/tables``), from
    what a person types, on the same terms as ``tables_url``."""
    url = tables_url(club)
    scheme, rest = url.split("://", 1)
    return ("https" if scheme == "wss" else "http") + "://" + rest[: -len("/ws")]


async def _reaching(
    aiohttp: Any, url: str, fingerprint: str | None, timeout: float, connect: Any
) -> Any:
    """``connect(tls)`` to ``url`` with the club's certificate checked as
    ``WebSocketClient.open`` says, the failures turned into this module's errors."""
    expected = None if fingerprint is None else normalize_fingerprint(fingerprint)
    tls: Any
    if url.startswith(("ws:", "http:")):
        tls = False
    elif expected is None:
        tls = ssl.create_default_context()  # the system's store, the host name checked
    else:
        tls = aiohttp.Fingerprint(bytes.fromhex(expected))
    try:
        return await asyncio.wait_for(connect(tls), timeout)
    except aiohttp.ServerFingerprintMismatch as error:
        assert expected is not None
        raise CertificateChanged(expected, error.got.hex()) from None
    except aiohttp.ClientConnectorCertificateError:
        parts = urllib.parse.urlsplit(url)
        assert parts.hostname is not None
        found = await certificate_fingerprint(parts.hostname, parts.port or 443, timeout)
        raise UntrustedCertificate(found) from None
    except aiohttp.WSServerHandshakeError as error:
        raise ConnectionError(f"the club refused the connection ({error.status})") from None
    except (aiohttp.ClientError, OSError) as error:
        raise ConnectionError(f"cannot reach the club: {error}") from None
    except TimeoutError:
        raise ConnectionError("the club did not answer in time") from None


async def fetch_tables(
    club: str, *, fingerprint: str | None = None, timeout: float = 10.0
) -> list[dict[str, Any]]:
    """The club's open public tables (``GET /v1/tables``: the rows of a ``tables``
    message), the certificate checked as ``WebSocketClient.open`` checks it.
    ``ConnectionError`` (or its ``UntrustedCertificate``/``CertificateChanged``) when
    the club cannot be asked, or answers what is not a list of tables."""
    aiohttp = _aiohttp()
    url = lobby_url(club)

    async with aiohttp.ClientSession() as session:

        async def get(tls: Any) -> Any:
            async with session.get(url, ssl=tls) as answer:
                if answer.status != 200:
                    raise ConnectionError(f"the club answered {answer.status}")
                try:
                    return await answer.json(content_type=None)
                except ValueError:
                    raise ConnectionError("the club's answer is not JSON") from None

        body = await _reaching(aiohttp, url, fingerprint, timeout, get)
    tables = body.get("tables") if isinstance(body, dict) else None
    if not isinstance(tables, list):
        raise ConnectionError("the club's answer is not a list of tables")
    return [row for row in tables if isinstance(row, dict)]


def _aiohttp() -> Any:
    try:
        import aiohttp
    except ImportError:
        raise OnlineUnavailable(
            "playing at a club needs the aiohttp package: pip install 'truco-desktop[online]'"
        ) from None
    return aiohttp


class WebSocketClient(_Client):
    """A connection to a club's tables (protocol v2: v1's messages as WebSocket text)."""

    def __init__(self, session: Any, ws: Any) -> None:
        self._session = session
        self._ws = ws
        self.state = ClientState()

    @classmethod
    async def open(
        cls, club: str, *, fingerprint: str | None = None, timeout: float = 10.0
    ) -> WebSocketClient:
        """A WebSocket to ``club``'s tables (``tables_url``) that has said nothing yet.

        Without ``fingerprint`` the certificate must be trusted by the system's store
        and name the host (``UntrustedCertificate`` otherwise); with it, the certificate
        must have that SHA-256 fingerprint, whoever signed it (``CertificateChanged``)."""
        aiohttp = _aiohttp()
        url = tables_url(club)
        session = aiohttp.ClientSession()
        try:
            ws = await _reaching(
                aiohttp,
                url,
                fingerprint,
                timeout,
                lambda tls: session.ws_connect(
                    url, ssl=tls, max_msg_size=MAX_HOST_FRAME, heartbeat=30.0, autoping=True
                ),
            )
        except BaseException:
            await session.close()
            raise
        return cls(session, ws)

    @classmethod
    async def join(
        cls,
        club: str,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        owner: str | None = None,
        fingerprint: str | None = None,
        timeout: float = 10.0,
    ) -> WebSocketClient:
        """Connect and say hello; returns once welcomed (``JoinError`` if turned away)."""
        client = await cls.open(club, fingerprint=fingerprint, timeout=timeout)
        try:
            await client.say_hello(code, name, token=token, owner=owner, timeout=timeout)
        except BaseException:
            await client.close()
            raise
        return client

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_text(encode_text(message))

    async def send_text(self, text: str) -> None:
        """Text as it is (tests of a hostile client)."""
        try:
            await self._ws.send_str(text)
        except (ConnectionError, RuntimeError) as error:
            raise ConnectionError(f"the connection to the club is closed: {error}") from None

    async def message(self, timeout: float = 10.0) -> dict[str, Any]:
        aiohttp = _aiohttp()
        received = await self._ws.receive(timeout=timeout)
        if received.type is aiohttp.WSMsgType.TEXT:
            try:
                return decode_text(received.data)
            except NotAMessage as error:
                raise ConnectionError(str(error)) from None
        raise ConnectionError("the host closed the connection")

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self._ws.close()
        await self._session.close()
