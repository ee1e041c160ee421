"""The words around señas, in the player's language.

A sign's *name* is said at the table in Spanish or Portuguese ("Ancho de espadas",
"Zap") and players keep it so: its source text is that name (``_NAMES``, the same as in
``data/signs.json``), which a translation keeps or adapts; what it means and how the
face makes it are explained in the player's language here.
Nothing is translated at import time.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.i18n import fill
from truco_desktop.signs import Sign

translate = QCoreApplication.translate

#: What each sign tells the partner (by sign id; Argentine and Brazilian sets).
_MEANINGS: dict[str, object] = {
    "ancho_espadas": QT_TRANSLATE_NOOP("signs", "I hold the ace of espadas, the best card."),
    "ancho_bastos": QT_TRANSLATE_NOOP("signs", "I hold the ace of bastos, the second best card."),
    "siete_espadas": QT_TRANSLATE_NOOP("signs", "I hold the seven of espadas."),
    "siete_oros": QT_TRANSLATE_NOOP("signs", "I hold the seven of oros."),
    "tres": QT_TRANSLATE_NOOP("signs", "I hold a three."),
    "dos": QT_TRANSLATE_NOOP("signs", "I hold a two."),
    "flor": QT_TRANSLATE_NOOP("signs", "I have flor: three cards of one suit."),
    "envido_30": QT_TRANSLATE_NOOP("signs", "I have 30 or more for the envido."),
    "envido_27": QT_TRANSLATE_NOOP("signs", "I have 27 to 29 for the envido."),
    "nada": QT_TRANSLATE_NOOP("signs", "I have nothing worth anything."),
    "zap": QT_TRANSLATE_NOOP("signs", "I hold the zap, the best manilha."),
    "copas": QT_TRANSLATE_NOOP("signs", "I hold the manilha of copas (hearts)."),
    "espadilha": QT_TRANSLATE_NOOP("signs", "I hold the espadilha, the manilha of spades."),
    "pica_fumo": QT_TRANSLATE_NOOP("signs", "I hold the pica-fumo, the manilha of ouros."),
}

#: Each sign's name as said at the table, by sign id: the Spanish (Argentine set) or
#: Portuguese (Brazilian set) name of ``data/signs.json``; an id both sets use has one
#: name per set. A name not listed (a new regional set) shows as the vocabulary has it.
_NAMES: dict[str, tuple[object, ...]] = {
    "ancho_espadas": (QT_TRANSLATE_NOOP("signnames", "Ancho de espadas"),),
    "ancho_bastos": (QT_TRANSLATE_NOOP("signnames", "Ancho de bastos"),),
    "siete_espadas": (QT_TRANSLATE_NOOP("signnames", "Siete de espadas"),),
    "siete_oros": (QT_TRANSLATE_NOOP("signnames", "Siete de oros"),),
    "tres": (
        QT_TRANSLATE_NOOP("signnames", "Un tres"),
        QT_TRANSLATE_NOOP("signnames", "Um três"),
    ),
    "dos": (QT_TRANSLATE_NOOP("signnames", "Un dos"),),
    "flor": (QT_TRANSLATE_NOOP("signnames", "Flor"),),
    "envido_30": (QT_TRANSLATE_NOOP("signnames", "Envido de 30 o más"),),
    "envido_27": (QT_TRANSLATE_NOOP("signnames", "Envido de 27 a 29"),),
    "nada": (QT_TRANSLATE_NOOP("signnames", "Nada"),),
    "zap": (QT_TRANSLATE_NOOP("signnames", "Zap"),),
    "copas": (QT_TRANSLATE_NOOP("signnames", "Copas"),),
    "espadilha": (QT_TRANSLATE_NOOP("signnames", "Espadilha"),),
    "pica_fumo": (QT_TRANSLATE_NOOP("signnames", "Pica-fumo / Ouros"),),
}

#: How the face makes it, by face part and value.
_FACES: dict[tuple[str, str], object] = {
    ("brows", "raised"): QT_TRANSLATE_NOOP("signs", "raise the eyebrows"),
    ("eyes", "wink"): QT_TRANSLATE_NOOP("signs", "a wink"),
    ("eyes", "closed"): QT_TRANSLATE_NOOP("signs", "close both eyes"),
    ("mouth", "twist_right"): QT_TRANSLATE_NOOP("signs", "twist the mouth to the right"),
    ("mouth", "twist_left"): QT_TRANSLATE_NOOP("signs", "twist the mouth to the left"),
    ("mouth", "bite_lip"): QT_TRANSLATE_NOOP("signs", "bite the lower lip"),
    ("mouth", "kiss"): QT_TRANSLATE_NOOP("signs", "purse the lips as for a kiss"),
    ("cheeks", "puffed"): QT_TRANSLATE_NOOP("signs", "puff out both cheeks"),
    ("cheeks", "one_puffed"): QT_TRANSLATE_NOOP("signs", "puff out one cheek"),
    ("head", "tilt"): QT_TRANSLATE_NOOP("signs", "tilt the head"),
}


def sign_name(sign: Sign) -> str:
    """The sign's name as said at the table ("Ancho de espadas"), as translated."""
    if sign.name in (str(source) for source in _NAMES.get(sign.id, ())):
        return translate("signnames", sign.name)
    return sign.name


