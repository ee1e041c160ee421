"""Every word the table shows, through Qt's translation functions.

Call words keep their Spanish or Portuguese form in every language (DESIGN.md section 6)
but still pass through ``translate`` with one context per variant, so that a translation
may adjust them (punctuation, a Brazilian regionalism). Captions, prompts and the hand
log are ordinary translated English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import rank_of, suit_of


def tr(text: str, context: str = "table") -> str:
    return QCoreApplication.translate(context, text)


def _call_words(variant: str) -> dict[str, str]:
    ctx = f"calls.{variant}"
    t = QCoreApplication.translate
    if variant == "argentino":
        return {
            "envido": t(ctx, "Envido"),
            "real_envido": t(ctx, "Real envido"),
            "falta_envido": t(ctx, "Falta envido"),
            "flor": t(ctx, "Flor"),
            "contraflor": t(ctx, "Contraflor"),
            "contraflor_al_resto": t(ctx, "Contraflor al resto"),
            "con_flor_quiero": t(ctx, "Con flor quiero"),
            "con_flor_me_achico": t(ctx, "Con flor me achico"),
            "truco": t(ctx, "Truco"),
            "retruco": t(ctx, "Quiero retruco"),
            "vale_cuatro": t(ctx, "Quiero vale cuatro"),
            "quiero": t(ctx, "Quiero"),
            "no_quiero": t(ctx, "No quiero"),
            "mazo": t(ctx, "Me voy al mazo"),
        }
    words = {
        "truco": t(ctx, "Truco"),
        "seis": t(ctx, "Seis"),
        "nove": t(ctx, "Nove"),
        "doze": t(ctx, "Doze"),
        "quiero": t(ctx, "Aceito"),
        "no_quiero": t(ctx, "Corro"),
    }
    if variant == "mineiro":
        words.update(
            keep_set=t(ctx, "Keep my set"),
            give_set=t(ctx, "Give to partner"),
            discard_set=t(ctx, "Discard and draw"),
        )
    return words


def call_label(variant: str, word: str, own_turn: bool = False) -> str:
    """The button label of ``word`` in ``variant``."""
    if variant == "argentino" and own_turn and word in ("retruco", "vale_cuatro"):
        ctx = "calls.argentino"
        return QCoreApplication.translate(ctx, "Retruco" if word == "retruco" else "Vale cuatro")
    return _call_words(variant).get(word, word.replace("_", " ").capitalize())


def onze_label(word: str) -> str:
    if word == "quiero":
        return QCoreApplication.translate("calls.brazil", "Aceito · play for 3")
    return QCoreApplication.translate("calls.brazil", "Corro · they score 1")


def spoken(variant: str, word: str) -> str:
    """The bubble text of a call: '¡Truco!' at an Argentine table, 'Truco!' in Brazil."""
    label = _call_words(variant).get(word, word)
    if word in ("quiero", "no_quiero", "con_flor_quiero", "con_flor_me_achico", "mazo"):
        return label
    if word in ("keep_set", "give_set", "discard_set"):
        return label
    return f"¡{label}!" if variant == "argentino" else f"{label}!"


BETS = {
    "envido",
    "real_envido",
    "falta_envido",
    "flor",
    "contraflor",
    "contraflor_al_resto",
    "truco",
    "retruco",
    "vale_cuatro",
    "seis",
    "nove",
    "doze",
}
ANSWER_WORDS = {"quiero", "no_quiero", "con_flor_quiero", "con_flor_me_achico"}


def tone(word: str) -> str:
    if word in BETS:
        return "bet"
    if word in ANSWER_WORDS:
        return "answer"
    return "neutral"


#: (shortcut key, group, style) of each call word. Groups keep their left-to-right order.
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
    return QCoreApplication.translate("shortcuts", SHORTCUTS.get(word, ""))


def seat_names(players: int) -> list[str]:
    t = QCoreApplication.translate
    if players == 2:
        return [t("seats", "You"), t("seats", "North")]
    if players == 4:
        return [t("seats", "You"), t("seats", "East"), t("seats", "North"), t("seats", "West")]
    return [
        t("seats", "You"),
        t("seats", "Esteban"),
        t("seats", "Nilda"),
        t("seats", "Nico"),
        t("seats", "Wanda"),
        t("seats", "Silvio"),
    ]


def seat_role(players: int, seat: int) -> str:
    t = QCoreApplication.translate
    if seat == 0:
        return t("seats", "You")
    return t("seats", "Partner") if seat % 2 == 0 else t("seats", "Opponent")


_SPANISH_SUITS = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}
_FRENCH_SUITS = {"c": "clubs", "h": "hearts", "s": "spades", "d": "diamonds"}
_FRENCH_RANKS = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}


def card_name(card: str | None, variant: str) -> str:
    """'1 of bastos', '7 of espadas', 'Ace of spades'."""
    if card is None:
        return tr("a covered card")
    rank, suit = rank_of(card), suit_of(card)
    if variant == "argentino":
        return tr("{rank} of {suit}").format(rank=rank, suit=_SPANISH_SUITS.get(suit, suit))
    return tr("{rank} of {suit}").format(
        rank=tr(_FRENCH_RANKS.get(rank, rank)), suit=tr(_FRENCH_SUITS.get(suit, suit))
    )


def card_chip(card: str | None, variant: str) -> str:
    """A short card label for the log chips: '7♠', '1 b'."""
    if card is None:
        return "▨"
    rank, suit = rank_of(card), suit_of(card)
    if variant == "argentino":
        return f"{rank} {_SPANISH_SUITS[suit][:3]}"
    return rank + {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}[suit]


def variant_title(variant: str) -> str:
    return {"argentino": tr("Argentino"), "mineiro": tr("Mineiro"), "paulista": tr("Paulista")}.get(
        variant, variant
    )


REASONS = {
    "envido": "Envido",
    "flor": "Flor",
    "truco_refused": "Truco refused",
    "mazo": "Mazo",
    "hand": "Hand",
    "onze_refused": "Mão de onze refused",
}


def reason_text(reason: str) -> str:
    return tr(REASONS.get(reason, reason))


REFUSALS = {
    "not_your_turn": "It is not your turn.",
    "partner_answers": "Your partner answers this call.",
    "hand_over": "The hand is over.",
    "must_announce_flor": "You must announce your flor first.",
    "not_allowed_reply": "You may not answer this call now.",
}


def refusal_text(code: str, message: str) -> str:
    text = REFUSALS.get(code)
    return tr(text) if text else message
