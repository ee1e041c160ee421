"""Your progress (issue 33 item 5): every decision of a hand judged against the coach's.

When a hand is over, each decision the player made in it is asked again of the coach
(``bots.coach.hint``) with the view the player had then, as the look back does
(``play.look_back``): a decision *agrees* when the player chose what the coach would.
The share of agreements per match, over time, is the line of the Statistics window.

Each decision also counts towards the player's *habits*: a habit is a kind of choice
made against the coach's in a kind of situation ("refuses a truco while holding one of
the four strongest cards"). For each habit the hand reports how often its situation
came up (``chances``), how often the player chose the habit's way against the coach
(``times``) and what that cost in the coach's estimate of the chance to win the match,
in thousandths (``cost``). The costliest habits are the ones the Statistics window
names. Only decisions with a choice are judged: one legal action, or cards the player
could not see (the mão de ferro), teach nothing.

Truco words: *truco* (the bet on the hand, raised up its ladder), *envido* (the bet on
two cards of one suit), *mazo* (folding the hand), *mão de onze* (the Brazilian hand the
team on 11 plays or runs from).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..bots.coach import hint
from ..engine.actions import ENVIDO_CALLS, PLAY, PLAY_COVERED, TRUCO_WORDS, Action
from ..engine.hand import Hand
from ..engine.view import SeatView
from .look_back import option_of, replayed

if TYPE_CHECKING:
    from .session import Session

#: The best card the player holds, by its place among the hand's kinds of card: one of
#: the four strongest kinds (the manilhas, the Argentine aces and sevens of the top), the
#: two next (the 3s and 2s, most hands), or lower.
TOP, HIGH, LOW = "top", "high", "low"

#: Every habit, in the order the interface lists them when they cost the same.
HABITS: tuple[str, ...] = (
    "truco_refused_top",
    "truco_refused_high",
    "truco_refused_low",
    "truco_accepted",
    "truco_missed",
    "truco_rash",
    "envido_refused",
    "envido_accepted",
    "envido_missed",
    "envido_rash",
    "card_wasted",
    "card_held",
    "mazo",
    "onze_ran",
    "onze_played",
)


@dataclass(frozen=True, slots=True)
class HabitCount:
    """One habit in one hand (or over many): its chances, the times it was taken, and
    what they cost in thousandths of the chance to win the match."""

    chances: int = 0
    times: int = 0
    cost: int = 0

    def plus(self, other: HabitCount) -> HabitCount:
        return HabitCount(
            self.chances + other.chances, self.times + other.times, self.cost + other.cost
        )


@dataclass(frozen=True, slots=True)
class HandProgress:
    """The player's decisions in one hand: how many were judged, how many agreed with
    the coach, and the habits they count towards."""

    decisions: int = 0
    agreed: int = 0
    habits: Mapping[str, HabitCount] = field(default_factory=lambda: MappingProxyType({}))


def band(view: SeatView) -> str:
    """``TOP``, ``HIGH`` or ``LOW``: where the player's best card stands."""
    kinds = sorted(set(view.strength.values()), reverse=True)
    if not view.cards:
        return LOW
    place = kinds.index(max(view.strength[c] for c in view.cards))
    return TOP if place < 4 else HIGH if place < 6 else LOW


def _is_truco(action: Action) -> bool:
    return action.kind in TRUCO_WORDS


def _is_envido(action: Action) -> bool:
    return action.kind in ENVIDO_CALLS


def _strength(view: SeatView, action: Action) -> int | None:
    if action.kind in (PLAY, PLAY_COVERED) and action.card is not None:
        return view.strength[action.card]
    return None


def habits_of(view: SeatView, taken: Action, coach: Action) -> dict[str, bool]:
    """The habits whose situation ``view`` is, each True where ``taken`` (against
    ``coach``) is the habit's way."""
    kinds = {a.kind for a in view.legal}
    out: dict[str, bool] = {}
    call = view.open_call
    if call is not None and call.family == "onze":
        out["onze_ran"] = taken.kind == "no_quiero" and coach.kind == "quiero"
        out["onze_played"] = taken.kind == "quiero" and coach.kind == "no_quiero"
        return out
    if "mazo" in kinds:
        out["mazo"] = taken.kind == "mazo" and coach.kind != "mazo"
    if view.envido_pending and "quiero" in kinds:
        yes = ("quiero", *ENVIDO_CALLS)
        out["envido_refused"] = taken.kind == "no_quiero" and coach.kind in yes
        out["envido_accepted"] = taken.kind in yes and coach.kind == "no_quiero"
        return out
    if view.truco_pending is not None and "quiero" in kinds:
        refused = taken.kind in ("no_quiero", "mazo") and (
            coach.kind == "quiero" or _is_truco(coach)
        )
        out[f"truco_refused_{band(view)}"] = refused
        out["truco_accepted"] = (taken.kind == "quiero" or _is_truco(taken)) and (
            coach.kind == "no_quiero"
        )
        return out
    if kinds & set(ENVIDO_CALLS):
        out["envido_missed"] = _is_envido(coach) and not _is_envido(taken)
        out["envido_rash"] = _is_envido(taken) and not _is_envido(coach)
    if kinds & set(TRUCO_WORDS):
        out["truco_missed"] = _is_truco(coach) and not _is_truco(taken)
        out["truco_rash"] = _is_truco(taken) and not _is_truco(coach)
    mine, theirs = _strength(view, taken), _strength(view, coach)
    if PLAY in kinds and len({view.strength[c] for c in view.cards}) > 1:
        out["card_wasted"] = mine is not None and theirs is not None and mine > theirs
        out["card_held"] = mine is not None and theirs is not None and mine < theirs
    return out


def judge_hand(hand: Hand, seat: int) -> HandProgress:
    """Every decision of ``seat`` in ``hand`` judged against the coach's."""
    decisions = agreed = 0
    habits: dict[str, HabitCount] = {}
    for _index, view, action in replayed(hand, seat):
        if len(view.legal) < 2 or view.blind:
            continue
        given = hint(view)
        taken = option_of(given.options, action)
        if taken is None:
            continue
        decisions += 1
        coach = given.options[0]
        same = given.choice == taken.action
        agreed += int(same)
        cost = 0 if same else max(0, round(1000 * (coach.value - taken.value)))
        for key, happened in habits_of(view, taken.action, coach.action).items():
            this = HabitCount(1, int(happened), cost if happened else 0)
            habits[key] = habits.get(key, HabitCount()).plus(this)
    return HandProgress(decisions, agreed, MappingProxyType(habits))


def hand_judge(session: Session) -> Callable[[], HandProgress] | None:
    """The judgement of the session's hand just over, to run off the GUI thread (the
    hand is the match's own, immutable); None when no hand is over or the person took
    no part in it (the table holds no hand to judge itself)."""
    match = session.match
    seat = session.human_seat
    if match is None or not match.hand.is_over:
        return None
    if not any(who == seat for who, _action in match.hand.history):
        return None
    return partial(judge_hand, match.hand, seat)
