"""Options → Characters: who sits at the table with the player.

One row per computer seat of the table the preferences describe (a partner and two
opponents at four players, ...): the character picked for it, or "Let the game choose",
which draws a varied table for each new game. Each row shows the chosen face and what the
character is like, so the player knows whom they are picking. A character sits once: picking
one already chosen for another seat leaves that seat to the game.

The dialog says what was chosen (``chosen``: the partner picks and the opponent picks, in
seat order, each a character's key or "auto"); the window keeps them in the preferences.
The picks of seats a smaller table does not use are kept as they were.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.bots.characters import CHARACTERS
from truco_desktop.i18n import fill
from truco_desktop.storage.settings import AUTO_PICK, Preferences
from truco_desktop.ui.widgets.chrome import TEXT_2, apply_chrome
from truco_desktop.ui.words.characters_text import (
    character_description,
    character_name,
    face_pixmap,
)

FACE_SIZE = 56
ICON_SIZE = 28


class CharactersDialog(QDialog):
    """The computer seats' characters, picked one seat at a time."""

    #: The partner picks and the opponent picks (lists of keys or "auto").
    chosen = Signal(list, list)

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.setMinimumWidth(560)
        self.partners = list(prefs.partner_characters)
        self.opponents = list(prefs.opponent_characters)
        players = prefs.players
        #: (is partner, index in its list) of each row shown.
        self.slots: list[tuple[bool, int]] = [(True, i) for i in range(players // 2 - 1)]
        self.slots += [(False, i) for i in range(players // 2)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(10)
        self.title = QLabel()
        self.title.setProperty("role", "title")
        layout.addWidget(self.title)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setStyleSheet(f"color: {TEXT_2}; font-size: 13px;")
        layout.addWidget(self.intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        layout.addLayout(grid)
        self.labels: list[QLabel] = []
        self.boxes: list[QComboBox] = []
        self.faces: list[QLabel] = []
        self.descriptions: list[QLabel] = []
        for row, (partner, index) in enumerate(self.slots):
            face = QLabel()
            face.setFixedSize(FACE_SIZE, FACE_SIZE)
            label = QLabel()
            box = QComboBox()
            box.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
            box.addItem("", AUTO_PICK)
            for character in CHARACTERS:
                pixmap = face_pixmap(character.key, ICON_SIZE * 2)
                icon = QIcon(pixmap) if pixmap is not None else QIcon()
                box.addItem(icon, "", character.key)
            picks = self.partners if partner else self.opponents
            found = box.findData(picks[index])
            box.setCurrentIndex(max(0, found))
            description = QLabel()
            description.setWordWrap(True)
            description.setStyleSheet(f"color: {TEXT_2}; font-size: 12px;")
            grid.addWidget(face, 2 * row, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(label, 2 * row, 1)
            grid.addWidget(box, 2 * row, 2)
            grid.addWidget(description, 2 * row + 1, 1, 1, 2)
            box.currentIndexChanged.connect(lambda _i, r=row: self._picked(r))
            self.labels.append(label)
            self.boxes.append(box)
            self.faces.append(face)
            self.descriptions.append(description)
        grid.setColumnStretch(2, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.reject)
        self.ok_button = QPushButton()
        self.ok_button.setProperty("role", "accept")
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self._accept)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.ok_button)
        layout.addLayout(buttons)
        self.retranslate()

    def picks(self) -> tuple[list[str], list[str]]:
        """The partner picks and the opponent picks as the rows now say."""
        partners, opponents = list(self.partners), list(self.opponents)
        for (partner, index), box in zip(self.slots, self.boxes, strict=True):
            (partners if partner else opponents)[index] = str(box.currentData())
        return partners, opponents

    def _picked(self, row: int) -> None:
        key = self.boxes[row].currentData()
        if key != AUTO_PICK:
            # One character, one seat: another row holding it goes back to the game.
            for other, box in enumerate(self.boxes):
                if other != row and box.currentData() == key:
                    box.setCurrentIndex(0)
        self._show(row)

    def _show(self, row: int) -> None:
        key = str(self.boxes[row].currentData())
        pixmap = None if key == AUTO_PICK else face_pixmap(key, FACE_SIZE)
        face = self.faces[row]
        if pixmap is None:
            face.clear()
            face.setText("?")
            face.setAlignment(Qt.AlignmentFlag.AlignCenter)
            face.setStyleSheet(
                "border: 2px dashed #5F7F6E; border-radius: 28px; color: #B9CBBE; font-size: 24px;"
            )
        else:
            face.setStyleSheet("")
            face.setPixmap(pixmap)
        self.descriptions[row].setText(
            self.tr("A different player each game, chosen by the game.")
            if key == AUTO_PICK
            else character_description(key)
        )

    def _accept(self) -> None:
        partners, opponents = self.picks()
        self.chosen.emit(partners, opponents)
        self.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Characters"))
        self.title.setText(self.tr("Who plays at the table"))
        self.intro.setText(
            self.tr(
                "Pick your partner and your opponents, or let the game choose. Each plays"
                " at the level chosen in Options, in a style of their own. The players you"
                " pick sit down from the next game."
            )
        )
        partners = sum(1 for partner, _i in self.slots if partner)
        opponents = len(self.slots) - partners
        for (partner, index), label in zip(self.slots, self.labels, strict=True):
            if partner:
                text = (
                    self.tr("Partner")
                    if partners == 1
                    #: A seat in the Characters dialog: "Partner 2".
                    else fill(self.tr("Partner %1"), index + 1)
                )
            else:
                text = (
                    self.tr("Opponent")
                    if opponents == 1
                    #: A seat in the Characters dialog: "Opponent 2".
                    else fill(self.tr("Opponent %1"), index + 1)
                )
            label.setText(text)
        for box in self.boxes:
            box.setItemText(0, self.tr("Let the game choose"))
            for i, character in enumerate(CHARACTERS, start=1):
                box.setItemText(i, character_name(character.key))
        for row in range(len(self.slots)):
            self._show(row)
        self.cancel_button.setText(self.tr("Cancel"))
        self.ok_button.setText(self.tr("OK"))
