"""The table's sounds, in step with its animations.

The table's event handlers know when what they animate happens: a played card lands when
its flight ends, a dealt card when its own does. They *cue* a sound for that moment
(``TableScene.cue(name, at_ms)``); ``TableSounds`` keeps the cues in one queue ordered by
time, with one precise timer armed for the next, and starts each sound ``LEAD_MS`` before
its moment, about what the audio output takes to sound it, so that it is heard as the
card lands. Events with no animation of their own come from the director as it shows
them (the match won or lost).

Sounds (``assets/sounds/``, made by ``scripts/make_sounds.py``):

=========  ==========================================================================
shuffle    the deal begins (after last hand's cards are gathered)
deal       each dealt card lands at its seat (and each card drawn from the stock)
card       a card played face up lands on the felt (and the vira is turned)
covered    a covered card (face down) lands
gather     the cards on the felt are swept to the dealer (a new hand, a pica-pica duel)
bet        a bet is called: truco, envido and their raises, a flor with a level
won, lost  the match ends, for your team or the other
=========  ==========================================================================

Nothing here loads before the first paint: the main window makes ``TableSounds`` after
it, and the player (miniaudio, ``ui/audio/sound_miniaudio.py``: one output stream, mixed off
the GUI thread) is made only when sound is on. Without the ``sound`` extra (the
``miniaudio`` package) the game is silent: one log line, no dialog.
``TRUCO_DESKTOP_SOUND=off`` silences the game whatever the preferences say (the tests
set it, so CI never needs audio).

Figures (latency, start-up, memory) and the choice of player: docs/SOUND.md.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import math
import os
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal

_log = logging.getLogger(__name__)

NAMES = ("shuffle", "deal", "card", "covered", "gather", "bet", "won", "lost")
#: ``off`` (or 0, no, false, mute): silent whatever the preferences say.
ENV = "TRUCO_DESKTOP_SOUND"
#: A sound starts this long before its moment: the audio output's delay (some 25 ms
#: measured through PulseAudio, docs/SOUND.md), less a margin so it is never early.
LEAD_MS = 20
#: The same sound cued again within this of the last one sounds once (at instant
#: speed every card of a deal lands at once).
COALESCE_MS = 30
#: At most this many sounds start in any ``BURST_MS``; more are dropped (the table at
#: instant speed, a burst of events): a pile of sounds at once is noise, not news.
BURST = 4
BURST_MS = 100
#: The volume of a first start, in percent of full (the Options menu offers 25-100).
DEFAULT_VOLUME = 75


def env_muted() -> bool:
    """Whether ``TRUCO_DESKTOP_SOUND`` silences the game."""
    return os.environ.get(ENV, "").strip().lower() in {"0", "off", "no", "false", "mute"}


def linear_volume(percent: int) -> float:
    """The volume control's position (0-100, as heard) as a linear amplitude factor:
    Qt's logarithmic scale (``QAudio.convertVolume``), so 50% sounds half as loud."""
    v = min(max(percent, 0), 100) / 100
    return 1.0 if v >= 1 else -math.log(1 - v) / math.log(100)


def sound_files(folder: Path | None = None) -> dict[str, Path]:
    """Each sound's file: ``<assets>/sounds/<name>.wav``."""
    if folder is None:
        from truco_desktop.resources import assets_dir

        folder = assets_dir() / "sounds"
    return {name: folder / f"{name}.wav" for name in NAMES}


class Player(Protocol):
    """What plays the sounds: miniaudio's (``sound_miniaudio.MiniaudioPlayer``) or a
    test's."""

    #: True once the sounds are loaded and an output is there to play them on.
    ok: bool

    def play(self, name: str) -> None:
        """Start ``name`` now, without waiting for anything."""
        ...

    def set_volume(self, linear: float) -> None: ...

    def close(self) -> None: ...


#: Makes the player: (files, called once loading ended with True if sounds will be heard).
PlayerFactory = Callable[[dict[str, Path], Callable[[bool], None]], Player]


def default_player(files: dict[str, Path], on_ready: Callable[[bool], None]) -> Player:
    """The miniaudio player; raises ImportError without the ``sound`` extra."""
    from truco_desktop.ui.audio.sound_miniaudio import MiniaudioPlayer

    player = MiniaudioPlayer(files)
    player.ready.connect(on_ready)
    return player


