"""Issue 32: the panel's benchmark runs, at a smoke size (its figures are the benchmark's).

``benchmarks/bots_panel.py`` is started as a player of the benchmarks would start it: two
matches a cell, our ``hard`` and the expert (two fixed deals a decision) against a style
that exists everywhere and one that needs an envido, under rules with and without one.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_panel_runs_and_reports_every_cell(tmp_path: Path) -> None:
    out = tmp_path / "panel.md"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "bots_panel.py"),
            "--matches", "2",
            "--jobs", "1",
            "--worlds", "2",
            "--subjects", "hard,expert",
            "--opponents", "station,spammer",
            "--configs", "AR 2p,MI 2p",
            "--out", str(out),
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )  # fmt: skip
    rows = [line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("| ")]
    cells = [r for r in rows if r.count("|") == 8 and "configuration" not in r and "---" not in r]
    assert len(cells) == 8  # 2 subjects x 2 opponents x 2 configurations
    # The falta spammer is a style only where the rules have an envido.
    assert [c for c in cells if "n/a" in c] == [
        "| hard | spammer | MI 2p | n/a (no envido) | | | |",
        "| expert | spammer | MI 2p | n/a (no envido) | | | |",
    ]
    for cell in cells:
        if "n/a" not in cell:
            wins = cell.split("|")[4].strip()
            won, played = (int(x) for x in wins.split("/"))
            assert played == 2 and 0 <= won <= 2
