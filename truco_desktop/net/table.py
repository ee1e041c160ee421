"""One table shared over the network: its seats, its match and what each member may learn.

``NetTable`` is sans-IO: it is told what a member sent (``handle``), who joined or dropped,
and answers with ``Out`` records (a member's token and a message); the host
(``net.host``) turns those into frames on the right connections. So the rules of the
table are tested without sockets, and the same object serves the game's own host and
``truco-server serve``.

What the table guarantees:

* Each member receives ``view_for(hand, seat)`` of his own seat and the events of the
  step redacted for it, nothing else about the hand (STYLE.md guideline 6).
* A seat without a connected member is played by a computer player of the table's level,
  at once: a member who drops is replaced and gets the seat back with his token.
* An action is applied only when it is in the seat's view's ``legal`` list; anything else
  is refused with the engine's reason (``legality.why_not``), never applied, and a guessed
  card in a mão de ferro is refused without telling whether the seat holds it.
* A seña goes to the signer's partners, and to the opponents who catch it (``signs``).
* Your team's decisions are yours (the table's ``answers`` and ``asks_first``, the
  offline table's options): a call put to a team waits for a person of that team rather
  than his computer partner; a computer partner's answer that the rules give him alone
  (the person's flor comes first, ``play.team.partner_answer_waits``) waits for the
  person's ``choose``; his own truco call waits for the person's ``agree``. Only members
  who said ``team`` are asked (a v1 client never is), and one who drops is asked no more.
* The match is saved after every action (``play.session``), atomically, with the table
  itself (its code, owner key, rules, members and their tokens, who sits where) beside it,
  so that a host started again reopens the table (``NetTable.reopen``): its people come
  back with their tokens and the match goes on.
"""

from __future__ import annotations

import dataclasses
import hmac
import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from truco_desktop.engine.actions import FAMILY
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.events import HandStarted, redact
from truco_desktop.engine.phases import TEAM_ANSWERS, Deciding
from truco_desktop.engine.rules import Rules
from truco_desktop.names import clean_name
from truco_desktop.net import protocol as P
from truco_desktop.net.codec import encode_events, encode_view
from truco_desktop.paths import AppPaths
from truco_desktop.play.players import BotFactory, standard_bot
from truco_desktop.play.savefile import LEVELS
from truco_desktop.play.session import Session
from truco_desktop.storage.savegame import SaveStore

_log = logging.getLogger(__name__)

if TYPE_CHECKING:
    import random

    from truco_desktop.bots.base import Bot, Decision, Why
    from truco_desktop.engine.actions import Action
    from truco_desktop.engine.events import Event
    from truco_desktop.engine.view import SeatView
    from truco_desktop.net.saving import SaveQueue
    from truco_desktop.signs import HandSigns, MadeSign, SignKnowledge

#: The key of a save payload that holds the table around its match (``table_state``).
TABLE_KEY: Final = "table"
#: Join codes avoid letters and digits that read alike (0/O, 1/I/L).
CODE_ALPHABET: Final = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH: Final = 8
MAX_NAME: Final = 24


def new_code() -> str:
    """A fresh join code: 8 characters, about 40 bits, enough for a table's life."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def same_secret(given: object, kept: str) -> bool:
    """Compare a code or token in constant time (a guess learns nothing from the delay)."""
    return isinstance(given, str) and hmac.compare_digest(given.encode(), kept.encode())


class Out(NamedTuple):
    """A message for one member (by token)."""

    token: str
    message: dict[str, Any]


class Refused(Exception):
    """A request the table does not grant: a code and English words for the client."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule


@dataclass
class Member:
    """A person at the table: his secret token, his name, whether he is connected."""

    token: str
    name: str
    owner: bool = False
    connected: bool = True
    #: The member's client takes his computer partner's questions (he sent ``team``).
    team: bool = False
    #: The first hand he plays: a person who sits down while a hand is in play watches
    #: the computer player finish it and takes the seat at the next deal (0: at once).
    from_hand: int = 0
    #: He said goodbye during the match: the computer plays his seat until he comes back
    #: with his token, or until a newcomer finds no free seat and takes it.
    left: bool = False


@dataclass
class BotJob:
    """What a computer player needs to choose, taken from the table at one revision."""

    seat: int
    revision: int
    bot: Bot
    view: SeatView
    rng: random.Random
    signs: SignKnowledge | None

    def run(self) -> Decision:
        """Choose (off the host's event loop: a bot may think for a while)."""
        return self.bot.choose(self.view, self.rng, self.signs)