class TableSounds(QObject):
    """Cues from the table, played at their moment, when sound is on."""

    #: A sound was handed to the player (its name): for tests and the benchmarks.
    played = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        factory: PlayerFactory | None = None,
        files: dict[str, Path] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = factory if factory is not None else default_player
        self._files = files
        #: Milliseconds, from any origin (tests and the benchmarks pass their own).
        self.clock: Callable[[], float] = clock or (lambda: time.perf_counter() * 1000)
        self.enabled = False
        self.volume = DEFAULT_VOLUME
        self.player: Player | None = None
        self._unavailable = False
        self._due: list[tuple[float, int, str]] = []
        self._order = itertools.count()
        self._last: dict[str, float] = {}
        self._started: deque[float] = deque(maxlen=BURST)
        self._view_team: Callable[[], int] = lambda: 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._fire)

    # ------------------------------------------------------------------ set-up
    def attach(self, table: Any) -> None:
        """Listen to a table: its scene's cues and the events its director shows.

        A stand-in table without a scene or a director (some tests) is left silent."""
        scene = getattr(table, "scene", None)
        director = getattr(table, "director", None)
        if scene is not None and hasattr(scene, "on_cue"):
            scene.on_cue = self.cue

            def team() -> int:
                view = getattr(scene, "view", None)
                return int(view.team) if view is not None else 0

            self._view_team = team
        if director is not None:
            director.event_played.connect(self._on_event)
            model = getattr(director, "model", None)
            if model is not None:
                model.match_reset.connect(self.clear)

    def configure(self, enabled: bool, volume: int) -> None:
        """Sound on or off, and its volume (0-100): the player is made the first time
        sound is on (and ``TRUCO_DESKTOP_SOUND`` does not silence it)."""
        self.enabled = bool(enabled) and not env_muted()
        self.volume = volume
        if not self.enabled:
            self.clear()
            return
        if self.player is None and not self._unavailable:
            self._make_player()
        if self.player is not None:
            self.player.set_volume(linear_volume(volume))

    def _make_player(self) -> None:
        try:
            files = self._files if self._files is not None else sound_files()
            self.player = self._factory(files, self._ready)
        except ImportError as error:
            self._unavailable = True
            _log.info(
                "no sound: %s (install the 'sound' extra: pip install 'truco-desktop[sound]')",
                error,
            )
        except (OSError, RuntimeError) as error:
            self._unavailable = True
            _log.warning("no sound: %s", error)

    def _ready(self, ok: bool) -> None:
        if ok:  # the player logs why not
            _log.info("sound ready")

    def close(self) -> None:
        """Forget what is cued and stop the player (the window closes)."""
        self.clear()
        if self.player is not None:
            self.player.close()
            self.player = None

    # ------------------------------------------------------------------ cues
    @property
    def active(self) -> bool:
        return self.enabled and self.player is not None

    def cue(self, name: str, at_ms: int) -> None:
        """Sound ``name`` when something happens ``at_ms`` from now (a card lands)."""
        if not self.active:
            return
        now = self.clock()
        due = now + max(0, at_ms - LEAD_MS)
        last = self._last.get(name)
        if last is not None and abs(due - last) < COALESCE_MS:
            return
        self._last[name] = due
        heapq.heappush(self._due, (due, next(self._order), name))
        self._arm(now)

    def clear(self) -> None:
        """Drop every cue not yet sounded (a new match, sound switched off)."""
        self._due.clear()
        self._last.clear()
        self._timer.stop()

    def _arm(self, now: float) -> None:
        if not self._due:
            self._timer.stop()
            return
        wait = max(0, math.ceil(self._due[0][0] - now))
        if wait == 0:
            self._fire()
        elif not self._timer.isActive() or self._timer.remainingTime() > wait:
            self._timer.start(wait)

    def _fire(self) -> None:
        now = self.clock()
        while self._due and self._due[0][0] <= now + 0.5:
            _due, _order, name = heapq.heappop(self._due)
            self._play(name)
        self._arm(now)

    def _play(self, name: str) -> None:
        player = self.player
        if player is None or not player.ok or not self.enabled:
            return
        now = self.clock()
        started = self._started
        if len(started) == BURST and now - started[0] < BURST_MS:
            return  # a burst: this one would not be heard anyway
        started.append(now)
        player.play(name)
        self.played.emit(name)

    # ------------------------------------------------------------------ the director
    def _on_event(self, event: object) -> None:
        """Events without an animation of their own: the match's end."""
        from truco_desktop.engine.events import MatchOver

        if isinstance(event, MatchOver):
            self.cue("won" if event.winner == self._view_team() else "lost", 0)


__all__ = ["DEFAULT_VOLUME", "ENV", "NAMES", "TableSounds", "env_muted", "linear_volume"]
