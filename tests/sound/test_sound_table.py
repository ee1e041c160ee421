"""The table cues its sounds where its animations say: a card's sound when its flight
ends, the deal's flick as each dealt card lands, a bet when it is said; and the main
window makes the sounds only after the first paint, as the preferences say."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections import defaultdict
from typing import Any

import pytest

from truco_desktop.engine import Rules


@pytest.fixture
def live_table(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A table at fast speed whose cues and card flights are recorded per event."""
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.table.card_item import CardItem
    from truco_desktop.ui.widgets.table_widget import TableWidget

    model = GameModel()
    model.set_animation_speed("fast")
    table = TableWidget(model)
    table.auto_next_ms = None
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.record: list[tuple[object, list[tuple[str, int]], list[int]]] = []
    current: dict[str, Any] = {}
    play_event = table.scene.play_event

    def recording(event: object, view: object) -> int:
        current["cues"], current["ends"] = [], []
        ms = play_event(event, view)  # type: ignore[arg-type]
        table.record.append((event, current.pop("cues"), current.pop("ends")))
        return ms

    animate = CardItem.animate

    def animating(item: CardItem, *args: Any, **kwargs: Any) -> int:
        end = animate(item, *args, **kwargs)
        if "ends" in current:
            current["ends"].append(end)
        return end

    monkeypatch.setattr(table.scene, "play_event", recording)
    monkeypatch.setattr(CardItem, "animate", animating)
    table.scene.on_cue = lambda name, at: current["cues"].append((name, at))
    yield table
    table.shutdown()


def _play_a_hand(qtbot: Any, table: Any, call_truco: bool) -> None:
    from truco_desktop.engine.events import HandOver

    model = table.model
    model.new_match(Rules("argentino", 4), seed="sound-cues", bot_seed=3)
    called = False

    def over() -> bool:
        return any(isinstance(e, HandOver) for e, _c, _e in table.record)

    for _ in range(60):
        qtbot.waitUntil(
            lambda: over() or (not table.director.busy and model.human_in_charge()),
            timeout=60000,
        )
        if over():
            break
        legal = model.human_legal()
        truco = [a for a in legal if a.kind == "truco"]
        if call_truco and truco and not called:
            called = True
            model.submit(truco[0])
            continue
        plays = [a for a in legal if a.kind == "play"]
        model.submit(plays[0] if plays else legal[0])
    qtbot.waitUntil(over, timeout=60000)


def test_each_card_sounds_when_its_flight_ends(qtbot: Any, live_table: Any) -> None:
    from truco_desktop.engine.events import Called, CardPlayed, HandStarted
    from truco_desktop.ui.words import strings as S

    _play_a_hand(qtbot, live_table, call_truco=True)
    seen: dict[str, int] = defaultdict(int)
    for event, cues, ends in live_table.record:
        names = [name for name, _at in cues]
        if isinstance(event, CardPlayed):
            want = "covered" if event.covered else "card"
            assert names == [want], (event, cues)
            assert cues[0][1] == max(ends) > 0, "the flight of the card played"
            seen[want] += 1
        elif isinstance(event, HandStarted):
            assert names.count("shuffle") == 1
            deals = [at for name, at in cues if name == "deal"]
            assert len(deals) == 12, "one flick per card dealt (four seats, three cards)"
            assert all(at in ends for at in deals), "each as a dealt card lands"
            assert deals == sorted(deals) and deals[0] > 0
            seen["deal"] += 1
        elif isinstance(event, Called):
            assert names == (["bet"] if S.is_bet(event.word) else []), event
            if S.is_bet(event.word):
                assert cues[0][1] == 0, "a bet sounds as it is said"
                seen["bet"] += 1
        else:
            assert "card" not in names and "deal" not in names, event
    assert seen["card"] >= 4 and seen["deal"] == 1 and seen["bet"] >= 1


def test_the_next_deal_first_gathers_the_cards(qtbot: Any, live_table: Any) -> None:
    from truco_desktop.engine.events import HandStarted

    _play_a_hand(qtbot, live_table, call_truco=False)
    live_table.record.clear()
    live_table.model.deal_next()
    qtbot.waitUntil(
        lambda: any(isinstance(e, HandStarted) for e, _c, _e in live_table.record),
        timeout=10000,
    )
    _event, cues, _ends = next(r for r in live_table.record if isinstance(r[0], HandStarted))
    assert cues[0] == ("gather", 0)
    shuffle = dict(cues)["shuffle"]
    deals = [at for name, at in cues if name == "deal"]
    motion = live_table.motion
    assert shuffle >= motion.ms("gather"), "the deal starts when the cards are gathered"
    assert min(deals) == shuffle + motion.ms("deal"), "the first card flies from then"


def test_the_first_frame_loads_no_sound_and_the_sound_comes_after_it(tmp_path: Any) -> None:
    """A fresh process: at the table's first paint nothing of sound is imported (no
    ``ui.sound``, no miniaudio); after it the window makes its sounds, as the
    preferences say (here on, with no audio output: silent, no dialog)."""
    child = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from truco_desktop.paths import app_paths
        from truco_desktop.ui.widgets.main_window import MainWindow
        from truco_desktop.ui.widgets.table_widget import TableView
        seen = {{}}
        paint = TableView.paintEvent
        def first(view, event):
            seen.setdefault("first", sorted(m for m in sys.modules if "ound" in m
                                            or "miniaudio" in m or "Multimedia" in m))
            return paint(view, event)
        TableView.paintEvent = first
        window = MainWindow(app_paths(Path({str(tmp_path)!r})))
        window.show()
        QTimer.singleShot(1500, app.quit)
        app.exec()
        print(seen["first"])
        print(window.sound is not None and window.sound.enabled)
        print("truco_desktop.ui.audio.sound" in sys.modules)
        window.table.shutdown()
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PULSE_SERVER": "unix:/nonexistent"}
    env.pop("TRUCO_DESKTOP_SOUND", None)
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    first, made, loaded = out.stdout.split("\n")[:3]
    assert first == "[]", first
    assert (made, loaded) == ("True", "True")
