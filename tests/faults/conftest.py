"""The fault-injection suite: the documents the app reads, damaged, and the real window.

Every case runs in a fresh home of its own (`fault_helpers.fresh_home`). The examples
are drawn with a fixed seed (`derandomize`) and no example database, so CI runs the same
cases every time; the counts are in `test_faults_documents.EXAMPLES`. At the end of the
run the tally (how many damaged documents of each kind were used as they were, set
aside, told) is printed with the test summary.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fault_helpers import TALLY, Bases, make_bases

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def bases(tmp_path_factory: pytest.TempPathFactory) -> Bases:
    return make_bases(tmp_path_factory.mktemp("fault-bases"))


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "scratch"
    folder.mkdir()
    yield folder


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not TALLY:
        return
    terminalreporter.section("fault injection")
    kinds = sorted({kind for kind, _ in TALLY})
    for kind in kinds:
        parts = ", ".join(
            f"{outcome} {count}" for (k, outcome), count in sorted(TALLY.items()) if k == kind
        )
        terminalreporter.write_line(f"{kind}: {parts}")
