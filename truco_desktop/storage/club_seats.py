"""The seats a person keeps at club tables, so that leaving one is not losing it.

A club table gives each person a secret token for his seat (docs/NETWORK.md). A person
who leaves during a match is replaced by a computer player until he comes back with that
token (issue 31 item 3), so the game keeps it, per club and table code, in its own small
file beside the statistics (not in the settings: the token is a secret of the person's
seat, and settings files get copied between machines)::

    {"format": "truco-desktop/club-seats", "version": 1,
     "seats": [{"club": "https://club.example.org/v1/tables", "code": "K7PQ2M",
                "token": "…"}, ...]}

Oldest first, at most ``MAX_SEATS``: a seat kept longer than that is forgotten. A bad
entry is left out; a file that cannot be read is moved aside (nothing else depends on
it: the worst loss is coming back to a table as a newcomer). Writing never stops the
game: a disk that refuses is logged.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Final

from truco_desktop.paths import AppPaths
from truco_desktop.storage.document import VersionedFile, Wording
from truco_desktop.storage.notices import Notice

_log = logging.getLogger(__name__)

FILE_NAME: Final = "club-seats.json"
FORMAT_TAG: Final = "truco-desktop/club-seats"
VERSION: Final = 1
#: The seats remembered; the oldest goes first.
MAX_SEATS: Final = 16
_CODE = re.compile(r"[A-Z0-9]{4,12}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,64}")
_MAX_CLUB = 200


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """A seat at a club's table: the club (its tables' URL), the table's code, the token."""

    club: str
    code: str
    token: str

    def __post_init__(self) -> None:
        if not (0 < len(self.club) <= _MAX_CLUB and self.club.isprintable()):
            raise ValueError("a kept seat's club is not one")
        if not _CODE.fullmatch(self.code):
            raise ValueError("a kept seat's table code is not one")
        if not _TOKEN.fullmatch(self.token):
            raise ValueError("a kept seat's token is not one")


class ClubSeats:
    """The kept seats of one person (``AppPaths``), read once and written on change."""

    def __init__(self, paths: AppPaths) -> None:
        self._file = VersionedFile(
            paths.data_dir / FILE_NAME,
            format_tag=FORMAT_TAG,
            version=VERSION,
            wording=Wording(
                "club_seats", "club seats", "the seats kept at club tables are forgotten"
            ),
        )
        self._seats: list[KeptSeat] | None = None
        #: What reading the file found wrong, for whoever shows it (a lobby's status).
        self.notices: tuple[Notice, ...] = ()

    def seats(self) -> tuple[KeptSeat, ...]:
        return tuple(self._loaded())

    def token(self, club: str, code: str) -> str | None:
        """The token of our seat at table ``code`` of ``club``, if one is kept."""
        return next(
            (s.token for s in self._loaded() if (s.club, s.code) == (club, code)), None
        )

    def keep(self, club: str, code: str, token: str) -> None:
        """Remember the seat (the newest last; the oldest beyond ``MAX_SEATS`` goes)."""
        try:
            seat = KeptSeat(club, code, token)
        except ValueError as error:
            _log.warning("not keeping a club seat: %s", error)
            return
        seats = [s for s in self._loaded() if (s.club, s.code) != (club, code)]
        seats.append(seat)
        self._write(seats[-MAX_SEATS:])

    def forget(self, club: str, code: str) -> None:
        """The seat is no longer ours (the table is gone, the match over, the seat taken)."""
        seats = self._loaded()
        kept = [s for s in seats if (s.club, s.code) != (club, code)]
        if len(kept) != len(seats):
            self._write(kept)

    def _loaded(self) -> list[KeptSeat]:
        if self._seats is None:
            self._seats = self._read()
        return list(self._seats)

    def _read(self) -> list[KeptSeat]:
        doc, notices = self._file.read()
        self.notices = tuple(notices)
        if doc.data is None or doc.status not in ("current", "newer"):
            return []
        entries = doc.data.get("seats")
        seats: list[KeptSeat] = []
        for entry in entries if isinstance(entries, list) else ():
            if not isinstance(entry, dict):
                continue
            club, code, token = entry.get("club"), entry.get("code"), entry.get("token")
            if not all(isinstance(v, str) for v in (club, code, token)):
                continue
            try:
                seats.append(KeptSeat(str(club), str(code), str(token)))
            except ValueError:
                continue  # one bad entry costs that seat only
        return seats[-MAX_SEATS:]

    def _write(self, seats: list[KeptSeat]) -> None:
        self._seats = seats
        body: dict[str, object] = {
            "seats": [{"club": s.club, "code": s.code, "token": s.token} for s in seats]
        }
        try:
            self._file.write(body)
        except OSError as error:
            _log.warning("could not keep the club seats: %s", error)
