"""From a card landing on the table to its sound: the latency, measured with a test clock.

The demo plays (bots in every seat, offscreen, normal speed) while every card flight
the table's handlers cue a sound for is watched: the moment its animation really ends
(the animation's ``finished``, on the GUI thread's animation timer) is the *landing*;
the moment ``TableSounds`` hands the sound to the player is the *play call*. Both are
read from one clock, the one passed to ``TableSounds`` (``time.perf_counter`` in ms),
so the difference is exact. ``TableSounds`` starts a sound ``LEAD_MS`` before the
landing, since the output takes longer than that to sound it.

Two ways:

- default: a player that only records (no audio device needed); the landing-to-sound
  latency is the play call's offset plus the output latency measured by
  ``benchmarks/sound_latency.py`` (``--output-ms``, the median through PulseAudio);
- ``--null-sink``: Qt's real player (``ui/sound_qt.py``) through a private PulseAudio
  null sink, its monitor recorded with ``parec``; the sound's onset at the sink is found
  for each played card (cards land far enough apart to tell them apart), so the figure
  is measured end to end: landing to the sound reaching the sink.

Goal: under 50 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/sound_sync.py [--hands 3] [--null-sink]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def now_ms() -> float:
    return time.perf_counter() * 1000


class Recorder:
    """The player of the default way: notes the time of each play call."""

    def __init__(self, files: dict[str, Path], on_ready: Any) -> None:
        self.ok = True
        self.calls: list[tuple[str, float]] = []
        on_ready(True)

    def play(self, name: str) -> None:
        self.calls.append((name, now_ms()))

    def set_volume(self, linear: float) -> None:
        pass

    def close(self) -> None:
        pass


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run(hands: int, null_sink: bool) -> dict[str, list[float]]:
    os.environ.pop("TRUCO_DESKTOP_SOUND", None)
    from PySide6.QtWidgets import QApplication

    from truco_desktop.engine import Rules
    from truco_desktop.ui.audio import sound
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.table.card_item import CardItem
    from truco_desktop.ui.widgets.demo import DemoPilot
    from truco_desktop.ui.widgets.table_widget import TableWidget

    app = QApplication.instance() or QApplication([])
    model = GameModel()
    model.set_animation_speed("normal")
    table = TableWidget(model)
    table.resize(1280, 800)
    table.show()

    # Each card flight started while an event is played: its end (ms from its start).
    flights: list[tuple[CardItem, int, float]] = []
    animate = CardItem.animate

    def watched(item: CardItem, *args: Any, **kwargs: Any) -> int:
        end = animate(item, *args, **kwargs)
        flights.append((item, end, now_ms()))
        return end

    CardItem.animate = watched  # type: ignore[method-assign]

    # A cue, paired with the flight that ends when the cue says; its landing and its play.
    cues: list[dict[str, Any]] = []
    factory = None if null_sink else Recorder
    sounds = sound.TableSounds(table, factory=factory, clock=now_ms)
    sounds.attach(table)
    sounds.configure(True, 100)
    cue = sounds.cue

    def paired(name: str, at: int) -> None:
        entry: dict[str, Any] = {"name": name, "at": at, "cued": now_ms()}
        for item, end, _started in reversed(flights):
            if end == at and at > 0:
                anim = item._anim
                if anim is not None:
                    anim.finished.connect(lambda e=entry: e.setdefault("landed", now_ms()))
                break
        cues.append(entry)
        cue(name, at)

    table.scene.on_cue = paired
    played: list[tuple[str, float]] = []
    sounds.played.connect(lambda name: played.append((name, now_ms())))

    def done() -> None:
        table.shutdown()
        app.quit()

    pilot = DemoPilot(table, 7, hands, done)
    if null_sink:
        from sound_latency import Recorder as SinkRecorder

        start = time.perf_counter()
        while not (sounds.player and sounds.player.ok) and time.perf_counter() - start < 5:
            app.processEvents()
        sink = SinkRecorder()
    model.new_match(Rules("argentino", 4), seed="sound-sync", bot_seed=7)
    app.exec()
    del pilot
    if null_sink:
        time.sleep(0.3)
        sink.close()
    CardItem.animate = animate  # type: ignore[method-assign]

    # Pair each play with its cue: the same sound, due when it was played (a cue for the
    # same moment as another was merged into it and has no play of its own).
    for entry in cues:
        entry["due"] = entry["cued"] + max(0, entry["at"] - sound.LEAD_MS)
    for name, at in played:
        free = [e for e in cues if e["name"] == name and "played" not in e]
        if free:
            best = min(free, key=lambda e: abs(e["due"] - at))
            if abs(best["due"] - at) < 25:
                best["played"] = at
    offsets: dict[str, list[float]] = {"cut short": []}
    for entry in cues:
        if "landed" not in entry or "played" not in entry:
            continue
        # A flight cut short by a later animation of the same card lands early (your
        # own cards, turned up while the deal still flies: the deal handler's doing).
        if entry["landed"] < entry["cued"] + entry["at"] - 20:
            offsets["cut short"].append(entry["played"] - entry["landed"])
            continue
        offsets.setdefault(entry["name"], []).append(entry["played"] - entry["landed"])
    if null_sink:
        onsets = sorted(t * 1000 for t in sink.onsets)
        ends = []
        for entry in cues:
            if entry["name"] in ("card", "covered") and "landed" in entry:
                later = [t for t in onsets if entry["landed"] - 40 <= t <= entry["landed"] + 300]
                if later:
                    ends.append(later[0] - entry["landed"])
        offsets["sink"] = ends
    return offsets


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument(
        "--output-ms",
        type=float,
        default=35.0,
        help="the output latency to add in the default way (sound_latency.py's median)",
    )
    parser.add_argument("--null-sink", action="store_true")
    args = parser.parse_args()
    if args.null_sink:
        from sound_latency import null_sink

        with null_sink():
            offsets = run(args.hands, True)
    else:
        offsets = run(args.hands, False)
    from truco_desktop.ui.audio.sound import LEAD_MS

    print(f"play call relative to the landing (LEAD_MS = {LEAD_MS}), ms:")
    every: list[float] = []
    for name, values in sorted(offsets.items()):
        if name == "sink" or not values:
            continue
        if name == "cut short":
            print(
                f"  ({len(values)} flights cut short by a later animation of the same card,"
                " left out: they land before their time)"
            )
            continue
        every += values
        print(
            f"  {name:8} n={len(values):3}  median {statistics.median(values):6.1f}"
            f"  p95 {percentile(values, 0.95):6.1f}  min {min(values):6.1f}  max {max(values):6.1f}"
        )
    if not every:
        print("no landing was paired with its sound")
        return 1
    if args.null_sink:
        sink = offsets.get("sink", [])
        if sink:
            print(
                f"landing to the sound at the sink (cards, measured), ms: n={len(sink)}"
                f"  median {statistics.median(sink):.1f}  p95 {percentile(sink, 0.95):.1f}"
                f"  max {max(sink):.1f} (goal < 50)"
            )
    else:
        total = [v + args.output_ms for v in every]
        print(
            f"landing to sound = play call + output latency ({args.output_ms:.0f} ms):"
            f" median {statistics.median(total):.1f}  p95 {percentile(total, 0.95):.1f}"
            f"  max {max(total):.1f} ms (goal < 50)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
