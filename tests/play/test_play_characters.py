"""Characters in the play layer: the cast of a match, its save, the daily deal's seats."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from play_helpers import DAY, step

from truco_desktop.bots.characters import AUTO, KEYS, Picks
from truco_desktop.bots.factory import make_bot
from truco_desktop.engine.rules import Rules
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play.savefile import read_saved
from truco_desktop.play.session import Session
from truco_desktop.storage import SaveStore, StatsStore
from truco_desktop.storage.stats import CharacterStats

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "saves"
GOLDEN_SAVES = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return app_paths(tmp_path / "home")


class Seated:
    """A bot factory that remembers who was asked for (and plays the real bots)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str | None]] = []

    def __call__(self, level: str, character: str | None = None) -> Any:
        self.asked.append((level, character))
        from truco_desktop.play.players import standard_bot

        return standard_bot(level, character) if level != "expert" else make_bot(level)


def test_a_new_match_seats_the_picked_characters_and_fills_the_rest() -> None:
    factory = Seated()
    session = Session(bot_factory=factory)
    picks = Picks(("quique",), ("tano", AUTO))
    session.new_match(Rules("argentino", 4), "hard", "easy", seed="c", bot_seed=5, picks=picks)
    cast = session.characters
    assert cast[2] == "quique" and cast[1] == "tano" and cast[3] in KEYS
    assert len(set(cast.values())) == 3 and 0 not in cast
    for _ in range(12):
        # The human plays his first legal action; only the computer seats ask the factory.
        if session.next_hand() is None and session.bot_turn() is None:
            session.submit(session.human_legal()[0])
    for level, character in factory.asked:
        assert character is not None
        assert level == ("easy" if character == "quique" else "hard")


def test_the_same_bot_seed_seats_the_same_cast_and_no_picks_seat_none() -> None:
    one, two, none = Session(), Session(), Session()
    rules = Rules("argentino", 6)
    one.new_match(rules, seed="s", bot_seed=11, picks=Picks())
    two.new_match(rules, seed="s", bot_seed=11, picks=Picks())
    none.new_match(rules, seed="s", bot_seed=11)
    assert one.characters == two.characters and sorted(one.characters) == [1, 2, 3, 4, 5]
    assert none.characters == {}


def test_the_cast_is_saved_resumed_and_kept_by_play_again(paths: AppPaths) -> None:
    session = Session(paths)
    session.new_match(Rules("argentino", 4), seed="k", bot_seed=3, picks=Picks((), ("zeca",)))
    for _ in range(3):
        step(session)
    cast = dict(session.characters)
    payload = SaveStore(paths).load().payload
    assert payload is not None
    assert payload["characters"] == {str(s): k for s, k in sorted(cast.items())}
    again = Session(paths)
    assert again.load_saved().status == "ok" and again.resume(payload)
    assert again.characters == cast and again.character_for(1) == "zeca"
    again.play_again()
    assert again.characters == cast


def test_a_save_with_bad_character_entries_keeps_what_it_can(paths: AppPaths) -> None:
    session = Session()
    session.new_match(Rules("argentino", 4), seed="b", bot_seed=3, picks=Picks())
    payload = session.payload()
    payload["characters"] = {
        "1": "rosa",
        "0": "tano",
        "9": "beto",
        "x": "mirta",
        "3": 5,
        "2": "Not A Key!",
    }
    assert read_saved(payload).characters == {1: "rosa"}
    payload["characters"] = ["rosa"]
    assert read_saved(payload).characters == {}


@pytest.mark.parametrize("saved", GOLDEN_SAVES, ids=lambda p: p.stem)
def test_old_saves_without_characters_load_with_plain_seats(saved: Path, paths: AppPaths) -> None:
    paths.current_match_file.parent.mkdir(parents=True)
    shutil.copyfile(saved, paths.current_match_file)
    loaded = SaveStore(paths).load()
    assert loaded.status == "ok" and loaded.payload is not None
    assert read_saved(loaded.payload).characters == {}
    session = Session(paths)
    if session.load_saved().status == "ok":
        assert session.resume(loaded.payload)
        assert session.characters == {}
        assert session.payload()["characters"] == {}


