"""Play matches between random players in the terminal, with the hand log and the score.

This is what ``truco-desktop --simulate`` (and, before the table existed, the run command)
shows: the engine alone, every action and every point, readable by a person.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

from .engine import Match, Rules
from .engine.events import (
    Called,
    CardPlayed,
    EnvidoSettled,
    Event,
    FlorSettled,
    HandOver,
    MatchOver,
    PointsScored,
    SetChosen,
    TrickDone,
)


def describe(event: Event) -> str | None:
    """One line of the hand log for an event (English; the table translates its own)."""
    if isinstance(event, CardPlayed):
        return f"  seat {event.seat} plays {'a card face down' if event.covered else event.card}"
    if isinstance(event, Called):
        return f"  seat {event.seat}: {event.word.replace('_', ' ')}"
    if isinstance(event, SetChosen):
        shown = f" ({' '.join(event.shown)})" if event.shown else ""
        return f"  seat {event.seat}: {event.choice.replace('_', ' ')}{shown}"
    if isinstance(event, TrickDone):
        who = "parda" if event.team is None else f"won by seat {event.seat}"
        return f"  trick {event.index + 1}: {who}"
    if isinstance(event, EnvidoSettled):
        if event.accepted:
            return f"  envido: seat {event.winner_seat} wins with {event.value}"
        return "  envido refused"
    if isinstance(event, FlorSettled):
        return f"  flor: {event.flors} announced"
    if isinstance(event, PointsScored):
        return (
            f"  team {event.team} scores {event.points} ({event.reason}); "
            f"score {event.score[0]}-{event.score[1]}"
        )
    if isinstance(event, HandOver):
        return "  hand over" + (" (dealt again)" if event.replay else "")
    if isinstance(event, MatchOver):
        return f"MATCH OVER: team {event.winner} wins {event.score[0]}-{event.score[1]}"
    return None


def play_random_match(
    rules: Rules, rng: random.Random, out: Callable[[str], None] | None = None
) -> Match:
    match = Match.new(rules, rng=rng)
    while True:
        if out is not None:
            h = match.hand
            out(f"Hand {match.hand_number + 1}: dealer seat {h.dealer}, score {h.score}")
            for seat, cards in enumerate(h.held):
                out(f"  seat {seat} holds {' '.join(cards)}")
            if h.vira:
                out(f"  vira {h.vira}")
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            action = rng.choice(match.legal_actions())
            match, events = match.apply(seat, action)
            if out is not None:
                for event in events:
                    line = describe(event)
                    if line:
                        out(line)
        if match.series_over:
            return match
        match, _ = match.next_hand()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play a Truco match between random players")
    parser.add_argument("--variant", default="argentino", choices=["argentino", "mineiro", "paulista"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--flor", default="off", choices=["off", "simple", "full"])
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    rules = Rules(variant_name=args.variant, players=args.players, flor=args.flor)
    rng = random.Random(args.seed)
    match = play_random_match(rules, rng, out=print)
    print(f"Final score: {match.score[0]} - {match.score[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
