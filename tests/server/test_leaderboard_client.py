"""The game as a client: opt-in settings with a random player id, the table talk kept in
the player's folder, the queue (sent in the background with Qt's networking, kept when
the server cannot be reached, retried later), and rankings, against the real server."""

from __future__ import annotations

import datetime as dt
import json
import socket
import uuid
from typing import Any

import pytest
from server_helpers import ServerProcess, today_utc, unique_name

from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb
from truco_desktop.play.daily import daily_key
from truco_desktop.server.daily_player import daily_rules_from, play_daily_match

RULES = daily_rules_from("argentino", 4, "off", "total", 30, "dirty")
KEY = daily_key(RULES)


@pytest.fixture
def paths(tmp_path: Any) -> AppPaths:
    return AppPaths.under(tmp_path / "home")


def opt_in(paths: AppPaths, server: str, name: str | None = None) -> lb.LeaderboardSettings:
    """Turn the leaderboard on; a name of its own unless told (the server keeps a name
    for its first player of the day)."""
    name = name or unique_name("Ana")
    settings = lb.load_settings(paths)
    settings = lb.LeaderboardSettings(True, lb.check_server(server), name, settings.player_id)
    assert lb.save_settings(paths, settings)
    return settings


def test_settings_are_off_until_chosen_and_the_player_id_is_kept(paths: AppPaths) -> None:
    first = lb.load_settings(paths)
    assert not first.enabled and not first.ready
    assert uuid.UUID(first.player_id).version == 4
    assert lb.load_settings(paths).player_id == first.player_id
    (paths.config_dir / lb.SETTINGS_FILE).write_text(
        json.dumps({"enabled": True, "server": "ftp://x", "name": "\x07", "player_id": "no"})
    )
    odd = lb.load_settings(paths)
    assert odd.enabled and odd.server == "" and odd.name == "" and not odd.ready
    assert uuid.UUID(odd.player_id)


def test_addresses_and_names() -> None:
    assert lb.check_server(" https://truco.example.org/club/ ") == "https://truco.example.org/club"
    assert lb.check_server("http://127.0.0.1:8765") == "http://127.0.0.1:8765"
    for bad in ("", "truco.example.org", "ftp://x", "http://", "http://x?y=1", "http://x:99999"):
        with pytest.raises(ValueError):
            lb.check_server(bad)
    assert lb.check_name("  Ana  ") == "Ana"
    for bad in ("", "   ", "x" * 25, "a\nb"):
        with pytest.raises(ValueError):
            lb.check_name(bad)


#: Names the server refuses since issue 30 that the game used to keep (blank fillers, a
#: pile of accents, a bidirectional override), beside ordinary ones it must keep.
NAMES = [
    "Ana", "  Zoë Q  ", "Zoe\u0308", "Nguyễn", "Ζoe q", "x" * 24, "x" * 25, "a\tb", "",
    "\u3164", "\u2800\u2800", "\u115f\u1160", " \ufe0f ", "a\u0301\u0301\u0301\u0301",
    "a\u0301\u0302", "\u202eevil", "ab\u200b", "\U000e0100", "—", "李小龍", "\x07",
]  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_the_game_keeps_exactly_the_names_the_server_takes(name: str) -> None:
    """Issue 30 made the server refuse names that show nothing or draw over their
    neighbours; the options dialog checks with the same rule, so a name it keeps is never
    refused for its shape (the server's check is given what the game keeps and sends)."""
    from truco_desktop import names
    from truco_desktop.server.submission import BadRequest
    from truco_desktop.server.submission import check_name as server_check

    try:
        kept = lb.check_name(name)
    except ValueError as error:
        assert str(error) in (
            names.TOO_LONG,
            names.UNPRINTABLE,
            names.TOO_MANY_MARKS,
            names.SHOWS_NOTHING,
        ), "the reason is one the dialog can say in words"
        with pytest.raises(BadRequest):
            server_check(name.strip())
    else:
        assert server_check(kept) == kept == kept.strip()


def test_nothing_is_queued_without_opting_in(paths: AppPaths) -> None:
    match = play_daily_match(today_utc(), RULES, "easy")
    assert lb.queue_result(paths, today_utc(), KEY, match) is None
    assert lb.Queue(paths).items() == []


def test_outcomes() -> None:
    assert lb.outcome(201, {"accepted": True, "rank": 2, "of": 5}) == lb.Outcome("stored", 2, 5)
    assert lb.outcome(200, {"reason": "duplicate", "rank": 1, "of": 1}).kind == "stored"
    refused = lb.outcome(422, {"error": "not_verified", "detail": "the seed is wrong"})
    assert refused == lb.Outcome("refused", detail="the seed is wrong")
    assert lb.outcome(413, {"error": "too_large"}).detail == "too_large"
    for status in (None, 429, 500, 503, 200):
        assert lb.outcome(status, {"oops": 1}).kind == "retry"


def test_the_queue_waits_longer_after_each_failure(paths: AppPaths) -> None:
    queue = lb.Queue(paths)
    item = queue.add("http://127.0.0.1:9", KEY, {"date": today_utc().isoformat()})
    assert [i.id for i in queue.due(now=0)] == [item.id]
    queue.retry_later(item.id, "offline", now=1000.0)
    assert queue.due(now=1059.0) == [] and len(queue.due(now=1060.0)) == 1
    queue.retry_later(item.id, "offline", now=1000.0)
    assert queue.due(now=1119.0) == [] and queue.items()[0].tries == 2
    # The same day and key queued again replaces the waiting one; old days are dropped.
    again = queue.add("http://127.0.0.1:9", KEY, {"date": today_utc().isoformat()})
    assert [i.id for i in queue.items()] == [again.id]
    old = (today_utc() - dt.timedelta(days=9)).isoformat()
    queue.add("http://127.0.0.1:9", KEY, {"date": old})
    assert [i.id for i in queue.items()] == [again.id]
    queue.remove(again.id)
    assert queue.items() == []


