"""Words a newcomer understands in the hand log (issue 36 item 6)."""

from __future__ import annotations

from table_helpers import replay_hand_at_table
from test_ui_states import find

from truco_desktop.engine import Rules


def test_the_mineiro_set_choice_is_told_in_plain_words(qtbot, table):
    """MI-DEAL-2: "North: Keep my set" told a newcomer nothing; the log says what
    happened to the cards."""

    def chose_twice(m, *_):
        words = [a.kind for _s, a in m.hand.history]
        return "discard_set" in words and "keep_set" in words

    m, _, _ = find(Rules("mineiro", 4), chose_twice, seed=2, tries=800)
    replay_hand_at_table(qtbot, table, m)
    log = table.panel.log
    rows = [log.item(i).text() for i in range(log.count())]
    assert not any("my set" in row for row in rows), rows
    (seat,) = {s for s, a in m.hand.history if a.kind == "keep_set"}
    name = "You" if seat == 0 else table.scene.names[seat]
    kept = "You keep your three cards" if seat == 0 else f"{name} keeps his three cards"
    assert kept in rows
    assert any("discard" in row and "draw" in row for row in rows), rows
