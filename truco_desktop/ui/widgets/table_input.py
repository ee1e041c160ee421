"""The player's intent at the table: a card clicked or chosen from its menu, a call
from the bar or its key, the keyboard's moves and the focus chain, and the screen
reader's description of the table. Every intent goes to the model's one entry point
(``submit``), which asks the engine.

A mixin of ``TableWidget`` (``table_widget.py``), which composes it; texts keep the
table's translation context ("TableWidget").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QWidget,
)

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

from ... import engine

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    from ...engine import Action

    _Base = QWidget  # a mixin of the table's widget (no import back: no circle)
else:
    _Base = object


class TableInput(_Base):
    """The player's intent, keys and focus (a mixin of ``TableWidget``)."""

    def _submit(self, action: Action) -> None:
        if self.director.pending_song is not None:
            if action.kind == "sing":
                self.director.sing()
            return
        if self.director.pending_choice is not None:
            self.call_bar.set_actions(self.scene.variant, (), False)
            self.director.choose_for_partner(action)
            return
        if self.director.pending_proposal is not None:
            if action.kind in ("agree", "not_now"):
                self.call_bar.set_actions(self.scene.variant, (), False)
                self.director.answer_proposal(action.kind == "agree")
            return
        if not self.input_enabled():
            return
        self.model.submit(action)

    def _play_action(self, index: int, covered: bool) -> Action | None:
        view = self.model.view()
        if view is None:
            return None
        if view.blind:
            # A blind seat picks one of its unknown cards by position (BR-FERRO-2).
            blind = [a for a in view.legal if a.position == index]
            return blind[0] if blind and not covered else None
        if not 0 <= index < len(view.cards):
            return None
        if view.deciding == "discard":
            # AR-GALLO-3: the gallo's first choice is the card he puts away face down.
            return None if covered else engine.actions.discard(view.cards[index])
        return engine.actions.play(view.cards[index], covered=covered)

    def _on_card_clicked(self, index: int, covered: bool) -> None:
        if not self.input_enabled():
            return
        action = self._play_action(index, covered)
        if action is None:
            return
        self.scene.remember_index(index)
        self.model.submit(action)

    def _on_card_menu(self, index: int, pos: QPoint) -> None:
        if not self.input_enabled():
            return
        legal = self.model.human_legal()
        menu = QMenu(self)
        face_up = self._play_action(index, False)
        face_down = self._play_action(index, True)
        a1 = menu.addAction(translate("TableWidget", "Play"))
        a1.setEnabled(face_up in legal)
        a2 = menu.addAction(translate("TableWidget", "Play face down"))
        a2.setEnabled(face_down in legal)
        chosen = menu.exec(pos)
        if chosen is a1 and face_up is not None:
            self._on_card_clicked(index, False)
        elif chosen is a2 and face_down is not None:
            self._on_card_clicked(index, True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if QApplication.activePopupWidget() is not None:
            # A menu is open: its keys are the menu's, even where a window manager hands
            # them to the table (Enter played the card under the keyboard's focus).
            event.accept()
            return
        key = event.key()
        digits = {
            Qt.Key.Key_1: 0,
            Qt.Key.Key_2: 1,
            Qt.Key.Key_3: 2,
            Qt.Key.Key_4: 3,  # the gallo's fourth card, while he discards
            Qt.Key.Key_Exclam: 0,
            Qt.Key.Key_At: 1,
            Qt.Key.Key_NumberSign: 2,
        }
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier) or key in (
            Qt.Key.Key_Exclam,
            Qt.Key.Key_At,
            Qt.Key.Key_NumberSign,
        )
        n = len(self.scene.held[0]) if self.scene.held else 0
        if key in digits:
            self._on_card_clicked(digits[key], shift)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and n:
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = (0 if self._focus is None else (self._focus + step)) % n
            self.scene.set_focus_index(self._focus)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focus is not None:
            self._on_card_clicked(self._focus, False)
            self._focus = None
            self.scene.set_focus_index(None)
        elif key == Qt.Key.Key_Space and self.summary.isVisible():
            self._summary_button()
        elif (key == Qt.Key.Key_H and self.coach.ask()) or self._call_key(event):
            pass  # H: the coach's hint (issue 33); a letter: a call bar button
        elif key == Qt.Key.Key_F1:
            self.rules_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self.menu_requested.emit()
        else:
            super().keyPressEvent(event)

    def _call_key(self, event: QKeyEvent) -> bool:
        """A call bar button's letter (Q, N, T…), pressed wherever the table's keyboard
        focus is: the same as clicking it."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        letter = event.text().upper()
        if mods not in (Qt.KeyboardModifier.NoModifier,) or len(letter) != 1:
            return False
        button = next((b for b in self.call_bar.buttons if b.key and b.key == letter), None)
        if button is None or not button.isVisible():
            return False
        button.click()
        return True

    def menu_anchor(self, settings: bool = False) -> QPoint:
        """Where the window's menu opens (screen coordinates): under the panel's menu
        button (or its settings button), at its right edge."""
        button = self.panel.settings_button if settings else self.panel.menu_button
        return button.mapToGlobal(QPoint(button.width(), button.height()))

    def describe(self) -> None:
        """What a screen reader says of the table: the prompt and your cards in words
        (DESIGN.md section 14), in the current language."""
        self.setAccessibleName(translate("a11y", "Card table"))
        view = self.model.view()
        parts = [self.call_bar.status_label.text().strip(" .")]
        if view is not None and view.cards:
            names = ", ".join(S.card_name(c, view.variant) for c in view.cards)
            #: Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").
            parts.append(fill(translate("a11y", "Your cards: %1"), names))
        elif view is not None and view.blind:
            parts.append(translate("a11y", "Your cards are face down"))
        text = ". ".join(p for p in parts if p)
        self.setAccessibleDescription(text)
        for button in self.call_bar.buttons:
            button.setAccessibleDescription(self.call_bar.status_label.text().strip(" ."))

    def focus_chain(self) -> list[QWidget]:
        """Tab's order on the table: your hand (the table itself), the call bar's buttons,
        the side panel, then the Señas button."""
        chain: list[QWidget] = [self]
        chain += [b for b in self.call_bar.buttons if b.isVisible() and b.isEnabled()]
        chain += [w for w in self.panel.focus_chain() if w.isVisible() and w.isEnabled()]
        signs = self._signs
        if signs is not None and signs.button.isVisible():
            chain.append(signs.button)
        return chain

    def focusNextPrevChild(self, next: bool) -> bool:
        chain = self.focus_chain()
        current = QApplication.focusWidget()
        if current not in chain:
            return super().focusNextPrevChild(next)
        index = chain.index(current) + (1 if next else -1)
        chain[index % len(chain)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        )
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The hand has the keyboard: a card shows the focus ring (← → move it)."""
        super().focusInEvent(event)
        n = len(self.scene.held[0]) if self.scene.held else 0
        if n:
            self._focus = min(self._focus or 0, n - 1)
            self.scene.set_focus_index(self._focus)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.scene.set_focus_index(None)
