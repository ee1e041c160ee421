"""What distinguishes one variant from another, as data.

The hand's rules (``hand.py``) are written once; a variant is a ``Variant`` value that says
which deck it uses, how cards are dealt, its strength table, its truco ladder and which
optional features (envido, flor, folding, face-down cards, the Mineiro set choice, the
Brazilian hands of eleven and iron hands) exist. Adding a variant means writing one such
value in ``variants/`` and its tests, not touching the rule code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum

from .cards import Card, Deck
from .ladders import Rung


class AllPardas(Enum):
    """Who wins a hand whose three tricks are all parda."""

    MANO = "mano"  # AR-HAND-1 (c)
    DEALER = "dealer"  # PA-HAND-1
    NOBODY = "nobody"  # MI-HAND-1


class DealStyle(Enum):
    ONE_BY_ONE = "one_by_one"  # Argentine and Paulista (COMMON-DEAL-4)
    PACKETS = "packets"  # Mineiro (COMMON-DEAL-4)


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    player_counts: tuple[int, ...]
    default_target: int
    #: The deck for the given ``deck`` option value (``dirty``/``clean``; ignored where
    #: the variant has a single deck).
    deck_for: Callable[[str], Deck]
    deal_style: DealStyle
    turns_vira: bool
    #: The strength table of a hand, given its vira (or None) and the deck option.
    strength_for: Callable[[Card | None, str], Mapping[Card, int]]
    truco_ladder: tuple[Rung, ...]
    all_pardas: AllPardas
    has_envido: bool
    has_flor_option: bool
    has_mazo: bool
    #: BR-COVER: a non-leader may play face down from the second trick on.
    covered_cards: bool
    #: MI-DEAL-2: the mão chooses his set before play.
    set_choice: bool
    #: BR-ONZE and BR-FERRO exist.
    eleven_rules: bool
    #: MI-TRU: the truco is a bet on the trick in progress, not on the whole hand.
    truco_on_trick: bool
    #: BR-TRU-4: no raise that cannot matter.
    raise_must_matter: bool
    #: MI-FERRO-1: a tied iron hand is dealt again by the same dealer.
    replay_tied_iron_hand: bool
    options: tuple[str, ...]
    #: The match lengths a player may choose (the first is not the default:
    #: ``default_target`` is); one value where the variant is played to one target.
    target_choices: tuple[int, ...] = ()
    #: The player counts at which partners sign to each other (señas): with partners,
    #: where the tradition has them (Argentina: also the gallo's pair and 8 players).
    signing_counts: tuple[int, ...] = ()
    #: The manilhas of a hand, strongest first, given its vira and the deck option: fixed
    #: in Mineiro (MI-RANK-1), from the vira in Paulista (PA-VIRA-2), none in Argentina.
    manilhas_for: Callable[[Card | None, str], tuple[Card, ...]] = lambda _vira, _deck: ()

    def ladder_index(self, word: str) -> int:
        for i, rung in enumerate(self.truco_ladder):
            if rung.word == word:
                return i
        return -1
