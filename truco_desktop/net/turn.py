"""A joiner's view and events turned round the table, so that he is seat 0.

The table widget, like the offline game, draws the person's seat at the bottom as seat 0
and reads team 0 as "us". A person who joins a network table sits anywhere, so his
client turns what the host sent before the table sees it: every seat number shifted by
his seat, every team number swapped when he is on team 1 (two teams: 2, 4 or 6 players),
the per-team tuples swapped with them. With 3 players the teams are roles (the gallo is
team 0, AR-GALLO-1) as offline, so only the seats, and the per-seat scores, move.

Nothing is added or taken away: the turned view holds exactly the facts of the seat's
own view, and turning by the seat's own number back again (``seat_back``) names the
host's seats. Actions carry no seat, so what the person submits needs no turning.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from truco_desktop.engine import events as E
from truco_desktop.engine.envido import Song
from truco_desktop.engine.tricks import TrickResult
from truco_desktop.engine.view import OpenCall, PlayedCard, SeatView

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["Turn"]


class Turn:
    """The turn of the table that puts ``seat`` at the bottom (seat 0, team 0)."""

    def __init__(self, seat: int, players: int, team: int) -> None:
        self.seat = seat
        self.players = players
        #: Whether team numbers swap: two teams and the person on team 1.
        self.swap = players != 3 and team == 1

    @classmethod
    def for_view(cls, view: SeatView) -> Turn:
        return cls(view.seat, view.players, view.team)

    # ------------------------------------------------------------------ numbers

    def s(self, seat: int) -> int:
        """A host seat number as the person's table numbers it."""
        return (seat - self.seat) % self.players

    def seat_back(self, seat: int) -> int:
        """A seat of the person's table as the host numbers it."""
        return (seat + self.seat) % self.players

    def os(self, seat: int | None) -> int | None:
        return None if seat is None else self.s(seat)

    def t(self, team: int) -> int:
        return 1 - team if self.swap else team

    def ot(self, team: int | None) -> int | None:
        return None if team is None else self.t(team)

    def pair(self, values: tuple[int, int]) -> tuple[int, int]:
        """A per-team pair of values."""
        return (values[1], values[0]) if self.swap else values

    def entry(self, index: int) -> int:
        """A score entry: a team's, or with 3 players a seat's (AR-GALLO-4)."""
        return self.s(index) if self.players == 3 else self.t(index)

    def scores(self, score: tuple[int, ...]) -> tuple[int, ...]:
        out = list(score)
        for index, value in enumerate(score):
            out[self.entry(index)] = value
        return tuple(out)

    def per_seat(self, values: tuple[int, ...]) -> tuple[int, ...]:
        out = list(values)
        for seat, value in enumerate(values):
            out[self.s(seat)] = value
        return tuple(out)

    def played(self, cards: Sequence[PlayedCard]) -> tuple[PlayedCard, ...]:
        return tuple(PlayedCard(self.s(p.seat), p.card, p.covered) for p in cards)

    # ------------------------------------------------------------------ the view

    def view(self, v: SeatView) -> SeatView:
        """``v`` (the seat's own view) as the person's table sees it."""
        s, os, t, ot = self.s, self.os, self.t, self.ot
        teams = list(v.teams)
        for seat, team in enumerate(v.teams):
            teams[s(seat)] = t(team)
        entries = [v.score_entries[0], v.score_entries[1]]
        if self.swap:
            entries.reverse()
        call = v.open_call
        if call is not None:
            call = OpenCall(
                call.family,
                call.word,
                os(call.caller),
                s(call.answer_by),
                t(call.answering_team),
                None if call.if_accepted is None else self.pair(call.if_accepted),
                call.if_refused,
            )
        return replace(
            v,
            seat=s(v.seat),
            dealer=s(v.dealer),
            mano=s(v.mano),
            lead_mano=s(v.lead_mano),
            active=tuple(s(a) for a in v.active),
            score=self.scores(v.score),
            start_score=self.scores(v.start_score),
            card_counts=self.per_seat(v.card_counts),
            partner_cards=tuple((s(p), cards) for p, cards in v.partner_cards),
            finished_tricks=tuple(self.played(trick) for trick in v.finished_tricks),
            trick_results=tuple(TrickResult(ot(r[0]), os(r[1])) for r in v.trick_results),
            current_trick=self.played(v.current_trick),
            turn=s(v.turn),
            to_act=os(v.to_act),
            truco_pending=None
            if v.truco_pending is None
            else (s(v.truco_pending[0]), v.truco_pending[1]),
            truco_holder=ot(v.truco_holder),
            open_call=call,
            envido_winner=None
            if v.envido_winner is None
            else (s(v.envido_winner[0]), v.envido_winner[1]),
            envido_sung=tuple(Song(s(song[0]), song[1]) for song in v.envido_sung),
            flor_announced=tuple(s(a) for a in v.flor_announced),
            flor_pending=None
            if v.flor_pending is None
            else (v.flor_pending[0], s(v.flor_pending[1])),
            flor_winner=None if v.flor_winner is None else (s(v.flor_winner[0]), v.flor_winner[1]),
            history=tuple((s(seat), word) for seat, word in v.history),
            winner=ot(v.winner),
            teams=tuple(teams),
            deal_order=tuple((s(seat), index) for seat, index in v.deal_order),
            falta_points=self.pair(v.falta_points),
            earlier_duels=tuple((kind, s(seat), value) for kind, seat, value in v.earlier_duels),
            shown_cards=tuple((s(seat), cards) for seat, cards in v.shown_cards),
            gallo=os(v.gallo),
            score_entries=(
                tuple(self.entry(e) for e in entries[0]),
                tuple(self.entry(e) for e in entries[1]),
            ),
            match_winners=tuple(self.entry(e) for e in v.match_winners),
            duels=tuple((s(a), s(b)) for a, b in v.duels),
        )

    # ------------------------------------------------------------------ events

    def event(self, e: E.Event) -> E.Event:
        """One event as the person's table sees it."""
        s, os, t, ot = self.s, self.os, self.t, self.ot
        if isinstance(e, E.HandStarted):
            return replace(e, dealer=s(e.dealer), mano=s(e.mano))
        if isinstance(e, E.DuelStarted):
            return replace(e, mano=s(e.mano), other=s(e.other))
        if isinstance(e, (E.SetChosen, E.CardPlayed, E.Called, E.EnvidoSung, E.Discarded)):
            return replace(e, seat=s(e.seat))
        if isinstance(e, (E.EnvidoSettled, E.FlorSettled)):
            return replace(e, team=t(e.team), winner_seat=os(e.winner_seat))
        if isinstance(e, E.TrickDone):
            return replace(e, team=ot(e.team), seat=os(e.seat))
        if isinstance(e, E.PointsScored):
            return replace(e, team=t(e.team), score=self.scores(e.score))
        if isinstance(e, E.HandOver):
            return replace(e, winner=ot(e.winner))
        if isinstance(e, E.MatchOver):
            return replace(
                e,
                winner=t(e.winner),
                score=self.scores(e.score),
                winners=tuple(self.entry(w) for w in e.winners),
            )
        return e

    def events(self, events: Sequence[E.Event]) -> list[E.Event]:
        return [self.event(e) for e in events]
