"""The game's player (``ui/audio/sound_miniaudio.py``), in a fresh process each: silent without
an audio output; through a PulseAudio null sink (when the machine has PulseAudio), the
sound really reaches the sink, and thousands of sounds in a row leave it working."""

from __future__ import annotations

import array
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("miniaudio", reason="the sound extra (miniaudio)")

CHILD = textwrap.dedent(
    """
    import logging, sys, time
    logging.basicConfig(level=logging.INFO, stream=sys.stdout, format="%(message)s")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from truco_desktop.ui.audio.sound import NAMES
    from truco_desktop.ui.audio.sound import TableSounds
    sounds = TableSounds()
    sounds.configure(True, 100)
    player = sounds.player
    result = {}
    player.ready.connect(lambda ok: result.setdefault("ready", ok))
    sounds.played.connect(lambda name: result.setdefault("played", time.time()))
    def cue():
        print("ready", result.get("ready"), flush=True)
        sounds.cue("card", 0)
    burst = QTimer()
    count = [0]
    def more():  # SOAK seconds of sounds, 3 every 70 ms, after the card
        for _ in range(3):
            sounds.cue(NAMES[count[0] % len(NAMES)], 0)
            count[0] += 1
    burst.timeout.connect(more)
    soak = float(sys.argv[1])
    QTimer.singleShot(1000, cue)
    if soak:
        QTimer.singleShot(1500, lambda: burst.start(70))
    QTimer.singleShot(int(2500 + 1000 * soak), app.quit)
    app.exec()
    print("played", result.get("played"), flush=True)
    print("closed", player._device is None and not player.ok, flush=True)
    """
)


def _run(env: dict[str, str], soak: float = 0.0) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    env.pop("TRUCO_DESKTOP_SOUND", None)
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(soak)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120 + 2 * soak,
    )


def test_without_an_audio_output_the_player_is_silent_and_says_so_in_the_log() -> None:
    # No sound server, and ALSA finds no card here (or a card nobody hears: either way
    # the game goes on, without a dialog).
    out = _run({"PULSE_SERVER": "unix:/nonexistent/native", "ALSA_CONFIG_PATH": "/dev/null"})
    assert out.returncode == 0, out.stderr
    if "ready True" in out.stdout:
        pytest.skip("this machine has an audio output of its own")
    assert "ready False" in out.stdout
    assert "no audio output" in out.stdout and "the game stays silent" in out.stdout
    assert "played None" in out.stdout
    assert "closed True" in out.stdout
    assert "Traceback" not in out.stderr


@pytest.fixture
def null_sink() -> Iterator[str]:
    """A private PulseAudio daemon with a null sink; its server address."""
    if not (shutil.which("pulseaudio") and shutil.which("parec")):
        pytest.skip("needs pulseaudio and parec (Debian: pulseaudio pulseaudio-utils)")
    folder = Path(tempfile.mkdtemp(prefix="truco-pa-"))
    socket = folder / "native"
    (folder / "pa.conf").write_text(
        "load-module module-null-sink sink_name=nullsink\n"
        f"load-module module-native-protocol-unix auth-anonymous=1 socket={socket}\n"
        "set-default-sink nullsink\n",
        encoding="utf-8",
    )
    env = dict(os.environ, XDG_RUNTIME_DIR=str(folder), HOME=str(folder))
    daemon = subprocess.Popen(
        [
            "pulseaudio",
            "-n",
            "-F",
            str(folder / "pa.conf"),
            "--exit-idle-time=-1",
            "--daemonize=no",
            "--log-target=stderr",
            "--log-level=error",
        ],
        env=env,
    )
    try:
        for _ in range(100):
            if socket.exists():
                break
            time.sleep(0.05)
        else:
            pytest.skip("PulseAudio did not start here")
        yield f"unix:{socket}"
    finally:
        daemon.terminate()
        daemon.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


def _record(server: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [
            "parec",
            "--raw",
            "--format=s16le",
            "--channels=1",
            "--rate=22050",
            "--latency-msec=20",
            "-d",
            "nullsink.monitor",
        ],
        stdout=subprocess.PIPE,
        env={**os.environ, "PULSE_SERVER": server},
    )


def _loud(recorded: bytes) -> int:
    pcm = array.array("h", recorded[: len(recorded) // 2 * 2])
    return max((abs(v) for v in pcm), default=0)


def test_a_cued_sound_reaches_the_sink(null_sink: str) -> None:
    recorder = _record(null_sink)
    try:
        out = _run({"PULSE_SERVER": null_sink})
    finally:
        time.sleep(0.2)
        recorder.terminate()
        recorded, _ = recorder.communicate(timeout=10)
    assert out.returncode == 0, out.stderr
    assert "ready True" in out.stdout, out.stdout + out.stderr
    assert "played None" not in out.stdout
    assert "closed True" in out.stdout
    assert _loud(recorded) > 3000, "the card's sound was heard"


def test_hundreds_of_sounds_in_a_row_leave_it_working(null_sink: str) -> None:
    """The soak that broke Qt's QSoundEffect (docs/SOUND.md): 3 sounds every 70 ms."""
    out = _run({"PULSE_SERVER": null_sink}, soak=20)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "closed True" in out.stdout
    assert "Invalid socket" not in out.stderr and "Traceback" not in out.stderr
