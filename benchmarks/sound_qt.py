"""The candidate that lost: Qt's own ``QSoundEffect`` (``PySide6.QtMultimedia``, from the
PySide6-Addons wheel), as well as it could be used, for ``benchmarks/sound_latency.py``.

It was built for the game and measured; docs/SOUND.md says why the game uses miniaudio
instead (``QSoundEffect`` opens a PulseAudio stream per sound, and after some thousands
of sounds Qt 6.11's event loop spins for ever on a dead socket notifier). Kept here so
the comparison can be run again (``pip install PySide6-Addons==<PySide6's version>``).

- **No media backend.** ``QSoundEffect`` needs none of Qt's media backends (the FFmpeg
  plugin, with libavcodec: 20 MB of memory and some 80 ms to load): it plays through
  the platform's audio, which QtMultimedia carries itself. Qt loads the first backend it
  finds in its plugin folders when the module is first used, so that moment comes with
  the plugin folders hidden: Qt then says "Only QMediaDevices, QAudioDevice,
  QSoundEffect, QAudioSink, and QAudioSource are available", all that is needed.
- **Off the GUI thread.** The effects live on a ``QThread`` of their own; the GUI thread
  only emits a queued signal connected to ``QSoundEffect.play``, a C++ slot.
- **Silent when there is nothing to play on**: one log line.
"""

from __future__ import annotations

import atexit
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLoggingCategory, QObject, QThread, Signal, Slot
from shiboken6 import isValid

if TYPE_CHECKING:  # imported by _import_multimedia, after the first paint
    from PySide6.QtMultimedia import QSoundEffect

_log = logging.getLogger(__name__)

#: Effects per sound: a sound cued again while it still plays starts on the next one
#: instead of cutting the first short (the deal's flicks come 40-70 ms apart).
POOL = {"deal": 3, "card": 2, "covered": 2}


#: Qt's words while sound starts: expected, and for the log only (debug).
_EXPECTED = ("No QtMultimedia backends", "PulseAudioService", "QSoundEffect", "qt.multimedia")


class _QtWordsToLog:
    """While sound starts, Qt's messages go to the log, not the terminal: Qt says that
    no media backend was found (as wanted), or that there is no sound server. Anything
    else Qt says meanwhile is logged as a warning. Installed on the GUI thread until the
    sound thread has loaded (``restore``)."""

    def __init__(self) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        self._previous = qInstallMessageHandler(self._to_log)
        self._on = True

    @staticmethod
    def _to_log(_mode: object, _context: object, message: str) -> None:
        if message.startswith(_EXPECTED):
            _log.debug("Qt: %s", message)
        else:
            _log.warning("Qt: %s", message)

    def restore(self) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        if self._on:
            self._on = False
            qInstallMessageHandler(self._previous)


def _import_multimedia() -> None:
    """Import QtMultimedia and make Qt's media integration without any media backend.

    Runs on the GUI thread (the plugin folders are the application's), once; Qt's
    categorised multimedia messages are off (``QT_LOGGING_RULES`` still turns them on)."""
    QLoggingCategory.setFilterRules("qt.multimedia.*=false")
    paths = QCoreApplication.libraryPaths()
    try:
        QCoreApplication.setLibraryPaths(
            [p for p in paths if not os.path.isdir(os.path.join(p, "multimedia"))]
        )
        from PySide6.QtMultimedia import QMediaFormat

        # The first use of the media integration makes it: now, while no backend shows.
        QMediaFormat().supportedFileFormats(QMediaFormat.ConversionMode.Decode)
    finally:
        QCoreApplication.setLibraryPaths(paths)


