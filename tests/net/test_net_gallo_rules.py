"""AR-GALLO-2 at a network table: the gallo's choice (rotating, or fixed on a seat) is a
rule of the table like the others. The owner's ``setup`` keeps it, the ``table`` message
carries it, and a seat reads it back: the rules are not rebuilt field by field (which
dropped it, so a fixed gallo became a rotating one at the host and at every seat)."""

from __future__ import annotations

import json

from truco_desktop.engine.rules import Rules
from truco_desktop.net import protocol as P
from truco_desktop.net.seat_state import table_rules
from truco_desktop.net.table import NetTable, TableOptions


def test_ar_gallo_2_a_fixed_gallo_is_kept_by_setup_and_read_back_by_a_seat() -> None:
    table = NetTable(
        name="Gallo",
        public=False,
        options=TableOptions(Rules("argentino", 4), "easy", False, False),
        seed="gallo",
        bot_seed=1,
    )
    ana, _ = table.join("Ana", None, table.owner_key)
    fixed = Rules("argentino", 3, gallo="fixed", gallo_seat=2, best_of_three=False)
    table.handle(ana.token, {"type": P.SETUP, "rules": P.rules_json(fixed)})
    assert table.options.rules == fixed
    message = json.loads(json.dumps(table.table_message()))  # as it travels
    assert table_rules(message) == fixed
    table.handle(ana.token, {"type": P.START})
    match = table.session.match
    assert match is not None and match.rules.gallo == "fixed" and match.rules.gallo_seat == 2
