"""SERVER.md's table, row by row, against the real `truco-server serve` (SQLite and
PostgreSQL): health, a verified result, a duplicate, bad requests, a body too large, the
rate limit, the leaderboard and its order; every error is JSON with an `error` code."""

from __future__ import annotations

import json
import socket
import uuid
from typing import Any

from server_helpers import Answer, ServerProcess, played, today_utc

from truco_desktop.play.daily import daily_key
from truco_desktop.server.daily_player import daily_rules_from
from truco_desktop.version import version


def assert_error(answer: Answer, status: int, code: str) -> dict[str, Any]:
    assert answer.status == status, (answer.status, answer.raw[:300])
    assert answer.headers["content-type"].startswith("application/json")
    body = answer.json
    assert body["error"] == code, body
    assert b"Traceback" not in answer.raw
    return body  # type: ignore[no-any-return]


def test_health(server: ServerProcess) -> None:
    answer = server.client().get("/v1/health")
    assert answer.status == 200
    assert answer.json == {"ok": True, "version": version()}


def test_a_verified_result_is_stored_and_a_resubmission_is_a_duplicate(
    server: ServerProcess,
) -> None:
    genuine = played(fresh=True)
    client = server.client()
    first = client.post(genuine)
    assert first.status == 201, first.raw
    body = first.json
    key = daily_key(daily_rules_from("argentino", 4, "off", "total", 30, "dirty"))
    assert body["accepted"] is True
    assert body["date"] == today_utc().isoformat() and body["key"] == key
    assert set(body) == {
        "accepted",
        "date",
        "key",
        "won",
        "score",
        "against",
        "hands",
        "rank",
        "of",
    }
    assert isinstance(body["won"], bool) and body["hands"] >= 1
    assert 1 <= body["rank"] <= body["of"]
    # The same again (identical), and another attempt of the same player: the first stands.
    again = client.post(genuine)
    assert again.status == 200
    assert again.json == {
        "accepted": False,
        "reason": "duplicate",
        "rank": body["rank"],
        "of": body["of"],
    }
    other = played("easy")
    other["player"]["id"] = genuine["player"]["id"]
    assert server.client().post(other).json["reason"] == "duplicate"


def test_the_result_is_the_servers_own(server: ServerProcess) -> None:
    """A result written into the submission is not read: the server computes it."""
    body = played("hard", fresh=True)
    body["won"] = True
    body["score"] = 99
    body["match"]["result"] = {"won": True, "score": 30, "against": 0}
    answer = server.client().post(body)
    assert answer.status == 201
    assert answer.json["score"] != 99 and answer.json["score"] <= 33


def test_bad_requests(server: ServerProcess, genuine: dict[str, Any]) -> None:
    client = server.client()

    def with_player(**player: Any) -> dict[str, Any]:
        body = json.loads(json.dumps(genuine))
        body["player"] |= player
        return body

    cases: list[bytes | str | dict[str, Any]] = [
        b"not json",
        b"",
        b"[1, 2]",
        b"\xff\xfe{}",  # not UTF-8
        b'{"player": NaN}',
        "[" * 100_000 + "]" * 100_000,  # deep JSON
        {"player": {"id": str(uuid.uuid4()), "name": "A"}, "date": "2026-1-1", "match": {}},
        {"player": "me", "date": today_utc().isoformat(), "match": {}},
        with_player(id="not-a-uuid"),
        with_player(id=12),
        with_player(name=""),
        with_player(name="x" * 25),
        with_player(name="Ana\x07"),  # a control character
        with_player(name="Ana\u2028"),  # a line separator
        with_player(name="   "),
        with_player(name=7),
        {**genuine, "date": "2026-02-30"},
        {**genuine, "date": 20261201},
        {**genuine, "match": "a match"},
        {**genuine, "match": {**genuine["match"], "hands": "none"}},
        {**genuine, "match": {**genuine["match"], "hands": [[[0, 1]]]}},
        {**genuine, "match": {**genuine["match"], "kind": "truco-desktop/session"}},
        {**genuine, "match": {**genuine["match"], "rules": {"players": "4"}}},
        {**genuine, "match": {**genuine["match"], "table": {"signs": "yes"}}},
        {
            **genuine,
            "match": {
                **genuine["match"],
                "table": {**genuine["match"]["table"], "hands": [[["x"]]]},
            },
        },
    ]
    for case in cases:
        body = assert_error(client.post(case), 400, "bad_request")
        assert isinstance(body.get("detail"), str) and len(body["detail"]) < 300


