"""The coach at the table (issue 33): the Hint button and H key, and tips when they apply.

At the player's own decision the Hint button (or H) asks the coach (``bots/coach.py``)
about the view the player has, and the panel by his cards lists each option with its
estimate, the coach's choice first. Tips (``play/tips.py``) come at the player's turn,
the first time their situation comes up, once the table is still (the director asks for
the human's decision only when every animation is over): one at a time, never one
already shown (the window remembers them, ``Preferences.tips_seen``).

Hints are offered only where the table's model allows them: a match against the
computer, the offline daily deal included (its result then says "with hints"); never a
table played over the network, the club server's ranked daily among them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QWidget

from truco_desktop.ui.widgets.coach_panel import MIN_WIDTH, CoachPanel, HintButton
from truco_desktop.ui.words.coach_text import action_label, chance_text, option_reason, tip_text
from truco_desktop.ui.words.strings import fill, translate

if TYPE_CHECKING:
    from truco_desktop.bots.coach import Hint
    from truco_desktop.engine.view import SeatView
    from truco_desktop.play.look_back import Moment
    from truco_desktop.ui.controllers.director import Director
    from truco_desktop.ui.models.contract import TableModel
    from truco_desktop.ui.table.scene import TableScene

#: The gap between the panel, the button and the call bar, in pixels.
GAP = 8
#: The panel's width when it goes above your cards (the room beside them is less).
MAX_PANEL_WIDTH = 440


class CoachModel(Protocol):
    """What the coach reads of a model that offers it (``GameModel``; ``allows_coach``
    in the table's contract says which models do): its options and what it is told."""

    hints_enabled: bool
    tips_enabled: bool
    tips_seen: tuple[str, ...]
    look_back_enabled: bool
    speed: str
    session: Any

    def note_tip(self, key: str) -> None: ...

    def note_hint(self) -> None: ...

    def match_json(self) -> dict[str, Any]: ...


class CoachTable(Protocol):
    """What the coach needs of the table (``TableWidget``): its parts, and whether the
    player may act now."""

    model: TableModel
    director: Director
    scene: TableScene
    view: QGraphicsView
    call_bar: QWidget
    #: The deck the table draws, for a practice table drawn alike.
    deck_style: str
    four_colour: bool
    #: The hand's summary: the look back's button goes under it.
    summary: QWidget

    def input_enabled(self) -> bool: ...

    def plate_rect(self, seat: int) -> QRectF: ...

    def seats_laid(self) -> int: ...


class CoachController(QObject):
    """The Hint button, the coach's panel and the tips of one table.

    The options come from the table's model (``GameModel.set_coaching``); a tip shown
    and a hint given are told to it (``note_tip``, ``note_hint``).
    """

    def __init__(self, table: CoachTable, widget: QWidget) -> None:
        """``widget`` is the table itself, as the parent of the button and the panel."""
        super().__init__(widget)
        self.table = table
        self.widget = widget
        self.button = HintButton(widget)
        self.button.hide()
        self.button.clicked.connect(self.ask)
        self.panel = CoachPanel(widget)
        # The look back (issue 33 item 2): a button under the hand's summary.
        self.look_button = HintButton(widget)
        self.look_button.hide()
        self.look_button.clicked.connect(self.look_back)
        table.summary.installEventFilter(self)
        #: The last look back and practice table opened (kept alive while shown).
        self.look_dialog: QWidget | None = None
        self.practice_window: QWidget | None = None
        self.panel.closed.connect(self._focus_table)
        self._hint: Hint | None = None
        self._tip: tuple[str, dict[str, object]] | None = None
        table.director.human_turn.connect(self._on_turn)
        table.director.busy_changed.connect(self._on_busy)
        table.director.hand_done.connect(self._show_button)
        table.model.match_reset.connect(self._close)
        table.model.options_changed.connect(self._options_changed)
        self.retranslate()

    # ---------------------------------------------------------------- options

    def _coaching(self) -> bool:
        """Whether this table has a coach at all (never one played over the network)."""
        return bool(self.table.model.allows_coach)

    def _coach_model(self) -> CoachModel:
        """The table's model as the coach reads it: only where it offers the coach."""
        assert self._coaching()
        return cast(CoachModel, self.table.model)

    def _tips_on(self) -> bool:
        return self._coaching() and self._coach_model().tips_enabled

    def _options_changed(self) -> None:
        if self.panel.kind == "tip" and not self._tips_on():
            self._close()
        if self.panel.kind == "hint" and not self.allowed():
            self._close()
        self._show_button()
        self._place_look_button()

    def allowed(self) -> bool:
        """Whether this table offers hints: the option is on, and the table allows them."""
        return self._coaching() and self._coach_model().hints_enabled

    def available(self) -> bool:
        """Whether a hint can be given now: offered, and the player has a decision."""
        if not self.allowed() or not self.table.input_enabled():
            return False
        view = self._decision()
        return view is not None

    def _decision(self) -> SeatView | None:
        view = self.table.model.view()
        if view is None or not view.legal or view.to_act != view.seat:
            return None
        return view

    # ---------------------------------------------------------------- hint

    def ask(self) -> bool:
        """Show the coach's hint for the decision in front of the player (the button, H);
        False when none can be given now."""
        if not self.available():
            return False
        view = self._decision()
        assert view is not None
        from truco_desktop.bots.coach import hint  # the bots load with the first hint

        model = self.table.model
        knows = model.sign_knowledge
        signs = knows(view.seat) if knows is not None else None
        self._hint = hint(view, signs)
        self._tip = None
        self._show_hint(view.variant)
        self._coach_model().note_hint()
        return True

    def _show_hint(self, variant: str) -> None:
        given = self._hint
        assert given is not None
        # Options the coach says the same of (the envido's three calls with the same
        # chance and reason) share a line, so the panel stays short beside your cards.
        lines: list[tuple[str, str]] = []
        sentences: dict[str, int] = {}
        for index, option in enumerate(given.options):
            a = option.action
            label = action_label(a.kind, a.card, a.position, variant)
            parts = []
            if option.chance is not None and option.chance_of is not None:
                parts.append(chance_text(option.chance, option.chance_of))
            parts.append(option_reason(option.why.code, option.why.params, variant))
            sentence = " — ".join(parts)
            same = sentences.get(sentence)
            if index and same is not None and same > 0:
                lines[same] = (f"{lines[same][0]}, {label}", sentence)
                continue
            sentences[sentence] = len(lines)
            lines.append((label, sentence))
        from truco_desktop.ui.words.reasons_text import (
            reason_text,  # with the first hint: it reads the engine
        )

        why = reason_text(given.reason.code, given.reason.params, variant)
        #: Under the hint: %1 is the coach's reason for its choice (the first option), as
        #: the hand replay words a computer player's reasons.
        note = fill(translate("coach", "The coach's reason: %1"), why) if why else ""
        title = translate("coach", "Hint")
        self.panel.show_lines("hint", title, lines, note, translate("coach", "Close"))
        self.place()

    # ---------------------------------------------------------------- look back

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.summary and event.type() in (
            QEvent.Type.Show,
            QEvent.Type.Hide,
            QEvent.Type.Move,
            QEvent.Type.Resize,
        ):
            self._place_look_button()
        return super().eventFilter(watched, event)

    def _look_back_on(self) -> bool:
        model = self.table.model
        if not self._coaching() or not self._coach_model().look_back_enabled:
            return False
        state = model.state
        return state is not None and state.hand_over and state.took_part

    def _place_look_button(self) -> None:
        """Under the summary while it shows a hand the player took part in."""
        if not shiboken6.isValid(self.look_button):
            return
        summary = self.table.summary
        show = summary.isVisible() and self._look_back_on()
        self.look_button.setVisible(show)
        if not show:
            return
        self.look_button.adjustSize()
        size = self.look_button.sizeHint()
        self.look_button.resize(size)
        box = summary.geometry()
        self.look_button.move(box.center().x() - size.width() // 2, box.bottom() + GAP)
        self.look_button.raise_()

    def look_back(self) -> QWidget | None:
        """The coach's look back at the hand just over (the button under its summary)."""
        if not self._look_back_on():
            return None
        from truco_desktop.play.look_back import look_back_at
        from truco_desktop.ui.widgets.look_back_dialog import LookBackDialog

        model = self._coach_model()
        state = model.state
        assert state is not None
        moments, held = look_back_at(model.session)
        dialog = LookBackDialog(
            moments,
            held,
            self.table.scene.names,
            self.table.scene.art,
            state.rules.variant_name,
            self.widget,
            practice=self.practice,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.look_dialog = dialog
        return dialog

    def practice(self, moment: Moment) -> QWidget:
        """A table of its own at ``moment`` of the hand just over, to play on from there;
        nothing played there is saved or counted (``ui/widgets/practice.py``)."""
        from truco_desktop.ui.widgets.practice import PracticeWindow, TableMaker

        model = self._coach_model()
        window = PracticeWindow(
            model.match_json(),
            moment.index,
            levels=model.session.levels,
            bot_seed=model.session.bot_seed,
            speed=model.speed,
            deck_style=self.table.deck_style,
            four_colour=self.table.four_colour,
            # The table's own class (``TableWidget``), which this module may not import.
            make_table=cast(TableMaker, type(self.widget)),
        )
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.practice_window = window
        return window

    # ---------------------------------------------------------------- tips

    def _on_turn(self) -> None:
        self._show_button()
        # Again once the table has laid out this turn (your envido's chip comes after).
        QTimer.singleShot(0, self, self.place)
        view = self._decision()
        if view is None or not self._tips_on() or self.panel.isVisible():
            return
        from truco_desktop.play.tips import next_tip

        model = self._coach_model()
        tip = next_tip(view, set(model.tips_seen))
        if tip is None:
            return
        self._tip = (tip.key, dict(tip.params))
        self._hint = None
        self._show_tip(view.variant)
        model.note_tip(tip.key)

    def _show_tip(self, variant: str) -> None:
        assert self._tip is not None
        key, params = self._tip
        text = tip_text(key, params, variant, self.table.scene.names)
        title = translate("coach", "Tip")
        self.panel.show_lines("tip", title, [(text, "")], "", translate("coach", "Got it"))
        # A tip is one sentence: shown plain, not as a bold label.
        self.panel.body.setText(text)
        self.place()

    # ---------------------------------------------------------------- the table

    def _on_busy(self, busy: bool) -> None:
        """Play goes on: the panel closes (what it said was about the last decision)."""
        if busy:
            self._close()
            self.button.setEnabled(False)

    def _close(self) -> None:
        self.panel.hide()
        self.panel.kind = None
        self._hint = None
        self._tip = None

    def _focus_table(self) -> None:
        self._hint = None
        self._tip = None
        self.widget.setFocus()

    def _show_button(self) -> None:
        if not shiboken6.isValid(self.button):
            return
        state = self.table.model.state
        self.button.setVisible(self.allowed() and state is not None and not state.hand_over)
        self.button.setEnabled(self.available())
        self.place()

    def retranslate(self) -> None:
        #: The Hint button; H is its key in every language.
        self.button.setText(translate("coach", "Hint (H)"))
        self.button.setToolTip(translate("coach", "What would the coach do? (H)"))
        self.button.setAccessibleName(translate("coach", "Hint"))
        #: Under the hand's summary: opens the coach's look back at the hand.
        self.look_button.setText(translate("coach", "Look back"))
        self.look_button.setToolTip(
            translate("coach", "Where the coach would have played differently")
        )
        view = self.table.model.view()
        variant = view.variant if view is not None else self.table.scene.variant
        if self._hint is not None and self.panel.isVisible():
            self._show_hint(variant)
        elif self._tip is not None and self.panel.isVisible():
            self._show_tip(variant)
        self.place()

    def place(self) -> None:
        """The button above one end of the call bar, clear of your name plate and of your
        envido's chip; the panel above it, beside your cards, or above them when the
        felt beside them is too narrow (never over them, never over the call bar)."""
        if not shiboken6.isValid(self.button) or not shiboken6.isValid(self.panel):
            return
        if self.button.isHidden() and self.panel.isHidden():
            return
        bar = self.table.call_bar.geometry()
        self.button.adjustSize()
        size = self.button.sizeHint()
        self.button.resize(size)
        y: float = max(4, bar.top() - size.height() - GAP)
        obstacles = self._obstacles()
        right, left = bar.right() - size.width() - 12, bar.left() + 12

        def in_way(px: float, py: float) -> list[QRectF]:
            box = QRectF(px, py, size.width(), size.height())
            return [o for o in obstacles if o.intersects(box)]

        # By the bar's right end, else its left end, else above what is in the way there.
        x = right
        if in_way(right, y) and not in_way(left, y):
            x = left
        for _step in range(len(obstacles)):
            blocking = in_way(x, y)
            if not blocking:
                break
            y = max(4, min(o.top() for o in blocking) - size.height() - GAP)
        self.button.move(int(x), int(y))
        self.button.raise_()
        if not self.panel.isVisible():
            return
        cards = self._cards()
        beside = bar.right() - cards.right() - 2 * GAP
        # Beside your cards when the felt there is nearly wide enough (the panel takes
        # its least width, over your envido's chip at worst), else above them.
        beside_ok = beside >= MIN_WIDTH - 40
        bottom: float = min(bar.top(), y) - GAP
        if not beside_ok:
            bottom = min(bottom, cards.top() - GAP)  # above your cards, not over them
        wide = beside if beside_ok else min(MAX_PANEL_WIDTH, bar.width())
        panel = self.panel.fit(int(wide), int(bottom - 4))
        px = max(4.0, bar.right() - panel.width())
        py = max(4.0, bottom - panel.height())
        # Clear of your envido's chip and the puck too (a tip may be about the envido).
        for _step in range(len(obstacles)):
            box = QRectF(px, py, panel.width(), panel.height())
            blocking = [o for o in obstacles if o.intersects(box)]
            if not blocking:
                break
            py = max(4.0, min(o.top() for o in blocking) - GAP - panel.height())
        self.panel.move(int(px), int(py))
        self.panel.raise_()

    def _obstacles(self) -> list[QRectF]:
        """What the button must not cover: your plate, your envido's chip, the puck."""
        table = self.table
        human = table.model.human_seat
        out = [table.plate_rect(human)] if human < table.seats_laid() else []
        transform = table.view.viewportTransform()
        for item in (table.scene.chips.envido, table.scene.puck):
            if item.isVisible():
                out.append(transform.mapRect(item.sceneBoundingRect()))
        return out

    def _cards(self) -> QRectF:
        """Your cards on the felt, in the table's coordinates (the bar's centre, flat,
        when you hold none)."""
        table = self.table
        held = table.scene.held
        items = held[0] if held else []
        centre = table.call_bar.geometry().center()
        out = QRectF(float(centre.x()), float(table.call_bar.geometry().top()), 0.0, 0.0)
        transform = table.view.viewportTransform()
        for item in items:
            out = out.united(transform.mapRect(item.sceneBoundingRect()))
        return out
