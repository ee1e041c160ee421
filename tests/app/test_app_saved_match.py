"""A match in progress is saved after every action and resumes exactly.

The subprocess test plays a few actions in a separate process that then dies without
any clean-up (`os._exit`) between two actions, as a crash or a power cut would leave
it; a fresh start must find that exact match.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from app_helpers import act_once, play

from truco_desktop.engine import Match, Rules
from truco_desktop.play.savefile import unwrap
from truco_desktop.storage import SaveStore
from truco_desktop.ui.controllers.session import Session
from truco_desktop.ui.models.game_model import GameModel

ROOT = Path(__file__).resolve().parents[2]


def test_saved_after_every_action(qtbot: Any, paths: Any) -> None:
    model = GameModel()
    session = Session(model, paths)
    session.start_match(Rules("argentino", 4, flor="simple"), "normal", "hard")
    rng = random.Random(7)
    for _ in range(25):
        act_once(model, rng)
        loaded = SaveStore(paths).load()
        assert loaded.status == "ok"
        match_json, extras = unwrap(loaded.payload)
        assert match_json == model.match_json()
        assert extras["levels"] == {"opponents": "normal", "partner": "hard"}


def test_resume_continues_identically(make_window: Any, answers: Any, paths: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 17, random.Random(3))
    expected = window.model.match_json()
    window.close()

    answers.will("yes")
    again = make_window()
    assert again.start_or_resume() is True
    assert answers.asked and "Continue" in answers.asked[0]
    assert again.model.match_json() == expected
    # And play goes on from there, saving as before.
    play(again.model, 3, random.Random(4))
    assert unwrap(SaveStore(paths).load().payload)[0] == again.model.match_json()


def test_declining_the_saved_match_starts_a_new_one(make_window: Any, answers: Any) -> None:
    window = make_window()
    window.start_or_resume()
    play(window.model, 5, random.Random(5))
    old_seed = window.model.session.match.seed
    window.close()

    answers.will("no")
    again = make_window()
    assert again.start_or_resume() is False
    assert again.model.session.match.seed != old_seed


CHILD = textwrap.dedent(
    """
    import json, os, random, sys
    from PySide6.QtCore import QCoreApplication
    from truco_desktop.engine import Rules
    from truco_desktop.paths import app_paths
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.controllers.session import Session
    sys.path.insert(0, sys.argv[2])
    from app_helpers import act_once

    app = QCoreApplication([])
    model = GameModel()
    session = Session(model, app_paths())
    session.start_match(Rules("mineiro", 4), "normal", "normal")
    rng = random.Random(11)
    for _ in range(int(sys.argv[1])):
        act_once(model, rng)
    print(json.dumps(model.match_json()), flush=True)
    os._exit(0)  # dies before the next action: no clean-up, no closing
    """
)


def test_a_killed_process_resumes_where_it_stopped(paths: Any, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, "14", str(Path(__file__).parent)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    expected = json.loads(done.stdout.strip().splitlines()[-1])

    loaded = SaveStore(paths).load()
    assert loaded.status == "ok"
    match_json, _extras = unwrap(loaded.payload)
    assert match_json == expected
    model = GameModel()
    model.restore(match_json)
    assert model.match_json() == expected
    assert Match.from_json(expected).hand.history == model.session.match.hand.history
    leftovers = [p.name for p in paths.data_dir.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_an_untouched_deal_comes_back_without_a_question(make_window: Any, answers: Any) -> None:
    window = make_window()
    window.start_or_resume()
    seed = window.model.session.match.seed
    window.close()
    again = make_window()
    assert again.start_or_resume() is True
    assert answers.asked == []
    assert again.model.session.match.seed == seed


def test_when_the_loop_has_ended_a_saved_match_is_kept_without_asking(
    make_window: Any, answers: Any, paths: Any
) -> None:
    """The start's last step may run after the event loop ended (nothing was painted):
    it must not ask, and must not replace the match waiting in the save."""
    window = make_window()
    window.start_or_resume()
    play(window.model, 5, random.Random(5))
    expected = window.model.match_json()
    window.close()

    again = make_window()
    again.finish_startup(ask=False)
    assert answers.asked == []
    assert again.model.session.match is None
    assert unwrap(SaveStore(paths).load().payload)[0] == expected
