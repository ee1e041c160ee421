"""The player's preferences and the file that keeps them.

`Preferences` is a frozen value checked when it is built, so the rest of the app can
trust every field; `with_changes` makes the next value. `SettingsStore` reads the file
forgivingly (a bad field costs only that field, a bad file is moved aside, never lost)
and writes it atomically the moment something changes, because preferences are small
and a crash should not undo what the player just chose.

File layout::

    {"format": "truco-desktop/settings", "version": 1, "preferences": {...}}

Truco words used below: *flor* is the Argentine bonus for three cards of one suit;
*falta* is the falta envido, whose value can count from the whole target ("total") or
only the *malas*, the first half of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final, Literal, get_args

from truco_desktop.paths import AppPaths
from truco_desktop.storage.document import VersionedFile, Wording, is_int
from truco_desktop.storage.notices import Notice, join_notices

FORMAT_TAG: Final = "truco-desktop/settings"
VERSION: Final = 1

FlorMode = Literal["off", "simple", "full"]
#: AR-GALLO-2: with three players, the gallo is each hand's mano, or one fixed seat.
GalloMode = Literal["rotating", "fixed"]
ArgentinoTarget = Literal[15, 30]
PaulistaDeck = Literal["dirty", "clean"]
FaltaMode = Literal["total", "malas"]
AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
Language = Literal["en", "es", "pt_BR", "tr", "pl", "el", "id"]

LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)

GALLO_SEATS: Final = (0, 1, 2)

#: A variant and a computer player's level are kept as plain names (the engine's
#: ``Variant.name``, ``bots.levels``): which names exist, and which player counts each
#: variant offers, is theirs to say, asked through ``play.rules.mended_preferences`` (a
#: setting from a newer version is mended, not lost here). No variant until the player
#: chooses one: the game's default.
_PLAIN_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
#: A player count is a small whole number; which counts a variant is played by is the
#: engine's to say (three, six and eight are Argentine only, D-14), asked the same way.
_MAX_PLAYERS: Final = 64
#: The table of four the game starts with.
DEFAULT_PLAYERS: Final = 4

#: A deck style names a design of the card backs (`ui/table/deck_styles.py`: "classic" is
#: `back`, "blue" is `back-blue`), so it must be a plain lower-case name: nothing that
#: could climb out of a folder or fail on a case-insensitive disk.
_DECK_STYLE = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")

#: Qt's own window geometry state (`QWidget.saveGeometry`) in base64: a few hundred
#: characters; a longer value is not one.
_WINDOW_STATE = re.compile(r"[A-Za-z0-9+/]{1,4096}={0,2}")

#: A pick of a computer player: "auto" (let the game choose) or a character's key
#: (`bots.characters`), a short lower-case name. A well-formed key this version does not
#: know (a newer version's character) is kept and read as "auto" when a match starts.
_CHARACTER_PICK = re.compile(r"[a-z][a-z0-9_-]{0,31}")
AUTO_PICK: Final = "auto"
#: How many partner and opponent seats a pick list covers (six players: two and three).
PARTNER_PICKS: Final = 2
OPPONENT_PICKS: Final = 3

#: Far beyond any real desktop, but small enough that a broken value cannot make the
#: window system choke; the UI still fits the window to the screens it finds.
_MAX_COORDINATE = 100_000

#: The allowed values of each closed-choice field; the type of each choice matters too
#: (4.0 is not 4 and true is not 1 in a settings file).
_CHOICES: Final[Mapping[str, tuple[object, ...]]] = {
    "flor": get_args(FlorMode),
    "gallo": get_args(GalloMode),
    "gallo_seat": GALLO_SEATS,
    "target_argentino": get_args(ArgentinoTarget),
    "paulista_deck": get_args(PaulistaDeck),
    "falta": get_args(FaltaMode),
    "animation_speed": get_args(AnimationSpeed),
    "language": (None, *LANGUAGES),
}

_BOOLEANS: Final = frozenset(
    {
        "best_of_three",
        "four_colour",
        "show_own_envido",
        "partner_asks_first",
        "partner_answers",
        "signs_enabled",
        "opponents_catch_signs",
        "show_sign_meanings",
        "sound_enabled",
        "next_hand_by_itself",
        "maximized",
        "hints",
        "show_tips",
        "look_back",
        "lesson_offered",
    }
)

#: A tip's key (`play/tips.py`): a short lower-case name. A key this version does not
#: know (a newer version's tip) is kept, so that it is not shown again after an update.
_TIP_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
#: More remembered tips than any version will have.
MAX_TIPS_SEEN: Final = 200


def _picks(name: str, value: object, count: int) -> tuple[str, ...]:
    """A list of character picks as a tuple; ValueError unless it is ``count`` picks."""
    if not isinstance(value, list | tuple) or len(value) != count:
        raise ValueError(f"{name} must be a list of {count} picks, not {value!r}")
    for pick in value:
        if not (isinstance(pick, str) and _CHARACTER_PICK.fullmatch(pick)):
            raise ValueError(f"{name} holds {pick!r}, which is neither 'auto' nor a character")
    return tuple(value)


def _tip_keys(value: object) -> tuple[str, ...]:
    """The tips already shown, as a tuple; ValueError unless a list of tip keys."""
    if not isinstance(value, list | tuple) or len(value) > MAX_TIPS_SEEN:
        raise ValueError(f"tips_seen must be a list of at most {MAX_TIPS_SEEN} tip keys")
    for key in value:
        if not (isinstance(key, str) and _TIP_KEY.fullmatch(key)):
            raise ValueError(f"tips_seen holds {key!r}, which is not a tip's key")
    return tuple(value)


#: A club's address or a name, as typed (a URL is far shorter).
_MAX_CLUB_TEXT: Final = 300
#: A certificate's SHA-256 in hex, as `net.client.normalize_fingerprint` writes it.
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")
#: Clubs whose certificate a person trusted: far more than anyone visits.
_MAX_PINS: Final = 64


def _pins(value: object) -> tuple[tuple[str, str], ...]:
    """The pinned certificates as (club, fingerprint) pairs; ValueError unless each
    is a club and a SHA-256 fingerprint, one per club."""
    if not isinstance(value, list | tuple) or len(value) > _MAX_PINS:
        raise ValueError(f"club_pins must be a list of at most {_MAX_PINS} pairs")
    pairs: list[tuple[str, str]] = []
    for pair in value:
        if not (isinstance(pair, list | tuple) and len(pair) == 2):
            raise ValueError("club_pins holds a pair that is not (club, fingerprint)")
        club, digest = pair
        if not (isinstance(club, str) and 0 < len(club) <= _MAX_CLUB_TEXT and club.isprintable()):
            raise ValueError("club_pins names a club that is not one")
        if not (isinstance(digest, str) and _FINGERPRINT.fullmatch(digest)):
            raise ValueError("club_pins holds a fingerprint that is not SHA-256 hex")
        pairs.append((club, digest))
    if len({club for club, _ in pairs}) != len(pairs):
        raise ValueError("club_pins pins one club twice")
    return tuple(pairs)


def _is_choice(value: object, choices: tuple[object, ...]) -> bool:
    return any(type(value) is type(choice) and value == choice for choice in choices)


@dataclass(frozen=True, slots=True)
class WindowGeometry:
    """Where the main window was, in logical pixels, when it was last closed."""

    x: int
    y: int
    width: int
    height: int

    def __post_init__(self) -> None:
        for name in ("x", "y"):
            value = getattr(self, name)
            if not (is_int(value) and -_MAX_COORDINATE <= value <= _MAX_COORDINATE):
                raise ValueError(f"window {name} must be a whole number near the screen")
        for name in ("width", "height"):
            value = getattr(self, name)
            if not (is_int(value) and 0 < value <= _MAX_COORDINATE):
                raise ValueError(f"window {name} must be a positive whole number")

    @classmethod
    def from_json(cls, value: object) -> WindowGeometry | None:
        """Parse the file's `window` entry; raise ValueError if it is not one."""
        if value is None:
            return None
        if not isinstance(value, dict) or set(value) != {"x", "y", "width", "height"}:
            raise ValueError("window must be null or an object with x, y, width, height")
        return cls(x=value["x"], y=value["y"], width=value["width"], height=value["height"])


