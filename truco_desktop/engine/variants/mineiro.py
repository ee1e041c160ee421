"""Truco Mineiro (RULES sections 3 and 4): fixed manilhas, the mão's set choice, and a
truco that bets on the trick in progress."""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import FRENCH_40, Card, Deck
from ..ladders import BRAZILIAN_TRUCO
from ..ranking import MINEIRO_STRENGTH
from ..variant import AllPardas, DealStyle, Variant


def _deck(_option: str) -> Deck:
    return FRENCH_40


#: MI-RANK-1/2: the fixed manilhas, strongest first: zap, copas, espadilha, pica-fumo.
MINEIRO_MANILHAS: tuple[Card, ...] = ("4c", "7h", "As", "7d")


def _strength(_vira: Card | None, _deck_option: str) -> Mapping[Card, int]:
    return MINEIRO_STRENGTH


MINEIRO = Variant(
    name="mineiro",
    player_counts=(2, 4),
    default_target=12,
    deck_for=_deck,
    deal_style=DealStyle.PACKETS,
    turns_vira=False,
    strength_for=_strength,
    truco_ladder=BRAZILIAN_TRUCO,
    all_pardas=AllPardas.NOBODY,
    has_envido=False,
    has_flor_option=False,
    has_mazo=False,
    covered_cards=True,
    set_choice=True,
    eleven_rules=True,
    truco_on_trick=True,
    raise_must_matter=True,
    replay_tied_iron_hand=True,
    manilhas_for=lambda _vira, _deck: MINEIRO_MANILHAS,
    options=("players", "target", "best_of_three"),
    target_choices=(12,),
    signing_counts=(4,),
)
