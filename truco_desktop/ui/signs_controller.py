"""Señas at the desktop table: the hand's signs, the faces that show them, the palette.

``SignsController`` keeps the ``HandSigns`` of the hand being played (seeded from the
match seed and the hand number, so a daily deal replays the same signs). When a hand is
dealt, the computer players sign (partners to partners, the opponents to each other);
once the deal has been shown, the partner's face at North makes his signs and the hand log
records them for you alone; an opponent's sign that you caught (you catch like a
``normal`` player) shows on his seat with a SPOTTED marker. Your own signs come from the
Señas palette or Alt+1 … Alt+0; your face at South makes them, your partner learns them
and the opponents may catch them.

Bots get signs only through ``GameModel.sign_knowledge``, which this controller sets to
``HandSigns.knowledge``: exactly what that seat saw or caught.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut

from ..engine import team_of
from ..engine.events import HandStarted
from ..signs import HandSigns, Sign, SignKnowledge, sign_set_for, signs_played_at, true_signs
from . import signs_text as T
from .table.face_item import FaceItem
from .widgets.signs_palette import SHORTCUT_KEYS, SignsButton, SignsPalette

if TYPE_CHECKING:
    from .widgets.table_widget import TableWidget

#: The human catches an opponent's sign as a ``normal`` player would.
HUMAN_CATCHES_AS = "normal"


def sign_rate_for(level: str) -> float:
    """How often a computer player of ``level`` signals (its personality's sign rate)."""
    # Imported here: the bots load after the table's first paint (start-up time).
    from ..bots.personality import HARD, LEVELS

    return LEVELS.get(level, HARD).sign_rate


class SignsController(QObject):
    """The señas of the table widget's match."""

    #: A face was shown on the table: seat, sign ids, spotted (screens and tests).
    shown = Signal(int, list, bool)
    #: The human made a sign: its id, and the seats that caught it.
    made = Signal(str, list)

    def __init__(self, table: TableWidget) -> None:
        super().__init__(table)
        self.table = table
        self.model = table.model
        self.scene = table.scene
        self.director = table.director
        self.signs: HandSigns | None = None
        self._key: tuple[str, int] | None = None
        #: Faces waiting for the deal to be shown: (seat, sign ids, spotted).
        self._pending: list[tuple[int, list[str], bool]] = []
        self.faces: dict[int, FaceItem] = {}
        #: The sign ids each face makes, to caption them again in another language.
        self._face_ids: dict[int, list[str]] = {}
        self.button = SignsButton(table)
        self.button.hide()
        self.palette = SignsPalette(table)
        self.palette.hide()
        self.button.clicked.connect(self.open_palette)
        self.palette.chosen.connect(self.make)
        self.shortcuts: list[QShortcut] = []
        for index, key in enumerate(SHORTCUT_KEYS):
            shortcut = QShortcut(QKeySequence(f"Alt+{key}"), table)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda i=index: self.make_index(i))
            self.shortcuts.append(shortcut)
        self.model.events_ready.connect(self._on_events)
        self.model.match_reset.connect(self._on_reset)
        self.model.options_changed.connect(self._on_options)
        self.director.human_turn.connect(self._flush)
        self.director.bot_thinking.connect(self._flush)
        self.director.hand_done.connect(self._flush)
        self.model.sign_knowledge = self.knowledge
        table.installEventFilter(self)
        self._on_reset()

    # ---------------------------------------------------------------- for the bots
    def knowledge(self, seat: int) -> SignKnowledge | None:
        """What ``seat`` saw or caught in this hand; None when signs are off."""
        return None if self.signs is None else self.signs.knowledge(seat)

    # ---------------------------------------------------------------- the hand
    def _on_reset(self) -> None:
        self._key = None
        self._clear_faces()
        self._new_hand()

    def _on_options(self) -> None:
        enabled = self.model.signs_enabled
        if not enabled and self.signs is not None:
            self.signs = None
            self._pending = []
            self._key = None
        elif enabled and self.signs is None:
            self._key = None
            self._new_hand(show=False)
        elif self.signs is not None:
            self.signs.board.catching = self.model.signs_catching
        self._place_button()

    def _on_events(self, events: list[object]) -> None:
        if any(isinstance(e, HandStarted) for e in events):
            self._new_hand()

    def _new_hand(self, show: bool = True) -> None:
        match = self.model.match
        if match is None:
            self.signs = None
            self._place_button()
            return
        key = (match.seed, match.hand_number)
        if key == self._key:
            return
        self._key = key
        self._pending = []
        rules = match.rules
        if not self.model.signs_enabled or not signs_played_at(rules.variant_name, rules.players):
            self.signs = None
            self._place_button()
            return
        human = self.model.human_seat
        levels = {s: self.model.level_for(s) for s in range(rules.players) if s != human}
        levels[human] = HUMAN_CATCHES_AS
        self.signs = HandSigns(
            rules.variant_name,
            rules.players,
            match.seed,
            match.hand_number,
            levels=levels,
            catching=self.model.signs_catching,
        )
        hand = match.hand
        rates = {s: sign_rate_for(levels[s]) for s in range(rules.players) if s != human}
        held = {s: hand.held[s] for s in rates}
        made = self.signs.bots_sign(held, hand.strength, rules.flor_enabled, rates)
        if not show or hand.history:
            return  # a hand already under way (a restored match) is not signalled again
        by_seat: dict[tuple[int, bool], list[str]] = {}
        for sign in made:
            if team_of(sign.seat) == team_of(human):
                by_seat.setdefault((sign.seat, False), []).append(sign.sign)
            elif human in sign.caught_by:
                by_seat.setdefault((sign.seat, True), []).append(sign.sign)
        self._pending = [(seat, ids, spotted) for (seat, spotted), ids in by_seat.items()]
        self._place_button()

    def _flush(self, *_args: object) -> None:
        """After the deal has been shown: the faces and the log lines of the early signs."""
        self._place_button()
        pending, self._pending = self._pending, []
        for seat, ids, spotted in pending:
            self._show(seat, ids, spotted)

    # ---------------------------------------------------------------- the human's signs
    def vocabulary(self) -> tuple[Sign, ...]:
        return self.signs.vocabulary() if self.signs is not None else ()

    def can_sign(self) -> bool:
        """At your turn or while waiting, while you hold cards in a hand being played."""
        match = self.model.match
        if self.signs is None or match is None or match.hand.is_over:
            return False
        view = self.model.view()
        return view is not None and bool(view.cards)

    def open_palette(self) -> None:
        if not self.can_sign():
            return
        view = self.model.view()
        true_ids: set[str] = set()
        if view is not None and self.signs is not None:
            rules = self.model.rules
            flor_on = rules is not None and rules.flor_enabled
            held = self.model.match.hand.held[self.model.human_seat] if self.model.match else ()
            true_ids = {s.id for s in true_signs(view.variant, held, view.strength, flor_on)}
        self.palette.set_signs(self.vocabulary(), true_ids)
        self.palette.open_above(self.button)

    def make_index(self, index: int) -> None:
        signs = self.vocabulary()
        if 0 <= index < len(signs):
            self.make(signs[index].id)

    def make(self, sign_id: str) -> bool:
        """You make ``sign_id``: your partner sees it, the opponents may catch it."""
        if not self.can_sign() or self.signs is None:
            return False
        made = self.signs.make(self.model.human_seat, sign_id)
        if made is None:
            return False
        self._show(self.model.human_seat, [sign_id], False)
        self.made.emit(sign_id, list(made.caught_by))
        return True

    # ---------------------------------------------------------------- faces
    def _sign(self, sign_id: str) -> Sign | None:
        rules = self.model.rules
        if rules is None:
            return None
        try:
            return sign_set_for(rules.variant_name).by_id(sign_id)
        except KeyError:
            return None

    def _show(self, seat: int, ids: list[str], spotted: bool) -> FaceItem | None:
        signs = [s for s in (self._sign(i) for i in ids) if s is not None]
        if not signs or not self.scene.plates or seat >= len(self.scene.plates):
            return None
        human = self.model.human_seat
        for sign in signs:
            # Words asked again when the log is written in another language.
            def text(sign: Sign = sign) -> str:
                names = self.scene.names
                if seat == human:
                    return T.you_signal(sign)
                if spotted:
                    return T.you_spotted(names[seat], sign)
                return T.partner_signals(names[seat], sign)

            self.table.panel.add_note(text, team_of(seat))
        old = self.faces.pop(seat, None)
        if old is not None and old.scene() is self.scene:
            self.scene.removeItem(old)
            old.deleteLater()
        face = FaceItem(
            [(sign.face, T.sign_name(sign)) for sign in signs],
            team_of(seat),
            self.scene.layout.compact,
            T.spotted_marker() if spotted else "",
        )
        self.scene.addItem(face)
        face.setPos(self._face_position(seat, face))
        self.faces[seat] = face
        self._face_ids[seat] = [s.id for s in signs]
        face.destroyed.connect(lambda *_a, s=seat, f=face: self._forget(s, f))
        face.play(self.table.motion)
        self.shown.emit(seat, [s.id for s in signs], spotted)
        return face

    def _retranslate_faces(self) -> None:
        """The faces' captions and SPOTTED chips in the language just chosen."""
        for seat, face in self.faces.items():
            if not shiboken6.isValid(face):
                continue
            signs = [s for s in (self._sign(i) for i in self._face_ids.get(seat, [])) if s]
            if len(signs) == len(face.signs):
                face.set_words([T.sign_name(s) for s in signs], T.spotted_marker())

    def _forget(self, seat: int, face: FaceItem) -> None:
        if self.faces.get(seat) is face:
            del self.faces[seat]

    def _clear_faces(self) -> None:
        for face in list(self.faces.values()):
            if face.scene() is self.scene:
                self.scene.removeItem(face)
            face.deleteLater()
        self.faces = {}

    def _face_position(self, seat: int, face: FaceItem) -> QPointF:
        """Over the seat's avatar (the player's face comes alive); yours over Señas.

        The nameplate's own ring stays readable around it, the caption hangs just under
        the plate, and nothing covers the felt between the seats and the tricks.
        """
        item = self.scene.plates[seat]
        r = face.radius
        if seat == self.model.human_seat:
            if self.button.isVisible():
                top = self.table.view.mapToScene(self.button.geometry().topLeft())
                centre_x = top.x() + self.button.width() / 2
                return QPointF(max(centre_x, r + 8), top.y() - r - 38)
            plate = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
            return QPointF(plate.left() + r + 8, plate.top() - r - 38)
        centre = item.avatar_centre()
        return QPointF(centre.x() - (0 if item.compact else 2), centre.y())

    # ---------------------------------------------------------------- the button
    def _place_button(self) -> None:
        if not shiboken6.isValid(self.button) or not shiboken6.isValid(self.table):
            return  # the table is being torn down; a late signal must not touch it
        visible = self.signs is not None and bool(self.scene.plates)
        self.button.setVisible(visible)
        if not visible:
            return
        self.button.set_compact(self.scene.layout.compact)
        size = self.button.sizeHint()
        self.button.resize(size)
        item = self.scene.plates[self.model.human_seat]
        plate = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
        view_pos = self.table.view.mapFromScene(plate.topLeft())
        x = view_pos.x() - size.width() - 12
        y = view_pos.y() + (plate.height() - size.height()) / 2
        if self.button.compact:
            # The compact call bar rises over the plate's foot: sit up and to the left.
            x, y = view_pos.x() - size.width() + 6, view_pos.y() - size.height() - 2
        if x < 4:
            x, y = view_pos.x(), view_pos.y() - size.height() - 8
        self.button.move(int(x), int(y))
        self.button.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table:
            if event.type() == QEvent.Type.Resize:
                QTimer.singleShot(0, self._place_button)
            elif event.type() == QEvent.Type.LanguageChange:
                self.button.retranslate()
                self.palette.retranslate()
                self._retranslate_faces()
                QTimer.singleShot(0, self._place_button)
        return False
