"""Señas: the vocabulary is data, signs are true to the cards, and only the partner (or
an opponent who catches it) ever learns a sign."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from truco_desktop.engine.ranking import ARGENTINE_STRENGTH, MINEIRO_STRENGTH, paulista_strength
from truco_desktop.signs import SignBoard, load_vocabulary, sign_set_for, true_signs
from truco_desktop.signs.vocabulary import parse_vocabulary


def ids(signs: list) -> list[str]:  # type: ignore[type-arg]
    return [s.id for s in signs]


def test_argentine_vocabulary_covers_the_issue_list() -> None:
    names = {s.id for s in sign_set_for("argentino").signs}
    assert names == {
        "ancho_espadas",
        "ancho_bastos",
        "siete_espadas",
        "siete_oros",
        "tres",
        "dos",
        "nada",
        "flor",
        "envido_30",
        "envido_27",
    }
    assert {s.id for s in sign_set_for("mineiro").signs} == {
        "zap",
        "copas",
        "espadilha",
        "pica_fumo",
        "tres",
        "nada",
    }
    assert sign_set_for("paulista") is sign_set_for("mineiro")


@pytest.mark.parametrize(
    ("cards", "flor", "expected"),
    [
        (["1e", "7e", "3o"], False, ["ancho_espadas", "siete_espadas", "tres", "envido_27"]),
        (["1b", "2c", "12o"], False, ["ancho_bastos", "dos"]),
        (["7o", "6o", "4c"], False, ["siete_oros", "envido_30"]),
        (["4o", "5o", "6o"], True, ["flor", "nada"]),
        (["4o", "5o", "6o"], False, ["envido_30", "nada"]),
        (["4c", "11b", "12e"], False, ["nada"]),
    ],
)
def test_signs_true_to_argentine_cards(cards: list[str], flor: bool, expected: list[str]) -> None:
    assert ids(true_signs("argentino", cards, ARGENTINE_STRENGTH, flor)) == expected


def test_brazilian_signs_follow_the_manilhas() -> None:
    assert ids(true_signs("mineiro", ["4c", "3d", "5h"], MINEIRO_STRENGTH, False)) == [
        "zap",
        "tres",
    ]
    # Paulista with vira 2h: the manilhas are the threes, so a 3 of clubs is the zap.
    strength = paulista_strength("2h", clean=False)
    assert ids(true_signs("paulista", ["3c", "Kd", "4h"], strength, False)) == ["zap"]
    assert ids(true_signs("paulista", ["5c", "6d", "4h"], strength, False)) == ["nada"]


def test_a_regional_set_is_data_not_code() -> None:
    text = resources.files("truco_desktop").joinpath("data/signs.json").read_text("utf-8")
    data = json.loads(text)
    data["sets"]["uruguayo"] = {
        "variants": ["uruguayo"],
        "signs": [
            {"id": "muestra", "name": "Muestra", "face": {"eyes": "wink"}, "when": {"strength": 14}}
        ],
    }
    assert "uruguayo" in parse_vocabulary(data)
    data["sets"]["bad"] = {
        "variants": [],
        "signs": [{"id": "x", "name": "X", "face": {"ears": "wiggle"}, "when": {}}],
    }
    with pytest.raises(ValueError):
        parse_vocabulary(data)
    assert set(load_vocabulary()) == {"rioplatense", "brasileiro"}


def test_only_partners_and_catchers_learn_a_sign() -> None:
    board = SignBoard(4, "seed", 3, catching=False)
    board.make(0, "ancho_espadas")
    assert board.knowledge(2).from_seat(0) == ("ancho_espadas",)
    assert board.knowledge(1).seen == () and board.knowledge(3).seen == ()
    assert board.knowledge(0).seen == ()


def test_catching_is_seeded_and_depends_on_the_level() -> None:
    def catches(level: str) -> int:
        total = 0
        for hand in range(300):
            board = SignBoard(4, "s", hand, levels={1: level, 3: level})
            total += len(board.make(0, "tres"))
        return total

    assert catches("easy") < catches("expert")
    a = SignBoard(4, "same", 7, levels={1: "hard", 3: "hard"})
    b = SignBoard(4, "same", 7, levels={1: "hard", 3: "hard"})
    assert [a.make(0, "tres") for _ in range(20)] == [b.make(0, "tres") for _ in range(20)]
    for seat in (1, 3):
        assert all(s.caught for s in a.knowledge(seat).seen)


def test_six_players_signal_both_partners() -> None:
    board = SignBoard(6, "x", 0, catching=False)
    board.make(0, "flor")
    assert board.knowledge(2).seen and board.knowledge(4).seen
    assert not board.knowledge(1).seen
