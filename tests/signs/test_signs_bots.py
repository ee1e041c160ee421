"""Señas and the computer players: a sign changes decisions as it should, the sampled
deals respect it, bots sign only the truth at their personality's rate, and a bot is only
ever given the signs its seat saw or caught."""

from __future__ import annotations

import random
from typing import Any

import pytest

from truco_desktop.bots import Decision, RandomBot, make_bot
from truco_desktop.bots.estimates import rank_fraction, sample_cards
from truco_desktop.bots.personality import HARD, with_style
from truco_desktop.bots.situation import situation_of
from truco_desktop.engine import Rules
from truco_desktop.engine.ranking import ARGENTINE_STRENGTH
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.view import SeatView, view_for
from truco_desktop.signs import (
    HandSigns,
    SignKnowledge,
    SignSeen,
    pick_signs,
    sign_set_for,
    signs_played_at,
    true_signs,
)
from truco_desktop.simulate import SignsSetup, play_match


def act(seat: int, word: str, card: str | None = None) -> dict[str, object]:
    out: dict[str, object] = {"seat": seat, "action": word}
    if card is not None:
        out["card"] = card
    return out


def view_of(record: dict[str, object]) -> SeatView:
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None, refusal
    assert hand.to_act is not None
    return view_for(hand, hand.to_act)


def record(dealer: int, hands: list[list[str]], actions: list[dict[str, object]]) -> dict:  # type: ignore[type-arg]
    return {
        "variant": "argentino",
        "options": {"players": 4},
        "score": [0, 0],
        "dealer": dealer,
        "hands": hands,
        "actions": actions,
    }


def told(seat: int, signer: int, sign: str, caught: bool = False) -> SignKnowledge:
    return SignKnowledge(seat, (SignSeen(signer, sign, caught),))


def decide(view: SeatView, signs: SignKnowledge | None, level: str = "hard") -> Decision:
    return make_bot(level, budget_ms=None).choose(view, random.Random(1), signs)


# A truco from the other side; seat 0 holds little, its partner (seat 2) the ancho.
ANSWER = record(
    2,
    [["7b", "4e", "12o"], ["2e", "12b", "7c"], ["11c", "1e", "7e"], ["12e", "1o", "6c"]],
    [act(3, "truco")],
)


def test_knowing_the_partner_holds_the_ancho_accepts_the_truco() -> None:
    view = view_of(ANSWER)
    assert view.seat == 0
    assert decide(view, None).action.kind == "no_quiero"
    assert decide(view, told(0, 2, "ancho_espadas")).action.kind == "quiero"


def test_a_caught_ancho_makes_the_opponent_refuse() -> None:
    # Seat 0 (the mano) holds the ancho and calls truco; seat 1 caught its sign.
    answer = record(
        3,
        [["11e", "1e", "4c"], ["10o", "7c", "3e"], ["3b", "2e", "4o"], ["3o", "4e", "5o"]],
        [act(0, "truco")],
    )
    view = view_of(answer)
    assert view.seat == 1
    assert decide(view, None).action.kind == "quiero"
    decision = decide(view, told(1, 0, "ancho_espadas", caught=True))
    assert decision.action.kind == "no_quiero"
    assert decision.why.code == "refuse_weak"


def test_the_partners_ancho_makes_a_truco_call() -> None:
    own_turn = record(
        2,
        [["6o", "4e", "4b"], ["1e", "3c", "7c"], ["10c", "12c", "6c"], ["12b", "5e", "2o"]],
        [],
    )
    view = view_of(own_turn)
    assert view.seat == 3
    assert decide(view, None).action.kind == "play"
    decision = decide(view, told(3, 1, "ancho_espadas"))
    assert decision.action.kind == "truco"
    assert decision.why.code == "truco_strong"


def test_the_partners_envido_sign_makes_an_envido_call() -> None:
    # Seat 2 holds 6 for the envido; its partner signalled 30 or more (4c 7c: 31).
    own_turn = record(
        1,
        [["4c", "7c", "12o"], ["1b", "5b", "3o"], ["3b", "1c", "6e"], ["7b", "2o", "11e"]],
        [],
    )
    view = view_of(own_turn)
    assert view.seat == 2
    assert decide(view, None).action.kind == "play"
    decision = decide(view, told(2, 0, "envido_30"))
    assert decision.action.kind in ("envido", "real_envido")


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_play_low_when_the_partner_holds_the_top_card(level: str) -> None:
    lead = record(
        3,
        [["1b", "3c", "4o"], ["5c", "6b", "7c"], ["1e", "4b", "5e"], ["2c", "6c", "12o"]],
        [act(0, "truco"), act(1, "quiero")],
    )
    view = view_of(lead)
    assert view.seat == 0
    assert str(decide(view, None, level).action) != "play:4o"
    decision = decide(view, told(0, 2, "ancho_espadas"), level)
    assert str(decision.action) == "play:4o"
    assert decision.why.code == "partner_holds_top"
    # A sign caught from an opponent is no reason to hold back.
    assert decide(view, told(0, 1, "ancho_espadas", caught=True), level).why.code != (
        "partner_holds_top"
    )


