"""Where the leaderboard lives: SQLite by default, PostgreSQL by URL, one schema.

`open_store(url)` gives a `Store`: ``sqlite:///path/file.db`` (or a plain path) opens a
SQLite file through the standard library; ``postgresql://...`` opens PostgreSQL through
psycopg 3 (the `server` extra). Both are migrated on opening: the `schema_migrations`
table holds each version applied, and the versions missing are applied in order, each in
its own transaction (`MIGRATIONS`), under a lock so that several `serve` processes
starting at once migrate once.

Every method is synchronous and safe to call from several threads: each thread gets its
own connection. The server calls them from a small thread pool, off its event loop.

Version 2 (issue 30) binds a result to its match and its name: an identical match (the
same moves on the same deal: `Result.match_hash`) counts once, for its first submitter,
and a name's skeleton (`names.skeleton`: case, accents, look-alike letters and
separators folded) belongs on a day to the first player who used it (`names`).

Version 3 (issue 31) keeps each day's secret seed of the ranked daily (`daily_secret`)
and the ranked dailies started (`start_ranked`): one per player, day and key.

Rate limiting lives here too (`admit`), so that every process of every machine behind a
load balancer counts the same submissions: a row per admitted submission and subject (a
player id, a client address), counted over the last minute.
"""

from __future__ import annotations

import contextlib
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Protocol

#: Each schema version: its statements, per database kind. Never edit a released one:
#: add the next version.
MIGRATIONS: Final[dict[int, dict[str, tuple[str, ...]]]] = {
    1: {
        "sqlite": (
            """CREATE TABLE results (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                player_id TEXT NOT NULL,
                name TEXT NOT NULL,
                day TEXT NOT NULL,
                daily_key TEXT NOT NULL,
                won INTEGER NOT NULL,
                score INTEGER NOT NULL,
                against INTEGER NOT NULL,
                margin INTEGER NOT NULL,
                hands INTEGER NOT NULL,
                submitted_at TEXT NOT NULL,
                match TEXT NOT NULL,
                UNIQUE (player_id, day, daily_key)
            )""",
            "CREATE INDEX results_board ON results"
            " (day, daily_key, won DESC, margin DESC, hands, id)",
            "CREATE TABLE hits (subject TEXT NOT NULL, at REAL NOT NULL)",
            "CREATE INDEX hits_subject ON hits (subject, at)",
        ),
        "postgresql": (
            """CREATE TABLE results (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                player_id TEXT NOT NULL,
                name TEXT NOT NULL,
                day TEXT NOT NULL,
                daily_key TEXT NOT NULL,
                won INTEGER NOT NULL,
                score INTEGER NOT NULL,
                against INTEGER NOT NULL,
                margin INTEGER NOT NULL,
                hands INTEGER NOT NULL,
                submitted_at TEXT NOT NULL,
                match TEXT NOT NULL,
                UNIQUE (player_id, day, daily_key)
            )""",
            "CREATE INDEX results_board ON results"
            " (day, daily_key, won DESC, margin DESC, hands, id)",
            "CREATE TABLE hits (subject TEXT NOT NULL, at DOUBLE PRECISION NOT NULL)",
            "CREATE INDEX hits_subject ON hits (subject, at)",
        ),
    },
    # Issue 30: one result per match, one player per name and day. Results stored before
    # have no match hash (NULL, which a unique index lets repeat).
    2: dict.fromkeys(
        ("sqlite", "postgresql"),
        (
            "ALTER TABLE results ADD COLUMN match_hash TEXT",
            "CREATE UNIQUE INDEX results_match ON results (day, daily_key, match_hash)",
            "CREATE INDEX results_match_day ON results (day, match_hash)",
            """CREATE TABLE names (
                day TEXT NOT NULL,
                skeleton TEXT NOT NULL,
                player_id TEXT NOT NULL,
                PRIMARY KEY (day, skeleton)
            )""",
        ),
    ),
    # Issue 31: the ranked daily. Each day's secret seed, made at first need and published
    # once the day is over; and each ranked daily started, which counts as played.
    3: dict.fromkeys(
        ("sqlite", "postgresql"),
        (
            """CREATE TABLE daily_secrets (
                day TEXT PRIMARY KEY,
                seed TEXT NOT NULL,
                made_at TEXT NOT NULL
            )""",
            """CREATE TABLE ranked_starts (
                player_id TEXT NOT NULL,
                day TEXT NOT NULL,
                daily_key TEXT NOT NULL,
                started_at TEXT NOT NULL,
                PRIMARY KEY (player_id, day, daily_key)
            )""",
        ),
    ),
    # Issue 31 item 6: several `serve` processes share a club's tables. Each live process
    # (by the URL the others reach it at) until its heartbeat expires (the database's
    # clock, seconds since the epoch), and each table code with the process holding it
    # (a code is claimed here before its table opens: unique across the processes); a
    # public table's lobby row (JSON) is what the other processes list. A ranked daily's
    # seat (its table's code and the person's token) is kept with its start, so that
    # asking again through another process finds the same table.
    4: {
        kind: (
            "ALTER TABLE ranked_starts ADD COLUMN code TEXT",
            "ALTER TABLE ranked_starts ADD COLUMN token TEXT",
            f"""CREATE TABLE club_processes (
                process TEXT PRIMARY KEY,
                expires_at {real} NOT NULL
            )""",
            f"""CREATE TABLE club_tables (
                code TEXT PRIMARY KEY,
                process TEXT NOT NULL,
                public INTEGER NOT NULL,
                opened {real} NOT NULL,
                summary TEXT
            )""",
            "CREATE INDEX club_tables_process ON club_tables (process)",
        )
        for kind, real in (("sqlite", "REAL"), ("postgresql", "DOUBLE PRECISION"))
    },
}

