"""Issue 32: the opponent model counts what the table saw, and nothing hidden.

A scripted match of three hands checks the counts (a truco refused, an envido called
and sung low, a truco shown down with weak cards); a permutation test checks that the
model's reads do not change when the cards nobody was shown move between the other
seats; and the reads change what ``hard`` believes (no bluff against a seat that never
folds) but not its personality.
"""

from __future__ import annotations

import random

from truco_desktop.bots import make_bot
from truco_desktop.bots.reads import PRIORS, TableReads
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.engine import Hand, IllegalAction, Rules
from truco_desktop.engine.hand import deal_cards
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.view import view_for


def _hand(score: list[int], dealer: int, hands: list[list[str]], actions: list[dict]) -> Hand:
    record = {
        "variant": "argentino",
        "options": {"players": 2},
        "score": score,
        "dealer": dealer,
        "hands": hands,
        "actions": actions,
    }
    hand, refusal, _index = parse_record(record).replay()
    assert refusal is None, refusal
    assert hand.is_over
    return hand


def _scripted() -> list[Hand]:
    """Three hands between seat 0 and seat 1, as seat 0 sees them at their end."""
    first = _hand(  # seat 1 is mano: truco at once, seat 0 refuses
        [0, 0],
        0,
        [["4c", "5c", "6b"], ["1e", "1b", "7e"]],
        [{"seat": 1, "action": "truco"}, {"seat": 0, "action": "no_quiero"}],
    )
    second = _hand(  # seat 0 is mano: seat 1 calls envido with 5, sings son buenas
        [0, 1],
        1,
        [["7o", "6o", "1c"], ["4e", "5b", "6c"]],
        [
            {"seat": 0, "action": "play", "card": "1c"},
            {"seat": 1, "action": "envido"},
            {"seat": 0, "action": "quiero"},
            {"seat": 1, "action": "play", "card": "4e"},
            {"seat": 0, "action": "play", "card": "7o"},
            {"seat": 1, "action": "play", "card": "5b"},
        ],
    )
    third = _hand(  # seat 1 is mano: truco with 4-5-6, accepted, shown down
        list(second.score),
        0,
        [["1e", "3o", "2c"], ["4b", "5o", "6e"]],
        [
            {"seat": 1, "action": "truco"},
            {"seat": 0, "action": "quiero"},
            {"seat": 1, "action": "play", "card": "6e"},
            {"seat": 0, "action": "play", "card": "3o"},
            {"seat": 0, "action": "play", "card": "1e"},
            {"seat": 1, "action": "play", "card": "5o"},
        ],
    )
    return [first, second, third]


def test_the_model_counts_a_scripted_match() -> None:
    reads = TableReads()
    for hand in _scripted():
        reads.observe(view_for(hand, 0))
    me, them = reads.seat(0), reads.seat(1)
    assert me.truco_faced == {0: 2} and me.truco_folded == {0: 1}
    assert them.truco_calls == 2 and them.truco_judged == 1 and them.truco_bluffs == 1
    assert them.envido_calls == 1 and them.envido_judged == 1 and them.envido_weak == 1
    assert me.envido_faced == 1 and me.envido_folded == 0
    assert them.hands == me.hands == 3
    # Beliefs move from the prior towards what was seen.
    assert reads.truco_bluff(1) > PRIORS["truco_bluff"]
    assert reads.envido_weak(1) > PRIORS["envido_weak"]
    assert reads.truco_honesty(1) < 1.0
    # A new match starts again from the prior.
    assert reads.truco_fold(0, 0) != PRIORS["truco_fold"]
    rules = Rules("argentino", players=2)
    fresh, _ = Hand.start(rules, (0, 0), 1, (("4c", "5c", "6b"), ("1e", "1b", "7e")), None, ())
    reads.note(view_for(fresh, 0))
    assert reads.truco_fold(0, 0) == PRIORS["truco_fold"]


def test_the_model_learns_only_from_views_it_was_given() -> None:
    """``note`` (the views of a bot's own decisions) sees less than ``observe`` (the last
    view): a refusal after the bot's last decision is only in the last view."""
    first = _scripted()[0]
    noted = TableReads()
    start = Hand.start(first.rules, (0, 0), 0, first.dealt, None, ())[0]
    noted.note(view_for(start, 0))  # seat 0 was never asked before the refusal
    observed = TableReads()
    observed.observe(view_for(first, 0))
    assert observed.seat(0).truco_folded == {0: 1}
    assert noted.seat(0).truco_folded == {}


