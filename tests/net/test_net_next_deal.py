"""Issue 31 items 2 and 3 (Quick play; leaving and coming back): a table that computer
players fill hands a seat to a person who arrives at the next deal, not in the middle of
a hand. Until then the computer player finishes the hand for him: his views offer him
nothing, an action of his is refused with the reason, the table says he sits down at
the next deal; from the deal on he plays the seat. A person who arrives between two
hands plays the next one at once. A person who leaves during the match keeps his seat
until he comes back or a newcomer needs it."""

from __future__ import annotations

from typing import Any

from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.host import _decide
from truco_desktop.net.table import NetTable, Out, Refused, TableOptions


def _table(players: int, seed: str) -> NetTable:
    """A public Argentine table of ``players``, computer players of the easy level."""
    return NetTable(
        name="Mesa",
        public=True,
        options=TableOptions(Rules("argentino", players), "easy", False, False),
        seed=seed,
        bot_seed=7,
    )


def _started(seed: str = "next-deal") -> tuple[NetTable, str]:
    """A public table of four started by Ana alone: three computer players."""
    table = _table(4, seed)
    ana, _ = table.join("Ana", None, table.owner_key)
    table.handle(ana.token, {"type": P.START})
    return table, ana.token


def _step(table: NetTable) -> None:
    """One decision of whoever must decide: a computer player's, or a person's first
    offered action."""
    job = table.bot_job()
    if job is not None:
        table.apply_bot(job, _decide(job))
        return
    seat = table.waiting_for()
    assert seat is not None
    token = table.seats[seat]
    assert token is not None
    view = table.session.view(seat)
    assert view is not None
    table.handle(token, {"type": P.ACT, "action": str(view.legal[0])})


def _match(table: NetTable) -> Any:
    """The table's match now (each step makes a new one)."""
    match = table.session.match
    assert match is not None
    return match


def _messages(outs: list[Out], token: str, kind: str) -> list[dict[str, Any]]:
    return [o.message for o in outs if o.token == token and o.message["type"] == kind]


def test_a_person_who_arrives_during_a_hand_plays_from_the_next_deal() -> None:
    table, _ana = _started()
    while len(_match(table).hand.history) < 2 or _match(table).hand.is_over:  # under way
        if table.needs_deal():
            table.deal()
        else:
            _step(table)
    hand = _match(table).hand_number
    bo, outs = table.join("Bo", None, None)
    seat = table.seat_of(bo.token)
    assert seat is not None
    assert bo.from_hand == hand + 1 and table.waits_for_deal(bo)
    assert table.human_at(seat) is None  # the computer player keeps the seat this hand
    (entry,) = [s for s in table.table_message()["seats"] if s["seat"] == seat]
    assert entry["next_hand"] is True and entry["name"] == "Bo"
    (view,) = _messages(outs, bo.token, P.VIEW)
    assert view["yours"] is False and view["view"]["legal"] == []
    try:  # refused with the reason, whatever he tries and whoever's turn it is
        table.handle(bo.token, {"type": P.ACT, "action": "mazo"})
    except Refused as refused:
        assert refused.code == P.E_NEXT_HAND
    else:
        raise AssertionError("an action before his first deal was taken")
    told = []
    while _match(table).hand_number == hand:
        if table.needs_deal():
            told += table.deal()
        else:
            _step(table)
    assert _match(table).hand_number == hand + 1
    assert not table.waits_for_deal(bo) and table.human_at(seat) is bo
    seats = _messages(told, bo.token, P.TABLE)[-1]["seats"]
    assert not any(s.get("next_hand") for s in seats)  # the table says he sits now
    assert table.table_message()["seats"][seat]["kind"] == "human"


def test_a_person_who_arrives_between_two_hands_plays_the_next_one() -> None:
    table, _ana = _started("between")
    while not table.needs_deal():
        _step(table)
    bo, _ = table.join("Bo", None, None)
    assert bo.from_hand == 0 and not table.waits_for_deal(bo)
    table.deal()
    seat = table.seat_of(bo.token)
    assert seat is not None and table.human_at(seat) is bo


def test_a_person_at_an_unstarted_table_plays_the_first_hand() -> None:
    table = _table(4, "open")
    ana, _ = table.join("Ana", None, table.owner_key)
    bo, _ = table.join("Bo", None, None)
    table.handle(ana.token, {"type": P.START})
    seat = table.seat_of(bo.token)
    assert seat is not None and table.human_at(seat) is bo and bo.from_hand == 0


def test_a_person_who_leaves_during_the_match_keeps_his_seat_until_taken() -> None:
    """Issue 31 item 3: the computer plays the seat of a person who said goodbye until
    he comes back with his token, or a newcomer who finds no free seat takes it."""
    table = _table(2, "leave")
    ana, _ = table.join("Ana", None, table.owner_key)
    bo, _ = table.join("Bo", None, None)
    table.handle(ana.token, {"type": P.START})
    table.handle(bo.token, {"type": P.BYE})
    assert table.seats[1] == bo.token and bo.left and table.human_at(1) is None
    assert [s["kind"] for s in table.table_message()["seats"]] == ["human", "away"]
    summary = table.summary()
    assert summary["humans"] == 1 and summary["people"] == ["Ana"]  # listed as a free seat
    state = table.table_state()
    assert [m["left"] for m in state["members"]] == [False, True]
    back, _ = table.join("Bo", bo.token, None)  # he comes back: the same seat
    assert back is bo and not bo.left and table.seat_of(bo.token) == 1
    table.handle(bo.token, {"type": P.BYE})
    cai, _ = table.join("Cai", None, None)  # no free seat but his: it is Cai's now
    assert table.seat_of(cai.token) == 1 and bo.token not in table.members
    try:
        table.join("Bo", bo.token, None)
    except Refused as refused:
        assert refused.code == P.E_BAD_TOKEN
    else:
        raise AssertionError("a token whose seat was taken still sat down")


def test_before_the_first_deal_a_goodbye_frees_the_seat() -> None:
    table = _table(2, "open-leave")
    table.join("Ana", None, table.owner_key)
    bo, _ = table.join("Bo", None, None)
    table.handle(bo.token, {"type": P.BYE})
    assert table.seats[1] is None and bo.token not in table.members