#: The database's clock in seconds since the epoch, per kind: every process of a club
#: reads the one clock, so a heartbeat's expiry does not depend on the machines' clocks.
_NOW_SQL: Final = {
    "sqlite": "((julianday('now') - 2440587.5) * 86400.0)",
    "postgresql": "EXTRACT(EPOCH FROM clock_timestamp())::DOUBLE PRECISION",
}

#: What `Store.add` did with a result.
STORED: Final = "stored"
#: This player already has a result for the day and key: the first one stands.
DUPLICATE: Final = "duplicate"
#: Another player submitted this very match first: it counts once, for him.
COPY: Final = "copy"
#: Another player uses a name that reads the same on this day.
NAME_TAKEN: Final = "name_taken"

#: Rate limiting: at most `LIMIT` admitted submissions per subject in `WINDOW` seconds.
LIMIT: Final = 30
WINDOW: Final = 60.0
#: Old hits are swept once in this many admissions (per process).
_SWEEP_EVERY: Final = 200

#: The leaderboard's order (SERVER.md): won first, then score - against, fewer hands,
#: the earlier submission.
_ORDER: Final = "won DESC, margin DESC, hands ASC, id ASC"
#: The rows ranked above a row (won, margin, hands, id), for its rank.
_ABOVE: Final = (
    "day = ? AND daily_key = ? AND (won > ? OR (won = ? AND (margin > ?"
    " OR (margin = ? AND (hands < ? OR (hands = ? AND id < ?))))))"
)


@dataclass(frozen=True, slots=True)
class Result:
    """A verified result, as stored."""

    player_id: str
    name: str
    day: str
    key: str
    won: bool
    score: int
    against: int
    hands: int
    match: str
    #: The match's moves and deal, hashed (`app.match_hash`): identical matches are equal.
    match_hash: str = ""
    #: The name's skeleton (`names.skeleton`): names that read the same are equal.
    skeleton: str = ""


@dataclass(frozen=True, slots=True)
class ClubRow:
    """A table a club's process holds, as the other processes see it (`Store.club_beat`)."""

    code: str
    public: bool
    #: When this process opened (or reopened) it, seconds since the epoch: the lobby's
    #: newest first.
    opened: float
    #: Its lobby row as JSON (`NetTable.summary`); None for a private table.
    summary: str | None


@dataclass(frozen=True, slots=True)
class Entry:
    rank: int
    name: str
    won: bool
    score: int
    against: int
    hands: int


