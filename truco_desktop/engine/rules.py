"""The options of a match: variant, players, flor mode, falta rule, target, deck, gallo.

``Rules`` is validated once, at construction; everything downstream may trust it. The
same names are used in hand records (REFEREE.md ``options``) and in the preferences.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .actions import ANSWERS, ENVIDO_CALLS, FLOR_WORDS, SET_CHOICES
from .cards import Deck
from .errors import BadRecord, quoted
from .variant import Variant
from .variants import get_variant

FLOR_MODES = ("off", "simple", "full")
FALTA_RULES = ("total", "malas")
DECK_OPTIONS = ("dirty", "clean")
GALLO_MODES = ("rotating", "fixed")
#: The player counts whose hands alternate redondo and pica-pica (AR-SIX-2, AR-EIGHT-1).
PICA_PICA_COUNTS = (6, 8)
MAX_TARGET = 1000


@dataclass(frozen=True, slots=True)
class Rules:
    variant_name: str = "argentino"
    players: int = 4
    flor: str = "off"
    falta: str = "total"
    target: int = 0  # 0 means the variant's default (30 or 12)
    deck_option: str = "dirty"
    pica_pica: bool = True
    best_of_three: bool = False
    #: AR-GALLO-2: with 3 players, who is the gallo: the mano ("rotating") or ``gallo_seat``.
    gallo: str = "rotating"
    gallo_seat: int = 0
    variant: Variant = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        variant = get_variant(self.variant_name)
        object.__setattr__(self, "variant", variant)
        if type(self.players) is not int or self.players not in variant.player_counts:
            raise BadRecord(
                f"players must be one of {list(variant.player_counts)} in {variant.name}"
            )
        if self.flor not in FLOR_MODES:
            raise BadRecord(f"unknown flor mode {quoted(self.flor)}")
        if self.flor != "off" and not variant.has_flor_option:
            raise BadRecord(f"there is no flor in {variant.name}")
        if self.falta not in FALTA_RULES:
            raise BadRecord(f"unknown falta rule {quoted(self.falta)}")
        if self.deck_option not in DECK_OPTIONS:
            raise BadRecord(f"unknown deck {quoted(self.deck_option)}")
        if self.deck_option != "dirty" and not variant.turns_vira:
            raise BadRecord(f"the deck option does not exist in {variant.name}")
        if type(self.target) is not int or not 0 <= self.target <= MAX_TARGET:
            raise BadRecord(f"target must be a whole number from 1 to {MAX_TARGET}")
        if self.target == 0:
            object.__setattr__(self, "target", variant.default_target)
        self._check_gallo()

    def _check_gallo(self) -> None:
        """AR-GALLO-2, AR-GALLO-5: the gallo's options exist only with 3 players."""
        if self.gallo not in GALLO_MODES:
            raise BadRecord(f"option gallo must be one of {list(GALLO_MODES)}")
        if type(self.gallo_seat) is not int or not 0 <= self.gallo_seat <= 2:
            raise BadRecord("option gallo_seat must be a seat from 0 to 2")
        if self.gallo == "fixed" and self.players != 3:
            raise BadRecord("option gallo fixed exists only with 3 players")
        if self.gallo_seat != 0 and (self.gallo != "fixed" or self.players != 3):
            raise BadRecord("option gallo_seat exists only with gallo fixed and 3 players")
        if self.best_of_three and self.players == 3:
            raise BadRecord("best of three is not offered with 3 players (AR-GALLO-5)")

    @property
    def has_gallo(self) -> bool:
        """AR-GALLO-1: three players, one alone against two in every hand."""
        return self.players == 3

    def gallo_of(self, mano: int) -> int | None:
        """AR-GALLO-2: the gallo of a hand whose mano is ``mano`` (None without a gallo)."""
        if not self.has_gallo:
            return None
        return mano if self.gallo == "rotating" else self.gallo_seat

    @property
    def has_pica_pica(self) -> bool:
        """AR-SIX-2, AR-EIGHT-1: hands may be played as pica-pica duels."""
        return self.players in PICA_PICA_COUNTS

    @property
    def score_size(self) -> int:
        """How many entries the match score has: a score per seat with 3 players."""
        return 3 if self.has_gallo else 2

    @property
    def deck(self) -> Deck:
        return self.variant.deck_for(self.deck_option)

    @property
    def flor_enabled(self) -> bool:
        return self.flor != "off"

    @property
    def calls(self) -> frozenset[str]:
        """Every call word these rules have (the variant's vocabulary and the options)."""
        variant = self.variant
        words = {r.word for r in variant.truco_ladder} | set(ANSWERS)
        if variant.has_envido:
            words |= set(ENVIDO_CALLS)
        if self.flor_enabled:
            words |= set(FLOR_WORDS)
        if variant.set_choice:
            words |= set(SET_CHOICES)
        if variant.has_mazo:
            words.add("mazo")
        return frozenset(words)

    def key(self) -> str:
        """A stable text naming these options (used by the daily deal's seed)."""
        parts = [self.variant_name, f"p{self.players}", f"t{self.target}"]
        if self.variant.has_flor_option:
            parts += [f"flor-{self.flor}", f"falta-{self.falta}"]
        if self.variant.turns_vira:
            parts.append(f"deck-{self.deck_option}")
        if self.has_pica_pica:
            parts.append("pica" if self.pica_pica else "redondo")
        if self.has_gallo:
            parts.append(
                f"gallo-{self.gallo}" + (str(self.gallo_seat) if self.gallo == "fixed" else "")
            )
        if self.best_of_three:
            parts.append("bo3")
        return "/".join(parts)

    def to_options(self) -> dict[str, object]:
        """The hand-record ``options`` object (only what the variant uses)."""
        out: dict[str, object] = {"players": self.players, "target": self.target}
        if self.variant.has_flor_option:
            out["flor"] = self.flor
            out["falta"] = self.falta
        if self.variant.turns_vira:
            out["deck"] = self.deck_option
        if self.has_gallo:
            out["gallo"] = self.gallo
            if self.gallo == "fixed":
                out["gallo_seat"] = self.gallo_seat
        return out

    @staticmethod
    def from_options(variant_name: object, options: Mapping[str, object]) -> Rules:
        """Build from a hand record's ``variant`` and ``options`` (REFEREE.md)."""
        if not isinstance(variant_name, str):
            raise BadRecord("variant must be a string")
        variant = get_variant(variant_name)
        known = {"players", "flor", "falta", "target", "deck", "hand_kind", "gallo", "gallo_seat"}
        for key in options:
            if key not in known:
                raise BadRecord(f"unknown option {quoted(key)}")
        kwargs: dict[str, object] = {"variant_name": variant_name}
        if "players" in options:
            kwargs["players"] = options["players"]
        for key, attr, allowed in (
            ("flor", "flor", FLOR_MODES),
            ("falta", "falta", FALTA_RULES),
            ("deck", "deck_option", DECK_OPTIONS),
            ("gallo", "gallo", GALLO_MODES),
        ):
            if key in options:
                value = options[key]
                if not isinstance(value, str) or value not in allowed:
                    raise BadRecord(f"option {key} must be one of {list(allowed)}")
                kwargs[attr] = value
        if "target" in options:
            target = options["target"]
            if type(target) is not int or not 1 <= target <= MAX_TARGET:
                raise BadRecord(f"option target must be a whole number from 1 to {MAX_TARGET}")
            kwargs["target"] = target
        if "gallo_seat" in options:
            seat = options["gallo_seat"]
            if type(seat) is not int or not 0 <= seat <= 2:
                raise BadRecord("option gallo_seat must be a seat from 0 to 2")
            kwargs["gallo_seat"] = seat
        players = kwargs.get("players", 4)
        if type(players) is not int:
            raise BadRecord("option players must be a whole number")
        # An option that a variant does not use is accepted at its neutral value
        # (``flor: off`` in Mineiro says nothing wrong) and refused otherwise.
        if not variant.has_flor_option and kwargs.get("falta", "total") != "total":
            raise BadRecord(f"option falta does not exist in {variant.name}")
        if not variant.has_flor_option:
            kwargs.pop("falta", None)
        return Rules(**kwargs)  # type: ignore[arg-type]
