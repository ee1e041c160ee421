"""The call bar says what the view says (issue 15): never "Your turn" while the table plays
on after you acted (your call waiting for its answer, your last card played), and "Match
over", not "Hand over", under the match-over panel."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from table_helpers import act, replay_hand_at_table
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import call, play
from truco_desktop.engine.view import view_for


def test_after_your_call_the_bar_waits_for_the_answer_not_your_turn(qtbot, table):
    m, _, _ = find(
        Rules("argentino", 2),
        lambda m, *_: m.to_act == 0 and call("truco") in m.legal_actions(),
        seed=2,
    )
    model = table.model
    hold_bots(table)
    model.restore(m.to_json())
    quiet(qtbot, table)
    bar = table.call_bar
    assert bar.title.text() == "Your turn"
    model.set_animation_speed("normal")  # the call's bubble takes its time
    assert model.submit(call("truco"))
    qtbot.wait(100)
    assert table.director.busy, "the table still shows the call"
    assert not bar.buttons
    assert bar.title.text() == "Waiting for North's answer"
    assert "Play a card" not in bar.subtitle.text()
    quiet(qtbot, table)
    assert bar.title.text() == "North is thinking…"


def test_no_your_turn_once_your_last_card_is_played(qtbot, table):
    def you_lead_the_last_trick(m, *_):
        v = view_for(m.hand, 0)
        return (
            m.to_act == 0
            and len(v.cards) == 1
            and not v.current_trick
            and play(v.cards[0]) in v.legal
        )

    m, _, _ = find(Rules("argentino", 2), you_lead_the_last_trick, seed=3)
    model = table.model
    hold_bots(table)
    model.restore(m.to_json())
    quiet(qtbot, table)
    bar = table.call_bar
    assert bar.title.text() == "Your turn"
    model.set_animation_speed("normal")  # the card's flight takes its time
    assert model.submit(play(model.view().cards[0]))
    qtbot.wait(100)
    assert table.director.busy, "the card is still flying"
    assert not table.scene.held[0] and not model.view().cards
    assert bar.title.text() == "North's turn"
    assert bar.subtitle.text() == ""


def _last_action_of_a_match(rules: Rules, seed: int):
    """(the match before its last action, that action) from random play."""
    rng = random.Random(seed)
    for t in range(100):
        m = Match.new(rules, seed=f"last-{seed}-{t}")
        for _ in range(2000):
            if m.needs_deal:
                m, _ = m.next_hand()
            seat = m.to_act
            action = rng.choice(view_for(m.hand, seat).legal)
            after, _ = m.apply(seat, action)
            if after.series_over:
                return m, (seat, action)
            m = after
    pytest.skip("no match ended in the sampled games")


def test_the_match_over_panel_has_no_hand_over_under_it(qtbot, table):
    before, last = _last_action_of_a_match(Rules("paulista", 2), seed=5)
    model = table.model
    table.auto_next_ms = None
    hold_bots(table)
    model.restore(before.to_json())
    quiet(qtbot, table)
    act(model, *last)
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    assert model.session.match.series_over
    bar = table.call_bar
    assert bar.title.text() == "Match over"
    assert bar.subtitle.text() == "Space: play again"


def test_a_raise_at_his_own_turn_is_announced_as_his_bubble_says_it(qtbot, table):
    """Issue 36 item 6: North accepted your truco, then raised at his own turn: his
    bubble said "¡Retruco!" while the bar announced "North calls Quiero retruco". The
    bar, the bubble and the log now say the same raise."""

    def raised_at_his_turn(m, *_):
        h = m.hand
        words = [(s, a.kind) for s, a in h.history]
        if m.to_act != 0 or not words or words[-1] != (1, "retruco"):
            return False
        pairs = list(pairwise(words))
        return ((0, "truco"), (1, "quiero")) in pairs  # he accepted, then raised

    m, _, _ = find(Rules("argentino", 2), raised_at_his_turn, seed=4, tries=800)
    said: list[str] = []
    say = table.scene.say

    def record(seat, text, *rest):
        if seat == 1:
            said.append(text)
        say(seat, text, *rest)

    table.scene.say = record
    replay_hand_at_table(qtbot, table, m)
    assert said[-1] == "¡Retruco!"
    assert table.call_bar.title.text() == "North calls Retruco"
    log = table.panel.log
    assert log.item(log.count() - 1).text() == "North: ¡Retruco!"
