"""The playback candidates, measured: install size, import and start-up cost, the cost of
the play call, the latency from the play call to the samples reaching the sink, and a
soak of many sounds.

Candidates:

- ``miniaudio``: the ``miniaudio`` package (pyminiaudio: one small self-contained wheel)
  exactly as the game uses it (``ui/sound_miniaudio.MiniaudioPlayer``): one playback
  device (20 ms buffer) opened on a loader thread, fed by a small mixer that miniaudio's
  audio thread calls; the play call appends to the mixer's list;
- ``qt``: Qt's own ``QSoundEffect`` (``PySide6.QtMultimedia``, from the PySide6-Addons
  wheel of the same version as PySide6-Essentials) as well as it could be used
  (``benchmarks/sound_qt.QtPlayer``): no media backend loaded, the effects on a sound
  thread, the play call a queued signal from the GUI thread;
- ``qt-ffmpeg``: ``QSoundEffect`` as it comes, on the GUI thread, with Qt's default media
  backend (FFmpeg) loaded on first use.

Each candidate runs in a fresh process with a QApplication already made (the game has
one), so the import and start-up figures are what the candidate adds: *import* is the
module's import, *ready* the time until every sound is loaded and the output open, *RSS*
the resident memory both add. Latency needs an audio sink; a machine without a sound card
uses a PulseAudio null sink (``module-null-sink``), which consumes samples in real time as
a card would. The latency of one run is the time from just before the play call to the
moment the first sample of the sound (above -40 dBFS) is rendered by the sink, found by
recording the sink's monitor source with ``parec --latency-msec=5`` in a second process:
each chunk the recorder reads is stamped on arrival, and the onset's time is that stamp
less the samples that follow the onset in the chunk. The recorder's own delay (at most
its 5 ms fragment) is included, so the figure is an upper bound. Each run plays
``card.wav`` after 350 ms of silence; the report gives the first run apart, and the
median and the spread of the ``--runs`` runs after it.

    python benchmarks/sound_latency.py [--runs 21] [--backend miniaudio|qt|qt-ffmpeg|all]
                                       [--null-sink] [--busy] [--soak SECONDS]

``--null-sink`` starts a private PulseAudio daemon (Debian: ``apt-get install
pulseaudio pulseaudio-utils``) with a null sink as the default sink, in a temporary
folder, for the time of the benchmark, and stops it afterwards. Without it the sound
server the session already has (``PULSE_SERVER`` or the user's) is used. ``--busy``
keeps a Python thread computing during the runs, as a bot thinking on its worker thread
does (a player whose audio thread runs Python waits for the GIL then). ``--soak S``
then starts sounds for S seconds, in bursts of 3 every 70 ms (about 43 a second, a
fast deal's pace), and reports how many started and whether the candidate broke down
(Qt's "QSocketNotifier: Invalid socket" storm, a hang, a crash).

The Qt rows need PySide6-Addons (``pip install PySide6-Addons==<PySide6's version>``),
which the game does not.

Sizes: *install* is what ``pip install`` puts on disk for the candidate (the whole
PySide6-Addons wheel for Qt; miniaudio with cffi); *bundle* what the PyInstaller bundle
needs of it (the files listed in ``BUNDLED``, found with ``ldd``; the real bundle is
measured by ``benchmarks/bundle.py``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
SOUNDS = ROOT / "assets" / "sounds"
NAMES = ("shuffle", "deal", "card", "covered", "gather", "bet", "won", "lost")
RATE = 48_000
THRESHOLD = 328  # -40 dBFS


# --------------------------------------------------------------------------- the recorder
class Recorder:
    """Records the default sink's monitor with ``parec``; finds when a sound began."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [
                "parec",
                "--raw",
                "--format=s16le",
                "--channels=1",
                f"--rate={RATE}",
                "--latency-msec=5",
                "-d",
                "@DEFAULT_MONITOR@",
            ],
            stdout=subprocess.PIPE,
        )
        self.onsets: list[float] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        carry = b""
        sounding = False
        quiet = 0
        while True:
            data = os.read(fd, 4096)
            now = time.perf_counter()
            if not data:
                return
            data = carry + data
            usable = len(data) - len(data) % 2
            carry = data[usable:]
            samples = memoryview(data[:usable]).cast("h")
            for i, v in enumerate(samples):
                if abs(v) > THRESHOLD:
                    quiet = 0
                    if not sounding:
                        sounding = True
                        after = len(samples) - i
                        with self.lock:
                            self.onsets.append(now - after / RATE)
                else:
                    quiet += 1
                    if sounding and quiet > RATE // 10:  # 100 ms of silence: sound over
                        sounding = False

    def onset_after(self, t0: float, timeout: float = 2.0) -> float | None:
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            with self.lock:
                later = [t for t in self.onsets if t >= t0 - 0.001]
            if later:
                return later[0]
            yield_events(0.001)
        return None

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)


