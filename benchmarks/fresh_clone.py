"""A fresh clone to the game's window: what `make run` costs a player (issue 35, goal
<= 25 s on this machine with a warm package cache).

Each run clones this repository into a temporary folder (`git clone` of the working
copy's HEAD), runs the player's install (`make .venv/.installed-play`: the game and its
sound, none of the test, dev, dist or server tools, and no build of the package: it runs
from the checkout) and then starts the game with the
new environment's Python until its first painted table (`ui_startup.CHILD`, the `app`
path: the real start with an empty home folder). It prints each phase's median over the
runs; the package cache is whatever pip has (warm after the first run).

    xvfb-run -a python benchmarks/fresh_clone.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from ui_startup import CHILD  # noqa: E402


def one_run() -> tuple[float, float, float]:
    """(clone, install, start to first paint) in seconds for one fresh clone."""
    work = Path(tempfile.mkdtemp(prefix="truco-clone-"))
    home = Path(tempfile.mkdtemp(prefix="truco-home-"))
    try:
        t0 = time.perf_counter()
        subprocess.run(["git", "clone", "-q", str(ROOT), str(work / "game")], check=True)
        t1 = time.perf_counter()
        subprocess.run(
            ["make", "-s", ".venv/.installed-play"],
            cwd=work / "game",
            check=True,
            stdout=subprocess.DEVNULL,
        )
        t2 = time.perf_counter()
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        python = work / "game" / ".venv" / "bin" / "python"
        out = subprocess.run(
            [str(python), "-c", CHILD, "app", repr(time.time()), str(home)],
            cwd=work / "game",
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )
        if out.returncode != 0:
            raise SystemExit(f"the game did not start:\n{out.stderr}")
        wall = float(out.stdout.strip().splitlines()[-1].split(" ", 2)[0])
        return t1 - t0, t2 - t1, wall
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(home, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    runs = [one_run() for _ in range(args.runs)]
    names = ("clone", "player install", "start to first paint")
    for i, name in enumerate(names):
        values = [r[i] for r in runs]
        each = ", ".join(f"{v:.1f}" for v in values)
        print(f"{name}: median {statistics.median(values):.1f} s ({each})")
    total = [sum(r) for r in runs]
    print(f"fresh clone to the window: median {statistics.median(total):.1f} s (goal <= 25 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
