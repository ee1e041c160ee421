"""Rule tests for three players, the gallo (RULES-3-8-PLAYERS.md AR-GALLO-*).

The dealer is seat 2 unless said otherwise, so seat 0 is the mano and, in the default
rotating mode, the gallo: he holds four cards and must discard one first.
"""

from __future__ import annotations

import random

import pytest
from rulecheck import ok, record, ref, refused_at

from truco_desktop.engine import BadRecord, Match, Rules
from truco_desktop.engine.actions import call, discard, play
from truco_desktop.engine.deal import deal_cards, deal_order
from truco_desktop.engine.events import Discarded, MatchOver, redact
from truco_desktop.engine.hand import Hand
from truco_desktop.engine.record import judge
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule

# The gallo (seat 0) holds no two cards of a suit: his envido is 6 whatever he discards.
# Seat 1 has 29 (5b 4b), seat 2 has 20 (12o 11o).
G = [["4c", "6o", "1b", "12e"], ["5b", "4b", "3c"], ["12o", "11o", "7c"]]
# The gallo holds three espadas and an oro: a flor only if he discards the oro.
FLOR = [["7e", "6e", "5e", "1o"], ["5b", "4b", "3c"], ["12o", "11o", "7c"]]


def three(*steps: str, hands: list[list[str]] = G, **kw: object) -> dict[str, object]:
    kw.setdefault("score", (0, 0, 0))
    return ok("argentino", hands, *steps, **kw)


@rule("AR-SETUP-1", "AR-GALLO-3")
def test_three_players_deal_ten_cards_the_tenth_to_the_gallo() -> None:
    rules = Rules("argentino", 3)
    deck = list(rules.deck.cards)
    cards, _vira, rest = deal_cards(rules, 2, deck)
    # COMMON-DEAL-4: d[k] to seat (mano + k) mod 3 for k = 0..8, then d[9] to the gallo.
    assert cards[0] == (deck[0], deck[3], deck[6], deck[9])
    assert cards[1] == (deck[1], deck[4], deck[7])
    assert cards[2] == (deck[2], deck[5], deck[8])
    assert rest == tuple(deck[10:])
    assert deal_order(rules, 2)[-1] == (0, 3)
    fixed = Rules("argentino", 3, gallo="fixed", gallo_seat=2)
    cards, _vira, _rest = deal_cards(fixed, 2, deck)
    assert [len(c) for c in cards] == [3, 3, 4] and cards[2][3] == deck[9]
    with pytest.raises(BadRecord):
        Rules("argentino", 3, best_of_three=True)  # best of three is not offered


@rule("AR-GALLO-1", "AR-GALLO-7")
def test_the_gallo_plays_alone_against_the_pair() -> None:
    hands = [["1e", "7o", "4c", "5c"], ["2e", "11c", "6o"], ["3e", "1b", "10b"]]
    answer = three(
        "0 discard 5c",
        "0 play 4c",
        "1 play 2e",
        "2 play 10b",
        "1 play 11c",
        "2 play 3e",
        "0 play 1e",
        hands=hands,
    )
    # Seat 1's 2e wins the first trick for the pair; 3e beats 11c, but the gallo's 1e wins.
    assert answer["tricks"] == ["pair", "gallo"]
    assert answer["to_act"] == 0
    hands = [["1e", "7o", "6c", "4c"], ["2e", "11c", "6o"], ["3e", "1b", "6b"]]
    # Equal best cards of the gallo and the pair make a parda...
    parda = three("0 discard 4c", "0 play 6c", "1 play 6o", "2 play 1b", hands=hands)
    assert parda["tricks"] == ["pair"]  # the ancho de bastos beats the sixes
    parda = three("0 discard 4c", "0 play 6c", "1 play 6o", "2 play 6b", hands=hands)
    assert parda["tricks"] == ["parda"]
    # ...but equal best cards that are both the pair's win the trick for the pair.
    hands = [["1e", "7o", "4c", "5c"], ["2e", "11c", "6o"], ["3e", "1b", "6b"]]
    pair = three("0 discard 5c", "0 play 4c", "1 play 6o", "2 play 6b", hands=hands)
    assert pair["tricks"] == ["pair"]


