"""The last table's picture (issue 35 items 1 and 2, ``ui/widgets/last_table.py``).

Closing the window with a match saved keeps a picture of the table keyed to the files it
shows; the next start shows it before the rest of the game is imported, asks "Continue
your match?" over it, then puts the live table (the same cards) on top and closes it,
playing on the live table what the player clicked meanwhile. A picture that no longer
holds (the match, the settings, the window's size) is never shown, and a damaged one is
removed. benchmarks/ui_startup.py measures what it saves (benchmarks/ui_startup.md).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from team_questions import answer_team_question, team_question

from truco_desktop.engine.actions import play
from truco_desktop.paths import app_paths
from truco_desktop.play.savefile import session_started
from truco_desktop.ui.widgets.last_table import (
    MAGIC,
    keep_last_table,
    picture_file,
    read_last_table,
    show_last_table,
)
from truco_desktop.ui.widgets.main_window import MainWindow


def _under_way(qtbot: QtBot, home: Path) -> tuple[MainWindow, QPoint, str]:
    """A shown window whose match is under way at the human's turn to play a card; where
    (in the window) his first card is, and that card's action."""
    window = MainWindow(app_paths(home))
    window.change_option(animation_speed="instant", next_hand_by_itself=True)
    window.table.director.sings_for_human = True  # his envido song says itself (AR-ENV-8b)
    window.resize(800, 640)  # within the offscreen screen (800×800)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup(ask=False)
    model = window.model

    director = window.table.director

    def human_turn() -> bool:
        return not director.busy and model.human_in_charge()

    def card_turn() -> bool:
        return human_turn() and any(a.is_card for a in model.human_legal())

    for _ in range(40):
        try:
            qtbot.waitUntil(lambda: human_turn() or team_question(director), timeout=20_000)
        except Exception as error:  # say where the table stood
            match = model.session.match
            raise AssertionError(
                f"busy={director.busy} queue={list(director.queue)} "
                f"thinking={director.thinking} legal={model.human_legal()} "
                f"hand_over={match.hand.is_over} series_over={match.series_over} "
                f"needs_deal={match.needs_deal} score={match.score} "
                f"history={match.hand.history}"
            ) from error
        if answer_team_question(director):
            continue
        legal = model.human_legal()
        cards = [a for a in legal if a.is_card]
        if cards and session_started(window.session.payload()):
            break
        # Not yet under way, or a call to answer: play on (a card, else a refusal: an
        # accepted falta envido can end the match on its first hand).
        refusal = [a for a in legal if a.kind == "no_quiero"]
        model.submit(cards[0] if cards else (refusal or list(legal))[0])
    assert card_turn() and session_started(window.session.payload())
    scene = window.table.scene
    item = scene.held[0][0]
    view = window.table.view
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    where = view.viewport().mapTo(window, centre)
    view_now = model.view()
    assert view_now is not None
    action = play(view_now.cards[0])  # what a click on the first card of the hand plays
    assert action in model.human_legal()
    return window, where, repr(action)


def test_closing_keeps_a_picture_of_the_table_keyed_to_the_saved_match(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _where, _action = _under_way(qtbot, tmp_path)
    size = (window.width(), window.height())
    window.close()
    paths = app_paths(tmp_path)
    found = read_last_table(paths)
    assert found is not None
    picture, image, preferences = found
    assert picture.window == size
    assert (image.width(), image.height()) == (
        round(size[0] * picture.ratio),
        round(size[1] * picture.ratio),
    )
    assert preferences["animation_speed"] == "instant"
    # The felt, not a blank window: many colours.
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in (50, 300, 500)}
    assert len(colours) > 20

    save = paths.current_match_file
    kept = save.read_bytes()
    save.write_bytes(kept + b" ")  # another match (or the same one a step later)
    assert read_last_table(paths) is None
    save.write_bytes(kept)
    assert read_last_table(paths) is not None
    settings = paths.settings_file
    before = settings.read_bytes()
    settings.write_bytes(before.replace(b'"language": null', b'"language": "es"'))
    assert read_last_table(paths) is None  # another language: another picture
    settings.write_bytes(before)
    assert read_last_table(paths) is not None


def test_no_saved_match_no_picture(qtbot: QtBot, tmp_path: Path) -> None:
    window, _where, _action = _under_way(qtbot, tmp_path)
    paths = app_paths(tmp_path)
    assert keep_last_table(window, paths)
    assert picture_file(paths).exists()
    paths.current_match_file.unlink()
    assert not keep_last_table(window, paths)
    assert not picture_file(paths).exists()
    window.session.saving = False
    window.table.shutdown()


