"""A hand's events in the log's words: one dispatch table, one entry per kind of event.

The side panel's log (``side_panel.HandLog``) draws rows; which rows an event makes, in
which words and for which side, is decided here without a widget, so it can be tested
and read in one place. ``HandWords`` is what the log knows of the hand so far (the seats'
names, the calls said, the trick under way, the envido's outcome); ``HandWords.words``
looks the event's kind up in ``_WORDS`` and returns ``Said``: the rows to add, whether
the stake strip's words changed, and a score to show.

Imported with the hand's first event (the engine's events load after the first paint).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from truco_desktop.engine.seats import team_of
from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.presentation import presentation
from truco_desktop.ui.words.strings import fill, translate

if TYPE_CHECKING:  # the engine's events load with the first deal, after the first paint
    from truco_desktop.engine import events as ev


@dataclass(frozen=True)
class LogLine:
    """One row of the log: the sentence a screen reader reads, the side it is tinted
    for (0 yours, 1 the other, None neither), and the facts the row's design draws."""

    text: str
    team: int | None = None
    divider: bool = False
    call: bool = False
    row: dict[str, object] | None = None


@dataclass
class Said:
    """What one event makes: its rows, whether the stake strip's words changed, and the
    score it leaves (a scoring event)."""

    lines: list[LogLine] = field(default_factory=list)
    strip: bool = False
    score: tuple[int, ...] | None = None

    def add(
        self,
        text: str,
        team: int | None = None,
        divider: bool = False,
        call: bool = False,
        row: dict[str, object] | None = None,
    ) -> None:
        self.lines.append(LogLine(text, team, divider, call, row))


@dataclass
class HandWords:
    """What the log knows of the table and of the hand so far."""

    variant: str = ""
    names: list[str] = field(default_factory=list)
    #: The characters in the computer seats (seat -> key), for the rows' faces.
    cast: dict[int, str] = field(default_factory=dict)
    players: int = 4
    #: This hand's team of every seat (the view's): the gallo's table changes sides.
    teams: tuple[int, ...] = ()
    #: The hand's calls and plays so far (seat, word): whether a raise answers a bet.
    said: list[tuple[int, str]] = field(default_factory=list)
    #: Cards played in the trick under way (the first one "led" it).
    trick_cards: int = 0
    trick_index: int = 0
    #: The envido's outcome once settled, in words ("Envido won by Rosa, 29").
    envido_text: str = ""

    def new_hand(self, teams: tuple[int, ...] | None = None) -> None:
        """A new hand: nothing said, no trick played; ``teams`` from its view, if any."""
        self.said = []
        self.trick_cards = 0
        self.trick_index = 0
        self.envido_text = ""
        if teams is not None:
            self.teams = teams

    def words(self, event: object) -> Said:
        """The rows and changes ``event`` makes (nothing for an event the log skips)."""
        out = Said()
        handler = _words().get(type(event))
        if handler is not None:
            handler(self, event, out)
        return out

    def team_of(self, seat: int) -> int:
        """``seat``'s side as the log colours it: 0 yours, 1 the other. At the gallo's
        table the sides are the hand's (AR-GALLO-1), as its view said."""
        teams = self.teams
        if len(teams) == self.players and 0 <= seat < len(teams):
            return 0 if teams[seat] == teams[0] else 1
        return team_of(seat)

    def ours(self, team: int) -> int:
        """An engine team (of this hand) as the log says it: 0 us, 1 them."""
        teams = self.teams
        if len(teams) == self.players and teams:
            return 0 if team == teams[0] else 1
        return team

    def row(self, kind: str, seat: int, template: str) -> dict[str, object]:
        """The facts of a log row about ``seat`` (``log_rows``)."""
        name = self.names[seat] if seat < len(self.names) else ""
        return {
            "kind": kind,
            "seat": seat,
            "name": name,
            # The character's face in the row's disc (None: the name's initial).
            "face": self.cast.get(seat),
            "team": self.team_of(seat),
            "template": template,
            "variant": self.variant,
        }


def set_choice_text(seat: int, choice: str, names: list[str]) -> str:
    """MI-DEAL-2, the mão's set choice, in words a newcomer follows: the buttons' "Keep my
    set" printed as "North: Keep my set" told nothing of what happened to the cards."""
    if seat == 0:
        texts = {
            #: Mineiro log: you kept the three cards you were dealt (Keep my set).
            "keep_set": translate("log", "You keep your three cards"),
            #: Mineiro log: you gave your three cards to your partner (Give to partner).
            "give_set": translate(
                "log", "You give your three cards to your partner and draw three new ones"
            ),
            #: Mineiro log: you showed your three cards, put them away and drew three more
            #: (Discard and draw).
            "discard_set": translate(
                "log", "You show and discard your three cards and draw three new ones"
            ),
        }
        return texts.get(choice, choice)
    texts = {
        #: Mineiro log: %1 kept the three cards he was dealt (Keep my set).
        "keep_set": translate("log", "%1 keeps his three cards"),
        #: Mineiro log: %1 gave his three cards to his partner (Give to partner).
        "give_set": translate(
            "log", "%1 gives his three cards to his partner and draws three new ones"
        ),
        #: Mineiro log: %1 showed his three cards, put them away and drew three more
        #: (Discard and draw).
        "discard_set": translate(
            "log", "%1 shows and discards his three cards and draws three new ones"
        ),
    }
    return fill(texts.get(choice, choice), names[seat])


