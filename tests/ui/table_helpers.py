"""Driving the table as play goes: actions through the model, a hand replayed at the table."""

from __future__ import annotations

from test_ui_states import hold_bots, quiet


def act(model, seat: int, action) -> None:
    """Apply ``action`` for ``seat``: the human's through the buttons' path, a bot's as
    the director would."""
    if seat == model.human_seat:
        assert model.submit(action)
    else:
        assert model.apply_bot(seat, action, model.revision)


def replay_hand_at_table(qtbot, table, m) -> None:
    """The start of ``m``'s current hand restored, then its actions played at the table."""
    data = m.to_json()
    data["hands"] = [*data["hands"][:-1], []]
    hold_bots(table)
    table.model.restore(data)
    quiet(qtbot, table)
    for seat, action in m.hand.history:
        act(table.model, seat, action)
        quiet(qtbot, table)
