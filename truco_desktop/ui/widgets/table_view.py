"""The felt's view: the QGraphicsView that shows the table's scene, scaled to fit."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsView,
    QWidget,
)

from ..table.scene import TableScene

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    pass


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made from Python (the same plain QWidget Qt would make): when the
        # items' paint() first receives it, PySide already knows its wrapper instead of
        # loading every QtWidgets class to find one (about 10 ms of the first paint).
        self.setViewport(QWidget())
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # When a list, the duration (ms) of every paint is appended (the frame benchmark).
        self.frame_times: list[float] | None = None
        # Called once, after the first paint (the table deals only then).
        self.on_first_paint: Callable[[], None] | None = None

    def paintEvent(self, event: object) -> None:
        if self.on_first_paint is not None:
            callback, self.on_first_paint = self.on_first_paint, None
            QTimer.singleShot(0, callback)
        if self.frame_times is None:
            super().paintEvent(event)  # type: ignore[arg-type]
            return
        start = time.perf_counter()
        super().paintEvent(event)  # type: ignore[arg-type]
        self.frame_times.append((time.perf_counter() - start) * 1000)