class Store(Protocol):
    kind: str

    def admit(self, subjects: Sequence[str], now: float | None = None) -> bool: ...

    def add(self, result: Result) -> tuple[str, int, int]: ...

    def conflict(self, player_id: str, day: str, match_hash: str, skeleton: str) -> str | None: ...

    def standing(self, player_id: str, day: str, key: str) -> tuple[int, int] | None: ...

    def leaderboard(self, day: str, key: str, limit: int) -> tuple[int, list[Entry]]: ...

    def daily_secret(self, day: str, make: bool) -> str | None: ...

    def start_ranked(self, player_id: str, day: str, key: str) -> bool: ...

    def ranked_seat(
        self, player_id: str, day: str, key: str, seat: tuple[str, str] | None = None
    ) -> tuple[str, str] | None: ...

    def club_claim(self, process: str, code: str) -> bool: ...

    def club_beat(
        self, process: str, ttl: float, rows: Sequence[ClubRow], released: Sequence[str]
    ) -> list[str]: ...

    def club_leave(self, process: str, keep: Sequence[str] = ()) -> None: ...

    def club_lobby(self, process: str) -> list[tuple[str, float]]: ...

    def club_holder(self, code: str) -> str | None: ...

    def schema_version(self) -> int: ...

    def close(self) -> None: ...


class StoreError(Exception):
    """The database cannot be opened or migrated (said to the operator, not a client)."""