def _hand_started(hand: HandWords, event: ev.HandStarted, out: Said) -> None:
    names = hand.names
    if event.dealer == 0:
        #: The hand log when you are the dealer.
        out.add(translate("log", "You deal"), divider=True)
    else:
        out.add(fill(translate("log", "%1 deals"), names[event.dealer]), divider=True)


def _duel_started(hand: HandWords, event: ev.DuelStarted, out: Said) -> None:
    names = hand.names
    hand.trick_cards = 0
    duel = translate("log", "Duel: %1 against %2")
    out.add(fill(duel, names[event.mano], names[event.other]), divider=True)
    hand.trick_index = 0
    # AR-SIX: each pica-pica duel has an envido of its own.
    hand.envido_text = ""
    out.strip = True


def _card_played(hand: HandWords, event: ev.CardPlayed, out: Said) -> None:
    names = hand.names
    v = hand.variant
    hand.said.append((event.seat, "play"))
    what = S.card_name(event.card, v)
    if event.covered:
        what = (
            fill(translate("log", "%1, face down"), what)
            if event.card
            else translate("log", "a card face down")
        )
    you = event.seat == 0  # the verb in the second person ("Yo salí")
    if you:  # noqa: SIM108 - each word keeps its translators' comment
        #: %1 is you (the player's own name: You, Yo), %2 a card.
        played = translate("log", "%1 played %2", "you")
    else:
        #: %1 is a player, %2 a card ("7 of espadas", "a card face down").
        played = translate("log", "%1 played %2")
    if hand.trick_cards == 0 and you:
        #: A log row beside the card's chip: %1 (in bold) is you (You, Yo),
        #: who played the trick's first card: the verb agrees with "you".
        verb = translate("log", "%1 led", "you")
    elif hand.trick_cards == 0:
        #: A log row beside the card's chip: %1 (in bold) played the trick's
        #: first card.
        verb = translate("log", "%1 led")
    elif you:
        #: A log row beside the card's chip: %1 (in bold) is you (You, Yo),
        #: who played a card: the verb agrees with "you".
        verb = translate("log", "%1 played", "you")
    else:
        #: A log row beside the card's chip: %1 (in bold) played a card.
        verb = translate("log", "%1 played")
    hand.trick_cards += 1
    row = hand.row("play", event.seat, verb)
    row["card"] = event.card if not event.covered or event.card else None
    out.add(fill(played, names[event.seat], what), hand.team_of(event.seat), row=row)


def _called(hand: HandWords, event: ev.Called, out: Said) -> None:
    names = hand.names
    v = hand.variant
    hand.said.append((event.seat, event.word))
    teams = [hand.team_of(seat) for seat in range(max(2, hand.players))]
    words = S.spoken(v, event.word, S.raise_in_reply(hand.said, teams))
    #: %1 is a player, %2 what he says (¡Truco!, Quiero…).
    said = fill(translate("log", "%1: %2"), names[event.seat], words)
    bet = S.is_bet(event.word)
    you = event.seat == 0
    if bet and you:
        #: A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).
        verb = translate("log", "%1 call")
    elif bet:
        #: A log row beside the call (¡Truco!): %1 (in bold) made a bet.
        verb = translate("log", "%1 calls")
    elif S.is_answer(event.word) and you:
        #: A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).
        verb = translate("log", "%1 answer")
    elif S.is_answer(event.word):
        #: A log row beside the answer (Quiero, No quiero): %1 (in bold).
        verb = translate("log", "%1 answers")
    elif you:
        #: A log row beside what you say (Flor, Me voy al mazo): %1 (in bold)
        #: is you (You, Yo).
        verb = translate("log", "%1 say")
    else:
        #: A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).
        verb = translate("log", "%1 says")
    row = hand.row("call", event.seat, verb)
    row.update(word=words, said=event.word, bet=bet)
    out.add(said, hand.team_of(event.seat), call=True, row=row)


