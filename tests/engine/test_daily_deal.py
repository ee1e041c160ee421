"""Golden tests: the daily deal of fixed dates never changes (COMMON-DEAL-4)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from truco_desktop.engine import Rules
from truco_desktop.engine.dealing import StableShuffler, daily_seed
from truco_desktop.engine.match import daily_match, deal_sequence

GOLDEN = json.loads(
    (Path(__file__).resolve().parents[1] / "data" / "daily-golden.json").read_text()
)
CONFIGS = {
    r.key(): r
    for r in (
        Rules("argentino", 4),
        Rules("argentino", 2, "simple"),
        Rules("argentino", 6),
        Rules("mineiro", 4),
        Rules("mineiro", 2),
        Rules("paulista", 4),
        Rules("paulista", 2, deck_option="clean"),
    )
}


@pytest.mark.rule("COMMON-DEAL-4", "COMMON-DEAL-1")
@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_daily_deals_are_pinned(key: str) -> None:
    date_text, rules_key = key.split("|")
    rules = CONFIGS[rules_key]
    seed = daily_seed(dt.date.fromisoformat(date_text), rules.key())
    expected = GOLDEN[key]
    assert seed == expected["seed"]
    deals = [
        {"dealer": dealer, "cards": [" ".join(c) for c in hand.held], "vira": hand.vira}
        for dealer, hand in deal_sequence(seed, rules, 3)
    ]
    assert deals == expected["deals"]


def test_daily_match_uses_the_date_seed() -> None:
    date = dt.date(2026, 11, 29)
    rules = Rules("argentino", 4)
    a, b = daily_match(date, rules), daily_match(date, rules)
    assert a.hand.held == b.hand.held and a.seed == b.seed
    other = daily_match(date + dt.timedelta(days=1), rules)
    assert other.hand.held != a.hand.held
    assert daily_match(date, Rules("argentino", 4, "simple")).seed != a.seed


def test_the_shuffler_is_sha256_in_counter_mode() -> None:
    """An independent reimplementation of the draw, so the algorithm itself is pinned."""
    first_block = hashlib.sha256(b"abc/0").digest()
    value = int.from_bytes(first_block[:4], "big")
    assert StableShuffler("abc").randrange(1 << 16) == value % (1 << 16)


def test_deals_do_not_depend_on_the_hash_seed() -> None:
    code = (
        "import datetime as d;from truco_desktop.engine import Rules;"
        "from truco_desktop.engine.match import daily_match;"
        "print(daily_match(d.date(2027,1,1), Rules('paulista',4)).hand.held)"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            timeout=60,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_the_fast_shuffle_draws_exactly_as_randrange(monkeypatch: pytest.MonkeyPatch) -> None:
    """The batched shuffle is an optimisation only: every deal stays what it was."""
    from truco_desktop.engine import dealing
    from truco_desktop.engine.cards import FRENCH_24, SPANISH_40

    def both(seed: str, cards: tuple[str, ...]) -> tuple[list[str], list[str]]:
        fast = list(cards)
        dealing.StableShuffler(seed).shuffle(fast)
        slow = list(cards)
        dealing._fisher_yates(slow, dealing.StableShuffler(seed).randrange)
        return fast, slow

    for k in range(300):
        for cards in (SPANISH_40.cards, FRENCH_24.cards):
            fast, slow = both(f"same-{k}", cards)
            assert fast == slow
    # A word rejected by the sampling (within 64 of 2**32) takes the exact path.
    shuffler = dealing.StableShuffler("rejection")
    shuffler._fill(39)
    shuffler._words[3] = (1 << 32) - 1
    expected = dealing.StableShuffler("rejection")
    expected._fill(39)
    expected._words[3] = (1 << 32) - 1
    fast, slow = list(SPANISH_40.cards), list(SPANISH_40.cards)
    shuffler.shuffle(fast)
    dealing._fisher_yates(slow, expected.randrange)
    assert fast == slow
    monkeypatch.setattr(dealing, "_SAFE", 0)  # every shuffle takes the exact path
    assert both("exact", SPANISH_40.cards)[0] == both("exact", SPANISH_40.cards)[1]
