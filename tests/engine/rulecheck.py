"""Helpers for rule tests: build a hand record tersely and ask the referee about it."""

from __future__ import annotations

import random
from typing import Any

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.record import judge


def acts(*steps: str) -> list[dict[str, object]]:
    """``"0 envido"``, ``"1 play 4b"``, ``"2 play_covered Ah"`` -> hand-record actions."""
    out: list[dict[str, object]] = []
    for step in steps:
        parts = step.split()
        item: dict[str, object] = {"seat": int(parts[0]), "action": parts[1]}
        if len(parts) > 2:
            item["card"] = parts[2]
        out.append(item)
    return out


def record(
    variant: str,
    hands: list[list[str]],
    steps: tuple[str, ...] | list[str] = (),
    *,
    dealer: int | None = None,
    score: tuple[int, int] = (0, 0),
    vira: str | None = None,
    stock: list[str] | None = None,
    **options: Any,
) -> dict[str, object]:
    options.setdefault("players", len(hands))
    rec: dict[str, object] = {
        "variant": variant,
        "options": options,
        "score": list(score),
        "dealer": len(hands) - 1 if dealer is None else dealer,
        "hands": hands,
        "actions": acts(*steps),
    }
    if vira is not None:
        rec["vira"] = vira
    if stock is not None:
        rec["stock"] = stock
    return rec


def ref(variant: str, hands: list[list[str]], *steps: str, **kw: Any) -> dict[str, object]:
    """The referee's answer; fails the test on a bad record."""
    answer = judge(record(variant, hands, steps, **kw))
    assert answer.get("error") != "bad_record", answer
    return answer


def ok(variant: str, hands: list[list[str]], *steps: str, **kw: Any) -> dict[str, object]:
    """The referee's answer, which must accept every action."""
    answer = ref(variant, hands, *steps, **kw)
    assert answer["ok"], answer
    return answer


def refused_at(
    index: int, variant: str, hands: list[list[str]], *steps: str, **kw: Any
) -> dict[str, object]:
    answer = ref(variant, hands, *steps, **kw)
    assert answer["ok"] is False and answer["error"] == "illegal_action", answer
    assert answer["index"] == index, answer
    return answer


def random_match(rules: Rules, rng: random.Random) -> Match:
    """A whole match (or series) of uniformly random legal play."""
    match = Match.new(rules, rng=rng)
    while True:
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            match, _ = match.apply(seat, rng.choice(match.legal_actions()))
        if match.series_over:
            return match
        match, _ = match.next_hand()
