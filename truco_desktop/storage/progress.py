"""Your progress as the statistics file keeps it (issue 33 item 5): per match, the
decisions the coach judged and how many agreed with its choice; over all matches, the
habits' counts (``play/progress.py`` judges; this module only keeps plain numbers).

In the statistics file (``storage/stats.py``)::

    "progress": [{"match": "3f2a…", "variant": "<variant>", "day": "2026-12-02",
                  "hands": 4, "decisions": 17, "agreed": 12}, ...],
    "habits": {"truco_refused_high": {"chances": 9, "times": 4, "cost": 310}, ...}

``match`` is a short digest of the match's seed (a match is counted under one entry,
hand by hand, and a hand never twice: ``hands`` is how many of its hands were counted).
The list keeps the last ``MAX_MATCHES`` matches, oldest first. A habit's ``cost`` is in
thousandths of the chance to win a match. Reading is forgiving: a bad entry is left out
and named, as the rest of the statistics are.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from datetime import date
from typing import Final

from truco_desktop.storage.document import is_int

#: No count reaches this; a larger number is damage.
MAX_COUNT: Final = 10**9
#: The matches the line of the Statistics window keeps.
MAX_MATCHES: Final = 200
_KEY = re.compile(r"[a-z0-9][a-z0-9_.-]{0,63}")


def match_key(seed: str) -> str:
    """A match's key in the file: a short digest of its seed."""
    import hashlib  # here: OpenSSL's start costs the game's start some milliseconds

    return hashlib.sha256(seed.encode("utf-8")).hexdigest()[:16]


def _count(name: str, value: object) -> None:
    if not (is_int(value) and 0 <= value <= MAX_COUNT):
        raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")


@dataclass(frozen=True, slots=True)
class HabitTally:
    """A habit over all matches: its chances, the times taken, their cost (1/1000)."""

    chances: int = 0
    times: int = 0
    cost: int = 0

    def __post_init__(self) -> None:
        for f in fields(self):
            _count(f.name, getattr(self, f.name))
        if self.times > self.chances:
            raise ValueError("a habit cannot be taken more often than it came up")

    def plus(self, chances: int, times: int, cost: int) -> HabitTally:
        return HabitTally(
            min(self.chances + chances, MAX_COUNT),
            min(self.times + times, MAX_COUNT),
            min(self.cost + cost, MAX_COUNT),
        )


@dataclass(frozen=True, slots=True)
class MatchProgress:
    """One match's decisions: judged, agreed with the coach, and its hands counted."""

    match: str
    variant: str
    day: str
    hands: int = 0
    decisions: int = 0
    agreed: int = 0

    def __post_init__(self) -> None:
        for name in ("match", "variant"):
            value = getattr(self, name)
            if not (isinstance(value, str) and _KEY.fullmatch(value)):
                raise ValueError(f"{name} must be a short lower-case name, not {value!r}")
        if not isinstance(self.day, str) or date.fromisoformat(self.day).isoformat() != self.day:
            raise ValueError(f"day must be written YYYY-MM-DD, not {self.day!r}")
        for name in ("hands", "decisions", "agreed"):
            _count(name, getattr(self, name))
        if self.agreed > self.decisions:
            raise ValueError("a match cannot agree on more decisions than it had")

    @property
    def share(self) -> float | None:
        """The share of decisions that agreed with the coach (None before any)."""
        return self.agreed / self.decisions if self.decisions else None


def progress_from_json(
    raw_matches: object, raw_habits: object, rejected: list[str]
) -> tuple[tuple[MatchProgress, ...], dict[str, HabitTally]]:
    """The readable progress of a file; each bad entry is named in ``rejected``."""
    matches: list[MatchProgress] = []
    if not isinstance(raw_matches, list):
        rejected.append("progress")
        raw_matches = []
    for n, raw in enumerate(raw_matches):
        try:
            if not isinstance(raw, dict):
                raise ValueError("not an object")
            matches.append(MatchProgress(**{f.name: raw[f.name] for f in fields(MatchProgress)}))
        except (ValueError, KeyError, TypeError):
            rejected.append(f"progress.{n}")
    habits: dict[str, HabitTally] = {}
    if not isinstance(raw_habits, dict):
        rejected.append("habits")
        raw_habits = {}
    for key, raw in raw_habits.items():
        try:
            if not (isinstance(key, str) and _KEY.fullmatch(key) and isinstance(raw, dict)):
                raise ValueError("not a habit")
            habits[key] = HabitTally(**{f.name: raw.get(f.name, 0) for f in fields(HabitTally)})
        except (ValueError, TypeError):
            rejected.append(f"habits.{key}")
    return tuple(matches[-MAX_MATCHES:]), habits


def progress_json(
    matches: tuple[MatchProgress, ...], habits: Mapping[str, HabitTally]
) -> dict[str, object]:
    return {
        "progress": [asdict(m) for m in matches],
        "habits": {key: asdict(value) for key, value in habits.items()},
    }


def after_hand(
    matches: tuple[MatchProgress, ...],
    habits: Mapping[str, HabitTally],
    entry: MatchProgress,
    hand_number: int,
    counts: Mapping[str, tuple[int, int, int]],
) -> tuple[tuple[MatchProgress, ...], dict[str, HabitTally]] | None:
    """The progress after hand ``hand_number`` (0 the first) of ``entry``'s match, whose
    ``decisions`` and ``agreed`` are the hand's; None when that hand was counted."""
    _count("hand_number", hand_number)
    found = next((m for m in matches if m.match == entry.match), None)
    if found is not None and hand_number < found.hands:
        return None
    for key, (chances, times, cost) in counts.items():
        if not _KEY.fullmatch(key):
            raise ValueError(f"a habit's key must be a short lower-case name, not {key!r}")
        HabitTally(chances, times, cost)  # checks the hand's counts before anything changes
    base = found or MatchProgress(entry.match, entry.variant, entry.day)
    updated = MatchProgress(
        base.match,
        base.variant,
        base.day,
        hands=hand_number + 1,
        decisions=min(base.decisions + entry.decisions, MAX_COUNT),
        agreed=min(base.agreed + entry.agreed, MAX_COUNT),
    )
    if found is not None:
        kept = tuple(updated if m.match == entry.match else m for m in matches)
    else:
        kept = (*matches, updated)
    tallies = dict(habits)
    for key, (chances, times, cost) in counts.items():
        tallies[key] = tallies.get(key, HabitTally()).plus(chances, times, cost)
    return kept[-MAX_MATCHES:], tallies
