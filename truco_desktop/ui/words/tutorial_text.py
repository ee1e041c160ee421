"""The lesson's words (issue 33 item 4): what the coach says at each step of the first
match that teaches, and why a move is refused there.

The lesson's script (``play/lesson.py``) names its steps; here each step key has its
sentence, in the "Tutorial" context, with ``%1``, ``%2`` filled from the player's view
at that moment (his best card, his envido, the manilhas, the truco's stakes), so the
words match the cards on the table in every variant of the family. Calls and cards are
named as the table names them (``strings.call_label``, ``strings.card_name``).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.engine.view import SeatView
from truco_desktop.i18n import fill
from truco_desktop.ui.words import strings
from truco_desktop.ui.words.coach_text import action_label

translate = QCoreApplication.translate

#: The translation context of every sentence here.
CONTEXT = "Tutorial"

#: step key -> its sentence (the parameters are filled by ``step_text``).
STEP_TEXTS: Mapping[str, object] = {
    "welcome": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Welcome to the table! In this hand the coach walks you through the game, one move"
        " at a time. Your cards are at the bottom; your opponent sits across the table.",
    ),
    "ranking": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Cards do not rank by their number. The best are the 1 of espadas, the 1 of"
        " bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other"
        " 1s; the 4s are the lowest. Your best card now is the %1.",
    ),
    "manilhas": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Cards do not rank by their number. The strongest are the manilhas (%1); then"
        " the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to"
        " the 4s. Your best card now is the %2.",
    ),
    "tricks": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A hand is played in up to three tricks: each player lays one card and the"
        " highest card wins the trick. Whoever wins two tricks wins the hand.",
    ),
    "envido_call": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Before the first trick is over you may bet on your envido: two cards of one suit"
        " are worth 20 plus their values (the figures count 0). Yours is %1, a good one:"
        " call %2.",
    ),
    "envido_won": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your opponent accepted and you showed the better envido: your team scores its"
        " points. Look at the score.",
    ),
    "first_card": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now the tricks. Play the %1: it is good enough for this trick, and it keeps your"
        " best card for later.",
    ),
    "trick_won": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You won the first trick. One more and the hand is yours.",
    ),
    "truco_call": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Time to bet on the hand: call %1. If your opponent refuses you score %2; if he"
        " accepts, the hand is worth %3.",
    ),
    "raise_answer": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your opponent raised. Each bet can be raised up the ladder: %1. Run and he"
        " scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.",
    ),
    "best_card": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play your best card, the %1, to win the second trick and the hand.",
    ),
    "hand_won": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You won the hand and the truco's points. A match is many hands like this one,"
        " until a team reaches the target score.",
    ),
    "onze": QT_TRANSLATE_NOOP(
        "Tutorial",
        "One more word: the mão de onze. When your team has 11 points, you see your cards"
        " first and choose to play the hand for 3 points or to run and give 1.",
    ),
    "end": QT_TRANSLATE_NOOP(
        "Tutorial",
        "That is Truco! The coach stays with you: press H for a hint at any decision, and"
        " look back at each hand from its summary.",
    ),
}


def _best(view: SeatView) -> str:
    cards = sorted(view.cards, key=lambda c: view.strength[c])
    return strings.card_name(cards[-1], view.variant) if cards else ""


def _middle(view: SeatView) -> str:
    cards = sorted(view.cards, key=lambda c: view.strength[c])
    return strings.card_name(cards[len(cards) // 2], view.variant) if cards else ""


def _call(view: SeatView, word: str) -> str:
    return strings.call_label(view.variant, word, own_turn=True)


def _params(key: str, view: SeatView) -> tuple[object, ...]:
    """The values of a step's ``%1``, ``%2``… from the view of the moment."""
    if key == "ranking":
        return (_best(view),)
    if key == "manilhas":
        manilhas = ", ".join(strings.card_name(c, view.variant) for c in view.manilhas)
        return (manilhas, _best(view))
    if key == "envido_call":
        return (view.own_envido if view.own_envido is not None else "", _call(view, "envido"))
    if key == "first_card":
        return (_middle(view),)
    if key == "truco_call":
        rung = view.ladder[0]
        return (_call(view, rung.word), rung.refused, rung.stake)
    if key == "raise_answer":
        pending = view.truco_pending
        rung = view.rung(pending[1]) if pending is not None else None
        refused, stake = (rung.refused, rung.stake) if rung is not None else ("", "")
        #: The truco ladder in the lesson: a call and its stake ("Seis 6").
        ladder = ", ".join(f"{_call(view, r.word)} {r.stake}" for r in view.ladder)
        return (ladder, refused, stake, strings.call_label(view.variant, "quiero"))
    if key == "best_card":
        return (_best(view),)
    return ()


def step_text(key: str, view: SeatView | None) -> str:
    """The coach's sentence at step ``key``, filled from ``view``; KeyError for a key
    without words."""
    template = translate(CONTEXT, str(STEP_TEXTS[key]))
    if view is None:
        return template
    return fill(template, *_params(key, view))


def refusal_sentence(code: str, wanted: tuple[str, str | None] | None, variant: str) -> str:
    """Why the lesson refused a move, gently: read first, or the move it asks for
    (``wanted``: its kind and card)."""
    if code == "lesson_next" or wanted is None:
        return translate("Tutorial", "Not yet: read what the coach says, then press Next.")
    kind, card = wanted
    label = action_label(kind, card, None, variant)
    #: %1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").
    return fill(
        translate("Tutorial", "Good try, but this lesson asks for another move: %1."), label
    )
