"""The player's record: results per variant and the daily deal's results by date.

Counts only ever grow, one finished match at a time, so the store writes the file as
soon as something is recorded: a crash just after a match must not forget it. The file
is read forgivingly, as the settings are: a bad entry costs that entry (and is
reported), a bad file is moved aside, a newer app's file is copied before we write.
File layout::

    {"format": "truco-desktop/statistics", "version": 1,
     "variants": {"<variant>": {"matches_played": 3, ...}, ...},
     "daily": {"2025-06-01": {"<variant>": {"won": true, "score": 30}}, ...},
     "characters": {"rosa": {"with_played": 2, "with_won": 1, ...}, ...},
     "progress": [...], "habits": {...}}   (issue 33: ``storage/progress.py``)

Hands, envidos and trucos are counted as they are played (`record_hands`, after each
hand): a match left before its end (a change of rules, a new game) keeps what was played
and counts as abandoned (`record_abandoned`); a finished match adds its result
(`record_result`). A file from before `matches_abandoned` existed reads it as 0.

Variant keys are the engine's plain variant names; daily keys may be finer (a variant
with its player count, "<variant>-4p"), as the daily deal chooses. Character keys are the computer
players' keys (`bots.characters`): the matches played and won with each one as a partner
and against each one as an opponent (a file from before they existed has none). *Envido*
is the Argentine bet on the best two cards of one suit; *truco* is the bet on the hand
itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import date
from typing import Final

from truco_desktop.paths import AppPaths
from truco_desktop.storage.document import VersionedFile, Wording, is_int
from truco_desktop.storage.notices import Notice, join_notices
from truco_desktop.storage.progress import (
    HabitTally,
    MatchProgress,
    after_hand,
    progress_from_json,
    progress_json,
)

FORMAT_TAG: Final = "truco-desktop/statistics"
VERSION: Final = 1

#: Keys become JSON object keys and may appear in the UI; a plain lower-case name keeps
#: a stray value (a path, a whole dict turned into text) out of the file.
_KEY = re.compile(r"[a-z0-9][a-z0-9_.-]{0,63}")

#: No player reaches this; a larger number is damage, and bounding it keeps sums exact
#: and the UI's number fields from overflowing.
MAX_COUNT: Final = 10**9


#: The counts that hands add as they are played (`VariantStats.after_hands`).
HAND_COUNTS: Final = (
    "hands_played",
    "hands_won",
    "envidos_won",
    "envidos_lost",
    "trucos_called",
    "trucos_accepted",
    "trucos_refused",
)


def _is_count(value: object) -> bool:
    return is_int(value) and 0 <= value <= MAX_COUNT


def _capped(total: int, extra: int) -> int:
    """``total`` plus ``extra``, at most `MAX_COUNT`; ValueError for a negative extra."""
    if not is_int(extra) or extra < 0:
        raise ValueError(f"a count adds a whole number of at least 0, not {extra!r}")
    return min(total + extra, MAX_COUNT)


def _check_key(kind: str, key: object) -> str:
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise ValueError(f"{kind} must be a short lower-case name, not {key!r}")
    return key


def _check_date(date_iso: object) -> str:
    """Accept exactly YYYY-MM-DD, so one day never has two spellings as keys."""
    if not isinstance(date_iso, str):
        raise ValueError(f"a date must be text, not {date_iso!r}")
    if date.fromisoformat(date_iso).isoformat() != date_iso:
        raise ValueError(f"a date must be written YYYY-MM-DD, not {date_iso!r}")
    return date_iso


@dataclass(frozen=True, slots=True)
class VariantStats:
    """Totals for one variant. `current_streak` counts the wins since the last loss and
    is kept so that `best_streak` can grow across sessions."""

    matches_played: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    hands_won: int = 0
    points_for: int = 0
    points_against: int = 0
    current_streak: int = 0
    best_streak: int = 0
    envidos_won: int = 0
    trucos_accepted: int = 0
    trucos_refused: int = 0
    hands_played: int = 0
    envidos_lost: int = 0
    trucos_called: int = 0
    #: Matches left before their end (a new game, a change of rules, a match not resumed).
    matches_abandoned: int = 0

    def __post_init__(self) -> None:
        for name in self.field_names():
            if not _is_count(getattr(self, name)):
                raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    def after_hands(self, **counts: int) -> VariantStats:
        """The totals after some hands were played: ``counts`` names `HAND_COUNTS` only
        (hands, envidos, trucos); ValueError for another name or a negative count."""
        unknown = set(counts) - set(HAND_COUNTS)
        if unknown:
            raise ValueError(f"not a count of hands: {sorted(unknown)}")
        return replace(
            self, **{name: _capped(getattr(self, name), n) for name, n in counts.items()}
        )

    def after_result(self, *, won: bool, points_for: int, points_against: int) -> VariantStats:
        """The totals after one more finished match (its hands counted as they were
        played): the match, the points and the winning streak."""
        return self.after_match(won=won, points_for=points_for, points_against=points_against)

    def after_abandoned(self) -> VariantStats:
        """The totals after a match was left before its end: it ends the winning streak
        (a match left is not a match won)."""
        return replace(self, matches_abandoned=_capped(self.matches_abandoned, 1), current_streak=0)

    def after_match(
        self,
        *,
        won: bool,
        points_for: int,
        points_against: int,
        hands_won: int = 0,
        envidos_won: int = 0,
        trucos_accepted: int = 0,
        trucos_refused: int = 0,
        hands_played: int = 0,
        envidos_lost: int = 0,
        trucos_called: int = 0,
    ) -> VariantStats:
        """The totals after one more finished match; ValueError for a negative count."""
        if not isinstance(won, bool):
            raise ValueError("won must be true or false")
        streak = self.current_streak + 1 if won else 0

        def capped(total: int, extra: int) -> int:
            if not is_int(extra) or extra < 0:
                raise ValueError(f"a match adds a whole number of at least 0, not {extra!r}")
            return min(total + extra, MAX_COUNT)

        return VariantStats(
            matches_played=capped(self.matches_played, 1),
            matches_won=capped(self.matches_won, int(won)),
            matches_lost=capped(self.matches_lost, int(not won)),
            hands_won=capped(self.hands_won, hands_won),
            points_for=capped(self.points_for, points_for),
            points_against=capped(self.points_against, points_against),
            current_streak=min(streak, MAX_COUNT),
            best_streak=min(max(self.best_streak, streak), MAX_COUNT),
            envidos_won=capped(self.envidos_won, envidos_won),
            trucos_accepted=capped(self.trucos_accepted, trucos_accepted),
            trucos_refused=capped(self.trucos_refused, trucos_refused),
            hands_played=capped(self.hands_played, hands_played),
            envidos_lost=capped(self.envidos_lost, envidos_lost),
            trucos_called=capped(self.trucos_called, trucos_called),
        )


@dataclass(frozen=True, slots=True)
class CharacterStats:
    """The player's record with one character as a partner and against it as an
    opponent: matches played and won (won by the player's team)."""

    with_played: int = 0
    with_won: int = 0
    against_played: int = 0
    against_won: int = 0

    def __post_init__(self) -> None:
        for name in self.field_names():
            if not _is_count(getattr(self, name)):
                raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")
        if self.with_won > self.with_played or self.against_won > self.against_played:
            raise ValueError("a character's wins cannot outnumber its matches")

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    def after_match(self, *, won: bool, partner: bool) -> CharacterStats:
        """The record after one more match with (``partner``) or against the character."""
        if partner:
            return replace(
                self,
                with_played=min(self.with_played + 1, MAX_COUNT),
                with_won=min(self.with_won + int(won), MAX_COUNT),
            )
        return replace(
            self,
            against_played=min(self.against_played + 1, MAX_COUNT),
            against_won=min(self.against_won + int(won), MAX_COUNT),
        )


@dataclass(frozen=True, slots=True)
class DailyResult:
    """How the daily deal of one day went in one variant; `score` is the player's.

    `against` (the other team's score) and `hands` (hands played) feed the leaderboard
    and the shareable result line; None in files written before they existed.
    """

    won: bool
    score: int
    against: int | None = None
    hands: int | None = None
    #: The coach gave a hint while it was played (issue 33); False in older files.
    hinted: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.won, bool):
            raise ValueError("won must be true or false")
        if not isinstance(self.hinted, bool):
            raise ValueError("hinted must be true or false")
        if not (is_int(self.score) and -MAX_COUNT <= self.score <= MAX_COUNT):
            raise ValueError(f"score must be a whole number, not {self.score!r}")
        for name in ("against", "hands"):
            value = getattr(self, name)
            if value is not None and not _is_count(value):
                raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")