@rule("AR-GALLO-7", "COMMON-CALL-3")
def test_either_member_of_the_pair_answers_and_a_fold_folds_the_pair() -> None:
    called = three("0 discard 12e", "0 truco")
    assert called["to_act"] == 1
    accepted = three("0 discard 12e", "0 truco", "2 quiero")
    assert accepted["stake"] == 2
    folded = three("0 discard 12e", "0 play 4c", "1 mazo")
    assert folded["hand_over"] is True
    assert folded["score"][0] > 0 and folded["score"][1:] == [0, 0]


@rule("AR-GALLO-2")
def test_the_gallo_rotates_with_the_mano_or_stays_fixed() -> None:
    match = Match.new(Rules("argentino", 3), seed="gallo-rotates")
    rng = random.Random(3)
    gallos = []
    for _ in range(4):
        hand = match.hand
        assert hand.deal.gallo == hand.mano
        gallos.append(hand.deal.gallo)
        while not match.hand.is_over:
            seat = match.to_act
            assert seat is not None
            match, _ = match.apply(seat, rng.choice(match.legal_actions()))
        if match.series_over:
            break
        match, _ = match.next_hand()
    assert gallos[1] == (gallos[0] + 1) % 3
    fixed = Match.new(Rules("argentino", 3, gallo="fixed", gallo_seat=1), seed="fixed")
    for _ in range(3):
        assert fixed.hand.deal.gallo == 1 and len(fixed.hand.held[1]) == 4
        while not fixed.hand.is_over:
            seat = fixed.to_act
            assert seat is not None
            fixed, _ = fixed.apply(seat, call("mazo") if seat != 1 else fixed.legal_actions()[0])
        fixed, _ = fixed.next_hand()
    # The fixed gallo is seat 1 whoever deals; the pair's two scores stay equal.
    assert fixed.score[0] == fixed.score[2]
    answer = ok(
        "argentino",
        [["5b", "4b", "3c"], ["4c", "6o", "1b", "12e"], ["12o", "11o", "7c"]],
        score=(3, 7, 3),
        gallo="fixed",
        gallo_seat=1,
    )
    assert answer["to_act"] == 1 and all(a.startswith("discard:") for a in answer["legal"])


@rule("AR-GALLO-3")
def test_the_gallo_discards_before_anything_else() -> None:
    start = three()
    assert start["to_act"] == 0
    assert start["legal"] == ["discard:12e", "discard:1b", "discard:4c", "discard:6o"]
    after = three("0 discard 12e")
    assert "discard:4c" not in after["legal"] and "play:12e" not in after["legal"]
    assert "play:4c" in after["legal"] and "envido" in after["legal"]
    # Nothing else first, not by him nor by the pair.
    assert refused_at(0, "argentino", G, "0 play 4c", score=(0, 0, 0))["legal"] == start["legal"]
    refused_at(0, "argentino", G, "1 envido", score=(0, 0, 0))
    # Only the gallo, only once, only a card he holds; never with other player counts.
    refused_at(0, "argentino", G, "1 discard 5b", score=(0, 0, 0))
    refused_at(1, "argentino", G, "0 discard 12e", "0 discard 4c", score=(0, 0, 0))
    refused_at(0, "argentino", G, "0 discard 5b", score=(0, 0, 0))
    refused_at(1, "argentino", G, "0 discard 12e", "0 play 12e", score=(0, 0, 0))
    four = [["1e", "7o", "3c"], ["4b", "5b", "12o"], ["2e", "11c", "6o"], ["7e", "1b", "10b"]]
    refused_at(0, "argentino", four, "0 discard 1e")
    # A discard without a card of the deck is not a record at all.
    rec = record("argentino", G, ("0 discard",), dealer=2, score=(0, 0, 0))
    assert judge(rec)["error"] == "bad_record"
    rec = record("argentino", G, ("0 discard 9e",), dealer=2, score=(0, 0, 0))
    assert judge(rec)["error"] == "bad_record"


