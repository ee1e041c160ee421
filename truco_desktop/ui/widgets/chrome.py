"""The calm dark-glass look of the windows around the table (DESIGN.md sections 9-10).

Menus, dialogs and notices share one style sheet built from the design's colour tokens,
so nothing around the felt looks like a default Qt widget. Sizes are logical pixels.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QColor, QFont, QFontDatabase
from PySide6.QtWidgets import QWidget

GLASS: Final = "#0B1F16"
GLASS_RAISED: Final = "#12301F"
FELT: Final = "#1C5E3B"
FELT_LO: Final = "#0E3A24"
TEXT: Final = "#F3EBD8"
TEXT_2: Final = "#B9CBBE"
GOLD: Final = "#E3B341"
GOLD_DEEP: Final = "#8C5A0C"
US: Final = "#8FCBEA"
THEM: Final = "#F0A45B"
ACCEPT_TEXT: Final = "#123D27"
RAISE_TEXT: Final = "#2A1E05"

#: UI family preference (DESIGN.md section 10); the first one installed wins.
UI_FAMILIES: Final = ("Alegreya Sans", "Noto Sans", "DejaVu Sans")
DISPLAY_FAMILIES: Final = ("Alegreya", "Noto Serif", "DejaVu Serif")


def _first_installed(families: tuple[str, ...]) -> str | None:
    installed = set(QFontDatabase.families())
    return next((f for f in families if f in installed), None)


def ui_font(size: float = 14, bold: bool = False) -> QFont:
    font = QFont()
    family = _first_installed(UI_FAMILIES)
    if family:
        font.setFamily(family)
    font.setPixelSize(round(size))
    font.setBold(bold)
    return font


def display_font(size: float = 32) -> QFont:
    font = QFont()
    family = _first_installed(DISPLAY_FAMILIES) or _first_installed(UI_FAMILIES)
    if family:
        font.setFamily(family)
    font.setPixelSize(round(size))
    font.setWeight(QFont.Weight.Black)
    font.setItalic(True)
    return font


def rgba(hex_colour: str, alpha: float) -> str:
    c = QColor(hex_colour)
    return f"rgba({c.red()}, {c.green()}, {c.blue()}, {round(alpha * 255)})"


def _icon(name: str) -> str:
    """The path of one of our interface icons (`assets/icons/ui/`), as a style sheet's
    `url()` wants it."""
    from truco_desktop.resources import assets_dir

    try:
        return (assets_dir() / "icons" / "ui" / name).as_posix()
    except FileNotFoundError:
        return ""


def style_sheet() -> str:
    """The style sheet of the main window's menus and of every dialog of the app."""
    family = _first_installed(UI_FAMILIES)
    family_rule = f'font-family: "{family}";' if family else ""
    return f"""
QMenuBar {{
    background: {GLASS}; color: {TEXT}; {family_rule} font-size: 14px;
    border-bottom: 1px solid {rgba("#FFFFFF", 0.10)}; padding: 2px 6px;
}}
QMenuBar::item {{ background: transparent; padding: 6px 12px; border-radius: 8px; }}
QMenuBar::item:selected {{ background: {rgba(TEXT, 0.10)}; }}
QMenuBar::item:pressed {{ background: {rgba(GOLD, 0.22)}; }}
QMenu {{
    background: {GLASS}; color: {TEXT}; {family_rule} font-size: 14px;
    border: 1px solid {rgba("#FFFFFF", 0.12)}; border-radius: 10px; padding: 6px;
}}
QMenu::item {{ padding: 7px 28px 7px 28px; border-radius: 7px; }}
QMenu::item:selected {{ background: {rgba(GOLD, 0.20)}; color: {TEXT}; }}
QMenu::item:disabled {{ color: {rgba(TEXT_2, 0.55)}; }}
QMenu::separator {{ height: 1px; background: {rgba("#FFFFFF", 0.10)}; margin: 5px 10px; }}
QMenu[submenusLeft="true"]::right-arrow {{
    image: url("{_icon("submenu-left.svg")}"); width: 10px; height: 10px;
}}
QMenu::indicator {{ width: 14px; height: 14px; left: 8px; }}
QMenu::indicator:exclusive:checked {{
    background: {GOLD}; border: 2px solid {GLASS}; border-radius: 7px;
}}
QMenu::indicator:exclusive:unchecked {{
    border: 1px solid {rgba(TEXT, 0.35)}; border-radius: 7px;
}}
QMenu::indicator:non-exclusive:checked {{
    image: url("{_icon("check.svg")}"); border: 1px solid {rgba(GOLD, 0.55)}; border-radius: 3px;
}}
QMenu::indicator:non-exclusive:unchecked {{
    border: 1px solid {rgba(TEXT, 0.35)}; border-radius: 3px;
}}

QDialog, QMessageBox, QFileDialog {{
    background: {GLASS}; color: {TEXT}; {family_rule} font-size: 14px;
}}
QDialog QLabel, QMessageBox QLabel {{ color: {TEXT}; background: transparent; }}
QLabel[role="title"] {{ font-size: 22px; font-weight: bold; }}
QLabel[role="secondary"] {{ color: {TEXT_2}; font-size: 13px; }}
QLabel[role="big"] {{ font-size: 30px; font-weight: 800; color: {TEXT}; }}
QLabel[role="gold"] {{ color: {GOLD}; font-weight: bold; }}
QLabel[role="error"] {{ color: {THEM}; font-weight: bold; }}
QLineEdit {{
    color: {TEXT}; background: {rgba("#000000", 0.22)}; border: 1px solid {rgba(TEXT, 0.35)};
    border-radius: 8px; padding: 4px 10px; min-height: 28px; font-size: 14px;
    selection-background-color: {rgba(GOLD, 0.35)};
}}
QLineEdit:focus {{ border: 2px solid {GOLD}; }}
QLineEdit[invalid="true"] {{ border: 2px solid {THEM}; }}
QCheckBox {{ color: {TEXT}; spacing: 10px; font-size: 14px; }}
QCheckBox:focus {{ color: {GOLD}; }}
QCheckBox::indicator {{
    width: 16px; height: 16px; border: 1px solid {rgba(TEXT, 0.55)}; border-radius: 4px;
}}
QCheckBox::indicator:checked {{
    image: url("{_icon("check.svg")}"); border: 1px solid {GOLD}; background: {rgba(GOLD, 0.25)};
}}

QPushButton {{
    min-height: 40px; min-width: 96px; padding: 0 18px; border-radius: 11px;
    font-size: 15px; font-weight: bold; color: {TEXT};
    background: {rgba("#FFFFFF", 0.06)}; border: 1.3px solid {rgba(TEXT, 0.55)};
}}
QPushButton:hover {{ background: {rgba("#FFFFFF", 0.12)}; }}
QPushButton:pressed {{ padding-top: 1px; background: {rgba("#FFFFFF", 0.03)}; }}
QPushButton:focus {{ border: 2px solid {GOLD}; }}
QPushButton:disabled {{ color: {rgba(TEXT_2, 0.5)}; border-color: {rgba(TEXT_2, 0.25)}; }}
QPushButton[role="accept"], QPushButton:default {{
    color: {ACCEPT_TEXT}; border: 1px solid #D6C9AC;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #FFFCF3, stop:1 #F1E8D2);
}}
QPushButton[role="accept"]:hover, QPushButton:default:hover {{ background: #FFFDF6; }}
QPushButton[role="gold"] {{
    color: {RAISE_TEXT}; border: 1px solid {GOLD_DEEP};
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #F2CB63, stop:1 #D69F27);
}}
QPushButton[role="gold"]:disabled, QPushButton[role="accept"]:disabled {{
    color: {rgba(TEXT_2, 0.5)}; border: 1.3px solid {rgba(TEXT_2, 0.25)};
    background: {rgba("#FFFFFF", 0.06)};
}}
QToolButton {{
    color: {TEXT}; background: {rgba("#FFFFFF", 0.06)}; border-radius: 8px;
    border: 1px solid {rgba(TEXT, 0.35)}; min-width: 40px; min-height: 36px;
    font-size: 15px; font-weight: bold;
}}
QToolButton:hover {{ background: {rgba("#FFFFFF", 0.12)}; }}
QToolButton:disabled {{ color: {rgba(TEXT_2, 0.4)}; border-color: {rgba(TEXT_2, 0.2)}; }}

QComboBox {{
    color: {TEXT}; background: {rgba("#FFFFFF", 0.06)}; border: 1px solid {rgba(TEXT, 0.35)};
    border-radius: 8px; padding: 4px 12px; min-height: 30px; min-width: 140px;
    font-size: 14px; font-weight: bold;
}}
QComboBox:hover {{ background: {rgba("#FFFFFF", 0.12)}; }}
QComboBox:focus {{ border: 2px solid {GOLD}; }}
QComboBox QAbstractItemView {{
    background: {GLASS}; color: {TEXT}; border: 1px solid {rgba("#FFFFFF", 0.12)};
    selection-background-color: {rgba(GOLD, 0.25)}; outline: none;
}}
QTabWidget::pane {{ border: none; border-top: 1px solid {rgba("#FFFFFF", 0.10)}; }}
QTabBar::tab {{
    color: {TEXT_2}; background: transparent; padding: 8px 16px; margin-right: 4px;
    border-bottom: 2px solid transparent; font-size: 14px; font-weight: bold;
}}
QTabBar::tab:selected {{ color: {TEXT}; border-bottom: 2px solid {GOLD}; }}
QTabBar::tab:hover {{ color: {TEXT}; }}

QTableWidget, QTableView, QListWidget, QTextBrowser, QPlainTextEdit {{
    background: {rgba("#000000", 0.18)}; color: {TEXT};
    alternate-background-color: {rgba("#FFFFFF", 0.035)};
    border: 1px solid {rgba("#FFFFFF", 0.10)}; border-radius: 12px;
    gridline-color: transparent; selection-background-color: {rgba(GOLD, 0.25)};
    selection-color: {TEXT};
}}
QHeaderView {{ background: transparent; border: none; }}
QHeaderView::section {{
    background: transparent; color: {TEXT_2}; border: none; padding: 6px 8px;
    font-size: 12px; font-weight: bold;
}}
QTableCornerButton::section {{ background: transparent; border: none; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 4px; }}
QScrollBar::handle:vertical {{
    background: {rgba(TEXT, 0.25)}; border-radius: 3px; min-height: 24px;
}}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 4px; }}
QScrollBar::handle:horizontal {{
    background: {rgba(TEXT, 0.25)}; border-radius: 3px; min-width: 24px;
}}
QSlider::groove:horizontal {{ height: 4px; background: {rgba(TEXT, 0.2)}; border-radius: 2px; }}
QSlider::handle:horizontal {{
    background: {GOLD}; width: 16px; height: 16px; margin: -6px 0; border-radius: 8px;
}}
QSlider::sub-page:horizontal {{ background: {rgba(GOLD, 0.6)}; border-radius: 2px; }}

QFrame#NoticeBar {{
    background: {rgba(GLASS, 0.92)}; border: 1px solid {rgba(GOLD, 0.45)}; border-radius: 12px;
}}
QFrame#NoticeBar QLabel {{ color: {TEXT}; font-size: 14px; }}
QFrame#Plate {{
    background: {rgba("#000000", 0.18)}; border: 1px solid {rgba("#FFFFFF", 0.10)};
    border-radius: 12px;
}}
"""


def apply_chrome(widget: QWidget) -> None:
    """Give a top-level window or dialog the app's look."""
    widget.setStyleSheet(style_sheet())


def fit_height(widget: QWidget) -> None:
    """Give a fixed-width window the height its word-wrapped labels need.

    Top-level windows do not follow their layout's height-for-width by themselves, so
    wrapped text would be squeezed; call this from `showEvent`.
    """
    layout = widget.layout()
    if layout is None:
        return
    layout.activate()
    needed = layout.totalHeightForWidth(widget.width())
    if needed > 0:
        widget.setFixedHeight(needed)
