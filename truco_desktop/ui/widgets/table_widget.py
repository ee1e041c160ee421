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

import html
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QMenu,
    QWidget,
)

from ... import engine
from ...engine.seats import team_of
from ...engine.variants import DEFAULT_VARIANT
from .. import strings as S
from ..coach_controller import CoachController
from ..director import Director
from ..models.game_model import GameModel
from ..strings import fill, translate
from ..table.art import CardArt
from ..table.bubbles import PENDING
from ..table.layout import Layout
from ..table.motion import Motion
from ..table.scene import TableScene
from .call_bar import CallBar, end_prompt, onze_stakes, turn_prompt
from .overlays import SummaryPanel
from .side_panel import SidePanel

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    from ...engine import Action
    from ...engine.events import Event
    from ...engine.view import SeatView
    from ..signs_controller import SignsController


def _no_rung(_word: str) -> None:
    """No ladder to read (no view yet): no rung names what scored."""
    return None


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


class TableWidget(QWidget):
    """The whole playing surface for one ``GameModel``."""

    # The human asked for the rules (F1) or the menu (Esc); the shell answers.
    rules_requested = Signal()
    menu_requested = Signal()
    # The panel's settings button: the shell opens its options.
    settings_requested = Signal()
    # The table's first frame was drawn (emitted once, just after that paint).
    painted = Signal()

    def __init__(
        self,
        model: GameModel,
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
        if model.match is not None:
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
                match = self.model.match
                series_over = match is not None and match.series_over
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
            from ..signs_controller import SignsController

            # A network table's model brings its own (the host decides who sees what).
            make = getattr(self.model, "signs_controller", None)
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
        self._ensure_signs()  # before the director lets the bots play
        if self.director.paused:
            self.director.resume()

    # ---------------------------------------------------------------- public
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
        if self.model.match is not None:
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
        match = self.model.match
        assert match is not None
        self.panel.scoreboard.set_score(match.score, match.series, animate=False)
        self.panel.new_hand(match.hand_number + 1, self.model.view())
        self._hand_events = []
        if match.hand.history:
            # A resumed match: the hand log shows the hand so far, as it was played.
            from ...play.hand_so_far import hand_events

            for event in hand_events(match, self.model.human_seat):
                self._hand_events.append(event)
                self.panel.on_event(event)
            self.panel.show_stake(self.model.view())

    def _show_daily(self) -> None:
        """The panel's tag while the day's deal is played (its date, in the language's
        own short form)."""
        daily = getattr(self.model.session, "daily", None)
        date = getattr(daily, "date", None)
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

    # ---------------------------------------------------------------- director
    def _show_live(self, view: SeatView | None) -> None:
        """The hand log tints the call that waits for your team's answer."""
        call = None if view is None else view.open_call
        if call is not None and call.caller is not None and call.answering_team == view.team:
            self.panel.set_live(call.caller, call.word)
        else:
            self.panel.set_live(None, None)

    def _on_busy(self, busy: bool) -> None:
        if busy:
            self.panel.set_live(None, None)
            self.call_bar.set_actions(self.scene.variant, (), False)
            self.call_bar.set_glow(False)
            self.scene.set_playable(set())
            view, last = self.model.view(), self._last_prompt
            if view is not None and last is not None and last[0] == "turn":
                # You acted: the bar says what the table waits for now, not "Your turn".
                self.call_bar.show_status(view, self.scene.names)
                self._last_prompt = ("status",)
            self._place_bar()

    def _on_bot_thinking(self, seat: int) -> None:
        view = self.model.view()
        playing = view is not None and not (
            view.truco_pending or view.envido_pending or view.flor_pending
        )
        self.scene.set_turn(seat, playing and view is not None and view.phase == "play")
        self.call_bar.set_actions(self.scene.variant, (), False)
        self.call_bar.set_glow(False)
        thinking = translate("callbar", "%1 is thinking…")
        self.call_bar.set_prompt(fill(thinking, self.scene.names[seat]), "")
        self._last_prompt = ("thinking", seat)
        self._place_bar()

    def _on_dealing(self) -> None:
        """The call bar while the cards go round: no call is possible yet."""
        self.call_bar.set_actions(self.scene.variant, (), False)
        self.call_bar.set_glow(False)
        self.call_bar.set_prompt(translate("callbar", "Dealing…"), "")
        self._last_prompt = ("dealing",)
        self._place_bar()

    def _on_human_turn(self) -> None:
        view = self.model.view()
        if view is None:
            return
        self._last_prompt = ("turn", 0)
        self._show_live(view)
        legal = self.model.human_legal()
        pending = bool(view.truco_pending or view.envido_pending or view.flor_pending)
        onze = onze_stakes(view)
        title, sub = turn_prompt(view, legal, self.scene.names)
        self.call_bar.set_actions(view.variant, legal, pending, onze=onze)
        self.call_bar.set_prompt(title, sub)
        self.call_bar.set_glow(True)
        if view.blind:
            playable = {a.position for a in legal if a.position is not None}
        elif view.deciding == "discard":  # AR-GALLO-3: any of your four cards
            playable = {i for i, c in enumerate(view.cards) if engine.actions.discard(c) in legal}
        else:
            playable = {i for i, c in enumerate(view.cards) if engine.actions.play(c) in legal}
        self.scene.set_playable(playable)
        self.scene.set_turn(0, bool(playable))
        self._place_bar()

    def _on_advice(self, seat: int, action: Action) -> None:
        if not self.input_enabled() and self.director.pending_choice is None:
            return
        label = S.call_label(self.scene.variant, action.kind, own_turn=False)
        self.call_bar.set_prompt(
            self.call_bar.title.text(),
            #: Your partner's advice: %1 is his name, %2 the call he suggests.
            fill(translate("callbar", "%1 suggests: %2"), self.scene.names[seat], label),
        )

    def _on_proposal(self, seat: int, action: Action) -> None:
        """Partner asks first: he would call truco; the human says yes or not now."""
        variant = self.scene.variant
        word = S.call_label(variant, action.kind, own_turn=True)
        self.call_bar.set_actions(variant, (), False)
        self._last_prompt = ("proposal", seat, action)
        self.call_bar.set_proposal(word, translate("callbar", "Not now"))
        self.call_bar.set_prompt(
            fill(translate("callbar", "%1 wants to call %2"), self.scene.names[seat], word),
            translate("callbar", "Your partner asks you first"),
        )
        self.call_bar.set_glow(True)
        self.scene.set_turn(seat, False)
        self._place_bar()

    def _on_team_choice(self, seat: int, legal: object) -> None:
        """Your flor comes first, so your partner answers: with the answer you choose."""
        view = self.model.view()
        if view is None or not isinstance(legal, tuple):
            return
        self._last_prompt = ("choice", seat, legal)
        self._show_live(view)
        self.call_bar.set_actions(view.variant, legal, True)
        title, _sub = turn_prompt(view, legal, self.scene.names)
        #: You hold a flor you announce later, so your partner (%1) answers the call:
        #: you choose what he says.
        sub = fill(translate("callbar", "You choose what %1 answers"), self.scene.names[seat])
        self.call_bar.set_prompt(title, sub)
        self.call_bar.set_glow(True)
        self.scene.set_turn(seat, False)
        self._place_bar()

    def _on_song_turn(self, song: object) -> None:
        """AR-ENV-8b: your turn to sing the envido waits for you; the button says the one
        thing you can say (your value, or *son buenas*), and the prompt what leads."""
        view = self.model.view()
        if view is None or not isinstance(song, engine.events.EnvidoSung):
            return
        self._last_prompt = ("song", song)
        names = self.scene.names
        if song.value is None:
            #: Said when the other side's envido is better: keep it in Spanish.
            label = translate("table", "Son buenas")
        else:
            #: The button at your turn to sing the envido: %1 is your envido points.
            label = fill(translate("callbar", "Sing %1"), song.value)
        songs = [(s.seat, s.value) for s in view.envido_sung]
        before = songs.index((song.seat, song.value)) if (song.seat, song.value) in songs else 0
        best = next((s for s in reversed(view.envido_sung[:before]) if s.value is not None), None)
        sub = ""
        if best is not None:
            #: Under "Your turn to sing": the best envido sung so far, %1 its points, %2
            #: who sang it.
            sub = fill(translate("callbar", "Best so far: %1 (%2)"), best.value, names[best.seat])
        self.call_bar.set_song(label)
        #: The call bar's title when the envido was accepted and your turn to say your
        #: points (or son buenas) has come, seat by seat from the mano.
        self.call_bar.set_prompt(translate("callbar", "Your turn to sing the envido"), sub)
        self.call_bar.set_glow(True)
        self.scene.set_turn(view.seat, False)
        self._place_bar()

    def _on_event_played(self, event: Event) -> None:
        if isinstance(event, engine.events.HandStarted):
            match = self.model.match
            if match is not None:
                self.panel.new_hand(match.hand_number + 1, self.model.view())
            self._hand_events = []
            self.summary.hide()
            self._on_dealing()
        elif (
            isinstance(event, engine.events.EnvidoSung)
            and self._last_prompt is not None
            and self._last_prompt[0] == "song"
        ):
            # Your song was said (by its button, or by the demo's pilot): the bar moves on.
            self.call_bar.set_actions(self.scene.variant, (), False)
            self.call_bar.set_glow(False)
            self._last_prompt = ("status",)
        self._hand_events.append(event)
        self.panel.on_event(event)
        self.panel.show_stake(self.model.view())

    def _show_summary(self) -> None:
        """The hand summary over the table, in the current language."""
        match = self.model.match
        if match is None:
            return
        lines = []
        # The summary's lines and totals are rich text: a person's name from the network
        # is escaped there, or "<!--" would hide the summary (issue 30, finding 16).
        rich_names = [html.escape(name) for name in self.scene.names]
        view = self.model.view()
        # The hand's sides (the gallo's table changes them each hand): 0 is yours.
        teams = tuple(view.teams) if view is not None else ()
        from ...play.outcome import fold, scores  # with the first hand's end
        from ..outcome_text import fold_line, scored_name

        folded = fold(self._hand_events)
        if folded is not None:
            lines.append(fold_line(self.scene.variant, folded, rich_names))
        won = iter(scores(self._hand_events, view.rung if view is not None else _no_rung))
        for e in self._hand_events:
            if isinstance(e, engine.events.PointsScored):
                who = S.us_or_them(e.team if not teams else int(e.team != teams[0]))
                what = next(won)
                #: %1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3
                #: Us or Them.
                scored = translate("summary", "%1 %2 → <b>%3</b>")
                lines.append(fill(scored, scored_name(self.scene.variant, what), e.points, who))
            elif (
                isinstance(e, engine.events.EnvidoSettled)
                and e.accepted
                and e.winner_seat is not None
            ):
                #: %1 is the winner of the envido, %2 his points.
                envido = translate("summary", "Envido: %1 with %2")
                lines.append(fill(envido, rich_names[e.winner_seat], e.value))
        self._show_winners_cards(view)
        score = self._hand_score()
        totals = fill(translate("summary", "Us %1 · Them %2"), score[0], score[1])
        over = next((e for e in self._hand_events if isinstance(e, engine.events.MatchOver)), None)
        if len(score) == 3:  # AR-GALLO-4: a score per player
            totals = " · ".join(
                fill(translate("score", "%1 %2"), rich_names[seat], points)
                for seat, points in enumerate(score)
            )
            if match.series_over:
                winners = over.winners if over is not None else ()
                if not winners and view is not None:
                    winners = tuple(view.match_winners)
                title = self._winners_title(winners)
                self.summary.show_summary(title, lines, totals, translate("summary", "Play again"))
                return
        if match.series_over:
            won = (over is not None and over.winner == 0) or (
                over is None and match.hand.winner == 0
            )
            if self.scene.players == 2:  # one player against one: no team to say "we"
                title = (
                    #: You alone win the match (two players; the gallo's table too).
                    translate("summary", "You win the match!")
                    if won
                    else fill(translate("summary", "%1 wins the match"), self.scene.names[1])
                )
            else:
                title = (
                    #: Your team (four, six or eight players) wins the match: "we won".
                    translate("summary", "Your team wins the match!")
                    if won
                    else translate("summary", "They win the match")
                )
            series = fill(
                translate("summary", "Matches won: %1 – %2"), match.series[0], match.series[1]
            )
            self.summary.show_summary(
                title, lines, f"{totals}<br>{series}", translate("summary", "Play again")
            )
        else:
            title = fill(translate("summary", "Hand %1"), match.hand_number + 1)
            self.summary.show_summary(title, lines, totals, translate("summary", "Next hand"))

    def _show_winners_cards(self, view: SeatView | None) -> None:
        """AR-ENV-8c: the envido's and the flor's winners show their cards: in the summary
        under the lines, each with who shows and what they made ("Tano · Envido 29")."""
        shown: list[tuple[str, tuple[str, ...]]] = []
        if view is not None and view.hand_over:
            from ..table.chips import shown_caption  # with the first shown hand

            names = self.scene.names
            for seat, cards in view.shown_cards:
                #: In the hand's summary, over the cards a winner shows: %1 is who shows
                #: them, %2 what they made (e.g. "Envido 29").
                what = shown_caption(view, seat)
                shown.append((fill(translate("summary", "%1 · %2"), names[seat], what), cards))
        self.summary.set_shown(self.scene.art, shown)

    def _winners_title(self, winners: tuple[int, ...]) -> str:
        """Who won a match of three (AR-GALLO-5): one player, or the pair together."""
        names = self.scene.names
        others = [names[s] for s in winners if s != 0]
        if 0 in winners:
            if not others:
                return translate("summary", "You win the match!")
            #: AR-GALLO-5: you and your partner of the last hand reach the target together.
            return fill(translate("summary", "You and %1 win the match!"), others[0])
        if len(others) >= 2:
            #: AR-GALLO-5: the two players of the pair win the match together.
            return fill(translate("summary", "%1 and %2 win the match"), others[0], others[1])
        #: One player wins the match: the gallo or one of the pair in a match of three,
        #: your opponent in a match of two.
        return fill(translate("summary", "%1 wins the match"), others[0] if others else "")

    def _on_hand_done(self) -> None:
        match = self.model.match
        if match is None:
            return
        self._last_prompt = ("hand_over", 0)
        self._show_summary()
        self.panel.scoreboard.set_score(self._hand_score(), match.series)
        if not match.series_over:
            delay = self.auto_next_ms
            if delay is not None:
                self._auto_timer.start(self.motion.ms("summary_auto") if delay < 0 else delay)
        self._place_overlays()
        self._show_fold()  # placed clear of the summary, now that it has its place
        self.call_bar.set_actions(self.scene.variant, (), False)
        self.call_bar.set_prompt(*end_prompt(match.series_over))
        self._place_bar()

    def _show_fold(self) -> None:
        """A hand given up (the mazo, a refused bet) says at the folder's seat what he
        said, and that he gave the hand up: the bubble stays while the summary is up
        (the next deal clears it), so a player who looked away still sees who folded."""
        from ...play.outcome import fold  # with the first hand's end
        from ..outcome_text import fold_caption

        folded = fold(self._hand_events)
        if folded is None:
            return
        said = S.spoken(self.scene.variant, folded.word)
        self.scene.say(folded.seat, said, S.tone(folded.word), fold_caption(), PENDING)

    def set_auto_next(self, on: bool) -> None:
        """The option "Next hand by itself after a pause" (``main_window.Table``): on, the
        summary deals the next hand after the motion's pause; off, it waits for you."""
        self.auto_next_ms = -1 if on else None
        if not on:
            self._auto_timer.stop()

    def _hand_score(self) -> tuple[int, ...]:
        for e in reversed(self._hand_events):
            if isinstance(e, (engine.events.PointsScored, engine.events.MatchOver)):
                return e.score
        match = self.model.match
        return match.score if match is not None else (0, 0)

    def _summary_button(self) -> None:
        match = self.model.match
        if match is not None and match.series_over:
            self.summary.hide()
            self.model.play_again()
        else:
            self._next_hand()

    def _next_hand(self) -> None:
        self._auto_timer.stop()
        self.summary.hide()
        if not self.director.busy:
            self.model.deal_next()

    # ---------------------------------------------------------------- intent
    def _submit(self, action: Action) -> None:
        if self.director.pending_song is not None:
            if action.kind == "sing":
                self.director.sing()
            return
        if self.director.pending_choice is not None:
            self.call_bar.set_actions(self.scene.variant, (), False)
            self.director.choose_for_partner(action)
            return
        if self.director.pending_proposal is not None:
            if action.kind in ("agree", "not_now"):
                self.call_bar.set_actions(self.scene.variant, (), False)
                self.director.answer_proposal(action.kind == "agree")
            return
        if not self.input_enabled():
            return
        self.model.submit(action)

    def _play_action(self, index: int, covered: bool) -> Action | None:
        view = self.model.view()
        if view is None:
            return None
        if view.blind:
            # A blind seat picks one of its unknown cards by position (BR-FERRO-2).
            blind = [a for a in view.legal if a.position == index]
            return blind[0] if blind and not covered else None
        if not 0 <= index < len(view.cards):
            return None
        if view.deciding == "discard":
            # AR-GALLO-3: the gallo's first choice is the card he puts away face down.
            return None if covered else engine.actions.discard(view.cards[index])
        return engine.actions.play(view.cards[index], covered=covered)

    def _on_card_clicked(self, index: int, covered: bool) -> None:
        if not self.input_enabled():
            return
        action = self._play_action(index, covered)
        if action is None:
            return
        self.scene.remember_index(index)
        self.model.submit(action)

    def _on_card_menu(self, index: int, pos: QPoint) -> None:
        if not self.input_enabled():
            return
        legal = self.model.human_legal()
        menu = QMenu(self)
        face_up = self._play_action(index, False)
        face_down = self._play_action(index, True)
        a1 = menu.addAction(self.tr("Play"))
        a1.setEnabled(face_up in legal)
        a2 = menu.addAction(self.tr("Play face down"))
        a2.setEnabled(face_down in legal)
        chosen = menu.exec(pos)
        if chosen is a1 and face_up is not None:
            self._on_card_clicked(index, False)
        elif chosen is a2 and face_down is not None:
            self._on_card_clicked(index, True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if QApplication.activePopupWidget() is not None:
            # A menu is open: its keys are the menu's, even where a window manager hands
            # them to the table (Enter played the card under the keyboard's focus).
            event.accept()
            return
        key = event.key()
        digits = {
            Qt.Key.Key_1: 0,
            Qt.Key.Key_2: 1,
            Qt.Key.Key_3: 2,
            Qt.Key.Key_4: 3,  # the gallo's fourth card, while he discards
            Qt.Key.Key_Exclam: 0,
            Qt.Key.Key_At: 1,
            Qt.Key.Key_NumberSign: 2,
        }
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier) or key in (
            Qt.Key.Key_Exclam,
            Qt.Key.Key_At,
            Qt.Key.Key_NumberSign,
        )
        n = len(self.scene.held[0]) if self.scene.held else 0
        if key in digits:
            self._on_card_clicked(digits[key], shift)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and n:
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = (0 if self._focus is None else (self._focus + step)) % n
            self.scene.set_focus_index(self._focus)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focus is not None:
            self._on_card_clicked(self._focus, False)
            self._focus = None
            self.scene.set_focus_index(None)
        elif key == Qt.Key.Key_Space and self.summary.isVisible():
            self._summary_button()
        elif (key == Qt.Key.Key_H and self.coach.ask()) or self._call_key(event):
            pass  # H: the coach's hint (issue 33); a letter: a call bar button
        elif key == Qt.Key.Key_F1:
            self.rules_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self.menu_requested.emit()
        else:
            super().keyPressEvent(event)

    def _call_key(self, event: QKeyEvent) -> bool:
        """A call bar button's letter (Q, N, T…), pressed wherever the table's keyboard
        focus is: the same as clicking it."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        letter = event.text().upper()
        if mods not in (Qt.KeyboardModifier.NoModifier,) or len(letter) != 1:
            return False
        button = next((b for b in self.call_bar.buttons if b.key and b.key == letter), None)
        if button is None or not button.isVisible():
            return False
        button.click()
        return True

    def menu_anchor(self, settings: bool = False) -> QPoint:
        """Where the window's menu opens (screen coordinates): under the panel's menu
        button (or its settings button), at its right edge."""
        button = self.panel.settings_button if settings else self.panel.menu_button
        return button.mapToGlobal(QPoint(button.width(), button.height()))

    # ---------------------------------------------------------------- accessibility
    def describe(self) -> None:
        """What a screen reader says of the table: the prompt and your cards in words
        (DESIGN.md section 14), in the current language."""
        self.setAccessibleName(translate("a11y", "Card table"))
        view = self.model.view()
        parts = [self.call_bar.status_label.text().strip(" .")]
        if view is not None and view.cards:
            names = ", ".join(S.card_name(c, view.variant) for c in view.cards)
            #: Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").
            parts.append(fill(translate("a11y", "Your cards: %1"), names))
        elif view is not None and view.blind:
            parts.append(translate("a11y", "Your cards are face down"))
        text = ". ".join(p for p in parts if p)
        self.setAccessibleDescription(text)
        for button in self.call_bar.buttons:
            button.setAccessibleDescription(self.call_bar.status_label.text().strip(" ."))

    # ---------------------------------------------------------------- keyboard focus
    def focus_chain(self) -> list[QWidget]:
        """Tab's order on the table: your hand (the table itself), the call bar's buttons,
        the side panel, then the Señas button."""
        chain: list[QWidget] = [self]
        chain += [b for b in self.call_bar.buttons if b.isVisible() and b.isEnabled()]
        chain += [w for w in self.panel.focus_chain() if w.isVisible() and w.isEnabled()]
        signs = self._signs
        if signs is not None and signs.button.isVisible():
            chain.append(signs.button)
        return chain

    def focusNextPrevChild(self, next: bool) -> bool:
        chain = self.focus_chain()
        current = QApplication.focusWidget()
        if current not in chain:
            return super().focusNextPrevChild(next)
        index = chain.index(current) + (1 if next else -1)
        chain[index % len(chain)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        )
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The hand has the keyboard: a card shows the focus ring (← → move it)."""
        super().focusInEvent(event)
        n = len(self.scene.held[0]) if self.scene.held else 0
        if n:
            self._focus = min(self._focus or 0, n - 1)
            self.scene.set_focus_index(self._focus)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.scene.set_focus_index(None)

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
