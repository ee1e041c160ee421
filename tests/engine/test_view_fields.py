"""What the per-seat view adds for bots and the table: each field is public or the seat's."""

from __future__ import annotations

import pytest

from truco_desktop.engine import IllegalAction, Match, Rules
from truco_desktop.engine.actions import call, discard, play, play_blind
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule


@rule("BR-FERRO-2")
def test_a_blind_seat_chooses_a_position_not_a_card() -> None:
    hand, _ = Hand.start(Rules("mineiro", 2), (11, 11), 1, [["3c", "5h", "6s"], ["3h", "Kd", "4d"]])
    view = view_for(hand, 0)
    assert view.legal == (play_blind(0), play_blind(1), play_blind(2))
    assert all(a.card is None for a in view.legal)
    after, _events = hand.apply(0, play_blind(1))
    assert after.history[-1] == (0, play("5h"))  # the record names the card
    assert view_for(after, 1).current_trick[0].card == "5h"  # revealed as it lands
    normal, _ = Hand.start(Rules("mineiro", 2), (0, 0), 1, [["3c", "5h", "6s"], ["3h", "Kd", "4d"]])
    normal, _ = normal.apply(0, call("keep_set"))
    with pytest.raises(IllegalAction):
        normal.apply(0, play_blind(0))


@rule("MI-DEAL-2")
def test_the_mao_remembers_the_set_he_gave() -> None:
    cards = [["4c", "3h", "5d"], ["7h", "2s", "6c"], ["As", "Qc", "Jd"], ["7d", "Ks", "4h"]]
    stock = ["Ac", "Ah", "Ad", "Kc", "Kh", "Kd"]
    hand, _ = Hand.start(Rules("mineiro", 4), (0, 0), 3, cards, stock=stock)
    hand, _ = hand.apply(0, call("give_set"))
    assert view_for(hand, 0).given_set == ("4c", "3h", "5d")
    assert view_for(hand, 2).given_set == ("4c", "3h", "5d")
    assert view_for(hand, 1).given_set == () and view_for(hand, 3).given_set == ()


@rule("AR-SIX-4", "AR-ENV-8")
def test_earlier_duels_results_stay_public() -> None:
    cards = [
        ["7e", "6e", "1o"],
        ["5b", "4b", "3c"],
        ["4o", "5o", "12c"],
        ["1e", "2c", "3b"],
        ["7c", "6c", "11b"],
        ["4e", "5e", "12b"],
    ]
    hand, _ = Hand.start(Rules("argentino", 6), (0, 0), 5, cards, hand_kind="pica")
    for seat, action in ((0, call("envido")), (3, call("quiero")), (0, call("mazo"))):
        hand, _ = hand.apply(seat, action)
    assert hand.active == (1, 4)
    for seat in range(6):
        assert view_for(hand, seat).earlier_duels == (("envido", 0, 33),)


def test_falta_rule_and_starting_score_are_in_the_view() -> None:
    hand, _ = Hand.start(
        Rules("argentino", 2, falta="malas"), (3, 4), 1, [["7e", "6e", "1o"], ["5b", "4b", "3c"]]
    )
    hand, _ = hand.apply(0, call("envido"))
    hand, _ = hand.apply(1, call("quiero"))
    view = view_for(hand, 1)
    assert view.falta == "malas" and view.start_score == (3, 4) and view.score == (5, 4)


