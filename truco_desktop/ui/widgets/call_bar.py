"""The call bar: exactly the human's legal calls now, in the variant's words.

Buttons come from the engine's legal actions (card plays are the scene's business) and
sit in fixed groups: answers, the raise of the pending call, the envido and flor family,
the own-turn truco family, and the mazo at the far right. Every button shows its
shortcut key. Nothing illegal is ever shown, so there is no disabled state.

The prompt at the left says what the view says: the call awaiting your answer
(``view.open_call``), your turn and what you may do in it (your legal actions), whose
turn it is while the table plays on, the hand's or the match's end (``turn_prompt``,
``status_prompt``, ``end_prompt``).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from truco_desktop.engine.variants import DEFAULT_VARIANT
from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

from ...engine import Action
from ...engine.actions import FAMILY
from ..table.fonts import ui_font
from .glass import TEXT, TEXT2, GlassFrame

if TYPE_CHECKING:  # the engine's view loads with the first deal
    from ...engine.view import SeatView

# The buttons that take what was offered (a presentational choice, keyed by the word).
ACCEPTING = frozenset({"quiero", "con_flor_quiero", "keep_set"})


def group_of(word: str, pending: bool) -> int:
    """The button's group: the set choice, answers, the raise of the pending call, the
    envido and flor calls, the own-turn truco call, the rest (the mazo)."""
    family = FAMILY.get(word)
    if family == "set":
        return 0
    if S.is_answer(word):
        return 1
    if family == "truco":
        return 2 if pending else 4
    if family in ("envido", "flor"):
        return 3
    return 5


# The order of the buttons within a group: the envido family as it climbs (Envido, Real
# envido, Falta envido), then the flor's; the answers accept first.
WITHIN_GROUP = {
    word: i
    for i, word in enumerate(
        (
            "quiero",
            "con_flor_quiero",
            "no_quiero",
            "con_flor_me_achico",
            "envido",
            "real_envido",
            "falta_envido",
            "flor",
            "contraflor",
            "contraflor_al_resto",
        )
    )
}


def button_order(word: str, pending: bool) -> tuple[int, int]:
    """Where a call's button goes: its group, then its place in the group."""
    return group_of(word, pending), WITHIN_GROUP.get(word, len(WITHIN_GROUP))


def onze_stakes(view: SeatView) -> tuple[int, int] | None:
    """A mão de onze awaiting the team's word: (points if played, points if refused)."""
    call = view.open_call
    if call is None or call.family != "onze":
        return None
    return (call.if_accepted[0] if call.if_accepted else view.stake, call.if_refused or 0)


def turn_prompt(view: SeatView, legal: tuple[Action, ...], names: list[str]) -> tuple[str, str]:
    """Title and subtitle when the human must decide: the call he answers (the view's
    open call), the mão de onze or the set choice, or his own turn and what he may do."""
    onze = onze_stakes(view)
    if onze is not None:
        #: %1 is the points the hand is worth (3).
        title = fill(translate("callbar", "Mão de onze: play for %1 or run?"), onze[0])
        seen = translate("callbar", "You see your partner's cards")
        return title, seen if view.partner_cards else ""
    if view.deciding == "set":
        return (
            translate("callbar", "Choose your set"),
            #: Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).
            fill(translate("callbar", "Sets seen: %1 of %2"), view.sets_seen, view.max_sets),
        )
    if view.deciding == "discard":
        return (
            #: AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.
            translate("callbar", "You are the gallo: discard a card"),
            translate("callbar", "It goes face down, out of the hand"),
        )
    flor_first = view.deciding in ("own_flor", "forced_flor", "truco_flor")
    #: What you must do first when you hold a flor and the rules ask you to sing it now.
    announce = translate("callbar", "Announce your flor")
    call = view.open_call
    if call is not None and call.caller is not None:
        #: %1 is a player, %2 the call (Truco, Envido…).
        calls = translate("callbar", "%1 calls %2")
        # A raise made at the caller's own turn is said as his bubble says it (Retruco),
        # one given in answer to a bet as accepting it (Quiero retruco).
        reply = S.said_in_reply(view.history, view.teams, call.caller, call.word)
        word = S.call_label(view.variant, call.word, own_turn=not reply)
        title = fill(calls, names[call.caller], word)
        if flor_first:
            return title, announce
        if call.family == "flor":
            return title, translate("callbar", "Answer with your flor")
        return title, translate("callbar", "Answer for your team")
    title = translate("callbar", "Your turn")
    if flor_first:
        return title, announce
    if any(not a.is_card and a.position is None for a in legal):
        return title, translate("callbar", "Play a card or make a call")
    #: Your turn when no call is possible now: only a card can be played.
    return title, translate("callbar", "Play a card")


