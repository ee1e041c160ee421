"""The arena plays short match sets with 0 errors and summarises them."""

from __future__ import annotations

import json

from truco_desktop.engine import Rules
from truco_desktop.simulate import ALL_OPTIONS, main, run_arena, wilson


def test_random_fuzzing_over_every_option_has_no_errors() -> None:
    summary = run_arena(ALL_OPTIONS, "random", "random", 2 * len(ALL_OPTIONS), seed=1)
    assert summary["errors"] == 0, summary["error_samples"]
    wins = summary["wins"]
    assert isinstance(wins, dict)
    assert wins["team0"] + wins["team1"] + summary["unfinished"] == 2 * len(ALL_OPTIONS)


def test_levels_play_every_variant_without_errors() -> None:
    for rules in (
        Rules("argentino", players=2, flor="full"),
        Rules("mineiro", players=4),
        Rules("paulista", players=2),
    ):
        summary = run_arena((rules,), "hard", "easy", 2, seed=3, budget_ms=None)
        assert summary["errors"] == 0, summary["error_samples"]
        times = summary["decision_ms"]
        assert isinstance(times, dict) and set(times) == {"hard", "easy"}


def test_command_prints_a_json_summary(capsys: object) -> None:
    code = main(
        [
            "--variant",
            "paulista",
            "--players",
            "2",
            "--team0",
            "normal",
            "--team1",
            "random",
            "--matches",
            "2",
            "--seed",
            "5",
        ]
    )
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    data = json.loads(out)
    assert code == 0 and data["errors"] == 0 and data["matches"] == 2
    for key in (
        "wins",
        "win_rate_team0",
        "wilson95_team0",
        "hands_per_second",
        "actions_per_second",
        "decision_ms",
    ):
        assert key in data


def test_terminal_mode_prints_a_hand_log(capsys: object) -> None:
    assert main(["--players", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "Hand 1:" in out and "Final score" in out


def test_wilson_interval() -> None:
    low, high = wilson(990, 1000)
    assert 0.98 < low < 0.99 < high < 0.996
