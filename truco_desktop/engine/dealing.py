"""Shuffling and the daily deal.

Randomness always comes from outside the rules (STYLE.md guideline 7). ``StableShuffler``
is a shuffle whose result depends only on its seed text: it draws from SHA-256 in counter
mode and uses rejection sampling, so it gives the same deals on every machine and every
Python version (``random.Random`` makes no such promise across versions, and ``hash()``
is salted per process). The daily deal and every saved match use it; a test pins the
deals of fixed dates so that a refactor can never change a past or future day's cards.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from collections.abc import Sequence
from typing import Protocol

from .cards import Card

DAILY_SCHEME = "truco-desktop/daily/v1"
MATCH_SCHEME = "truco-desktop/match/v1"


class RandomSource(Protocol):
    """What the engine needs from an injected generator (``random.Random`` fits)."""

    def randrange(self, stop: int, /) -> int: ...


class StableShuffler:
    """A deterministic generator of whole numbers below a bound, from a seed text."""

    def __init__(self, seed: str) -> None:
        self._seed = seed.encode("utf-8")
        self._counter = 0
        self._pool = b""

    def _bytes(self, count: int) -> bytes:
        while len(self._pool) < count:
            block = hashlib.sha256(self._seed + b"/" + str(self._counter).encode()).digest()
            self._counter += 1
            self._pool += block
        out, self._pool = self._pool[:count], self._pool[count:]
        return out

    def randrange(self, stop: int, /) -> int:
        """Uniform in ``range(stop)`` by rejection sampling on 32-bit words."""
        if stop <= 0:
            raise ValueError("stop must be positive")
        limit = (1 << 32) - ((1 << 32) % stop)
        while True:
            value = int.from_bytes(self._bytes(4), "big")
            if value < limit:
                return value % stop


def shuffled(cards: Sequence[Card], rng: RandomSource) -> list[Card]:
    """Fisher-Yates from the last position down, drawing from ``rng``."""
    deck = list(cards)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.randrange(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def match_deck(seed: str, hand_number: int, cards: Sequence[Card]) -> list[Card]:
    """The shuffled deck of hand ``hand_number`` (0-based) of the match with ``seed``."""
    return shuffled(cards, StableShuffler(f"{MATCH_SCHEME}/{seed}/hand/{hand_number}"))


def first_dealer(seed: str, players: int) -> int:
    """COMMON-DEAL-1: the first dealer, drawn from the match seed."""
    return StableShuffler(f"{MATCH_SCHEME}/{seed}/dealer").randrange(players)


def daily_seed(date: _dt.date, rules_key: str) -> str:
    """The seed of the daily deal: a pure function of the date and the options."""
    text = f"{DAILY_SCHEME}/{date.isoformat()}/{rules_key}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
