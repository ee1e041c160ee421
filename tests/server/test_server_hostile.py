"""Issue 30: the leaderboard server attacked as an outsider would, on loopback.

Each test fails on the server as it was before the issue: slow and half-open requests
from one address under a low file limit, a verifier queue filled from one address,
replays over their budget, a thousand-deep body, Unicode digits in ``limit``, the same
match under another player, a name that reads as another's, an endless body after a
413, a number too large to be finite, names that show nothing, and a worker killed hard
leaving its verifier behind. Every answer is JSON; the servers log no traceback.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import signal
import socket
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from server_helpers import Client, ServerProcess, played, unique_name
from test_server_api import assert_error

from truco_desktop.server.app import COPY_DETAIL, NAME_DETAIL

#: Quick daily matches (a random player in a two-player Paulista): many fresh ones.
QUICK: dict[str, Any] = {"variant": "paulista", "players": 2, "deck": "clean"}


def quick() -> dict[str, Any]:
    """A fresh genuine submission that costs little to play and to verify."""
    return played("random", fresh=True, **QUICK)


def _own_server(tmp_path: Path, *extra: str, nofile: int | None = None) -> ServerProcess:
    folder = tmp_path / "own"
    folder.mkdir(exist_ok=True)
    db = f"sqlite:///{folder / 'leaderboard.sqlite3'}"
    return ServerProcess(db, folder / "server.log", *extra, nofile=nofile)


def _stopped(server: ServerProcess) -> str:
    log = server.log()
    server.stop()
    assert "Traceback" not in log, log[-3000:]
    return log


def _closed(sock: socket.socket, within: float) -> bool:
    """Whether the server closes ``sock`` within ``within`` seconds (a functional bound:
    the deadline under test is a fraction of it)."""
    sock.settimeout(within)
    try:
        return sock.recv(4096) == b"" or True  # an answer then a close counts too
    except TimeoutError:
        return False
    except OSError:
        return True


def test_slow_requests_from_one_address_leave_the_server_to_everyone(tmp_path: Path) -> None:
    """Finding 1: 300 half-sent requests from one address, under a 256 file limit, are
    capped per address and closed at the header deadline; the others are served."""
    server = _own_server(
        tmp_path, "--header-timeout", "1.5", "--connections-per-address", "16", nofile=256
    )
    slow: list[socket.socket] = []
    try:
        for _ in range(300):
            sock = socket.socket()
            sock.bind(("127.0.4.1", 0))
            try:
                sock.connect(("127.0.0.1", server.port))
                sock.sendall(b"POST /v1/daily/results HTTP/1.1\r\nHost: x\r\nContent-")
            except OSError:
                sock.close()
                continue
            slow.append(sock)
        # Someone else meanwhile: answered.
        health = Client(server.port, "127.0.4.2")
        assert health.get("/v1/health").status == 200
        # Every half-sent request is closed: past the cap at once, the rest at the deadline.
        still_open = [s for s in slow if not _closed(s, within=10)]
        assert not still_open, f"{len(still_open)} slow connections kept"
        assert Client(server.port, "127.0.4.1").get("/v1/health").status == 200
    finally:
        for sock in slow:
            sock.close()
        log = _stopped(server)
    assert len(log) < 50_000, "a flood must not flood the log"


def test_one_address_fills_only_its_own_turns_of_the_verifier(tmp_path: Path) -> None:
    """Finding 3: past one waiting job per address, 503 with Retry-After."""
    server = _own_server(tmp_path, "--verify-queue-per-address", "1")
    try:
        body = played()  # a whole 4-player match: its replays overlap
        statuses: list[Any] = []

        def post() -> None:
            answer = Client(server.port, "127.0.4.3").post(body)
            statuses.append((answer.status, answer.headers.get("retry-after"), answer.raw))

        threads = [threading.Thread(target=post) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        codes = sorted(status for status, _retry, _raw in statuses)
        assert 503 in codes and 201 in codes, statuses
        assert set(codes) <= {200, 201, 503}, statuses
        busy = [(retry, raw) for status, retry, raw in statuses if status == 503]
        assert all(retry and json.loads(raw)["error"] == "unavailable" for retry, raw in busy)
        # Another address meanwhile is not turned away by that one's queue.
        assert Client(server.port, "127.0.4.4").post(quick()).status == 201
    finally:
        _stopped(server)


def test_a_replay_over_its_cpu_budget_is_refused(tmp_path: Path) -> None:
    """Finding 3: the budget is enforced in the verifier; the server goes on."""
    server = _own_server(tmp_path, "--verify-cpu", "0.01")
    try:
        detail = assert_error(server.client().post(played()), 422, "not_verified")["detail"]
        assert "needs more than the server" in detail
        assert server.client().get("/v1/health").status == 200
    finally:
        _stopped(server)


def test_many_signs_at_one_moment_are_not_replayed_one_by_one(server: ServerProcess) -> None:
    """Finding 3: more table-talk events at one moment than a table makes: 422 at once."""
    body = played()
    body["match"]["table"]["hands"][0] = [[1, "sign", "ancho_espada"]] * 9
    detail = assert_error(server.client().post(body), 422, "not_verified")["detail"]
    assert "table-talk events at one moment" in detail


def test_a_body_nested_deep_is_a_bad_request(server: ServerProcess) -> None:
    """Finding 8: ~600 deep passes the JSON parser but is refused at once."""
    body = played()
    body["match"]["junk"] = json.loads("[" * 600 + "]" * 600)
    text = json.dumps(body)
    detail = assert_error(server.client().post(text), 400, "bad_request")["detail"]
    assert "nested" in detail


def test_unicode_digits_in_limit_are_a_bad_request(server: ServerProcess) -> None:
    """Finding 9."""
    for limit in ("²", "١٢", "۳", "1e2", "-1"):
        query = f"date=2026-01-01&key=argentino.p4&limit={quote(limit)}"
        path = f"/v1/daily/leaderboard?{query}"
        assert_error(server.client().get(path), 400, "bad_request")


def test_the_same_match_counts_once_and_names_do_not_impersonate(server: ServerProcess) -> None:
    """Finding 6: the first submitter of a match keeps it; a name that reads the same as
    another player's today (case, accents, look-alike letters) is refused."""
    first = quick()
    first["player"]["name"] = "Zoë " + unique_name("Q")
    assert server.client().post(first).status == 201
    copied = copy.deepcopy(first)
    copied["player"] = {"id": "00000000-0000-4000-8000-000000000001", "name": unique_name()}
    detail = assert_error(server.client().post(copied), 422, "not_verified")["detail"]
    assert detail == COPY_DETAIL
    # The first player sending it again: his duplicate, as before.
    assert server.client().post(first).json["reason"] == "duplicate"
    name = first["player"]["name"]
    for lookalike in (name.upper(), name.replace("Z", "Ζ").replace("ë", "e"), f" {name}"):
        other = quick()
        other["player"]["name"] = lookalike.strip()
        detail = assert_error(server.client().post(other), 400, "bad_request")["detail"]
        assert detail == NAME_DETAIL


