"""Handlers of what is said: a call or answer, an envido sung, an envido or flor won.

Each appears in the speaker's bubble. A bet the view says is pending stays up until its
answer (``bubbles.pending_calls``); under a truco call its caption says what the hand is
worth if it is accepted (the view's ladder, ``view.rung``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, table, translate

from .bubbles import PENDING, SONG, pending_calls
from .stage import Stage

if TYPE_CHECKING:  # the engine's events and view load with the first deal
    from ...engine.events import Called, EnvidoSettled, EnvidoSung, FlorSettled
    from ...engine.view import SeatView


def worth_caption(view: SeatView, word: str) -> str:
    """Under a truco call: what the hand is worth if it is accepted."""
    rung = view.rung(word)
    return table.tr("worth %n if accepted", None, rung.stake) if rung is not None else ""


def said_as(view: SeatView, seat: int, word: str) -> str:
    """``seat``'s call ``word`` as he said it (the view's history tells whether a raise
    answered a bet or was made at his own turn)."""
    reply = S.said_in_reply(view.history, view.teams, seat, word)
    return S.spoken(view.variant, word, reply)


def called(t: Stage, ev: Called, view: SeatView) -> int:
    waits = (ev.seat, ev.word) in pending_calls(view)
    text = said_as(view, ev.seat, ev.word)
    t.say(ev.seat, text, S.tone(ev.word), worth_caption(view, ev.word), PENDING if waits else None)
    if waits:
        t.talk.hold(ev.seat, ev.word)
    if S.is_bet(ev.word):
        t.cue("bet", 0)
    return t.motion.ms("call_pause")


def sung(t: Stage, ev: EnvidoSung, view: SeatView) -> int:
    """AR-ENV-8b: a seat sings his envido, or says *son buenas*, in the bubble.

    The songs come seat by seat, each alone long enough to be read (``song``); your own
    waits for you (the director). Each bubble stays up until the envido is settled, when
    the winner's gets what his team wins (``envido_settled``) and they all go."""
    if ev.value is None:
        #: Said when the other side's envido is better: keep it in Spanish.
        t.say(ev.seat, translate("table", "Son buenas"), "neutral", "", PENDING)
    else:
        t.say(ev.seat, str(ev.value), "neutral", translate("calls.argentino", "Envido"), PENDING)
    t.talk.hold(ev.seat, SONG)
    return t.motion.ms("song")


def envido_settled(t: Stage, ev: EnvidoSettled, view: SeatView) -> int:
    if not ev.accepted:
        return 0
    seat = ev.winner_seat
    sung = seat is not None and any(s.seat == seat for s in view.envido_sung)
    t.talk.release_songs()
    if sung and seat is not None and ev.points:
        # The winner has sung his value: his bubble says what his team wins.
        caption = table.tr("wins %n points", None, ev.points)
        if t.talk.recaption(seat, caption):
            return t.motion.ms("call_pause")
    what = translate("calls.argentino", "Envido")
    return _winner_says(t, seat, ev.value, what, ev.points)


def flor_settled(t: Stage, ev: FlorSettled, view: SeatView) -> int:
    what = translate("calls.argentino", "Flor")
    return _winner_says(t, ev.winner_seat, ev.value, what, ev.points)


def _winner_says(t: Stage, seat: int | None, value: int | None, what: str, points: int) -> int:
    if seat is None or value is None:
        return 0
    #: A bubble: %1 is Envido or Flor, %2 the points sung (e.g. "Envido: 33").
    said = fill(translate("table", "%1: %2"), what, value)
    #: Under the bubble of the best envido or flor: the points his team wins.
    caption = table.tr("wins %n points", None, points) if points else ""
    t.say(seat, said, "neutral", caption)
    return t.motion.ms("call_pause")
