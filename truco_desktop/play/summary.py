"""What a finished match (or series) adds to the player's statistics.

The match is replayed from its seed and actions (`Match.to_json()`), and its events are
counted from the human team's side (team 0: seat 0 and partners, COMMON-SEAT-3). Counting
from the events rather than from live signals means a match that was interrupted and
resumed, even across a crash, is counted exactly once and exactly right.

`record_match` adds a summary to the player's statistics.

Words: *envido* is the Argentine side bet on two cards of one suit; the *truco family*
is the bet on the hand (truco, retruco, vale cuatro; in Brazil truco, seis, nove, doze).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from truco_desktop.engine import Match, parse
from truco_desktop.engine.actions import ENVIDO_CALLS, FLOR_WORDS, TRUCO_WORDS
from truco_desktop.engine.events import Called, EnvidoSettled, Event, HandOver, HandStarted
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.seats import seating_of_hand
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


def summarise(match_json: dict[str, object]) -> MatchSummary:
    """Count a match from the human team's side. Raises BadRecord for a bad match."""
    match, per_hand, _ended = replay_events(match_json)
    hands_played = hands_won = 0
    envidos_won = envidos_lost = 0
    called = accepted = refused = 0
    rules = match.rules
    seating = seating_of_hand(rules.players, None)
    for events in per_hand:
        # Calls awaiting an answer, innermost last: (family, calling team). An envido can
        # be called over a pending truco (AR-TRU-5) and is answered first.
        pending: list[tuple[str, int]] = []
        for event in events:
            if isinstance(event, HandStarted):
                # The hand's sides: with 3 players the gallo's (AR-GALLO-1), counted from
                # the human's side (seat 0), whichever team the engine numbers it.
                seating = seating_of_hand(rules.players, rules.gallo_of(event.mano))
            us = seating.team(US)
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
        hands_played=hands_played,
        hands_won=hands_won,
        envidos_won=envidos_won,
        envidos_lost=envidos_lost,
        trucos_called=called,
        trucos_accepted=accepted,
        trucos_refused=refused,
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