def test_the_daily_deal_seats_no_characters(paths: AppPaths) -> None:
    session = Session(paths, today=lambda: DAY)
    session.new_match(Rules("mineiro", 4), seed="d", bot_seed=1, picks=Picks())
    assert session.characters
    session.start_daily(Rules("mineiro", 4))
    assert session.characters == {}


def test_a_finished_match_counts_for_each_character_met(paths: AppPaths) -> None:
    session = Session(paths)
    picks = Picks(("rosa",), ("tano", "beto"))
    session.new_match(Rules("argentino", 4, target=6), seed="count", bot_seed=2, picks=picks)
    guard = 0
    while not session.match.series_over:
        step(session)
        guard += 1
        assert guard < 3000
    stats = StatsStore(paths).statistics
    won = stats.for_variant("argentino").matches_won == 1
    assert stats.for_character("rosa") == CharacterStats(with_played=1, with_won=int(won))
    for key in ("tano", "beto"):
        assert stats.for_character(key) == CharacterStats(against_played=1, against_won=int(won))
    assert set(stats.characters) == {"rosa", "tano", "beto"}


def test_at_the_gallos_table_of_three_everyone_is_an_opponent(paths: AppPaths) -> None:
    """AR-GALLO-1: the sides change every hand, so the picks for partners are not used."""
    session = Session(paths)
    rules = Rules("argentino", 3)
    session.new_match(rules, seed="g", bot_seed=4, picks=Picks(("rosa",), ("tano", "beto")))
    assert session.characters == {1: "tano", 2: "beto"}
    eight = Session()
    eight.new_match(Rules("argentino", 8), seed="e", bot_seed=4, picks=Picks(("rosa",)))
    assert sorted(eight.characters) == list(range(1, 8)) and eight.characters[2] == "rosa"
    assert len(set(eight.characters.values())) == 7


def test_play_again_draws_the_games_choice_again_and_keeps_the_picks() -> None:
    session = Session()
    rules = Rules("argentino", 6)
    session.new_match(rules, seed="a", bot_seed=1, picks=Picks(("rosa",), ()))
    first = dict(session.characters)
    casts = []
    for _ in range(4):
        session.play_again()
        casts.append(dict(session.characters))
    assert all(cast[2] == "rosa" for cast in [first, *casts])
    assert any(cast != first for cast in casts)  # the others are drawn again
    session.picks = Picks((), ("zeca",))  # the player changed the picks meanwhile
    session.play_again()
    assert session.characters[1] == "zeca"


def test_a_change_of_rules_keeps_the_table_and_the_players_picks_win() -> None:
    """Issue 36 item 8: ``keep_table`` seats again who sat in each place the player left
    to the game, through a table with fewer places (the gallo's three) and back; a
    character the player picks meanwhile takes his place and sits once."""
    session = Session()
    auto4 = Picks((AUTO,), (AUTO, AUTO))
    session.new_match(Rules("argentino", 4), seed="k", bot_seed=3, picks=auto4)
    first = dict(session.characters)
    session.new_match(Rules("argentino", 3), seed="k", bot_seed=4, picks=auto4, keep_table=True)
    assert session.characters == {1: first[1], 2: first[3]}  # both opponents, in order
    session.new_match(Rules("mineiro", 4), seed="k", bot_seed=5, picks=auto4, keep_table=True)
    assert session.characters == first  # the partner is back in his place
    assert session.picks == auto4  # "play again" still lets the game choose
    mine = Picks((first[1],), (AUTO, AUTO))  # the player wants the first opponent as partner
    session.new_match(Rules("mineiro", 4), seed="k", bot_seed=6, picks=mine, keep_table=True)
    cast = session.characters
    assert cast[2] == first[1] and cast[3] == first[3]
    assert cast[1] not in (first[1], first[3]) and len(set(cast.values())) == 3
