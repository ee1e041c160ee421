"""What a finished hand was won by, and who folded, read from the hand's events.

The hand's summary names what scored ("Retruco 3 → Them", "Envido 2 → Us", "Mazo 1 →
Them"), not only the engine's reason ("hand"), and a hand that ended by a fold says who
folded: players missed an opponent's *mazo* (going to the deck: giving up the hand) when
the table only showed the score move. Everything here comes from the events the table
was shown (``PointsScored``, ``Called``, ``EnvidoSettled``) and the view's truco ladder
(``SeatView.rung``): the interface never works a rule out for itself.

Words: the *truco family* is the bet on the hand (truco, retruco, vale cuatro; seis,
nove, doze in Brazil); a *rung* is one call of it with its stake. The *mão de onze* is
the Brazilian hand a team on 11 may refuse to play.

Standard library and the engine only: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from truco_desktop.engine.actions import ENVIDO_CALLS, TRUCO_WORDS
from truco_desktop.engine.events import Called, EnvidoSettled, Event, PointsScored

if TYPE_CHECKING:
    from truco_desktop.engine.ladders import Rung

#: The reasons of a ``PointsScored`` that mean the other side gave the hand up.
FOLD_REASONS = frozenset({"mazo", "truco_refused", "onze_refused"})
#: ``Fold.refused`` of a refused mão de onze (no call word names it).
ONZE = "onze"


@dataclass(frozen=True, slots=True)
class Scored:
    """One score of the hand: ``points`` to ``team`` for ``reason`` (the engine's), won
    by ``call`` (the accepted or refused truco rung, the envido chain's last call; None
    for a hand played without a bet, a mazo, a flor or a refused mão de onze)."""

    team: int
    points: int
    reason: str
    call: str | None = None
    refused: bool = False


@dataclass(frozen=True, slots=True)
class Fold:
    """The hand ended because ``seat`` gave it up: ``word`` is what he said ("mazo" or
    "no_quiero"), ``refused`` the bet he refused (a truco-family word, ``ONZE``), None
    for a mazo."""

    seat: int
    word: str
    refused: str | None


def scores(events: Sequence[Event], rung: Callable[[str], Rung | None]) -> list[Scored]:
    """Each ``PointsScored`` of the hand with what won it, in order.

    ``rung`` is the view's ladder lookup (``SeatView.rung``). A hand won with the bet on
    it names the rung whose stake it scored among those called in the hand (a mão de
    onze's 3 points are no truco's); a refused bet names the last rung called.
    """
    out: list[Scored] = []
    called: list[str] = []  # the truco-family calls of the hand, in order
    chain: list[str] = []  # the envido calls since the last envido was settled
    envido: tuple[str | None, bool] = (None, False)  # the last settled chain's call, refused
    for event in events:
        if isinstance(event, Called):
            if event.word in TRUCO_WORDS:
                called.append(event.word)
            elif event.word in ENVIDO_CALLS:
                chain.append(event.word)
        elif isinstance(event, EnvidoSettled):
            envido = (chain[-1] if chain else None, not event.accepted)
            chain = []
        elif isinstance(event, PointsScored):
            out.append(_scored(event, called, envido, rung))
    return out


def _scored(
    event: PointsScored,
    called: list[str],
    envido: tuple[str | None, bool],
    rung: Callable[[str], Rung | None],
) -> Scored:
    team, points, reason = event.team, event.points, event.reason
    if reason == "hand":
        won = next(
            (word for word in reversed(called) if (r := rung(word)) and r.stake == points), None
        )
        return Scored(team, points, reason, won)
    if reason == "truco_refused":
        return Scored(team, points, reason, called[-1] if called else None, refused=True)
    if reason == "envido":
        call, refused = envido
        return Scored(team, points, reason, call, refused=refused)
    return Scored(team, points, reason)


def fold(events: Sequence[Event]) -> Fold | None:
    """Who gave the hand up, if it ended by a fold: the mazo, a refused truco-family bet
    or a refused mão de onze (the last, when a pica-pica hand had several)."""
    found: Fold | None = None
    last: Called | None = None  # the last "mazo" or "no_quiero" said
    bet: str | None = None  # the last truco-family call
    for event in events:
        if isinstance(event, Called):
            if event.word in ("mazo", "no_quiero"):
                last = event
            elif event.word in TRUCO_WORDS:
                bet = event.word
        elif isinstance(event, PointsScored) and event.reason in FOLD_REASONS and last:
            refused = {"mazo": None, "truco_refused": bet, "onze_refused": ONZE}[event.reason]
            found = Fold(last.seat, last.word, refused)
    return found


__all__ = ["FOLD_REASONS", "ONZE", "Fold", "Scored", "fold", "scores"]
