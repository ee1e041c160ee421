"""The score as it is kept at a real table.

Argentine: matchsticks in squares of five (four sides, then the diagonal), fifteen malas
over fifteen buenas, with the numbers always written under each column. Brazilian: twelve
tentos (wooden beans) per team in groups of three. Matches won in a best of three are
small medals under the team names. With three players (the gallo, AR-GALLO-4) every
player has a score of his own: three columns of matchsticks, one per seat.

Under US and THEM the players of each team are named, with six and eight players too and
in a narrow panel: a list too long for one line wraps between names, and only a single
name too long for the column is abbreviated; none is left out.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from truco_desktop.ui.words.presentation import presentation
from truco_desktop.ui.words.strings import fill, translate

from ...engine.variants import DEFAULT_VARIANT
from ..table.fonts import caps_font, ui_font
from .tallies import TALLIES, TEXT, TEXT2, THEM, US, Tally, Tentos

# Brazil's count, asked where a board's rows are (the tests' and the layout's checks).
TENTOS = Tentos()


def _wrap(parts: list[str], fm: QFontMetricsF, room: float) -> list[str]:
    """``parts`` (names) joined with " · " into lines no wider than ``room``, broken
    only between names; a name too wide alone is abbreviated, never dropped."""
    lines: list[str] = []
    for part in parts:
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and fm.horizontalAdvance(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(part)
    return [fm.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]


class Scoreboard(QWidget):
    """Draws the score; ``set_score`` changes it (the director calls it as points land)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = DEFAULT_VARIANT
        self.target = 30
        self.score: tuple[int, ...] = (0, 0)
        self.series = (0, 0)
        self.best_of_three = False
        self.names: tuple[str, ...] = ("", "")
        # With three players the columns are seats, headed by their names (``heads``).
        self.heads: tuple[str, ...] | None = None
        self.compact = False
        # The score as drawn: it counts up to ``score`` one matchstick at a time.
        self._shown = [0.0, 0.0]
        # The animation speed factor (slow 1.5 … instant 0), set by the table.
        self.speed_factor = 1.0
        self._anim: QVariantAnimation | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def configure(
        self,
        variant: str,
        target: int,
        best_of_three: bool,
        names: tuple[str, ...],
        heads: tuple[str, ...] | None = None,
    ) -> None:
        """The board for these rules: two teams (``names`` under US and THEM), or with
        ``heads`` one column per seat, each headed by its player's name (AR-GALLO-4)."""
        self.variant, self.target, self.best_of_three, self.names = (
            variant,
            target,
            best_of_three,
            names,
        )
        self.heads = heads
        columns = len(heads) if heads else 2
        if len(self._shown) != columns:
            self._shown = [0.0] * columns
            self.score = (0,) * columns
        self.setFixedHeight(self.preferred_height())
        self.update()

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        self.setFixedHeight(self.preferred_height())
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width may wrap the teams' names on more or fewer lines."""
        super().resizeEvent(event)
        height = self.preferred_height()
        if height != self.height():
            self.setFixedHeight(height)

    def set_score(
        self, score: tuple[int, ...], series: tuple[int, int] | None = None, animate: bool = True
    ) -> None:
        score = tuple(score)
        if len(self._shown) != len(score):
            self._shown = [0.0] * len(score)
        old = tuple(self._shown)
        self.score = score
        if series is not None:
            self.series = series
        if self.heads and len(self.heads) == len(score):
            #: The score read aloud at a table of three: %1 a player, %2 his points.
            each = [
                fill(translate("score", "%1 %2"), h, v)
                for h, v in zip(self.heads, score, strict=True)
            ]
            self.setAccessibleDescription(", ".join(each))
        else:
            self.setAccessibleDescription(
                fill(translate("score", "Us %1, them %2"), score[0], score[1])
            )
        if self._anim is not None:
            anim, self._anim = self._anim, None
            with contextlib.suppress(RuntimeError):  # finished and deleted by Qt
                anim.stop()
        gained = max(new - was for new, was in zip(score, old, strict=True))
        if not animate or self.speed_factor <= 0 or gained <= 0 or gained > 30:
            self._shown = [float(v) for v in score]
            self.update()
            return
        # Each new matchstick grows in 160 ms, 90 ms after the one before.
        sticks = round(gained)
        duration = round((160 + 90 * (sticks - 1)) * self.speed_factor)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, duration))
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        start = [was if new >= was else new for new, was in zip(score, old, strict=True)]

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            self._shown = [start[i] + (score[i] - start[i]) * f for i in range(len(score))]
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(self._anim_done)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        self._anim = anim

    def _anim_done(self) -> None:
        self._anim = None

    def shown_score(self) -> tuple[float, ...]:
        """The score as drawn right now (it catches up with ``score``)."""
        return tuple(self._shown)

    @property
    def tally(self) -> Tally:
        """How this variant's table counts (``tallies``: matchsticks or tentos)."""
        return TALLIES[presentation(self.variant).tally]

    def preferred_height(self) -> int:
        return self.tally.height(self)

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.tally.paint(self, p)

    def columns(self) -> tuple[float, ...]:
        """The x of each column's centre: two teams, or three seats (AR-GALLO-4)."""
        w = self.width()
        if self.heads and len(self.heads) == 3:
            # A narrow panel has no MALAS/BUENAS labels at the left: the columns spread.
            return (
                (w * 0.22, w * 0.535, w * 0.85) if self.compact else (w * 0.32, w * 0.585, w * 0.85)
            )
        return (w * 0.3, w * 0.72)

    def seat_head(self, i: int, xs: tuple[float, ...]) -> tuple[QFont, float]:
        """Seat ``i``'s name over its column (three players): plain bold letters, a
        little smaller before anything is cut, and as wide as its neighbours' names
        leave room for (a short "You" lends its room to a long "Ανατολή")."""
        heads = self.heads or ()
        size = 12.5 if not self.compact else 11.0
        bold, plain = QFont.Weight.Bold, QFont.Weight.Normal
        # (The UI font is never drawn under 11 px: the last resort is its plain weight.)
        fonts = [ui_font(size, bold), ui_font(size - 1, bold), ui_font(11, bold)]
        fonts.append(ui_font(11, plain))

        def width(k: int, font: QFont) -> float:
            return QFontMetricsF(font).horizontalAdvance(heads[k])

        spacing = abs(xs[1] - xs[0]) - 4
        natural = [min(spacing, width(k, fonts[-1])) for k in range(len(heads))]
        left = xs[i] - 2 if i == 0 else xs[i] - xs[i - 1] - natural[i - 1] / 2 - 4
        last = len(xs) - 1
        right = (
            self.width() - 2 - xs[i] if i == last else xs[i + 1] - xs[i] - natural[i + 1] / 2 - 4
        )
        room = max(20.0, 2 * min(left, right))
        return next((f for f in fonts if width(i, f) <= room), fonts[-1]), room

    def name_fit(self, i: int, x: float) -> tuple[QFont, str, float]:
        """Team ``i``'s names under its head at ``x`` (``name_lines``) in one string:
        the font, the words shown and their width."""
        font, lines, room = self.name_lines(i, x)
        return font, " · ".join(lines), room

    def name_lines(self, i: int, x: float) -> tuple[QFont, list[str], float]:
        """Team ``i``'s names under its head at ``x``, as wide as the team's share of
        the board allows (``_name_span``): on one line, a size smaller before anything
        wraps, else wrapped between the names; a name wider than the share alone is
        abbreviated. The font, the lines and the width they may take."""
        left, right = self._name_span(x)
        room = max(20.0, right - left)
        parts = self.names[i].split(" · ") if self.names[i] else []
        sizes = (12.0, 11.0) if not self.compact else (11.0,)
        for px in sizes:
            font = ui_font(px)
            if QFontMetricsF(font).horizontalAdvance(self.names[i]) <= room:
                return font, [self.names[i]] if parts else [], room
        font = ui_font(sizes[0])
        return font, _wrap(parts, QFontMetricsF(font), room), room

    def _name_span(self, x: float) -> tuple[float, float]:
        """Where the names of the column at ``x`` may run: from half-way to the column
        on its left (or the board's edge) to half-way to the one on its right."""
        others = [c for c in self.columns() if abs(c - x) > 1]
        left = max([(c + x) / 2 for c in others if c < x], default=0.0) + 3
        right = min([(c + x) / 2 for c in others if c > x], default=float(self.width())) - 3
        return left, right

    def name_rects(self, i: int, x: float, top: float = 0.0) -> list[tuple[QRectF, str]]:
        """Each line of team ``i``'s names and its box: centred on the column, moved
        inward as little as needed to stay within the team's share (``top``: the first
        line's y)."""
        font, lines, _room = self.name_lines(i, x)
        fm = QFontMetricsF(font)
        left, right = self._name_span(x)
        step = 16 if not self.compact else 14
        out = []
        for row, line in enumerate(lines):
            width = fm.horizontalAdvance(line) + 2
            lx = min(max(x - width / 2, left), right - width)
            out.append((QRectF(lx, top + row * step, width, 16), line))
        return out

    def _name_rows(self) -> int:
        """How many lines the teams' names take under US and THEM (the longer list)."""
        if self.heads or not any(self.names):
            return 0
        if self.width() <= 0:  # not laid out yet: one line until the width is known
            return 1
        xs = self.columns()
        return max(len(self.name_lines(i, x)[1]) for i, x in enumerate(xs[:2]))

    def heads_height(self) -> float:
        """US and THEM (or the seats' names), the teams' names under them, the medals."""
        rows = self._name_rows()
        medals = 10 if self.best_of_three else 0
        if self.heads:
            return 42 if not self.compact else 26
        if not self.compact:
            return 26 + 16 * max(1, rows)
        return 20 + 14 * rows + medals

    def paint_heads(self, p: QPainter, y: float, xs: tuple[float, ...]) -> float:
        """US and THEM (or the seats' names), the teams' names and the medals; returns
        the y under them, where the tally begins."""
        seats = bool(self.heads) and len(xs) == 3
        labels = (
            tuple(self.heads or ())
            if seats
            else (translate("score", "US"), translate("score", "THEM"))
        )
        # Each team's words stay within its half of the board (elided if too long).
        col = max(60.0 if not seats else 40.0, abs(xs[1] - xs[0]) - (8 if not seats else 2))
        elide = Qt.TextElideMode.ElideRight
        for i, x in enumerate(xs):
            if seats:
                font, col = self.seat_head(i, xs)
                p.setFont(font)
            else:
                p.setFont(caps_font(13 if not self.compact else 11))
            p.setPen(US if i == 0 else (THEM if not seats else TEXT))
            label = p.fontMetrics().elidedText(labels[i], elide, int(col))
            p.drawText(QRectF(x - col / 2, y, col, 18), Qt.AlignmentFlag.AlignCenter, label)
            step, top = (16, 17) if not self.compact else (14, 16)
            medal_y = y + (36 if not self.compact else 22)
            if not seats:
                p.setFont(self.name_lines(i, x)[0])
                p.setPen(TEXT2)
                for box, line in self.name_rects(i, x, y + top):
                    p.drawText(box, Qt.AlignmentFlag.AlignCenter, line)
                medal_y = y + top + self._name_rows() * step + (3 if not self.compact else 5)
            if self.best_of_three:
                for k in range(2):
                    c = QPointF(x - 7 + k * 14, medal_y)
                    p.setPen(QPen(QColor("#E3B341"), 1.2))
                    p.setBrush(QColor("#E3B341") if self.series[i] > k else Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c, 4.5, 4.5)
        return y + self.heads_height()

    # ------------------------------------------------------------ Brazil's count
    def score_text_rect(self, team: int) -> QRectF:
        """Where a Brazilian row's score is written (right-aligned in this box)."""
        return TENTOS.score_text_rect(self, team)

    def eleven_chip(self, team: int) -> tuple[QRectF, str] | None:
        """The "Mão de onze" chip of a team on 11: its place and words, or None."""
        return TENTOS.eleven_chip(self, team)