def test_sampled_deals_respect_the_signs_seen_and_caught() -> None:
    view = view_of(ANSWER)
    knowledge = SignKnowledge(0, (SignSeen(2, "ancho_espadas", False), SignSeen(3, "tres", True)))
    sit = situation_of(view, knowledge)
    fraction = rank_fraction(sit)
    rng = random.Random(3)
    for _ in range(60):
        deal = sample_cards(sit, rng, 0.7, fraction)
        assert "1e" in deal[2]
        assert any(card.startswith("3") for card in deal[3])
    # Without signs the ancho goes anywhere (or stays in the deck).
    plain = situation_of(view)
    owners = set()
    for _ in range(80):
        deal = sample_cards(plain, rng, 0.7, fraction)
        owners.add(next((s for s, cards in deal.items() if "1e" in cards), None))
    assert {1, 2, 3} <= owners


def test_a_sign_that_cannot_be_true_is_dropped() -> None:
    # A person may sign anything: a partner's "ancho de bastos" when this seat holds it
    # is ignored; a sign that fits what is public is kept.
    view = view_of(
        record(
            3,
            [["1b", "3c", "4o"], ["5c", "6b", "7c"], ["1e", "4b", "5e"], ["2c", "6c", "12o"]],
            [],
        )
    )
    assert view.seat == 0
    assert dict(situation_of(view, told(0, 2, "ancho_bastos")).signed) == {}
    kept = situation_of(view, told(0, 2, "siete_espadas")).signed
    assert [s.id for s in kept[2]] == ["siete_espadas"]
    decision = decide(view, told(0, 2, "ancho_bastos"))
    assert decision.action in view.legal


def test_the_expert_samples_with_the_signs() -> None:
    from truco_desktop.bots.expert import _rebuild
    from truco_desktop.engine.rules import Rules as EngineRules

    view = view_of(ANSWER)
    sit = situation_of(view, told(0, 2, "ancho_espadas"))
    bot = make_bot("expert", budget_ms=None)
    rules = EngineRules("argentino", players=4)
    rng = random.Random(5)
    built = 0
    for _ in range(20):
        hand, _score = _rebuild(sit, rules, rng, rank_fraction(sit), bot.policy, None)  # type: ignore[attr-defined]
        if hand is not None:
            built += 1
            assert "1e" in hand.held[2]
    assert built >= 10


# ---------------------------------------------------------------------- bots make signs


def test_bots_sign_the_truth_at_their_rate() -> None:
    cards = ("1e", "7e", "3o")
    signs = pick_signs("argentino", cards, ARGENTINE_STRENGTH, False, 1.0, random.Random(1))
    assert signs == ["ancho_espadas", "envido_27"]
    assert pick_signs("argentino", cards, ARGENTINE_STRENGTH, False, 0.0, random.Random(1)) == []
    rng = random.Random(9)
    for _ in range(300):
        held = tuple(rng.sample(sorted(ARGENTINE_STRENGTH), 3))
        made = pick_signs("argentino", held, ARGENTINE_STRENGTH, True, 0.9, rng)
        assert len(made) <= 2
        true = {s.id for s in true_signs("argentino", held, ARGENTINE_STRENGTH, True)}
        assert set(made) <= true


def test_a_cautious_partner_signals_less() -> None:
    cautious = with_style(HARD, "cautious")
    assert cautious.sign_rate < HARD.sign_rate

    def count(rate: float) -> int:
        rng = random.Random(4)
        total = 0
        for _ in range(400):
            held = tuple(rng.sample(sorted(ARGENTINE_STRENGTH), 3))
            total += len(pick_signs("argentino", held, ARGENTINE_STRENGTH, False, rate, rng))
        return total

    assert count(cautious.sign_rate) < count(HARD.sign_rate)


def test_who_signs_what_is_seeded_and_only_where_partners_sit() -> None:
    assert signs_played_at("argentino", 4) and signs_played_at("argentino", 6)
    assert signs_played_at("mineiro", 4) and signs_played_at("paulista", 4)
    assert not signs_played_at("argentino", 2) and not signs_played_at("mineiro", 2)
    held = {1: ("1e", "4o", "5o"), 3: ("3c", "6b", "11e")}

    def made(seed: str, hand: int) -> list[tuple[int, str, tuple[int, ...]]]:
        signs = HandSigns("argentino", 4, seed, hand, levels={0: "hard", 2: "hard"})
        out = signs.bots_sign(held, ARGENTINE_STRENGTH, False, {1: 0.9, 3: 0.9})
        return [(m.seat, m.sign, m.caught_by) for m in out]

    assert made("daily", 3) == made("daily", 3)
    runs = {tuple(made("daily", n)) for n in range(30)}
    assert len(runs) > 1
    nothing = HandSigns("argentino", 2, "x", 0)
    assert nothing.bots_sign(held, ARGENTINE_STRENGTH, False, {1: 1.0}) == []
    assert nothing.make(0, "tres") is None


