"""The leaderboard server's timeouts and caps for connections (docs/CLUB.md).

A module of its own, without aiohttp, so that `truco-server`'s command line can show the
defaults whatever is installed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HttpLimits:
    """What one client's connections may hold (docs/CLUB.md); 0 turns a cap off."""

    #: Seconds from connecting, or from the last answer, to a request's whole header.
    header_timeout: float = 10.0
    #: Seconds to read a request's body.
    body_timeout: float = 20.0
    #: Connections open at once from one client address (a trusted proxy is not counted).
    connections_per_address: int = 32
    #: Connections open at once in all (`serve` keeps it below the file limit).
    max_connections: int = 4000
