"""Issue 32: a bet on the trick in progress is read for what it says (MI-TRU-1).

In Mineiro a truco is a bet on the trick being played. A player who calls it, or accepts
it, after the other side has shown its card in that trick says that he can beat that
card: an ordinary (honest) player reads it so, and deals the caller's unseen cards
accordingly; a seat that bets with anything (a maniac) says nothing by it. Measured with
``benchmarks/bots_panel.py`` (Mineiro, 150 matches a cell, seed 19): ``hard`` against
``normal`` from 83 to 89 of 150 at two players and 89 to 96 at four.

The play-outs behind every estimate lead the best card into a trick that decides the
hand (MI-TRU-2), as players do: before, they led the middle card, and ``hard`` raised a
maniac's truco on a 3 into its manilha (seed 29: against the maniac at two players 86
to 125 of 150, against ``normal`` 96 to 112).
"""

from __future__ import annotations

import random

from truco_desktop.bots.estimates import _choose, power, rank_fraction, sample_cards
from truco_desktop.bots.situation import situation_of
from truco_desktop.engine import Hand, Rules
from truco_desktop.engine.actions import Action, call, parse
from truco_desktop.engine.view import SeatView, view_for

MINE = ("3d", "5h", "6s")  # the 3 is the best card under the manilhas (strength 10)
AR_MINE = ("3o", "5c", "6e")


def _first_trick(
    variant: str,
    theirs: tuple[str, ...],
    moves: list[tuple[int, Action]],
    mine: tuple[str, ...] = MINE,
) -> Hand:
    """Seat 0 is the mão (dealer 1) and holds ``mine``; seat 1 holds ``theirs``."""
    rules = Rules(variant, players=2)
    rest = [c for c in rules.deck.cards if c not in (*mine, *theirs)]
    hand, _ = Hand.start(rules, (0, 0), 1, [list(mine), list(theirs)], stock=rest)
    if any(a.kind == "keep_set" for a in hand.legal_actions()):
        keep = next(a for a in hand.legal_actions() if a.kind == "keep_set")
        hand, _ = hand.apply(0, keep)
    for seat, action in moves:
        hand, _ = hand.apply(seat, action)
    return hand


def _beat_share(view: SeatView, seat: int, honesty: float, deals: int = 400) -> float:
    """The share of sampled deals in which ``seat`` holds a card above the 3."""
    sit = situation_of(view)
    fraction = rank_fraction(sit)
    rng = random.Random(3)
    top = view.strength["3d"]
    hits = 0
    for _ in range(deals):
        held = sample_cards(sit, rng, 0.7, fraction, honesty={seat: (honesty, 1.0)})[seat]
        hits += any(view.strength[c] > top for c in held)
    return hits / deals


def test_MI_TRU_1_a_truco_after_seeing_the_card_says_it_is_beaten() -> None:
    hand = _first_trick("mineiro", ("Qc", "4c", "Ac"), [(0, parse("play:3d")), (1, call("truco"))])
    view = view_for(hand, 0)
    assert situation_of(view).trick_calls == {1: view.strength["3d"]}
    # Three cards of 37 hold one of the four manilhas about 30% of the time; an honest
    # caller's truco makes it most of the deals, a maniac's (honesty 0) does not.
    honest, maniac = _beat_share(view, 1, 1.0), _beat_share(view, 1, 0.0)
    assert honest > 0.75
    assert maniac < 0.45


def test_MI_TRU_1_a_bet_on_a_card_already_played_says_nothing_of_the_others() -> None:
    hand = _first_trick("mineiro", ("Qc", "4c", "Ac"), [(0, call("truco"))])
    hand, _ = hand.apply(1, parse("quiero"))
    hand, _ = hand.apply(0, parse("play:3d"))
    # Seat 1 accepted before any card was on the table: nothing to beat yet.
    assert situation_of(view_for(hand, 0)).trick_calls == {}
    hand = _first_trick("mineiro", ("Qc", "4c", "Ac"), [(0, parse("play:3d"))])
    hand, _ = hand.apply(1, parse("play:Qc"))
    # A new trick: seat 1 (who won nothing: the 3 beats the queen) is not to lead; the
    # bets of the last trick are not this trick's.
    assert situation_of(view_for(hand, hand.to_act or 0)).trick_calls == {}