_pump = None


def yield_events(seconds: float) -> None:
    """Let the Qt event loop (when there is one) run for ``seconds``."""
    end = time.perf_counter() + seconds
    while True:
        if _pump is not None:
            _pump()
        left = end - time.perf_counter()
        if left <= 0:
            return
        time.sleep(min(left, 0.0005))


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


# --------------------------------------------------------------------------- the candidates
def wait_until(done: Any, what: str, seconds: float = 10.0) -> None:
    end = time.perf_counter() + seconds
    while not done():
        if time.perf_counter() > end:
            raise SystemExit(f"timed out: {what}")
        yield_events(0.0005)


def qt_candidate() -> tuple[dict[str, float], Any]:
    """The game's player: no media backend, effects on the sound thread."""
    from truco_desktop.ui.audio.sound import sound_files

    t = time.perf_counter()
    import PySide6.QtMultimedia  # noqa: F401

    figures = {"import_ms": (time.perf_counter() - t) * 1000}
    from sound_qt import QtPlayer

    t = time.perf_counter()
    player = QtPlayer(sound_files(SOUNDS))
    ready: list[bool] = []
    player.ready.connect(ready.append)
    wait_until(lambda: ready, "the sounds to load")
    if not ready[0]:
        raise SystemExit("QtPlayer: no audio output")
    figures["ready_ms"] = (time.perf_counter() - t) * 1000

    def play(name: str = "card") -> None:
        player.play(name)

    play.close = player.close  # type: ignore[attr-defined]
    return figures, play


def qt_ffmpeg_candidate() -> tuple[dict[str, float], Any]:
    """QSoundEffect as it comes: on the GUI thread, Qt's media backend loaded."""
    from PySide6.QtCore import QUrl

    t = time.perf_counter()
    from PySide6.QtMultimedia import QSoundEffect

    figures = {"import_ms": (time.perf_counter() - t) * 1000}
    t = time.perf_counter()
    effects = {}
    for name in NAMES:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(SOUNDS / f"{name}.wav")))
        effects[name] = effect
    statuses = (QSoundEffect.Status.Ready, QSoundEffect.Status.Error)
    wait_until(lambda: all(e.status() in statuses for e in effects.values()), "the sounds")
    if any(e.status() == QSoundEffect.Status.Error for e in effects.values()):
        raise SystemExit("QSoundEffect could not load the sounds")
    figures["ready_ms"] = (time.perf_counter() - t) * 1000

    def play(name: str = "card") -> None:
        effects[name].play()

    return figures, play


def miniaudio_candidate() -> tuple[dict[str, float], Any]:
    """The game's player: one device, our mixer."""
    from truco_desktop.ui.audio.sound import sound_files

    t = time.perf_counter()
    import miniaudio  # noqa: F401

    figures = {"import_ms": (time.perf_counter() - t) * 1000}
    from truco_desktop.ui.audio.sound_miniaudio import MiniaudioPlayer

    t = time.perf_counter()
    player = MiniaudioPlayer(sound_files(SOUNDS))
    ready: list[bool] = []
    player.ready.connect(ready.append)
    wait_until(lambda: ready, "the device to open")
    if not ready[0]:
        raise SystemExit("miniaudio: no audio output")
    figures["ready_ms"] = (time.perf_counter() - t) * 1000

    def play(name: str = "card") -> None:
        player.play(name)

    play.close = player.close  # type: ignore[attr-defined]
    return figures, play