class _SqlStore:
    """The SQL shared by both databases; ``?`` placeholders (rewritten for psycopg)."""

    kind = "sql"

    def __init__(self) -> None:
        self._local = threading.local()
        self._lock = threading.Lock()
        self._connections: list[Any] = []
        self._admitted = 0

    # -- per database -------------------------------------------------------------------
    def _connect(self) -> Any:
        raise NotImplementedError

    @contextmanager
    def _write(self, lock_key: str | None = None) -> Iterator[Callable[..., Any]]:
        raise NotImplementedError
        yield  # pragma: no cover

    def _read(self, sql: str, params: Sequence[object]) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    # -- shared -------------------------------------------------------------------------
    def _conn(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = self._connect()
            with self._lock:
                self._connections.append(conn)
        return conn

    def migrate(self) -> None:
        with self._write("schema_migrations") as run:
            run(
                "CREATE TABLE IF NOT EXISTS schema_migrations"
                " (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
            )
        for version in sorted(MIGRATIONS):
            with self._write("schema_migrations") as run:
                done = run("SELECT 1 FROM schema_migrations WHERE version = ?", (version,))
                if done:
                    continue
                for statement in MIGRATIONS[version][self.kind]:
                    run(statement)
                run(
                    "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
                    (version, _now_iso()),
                )

    def schema_version(self) -> int:
        rows = self._read("SELECT MAX(version) FROM schema_migrations", ())
        return int(rows[0][0] or 0)

    def admit(self, subjects: Sequence[str], now: float | None = None) -> bool:
        """Count a submission from ``subjects``; False (nothing counted) if any of them
        already made `LIMIT` in the last `WINDOW` seconds."""
        at = time.time() if now is None else now
        since = at - WINDOW
        with self._write("hits:" + "|".join(sorted(subjects))) as run:
            for subject in subjects:
                count = run(
                    "SELECT COUNT(*) FROM hits WHERE subject = ? AND at > ?", (subject, since)
                )
                if count[0][0] >= LIMIT:
                    return False
            for subject in subjects:
                run("INSERT INTO hits (subject, at) VALUES (?, ?)", (subject, at))
            self._admitted += 1
            if self._admitted % _SWEEP_EVERY == 0:
                run("DELETE FROM hits WHERE at < ?", (since - WINDOW,))
        return True

    def conflict(self, player_id: str, day: str, match_hash: str, skeleton: str) -> str | None:
        """`COPY` or `NAME_TAKEN` if a result of ``player_id`` would be refused for
        another player's match or name (read before a replay is spent on it), else None.
        `add` decides again, atomically."""
        first = self._read(
            "SELECT daily_key FROM results WHERE day = ? AND match_hash = ? AND player_id <> ?",
            (day, match_hash, player_id),
        )
        if first and not self._read(
            "SELECT 1 FROM results WHERE player_id = ? AND day = ? AND daily_key = ?",
            (player_id, day, first[0][0]),
        ):
            return COPY  # (a player who has a result for that key gets his duplicate)
        owner = self._read(
            "SELECT player_id FROM names WHERE day = ? AND skeleton = ?", (day, skeleton)
        )
        if owner and owner[0][0] != player_id:
            return NAME_TAKEN
        return None

    def add(self, result: Result) -> tuple[str, int, int]:
        """Store ``result`` unless its player has one for that day and key (`DUPLICATE`),
        another player submitted the same match (`COPY`) or took a name that reads the
        same that day (`NAME_TAKEN`): (what was done, rank of the player's result,
        results of that day and key); rank and count are 0 when nothing of his stands."""
        # One lock per day: the match and name checks span players.
        with self._write(f"results:{result.day}") as run:
            outcome = self._add(run, result)
        if outcome in (COPY, NAME_TAKEN):
            return outcome, 0, 0
        standing = self.standing(result.player_id, result.day, result.key)
        assert standing is not None
        return outcome, standing[0], standing[1]

    def _add(self, run: Callable[..., Any], result: Result) -> str:
        if run(
            "SELECT id FROM results WHERE player_id = ? AND day = ? AND daily_key = ?",
            (result.player_id, result.day, result.key),
        ):
            return DUPLICATE
        if result.match_hash and run(
            "SELECT 1 FROM results WHERE day = ? AND daily_key = ? AND match_hash = ?",
            (result.day, result.key, result.match_hash),
        ):
            return COPY
        if result.skeleton:
            owner = run(
                "SELECT player_id FROM names WHERE day = ? AND skeleton = ?",
                (result.day, result.skeleton),
            )
            if owner and owner[0][0] != result.player_id:
                return NAME_TAKEN
            if not owner:
                run(
                    "INSERT INTO names (day, skeleton, player_id) VALUES (?, ?, ?)",
                    (result.day, result.skeleton, result.player_id),
                )
        run(
            "INSERT INTO results (player_id, name, day, daily_key, won, score,"
            " against, margin, hands, submitted_at, match, match_hash)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                result.player_id,
                result.name,
                result.day,
                result.key,
                int(result.won),
                result.score,
                result.against,
                result.score - result.against,
                result.hands,
                _now_iso(),
                result.match,
                result.match_hash or None,
            ),
        )
        return STORED

    def standing(self, player_id: str, day: str, key: str) -> tuple[int, int] | None:
        """(rank, of) of the player's result for that day and key, or None."""
        rows = self._read(
            "SELECT id, won, margin, hands FROM results"
            " WHERE player_id = ? AND day = ? AND daily_key = ?",
            (player_id, day, key),
        )
        if not rows:
            return None
        row_id, won, margin, hands = rows[0]
        above = self._read(
            f"SELECT COUNT(*) FROM results WHERE {_ABOVE}",
            (day, key, won, won, margin, margin, hands, hands, row_id),
        )
        total = self._read(
            "SELECT COUNT(*) FROM results WHERE day = ? AND daily_key = ?", (day, key)
        )
        return int(above[0][0]) + 1, int(total[0][0])

    def leaderboard(self, day: str, key: str, limit: int) -> tuple[int, list[Entry]]:
        """(results of that day and key, the first ``limit`` of them in order)."""
        total = self._read(
            "SELECT COUNT(*) FROM results WHERE day = ? AND daily_key = ?", (day, key)
        )
        rows = self._read(
            "SELECT name, won, score, against, hands FROM results"
            f" WHERE day = ? AND daily_key = ? ORDER BY {_ORDER} LIMIT ?",
            (day, key, limit),
        )
        entries = [
            Entry(rank, str(name), bool(won), int(score), int(against), int(hands))
            for rank, (name, won, score, against, hands) in enumerate(rows, 1)
        ]
        return int(total[0][0]), entries

    def daily_secret(self, day: str, make: bool) -> str | None:
        """Day ``day``'s secret seed of the ranked daily; made now (from `secrets`, 256
        bits) if it has none and ``make``, so that every process shares the first one."""
        with self._write("secret:" + day) as run:
            rows = run("SELECT seed FROM daily_secrets WHERE day = ?", (day,))
            if rows:
                return str(rows[0][0])
            if not make:
                return None
            seed = secrets.token_hex(32)
            run(
                "INSERT INTO daily_secrets (day, seed, made_at) VALUES (?, ?, ?)",
                (day, seed, _now_iso()),
            )
            return seed

    def start_ranked(self, player_id: str, day: str, key: str) -> bool:
        """Count ``player_id``'s ranked daily of ``day`` and ``key`` as played; False if
        it already was (a ranked daily is dealt once: no dealing again for a better
        deal)."""
        with self._write(f"ranked:{player_id}:{day}") as run:
            if run(
                "SELECT 1 FROM ranked_starts WHERE player_id = ? AND day = ? AND daily_key = ?",
                (player_id, day, key),
            ):
                return False
            run(
                "INSERT INTO ranked_starts (player_id, day, daily_key, started_at)"
                " VALUES (?, ?, ?, ?)",
                (player_id, day, key, _now_iso()),
            )
            return True

    # -- a club of several processes (issue 31 item 6; `server.cluster`) ----------------
    def club_claim(self, process: str, code: str) -> bool:
        """Claim ``code`` for a table ``process`` is about to open; False if any process
        holds it (live or not yet swept: the caller draws another code)."""
        now = _NOW_SQL[self.kind]
        with self._write("club-code:" + code) as run:
            if run("SELECT 1 FROM club_tables WHERE code = ?", (code,)):
                return False
            run(
                "INSERT INTO club_tables (code, process, public, opened, summary)"
                f" VALUES (?, ?, 0, {now}, NULL)",
                (code, process),
            )
        return True

    def club_beat(
        self, process: str, ttl: float, rows: Sequence[ClubRow], released: Sequence[str]
    ) -> list[str]:
        """``process``'s heartbeat: alive for ``ttl`` more seconds, holding ``rows`` (their
        lobby rows refreshed), no longer holding ``released``; the processes whose own
        heartbeat expired are swept with their tables. The codes of ``rows`` that another
        process holds (never, but for a code reopened after its row was swept and claimed
        again) are returned, not taken over."""
        now_sql = _NOW_SQL[self.kind]
        clashes = []
        with self._write("club-process:" + process) as run:
            now = float(run(f"SELECT {now_sql}")[0][0])
            run(
                "INSERT INTO club_processes (process, expires_at) VALUES (?, ?)"
                " ON CONFLICT (process) DO UPDATE SET expires_at = excluded.expires_at",
                (process, now + ttl),
            )
            for code in released:
                run("DELETE FROM club_tables WHERE code = ? AND process = ?", (code, process))
            for row in rows:
                held = run(
                    "INSERT INTO club_tables (code, process, public, opened, summary)"
                    " VALUES (?, ?, ?, ?, ?) ON CONFLICT (code) DO UPDATE SET"
                    " public = excluded.public, summary = excluded.summary"
                    " WHERE club_tables.process = excluded.process RETURNING code",
                    (row.code, process, int(row.public), row.opened, row.summary),
                )
                if not held:
                    clashes.append(row.code)
            dead = "SELECT process FROM club_processes WHERE expires_at < ?"
            run(f"DELETE FROM club_tables WHERE process IN ({dead})", (now,))
            run("DELETE FROM club_processes WHERE expires_at < ?", (now,))
        return clashes

    def club_leave(self, process: str, keep: Sequence[str] = ()) -> None:
        """``process`` stops (or starts again): none of its tables is reachable through
        it until its next heartbeat says which it holds, but for ``keep`` (the tables it
        reopens when started again), left until its heartbeat expires."""
        with self._write("club-process:" + process) as run:
            mine = run("SELECT code FROM club_tables WHERE process = ?", (process,))
            for (code,) in mine:
                if code not in keep:
                    run("DELETE FROM club_tables WHERE code = ? AND process = ?", (code, process))
            if not keep:
                run("DELETE FROM club_processes WHERE process = ?", (process,))

    def club_lobby(self, process: str) -> list[tuple[str, float]]:
        """The lobby rows (JSON) and opening times of the public tables that the live
        processes other than ``process`` hold."""
        rows = self._read(
            "SELECT t.summary, t.opened FROM club_tables t"
            " JOIN club_processes p ON p.process = t.process"
            f" WHERE p.expires_at > {_NOW_SQL[self.kind]} AND t.process <> ?"
            " AND t.public = 1 AND t.summary IS NOT NULL",
            (process,),
        )
        return [(str(summary), float(opened)) for summary, opened in rows]

    def club_holder(self, code: str) -> str | None:
        """The live process holding the table ``code`` (its URL), if any."""
        rows = self._read(
            "SELECT t.process FROM club_tables t JOIN club_processes p ON p.process = t.process"
            f" WHERE t.code = ? AND p.expires_at > {_NOW_SQL[self.kind]}",
            (code,),
        )
        return str(rows[0][0]) if rows else None

    def ranked_seat(
        self, player_id: str, day: str, key: str, seat: tuple[str, str] | None = None
    ) -> tuple[str, str] | None:
        """The seat (table code, token) of ``player_id``'s ranked daily of ``day`` and
        ``key``: kept when ``seat`` is given, else read (None if none was kept)."""
        if seat is not None:
            with self._write(f"ranked:{player_id}:{day}") as run:
                run(
                    "UPDATE ranked_starts SET code = ?, token = ?"
                    " WHERE player_id = ? AND day = ? AND daily_key = ?",
                    (*seat, player_id, day, key),
                )
            return seat
        rows = self._read(
            "SELECT code, token FROM ranked_starts WHERE player_id = ? AND day = ?"
            " AND daily_key = ? AND code IS NOT NULL AND token IS NOT NULL",
            (player_id, day, key),
        )
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    def close(self) -> None:
        with self._lock:
            connections, self._connections = self._connections, []
        for conn in connections:
            with contextlib.suppress(Exception):  # closing at exit: nothing more to do
                conn.close()


