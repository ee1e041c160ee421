"""Every reason code a bot may give, with its English template (named parameters).

The interface translates these templates; a test checks that every ``Why`` a bot returns
has its code here and fills exactly the template's parameters. Percentages are whole
numbers (``{chance}`` = 73 means 73%).
"""

from __future__ import annotations

import string
from collections.abc import Mapping

from .base import Why

REASONS: Mapping[str, str] = {
    # Protocol and trivial cases.
    "random": "random choice",
    "only_action": "the only legal action",
    "blind_play": "mão de ferro: playing a card without seeing it",
    "careless": "played without much thought",
    # Card play.
    "partner_wins_low": "partner already wins this trick: playing low ({card})",
    "parda_play_highest": "the first trick was parda: playing the highest card ({card})",
    "win_cheaply": "winning the trick with the lowest card that beats it ({card})",
    "cannot_win_low": "cannot win this trick: playing the lowest card ({card})",
    "cover_lost_trick": "cannot win this trick: playing {card} face down",
    "tie_wins_hand": "a parda here wins the hand: tying with {card}",
    "tie_keeps_bet": "a parda here moves the bet to the next trick: tying with {card}",
    "best_chance": "playing {card}: best chance to win the hand ({chance}%)",
    "partner_holds_top": "partner signalled a card nobody can beat: playing low ({card})",
    # Truco family.
    "truco_strong": "{chance}% to win the hand: calling {call}",
    "truco_free": "nothing to lose at this score: calling {call}",
    "bluff": "bluffing: calling {call} with {chance}% to win",
    "match_decided_no_truco": "the match is decided either way: no {call}",
    "accept_strong": "{chance}% to win the hand: accepting",
    "accept_must": "refusing would lose the match: accepting",
    "accept_odds": "{chance}% to win is worth the risk at this score: accepting",
    "refuse_weak": "only {chance}% to win the hand: refusing",
    "raise_strong": "{chance}% to win the hand: raising to {call}",
    "raise_bluff": "bluffing: raising to {call} with {chance}% to win",
    # What the opponent model read (issue 32): the figures behind a decision it turned.
    "truco_value_read": (
        "{chance}% to win the hand, and the other side folds to truco {folds} times in"
        " {faced}: calling {call}"
    ),
    "bluff_read": (
        "the other side folds to truco {folds} times in {faced}: calling {call} with"
        " {chance}% to win"
    ),
    "accept_read": (
        "they call truco in {calls} hands of {hands}, with anything: {chance}% to win, accepting"
    ),
    "refuse_read": (
        "they call truco in only {calls} hands of {hands}, with the best cards: {chance}%"
        " to win, refusing"
    ),
    "falta_read_accept": (
        "they call the falta envido in {faltas} hands of {hands}: envido {points},"
        " {chance}% to win it, accepting"
    ),
    "falta_read_refuse": (
        "they call the falta envido in {faltas} hands of {hands}: envido {points},"
        " {chance}% to win it, refusing"
    ),
    # Envido.
    "envido_strong": "envido {points}: calling {call}",
    "envido_bluff": "envido {points}: bluffing with {call}",
    "envido_accept": "envido {points}, {chance}% to win it: accepting",
    "envido_refuse": "envido {points}, only {chance}% to win it: refusing",
    "envido_raise": "envido {points}, {chance}% to win it: raising to {call}",
    "envido_pass": "envido {points}: not worth calling",
    "falta_wins_match": "envido {points}: the falta envido wins the match",
    "falta_last_chance": "the other team is about to win: envido {points}, falta envido",
    "envido_first": "envido goes first: envido {points}, calling {call}",
    # Flor.
    "flor_announce": "announcing flor",
    "flor_bet": "flor {points}, {chance}% to win it: {call}",
    "flor_concede": "flor {points}, only {chance}% to win it: con flor me achico",
    "flor_accept": "flor {points}, {chance}% to win it: con flor quiero",
    # The gallo (three players).
    "gallo_discard": (
        "gallo: discarding {card}, keeping envido {envido} and {chance}% to win the hand"
    ),
    # Mineiro set choice, mão de onze.
    "set_keep": "keeping this set ({chance}% to win the hand)",
    "set_discard": "weak set ({chance}% to win the hand): discarding it",
    "onze_play": "mão de onze with {chance}% to win: playing",
    "onze_run": "mão de onze with only {chance}% to win: running",
    # Expert search.
    "search_best": "searched {worlds} deals: {action} scores best ({value}%)",
    "fold_hopeless": "no chance left in this hand: going to the deck",
}


def template_fields(code: str) -> frozenset[str]:
    """The named parameters of a reason's template."""
    fields = {name for _lit, name, _spec, _conv in string.Formatter().parse(REASONS[code])}
    return frozenset(f for f in fields if f)


def explain(why: Why) -> str:
    """The English text of a reason (the interface translates the template instead)."""
    template = REASONS.get(why.code)
    if template is None:
        return str(why)
    return template.format(**{k: v for k, v in why.params.items()})
