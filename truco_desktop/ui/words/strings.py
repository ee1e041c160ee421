"""Every word the table shows, through Qt's translation functions.

Call words keep their Spanish or Portuguese form in every language (DESIGN.md section 6)
but still pass through ``translate`` with one context per variant ("calls.argentino",
"calls.mineiro", "calls.paulista"), so that a translation may adjust them (punctuation, a
local word). Captions, prompts and the hand log are ordinary translated English.

Every source text is a literal that Qt's ``lupdate`` can see: either a direct
``translate("context", "text")`` call or a ``QT_TRANSLATE_NOOP`` entry of a table that is
translated when it is shown. Values go in through ``%1``, ``%2`` (``fill``) and counts
through ``%n`` (the fourth argument of ``translate``), never by formatting the English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.engine.actions import FAMILY
from truco_desktop.engine.cards import rank_of, suit_of
from truco_desktop.engine.ladders import FLOR_LEVEL
from truco_desktop.engine.seats import seating_for
from truco_desktop.i18n import Context, fill
from truco_desktop.ui.words.presentation import presentation, variant_name

# Bound to this name because Qt's lupdate recognises `translate("Context", "text")`.
translate = QCoreApplication.translate

#: The table's context for plurals (`table.tr("%n cards", None, n)`); see `i18n.Context`.
table = Context("table")

__all__ = ["fill", "table", "translate"]


def _call_words(variant: str) -> dict[str, str]:
    return presentation(variant).words()


def call_label(variant: str, word: str, own_turn: bool = False) -> str:
    """The button label of ``word`` in ``variant``."""
    if own_turn:
        said = presentation(variant).own_turn_words().get(word)
        if said is not None:
            return said
    return _call_words(variant).get(word, word.replace("_", " ").capitalize())


def dealer_word(variant: str) -> str:
    """The dealer's puck: DEALER at an Argentine table, PÉ at a Brazilian one."""
    #: The dealer's puck: PÉ is the dealer's word at a Brazilian table.
    pe = translate("table", "PÉ")
    return translate("table", "DEALER") if presentation(variant).argentine_table else pe


def mano_word(variant: str) -> str:
    """The chip on the nameplate of the player who leads the first trick."""
    #: The player who leads the first trick: MANO (Argentina), MÃO (Brazil).
    mano_br = translate("table", "MÃO")
    return translate("table", "MANO") if presentation(variant).argentine_table else mano_br


def parda_word(variant: str) -> str:
    """The mark of a tied trick: parda at an Argentine table; a Brazilian table may use
    its own word (in Portuguese, empate)."""
    if presentation(variant).argentine_table:
        #: A tied trick (Truco term, usually kept as it is).
        return translate("CardItem", "parda")
    #: A tied trick at a Brazilian table (Mineiro, Paulista); Brazilians say "empate".
    return translate("CardItem", "parda", "Mineiro, Paulista")


def onze_label(word: str, variant: str, stake: int, refused: int) -> str:
    """The two buttons of a mão de onze: play the hand for its stake, or run.

    ``stake`` and ``refused`` come from the view's open call (BR-ONZE-2).
    """
    return presentation(variant).onze(word == "quiero", stake, refused)


def raise_in_reply(said: Sequence[tuple[int, str]], teams: Sequence[int]) -> bool:
    """Whether the last word of ``said`` (the hand's calls and plays in order, as
    (seat, word)) is a truco-family raise given in answer to the other team's bet
    ("¡Quiero retruco!"), not one made at its own turn ("¡Retruco!").

    A truco-family bet waits until an answer that is not the envido's: an envido called
    over it ("el envido está primero") is answered first, and a flor cancels it."""
    if not said:
        return False
    seat, word = said[-1]
    if FAMILY.get(word) != "truco":
        return False
    waiting: int | None = None  # the team whose truco-family bet waits
    envido_open = False
    for s, w in said[:-1]:
        family = FAMILY.get(w)
        if family == "truco":
            waiting = teams[s]
        elif family == "envido":
            envido_open = True
        elif family == "flor":
            envido_open = False
        elif family == "answer":
            if envido_open:
                envido_open = False
            else:
                waiting = None
    return waiting is not None and waiting != teams[seat]


def said_in_reply(
    history: Sequence[tuple[int, str]], teams: Sequence[int], seat: int, word: str
) -> bool:
    """Whether ``seat``'s last ``word`` in the hand's public ``history`` (the view's)
    answered the other team's bet (`raise_in_reply`). The bubble, the log and the call
    bar's "%1 calls %2" ask this one question, so that they never disagree about
    "¡Retruco!" and "¡Quiero retruco!"."""
    last = max((i for i, entry in enumerate(history) if entry == (seat, word)), default=-1)
    return last < 0 or raise_in_reply(history[: last + 1], teams)


