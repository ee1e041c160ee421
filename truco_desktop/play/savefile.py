"""What the save file holds: a *session* around the engine's match description.

::

    {"kind": "truco-desktop/session", "version": 1, "match": {<Match.to_json()>},
     "levels": {"opponents": "normal", "partner": "normal"},
     "bot_seed": 1234567890,
     "daily": null | {"date": "2026-11-29", "key": "argentino.p4...", "scored": true},
     "recorded": false,
     "characters": {"1": "rosa", "2": "tano", "3": "beto"},
     "counted_hands": 2}

A bare match description (kind "truco-desktop/match") is accepted too, and so is a
session without `bot_seed` (written before it existed: its bots get a fresh seed) or
without `characters` (its computer seats play their levels' own style, as they did), or
without `counted_hands` (how many of its hands the statistics have counted: none, from a
version that counted a match only at its end). What
the session keeps beside the match is read as far as it makes sense and no further: a
level that is not a bots' level is the default one, a bot seed that is not a whole number
from 0 to 2**64 - 1 is replaced, a daily deal whose date or key cannot be read is none, and a
character entry whose seat is not a computer seat or whose key is not a short lower-case
name is left out (a key this version does not know plays its level's own style).
The storage layer (`storage.savegame`) wraps this payload in its own envelope and writes it
atomically; this module only builds and reads it.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from truco_desktop.bots.levels import DEFAULT_LEVEL, LEVEL_NAMES
from truco_desktop.engine.errors import BadRecord

if TYPE_CHECKING:
    from truco_desktop.engine.match import Match
    from truco_desktop.engine.rules import Rules
    from truco_desktop.play.daily import DailyEntry

SESSION_KIND: Final = "truco-desktop/session"
MATCH_KIND: Final = "truco-desktop/match"
SESSION_VERSION: Final = 1
#: The levels a save may name (``bots.levels``, read without loading the players).
LEVELS: Final = LEVEL_NAMES
#: A daily deal's key is a short name such as "argentino.p4.f0.t30".
_MAX_KEY = 100
#: A character's key (`bots.characters`): a short lower-case name.
_CHARACTER_KEY = re.compile(r"[a-z][a-z0-9_-]{0,31}")


class DailyState(NamedTuple):
    """The daily deal being played: which one, and whether this attempt is scored."""

    date: _dt.date
    key: str
    scored: bool
    #: The coach gave a hint during this attempt (issue 33): its result says so.
    hinted: bool = False

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "date": self.date.isoformat(),
            "key": self.key,
            "scored": self.scored,
        }
        if self.hinted:
            out["hinted"] = True
        return out

    @staticmethod
    def from_json(value: object) -> DailyState | None:
        if not isinstance(value, dict):
            return None
        date, key = value.get("date"), value.get("key")
        if not isinstance(date, str) or not isinstance(key, str) or not _text(key, _MAX_KEY):
            return None
        try:
            return DailyState(
                _dt.date.fromisoformat(date),
                key,
                value.get("scored") is True,
                value.get("hinted") is True,
            )
        except ValueError:
            return None

    def entry(self, won: bool, score: int, against: int, hands: int) -> DailyEntry:
        """This deal's leaderboard row for a result."""
        from truco_desktop.play.daily import DailyEntry

        return DailyEntry(self.date.isoformat(), self.key, won, score, against, hands, self.hinted)


def _text(value: str, limit: int) -> bool:
    """Short text that can be written as UTF-8 (no lone surrogate)."""
    if not value or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _level(value: object) -> str:
    return value if isinstance(value, str) and value in LEVELS else DEFAULT_LEVEL


def unwrap(payload: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(match description, session extras) of a saved payload; BadRecord if neither."""
    kind = payload.get("kind")
    if kind == MATCH_KIND:
        return dict(payload), {}
    match = payload.get("match")
    if kind == SESSION_KIND and isinstance(match, dict):
        return match, dict(payload)
    raise BadRecord(f"not a saved session ({kind!r})")


def session_started(payload: Mapping[str, Any]) -> bool:
    """Whether any action was played in a saved match (a bad payload counts as started)."""
    try:
        match_json, _extras = unwrap(payload)
    except BadRecord:
        return True
    hands = match_json.get("hands")
    return not (isinstance(hands, list) and len(hands) == 1 and hands[0] == [])


class SavedSession(NamedTuple):
    """A save, read and checked: the match it replays to and what the session kept."""

    match_json: dict[str, Any]
    match: Match
    opponents_level: str
    partner_level: str
    bot_seed: int | None
    daily: DailyState | None
    recorded: bool
    #: The character in each computer seat (seat -> key); empty in older saves.
    characters: Mapping[int, str]
    #: How many of the match's hands the statistics have counted (0 in older saves).
    counted_hands: int = 0

    @property
    def rules(self) -> Rules:
        """The saved match's rules (what a table is laid for behind the question)."""
        return self.match.rules


def _characters(value: object, players: int) -> dict[int, str]:
    """The readable entries of a save's `characters`: seat number -> character key."""
    if not isinstance(value, dict):
        return {}
    found: dict[int, str] = {}
    for seat, key in value.items():
        if not (isinstance(seat, str) and seat.isdigit() and len(seat) <= 2):
            continue
        number = int(seat)
        if 0 < number < players and isinstance(key, str) and _CHARACTER_KEY.fullmatch(key):
            found[number] = key
    return found


def read_saved(payload: Mapping[str, Any]) -> SavedSession:
    """Check a saved payload by replaying its match; BadRecord says what is wrong."""
    from truco_desktop.engine.match import Match

    match_json, extras = unwrap(payload)
    match = Match.from_json(match_json)
    levels = extras.get("levels")
    if not isinstance(levels, dict):
        levels = {}
    bot_seed = extras.get("bot_seed")
    if type(bot_seed) is not int or not 0 <= bot_seed < 2**64:
        bot_seed = None
    return SavedSession(
        match_json,
        match,
        _level(levels.get("opponents")),
        _level(levels.get("partner")),
        bot_seed,
        DailyState.from_json(extras.get("daily")),
        extras.get("recorded") is True,
        _characters(extras.get("characters"), match.rules.players),
        _counted(extras.get("counted_hands"), len(match_json.get("hands") or ())),
    )


def _counted(value: object, hands: int) -> int:
    """A save's `counted_hands`: a whole number up to the match's hands, else 0 (its
    hands are counted again from the first: a hand may count twice, never be lost)."""
    if type(value) is int and 0 <= value <= hands:
        return value
    return 0


def session_payload(
    match: Match,
    levels: tuple[str, str],
    bot_seed: int,
    daily: DailyState | None,
    recorded: bool,
    characters: Mapping[int, str] | None = None,
    counted_hands: int = 0,
) -> dict[str, object]:
    """The payload that `read_saved` reads back."""
    return {
        "kind": SESSION_KIND,
        "version": SESSION_VERSION,
        "match": match.to_json(),
        "levels": {"opponents": levels[0], "partner": levels[1]},
        "bot_seed": bot_seed,
        "daily": None if daily is None else daily.to_json(),
        "recorded": recorded,
        "characters": {str(seat): key for seat, key in sorted((characters or {}).items())},
        "counted_hands": counted_hands,
    }
