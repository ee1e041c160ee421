"""The named computer players: a handful of characters, each a style on any level."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from truco_desktop.bots.characters import (
    AUTO,
    BY_KEY,
    CHARACTERS,
    KEYS,
    Picks,
    choose_cast,
    personality_for,
)
from truco_desktop.bots.expert import ExpertBot
from truco_desktop.bots.personality import EXPERT_RULES, LEVELS, STYLES, with_style
from truco_desktop.bots.rulebot import RuleBot
from truco_desktop.play.players import standard_bot

REPO = Path(__file__).resolve().parents[2]
LEVEL_NAMES = ("easy", "normal", "hard", "expert")


def test_a_handful_of_characters_with_unique_keys_names_and_known_styles() -> None:
    assert 6 <= len(CHARACTERS) <= 8
    assert len(set(KEYS)) == len(KEYS) == len({c.name for c in CHARACTERS})
    for c in CHARACTERS:
        assert re.fullmatch(r"[a-z][a-z0-9_-]{0,31}", c.key), c.key
        assert c.style in STYLES, c.key
        assert c.name and c.description.endswith("."), c.key
    # The table is varied: at least four of the shared styles are worn by someone.
    assert len({c.style for c in CHARACTERS}) >= 4


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_character_keeps_its_level_and_only_bends_the_style(level: str) -> None:
    base = EXPERT_RULES if level == "expert" else LEVELS[level]
    for c in CHARACTERS:
        p = c.personality(level)
        # The skill stays the level's: samples, mistakes, reading, score awareness.
        assert (p.samples, p.mistake_rate, p.reads_calls, p.score_aware, p.edge) == (
            base.samples,
            base.mistake_rate,
            base.reads_calls,
            base.score_aware,
            base.edge,
        )
        assert 0.0 <= p.bluff_rate <= 1.0 and 0.0 <= p.sign_rate <= 1.0


def test_styles_show_in_the_numbers() -> None:
    normal = LEVELS["normal"]
    assert BY_KEY["rosa"].personality("normal") == with_style(normal, "balanced")
    assert BY_KEY["tano"].personality("normal").bluff_rate > normal.bluff_rate * 3
    assert BY_KEY["mirta"].personality("normal").norms.fold_below > normal.norms.fold_below
    assert BY_KEY["beto"].personality("normal").risk > 0.05
    assert BY_KEY["quique"].personality("normal").sign_rate > normal.sign_rate
    assert BY_KEY["tonho"].personality("normal").norms.fold_below < 0.0  # never folds
    assert BY_KEY["dalva"].personality("normal").accept_bias > 0.0


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_games_factory_seats_a_character_at_the_chosen_level(level: str) -> None:
    bot = standard_bot(level, "beto")
    rule = bot.policy if isinstance(bot, ExpertBot) else bot
    assert isinstance(rule, RuleBot)
    assert rule.personality == BY_KEY["beto"].personality(level)
    assert isinstance(bot, ExpertBot) == (level == "expert")


def test_no_character_or_an_unknown_one_plays_the_plain_level() -> None:
    assert personality_for("normal", None) is None
    assert personality_for("normal", "nobody") is None
    assert personality_for("random", "rosa") is None
    plain = standard_bot("hard", "nobody")
    assert isinstance(plain, RuleBot) and plain.personality == LEVELS["hard"]


def test_the_cast_honours_picks_and_fills_the_rest_without_repeats() -> None:
    rng = random.Random(3)
    cast = choose_cast([2, 4], [1, 3, 5], Picks(("rosa",), ("tano", AUTO, "rosa")), rng)
    assert cast[2] == "rosa" and cast[1] == "tano"
    assert sorted(cast) == [1, 2, 3, 4, 5]
    assert len(set(cast.values())) == 5 and set(cast.values()) <= set(KEYS)
    # The same generator state, the same cast; unknown picks let the game choose.
    again = choose_cast(
        [2, 4], [1, 3, 5], Picks(("rosa",), ("tano", AUTO, "rosa")), random.Random(3)
    )
    assert again == cast
    assert set(choose_cast([], [1], Picks((), ("ghost",)), rng)) == {1}


def test_the_game_chooses_a_varied_cast() -> None:
    seen = {choose_cast([2], [1, 3], Picks(), random.Random(seed))[1] for seed in range(40)}
    assert len(seen) >= 6


def test_every_character_has_a_generated_face(tmp_path: Path) -> None:
    """The faces are drawn by ``scripts/make_faces.py``: the same source, the same bytes."""
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import make_faces

        written = make_faces.write_faces(tmp_path)
    finally:
        sys.path.remove(str(REPO / "scripts"))
    portraits = [p for p in written if p.parent == tmp_path]
    layered = [p for p in written if p.parent == tmp_path / "signs"]
    assert sorted(p.stem for p in portraits) == sorted(KEYS)
    # Each character's portrait in layers for the señas, and the plain seats' face.
    assert sorted(p.stem for p in layered) == sorted([*KEYS, "plain"])
    for path in written:
        shipped = REPO / "assets" / "faces" / path.relative_to(tmp_path)
        assert shipped.read_bytes() == path.read_bytes(), f"rerun make_faces.py: {path.name}"
        assert shipped.stat().st_size < 8000