def spoken(variant: str, word: str, reply: bool = True) -> str:
    """The bubble text of a call: '¡Truco!' at an Argentine table, 'Truco!' in Brazil.

    A raise made at one's own turn is said as its button says it ('¡Retruco!'); given in
    answer (``reply``) it accepts what it raises ('¡Quiero retruco!')."""
    label = _call_words(variant).get(word, word)
    if not reply:
        label = call_label(variant, word, own_turn=True)
    if not is_bet(word):  # answers, the mazo and the set choice are said, not shouted
        return label
    return presentation(variant).shout(label)


def is_bet(word: str) -> bool:
    """A call that raises a bet and waits for an answer: the truco and envido families
    and the flor calls that have a level (``actions.FAMILY``, ``ladders.FLOR_LEVEL``)."""
    family = FAMILY.get(word)
    return family in ("truco", "envido") or word in FLOR_LEVEL


def is_answer(word: str) -> bool:
    """An answer to a bet: quiero, no quiero and the flor's con flor quiero / me achico."""
    family = FAMILY.get(word)
    return family == "answer" or (family == "flor" and word not in FLOR_LEVEL)


def tone(word: str) -> str:
    if is_bet(word):
        return "bet"
    if is_answer(word):
        return "answer"
    return "neutral"


# The shortcut key of each call word. The keys follow the call words, which keep their
# Spanish or Portuguese form in every language, so they are not translated either.
SHORTCUTS: dict[str, str] = {
    "quiero": "Q",
    "no_quiero": "N",
    "con_flor_quiero": "Q",
    "con_flor_me_achico": "N",
    "truco": "T",
    "retruco": "R",
    "vale_cuatro": "R",
    "seis": "R",
    "nove": "R",
    "doze": "R",
    "envido": "E",
    "real_envido": "L",
    "falta_envido": "F",
    "flor": "O",
    "contraflor": "C",
    "contraflor_al_resto": "A",
    "mazo": "M",
    "keep_set": "K",
    "give_set": "G",
    "discard_set": "D",
}


def shortcut(word: str) -> str:
    return SHORTCUTS.get(word, "")


def seat_names(players: int, cast: Mapping[int, str] | None = None) -> list[str]:
    """Each seat's name: the character sitting there (``cast``: seat -> key), else the
    seat's own name (its place at a table of two or four, a name at a table of six)."""
    names = _plain_seat_names(players)
    if cast:
        # Imported here: at a table with characters only (none at the first paint of a
        # first start), so the start-up does not pay for their texts and faces.
        from truco_desktop.ui.words.characters_text import character_name

        for seat, key in cast.items():
            name = character_name(key)
            if name and 0 < seat < len(names):
                names[seat] = name
    return names


def _plain_seat_names(players: int) -> list[str]:
    if players == 2:
        return [translate("seats", "You"), translate("seats", "North")]
    if players == 4:
        return [
            translate("seats", "You"),
            translate("seats", "East"),
            translate("seats", "North"),
            translate("seats", "West"),
        ]
    if players == 3:  # AR-GALLO-1: one to your right, one to your left
        return [translate("seats", "You"), translate("seats", "East"), translate("seats", "West")]
    if players == 8:
        return [
            translate("seats", "You"),
            translate("seats", "Esteban"),
            translate("seats", "Nilda"),
            #: The seventh and eighth names of a table of eight; keep or adapt them.
            translate("seats", "Rufino"),
            translate("seats", "Nico"),
            translate("seats", "Chela"),
            translate("seats", "Wanda"),
            translate("seats", "Silvio"),
        ]
    return [
        translate("seats", "You"),
        #: The five computer players of a six-player table have names; keep or adapt them.
        translate("seats", "Esteban"),
        translate("seats", "Nilda"),
        translate("seats", "Nico"),
        translate("seats", "Wanda"),
        translate("seats", "Silvio"),
    ]


