"""The coach's words (issue 33): a hint's options and the tips, in the player's language.

The coach (``bots/coach.py``) and the tips (``play/tips.py``) speak in codes and
parameters; this module holds their sentences as translatable source texts, with ``%1``,
``%2`` standing for the parameters named after each one. Cards and calls are shown in
words (``strings.card_name``, ``strings.call_label``); a chance is said as "about 7 times
in 10", which a newcomer reads faster than a percentage.

The tips of the rules' help (count your envido, truco rewards nerve, win the first trick,
keep your best card, a card face down) keep the help's own source texts and context, so
that they read the same in both places and are translated once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.i18n import Context, fill
from truco_desktop.ui.words import strings

translate = QCoreApplication.translate

#: The context of the coach's own sentences (``coach.tr`` for plurals, see ``i18n``).
CONTEXT = "coach"
coach = Context(CONTEXT)

# code -> (template, the parameters that fill %1, %2, … in order); bots/coach.py's codes.
OPTION_REASONS: Mapping[str, tuple[object, tuple[str, ...]]] = {
    "card_partner_wins": (QT_TRANSLATE_NOOP("coach", "your partner already wins this trick"), ()),
    "card_wins_cheaply": (QT_TRANSLATE_NOOP("coach", "the lowest card that wins this trick"), ()),
    "card_cannot_win": (QT_TRANSLATE_NOOP("coach", "it cannot win this trick"), ()),
    "card_keeps": (QT_TRANSLATE_NOOP("coach", "keeps the %1 for later"), ("kept",)),
    "card_best": (QT_TRANSLATE_NOOP("coach", "your best card"), ()),
    "card_covered": (QT_TRANSLATE_NOOP("coach", "hides a card that cannot win"), ()),
    "card_blind": (QT_TRANSLATE_NOOP("coach", "you cannot see your cards"), ()),
    "card_discard": (
        QT_TRANSLATE_NOOP("coach", "keeps envido %1 in the other three"),
        ("envido",),
    ),
    "truco_call": (
        QT_TRANSLATE_NOOP("coach", "if they refuse you score %1; accepted, the hand is worth %2"),
        ("refused", "stake"),
    ),
    "truco_accept": (QT_TRANSLATE_NOOP("coach", "the hand is then worth %1"), ("stake",)),
    "truco_refuse": (QT_TRANSLATE_NOOP("coach", "they score %1 now"), ("points",)),
    "truco_raise": (
        QT_TRANSLATE_NOOP("coach", "if they refuse you score %1; accepted, the hand is worth %2"),
        ("refused", "stake"),
    ),
    "envido_call": (QT_TRANSLATE_NOOP("coach", "your envido is %1"), ("points",)),
    "envido_accept": (
        QT_TRANSLATE_NOOP("coach", "your envido is %1; the winner scores %2"),
        ("points", "stake"),
    ),
    "envido_refuse": (QT_TRANSLATE_NOOP("coach", "they score %1 now"), ("points",)),
    "envido_raise": (
        QT_TRANSLATE_NOOP("coach", "your envido is %1; if they refuse you score %2"),
        ("points", "refused"),
    ),
    "flor_option": (QT_TRANSLATE_NOOP("coach", "your flor is %1"), ("points",)),
    "flor_concede": (QT_TRANSLATE_NOOP("coach", "they score %1 now"), ("points",)),
    "mazo": (
        QT_TRANSLATE_NOOP("coach", "you give up the hand: they score %1"),
        ("points",),
    ),
    "onze_play": (QT_TRANSLATE_NOOP("coach", "the hand is worth %1"), ("stake",)),
    "onze_run": (QT_TRANSLATE_NOOP("coach", "they score %1 now"), ("points",)),
    "set_keep": (QT_TRANSLATE_NOOP("coach", "you keep these cards"), ()),
    "set_change": (QT_TRANSLATE_NOOP("coach", "you take new cards without seeing them"), ()),
    "set_give": (QT_TRANSLATE_NOOP("coach", "your partner plays these cards"), ()),
    "only_option": (QT_TRANSLATE_NOOP("coach", "the only thing you can do"), ()),
}

#: The card parameters of the sentences above and below (shown as card names).
_CARD_PARAMS = frozenset({"kept", "vira"})


def _param(name: str, value: object, variant: str) -> str:
    if name in _CARD_PARAMS:
        return strings.card_name(str(value), variant)
    if name == "manilhas" and isinstance(value, Sequence):
        return ", ".join(strings.card_name(str(c), variant) for c in value)
    if name == "call":
        return strings.call_label(variant, str(value), own_turn=True)
    return str(value)


def _filled(
    table: Mapping[str, tuple[object, tuple[str, ...]]],
    context: str,
    code: str,
    params: Mapping[str, object],
    variant: str,
) -> str:
    template, names = table[code]
    values = (_param(n, params[n], variant) for n in names)
    return fill(translate(context, str(template)), *values)


def option_reason(code: str, params: Mapping[str, object], variant: str) -> str:
    """An option's reason in words; KeyError for a code or parameter not known."""
    return _filled(OPTION_REASONS, CONTEXT, code, params, variant)