def test_a_truco_in_the_argentine_game_bets_on_the_hand() -> None:
    # AR-TRU: the truco is on the whole hand, not on a trick (no card to beat is read).
    moves = [(0, parse("play:3o")), (1, call("truco"))]
    hand = _first_trick("argentino", ("12c", "4c", "1c"), moves, AR_MINE)
    view = view_for(hand, 0)
    assert not view.bets_on_trick and situation_of(view).trick_calls == {}


def test_MI_TRU_2_the_play_outs_lead_the_best_card_into_a_deciding_trick() -> None:
    # A seat that leads the trick on which a truco is bet leads its best card (the copas,
    # not its middle card, the espadilha): a side answering the bet must reckon with it.
    # Without a bet on the trick the play-outs keep their ordinary lead, the middle card.
    rules = Rules("mineiro", players=2)
    hand, _ = Hand.start(rules, (0, 0), 1, [["3d", "5h", "6s"], ["7h", "As", "Qc"]])
    strength = view_for(hand, 1).strength
    held = [strength[c] for c in ("7h", "As", "Qc")]
    assert _lead(held, decisive=0) == strength["7h"]
    assert _lead(held, decisive=None) == strength["As"]
    # A later trick that decides the hand (a tie moved the bet on, MI-TRU-3 b) is led
    # the same way; the first trick of a hand bet on the second is not.
    assert _lead(held, decisive=1, results=[None]) == strength["7h"]
    assert _lead(held, decisive=1) == strength["As"]


def _lead(cards: list[int], decisive: int | None, results: list[int | None] | None = None) -> int:
    """The card the play-out policy leads for seat 1 (team 1) of two."""
    return _choose(list(cards), [], 1, results or [], 1, (0, 1), decisive)


def test_MI_TRU_1_a_truco_opened_before_any_card_is_a_bet_on_the_best_card() -> None:
    # The mão opens a truco on the first trick before any card: a bet that his best card
    # wins it against three unseen cards. An ordinary player makes it with the zap or
    # the copas (each wins that trick nine times in ten or more), not with a 3 (a 3 loses
    # to any of the four manilhas): his deals hold a manilha most of the time, where three
    # cards of 37 hold one about 30% of the time. A seat read as wild says nothing by it.
    hand = _first_trick("mineiro", ("Qc", "4d", "Ac"), [(0, call("truco"))])
    view = view_for(hand, 1)
    assert situation_of(view).trick_openers == {0: 0}
    assert situation_of(view).trick_calls == {}
    honest, wild = _beat_share(view, 0, 1.0), _beat_share(view, 0, 0.0)
    assert honest > 0.65
    assert wild < 0.45
    # After a card of the trick, a call is no longer opened before it.
    hand = _first_trick("mineiro", ("Qc", "4d", "Ac"), [(0, parse("play:3d")), (1, call("truco"))])
    assert situation_of(view_for(hand, 0)).trick_openers == {}


def _mean_power(view: SeatView, seat: int, honesty: float, deals: int = 300) -> float:
    """The mean ``power`` of the hands sampled for ``seat``."""
    sit = situation_of(view)
    fraction = rank_fraction(sit)
    rng = random.Random(5)
    total = 0.0
    for _ in range(deals):
        held = sample_cards(sit, rng, 0.7, fraction, honesty={seat: (honesty, 1.0)})[seat]
        total += power(held, fraction)
    return total / deals


