#!/usr/bin/env python3
"""The Linux bundle: its size, and its start-up against running from source.

Size: the one-folder bundle on disk (MB, uncompressed, symlinks not followed) and the
tarball players download (MB, gzip). Start-up: seconds from spawning the process to
the first paint of the card table in the main window, the median of `--runs` fresh
processes after one warm-up run (not counted), each with a new empty home folder so
every run starts a new match. Both sides start through `packaging/launcher.py` with
`TRUCO_DESKTOP_PAINT_PROBE=1`, which prints the time of that first paint and exits;
from source that is `python packaging/launcher.py`, so the two differ only in being
frozen.

    packaging/build_linux.sh                      # once, to have dist/ to measure
    python benchmarks/bundle.py [--runs 5] [--platform offscreen|xcb] [--json]

With `--platform xcb` it needs a display, e.g. `xvfb-run -s "-screen 0 1280x800x24"
python benchmarks/bundle.py --platform xcb`.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return str(tomllib.loads(text)["project"]["version"])


def folder_bytes(folder: Path) -> tuple[int, int]:
    """(total bytes, file count) of the regular files under `folder`."""
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total, count


def time_to_paint(command: list[str], env: dict[str, str], timeout: float) -> float:
    """Seconds from spawning `command` until it reports the table's first paint."""
    with tempfile.TemporaryDirectory(prefix="truco-bench-") as home:
        run_env = {**env, "TRUCO_DESKTOP_HOME": home, "TRUCO_DESKTOP_PAINT_PROBE": "1"}
        started = time.time()
        done = subprocess.run(
            command, env=run_env, capture_output=True, text=True, timeout=timeout, check=False
        )
    painted = [line for line in done.stdout.splitlines() if line.startswith("painted ")]
    if done.returncode != 0 or not painted:
        raise RuntimeError(f"{command[0]} did not paint the table:\n{done.stderr[-2000:]}")
    return float(painted[-1].split()[1]) - started


def median_time(command: list[str], env: dict[str, str], runs: int) -> tuple[float, list[float]]:
    time_to_paint(command, env, 120)  # warm-up: file caches, fontconfig cache
    times = [time_to_paint(command, env, 120) for _ in range(runs)]
    return statistics.median(times), times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "truco-desktop")
    parser.add_argument("--tarball", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb", "wayland"))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    tarball = args.tarball or (
        ROOT / "dist" / f"truco-desktop-{version()}-linux-{platform.machine()}.tar.gz"
    )
    executable = args.bundle / "truco-desktop"
    if not executable.is_file() or not tarball.is_file():
        print(
            f"build first: packaging/build_linux.sh (looked for {executable} and {tarball})",
            file=sys.stderr,
        )
        return 1

    unpacked, files = folder_bytes(args.bundle)
    env = {**os.environ, "QT_QPA_PLATFORM": args.platform}
    source_env = {**env, "PYTHONPATH": str(ROOT)}
    bundle_median, bundle_times = median_time([str(executable)], env, args.runs)
    source_median, source_times = median_time(
        [sys.executable, str(ROOT / "packaging" / "launcher.py")], source_env, args.runs
    )
    result = {
        "version": version(),
        "platform": args.platform,
        "bundle_mb": round(unpacked / MB, 1),
        "bundle_files": files,
        "tarball_mb": round(tarball.stat().st_size / MB, 1),
        "runs": args.runs,
        "bundle_start_s": round(bundle_median, 3),
        "source_start_s": round(source_median, 3),
        "bundle_start_runs": [round(t, 3) for t in bundle_times],
        "source_start_runs": [round(t, 3) for t in source_times],
    }
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"truco-desktop {result['version']} bundle, Qt platform {args.platform}")
    print(f"  bundle on disk      {result['bundle_mb']:8.1f} MB  ({files} files)")
    print(f"  tarball (gzip)      {result['tarball_mb']:8.1f} MB")
    print(f"  start to painted table, median of {args.runs} (after one warm-up):")
    print(f"    bundle            {bundle_median:8.3f} s   {result['bundle_start_runs']}")
    print(f"    from source       {source_median:8.3f} s   {result['source_start_runs']}")
    print(f"    bundle / source   {bundle_median / source_median:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
