"""One contract between the table and its model (issue 29 item 3): the offline
``GameModel`` and a network seat's ``NetGameModel`` both keep ``TableModel``, and the
table reads its model through it, never by probing for a member with ``getattr``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from truco_desktop.ui.models.contract import TableModel
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.models.net_model import NetGameModel
from truco_desktop.ui.network.net_client import QtTableClient

UI = Path(__file__).resolve().parents[2] / "truco_desktop" / "ui"


def contract_members() -> set[str]:
    names = set(TableModel.__annotations__)
    names |= {n for n in vars(TableModel) if not n.startswith("_")}
    return names


def test_the_offline_model_keeps_the_tables_contract(qtbot: Any) -> None:
    model = GameModel()
    assert isinstance(model, TableModel)
    missing = sorted(n for n in contract_members() if not hasattr(model, n))
    assert not missing, missing


def test_the_network_model_keeps_the_tables_contract(qtbot: Any) -> None:
    model = NetGameModel(QtTableClient())
    assert isinstance(model, TableModel)
    missing = sorted(n for n in contract_members() if not hasattr(model, n))
    assert not missing, missing
    # What a network seat does not have is a plain value, not an absent member.
    assert model.session is None and not model.human_answers and model.signs_controller


def test_the_table_reads_its_model_without_probing() -> None:
    readers = [
        "widgets/table_widget.py",
        "controllers/director.py",
        "controllers/signs_controller.py",
    ]
    readers += [p.name for p in (UI / "widgets").glob("table_*.py")]
    found = []
    for name in readers:
        path = UI / name if (UI / name).exists() else UI / "widgets" / name
        text = path.read_text(encoding="utf-8")
        for probe in ("getattr(self.model", "getattr(model,", "hasattr(self.model"):
            if probe in text:
                found.append(f"{name}: {probe}")
    assert not found, found
