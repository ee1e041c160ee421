"""Playing legal actions through a `GameModel`, as the table and the bots would."""

from __future__ import annotations

import random
from typing import Any

from truco_desktop.engine.view import view_for


def choose(legal: tuple[Any, ...], rng: random.Random, calm: bool) -> Any:
    """A random legal action; a calm player only plays cards (and keeps his set).

    Calm play keeps matches long and predictable in length: with random calls a falta
    envido can end an Argentine match on its first action.
    """
    if calm:
        plays = [a for a in legal if a.is_card and a.kind == "play"]
        if plays:
            return rng.choice(plays)
        for word in ("keep_set", "quiero"):
            quiet = [a for a in legal if a.kind == word]
            if quiet:
                return quiet[0]
    return rng.choice(legal)


def act_once(model: Any, rng: random.Random, calm: bool = True) -> None:
    """Apply one legal action for whoever must act (the human or a bot), or deal."""
    match = model.session.match
    if match.needs_deal:
        assert model.deal_next()
        return
    if model.human_in_charge():
        assert model.submit(choose(model.human_legal(), rng, calm))
        return
    seat = match.to_act
    # The seat's own view: in a mão de ferro it offers positions, not the hidden cards.
    action = choose(view_for(match.hand, seat).legal, rng, calm)
    assert model.apply_bot(seat, action, model.revision)


def play(model: Any, count: int, rng: random.Random, calm: bool = True) -> None:
    for _ in range(count):
        act_once(model, rng, calm)


def play_to_end(model: Any, rng: random.Random, calm: bool = False, limit: int = 5000) -> None:
    """Play random legal actions until the match (or series) is over."""
    for _ in range(limit):
        if model.session.match.series_over:
            return
        act_once(model, rng, calm)
    raise AssertionError("the match did not end")


def finish_hand(model: Any, rng: random.Random, calm: bool = True) -> None:
    while not model.session.match.hand.is_over:
        act_once(model, rng, calm)
