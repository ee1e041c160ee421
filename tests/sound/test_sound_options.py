"""The Options menu's sound entries, saved at once and back after a restart; the window
makes the sounds after the first paint; the demo is silent unless asked."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.storage import SettingsStore


class StandInTable(QWidget):
    """The window's table (``main_window.Table``) without animation, painted on demand."""

    rules_requested = Signal()
    menu_requested = Signal()
    settings_requested = Signal()
    painted = Signal()

    def __init__(self, model: Any, deck_style: str = "classic", four_colour: bool = False):
        super().__init__()
        self.model = model
        self.was_painted = False

    def lay_table(self, *args: object) -> None:
        pass

    def set_deck(self, style: str, four_colour: bool) -> None:
        pass

    def show_own_envido(self, on: bool) -> None:
        pass

    def shutdown(self) -> None:
        pass

    def set_auto_next(self, on: bool) -> None:
        pass


@pytest.fixture
def paths() -> AppPaths:
    return app_paths()


@pytest.fixture
def make_window(
    qtbot: Any, paths: AppPaths, fake_player: Any, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[], Any]]:
    """Main windows on a stand-in table, whose sounds go to a recording player."""
    from truco_desktop.ui.audio import sound
    from truco_desktop.ui.widgets.main_window import MainWindow

    monkeypatch.setattr(sound, "default_player", fake_player)
    made: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(paths, table_factory=StandInTable)
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.session.saving = False


def test_the_window_makes_its_sounds_after_the_first_paint(
    make_window: Any, sound_on: None
) -> None:
    window = make_window()
    assert window.sound is None, "nothing of sound before the first paint"
    window.table.painted.emit()
    assert window.sound.enabled and window.sound.player is not None
    assert window.sound.volume == 75


def test_sound_and_volume_from_the_options_menu_are_remembered(
    make_window: Any, sound_on: None, paths: AppPaths
) -> None:
    window = make_window()
    window.table.painted.emit()
    menus = window.menus
    assert menus.sound_action.isChecked() and menus.volume_actions[75].isChecked()
    menus.volume_actions[25].trigger()
    assert window.sound.player.volume == pytest.approx(0.0625, abs=1e-3)
    menus.sound_action.trigger()  # off
    assert not window.sound.enabled
    assert not menus.volume_menu.isEnabled()
    saved, message = SettingsStore(paths).load()
    assert (saved.sound_enabled, saved.sound_volume, message) == (False, 25, None)

    window.close()
    again = make_window()
    again.table.painted.emit()
    assert not again.menus.sound_action.isChecked()
    assert again.menus.volume_actions[25].isChecked()
    assert not again.sound.enabled and again.sound.player is None, "off: nothing loaded"
    again.menus.sound_action.trigger()  # on again
    assert again.sound.enabled and again.sound.player is not None
    assert SettingsStore(paths).load()[0].sound_enabled


def test_the_menu_entries_have_words(make_window: Any) -> None:
    menus = make_window().menus
    assert menus.sound_action.text() and menus.volume_menu.title()
    assert [a.text() for a in menus.volume_actions.values()] == ["25%", "50%", "75%", "100%"]


@pytest.mark.parametrize(("argv", "asked"), [(["--demo"], False), (["--demo", "--sound"], True)])
def test_the_demo_is_silent_unless_asked(
    argv: list[str], asked: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    import truco_desktop.app as app_module
    from truco_desktop.ui.widgets import demo

    calls: list[dict[str, object]] = []
    monkeypatch.setattr(demo, "run_demo", lambda **kw: calls.append(kw) or 0)
    monkeypatch.setattr(app_module._Startup, "finish", lambda self, **kw: None)  # no log file
    assert app_module.main([*argv, "--hands", "1"]) == 0
    assert calls and bool(calls[0].get("sound", False)) is asked


def test_the_demo_makes_sounds_only_when_asked(
    qtbot: Any, sound_on: None, fake_player: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from truco_desktop.ui.audio import sound
    from truco_desktop.ui.widgets import demo

    monkeypatch.setattr(sound, "default_player", fake_player)
    made: list[Any] = []
    init = sound.TableSounds.__init__

    def record(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(sound.TableSounds, "__init__", record)
    demo.run_demo(seed=1, hands=1, speed="instant", show=False)
    assert made == []
    demo.run_demo(seed=1, hands=1, speed="instant", show=False, sound=True)
    assert len(made) == 1 and made[0].enabled
    assert "shuffle" in made[0].player.plays and "deal" in made[0].player.plays
