"""How each variant looks and speaks at the table: the one place in ui/ keyed by a
variant's name.

The engine owns the rules (which calls exist, the ladder, the player counts, the
targets); this table owns what the rules do not say: the deck's look (Spanish suits or
French ones, and so the art folder, the pips, the chip ink, the card names and whether a
four-colour deck is offered), the table's tradition (an Argentine table says DEALER,
MANO and *parda*, shouts ``¡Truco!`` and counts with matchsticks; a Brazilian one says
PÉ, MÃO and *empate*, shouts ``Truco!`` and counts tentos) and the call vocabulary,
translated in the variant's own context ("calls.argentino"…) so that a translation may
adjust a word for one variant only, and the variant's names (its title and its short
name). A fourth variant is one more row here (``tests/ui/test_ui_variant_registry.py``
builds the menus, the help, the scoreboard and the table for one).

Every source text is a literal that Qt's ``lupdate`` can see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.i18n import fill

# Bound to this name because Qt's lupdate recognises `translate("Context", "text")`.
translate = QCoreApplication.translate


def _argentino_words() -> dict[str, str]:
    return {
        "envido": translate("calls.argentino", "Envido"),
        "real_envido": translate("calls.argentino", "Real envido"),
        "falta_envido": translate("calls.argentino", "Falta envido"),
        "flor": translate("calls.argentino", "Flor"),
        "contraflor": translate("calls.argentino", "Contraflor"),
        "contraflor_al_resto": translate("calls.argentino", "Contraflor al resto"),
        "con_flor_quiero": translate("calls.argentino", "Con flor quiero"),
        "con_flor_me_achico": translate("calls.argentino", "Con flor me achico"),
        "truco": translate("calls.argentino", "Truco"),
        "retruco": translate("calls.argentino", "Quiero retruco"),
        "vale_cuatro": translate("calls.argentino", "Quiero vale cuatro"),
        "quiero": translate("calls.argentino", "Quiero"),
        "no_quiero": translate("calls.argentino", "No quiero"),
        "mazo": translate("calls.argentino", "Me voy al mazo"),
    }


def _argentino_own_turn() -> dict[str, str]:
    """A raise made at your own turn, not in answer to a Truco: said without *quiero*."""
    return {
        #: A raise made at your own turn, not in answer to a Truco.
        "retruco": translate("calls.argentino", "Retruco"),
        "vale_cuatro": translate("calls.argentino", "Vale cuatro"),
    }


def _mineiro_words() -> dict[str, str]:
    return {
        "truco": translate("calls.mineiro", "Truco"),
        "seis": translate("calls.mineiro", "Seis"),
        "nove": translate("calls.mineiro", "Nove"),
        "doze": translate("calls.mineiro", "Doze"),
        "quiero": translate("calls.mineiro", "Aceito"),
        "no_quiero": translate("calls.mineiro", "Corro"),
        #: The mão's choice of his dealt set (Mineiro only).
        "keep_set": translate("calls.mineiro", "Keep my set"),
        "give_set": translate("calls.mineiro", "Give to partner"),
        "discard_set": translate("calls.mineiro", "Discard and draw"),
    }


def _paulista_words() -> dict[str, str]:
    return {
        "truco": translate("calls.paulista", "Truco"),
        "seis": translate("calls.paulista", "Seis"),
        "nove": translate("calls.paulista", "Nove"),
        "doze": translate("calls.paulista", "Doze"),
        "quiero": translate("calls.paulista", "Aceito"),
        "no_quiero": translate("calls.paulista", "Corro"),
    }


def _argentino_shout(label: str) -> str:
    #: A bet shouted at the table; %1 is the call (Truco, Envido…).
    return fill(translate("calls.argentino", "¡%1!"), label)


def _mineiro_shout(label: str) -> str:
    #: A bet shouted at the table; %1 is the call (Truco, Seis…).
    return fill(translate("calls.mineiro", "%1!"), label)


def _paulista_shout(label: str) -> str:
    #: A bet shouted at the table; %1 is the call (Truco, Seis…).
    return fill(translate("calls.paulista", "%1!"), label)


def _mineiro_onze(accept: bool, stake: int, refused: int) -> str:
    if accept:
        #: %1 is the points the hand is worth (3).
        return fill(translate("calls.mineiro", "Aceito · play for %1"), stake)
    #: %1 is the points the other team scores (1).
    return fill(translate("calls.mineiro", "Corro · they score %1"), refused)


def _paulista_onze(accept: bool, stake: int, refused: int) -> str:
    if accept:
        #: %1 is the points the hand is worth (3).
        return fill(translate("calls.paulista", "Aceito · play for %1"), stake)
    #: %1 is the points the other team scores (1).
    return fill(translate("calls.paulista", "Corro · they score %1"), refused)


def _no_onze(accept: bool, stake: int, refused: int) -> str:
    """A variant without the mão de onze: its answers keep their usual words."""
    return ""


@dataclass(frozen=True, slots=True)
class Presentation:
    """One variant's look and words (the module's notes say which facts are here)."""

    #: The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one.
    spanish_deck: bool
    #: An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's.
    argentine_table: bool
    # How the score is kept (``widgets/tallies.TALLIES``): "matchsticks" or "tentos".
    tally: str
    #: The call words on the buttons, in the bubbles and in the log.
    words: Callable[[], dict[str, str]]
    #: A raise said at one's own turn where it differs from the answer's word.
    own_turn_words: Callable[[], dict[str, str]]
    #: A bet as it is shouted ("¡Truco!", "Truco!").
    shout: Callable[[str], str]
    #: The mão de onze's two buttons: (accept?, stake, points if refused) -> label.
    onze: Callable[[bool, int, int], str]
    #: The variant's full name (the help's title, the window's): "Argentine Truco".
    title: Callable[[], str]
    #: Its short name (the menus, the daily result line): "Argentino".
    name: Callable[[], str]

    def deck_folder(self, four_colour: bool) -> str:
        """The card art's folder under assets/decks."""
        if self.spanish_deck:
            return "spanish"
        return "french-4color" if four_colour else "french"

    @property
    def offers_four_colours(self) -> bool:
        """A four-colour deck exists for the French suits only."""
        return not self.spanish_deck


