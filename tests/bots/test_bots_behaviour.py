"""Named behaviours, each from a hand record (REFEREE.md format) replayed to a decision."""

from __future__ import annotations

import random

from truco_desktop.bots import Decision, make_bot
from truco_desktop.bots.personality import HARD
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.view import view_for


def decide(record: dict[str, object], level: str = "hard", bot: object = None) -> Decision:
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None, refusal
    seat = hand.to_act
    assert seat is not None
    chooser = bot if bot is not None else make_bot(level, budget_ms=None)
    decision = chooser.choose(view_for(hand, seat), random.Random(1))  # type: ignore[attr-defined]
    assert isinstance(decision, Decision)
    return decision


def act(seat: int, word: str, card: str | None = None) -> dict[str, object]:
    out: dict[str, object] = {"seat": seat, "action": word}
    if card is not None:
        out["card"] = card
    return out


def test_partner_of_the_trick_winner_plays_low() -> None:
    record = {
        "variant": "argentino",
        "options": {"players": 4},
        "score": [3, 4],
        "dealer": 0,
        "hands": [["3c", "2b", "12e"], ["4o", "5o", "6b"], ["1e", "4b", "5e"], ["5c", "6c", "7b"]],
        "actions": [
            act(1, "play", "4o"),
            act(2, "truco"),
            act(3, "quiero"),
            act(2, "play", "1e"),
            act(3, "play", "5c"),
        ],
    }
    for level in ("normal", "hard", "expert"):
        decision = decide(record, level)
        assert str(decision.action) == "play:12e", level
    assert decide(record).why.code == "partner_wins_low"


def test_after_a_parda_in_the_first_trick_play_the_highest_card() -> None:
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [0, 0],
        "dealer": 1,
        "hands": [["3o", "7e", "4b"], ["3c", "5b", "6b"]],
        "actions": [act(0, "truco"), act(1, "quiero"), act(0, "play", "3o"), act(1, "play", "3c")],
    }
    decision = decide(record)
    assert str(decision.action) == "play:7e"
    assert decision.why.code == "parda_play_highest"


def _trick_two_record(score: list[int], cards0: list[str]) -> dict[str, object]:
    return {
        "variant": "argentino",
        "options": {"players": 2},
        "score": score,
        "dealer": 1,
        "hands": [cards0, ["4c", "5c", "6c"]],
        "actions": [act(0, "play", cards0[0]), act(1, "play", "4c")],
    }


def test_no_truco_when_the_match_is_decided_either_way() -> None:
    strong = ["1e", "1b", "7e"]
    for score in ([29, 29], [29, 12]):
        record = _trick_two_record(score, strong)
        hand, _r, _i = parse_record(record).replay()
        assert "truco" in {str(a) for a in hand.legal_actions()}
        assert str(decide(record).action) != "truco", score
    # With the match still open, the same cards call truco.
    assert str(decide(_trick_two_record([10, 12], strong)).action) == "truco"


def test_falta_envido_when_it_wins_the_match() -> None:
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [25, 10],
        "dealer": 1,
        "hands": [["7e", "6e", "4b"], ["12c", "11o", "10b"]],
        "actions": [],
    }
    decision = decide(record)
    assert str(decision.action) == "falta_envido"
    assert decision.why.code == "falta_wins_match"
    # Far from the target, with a good envido that may still lose, it is not the call.
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [3, 2],
        "dealer": 1,
        "hands": [["12c", "11o", "10b"], ["7e", "1e", "4b"]],
        "actions": [act(0, "play", "12c")],
    }
    assert str(decide(record).action) != "falta_envido"


def _onze_record(cards0: list[str]) -> dict[str, object]:
    return {
        "variant": "paulista",
        "options": {"players": 2},
        "score": [11, 5],
        "dealer": 1,
        "hands": [cards0, ["Ah", "Kd", "Js"]],
        "vira": "7h",
        "actions": [],
    }


def test_mao_de_onze_plays_strong_cards_and_runs_with_weak_ones() -> None:
    strong = decide(_onze_record(["Qc", "Qh", "3s"]))
    assert (str(strong.action), strong.why.code) == ("quiero", "onze_play")
    weak = decide(_onze_record(["4c", "5d", "6s"]))
    assert (str(weak.action), weak.why.code) == ("no_quiero", "onze_run")


def test_mao_de_onze_uses_the_partners_cards() -> None:
    record = {
        "variant": "paulista",
        "options": {"players": 4},
        "score": [11, 5],
        "dealer": 3,
        "hands": [["4c", "5d", "Qs"], ["Ah", "Kd", "Js"], ["Qc", "Qh", "3s"], ["6d", "6h", "5s"]],
        "vira": "7h",
        "actions": [],
    }
    assert str(decide(record).action) == "quiero"


def test_bluffs_are_sized_to_the_score() -> None:
    bluffer = RuleBot(HARD.__class__(**{**_fields(HARD), "bluff_rate": 1.0}))
    weak = ["12o", "4o", "5b"]
    open_score = decide(_trick_two_record([5, 5], weak), bot=bluffer)
    assert (str(open_score.action), open_score.why.code) == ("truco", "bluff")
    # Near their target an accepted bluff would lose the match: no bluff.
    late = decide(_trick_two_record([5, 28], weak), bot=bluffer)
    assert str(late.action) != "truco"


def _fields(p: object) -> dict[str, object]:
    return {name: getattr(p, name) for name in p.__slots__}  # type: ignore[attr-defined]