@pytest.mark.parametrize(
    "damage",
    [
        lambda raw: b"not a picture" + raw,
        lambda raw: raw[: len(raw) // 2],  # cut short
        lambda raw: raw.replace(b'"width"', b'"wide"', 1),
        lambda raw: MAGIC + b"{" * 9000,
    ],
)
def test_a_damaged_picture_is_removed_and_never_shown(
    qtbot: QtBot, tmp_path: Path, damage: object
) -> None:
    window, _where, _action = _under_way(qtbot, tmp_path)
    window.close()
    paths = app_paths(tmp_path)
    target = picture_file(paths)
    target.write_bytes(damage(target.read_bytes()))  # type: ignore[operator]
    assert read_last_table(paths) is None
    assert not target.exists()
    assert show_last_table(paths) is None


def test_a_picture_of_another_window_size_is_not_shown(qtbot: QtBot, tmp_path: Path) -> None:
    window, _where, _action = _under_way(qtbot, tmp_path)
    window.close()
    paths = app_paths(tmp_path)
    doc = json.loads(paths.settings_file.read_text())
    # The window will open elsewhere and smaller: the picture would not fit it.
    target = picture_file(paths)
    raw = target.read_bytes()
    end = raw.index(b"\n", len(MAGIC))
    header = json.loads(raw[len(MAGIC) : end])
    header["window"] = [header["window"][0] + 10, header["window"][1]]
    target.write_bytes(MAGIC + json.dumps(header).encode() + raw[end:])
    assert read_last_table(paths) is not None  # the files still match...
    assert show_last_table(paths) is None  # ...but not the window's size
    assert doc["preferences"]["window_state"]


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_start_shows_the_picture_first_then_the_live_table_plays_the_click_made_on_it(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication, how: str
) -> None:
    """A fresh process on `app.main`'s own path: the picture is painted before the main
    window is even imported; "Continue your match?" is asked over it; the live window
    opens at the picture's place and size, the picture closes, and the click made on the
    picture's first card (or the key 1) plays that card on the live table."""
    window, where, action = _under_way(qtbot, tmp_path)
    # Every tip unseen again: the first turn after the start shows one (laid out while
    # the live window was hidden behind the picture).
    window._save_prefs(window.prefs.with_changes(tips_seen=()))
    window.close()
    assert picture_file(app_paths(tmp_path)).exists()
    child = textwrap.dedent(
        f"""
        import json, sys
        from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
        from PySide6.QtGui import QKeyEvent, QMouseEvent
        from PySide6.QtWidgets import QApplication, QMessageBox
        app = QApplication(sys.argv[:1])
        seen = {{"asked_over": [], "played": []}}

        def answer(box):
            seen["asked_over"].append(type(box.parentWidget()).__name__)
            return QMessageBox.StandardButton.Yes

        QMessageBox.exec = answer
        from truco_desktop.ui.widgets import last_table
        paint = last_table.LastTableWindow.paintEvent

        def painted(picture, event):
            paint(picture, event)
            if "picture" in seen:
                return
            seen["picture"] = [picture.width(), picture.height()]
            seen["main_window_imported"] = "truco_desktop.ui.widgets.main_window" in sys.modules
            where = QPointF({where.x()}, {where.y()})
            left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
            press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
            plain = Qt.KeyboardModifier.NoModifier
            if {how!r} == "click":
                for kind, buttons in ((press, left), (release, none)):
                    QApplication.postEvent(picture, QMouseEvent(
                        kind, where, picture.mapToGlobal(where), left, buttons, plain))
            else:
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.postEvent(picture, QKeyEvent(kind, Qt.Key.Key_1, plain, "1"))
            seen["picture_window"] = picture

        last_table.LastTableWindow.paintEvent = painted
        from truco_desktop.ui.models import game_model
        submit = game_model.GameModel.submit

        def submitted(model, action):
            seen["played"].append(repr(action))
            return submit(model, action)

        game_model.GameModel.submit = submitted
        hand_over = last_table.LastTableWindow.hand_over

        def handed_over(picture, live, *, same_table):
            panel = live.table.coach.panel  # before the replayed input plays on
            seen["tip"] = panel.isVisible() and panel.kind == "tip"
            seen["tip_scrolls"] = panel.scroller.verticalScrollBar().isVisible()
            dropped = hand_over(picture, live, same_table=same_table)
            seen["same_table"] = same_table
            seen["live"] = [live.width(), live.height()]
            seen["live_visible"] = live.isVisible()
            seen["picture_visible"] = picture.isVisible()
            QTimer.singleShot(100, live.close)
            return dropped

        last_table.LastTableWindow.hand_over = handed_over
        from truco_desktop import app as start
        start.main(["--home", {str(tmp_path)!r}])
        seen.pop("picture_window", None)
        print(json.dumps(seen))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["main_window_imported"] is False, seen
    assert seen["asked_over"] == ["LastTableWindow"], seen
    assert seen["same_table"] is True, seen
    assert seen["live"] == seen["picture"], seen
    assert seen["live_visible"] is True and seen["picture_visible"] is False, seen
    assert seen["played"] == [action], seen
    # A tip shown at the first turn (most turns have one) is whole: no scroll bar
    # narrowing its text.
    assert seen["tip_scrolls"] is False, seen