PRESENTATIONS: dict[str, Presentation] = {
    "argentino": Presentation(
        spanish_deck=True,
        argentine_table=True,
        tally="matchsticks",
        words=_argentino_words,
        own_turn_words=_argentino_own_turn,
        shout=_argentino_shout,
        onze=_no_onze,
        title=lambda: translate("HelpText", "Argentine Truco"),
        name=lambda: translate("HelpText", "Argentino"),
    ),
    "mineiro": Presentation(
        spanish_deck=False,
        argentine_table=False,
        tally="tentos",
        words=_mineiro_words,
        own_turn_words=dict,
        shout=_mineiro_shout,
        onze=_mineiro_onze,
        title=lambda: translate("HelpText", "Truco Mineiro"),
        name=lambda: translate("HelpText", "Mineiro"),
    ),
    "paulista": Presentation(
        spanish_deck=False,
        argentine_table=False,
        tally="tentos",
        words=_paulista_words,
        own_turn_words=dict,
        shout=_paulista_shout,
        onze=_paulista_onze,
        title=lambda: translate("HelpText", "Truco Paulista"),
        name=lambda: translate("HelpText", "Paulista"),
    ),
}


def variant_title(variant: str) -> str:
    """A variant's full name (the help's title, the window's); KeyError for a name
    without a row."""
    return PRESENTATIONS[variant].title()


def variant_name(variant: str) -> str:
    """The short name used in menus and the daily result line; KeyError for a name
    without a row."""
    return PRESENTATIONS[variant].name()


def presentation(variant: str) -> Presentation:
    """``variant``'s look and words; an unknown name gets the default variant's."""
    return PRESENTATIONS.get(variant) or PRESENTATIONS[DEFAULT_VARIANT]


__all__ = ["PRESENTATIONS", "Presentation", "presentation", "variant_name", "variant_title"]