def test_BR_TRU_6_a_truco_on_the_hand_called_on_the_first_trick_says_a_strong_hand() -> None:
    # Paulista: the truco bets on the whole hand. An ordinary player calls it during the
    # first trick only with a hand that wins nearly always: the deals of an honest
    # caller are far stronger than those of a wild one, which are any three cards.
    rules = Rules("paulista", players=2)
    dealt = [["3d", "5h", "6s"], ["Qc", "4d", "Ac"]]
    vira = "7s"
    rest = [c for c in rules.deck.cards if c not in (*dealt[0], *dealt[1], vira)]
    hand, _ = Hand.start(rules, (0, 0), 1, dealt, vira, rest)
    hand, _ = hand.apply(0, call("truco"))
    view = view_for(hand, 1)
    assert situation_of(view).hand_openers == {0}
    honest, wild = _mean_power(view, 0, 1.0), _mean_power(view, 0, 0.0)
    # (Read as any truco, the same call's deals averaged 0.55.)
    assert honest > wild + 0.12
    assert honest > 0.58


def test_MI_TRU_3_a_tie_on_the_trick_a_bet_rides_on_is_played_rather_than_lost() -> None:
    # Seat 1 plays last to the trick the accepted truco rides on: it cannot beat the 2 of
    # spades, it can tie it with the 2 of clubs. The call came before the 2 was played:
    # a tie moves the bet to the next trick (MI-TRU-3 b), a low card loses it.
    from truco_desktop.bots import make_bot

    theirs = ("2c", "Qc", "5d")
    mine = ("2s", "5h", "6s")
    moves = [(0, call("truco")), (1, parse("quiero")), (0, parse("play:2s"))]
    hand = _first_trick("mineiro", theirs, moves, mine)
    bot = make_bot("hard", budget_ms=None)
    decision = bot.choose(view_for(hand, 1), random.Random(1))
    assert (decision.action.card, decision.why.code) == ("2c", "tie_keeps_bet")
    # Seat 1 called after the 2 was on the table: a tie loses its own call (MI-TRU-3 a),
    # so it keeps the 2 and plays low.
    moves = [(0, parse("play:2s")), (1, call("truco")), (0, parse("quiero"))]
    hand = _first_trick("mineiro", theirs, moves, mine)
    decision = make_bot("hard", budget_ms=None).choose(view_for(hand, 1), random.Random(1))
    assert decision.why.code == "cannot_win_low" and decision.action.card != "2c"


def test_MI_TRU_1_the_play_outs_put_the_best_card_on_the_bet_while_an_opponent_is_to_play() -> None:
    # Four players: seat 2 plays third to the trick a truco rides on; its partner's card
    # (strength 8) wins the trick so far, but seat 3 is still to play. The play-outs used
    # to duck with the lowest card, and so counted the side's chances too high (a side
    # holding a 6, a queen and a king, facing a wild truco: 42% estimated, 34% in truth).
    teams = (0, 1, 0, 1)
    trick = [(0, 8), (1, 5)]
    assert _choose([3, 6, 9], list(trick), 0, [], 1, teams, 0) == 9
    # A trick that decides nothing alone: a winning partner is let be.
    assert _choose([3, 6, 9], list(trick), 0, [], 1, teams, None) == 3
    # Following with a card that wins: the best, not the cheapest, with an opponent to come.
    assert _choose([6, 9, 11], [(1, 5)], 0, [], 1, teams, 0) == 11
    assert _choose([6, 9, 11], [(1, 5)], 0, [], 1, teams, None) == 6


def test_MI_TRU_3_only_the_bet_tricks_cards_decide_what_a_tie_does() -> None:
    # A 2 of hearts was played on the first trick, before the truco; the 2 of spades on
    # the bet's trick came after it. Only this trick's cards count: the tie moves the bet
    # on (MI-TRU-3 b); it does not "win" it by the earlier trick's 2.
    from truco_desktop.bots import make_bot

    moves = [
        (0, parse("play:2h")),
        (1, parse("play:3d")),
        (1, call("truco")),
        (0, parse("quiero")),
        (1, parse("play:2s")),
    ]
    hand = _first_trick("mineiro", ("3d", "2s", "Qc"), moves, ("2h", "2c", "5d"))
    decision = make_bot("hard", budget_ms=None).choose(view_for(hand, 0), random.Random(1))
    assert (decision.action.card, decision.why.code) == ("2c", "tie_keeps_bet")
