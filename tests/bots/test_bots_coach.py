"""The coach (issue 33): hints from fixed views with known answers, every legal option
listed once with a reason the table can word, and the same hint for the same view
whatever the cards the player cannot see."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco_desktop.bots.coach import COACH_REASONS, ENVIDO, HAND, Hint, hint, view_seed
from truco_desktop.bots.reasons import REASONS
from truco_desktop.engine import Hand, IllegalAction, Rules
from truco_desktop.engine.hand import deal_cards
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.view import SeatView, view_for


def act(seat: int, word: str, card: str | None = None) -> dict[str, object]:
    out: dict[str, object] = {"seat": seat, "action": word}
    if card is not None:
        out["card"] = card
    return out


def view_of(hands: list[list[str]], actions: list[dict[str, object]], dealer: int = 1) -> SeatView:
    """Seat 0's view after ``actions`` of a two-player Argentine hand (flor off)."""
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": [0, 0],
        "dealer": dealer,
        "hands": hands,
        "actions": actions,
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None, refusal
    assert hand.to_act == 0
    return view_for(hand, 0)


def option(given_hint: Hint, word: str) -> object:
    return next(o for o in given_hint.options if str(o.action) == word)


def test_answering_an_envido_with_33_the_coach_wants_it() -> None:
    """AR-ENV-1: 7 and 6 of espadas make 33, the best envido: accept or raise."""
    view = view_of([["7e", "6e", "4c"], ["12o", "5b", "3c"]], [act(1, "envido")], dealer=0)
    given_hint = hint(view)
    assert given_hint.choice.kind in {"quiero", "real_envido", "falta_envido"}
    quiero = option(given_hint, "quiero")
    assert quiero.chance_of == ENVIDO and quiero.chance >= 0.9  # type: ignore[attr-defined]
    assert quiero.why.code == "envido_accept" and quiero.why.params["points"] == 33  # type: ignore[attr-defined]
    refuse = option(given_hint, "no_quiero")
    assert refuse.why.params == {"points": 1}  # type: ignore[attr-defined]
    assert refuse.value < quiero.value  # type: ignore[attr-defined]


def test_answering_a_real_envido_with_nothing_the_coach_refuses() -> None:
    """An envido of 7 (AR-ENV-1: no two cards of a suit) against a real envido."""
    view = view_of([["4c", "5o", "7b"], ["12o", "5b", "3c"]], [act(1, "real_envido")], dealer=0)
    given_hint = hint(view)
    assert given_hint.choice.kind == "no_quiero"
    quiero = option(given_hint, "quiero")
    assert quiero.chance < 0.3  # type: ignore[attr-defined]
    assert quiero.why.params["points"] == 7  # type: ignore[attr-defined]


def test_last_to_play_the_coach_wins_the_trick_with_the_lowest_card_that_can() -> None:
    """The opponent led a 4 (the weakest card, AR-RANK-1): the 5 wins it and keeps the
    ancho de espadas and the 7 de oros for later."""
    view = view_of([["1e", "7o", "5b"], ["4c", "12o", "6c"]], [act(1, "play", "4c")], dealer=0)
    given_hint = hint(view)
    plays = [o for o in given_hint.options if o.action.kind == "play"]
    cheap = option(given_hint, "play:5b")
    assert all(cheap.value >= o.value for o in plays)  # type: ignore[attr-defined]
    assert cheap.why.code == "card_wins_cheaply"  # type: ignore[attr-defined]
    best = option(given_hint, "play:1e")
    assert best.why.code == "card_best" and best.chance_of == HAND  # type: ignore[attr-defined]


def test_the_coach_says_to_keep_the_best_card_when_leading_with_another() -> None:
    """Seat 0 is mano and leads the first trick holding the ancho de espadas."""
    view = view_of([["1e", "4c", "5o"], ["12o", "5b", "3c"]], [], dealer=1)
    given_hint = hint(view)
    kept = option(given_hint, "play:5o")
    assert kept.why.code == "card_keeps" and kept.why.params == {"kept": "1e"}  # type: ignore[attr-defined]


def test_with_the_top_three_cards_the_coach_takes_the_truco() -> None:
    """The anchos and the 7 de oros (AR-RANK-1), no envido worth calling first."""
    view = view_of([["1e", "1b", "7o"], ["4c", "5o", "6b"]], [act(1, "truco")], dealer=0)
    given_hint = hint(view)
    assert given_hint.choice.kind in {"quiero", "retruco"}
    assert option(given_hint, "quiero").chance >= 0.9  # type: ignore[attr-defined]
    refuse = option(given_hint, "no_quiero")
    assert refuse.why.code == "truco_refuse" and refuse.why.params == {"points": 1}  # type: ignore[attr-defined]


