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
``HandSigns.knowledge``: exactly what that seat saw or caught. Each computer player signs
from its own seat's view (its cards as it sees them).

The controller talks to the table through ``SignsTable``, a small protocol: where the
seats are, a place for the faces and the hand log's notes. The table tells it when to act
(``flush`` once the deal has been shown, ``place_button`` after a resize,
``retranslate`` after a language change); it never reaches into the table's scene,
director or panel, and does not import the table. This module loads after the table's
first paint (with the bots' personalities), when the table first needs its señas.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from truco_desktop.engine import team_of
from truco_desktop.engine.events import HandStarted
from truco_desktop.signs import HandSigns, Sign, SignKnowledge, sign_set_for, true_signs
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.table.face_item import FaceItem
from truco_desktop.ui.table.motion import Motion
from truco_desktop.ui.widgets.signs_palette import SHORTCUT_KEYS, SignsButton, SignsPalette
from truco_desktop.ui.words import signs_text as T


class SignsTable(Protocol):
    """The table as the señas see it.

    Points and rectangles are in the table widget's coordinates, where the Señas button
    and the palette live (they are the widget's children).
    """

    #: The table's pace: a face plays its animation at it.
    motion: Motion

    def seats_laid(self) -> int:
        """How many seats have a name plate on the table (0 before any is laid)."""
        ...

    def seat_name(self, seat: int) -> str:
        """The seat's name as the table shows it (You, West, North…)."""
        ...

    def is_compact(self) -> bool:
        """Whether the table is laid out small (800x600): smaller faces and button."""
        ...

    def plate_rect(self, seat: int) -> QRectF:
        """The seat's name plate."""
        ...

    def mano_chip_rect(self, seat: int) -> QRectF | None:
        """The seat's mano chip (None when it is not the mano)."""
        ...

    def avatar_centre(self, seat: int) -> QPointF:
        """The centre of the avatar on the seat's name plate."""
        ...

    def add_face(self, face: FaceItem, centre: QPointF) -> None:
        """Put ``face`` on the table, centred at ``centre``."""
        ...

    def remove_face(self, face: FaceItem) -> None:
        """Take ``face`` off the table (it is deleted)."""
        ...

    def place_face(self, face: FaceItem, centre: QPointF) -> None:
        """Move ``face``, already on the table, so that it is centred at ``centre``."""
        ...

    def keep_clear(self) -> list[QRectF]:
        """What the Señas button must not cover besides the plates: the call bar, the
        side panel."""
        ...

    def seat_face(self, seat: int) -> str | None:
        """The character at ``seat`` (None: a plain seat): he signs with his own face."""
        ...

    def tag_obstacles(self, face: FaceItem) -> list[QRectF]:
        """What a face's tag (the seña's name) must not hide: every seat's cards, plate
        and chip, the felt's cards, the puck, the other faces, the panel, the call bar."""
        ...

    def add_note(self, text: Callable[[], str], team: int) -> None:
        """A line in the hand log; ``text`` gives its words in the current language."""
        ...


class SignsController(QObject):
    """The señas of the match at a table.

    ``widget`` is the table's widget: the parent of the Señas button, the palette and
    the Alt+1 … Alt+0 shortcuts.
    """

    #: A face was shown on the table: seat, sign ids, spotted (screens and tests).
    shown = Signal(int, list, bool)
    #: The human made a sign: its id, and the seats that caught it.
    made = Signal(str, list)

    def __init__(self, table: SignsTable, model: GameModel, widget: QWidget) -> None:
        super().__init__(widget)
        self.table = table
        self.model = model
        self._widget = widget
        self.signs: HandSigns | None = None
        self._key: tuple[str, int] | None = None
        #: Faces waiting for the deal to be shown: (seat, sign ids, spotted).
        self._pending: list[tuple[int, list[str], bool]] = []
        self.faces: dict[int, FaceItem] = {}
        #: The sign ids each face makes, to caption them again in another language.
        self._face_ids: dict[int, list[str]] = {}
        self.button = SignsButton(widget)
        self.button.hide()
        self.palette = SignsPalette(widget)
        self.palette.hide()
        self.button.clicked.connect(self.open_palette)
        self.palette.chosen.connect(self.make)
        self.shortcuts: list[QShortcut] = []
        for index, key in enumerate(SHORTCUT_KEYS):
            shortcut = QShortcut(QKeySequence(f"Alt+{key}"), widget)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda i=index: self.make_index(i))
            self.shortcuts.append(shortcut)
        self.model.events_ready.connect(self._on_events)
        self.model.match_reset.connect(self._on_reset)
        self.model.options_changed.connect(self._on_options)
        self.model.sign_knowledge = self.knowledge
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
        self.retranslate()  # the faces' tags follow "Show what señas mean" at once

    def _on_events(self, events: list[object]) -> None:
        if any(isinstance(e, HandStarted) for e in events):
            self._new_hand()

    def _new_hand(self, show: bool = True) -> None:
        state = self.model.state
        if state is None:
            self.signs = None
            self.place_button()
            return
        key = (state.seed, state.hand_number)
        if key == self._key:
            return
        self._key = key
        self._pending = []
        # Laid by the play layer, as every table lays them (``Session.lay_signs``).
        self.signs = (
            self.model.session.lay_signs(catching=self.model.signs_catching)
            if self.model.signs_enabled
            else None
        )
        if self.signs is None:
            self.place_button()
            return
        made = list(self.signs.made)
        view = self.model.view()
        if not show or view is None or view.history:
            return  # a hand already under way (a restored match) is not signalled again
        human = self.model.human_seat
        by_seat: dict[tuple[int, bool], list[str]] = {}
        for sign in made:
            if self._side(sign.seat) == 0:
                by_seat.setdefault((sign.seat, False), []).append(sign.sign)
            elif human in sign.caught_by:
                by_seat.setdefault((sign.seat, True), []).append(sign.sign)
        self._pending = [(seat, ids, spotted) for (seat, spotted), ids in by_seat.items()]
        self.place_button()

    def flush(self, *_args: object) -> None:
        """The deal has been shown: the faces and the log lines of the early signs."""
        self.place_button()
        pending, self._pending = self._pending, []
        for seat, ids, spotted in pending:
            self._show(seat, ids, spotted)

    # ---------------------------------------------------------------- the human's signs
    def vocabulary(self) -> tuple[Sign, ...]:
        return self.signs.vocabulary() if self.signs is not None else ()

    def can_sign(self) -> bool:
        """At your turn or while waiting, while you hold cards in a hand being played."""
        if self.signs is None:
            return False
        view = self.model.view()
        return view is not None and not view.hand_over and bool(view.cards)

    def open_palette(self) -> None:
        if not self.can_sign():
            return
        view = self.model.view()
        true_ids: set[str] = set()
        if view is not None and self.signs is not None:
            flor_on = view.flor_mode != "off"
            true_ids = {s.id for s in true_signs(view.variant, view.cards, view.strength, flor_on)}
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
        table = self.table
        if not signs or seat >= table.seats_laid():
            return None
        human = self.model.human_seat
        for sign in signs:
            # Words asked again when the log is written in another language.
            def text(sign: Sign = sign) -> str:
                if seat == human:  # you chose it: its name is no secret to you
                    return T.you_signal(sign)
                if spotted:
                    if not self.meanings_shown():
                        return T.you_spotted_a_sign(table.seat_name(seat))
                    return T.you_spotted(table.seat_name(seat), sign)
                if not self.meanings_shown():
                    return T.partner_signs(table.seat_name(seat))
                return T.partner_signals(table.seat_name(seat), sign)

            table.add_note(text, self._side(seat))
        old = self.faces.pop(seat, None)
        if old is not None and shiboken6.isValid(old):
            table.remove_face(old)
        face = FaceItem(
            [(sign.face, self._tag(seat, sign)) for sign in signs],
            self._side(seat),
            table.is_compact(),
            T.spotted_marker() if spotted else "",
            None if seat == human else table.seat_face(seat),
        )
        xs = [table.avatar_centre(s).x() for s in range(table.seats_laid())]
        middle = sum(xs) / max(1, len(xs))
        # A seat on the table's right side: the panel lies right of its face.
        right = table.avatar_centre(seat).x() > middle + 0.25 * (max(xs) - min(xs))
        face.caption_left = seat != human and right
        centre = self._face_centre(seat, face)
        table.add_face(face, centre)
        self._place_tag(seat, face, centre)
        self.faces[seat] = face
        self._face_ids[seat] = [s.id for s in signs]
        face.destroyed.connect(lambda *_a, s=seat, f=face: self._forget(s, f))
        face.play(table.motion)
        self.shown.emit(seat, [s.id for s in signs], spotted)
        return face

    def meanings_shown(self) -> bool:
        """Option "Show what señas mean": off, the log and the tags say only that a sign
        was made, and the player reads the face."""
        return self.model.signs_meaning

    def _tag(self, seat: int, sign: Sign) -> str:
        """The tag by a face: the sign's name, or only "Seña" when the meanings are
        hidden (your own sign keeps its name: you chose it)."""
        if seat != self.model.human_seat and not self.meanings_shown():
            return T.a_sign()
        return T.sign_name(sign)

    def _side(self, seat: int) -> int:
        """``seat``'s side for the player: 0 his own, 1 the other (this hand's sides,
        which at the gallo's table change every hand)."""
        human = self.model.human_seat
        # A network table's signs (``net_signs``) have no board: the usual seating.
        board = getattr(self.signs, "board", None)
        if board is None:
            return 0 if team_of(seat) == team_of(human) else 1
        return 0 if board.team_of(seat) == board.team_of(human) else 1

    def retranslate(self) -> None:
        """The button, the palette and the faces in the language just chosen."""
        self.button.retranslate()
        self.palette.retranslate()
        for seat, face in self.faces.items():
            if not shiboken6.isValid(face):
                continue
            signs = [s for s in (self._sign(i) for i in self._face_ids.get(seat, [])) if s]
            if len(signs) == len(face.signs):
                face.set_words([self._tag(seat, s) for s in signs], T.spotted_marker())
        self.place_button()

    def _forget(self, seat: int, face: FaceItem) -> None:
        if self.faces.get(seat) is face:
            del self.faces[seat]

    def _clear_faces(self) -> None:
        for face in list(self.faces.values()):
            if shiboken6.isValid(face):
                self.table.remove_face(face)
        self.faces = {}

    def _face_centre(self, seat: int, face: FaceItem) -> QPointF:
        """Over the seat's avatar (the player's face comes alive); yours over Señas.

        The nameplate's own ring stays readable around it, the caption hangs just under
        the plate, and nothing covers the felt between the seats and the tricks.
        """
        r = face.radius
        if seat == self.model.human_seat:
            if self.button.isVisible():
                top = QPointF(self.button.geometry().topLeft())
                centre_x = top.x() + self.button.width() / 2
                return QPointF(max(centre_x, r + 8), top.y() - r - 38)
            plate = self.table.plate_rect(seat)
            return QPointF(plate.left() + r + 8, plate.top() - r - 38)
        centre = self.table.avatar_centre(seat)
        return QPointF(centre.x() - (0 if self.table.is_compact() else 2), centre.y())

    # ---------------------------------------------------------------- the button
    def place_button(self) -> None:
        """The Señas button beside your name plate (after a resize, a new hand…)."""
        if not shiboken6.isValid(self.button) or not shiboken6.isValid(self._widget):
            return  # the table is being torn down; a late signal must not touch it
        human = self.model.human_seat
        visible = self.signs is not None and human < self.table.seats_laid()
        self.button.setVisible(visible)
        if not visible:
            return
        plate = self.table.plate_rect(human)
        # Its place is left of your plate, on the plate's row, in every language: when
        # its word does not fit there (a longer translation, "Νοήματα"), the button
        # shows its face alone, as on a small table, rather than moving elsewhere.
        self.button.set_compact(False)
        wide = self.button.sizeHint().width()
        self.button.set_compact(self.table.is_compact() or plate.x() - wide - 12 < 4)
        size = self.button.sizeHint()
        self.button.resize(size)
        x = plate.x() - size.width() - 12
        y = plate.y() + (plate.height() - size.height()) / 2
        if self.table.is_compact():
            # The compact call bar rises over the plate's foot: sit up and to the left,
            # above your mano chip when you are mano (it sits on the disc's shoulder).
            x, y = plate.x() - size.width() + 6, plate.y() - size.height() - 2
            chip = self.table.mano_chip_rect(human)
            if chip is not None and QRectF(x, y, size.width(), size.height()).intersects(chip):
                y = chip.top() - size.height() - 3
        if x < 4:
            x, y = plate.x(), plate.y() - size.height() - 8
        x, y = self._button_clear(x, y, size.width(), size.height())
        self.button.move(int(x), int(y))
        self.button.raise_()
        # After a resize the faces follow their seats (a face never floats where the
        # seat used to be).
        laid = self.table.seats_laid()
        for seat, face in list(self.faces.items()):
            if shiboken6.isValid(face) and seat < laid:
                centre = self._face_centre(seat, face)
                self.table.place_face(face, centre)
                self._place_tag(seat, face, centre)

    def _place_tag(self, seat: int, face: FaceItem, centre: QPointF) -> None:
        """The seña's name where it hides nothing: its usual place under (or beside) the
        face when that is clear, else the first clear spot around the plate and the
        face, else the spot that hides least. The window's edge is a hard limit."""
        if not face.signs:
            return
        blocked = self.table.tag_obstacles(face)
        plate = self.table.plate_rect(seat).translated(-centre.x(), -centre.y())
        limit = QRectF(self._widget.rect()).adjusted(2, 2, -2, -2)
        best: tuple[float, int] | None = None
        spots = face.caption_spots(plate)
        for index, spot in enumerate(spots):
            rect = face.caption_rect_at(spot).translated(centre)
            if not limit.contains(rect):
                continue
            hidden = 0.0
            for other in blocked:
                inter = rect.intersected(other)
                if inter.width() > 1 and inter.height() > 1:
                    hidden += inter.width() * inter.height()
            if best is None or hidden < best[0]:
                best = (hidden, index)
            if hidden == 0:
                break
        face.set_caption_spot(spots[best[1]] if best is not None else None)

    def _button_clear(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        """The Señas button where it covers no other seat's plate: at (x, y), else under
        or over your plate, else where it was asked."""
        human = self.model.human_seat
        others = [seat for seat in range(self.table.seats_laid()) if seat != human]
        plates = [self.table.plate_rect(seat) for seat in others]
        # Their mano chips too (eight players: a side seat's chip reaches toward you).
        plates += [c for seat in others if (c := self.table.mano_chip_rect(seat)) is not None]
        mine = self.table.plate_rect(human)
        spots = [
            (x, y),
            (mine.x(), mine.y() - h - 6),
            (mine.x() - w - 8, mine.bottom() - h),
            (mine.x(), mine.bottom() + 6),
            (x, min(y, mine.y()) - h - 8),  # higher still, clear of a neighbour's chip
        ]
        plates += self.table.keep_clear()
        limit = self._widget.rect()
        for sx, sy in spots:
            rect = QRectF(sx, sy, w, h)
            inside = QRectF(limit).contains(rect)
            if inside and not any(rect.intersects(r.adjusted(2, 2, -2, -2)) for r in plates):
                return sx, sy
        return x, y
