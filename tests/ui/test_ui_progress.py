"""Statistics → Progress (issue 33 item 5): a finished hand of the match is judged and
counted (off the GUI thread); the tab draws one point per match on its line, in gold,
with the costliest habits named under it; with nothing judged it says so."""

from __future__ import annotations

from PySide6.QtGui import QColor

from truco_desktop.engine import Rules
from truco_desktop.paths import app_paths
from truco_desktop.storage import StatsStore
from truco_desktop.ui.controllers.progress_recorder import ProgressRecorder
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.widgets.glass import GOLD
from truco_desktop.ui.widgets.progress_tab import habit_words
from truco_desktop.ui.widgets.stats_dialog import StatisticsDialog


def play_one_hand(model: GameModel) -> None:
    """The player's first legal move at each decision, the computer seats' own."""
    match = model.session.match
    assert match is not None
    for _guard in range(200):
        if model.session.match.hand.is_over:
            return
        if model.human_in_charge():
            assert model.submit(model.human_legal()[0])
            continue
        seat = model.bot_to_act()
        assert seat is not None
        bot, view, rng, revision = model.bot_job(seat)
        assert model.apply_bot(seat, bot.choose(view, rng).action, revision)
    raise AssertionError("the hand did not end")


def test_a_finished_hand_is_judged_and_counted(qtbot, tmp_path) -> None:
    store = StatsStore(app_paths(tmp_path))
    model = GameModel()
    recorder = ProgressRecorder(model, store)
    model.new_match(Rules("argentino", 2), seed="progress-ui", bot_seed=1)
    play_one_hand(model)
    qtbot.waitUntil(lambda: bool(store.statistics.progress), timeout=20000)
    (entry,) = store.statistics.progress
    assert entry.hands == 1 and entry.variant == "argentino"
    assert 0 <= entry.agreed <= entry.decisions
    recorder.wait_done()


def gold_pixels(image, x: float, y: float) -> bool:  # type: ignore[no-untyped-def]
    gold = QColor(GOLD)
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            colour = image.pixelColor(int(x) + dx, int(y) + dy)
            if abs(colour.red() - gold.red()) + abs(colour.green() - gold.green()) < 40:
                return True
    return False


def test_the_progress_tab_draws_a_point_per_match_and_names_the_habits(qtbot, tmp_path) -> None:
    store = StatsStore(app_paths(tmp_path))
    shares = [(4, 1), (5, 3), (6, 5)]
    for n, (decisions, agreed) in enumerate(shares):
        habits = {"truco_refused_high": (2, 1, 150)} if n == 0 else {"card_wasted": (3, 1, 20)}
        day = f"2026-11-{10 + n:02d}"
        store.record_progress(f"m{n}", "argentino", day, 0, decisions, agreed, habits)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.resize(720, 600)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.progress)
    plot = dialog.progress.plot
    qtbot.waitUntil(plot.isVisible)
    assert [round(s, 2) for _d, s in plot.points] == [0.25, 0.6, 0.83]
    image = plot.grab().toImage()
    ratio = plot.grab().devicePixelRatio()
    for index in range(len(shares)):
        point = plot.point_at(index)
        assert gold_pixels(image, point.x() * ratio, point.y() * ratio), index
    # The dearest habit comes first.
    text = dialog.progress.habits.text()
    assert text.index(habit_words("truco_refused_high")) < text.index(habit_words("card_wasted"))
    assert "83%" in dialog.progress.caption.text()


def test_with_nothing_judged_the_tab_says_so(qtbot, tmp_path) -> None:
    dialog = StatisticsDialog(StatsStore(app_paths(tmp_path)))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.progress.plot.points == []
    assert dialog.progress.plot.empty_text
    assert dialog.progress.habits.text()
