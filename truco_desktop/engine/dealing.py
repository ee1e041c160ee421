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
import struct
from collections.abc import Callable, Sequence
from functools import cache
from operator import mod
from typing import Protocol

from .cards import Card

DAILY_SCHEME = "truco-desktop/daily/v1"
MATCH_SCHEME = "truco-desktop/match/v1"


class RandomSource(Protocol):
    """What the engine needs from an injected generator (``random.Random`` fits)."""

    def randrange(self, stop: int, /) -> int: ...


class StableShuffler:
    """A deterministic generator of whole numbers below a bound, from a seed text.

    The stream is the 32-bit big-endian words of SHA-256(seed "/" counter) for counter
    0, 1, 2...; a digest holds exactly eight words, so words are read from one digest at a
    time and never straddle two (the scheme is fixed: a daily deal must never change).
    """

    __slots__ = ("_counter", "_prefix", "_taken", "_words")

    def __init__(self, seed: str) -> None:
        self._prefix = seed.encode("utf-8") + b"/"
        self._counter = 0
        self._words: list[int] = []
        self._taken = 0

    def _fill(self, count: int) -> None:
        """Make sure ``count`` words wait to be taken."""
        words = self._words
        if self._taken:
            del words[: self._taken]
            self._taken = 0
        missing = count - len(words)
        if missing > 0:
            blocks = (missing + 7) // 8
            first = self._counter
            self._counter = first + blocks
            prefix = self._prefix
            digests = [
                hashlib.sha256(prefix + str(c).encode()).digest()
                for c in range(first, first + blocks)
            ]
            words.extend(_words_of(blocks).unpack(b"".join(digests)))

    def randrange(self, stop: int, /) -> int:
        """Uniform in ``range(stop)`` by rejection sampling on 32-bit words."""
        if stop <= 0:
            raise ValueError("stop must be positive")
        limit = _LIMIT - _LIMIT % stop
        while True:
            if self._taken >= len(self._words):
                self._fill(1)
            value = self._words[self._taken]
            self._taken += 1
            if value < limit:
                return value % stop

    def shuffle(self, deck: list[Card]) -> None:
        """Fisher-Yates in place: exactly ``shuffled`` drawing from ``randrange``, faster.

        A rejection needs a word within 64 of 2**32 (one deal in millions): when none of
        the words is that high, every draw is its word modulo the bound, computed at once.
        """
        draws = len(deck) - 1
        if draws > 63:
            _fisher_yates(deck, self.randrange)
            return
        self._fill(draws)
        chunk = self._words[self._taken : self._taken + draws]
        if max(chunk, default=0) >= _SAFE:
            _fisher_yates(deck, self.randrange)
            return
        self._taken += draws
        for i, j in zip(range(draws, 0, -1), map(mod, chunk, range(draws + 1, 1, -1)), strict=True):
            deck[i], deck[j] = deck[j], deck[i]


_LIMIT = 1 << 32


@cache
def _words_of(blocks: int) -> struct.Struct:
    return struct.Struct(f">{8 * blocks}I")


#: Below this, a word is accepted for every bound up to 64.
_SAFE = _LIMIT - 64


def _fisher_yates(deck: list[Card], draw: Callable[[int], int]) -> None:
    for i in range(len(deck) - 1, 0, -1):
        j = draw(i + 1)
        deck[i], deck[j] = deck[j], deck[i]


def shuffled(cards: Sequence[Card], rng: RandomSource) -> list[Card]:
    """Fisher-Yates from the last position down, drawing from ``rng``."""
    deck = list(cards)
    if type(rng) is StableShuffler:
        rng.shuffle(deck)
    else:
        _fisher_yates(deck, rng.randrange)
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
