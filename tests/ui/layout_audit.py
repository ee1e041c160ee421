"""What covers what on the table: the painted area of every item, and the overlaps that a
player would see as a defect (issue 16): a nameplate or its chip under a card, the panel
or the call bar; two nameplates on each other; a bubble over your hand, over another
bubble or over a name; the dealer's puck under the call bar; a face over a caption;
anything cut by the window's edge.

Everything is in the table widget's coordinates (the scene has the same: the view shows
it from (0, 0) without scaling).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF


@dataclass(frozen=True)
class Ink:
    """A painted area (a rectangle, turned as its item is) and what it is."""

    kind: str
    seat: int | None
    shape: QPolygonF | QRectF

    @property
    def polygon(self) -> QPolygonF:
        shape = self.shape
        return shape if isinstance(shape, QPolygonF) else QPolygonF(shape)

    @property
    def rect(self) -> QRectF:
        shape = self.shape
        return shape.boundingRect() if isinstance(shape, QPolygonF) else shape

    def __str__(self) -> str:
        r = self.rect
        where = "" if self.seat is None else f"[{self.seat}]"
        return f"{self.kind}{where}({r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f})"


def inks(table: Any) -> list[Ink]:
    """Every painted thing of the table that can collide."""
    scene = table.scene
    out: list[Ink] = []
    for plate in scene.plates:
        if plate.isVisible():
            out.append(Ink("plate", plate.seat, plate.mapToScene(plate.ink_rect())))
            chip = plate.chip_rect()
            if chip is not None:
                out.append(Ink("mano", plate.seat, plate.mapToScene(chip)))
    for seat, held in enumerate(scene.held):
        for item in held:
            if item.isVisible():
                out.append(Ink("card", seat, item.mapToScene(item.card_rect())))
    for item in scene.held[0] if scene.held else []:
        if item.key_label:
            out.append(Ink("keytab", 0, item.mapToScene(item.key_rect())))
    for item in scene.cards.on_felt():
        out.append(Ink("lane", item.owner, item.mapToScene(item.card_rect())))
    for item in [*scene.cards.stock, scene.cards.vira]:
        if item is not None and item.isVisible():
            out.append(Ink("stock", None, item.mapToScene(item.card_rect())))
    for seat, bubble in scene.talk.bubbles.items():
        if bubble.isVisible() and bubble.scene() is scene:
            out.append(Ink("bubble", seat, bubble.mapToScene(bubble.body)))
            cap = bubble.caption_rect()
            if cap is not None:
                out.append(Ink("caption", seat, bubble.mapToScene(cap)))
    if scene.puck.isVisible():
        out.append(Ink("puck", None, scene.puck.mapToScene(scene.puck.ink_rect())))
    for name in ("top", "vira", "sets", "partner", "envido"):
        chip = getattr(scene.chips, name)
        if chip.isVisible() and chip.text:
            out.append(Ink(f"chip-{name}", None, chip.mapToScene(chip.ink_rect())))
    signs = table._signs
    if signs is not None:
        for seat, face in signs.faces.items():
            if face.scene() is scene:
                out.append(Ink("face", seat, face.mapToScene(face.ink_rect())))
                spotted = face.spotted_rect()
                if spotted is not None:
                    out.append(Ink("spotted", seat, face.mapToScene(spotted)))
        if signs.button.isVisible():
            out.append(Ink("signs-button", 0, QRectF(signs.button.geometry())))
    bar = table.call_bar
    if bar.isVisible():
        out.append(Ink("callbar", None, QRectF(bar.geometry())))
    out.append(Ink("panel", None, QRectF(table.panel.geometry())))
    return out


#: Pairs of kinds that must not overlap (more than a sliver), in either order.
FORBIDDEN = {
    ("plate", "plate"),
    ("plate", "mano"),
    ("mano", "mano"),
    ("plate", "card"),
    ("mano", "card"),
    ("plate", "panel"),
    ("mano", "panel"),
    ("plate", "callbar"),
    ("mano", "callbar"),
    ("card", "callbar"),
    ("keytab", "callbar"),
    ("keytab", "bubble"),
    ("keytab", "puck"),
    ("bubble", "bubble"),
    ("bubble", "caption"),
    ("bubble", "panel"),
    ("bubble", "callbar"),
    ("bubble", "plate"),
    ("bubble", "mano"),
    ("bubble", "card"),
    ("caption", "card"),
    ("caption", "plate"),
    ("puck", "callbar"),
    ("puck", "panel"),
    ("puck", "plate"),
    ("puck", "card"),
    ("puck", "stock"),
    ("puck", "chip-vira"),
    ("puck", "chip-top"),
    ("plate", "stock"),
    ("mano", "stock"),
    ("face", "puck"),
    ("spotted", "panel"),
    ("chip-top", "plate"),
    ("chip-top", "mano"),
    ("signs-button", "plate"),
    ("signs-button", "mano"),
    ("signs-button", "callbar"),
    ("signs-button", "card"),
    ("chip-envido", "plate"),
    ("chip-envido", "mano"),
    ("chip-envido", "card"),
    ("chip-envido", "keytab"),
    ("chip-envido", "callbar"),
    ("chip-envido", "puck"),
    ("chip-envido", "face"),
    ("chip-envido", "signs-button"),
}


def overlaps(table: Any, slack: float = 4.0) -> list[str]:
    """The forbidden overlaps on the table now, and what the window's edge cuts."""
    found: list[str] = []
    items = inks(table)
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            pair = (a.kind, b.kind)
            if pair not in FORBIDDEN and pair[::-1] not in FORBIDDEN:
                continue
            if a.seat is not None and a.seat == b.seat and "bubble" not in pair:
                continue  # a seat's own plate and chip, its own cards and its plate
            if {a.kind, b.kind} <= {"bubble", "caption", "card"} and a.seat == b.seat:
                continue  # a bubble, its caption and its own seat's cards
            inter = a.polygon.intersected(b.polygon).boundingRect()
            if inter.isEmpty() or min(inter.width(), inter.height()) <= slack:
                continue
            found.append(f"{a} over {b}")
    view = QRectF(0, 0, table.width(), table.height())
    for ink in items:
        edge_kinds = ("plate", "mano", "bubble", "caption", "puck", "face", "spotted")
        if ink.kind in edge_kinds or ink.kind.startswith("chip"):
            r = ink.rect
            if not view.adjusted(-1, -1, 1, 1).contains(r):
                found.append(f"{ink} cut by the window's edge")
    # Your hand's bottom card must be seen whole, and your own chip not under your cards.
    return found


def bubble_everyone(table: Any, text: str = "¡Quiero vale cuatro!", caption: str = "") -> None:
    """Every seat speaks at once, a long call with a caption: the worst case for bubbles."""
    scene = table.scene
    for seat in range(scene.players):
        scene.say(seat, text, "bet", caption or "worth 4 if accepted", -1)


def point(x: float, y: float) -> QPointF:
    return QPointF(x, y)
