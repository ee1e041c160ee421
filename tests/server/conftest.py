"""Fixtures of the server tests: the real `truco-server serve`, once on SQLite and once on
PostgreSQL (a cluster made for the session), and daily matches played by the game's own
session to submit."""

from __future__ import annotations

import copy
import datetime as dt
import uuid
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

pytest.importorskip("aiohttp", reason="the server extra is not installed (pip install .[server])")

from server_helpers import PostgresCluster, ServerProcess, postgres_bin, today_utc

from truco_desktop.server.daily_player import daily_rules_from, submission


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresCluster]:
    binaries = postgres_bin()
    if binaries is None:
        pytest.skip("PostgreSQL's server binaries (initdb, pg_ctl) are not installed")
    cluster = PostgresCluster(binaries)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ServerProcess]:
    """The running server, on each database in turn."""
    folder = tmp_path_factory.mktemp(f"server-{request.param}")
    if request.param == "sqlite":
        db = f"sqlite:///{folder / 'leaderboard.sqlite3'}"
    else:
        db = request.getfixturevalue("postgres").url
    process = ServerProcess(db, folder / "server.log")
    try:
        yield process
    finally:
        log = process.log()
        process.stop()
        assert "Traceback" not in log, log


@cache
def _played(level: str, date: dt.date, options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    choices = {"variant": "argentino", "players": 4, "flor": "off", "falta": "total"}
    choices |= {"target": 30, "deck": "dirty"} | dict(options)
    rules = daily_rules_from(**choices)
    return submission(date, rules, level, "Player", str(uuid.UUID(int=0)))


def played(level: str = "normal", date: dt.date | None = None, **options: Any) -> dict[str, Any]:
    """A genuine submission (a copy, with a fresh player id) of a daily match played by the
    game's session with ``level`` in the human's seat."""
    body = copy.deepcopy(_played(level, date or today_utc(), tuple(sorted(options.items()))))
    body["player"]["id"] = str(uuid.uuid4())
    return body


@pytest.fixture
def genuine() -> dict[str, Any]:
    return played()
