"""A network seat's ``TableState``: the table the host described, and its views.

The host sends each seat its own views (``net.client.ClientState``) and the table's
``table`` message (the rules, the seats). A seat's table state is made from those alone,
with the play layer's constructor (``play.table_state.TableState``), so the network
table and the offline one read the same contract. What the seat never learns stays
out: the match's seed (the table's code names the match instead), the events of a hand
joined half way (the table is laid from the view), the characters (a network table
seats none).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from truco_desktop.play.table_state import TableState

if TYPE_CHECKING:
    from truco_desktop.engine.rules import Rules
    from truco_desktop.engine.view import SeatView

__all__ = ["seat_state", "table_rules"]


def table_rules(table: Mapping[str, Any]) -> Rules:
    """The rules of a ``table`` message (``protocol.rules_json``'s object read back);
    ``BadRecord`` when they are not rules."""
    from truco_desktop.engine.rules import Rules

    spec = table.get("rules") or {}
    rules = Rules.from_options(spec.get("variant"), spec.get("options", {}))
    # The options name everything else (the gallo's choice too); these two stand beside.
    return dataclasses.replace(
        rules,
        pica_pica=bool(spec.get("pica_pica", True)),
        best_of_three=bool(spec.get("best_of_three", False)),
    )


def seat_state(
    rules: Rules, code: str, view: SeatView, hand: int, series: tuple[int, int]
) -> TableState:
    """The state of a seat's table at ``view`` (turned so the seat is 0, ``net.turn``),
    of hand number ``hand``, with the matches each team won so far (counted by the seat
    from the ``MatchOver`` events it was shown: the views do not say)."""
    return TableState(rules, code, hand, view, series)
