"""Fixtures of the server tests: the real `truco-server serve`, once on SQLite and once on
PostgreSQL (a cluster made for the session), and daily matches played by the game's own
session to submit."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("aiohttp", reason="the server extra is not installed (pip install .[server])")

from server_helpers import PostgresCluster, ServerProcess, played, postgres_bin


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


@pytest.fixture
def genuine() -> dict[str, Any]:
    return played()
