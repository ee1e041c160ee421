"""What a match adds to the player's statistics, hand by hand and at its end.

The match is replayed from its seed and actions (`Match.to_json()`), and its events are
counted from the human team's side (seat 0 and his partners in each hand, COMMON-SEAT-3;
the gallo's sides change every hand). Counting from the events rather than from live
signals means a match that was interrupted and resumed, even across a crash, is counted
exactly once and exactly right.

`tally_hands` counts the hands from a given one on (the session counts each finished hand
as it ends, and the envidos and trucos of a hand left unfinished when the match is
abandoned); `summarise` counts a whole match. `record_hands`, `record_result` and
`record_abandoned` add them to the statistics (`record_match`: a whole match at once).

Words: *envido* is the Argentine side bet on two cards of one suit; the *truco family*
is the bet on the hand (truco, retruco, vale cuatro; in Brazil truco, seis, nove, doze).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, astuple, dataclass

from truco_desktop.engine import Match, parse
from truco_desktop.engine.actions import ENVIDO_CALLS, FLOR_WORDS, TRUCO_WORDS
from truco_desktop.engine.events import Called, EnvidoSettled, Event, HandOver
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.seats import Seating
from truco_desktop.storage.stats import StatsStore, VariantStats

_log = logging.getLogger(__name__)

US = 0


@dataclass(frozen=True, slots=True)
class MatchSummary:
    variant: str
    won: bool
    points_for: int
    points_against: int
    hands_played: int
    hands_won: int
    envidos_won: int
    envidos_lost: int
    trucos_called: int
    trucos_accepted: int
    trucos_refused: int


def replay_events(match_json: dict[str, object]) -> tuple[Match, list[list[Event]], list[Hand]]:
    """Rebuild a match: (final match, events of each hand, each hand as it ended).

    Raises BadRecord if the description is not a playable match.
    """
    final = Match.from_json(match_json)  # validates everything first
    hands_actions = match_json["hands"]
    assert isinstance(hands_actions, list)
    match = Match.new(final.rules, seed=final.seed)
    per_hand: list[list[Event]] = []
    ended: list[Hand] = []
    for index, actions in enumerate(hands_actions):
        if index > 0:
            ended.append(match.hand)
            match, _ = match.next_hand()
        events: list[Event] = []
        for seat, word in actions:
            match, new = match.apply(seat, parse(word))
            events.extend(new)
        per_hand.append(events)
    ended.append(match.hand)
    return match, per_hand, ended


@dataclass(frozen=True, slots=True)
class HandsTally:
    """What hands add to the statistics as they are played, from the human team's side
    (the names of `storage.stats.HAND_COUNTS`)."""

    hands_played: int = 0
    hands_won: int = 0
    envidos_won: int = 0
    envidos_lost: int = 0
    trucos_called: int = 0
    trucos_accepted: int = 0
    trucos_refused: int = 0

    def plus(self, other: HandsTally) -> HandsTally:
        return HandsTally(*(a + b for a, b in zip(astuple(self), astuple(other), strict=True)))

    def counts(self) -> dict[str, int]:
        return asdict(self)


def tally_hand(events: Sequence[Event], seating: Seating) -> HandsTally:
    """One hand's counts from its events (finished or not: a hand counts as played at
    its ``HandOver``, an envido at its settling, a truco at its call and its answer)."""
    hands_played = hands_won = 0
    envidos_won = envidos_lost = 0
    called = accepted = refused = 0
    us = seating.team(US)
    # Calls awaiting an answer, innermost last: (family, calling team). An envido can be
    # called over a pending truco (AR-TRU-5) and is answered first.
    pending: list[tuple[str, int]] = []
    for event in events:
        if isinstance(event, HandOver):
            if not event.replay:
                hands_played += 1
                hands_won += int(event.winner == us)
        elif isinstance(event, EnvidoSettled):
            if event.team == us:
                envidos_won += 1
            else:
                envidos_lost += 1
        elif isinstance(event, Called):
            team = US if seating.team(event.seat) == us else 1 - US
            family = _family(event.word)
            if family is None:
                continue
            if family == "answer":
                if pending:
                    answered, caller = pending.pop()
                    if answered == "truco" and team == US and caller != US:
                        if event.word == "quiero":
                            accepted += 1
                        else:
                            refused += 1
                continue
            if family == "flor":
                # A flor cancels a pending envido chain (AR-FLOR-3).
                pending = [p for p in pending if p[0] != "envido"]
                continue
            if family == "truco" and team == US:
                called += 1
            if pending and pending[-1][0] == family:
                _family_of_top, caller = pending.pop()
                if family == "truco" and team == US and caller != US:
                    accepted += 1  # a raise given as a reply accepts the call
            pending.append((family, team))
    return HandsTally(hands_played, hands_won, envidos_won, envidos_lost, called, accepted, refused)


def _tally(per_hand: list[list[Event]], ended: list[Hand], start: int, stop: int) -> HandsTally:
    """Hands ``start`` to ``stop`` (excluded), each from its own sides (the gallo's
    change every hand, AR-GALLO-1)."""
    total = HandsTally()
    for index in range(max(0, start), stop):
        total = total.plus(tally_hand(per_hand[index], ended[index].deal.seating))
    return total


def tally_hands(
    match_json: dict[str, object], start: int = 0, *, unfinished: bool = False
) -> tuple[HandsTally, int]:
    """The counts of the finished hands of a match from hand ``start`` (0 is the first)
    on, and how many of its hands are finished. ``unfinished``: the hand in progress
    too (a match left before its end): its envidos and trucos count, not the hand.

    Raises BadRecord if the description is not a playable match.
    """
    final, per_hand, ended = replay_events(match_json)
    finished = len(per_hand) if final.hand.is_over else len(per_hand) - 1
    stop = len(per_hand) if unfinished else finished
    return _tally(per_hand, ended, start, stop), finished


def summarise(match_json: dict[str, object]) -> MatchSummary:
    """Count a match from the human team's side. Raises BadRecord for a bad match."""
    match, per_hand, ended = replay_events(match_json)
    hands = _tally(per_hand, ended, 0, len(per_hand))
    rules = match.rules
    score = match.hand.score
    won = _series_winner(match) == US
    against = score[1 - US]
    if rules.has_gallo:
        # AR-GALLO-4/5: a score per seat; the player won if his own score reached the
        # target (alone or with his partner of the last hand); against him, the best other.
        won = US in match.hand.match_winners
        against = max(score[seat] for seat in range(len(score)) if seat != US)
    return MatchSummary(
        variant=match.rules.variant_name,
        won=won,
        points_for=score[US],
        points_against=against,
        **hands.counts(),
    )


