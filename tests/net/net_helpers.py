"""Shared parts of the network tests: a real host on loopback, scripted players, and the
host's match replayed step by step to say what each seat should have received."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from truco_desktop.bots.factory import make_bot
from truco_desktop.engine.actions import parse
from truco_desktop.engine.events import Event, redact
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.match import Match
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import SeatView, view_for
from truco_desktop.net.client import AsyncClient
from truco_desktop.net.host import TableHost
from truco_desktop.net.table import NetTable, TableOptions


def random_bots(level: str) -> Any:
    """Quick computer players for the free seats (the protocol, not the play, is tested)."""
    return make_bot("random")


@dataclass
class Received:
    """Everything one scripted client was sent, in order."""

    seat: int
    views: list[tuple[int, int, SeatView, list[Event]]] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    acted: int = 0
    refused: list[dict[str, Any]] = field(default_factory=list)


Policy = Callable[[SeatView, random.Random], Any]


def random_policy(view: SeatView, rng: random.Random) -> Any:
    return rng.choice(view.legal)


def cards_first(view: SeatView, rng: random.Random) -> Any:
    """A person who mostly plays cards and accepts: long hands, many tricks."""
    cards = [a for a in view.legal if a.card is not None or a.position is not None]
    if cards and rng.random() < 0.8:
        return rng.choice(cards)
    return rng.choice(view.legal)


async def play_out(
    client: AsyncClient,
    policy: Policy,
    rng: random.Random,
    *,
    stop: Callable[[Received], bool] | None = None,
    timeout: float = 30.0,
) -> Received:
    """Play ``client``'s seat with ``policy`` until the match is over (or ``stop``)."""
    state = client.state
    assert state.seat is not None
    got = Received(state.seat)
    if state.view is not None and state.yours and state.view.legal:
        # A view read before (a resync, say) that waits for this seat.
        await client.act(policy(state.view, rng))
        got.acted += 1
    while state.table is None or not state.table["over"]:
        update = await client.next(timeout)
        got.messages.append(update.message)
        if update.kind == "view":
            assert update.view is not None
            got.views.append((*state.at, update.view, update.events))  # type: ignore[arg-type]
            if state.yours and update.view.legal:
                await client.act(policy(update.view, rng))
                got.acted += 1
        elif update.kind == "refused":
            got.refused.append(update.message)
        elif (update.kind == "table" and update.message["over"]) or update.kind == "bye":
            return got
        if stop is not None and stop(got):
            return got
    return got


def steps_of(match: Match) -> dict[tuple[int, int], tuple[Hand, list[Event]]]:
    """Every (hand number, step) of ``match`` replayed: the hand then and its events."""
    rules = match.rules
    out: dict[tuple[int, int], tuple[Hand, list[Event]]] = {}
    current, events = Match.start(rules, seed=match.seed)
    hands = [*match.past, tuple((s, str(a)) for s, a in match.hand.history)]
    for number, actions in enumerate(hands):
        if number:
            current, events = current.next_hand()
        assert current.hand_number == number
        out[(number, 0)] = (current.hand, events)
        for step, (seat, word) in enumerate(actions, start=1):
            current, events = current.apply(seat, parse(word))
            out[(number, step)] = (current.hand, events)
    return out


def check_views(match: Match, received: Received) -> int:
    """Every view and event list ``received`` equals the host's, redacted for its seat."""
    steps = steps_of(match)
    seat = received.seat
    for hand_number, step, view, events in received.views:
        hand, host_events = steps[(hand_number, step)]
        assert view == view_for(hand, seat), (hand_number, step, seat)
        if events:  # a resync carries no events
            assert events == [redact(e, seat) for e in host_events], (hand_number, step)
    return len(received.views)


class Loopback:
    """A ``TableHost`` on 127.0.0.1 inside the test's event loop."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("bot_factory", random_bots)
        self.host = TableHost(**kwargs)
        self.port = 0

    async def __aenter__(self) -> Loopback:
        _address, self.port = await self.host.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.host.close()

    def table(
        self, rules: Rules, level: str = "random", seed: str = "net-test", **kw: Any
    ) -> NetTable:
        options = TableOptions(rules, level, kw.pop("signs", True), kw.pop("catching", True))
        kw.setdefault("bot_seed", 7)
        return self.host.open_table(options=options, seed=seed, **kw)

    async def join(self, table: NetTable, name: str = "", **kw: Any) -> AsyncClient:
        return await AsyncClient.join("127.0.0.1", self.port, table.code, name, **kw)


def run(coro: Awaitable[Any]) -> Any:
    """Run a test's coroutine with a bound so a hang fails instead of blocking CI."""

    async def bounded() -> Any:
        return await asyncio.wait_for(coro, 240)

    return asyncio.run(bounded())
