"""Help → Señas: every sign of the vocabulary with a small face making it, again and again.

One tab per sign set (the one of the variant being played first): the sign's name as
players say it (Spanish or Portuguese, from the vocabulary), what it tells the partner
and how the face makes it, in the player's language.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.i18n import fill
from truco_desktop.signs import SignSet, load_vocabulary, sign_set_for
from truco_desktop.ui.widgets.chrome import GOLD, TEXT, TEXT_2, apply_chrome
from truco_desktop.ui.widgets.signs_palette import FaceWidget
from truco_desktop.ui.words import signs_text as T

FACE_SIZE = 64


class SignsDialog(QDialog):
    """The sign vocabulary, shown with animated faces."""

    def __init__(self, variant: str = DEFAULT_VARIANT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.resize(720, 640)
        try:
            first = sign_set_for(variant).name
        except KeyError:
            first = ""
        sets = load_vocabulary()
        self.order = [first] if first else []
        self.order += [name for name in sets if name != first]
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
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.pages: dict[str, list[tuple[QLabel, QLabel, object]]] = {}
        for name in self.order:
            self.tabs.addTab(self._page(sets[name]), "")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setProperty("role", "accept")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.retranslate()

    def _page(self, sign_set: SignSet) -> QWidget:
        body = QWidget()
        body.setObjectName("signsPage")
        body.setStyleSheet("#signsPage { background: transparent; }")
        grid = QGridLayout(body)
        grid.setContentsMargins(6, 10, 6, 10)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(12)
        rows: list[tuple[QLabel, QLabel, object]] = []
        for i, sign in enumerate(sign_set.signs):
            face = FaceWidget(sign.face, FACE_SIZE, loop=True)
            name = QLabel(html.escape(T.sign_name(sign)))
            name.setStyleSheet(f"color: {GOLD}; font-size: 16px; font-weight: bold;")
            words = QLabel()
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.RichText)
            words.setStyleSheet(f"color: {TEXT}; font-size: 14px;")
            text = QVBoxLayout()
            text.setSpacing(2)
            text.addWidget(name)
            text.addWidget(words)
            grid.addWidget(face, i, 0, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(text, i, 1)
            rows.append((name, words, sign))
        grid.setColumnStretch(1, 1)
        self.pages[sign_set.name] = rows
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # The same dark well as the help pages' text.
        scroll.setObjectName("signsWell")
        scroll.setStyleSheet(
            "#signsWell { background: rgba(0,0,0,46); border: 1px solid rgba(255,255,255,26);"
            " border-radius: 12px; }"
        )
        scroll.viewport().setAutoFillBackground(False)
        return scroll

    def retranslate(self) -> None:
        title = T.title()
        self.setWindowTitle(title)
        self.title.setText(title)
        self.intro.setText(T.help_intro())
        self.close_button.setText(self.tr("Close"))
        for index, name in enumerate(self.order):
            self.tabs.setTabText(index, self._set_title(name))
            for label, words, sign in self.pages[name]:
                label.setText(html.escape(T.sign_name(sign)))  # type: ignore[arg-type]
                meaning = html.escape(T.meaning(sign))  # type: ignore[arg-type]
                how = T.how(sign)  # type: ignore[arg-type]
                #: Help → Señas: how the face makes a sign; %1 is e.g. "a wink".
                face = html.escape(fill(self.tr("Face: %1"), how))
                words.setText(f"{meaning}<br><span style='color:{TEXT_2}'>{face}</span>")

    def _set_title(self, name: str) -> str:
        titles = {
            #: The Argentine (and Uruguayan) sign set's tab.
            "rioplatense": self.tr("Argentine Truco"),
            #: The Brazilian sign set's tab (Mineiro and Paulista).
            "brasileiro": self.tr("Brazilian Truco"),
        }
        return titles.get(name, name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
