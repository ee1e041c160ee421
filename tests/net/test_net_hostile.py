"""A hostile client: every message kind with every field mutated, broken frames, floods.

It never learns another seat's hidden cards, never crashes the host, and the honest
players' match goes on to its end with every view still the host's.
"""

from __future__ import annotations

import asyncio
import json
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


# ---------------------------------------------------------------------- issue 30


async def _from(address: str, port: int) -> AsyncClient:
    """A connection from another loopback source address (another client's computer)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
    return AsyncClient(reader, writer)


async def _closed(client: AsyncClient, timeout: float = 5.0) -> bool:
    """Whether the host closes ``client`` (reading what it sends meanwhile)."""
    try:
        while True:
            await client.message(timeout=timeout)
    except (ConnectionError, TimeoutError):
        pass
    try:
        await client.message(timeout=0.2)
    except ConnectionError:
        return True
    except TimeoutError:
        return False
    return False


def test_idle_sockets_of_one_address_lock_nobody_out() -> None:
    """Finding 2: one client holding many idle connections (none says hello) is capped
    per address, and when the idle ones fill the host the oldest makes room: a newcomer
    and a member coming back with his token still join."""

    async def scenario() -> None:
        limits = Limits(max_pending=12, pending_per_address=4, hello_timeout=30)
        async with Loopback(limits=limits) as net:
            table = net.table(Rules("argentino", 2))
            member = await net.join(table, "Ana")
            token = member.state.token
            await member.close()
            idle = [await _from("127.0.0.9", net.port) for _ in range(10)]
            # Past four from one address, the host turns the connection away at once.
            refused = [c for c in idle[4:] if await _closed(c, timeout=2)]
            assert len(refused) == 6
            # Idle connections from many addresses fill the host; each newcomer still gets in.
            crowd = [await _from(f"127.0.10.{n}", net.port) for n in range(1, 30)]
            back = await net.join(table, "Ana", token=token)
            assert back.state.seat == 0
            newcomer = await AsyncClient.open("127.0.0.1", net.port)
            await newcomer.send({"type": P.PING, "id": 1})
            assert (await newcomer.message())["type"] == P.PONG
            assert len(net.host._pending) <= limits.max_pending
            for client in [*idle, *crowd, back, newcomer]:
                await client.close()

    run(scenario())


def test_a_table_with_nobody_connected_pauses_and_goes_on_at_a_hello() -> None:
    """Finding 4: computer players do not play on at a table whose people all left."""

    async def scenario() -> None:
        async with Loopback() as net:
            table = net.table(Rules("argentino", 4))
            owner = await net.join(table, "Host", owner=table.owner_key)
            await owner.send({"type": "start"})
            await owner.message()
            await owner.send({"type": P.BYE})
            await owner.close()
            await asyncio.sleep(0.3)
            revision = table.session.revision
            await asyncio.sleep(0.7)
            assert table.session.revision == revision, "an abandoned table played on"
            assert not table.session.match.series_over
            # Someone joins: the computer players go on (the joiner's seat waits for him).
            back = await net.join(table, "Bo")
            got = await play_out(back, cards_first, random.Random(3), timeout=120)
            assert table.session.match.series_over and got.acted > 0
            await back.close()

    run(scenario())


def test_a_blind_hand_refuses_every_card_named_with_one_code() -> None:
    """Finding 5: in a mão de ferro naming each card of the deck tells nothing."""
    import dataclasses

    from truco_desktop.engine.hand import Hand
    from truco_desktop.net.table import NetTable, Refused, TableOptions

    from .net_helpers import random_bots

    rules = Rules("mineiro", 2)
    table = NetTable(options=TableOptions(rules, "random"), bot_factory=random_bots, seed="ferro")
    member, _outs = table.join("Evil", None, table.owner_key)
    table.handle(member.token, {"type": "start"})
    hand = Hand.start(rules, (11, 11), 1, [["3c", "5h", "6s"], ["3h", "Kd", "4d"]])[0]
    table.session.match = dataclasses.replace(table.session.match, hand=hand)
    seat = table.seat_of(member.token)
    assert view_for(hand, seat).blind
    codes = set()
    for card in rules.deck.cards:
        for word in (f"play:{card}", f"play_covered:{card}"):
            try:
                table.handle(member.token, {"type": P.ACT, "action": word})
            except Refused as refusal:
                codes.add(refusal.code)
            else:
                raise AssertionError(f"{word} was applied in a blind hand")
    assert codes == {P.E_NOT_OFFERED}


def test_one_address_cannot_fill_a_clubs_lobby() -> None:
    """Finding 10 and 13: tables are capped per address whatever the connections; the
    lobby lists tables with people first, then the newest; a table's name is cleaned."""

    async def scenario() -> None:
        async with Loopback(lobby=True, limits=Limits(tables_per_address=2)) as net:
            codes = []
            for n in range(3):
                client = await _from("127.0.0.7", net.port)
                rules = {"variant": "argentino", "options": {"players": 2}}
                name = f"junk{n}\u202e\x1b[31m"
                await client.send({"type": P.CREATE, "name": name, "public": True, "rules": rules})
                answer = await client.message()
                codes.append(answer.get("code") or answer["code"])
                await client.close()
            assert codes[2] == P.E_TOO_MANY
            other = await _from("127.0.0.8", net.port)
            rules = {"variant": "argentino", "options": {"players": 2}}
            await other.send({"type": P.CREATE, "name": "Real", "public": True, "rules": rules})
            real = await other.message()
            assert real["type"] == P.CREATED
            joined = await AsyncClient.join("127.0.0.1", net.port, real["code"], "Ana")
            lister = await AsyncClient.open("127.0.0.1", net.port)
            await lister.send({"type": P.LIST})
            rows = (await lister.message())["tables"]
            # The escape and the right-to-left override are gone; what shows stays.
            assert [r["name"] for r in rows] == ["Real", "junk1[31m", "junk0[31m"]
            for client in (other, joined, lister):
                await client.close()

    run(scenario())


