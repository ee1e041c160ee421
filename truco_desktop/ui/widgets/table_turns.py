"""What the table shows while the director plays the queue: busy or idle, a computer
seat thinking, the deal, your turn (the call bar's prompt and your playable cards), a
partner's advice or proposal, the team's choice, a song's turn, and each event as it is
played (the scene animates it, the panel writes it).

A mixin of ``TableWidget`` (``table_widget.py``), which composes it; texts keep the
table's translation context ("TableWidget").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

from ... import engine
from .call_bar import onze_stakes, turn_prompt

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    from ...engine import Action
    from ...engine.events import Event
    from ...engine.view import SeatView

    _Base = QWidget  # a mixin of the table's widget (no import back: no circle)
else:
    _Base = object


class TableTurns(_Base):
    """The director's signals, shown at the table (a mixin of ``TableWidget``)."""

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
            state = self.model.state
            if state is not None:
                self.panel.new_hand(state.hand_number + 1, self.model.view())
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
