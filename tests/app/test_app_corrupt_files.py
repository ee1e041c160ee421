"""Bad files are moved aside, replaced by defaults, and the player is told calmly."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from app_helpers import act_once

from truco_desktop.storage import SaveStore


def _aside(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.corrupt-*"))


def test_corrupt_settings_save_and_statistics(make_window: Any, answers: Any, paths: Any) -> None:
    for path in (paths.settings_file, paths.current_match_file, paths.statistics_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"{ this is not json")

    window = make_window()
    assert window.start_or_resume() is False  # nothing to offer: no question asked
    assert answers.asked == []

    assert window.prefs.variant == "argentino", "defaults in use"
    assert window.model.session.match is not None, "the app still starts a game"
    assert len(_aside(paths.config_dir, "settings")) == 1
    assert len(_aside(paths.data_dir, "current-match")) == 1
    assert len(_aside(paths.data_dir, "statistics")) == 1
    shown = window.notice_text().splitlines()
    assert len(shown) == 3
    assert any(line.startswith("Your settings file could not be read") for line in shown)
    assert any(line.startswith("Your saved match could not be read") for line in shown)
    assert any(line.startswith("Your statistics file could not be read") for line in shown)
    for line in shown:
        assert line.count(". ") == 0 and line.endswith("."), "one sentence each"


def test_a_save_the_engine_rejects_is_moved_aside(
    make_window: Any, answers: Any, paths: Any
) -> None:
    bad = {
        "kind": "truco-desktop/match",
        "version": 1,
        "variant": "argentino",
        "rules": {"players": 4},
        "seed": "x",
        "hands": [[[0, "play:1e"]]],
    }
    SaveStore(paths).save(bad)
    answers.will("yes")
    window = make_window()
    assert window.start_or_resume() is False
    assert len(_aside(paths.data_dir, "current-match")) == 1
    assert "could not be resumed" in window.notice_text()
    assert window.model.session.match is not None


def test_a_newer_save_is_kept_and_reported(make_window: Any, answers: Any, paths: Any) -> None:
    newer = {"format": "truco-desktop/save", "version": 99, "match": {"kind": "future"}}
    paths.data_dir.mkdir(parents=True)
    paths.current_match_file.write_text(json.dumps(newer), encoding="utf-8")

    window = make_window()
    window.start_or_resume()
    assert "newer version" in window.notice_text()
    act_once(window.model, random.Random(1))  # the first save moves it, never over it
    kept = [p for p in paths.data_dir.iterdir() if p.name.startswith("current-match.v99")]
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8")) == newer
    assert SaveStore(paths).load().status == "ok"