def _family(word: str) -> str | None:
    if word in TRUCO_WORDS:
        return "truco"
    if word in ENVIDO_CALLS:
        return "envido"
    if word in ("quiero", "no_quiero"):
        return "answer"
    if word in FLOR_WORDS:
        return "flor"
    return None


def _series_winner(match: Match) -> int | None:
    if match.rules.best_of_three:
        if max(match.series) >= 2:
            return 0 if match.series[0] > match.series[1] else 1
        return None
    return match.hand.winner if match.hand.game_over else None


def record_match(
    stats: StatsStore,
    summary: MatchSummary,
    partners: Sequence[str] = (),
    opponents: Sequence[str] = (),
) -> VariantStats | None:
    """Add a finished match to the statistics; its variant's new totals, or None if the
    file could not be written (which is logged). ``partners`` and ``opponents``: the
    characters who sat with and against the player (`Session.characters`)."""
    try:
        return stats.record_match(
            summary.variant,
            summary.won,
            summary.points_for,
            summary.points_against,
            hands_won=summary.hands_won,
            hands_played=summary.hands_played,
            envidos_won=summary.envidos_won,
            envidos_lost=summary.envidos_lost,
            trucos_called=summary.trucos_called,
            trucos_accepted=summary.trucos_accepted,
            trucos_refused=summary.trucos_refused,
            partners=partners,
            opponents=opponents,
        )
    except (OSError, ValueError) as error:
        _log.warning("could not record the match: %s", error)
        return None


def record_hands(stats: StatsStore, variant: str, tally: HandsTally) -> VariantStats | None:
    """Add hands just played to the statistics; the variant's totals, or None if the
    file could not be written (which is logged)."""
    try:
        return stats.record_hands(variant, **tally.counts())
    except (OSError, ValueError) as error:
        _log.warning("could not count the hands: %s", error)
        return None


def record_result(
    stats: StatsStore,
    summary: MatchSummary,
    partners: Sequence[str] = (),
    opponents: Sequence[str] = (),
) -> VariantStats | None:
    """Add a finished match's result (its hands were counted as they were played); the
    variant's totals, or None if the file could not be written (which is logged)."""
    try:
        return stats.record_result(
            summary.variant,
            summary.won,
            summary.points_for,
            summary.points_against,
            partners=partners,
            opponents=opponents,
        )
    except (OSError, ValueError) as error:
        _log.warning("could not record the match: %s", error)
        return None


def record_abandoned(stats: StatsStore, variant: str) -> VariantStats | None:
    """Count a match left before its end; None if the file could not be written."""
    try:
        return stats.record_abandoned(variant)
    except (OSError, ValueError) as error:
        _log.warning("could not count the abandoned match: %s", error)
        return None