def test_after_a_413_the_rest_of_an_endless_body_is_not_read(server: ServerProcess) -> None:
    """Finding 11: the connection is closed at once, not drained for seconds."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(
            b"POST /v1/daily/results HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
            b"Content-Type: application/json\r\n\r\n"
        )
        chunk = b"%x\r\n%s\r\n" % (65536, b"x" * 65536)
        deadline = time.monotonic() + 8
        answered = b""
        try:
            while time.monotonic() < deadline:
                sock.sendall(chunk)
            raise AssertionError("the server read on after its 413")
        except OSError:
            pass  # reset or broken pipe: the server closed the connection
        with contextlib.suppress(OSError):
            answered = sock.recv(4096)
        assert not answered or answered.startswith(b"HTTP/1.1 413"), answered[:100]


def test_only_what_was_verified_is_stored_in_canonical_json(
    server: ServerProcess, request: Any
) -> None:
    """Finding 12: no unknown field kept, no number that is not finite."""
    infinite = played()
    text = json.dumps(infinite).replace('"version": 1', '"version": 1, "junk": 1e999', 1)
    assert_error(server.client().post(text), 400, "bad_request")
    body = quick()
    body["match"]["junk"] = "x" * 1000
    body["match"]["rules"]["junk"] = [1, 2, 3]
    body["match"]["table"]["junk"] = {"a": 1}
    assert server.client().post(body).status == 201
    if request.node.callspec.params["server"] != "sqlite":
        return  # the same code stores it in PostgreSQL
    db = server.log_path.parent / "leaderboard.sqlite3"
    with sqlite3.connect(db) as conn:
        (stored,) = conn.execute(
            "SELECT match FROM results WHERE player_id = ?", (body["player"]["id"],)
        ).fetchone()
    assert "junk" not in stored
    kept = json.loads(stored)
    assert stored == json.dumps(kept, sort_keys=True, separators=(",", ":"))
    assert set(kept) == {"kind", "version", "variant", "rules", "seed", "hands", "table"}


def test_names_that_show_nothing_are_refused(server: ServerProcess) -> None:
    """Finding 13: blanks that are printable, and piles of accents."""
    for name in ("\u3164", "\u2800\u2800", "\u115f", "a" + "\u0301" * 5, "\ufe0f"):
        body = played()
        body["player"]["name"] = name
        assert_error(server.client().post(body), 400, "bad_request")


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_worker_killed_hard_leaves_no_verifier_behind(tmp_path: Path) -> None:
    """Finding 14: kill -9 the serving process; its verifiers go with it."""
    server = _own_server(tmp_path, "--verifiers", "2")
    try:
        helpers = _children(server.proc.pid)
        assert len(helpers) >= 2, helpers
        os.kill(server.proc.pid, signal.SIGKILL)
        server.proc.wait(10)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and any(_alive(p) for p in helpers):
            time.sleep(0.1)
        assert not [p for p in helpers if _alive(p)], "verifier processes outlived the server"
    finally:
        server.stop()
