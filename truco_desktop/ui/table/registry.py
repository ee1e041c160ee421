"""The card items on the felt, by where each one lies.

A seat's hand, a seat's lane (the cards it played, trick after trick), the stock, the
vira, the Mineiro sets out of play and the packet given away, and the cards on their way
out (gathered or swept, removed when their flight ends). The registry decides no rule: it
only knows which item lies where, and in which trick slot a lane card was laid.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGraphicsScene

from .card_item import CardItem

#: Makes a card item in the scene: (code or None for a back, height, face up).
MakeCard = Callable[[str | None, float, bool], CardItem]


class CardRegistry:
    def __init__(self, scene: QGraphicsScene, make: MakeCard) -> None:
        self._scene = scene
        self._make = make
        self.held: list[list[CardItem]] = []
        self.lanes: list[list[CardItem]] = []
        self.stock: list[CardItem] = []
        self.vira: CardItem | None = None
        self.sets: list[list[CardItem]] = []
        self.given: list[CardItem] = []
        self._doomed: list[CardItem] = []
        # Lane slots: the trick the next played card is laid in, how many tricks lie on
        # the felt (older ones slid aside) and the order of play (the cards' z order).
        self.trick = 0
        self.tricks_laid = 1
        self.play_order = 0

    def new(self, code: str | None, height: float, face_up: bool = False) -> CardItem:
        return self._make(code, height, face_up)

    def empty(self, players: int) -> None:
        """Forget where every card lies (their items are gathered or removed already)."""
        self.held = [[] for _ in range(players)]
        self.lanes = [[] for _ in range(players)]
        self.stock, self.sets, self.given = [], [], []
        self.vira = None
        self.new_round()

    def new_round(self) -> None:
        """The lanes start again at the first trick (a new hand or pica-pica duel)."""
        self.trick, self.tricks_laid, self.play_order = 0, 1, 0

    def all(self) -> list[CardItem]:
        out = [c for cards in self.held for c in cards] + self.on_felt()
        out += self.stock + [c for s in self.sets for c in s] + self.given
        if self.vira is not None:
            out.append(self.vira)
        return out

    def on_felt(self) -> list[CardItem]:
        """The played cards, every lane."""
        return [c for lane in self.lanes for c in lane]

    def in_trick(self, index: int) -> list[CardItem]:
        return [c for c in self.on_felt() if c.trick == index]

    def owner_of(self, item: CardItem) -> int | None:
        """The seat whose hand holds ``item``."""
        return next((s for s, cards in enumerate(self.held) if item in cards), None)

    def clear(self, players: int) -> None:
        """Remove every card item at once."""
        for item in self.all() + self._doomed:
            self._drop(item)
        self._doomed = []
        self.empty(players)

    def doom(self, items: list[CardItem], after: int) -> None:
        """Remove ``items`` from the scene once their last flight is over."""
        if not items:
            return
        self._doomed.extend(items)

        def drop() -> None:
            for item in items:
                if item in self._doomed:
                    self._doomed.remove(item)
                    self._drop(item)

        if after <= 0:
            drop()
        else:
            QTimer.singleShot(after, drop)

    def _drop(self, item: CardItem) -> None:
        item.stop()
        if item.scene() is self._scene:
            self._scene.removeItem(item)
        item.deleteLater()
