"""The card-ranking chart in Help (issue 36 item 4): generated from the engine's strength
order, drawn with the game's own card art; Paulista's with its example vira."""

from __future__ import annotations

import dataclasses
import re

import pytest

from truco_desktop.engine import variants
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.ui.words import help_text


def _engine_rows(name: str) -> list[set[str]]:
    """The engine's strength order: one set of cards per strength, strongest first."""
    rules = VARIANTS[name]
    strength = rules.strength_for(help_text.example_vira(name), "dirty")
    rows: dict[int, set[str]] = {}
    for card in rules.deck_for("dirty").cards:
        rows.setdefault(strength[card], set()).add(card)
    return [rows[v] for v in sorted(rows, reverse=True)]


@pytest.mark.rule("AR-RANK-1", "MI-RANK-2", "PA-RANK-3")
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_chart_is_the_engines_order(name):
    rows = help_text.ranking(name)
    assert [set(row.cards) for row in rows] == _engine_rows(name)
    assert all(row.caption for row in rows)


def test_the_chart_follows_the_engine_not_a_copy(monkeypatch):
    """Were the engine's order another, the chart would be that one: nothing is copied."""
    argentino = VARIANTS["argentino"]
    upside_down = {card: 15 - value for card, value in argentino.strength_for(None, "").items()}
    changed = dataclasses.replace(argentino, strength_for=lambda _vira, _deck: upside_down)
    monkeypatch.setattr(variants, "get_variant", lambda _name: changed)
    rows = help_text.ranking("argentino")
    assert rows[0].caption == "Fours" and rows[-1].cards == ("1e",)


@pytest.mark.rule("PA-VIRA-2")
def test_paulista_explains_the_manilhas_with_its_example_vira(qtbot):
    from truco_desktop.ui.widgets.help_dialog import HelpDialog

    dialog = HelpDialog("paulista")
    qtbot.addWidget(dialog)
    page = dialog.pages["paulista"].toHtml()
    images = re.findall(r'src="card:([^"]+)"', page)
    vira = help_text.example_vira("paulista")
    assert vira == "7h" and images[0] == vira  # the vira, turned up above the chart
    # Then every card of the deck once, strongest first, in the game's art.
    chart = images[1:]
    assert sorted(chart) == sorted(VARIANTS["paulista"].deck_for("dirty").cards)
    order = [card for row in _engine_rows("paulista") for card in sorted(row)]
    rank = {card: i for i, row in enumerate(_engine_rows("paulista")) for card in row}
    assert [rank[c] for c in chart] == sorted(rank[c] for c in order)
    assert chart[:4] == ["Qc", "Qh", "Qs", "Qd"]  # the manilhas the vira names, by suit
    note = help_text.ranking_note("paulista")
    assert "7 of hearts" in note and "Queens" in note and "4 5 6 7 Q J K A 2 3" in note
    for name in ("argentino", "mineiro"):
        assert help_text.example_vira(name) is None
        assert 'src="card:' in dialog.pages[name].toHtml()
