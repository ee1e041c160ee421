"""Running the real `truco-server serve` for the tests, on SQLite and on PostgreSQL.

`ServerProcess` starts the command as a subprocess on 127.0.0.1 (port 0: the server
binds a free port and prints it), waits for `/v1/health` and stops it with SIGTERM.
`PostgresCluster` makes a throw-away PostgreSQL cluster from the distribution's binaries
in a temporary folder (`initdb`, `pg_ctl`), as the `postgres` system user when the tests
run as root (PostgreSQL refuses to run as root), and removes it afterwards.

`Client` talks HTTP from a source address of its own in 127.0.0.0/8, so that each test
has its own client address for the rate limit.
"""

from __future__ import annotations

import copy
import datetime as dt
import http.client
import itertools
import json
import os
import pwd
import re
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

#: Source addresses for the clients: 127.0.1.1, 127.0.1.2, ... (all on the loopback).
_ADDRESSES = (f"127.0.{1 + n // 250}.{1 + n % 250}" for n in itertools.count())


def today_utc() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def server_command() -> list[str]:
    """The installed `truco-server` beside this Python, else the module."""
    script = Path(sys.executable).with_name("truco-server")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "truco_desktop.server"]


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    raw: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.raw)


class Client:
    """HTTP to the server from one loopback source address (HTTPS with ``tls``)."""

    def __init__(
        self, port: int, source: str | None = None, tls: ssl.SSLContext | None = None
    ) -> None:
        self.port = port
        self.source = source or next(_ADDRESSES)
        self.tls = tls

    def request(
        self,
        method: str,
        path: str,
        body: bytes | str | dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        if isinstance(body, dict):
            body = json.dumps(body)
        if isinstance(body, str):
            body = body.encode("utf-8")
        conn: http.client.HTTPConnection
        if self.tls is not None:
            conn = http.client.HTTPSConnection(
                "127.0.0.1",
                self.port,
                timeout=60,
                source_address=(self.source, 0),
                context=self.tls,
            )
        else:
            conn = http.client.HTTPConnection(
                "127.0.0.1", self.port, timeout=60, source_address=(self.source, 0)
            )
        try:
            conn.request(method, path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return Answer(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
        finally:
            conn.close()

    def get(self, path: str) -> Answer:
        return self.request("GET", path)

    def post(self, body: bytes | str | dict[str, Any], path: str = "/v1/daily/results") -> Answer:
        return self.request("POST", path, body, {"Content-Type": "application/json"})


class ServerProcess:
    """`truco-server serve --db URL --port 0` in a subprocess."""

    def __init__(
        self,
        db: str,
        log: Path,
        *extra: str,
        nofile: int | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        """``nofile``: the server's own open-file limit, soft and hard (it cannot raise it);
        ``tls``: the server speaks HTTPS (``--tls-cert`` in ``extra``), and the tests'
        requests trust it through this context."""
        self.tls = tls
        self.log_path = log
        self._log = log.open("wb")

        def limit() -> None:
            if nofile is not None:
                import resource

                resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

        self.proc = subprocess.Popen(
            [*server_command(), "serve", "--db", db, "--host", "127.0.0.1", "--port", "0", *extra],
            stdout=subprocess.PIPE,
            stderr=self._log,
            start_new_session=True,
            preexec_fn=limit if nofile is not None else None,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().decode()
        scheme = "https" if tls is not None else "http"
        found = re.search(scheme + r"://127\.0\.0\.1:(\d+)", line)
        if found is None:
            self.stop()
            raise RuntimeError(f"truco-server did not start: {line!r}\n{self.log()}")
        self.port = int(found.group(1))
        deadline = time.monotonic() + 60
        while True:
            try:
                if Client(self.port, "127.0.0.1", tls).get("/v1/health").status == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or self.proc.poll() is not None:
                self.stop()
                raise RuntimeError(f"truco-server never answered\n{self.log()}")
            time.sleep(0.1)

    def client(self, source: str | None = None) -> Client:
        return Client(self.port, source, self.tls)

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self._log.close()
        return self.proc.returncode


# ---------------------------------------------------------------------- PostgreSQL


@cache
def postgres_bin() -> Path | None:
    """The folder of the distribution's PostgreSQL server binaries, if installed."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists() and (candidate / "pg_ctl").exists():
            return candidate
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PostgresCluster:
    """A fresh cluster in a temporary folder, trusting local connections."""

    def __init__(self, binaries: Path) -> None:
        self.bin = binaries
        self.root = Path(tempfile.mkdtemp(prefix="truco-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.user: str | None = None
        if os.geteuid() == 0:
            self.user = self._system_user()
            os.chmod(self.root, 0o755)
            shutil.chown(self.root, self.user, self.user)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8")
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-l",
            str(self.root / "log"),
            "-o",
            options,
            "-w",
            "start",
        )
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    @staticmethod
    def _system_user() -> str:
        """PostgreSQL refuses to run as root: the `postgres` user (made if missing)."""
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            subprocess.run(
                [
                    "useradd",
                    "--system",
                    "--no-create-home",
                    "--shell",
                    "/usr/sbin/nologin",
                    "postgres",
                ],
                check=True,
                capture_output=True,
            )
        return "postgres"

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bin / tool), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=self.root)
        if done.returncode != 0:
            raise RuntimeError(f"{tool} failed: {done.stdout}\n{done.stderr}")

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


# ---------------------------------------------------------------------- submissions


#: Each fresh match and name of a test session gets its own number.
_FRESH = itertools.count(1)


def unique_name(prefix: str = "P") -> str:
    """A name no other player of the session uses: the server keeps a name (and every
    name that reads the same) for its first player of the day."""
    return f"{prefix}{next(_FRESH)}-{uuid.uuid4().hex[:8]}"


@cache
def _played(
    level: str, date: dt.date, options: tuple[tuple[str, Any], ...], variation: str
) -> dict[str, Any]:
    choices = {"variant": "argentino", "players": 4, "flor": "off", "falta": "total"}
    choices |= {"target": 30, "deck": "dirty"} | dict(options)
    from truco_desktop.server.daily_player import daily_rules_from, submission

    rules = daily_rules_from(**choices)
    return submission(date, rules, level, "Player", str(uuid.UUID(int=0)), variation=variation)


def played(
    level: str = "normal", date: dt.date | None = None, *, fresh: bool = False, **options: Any
) -> dict[str, Any]:
    """A genuine submission (a copy, with a fresh player id and name) of a daily match
    played by the game's session with ``level`` in the human's seat.

    The same match each time unless ``fresh``: the server counts an identical match once,
    for its first player, so a test that needs its result stored asks for a fresh one
    (another match of the same day: the human seat's choices seeded differently)."""
    variation = f"/test{next(_FRESH)}" if fresh else ""
    key = tuple(sorted(options.items()))
    body = copy.deepcopy(_played(level, date or today_utc(), key, variation))
    body["player"]["id"] = str(uuid.uuid4())
    body["player"]["name"] = unique_name()
    return body
