"""The words of a hand's end: what scored ("Retruco 3 → Them") and who folded.

``play.outcome`` reads the hand's events; this turns them into the summary's lines and
the folder's bubble, in the current language. The calls keep their Spanish or
Portuguese names (``strings.call_label``), as at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from truco_desktop.ui.words import strings as S
from truco_desktop.ui.words.strings import fill, translate

if TYPE_CHECKING:
    from truco_desktop.play.outcome import Fold, Scored


def scored_name(variant: str, scored: Scored) -> str:
    """What won a score: the rung or envido call ("Retruco", "Real envido"), a refused
    one ("Truco refused"), else the engine's reason in words ("Mazo", "Flor", "Hand")."""
    if scored.call is None:
        return S.reason_text(scored.reason)
    call = S.call_label(variant, scored.call, own_turn=True)
    if scored.refused:
        #: In the hand's summary: a bet refused, which scored for the side that made it;
        #: %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".
        return fill(translate("summary", "%1 refused"), call)
    return call


def fold_line(variant: str, fold: Fold, names: list[str]) -> str:
    """The summary's line saying who gave the hand up, and how."""
    you = fold.seat == 0
    who = names[fold.seat] if fold.seat < len(names) else str(fold.seat)
    if fold.refused is None:
        if you:
            #: In the hand's summary: you gave the hand up (went to the deck).
            return translate("summary", "You went to the mazo")
        #: In the hand's summary: %1 (a player) gave the hand up (went to the deck).
        return fill(translate("summary", "%1 went to the mazo"), who)
    if fold.refused == "onze":  # play.outcome.ONZE
        if you:
            #: In the hand's summary: your team, on 11, would not play the mão de onze
            #: and gave the hand up (you said so).
            return translate("summary", "You would not play the mão de onze")
        #: In the hand's summary: a team on 11 would not play the mão de onze and gave
        #: the hand up; %1 is the player who said so.
        return fill(translate("summary", "%1 would not play the mão de onze"), who)
    bet = S.call_label(variant, fold.refused, own_turn=True)
    if you:
        #: In the hand's summary: you refused a bet and gave the hand up; %1 is the
        #: call (Truco, Retruco, Seis…).
        return fill(translate("summary", "You refused the %1"), bet)
    #: In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is
    #: the call (Truco, Retruco, Seis…).
    return fill(translate("summary", "%1 refused the %2"), who, bet)


def fold_caption() -> str:
    """Under the folder's bubble, while the hand's summary is up."""
    #: Under the bubble of the player who went to the mazo or refused the bet, at the
    #: hand's end: he gave the hand up.
    return translate("table", "gave up the hand")
