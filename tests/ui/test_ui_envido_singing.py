"""AR-ENV-8b and AR-ENV-8c at the table: the envido is sung seat by seat in bubbles, your
own turn to sing waits for you with the one thing you can say on the button, and the
winner's cards are turned up when the hand ends and named in the summary."""

from __future__ import annotations

import pytest
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call
from truco_desktop.engine.view import view_for

rule = pytest.mark.rule


def envido_where_you_sing(value: bool):
    """A state where an envido waits for ``quiero`` and, accepted, seat 0 (you) speaks
    after somebody else: singing a value (``value``) or saying *son buenas*."""

    def pred(m, *_):
        if not m.hand.envido.pending or call("quiero") not in m.legal_actions():
            return False
        after, _ = m.apply(m.to_act, call("quiero"))
        songs = view_for(after.hand, 0).envido_sung
        mine = [i for i, s in enumerate(songs) if s.seat == 0]
        return bool(mine) and mine[0] > 0 and (songs[mine[0]].value is not None) == value

    return pred


def accept_and_wait_for_your_song(qtbot, table, m):
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    table.model.session.apply(m.to_act, call("quiero"))
    d = table.director
    qtbot.waitUntil(lambda: d.pending_song is not None, timeout=5000)
    return table.model.view()


@rule("AR-ENV-8b")
@pytest.mark.waits_for_song
@pytest.mark.parametrize("sings", [True, False], ids=["value", "son-buenas"])
def test_your_turn_to_sing_waits_for_you_with_one_button(qtbot, table, sings):
    m, _, _ = find(Rules("argentino", 4), envido_where_you_sing(sings), seed=3)
    view = accept_and_wait_for_your_song(qtbot, table, m)
    mine = next(s for s in view.envido_sung if s.seat == 0)
    before = view.envido_sung[: view.envido_sung.index(mine)]
    # The seats before you have sung, each in his bubble; you have not, and the table
    # waits: the card clicks are off, the call bar has exactly your song.
    for song in before:
        text = "Son buenas" if song.value is None else str(song.value)
        assert table.scene.bubbles[song.seat].text == text
    said = "Son buenas" if mine.value is None else str(mine.value)
    before_yours = table.scene.bubbles.get(0)
    assert before_yours is None or before_yours.text != said
    qtbot.wait(200)
    assert table.director.pending_song is not None and not table.input_enabled()
    buttons = table.call_bar.buttons
    assert len(buttons) == 1
    expected = f"Sing {mine.value}" if sings else "Son buenas"
    assert buttons[0].label == expected
    assert "sing" in table.call_bar.title.text().lower()
    buttons[0].click()
    quiet(qtbot, table)
    bubble = table.scene.bubbles.get(0)
    assert bubble is not None and bubble.text == said


@rule("AR-ENV-8b")
@pytest.mark.waits_for_song
def test_the_q_key_sings_too(qtbot, table):
    from PySide6.QtCore import Qt

    m, _, _ = find(Rules("argentino", 2), envido_where_you_sing(True), seed=5)
    accept_and_wait_for_your_song(qtbot, table, m)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: table.director.pending_song is None, timeout=3000)


@rule("AR-ENV-8c")
def test_the_winners_cards_are_turned_up_and_named_in_the_summary(qtbot, table):
    def won_by_another_with_cards_left(m, *_):
        h = m.hand
        public = h.envido.public
        return (
            h.is_over
            and public is not None
            and public[0] != 0
            and any(c in h.held[public[0]] for c in view_for(h, 0).shown_cards[0][1])
        )

    m, _, _ = find(Rules("argentino", 2), won_by_another_with_cards_left, seed=2)
    data = m.to_json()
    history = list(m.hand.history)
    data["hands"] = [*data["hands"][:-1], []]
    table.auto_next_ms = None  # the summary waits for the player
    hold_bots(table)
    table.model.restore(data)
    quiet(qtbot, table)
    for seat, action in history:
        table.model.session.apply(seat, action)
        quiet(qtbot, table)
    view = table.model.view()
    seat, cards = view.shown_cards[0]
    assert [item.code for item in table.scene.held[seat]] == list(cards)
    assert all(item.face_up for item in table.scene.held[seat])
    qtbot.waitUntil(table.summary.isVisible, timeout=3000)
    text = table.summary.text()
    name = table.scene.names[seat]
    assert name in text
    for card in cards:
        assert table.summary.card_codes().count(card) == 1
