"""The "Señas" control: a glass button by your nameplate and its palette of faces.

The palette is a popup of the vocabulary's signs, each a small face making it, its name
as said at the table and its keyboard shortcut (Alt+1 … Alt+0 in the vocabulary's
order). Signs true to your cards carry a gold edge: you may sign anything, but a partner
trusts what you tell him. ``FaceWidget`` (a face drawn with QPainter, optionally looping
its sign) also illustrates the help page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPoint,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QLabel, QVBoxLayout, QWidget

from truco_desktop.ui.words import signs_text as T

from ...signs import Sign
from ..table.face_item import paint_face
from ..table.fonts import ui_font
from .glass import GLASS, GOLD, TEXT, TEXT2, GlassFrame

#: The shortcut of the n-th sign of a set (Alt+1 … Alt+9, Alt+0 for the tenth).
SHORTCUT_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")


def shortcut_for(index: int) -> str:
    return f"Alt+{SHORTCUT_KEYS[index]}" if index < len(SHORTCUT_KEYS) else ""


class FaceWidget(QWidget):
    """A face making a sign; ``loop`` makes it again and again (the help page)."""

    def __init__(
        self,
        face: Mapping[str, str],
        size: int = 56,
        loop: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.face = dict(face)
        self._amount = 1.0 if not loop else 0.0
        self.setFixedSize(size, size)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._anim: QPropertyAnimation | None = None
        if loop:
            anim = QPropertyAnimation(self, b"amount", self)
            anim.setDuration(2600)
            anim.setKeyValueAt(0.0, 0.0)
            anim.setKeyValueAt(0.25, 0.0)
            anim.setKeyValueAt(0.4, 1.0)
            anim.setKeyValueAt(0.85, 1.0)
            anim.setKeyValueAt(1.0, 0.0)
            anim.setEasingCurve(QEasingCurve.Type.InOutSine)
            anim.setLoopCount(-1)
            self._anim = anim

    def showEvent(self, event: object) -> None:
        if self._anim is not None:
            self._anim.start()
        super().showEvent(event)  # type: ignore[arg-type]

    def hideEvent(self, event: object) -> None:
        if self._anim is not None:
            self._anim.stop()
        super().hideEvent(event)  # type: ignore[arg-type]

    def _get_amount(self) -> float:
        return self._amount

    def _set_amount(self, value: float) -> None:
        self._amount = value
        self.update()

    amount = Property(float, _get_amount, _set_amount)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor(255, 255, 255, 40), 1.2))
        p.setBrush(QColor(11, 31, 22, 200))
        p.drawEllipse(r)
        inner = r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, 0)
        inner.setHeight(inner.width())
        paint_face(p, inner, self.face, self._amount)


class SignChoice(QAbstractButton):
    """One sign in the palette: its face, its name and its key."""

    def __init__(self, sign: Sign, key: str, true: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sign = sign
        self.key = key
        self.true = true
        self.setText(T.sign_name(sign))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(f"{self.text()} ({key})" if key else self.text())
        self.setToolTip(f"{T.meaning(sign)}\n{T.how(sign)}\n{T.shortcut_hint(key)}")
        self._font = ui_font(13, QFont.Weight.Bold)

    def sizeHint(self) -> QSize:
        fm = QFontMetricsF(self._font)
        return QSize(int(max(196, fm.horizontalAdvance(self.text()) + 100)), 62)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        down = 1 if self.isDown() else 0
        r = QRectF(self.rect()).adjusted(2, 2 + down, -2, -2 + down)
        edge = QColor(GOLD) if self.true else QColor(246, 238, 220, 60)
        p.setPen(QPen(edge, 1.4 if self.true else 1))
        p.setBrush(QColor(255, 255, 255, 26 if self.underMouse() else 12))
        p.drawRoundedRect(r, 12, 12)
        if self.hasFocus():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#0B1F16"), 2))
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 11, 11)
            p.setPen(QPen(QColor(GOLD), 2.4))
            p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), 13, 13)
        disc = QRectF(r.left() + 6, r.center().y() - 24, 48, 48)
        p.setPen(QPen(QColor(GOLD) if self.true else QColor(255, 255, 255, 40), 1.2))
        p.setBrush(QColor(8, 24, 17, 255))
        p.drawEllipse(disc)
        paint_face(p, disc.adjusted(4, 4, -4, -4), self.sign.face, 1.0)
        x = disc.right() + 8
        p.setPen(QColor(TEXT))
        p.setFont(self._font)
        p.drawText(
            QRectF(x, r.top() + 6, r.right() - x - 8, 22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.text(),
        )
        p.setPen(QColor(GOLD) if self.true else QColor(TEXT2))
        p.setFont(ui_font(11.5))
        p.drawText(
            QRectF(x, r.top() + 27, r.right() - x - 8, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.key,
        )


class SignsPalette(GlassFrame):
    """The popup of signs; ``chosen`` carries the sign's id."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=16, parent=parent)
        self.setWindowFlags(Qt.WindowType.Popup | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(8)
        self.title = QLabel()
        self.title.setFont(ui_font(15.5, QFont.Weight.Bold))
        self.title.setStyleSheet(f"color: {GOLD}; background: transparent;")
        self.hint = QLabel()
        self.hint.setFont(ui_font(12))
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {TEXT2}; background: transparent;")
        lay.addWidget(self.title)
        lay.addWidget(self.hint)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        lay.addLayout(self.grid)
        self.choices: list[SignChoice] = []

    def paintEvent(self, event: object) -> None:
        # A popup floats over cards: nearly opaque glass, so the faces read clearly.
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r.translated(0, 2), self.radius, self.radius)
        p.setPen(QPen(QColor(GOLD), 1.2))
        p.setBrush(QColor(11, 31, 22, 246))
        p.drawRoundedRect(r.adjusted(0, 0, 0, -2), self.radius, self.radius)

    def set_signs(self, signs: Sequence[Sign], true_ids: set[str]) -> None:
        for choice in self.choices:
            self.grid.removeWidget(choice)
            choice.deleteLater()
        self.choices = []
        columns = 2
        for i, sign in enumerate(signs):
            choice = SignChoice(sign, shortcut_for(i), sign.id in true_ids, self)
            choice.clicked.connect(lambda _c=False, s=sign.id: self._choose(s))
            self.grid.addWidget(choice, i // columns, i % columns)
            self.choices.append(choice)
        self.retranslate()
        self.adjustSize()

    def retranslate(self) -> None:
        self.title.setText(T.title())
        self.hint.setText(T.palette_hint())
        for choice in self.choices:
            choice.setText(T.sign_name(choice.sign))
            choice.setAccessibleName(
                f"{choice.text()} ({choice.key})" if choice.key else choice.text()
            )
            choice.setToolTip(
                f"{T.meaning(choice.sign)}\n{T.how(choice.sign)}\n{T.shortcut_hint(choice.key)}"
            )

    def _choose(self, sign_id: str) -> None:
        self.hide()
        self.chosen.emit(sign_id)

    def open_above(self, anchor: QWidget) -> None:
        """Show the palette above ``anchor`` (the Señas button), inside its window."""
        self.adjustSize()
        size = self.sizeHint()
        top_left = anchor.mapToGlobal(QPoint(0, -size.height() - 8))
        window = anchor.window()
        left = window.mapToGlobal(QPoint(8, 8))
        top_left.setX(max(top_left.x(), left.x()))
        top_left.setY(max(top_left.y(), left.y()))
        self.move(top_left)
        self.show()
        if self.choices:
            self.choices[0].setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return
        text = event.text()
        if text in SHORTCUT_KEYS:
            index = SHORTCUT_KEYS.index(text)
            if index < len(self.choices):
                self._choose(self.choices[index].sign.id)
                return
        super().keyPressEvent(event)


class SignsButton(QAbstractButton):
    """The quiet glass button that opens the palette: a small face and "Señas"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self._font = ui_font(14, QFont.Weight.Bold)
        #: Compact tables show the face alone (the name is in the tooltip).
        self.compact = False
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            self.updateGeometry()
            self.update()

    def retranslate(self) -> None:
        self.setText(T.title())
        self.setAccessibleName(T.title())
        self.setToolTip(T.palette_hint())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        if self.compact:
            return QSize(40, 40)
        fm = QFontMetricsF(self._font)
        return QSize(int(fm.horizontalAdvance(self.text()) + 62), 40)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        down = 1 if self.isDown() else 0
        r = QRectF(self.rect()).adjusted(2, 2 + down, -2, -2 + down)
        radius = r.height() / 2
        if not down:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 60))
            p.drawRoundedRect(r.translated(0, 2), radius, radius)
        p.setPen(QPen(QColor(GOLD) if self.underMouse() else QColor(255, 255, 255, 40), 1.2))
        p.setBrush(GLASS)
        p.drawRoundedRect(r, radius, radius)
        if self.hasFocus():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(GOLD), 2.4))
            p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1, radius + 1)
        face = QRectF(r.left() + 6, r.center().y() - 14, 28, 28)
        if self.compact:
            face.moveCenter(r.center())
        paint_face(p, face, {"eyes": "wink"}, 1.0)
        if self.compact:
            return
        p.setPen(QColor(TEXT))
        p.setFont(self._font)
        p.drawText(
            QRectF(face.right() + 6, r.top(), r.right() - face.right() - 12, r.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.text(),
        )