def busy_python(stop: threading.Event) -> None:
    """Pure Python work on another thread, as a bot thinking on its worker: it holds the
    GIL (released every few ms, ``sys.getswitchinterval``)."""
    x = 0
    while not stop.is_set():
        for i in range(10_000):
            x = (x * 31 + i) % 1_000_003


def soak(play: Any, seconds: float) -> int:
    """Start sounds for ``seconds``: 3 every 70 ms, the names in turn. How many."""
    started = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for _ in range(3):
            play(NAMES[started % len(NAMES)])
            started += 1
        yield_events(0.07)
    return started


def child(backend: str, runs: int, busy: bool = False, soak_s: float = 0.0) -> int:
    global _pump
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    _pump = app.processEvents
    before = rss_mb()
    make = {"qt": qt_candidate, "qt-ffmpeg": qt_ffmpeg_candidate}.get(backend, miniaudio_candidate)
    figures, play = make()
    figures["rss_added_mb"] = rss_mb() - before
    recorder = Recorder()
    stop = threading.Event()
    if busy:
        threading.Thread(target=busy_python, args=(stop,), daemon=True).start()
    yield_events(1.0)  # the recorder is connected and the sink idle
    latencies, calls = [], []
    for _ in range(runs + 1):
        yield_events(0.35)
        t0 = time.perf_counter()
        play()  # type: ignore[operator]
        calls.append((time.perf_counter() - t0) * 1e6)
        onset = recorder.onset_after(t0)
        if onset is not None:
            latencies.append((onset - t0) * 1000)
        yield_events(0.2)
    stop.set()
    recorder.close()
    # The first run also opens the stream: reported on its own, left out of the median.
    figures["first_ms"] = latencies[0] if latencies else float("nan")
    rest = latencies[1:]
    figures["runs"] = len(rest)
    figures["latency_ms"] = statistics.median(rest) if rest else float("nan")
    figures["latency_min_ms"] = min(rest) if rest else float("nan")
    figures["latency_max_ms"] = max(rest) if rest else float("nan")
    figures["play_call_us"] = statistics.median(calls[1:])
    if soak_s > 0:
        figures["soak_started"] = soak(play, soak_s)
    print(json.dumps(figures), flush=True)
    closing = getattr(play, "close", None)
    if closing is not None:
        closing()
    return 0


# --------------------------------------------------------------------------- sizes
def installed_mb(dist: str, only: tuple[str, ...] = ()) -> float:
    """Bytes on disk of a distribution's files (only those whose path ends with one of
    ``only``, when given), in MB."""
    files = metadata.distribution(dist).files or []
    total = 0
    for f in files:
        if only and not str(f).endswith(only):
            continue
        path = Path(str(f.locate()))
        if path.is_file():
            total += path.stat().st_size
    return total / 2**20


#: What the bundle needs for each candidate beyond what it has without sound (ldd):
#: (distribution, file endings). The Qt way needs QtNetwork's Python module and library
#: (QtMultimedia's Python module imports it) and QtConcurrent's library.
BUNDLED = {
    "qt": [
        ("PySide6-Addons", ("QtMultimedia.abi3.so", "libQt6Multimedia.so.6")),
        (
            "PySide6-Essentials",
            ("QtNetwork.abi3.so", "libQt6Network.so.6", "libQt6Concurrent.so.6"),
        ),
    ],
    "qt-ffmpeg": [
        (
            "PySide6-Addons",
            (
                "QtMultimedia.abi3.so",
                "libQt6Multimedia.so.6",
                "libffmpegmediaplugin.so",
                "libavcodec.so.61",
                "libavformat.so.61",
                "libavutil.so.59",
                "libswresample.so.5",
                "libswscale.so.8",
            ),
        ),
        (
            "PySide6-Essentials",
            ("QtNetwork.abi3.so", "libQt6Network.so.6", "libQt6Concurrent.so.6"),
        ),
    ],
    "miniaudio": [("miniaudio", ())],
}
INSTALLED = {"qt": "PySide6-Addons", "qt-ffmpeg": "PySide6-Addons", "miniaudio": "miniaudio"}


def sizes(backend: str) -> tuple[float, float]:
    try:
        install = installed_mb(INSTALLED[backend])
        bundle = sum(installed_mb(dist, only) for dist, only in BUNDLED[backend])
    except metadata.PackageNotFoundError:
        return float("nan"), float("nan")
    return install, bundle


