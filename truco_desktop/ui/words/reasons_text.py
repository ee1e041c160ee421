"""The computer players' reasons (`bots/reasons.py`) in the player's language.

A bot explains each choice with a `Why`: a code and named parameters. The English
templates live beside the bots; this table holds the same sentences as translatable
source texts, with `%1`, `%2`, … standing for the parameters listed after each one, in
that order. A percentage parameter is a whole number, and the template adds the "%".
Cards and calls are shown in words (`strings.card_name`, `strings.call_label`).

Reasons appear in the hand replay, under each action of a computer player.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.i18n import fill
from truco_desktop.ui.words import strings

translate = QCoreApplication.translate

# code -> (template, the parameters that fill %1, %2, … in order)
REASONS: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "random": (QT_TRANSLATE_NOOP("reasons", "random choice"), ()),
    "only_action": (QT_TRANSLATE_NOOP("reasons", "the only legal action"), ()),
    "blind_play": (
        QT_TRANSLATE_NOOP("reasons", "mão de ferro: playing a card without seeing it"),
        (),
    ),
    "careless": (QT_TRANSLATE_NOOP("reasons", "played without much thought"), ()),
    "partner_wins_low": (
        QT_TRANSLATE_NOOP("reasons", "partner already wins this trick: playing low (%1)"),
        ("card",),
    ),
    "partner_holds_top": (
        QT_TRANSLATE_NOOP("reasons", "partner signalled a card nobody can beat: playing low (%1)"),
        ("card",),
    ),
    "parda_play_highest": (
        QT_TRANSLATE_NOOP("reasons", "the first trick was parda: playing the highest card (%1)"),
        ("card",),
    ),
    "win_cheaply": (
        QT_TRANSLATE_NOOP("reasons", "winning the trick with the lowest card that beats it (%1)"),
        ("card",),
    ),
    "cannot_win_low": (
        QT_TRANSLATE_NOOP("reasons", "cannot win this trick: playing the lowest card (%1)"),
        ("card",),
    ),
    "cover_lost_trick": (
        QT_TRANSLATE_NOOP("reasons", "cannot win this trick: playing %1 face down"),
        ("card",),
    ),
    "tie_wins_hand": (
        QT_TRANSLATE_NOOP("reasons", "a parda here wins the hand: tying with %1"),
        ("card",),
    ),
    "tie_keeps_bet": (
        QT_TRANSLATE_NOOP("reasons", "a parda here moves the bet to the next trick: tying with %1"),
        ("card",),
    ),
    "best_chance": (
        QT_TRANSLATE_NOOP("reasons", "playing %1: best chance to win the hand (%2%)"),
        ("card", "chance"),
    ),
    "truco_strong": (
        QT_TRANSLATE_NOOP("reasons", "%1% to win the hand: calling %2"),
        ("chance", "call"),
    ),
    "truco_free": (
        QT_TRANSLATE_NOOP("reasons", "nothing to lose at this score: calling %1"),
        ("call",),
    ),
    "bluff": (
        QT_TRANSLATE_NOOP("reasons", "bluffing: calling %1 with %2% to win"),
        ("call", "chance"),
    ),
    "truco_value_read": (
        QT_TRANSLATE_NOOP(
            "reasons",
            "%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4",
        ),
        ("chance", "folds", "faced", "call"),
    ),
    "bluff_read": (
        QT_TRANSLATE_NOOP(
            "reasons", "the other side folds to truco %1 times in %2: calling %3 with %4% to win"
        ),
        ("folds", "faced", "call", "chance"),
    ),
    "accept_read": (
        QT_TRANSLATE_NOOP(
            "reasons", "they call truco in %1 hands of %2, with anything: %3% to win, accepting"
        ),
        ("calls", "hands", "chance"),
    ),
    "refuse_read": (
        QT_TRANSLATE_NOOP(
            "reasons",
            "they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing",
        ),
        ("calls", "hands", "chance"),
    ),
    "falta_read_accept": (
        QT_TRANSLATE_NOOP(
            "reasons",
            "they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting",
        ),
        ("faltas", "hands", "points", "chance"),
    ),
    "falta_read_refuse": (
        QT_TRANSLATE_NOOP(
            "reasons",
            "they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing",
        ),
        ("faltas", "hands", "points", "chance"),
    ),
    "match_decided_no_truco": (
        QT_TRANSLATE_NOOP("reasons", "the match is decided either way: no %1"),
        ("call",),
    ),
    "accept_strong": (QT_TRANSLATE_NOOP("reasons", "%1% to win the hand: accepting"), ("chance",)),
    "accept_must": (QT_TRANSLATE_NOOP("reasons", "refusing would lose the match: accepting"), ()),
    "accept_odds": (
        QT_TRANSLATE_NOOP("reasons", "%1% to win is worth the risk at this score: accepting"),
        ("chance",),
    ),
    "refuse_weak": (
        QT_TRANSLATE_NOOP("reasons", "only %1% to win the hand: refusing"),
        ("chance",),
    ),
    "raise_strong": (
        QT_TRANSLATE_NOOP("reasons", "%1% to win the hand: raising to %2"),
        ("chance", "call"),
    ),
    "raise_bluff": (
        QT_TRANSLATE_NOOP("reasons", "bluffing: raising to %1 with %2% to win"),
        ("call", "chance"),
    ),
    "envido_strong": (QT_TRANSLATE_NOOP("reasons", "envido %1: calling %2"), ("points", "call")),
    "envido_bluff": (
        QT_TRANSLATE_NOOP("reasons", "envido %1: bluffing with %2"),
        ("points", "call"),
    ),
    "envido_accept": (
        QT_TRANSLATE_NOOP("reasons", "envido %1, %2% to win it: accepting"),
        ("points", "chance"),
    ),
    "envido_refuse": (
        QT_TRANSLATE_NOOP("reasons", "envido %1, only %2% to win it: refusing"),
        ("points", "chance"),
    ),
    "envido_raise": (
        QT_TRANSLATE_NOOP("reasons", "envido %1, %2% to win it: raising to %3"),
        ("points", "chance", "call"),
    ),
    "envido_pass": (QT_TRANSLATE_NOOP("reasons", "envido %1: not worth calling"), ("points",)),
    "falta_wins_match": (
        QT_TRANSLATE_NOOP("reasons", "envido %1: the falta envido wins the match"),
        ("points",),
    ),
    "falta_last_chance": (
        QT_TRANSLATE_NOOP("reasons", "the other team is about to win: envido %1, falta envido"),
        ("points",),
    ),
    "envido_first": (
        QT_TRANSLATE_NOOP("reasons", "envido goes first: envido %1, calling %2"),
        ("points", "call"),
    ),
    "flor_announce": (QT_TRANSLATE_NOOP("reasons", "announcing flor"), ()),
    "flor_bet": (
        QT_TRANSLATE_NOOP("reasons", "flor %1, %2% to win it: %3"),
        ("points", "chance", "call"),
    ),
    "flor_concede": (
        QT_TRANSLATE_NOOP("reasons", "flor %1, only %2% to win it: con flor me achico"),
        ("points", "chance"),
    ),
    "flor_accept": (
        QT_TRANSLATE_NOOP("reasons", "flor %1, %2% to win it: con flor quiero"),
        ("points", "chance"),
    ),
    "gallo_discard": (
        QT_TRANSLATE_NOOP(
            "reasons", "gallo: discarding %1, keeping envido %2 and %3% to win the hand"
        ),
        ("card", "envido", "chance"),
    ),
    "set_keep": (
        QT_TRANSLATE_NOOP("reasons", "keeping this set (%1% to win the hand)"),
        ("chance",),
    ),
    "set_discard": (
        QT_TRANSLATE_NOOP("reasons", "weak set (%1% to win the hand): discarding it"),
        ("chance",),
    ),
    "onze_play": (
        QT_TRANSLATE_NOOP("reasons", "mão de onze with %1% to win: playing"),
        ("chance",),
    ),
    "onze_run": (
        QT_TRANSLATE_NOOP("reasons", "mão de onze with only %1% to win: running"),
        ("chance",),
    ),
    "search_best": (
        QT_TRANSLATE_NOOP("reasons", "searched %1 deals: %2 scores best (%3%)"),
        ("worlds", "action", "value"),
    ),
    "fold_hopeless": (
        QT_TRANSLATE_NOOP("reasons", "no chance left in this hand: going to the deck"),
        (),
    ),
}


# Reasons the table gives for a computer seat's action that no bot chose.
TABLE_REASONS: Mapping[str, tuple[str, tuple[str, ...]]] = {
    #: The human chose this answer for his partner (the human's flor came first).
    "partner_chose": (QT_TRANSLATE_NOOP("reasons", "the answer his partner chose"), ()),
}


def _shown(name: str, value: object, variant: str) -> str:
    text = str(value)
    if name == "card":
        return strings.card_name(text, variant)
    # Reasons are lower-case notes: the call keeps its Spanish or Portuguese words.
    if name == "call":
        return strings.call_label(variant, text, own_turn=True).lower()
    if name == "action":
        kind, _sep, card = text.partition(":")
        if card:
            return strings.card_name(card, variant)
        return strings.call_label(variant, kind, own_turn=True).lower()
    return text


def reason_text(code: str, params: Mapping[str, object], variant: str) -> str | None:
    """The reason `code` with `params` in words; None for an unknown code or parameter."""
    entry = REASONS.get(code) or TABLE_REASONS.get(code)
    if entry is None:
        return None
    template, names = entry
    try:
        values = [_shown(name, params[name], variant) for name in names]
    except (KeyError, ValueError):
        return None
    return fill(translate("reasons", template), *values)


_WHY_TEXT = re.compile(r"([a-z_]+)(?:\((.*)\))?")


def why_text(why: object, variant: str = DEFAULT_VARIANT) -> str | None:
    """A stored reason in words.

    Accepts `{"code": ..., "params": {...}}` or the bot's own text form
    `code(name=value, ...)` (`bots.base.Why.__str__`); anything else is shown as it is.
    """
    code: str | None = None
    params: dict[str, object] = {}
    if isinstance(why, dict) and isinstance(why.get("code"), str):
        code = why["code"]
        if isinstance(why.get("params"), dict):
            params = dict(why["params"])
    elif isinstance(why, str) and why:
        found = _WHY_TEXT.fullmatch(why)
        if found is None:
            return why
        code = found.group(1)
        for pair in (found.group(2) or "").split(", "):
            name, sep, value = pair.partition("=")
            if sep:
                params[name] = value
    if code is None:
        return None
    text = reason_text(code, params, variant)
    if text is not None:
        return text
    return why if isinstance(why, str) else code
