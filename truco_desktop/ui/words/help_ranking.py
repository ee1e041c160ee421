"""The help's card-ranking chart and its note, generated from the engine's ranking.

Each row is one strength, strongest first, read from the variant's ``strength_for`` and
``manilhas_for`` (Paulista: one example hand's vira), so the chart cannot drift from the
rules the game plays; ``help_text`` offers it with the chapters, and the help window
draws each row's cards in the game's own art. Texts keep the help's context ("HelpText").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from truco_desktop.i18n import fill

# Bound to this name because Qt's lupdate recognises `translate("Context", "text")`.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class RankRow:
    """One step of a card ranking: a caption and the cards that share that strength."""

    caption: str
    cards: tuple[str, ...]


#: Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose
#: manilhas are the queens.
EXAMPLE_VIRA = "7h"


def example_vira(variant: str) -> str | None:
    """The vira of the chart's example hand, where the variant turns one; else None."""
    from truco_desktop.engine.variants import get_variant  # the engine, when the help is opened

    return EXAMPLE_VIRA if get_variant(variant).turns_vira else None


def _rank_plural(rank: str) -> str:
    """A row of every card of one rank, as players name it (both decks' ranks)."""
    aces = translate("HelpText", "Aces")
    return {
        "1": aces,
        "A": aces,
        "2": translate("HelpText", "Twos"),
        "3": translate("HelpText", "Threes"),
        "4": translate("HelpText", "Fours"),
        "5": translate("HelpText", "Fives"),
        "6": translate("HelpText", "Sixes"),
        "7": translate("HelpText", "Sevens"),
        "10": translate("HelpText", "Sotas (10)"),
        "11": translate("HelpText", "Caballos (11)"),
        "12": translate("HelpText", "Kings (12)"),
        "J": translate("HelpText", "Jacks"),
        "Q": translate("HelpText", "Queens"),
        "K": translate("HelpText", "Kings"),
    }.get(rank, rank)


def _manilha_names() -> tuple[str, ...]:
    """The manilhas' names at a Brazilian table, strongest first (MI-RANK-2, PA-RANK-1)."""
    return (
        #: The best manilha (Brazilian Truco); most languages keep the Portuguese name.
        translate("HelpText", "Zap"),
        #: The second manilha, of hearts; most languages keep the Portuguese name.
        translate("HelpText", "Copas"),
        #: The third manilha, of spades; most languages keep the Portuguese name.
        translate("HelpText", "Espadilha"),
        #: The fourth manilha, of diamonds; most languages keep the Portuguese name.
        translate("HelpText", "Pica-fumo"),
    )


def ranking(variant: str) -> tuple[RankRow, ...]:
    """The cards from strongest to weakest, one row per strength, as the engine ranks
    them (``Variant.strength_for``; Paulista: the hand whose vira is ``EXAMPLE_VIRA``).

    Generated rather than written out, so the chart cannot drift from the rules the
    game plays: a row holding every card of a rank is named by the rank ("Threes"), a
    manilha by its name and card ("Zap: 4 of clubs"), any other row by its cards."""
    from truco_desktop.engine.variants import get_variant  # the engine, when the help is opened
    from truco_desktop.ui.words.strings import card_name

    rules = get_variant(variant)
    vira = example_vira(variant)
    deck = rules.deck_for("dirty")
    strength = rules.strength_for(vira, "dirty")
    manilhas = rules.manilhas_for(vira, "dirty")
    rows: dict[int, list[str]] = {}
    for card in deck.cards:  # in the deck's order, so each row lists its suits in order
        rows.setdefault(strength[card], []).append(card)
    names = _manilha_names()
    out: list[RankRow] = []
    for value in sorted(rows, reverse=True):
        cards = rows[value]
        ranks = {card[:-1] for card in cards}
        if len(cards) == 1 and cards[0] in manilhas:
            index = manilhas.index(cards[0])
            name = names[index] if index < len(names) else ""
            #: A manilha in the card ranking: %1 its name at the table (Zap…), %2 the
            #: card ("4 of clubs").
            caption = fill(translate("HelpText", "%1: %2"), name, card_name(cards[0], variant))
        elif len(ranks) == 1 and len(cards) == len(deck.suits):
            caption = _rank_plural(cards[0][:-1])
        else:
            caption = ", ".join(card_name(card, variant) for card in cards)
        out.append(RankRow(caption, tuple(cards)))
    return tuple(out)


def ranking_note(variant: str) -> str:
    """What the chart does not show by itself, chosen by the variant's facts: manilhas
    that follow the vira, fixed manilhas, or none."""
    from truco_desktop.engine.variants import get_variant  # the engine, when the help is opened

    rules = get_variant(variant)
    if rules.turns_vira:
        return _vira_note(variant)
    if rules.manilhas_for(None, "dirty"):
        return translate(
            "HelpText",
            "The four manilhas at the top never change. Below them suits do not matter,"
            " and cards of the same row tie.",
        )
    return translate(
        "HelpText",
        "Suits only matter for the four top cards. Cards of the same row tie: a trick"
        " whose best cards come from both teams is a parda.",
    )


def _vira_note(variant: str) -> str:
    """How the manilhas follow the vira (PA-VIRA-2), the order of ranks, the example's
    cards taken from the engine: the ordinary cards' order with the manilhas' rank in
    its place, just after the vira's."""
    from truco_desktop.engine.variants import get_variant
    from truco_desktop.ui.words.strings import card_name

    rules = get_variant(variant)
    vira = example_vira(variant)
    assert vira is not None
    manilhas = rules.manilhas_for(vira, "dirty")
    strength = rules.strength_for(vira, "dirty")
    ordinary = sorted((c for c in strength if c not in manilhas), key=strength.__getitem__)
    order = list(dict.fromkeys(card[:-1] for card in ordinary))
    manilha = manilhas[0][:-1]
    order.insert(order.index(vira[:-1]) + 1, manilha)
    clean = set(rules.deck_for("clean").ranks)
    return fill(
        #: Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its
        #: manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"),
        #: %4 its last rank and %5 its first, %6 the order with the clean deck.
        translate(
            "HelpText",
            "This example is a hand whose vira is the %1, so the manilhas are the next"
            " rank up: %2. Every hand turns a new vira, and the manilhas are always the"
            " rank just above it in the order %3 (after the %4 comes the %5 again; with"
            " the clean deck the order is %6). The three other cards of the vira's rank"
            " are ordinary cards.",
        ),
        card_name(vira, variant),
        _rank_plural(manilha),
        " ".join(order),
        order[-1],
        order[0],
        " ".join(rank for rank in order if rank in clean),
    )