def test_wrong_codes_are_answered_ever_later_and_logged(caplog: Any) -> None:
    """Finding 15: each wrong code from one address waits twice as long as the last."""
    import logging
    import time

    async def scenario() -> list[float]:
        limits = Limits(bad_code_delay=0.1, bad_code_max_delay=0.4)
        async with Loopback(limits=limits) as net:
            net.table(Rules("argentino", 2))
            waits = []
            for _ in range(4):
                client = await _from("127.0.0.5", net.port)
                started = time.monotonic()
                await client.send({"type": P.HELLO, "version": 1, "code": "WRONGCOD"})
                assert (await client.message())["code"] == P.E_BAD_CODE
                waits.append(time.monotonic() - started)
                await client.close()
            return waits

    with caplog.at_level(logging.WARNING, logger="truco_desktop.net.host"):
        waits = run(scenario())
    # The host sleeps at least this long before answering (lower bounds only).
    for wait, least in zip(waits, (0.1, 0.2, 0.4, 0.4), strict=True):
        assert wait >= least, waits
    lines = [r.getMessage() for r in caplog.records if "wrong table code" in r.getMessage()]
    assert len(lines) == 4 and "127.0.0.5 (4 in a row)" in lines[-1]


def test_a_frame_that_is_not_an_object_is_a_bad_message() -> None:
    """Finding 18: NETWORK.md's bad_message, and the connection goes on."""

    async def scenario() -> None:
        async with Loopback() as net:
            client = await AsyncClient.open("127.0.0.1", net.port)
            for body in (b"[]", b"abc", b'"x"'):
                await client.raw(struct.pack(">I", len(body)) + body)
                assert (await client.message())["code"] == P.E_BAD_MESSAGE
            await client.send({"type": P.PING, "id": 2})
            assert (await client.message())["type"] == P.PONG
            await client.close()

    run(scenario())


def test_discovery_answers_local_sources_only_and_at_a_bounded_rate() -> None:
    """Finding 17: a forged internet source gets nothing; a local one a few answers."""
    from truco_desktop.net.discovery import QUESTION, Responder

    sent: list[tuple[bytes, Any]] = []

    class Transport:
        def sendto(self, data: bytes, addr: Any) -> None:
            sent.append((data, addr))

    responder = Responder(lambda: [{"name": "t", "port": 1}] * 30, rate=100, per_source=2)
    responder.connection_made(Transport())  # type: ignore[arg-type]
    question = json.dumps(QUESTION).encode()
    for source in ("8.8.8.8", "203.0.113.5", "::ffff:1.2.3.4", "2001:db8::1"):
        responder.datagram_received(question, (source, 5000))
    assert sent == []
    for _ in range(10):
        responder.datagram_received(question, ("192.168.1.20", 5000))
    assert 0 < len(sent) <= 4 * 20  # a burst of four questions, twenty answers each
    assert {addr for _data, addr in sent} == {("192.168.1.20", 5000)}
    responder.datagram_received(question, ("fe80::1", 5000))
    assert sent[-1][1] == ("fe80::1", 5000)


def test_a_network_name_meets_the_summarys_rich_text_escaped(qtbot: Any) -> None:
    """Finding 16: a joiner called "<!--<img src=x>" neither hides nor restyles the other
    players' hand summary: his name shows as he typed it."""
    from PySide6.QtGui import QTextDocument

    from truco_desktop.engine import Match, parse
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget

    match, events = Match.start(Rules("argentino", 2), seed="rich")
    if match.hand.to_act == 0:
        card = next(a for a in view_for(match.hand, 0).legal if a.kind == "play")
        match, more = match.apply(0, card)
        events += more
    match, more = match.apply(1, parse("mazo"))  # "<name> went to the mazo"
    events += more
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    model.restore(match.to_json())
    evil = "<!--<img src=x>"
    table.scene.names = ["You", evil]
    table._hand_events = list(events)
    table._show_summary()
    shown = QTextDocument()
    shown.setHtml(table.summary.lines.text())
    assert evil in shown.toPlainText(), table.summary.lines.text()
    table.shutdown()
