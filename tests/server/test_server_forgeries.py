"""Forged submissions get 422 not_verified from the real server (never a 500): a changed
seed, an illegal action of the human, a computer seat's action that is not the one it
plays, an extra action, an unfinished match, señas that were not made, and dates out of
range."""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

from server_helpers import ServerProcess, played, today_utc
from test_server_api import assert_error

from truco_desktop.engine.match import Match
from truco_desktop.engine.view import view_for


def refused(server: ServerProcess, body: dict[str, Any], words: str) -> None:
    detail = assert_error(server.client().post(body), 422, "not_verified")["detail"]
    assert words in detail, detail


def test_a_changed_seed(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    body["match"]["seed"] = "0" * 32
    refused(server, body, "seed")


def test_another_days_match(server: ServerProcess) -> None:
    body = played(date=today_utc() - dt.timedelta(days=1))
    body["date"] = today_utc().isoformat()
    refused(server, body, "seed")


def test_rules_the_daily_does_not_offer(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    body["match"]["rules"]["target"] = 1000
    refused(server, body, "rules")
    body = copy.deepcopy(genuine)
    body["match"]["rules"]["best_of_three"] = True
    refused(server, body, "rules")
    body = copy.deepcopy(genuine)
    body["match"]["variant"] = "canasta"
    refused(server, body, "rules")


def _first(body: dict[str, Any], want_human: bool) -> tuple[int, int, Match]:
    """The first action of the human (or of a computer seat) with another legal choice."""
    from truco_desktop.engine.actions import parse

    match_json = body["match"]
    match = Match.from_json({**match_json, "hands": [[]]})
    for h, actions in enumerate(match_json["hands"]):
        if h:
            match, _ = match.next_hand()
        for a, (seat, word) in enumerate(actions):
            legal = view_for(match.hand, seat).legal
            if (seat == 0) == want_human and len(legal) > 1 and legal[0].kind != "play_blind":
                return h, a, match
            match, _ = match.apply(seat, parse(word))
    raise AssertionError("no such action")


def test_an_illegal_action_of_the_human(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    h, a, match = _first(body, want_human=True)
    held = set(match.hand.deal.rules.deck.cards) - set(view_for(match.hand, 0).cards)
    body["match"]["hands"][h][a] = [0, f"play:{sorted(held)[0]}"]
    refused(server, body, "illegal")
    body = copy.deepcopy(genuine)
    body["match"]["hands"][h][a] = [0, "vale_cuatro"]
    refused(server, body, "illegal")
    body = copy.deepcopy(genuine)
    body["match"]["hands"][h][a] = [0, "smile"]
    refused(server, body, "not an action")


def test_a_computer_seats_action_changed(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    h, a, match = _first(body, want_human=False)
    seat, word = body["match"]["hands"][h][a]
    other = next(x for x in view_for(match.hand, seat).legal if str(x) != word)
    body["match"]["hands"][h][a] = [seat, str(other)]
    refused(server, body, "computer player")


def test_a_computer_seat_made_to_act_for_the_human(
    server: ServerProcess, genuine: dict[str, Any]
) -> None:
    body = copy.deepcopy(genuine)
    h, a, _match = _first(body, want_human=True)
    _seat, word = body["match"]["hands"][h][a]
    body["match"]["hands"][h][a] = [2, word]
    refused(server, body, "")


def test_an_extra_action(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    body["match"]["hands"][-1].append([0, "mazo"])
    refused(server, body, "over")
    body = copy.deepcopy(genuine)
    body["match"]["hands"].append([])
    refused(server, body, "dealt")


def test_an_unfinished_match(server: ServerProcess, genuine: dict[str, Any]) -> None:
    body = copy.deepcopy(genuine)
    body["match"]["hands"][-1].pop()
    refused(server, body, "not finished")
    body = copy.deepcopy(genuine)
    body["match"]["hands"] = body["match"]["hands"][:2]
    refused(server, body, "not finished")


def test_signs_that_were_not_made(server: ServerProcess, genuine: dict[str, Any]) -> None:
    """The partner read the human's señas: other señas make him play otherwise."""
    body = copy.deepcopy(genuine)
    body["match"]["table"]["signs"] = False
    refused(server, body, "computer player")


def test_dates_out_of_range(server: ServerProcess) -> None:
    ahead = played(date=today_utc() + dt.timedelta(days=2))
    refused(server, ahead, "ahead")
    old = played(date=today_utc() - dt.timedelta(days=8))
    refused(server, old, "days old")
    # One day ahead (a player east of UTC) and seven days old are still accepted.
    assert server.client().post(played(date=today_utc() + dt.timedelta(days=1))).status == 201
    assert server.client().post(played(date=today_utc() - dt.timedelta(days=7))).status == 201
