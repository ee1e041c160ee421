"""Peak memory after 500 demo hands, and the growth from hand 50 to hand 500.

Runs the demo (bots in every seat, instant speed, offscreen) and samples the resident set
size after hands 50 and 500. Goals: peak <= 120 MB, no growth from 50 to 500.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_memory.py [--hands 500] [--sound [--null-sink]]

With `--sound` the sounds play as in the game (through a private PulseAudio null sink
with `--null-sink`): the memory with sound, to compare with the silent demo.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import resource
import sys
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


@contextlib.contextmanager
def sound_output(args: argparse.Namespace) -> Iterator[None]:
    """With ``--sound`` the demo plays its sounds (``TRUCO_DESKTOP_SOUND`` is set on);
    with ``--null-sink`` too, through a private PulseAudio null sink
    (``sound_latency.null_sink``), so that the mixer really runs on a machine with no
    sound card."""
    if not args.sound:
        yield
        return
    os.environ["TRUCO_DESKTOP_SOUND"] = "on"
    if not args.null_sink:
        yield
        return
    sys.path.insert(0, os.path.join(os.getcwd(), "benchmarks"))
    from sound_latency import null_sink

    with null_sink():
        yield


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sound", action="store_true", help="play the sounds (silent otherwise)")
    parser.add_argument("--null-sink", action="store_true", help="with --sound: a null sink")
    parser.add_argument("--hands", type=int, default=500)
    args = parser.parse_args()
    from truco_desktop.ui.widgets.demo import run_demo

    samples: dict[int, float] = {}

    def on_hand(n: int) -> None:
        if n in (50, args.hands) or n % 100 == 0:
            gc.collect()
            samples[n] = rss_mb()

    with sound_output(args):
        run_demo(
            seed=5,
            hands=args.hands,
            speed="instant",
            show=True,
            on_hand=on_hand,
            sound=args.sound,
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("RSS by hand:", ", ".join(f"{k}: {v:.1f} MB" for k, v in sorted(samples.items())))
    print(f"peak RSS: {peak:.1f} MB (goal <= 120)")
    if 50 in samples and args.hands in samples:
        print(f"growth from hand 50 to {args.hands}: {samples[args.hands] - samples[50]:+.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
