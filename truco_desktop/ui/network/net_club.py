"""The game's side of a club's tables: protocol v2 (``net.client.WebSocketClient``) for Qt.

A club is reached over TLS with aiohttp, which runs on asyncio; the game runs on Qt's
event loop. So one asyncio loop runs on a daemon thread of its own (``ClubLoop``, one per
process, started at the first need) and ``QtClubClient`` bridges it: what the club sends
comes back to the GUI thread as the very signals of ``QtTableClient`` (the LAN socket),
read by the same ``ClientState``, so the table's window (``NetTableWindow``) and its
model play a club's table as they play a friend's. ``run_on_club_loop`` hands any other
coroutine (the lobby's list) to that loop and its result back to the GUI thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from truco_desktop.net import protocol as P
from truco_desktop.net.client import ClientState, WebSocketClient, hello
from truco_desktop.net.codec import CodecError


class ClubLoop:
    """An asyncio loop on a daemon thread: where every club connection of the game runs."""

    _instance: ClubLoop | None = None

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="truco-club", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    @classmethod
    def shared(cls) -> ClubLoop:
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance


class _Relay(QObject):
    """Carries a result from the club's thread to the GUI thread (a queued signal)."""

    done = Signal(object, object)


def run_on_club_loop(
    coro: Coroutine[Any, Any, Any],
    done: Callable[[Any, BaseException | None], None],
    parent: QObject,
) -> None:
    """Run ``coro`` on the club's loop; ``done(result, error)`` is then called on the GUI
    thread (never if ``parent`` is gone by then)."""
    relay = _Relay(parent)
    relay.done.connect(lambda result, error: (relay.deleteLater(), done(result, error)))

    def finished(future: Any) -> None:
        try:
            outcome = (future.result(), None)
        except BaseException as error:  # carried to the GUI thread, which says why
            outcome = (None, error)
        with contextlib.suppress(RuntimeError):  # the relay (its window) is gone
            relay.done.emit(*outcome)

    asyncio.run_coroutine_threadsafe(coro, ClubLoop.shared().loop).add_done_callback(finished)


class QtClubClient(QObject):
    """One connection to a club's tables, with ``QtTableClient``'s signals and requests."""

    welcomed = Signal()
    table_changed = Signal(dict)
    view_arrived = Signal(object, list)
    sign_received = Signal(int, str, bool)
    refused = Signal(str, str)
    failed = Signal(str, str)
    closed = Signal(str, str)
    team_asked = Signal(dict)
    #: A ``create`` was granted: the table's code (the owner's hello follows at once).
    created = Signal(str)
    #: What the club's thread read, carried to the GUI thread (private).
    _incoming = Signal(dict, int)
    _lost = Signal(str, str, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = ClientState()
        self._club = ClubLoop.shared()
        self._outgoing: asyncio.Queue[dict[str, Any] | None] | None = None
        self._task: asyncio.Future[None] | None = None
        self._ended = False
        self._name = ""
        #: Each connection's number: what an older connection still says is ignored.
        self._generation = 0
        self.live: WebSocketClient | None = None
        self._incoming.connect(self._take)
        self._lost.connect(self._on_lost)

    # ------------------------------------------------------------------ requests

    def join(
        self,
        club: str,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        owner: str | None = None,
        fingerprint: str | None = None,
    ) -> None:
        """Connect and say hello; ``welcomed`` or ``failed``/``closed`` follows."""
        self._start(club, fingerprint, [hello(code, name, token, owner)], name)

    def create(
        self, club: str, request: dict[str, Any], name: str, *, fingerprint: str | None = None
    ) -> None:
        """Ask the club for a new table (``create``), then sit at it as its owner: ``created``
        and ``welcomed`` follow, or ``refused``/``failed``/``closed``."""
        self._start(club, fingerprint, [{"type": P.CREATE, **request}], name)

    def send(self, message: dict[str, Any]) -> None:
        queue = self._outgoing
        if queue is not None and not self._ended:
            self._club.loop.call_soon_threadsafe(queue.put_nowait, message)

    def act(self, action: object) -> None:
        """Our seat's action, naming the step it was chosen at (a late click is refused)."""
        self.send(self.state.act_message(str(action)))

    def sign(self, sign_id: str) -> None:
        self.send({"type": P.SIGN, "sign": sign_id})

    def leave(self) -> None:
        """Say goodbye (the seat goes to a computer player) and close."""
        self.send({"type": P.BYE})
        self.disconnect_now(wait_for_bye=True)
        self._end("left", "")

    def disconnect_now(self, *, wait_for_bye: bool = False) -> None:
        """Drop the connection (what is queued is sent first with ``wait_for_bye``)."""
        queue, task = self._outgoing, self._task
        self._outgoing = self._task = None
        if queue is not None:
            self._club.loop.call_soon_threadsafe(queue.put_nowait, None)
        if task is not None and not wait_for_bye:
            self._club.loop.call_soon_threadsafe(task.cancel)

    # ------------------------------------------------------------------ the connection

    def _start(
        self, club: str, fingerprint: str | None, first: list[dict[str, Any]], name: str
    ) -> None:
        self.disconnect_now()
        self._ended = False
        queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        for message in first:
            queue.put_nowait(message)
        self._outgoing = queue
        self._name = name
        self._generation += 1
        self._task = asyncio.run_coroutine_threadsafe(
            self._converse(club, fingerprint, queue, self._generation), self._club.loop
        )

    def _emit(self, signal: Any, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the window and its client are gone
            signal.emit(*args)

    async def _converse(
        self,
        club: str,
        fingerprint: str | None,
        queue: asyncio.Queue[dict[str, Any] | None],
        generation: int,
    ) -> None:
        """Connect, then send what the GUI queues and carry back what the club says."""
        try:
            client = await WebSocketClient.open(club, fingerprint=fingerprint)
        except (ConnectionError, ValueError, RuntimeError) as error:
            self._emit(self._lost, "connection", str(error), generation)
            return
        #: The connection now (read on the club's loop only: a test cuts it there).
        self.live = client
        sender = asyncio.get_running_loop().create_task(self._send_all(client, queue))
        try:
            while True:
                message = await client.message(timeout=None)  # type: ignore[arg-type]
                self._emit(self._incoming, message, generation)
        except (ConnectionError, TimeoutError) as error:
            words = str(error) or "the connection to the club was lost"
            self._emit(self._lost, "connection", words, generation)
        finally:
            sender.cancel()
            await client.close()

    async def _send_all(
        self, client: WebSocketClient, queue: asyncio.Queue[dict[str, Any] | None]
    ) -> None:
        while True:
            message = await queue.get()
            if message is None:
                await client.close()
                return
            await client.send(message)

    def _on_lost(self, reason: str, words: str, generation: int) -> None:
        if generation == self._generation:
            self._end(reason, words)

    def _take(self, message: dict[str, Any], generation: int) -> None:
        if self._ended or generation != self._generation:
            return
        try:
            update = self.state.receive(message)
        except CodecError as error:
            self.disconnect_now()
            self._end("broken", str(error))
            return
        kind = update.kind
        if kind == P.CREATED:
            code, owner = str(message.get("code")), str(message.get("owner"))
            self.created.emit(code)
            self.send(hello(code, self._name, None, owner))
        elif kind == P.WELCOME:
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

    def _end(self, reason: str, message: str) -> None:
        """Say ``closed`` once, whatever ended the connection first."""
        if not self._ended:
            self._ended = True
            self.closed.emit(reason, message)
