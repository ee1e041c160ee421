"""The game's side of a network table: the protocol (``net``) on a ``QTcpSocket``.

The desktop app already has Qt, and QtNetwork with it, so joining a table adds no
dependency: the socket's bytes go through the same sans-IO ``FrameDecoder`` and
``ClientState`` as the asyncio client's, and what they say comes out as signals on the
GUI thread. This object knows nothing of the table's drawing; it reports what the host
sent (the seat's ``SeatView`` and the step's events, the table's seats, señas, refusals)
and sends the player's requests.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from truco_desktop.net import protocol as P
from truco_desktop.net.client import ClientState, hello
from truco_desktop.net.codec import CodecError
from truco_desktop.net.wire import MAX_HOST_FRAME, FrameDecoder, FrameError, encode_frame


class QtTableClient(QObject):
    """One connection to a table host, on Qt's event loop."""

    #: The host took us in: our seat is ``state.seat``.
    welcomed = Signal()
    #: The table's seats, rules and level changed (the ``table`` message).
    table_changed = Signal(dict)
    #: Our seat's view after a step, and the step's events as our seat sees them.
    view_arrived = Signal(object, list)
    #: A seña we were shown (``caught`` False: our partner's) or caught: seat, sign, caught.
    sign_received = Signal(int, str, bool)
    #: A request of ours was refused: the reason's code and English words.
    refused = Signal(str, str)
    #: The host could not read a message of ours, or turned us away: code and words.
    failed = Signal(str, str)
    #: The table is over for us: the host's reason and words, or the connection's error.
    closed = Signal(str, str)
    #: Our computer partner asks us (``proposal`` or ``choice``, issue 31 item 4).
    team_asked = Signal(dict)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = ClientState()
        self.socket = QTcpSocket(self)
        self._decoder = FrameDecoder(MAX_HOST_FRAME)
        self._hello: dict[str, Any] | None = None
        self._ended = False
        self.socket.connected.connect(self._on_connected)
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.errorOccurred.connect(self._on_error)
        self.socket.disconnected.connect(self._on_disconnected)

    # ------------------------------------------------------------------ requests

    def join(
        self,
        address: str,
        port: int,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        owner: str | None = None,
    ) -> None:
        """Connect and say hello; ``welcomed`` or ``failed``/``closed`` follows."""
        self._hello = hello(code, name, token, owner)
        self._ended = False
        self.socket.connectToHost(address, port)

    def send(self, message: dict[str, Any]) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(encode_frame(message))

    def act(self, action: object) -> None:
        """Our seat's action, naming the step it was chosen at (a late click is refused)."""
        self.send(self.state.act_message(str(action)))

    def sign(self, sign_id: str) -> None:
        self.send({"type": P.SIGN, "sign": sign_id})

    def leave(self) -> None:
        """Say goodbye (the seat goes to a computer player) and close."""
        self.send({"type": P.BYE})
        self.socket.flush()
        self._end("left", "")
        self.socket.disconnectFromHost()

    # ------------------------------------------------------------------ the socket

    def _on_connected(self) -> None:
        if self._hello is not None:
            self.send(self._hello)

    def _on_ready_read(self) -> None:
        data = bytes(self.socket.readAll().data())
        try:
            messages = self._decoder.feed(data)
            for message in messages:
                self._take(message)
        except (FrameError, CodecError) as error:
            self._end("broken", str(error))
            self.socket.abort()

    def _take(self, message: dict[str, Any]) -> None:
        update = self.state.receive(message)
        kind = update.kind
        if kind == P.WELCOME:
            self.welcomed.emit()
        elif kind == P.TABLE:
            self.table_changed.emit(message)
        elif kind == P.VIEW:
            self.view_arrived.emit(update.view, update.events)
        elif kind == P.SIGN:
            self.sign_received.emit(message["seat"], message["sign"], bool(message["caught"]))
        elif kind in (P.PROPOSAL, P.CHOICE):
            self.team_asked.emit(message)
        elif kind == P.REFUSED:
            self.refused.emit(str(message.get("code")), str(message.get("message")))
        elif kind == P.ERROR:
            self.failed.emit(str(message.get("code")), str(message.get("message")))
        elif kind == P.BYE:
            self._end(str(message.get("reason")), str(message.get("message")))

    def _on_error(self, _error: QAbstractSocket.SocketError) -> None:
        self._end("connection", self.socket.errorString())

    def _on_disconnected(self) -> None:
        self._end("connection", "the connection to the host was lost")

    def _end(self, reason: str, message: str) -> None:
        """Say ``closed`` once, whatever ended the table first."""
        if not self._ended:
            self._ended = True
            self.closed.emit(reason, message)