@dataclass(frozen=True)
class Statistics:
    """All statistics; a value, replaced (never changed) when a result is recorded."""

    variants: Mapping[str, VariantStats] = field(default_factory=dict)
    #: date (YYYY-MM-DD) -> daily key -> result
    daily: Mapping[str, Mapping[str, DailyResult]] = field(default_factory=dict)
    #: character key -> the player's record with and against that character
    characters: Mapping[str, CharacterStats] = field(default_factory=dict)
    #: Your progress (issue 33, ``storage/progress.py``): each match's decisions judged
    #: by the coach, oldest first, and the habits' counts over all matches.
    progress: tuple[MatchProgress, ...] = ()
    habits: Mapping[str, HabitTally] = field(default_factory=dict)

    def for_variant(self, variant: str) -> VariantStats:
        """The totals of `variant`, all zero if it was never played."""
        return self.variants.get(variant, VariantStats())

    def daily_result(self, date_iso: str, variant_key: str) -> DailyResult | None:
        """The recorded result of that day's deal, or None if it was not played."""
        return self.daily.get(date_iso, {}).get(variant_key)

    def for_character(self, key: str) -> CharacterStats:
        """The record with and against character ``key``, all zero if never met."""
        return self.characters.get(key, CharacterStats())

    def to_json(self) -> dict[str, object]:
        """The body of the statistics file."""
        return {
            "variants": {key: asdict(value) for key, value in self.variants.items()},
            "daily": {
                day: {key: _daily_json(result) for key, result in results.items()}
                for day, results in self.daily.items()
            },
            "characters": {key: asdict(value) for key, value in self.characters.items()},
            **progress_json(self.progress, self.habits),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> tuple[Statistics, tuple[str, ...]]:
        """Read what is valid of a file's body; return it and the names of bad entries.

        A bad count becomes 0 and a bad entry (key or daily result) is left out; each is
        named in the second value (e.g. "argentino.matches_won", "daily.2025-13-01").
        Raises ValueError if "variants" or "daily" is present but not an object, which
        means the file is not statistics at all.
        """
        rejected: list[str] = []
        raw_variants = data.get("variants", {})
        raw_daily = data.get("daily", {})
        if not isinstance(raw_variants, dict) or not isinstance(raw_daily, dict):
            raise ValueError("'variants' and 'daily' must be objects")
        characters = _characters_from_json(data.get("characters", {}), rejected)
        progress, habits = progress_from_json(
            data.get("progress", []), data.get("habits", {}), rejected
        )
        variants: dict[str, VariantStats] = {}
        for key, raw in raw_variants.items():
            if not isinstance(raw, dict) or not _KEY.fullmatch(key):
                rejected.append(f"variants.{key}")
                continue
            counts: dict[str, int] = {}
            for name in VariantStats.field_names():
                if name not in raw:
                    continue
                if _is_count(raw[name]):
                    counts[name] = raw[name]
                else:
                    rejected.append(f"{key}.{name}")
            variants[key] = VariantStats(**counts)
        daily: dict[str, dict[str, DailyResult]] = {}
        for day, raw_results in raw_daily.items():
            try:
                _check_date(day)
                if not isinstance(raw_results, dict):
                    raise ValueError("not an object")
            except ValueError:
                rejected.append(f"daily.{day}")
                continue
            results: dict[str, DailyResult] = {}
            for key, raw in raw_results.items():
                try:
                    _check_key("a daily key", key)
                    if not isinstance(raw, dict):
                        raise ValueError("not an object")
                    results[key] = DailyResult(
                        won=raw["won"],
                        score=raw["score"],
                        against=raw.get("against"),
                        hands=raw.get("hands"),
                        hinted=raw.get("hinted", False),
                    )
                except (ValueError, KeyError):
                    rejected.append(f"daily.{day}.{key}")
            if results:
                daily[day] = results
        statistics = cls(
            variants=variants,
            daily=daily,
            characters=characters,
            progress=progress,
            habits=habits,
        )
        return statistics, tuple(rejected)


class StatsStore:
    """Loads, records and saves `Statistics` in `paths.statistics_file`.

    Recording loads the file first if `load()` was not called, and saves at once. If
    that save raises OSError the result is still counted in memory; call `save()` later
    to try again. After `load()`, `last_notices` holds the problems as codes and
    parameters that the UI can translate.
    """

    def __init__(self, paths: AppPaths) -> None:
        self.path = paths.statistics_file
        self.last_notices: tuple[Notice, ...] = ()
        self._statistics: Statistics | None = None
        self._file = VersionedFile(
            self.path,
            format_tag=FORMAT_TAG,
            version=VERSION,
            wording=Wording("statistics", "statistics", "your statistics start again"),
        )

    @property
    def statistics(self) -> Statistics:
        """The current statistics, loading the file on first use."""
        if self._statistics is None:
            return self.load()[0]
        return self._statistics

    def load(self) -> tuple[Statistics, str | None]:
        """Read the statistics; never raises for a bad file.

        Returns them and a one-sentence message for the player when something was
        wrong, or None when all was well (including a first start).
        """
        doc, notices = self._file.read()
        statistics = Statistics()
        if doc.data is not None and doc.status in ("current", "newer"):
            try:
                statistics, rejected = Statistics.from_json(doc.data)
            except ValueError as error:
                if doc.status == "current":
                    notices.append(self._file.set_aside(str(error)))
            else:
                # A newer app may store entries we cannot read; its copy keeps them.
                if rejected and doc.status == "current":
                    self._file.keep_before_rewrite()
                    notices.append(_invalid_entries_notice(rejected))
        self._statistics = statistics
        self.last_notices = tuple(notices)
        return statistics, join_notices(notices)

    def save(self) -> None:
        """Write the statistics atomically; raises OSError if the disk refuses."""
        self._file.write(self.statistics.to_json())

    def record_match(
        self,
        variant: str,
        won: bool,
        points_for: int,
        points_against: int,
        *,
        hands_won: int = 0,
        envidos_won: int = 0,
        trucos_accepted: int = 0,
        trucos_refused: int = 0,
        hands_played: int = 0,
        envidos_lost: int = 0,
        trucos_called: int = 0,
        partners: Sequence[str] = (),
        opponents: Sequence[str] = (),
    ) -> VariantStats:
        """Count one finished match of `variant` and save; return the variant's totals.

        `trucos_accepted` and `trucos_refused` count the truco calls the player's team
        answered with quiero and no quiero in that match. `partners` and `opponents` are
        the keys of the characters who sat with and against the player; each counts the
        match once. Raises ValueError for a bad variant name, a bad character key or a
        negative count, before anything changes.
        """
        _check_key("a variant", variant)
        for key in (*partners, *opponents):
            _check_key("a character", key)
        current = self.statistics
        totals = current.for_variant(variant).after_match(
            won=won,
            points_for=points_for,
            points_against=points_against,
            hands_won=hands_won,
            envidos_won=envidos_won,
            trucos_accepted=trucos_accepted,
            trucos_refused=trucos_refused,
            hands_played=hands_played,
            envidos_lost=envidos_lost,
            trucos_called=trucos_called,
        )
        met = dict(current.characters)
        for key, partner in [(k, True) for k in partners] + [(k, False) for k in opponents]:
            met[key] = met.get(key, CharacterStats()).after_match(won=won, partner=partner)
        self._statistics = replace(
            current, variants={**current.variants, variant: totals}, characters=met
        )
        self.save()
        return totals

    def record_hands(self, variant: str, **counts: int) -> VariantStats:
        """Count hands of `variant` just played (`HAND_COUNTS`) and save; the totals.

        Raises ValueError for a bad variant name, count name or count, before anything
        changes.
        """
        _check_key("a variant", variant)
        current = self.statistics
        totals = current.for_variant(variant).after_hands(**counts)
        self._statistics = replace(current, variants={**current.variants, variant: totals})
        self.save()
        return totals

    def record_result(
        self,
        variant: str,
        won: bool,
        points_for: int,
        points_against: int,
        *,
        partners: Sequence[str] = (),
        opponents: Sequence[str] = (),
    ) -> VariantStats:
        """Count one finished match whose hands were counted as they were played
        (`record_hands`): the match, its points, the streak and the characters met."""
        return self.record_match(
            variant, won, points_for, points_against, partners=partners, opponents=opponents
        )

    def record_abandoned(self, variant: str) -> VariantStats:
        """Count a match of `variant` left before its end and save; the totals."""
        _check_key("a variant", variant)
        current = self.statistics
        totals = current.for_variant(variant).after_abandoned()
        self._statistics = replace(current, variants={**current.variants, variant: totals})
        self.save()
        return totals

    def reset(self) -> None:
        """Start the per-variant and per-character totals again from zero and save.

        The daily results stay: they are the leaderboard, and what makes only the first
        attempt of a day count.
        """
        self._statistics = replace(
            self.statistics, variants={}, characters={}, progress=(), habits={}
        )
        self.save()

    def record_progress(
        self,
        match: str,
        variant: str,
        day: str,
        hand_number: int,
        decisions: int,
        agreed: int,
        habits: Mapping[str, tuple[int, int, int]],
    ) -> bool:
        """Count one hand's decisions judged by the coach (issue 33) under its match
        (``progress.match_key`` of its seed) and save; False when that hand was already
        counted. ``habits``: key -> (chances, times, cost in thousandths). Raises
        ValueError for a bad value, before anything changes."""
        current = self.statistics
        entry = MatchProgress(match, variant, day, decisions=decisions, agreed=agreed)
        after = after_hand(current.progress, current.habits, entry, hand_number, habits)
        if after is None:
            return False
        self._statistics = replace(current, progress=after[0], habits=after[1])
        self.save()
        return True

    def record_daily(
        self,
        date_iso: str,
        variant_key: str,
        won: bool,
        score: int,
        *,
        against: int | None = None,
        hands: int | None = None,
        hinted: bool = False,
    ) -> bool:
        """Record that day's deal and save; return False if it was already recorded.

        The first result of a day stands, so replaying the same deal cannot improve it.
        This does not count as a match: call `record_match` too if it should.
        """
        _check_date(date_iso)
        _check_key("a daily key", variant_key)
        result = DailyResult(won=won, score=score, against=against, hands=hands, hinted=hinted)
        current = self.statistics
        if current.daily_result(date_iso, variant_key) is not None:
            return False
        day = {**current.daily.get(date_iso, {}), variant_key: result}
        self._statistics = replace(current, daily={**current.daily, date_iso: day})
        self.save()
        return True

    def daily_result(self, date_iso: str, variant_key: str) -> DailyResult | None:
        """The recorded result of that day's deal, or None if it was not played."""
        return self.statistics.daily_result(date_iso, variant_key)


def _characters_from_json(raw: object, rejected: list[str]) -> dict[str, CharacterStats]:
    """The readable character records of a file; each bad one is named in ``rejected``
    ("characters" when the whole entry is not an object)."""
    if not isinstance(raw, dict):
        rejected.append("characters")
        return {}
    found: dict[str, CharacterStats] = {}
    for key, value in raw.items():
        if not isinstance(value, dict) or not isinstance(key, str) or not _KEY.fullmatch(key):
            rejected.append(f"characters.{key}")
            continue
        counts = {name: value[name] for name in CharacterStats.field_names() if name in value}
        try:
            found[key] = CharacterStats(**counts)
        except (ValueError, TypeError):
            rejected.append(f"characters.{key}")
    return found


def _daily_json(result: DailyResult) -> dict[str, object]:
    """A daily result as stored: fields that are unknown (None) are left out, and so is
    ``hinted`` when no hint was given (the files of before issue 33 read the same)."""
    return {
        name: value
        for name, value in asdict(result).items()
        if value is not None and not (name == "hinted" and value is False)
    }


def _invalid_entries_notice(names: tuple[str, ...]) -> Notice:
    # Names come from the file and may be anything; keep the sentence short.
    shown = ", ".join(name[:40] for name in names[:5]) + (", …" if len(names) > 5 else "")
    return Notice(
        "statistics.invalid_entries",
        f"Some statistics could not be read ({shown}), so those entries start again.",
        {"entries": ", ".join(names)},
    )
