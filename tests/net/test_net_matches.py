"""Whole matches over loopback: people (scripted) and computer players at one table, and
every view a client receives is ``view_for`` of the host's match at that step."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random

import pytest

from truco_desktop.engine.match import Match
from truco_desktop.engine.rules import Rules
from truco_desktop.net.codec import decode_events, decode_view, encode_events, encode_view
from truco_desktop.play.savefile import read_saved

from .net_helpers import Loopback, cards_first, check_views, play_out, random_policy, run, steps_of

TABLES = [
    pytest.param(Rules("argentino", 4, flor="full"), 2, id="argentino-4"),
    pytest.param(Rules("mineiro", 4), 2, id="mineiro-4"),
    pytest.param(Rules("paulista", 4, deck_option="clean"), 2, id="paulista-4"),
    pytest.param(Rules("argentino", 6, target=15), 3, id="argentino-6"),
    pytest.param(Rules("argentino", 2, target=15), 2, id="argentino-2-all-people"),
    pytest.param(Rules("argentino", 3, target=15), 2, id="argentino-3-gallo"),
    pytest.param(Rules("argentino", 8, target=15), 3, id="argentino-8"),
]


@pytest.mark.parametrize(("rules", "people"), TABLES)
def test_whole_match_every_view_is_the_hosts(rules: Rules, people: int, tmp_path) -> None:
    """A host, ``people`` scripted players and computer players in the free seats."""

    async def scenario() -> None:
        async with Loopback(save_root=tmp_path) as net:
            table = net.table(rules, seed=f"whole-{rules.key()}")
            owner = await net.join(table, "Host", owner=table.owner_key)
            others = [await net.join(table, f"P{i}") for i in range(1, people)]
            clients = [owner, *others]
            assert [c.state.seat for c in clients] == list(range(people))
            await owner.send({"type": "start"})
            policies = [random_policy, cards_first]
            results = await asyncio.gather(
                *(play_out(c, policies[i % 2], random.Random(i)) for i, c in enumerate(clients))
            )
            match = table.session.match
            assert match is not None and match.series_over
            for got in results:
                assert check_views(match, got) > 0
                assert not got.refused, got.refused
            assert sum(got.acted for got in results) > 0
            # Every step reached every person: one view per step, in order.
            steps = sorted(steps_of(match))
            for got in results:
                assert [(h, s) for h, s, _v, _e in got.views] == steps
            for client in clients:
                await client.close()

    run(scenario())


def test_the_codec_knows_every_field_of_the_view_and_every_event() -> None:
    """A field or event added to the engine must be added to the codec too."""
    from truco_desktop.engine import events as ev
    from truco_desktop.engine.view import SeatView
    from truco_desktop.net import codec

    assert set(codec._VIEW_FIELDS) == {f.name for f in dataclasses.fields(SeatView)}
    kinds = {kind.__name__: kind for kind in ev.Event.__subclasses__()}
    assert set(codec._EVENTS) == set(kinds)
    for name, (kind, fields) in codec._EVENTS.items():
        assert kind is kinds[name]
        assert set(fields) == {f.name for f in dataclasses.fields(kind)}, name


def test_codec_round_trip_on_random_matches() -> None:
    """``decode(encode(view)) == view`` at every step, for every seat, in every variant."""
    for rules in (
        Rules("argentino", 6, flor="full", target=15),
        Rules("mineiro", 2),
        Rules("paulista", 4),
        Rules("argentino", 3, target=15),
        Rules("argentino", 8, target=15),
    ):
        rng = random.Random(rules.key())
        match, events = Match.start(rules, seed="codec")
        while not match.series_over:
            if match.needs_deal:
                match, events = match.next_hand()
            for seat in range(rules.players):
                from truco_desktop.engine.events import redact
                from truco_desktop.engine.view import view_for

                view = view_for(match.hand, seat)
                assert decode_view(json.loads(json.dumps(encode_view(view)))) == view
                seen = [redact(e, seat) for e in events]
                assert decode_events(json.loads(json.dumps(encode_events(seen)))) == seen
            if not match.hand.is_over:
                seat = match.to_act
                match, events = match.apply(seat, rng.choice(view_for(match.hand, seat).legal))


def test_the_host_saves_after_every_action(tmp_path) -> None:
    """The table's save replays to the host's match while the match is being played."""

    async def scenario() -> None:
        async with Loopback(save_root=tmp_path) as net:
            table = net.table(Rules("argentino", 4), seed="saving")
            owner = await net.join(table, "Host", owner=table.owner_key)
            await owner.send({"type": "start"})
            got = await play_out(owner, cards_first, random.Random(3), stop=lambda g: g.acted >= 2)
            saves = table.store
            assert saves is not None and got.acted >= 2
            match = table.session.match  # the save queue writes this state, or a later one
            assert net.host._saves.flush()
            loaded = saves.load()
            assert loaded.status == "ok" and loaded.payload is not None
            saved = read_saved(loaded.payload)
            assert match is not None
            now = table.session.match
            assert now is not None
            assert saved.match.to_json() == now.to_json()
            await owner.close()

    run(scenario())


def test_a_view_from_a_later_or_an_earlier_host_still_decodes() -> None:
    """docs/NETWORK.md: a client ignores a field it does not know (a later host's), and a
    view of an earlier host, without the fields added since, reads them as not known."""
    from truco_desktop.engine.view import view_for
    from truco_desktop.net.codec import CodecError

    match, _events = Match.start(Rules("argentino", 4), seed="codec-versions")
    view = view_for(match.hand, 0)
    data = json.loads(json.dumps(encode_view(view)))
    assert decode_view({**data, "a_later_field": [1, 2]}) == view
    earlier = {k: v for k, v in data.items() if k not in ("own_envido", "envido_open")}
    old = decode_view(earlier)
    assert old.own_envido is None and old.envido_open is False
    now = {"own_envido": view.own_envido, "envido_open": view.envido_open}
    assert dataclasses.replace(old, **now) == view
    with pytest.raises(CodecError):
        decode_view({k: v for k, v in data.items() if k != "legal"})
