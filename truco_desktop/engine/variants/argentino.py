"""Argentine Truco (RULES section 2): the Spanish deck, envido, flor, irse al mazo."""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import SPANISH_40, Card, Deck
from ..ladders import ARGENTINE_TRUCO
from ..ranking import ARGENTINE_STRENGTH
from ..variant import AllPardas, DealStyle, Variant


def _deck(_option: str) -> Deck:
    return SPANISH_40


def _strength(_vira: Card | None, _deck_option: str) -> Mapping[Card, int]:
    return ARGENTINE_STRENGTH


ARGENTINO = Variant(
    name="argentino",
    player_counts=(2, 3, 4, 6, 8),
    default_target=30,
    deck_for=_deck,
    deal_style=DealStyle.ONE_BY_ONE,
    turns_vira=False,
    strength_for=_strength,
    truco_ladder=ARGENTINE_TRUCO,
    all_pardas=AllPardas.MANO,
    has_envido=True,
    has_flor_option=True,
    has_mazo=True,
    covered_cards=False,
    set_choice=False,
    eleven_rules=False,
    truco_on_trick=False,
    raise_must_matter=False,
    replay_tied_iron_hand=False,
    options=("players", "flor", "falta", "target", "hand_kind", "pica_pica", "best_of_three"),
    target_choices=(15, 30),
    signing_counts=(3, 4, 6, 8),
)
