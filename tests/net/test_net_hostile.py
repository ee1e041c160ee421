"""A hostile client: every message kind with every field mutated, broken frames, floods.

It never learns another seat's hidden cards, never crashes the host, and the honest
players' match goes on to its end with every view still the host's.
"""

from __future__ import annotations

import asyncio
import random
import struct
from typing import Any

from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.net import protocol as P
from truco_desktop.net.client import AsyncClient
from truco_desktop.net.codec import decode_events, decode_view
from truco_desktop.net.host import Limits
from truco_desktop.net.wire import encode_frame

from .net_helpers import Loopback, Received, cards_first, check_views, play_out, run

#: Values a field may be mutated to: wrong types, edges, huge, hostile text.
NASTY: list[Any] = [
    None,
    True,
    0,
    -1,
    7,
    2**70,
    1.5,
    "",
    "x" * 3000,  # within a frame, too long for any field
    "play:1e",
    "play_blind:9",
    "play_covered:4b",
    "truco",
    "../../etc/passwd",
    "\ud800",
    [],
    [0, 0],
    [1, 2, 3],
    {},
    {"variant": "argentino", "options": {"players": 99}},
    {"variant": "mineiro", "options": {"flor": "full"}},
]

#: A well-formed example of every message a client may send.
EXAMPLES: dict[str, dict[str, Any]] = {
    P.HELLO: {"version": 1, "code": "ABCDEFGH", "name": "x", "token": "t", "owner": "o"},
    P.LIST: {},
    P.CREATE: {"rules": {"variant": "argentino"}, "level": "easy", "name": "n", "public": True},
    P.ACT: {"action": "play:1e", "at": [0, 0]},
    P.SIGN: {"sign": "ancho_espada"},
    P.SETUP: {"rules": {"variant": "argentino"}, "level": "easy", "signs": True, "catching": True},
    P.SWAP: {"a": 0, "b": 1},
    P.START: {},
    P.BYE: {},
    P.PING: {"id": 1},
}


def mutations() -> list[dict[str, Any]]:
    """Each kind as it is, with each field set to each nasty value, each field dropped,
    an unknown field added; then a wrong or missing type."""
    out: list[dict[str, Any]] = []
    for kind, example in EXAMPLES.items():
        if kind == P.BYE:
            continue  # sent last: it ends the hostile client's seat
        out.append({"type": kind, **example})
        for name in example:
            for value in NASTY:
                out.append({"type": kind, **example, name: value})
            out.append({"type": kind, **{k: v for k, v in example.items() if k != name}})
        out.append({"type": kind, **example, "extra": 1})
    out += [{"type": value} for value in NASTY] + [{}, {"action": "play:1e"}]
    return out


def hidden_cards(table: Any, seat: int) -> set[str]:
    """Cards held by other seats that ``seat`` may not know now."""
    match = table.session.match
    if match is None:
        return set()
    view = view_for(match.hand, seat)
    known = set(view.cards) | {c for _s, cards in view.partner_cards for c in cards}
    held = {c for s, cards in enumerate(match.hand.tricks.held) if s != seat for c in cards}
    return held - known


def strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) | {str(k)} for k, v in value.items()))
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value))
    return set()


def test_a_hostile_client_learns_nothing_hidden_and_cannot_crash_the_host() -> None:
    async def scenario() -> None:
        limits = Limits(rate=10_000, burst=10_000)
        async with Loopback(limits=limits) as net:
            table = net.table(Rules("argentino", 4, flor="full"), seed="hostile")
            owner = await net.join(table, "Host", owner=table.owner_key)
            evil = await net.join(table, "Evil")
            seat = evil.state.seat
            honest = asyncio.create_task(
                play_out(owner, cards_first, random.Random(5), timeout=200)
            )
            await owner.send({"type": "start"})
            sent = mutations()
            rng = random.Random(11)
            received: list[dict[str, Any]] = []
            views = Received(seat)
            for round_ in range(2):
                rng.shuffle(sent)
                for message in sent:
                    # An action the evil seat may take now, or a card of another seat.
                    if message.get("type") == P.ACT and rng.random() < 0.3:
                        hidden = sorted(hidden_cards(table, seat))
                        if hidden:
                            message = {"type": P.ACT, "action": f"play:{rng.choice(hidden)}"}
                    elif message.get("type") == P.ACT and views.views and rng.random() < 0.5:
                        # Now and then a legal move, so that the match goes on meanwhile.
                        hand_number, step, view, _events = views.views[-1]
                        if view.legal:
                            action = str(rng.choice(view.legal))
                            message = {"type": P.ACT, "action": action, "at": [hand_number, step]}
                    await evil.send(message)
                    try:
                        while True:
                            got = await evil.message(timeout=0.01)
                            received.append(got)
                            secret = hidden_cards(table, seat)
                            if got.get("type") == P.VIEW:
                                # Checked at the end: equal to view_for at its step.
                                views.views.append(
                                    (
                                        got["hand"],
                                        got["step"],
                                        decode_view(got["view"]),
                                        decode_events(got["events"]),
                                    )
                                )
                            else:
                                assert not secret & strings_in(got), got
                    except TimeoutError:
                        pass
                if round_ == 0:
                    # Broken frames on other connections: not JSON, not an object, too big.
                    for data in (b"\x00\x00\x00\x03abc", b"\x00\x00\x00\x02[]", b"\xff" * 8):
                        raw = await AsyncClient.open("127.0.0.1", net.port)
                        await raw.raw(data)
                        await raw.close()
            kinds = {m.get("type") for m in received}
            assert {"error", "refused"} <= kinds
            await evil.send({"type": P.BYE})
            got = await honest
            match = table.session.match
            assert match is not None and match.series_over
            check_views(match, got)
            assert check_views(match, views) > 0  # and the hostile seat saw only its own
            # The host still serves: a new connection is answered.
            probe = await AsyncClient.open("127.0.0.1", net.port)
            await probe.send({"type": P.PING, "id": 3})
            assert (await probe.message())["type"] == P.PONG
            await probe.close()
            await owner.close()

    run(scenario())


def test_frames_too_big_and_floods_are_cut_off() -> None:
    async def scenario() -> None:
        limits = Limits(rate=5, burst=5, overruns_before_cut=20, hello_timeout=0.5)
        async with Loopback(limits=limits) as net:
            table = net.table(Rules("argentino", 2))
            # A frame announced larger than the limit: an error, then the connection ends.
            big = await AsyncClient.open("127.0.0.1", net.port)
            await big.raw(struct.pack(">I", limits.max_frame + 1) + b"{")
            assert (await big.message())["code"] == P.E_TOO_BIG
            try:
                await big.message(timeout=2)
                raise AssertionError("the connection stayed open")
            except ConnectionError:
                pass
            # A flood: the excess is dropped with one rate_limited error, then cut off.
            flood = await net.join(table, "F")
            for _ in range(100):
                flood.writer.write(encode_frame({"type": "ping"}))
            codes = []
            try:
                while True:
                    message = await flood.message(timeout=2)
                    codes.append(message.get("code") or message["type"])
            except (ConnectionError, TimeoutError):
                pass
            assert codes.count(P.E_RATE) >= 1
            assert codes.count(P.PONG) < 50  # a burst of 5, then 5 a second
            # Silence after connecting: dropped after the hello timeout.
            quiet = await AsyncClient.open("127.0.0.1", net.port)
            try:
                await quiet.message(timeout=3)
                raise AssertionError("a silent connection was kept")
            except ConnectionError:
                pass

    run(scenario())
