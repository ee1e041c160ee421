"""Replaying a daily match as the game played it: the server's verification.

A daily match follows from its date, its rules and the human's own choices: the deals come
from the day's seed (`engine.dealing.daily_seed`), and every computer seat is the game's
`normal` bot (`play.daily.DAILY_LEVEL`) asked with a generator derived from the bot seed
(`play.daily.bot_seed_for`), the seat and the position in the match
(`play.players.decision_rng`). So a submitted match is checked by playing it again:

* the rules must be ones the game offers for the daily deal (`DAILY_RULES`), and the
  match's seed that day's seed for those rules;
* every action of the human's seat (seat 0) must be legal;
* every action of a computer seat must be what that seat's bot chooses there, asked as the
  table asks it (`expected_actions`): with the señas its seat saw or caught (`TableTalk`),
  and allowing the two team decisions the table gives the human: the partner's answer that
  waits for the human's choice (`partner_answer_waits`), and the partner's own choice
  again, without the truco family, after the human declined his proposed truco;
* the match must be finished. The result is then computed here, never taken from the
  client (`play.summary.summarise`).

Nothing here imports Qt or the interface: it is the engine, the bots, the señas and the
play layer's seeding. Every refusal is a `NotVerified` with a short English reason.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import logging
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Final

from truco_desktop.engine.actions import FAMILY, PLAY_BLIND, Action, parse
from truco_desktop.engine.dealing import daily_seed
from truco_desktop.engine.errors import BadRecord, IllegalAction
from truco_desktop.engine.match import Match
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.seats import team_of
from truco_desktop.engine.view import SeatView, view_for
from truco_desktop.play import computer
from truco_desktop.play.computer import sign_rate_for
from truco_desktop.play.daily import DAILY_LEVEL, bot_seed_for, daily_key
from truco_desktop.play.players import decision_rng, standard_bot
from truco_desktop.play.team import partner_answer_waits

if TYPE_CHECKING:
    from truco_desktop.bots.base import Bot
    from truco_desktop.engine.hand import Hand
    from truco_desktop.signs import HandSigns, SignKnowledge

_log = logging.getLogger(__name__)

#: The seat of the person who played the match (COMMON-SEAT-3, `play.session.HUMAN_SEAT`).
HUMAN_SEAT: Final = 0
#: A date may be at most this many days ahead of UTC today (a player east of UTC) ...
DAYS_AHEAD: Final = 1
#: ... and at most this many days old.
DAYS_OLD: Final = 7
#: Bounds that no real daily match comes near: hands in a match, actions in a hand, and
#: table-talk events (señas, option changes) in a hand.
MAX_HANDS: Final = 200
MAX_ACTIONS: Final = 120
MAX_TALK: Final = 64


class NotVerified(Exception):
    """The match is not a daily match as the game plays it; ``detail`` says why."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class BadShape(Exception):
    """The submission is not shaped as the contract says (a 400, not a 422)."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Verified:
    """A match that replayed as the game plays it, and its result (the human's team)."""

    date: _dt.date
    key: str
    won: bool
    score: int
    against: int
    hands: int


# ---------------------------------------------------------------------- the daily rules


@cache
def daily_rules() -> Mapping[str, Rules]:
    """Every rule set the game offers for the daily deal, by daily key
    (`play.rules.offered_rules`: from the engine's variants, not from how the desktop
    stores its preferences)."""
    from truco_desktop.play.rules import offered_rules

    return {daily_key(rules): rules for rules in offered_rules(daily=True)}


def check_date(day: _dt.date, today: _dt.date) -> None:
    """Refuse a date more than `DAYS_AHEAD` after `today` (UTC) or `DAYS_OLD` before."""
    if (day - today).days > DAYS_AHEAD:
        raise NotVerified("the date is more than one day ahead of today (UTC)")
    if (today - day).days > DAYS_OLD:
        raise NotVerified(f"the date is more than {DAYS_OLD} days old")


# ---------------------------------------------------------------------- reading the match


@dataclass(frozen=True, slots=True)
class Submitted:
    """A submitted match, read: its rules, seed, actions and table talk."""

    rules: Rules
    seed: str
    hands: tuple[tuple[tuple[int, str], ...], ...]
    talk: TalkLog


def _rules_of(match: Mapping[str, object]) -> Rules:
    data = match.get("rules")
    variant = match.get("variant")
    if not isinstance(data, dict) or not isinstance(variant, str):
        raise BadShape("match.variant and match.rules are required")
    types = {
        "players": int,
        "flor": str,
        "falta": str,
        "target": int,
        "deck": str,
        "pica_pica": bool,
        "best_of_three": bool,
    }
    for name, kind in types.items():
        value = data.get(name)
        if type(value) is not kind:
            raise BadShape(f"match.rules.{name} must be a {kind.__name__}")
    try:
        return Rules(
            variant_name=variant,
            players=data["players"],
            flor=data["flor"],
            falta=data["falta"],
            target=data["target"],
            deck_option=data["deck"],
            pica_pica=data["pica_pica"],
            best_of_three=data["best_of_three"],
        )
    except BadRecord as error:
        raise NotVerified(f"not the rules of a daily deal ({error})") from None


def _hands_of(match: Mapping[str, object]) -> tuple[tuple[tuple[int, str], ...], ...]:
    hands = match.get("hands")
    if not isinstance(hands, list) or not hands:
        raise BadShape("match.hands must be a list of hands")
    if len(hands) > MAX_HANDS:
        raise NotVerified(f"more than {MAX_HANDS} hands")
    out: list[tuple[tuple[int, str], ...]] = []
    for hand in hands:
        if not isinstance(hand, list):
            raise BadShape("each hand of match.hands must be a list of actions")
        if len(hand) > MAX_ACTIONS:
            raise NotVerified(f"a hand with more than {MAX_ACTIONS} actions")
        actions: list[tuple[int, str]] = []
        for item in hand:
            if (
                not isinstance(item, list)
                or len(item) != 2
                or type(item[0]) is not int
                or not isinstance(item[1], str)
                or len(item[1]) > 40
            ):
                raise BadShape("each action must be [seat, word]")
            actions.append((item[0], item[1]))
        out.append(tuple(actions))
    return tuple(out)


def read_match(match: object) -> Submitted:
    """The submitted match's parts; BadShape or NotVerified when it is not one."""
    if not isinstance(match, dict):
        raise BadShape("match must be an object")
    if match.get("kind") != "truco-desktop/match":
        raise BadShape('match.kind must be "truco-desktop/match"')
    if match.get("version") != 1 or type(match.get("version")) is not int:
        raise BadShape("match.version must be 1")
    seed = match.get("seed")
    if not isinstance(seed, str) or not 0 < len(seed) <= 200:
        raise BadShape("match.seed must be text")
    rules = _rules_of(match)
    hands = _hands_of(match)
    return Submitted(rules, seed, hands, TalkLog.from_json(match.get("table")))


# ---------------------------------------------------------------------- table talk


@dataclass(frozen=True, slots=True)
class TalkEvent:
    """One thing said at the table while a hand was played (`docs/LEADERBOARD.md`).

    ``at``: how many actions of the hand had been applied. ``kind``: "sign" (the human
    made ``sign``), "options" (the señas options became ``enabled``/``catching``) or
    "reset" (the table was laid again: a resumed match; the hand's signs start over).
    """

    at: int
    kind: str
    sign: str = ""
    enabled: bool = False
    catching: bool = False


@dataclass(frozen=True, slots=True)
class TalkLog:
    """The table talk of a match: the señas options at its start and each hand's events."""

    enabled: bool
    catching: bool
    hands: tuple[tuple[TalkEvent, ...], ...]

    @staticmethod
    def from_json(value: object) -> TalkLog:
        """Read ``match.table``; absent means signs were off (a match played without a
        table: a test, a tool, the terminal)."""
        if value is None:
            return TalkLog(False, False, ())
        if not isinstance(value, dict):
            raise BadShape("match.table must be an object")
        enabled, catching = value.get("signs"), value.get("catching")
        if not isinstance(enabled, bool) or not isinstance(catching, bool):
            raise BadShape("match.table.signs and match.table.catching must be true or false")
        raw = value.get("hands", [])
        if not isinstance(raw, list) or len(raw) > MAX_HANDS:
            raise BadShape(f"match.table.hands must be a list of at most {MAX_HANDS} hands")
        out = []
        for events in raw:
            if not isinstance(events, list) or len(events) > MAX_TALK:
                raise BadShape(f"each hand's table talk is a list of at most {MAX_TALK} events")
            out.append(tuple(_talk_event(e) for e in events))
        return TalkLog(enabled, catching, tuple(out))

    def of_hand(self, index: int) -> tuple[TalkEvent, ...]:
        return self.hands[index] if index < len(self.hands) else ()


def _talk_event(value: object) -> TalkEvent:
    shape = "a table-talk event is [at, kind, ...] with at a whole number"
    if not isinstance(value, list) or len(value) < 2 or type(value[0]) is not int:
        raise BadShape(shape)
    at, kind = value[0], value[1]
    if not 0 <= at <= MAX_ACTIONS:
        raise BadShape(shape)
    if kind == "sign" and len(value) == 3 and isinstance(value[2], str) and len(value[2]) < 40:
        return TalkEvent(at, "sign", sign=value[2])
    if kind == "reset" and len(value) == 2:
        return TalkEvent(at, "reset")
    if (
        kind == "options"
        and len(value) == 4
        and isinstance(value[2], bool)
        and isinstance(value[3], bool)
    ):
        return TalkEvent(at, "options", enabled=value[2], catching=value[3])
    raise BadShape(shape)


class TableTalk:
    """The señas of one hand, as the desktop table keeps them (`ui/signs_controller`).

    `knowledge(seat, upto)` is what ``seat`` saw or caught once the hand's first ``upto``
    events had happened; each event acts on the hand as it stood at its ``at``.
    """

    def __init__(
        self,
        rules: Rules,
        seed: str,
        hand_number: int,
        enabled: bool,
        catching: bool,
        events: Sequence[TalkEvent],
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.hand_number = hand_number
        self.start = (enabled, catching)
        self.events = tuple(sorted(events, key=lambda e: e.at))
        self._cache: dict[int, HandSigns | None] = {}

    def after(self, hands: Sequence[Hand]) -> tuple[bool, bool]:
        """The options once every event of the hand has happened (the next hand's start)."""
        enabled, catching = self.start
        for event in self.events:
            if event.kind == "options":
                enabled, catching = event.enabled, event.catching
        return enabled, catching

    def _fresh(self, hand: Hand, catching: bool) -> HandSigns | None:
        """A table laid for this hand, as every table lays it (`signs.lay_hand_signs`):
        the computer players sign what they hold."""
        from truco_desktop.signs import HUMAN_CATCHES_AS, lay_hand_signs

        players = self.rules.players
        levels = {s: DAILY_LEVEL for s in range(players) if s != HUMAN_SEAT}
        levels[HUMAN_SEAT] = HUMAN_CATCHES_AS
        views = {s: view_for(hand, s) for s in range(players)}
        signers = {
            s: (views[s].cards, sign_rate_for(levels[s])) for s in range(players) if s != HUMAN_SEAT
        }
        return lay_hand_signs(
            views[HUMAN_SEAT],
            self.seed,
            self.hand_number,
            levels=levels,
            catching=catching,
            signers=signers,
        )

    def state(self, upto: int, hands: Sequence[Hand]) -> HandSigns | None:
        """The hand's señas after its first ``upto`` events (``hands[p]``: the hand after
        ``p`` actions)."""
        if upto in self._cache:
            return self._cache[upto]
        enabled, catching = self.start
        signs = self._fresh(hands[0], catching) if enabled else None
        for event in self.events[:upto]:
            hand = hands[min(event.at, len(hands) - 1)]
            if event.kind == "options":
                enabled, catching = event.enabled, event.catching
                if not enabled:
                    signs = None
                elif signs is None:
                    signs = self._fresh(hand, catching)
                else:
                    signs.board.catching = catching
            elif event.kind == "reset":
                signs = self._fresh(hand, catching) if enabled else None
            elif event.kind == "sign" and signs is not None:
                view = view_for(hand, HUMAN_SEAT)
                if not view.hand_over and view.cards:
                    signs.make(HUMAN_SEAT, event.sign)
        self._cache[upto] = signs
        return signs

    def knowledge_options(
        self, seat: int, at: int, hands: Sequence[Hand]
    ) -> list[SignKnowledge | None]:
        """What ``seat`` may have known when asked after ``at`` actions: every event
        before ``at``, and any first part of those at ``at`` (a sign made while the bot
        was already thinking reached it or not, as the table's timing fell)."""
        before = sum(1 for e in self.events if e.at < at)
        upto = sum(1 for e in self.events if e.at <= at)
        out: list[SignKnowledge | None] = []
        for count in range(upto, before - 1, -1):
            signs = self.state(count, hands)
            knowledge = None if signs is None else signs.knowledge(seat)
            if knowledge not in out:
                out.append(knowledge)
        return out


# ---------------------------------------------------------------------- the computer seats


def _is_truco(action: Action) -> bool:
    return FAMILY.get(action.kind) == "truco"


def ask(
    bot: Bot, view: SeatView, rng_seed: tuple[int, int, int, int], knows: SignKnowledge | None
) -> Action | None:
    """The bot's action as the table takes it (`play.computer.ask`): its choice, or the
    table's one fallback if it fails."""
    return computer.ask(bot, view, decision_rng(*rng_seed), knows).action


def expected_actions(
    bot: Bot,
    hand: Hand,
    seat: int,
    rng_seed: tuple[int, int, int, int],
    knowing: Sequence[SignKnowledge | None],
) -> Iterator[Action]:
    """The actions the table may have applied for computer ``seat`` now, likeliest first."""
    view = view_for(hand, seat)
    human = view_for(hand, HUMAN_SEAT)
    partner = team_of(seat) == team_of(HUMAN_SEAT)
    for knows in knowing:
        action = ask(bot, view, rng_seed, knows)
        if action is None:
            return
        yield action
        # "Partner asks me first": a truco call of his own waits for the human, who may
        # decline it; the partner then chooses again without the truco family.
        if partner and _is_truco(action) and human.truco_pending is None:
            legal = tuple(a for a in view.legal if not _is_truco(a))
            if legal:
                again = ask(bot, dataclasses.replace(view, legal=legal), rng_seed, knows)
                if again is not None:
                    yield again


def _same(hand: Hand, seat: int, expected: Action, word: str) -> bool:
    """Whether the bot's ``expected`` action is the one recorded as ``word``."""
    if expected.kind == PLAY_BLIND:  # a mão de ferro: the record holds the card it was
        try:
            played, _events = hand.apply(seat, expected)
        except IllegalAction:
            return False
        return str(played.history[-1][1]) == word
    return str(expected) == word


# ---------------------------------------------------------------------- the replay


def replay_daily(submitted: Submitted) -> Match:
    """Play the match again as the game would; the finished match, or NotVerified."""
    rules, seed = submitted.rules, submitted.seed
    bot_seed = bot_seed_for(seed)
    bots: dict[int, Bot] = {}
    match = Match.new(rules, seed=seed)
    enabled, catching = submitted.talk.enabled, submitted.talk.catching
    for index, actions in enumerate(submitted.hands):
        if index > 0:
            if not match.needs_deal:
                raise NotVerified(f"hand {index + 1} was dealt before the match needed it")
            match, _events = match.next_hand()
        talk = TableTalk(
            rules, seed, match.hand_number, enabled, catching, submitted.talk.of_hand(index)
        )
        hands: list[Hand] = [match.hand]
        for step, (seat, word) in enumerate(actions):
            where = f"hand {index + 1}, action {step + 1}"
            hand = match.hand
            if hand.is_over:
                raise NotVerified(f"{where}: the hand was already over")
            try:
                action = parse(word)
            except BadRecord:
                raise NotVerified(f"{where}: {word!r} is not an action") from None
            if not 0 <= seat < rules.players:
                raise NotVerified(f"{where}: there is no seat {seat}")
            if seat != HUMAN_SEAT:
                _check_computer(
                    bots, hand, seat, word, (bot_seed, seat, match.hand_number, step), talk, hands
                )
            try:
                match, _events = match.apply(seat, action)
            except IllegalAction as refusal:
                raise NotVerified(f"{where}: illegal ({refusal.message})") from None
            hands.append(match.hand)
        enabled, catching = talk.after(hands)
    if not match.series_over:
        raise NotVerified("the match is not finished")
    return match


def _check_computer(
    bots: dict[int, Bot],
    hand: Hand,
    seat: int,
    word: str,
    rng_seed: tuple[int, int, int, int],
    talk: TableTalk,
    hands: Sequence[Hand],
) -> None:
    where = f"hand {rng_seed[2] + 1}, action {rng_seed[3] + 1}"
    if hand.to_act != seat:
        raise NotVerified(f"{where}: seat {seat} (a computer player) was not asked to act")
    view = view_for(hand, seat)
    if team_of(seat) == team_of(HUMAN_SEAT) and partner_answer_waits(
        view_for(hand, HUMAN_SEAT), view
    ):
        return  # the human chose his partner's answer: any legal one (checked by apply)
    bot = bots.get(seat)
    if bot is None:
        bot = bots[seat] = standard_bot(DAILY_LEVEL)
    knowing = talk.knowledge_options(seat, rng_seed[3], hands)
    for expected in expected_actions(bot, hand, seat, rng_seed, knowing):
        if _same(hand, seat, expected, word):
            return
    raise NotVerified(f"{where}: seat {seat} (a computer player) does not play {word}")


def verify(day: _dt.date, match: object, today: _dt.date) -> Verified:
    """Check a submitted daily match of ``day`` and compute its result.

    Raises BadShape (the match is not shaped as a saved match) or NotVerified.
    """
    check_date(day, today)
    submitted = read_match(match)
    rules = submitted.rules
    key = daily_key(rules)
    if daily_rules().get(key) != rules:
        raise NotVerified("not the rules of a daily deal")
    if submitted.seed != daily_seed(day, rules.key()):
        raise NotVerified("the seed is not that day's seed for these rules")
    final = replay_daily(submitted)
    from truco_desktop.play.summary import summarise

    summary = summarise(final.to_json())
    return Verified(
        day, key, summary.won, summary.points_for, summary.points_against, summary.hands_played
    )
