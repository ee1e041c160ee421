"""`truco-server play-daily`: a daily match played through the game's own session, with a
computer player of any level in the human's seat, written as a submission.

The match is played by `play.Session` exactly as the desktop table drives it: the table's
defaults (a call to the human's team waits for the human; señas on, opponents may catch
them), the computer seats asked by the session with the señas their seat saw or caught,
kept as the table keeps them (`signs.HandSigns`, laid at each deal, the computer players
signing what they hold). The player in the human's seat signs like a computer player of
its level at the start of each hand, and those signs are written in the submission's
table talk, as the game writes the human's. It exists for tests, the load test and
demonstrations (SERVER.md).
"""

from __future__ import annotations

import datetime as _dt
import random
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING

from truco_desktop.engine.rules import Rules
from truco_desktop.engine.seats import team_of
from truco_desktop.engine.view import view_for
from truco_desktop.play.computer import sign_rate_for
from truco_desktop.play.session import HUMAN_SEAT, Session
from truco_desktop.play.team import partner_answer_waits

if TYPE_CHECKING:
    from truco_desktop.bots.base import Bot
    from truco_desktop.engine.actions import Action
    from truco_desktop.signs import HandSigns, SignKnowledge


def daily_rules_from(
    variant: str, players: int, flor: str, falta: str, target: int, deck: str
) -> Rules:
    """The daily rules the game makes from these choices (`play.rules.rules_for`);
    ValueError for a choice the game does not offer."""
    from truco_desktop.engine.errors import BadRecord
    from truco_desktop.play.rules import rules_for

    try:
        return rules_for(
            variant, players, flor=flor, falta=falta, target=target, deck=deck, daily=True
        )
    except BadRecord as error:
        raise ValueError(str(error)) from None


class Table:
    """The señas at the table, kept as the desktop table keeps them
    (`ui/signs_controller.SignsController`), and the table talk written for the server.

    `deal` lays each hand's señas; `reset` lays the table again mid-hand (a resumed
    match: the human's earlier signs of the hand are forgotten); `set_options` changes
    the señas options; `sign` is a sign of the human's. Each is written with the number
    of the hand's actions applied when it happened.
    """

    def __init__(self, session: Session, level: str, signs: bool, catching: bool) -> None:
        self.session = session
        self.level = level
        self.start = (signs, catching)
        self.enabled = signs
        self.catching = catching
        self.hand_signs: HandSigns | None = None
        self.talk: list[list[list[object]]] = []

    def _at(self) -> int:
        match = self.session.match
        assert match is not None
        return len(match.hand.history)

    def _lay(self) -> None:
        """The hand's señas from now: the computer players sign what they hold now."""
        self.hand_signs = self.session.lay_signs(catching=self.catching) if self.enabled else None

    def deal(self) -> None:
        """A hand was dealt: lay its señas; the human's seat signs at its level's rate."""
        from truco_desktop.signs import pick_signs, signer_rng

        self.talk.append([])
        self._lay()
        match = self.session.match
        assert match is not None
        if self.hand_signs is None:
            return
        mine = view_for(match.hand, HUMAN_SEAT)
        rng = signer_rng(f"{match.seed}/play-daily", match.hand_number, HUMAN_SEAT)
        rules = match.rules
        rate = sign_rate_for(self.level)
        flor = rules.flor_enabled
        for sign in pick_signs(rules.variant_name, mine.cards, mine.strength, flor, rate, rng):
            self.sign(sign)

    def sign(self, sign: str) -> bool:
        """The human makes ``sign`` (while he holds cards in a hand being played)."""
        match = self.session.match
        assert match is not None
        view = view_for(match.hand, HUMAN_SEAT)
        if self.hand_signs is None or view.hand_over or not view.cards:
            return False
        if self.hand_signs.make(HUMAN_SEAT, sign) is None:
            return False
        self.talk[-1].append([self._at(), "sign", sign])
        return True

    def reset(self) -> None:
        """The table is laid again (a resumed match)."""
        self.talk[-1].append([self._at(), "reset"])
        self._lay()

    def set_options(self, enabled: bool, catching: bool) -> None:
        """The señas options change; they take effect at once."""
        if (enabled, catching) == (self.enabled, self.catching):
            return
        self.talk[-1].append([self._at(), "options", enabled, catching])
        self.enabled, self.catching = enabled, catching
        if not enabled:
            self.hand_signs = None
        elif self.hand_signs is None:
            self._lay()
        else:
            self.hand_signs.board.catching = catching

    def knowledge(self, seat: int) -> SignKnowledge | None:
        return None if self.hand_signs is None else self.hand_signs.knowledge(seat)

    def to_json(self) -> dict[str, object]:
        return {"signs": self.start[0], "catching": self.start[1], "hands": self.talk}