@contextlib.contextmanager
def null_sink() -> Iterator[None]:
    """A private PulseAudio daemon whose default sink is a null sink."""
    if shutil.which("pulseaudio") is None or shutil.which("parec") is None:
        raise SystemExit("--null-sink needs pulseaudio and parec (pulseaudio-utils)")
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
        os.environ["PULSE_SERVER"] = f"unix:{socket}"
        yield
    finally:
        daemon.terminate()
        daemon.wait(5)
        shutil.rmtree(folder, ignore_errors=True)


def run_child(command: list[str], **_kw: Any) -> subprocess.CompletedProcess[str]:
    """Run a child; its stderr is counted, not kept (a storm of Qt warnings runs to
    gigabytes). The result's stderr holds the first lines and the number of storm lines.
    A child that does not end in time (a hang) is killed and reported."""
    timeout = 60 + 3 * (float(command[command.index("--soak") + 1]) if "--soak" in command else 0)
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err, text=True)
        try:
            stdout, _ = proc.communicate(timeout=timeout)
            code = proc.returncode
        except subprocess.TimeoutExpired:
            proc.kill()
            stdout, _ = proc.communicate()
            code = -9
        err.seek(0)
        head, storm = [], 0
        for raw in err:
            line = raw.decode(errors="replace")
            if "QSocketNotifier: Invalid socket" in line:
                storm += 1
            elif len(head) < 20:
                head.append(line)
    return subprocess.CompletedProcess(
        command, code, stdout, "".join(head) + f"\nstorm lines: {storm}\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--backend", choices=("qt", "qt-ffmpeg", "miniaudio", "all"), default="all")
    parser.add_argument("--null-sink", action="store_true")
    parser.add_argument("--soak", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument(
        "--busy", action="store_true", help="a Python thread computes meanwhile (a bot thinking)"
    )
    parser.add_argument("--child", choices=("qt", "qt-ffmpeg", "miniaudio"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.runs, args.busy, args.soak)
    backends = ("qt", "qt-ffmpeg", "miniaudio") if args.backend == "all" else (args.backend,)
    with null_sink() if args.null_sink else contextlib.nullcontext():
        results = {}
        for backend in backends:
            out = run_child(
                [sys.executable, __file__, "--child", backend, "--runs", str(args.runs)]
                + (["--busy"] if args.busy else [])
                + (["--soak", str(args.soak)] if args.soak else []),
                capture_output=True,
                text=True,
                check=False,
            )
            lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
            storm = int(out.stderr.rsplit("storm lines: ", 1)[1])
            if not lines:
                print(f"{backend}: failed\n{out.stderr[-2000:]}", file=sys.stderr)
                continue
            results[backend] = json.loads(lines[-1])
            results[backend]["storm"] = storm
            results[backend]["exit"] = out.returncode
    print(
        f"{'':10} {'install MB':>10} {'bundle MB':>9} {'import ms':>9} {'ready ms':>8}"
        f" {'RSS +MB':>7} {'play call µs':>12} {'1st ms':>7} {'latency ms (median, min-max)':>29}"
    )
    for backend in backends:
        r = results.get(backend)
        if r is None:
            continue
        size = sizes(backend)
        print(
            f"{backend:10} {size[0]:10.1f} {size[1]:9.1f} {r['import_ms']:9.1f}"
            f" {r['ready_ms']:8.1f} {r['rss_added_mb']:7.1f} {r['play_call_us']:12.0f}"
            f" {r['first_ms']:7.1f} {r['latency_ms']:12.1f} ({r['latency_min_ms']:.1f}"
            f"-{r['latency_max_ms']:.1f}, n={r['runs']})"
        )
    if args.soak:
        print(f"soak: {args.soak:.0f} s of 3 sounds every 70 ms")
        for backend in backends:
            r = results.get(backend)
            if r is None:
                continue
            broke = r["storm"] > 0 or r["exit"] != 0
            print(
                f"  {backend:10} started {r.get('soak_started', 0):6}  exit {r['exit']:3}"
                f"  'Invalid socket' lines {r['storm']:>10}  {'BROKE DOWN' if broke else 'ok'}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
