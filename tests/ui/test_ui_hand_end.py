"""The game waits at a hand's end, says who folded and names what won (issue 36 item 2)."""

from __future__ import annotations

from table_helpers import replay_hand_at_table

from truco_desktop.engine import Match, Rules, parse
from truco_desktop.engine.view import view_for
from truco_desktop.ui.widgets.table_widget import TableWidget


def _hand(rules: Rules, words: list[str], seed: str) -> Match:
    """A match whose first hand is ``words`` said by whoever must act, then cards."""
    m, _ = Match.start(rules, seed=seed)
    for word in words:
        m, _ = m.apply(m.hand.to_act, parse(word))
    while not m.hand.is_over:
        seat = m.hand.to_act
        m, _ = m.apply(seat, next(a for a in view_for(m.hand, seat).legal if a.kind == "play"))
    return m


def test_a_new_table_waits_for_the_player_at_the_summary(qtbot) -> None:
    from truco_desktop.ui.models.game_model import GameModel

    model = GameModel()
    table = TableWidget(model)
    qtbot.addWidget(table)
    assert table.auto_next_ms is None, "the summary stays until the player moves on"
    table.set_auto_next(True)
    assert table.auto_next_ms is not None and table.auto_next_ms < 0  # the motion's pause
    table.set_auto_next(False)
    assert table.auto_next_ms is None
    table.shutdown()


def test_the_summary_stays_and_names_the_accepted_rung(qtbot, table) -> None:
    table.set_auto_next(False)
    m = _hand(Rules("argentino", 2), ["truco", "retruco", "quiero"], seed="rung")
    replay_hand_at_table(qtbot, table, m)
    qtbot.waitUntil(table.summary.isVisible, timeout=3000)
    assert not table._auto_timer.isActive(), "nothing deals the next hand by itself"
    text = table.summary.text()
    assert "Retruco 3 → " in text, text
    assert "Hand 3" not in text


def test_a_fold_is_said_at_the_folders_seat_and_in_the_summary(qtbot, table) -> None:
    table.set_auto_next(False)
    m = _hand(Rules("argentino", 4), ["mazo"], seed="fold")
    seat = m.hand.mano
    replay_hand_at_table(qtbot, table, m)
    qtbot.waitUntil(table.summary.isVisible, timeout=3000)
    name = table.scene.names[seat]
    text = table.summary.text()
    said = "You went to the mazo" if seat == 0 else f"{name} went to the mazo"
    assert said in text and "Mazo " in text, text
    bubble = table.scene.talk.bubbles.get(seat)
    assert bubble is not None and bubble.held, "the folder's bubble stays with the summary"
    assert (bubble.text, bubble.caption) == ("Me voy al mazo", "gave up the hand")
    qtbot.wait(50)
    assert table.scene.talk.bubbles.get(seat) is bubble and table.summary.isVisible()
    table._summary_button()  # Next hand: the deal clears the table's words
    qtbot.waitUntil(lambda: table.scene.talk.bubbles.get(seat) is not bubble, timeout=3000)


def test_a_refused_truco_names_who_refused(qtbot, table) -> None:
    table.set_auto_next(False)
    m = _hand(Rules("paulista", 2), ["truco", "no_quiero"], seed="corro")
    refuser = m.hand.history[-1][0]
    replay_hand_at_table(qtbot, table, m)
    qtbot.waitUntil(table.summary.isVisible, timeout=3000)
    text = table.summary.text()
    who = "You refused the Truco" if refuser == 0 else "refused the Truco"
    assert who in text and "Truco refused 1 → " in text, text
    bubble = table.scene.talk.bubbles.get(refuser)
    assert bubble is not None and bubble.text == "Corro"
