"""Help: the rules of each variant with its card ranking drawn from the deck, and tips.

The ranking is the engine's (``help_text.ranking``), each card in the game's own art;
Paulista's shows the vira of its example hand, whose manilhas head the chart.

One tab per variant (the current one first), then "How to play" and "Tips". The text
comes from `ui.help_text`; card pictures are the deck theme's, added to each page's
document as image resources so the HTML can place them inline.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS
from truco_desktop.i18n import fill
from truco_desktop.ui.table.art import CardArt
from truco_desktop.ui.widgets.chrome import GOLD, TEXT, TEXT_2, apply_chrome
from truco_desktop.ui.words import help_text
from truco_desktop.ui.words.strings import card_name

CARD_HEIGHT = 64


def _esc(text: str) -> str:
    return html.escape(text, quote=False)


def _css() -> str:
    return (
        f"body {{ color: {TEXT}; font-size: 14px; }}"
        f"h2 {{ color: {GOLD}; font-size: 17px; margin-top: 18px; margin-bottom: 4px; }}"
        f"p {{ margin-top: 4px; margin-bottom: 8px; line-height: 135%; }}"
        f"li {{ margin-bottom: 4px; }}"
        f".caption {{ color: {TEXT_2}; font-size: 13px; }}"
        f".note {{ color: {TEXT_2}; font-size: 13px; }}"
    )


def rules_html(variant: str, image_url: Callable[[str], str]) -> str:
    """The rules page of `variant`; `image_url(card)` names each card's image."""
    parts = [f"<h1 style='font-size:22px'>{_esc(help_text.variant_title(variant))}</h1>"]
    for section in help_text.rules(variant):
        parts.append(f"<h2>{_esc(section.title)}</h2>")
        parts.extend(f"<p>{_esc(p)}</p>" for p in section.paragraphs)
        if section.bullets:
            parts.append("<ul>" + "".join(f"<li>{_esc(b)}</li>" for b in section.bullets))
            parts.append("</ul>")
    heading = QCoreApplication.translate("HelpDialog", "Card ranking, strongest first")
    parts.append(f"<h2>{_esc(heading)}</h2>")
    vira = help_text.example_vira(variant)
    if vira is not None:  # the manilhas follow the vira: the example hand's, turned up
        #: Above Paulista's card ranking, beside the vira's picture; %1 is the card
        #: ("7 of hearts").
        said = QCoreApplication.translate("HelpDialog", "The vira of this example: %1")
        parts.append(
            "<table cellspacing='0' cellpadding='3'><tr>"
            f"<td valign='middle'><img src='{image_url(vira)}' height='{CARD_HEIGHT}'></td>"
            f"<td class='caption' valign='middle'>&nbsp;"
            f"{_esc(fill(said, card_name(vira, variant)))}</td></tr></table>"
        )
    parts.append("<table cellspacing='0' cellpadding='3'>")
    for index, row in enumerate(help_text.ranking(variant), 1):
        images = "".join(
            f"<img src='{image_url(card)}' height='{CARD_HEIGHT}'>&nbsp;" for card in row.cards
        )
        parts.append(
            f"<tr><td class='caption' align='right' valign='middle'>{index}.&nbsp;</td>"
            f"<td valign='middle'>{images}</td>"
            f"<td class='caption' valign='middle'>&nbsp;{_esc(row.caption)}</td></tr>"
        )
    parts.append("</table>")
    parts.append(f"<p class='note'>{_esc(help_text.ranking_note(variant))}</p>")
    return "".join(parts)


def list_html(title: str, items: tuple[str, ...]) -> str:
    body = "".join(f"<li>{_esc(item)}</li>" for item in items)
    return f"<h1 style='font-size:22px'>{_esc(title)}</h1><ul>{body}</ul>"


class HelpDialog(QDialog):
    """Rules per variant, how to play, tips. `show_page("tips")` or a variant name."""

    def __init__(
        self,
        variant: str = DEFAULT_VARIANT,
        *,
        deck_style: str = "classic",
        four_colour: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.variant = variant
        self.deck_style = deck_style
        self.four_colour = four_colour
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setProperty("role", "title")
        layout.addWidget(self.title)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setProperty("role", "accept")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.pages: dict[str, QTextBrowser] = {}
        self.order = [variant, *(v for v in VARIANTS if v != variant), "how", "tips"]
        for key in self.order:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            self.pages[key] = browser
            self.tabs.addTab(browser, "")
        self.retranslate()

    def show_page(self, key: str) -> None:
        if key in self.pages:
            self.tabs.setCurrentWidget(self.pages[key])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Help"))
        self.title.setText(self.tr("Help"))
        self.close_button.setText(self.tr("Close"))
        for index, key in enumerate(self.order):
            browser = self.pages[key]
            document = browser.document()
            document.setDefaultStyleSheet(_css())
            if key in VARIANTS:
                self.tabs.setTabText(index, help_text.variant_name(key))
                browser.setHtml(rules_html(key, self._image_adder(key, document)))
            elif key == "how":
                self.tabs.setTabText(index, self.tr("How to play"))
                browser.setHtml(list_html(self.tr("How to play"), help_text.how_to_play()))
            else:
                self.tabs.setTabText(index, self.tr("Tips"))
                browser.setHtml(list_html(self.tr("Tips"), help_text.tips()))

    def _image_adder(self, variant: str, document: QTextDocument) -> Callable[[str], str]:
        """A function that adds a card's picture to `document` and returns its URL."""
        art = CardArt(variant, self.deck_style, self.four_colour)
        dpr = self.devicePixelRatioF()

        def image_url(card: str) -> str:
            url = f"card:{card}"
            pixmap = art.face(card, CARD_HEIGHT, dpr)
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), pixmap)
            return url

        return image_url

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