def test_a_damaged_file_costs_only_the_online_part(paths: AppPaths) -> None:
    folder = paths.data_dir / lb.FOLDER
    folder.mkdir(parents=True)
    for name in ("queue.json", "table-talk.json", "standings.json"):
        (folder / name).write_bytes(b"\xff not json")
    assert lb.Queue(paths).items() == []
    assert lb.TalkLog(paths).table_for("x") is None
    assert lb.Standings(paths).get("2026-01-01", KEY) is None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_game_sends_queues_when_offline_and_shows_the_ranking(
    qtbot: Any, paths: AppPaths, server: ServerProcess
) -> None:
    from truco_desktop.ui.controllers.leaderboard import LeaderboardClient

    day = today_utc()
    match = play_daily_match(day, RULES, "hard")
    talk = lb.TalkLog(paths)
    talk.started(match["seed"], True, True)
    for number, events in enumerate(match["table"]["hands"]):
        talk.dealt(match["seed"], number)
        for at, _kind, sign in events:
            talk.sign(match["seed"], number, at, sign)
    saved = {k: v for k, v in match.items() if k != "table"}

    # Offline first: nobody listens on that port. The result waits in the queue.
    name = opt_in(paths, f"http://127.0.0.1:{_free_port()}").name
    client = LeaderboardClient(paths)
    with qtbot.waitSignal(client.answered, timeout=30000):
        assert client.daily_finished(day, KEY, saved)
    waiting = lb.Queue(paths).items()
    assert len(waiting) == 1 and waiting[0].tries == 1
    assert lb.Standings(paths).get(day.isoformat(), KEY)["state"] == "waiting"
    assert "table" in waiting[0].body["match"]

    # The server is back (its address set again): the waiting result goes when due.
    settings = opt_in(paths, f"http://127.0.0.1:{server.port}", name)
    queue = lb.Queue(paths)
    items = queue.items()
    queue._store([lb.Queued(i.id, settings.server, i.date, i.key, i.body) for i in items])
    with qtbot.waitSignal(client.answered, timeout=30000):
        client.flush()
    assert lb.Queue(paths).items() == []
    standing = lb.Standings(paths).get(day.isoformat(), KEY)
    assert standing["state"] == "stored" and 1 <= standing["rank"] <= standing["of"]

    with qtbot.waitSignal(client.ranking, timeout=30000) as got:
        assert client.fetch(day.isoformat(), KEY)
    date, key, ranking = got.args
    assert (date, key) == (day.isoformat(), KEY)
    assert ranking["total"] >= 1 and any(e["name"] == name for e in ranking["entries"])


def test_a_ranking_that_cannot_be_had_says_so(qtbot: Any, paths: AppPaths) -> None:
    from truco_desktop.ui.controllers.leaderboard import LeaderboardClient

    opt_in(paths, f"http://127.0.0.1:{_free_port()}")
    client = LeaderboardClient(paths)
    with qtbot.waitSignal(client.ranking_failed, timeout=30000) as got:
        assert client.fetch(today_utc().isoformat(), KEY)
    assert got.args[2] == "the server could not be reached"


def test_a_refused_result_is_not_sent_again(
    qtbot: Any, paths: AppPaths, server: ServerProcess
) -> None:
    from truco_desktop.ui.controllers.leaderboard import LeaderboardClient

    opt_in(paths, f"http://127.0.0.1:{server.port}")
    match = play_daily_match(today_utc(), RULES, "easy", signs=False)
    match["seed"] = "0" * 32  # not the day's: the server refuses it for good
    client = LeaderboardClient(paths)
    with qtbot.waitSignal(client.answered, timeout=30000):
        assert client.daily_finished(today_utc(), KEY, match)
    assert lb.Queue(paths).items() == []
    standing = lb.Standings(paths).get(today_utc().isoformat(), KEY)
    assert standing["state"] == "refused" and "seed" in standing["detail"]


def test_a_new_address_or_name_takes_what_waits_and_refresh_makes_it_due(
    paths: AppPaths,
) -> None:
    queue = lb.Queue(paths)
    day = today_utc().isoformat()
    body = {"date": day, "player": {"id": "x", "name": "Old"}}
    first = queue.add("http://127.0.0.1:9", KEY, body)
    queue.add("http://127.0.0.1:8", KEY, body)  # the same day and key, another server
    queue.retry_later(first.id, "offline", now=1000.0)
    assert queue.readdress("https://truco.example.org", "Ana") == 1
    (item,) = queue.items()
    assert (item.server, item.body["player"]["name"], item.next_try) == (
        "https://truco.example.org",
        "Ana",
        0.0,
    )
    queue.retry_later(item.id, "offline", now=1000.0)
    queue.retry_later(item.id, "offline", now=1000.0)
    assert queue.due(now=1000.0) == []
    assert queue.hurry() == 1
    (due,) = queue.due(now=1000.0)
    assert due.tries == 2, "Refresh keeps the count of tries (and so the next wait)"
