"""Your team's decisions are yours at a network table (issue 31 item 4): the table's
``asks_first`` and ``answers`` options, played on ``NetTable`` (sans-IO) with a person at
seat 0 whose client takes his computer partner's questions (``team``)."""

from __future__ import annotations

import random
from typing import Any

from truco_desktop.bots.base import Decision
from truco_desktop.engine.actions import FAMILY
from truco_desktop.engine.phases import TEAM_ANSWERS
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import SeatView
from truco_desktop.net import protocol as P
from truco_desktop.net.table import NetTable, Refused, TableOptions


class TrucoCaller:
    """Calls truco whenever it may, else plays its first legal action."""

    name = "truco-caller"

    def choose(self, view: SeatView, rng: random.Random, *_: Any) -> Decision:
        truco = [a for a in view.legal if FAMILY.get(a.kind) == "truco"]
        return Decision((truco or list(view.legal))[0], None)  # type: ignore[arg-type]


def _table(*, team: bool = True, **options: bool) -> tuple[NetTable, str]:
    table = NetTable(
        options=TableOptions(
            Rules.from_options("argentino", {"players": 4}), "easy", False, False, **options
        ),
        bot_factory=lambda *_a, **_k: TrucoCaller(),  # type: ignore[arg-type,return-value]
        seed="team-decisions",
        bot_seed=3,
    )
    member, _outs = table.join("Ana", None, table.owner_key)
    if team:
        table.handle(member.token, {"type": P.TEAM})
    table.begin()
    return table, member.token


def _partner_called(table: NetTable) -> bool:
    """Whether seat 2 (the person's computer partner) called a truco-family bet."""
    history = table.session.view(0).history  # type: ignore[union-attr]
    return any(seat == 2 and FAMILY.get(word) == "truco" for seat, word in history)


def _run_bots_until(table: NetTable, token: str, stop: Any, limit: int = 400) -> Any:
    """Let the computer players act (the person plays his first card or answer) until
    ``stop(outs)`` holds; returns what stopped it."""
    for _ in range(limit):
        if table.needs_deal():
            table.deal()
            continue
        job = table.bot_job()
        if job is None:
            seat = table.waiting_for()
            if seat != 0:
                return None
            view = table.session.view(0)
            assert view is not None
            found = stop(None)
            if found is not None:
                return found
            cards = [a for a in view.legal if a.card is not None]
            table.handle(token, {"type": P.ACT, "action": str((cards or list(view.legal))[0])})
            continue
        outs = table.apply_bot(job, job.run())
        found = stop(outs)
        if found is not None:
            return found
    raise AssertionError("the situation never came")


def test_partner_asks_first_waits_for_the_persons_word_and_calls_on_yes() -> None:
    table, token = _table(asks_first=True)
    proposal = _run_bots_until(
        table,
        token,
        lambda outs: next((m for t, m in outs or () if m["type"] == P.PROPOSAL), None),
    )
    assert proposal["seat"] == 2 and proposal["action"] == "truco"
    revision = table.session.revision
    assert table.bot_job() is None  # nothing happens until the person answers
    assert table.session.revision == revision
    outs = table.handle(token, {"type": P.AGREE, "agree": True})
    assert table.session.revision == revision + 1
    assert any(m["type"] == P.VIEW for _t, m in outs)
    assert table.session.view(0).truco_pending is not None  # type: ignore[union-attr]


def test_not_now_makes_the_partner_play_on_without_calling() -> None:
    table, token = _table(asks_first=True)
    _run_bots_until(
        table, token, lambda outs: next((m for t, m in outs or () if m["type"] == P.PROPOSAL), None)
    )
    assert table.handle(token, {"type": P.AGREE, "agree": False}) == []
    job = table.bot_job()
    assert job is not None and job.seat == 2
    assert not any(FAMILY.get(a.kind) == "truco" for a in job.view.legal)
    table.apply_bot(job, job.run())
    assert table.session.view(0).truco_pending is None  # type: ignore[union-attr]


def test_a_word_nobody_asked_for_is_refused_and_changes_nothing() -> None:
    table, token = _table(asks_first=True)
    revision = table.session.revision
    for message in ({"type": P.AGREE, "agree": True}, {"type": P.CHOOSE, "action": "quiero"}):
        try:
            table.handle(token, message)
        except Refused as refusal:
            assert refusal.code == P.E_NOT_ASKED
        else:
            raise AssertionError("an answer nobody asked for was taken")
    assert table.session.revision == revision


def test_a_person_who_drops_is_asked_no_more_and_his_partner_calls_alone() -> None:
    table, token = _table(asks_first=True)
    _run_bots_until(
        table, token, lambda outs: next((m for t, m in outs or () if m["type"] == P.PROPOSAL), None)
    )
    table.drop(token)
    assert table.team_ask is None
    job = table.bot_job()
    assert job is not None and job.seat == 2


def test_without_the_options_the_partner_decides_alone_as_in_v1() -> None:
    table, token = _table()
    seen = _run_bots_until(
        table,
        token,
        lambda outs: (
            "called"
            if _partner_called(table)
            else next((m for t, m in outs or () if m["type"] == P.PROPOSAL), None)
        ),
    )
    assert seen == "called"


def test_answers_a_call_put_to_the_team_waits_for_the_person_not_his_partner() -> None:
    """COMMON-CALL-3: any member of the team may answer; with ``answers`` the table waits
    for the person even when the call's designated answerer is his computer partner."""
    table, token = _table(answers=True)

    def partner_designated(_outs: Any) -> Any:
        d = table.session.match.hand.decision()  # type: ignore[union-attr]
        if d is not None and d.seat == 2 and d.deciding in TEAM_ANSWERS:
            return d
        return None

    d = _run_bots_until(table, token, partner_designated)
    assert table.waiting_for() == 0
    assert table.bot_job() is None
    answer = table.session.view(0).legal[0]  # type: ignore[union-attr]
    table.handle(token, {"type": P.ACT, "action": str(answer)})
    assert table.session.match.hand.decision() != d  # type: ignore[union-attr]


def test_a_v1_client_that_never_said_team_is_never_asked() -> None:
    """docs/NETWORK.md: a client that does not know ``proposal`` is never sent one; its
    partner calls on his own, as with protocol v1."""
    table, token = _table(team=False, asks_first=True)
    seen = _run_bots_until(
        table,
        token,
        lambda outs: (
            "called"
            if _partner_called(table)
            else next((m for t, m in outs or () if m["type"] == P.PROPOSAL), None)
        ),
    )
    assert seen == "called"
    member, _outs = table.join("", token, None)
    assert table._welcome(member)["team"] is True  # what a new client reads to say team