class _Voices(QObject):
    """Lives on the sound thread: the effects, made there from the files."""

    #: Loading ended: True if there is an output and every file loaded.
    loaded = Signal(bool)
    #: The volume (a linear factor) of every effect.
    volume = Signal(float)

    def __init__(self, files: dict[str, Path]) -> None:
        super().__init__()
        self.files = files
        self.effects: dict[str, list[QSoundEffect]] = {}
        self._waiting = 0
        self._failed = False
        self._reported = False
        self._settled: set[object] = set()

    @Slot()
    def load(self) -> None:
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

        if QMediaDevices.defaultAudioOutput().isNull():
            _log.info("no audio output: the game stays silent")
            self.loaded.emit(False)
            return
        made = []
        for name, path in self.files.items():
            group = []
            for _ in range(POOL.get(name, 1)):
                effect = QSoundEffect(self)
                effect.statusChanged.connect(self._status)
                self.volume.connect(effect.setVolume)
                group.append(effect)
                made.append((effect, path))
            self.effects[name] = group
        # Counted before any source is set: a file already cached is ready at once.
        self._waiting = len(made)
        for effect, path in made:
            effect.setSource(QUrl.fromLocalFile(str(path)))
        if not made:
            self._done()

    @Slot()
    def _status(self) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        effect = self.sender()
        if not isinstance(effect, QSoundEffect) or effect in self._settled:
            return
        status = effect.status()
        if status == QSoundEffect.Status.Error:
            _log.warning("could not load the sound %s: silent", effect.source().toLocalFile())
            self._failed = True
        elif status != QSoundEffect.Status.Ready:
            return
        self._settled.add(effect)
        self._waiting -= 1
        if self._waiting == 0:
            self._done()

    def _done(self) -> None:
        if not self._reported:
            self._reported = True
            self.loaded.emit(not self._failed)


class _Trigger(QObject):
    """Emitted on the GUI thread; connected (queued) to one effect's ``play``."""

    fire = Signal()


class QtPlayer(QObject):
    """Plays the named sounds on the sound thread; see the module's notes."""

    #: Loading ended: True if sounds will be heard.
    ready = Signal(bool)

    def __init__(self, files: dict[str, Path], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words = _QtWordsToLog()
        try:
            _import_multimedia()
        except BaseException:
            self._words.restore()
            raise
        self.ok = False
        self.worker = QThread(self)
        self.worker.setObjectName("truco-sound")
        self._voices = _Voices(files)
        self._voices.moveToThread(self.worker)
        self._voices.loaded.connect(self._loaded)
        self.worker.started.connect(self._voices.load)
        self._triggers: dict[str, list[_Trigger]] = {}
        self._next: dict[str, int] = {}
        self._volume = 1.0
        # A running QThread must not be destroyed: it ends with the application's loop,
        # or at the latest when Python exits.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)
        atexit.register(self.close)
        self.worker.start()

    @Slot(bool)
    def _loaded(self, ok: bool) -> None:
        # Back on the GUI thread: the effects exist now, on the sound thread.
        self._words.restore()
        if ok:
            for name, group in self._voices.effects.items():
                triggers = []
                for effect in group:
                    trigger = _Trigger(self)
                    trigger.fire.connect(effect.play)
                    triggers.append(trigger)
                self._triggers[name] = triggers
            self._voices.volume.emit(self._volume)
        self.ok = ok
        self.ready.emit(ok)

    def set_volume(self, linear: float) -> None:
        self._volume = linear
        self._voices.volume.emit(linear)

    def play(self, name: str) -> None:
        """Start ``name`` (cheap: a queued signal); nothing if it is not loaded."""
        triggers = self._triggers.get(name)
        if not triggers:
            return
        k = self._next.get(name, 0)
        self._next[name] = (k + 1) % len(triggers)
        triggers[k].fire.emit()

    def close(self) -> None:
        """Stop the sound thread (and with it every effect); again, nothing."""
        self._triggers.clear()
        self.ok = False
        if isValid(self.worker) and self.worker.isRunning():
            self._voices.deleteLater()
            self.worker.quit()
            self.worker.wait(2000)


def available() -> bool:
    """Whether QtMultimedia can be imported (the ``sound`` extra is installed)."""
    import importlib.util

    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False