def _envido_sung(hand: HandWords, event: ev.EnvidoSung, out: Said) -> None:
    names = hand.names
    #: Said when the other side's envido is better: keep it in Spanish.
    buenas = translate("table", "Son buenas")
    song = buenas if event.value is None else str(event.value)
    said = fill(translate("log", "%1: %2"), names[event.seat], song)
    #: A log row beside your envido points sung (or Son buenas): %1 (in bold)
    #: is you (You, Yo).
    yours = translate("log", "%1 sing")
    #: A log row beside the envido points sung (or Son buenas): %1 (in bold).
    theirs = translate("log", "%1 sings")
    row = hand.row("call", event.seat, yours if event.seat == 0 else theirs)
    row.update(word=song, said="", bet=False)
    out.add(said, hand.team_of(event.seat), call=True, row=row)


def _discarded(hand: HandWords, event: ev.Discarded, out: Said) -> None:
    names = hand.names
    if event.seat == 0:
        #: AR-GALLO-3: you, the gallo, put one of your four cards away unseen.
        out.add(translate("log", "You discard a card face down"))
    else:
        #: AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.
        out.add(fill(translate("log", "%1 discards a card face down"), names[event.seat]))


def _set_chosen(hand: HandWords, event: ev.SetChosen, out: Said) -> None:
    names = hand.names
    out.add(set_choice_text(event.seat, event.choice, names), hand.team_of(event.seat))


def _envido_settled(hand: HandWords, event: ev.EnvidoSettled, out: Said) -> None:
    names = hand.names
    if event.accepted and event.winner_seat == 0:
        #: You won the envido; %1 is your envido points.
        hand.envido_text = fill(translate("log", "Envido won by you, %1"), event.value)
    elif event.accepted and event.winner_seat is not None:
        #: %1 is the winner, %2 his envido points.
        won = translate("log", "Envido won by %1, %2")
        hand.envido_text = fill(won, names[event.winner_seat], event.value)
    else:
        hand.envido_text = translate("log", "Envido refused")
    out.strip = True


def _flor_settled(hand: HandWords, event: ev.FlorSettled, out: Said) -> None:
    names = hand.names
    if event.winner_seat is not None:
        flor = translate("log", "Flor: %1, %2")
        out.add(fill(flor, names[event.winner_seat], event.value), divider=True)


def _trick_done(hand: HandWords, event: ev.TrickDone, out: Said) -> None:
    names = hand.names
    v = hand.variant
    hand.trick_cards = 0
    if event.team is None:
        if presentation(v).argentine_table:
            #: %1 is the trick (1-3); parda: the trick was tied.
            parda = translate("log", "Trick %1 → parda")
        else:
            #: %1 is the trick (1-3); a tied trick at a Brazilian table (empate).
            parda = translate("log", "Trick %1 → parda", "Mineiro, Paulista")
        out.add(fill(parda, event.index + 1), divider=True)
    else:
        who = S.us_or_them(hand.ours(event.team))
        #: %1 is the trick (1-3), %2 Us or Them, %3 the player who won it.
        won_by = translate("log", "Trick %1 → %2 · %3")
        out.add(
            fill(won_by, event.index + 1, who, names[event.seat]),
            hand.ours(event.team),
            divider=True,
        )
    hand.trick_index = event.index + 1
    out.strip = True


def _points_scored(hand: HandWords, event: ev.PointsScored, out: Said) -> None:
    who = S.us_or_them(hand.ours(event.team))
    #: %1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.
    scored = translate("log", "%1 %2 → %3")
    out.add(
        fill(scored, S.reason_text(event.reason), event.points, who),
        hand.ours(event.team),
        divider=True,
    )
    out.score = event.score


def _hand_over(hand: HandWords, event: ev.HandOver, out: Said) -> None:
    if event.replay:
        out.add(translate("log", "All tied: the hand is dealt again"), divider=True)


def _match_over(hand: HandWords, event: ev.MatchOver, out: Said) -> None:
    out.add(translate("log", "Match over"), divider=True)


@functools.cache
def _words() -> dict[type, Callable[[HandWords, Any, Said], None]]:
    """Each event the log writes, and its words: one entry per kind of event (made on
    the first event, when the engine's events are loaded)."""
    from truco_desktop.engine import events as ev

    return {
        ev.HandStarted: _hand_started,
        ev.DuelStarted: _duel_started,
        ev.CardPlayed: _card_played,
        ev.Called: _called,
        ev.EnvidoSung: _envido_sung,
        ev.Discarded: _discarded,
        ev.SetChosen: _set_chosen,
        ev.EnvidoSettled: _envido_settled,
        ev.FlorSettled: _flor_settled,
        ev.TrickDone: _trick_done,
        ev.PointsScored: _points_scored,
        ev.HandOver: _hand_over,
        ev.MatchOver: _match_over,
    }
