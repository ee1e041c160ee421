"""The computer players with three players (the gallo) and eight players.

The gallo chooses his discard and says which card in his reason; the pair plays as
partners; a bot of the pair never learns the discarded card (its view is the same
whatever it was); the arena plays 3 and 8 players and reports the gallo's and the pair's
results.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from truco_desktop.bots import LEVEL_NAMES, make_bot
from truco_desktop.engine import Hand, Match, Rules
from truco_desktop.engine.actions import discard, play
from truco_desktop.engine.view import view_for
from truco_desktop.simulate import main, run_arena

rule = pytest.mark.rule


@rule("AR-GALLO-3")
def test_every_level_discards_as_gallo_and_names_the_card() -> None:
    rng = random.Random(4)
    bots = {level: make_bot(level, budget_ms=None, worlds=4) for level in LEVEL_NAMES}
    for k in range(12):
        rules = Rules("argentino", 3, ("off", "simple", "full")[k % 3])
        match = Match.new(rules, seed=f"gallo-bots/{k}")
        view = view_for(match.hand, match.hand.deal.gallo or 0)
        assert view.deciding == "discard" and len(view.cards) == 4
        for level, bot in bots.items():
            decision = bot.choose(view, rng)
            assert decision.action in view.legal and decision.action.kind == "discard"
            if level != "random":
                assert decision.why.code == "gallo_discard", (level, decision.why)
                assert decision.why.params["card"] == decision.action.card


@rule("AR-GALLO-3", "AR-FLOR-1")
def test_the_gallo_keeps_a_flor_and_his_best_cards() -> None:
    rules = Rules("argentino", 3, "simple")
    # Three espadas make a flor; the 4 de bastos is the weakest card of the four.
    hand, _ = Hand.start(
        rules, (0, 0, 0), 2, [["7e", "6e", "5e", "4b"], ["1o", "2c", "3o"], ["11c", "12b", "10o"]]
    )
    for level in ("easy", "normal", "hard"):
        decision = make_bot(level).choose(view_for(hand, 0), random.Random(1))
        assert decision.action == discard("4b"), (level, decision)


@rule("AR-GALLO-1", "AR-GALLO-7")
def test_the_pair_plays_as_partners() -> None:
    rules = Rules("argentino", 3)
    hands = [["3c", "2e", "6o", "7c"], ["1e", "4c", "10o"], ["3o", "11b", "12c"]]
    hand, _ = Hand.start(rules, (0, 0, 0), 2, hands)
    hand, _ = hand.apply(0, discard("7c"))
    hand, _ = hand.apply(0, play("6o"))
    hand, _ = hand.apply(1, play("1e"))  # seat 1 wins the trick for the pair
    view = view_for(hand, 2)
    assert view.pair == (1, 2) and view.partners_of(2) == (1,)
    # Asked for a card (no call): its partner wins the trick, so it plays low and keeps
    # its 3 de oros for later.
    cards_only = replace(view, legal=tuple(a for a in view.legal if a.card is not None))
    decision = make_bot("hard").choose(cards_only, random.Random(2))
    assert decision.action == play("11b"), decision
    assert decision.why.code == "partner_wins_low"


@rule("AR-GALLO-3")
def test_a_bot_of_the_pair_decides_the_same_whatever_the_discard() -> None:
    rules = Rules("argentino", 3, "full")
    decided = []
    for gallo_cards, spare in ((["4c", "5c", "6o", "7c"], "7c"), (["4c", "5c", "6o", "2b"], "2b")):
        hands = [gallo_cards, ["1e", "2c", "10o"], ["3o", "11b", "12c"]]
        hand, _ = Hand.start(rules, (0, 0, 0), 2, hands)
        hand, _ = hand.apply(0, discard(spare))
        hand, _ = hand.apply(0, play("6o"))
        view = view_for(hand, 1)
        assert view.discarded is None and view.discard_done
        decided.append((view, make_bot("hard").choose(view, random.Random(7))))
    assert decided[0][0] == decided[1][0]
    assert decided[0][1] == decided[1][1]


@rule("AR-GALLO-5", "AR-EIGHT-1")
def test_the_arena_plays_three_and_eight_players() -> None:
    three = run_arena((Rules("argentino", 3, gallo="fixed"),), "normal", "random", 4, seed=2)
    assert three["errors"] == 0, three["error_samples"]
    roles = three["roles"]
    assert isinstance(roles, dict)
    assert roles["team0_as_gallo"]["matches"] + roles["team0_as_pair"]["matches"] == 4
    eight = run_arena((Rules("argentino", 8, "full"),), "hard", "easy", 2, seed=3, signs="team0")
    assert eight["errors"] == 0, eight["error_samples"]


def test_the_arena_command_takes_three_players(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--players", "3", "--team0", "hard", "--team1", "normal", "--matches", "2"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["players"] == 3 and "roles" in data