@rule("AR-GALLO-3", "AR-ENV-7")
def test_the_discarded_card_counts_for_nothing_in_the_envido() -> None:
    # Kept 4c 6o 1b: envido 6 against seat 1's 29: the pair wins, each member scores 2.
    lost = three("0 discard 12e", "0 envido", "1 quiero")
    assert lost["score"] == [0, 2, 2]
    # Kept 6o 1b 12e: 6 again (a figure counts 0 alone): still lost.
    kept_oro = three("0 discard 4c", "0 envido", "1 quiero")
    assert kept_oro["score"] == [0, 2, 2]


@rule("AR-GALLO-3", "AR-FLOR-1", "AR-FLOR-2")
def test_the_gallo_has_flor_only_with_the_three_cards_he_keeps() -> None:
    before = three(hands=FLOR, flor="simple")
    assert before["legal"][0].startswith("discard:")  # no flor before the discard
    flor = three("0 discard 1o", hands=FLOR, flor="simple")
    assert flor["legal"] == ["flor"]
    none = three("0 discard 7e", hands=FLOR, flor="simple")
    assert "flor" not in none["legal"] and "play:6e" in none["legal"]
    scored = three(
        "0 discard 1o", "0 flor", "0 play 7e", "1 play 3c", "2 play 7c", hands=FLOR, flor="simple"
    )
    assert scored["score"] == [3, 0, 0]


@rule("AR-GALLO-4")
def test_every_player_has_a_score_of_his_own() -> None:
    pair_wins = three("0 discard 12e", "0 envido", "1 quiero", score=(4, 1, 9))
    assert pair_wins["score"] == [4, 3, 11]
    gallo_wins = three("0 discard 4c", "0 play 12e", "1 mazo", score=(4, 1, 9))
    assert gallo_wins["score"][1:] == [1, 9] and gallo_wins["score"][0] > 4
    # The record's score has one entry per seat; a fixed gallo's pair share one fund.
    for score in ((0, 0), (0, 0, 0, 0)):
        rec = record("argentino", G, dealer=2, score=score)
        assert judge(rec)["error"] == "bad_record"
    fixed = record("argentino", G, dealer=2, score=(5, 2, 3), gallo="fixed")
    assert judge(fixed)["error"] == "bad_record"
    fixed = record("argentino", G, dealer=2, score=(5, 3, 3), gallo="fixed")
    assert judge(fixed)["ok"] is True


@rule("AR-GALLO-5", "COMMON-MATCH-2")
def test_the_match_ends_when_a_score_reaches_the_target() -> None:
    # The gallo folds at once: the pair scores 2 (AR-MAZO-2) on each member's score.
    both = three("0 discard 12e", "0 mazo", score=(20, 28, 28))
    assert both["score"] == [20, 30, 30]
    assert both["game_over"] is True and both["winner"] == [1, 2]
    one = three("0 discard 12e", "0 mazo", score=(20, 28, 25))
    assert one["game_over"] is True and one["winner"] == [1]
    gallo = three("0 discard 12e", "0 play 4c", "1 mazo", score=(28, 20, 27))
    assert gallo["game_over"] is True and gallo["winner"] == [0]
    going = three("0 discard 12e", "0 mazo", score=(20, 27, 25))
    assert going["game_over"] is False and going["winner"] is None


@rule("AR-GALLO-6", "AR-ENV-9", "AR-ENV-10")
def test_falta_reads_the_highest_of_three_scores() -> None:
    # Total: the leader is the highest score (seat 2's 20): the falta is worth 10.
    total = three("0 discard 12e", "0 falta_envido", "1 quiero", score=(10, 12, 20))
    assert total["score"] == [10, 22, 30] and total["winner"] == [2]
    # Malas (leader 12 <= 15): the pair needs what its lower member needs: 30 - 10 = 20.
    malas = three("0 discard 12e", "0 falta_envido", "1 quiero", score=(3, 10, 12), falta="malas")
    assert malas["score"] == [3, 30, 32] and malas["winner"] == [1, 2]
    # Won by the gallo (4c 5c: 29, equal to seat 1's, and the mano wins ties): 30 - 3.
    hands = [["4c", "5c", "1b", "12e"], ["5b", "4b", "3c"], ["12o", "11o", "7c"]]
    gallo = three(
        "0 discard 12e", "0 falta_envido", "1 quiero", hands=hands, score=(3, 10, 12), falta="malas"
    )
    assert gallo["score"] == [30, 10, 12] and gallo["winner"] == [0]