def status_prompt(view: SeatView, names: list[str]) -> tuple[str, str]:
    """What the bar says while the table plays on after you acted: the answer your
    team's bet waits for, or whose turn it is. Never "Your turn" unless it is."""
    call = view.open_call
    if view.hand_over:
        return translate("callbar", "Hand over"), ""
    if call is not None and call.answering_team != view.team and call.caller is not None:
        #: Your team's bet waits for the other team: %1 is the player who must answer.
        waiting = translate("callbar", "Waiting for %1's answer")
        return fill(waiting, names[call.answer_by]), ""
    if view.to_act is None:
        return "", ""
    if view.to_act == view.seat:
        return translate("callbar", "Your turn"), ""
    #: The table plays on: %1 is the player who must act now.
    return fill(translate("callbar", "%1's turn"), names[view.to_act]), ""


def end_prompt(series_over: bool) -> tuple[str, str]:
    """The hand's end, or the match's (the series' last game) under the match-over panel."""
    if series_over:
        #: Under the match-over panel: Space starts a new match.
        return translate("callbar", "Match over"), translate("callbar", "Space: play again")
    return translate("callbar", "Hand over"), translate("callbar", "Space: next hand")


def style_of(word: str) -> str:
    if word in ACCEPTING:
        return "accept"
    family = FAMILY.get(word)
    if family == "truco":
        return "raise"
    if family == "mazo":
        return "text"
    return "ghost"