def test_a_name_with_a_lone_surrogate_is_refused(
    server: ServerProcess, genuine: dict[str, Any]
) -> None:
    name = json.dumps(genuine["player"]["name"])
    text = json.dumps(genuine).replace(f'"name": {name}', '"name": "Ana\\ud800"')
    assert text != json.dumps(genuine)
    assert_error(server.client().post(text), 400, "bad_request")


def test_a_body_over_256_kib_is_too_large(server: ServerProcess) -> None:
    genuine = played(fresh=True)
    client = server.client()
    huge = {**genuine, "padding": "x" * (256 * 1024)}
    assert_error(client.post(huge), 413, "too_large")
    # Without a length announced (chunked), the body is cut off as it is read.
    chunked = _chunked_post(server.port, json.dumps(huge).encode())
    assert chunked.startswith(b"HTTP/1.1 413"), chunked[:200]
    assert b'"error": "too_large"' in chunked
    # 256 KiB exactly is accepted as far as size goes (and judged on its merits).
    body = json.dumps(genuine).encode()
    exact = body[:-1] + b" " * (256 * 1024 - len(body)) + b"}"
    assert len(exact) == 256 * 1024
    assert client.post(exact).status == 201


def _chunked_post(port: int, payload: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(
            b"POST /v1/daily/results HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
            b"Content-Type: application/json\r\n\r\n"
        )
        try:
            for start in range(0, len(payload), 65536):
                chunk = payload[start : start + 65536]
                sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            sock.sendall(b"0\r\n\r\n")
        except OSError:
            pass  # the server may answer and close before the whole body is sent
        out = b""
        while b"}" not in out:
            got = sock.recv(4096)
            if not got:
                break
            out += got
        return out


def test_more_than_30_a_minute_from_one_address_is_rate_limited(server: ServerProcess) -> None:
    client = server.client()
    answers = [client.post({"player": {}}).status for _ in range(30)]
    assert answers == [400] * 30
    body = assert_error(client.post({"player": {}}), 429, "rate_limited")
    assert "30" in body["detail"]
    # Another address is not limited by this one.
    assert server.client().post({"player": {}}).status == 400


def test_more_than_30_a_minute_from_one_player_is_rate_limited(server: ServerProcess) -> None:
    player = {"id": str(uuid.uuid4()).upper(), "name": "Spammer"}
    answers = [server.client().post({"player": player}).status for _ in range(30)]
    assert answers == [400] * 30
    assert_error(server.client().post({"player": player}), 429, "rate_limited")
    lower = {"player": {**player, "id": player["id"].lower()}}
    assert_error(server.client().post(lower), 429, "rate_limited")


def test_leaderboard_order(server: ServerProcess) -> None:
    """Won first, then score - against, then fewer hands, then the earlier submission."""
    options = {"variant": "paulista", "players": 2, "deck": "clean"}
    levels = ["random", "easy", "normal", "hard", "random", "normal"]
    bodies = [played(level, fresh=True, **options) for level in levels]
    results = []
    for number, body in enumerate(bodies):
        body["player"]["name"] = f"P{number}"
        answer = server.client().post(body)
        assert answer.status == 201, answer.raw
        results.append((number, answer.json))
    key = results[0][1]["key"]
    assert key == "paulista.p2.t12.deck-clean"
    expected = sorted(
        results,
        key=lambda r: (not r[1]["won"], -(r[1]["score"] - r[1]["against"]), r[1]["hands"], r[0]),
    )
    date = today_utc().isoformat()
    board = server.client().get(f"/v1/daily/leaderboard?date={date}&key={key}&limit=100")
    assert board.status == 200
    data = board.json
    assert data["date"] == date and data["key"] == key and data["total"] == len(levels)
    assert [e["name"] for e in data["entries"]] == [f"P{n}" for n, _ in expected]
    assert [e["rank"] for e in data["entries"]] == list(range(1, len(levels) + 1))
    for entry, (_n, result) in zip(data["entries"], expected, strict=True):
        assert {k: entry[k] for k in ("won", "score", "against", "hands")} == {
            k: result[k] for k in ("won", "score", "against", "hands")
        }
    # The rank a duplicate answers is the result's place on the board.
    for number, body in enumerate(bodies):
        again = server.client().post(body).json
        assert again["rank"] == [n for n, _ in expected].index(number) + 1
    top = server.client().get(f"/v1/daily/leaderboard?date={date}&key={key}&limit=2").json
    assert [e["name"] for e in top["entries"]] == [f"P{n}" for n, _ in expected[:2]]
    assert top["total"] == len(levels)


def test_leaderboard_requests(server: ServerProcess) -> None:
    client = server.client()
    date = today_utc().isoformat()
    empty = client.get(f"/v1/daily/leaderboard?date={date}&key=mineiro.p2.t12")
    assert empty.status == 200
    assert empty.json == {"date": date, "key": "mineiro.p2.t12", "total": 0, "entries": []}
    over = client.get(f"/v1/daily/leaderboard?date={date}&key=mineiro.p2.t12&limit=500")
    assert over.status == 200  # at most 100 entries are answered
    for query in (
        "",
        f"date={date}",
        "key=mineiro.p2.t12",
        "date=yesterday&key=mineiro.p2.t12",
        f"date={date}&key=Mineiro!",
        f"date={date}&key=mineiro.p2.t12&limit=0",
        f"date={date}&key=mineiro.p2.t12&limit=ten",
        f"date={date}&key=mineiro.p2.t12&limit=-1",
    ):
        assert_error(client.get(f"/v1/daily/leaderboard?{query}"), 400, "bad_request")


def test_unknown_paths_methods_and_garbage_are_json(server: ServerProcess) -> None:
    client = server.client()
    assert_error(client.get("/v1/nothing"), 404, "not_found")
    assert_error(client.get("/v1/daily/results"), 405, "method_not_allowed")
    assert_error(client.request("DELETE", "/v1/health"), 405, "method_not_allowed")
    for raw in (b"GARBAGE\r\n\r\n", b"\x16\x03\x01\x00\xa5\x01\x00\x00\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(raw)
            reply = sock.recv(4096)
        head, _sep, body = reply.partition(b"\r\n\r\n")
        assert b" 400 " in head.split(b"\r\n")[0]
        assert json.loads(body) == {"error": "bad_request"}


def test_workers_share_the_port_and_leave_nothing_behind(tmp_path: Any) -> None:
    """`serve --workers 2`: both answer on one port; SIGTERM stops the workers and their
    verifier processes, none is left running."""
    import os
    import time

    server = ServerProcess(
        f"sqlite:///{tmp_path / 'w.sqlite3'}", tmp_path / "w.log", "--workers", "2"
    )
    try:
        answer = server.client().post(played("easy"))
        assert answer.status == 201, answer.raw
        assert server.client().get("/v1/health").status == 200
    finally:
        group = server.proc.pid
        assert server.stop() == 0, server.log()
    deadline = time.monotonic() + 60  # a loaded machine takes its time; a leak never ends
    while True:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            break
        assert time.monotonic() < deadline, "a process of the server outlived it"
        time.sleep(0.2)
    assert "Traceback" not in server.log_path.read_text()


def test_play_daily_prints_a_submission_the_server_accepts(server: ServerProcess) -> None:
    """`truco-server play-daily` (and `python -m truco_desktop.server`) as SERVER.md says."""
    import subprocess
    import sys

    from server_helpers import server_command

    player = str(uuid.uuid4())
    date = today_utc().isoformat()
    command = [
        *server_command(),
        "play-daily",
        *("--date", date, "--level", "easy", "--name", "Línea", "--player-id", player),
        *("--variant", "mineiro", "--players", "2"),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    body = json.loads(lines[0])
    assert body["player"] == {"id": player, "name": "Línea"} and body["date"] == date
    answer = server.client().post(lines[0])
    assert answer.status == 201, answer.raw
    assert answer.json["key"] == "mineiro.p2.t12"
    module = [sys.executable, "-m", "truco_desktop.server", "play-daily"]
    bad = subprocess.run(
        [*module, "--date", "tomorrow", "--level", "easy", "--name", "x"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2 and "date" in bad.stderr and "Traceback" not in bad.stderr
