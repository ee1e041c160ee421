"""The real game at its real table (offscreen, instant animations) plays the daily deal
with señas — the computer players' and the human's — with the table's team decisions
and a change of the señas options, submits it in the background when it ends, and the
real server verifies it by replaying every computer player's choice: at a table of
four, and at the tables of three (the gallo) and eight, where the señas are laid for
the hand's teams by the same play layer in the game and in the server (issue 29)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from server_helpers import ServerProcess, today_utc, unique_name

from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb
from truco_desktop.storage import SettingsStore
from truco_desktop.storage.settings import Preferences


@pytest.mark.parametrize(
    ("variant", "players"), [("argentino", 4), ("paulista", 4), ("argentino", 3), ("argentino", 8)]
)
def test_a_daily_played_at_the_table_is_verified_by_the_server(
    qtbot: Any,
    tmp_path: Any,
    server: ServerProcess,
    request: pytest.FixtureRequest,
    variant: str,
    players: int,
) -> None:
    if request.node.callspec.params["server"] != "sqlite":
        pytest.skip("the table's client is the same whatever the server's database")
    from truco_desktop.ui.widgets.main_window import MainWindow

    paths = AppPaths.under(tmp_path / "home")
    flor = "simple" if variant == "argentino" else "off"
    SettingsStore(paths).save(
        Preferences(animation_speed="instant", players=players, variant=variant, flor=flor)
    )
    settings = lb.load_settings(paths)
    server_address = f"http://127.0.0.1:{server.port}"
    lb.save_settings(
        paths,
        lb.LeaderboardSettings(True, server_address, unique_name("Table"), settings.player_id),
    )

    window = MainWindow(paths, today=today_utc)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.leaderboard is not None, timeout=20000)
    assert window.daily_deal()
    model, table = window.model, window.table
    director = table.director
    rng = random.Random(21)
    signed = toggled = 0
    for _ in range(20000):
        match = model.session.match
        if match.series_over:
            break
        choice = director.pending_choice
        proposal = director.pending_proposal
        if choice is not None:
            director.choose_for_partner(rng.choice(choice[1]))
        elif proposal is not None:
            director.answer_proposal(rng.random() < 0.5)
        elif match.needs_deal and table.summary.isVisible():
            table.summary.button.click()  # the summary waits for "Next hand"
        elif not director.busy and model.human_in_charge():
            vocabulary = table.signs.vocabulary()
            if vocabulary and rng.random() < 0.3 and table.signs.make(rng.choice(vocabulary).id):
                signed += 1
            if match.hand_number >= 1 and not toggled:
                model.set_signs(True, False)  # opponents stop catching, mid-hand
                toggled += 1
            legal = model.human_legal()
            plays = [a for a in legal if a.kind == "play"]
            model.submit(rng.choice(plays if plays and rng.random() < 0.8 else legal))
        qtbot.wait(2)
    assert model.session.match.series_over
    assert signed > 0 and toggled == 1
    key = window.session.daily.key if window.session.daily else None
    date = today_utc().isoformat()

    def answered() -> bool:
        standing = lb.Standings(paths).get(date, key or "")
        return standing is not None and standing["state"] in ("stored", "refused")

    qtbot.waitUntil(answered, timeout=60000)
    standing = lb.Standings(paths).get(date, key or "")
    assert standing["state"] == "stored", standing
    assert lb.Queue(paths).items() == []
    window.close()