def action_label(kind: str, card: str | None, position: int | None, variant: str) -> str:
    """What an option does, in words: "Play the 3 of copas", "Quiero", "Truco"."""
    if card is not None:
        name = strings.card_name(card, variant)
        if kind == "play_covered":
            return fill(translate("coach", "Play the %1 face down"), name)
        if kind == "discard":
            return fill(translate("coach", "Put away the %1"), name)
        return fill(translate("coach", "Play the %1"), name)
    if position is not None:
        #: Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.
        return fill(translate("coach", "Play your card %1"), str(position + 1))
    return strings.call_label(variant, kind, own_turn=True)


def chance_text(chance: float, of: str) -> str:
    """ "you win the hand about 7 times in 10" (the envido, the flor); English reads its
    singular ("about 1 time in 10") from ``truco_desktop_en.qm`` as every plural does."""
    n = round(10 * chance)
    if of == "envido_points":
        return coach.tr("you win the envido about %n times in 10", None, n)
    if of == "flor":
        return coach.tr("you win the flor about %n times in 10", None, n)
    return coach.tr("you win the hand about %n times in 10", None, n)


# ---------------------------------------------------------------------- tips

# key -> (context, template, parameters); the help's tips keep its context and text.
# (PySide's stubs type some ``QT_TRANSLATE_NOOP`` results as ``object``: ``str`` below.)
TIPS: Mapping[str, tuple[str, object, tuple[str, ...]]] = {
    "envido_count": (
        "HelpText",
        QT_TRANSLATE_NOOP(
            "HelpText",
            "Count your envido before anything else: 28 or more is usually worth a bet, and 33"
            " is the best there is.",
        ),
        (),
    ),
    "envido_good": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best"
            " there is.",
        ),
        ("points",),
    ),
    "truco_weak": (
        "HelpText",
        QT_TRANSLATE_NOOP(
            "HelpText",
            "Truco rewards nerve. A bet on weak cards can win the hand if the other team runs,"
            " but a refused retruco still gives them points.",
        ),
        (),
    ),
    "first_trick": (
        "HelpText",
        QT_TRANSLATE_NOOP(
            "HelpText",
            "Win the first trick if you can: it often decides the hand, because a later parda"
            " goes to the team that won it.",
        ),
        (),
    ),
    "keep_best": (
        "HelpText",
        QT_TRANSLATE_NOOP(
            "HelpText",
            "Keep your best card for when it matters. A 3 played too early can be beaten by"
            " any of the four top cards.",
        ),
        (),
    ),
    "covered": (
        "HelpText",
        QT_TRANSLATE_NOOP(
            "HelpText",
            "In Brazil, a card played face down hides your strength: use it when the trick is"
            " already lost and keep a good card for the next one.",
        ),
        (),
    ),
    "flor": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "You have flor: three cards of one suit. Announce it before anything else; it"
            " scores at least 3 points, and no envido is played in this hand.",
        ),
        (),
    ),
    "mao_de_onze": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "Mão de onze: your team has 11 points and sees its cards before deciding. Play"
            " the hand for %1 points, or run and give the other team %2.",
        ),
        ("stake", "refused"),
    ),
    "mao_de_ferro": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a"
            " card by its place; the hand decides the match.",
        ),
        (),
    ),
    "vira": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "The vira is the %1. The next rank up are the manilhas, the four strongest cards"
            " of this hand: %2.",
        ),
        ("vira", "manilhas"),
    ),
    "manilhas": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "The manilhas are always the same four cards, strongest first: %1. They beat"
            " every other card.",
        ),
        ("manilhas",),
    ),
    "gallo_you": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "You are the gallo: you play alone against the other two. First put away the"
            " weakest of your four cards, keeping your envido if you can.",
        ),
        (),
    ),
    "gallo_pair": (
        "coach",
        QT_TRANSLATE_NOOP(
            "coach",
            "%1 is the gallo and plays alone against you and the other player: the two of"
            " you play as partners in this hand.",
        ),
        ("gallo",),
    ),
}


def tip_text(key: str, params: Mapping[str, object], variant: str, names: Sequence[str]) -> str:
    """A tip in words; ``names`` are the seats' names (for the gallo's)."""
    context, template, wanted = TIPS[key]
    values = []
    for name in wanted:
        value = params[name]
        if name == "gallo" and isinstance(value, int):
            values.append(names[value] if 0 <= value < len(names) else str(value))
        else:
            values.append(_param(name, value, variant))
    return fill(translate(context, str(template)), *values)