def _human_choice(
    bot: Bot, session: Session, seat: int, table: Table, variation: str = ""
) -> Action:
    """The player in the human's seat decides, for himself or for his partner."""
    match = session.match
    assert match is not None
    view = view_for(match.hand, seat)
    at = f"{match.hand_number}/{len(view.history)}"
    rng = random.Random(f"{match.seed}/play-daily{variation}/{at}")
    return bot.choose(view, rng, table.knowledge(HUMAN_SEAT)).action


def play_daily_match(
    date: _dt.date,
    rules: Rules,
    level: str,
    *,
    signs: bool = True,
    catching: bool = True,
    script: Callable[[Table], None] | None = None,
    variation: str = "",
) -> dict[str, object]:
    """Play the daily deal of ``date`` with a ``level`` player in the human's seat; the
    saved match as the game writes it, with its table talk under ``"table"``.

    ``variation`` (tests) seeds the human seat's choices differently: another match of
    the same day, since the server counts an identical match once.

    ``script`` (tests) is called before every action and deal, to make the table do what
    a person may do meanwhile (sign, change the señas options, resume).
    """
    from truco_desktop.bots.factory import make_bot

    session = Session()
    session.partner_asks_first = True  # the table's default (ui/models/game_model.py)
    session.start_daily(rules, date)
    me = make_bot(level, budget_ms=None)  # the expert with a fixed search: reproducible
    table = Table(session, level, signs, catching)
    table.deal()
    while True:
        if script is not None:
            script(table)
        match = session.match
        assert match is not None
        if match.series_over:
            break
        if match.needs_deal:
            session.next_hand()
            table.deal()
            continue
        if session.human_in_charge():
            session.apply(HUMAN_SEAT, _human_choice(me, session, HUMAN_SEAT, table, variation))
            continue
        seat = session.bot_to_act()
        assert seat is not None
        partner_view = view_for(match.hand, seat)
        human_view = view_for(match.hand, HUMAN_SEAT)
        if team_of(seat) == team_of(HUMAN_SEAT) and partner_answer_waits(human_view, partner_view):
            # The partner's answer waits for the human's choice (play/team.py).
            choice = _human_choice(me, session, seat, table, variation)
            session.apply(seat, choice, "partner_chose")
            continue
        knowledge = table.knowledge(seat)
        decision = session.decide(seat, knowledge)
        session.apply(seat, decision.action, decision.why)
    out = session.match.to_json() if session.match is not None else {}
    out["table"] = table.to_json()
    return out


def submission(
    date: _dt.date,
    rules: Rules,
    level: str,
    name: str,
    player_id: str | None = None,
    *,
    signs: bool = True,
    catching: bool = True,
    variation: str = "",
) -> dict[str, object]:
    """A whole submission (SERVER.md) of a daily match played by ``level``."""
    match = play_daily_match(
        date, rules, level, signs=signs, catching=catching, variation=variation
    )
    return {
        "player": {"id": player_id or str(uuid.uuid4()), "name": name},
        "date": date.isoformat(),
        "match": match,
    }
