"""Faults at a network table: refusals with the engine's reason, a client killed mid-hand
and back with its token, the host quitting, the owner's arrangements, the lobby."""

from __future__ import annotations

import asyncio
import random

from truco_desktop.engine.actions import parse
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.net.client import AsyncClient, JoinError
from truco_desktop.net.host import HOST_QUIT_MESSAGE, Limits

from .net_helpers import Loopback, cards_first, check_views, play_out, run, steps_of


async def _until(client: AsyncClient, kind: str, timeout: float = 10.0) -> dict:
    while True:
        update = await client.next(timeout)
        if update.kind == kind:
            return update.message


async def _view_waiting_for_me(client: AsyncClient) -> None:
    while True:
        update = await client.next()
        if update.kind == "view" and client.state.yours:
            return


def test_out_of_turn_and_illegal_actions_are_refused_with_the_engines_reason() -> None:
    async def scenario() -> None:
        async with Loopback() as net:
            table = net.table(Rules("argentino", 2), seed="refusals")
            a = await net.join(table, "A", owner=table.owner_key)
            b = await net.join(table, "B")
            await a.send({"type": "start"})
            await _until(a, "view")
            await _until(b, "view")
            match = table.session.match
            assert match is not None
            hand = match.hand
            idle = 1 - hand.to_act
            idle_client = (a, b)[idle]
            mine = view_for(hand, idle).cards[0]
            for word in (f"play:{mine}", "truco", "quiero", "mazo"):
                await idle_client.act(word)
                refused = await _until(idle_client, "refused")
                expected = hand.explain_illegal(idle, parse(word))
                assert (refused["code"], refused["rule"]) == (expected.code, expected.rule)
                assert refused["message"] == expected.message
            # A card the seat does not hold, a word that is no action, a stale position.
            actor = (a, b)[hand.to_act]
            other_card = view_for(hand, idle).cards[0]
            await actor.act(f"play:{other_card}")
            refused = await _until(actor, "refused")
            assert (
                refused["code"]
                == hand.explain_illegal(hand.to_act, parse(f"play:{other_card}")).code
            )
            await actor.send({"type": "act", "action": "play:99x"})
            assert (await _until(actor, "refused"))["code"] == "bad_action"
            await actor.send({"type": "act", "action": "mazo", "at": [0, 5]})
            assert (await _until(actor, "refused"))["code"] == "stale"
            assert table.session.match is match  # nothing was applied
            for c in (a, b):
                await c.close()

    run(scenario())


def test_a_client_killed_mid_hand_is_replaced_and_gets_its_seat_back(tmp_path) -> None:
    async def scenario() -> None:
        # A pause before each deal, so that the match cannot run to its end (computer
        # players are quick) before the test sees that it went on without B.
        async with Loopback(save_root=tmp_path, deal_pause=0.3) as net:
            table = net.table(Rules("argentino", 4, flor="full"), seed="reconnect")
            a = await net.join(table, "A", owner=table.owner_key)
            b = await net.join(table, "B")
            token, seat = b.state.token, b.state.seat
            await a.send({"type": "start"})
            # A plays throughout; B acts once, then its connection dies without a word.
            a_plays = asyncio.create_task(play_out(a, cards_first, random.Random(2)))
            first = await play_out(b, cards_first, random.Random(1), stop=lambda g: g.acted >= 1)
            b.writer.transport.abort()
            before = table.session.match
            assert before is not None
            # The computer player takes B's seat at once: the match moves on without B.
            for _ in range(3000):  # a busy machine may take a while
                await asyncio.sleep(0.01)
                now = table.session.match
                assert now is not None
                if now.hand_number > before.hand_number or now.series_over:
                    break
            assert now.hand_number > before.hand_number and not now.series_over
            assert table.table_message()["seats"][seat]["kind"] == "away"
            # B comes back with its token: same seat, the view as it is now.
            back = await net.join(table, "B again", token=token)
            assert back.state.seat == seat and back.state.token == token
            resync = await _until(back, "view")
            assert resync["resync"] is True
            resync_at, resync_view = back.state.at, back.state.view
            assert table.table_message()["seats"][seat]["kind"] == "human"
            late = await play_out(back, cards_first, random.Random(4))
            rest = [await a_plays, late]
            final = table.session.match
            assert final is not None and final.series_over
            # Nothing lost: every view anyone saw is the host's, before and after the drop.
            for got in (first, *rest):
                check_views(final, got)
            assert resync_view == view_for(steps_of(final)[resync_at][0], seat)
            # A wrong token is turned away.
            try:
                await net.join(table, "X", token="not-a-token")
            except JoinError as error:
                assert error.code in ("bad_token", "bad_code")
            else:
                raise AssertionError("a made-up token was accepted")
            for c in (a, back):
                await c.close()

    run(scenario())