def _permuted_final_views(seed: int) -> tuple[TableReads, TableReads, int]:
    """Two models fed the same public hands, one with the hidden cards moved."""
    rules = Rules("argentino", players=4, flor="off")
    rng = random.Random(seed)
    a, b = TableReads(), TableReads()
    compared = 0
    score = (0, 0)
    for number in range(30):
        deck = list(rules.deck.cards)
        rng.shuffle(deck)
        dealer = number % 4
        cards, vira, stock = deal_cards(rules, dealer, deck)
        hand, _ = Hand.start(rules, score, dealer, cards, vira, stock)
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            hand, _ = hand.apply(seat, rng.choice(hand.legal_actions()))
        view = view_for(hand, 0)
        visible = set(view.cards)
        for _s, word in view.history:
            visible.add(word.partition(":")[2])
        for _s, shown in view.shown_cards:
            visible.update(shown)
        places = [(s, i) for s in range(4) for i, c in enumerate(hand.dealt[s]) if c not in visible]
        moved = [hand.dealt[s][i] for s, i in places]
        for _attempt in range(8):
            rng.shuffle(moved)
            dealt = [list(d) for d in hand.dealt]
            for (s, i), c in zip(places, moved, strict=True):
                dealt[s][i] = c
            try:
                other, _ = Hand.start(rules, score, dealer, dealt, vira, stock)
                for seat, action in hand.history:
                    other, _ = other.apply(seat, action)
            except IllegalAction:
                continue
            other_view = view_for(other, 0)
            if other_view.history != view.history or other_view.score != view.score:
                continue
            a.observe(view)
            b.observe(other_view)
            compared += 1
            break
        score = hand.score if max(hand.score) < rules.target else (0, 0)
    return a, b, compared


def test_the_model_sees_no_hidden_card() -> None:
    a, b, compared = _permuted_final_views(5)
    assert compared >= 10
    assert a.seats == b.seats
    assert sum(r.truco_calls + r.envido_calls for r in a.seats.values()) > 0


def test_hard_reads_and_keeps_its_personality() -> None:
    bot = make_bot("hard", budget_ms=None)
    assert isinstance(bot, RuleBot) and bot.reads is not None
    assert make_bot("hard", budget_ms=None).personality == bot.personality
    normal = make_bot("normal", budget_ms=None)
    assert isinstance(normal, RuleBot) and normal.reads is None


def test_no_bluff_against_a_seat_that_never_folds() -> None:
    """A ``hard`` bluffer that has seen the other side accept 30 trucos does not bluff
    it; with the prior (an ordinary table) it does, in the same situations."""
    rules = Rules("argentino", players=2)
    rng = random.Random(11)
    bluffs = {"prior": 0, "station": 0}
    for _ in range(300):
        deck = list(rules.deck.cards)
        rng.shuffle(deck)
        cards, vira, stock = deal_cards(rules, 1, deck)
        hand, _ = Hand.start(rules, (3, 3), 1, cards, vira, stock)
        view = view_for(hand, 0)
        for name in bluffs:
            bot = make_bot("hard", "bluffer", budget_ms=None)
            assert isinstance(bot, RuleBot) and bot.reads is not None
            if name == "station":
                station = bot.reads.seat(1)
                station.truco_faced = {0: 30}
                station.truco_folded = {0: 0}
            bot.reads.note(view)
            decision = bot.choose(view, random.Random(1))
            bluffs[name] += decision.why.code == "bluff"
    assert bluffs["prior"] > 0
    assert bluffs["station"] == 0


def test_a_falta_spammer_is_read_as_one() -> None:
    """A seat that calls the falta envido in every hand is a habit, not a rare all-in:
    the model's habit crosses the rules' threshold, which the prior does not."""
    from truco_desktop.bots.rulebot import FALTA_HABIT

    reads = TableReads()
    score = [0, 0]
    for number in range(8):
        hand = _hand(
            score,
            0,
            [["4c", "5c", "6b"], ["1e", "1b", "7e"]],
            [
                {"seat": 1, "action": "falta_envido"},
                {"seat": 0, "action": "no_quiero"},
                {"seat": 1, "action": "mazo"},
            ],
        )
        reads.observe(view_for(hand, 0))
        score = list(hand.score)
        assert reads.seat(1).falta_hands == number + 1
    assert reads.falta_habit(1) >= FALTA_HABIT > PRIORS["falta_habit"]
    assert reads.falta_habit(0) < FALTA_HABIT
    assert reads.envido_fold(0) > PRIORS["envido_fold"]