# ---------------------------------------------------------------------- honest information


class SpyBot:
    """Records every SignKnowledge it is given, then plays like ``hard``."""

    def __init__(self, name: str = "hard") -> None:
        self.inner = make_bot(name, budget_ms=None)
        self.name = name
        self.personality = self.inner.personality  # type: ignore[attr-defined]
        self.given: list[tuple[int, SignKnowledge | None]] = []

    def choose(self, view: SeatView, rng: random.Random, signs: Any = None) -> Decision:
        self.given.append((view.seat, signs))
        return self.inner.choose(view, rng, signs)  # type: ignore[call-arg]


def test_a_bot_never_receives_a_sign_it_did_not_see(monkeypatch: pytest.MonkeyPatch) -> None:
    import truco_desktop.simulate as simulate

    boards: list[HandSigns] = []
    real = simulate.hand_signs

    def keep(*args: Any) -> HandSigns | None:
        signs = real(*args)
        if signs is not None:
            boards.append(signs)
        return signs

    monkeypatch.setattr(simulate, "hand_signs", keep)
    bots = [SpyBot() for _ in range(4)]
    rules = Rules("argentino", players=4, target=15)
    result = play_match(
        rules, bots, "spy", signs=SignsSetup(frozenset({0, 1, 2, 3}), catching=True)
    )
    assert not result.errors
    made = [m for board in boards for m in board.made]
    assert made and any(m.caught_by for m in made)
    vocabulary = {s.id for s in sign_set_for("argentino").signs}
    for bot in bots:
        assert bot.given
        for seat, knowledge in bot.given:
            assert knowledge is not None and knowledge.seat == seat
            for seen in knowledge.seen:
                assert seen.sign in vocabulary
                assert seen.seat != seat
                if seen.caught:
                    assert (seen.seat - seat) % 2 == 1
                else:
                    assert (seen.seat - seat) % 2 == 0
    # Every sign handed over was made, and meant for that seat or caught by it.
    for board in boards:
        for seat in range(4):
            for seen in board.knowledge(seat).seen:
                match = [m for m in board.made if m.seat == seen.seat and m.sign == seen.sign]
                assert match
                if seen.caught:
                    assert any(seat in m.caught_by for m in match)


def test_without_catching_the_other_side_learns_nothing() -> None:
    bots = [SpyBot() for _ in range(4)]
    rules = Rules("argentino", players=4, target=15)
    play_match(rules, bots, "quiet", signs=SignsSetup(frozenset({0, 2}), catching=False))
    for seat in (1, 3):
        for _seat, knowledge in bots[seat].given:
            assert knowledge is not None and knowledge.seen == ()


def test_the_random_bot_ignores_signs() -> None:
    view = view_of(ANSWER)
    decision = RandomBot().choose(view, random.Random(2), told(0, 2, "ancho_espadas"))
    assert decision.action in view.legal


def test_signs_no_deal_can_honour_cost_one_search_per_decision(monkeypatch: Any) -> None:
    # A person may sign at random: four top cards for a hand of three is no deal at all.
    # One decision's deals share what they learnt, so the impossible signs are searched
    # for once (a daily's replay took seconds when every attempt of every deal searched),
    # and the seat is then dealt as if it had not signed.
    from truco_desktop.bots import estimates

    view = view_of(ANSWER)
    lies = ("ancho_espadas", "ancho_bastos", "siete_espadas", "siete_oros")
    sit = situation_of(view, SignKnowledge(0, tuple(SignSeen(3, s, True) for s in lies)))
    assert len(sit.signed[3]) == 4  # each sign alone fits what is public
    searches = []
    real = estimates._pick_signed

    def counted(*args: Any) -> Any:
        searches.append(args[1])
        return real(*args)

    monkeypatch.setattr(estimates, "_pick_signed", counted)
    signs_fit: dict[int, bool] = {}
    rng = random.Random(8)
    fraction = rank_fraction(sit)
    deals = [sample_cards(sit, rng, 0.7, fraction, signs_fit=signs_fit) for _ in range(12)]
    assert searches == [3] and signs_fit == {3: False}
    assert all(len(deal[3]) == 3 for deal in deals)
    # The decision itself is a legal one, at every level.
    for level in ("normal", "hard", "expert"):
        knowledge = SignKnowledge(0, tuple(SignSeen(3, s, True) for s in lies))
        assert decide(view, knowledge, level).action in view.legal