@dataclass(frozen=True, slots=True)
class Preferences:
    """Everything the player can choose, with the defaults of a first start.

    Building one with an impossible value raises ValueError, so a value that exists is
    valid as a value. The rule choices are plain values: which variants exist and which
    player counts each offers is the engine's, and a combination it does not offer (six
    players after switching to a variant played by two or four) is mended by the play
    layer (``play.rules.mended_preferences``), not refused here. The gallo's options are
    kept whatever the player count (they apply only to a table of three).
    """

    #: None: the game's default variant (the engine names it).
    variant: str | None = None
    flor: FlorMode = "off"
    players: int = DEFAULT_PLAYERS
    #: AR-GALLO-2 (three players only): who is the gallo, and which seat when fixed.
    gallo: GalloMode = "rotating"
    gallo_seat: int = 0
    target_argentino: ArgentinoTarget = 30
    best_of_three: bool = False
    paulista_deck: PaulistaDeck = "dirty"
    falta: FaltaMode = "total"
    #: The computer players' levels, plain names: which exist is the bots' to say
    #: (``bots.levels``), asked through ``play.rules.mended_preferences``.
    opponents_level: str = "normal"
    partner_level: str = "normal"
    #: The characters picked for the opponent seats and the partner seats, in seat order
    #: ("auto": the game chooses, a varied choice each match).
    opponent_characters: tuple[str, ...] = (AUTO_PICK,) * OPPONENT_PICKS
    partner_characters: tuple[str, ...] = (AUTO_PICK,) * PARTNER_PICKS
    animation_speed: AnimationSpeed = "normal"
    deck_style: str = "classic"
    four_colour: bool = False
    partner_asks_first: bool = False
    #: Your own envido shown by your cards while one may be called ("You have 29"); off
    #: for purists, who count their points as at a real table.
    show_own_envido: bool = True
    #: Off: a call addressed to the player's team waits for the player.
    partner_answers: bool = False
    signs_enabled: bool = True
    opponents_catch_signs: bool = True
    #: The señas' meanings in the log and on the faces' tags ("Rosa signals: Un dos"): on
    #: while a player learns them; off, the table says only that a sign was made, and
    #: reading the face is part of the game, as at a real table.
    show_sign_meanings: bool = True
    #: The table's sounds, and their volume in percent of full (`ui/audio/sound.py`).
    sound_enabled: bool = True
    sound_volume: int = 75
    #: Off: the hand's summary stays until the player moves on (Space, or its button),
    #: so that how the hand ended is seen; on: the next hand deals itself after a pause.
    next_hand_by_itself: bool = False
    #: The coach (issue 33): the Hint button and the H key at your turn (never in a
    #: match played online).
    hints: bool = True
    #: Tips shown the first time their situation comes up, and the keys of those shown.
    show_tips: bool = True
    tips_seen: tuple[str, ...] = ()
    #: After each hand, one click from its summary: the coach's look back at it.
    look_back: bool = True
    #: The first start asked whether to learn or to play (issue 33): asked once.
    lesson_offered: bool = False
    #: None follows the system locale; otherwise one of LANGUAGES.
    language: Language | None = None
    #: None until the window has been closed once; the UI then centres it.
    window: WindowGeometry | None = None
    maximized: bool = False
    #: The window's geometry as Qt keeps it (`saveGeometry`, base64): restored by Qt
    #: itself, frame and screen included, so no window manager makes it drift. None in
    #: a file from before it existed: `window` is used then.
    window_state: str | None = None
    #: The club server of Game → Play online… (`ui/widgets/club_lobby.py`), as typed:
    #: empty until the person types one, so the game never goes online by itself.
    club_address: str = ""
    #: The name the person last played under at a club ("": his account's name).
    club_name: str = ""
    #: The certificates of their own (self-signed) the person trusted, one per club:
    #: (the club's tables URL, the certificate's SHA-256 in hex). A changed one is refused.
    club_pins: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if not _is_choice(value, choices):
                raise ValueError(f"{name} must be one of {choices!r}, not {value!r}")
        for name in _BOOLEANS:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if not (isinstance(self.deck_style, str) and _DECK_STYLE.fullmatch(self.deck_style)):
            raise ValueError(f"deck_style must be a deck folder name, not {self.deck_style!r}")
        for name, count in (
            ("opponent_characters", OPPONENT_PICKS),
            ("partner_characters", PARTNER_PICKS),
        ):
            object.__setattr__(self, name, _picks(name, getattr(self, name), count))
        object.__setattr__(self, "tips_seen", _tip_keys(self.tips_seen))
        if not (is_int(self.sound_volume) and 0 <= self.sound_volume <= 100):
            raise ValueError(f"sound_volume must be 0 to 100, not {self.sound_volume!r}")
        if self.window is not None and not isinstance(self.window, WindowGeometry):
            raise ValueError("window must be a WindowGeometry or None")
        state = self.window_state
        if state is not None and not (isinstance(state, str) and _WINDOW_STATE.fullmatch(state)):
            raise ValueError("window_state must be base64 text (Qt's saved geometry) or None")
        variant = self.variant
        if variant is not None and not (
            isinstance(variant, str) and _PLAIN_NAME.fullmatch(variant)
        ):
            raise ValueError(f"variant must be a variant's name, not {variant!r}")
        if not (is_int(self.players) and 2 <= self.players <= _MAX_PLAYERS):
            raise ValueError(f"players must be a count of players, not {self.players!r}")
        for name in ("opponents_level", "partner_level"):
            level = getattr(self, name)
            if not (isinstance(level, str) and _PLAIN_NAME.fullmatch(level)):
                raise ValueError(f"{name} must be a level's name, not {level!r}")
        for name in ("club_address", "club_name"):
            text = getattr(self, name)
            if not (isinstance(text, str) and len(text) <= _MAX_CLUB_TEXT and text.isprintable()):
                raise ValueError(f"{name} must be printable text of at most {_MAX_CLUB_TEXT}")
        object.__setattr__(self, "club_pins", _pins(self.club_pins))

    def with_changes(self, **changes: Any) -> Preferences:
        """A copy with `changes` applied; raises ValueError (or TypeError) if invalid."""
        return replace(self, **changes)

    def to_json(self) -> dict[str, object]:
        """The `preferences` object of the settings file."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> tuple[Preferences, tuple[str, ...]]:
        """Build preferences from a file's `preferences` object, as much as is valid.

        Returns the preferences and the names of the fields that held invalid values
        and fell back to their default. Missing fields take their default silently
        (a file from before the field existed is not wrong); unknown keys are ignored
        (a newer app may have added them).
        """
        defaults = cls()
        accepted: dict[str, Any] = {}
        rejected: list[str] = []
        for field in fields(cls):
            if field.name not in data:
                continue
            raw = data[field.name]
            try:
                value: Any = WindowGeometry.from_json(raw) if field.name == "window" else raw
                replace(defaults, **{field.name: value})
            except (ValueError, TypeError, KeyError):
                rejected.append(field.name)
                continue
            accepted[field.name] = value
        return replace(defaults, **accepted), tuple(rejected)


class SettingsStore:
    """Loads and saves `Preferences` in `paths.settings_file`.

    After `load()`, `last_notices` holds the same problems as the returned message, as
    codes and parameters that the UI can translate.

    ``mend`` turns what the file holds into a combination the game offers (the play
    layer's ``mended_preferences``, which asks the engine); a field it had to change is
    reported like an invalid one. Storage itself knows no rules, so it is given this.
    """

    def __init__(
        self, paths: AppPaths, mend: Callable[[Preferences], Preferences] | None = None
    ) -> None:
        self.path = paths.settings_file
        self._mend = mend
        self.last_notices: tuple[Notice, ...] = ()
        self._file = VersionedFile(
            self.path,
            format_tag=FORMAT_TAG,
            version=VERSION,
            wording=Wording("settings", "settings", "the default settings are in use"),
        )

    def load(self) -> tuple[Preferences, str | None]:
        """Read the preferences; never raises for a bad file.

        Returns the preferences to use and a one-sentence message for the player when
        something was wrong, or None when all was well (including a first start).
        """
        doc, notices = self._file.read()
        prefs = Preferences()
        if doc.data is not None and doc.status in ("current", "newer"):
            section = doc.data.get("preferences")
            if doc.status == "newer":
                # A newer app may use values we do not know; that is not an error here.
                if isinstance(section, dict):
                    prefs, _ = Preferences.from_json(section)
            elif not isinstance(section, dict):
                notices.append(self._file.set_aside("'preferences' is not an object"))
            else:
                prefs, rejected = Preferences.from_json(section)
                prefs, mended = self._mended(prefs)
                rejected = (*rejected, *(name for name in mended if name not in rejected))
                if rejected:
                    self._file.keep_before_rewrite()
                    notices.append(_invalid_fields_notice(rejected))
        prefs, _ = self._mended(prefs)  # a first start, a newer file: mended quietly
        self.last_notices = tuple(notices)
        return prefs, join_notices(notices)

    def _mended(self, prefs: Preferences) -> tuple[Preferences, tuple[str, ...]]:
        """``prefs`` as the game can use them, and the fields that had to change. A choice
        not made yet (None: no variant chosen) that the mending fills in is no value the
        game could not use, so it is not told or kept aside."""
        if self._mend is None:
            return prefs, ()
        mended = self._mend(prefs)
        changed = tuple(
            f.name
            for f in fields(Preferences)
            if getattr(prefs, f.name) is not None
            and getattr(mended, f.name) != getattr(prefs, f.name)
        )
        return mended, changed

    def save(self, prefs: Preferences) -> None:
        """Write `prefs` atomically now; raises OSError if the disk refuses.

        A newer app's file is first copied to `settings.json.v<N>-backup` (once), and a
        corrupt file that could not be moved aside at load time is moved now; if that
        still fails nothing is written, so the bad file is never silently replaced.
        """
        self._file.write({"preferences": prefs.to_json()})


def _invalid_fields_notice(names: tuple[str, ...]) -> Notice:
    listed = ", ".join(names)
    return Notice(
        "settings.invalid_fields",
        f"Some settings had values this version cannot use ({listed}), so those are back"
        " to their defaults.",
        {"fields": listed},
    )
