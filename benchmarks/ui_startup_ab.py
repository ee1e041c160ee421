"""CPU time to the first paint of two or more source trees, their runs interleaved.

`ui_startup.py` runs one tree at a time; on a shared machine the load changes between one
tree's round and the next, and a few milliseconds of difference drown in it. This runs
`ui_startup.py`'s app child (the real start path, `app.main`, in a copy of a home folder
with a saved match, or an empty one with `--scenario first`) once per tree in turn, the
order reversed every other time, so that every tree sees the same load, and reports each
tree's CPU time (the child's `time.process_time()`) to its first frame and to its
interactive table: median, quartiles and minimum. Compiled modules are cached as
`ui_startup.py --bytecode cached` does.

    QT_QPA_PLATFORM=offscreen nice -n 10 python benchmarks/ui_startup_ab.py --runs 30 \\
        base=/tmp/h16-base main=/work/main

Each tree is a checkout or an unpacked `git archive`; its own `truco_desktop` is imported
(its folder comes first on the child's path), with this interpreter's packages.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tempfile

import ui_startup
from ui_startup import run, saved_match_home  # the child and its start-up, shared


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="children per tree")
    parser.add_argument("--scenario", choices=("resume", "first"), default="resume")
    parser.add_argument("trees", nargs="+", metavar="NAME=FOLDER")
    args = parser.parse_args()
    trees: dict[str, Path] = {}
    for spec in args.trees:
        name, sep, folder = spec.partition("=")
        if not sep or not (Path(folder) / "truco_desktop").is_dir():
            parser.error(f"{spec!r}: expected NAME=FOLDER, a folder holding truco_desktop/")
        trees[name] = Path(folder).resolve()
    figures = ("first frame", "interactive")
    cpu: dict[tuple[str, str], list[float]] = {(n, f): [] for n in trees for f in figures}
    here = os.getcwd()
    ui_startup._PYCACHE.append(tempfile.mkdtemp(prefix="truco-bench-pyc-"))
    template = saved_match_home() if args.scenario == "resume" else None
    try:
        for name in trees:  # fills each tree's bytecode cache
            os.chdir(trees[name])
            run("app", template)
        for i in range(args.runs):
            order = list(trees) if i % 2 == 0 else list(reversed(trees))
            for name in order:
                os.chdir(trees[name])  # `run` puts the working folder first on the path
                sample, _note = run("app", template)
                cpu[name, "first frame"].append(sample.cpu * 1000)
                cpu[name, "interactive"].append(sample.interactive_cpu * 1000)
    finally:
        os.chdir(here)
        for folder in [*ui_startup._PYCACHE, *([template] if template else [])]:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"CPU time, {args.runs} runs per tree, interleaved, scenario {args.scenario}:")
    for (name, figure), values in cpu.items():
        q1, med, q3 = statistics.quantiles(values, n=4, method="inclusive")
        print(
            f"  {name}, {figure}: median {med:.1f} ms "
            f"(quartiles {q1:.1f}-{q3:.1f}, min {min(values):.1f})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