@rule("AR-GALLO-7", "AR-ENV-7")
def test_envido_ties_go_to_the_seat_nearer_the_mano() -> None:
    # The gallo keeps 4c 5c 1b: 29, as seat 1's 5b 4b; the gallo is the mano.
    hands = [["4c", "5c", "1b", "12e"], ["5b", "4b", "3c"], ["12o", "11o", "7c"]]
    tie = three("0 discard 12e", "0 envido", "1 quiero", hands=hands)
    assert tie["score"] == [2, 0, 0]
    # With seat 1 as mano (dealer 0), the gallo is seat 1 and wins the tie against seat 2.
    hands = [["12o", "11o", "7c"], ["4c", "5c", "1b", "12e"], ["5b", "4b", "3c"]]
    tie = ok("argentino", hands, "1 discard 12e", "1 envido", "2 quiero", dealer=0, score=(0, 0, 0))
    assert tie["score"] == [0, 2, 0]


@rule("AR-GALLO-3", "AR-GALLO-1")
def test_the_discarded_card_is_hidden_from_everybody_else() -> None:
    rules = Rules("argentino", 3)
    hand, _ = Hand.start(rules, (0, 0, 0), 2, G)
    assert view_for(hand, 0).gallo == 0 and view_for(hand, 1).pair == (1, 2)
    assert view_for(hand, 1).card_counts == (4, 3, 3)
    hand, events = hand.apply(0, discard("12e"))
    assert events == [Discarded(0, "12e")]
    assert redact(events[0], 1) == Discarded(0, None)
    gallo_view = view_for(hand, 0)
    assert gallo_view.discard_done and gallo_view.discarded == "12e"
    assert gallo_view.history == ((0, "discard:12e"),)
    for seat in (1, 2):
        view = view_for(hand, seat)
        assert view.discard_done and view.discarded is None
        assert view.history == ((0, "discard"),)
        assert "12e" not in repr(
            (view.history, view.cards, view.current_trick, view.finished_tricks, view.shown_cards)
        )
    assert view_for(hand, 1).score_entries == ((0,), (1, 2))
    hand, _ = hand.apply(0, play("4c"))
    assert view_for(hand, 2).current_trick[0].card == "4c"


@rule("AR-GALLO-5")
def test_match_over_names_the_winning_seats() -> None:
    rules = Rules("argentino", 3)
    hand, _ = Hand.start(rules, (20, 28, 28), 2, G)
    hand, _ = hand.apply(0, discard("12e"))
    hand, events = hand.apply(0, call("mazo"))
    over = [e for e in events if isinstance(e, MatchOver)]
    assert over and over[0].winners == (1, 2) and over[0].score == (20, 30, 30)
    assert view_for(hand, 0).match_winners == (1, 2)


@rule("AR-GALLO-2", "AR-SETUP-1")
def test_gallo_options_exist_only_where_they_apply() -> None:
    four = [["1e", "7o", "3c"], ["4b", "5b", "12o"], ["2e", "11c", "6o"], ["7e", "1b", "10b"]]
    assert ref("argentino", four, gallo="rotating", gallo_seat=0)["ok"]
    for options in ({"gallo": "fixed"}, {"gallo_seat": 1}, {"gallo": "sometimes"}):
        assert judge(record("argentino", four, **options))["error"] == "bad_record"
    for options in ({"gallo_seat": 1}, {"gallo_seat": 3}, {"gallo_seat": "1"}):
        rec = record("argentino", G, dealer=2, score=(0, 0, 0), **options)
        assert judge(rec)["error"] == "bad_record"
    for variant in ("mineiro", "paulista"):
        rec = record(variant, G, dealer=2, score=(0, 0, 0))
        assert judge(rec)["error"] == "bad_record"
    # The pair's seats hold three cards, the gallo four.
    wrong = [["4c", "6o", "1b"], ["5b", "4b", "3c", "12e"], ["12o", "11o", "7c"]]
    assert judge(record("argentino", wrong, dealer=2, score=(0, 0, 0)))["error"] == "bad_record"
