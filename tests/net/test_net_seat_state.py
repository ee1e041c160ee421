"""A network seat's ``TableState`` is the offline table's for the same situation (issue 29
item 3): made from what the host sent the seat alone (its views, the ``table`` message,
the ``MatchOver`` events it was shown), it equals the one the play layer makes from the
host's own session for that seat, step by step through a series of three; only the
match's name differs, as the seat never learns the seed (the table's code names it)."""

from __future__ import annotations

import dataclasses
import json

from truco_desktop.engine.events import MatchOver
from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.client import ClientState
from truco_desktop.net.host import _decide
from truco_desktop.net.seat_state import seat_state, table_rules
from truco_desktop.net.table import NetTable, Out, TableOptions
from truco_desktop.net.turn import Turn
from truco_desktop.play.table_state import SessionTable, TableState


def test_the_seats_state_from_the_wire_is_the_offline_state() -> None:
    rules = Rules("argentino", 2, target=15, best_of_three=True)
    table = NetTable(options=TableOptions(rules, "easy"), seed="same-state", bot_seed=4)
    offline = SessionTable(table.session)  # the host's session, read for seat 0
    ana, outs = table.join("Ana", None, table.owner_key)
    client = ClientState()
    series = [0, 0]
    compared = 0

    def receive(messages: list[Out]) -> None:
        nonlocal compared
        for out in messages:
            if out.token != ana.token:
                continue
            update = client.receive(json.loads(json.dumps(out.message)))  # as sent
            if update.kind != P.VIEW:
                continue
            for event in update.events:  # the seat counts the matches it sees won
                if isinstance(event, MatchOver):
                    series[event.winner] += 1
        state = offline.state()
        if state is None or client.view is None:
            return
        assert client.table is not None and client.at is not None and client.code
        view = Turn.for_view(client.view).view(client.view)
        wired = seat_state(
            table_rules(client.table), client.code, view, client.at[0], (series[0], series[1])
        )
        assert wired.seed == table.code
        assert dataclasses.replace(wired, seed=state.seed) == state
        compared += 1

    receive(outs)
    receive(table.handle(ana.token, {"type": P.START}))
    assert client.seat == 0
    last: TableState | None = None
    while not table.session.match.series_over:  # type: ignore[union-attr]
        if table.needs_deal():
            receive(table.deal())
        elif (job := table.bot_job()) is not None:
            receive(table.apply_bot(job, _decide(job)))
        else:
            view = client.view
            assert view is not None and client.yours and view.legal
            receive(table.handle(ana.token, client.act_message(view.legal[0])))
        last = offline.state()
    assert last is not None and last.series_over and max(last.series) == 2
    assert compared > 20


def test_the_table_messages_rules_are_the_tables() -> None:
    rules = Rules("argentino", 4, flor="simple", target=15, pica_pica=False, best_of_three=True)
    table = NetTable(options=TableOptions(rules, "easy"))
    assert table_rules(table.table_message()) == rules
