"""CPU time to the first paint of two or more source trees, their runs interleaved.

`ui_startup.py` runs one tree at a time; on a shared machine the load changes between one
tree's round and the next, and a few milliseconds of difference drown in it. This runs
`ui_startup.py`'s app child (the real start path, `app.main` with a fresh home folder)
once per tree in turn, the order reversed every other time, so that every tree sees the
same load, and reports each tree's CPU time (the child's `time.process_time()` at the end
of the table's first paint): median, quartiles and minimum.

    QT_QPA_PLATFORM=offscreen nice -n 10 python benchmarks/ui_startup_ab.py --runs 30 \\
        base=/tmp/h16-base main=/work/main

Each tree is a checkout or an unpacked `git archive`; its own `truco_desktop` is imported
(its folder comes first on the child's path), with this interpreter's packages.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_startup import run  # the child and its start-up, shared


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="children per tree")
    parser.add_argument("trees", nargs="+", metavar="NAME=FOLDER")
    args = parser.parse_args()
    trees: dict[str, Path] = {}
    for spec in args.trees:
        name, sep, folder = spec.partition("=")
        if not sep or not (Path(folder) / "truco_desktop").is_dir():
            parser.error(f"{spec!r}: expected NAME=FOLDER, a folder holding truco_desktop/")
        trees[name] = Path(folder).resolve()
    cpu: dict[str, list[float]] = {name: [] for name in trees}
    here = os.getcwd()
    try:
        for i in range(args.runs):
            order = list(trees) if i % 2 == 0 else list(reversed(trees))
            for name in order:
                os.chdir(trees[name])  # `run` puts the working folder first on the path
                sample, _note = run("app")
                cpu[name].append(sample.cpu * 1000)
    finally:
        os.chdir(here)
    print(f"CPU time to the first paint, {args.runs} runs per tree, interleaved:")
    for name, values in cpu.items():
        q1, med, q3 = statistics.quantiles(values, n=4, method="inclusive")
        print(f"  {name}: median {med:.1f} ms (quartiles {q1:.1f}-{q3:.1f}, min {min(values):.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
