"""Tips at the moment they apply (issue 33 item 3): which tip a situation calls for.

A tip is a short piece of table wisdom (count your envido first; win the first trick;
the team on 11 sees the partner's cards) shown the first time its situation comes up at
the player's own decision, and never again for that player. Each tip here is a key and a
trigger: a pure predicate on the player's ``SeatView``, so the same facts the table shows
decide it, and a test can build the situation from a hand record. A tip's parameters
(the player's envido, the vira) come from the view too; the interface words them
(``ui/words/coach_text.py``) and remembers which were shown (``Preferences.tips_seen``).

The variant-specific tips ask the view for their facts (a vira turned, manilhas fixed,
a mão de onze or de ferro, a gallo, a card that may be played face down), never the
variant's name. Truco words: *envido* (the points of two cards of one suit), *flor*
(three cards of one suit, announced before anything else, AR-FLOR-2), *vira* (the card
turned up in Paulista that makes the next rank the *manilhas*, the four strongest
cards), *mão de onze* (the team on 11 chooses to play the hand or run), *mão de ferro*
(both teams on 11: cards played unseen), *gallo* (with three players, the one who plays
alone against a pair).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..engine.actions import ENVIDO_CALLS
from ..engine.view import SeatView

#: The envido from which a bet is usually worth it (the help's tip: 28 or more).
GOOD_ENVIDO = 28


@dataclass(frozen=True, slots=True)
class Tip:
    """A tip that applies now: its key and the parameters of its sentence."""

    key: str
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))


def _deciding(view: SeatView) -> bool:
    return view.my_turn and bool(view.legal) and not view.hand_over


def _kinds(view: SeatView) -> set[str]:
    return {a.kind for a in view.legal}


def _plays_a_card(view: SeatView) -> bool:
    return "play" in _kinds(view)


def _place(view: SeatView, card: str) -> float:
    """A card's place in this hand's strength order: 0 the weakest, 1 the best."""
    values = sorted(set(view.strength.values()))
    return values.index(view.strength[card]) / max(1, len(values) - 1)


# ---------------------------------------------------------------------- the triggers


def _envido_count(view: SeatView) -> Tip | None:
    """An envido may be called and the player knows his envido: count it first."""
    if view.own_envido is None or not _kinds(view) & set(ENVIDO_CALLS):
        return None
    return Tip("envido_count")


def _envido_good(view: SeatView) -> Tip | None:
    """The player may call the envido with 28 or more (33 is the best there is)."""
    if view.own_envido is None or view.own_envido < GOOD_ENVIDO:
        return None
    if not _kinds(view) & set(ENVIDO_CALLS):
        return None
    return Tip("envido_good", MappingProxyType({"points": view.own_envido}))


def _truco_weak(view: SeatView) -> Tip | None:
    """The first truco may be called with weak cards: it wins when they fold."""
    first = view.ladder[0].word if view.ladder else None
    if first is None or first not in _kinds(view) or not view.cards:
        return None
    if max(_place(view, c) for c in view.cards) >= 0.5:
        return None
    return Tip("truco_weak", MappingProxyType({"call": first}))


def _first_trick(view: SeatView) -> Tip | None:
    """The player plays a card in the first trick: win it if you can."""
    if view.finished_tricks or not _plays_a_card(view) or view.blind:
        return None
    return Tip("first_trick")


def _keep_best(view: SeatView) -> Tip | None:
    """The player leads holding one of the top cards and a weaker one: keep the best."""
    if view.current_trick or not _plays_a_card(view) or len(view.cards) < 2:
        return None
    places = sorted(_place(view, c) for c in view.cards)
    if places[-1] < 0.8 or places[0] >= 0.8:
        return None
    return Tip("keep_best")


def _covered(view: SeatView) -> Tip | None:
    """BR-COVER: the player may play a card face down."""
    if "play_covered" not in _kinds(view):
        return None
    return Tip("covered")


def _flor(view: SeatView) -> Tip | None:
    """AR-FLOR-1/2/3: the player holds a flor and must announce it now."""
    if "flor" not in _kinds(view):
        return None
    return Tip("flor")


def _onze(view: SeatView) -> Tip | None:
    """BR-ONZE-2: the player's team is on 11 and chooses to play the hand or to run."""
    call = view.open_call
    if call is None or call.family != "onze" or call.if_accepted is None:
        return None
    stake = call.if_accepted[view.team]
    return Tip("mao_de_onze", MappingProxyType({"stake": stake, "refused": call.if_refused}))


def _ferro(view: SeatView) -> Tip | None:
    """BR-FERRO: both teams on 11, every card played unseen."""
    if not view.blind:
        return None
    return Tip("mao_de_ferro")


def _vira(view: SeatView) -> Tip | None:
    """PA-VIRA: a vira is turned and the manilhas follow it."""
    if view.vira is None or view.manilhas_fixed or not view.manilhas:
        return None
    return Tip("vira", MappingProxyType({"vira": view.vira, "manilhas": view.manilhas}))


def _manilhas(view: SeatView) -> Tip | None:
    """MI-RANK-1: the manilhas are always the same four cards."""
    if not view.manilhas or not view.manilhas_fixed:
        return None
    return Tip("manilhas", MappingProxyType({"manilhas": view.manilhas}))


def _gallo(view: SeatView) -> Tip | None:
    """AR-GALLO-1/3: three players, one alone against a pair."""
    if view.gallo is None:
        return None
    if view.gallo == view.seat:
        return Tip("gallo_you")
    return Tip("gallo_pair", MappingProxyType({"gallo": view.gallo}))


#: Every trigger, most pressing first: the rules of the moment (the gallo, the mão de
#: onze or de ferro, the manilhas) before advice.
TRIGGERS: tuple[Callable[[SeatView], Tip | None], ...] = (
    _gallo,
    _ferro,
    _onze,
    _vira,
    _manilhas,
    _flor,
    _envido_good,
    _envido_count,
    _truco_weak,
    _covered,
    _keep_best,
    _first_trick,
)

#: The keys of every tip, in the triggers' order.
TIP_KEYS: tuple[str, ...] = (
    "gallo_you",
    "gallo_pair",
    "mao_de_ferro",
    "mao_de_onze",
    "vira",
    "manilhas",
    "flor",
    "envido_good",
    "envido_count",
    "truco_weak",
    "covered",
    "keep_best",
    "first_trick",
)


def tips_for(view: SeatView) -> tuple[Tip, ...]:
    """Every tip whose situation holds at the player's own decision, most pressing
    first; none when it is not his turn or the hand is over."""
    if not _deciding(view):
        return ()
    return tuple(tip for trigger in TRIGGERS if (tip := trigger(view)) is not None)


def next_tip(view: SeatView, seen: frozenset[str] | set[str]) -> Tip | None:
    """The first tip of ``view`` not in ``seen``: the one to show now, if any."""
    return next((t for t in tips_for(view) if t.key not in seen), None)
