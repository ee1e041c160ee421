"""Truco Paulista (RULES sections 3 and 5): the vira and its rotating manilhas, dirty or
clean deck, three pardas to the dealer's team."""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import FRENCH_24, FRENCH_40, Card, Deck
from ..ladders import BRAZILIAN_TRUCO
from ..ranking import MANILHA_SUIT_STRENGTH, manilha_rank, paulista_strength
from ..variant import AllPardas, DealStyle, Variant


def _deck(option: str) -> Deck:
    return FRENCH_24 if option == "clean" else FRENCH_40


def _strength(vira: Card | None, deck_option: str) -> Mapping[Card, int]:
    assert vira is not None, "a Paulista hand always has a vira"
    return paulista_strength(vira, deck_option == "clean")


def _manilhas(vira: Card | None, deck_option: str) -> tuple[Card, ...]:
    """PA-VIRA-2, PA-RANK-1: the rank after the vira's, in the order of suits."""
    assert vira is not None, "a Paulista hand always has a vira"
    rank = manilha_rank(vira, deck_option == "clean")
    return tuple(rank + suit for suit in MANILHA_SUIT_STRENGTH)


PAULISTA = Variant(
    name="paulista",
    player_counts=(2, 4),
    default_target=12,
    deck_for=_deck,
    deal_style=DealStyle.ONE_BY_ONE,
    turns_vira=True,
    strength_for=_strength,
    truco_ladder=BRAZILIAN_TRUCO,
    all_pardas=AllPardas.DEALER,
    has_envido=False,
    has_flor_option=False,
    has_mazo=False,
    covered_cards=True,
    set_choice=False,
    eleven_rules=True,
    truco_on_trick=False,
    raise_must_matter=True,
    replay_tied_iron_hand=False,
    manilhas_for=_manilhas,
    options=("players", "target", "deck", "best_of_three"),
    target_choices=(12,),
    signing_counts=(4,),
)