@rule("AR-TRU-1", "BR-TRU-1", "AR-ENV-5", "AR-ENV-6")
def test_the_view_carries_the_ladder_the_stakes_and_the_open_call() -> None:
    hand, _ = Hand.start(Rules("argentino", 2), (0, 0), 1, [["7e", "6e", "1o"], ["5b", "4b", "3c"]])
    view = view_for(hand, 1)
    assert [(r.word, r.stake, r.refused) for r in view.ladder] == [
        ("truco", 2, 1),
        ("retruco", 3, 2),
        ("vale_cuatro", 4, 3),
    ]
    assert view.open_call is None and view.stake == 1 and view.stake_if_accepted is None
    assert {"envido", "mazo", "truco"} <= view.calls and "seis" not in view.calls
    assert view.deal_style == "one_by_one" and view.manilhas == ()
    hand, _ = hand.apply(0, call("truco"))
    view = view_for(hand, 1)
    assert view.stake == 1 and view.stake_if_accepted == 2
    assert view.open_call == ("truco", "truco", 0, 1, 1, (2, 2), 1)
    assert view.deciding == "truco_reply"
    hand, _ = hand.apply(1, call("real_envido"))
    open_call = view_for(hand, 0).open_call
    assert open_call is not None and open_call.family == "envido"
    assert (open_call.caller, open_call.answer_by) == (1, 0)
    assert open_call.if_accepted == (3, 3) and open_call.if_refused == 1


@rule("AR-ENV-9", "AR-ENV-10", "AR-SIX-5")
def test_the_view_says_what_a_falta_is_worth_to_each_team() -> None:
    cards = [["7e", "6e", "1o"], ["5b", "4b", "3c"]]
    hand, _ = Hand.start(Rules("argentino", 2, falta="malas"), (3, 10), 1, cards)
    assert view_for(hand, 0).falta_points == (27, 20)
    hand, _ = Hand.start(Rules("argentino", 2), (3, 10), 1, cards)
    assert view_for(hand, 0).falta_points == (20, 20)
    six = [
        *cards,
        ["4o", "5o", "12c"],
        ["1e", "2c", "3b"],
        ["7c", "6c", "11b"],
        ["4e", "5e", "12b"],
    ]
    hand, _ = Hand.start(Rules("argentino", 6), (3, 10), 5, six, hand_kind="pica")
    view = view_for(hand, 0)
    assert view.falta_points == (6, 6) and view.resto_points == 6


@rule("MI-RANK-2", "PA-VIRA-2", "PA-RANK-1", "COMMON-DEAL-4")
def test_the_view_names_the_manilhas_and_the_deal_style() -> None:
    hand, _ = Hand.start(Rules("mineiro", 2), (0, 0), 1, [["Ah", "2h", "3h"], ["Kc", "Jc", "Qc"]])
    view = view_for(hand, 0)
    assert view.manilhas == ("4c", "7h", "As", "7d") and view.manilhas_fixed
    assert view.deal_style == "packets" and view.bets_on_trick
    hands = [["Ah", "2h", "3h"], ["Kc", "Jc", "Qc"]]
    hand, _ = Hand.start(Rules("paulista", 2), (0, 0), 1, hands, vira="7c")
    view = view_for(hand, 0)
    assert view.manilhas == ("Qc", "Qh", "Qs", "Qd") and not view.manilhas_fixed
    assert all(view.strength[m] > view.strength["3c"] for m in view.manilhas)


@rule("AR-SIX-3")
def test_next_hand_returns_the_deals_events() -> None:
    from truco_desktop.engine.events import DuelStarted, HandStarted

    match, events = Match.start(Rules("argentino", 6), seed="events")
    assert [type(e) for e in events] == [HandStarted]
    hand = match.hand
    while not match.hand.is_over:
        seat = match.to_act
        assert seat is not None
        match, _ = match.apply(
            seat,
            call("mazo") if call("mazo") in match.legal_actions() else match.legal_actions()[0],
        )
    match, events = match.next_hand()
    assert isinstance(events[0], HandStarted) and events[0].dealer == (hand.dealer + 1) % 6
    assert [type(e) for e in events[1:]] == ([DuelStarted] if match.hand.pica else [])


