"""The sounds played with miniaudio (the ``miniaudio`` package: the ``sound`` extra), one
output stream open for the whole game and a small mixer of our own.

Only ``truco_desktop.ui.audio.sound`` imports this module, and only once sound is wanted, after
the table's first paint. Why miniaudio and not Qt's ``QSoundEffect``, and what it costs:
docs/SOUND.md (``benchmarks/sound_latency.py``).

- **One stream, opened once.** A sound is not a stream of its own: the mixer adds the
  sounds that play into the one stream the output device keeps open. (Qt 6.11's
  ``QSoundEffect`` opens and closes a PulseAudio stream per sound, and after some
  thousands of them its event loop spins for ever on a dead socket notifier.)
- **Off the GUI thread.** The files are decoded and the device opened on a thread of
  their own; miniaudio's own audio thread asks the mixer for each ``PERIOD_MS`` of
  sound. The GUI thread only appends the sound to the list of those playing (a lock
  and a list append: microseconds).
- **Silent when there is nothing to play on.** No audio output (no sound card, no sound
  server) or a file that does not decode: one log line, and every play is a no-op.
- **Quiet on the terminal.** The ALSA library prints its complaints (no card, no
  "dmix" device) straight to the terminal, a screenful on a machine without sound:
  its error handler is replaced by one that writes them to the log instead.
- **Closed before Python exits.** An open device whose audio thread waits for the
  interpreter would hang the exit: the device is closed when the application's loop
  ends, and at the latest by ``atexit``.
"""

from __future__ import annotations

import array
import atexit
import ctypes
import logging
import sys
import threading
import wave
from collections.abc import Generator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

_log = logging.getLogger(__name__)

RATE = 22_050
#: The device's buffer: what a sound waits at most before miniaudio mixes it in.
PERIOD_MS = 20
#: At most this many sounds at once; a further one replaces the oldest.
VOICES = 8


def decode(path: Path) -> array.array[int]:
    """A WAV file's samples: 16-bit mono at ``RATE`` (what scripts/make_sounds.py makes)."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {RATE} Hz")
        samples = array.array("h", w.readframes(w.getnframes()))
    return samples


class Mixer:
    """The sounds playing, mixed into the device's buffers (on miniaudio's thread)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.voices: list[list[Any]] = []  # [samples, position]
        self.gain = 1.0

    def add(self, samples: array.array[int]) -> None:
        with self.lock:
            if len(self.voices) >= VOICES:
                self.voices.pop(0)
            self.voices.append([samples, 0])

    def stream(self) -> Generator[array.array[int], int, None]:
        """miniaudio's callback generator: sent the frames wanted, yields them mixed."""
        frames = yield array.array("h")
        while True:
            with self.lock:
                playing = list(self.voices)
                gain = self.gain
            if not playing:
                out = array.array("h", bytes(2 * frames))
            else:
                mix = [0.0] * frames
                for voice in playing:
                    samples, at = voice
                    chunk = samples[at : at + frames]
                    for i, v in enumerate(chunk):
                        mix[i] += v
                    voice[1] = at + len(chunk)
                out = array.array("h", (max(-32767, min(32767, int(v * gain))) for v in mix))
                with self.lock:
                    self.voices = [v for v in self.voices if v[1] < len(v[0])]
            frames = yield out


#: ALSA's error handler: (file, line, function, errno, format, ...); the varargs of the
#: format are not read, the format alone says enough for a log line.
_ALSA_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_alsa_handler: Any = None


def _alsa_to_log() -> None:
    """Send the ALSA library's messages to the log rather than the terminal (Linux only;
    nothing to do where the library is missing)."""
    global _alsa_handler
    if _alsa_handler is not None or not sys.platform.startswith("linux"):
        return
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return

    def handler(file: bytes, line: int, function: bytes, err: int, fmt: bytes) -> None:
        text = fmt.decode("utf-8", "replace") if fmt else ""
        _log.info("ALSA %s (%s:%s, error %s)", text, function, line, err)

    _alsa_handler = _ALSA_HANDLER(handler)  # kept: ALSA calls it for the whole run
    alsa.snd_lib_error_set_handler(_alsa_handler)


class MiniaudioPlayer(QObject):
    """Plays the named sounds through one miniaudio device; see the module's notes."""

    #: Loading ended (back on the GUI thread): True if sounds will be heard.
    ready = Signal(bool)

    def __init__(self, files: dict[str, Path], parent: QObject | None = None) -> None:
        super().__init__(parent)
        import miniaudio  # type: ignore[import-untyped]  # ImportError: no sound extra

        self._miniaudio = miniaudio
        self.ok = False
        self.mixer = Mixer()
        self.sounds: dict[str, array.array[int]] = {}
        self._device: Any = None
        self._closed = False
        self._lock = threading.Lock()
        self.ready.connect(self._set_ok)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)
        atexit.register(self.close)
        self._loader = threading.Thread(
            target=self._load, args=(files,), name="truco-sound", daemon=True
        )
        self._loader.start()

    def _load(self, files: dict[str, Path]) -> None:
        """On the loader thread: decode the files, open the device."""
        miniaudio = self._miniaudio
        try:
            sounds = {name: decode(path) for name, path in files.items()}
        except (OSError, EOFError, ValueError, wave.Error) as error:
            _log.warning("could not load the sounds (%s): silent", error)
            self.ready.emit(False)
            return
        _alsa_to_log()
        try:
            # The platform's outputs in miniaudio's order, never its silent "null" one.
            unheard = {miniaudio.Backend.NULL, miniaudio.Backend.CUSTOM}
            enabled = set(miniaudio.get_enabled_backends()) - unheard
            backends = sorted(enabled, key=lambda backend: backend.value)
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=PERIOD_MS,
                backends=backends,
                app_name="Truco",
            )
            stream = self.mixer.stream()
            next(stream)
            with self._lock:
                if self._closed:
                    device.close()
                    return
                device.start(stream)
                self._device = device
        except Exception as error:  # miniaudio.MiniaudioError and the like: no output
            _log.info("no audio output (%s): the game stays silent", error)
            self.ready.emit(False)
            return
        self.sounds = sounds
        self.ready.emit(True)

    def _set_ok(self, ok: bool) -> None:
        self.ok = ok and not self._closed

    def set_volume(self, linear: float) -> None:
        self.mixer.gain = linear

    def play(self, name: str) -> None:
        """Start ``name`` (a list append); nothing if it is not loaded."""
        samples = self.sounds.get(name)
        if samples is not None and self.ok:
            self.mixer.add(samples)

    def close(self) -> None:
        """Close the device (its audio thread ends with it); again, nothing."""
        with self._lock:
            self._closed = True
            device, self._device = self._device, None
        self.ok = False
        if device is not None:
            device.close()