def meaning(sign: Sign) -> str:
    """What the sign tells the partner; a regional sign without words shows its name."""
    text = _MEANINGS.get(sign.id)
    return translate("signs", str(text)) if text else sign_name(sign)


def how(sign: Sign) -> str:
    """How the face makes the sign ("a wink")."""
    parts = [
        translate("signs", str(_FACES[(part, value)]))
        for part, value in sign.face.items()
        if (part, value) in _FACES
    ]
    #: Joins two face movements of one sign ("a wink" and "tilt the head").
    return translate("signs", ", ").join(parts)


def title() -> str:
    #: The partners' secret signals; keep the Spanish word, add yours if it helps.
    return translate("signs", "Señas")


def partner_signals(name: str, sign: Sign) -> str:
    #: The hand log, for you alone: %1 is your partner (North), %2 the sign's name.
    return fill(translate("signs", "%1 signals: %2"), name, sign_name(sign))


def you_signal(sign: Sign) -> str:
    #: The hand log: %1 is the sign's name as said at the table (Ancho de espadas).
    return fill(translate("signs", "You signal: %1"), sign_name(sign))


def you_spotted(name: str, sign: Sign) -> str:
    #: The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.
    return fill(translate("signs", "You spotted %1's sign: %2"), name, sign_name(sign))


def partner_signs(name: str) -> str:
    #: The hand log when "Show what señas mean" is off: your partner made a sign, and
    #: the player reads its meaning from the face; %1 is the partner (Rosa).
    return fill(translate("signs", "%1 makes a sign"), name)


def you_spotted_a_sign(name: str) -> str:
    #: The hand log when "Show what señas mean" is off: you caught an opponent making a
    #: sign (its meaning is not written); %1 is the opponent.
    return fill(translate("signs", "You spotted %1 making a sign"), name)


def a_sign() -> str:
    #: The tag by a face making a sign when "Show what señas mean" is off (one seña;
    #: keep the Spanish word, as in "Señas").
    return translate("signs", "Seña")


def spotted_marker() -> str:
    #: Over an opponent's face on the table when you caught his sign (short, capitals).
    return translate("signs", "SPOTTED")


def shortcut_hint(key: str) -> str:
    #: The palette's keyboard hint; %1 is a key such as Alt+1.
    return fill(translate("signs", "Shortcut: %1"), key)


def palette_hint() -> str:
    return translate(
        "signs",
        "Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them"
        " from the keyboard.",
    )


def help_intro() -> str:
    return translate(
        "signs",
        "At a real table partners tell each other their best cards with their faces. Your"
        " partner signals you early in each hand, and you can signal him from the Señas"
        " button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and"
        " when you catch one of theirs it is marked SPOTTED on their seat.",
    )