def test_the_host_quitting_ends_the_table_with_a_clear_message() -> None:
    async def scenario() -> None:
        net = Loopback()
        await net.__aenter__()
        table = net.table(Rules("paulista", 4))
        a = await net.join(table, "A", owner=table.owner_key)
        b = await net.join(table, "B")
        await a.send({"type": "start"})
        await _until(b, "view")
        await net.host.close()
        for c in (a, b):
            bye = await _until(c, "bye")
            assert bye["reason"] == "host_closed"
            assert bye["message"] == HOST_QUIT_MESSAGE
            await c.close()

    run(scenario())


def test_the_owner_arranges_seats_and_rules_before_the_first_deal() -> None:
    async def scenario() -> None:
        async with Loopback() as net:
            table = net.table(Rules("argentino", 4))
            a = await net.join(table, "Ana", owner=table.owner_key)
            b = await net.join(table, "Bo")
            assert (a.state.seat, b.state.seat) == (0, 1)
            # Only the owner arranges.
            await b.send({"type": "swap", "a": 1, "b": 2})
            assert (await _until(b, "refused"))["code"] == "not_owner"
            await b.send({"type": "start"})
            assert (await _until(b, "refused"))["code"] == "not_owner"
            # Partners: Bo moves to seat 2, opposite Ana (COMMON-SEAT-3).
            await a.send({"type": "swap", "a": 1, "b": 2})
            welcome = await _until(b, "welcome")
            assert welcome["seat"] == 2 and b.state.seat == 2
            rules = {"variant": "mineiro", "options": {"players": 4}}
            await a.send({"type": "setup", "rules": rules, "level": "easy", "signs": False})
            seen = await _until(b, "table")
            while seen["rules"]["variant"] != "mineiro":
                seen = await _until(b, "table")
            assert seen["level"] == "easy" and seen["signs"] is False
            assert [s["kind"] for s in seen["seats"]] == ["human", "computer", "human", "computer"]
            await a.send(
                {"type": "setup", "rules": {"variant": "mineiro", "options": {"flor": "full"}}}
            )
            assert (await _until(a, "refused"))["code"] == "bad_rules"
            await a.send({"type": "setup", "level": "godlike"})
            assert (await _until(a, "refused"))["code"] == "bad_rules"
            await a.send({"type": "start"})
            view = await _until(b, "view")
            assert view["view"]["variant"] == "mineiro" and view["view"]["seat"] == 2
            await a.send({"type": "swap", "a": 0, "b": 1})
            assert (await _until(a, "refused"))["code"] == "started"
            # A full table turns the next person away; a wrong code finds no table.
            await net.join(table, "C")
            await net.join(table, "D")
            for code, expected in ((table.code, "table_full"), ("WRONGCODE", "bad_code")):
                try:
                    await AsyncClient.join("127.0.0.1", net.port, code, "E")
                except JoinError as error:
                    assert error.code == expected
                else:
                    raise AssertionError(f"joined with {code}")

    run(scenario())


def test_a_lobby_lists_open_tables_and_reaches_private_ones_by_code() -> None:
    async def scenario() -> None:
        async with Loopback(lobby=True, limits=Limits(unjoined_grace=0.3)) as net:
            maker = await AsyncClient.open("127.0.0.1", net.port)
            await maker.send(
                {
                    "type": "create",
                    "name": "Club",
                    "public": True,
                    "rules": {"variant": "argentino", "options": {"players": 6}},
                }
            )
            created = await maker.message()
            assert created["type"] == "created"
            await maker.send({"type": "create", "name": "Friends"})
            private = await maker.message()
            await maker.send({"type": "list"})
            listed = (await maker.message())["tables"]
            assert [t["name"] for t in listed] == ["Club"]
            assert listed[0]["code"] == created["code"] and listed[0]["players"] == 6
            assert all(private["code"] not in str(t) for t in listed)
            owner = await AsyncClient.join(
                "127.0.0.1", net.port, private["code"], "Me", owner=private["owner"]
            )
            assert owner.state.owner and owner.state.seat == 0
            guest = await AsyncClient.join("127.0.0.1", net.port, created["code"].lower(), "G")
            assert not guest.state.owner
            await maker.send({"type": "create", "rules": {"variant": "truco-x"}})
            assert (await maker.message())["code"] == "bad_rules"
            # One connection creates a few tables, not the whole lobby.
            await maker.send({"type": "create"})
            assert (await maker.message())["type"] == "created"
            await maker.send({"type": "create"})
            assert (await maker.message())["code"] == "too_many_tables"
            # A created table nobody joins is closed after a while; joined ones stay.
            await asyncio.sleep(0.6)
            assert set(net.host.tables) == {created["code"], private["code"]}

    run(scenario())


def test_a_game_host_has_no_lobby() -> None:
    async def scenario() -> None:
        async with Loopback() as net:
            client = await AsyncClient.open("127.0.0.1", net.port)
            for kind in ("list", "create"):
                await client.send({"type": kind})
                assert (await client.message())["code"] == "no_lobby"

    run(scenario())