class SQLiteStore(_SqlStore):
    """A SQLite file (the standard library's sqlite3), in WAL mode so that readers never
    wait for a writer and several processes share it."""

    kind = "sqlite"

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            conn = self._conn()
            conn.execute("PRAGMA journal_mode=WAL")
            self.migrate()
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"cannot open the SQLite database {path}: {error}") from None

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(
            self.path, timeout=30.0, isolation_level=None, check_same_thread=False
        )
        conn.execute("PRAGMA busy_timeout=30000")
        conn.execute("PRAGMA synchronous=NORMAL")
        return conn

    @contextmanager
    def _write(self, lock_key: str | None = None) -> Iterator[Callable[..., Any]]:
        conn: sqlite3.Connection = self._conn()
        conn.execute("BEGIN IMMEDIATE")

        def run(sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
            return conn.execute(sql, tuple(params)).fetchall()

        try:
            yield run
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _read(self, sql: str, params: Sequence[object]) -> list[tuple[Any, ...]]:
        rows: list[tuple[Any, ...]] = self._conn().execute(sql, tuple(params)).fetchall()
        return rows


class PostgresStore(_SqlStore):
    """PostgreSQL through psycopg 3: one connection per thread, a transaction per write,
    advisory locks where two processes must not interleave (migrations, a subject's
    rate count, a player's result)."""

    kind = "postgresql"

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        try:
            import psycopg
        except ImportError:
            raise StoreError(
                "PostgreSQL needs psycopg 3: pip install 'truco-desktop[server]'"
            ) from None
        self._psycopg = psycopg
        try:
            self.migrate()
        except psycopg.Error as error:
            raise StoreError(f"cannot open the PostgreSQL database: {error}") from None

    def _connect(self) -> Any:
        return self._psycopg.connect(self.url, autocommit=True, connect_timeout=10)

    @contextmanager
    def _write(self, lock_key: str | None = None) -> Iterator[Callable[..., Any]]:
        conn = self._conn()
        with conn.transaction():
            cur = conn.cursor()
            if lock_key is not None:
                cur.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (lock_key,))

            def run(sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
                cur.execute(sql.replace("?", "%s"), tuple(params))
                return cur.fetchall() if cur.description is not None else []

            yield run

    def _read(self, sql: str, params: Sequence[object]) -> list[tuple[Any, ...]]:
        cur = self._conn().cursor()
        cur.execute(sql.replace("?", "%s"), tuple(params))
        return list(cur.fetchall())


def _now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def default_sqlite_path() -> Path:
    """The SQLite file in the server's own data folder (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("truco-server", appauthor=False)) / "leaderboard.sqlite3"


def open_store(url: str | None) -> Store:
    """The store a ``--db`` value names (None: the default SQLite file). StoreError."""
    if url is None:
        return SQLiteStore(default_sqlite_path())
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    if url.startswith("sqlite:///"):
        return SQLiteStore(Path(url[len("sqlite:///") :]).expanduser())
    if url.startswith("sqlite://"):
        raise StoreError("a SQLite URL is sqlite:///path/to/file.db")
    if "://" in url:
        raise StoreError(f"unknown database URL {url.split('://')[0]}://")
    return SQLiteStore(Path(url).expanduser())
