"""The ranked daily: a daily deal the server deals from a secret seed and hosts as a table.

A daily verified by replay (`replay.py`) proves a match was legal, not that it was played
blind: its seed is public, so a program can see every hidden card first. The ranked daily
closes that: the server keeps each day's seed secret (`Store.daily_secret`, 256 bits from
`secrets`, made at the day's first need and shared by every process through the
database), publishes its commitment (the hex SHA-256 of the seed's UTF-8 bytes) at once
and the seed itself only once the day is over (UTC), so anyone can then check that the
deals were the committed ones. The match is a `net.table.NetTable` the server hosts:
seat 0 is the person's, reserved for him (`locked`: nobody else joins, no computer plays
his seat even while he is away), the other seats are the daily's computer players; each
move goes to the server and he receives only his seat's view. When the match is over the
server ranks what it dealt (`on_over`: a `store.Result` from its own session, under the
daily's key with `RANKED_SUFFIX`), with no replay to trust.

A ranked daily is dealt once per player, day and rules (`Store.start_ranked`): asked
again while its table is open, the same table (a dropped connection resumes the match);
once the table is gone, it stays played.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import hashlib
import logging
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.names import skeleton
from truco_desktop.net.table import NetTable, TableOptions
from truco_desktop.play.daily import DAILY_LEVEL, bot_seed_for, daily_key
from truco_desktop.server.store import NAME_TAKEN, Result
from truco_desktop.server.submission import BadRequest, canonical, match_hash

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from truco_desktop.engine.rules import Rules
    from truco_desktop.net.host import TableHost
    from truco_desktop.server.store import Store

    #: Runs a store call on the service's database threads.
    InDb = Callable[[Callable[[], Any]], Awaitable[Any]]

_log = logging.getLogger(__name__)

#: A ranked result's leaderboard key: the daily's key with this suffix, apart from the
#: results verified by replay.
RANKED_SUFFIX: Final = ".ranked"


def commitment(seed: str) -> str:
    """What the server publishes before the day: the hex SHA-256 of the seed's UTF-8."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def deal_seed(secret: str, rules: Rules) -> str:
    """The deal's seed for these rules: each set of daily rules its own deal, all from
    the one committed secret (as `engine.dealing.daily_seed` does from the date)."""
    return hashlib.sha256(f"{secret}/{rules.key()}".encode()).hexdigest()[:32]


def rules_from(spec: object) -> Rules:
    """The daily rules a request names (``{"variant", "players", "flor", "falta",
    "target", "deck"}``, the game's choices); BadRequest if they are not a daily's."""
    from truco_desktop.server.daily_player import daily_rules_from
    from truco_desktop.server.replay import daily_rules

    if not isinstance(spec, dict) or set(spec) - {
        "variant",
        "players",
        "flor",
        "falta",
        "target",
        "deck",
    }:
        raise BadRequest("rules must be {variant, players, flor, falta, target, deck}")
    choices: dict[str, Any] = {
        "variant": DEFAULT_VARIANT,
        "players": 4,
        "flor": "off",
        "falta": "total",
        "target": 0,
        "deck": "dirty",
    } | spec
    try:
        rules = daily_rules_from(**choices)
    except (TypeError, ValueError) as error:
        raise BadRequest(f"rules: {error}") from None
    if daily_rules().get(daily_key(rules)) != rules:
        raise BadRequest("rules: not the rules of a daily deal")
    return rules


@dataclass(frozen=True)
class Seat:
    """A ranked daily being played: where its person comes back to."""

    code: str
    token: str


class AlreadyPlayed(Exception):
    """This player's ranked daily of the day and rules was dealt before."""


class NameTaken(Exception):
    """Another player's name reads the same today (`names.skeleton`)."""


class RankedDailies:
    """The ranked dailies of one server process: opening them, and ranking them."""

    def __init__(self, store: Store, in_db: InDb, host: TableHost) -> None:
        self.store = store
        self.in_db = in_db
        self.host = host
        self._live: dict[tuple[str, str, str], Seat] = {}
        #: The results being stored (a task nobody holds may be collected before it ends).
        self._storing: set[asyncio.Task[None]] = set()

    async def open(self, player_id: str, name: str, day: _dt.date, rules: Rules) -> Seat:
        """The player's ranked daily: the table still open, or a new one (dealt once)."""
        store, in_db = self.store, self.in_db
        key = daily_key(rules)
        entry = (player_id, day.isoformat(), key)
        seat = self._live.get(entry)
        if seat is not None:
            table = self.host.tables.get(seat.code)
            if table is not None and not table.closed and not _over(table):
                return seat
            del self._live[entry]
        name_skeleton = skeleton(name)
        clash = await in_db(partial(store.conflict, player_id, day.isoformat(), "-", name_skeleton))
        if clash == NAME_TAKEN:
            raise NameTaken
        secret = await in_db(partial(store.daily_secret, day.isoformat(), True))
        assert secret is not None
        if not await in_db(partial(store.start_ranked, player_id, day.isoformat(), key)):
            # Dealt already; in a club of several processes, maybe by another one that
            # still holds its table (`server.cluster`): the same seat, reached through
            # any process.
            kept = await in_db(partial(store.ranked_seat, player_id, day.isoformat(), key))
            if (
                kept is not None
                and kept[0] not in self.host.tables  # ours, but over
                and await in_db(partial(store.club_holder, kept[0]))
            ):
                return Seat(*kept)
            raise AlreadyPlayed
        seed = deal_seed(secret, rules)
        claim = self.host.claim_code  # a club of several processes: a code of its own
        code = None if claim is None else await claim()
        table = self.host.open_table(
            options=TableOptions(rules, DAILY_LEVEL, True, True),
            seed=seed,
            bot_seed=bot_seed_for(seed),
            code=code,
        )
        table.locked = True
        member = table.reserve(name)
        loop = asyncio.get_running_loop()
        table.on_over = partial(self._over, loop, player_id, name, day.isoformat(), key)
        table.begin()  # nobody is connected yet: nothing to send; the deal waits for him
        self.host.expect_hello(table)
        seat = Seat(table.code, member.token)
        self._live[entry] = seat
        await in_db(
            partial(store.ranked_seat, player_id, day.isoformat(), key, (seat.code, seat.token))
        )
        return seat

    def _over(
        self,
        loop: asyncio.AbstractEventLoop,
        player_id: str,
        name: str,
        day: str,
        key: str,
        table: NetTable,
    ) -> None:
        """The match is over: rank what the server dealt (stored off the event loop)."""
        from truco_desktop.play.summary import summarise

        match = table.session.match
        assert match is not None
        record = match.to_json()
        summary = summarise(record)
        result = Result(
            player_id,
            name,
            day,
            key + RANKED_SUFFIX,
            summary.won,
            summary.points_for,
            summary.points_against,
            summary.hands_played,
            canonical(record),
            match_hash(record),
            skeleton(name),
        )

        async def store_it() -> None:
            outcome, rank, of = await self.in_db(partial(self.store.add, result))
            _log.info("ranked daily of %s (%s %s): %s, rank %s of %s", name, day, key,
                      outcome, rank, of)  # fmt: skip

        task = loop.create_task(store_it())
        self._storing.add(task)
        task.add_done_callback(self._storing.discard)
        task.add_done_callback(_log_failure)


def _over(table: NetTable) -> bool:
    match = table.session.match
    return match is not None and match.series_over


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        _log.error("a ranked daily's result was not stored: %r", task.exception())