class CallButton(QAbstractButton):
    """A call: label, keycap and one of four styles (accept, raise, ghost, text)."""

    def __init__(
        self,
        action: Action,
        label: str,
        key: str,
        style: str,
        compact: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.action = action
        self.label = label
        self.key = key
        self.style_name = style
        self.compact = compact
        self.setText(label)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(f"{label} ({key})" if key else label)
        self.setToolTip(self.accessibleName())
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.group_gap = False
        self._font = ui_font(16.5 if not compact else 15, QFont.Weight.Bold)

    def sizeHint(self) -> QSize:
        fm = QFontMetricsF(self._font)
        w = fm.horizontalAdvance(self.label) + (34 if self.key else 0) + 36
        # Never narrower than the label: a long word (or translation) is not cut.
        return QSize(
            int(max(96, w)) if self.style_name != "text" else int(w),
            44 if not self.compact else 40,
        )

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        down = 1 if self.isDown() else 0
        r = QRectF(self.rect()).adjusted(3, 3 + down, -3, -3 + down)
        hover = self.underMouse()
        style = self.style_name
        if style == "accept":
            g = QLinearGradient(r.topLeft(), r.bottomLeft())
            g.setColorAt(0, QColor("#FFFCF3"))
            g.setColorAt(1, QColor("#EADFC4"))
            fill, text, border = g, QColor("#123D27"), QPen(QColor("#C9B88F"), 1)
        elif style == "raise":
            g = QLinearGradient(r.topLeft(), r.bottomLeft())
            g.setColorAt(0, QColor("#F2CB63"))
            g.setColorAt(1, QColor("#D69F27"))
            fill, text, border = g, QColor("#2A1E05"), QPen(QColor("#8C5A0C"), 1)
        elif style == "text":
            fill, text, border = QColor(0, 0, 0, 0), QColor(TEXT2), QPen(Qt.PenStyle.NoPen)
        else:
            fill = QColor(255, 255, 255, 15)
            text, border = QColor(TEXT), QPen(QColor(246, 238, 220, 140), 1.3)
        if not down and style != "text":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 60))
            p.drawRoundedRect(r.translated(0, 2), 11, 11)
        p.setPen(border)
        p.setBrush(fill)
        p.drawRoundedRect(r, 11, 11)
        if hover:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 16))
            p.drawRoundedRect(r, 11, 11)
        if self.hasFocus():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#0B1F16"), 2))
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)
            p.setPen(QPen(QColor("#E3B341"), 2.4))
            p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), 12, 12)
        x = r.left() + 14
        if self.key:
            cap = QRectF(x, r.center().y() - 10, 20, 20)
            dark = style in ("accept", "raise")
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(18, 61, 39, 230) if dark else QColor(246, 238, 220, 40))
            p.drawRoundedRect(cap, 5, 5)
            p.setPen(QColor("#F3EBD8"))
            p.setFont(ui_font(11.5, QFont.Weight.Bold))
            p.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.key)
            x += 28
        p.setPen(text)
        p.setFont(self._font)
        p.drawText(
            QRectF(x, r.top(), r.right() - x - 10, r.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.label,
        )


class CallBar(GlassFrame):
    """The floating bar under the table."""

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(radius=24, parent=parent)
        self.compact = False
        self.variant = DEFAULT_VARIANT
        self._pending = False
        self.buttons: list[CallButton] = []
        self.title = QLabel(self)
        self.subtitle = QLabel(self)
        # Prompts name people ("Ana wants to call truco"): plain text, whatever a name
        # that starts with "<" would make Qt guess.
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.subtitle.setTextFormat(Qt.TextFormat.PlainText)
        for label, px, colour, weight in (
            (self.title, 17, TEXT, QFont.Weight.Bold),
            (self.subtitle, 13, TEXT2, QFont.Weight.Normal),
        ):
            label.setFont(ui_font(px, weight))
            label.setStyleSheet(f"color: {colour}; background: transparent;")
        self.margins = (30, 6, 16, 6)  # left, top, right, bottom
        self.spacing = 10
        self._shortcuts: list[QShortcut] = []
        self.status_label = QLabel(self)  # for screen readers: the prompt in words
        self.status_label.setVisible(False)
        # How the prompt was last shown beside the buttons (``PROMPTS``).
        self.prompt_mode = "full"

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            for b in self.buttons:
                b.compact = compact
                b._font = ui_font(16.5 if not compact else 15, QFont.Weight.Bold)
                b.updateGeometry()

    def show_status(self, view: SeatView, names: list[str]) -> None:
        """No button, and the status the view says (``status_prompt``)."""
        self.set_actions(view.variant, (), False)
        self.set_glow(False)
        self.set_prompt(*status_prompt(view, names))

    def set_prompt(self, title: str, subtitle: str = "") -> None:
        self.title.setText(title)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        self.status_label.setText(f"{title}. {subtitle}")
        self._arrange()

    def set_actions(
        self,
        variant: str,
        actions: tuple[Action, ...],
        pending: bool,
        onze: tuple[int, int] | None = None,
    ) -> None:
        """Show exactly ``actions`` (the non-card ones), grouped and styled.

        ``onze`` is a mão de onze's (stake if played, points if refused), from the view.
        """
        self.variant = variant
        self._pending = pending
        for b in self.buttons:
            b.hide()
            b.deleteLater()
        for sc in self._shortcuts:
            sc.setEnabled(False)
            sc.deleteLater()
        self.buttons, self._shortcuts = [], []
        calls = [a for a in actions if a.card is None]
        calls.sort(key=lambda a: button_order(a.kind, pending))
        last_group = None
        for action in calls:
            word = action.kind
            group = group_of(word, pending)
            if onze is not None:
                label = S.onze_label(word, variant, *onze)
            else:
                label = S.call_label(variant, word, own_turn=not pending)
            key = S.shortcut(word)
            style = style_of(word) if onze is None else ("accept" if word == "quiero" else "ghost")
            button = CallButton(action, label, key, style, self.compact, self)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            button.group_gap = last_group is not None and group != last_group
            last_group = group
            button.show()
            self.buttons.append(button)
            if key:
                sc = QShortcut(QKeySequence(key), self.window())
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda a=action: self.action_chosen.emit(a))
                self._shortcuts.append(sc)
        self._arrange()

    def set_proposal(self, yes: str, no: str) -> None:
        """Two buttons for the partner's proposed call: agree (T) or not now (N)."""
        self.set_actions(self.variant, (), False)
        for kind, label, key, style in (
            ("agree", yes, S.shortcut("truco"), "raise"),
            ("not_now", no, S.shortcut("no_quiero"), "ghost"),
        ):
            action = Action(kind)
            button = CallButton(action, label, key, style, self.compact, self)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            button.show()
            self.buttons.append(button)
            sc = QShortcut(QKeySequence(key), self.window())
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda a=action: self.action_chosen.emit(a))
            self._shortcuts.append(sc)
        self._arrange()

    def set_song(self, label: str) -> None:
        """AR-ENV-8b: the one thing you can say at your turn to sing (your value, or *son
        buenas*), on one button (Q, Enter or Space, as you would say *quiero*)."""
        self.set_actions(self.variant, (), False)
        action = Action("sing")
        key = S.shortcut("quiero")
        button = CallButton(action, label, key, "accept", self.compact, self)
        button.clicked.connect(lambda _=False: self.action_chosen.emit(action))
        button.show()
        self.buttons.append(button)
        for sequence in (key, "Return", "Enter", "Space"):
            sc = QShortcut(QKeySequence(sequence), self.window())
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda: self.action_chosen.emit(action))
            self._shortcuts.append(sc)
        self._arrange()

    def shown_actions(self) -> list[Action]:
        return [b.action for b in self.buttons]

    def button_for(self, word: str) -> CallButton | None:
        return next((b for b in self.buttons if b.action.kind == word), None)

    # ------------------------------------------------------------ geometry
    # How the prompt shares the bar with the buttons, in the order they are tried: the
    # title and its subtitle beside the buttons, the title alone beside them, the title
    # on a slim line above them, or nothing (the prompt then lives in the tooltip, the
    # screen reader's status and the hand log's waiting row).
    PROMPTS = ("full", "title", "above", "none")
    # The height of the slim prompt line above the buttons ("above").
    ABOVE = 20

    def _prompt_width(self, mode: str = "full") -> int:
        if mode in ("none", "above"):
            return 0
        sub = self.subtitle.text() if mode == "full" and self.subtitle.text() else ""
        return max(
            self.title.fontMetrics().horizontalAdvance(self.title.text()),
            self.subtitle.fontMetrics().horizontalAdvance(sub),
        )

    def _buttons_width(self) -> int:
        width = 0
        for b in self.buttons:
            width += b.sizeHint().width() + self.spacing + (6 if b.group_gap else 0)
        return width

    def preferred_width(self) -> int:
        """The width that shows the prompt and every button whole, on one row."""
        left, _top, right, _bottom = self.margins
        return left + right + self._prompt_width() + 24 + self._buttons_width()

    def height_for(self, width: int, row_height: int) -> int:
        """The bar's height at ``width``: one row, or two when the buttons wrap."""
        return self._layout(width, row_height, apply=False)

    def _arrange(self) -> None:
        self._layout(self.width(), self.height(), apply=True)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._arrange()

    def _flow(self, x0: int, right_edge: int) -> list[list[tuple[CallButton, int]]]:
        """The buttons in rows from ``x0``, each row as (button, x); a row wraps before
        a button would cross ``right_edge``."""
        rows: list[list[tuple[CallButton, int]]] = [[]]
        x = x0
        for b in self.buttons:
            bw = b.sizeHint().width()
            gap = 6 if b.group_gap else 0
            if rows[-1] and x + gap + bw > right_edge:
                rows.append([])
                x = x0
                gap = 0
            elif rows[-1]:
                x += gap
            rows[-1].append((b, x))
            x += bw + self.spacing
        return rows

    def _choose(self, width: int) -> tuple[str, list[list[tuple[CallButton, int]]]]:
        """How the prompt shares the bar (``PROMPTS``) and the rows of buttons: one row
        if any way of showing the prompt allows it, else two with as much of the prompt
        as fits; a word is never cut and the bar never grows past two rows of buttons
        but for a set that needs more even alone."""
        left, _top, right, _bottom = self.margins
        if not self.buttons:
            return "full", []
        options = {}
        for mode in self.PROMPTS:
            pw = self._prompt_width(mode)
            x0 = left + pw + 24 if mode in ("full", "title") else left
            options[mode] = self._flow(x0, width - right)
        # One row with the prompt beside, two rows with it beside, the title above one
        # row or two, then the buttons alone.
        for mode, most in (
            ("full", 1),
            ("title", 1),
            ("full", 2),
            ("title", 2),
            ("above", 1),
            ("above", 2),
            ("none", 1),
            ("none", 2),
        ):
            if len(options[mode]) <= most:
                return mode, options[mode]
        return "none", options["none"]

    def _layout(self, width: int, row_height: int, apply: bool) -> int:
        """Place the prompt and flow the buttons (``_choose``)."""
        left, top, right, bottom = self.margins
        bh = 44 if not self.compact else 40
        mode, rows = self._choose(width)
        n = len(rows)
        body = n * bh + max(0, n - 1) * 4
        above = self.ABOVE if mode == "above" else 0
        height = max(row_height, top + bottom + above + body + 8)
        if apply:
            self.prompt_mode = mode
            inner = width - left - right
            title_h = self.title.sizeHint().height()
            show_sub = mode == "full" and bool(self.subtitle.text())
            sub_h = self.subtitle.sizeHint().height() if show_sub else 0
            ty = top + max(0, (height - top - bottom - title_h - sub_h) // 2)
            pw = max(self._prompt_width(mode), 10) if self.buttons else inner
            if mode == "above":
                ty, pw = top + 2, inner
            self.title.setVisible(mode != "none")
            self.subtitle.setVisible(show_sub)
            self.title.setGeometry(left, ty, pw + 4, title_h)
            self.subtitle.setGeometry(left, ty + title_h, pw + 4, sub_h)
            y0 = top + above + max(0, (height - top - bottom - above - body) // 2)
            one_row = n == 1
            for r, row in enumerate(rows):
                if not row:
                    continue
                # Right-align a single row so the mazo stays at the far right; without
                # a prompt the buttons are centred.
                end = row[-1][1] + row[-1][0].sizeHint().width()
                spare = max(0, (width - right) - end)
                shift = (spare // 2 if mode == "none" else spare) if one_row else 0
                for b, bx in row:
                    b.setGeometry(bx + shift, y0 + r * (bh + 4), b.sizeHint().width(), bh)
            prompt = " · ".join(t for t in (self.title.text(), self.subtitle.text()) if t)
            # A tooltip is rich text when Qt guesses so: escaped inside <qt>, always.
            self.setToolTip(f"<qt>{html.escape(prompt)}</qt>" if mode != "full" and prompt else "")
        return height
