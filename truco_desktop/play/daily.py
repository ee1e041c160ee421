"""The daily deal: the same cards for everyone on the same date, variant and options.

Its seed is the engine's `dealing.daily_seed(date, rules.key())`, so the deals depend
only on the date and the options. The partner and opponents are the `normal` bots with a
bot seed drawn from the same seed, so the whole match follows from the date and the
player's own choices. One attempt a day is scored; the leaderboard is the player's own
results, by date, with streaks of consecutive days won.

`record_daily` writes one result to the statistics (the first of a day stands); the
daily deal a session is playing is `savefile.DailyState`.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from truco_desktop.engine.dealing import daily_seed
from truco_desktop.engine.rules import Rules
from truco_desktop.storage.stats import DailyResult, StatsStore

_log = logging.getLogger(__name__)

#: The bots' level in the daily deal, whatever the player chose for ordinary games.
DAILY_LEVEL: Final = "normal"


@dataclass(frozen=True, slots=True)
class DailySetup:
    """Everything a daily match is started from."""

    date: _dt.date
    rules: Rules
    seed: str
    bot_seed: int
    key: str

    def to_json(self) -> dict[str, object]:
        return {"date": self.date.isoformat(), "key": self.key}


def daily_key(rules: Rules) -> str:
    """The statistics key of a daily deal: its options as a short lower-case name.

    `rules.key()` uses "/" between its parts, which a statistics key may not hold.
    """
    return rules.key().replace("/", ".")


def bot_seed_for(seed: str) -> int:
    """The bots' random seed, derived from the deal's seed (stable across machines)."""
    digest = hashlib.sha256(f"{seed}/bots".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def daily_setup(date: _dt.date, rules: Rules) -> DailySetup:
    seed = daily_seed(date, rules.key())
    return DailySetup(date, rules, seed, bot_seed_for(seed), daily_key(rules))


@dataclass(frozen=True, slots=True)
class DailyEntry:
    """One row of the leaderboard."""

    date: str
    key: str
    won: bool
    score: int
    against: int | None
    hands: int | None
    #: The coach gave a hint while it was played (issue 33).
    hinted: bool = False

    @property
    def variant(self) -> str:
        return self.key.split(".", 1)[0]


def entries(daily: Mapping[str, Mapping[str, DailyResult]]) -> list[DailyEntry]:
    """Leaderboard rows, newest first, from `Statistics.daily` (date -> key -> result)."""
    rows = [
        DailyEntry(
            date_iso, key, result.won, result.score, result.against, result.hands, result.hinted
        )
        for date_iso, results in daily.items()
        for key, result in results.items()
    ]
    rows.sort(key=lambda r: (r.date, r.key), reverse=True)
    return rows


def record_daily(stats: StatsStore, entry: DailyEntry) -> bool:
    """Write `entry` to the statistics; False if that day's deal was already recorded
    or the file could not be written (which is logged)."""
    try:
        return stats.record_daily(
            entry.date,
            entry.key,
            entry.won,
            entry.score,
            against=entry.against,
            hands=entry.hands,
            hinted=entry.hinted,
        )
    except (OSError, ValueError) as error:
        _log.warning("could not record the daily deal: %s", error)
        return False


def streaks(rows: list[DailyEntry], today: _dt.date) -> tuple[int, int]:
    """(current, best) runs of consecutive calendar days with a daily deal won.

    The current run may end today or yesterday: today's deal not yet played does not
    break it.
    """
    won_days = sorted({_dt.date.fromisoformat(r.date) for r in rows if r.won})
    best = run = 0
    previous: _dt.date | None = None
    for day in won_days:
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        best = max(best, run)
        previous = day
    current = 0
    if previous is not None and (today - previous).days <= 1:
        current = run
    return current, best
