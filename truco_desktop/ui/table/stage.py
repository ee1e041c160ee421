"""What an event's handler may use of the table (``TableScene`` provides it).

A handler animates one kind of engine event with the items of the registry, the layout
and the motion table, and reads every game fact from the view passed with the event; it
keeps no state of its own. This protocol is the whole of what handlers see, so that the
handler modules need not import the scene (no import circles).
"""

from __future__ import annotations

from typing import Protocol

from .bubbles import Talk
from .card_item import CardItem
from .chips import FeltChips
from .layout import Layout, Place
from .motion import Motion
from .registry import CardRegistry
from .seat_items import NameplateItem, PuckItem

# z bands (DESIGN.md section 4)
Z_LANE, Z_OTHERS, Z_HAND, Z_HOVER, Z_FLIGHT = 100, 200, 300, 350, 600


class Stage(Protocol):
    motion: Motion
    layout: Layout
    cards: CardRegistry
    talk: Talk
    chips: FeltChips
    puck: PuckItem
    plates: list[NameplateItem]
    #: The seats at the table (the layout) and the variant (the deck and the words).
    players: int
    variant: str
    #: Seats whose cards lie face up at the seat (a partner's in a mão de onze, the
    #: hands shown at the end).
    shown_seats: set[int]
    #: Your card clicked last (a blind card has no identity to find it by).
    last_index: int

    def begin_deal(self, players: int, variant: str) -> bool:
        """A new deal on these seats (laid afresh if they changed): True when there are
        no cards of an earlier hand to gather."""
        ...

    def held_places(self, seat: int, count: int) -> list[Place]: ...

    def lane_place(self, item: CardItem) -> Place: ...

    def place_puck(self, animate: bool) -> None: ...

    def update_plates(self) -> None: ...

    def place_chips(self) -> None: ...

    def mark_manilhas(self) -> None: ...

    def set_turn(self, seat: int | None, playing: bool) -> None: ...

    def hide_ghost(self) -> None: ...

    def say(
        self, seat: int, text: str, tone: str, caption: str, hold: int | None = None
    ) -> None: ...

    def cue(self, sound: str, at: int) -> None:
        """The sound of what happens ``at`` ms from now, a card landing (``ui/audio/sound.py``)."""
        ...
