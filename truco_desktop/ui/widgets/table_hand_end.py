"""How the table ends a hand: the summary over the felt (who won what, the score, the
winners' cards), a fold's short word, and the next hand, by the player's button or by
itself after a pause.

A mixin of ``TableWidget`` (``table_widget.py``), which composes it; texts keep the
table's translation context ("TableWidget").
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

from ... import engine
from ..table.bubbles import PENDING
from .call_bar import end_prompt

if TYPE_CHECKING:  # the engine's actions and events load with the first deal
    from ...engine.view import SeatView

    _Base = QWidget  # a mixin of the table's widget (no import back: no circle)
else:
    _Base = object


def _no_rung(_word: str) -> None:
    """No ladder to read (no view yet): no rung names what scored."""
    return None


class TableHandEnd(_Base):
    """The end of a hand at the table (a mixin of ``TableWidget``)."""

    def _show_summary(self) -> None:
        """The hand summary over the table, in the current language."""
        state = self.model.state
        if state is None:
            return
        lines = []
        # The summary's lines and totals are rich text: a person's name from the network
        # is escaped there, or "<!--" would hide the summary (issue 30, finding 16).
        rich_names = [html.escape(name) for name in self.scene.names]
        view = self.model.view()
        # The hand's sides (the gallo's table changes them each hand): 0 is yours.
        teams = tuple(view.teams) if view is not None else ()
        from truco_desktop.ui.words.outcome_text import fold_line, scored_name

        from ...play.outcome import fold, scores  # with the first hand's end

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
            if state.series_over:
                winners = over.winners if over is not None else ()
                if not winners and view is not None:
                    winners = tuple(view.match_winners)
                title = self._winners_title(winners)
                self.summary.show_summary(title, lines, totals, translate("summary", "Play again"))
                return
        if state.series_over:
            won = (over is not None and over.winner == 0) or (
                over is None and state.hand_winner == 0
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
                translate("summary", "Matches won: %1 – %2"), state.series[0], state.series[1]
            )
            self.summary.show_summary(
                title, lines, f"{totals}<br>{series}", translate("summary", "Play again")
            )
        else:
            title = fill(translate("summary", "Hand %1"), state.hand_number + 1)
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
        state = self.model.state
        if state is None:
            return
        self._last_prompt = ("hand_over", 0)
        self._show_summary()
        self.panel.scoreboard.set_score(self._hand_score(), state.series)
        if not state.series_over:
            delay = self.auto_next_ms
            if delay is not None:
                self._auto_timer.start(self.motion.ms("summary_auto") if delay < 0 else delay)
        self._place_overlays()
        self._show_fold()  # placed clear of the summary, now that it has its place
        self.call_bar.set_actions(self.scene.variant, (), False)
        self.call_bar.set_prompt(*end_prompt(state.series_over))
        self._place_bar()

    def _show_fold(self) -> None:
        """A hand given up (the mazo, a refused bet) says at the folder's seat what he
        said, and that he gave the hand up: the bubble stays while the summary is up
        (the next deal clears it), so a player who looked away still sees who folded."""
        from truco_desktop.ui.words.outcome_text import fold_caption

        from ...play.outcome import fold  # with the first hand's end

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
        state = self.model.state
        return state.score if state is not None else (0, 0)

    def _summary_button(self) -> None:
        state = self.model.state
        if state is not None and state.series_over:
            self.summary.hide()
            self.model.play_again()
        else:
            self._next_hand()

    def _next_hand(self) -> None:
        self._auto_timer.stop()
        self.summary.hide()
        if not self.director.busy:
            self.model.deal_next()
