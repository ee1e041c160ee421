"""The seats kept at club tables (issue 31 item 3): kept per club and code, the newest
last and at most ``MAX_SEATS``; a bad entry costs that seat only; a file that cannot be
read is moved aside and the game goes on with none kept."""

from __future__ import annotations

import json
from pathlib import Path

from truco_desktop.paths import AppPaths
from truco_desktop.storage.club_seats import FILE_NAME, MAX_SEATS, ClubSeats

CLUB = "https://club.example.org/v1/tables"
TOKEN = "Abc_def-1234567890XYZabc"


def test_a_seat_is_kept_replaced_and_forgotten(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    seats = ClubSeats(paths)
    seats.keep(CLUB, "K7PQ2MAB", TOKEN)
    assert ClubSeats(paths).token(CLUB, "K7PQ2MAB") == TOKEN  # on disk
    seats.keep(CLUB, "K7PQ2MAB", TOKEN[::-1])  # the same table: the new token
    assert [s.token for s in ClubSeats(paths).seats()] == [TOKEN[::-1]]
    assert ClubSeats(paths).token("https://other.example/v1/tables", "K7PQ2MAB") is None
    seats.forget(CLUB, "K7PQ2MAB")
    assert ClubSeats(paths).seats() == ()


def test_the_oldest_seats_go_first(tmp_path: Path) -> None:
    seats = ClubSeats(AppPaths.under(tmp_path))
    codes = [f"CODE{n:04d}" for n in range(MAX_SEATS + 3)]
    for code in codes:
        seats.keep(CLUB, code, TOKEN)
    assert [s.code for s in ClubSeats(AppPaths.under(tmp_path)).seats()] == codes[3:]


def test_a_bad_entry_costs_that_seat_only_and_bad_values_are_not_kept(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    path = paths.data_dir / FILE_NAME
    path.parent.mkdir(parents=True)
    good = {"club": CLUB, "code": "GOOD2345", "token": TOKEN}
    bad = [{"club": CLUB, "code": "no!", "token": TOKEN}, {"club": 3}, "seat", None]
    doc = {"format": "truco-desktop/club-seats", "version": 1, "seats": [*bad, good]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    seats = ClubSeats(paths)
    assert [s.code for s in seats.seats()] == ["GOOD2345"]
    seats.keep(CLUB, "GOOD2345", "short")  # not a token: refused, nothing lost
    assert seats.token(CLUB, "GOOD2345") == TOKEN


def test_a_file_that_cannot_be_read_is_moved_aside(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    path = paths.data_dir / FILE_NAME
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00 not json")
    seats = ClubSeats(paths)
    assert seats.seats() == () and seats.notices
    assert not path.exists() and list(path.parent.glob("club-seats.corrupt-*.json"))
    seats.keep(CLUB, "AFTER234", TOKEN)
    assert ClubSeats(paths).token(CLUB, "AFTER234") == TOKEN
