"""Frames on a TCP stream: a 4-byte big-endian length, then that many bytes of UTF-8 JSON.

A length prefix rather than WebSocket: both ends are ours, the standard library (asyncio)
and Qt (``QTcpSocket``) speak it without a new dependency, and a frame's size is known
before a byte of it is read, so a peer that announces too much is cut off at once.

``FrameDecoder`` is sans-IO (bytes in, messages out) so the asyncio host, the asyncio
client and the game's Qt socket share one parser.
"""

from __future__ import annotations

import json
import struct
from typing import Any, Final

#: The most a client may send in one frame (a hello, an action, a sign: a few hundred bytes).
MAX_CLIENT_FRAME: Final = 4096
#: The most the host sends in one frame (a view is ~2-6 kB; a lobby list stays below this).
MAX_HOST_FRAME: Final = 1 << 20

_HEADER = struct.Struct(">I")


class FrameError(ValueError):
    """The stream broke the framing: too long a frame, not JSON, not a JSON object."""


class NotAMessage(FrameError):
    """A whole frame that is not a JSON object: the stream is intact, the message is not
    one (the host answers ``bad_message`` and reads on; a frame too long ends it)."""


def encode_text(message: dict[str, Any]) -> str:
    """One message as JSON text (a WebSocket text message, or a frame's body)."""
    # ASCII escapes: a lone surrogate a client smuggled in a string still encodes.
    return json.dumps(message, separators=(",", ":"))


def encode_frame(message: dict[str, Any]) -> bytes:
    """One message as a frame."""
    body = encode_text(message).encode("ascii")
    return _HEADER.pack(len(body)) + body


def decode_text(text: str) -> dict[str, Any]:
    """A message's JSON text as a message (a JSON object); ``NotAMessage`` otherwise."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise NotAMessage("a message that is not JSON") from None
    if not isinstance(message, dict):
        raise NotAMessage("a message that is not a JSON object")
    return message


def decode_body(body: bytes) -> dict[str, Any]:
    """A frame's body as a message (a JSON object); ``FrameError`` otherwise."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise NotAMessage("a frame that is not JSON") from None
    return decode_text(text)


class FrameDecoder:
    """Feed it bytes as they arrive; it returns the whole messages they complete."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The messages completed by ``data``; ``FrameError`` on a broken stream."""
        self._buffer += data
        out: list[dict[str, Any]] = []
        while len(self._buffer) >= _HEADER.size:
            (size,) = _HEADER.unpack_from(self._buffer)
            if size > self.limit:
                raise FrameError(f"a frame of {size} bytes (at most {self.limit})")
            end = _HEADER.size + size
            if len(self._buffer) < end:
                break
            body = bytes(self._buffer[_HEADER.size : end])
            del self._buffer[:end]
            out.append(decode_body(body))
        return out
