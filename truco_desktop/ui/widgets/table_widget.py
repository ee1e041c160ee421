"""``TableWidget``: the felt (a QGraphicsView), the call bar, the side panel and overlays.

It wires the model to the scene through the director, turns clicks and keys into the
human's intent (``GameModel.submit``) and keeps the call bar and the playable cards in
step with the engine's legal actions. The app shell embeds it in the main window.

Start-up: the first frame shows the felt, the seats and the side panel; the director
(and with it the deck's SVG and the bots) and the señas (``signs``, made on first use)
start just after it. ``painted`` says when that first frame was drawn.

The señas (``SignsController``) see the table through their ``SignsTable`` protocol,
which this widget implements (``seats_laid`` … ``add_note``); it tells them when the
deal has been shown, when it was resized and when the language changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QWidget,
)

from truco_desktop.ui.controllers.coach_controller import CoachController
from truco_desktop.ui.controllers.director import Director
from truco_desktop.ui.words import strings as S

from ...engine.seats import team_of
from ...engine.variants import DEFAULT_VARIANT
from ..models.contract import TableModel
from ..table.art import CardArt
from ..table.layout import Layout
from ..table.motion import Motion
from ..table.scene import TableScene
from .call_bar import CallBar, end_prompt
from .overlays import SummaryPanel
from .side_panel import SidePanel
from .table_hand_end import TableHandEnd
from .table_input import TableInput
from .table_turns import TableTurns
from .table_view import TableView

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    from truco_desktop.ui.controllers.signs_controller import SignsController

    from ...engine.events import Event


class TableWidget(TableTurns, TableHandEnd, TableInput, QWidget):
    """The whole playing surface for one model (``TableModel``: the offline ``GameModel``
    or a network seat's ``NetGameModel``)."""

    # The human asked for the rules (F1) or the menu (Esc); the shell answers.
    rules_requested = Signal()
    menu_requested = Signal()
    # The panel's settings button: the shell opens its options.
    settings_requested = Signal()
    # The table's first frame was drawn (emitted once, just after that paint).
    painted = Signal()

    def __init__(
        self,
        model: TableModel,
        deck_style: str = "classic",
        four_colour: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.deck_style = deck_style
        self.four_colour = four_colour
        self.motion = Motion(model.speed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(800, 600)
        self.setWindowTitle(self.tr("Truco"))
        self.scene = TableScene(
            self.motion, CardArt(DEFAULT_VARIANT, deck_style, four_colour), self
        )
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        self.call_bar = CallBar(self)
        self.summary = SummaryPanel(self)
        self.director = Director(model, self.scene, self.motion, self)
        # The Hint button, the coach's panel and the tips (issue 33).
        self.coach = CoachController(self, self)
        # The first paint shows the felt and the seats; the deal (and with it the deck's
        # SVG and the bots) waits until after it, so the window appears at once.
        self.director.paused = True
        self.was_painted = False
        self._director_started = False
        self._signs: SignsController | None = None
        self.view.on_first_paint = self._on_first_paint
        QTimer.singleShot(300, self._start_director)  # never painted (hidden): go anyway
        # ms before the next hand deals itself after the summary (negative: the motion's
        # pause, ``summary_auto``); None: the summary stays until the player moves on, so
        # that he sees how the hand ended (the option "Next hand by itself" sets it).
        self.auto_next_ms: int | None = None
        self._focus: int | None = None
        self._hand_events: list[Event] = []
        # What the call bar last asked, to ask it again in another language.
        self._last_prompt: tuple[object, ...] | None = None
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._next_hand)
        self.call_bar.action_chosen.connect(self._submit)
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.card_menu.connect(self._on_card_menu)
        self.summary.next_clicked.connect(self._summary_button)
        self.panel.menu_button.clicked.connect(self.menu_requested.emit)
        self.panel.settings_button.clicked.connect(self.settings_requested.emit)
        self.director.human_turn.connect(self._on_human_turn)
        self.director.bot_thinking.connect(self._on_bot_thinking)
        self.director.busy_changed.connect(self._on_busy)
        self.director.event_played.connect(self._on_event_played)
        self.director.hand_done.connect(self._on_hand_done)
        self.director.advice.connect(self._on_advice)
        self.director.proposal.connect(self._on_proposal)
        self.director.team_choice.connect(self._on_team_choice)
        self.director.song_turn.connect(self._on_song_turn)
        model.match_reset.connect(self._on_match_reset, Qt.ConnectionType.DirectConnection)
        model.refused.connect(self._on_refused)
        model.speed_changed.connect(self._on_speed)
        self.panel.set_speed_text(model.speed)
        self.panel.scoreboard.speed_factor = self.motion.factor
        self.resize(1280, 800)
        if model.state is not None:
            self._on_match_reset()
            self.director.reset()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word on the table again, in the language just chosen."""
        self.setWindowTitle(self.tr("Truco"))
        self.scene.retranslate()
        self.panel.retranslate()
        self._show_daily()
        self.coach.retranslate()
        self.panel.scoreboard.update()
        if self._signs is not None:
            self._signs.retranslate()
        last = self._last_prompt
        if last is not None:
            kind = last[0]
            if kind == "turn" and self.input_enabled():
                self._on_human_turn()
            elif kind == "dealing":
                self._on_dealing()
            elif kind == "thinking" and isinstance(last[1], int):
                self._on_bot_thinking(last[1])
            elif kind == "proposal" and isinstance(last[1], int):
                self._on_proposal(last[1], last[2])  # type: ignore[arg-type]
            elif kind == "choice" and isinstance(last[1], int):
                self._on_team_choice(last[1], last[2])
            elif kind == "song" and self.director.pending_song is not None:
                self._on_song_turn(self.director.pending_song)
            elif kind == "hand_over":
                state = self.model.state
                series_over = state is not None and state.series_over
                self.call_bar.set_prompt(*end_prompt(series_over))
            elif kind == "status" and (view := self.model.view()) is not None:
                self.call_bar.show_status(view, self.scene.names)
        if self.summary.isVisible():
            self._show_summary()
            self._place_overlays()
            self._show_fold()
        self._place_bar()

    @property
    def signs(self) -> SignsController:
        """Señas: the faces, the palette, and what each bot saw or caught.

        Made when the director starts (after the first paint) or on first use: it loads
        the bots' personalities and signs the hand being dealt.
        """
        return self._ensure_signs()

    def _ensure_signs(self) -> SignsController:
        if self._signs is None:
            # Imported here, after the first paint: the señas bring the bots' personalities.
            from truco_desktop.ui.controllers.signs_controller import SignsController

            # A network table's model brings its own (the host decides who sees what).
            make = self.model.signs_controller
            signs = (
                make(self, self) if make is not None else SignsController(self, self.model, self)
            )
            for shown in (
                self.director.human_turn,
                self.director.bot_thinking,
                self.director.hand_done,
            ):
                shown.connect(signs.flush)
            self._signs = signs
            self.scene.covers = self._widget_covers
            # The button placed or shown after a bubble (a restored call): the bubbles
            # find their places again, clear of it.
            signs.button.installEventFilter(self)
        return self._signs

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        signs = self._signs
        if (
            signs is not None
            and watched is signs.button
            and event.type() in (QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Resize)
            and self.scene.talk.bubbles
        ):
            self.scene.talk.place_all()
        return super().eventFilter(watched, event)

    def _widget_covers(self) -> list[QRectF]:
        """What this widget shows over the felt that a bubble must not slide under: the
        Señas button and the hand's summary (the folder's bubble stays beside it), in
        scene coordinates (the view shows the scene unscaled)."""
        widgets: list[QWidget] = []
        signs = self._signs
        if signs is not None and shiboken6.isValid(signs.button) and not signs.button.isHidden():
            widgets.append(signs.button)
        if self.summary.isVisible():
            widgets.append(self.summary)
        inverse, _ok = self.view.viewportTransform().inverted()
        return [inverse.mapRect(QRectF(widget.geometry())) for widget in widgets]

    # ---------------------------------------------------------------- for the señas
    # ``SignsTable``: positions in this widget's coordinates (the view fills it).
    def seats_laid(self) -> int:
        return len(self.scene.plates)

    def seat_name(self, seat: int) -> str:
        return self.scene.names[seat]

    def is_compact(self) -> bool:
        return self.scene.layout.compact

    def plate_rect(self, seat: int) -> QRectF:
        plate = self.scene.plates[seat]
        rect = plate.mapRectToScene(QRectF(0, 0, plate.w, plate.h))
        return self.view.viewportTransform().mapRect(rect)

    def mano_chip_rect(self, seat: int) -> QRectF | None:
        """``seat``'s mano chip in the widget's coordinates (None: not the mano)."""
        plate = self.scene.plates[seat]
        chip = plate.chip_rect()
        if chip is None or not plate.isVisible():
            return None
        return self.view.viewportTransform().mapRect(plate.mapRectToScene(chip))

    def avatar_centre(self, seat: int) -> QPointF:
        return self.view.viewportTransform().map(self.scene.plates[seat].avatar_centre())

    def add_face(self, face: QGraphicsItem, centre: QPointF) -> None:
        self.scene.addItem(face)
        self.scene.faces = [f for f in self.scene.faces if shiboken6.isValid(f)]
        self.scene.faces.append(face)
        self.place_face(face, centre)

    def place_face(self, face: QGraphicsItem, centre: QPointF) -> None:
        face.setPos(self.view.viewportTransform().inverted()[0].map(centre))
        self.scene.place_envido()  # your envido's chip steps aside from a signing face

    def keep_clear(self) -> list[QRectF]:
        out = [QRectF(self.panel.geometry())]
        if self.call_bar.isVisible():
            out.append(QRectF(self.call_bar.geometry()))
        return out

    def seat_face(self, seat: int) -> str | None:
        """The character whose portrait ``seat``'s plate shows (None: a plain seat)."""
        plates = self.scene.plates
        return plates[seat].face if 0 <= seat < len(plates) else None

    def tag_obstacles(self, face: QGraphicsItem) -> list[QRectF]:
        """What a seña's tag must not hide (widget coordinates): every seat's cards, plate
        and mano chip, the cards on the felt and the stock, the puck, the table's chips,
        the other faces, the side panel and the call bar."""
        scene = self.scene
        found: list[QRectF] = []
        for plate in scene.plates:
            if plate.isVisible():
                found.append(plate.mapRectToScene(plate.ink_rect()))
                chip = plate.chip_rect()
                if chip is not None:
                    found.append(plate.mapRectToScene(chip))
        cards = [item for held in scene.held for item in held if item.isVisible()]
        cards += list(scene.cards.on_felt())
        cards += [c for c in (*scene.cards.stock, scene.cards.vira) if c is not None]
        found += [c.mapRectToScene(c.card_rect()) for c in cards if c.isVisible()]
        if scene.puck.isVisible():
            found.append(scene.puck.mapRectToScene(scene.puck.ink_rect()))
        for name in ("top", "vira", "sets", "partner", "envido"):
            chip = getattr(scene.chips, name, None)
            if chip is not None and chip.isVisible() and chip.text:
                found.append(chip.mapRectToScene(chip.ink_rect()))
        for other in scene.faces:
            if other is not face and shiboken6.isValid(other) and other.scene() is scene:
                found.append(other.mapRectToScene(getattr(other, "ink_rect", other.boundingRect)()))
        to_widget = self.view.viewportTransform()
        return [to_widget.mapRect(r) for r in found] + self.keep_clear()

    def remove_face(self, face: QGraphicsObject) -> None:
        if face in self.scene.faces:
            self.scene.faces.remove(face)
        if face.scene() is self.scene:
            self.scene.removeItem(face)
        face.deleteLater()
        self.scene.place_envido()

    def add_note(self, text: Callable[[], str], team: int) -> None:
        self.panel.add_note(text, team)

    def _on_first_paint(self) -> None:
        self.was_painted = True
        if QApplication.focusWidget() is None and self.isActiveWindow():
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the keyboard starts at your hand
        self._start_director()
        self.painted.emit()

    def _start_director(self) -> None:
        if self._director_started:
            return
        self._director_started = True
        # The señas are made before any bot decides (what it saw of them is in its view),
        # else just after the table is painted: a turn of the player's own needs none.
        self.director.before_bots = self._ensure_signs
        if self.director.paused:
            self.director.resume()
        QTimer.singleShot(0, self, self._signs_after_paint)

    def _signs_after_paint(self) -> None:
        made = self._signs is None
        signs = self._ensure_signs()
        if made and not self.director.busy:
            signs.flush()  # the faces of the hand's early signs, as at a turn

    # ---------------------------------------------------------------- public
    def lay_now(self) -> None:
        """Lay the match on the table now, before the first paint (a start behind the
        last table's picture, which must be replaced by a table that shows the same cards,
        not by an empty felt)."""
        self._start_director()
        self.director.step_now()

    def set_deck(self, style: str, four_colour: bool) -> None:
        self.deck_style, self.four_colour = style, four_colour
        variant = self.model.rules.variant_name if self.model.rules else DEFAULT_VARIANT
        self.scene.set_art(CardArt(variant, style, four_colour))

    def show_own_envido(self, on: bool) -> None:
        """The option "Show my envido" (``main_window.Table``)."""
        self.scene.show_own_envido(on)

    def settled(self) -> bool:
        """Nothing moves on the table: no event waits, no bot thinks, no card flies, no
        bubble pops or fades, no face makes its signs, the puck and the score are still
        (what a screenshot waits for)."""
        d = self.director
        if d.busy or d.queue or d.thinking is not None:
            return False
        scene = self.scene
        if any(card.moving() for card in scene.cards.all()) or scene.puck.sliding():
            return False
        from ..table.bubble_item import BubbleItem  # with the first bubble (ui/table/bubbles)

        bubbles = [i for i in scene.items() if isinstance(i, BubbleItem)]
        if any(bubble.settling() for bubble in bubbles):
            return False  # popping in, or fading out (dismissed ones too)
        signs = self._signs
        faces = signs.faces.values() if signs is not None else ()
        if any(shiboken6.isValid(face) and face.settling() for face in faces):
            return False
        score = self.panel.scoreboard
        return tuple(score.shown_score()) == tuple(float(v) for v in score.score)

    def input_enabled(self) -> bool:
        return not self.director.busy and self.model.human_in_charge()

    def shutdown(self) -> None:
        self._auto_timer.stop()
        self.director.shutdown()

    def lay_table(
        self,
        variant: str,
        players: int,
        target: int,
        flor: str,
        best_of_three: bool,
        cast: Mapping[int, str] | None = None,
    ) -> None:
        """The table for these rules before a match is on it: the seats, the scoreboard
        at nil, no cards and no call bar. The app shows this first and deals after the
        first paint; it is also what lies behind the question whether to continue a
        saved match, with its characters (``cast``) on their seats."""
        if self.model.state is not None:
            return
        self.scene.set_cast(cast or {})
        self.scene.set_seats(players, variant)
        self.panel.configure(variant, players, target, flor, best_of_three, dict(cast or {}))
        self.call_bar.hide()
        self._relayout()

    # ---------------------------------------------------------------- model changes
    def _on_match_reset(self) -> None:
        rules = self.model.rules
        if rules is None:
            return
        self.call_bar.show()
        self.summary.hide()
        self._auto_timer.stop()
        self.scene.use_variant_art(rules.variant_name)
        self.scene.players = rules.players
        self.scene.variant = rules.variant_name
        cast = self.model.cast()
        self.scene.set_cast(cast)
        self._relayout()
        self.panel.configure(
            rules.variant_name,
            rules.players,
            rules.target,
            rules.flor,
            rules.best_of_three,
            cast,
        )
        self._show_daily()
        state = self.model.state
        assert state is not None
        self.panel.scoreboard.set_score(state.score, state.series, animate=False)
        self.panel.new_hand(state.hand_number + 1, self.model.view())
        self._hand_events = []
        if state.hand_before:
            # A resumed match: the hand log shows the hand so far, as it was played.
            for event in state.hand_before:
                self._hand_events.append(event)
                self.panel.on_event(event)
            self.panel.show_stake(self.model.view())

    def _show_daily(self) -> None:
        """The panel's tag while the day's deal is played (its date, in the language's
        own short form)."""
        session = self.model.session  # None at a network table: no daily deal there
        daily = session.daily if session is not None else None
        date = daily.date if daily is not None else None
        if date is None:
            self.panel.set_daily(None)
            return
        from PySide6.QtCore import QDate, QLocale

        from ...i18n import current_language

        day = QDate(date.year, date.month, date.day)
        locale = QLocale(current_language())
        self.panel.set_daily(locale.toString(day, QLocale.FormatType.ShortFormat))

    def _on_speed(self, speed: str) -> None:
        self.motion.set_speed(speed)
        self.panel.set_speed_text(speed)
        self.panel.scoreboard.speed_factor = self.motion.factor

    def _on_refused(self, code: str, message: str) -> None:
        self.call_bar.set_prompt(self.call_bar.title.text(), S.refusal_text(code, message))

    # ---------------------------------------------------------------- geometry
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()
        signs = self._signs
        if signs is not None:
            QTimer.singleShot(0, signs, signs.place_button)

    def _relayout(self) -> None:
        w, h = self.width(), self.height()
        self.view.setGeometry(0, 0, w, h)
        self.scene.resize_to(w, h, self.devicePixelRatioF())
        L = Layout(w, h, self.scene.players, self.scene.art.aspect)
        p = L.panel
        self.panel.setGeometry(int(p.x), int(p.y), int(p.w), int(p.h))
        self.panel.set_compact(L.compact)
        self.call_bar.set_compact(L.compact)
        self.view.resetCachedContent()
        self._place_bar()
        self._place_overlays()

    def _place_bar(self) -> None:
        L = Layout(self.width(), self.height(), self.scene.players, self.scene.art.aspect)
        b = L.bar
        want = max(self.call_bar.preferred_width(), 420)
        room = int(L.table.w - 2 * L.margin)
        width = min(want, room)
        x = int(L.C[0] - width / 2)
        height = self.call_bar.height_for(width, int(b.h))
        bottom = int(b.y + b.h)
        self.call_bar.setGeometry(x, bottom - height, width, height)
        self.call_bar.raise_()
        # A bar wrapped into more rows rises: your nameplate moves up to stay visible.
        top = self.view.mapToScene(self.view.mapFrom(self, QPoint(x, bottom - height))).y()
        self.scene.keep_plate_above(top if height > b.h else None)
        signs = self._signs
        if signs is not None:
            signs.place_button()  # beside your plate, wherever the bar left it
        self.coach.place()
        self.describe()

    def _place_overlays(self) -> None:
        if not self.summary.isVisible():
            return
        L = Layout(self.width(), self.height(), self.scene.players, self.scene.art.aspect)
        self.summary.adjustSize()
        s = self.summary.sizeHint()
        w = min(420, max(320, s.width()))
        self.summary.setGeometry(int(L.C[0] - w / 2), int(L.C[1] - s.height() / 2), w, s.height())
        self.summary.raise_()


__all__ = ["TableWidget", "team_of"]