@rule("AR-ENV-1")
def test_the_view_says_the_seats_own_envido_where_the_rules_have_one() -> None:
    # Seat 0 holds 7e 6e: 33; seat 1 holds no two of a suit: its best single card, 5.
    hand, _ = Hand.start(Rules("argentino", 2), (0, 0), 1, [["7e", "6e", "1o"], ["5b", "4c", "3o"]])
    assert view_for(hand, 0).own_envido == 33
    assert view_for(hand, 1).own_envido == 5
    # Playing a card does not change it: the envido is of the cards dealt (AR-ENV-1).
    played, _ = hand.apply(0, play("7e"))
    assert view_for(played, 0).own_envido == 33
    hands = [["Ah", "2h", "3h"], ["Kc", "Jc", "Qc"]]
    for rules, vira in ((Rules("mineiro", 2), None), (Rules("paulista", 2), "7c")):
        brazil, _ = Hand.start(rules, (0, 0), 1, hands, vira=vira)
        assert view_for(brazil, 0).own_envido is None  # no envido in Brazil


@rule("AR-GALLO-3")
def test_the_gallos_own_envido_is_that_of_the_three_cards_he_keeps() -> None:
    cards = [["7e", "6e", "5b", "4b"], ["5o", "4o", "3c"], ["12o", "11o", "7c"]]
    hand, _ = Hand.start(Rules("argentino", 3), (0, 0, 0), 2, cards)
    assert view_for(hand, 0).own_envido == 33  # the best he can keep, before the discard
    hand, _ = hand.apply(0, discard("6e"))
    assert view_for(hand, 0).own_envido == 29  # 5b 4b once the 6e is gone
    assert view_for(hand, 1).own_envido == 29 and view_for(hand, 2).own_envido == 20


@rule("AR-ENV-2", "AR-ENV-2b", "AR-FLOR-3")
def test_the_view_says_while_the_envido_is_open() -> None:
    cards = [["7e", "6e", "1o"], ["5b", "4c", "3o"]]
    start, _ = Hand.start(Rules("argentino", 2), (0, 0), 1, cards)
    assert view_for(start, 0).envido_open and view_for(start, 1).envido_open
    # The mano played: the other seat may still call it, so it stays open for both.
    led, _ = start.apply(0, play("1o"))
    assert view_for(led, 0).envido_open and view_for(led, 1).envido_open
    # Called, it is open until answered; answered, it is closed.
    called, _ = led.apply(1, call("envido"))
    assert view_for(called, 0).envido_open
    answered, _ = called.apply(0, call("quiero"))
    assert not view_for(answered, 0).envido_open and not view_for(answered, 1).envido_open
    # Both played the first card: out of time (AR-ENV-2b).
    trick, _ = led.apply(1, play("3o"))
    assert not view_for(trick, 0).envido_open
    # A truco accepted first closes it (AR-ENV-2).
    truco, _ = start.apply(0, call("truco"))
    assert view_for(truco, 1).envido_open  # "el envido va primero"
    accepted, _ = truco.apply(1, call("quiero"))
    assert not view_for(accepted, 0).envido_open
    # A flor closes it (AR-FLOR-3).
    flor_cards = [["7e", "6e", "5e"], ["5b", "4c", "3o"]]
    flor, _ = Hand.start(Rules("argentino", 2, "simple"), (0, 0), 1, flor_cards)
    flor, _ = flor.apply(0, call("flor"))
    assert not view_for(flor, 1).envido_open
    brazil, _ = Hand.start(Rules("mineiro", 2), (0, 0), 1, [["Ah", "2h", "3h"], ["Kc", "Jc", "Qc"]])
    assert not view_for(brazil, 0).envido_open


@rule("AR-SIX-4")
def test_the_envido_is_open_only_to_the_duel_in_play() -> None:
    cards = [
        ["7e", "6e", "1o"],
        ["5b", "4b", "3c"],
        ["4o", "5o", "12c"],
        ["1e", "2c", "3b"],
        ["7c", "6c", "11b"],
        ["4e", "5e", "12b"],
    ]
    hand, _ = Hand.start(Rules("argentino", 6), (0, 0), 5, cards, hand_kind="pica")
    assert [view_for(hand, s).envido_open for s in range(6)] == [s in hand.active for s in range(6)]
