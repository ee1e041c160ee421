"""The ☰ menu and the settings menu: where their submenus open and what the keys do there.

The window's menus open from the side panel's buttons at the window's right edge, so
their submenus have room only on the left. Qt placed them wherever the screen had room:
over their parent (where a pointer moving into them crossed the parent's other entries
and closed them), or to the right, outside the window, for the deeper ones. The keys
followed the screen, not the menus: Right did not enter a submenu shown on the left, and
Right on a plain entry jumped to another top-level menu of the hidden menu bar.

``MenuChain`` watches every menu of the chain (an event filter, no subclass, since the
same menus also sit in the hidden menu bar for their shortcuts):

* a submenu opens beside its parent's entry on the left, inside the window (on the right
  only when the left has no room, and moved up rather than past the window's bottom);
* Left enters the submenu of the entry under the keyboard (it opens on the left) and
  Right goes back to the parent; neither leaves for another top-level menu;
* a menu of choices opens with the current choice under the keyboard, not its first
  entry;
* the ☰ menu opens with its first entry marked, its submenu closed, so that Down moves
  among the entries that are shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QWidget

#: How far a submenu overlaps its parent's edge (the style's shadow), in pixels.
OVERLAP = 2


class MenuChain(QObject):
    """Places the submenus of ``window``'s side menus and gives their keys a direction."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._watched: set[int] = set()
        #: The submenus last placed on the left of their parent (the keys go that way).
        self._on_left: set[int] = set()

    def watch(self, menu: QMenu) -> None:
        """Watch ``menu`` and, now and whenever it opens, every submenu under it."""
        if id(menu) not in self._watched:
            self._watched.add(id(menu))
            menu.installEventFilter(self)
            menu.aboutToShow.connect(lambda m=menu: self._watch_children(m))
            menu.aboutToShow.connect(lambda m=menu: self._point_top_arrows(m))
        self._watch_children(menu)

    def _point_top_arrows(self, menu: QMenu) -> None:
        if self._parent_of(menu) is None:
            self._point_arrows(menu, True)  # a side menu: at the window's right edge

    @staticmethod
    def _point_arrows(menu: QMenu, left: bool) -> None:
        """The arrows of ``menu``'s entries with a submenu point the way its submenus
        open: left, as ``menu`` itself opened left of its parent, or of the window's
        right edge (the style sheet draws them for the property)."""
        if menu.property("submenusLeft") != left:
            menu.setProperty("submenusLeft", left)
            style = menu.style()
            style.unpolish(menu)
            style.polish(menu)

    def _watch_children(self, menu: QMenu) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                self.watch(sub)

    def open(self, popup: QMenu, where: QPoint) -> None:
        """Open the top menu ``popup`` at ``where`` (its top-left, global) with its first
        entry marked and no submenu open."""
        self.watch(popup)
        popup.popup(where)
        first = next((a for a in popup.actions() if a.isEnabled() and not a.isSeparator()), None)
        if first is None:
            return
        # ``setActiveAction`` opens the entry's submenu at once, and the keyboard stayed on
        # the top entries under it: close it again, before anything is painted.
        popup.setActiveAction(first)
        sub = first.menu()
        if isinstance(sub, QMenu):
            sub.hide()

    # ------------------------------------------------------------------ events

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QMenu):
            return False
        kind = event.type()
        if kind == QEvent.Type.Show:
            self._place(watched)
            QTimer.singleShot(0, lambda m=watched: self._mark_choice(m))
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(watched, event)
        return False

    def _key(self, menu: QMenu, event: QKeyEvent) -> bool:
        """Left and Right follow where the submenus open; True when the key was used."""
        key = event.key()
        if key not in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            return False
        action = menu.activeAction()
        sub = action.menu() if action is not None else None
        entering = Qt.Key.Key_Left if self._opens_left(menu, sub) else Qt.Key.Key_Right
        top = self._parent_of(menu) is None
        # From the top menu either key enters (there is no way back to go); below it the
        # key toward the submenus enters and the other goes back.
        if (key == entering or top) and isinstance(sub, QMenu) and action is not None:
            if action.isEnabled():
                menu.setActiveAction(action)  # opens the submenu; the keys go to it
                QTimer.singleShot(0, lambda s=sub: self._enter(s))
            return True
        if not top and key != entering:
            menu.hide()  # back to the parent, which keeps its entry marked
        return True  # never off to another top-level menu of the hidden bar

    def _opens_left(self, menu: QMenu, sub: object) -> bool:
        """Whether ``menu``'s submenus open on its left (they do, but at a narrow window's
        left edge): where the one under the keyboard last opened, else where ``menu``
        itself did, else the left."""
        if isinstance(sub, QMenu) and sub.isVisible():
            return id(sub) in self._on_left
        parent = self._parent_of(menu)
        return parent is None or id(menu) in self._on_left

    def _enter(self, sub: QMenu) -> None:
        if sub.isVisible() and sub.activeAction() is None:
            first = next((a for a in sub.actions() if a.isEnabled() and not a.isSeparator()), None)
            checked = self._checked(sub)
            sub.setActiveAction(checked or first)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ placing

    def _parent_of(self, menu: QMenu) -> QMenu | None:
        """The open menu whose entry opened ``menu`` (None for a top menu)."""
        for widget in QApplication.topLevelWidgets():
            if (
                isinstance(widget, QMenu)
                and widget is not menu
                and widget.isVisible()
                and menu.menuAction() in widget.actions()
            ):
                return widget
        return None

    def _room(self) -> QRect:
        """The window's inside, in global coordinates."""
        window = self.window
        return QRect(window.mapToGlobal(QPoint(0, 0)), window.size())

    def _place(self, menu: QMenu) -> None:
        parent = self._parent_of(menu)
        if parent is None:
            return
        room = self._room()
        entry = parent.actionGeometry(menu.menuAction())
        top_left = parent.mapToGlobal(entry.topLeft())
        box = parent.frameGeometry()
        width, height = menu.width(), menu.height()
        x = box.left() - width + OVERLAP
        left = x >= room.left()
        if not left:
            x = box.right() + 1 - OVERLAP
            if x + width > room.right() + 1:
                x = max(room.left(), room.right() + 1 - width)
        y = top_left.y() - menu.contentsMargins().top()
        y = max(room.top(), min(y, room.bottom() + 1 - height))
        if left:
            self._on_left.add(id(menu))
        else:
            self._on_left.discard(id(menu))
        self._point_arrows(menu, left)
        if menu.pos() != QPoint(x, y):
            menu.move(x, y)

    # ------------------------------------------------------------------ choices

    @staticmethod
    def _checked(menu: QMenu) -> object:
        """The menu's current choice: its checked entry of an exclusive group."""
        for action in menu.actions():
            group = action.actionGroup()
            if action.isChecked() and group is not None and group.isExclusive():
                return action
        return None

    def _mark_choice(self, menu: QMenu) -> None:
        """A menu of choices opens on the current one (the keyboard marked its first)."""
        checked = self._checked(menu)
        if not menu.isVisible() or checked is None or menu.activeAction() is checked:
            return
        if menu.activeAction() is None or not menu.underMouse():
            menu.setActiveAction(checked)  # type: ignore[arg-type]