def _random_views(count: int, seed: int) -> list[SeatView]:
    rng = random.Random(seed)
    out: list[SeatView] = []
    for variant, players, flor in (
        ("argentino", 2, "full"),
        ("argentino", 4, "off"),
        ("mineiro", 4, "off"),
        ("paulista", 2, "off"),
        ("argentino", 3, "off"),
    ):
        rules = Rules(variant, players=players, flor=flor)
        while len(out) < count * (1 + len({v.variant + str(v.players) for v in out})):
            deck = list(rules.deck.cards)
            rng.shuffle(deck)
            dealer = rng.randrange(players)
            cards, vira, stock = deal_cards(rules, dealer, deck)
            hand, _ = Hand.start(rules, (0,) * rules.score_size, dealer, cards, vira, stock)
            for _ in range(rng.randrange(0, 8)):
                if hand.is_over:
                    break
                seat = hand.to_act
                assert seat is not None
                hand, _ = hand.apply(seat, rng.choice(hand.legal_actions()))
            if hand.is_over or hand.to_act is None:
                continue
            view = view_for(hand, hand.to_act)
            if len(view.legal) > 1:
                out.append(view)
            if len(out) >= 5 * count:
                break
    return out


def test_every_legal_option_is_listed_once_with_a_reason_the_table_can_word() -> None:
    for view in _random_views(6, 33):
        given_hint = hint(view)
        listed = [o.action for o in given_hint.options]
        assert len(listed) == len(set(listed))
        wanted = {a for a in view.legal if a.kind != "play_covered"}
        assert wanted <= set(listed) <= set(view.legal)
        assert given_hint.reason.code in REASONS
        for o in given_hint.options:
            assert o.why.code in COACH_REASONS
            template = COACH_REASONS[o.why.code]
            assert set(o.why.params) == {
                name for name in o.why.params if "{" + name + "}" in template
            }
            template.format(**o.why.params)  # every parameter the sentence names is there
            assert 0.0 <= o.value <= 1.0
            assert o.chance is None or 0.0 <= o.chance <= 1.0
        assert given_hint.options[0].action in view.legal


def test_a_seat_without_a_decision_gets_no_hint() -> None:
    """The anchos and the 7 de oros (AR-RANK-1), no envido worth calling first."""
    view = view_of([["1e", "1b", "7o"], ["4c", "5o", "6b"]], [act(1, "truco")], dealer=0)
    other = view_for(
        parse_record(
            {
                "variant": "argentino",
                "options": {"players": 2},
                "score": [0, 0],
                "dealer": 0,
                "hands": [["1e", "1b", "7e"], ["4c", "5o", "6b"]],
                "actions": [act(1, "truco")],
            }
        ).replay()[0],
        1,
    )
    assert view.to_act == 0
    try:
        hint(other)
    except ValueError:
        pass
    else:
        raise AssertionError("a seat with nothing to decide got a hint")


# ---------------------------------------------------------------------- hidden cards

#: Seat 0 holds these; seat 1 (mano) has played the 4 of copas and called envido.
MINE = ["7e", "6e", "12b"]
PLAYED = "4c"
RULES = Rules("argentino", players=2)
UNSEEN = [c for c in RULES.deck.cards if c not in {*MINE, PLAYED}]


def _hand_with(others: list[str]) -> Hand | None:
    """The same public hand with seat 1's two unplayed cards and the stock from ``others``."""
    cards = [MINE, [PLAYED, others[0], others[1]]]
    try:
        hand, _ = Hand.start(RULES, (0, 0), 0, cards, None, others[2:])
        hand, _ = hand.apply(1, parse_action("envido"))
    except IllegalAction:
        return None
    return hand


def parse_action(word: str):  # type: ignore[no-untyped-def]
    from truco_desktop.engine.actions import parse

    return parse(word)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.permutations(UNSEEN))
def test_the_same_view_gives_the_same_hint_whatever_the_hidden_cards(others: list[str]) -> None:
    reference = _hand_with(UNSEEN)
    other = _hand_with(list(others))
    assert reference is not None and other is not None
    view, other_view = view_for(reference, 0), view_for(other, 0)
    assert view == other_view
    assert view_seed(view) == view_seed(other_view)
    assert hint(view) == hint(other_view)


def _onze_view(mine: list[str]):  # type: ignore[no-untyped-def]
    """Paulista, two players, seat 0 on 11 (BR-ONZE-2), vira 7 of clubs: the queens are
    the manilhas (PA-VIRA-2)."""
    from truco_desktop.engine.hand import Hand as _Hand

    others = [c for c in ["4d", "5s", "6h"] if c not in mine]
    hand = _Hand.start(Rules("paulista", 2), (11, 4), 1, [mine, others], vira="7c")[0]
    view = view_for(hand, 0)
    assert view.open_call is not None and view.open_call.family == "onze"
    return view


def test_a_mao_de_onze_with_the_manilhas_is_played() -> None:
    """BR-ONZE-2: with three manilhas the team on 11 plays the hand for 3."""
    given_hint = hint(_onze_view(["Qc", "Qh", "Qs"]))
    assert given_hint.choice.kind == "quiero"
    play = option(given_hint, "quiero")
    assert play.chance >= 0.9 and play.why.params == {"stake": 3}  # type: ignore[attr-defined]


def test_a_mao_de_onze_with_nothing_is_run_from() -> None:
    """BR-ONZE-3: with the weakest cards the team on 11 gives the other team a point."""
    given_hint = hint(_onze_view(["4c", "5h", "6d"]))
    assert given_hint.choice.kind == "no_quiero"
    run = option(given_hint, "no_quiero")
    assert run.why.code == "onze_run" and run.why.params == {"points": 1}  # type: ignore[attr-defined]