@dataclass
class TableOptions:
    """What the owner arranges before the first deal."""

    rules: Rules = field(default_factory=Rules)
    level: str = "normal"
    signs: bool = True
    catching: bool = True
    #: A computer partner asks a person of his team before calling truco on his turn.
    asks_first: bool = False
    #: A call put to a team waits for a person of that team (not his computer partner).
    answers: bool = False


@dataclass(frozen=True)
class TeamAsk:
    """A computer partner's decision that waits for a person of his team, at one revision:
    a ``proposal`` (his truco call: ``agree`` or not) or a ``choice`` (his answer, which
    the person picks among ``legal``; ``action`` is the partner's own pick, the advice)."""

    kind: str
    seat: int
    token: str
    revision: int
    action: Action
    why: Why | str | None
    legal: tuple[Action, ...] = ()

    def message(self) -> dict[str, Any]:
        if self.kind == P.PROPOSAL:
            return {"type": P.PROPOSAL, "seat": self.seat, "action": str(self.action)}
        return {
            "type": P.CHOICE,
            "seat": self.seat,
            "legal": [str(a) for a in self.legal],
            "advice": str(self.action),
        }


class NetTable:
    """A table: seats, members, the match (through ``play.Session``) and the señas."""

    def __init__(
        self,
        *,
        name: str = "",
        public: bool = False,
        options: TableOptions | None = None,
        save_dir: Path | None = None,
        save_queue: SaveQueue | None = None,
        bot_factory: BotFactory = standard_bot,
        seed: str | None = None,
        bot_seed: int | None = None,
        code: str | None = None,
    ) -> None:
        self.code = code or new_code()
        self.owner_key = secrets.token_urlsafe(18)
        self.name = clean_name(name, "")  # listed in a club's lobby: shown to strangers
        self.public = public
        self.options = options or TableOptions()
        self.seed = seed
        self.bot_seed = bot_seed
        #: The table saves its match itself, through the queue (off the event loop).
        self.store = None if save_dir is None else SaveStore(AppPaths.under(save_dir))
        self.save_queue = save_queue
        self.session = Session(bot_factory=bot_factory)
        self.members: dict[str, Member] = {}
        #: The member's token at each seat, or None for a computer player.
        self.seats: list[str | None] = [None] * self.options.rules.players
        self.signs: HandSigns | None = None
        self.closed = False
        #: A table of reserved seats (the server's ranked daily): nobody joins without a
        #: token, a reserved seat waits for its person (no computer plays it, even while
        #: he is away), and a ``bye`` only steps away.
        self.locked = False
        #: Called once when the match is over (the ranked daily's result is stored).
        self.on_over: Callable[[NetTable], None] | None = None
        #: A computer partner's decision waiting for a person of his team (``TeamAsk``).
        self.team_ask: TeamAsk | None = None
        #: (seat, revision) of a proposal the person declined: the partner chooses again
        #: without the truco family.
        self._declined: tuple[int, int] | None = None

    # ------------------------------------------------------------------ reading

    @property
    def started(self) -> bool:
        return self.session.match is not None

    @property
    def players(self) -> int:
        return len(self.seats)

    def seat_of(self, token: str) -> int | None:
        return next((s for s, t in enumerate(self.seats) if t == token), None)

    def human_at(self, seat: int) -> Member | None:
        """The connected member playing ``seat`` now (None: a computer player plays it)."""
        token = self.seats[seat]
        member = None if token is None else self.members.get(token)
        if member is None or not member.connected or self.waits_for_deal(member):
            return None
        return member

    def waits_for_deal(self, member: Member) -> bool:
        """Whether ``member`` sat down during the hand in play: the computer player
        finishes it for him, and he plays from the next deal on."""
        match = self.session.match
        return match is not None and match.hand_number < member.from_hand

    def connected(self) -> list[Member]:
        return [m for m in self.members.values() if m.connected]

    def summary(self) -> dict[str, Any]:
        """The table as the lobby lists it (no code for a private table)."""
        rules = self.options.rules
        out: dict[str, Any] = {
            "name": self.name,
            "variant": rules.variant_name,
            "players": rules.players,
            # A seat whose person left is free for a newcomer (``join``).
            "humans": sum(1 for t in self.seats if t is not None) - len(self._seats_left()),
            "started": self.started,
            # Who sits there, as the table shows them (names cleaned: `clean_name`).
            "people": [
                self.members[t].name
                for t in self.seats
                if t in self.members and not self.members[t].left
            ],
        }
        if self.public:
            out["code"] = self.code
        return out

    def table_message(self) -> dict[str, Any]:
        """The seats, the rules and the level: what every member sees of the table."""
        seats = []
        for seat, token in enumerate(self.seats):
            member = None if token is None else self.members.get(token)
            if member is None:
                seats.append({"seat": seat, "kind": "computer", "name": ""})
            else:
                kind = "human" if member.connected else "away"
                entry: dict[str, Any] = {"seat": seat, "kind": kind, "name": member.name}
                if self.waits_for_deal(member):
                    entry["next_hand"] = True  # sits down at the next deal
                seats.append(entry)
        opts = self.options
        return {
            "type": P.TABLE,
            "name": self.name,
            "rules": P.rules_json(opts.rules),
            "level": opts.level,
            "signs": opts.signs,
            "catching": opts.catching,
            "asks_first": opts.asks_first,
            "answers": opts.answers,
            "seats": seats,
            "started": self.started,
            "over": self.started and self._match().series_over,
        }

    # ------------------------------------------------------------------ members

    def join(self, name: str, token: str | None, owner_key: str | None) -> tuple[Member, list[Out]]:
        """A hello with this table's code: a new member, or a member back with his token."""
        if token is not None:
            member = self.members.get(token) if isinstance(token, str) else None
            if member is None or not same_secret(token, member.token):
                raise Refused(P.E_BAD_TOKEN, "this token does not belong to a seat here")
            member.connected = True
            member.left = False
        elif self.locked:
            raise Refused(P.E_TABLE_FULL, "this table's seats are reserved")
        else:
            free = [s for s, t in enumerate(self.seats) if t is None] or self._seats_left()
            is_owner = owner_key is not None and same_secret(owner_key, self.owner_key)
            if is_owner and any(m.owner for m in self.members.values()):
                raise Refused(P.E_BAD_TOKEN, "the owner is already at the table")
            if not free:
                raise Refused(P.E_TABLE_FULL, "every seat of this table is taken")
            if self.started and not is_owner and _series_over(self):
                raise Refused(P.E_TABLE_FULL, "the match at this table is over")
            member = Member(secrets.token_urlsafe(18), _clean_name(name), is_owner)
            gone = self.seats[free[0]]
            if gone is not None:  # the seat of a person who left: his token is void now
                self._forget_ask(gone)
                del self.members[gone]
            match = self.session.match
            if match is not None and not match.needs_deal and not match.series_over:
                # A hand in play is not handed over half played: the computer player
                # who holds the seat finishes it (a Quick play table that started with
                # computer players takes people at the deal).
                member.from_hand = match.hand_number + 1
            self.members[member.token] = member
            self.seats[free[0]] = member.token
        outs = [Out(member.token, self._welcome(member))]
        outs += self._broadcast_table()
        if self.started:
            self._save()  # a newcomer's token must outlive a restart of the host
            outs += self._views([member.token], [], resync=True)
            outs += self._known_signs(member)
            ask = self.team_ask
            if ask is not None and ask.token == member.token and member.team:
                outs.append(Out(member.token, ask.message()))
        return member, outs

    def reserve(self, name: str) -> Member:
        """A seat kept for a person who is not connected yet (the first free one): he
        comes with the member's token, as a member coming back does."""
        free = [s for s, t in enumerate(self.seats) if t is None]
        if not free:
            raise Refused(P.E_TABLE_FULL, "every seat of this table is taken")
        member = Member(secrets.token_urlsafe(18), _clean_name(name), connected=False)
        self.members[member.token] = member
        self.seats[free[0]] = member.token
        return member

    def begin(self) -> list[Out]:
        """Deal the first hand now (a table the host arranged itself)."""
        return self._start()

    def drop(self, token: str) -> list[Out]:
        """The member's connection is gone: a computer player takes the seat meanwhile."""
        member = self.members.get(token)
        if member is None or not member.connected:
            return []
        member.connected = False
        member.team = False  # his next connection says again whether it takes questions
        self._forget_ask(token)
        return self._broadcast_table()

    def leave(self, token: str) -> list[Out]:
        """The member says goodbye. During a match a computer player plays his seat
        until he comes back with his token (his game keeps it), or until a newcomer who
        finds no free seat takes it; before the first deal or after the match the seat
        is simply free again."""
        member = self.members.get(token)
        if member is None:
            return []
        self._forget_ask(token)
        if self.started and not self._match().series_over:
            member.connected = False
            member.left = True
            member.team = False
        else:
            del self.members[token]
            self.seats = [None if t == token else t for t in self.seats]
        if self.started:
            self._save()
        return self._broadcast_table()

    def _seats_left(self) -> list[int]:
        """The seats whose person left during the match and has not come back."""
        return [
            seat
            for seat, token in enumerate(self.seats)
            if token is not None and token in self.members and self.members[token].left
        ]

    def close(self, reason: str, message: str) -> list[Out]:
        """The table ends: every connected member is told why."""
        self.closed = True
        bye = {"type": P.BYE, "reason": reason, "message": message}
        return [Out(m.token, dict(bye)) for m in self.connected()]

    # ------------------------------------------------------------------ requests

    def handle(self, token: str, message: Mapping[str, Any]) -> list[Out]:
        """A member's message (already checked by ``protocol.check``); raises ``Refused``."""
        kind = message["type"]
        member = self.members[token]
        if kind == P.ACT:
            return self._act(token, message)
        if kind == P.SIGN:
            return self._sign(token, message["sign"])
        if kind == P.TEAM:
            member.team = True
            ask = self.team_ask
            return [Out(token, ask.message())] if ask is not None and ask.token == token else []
        if kind in (P.AGREE, P.CHOOSE):
            return self._answer_ask(token, message)
        if kind == P.BYE:
            return self.drop(token) if self.locked else self.leave(token)
        if not member.owner:
            raise Refused(P.E_NOT_OWNER, "only the host arranges the table")
        if kind == P.START:
            return self._start()
        if self.started and not self._match().series_over:
            raise Refused(P.E_STARTED, "the seats and rules are set once the first hand is dealt")
        if kind == P.SWAP:
            return self._swap(message["a"], message["b"])
        if kind == P.SETUP:
            return self._setup(message)
        raise Refused(P.E_BAD_MESSAGE, "unknown request")

    def handle_setup(self, message: Mapping[str, Any]) -> list[Out]:
        """The owner's ``setup`` (rules, level, señas), checked by ``protocol.check``."""
        if self.started and not self._match().series_over:
            raise Refused(P.E_STARTED, "the seats and rules are set once the first hand is dealt")
        return self._setup(message)

    def _setup(self, message: Mapping[str, Any]) -> list[Out]:
        opts = self.options
        rules = opts.rules
        if "rules" in message:
            spec = message["rules"]
            try:
                rules = Rules.from_options(spec.get("variant"), spec.get("options", {}))
            except BadRecord as error:
                raise Refused(P.E_BAD_RULES, str(error)) from None
            extra = spec.get("best_of_three", False), spec.get("pica_pica", True)
            if not all(type(x) is bool for x in extra):
                raise Refused(P.E_BAD_RULES, "best_of_three and pica_pica are true or false")
            # The options carry the rest (the gallo's choice too): only these two change.
            rules = dataclasses.replace(rules, pica_pica=extra[1], best_of_three=extra[0])
        level = message.get("level", opts.level)
        if level not in LEVELS:
            raise Refused(P.E_BAD_RULES, f"the level is one of {list(LEVELS)}")
        humans = [t for t in self.seats if t is not None]
        if len(humans) > rules.players:
            raise Refused(P.E_BAD_RULES, "more people are seated than these rules have seats")
        if rules.players != len(self.seats):
            self.seats = humans + [None] * (rules.players - len(humans))
        self.options = TableOptions(
            rules,
            level,
            message.get("signs", opts.signs),
            message.get("catching", opts.catching),
            message.get("asks_first", opts.asks_first),
            message.get("answers", opts.answers),
        )
        if self.started:  # a finished match: the next one is played with these rules
            self.session.match = None
        return self._broadcast_table()

    def _swap(self, a: int, b: int) -> list[Out]:
        if not (0 <= a < self.players and 0 <= b < self.players):
            raise Refused(P.E_BAD_SEAT, f"the seats are 0 to {self.players - 1}")
        self.seats[a], self.seats[b] = self.seats[b], self.seats[a]
        outs = []
        for token in (self.seats[a], self.seats[b]):
            member = None if token is None else self.members.get(token)
            if member is not None:
                outs.append(Out(token, self._welcome(member)))  # type: ignore[arg-type]
        return outs + self._broadcast_table()

    def _start(self) -> list[Out]:
        if self.started and not self._match().series_over:
            raise Refused(P.E_STARTED, "the match has already started")
        opts = self.options
        events = self.session.new_match(
            opts.rules, opts.level, opts.level, seed=self.seed, bot_seed=self.bot_seed
        )
        self.seed = self.bot_seed = None  # a second match at this table gets a fresh deal
        return self._broadcast_table() + self._after(events)

    def _act(self, token: str, message: Mapping[str, Any]) -> list[Out]:
        seat = self.seat_of(token)
        match = self.session.match
        if seat is None or match is None:
            raise Refused(P.E_NOT_PLAYING, "there is no match in progress")
        if self.waits_for_deal(self.members[token]):
            raise Refused(
                P.E_NEXT_HAND, "you play from the next hand: the computer player finishes this one"
            )
        hand = match.hand
        at = message.get("at")
        if at is not None and tuple(at) != (match.hand_number, len(hand.history)):
            raise Refused(P.E_STALE, "the table has moved on since this was chosen")
        if hand.is_over:
            raise Refused("hand_over", "the hand is over")
        try:
            action = P.parse_action(message["action"])
        except ValueError as error:
            raise Refused(P.E_BAD_ACTION, str(error)) from None
        from truco_desktop.engine.view import view_for

        view = view_for(hand, seat)
        if view.blind and action.card is not None:
            # A mão de ferro: a card is played by position. Any card named is refused with
            # one code before the engine is asked, which would say whether it is held.
            raise Refused(P.E_NOT_OFFERED, "choose one of the actions you are offered")
        legal = view.legal
        if action not in legal:
            if action in hand.legal_actions_for(seat):
                # Legal for the engine but not offered to this seat's view: a card of a
                # mão de ferro named instead of a position. Refused without saying more.
                raise Refused(P.E_NOT_OFFERED, "choose one of the actions you are offered")
            err = hand.explain_illegal(seat, action)
            raise Refused(err.code, err.message, err.rule)
        events = self.session.apply(seat, action)
        return self._after(events)

    # ------------------------------------------------------------------ the computer players

    def waiting_for(self) -> int | None:
        """The seat whose decision the table waits for now (None: the hand is over)."""
        match = self.session.match
        if match is None or match.hand.is_over:
            return None
        d = match.hand.decision()
        if d is None:
            return None
        team_call = self.options.answers and d.deciding in TEAM_ANSWERS
        if self.human_at(d.seat) is None and (d.deciding is Deciding.ONZE or team_call):
            # The mão de onze is the team's decision: a person takes it for his team; and
            # with ``answers`` so is a call put to the team (COMMON-CALL-3).
            for partner in match.hand.deal.seating.partners(d.seat):
                if self.human_at(partner) is not None and match.hand.legal_actions_for(partner):
                    return partner
        return d.seat

    def bot_job(self) -> BotJob | None:
        """The computer player's decision the table needs now, if any."""
        seat = self.waiting_for()
        if seat is None or self.human_at(seat) is not None:
            return None
        if self.locked and self.seats[seat] is not None:
            return None  # a reserved seat waits for its person
        session = self.session
        ask = self.team_ask
        if ask is not None and ask.revision == session.revision:
            return None  # a person of the team decides this
        view = session.view(seat)
        assert view is not None
        if self._declined == (seat, session.revision):
            # The person said "not now" to his partner's truco: the partner plays on.
            legal = tuple(a for a in view.legal if FAMILY.get(a.kind) != "truco")
            if legal:
                view = dataclasses.replace(view, legal=legal)
        knowledge = None if self.signs is None else self.signs.knowledge(seat)
        return BotJob(seat, session.revision, session.bot(seat), view, session.rng(seat), knowledge)

    def apply_bot(self, job: BotJob, decision: Decision) -> list[Out]:
        """A computer player's decision, applied if the table has not moved since."""
        if job.revision != self.session.revision or self.waiting_for() != job.seat:
            return []
        if self.human_at(job.seat) is not None or decision.action not in job.view.legal:
            return []
        ask = self._ask_for(job, decision)
        if ask is not None:
            self.team_ask = ask
            return [Out(ask.token, ask.message())]
        events = self.session.apply(job.seat, decision.action, decision.why)
        return self._after(events)

    # ------------------------------------------------------------------ the team's decisions

    def _ask_for(self, job: BotJob, decision: Decision) -> TeamAsk | None:
        """The person of ``job.seat``'s team this decision waits for, if any: his choice of
        the partner's answer (``answers``, ``play.team.partner_answer_waits``), or his word
        on the partner's own truco call (``asks_first``, the offline director's rule)."""
        from truco_desktop.engine.view import view_for
        from truco_desktop.play.team import partner_answer_waits

        opts = self.options
        if not (opts.answers or opts.asks_first):
            return None
        hand = self._match().hand
        partner = job.view
        truco_call = (
            opts.asks_first
            and FAMILY.get(decision.action.kind) == "truco"
            and partner.truco_pending is None
            and self._declined != (job.seat, job.revision)
        )
        for seat in hand.deal.seating.partners(job.seat):
            member = self.human_at(seat)
            if member is None or not member.team:
                continue
            if opts.answers and partner_answer_waits(view_for(hand, seat), partner):
                kind = P.CHOICE
            elif truco_call:
                kind = P.PROPOSAL
            else:
                continue
            return TeamAsk(
                kind,
                job.seat,
                member.token,
                job.revision,
                decision.action,
                decision.why,
                partner.legal if kind == P.CHOICE else (),
            )
        return None

    def _answer_ask(self, token: str, message: Mapping[str, Any]) -> list[Out]:
        """The person's ``agree`` on a proposal or ``choose`` of an answer."""
        ask = self.team_ask
        kind = P.PROPOSAL if message["type"] == P.AGREE else P.CHOICE
        if ask is None or ask.token != token or ask.kind != kind:
            raise Refused(P.E_NOT_ASKED, "your partner is not asking you this now")
        if ask.revision != self.session.revision:
            self.team_ask = None
            raise Refused(P.E_STALE, "the table has moved on since this was asked")
        if kind == P.CHOICE:
            try:
                action = P.parse_action(message["action"])
            except ValueError as error:
                raise Refused(P.E_BAD_ACTION, str(error)) from None
            if action not in ask.legal:
                raise Refused(P.E_NOT_OFFERED, "choose one of the answers you are offered")
            why: Why | str | None = "partner_chose"
        elif message["agree"]:
            action, why = ask.action, ask.why
        else:
            self.team_ask = None
            self._declined = (ask.seat, ask.revision)
            return []  # the driver asks the partner again, without the truco family
        self.team_ask = None
        events = self.session.apply(ask.seat, action, why)
        return self._after(events)

    def _forget_ask(self, token: str) -> None:
        """A person who is gone is asked no more: his computer partner decides alone."""
        if self.team_ask is not None and self.team_ask.token == token:
            self.team_ask = None

    def needs_deal(self) -> bool:
        match = self.session.match
        return match is not None and match.needs_deal and not self.closed

    def deal(self) -> list[Out]:
        """Deal the next hand (the host waits a moment after a hand ends)."""
        events = self.session.next_hand()
        return [] if events is None else self._after(events)

    # ------------------------------------------------------------------ señas

    def _sign(self, token: str, sign: str) -> list[Out]:
        seat = self.seat_of(token)
        match = self.session.match
        if seat is None or match is None or self.signs is None or not self.signs.active:
            raise Refused(P.E_NO_SIGNS, "there are no señas at this table now")
        if match.hand.is_over or not match.hand.tricks.held[seat]:
            raise Refused(P.E_NO_SIGNS, "señas are made while you hold cards")
        made = self.signs.make(seat, sign)
        if made is None:
            raise Refused(P.E_NO_SIGNS, "not a seña of this table")
        return self._deliver_sign(made)

    def _deliver_sign(self, made: MadeSign) -> list[Out]:
        """The sign to the signer's partners, and to each opponent who caught it."""
        outs = []
        partners = self._match().hand.deal.seating.partners(made.seat)
        for seat in range(self.players):
            caught = seat in made.caught_by
            if seat not in partners and not caught:
                continue
            member = self.human_at(seat)
            if member is not None:
                message = {"type": P.SIGN, "seat": made.seat, "sign": made.sign, "caught": caught}
                outs.append(Out(member.token, message))
        return outs

    def _known_signs(self, member: Member) -> list[Out]:
        """A member back at his seat learns again the signs his seat saw this hand."""
        seat = self.seat_of(member.token)
        if seat is None or self.signs is None:
            return []
        return [
            Out(member.token, {"type": P.SIGN, "seat": s.seat, "sign": s.sign, "caught": s.caught})
            for s in self.signs.knowledge(seat).seen
        ]

    def _new_hand_signs(self) -> list[Out]:
        """The new hand's señas, laid as every table lays them (``signs.lay_hand_signs``):
        the computer seats sign what they hold; people sign when they choose."""
        from truco_desktop.engine.view import view_for
        from truco_desktop.play.computer import sign_rate_for
        from truco_desktop.signs import HUMAN_CATCHES_AS, lay_hand_signs

        match = self._match()
        opts = self.options
        if not opts.signs:
            self.signs = None
            return []
        levels = {
            s: HUMAN_CATCHES_AS if self.human_at(s) is not None else opts.level
            for s in range(self.players)
        }
        signers = {
            s: (view_for(match.hand, s).cards, sign_rate_for(opts.level))
            for s in range(self.players)
            if self.human_at(s) is None
        }
        self.signs = lay_hand_signs(
            view_for(match.hand, 0),
            match.seed,
            match.hand_number,
            levels=levels,
            catching=opts.catching,
            signers=signers,
        )
        if self.signs is None:
            return []
        return [out for sign in self.signs.made for out in self._deliver_sign(sign)]

    # ------------------------------------------------------------------ views

    def _save(self) -> None:
        """The match as it is now to the save file (cleared once the match is over), with
        the table around it (``table_state``) unless its seats are reserved: a ranked
        daily is ranked by the process that dealt it, so it is not reopened."""
        store = self.store
        if store is None or self.session.match is None:
            return
        payload: dict[str, object] | None = None
        if not self._match().series_over:
            payload = self.session.payload()
            if not self.locked:
                payload[TABLE_KEY] = self.table_state()
        if self.save_queue is not None:
            self.save_queue.put(store, payload)
            return
        try:
            if payload is None:
                store.clear()
            else:
                store.save(payload)
        except (OSError, ValueError) as error:  # the match goes on; the next action retries
            _log.warning("could not save the table's match: %s", error)

    def _after(self, events: list[Event]) -> list[Out]:
        """After a step: saved, the signs of a new hand, then every member's views."""
        self._save()
        tokens = [m.token for m in self.connected() if self.seat_of(m.token) is not None]
        outs = self._views(tokens, events)
        if any(isinstance(e, HandStarted) for e in events):
            outs += self._new_hand_signs()
            number = self._match().hand_number
            if any(m.from_hand == number for m in self.members.values()):
                outs += self._broadcast_table()  # who sat down meanwhile plays from now
        if self._match().series_over:
            outs += self._broadcast_table()
            if self.on_over is not None:
                over, self.on_over = self.on_over, None
                over(self)
        return outs

    # ------------------------------------------------------------------ reopening

    def table_state(self) -> dict[str, Any]:
        """What a host needs besides the match to open this table again after a restart:
        its code and owner key, name, listing, level and señas, and each member (his
        token, name, whether he owns the table) at his seat. The rules are the match's."""
        opts = self.options
        return {
            "code": self.code,
            "owner_key": self.owner_key,
            "name": self.name,
            "public": self.public,
            "level": opts.level,
            "signs": opts.signs,
            "catching": opts.catching,
            "asks_first": opts.asks_first,
            "answers": opts.answers,
            "members": [
                {"token": m.token, "name": m.name, "owner": m.owner, "left": m.left}
                for m in self.members.values()
            ],
            "seats": list(self.seats),
        }

    @classmethod
    def reopen(
        cls,
        payload: Mapping[str, Any],
        *,
        save_dir: Path | None = None,
        save_queue: SaveQueue | None = None,
        bot_factory: BotFactory = standard_bot,
    ) -> NetTable:
        """The table a save holds (``_save``: its match and ``table_state``), every member
        away until he says hello with his token; ``BadRecord`` if the save holds no table,
        a match that does not replay, or one that is over."""
        from truco_desktop.play.savefile import read_saved

        state = payload.get(TABLE_KEY)
        if not isinstance(state, dict):
            raise BadRecord("the save holds no table")
        saved = read_saved(payload)
        if saved.match.series_over:
            raise BadRecord("the table's match is over")
        code, owner_key = state.get("code"), state.get("owner_key")
        if not (isinstance(code, str) and len(code) == CODE_LENGTH):
            raise BadRecord("the table's code is not one")
        if any(c not in CODE_ALPHABET for c in code) or not isinstance(owner_key, str):
            raise BadRecord("the table's code or owner key is not one")
        rules = saved.match.rules
        level = state.get("level")
        options = TableOptions(
            rules,
            level if level in LEVELS else saved.opponents_level,
            state.get("signs") is not False,
            state.get("catching") is not False,
            state.get("asks_first") is True,
            state.get("answers") is True,
        )
        table = cls(
            name=str(state.get("name") or ""),
            public=state.get("public") is True,
            options=options,
            save_dir=save_dir,
            save_queue=save_queue,
            bot_factory=bot_factory,
            code=code,
        )
        table.owner_key = owner_key
        members = state.get("members")
        for entry in members if isinstance(members, list) else ():
            token = entry.get("token") if isinstance(entry, dict) else None
            if isinstance(token, str) and token:
                name = _clean_name(str(entry.get("name") or ""))
                member = Member(token, name, entry.get("owner") is True, connected=False)
                member.left = entry.get("left") is True
                table.members[token] = member
        seats = state.get("seats")
        if not (isinstance(seats, list) and len(seats) == rules.players):
            raise BadRecord("the table's seats do not match its rules")
        table.seats = [t if isinstance(t, str) and t in table.members else None for t in seats]
        for token in [t for t in table.members if t not in table.seats]:
            del table.members[token]  # a member without a seat has left
        table.session.restore(
            saved.match_json,
            saved.opponents_level,
            saved.partner_level,
            bot_seed=saved.bot_seed,
            characters=saved.characters,
        )
        # The señas of the hand in play were lost with the host: the next hand has them.
        table.signs = None
        return table

    def reopenable(self) -> bool:
        """Whether a host started again reopens this table: its match is under way and
        saved with the table around it (``_save``)."""
        match = self.session.match
        return (
            self.store is not None
            and not self.locked
            and match is not None
            and not match.series_over
        )

    def forget_others(self) -> None:
        """Only the owner keeps his seat (the game's own host, reopened: the others' games
        forgot their tokens when the host closed, so their seats are free for them to
        take again with the code)."""
        for token, member in list(self.members.items()):
            if not member.owner:
                del self.members[token]
        self.seats = [t if t in self.members else None for t in self.seats]

    def _views(self, tokens: list[str], events: list[Event], resync: bool = False) -> list[Out]:
        from truco_desktop.engine.view import view_for

        match = self._match()
        waiting = self.waiting_for()
        outs = []
        for token in tokens:
            seat = self.seat_of(token)
            if seat is None:
                continue
            view = view_for(match.hand, seat)
            watching = self.waits_for_deal(self.members[token])
            if watching:
                view = dataclasses.replace(view, legal=())  # the computer plays this hand
            message = {
                "type": P.VIEW,
                "hand": match.hand_number,
                "step": len(match.hand.history),
                "yours": waiting == seat and not watching,
                "resync": resync,
                "events": encode_events([redact(e, seat) for e in events]),
                "view": encode_view(view),
            }
            outs.append(Out(token, message))
        return outs

    def _welcome(self, member: Member) -> dict[str, Any]:
        return {
            "type": P.WELCOME,
            "version": P.VERSION,
            "seat": self.seat_of(member.token),
            "token": member.token,
            "owner": member.owner,
            "code": self.code,
            # This host asks a person his partner's questions once he says ``team``.
            "team": True,
        }

    def _broadcast_table(self) -> list[Out]:
        message = self.table_message()
        return [Out(m.token, dict(message)) for m in self.connected()]

    def _match(self) -> Any:
        match = self.session.match
        assert match is not None
        return match


def _series_over(table: NetTable) -> bool:
    match = table.session.match
    return match is not None and match.series_over


def _clean_name(name: str) -> str:
    """A display name (`names.clean_name`): what can be shown of it, trimmed, at
    most 24 characters; "Player" if nothing visible is left."""
    return clean_name(name, "Player")