def seat_role(
    players: int, seat: int, teams: Sequence[int] | None = None, gallo: int | None = None
) -> str:
    """A seat's role for you: Partner or Opponent, or the Gallo (AR-GALLO-1). ``teams``
    and ``gallo`` are the hand's (the view's); without them the usual seating, and at the
    gallo's table before a deal everybody is an opponent (the sides change each hand)."""
    if seat == 0:
        return translate("seats", "You")
    if gallo is not None and seat == gallo:
        #: The player alone against the other two at a table of three (AR-GALLO-1); most
        #: languages keep the Argentine word.
        return translate("seats", "Gallo")
    if teams is None:
        if players == 3:
            return translate("seats", "Opponent")
        teams = seating_for(players).teams
    if teams[seat] == teams[0]:
        return translate("seats", "Partner")
    return translate("seats", "Opponent")


# The Spanish suits: Truco terms most languages keep in Spanish, but a language whose
# players name them in their own words (Indonesian: pedang, tongkat…) translates them.
_SPANISH_SUITS = {
    #: A Spanish suit (oros: coins); most languages keep the Spanish word.
    "o": QT_TRANSLATE_NOOP("cards", "oros"),
    #: A Spanish suit (copas: cups); most languages keep the Spanish word.
    "c": QT_TRANSLATE_NOOP("cards", "copas"),
    #: A Spanish suit (espadas: swords); most languages keep the Spanish word.
    "e": QT_TRANSLATE_NOOP("cards", "espadas"),
    #: A Spanish suit (bastos: clubs, cudgels); most languages keep the Spanish word.
    "b": QT_TRANSLATE_NOOP("cards", "bastos"),
}
_FRENCH_SUITS = {
    "c": QT_TRANSLATE_NOOP("cards", "clubs"),
    "h": QT_TRANSLATE_NOOP("cards", "hearts"),
    "s": QT_TRANSLATE_NOOP("cards", "spades"),
    "d": QT_TRANSLATE_NOOP("cards", "diamonds"),
}
_FRENCH_RANKS = {
    "A": QT_TRANSLATE_NOOP("cards", "Ace"),
    "J": QT_TRANSLATE_NOOP("cards", "Jack"),
    "Q": QT_TRANSLATE_NOOP("cards", "Queen"),
    "K": QT_TRANSLATE_NOOP("cards", "King"),
}


def card_name(card: str | None, variant: str) -> str:
    """'1 of bastos', '7 of espadas', 'Ace of spades'."""
    if card is None:
        return translate("cards", "a covered card")
    rank, suit = rank_of(card), suit_of(card)
    if presentation(variant).spanish_deck:
        #: A Spanish card: %1 is its number (1-12), %2 its suit (oros, copas, espadas,
        #: bastos, as the suit messages of this context say them).
        suit_name = translate("cards", _SPANISH_SUITS[suit]) if suit in _SPANISH_SUITS else suit
        return fill(translate("cards", "%1 of %2"), rank, suit_name)
    rank_word = translate("cards", _FRENCH_RANKS[rank]) if rank in _FRENCH_RANKS else rank
    suit_word = translate("cards", _FRENCH_SUITS[suit]) if suit in _FRENCH_SUITS else suit
    #: A French card: %1 is its rank (Ace, 7, King…), %2 its suit (clubs, hearts…).
    return fill(translate("cards", "%1 of %2", "French deck"), rank_word, suit_word)


def card_chip(card: str | None, variant: str) -> str:
    """A short card label for the log chips: '7♠', '1 b'."""
    if card is None:
        return "▨"
    rank, suit = rank_of(card), suit_of(card)
    if presentation(variant).spanish_deck:
        return f"{rank} {_SPANISH_SUITS[suit][:3]}"
    return rank + {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}[suit]


def variant_title(variant: str) -> str:
    try:
        return variant_name(variant)
    except KeyError:
        return variant


# What a team scored for, in the hand log and the hand summary.
REASONS = {
    "envido": QT_TRANSLATE_NOOP("points", "Envido"),
    "flor": QT_TRANSLATE_NOOP("points", "Flor"),
    "truco_refused": QT_TRANSLATE_NOOP("points", "Truco refused"),
    "mazo": QT_TRANSLATE_NOOP("points", "Mazo"),
    "hand": QT_TRANSLATE_NOOP("points", "Hand"),
    "onze_refused": QT_TRANSLATE_NOOP("points", "Mão de onze refused"),
}


def reason_text(reason: str) -> str:
    text = REASONS.get(reason)
    return translate("points", text) if text else reason


def us_or_them(team: int) -> str:
    """The team of the human (0) as 'Us', the other as 'Them'."""
    return translate("table", "Us") if team == 0 else translate("table", "Them")


def refusal_text(code: str, message: str) -> str:
    """The engine's refusal in the player's words (its English `message` if unknown)."""
    from truco_desktop.ui.words.messages import refusal_text as text

    return text(code, message)
