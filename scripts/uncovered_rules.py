#!/usr/bin/env python3
"""List the rule IDs of docs/RULES.md and docs/RULES-3-8-PLAYERS.md that no test cites.

A test cites a rule with ``@pytest.mark.rule("AR-ENV-3", ...)``. Prints the uncovered IDs,
one a line, and exits 1 when there are any (0 when every rule has a test), so that
``make test`` fails as soon as a rule loses its last test.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULE_ID = re.compile(r"\*\*((?:COMMON|AR|BR|MI|PA)-[A-Z]+-\d+[a-z]?)\*\*")
CITED = re.compile(r"rule\(([^)]*)\)")
#: The rule books whose IDs every test run must cite.
RULE_BOOKS = (ROOT / "docs" / "RULES.md", ROOT / "docs" / "RULES-3-8-PLAYERS.md")
QUOTED = re.compile(r"\"((?:COMMON|AR|BR|MI|PA)-[A-Z]+-\d+[a-z]?)\"")


def rule_ids(rules_md: Path, prefixes: tuple[str, ...] | None = None) -> list[str]:
    ids = list(dict.fromkeys(RULE_ID.findall(rules_md.read_text(encoding="utf-8"))))
    if prefixes:
        ids = [i for i in ids if i.startswith(prefixes)]
    return ids


def cited_ids(tests: Path) -> set[str]:
    cited: set[str] = set()
    for path in tests.rglob("test_*.py"):
        text = path.read_text(encoding="utf-8")
        for args in CITED.findall(text):
            cited.update(QUOTED.findall(args))
    return cited


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--rules",
        type=Path,
        action="append",
        help="a rule book (repeatable); default: docs/RULES.md and docs/RULES-3-8-PLAYERS.md",
    )
    parser.add_argument("--tests", type=Path, default=ROOT / "tests")
    parser.add_argument("--prefix", action="append", help="only IDs with this prefix")
    args = parser.parse_args(argv)
    books = args.rules or list(RULE_BOOKS)
    prefixes = tuple(args.prefix) if args.prefix else None
    ids = list(dict.fromkeys(i for book in books for i in rule_ids(book, prefixes)))
    cited = cited_ids(args.tests)
    missing = [i for i in ids if i not in cited]
    for rule_id in missing:
        print(rule_id)
    print(f"uncovered rule IDs: {len(missing)} of {len(ids)}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
