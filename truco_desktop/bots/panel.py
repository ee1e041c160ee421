"""A panel of playing styles to measure the readers against (issue 32).

A person is always another style than our own bots, so the expert and ``hard`` are
measured against players who bet, bluff and fold in ways of their own. Each style is a
small named rule over the same view a bot gets (no hidden card), on top of ``normal``'s
card play where the style says nothing about cards:

- ``station``, the calling station: never folds (accepts every bet, never goes to the deck);
- ``maniac``: bets and raises with anything, accepts everything;
- ``rock``: bets only with the top cards (a card of the strongest tenth, or an envido of
  30), refuses anything else;
- ``spammer``: opens and answers every envido with the falta envido (a style only where
  the rules have an envido: elsewhere it is ``normal``, and ``style_applies`` says so);
- ``beginner``: plays its highest card first and answers every bet at random, never bets;
- ``random``: uniform over the legal actions.

``panel_bot(name)`` also takes our levels (``easy``, ``normal``, ``hard``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.actions import ENVIDO_CALLS, FLOR_WORDS, TRUCO_WORDS, Action
from ..engine.cards import envido_value
from ..engine.rules import Rules
from ..engine.view import SeatView
from ..signs import SignKnowledge
from .base import Bot, Decision, RandomBot, Why
from .factory import make_bot

#: The styles of the panel, and our levels after them.
STYLE_NAMES: tuple[str, ...] = ("station", "maniac", "rock", "spammer", "beginner", "random")
PANEL: tuple[str, ...] = (*STYLE_NAMES, "easy", "normal", "hard")

#: The styles that exist only where the rules have an envido.
ENVIDO_STYLES: frozenset[str] = frozenset({"spammer"})


def style_applies(name: str, rules: Rules) -> bool:
    """Whether the panel's player ``name`` is a style of its own under ``rules``: a falta
    spammer without an envido plays as ``normal`` does, and measuring against it would
    count ``normal`` twice under another name."""
    return name not in ENVIDO_STYLES or rules.variant.has_envido


#: A rock's top cards: the strongest tenth of the deck; its least envido to bet.
ROCK_TOP = 0.9
ROCK_ENVIDO = 30

_FALTA = ENVIDO_CALLS[-1]
_CALLS = frozenset({*TRUCO_WORDS, *ENVIDO_CALLS})


def _top_share(view: SeatView) -> float:
    """The place of this seat's best card in the deck's strength order (0..1)."""
    order = sorted(set(view.strength.values()))
    top = max(len(order) - 1, 1)
    if not view.cards:
        return 0.0
    return max(order.index(view.strength[c]) for c in view.cards) / top


def _find(view: SeatView, words: tuple[str, ...] | frozenset[str]) -> Action | None:
    """The first legal action among ``words`` (in ``words``' order for a tuple)."""
    kinds = {a.kind: a for a in view.legal}
    ordered = words if isinstance(words, tuple) else tuple(sorted(words))
    return next((kinds[w] for w in ordered if w in kinds), None)


def _answering(view: SeatView) -> bool:
    return any(a.kind == "quiero" for a in view.legal)


def _station(view: SeatView, base: Decision, rng: random.Random) -> Decision:
    if _answering(view):
        return Decision(_find(view, ("quiero",)) or base.action, Why("style_station"))
    if base.action.kind == "mazo" or base.action.kind == "con_flor_me_achico":
        card = next((a for a in view.legal if a.card is not None), None)
        return Decision(card or base.action, Why("style_station"))
    return base


def _maniac(view: SeatView, base: Decision, rng: random.Random) -> Decision:
    raise_or_bet = _find(view, (*TRUCO_WORDS, *ENVIDO_CALLS[:2]))
    if raise_or_bet is not None:
        return Decision(raise_or_bet, Why("style_maniac"))
    if _answering(view):
        return Decision(_find(view, ("quiero",)) or base.action, Why("style_maniac"))
    return base


def _rock(view: SeatView, base: Decision, rng: random.Random) -> Decision:
    strong = _top_share(view) >= ROCK_TOP
    envido = (
        not view.calls.isdisjoint(ENVIDO_CALLS)  # these rules have the envido
        and len(view.cards) == 3
        and envido_value(view.cards) >= ROCK_ENVIDO
    )
    if _answering(view):
        pending_envido = view.envido_pending
        good = envido if pending_envido else strong
        word = "quiero" if good else "no_quiero"
        return Decision(_find(view, (word,)) or base.action, Why("style_rock"))
    kind = base.action.kind
    if (kind in TRUCO_WORDS and not strong) or (kind in ENVIDO_CALLS and not envido):
        card = next((a for a in view.legal if a.card is not None), None)
        return Decision(card or base.action, Why("style_rock"))
    if envido and not view.envido_chain:
        call = _find(view, (ENVIDO_CALLS[0],))
        if call is not None:
            return Decision(call, Why("style_rock"))
    return base


def _spammer(view: SeatView, base: Decision, rng: random.Random) -> Decision:
    falta = _find(view, (_FALTA,))
    if falta is not None:
        return Decision(falta, Why("style_spammer"))
    if view.envido_pending and _answering(view):
        return Decision(_find(view, ("quiero",)) or base.action, Why("style_spammer"))
    return base


def _beginner(view: SeatView, base: Decision, rng: random.Random) -> Decision:
    if _answering(view):
        word = rng.choice(("quiero", "no_quiero"))
        return Decision(_find(view, (word,)) or base.action, Why("style_beginner"))
    if any(a.kind in FLOR_WORDS for a in view.legal):
        return base  # announcing a flor is compulsory (AR-FLOR-2)
    cards = [a for a in view.legal if a.kind == "play" and a.card is not None]
    if cards:
        best = max(cards, key=lambda a: view.strength[a.card or ""])
        return Decision(best, Why("style_beginner"))
    quiet = [a for a in view.legal if a.kind not in _CALLS and a.kind != "mazo"]
    return Decision(quiet[0] if quiet else base.action, Why("style_beginner"))


_RULES: dict[str, Callable[[SeatView, Decision, random.Random], Decision]] = {
    "station": _station,
    "maniac": _maniac,
    "rock": _rock,
    "spammer": _spammer,
    "beginner": _beginner,
}


class StyleBot:
    """``normal``'s play with one style's rule on top (see the module's list)."""

    def __init__(self, style: str) -> None:
        if style not in _RULES:
            raise ValueError(f"unknown style {style!r}; one of {sorted(_RULES)}")
        self.name = style
        self.style = _RULES[style]
        self.base = make_bot("normal")

    def choose(
        self, view: SeatView, rng: random.Random, signs: SignKnowledge | None = None
    ) -> Decision:
        base = self.base.choose(view, rng, signs)
        if len(view.legal) == 1:
            return base
        decision = self.style(view, base, rng)
        return decision if decision.action in view.legal else base


def panel_bot(name: str) -> Bot:
    """A player of the panel by name: a style, ``random``, or one of our levels."""
    if name == "random":
        return RandomBot()
    if name in _RULES:
        return StyleBot(name)
    return make_bot(name, budget_ms=None)
