"""About: the version, the licence and the credits."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.i18n import fill
from truco_desktop.ui.widgets.chrome import GOLD, apply_chrome, display_font, fit_height
from truco_desktop.ui.words import help_text
from truco_desktop.version import version

LICENCE = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.setFixedWidth(520)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(10)
        self.wordmark = QLabel("Truco")
        self.wordmark.setFont(display_font(40))
        self.wordmark.setStyleSheet(f"color: {GOLD};")
        layout.addWidget(self.wordmark)
        self.version_label = QLabel()
        self.version_label.setProperty("role", "secondary")
        layout.addWidget(self.version_label)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.licence = QLabel()
        self.licence.setWordWrap(True)
        self.licence.setOpenExternalLinks(True)
        self.licence.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.licence)
        self.credits = QLabel()
        self.credits.setWordWrap(True)
        self.credits.setProperty("role", "secondary")
        layout.addWidget(self.credits)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setProperty("role", "accept")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addSpacing(6)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Truco"))
        self.version_label.setText(fill(self.tr("Version %1"), version()))
        self.summary.setText(
            self.tr(
                "Argentine Truco, Truco Mineiro and Truco Paulista against computer players,"
                " offline, in seven languages."
            )
        )
        self.licence.setText(
            fill(
                #: %1 is the licence's short name (GPL-3.0-or-later) as a link.
                self.tr(
                    "Free software under the GNU General Public License, version 3 or later"
                    " (%1). You may share and change it under its terms; it comes with no"
                    " warranty."
                ),
                f"<a style='color:{GOLD}' href='{LICENCE_URL}'>{LICENCE}</a>",
            )
        )
        self.credits.setText("\n".join(help_text.about_credits()))
        self.close_button.setText(self.tr("Close"))

    def showEvent(self, event: QShowEvent) -> None:
        fit_height(self)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
