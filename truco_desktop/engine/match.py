"""A match (to 30 or 12 points) and a best-of-three series, made of hands.

The match is reproducible from its rules, its seed and the actions taken: every deal comes
from ``dealing.match_deck(seed, hand_number)``. That is what a saved game stores, and what
makes the daily deal the same for everyone (its seed comes from the date).
"""

from __future__ import annotations

import datetime as _dt
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action, parse
from .deal import deal_cards
from .dealing import RandomSource, daily_seed, first_dealer, match_deck
from .errors import BadRecord, IllegalAction, quoted
from .events import Event
from .hand import Hand
from .rules import Rules


def _random_seed(rng: RandomSource | None) -> str:
    source = rng if rng is not None else random.SystemRandom()
    return "".join("0123456789abcdef"[source.randrange(16)] for _ in range(32))


@dataclass(frozen=True, slots=True)
class Match:
    rules: Rules
    seed: str
    hand: Hand
    hand_number: int = 0
    #: Matches won in the series (COMMON-MATCH-4); a single match counts too.
    series: tuple[int, int] = (0, 0)
    game_number: int = 0
    last_kind: str = "redondo"
    #: Actions of the finished hands, as (seat, word) pairs, for saving and replay.
    past: tuple[tuple[tuple[int, str], ...], ...] = field(default=())

    # --------------------------------------------------------------- creation

    @staticmethod
    def new(rules: Rules, seed: str | None = None, rng: RandomSource | None = None) -> Match:
        """A new match. The seed fixes every deal; without one it is drawn from ``rng``."""
        if seed is None:
            seed = _random_seed(rng)
        dealer = first_dealer(seed, rules.players)
        hand, _events = _deal(rules, seed, 0, _zero(rules), dealer, "redondo")
        return Match(rules, seed, hand)

    @staticmethod
    def start(
        rules: Rules, seed: str | None = None, rng: RandomSource | None = None
    ) -> tuple[Match, list[Event]]:
        """A new match and the events of its first deal (``HandStarted``...)."""
        if seed is None:
            seed = _random_seed(rng)
        dealer = first_dealer(seed, rules.players)
        hand, events = _deal(rules, seed, 0, _zero(rules), dealer, "redondo")
        return Match(rules, seed, hand), events

    # --------------------------------------------------------------- queries

    @property
    def score(self) -> tuple[int, ...]:
        """One entry per team, or per seat with 3 players (AR-GALLO-4)."""
        return self.hand.score

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        return self.hand.legal_actions()

    @property
    def game_over(self) -> bool:
        """The current match (game) is over."""
        return self.hand.game_over

    @property
    def series_over(self) -> bool:
        """Nothing more to play: the match, or with best of three, the series, is won."""
        if not self.hand.game_over:
            return False
        if not self.rules.best_of_three:
            return True
        return max(self.series) >= 2

    @property
    def needs_deal(self) -> bool:
        return self.hand.is_over and not self.series_over

    # --------------------------------------------------------------- playing

    def apply(self, seat: int, action: Action) -> tuple[Match, list[Event]]:
        hand, events = self.hand.apply(seat, action)
        series = self.series
        winner = hand.winner
        if winner is not None:
            won = list(series)
            won[winner] += 1
            series = (won[0], won[1])
        new = Match(
            self.rules,
            self.seed,
            hand,
            self.hand_number,
            series,
            self.game_number,
            self.last_kind,
            self.past,
        )
        return new, events

    def next_hand(self) -> tuple[Match, list[Event]]:
        """Deal the next hand (or the first hand of the next match of the series).

        The events are the deal's: ``HandStarted`` and, in pica-pica, the first
        ``DuelStarted``, as the table shows them.
        """
        hand = self.hand
        if not hand.is_over:
            raise IllegalAction("hand_in_progress", "COMMON-MATCH-1", "the hand is not over")
        if self.series_over:
            raise IllegalAction("match_over", "COMMON-MATCH-1", "the match is over")
        n = self.rules.players
        dealer = hand.dealer if hand.replay else (hand.dealer + 1) % n
        game_number = self.game_number
        score = hand.score
        if hand.game_over:
            score = _zero(self.rules)
            game_number += 1
        kind = self._next_kind(score, hand.game_over)
        number = self.hand_number + 1
        new_hand, events = _deal(self.rules, self.seed, number, score, dealer, kind)
        past = (*self.past, tuple((s, str(a)) for s, a in hand.history))
        new = Match(self.rules, self.seed, new_hand, number, self.series, game_number, kind, past)
        return new, events

    def _next_kind(self, score: tuple[int, ...], new_game: bool) -> str:
        """AR-SIX-2, AR-EIGHT-1: redondo and pica-pica alternate while both are under 25."""
        rules = self.rules
        if not rules.has_pica_pica or not rules.pica_pica or new_game:
            return "redondo"
        if self.last_kind == "pica":
            return "redondo"
        if max(score) < rules.target - 5:
            return "pica"
        return "redondo"

    # --------------------------------------------------------------- saving

    def to_json(self) -> dict[str, object]:
        """A JSON-ready description from which ``from_json`` rebuilds this match."""
        rules: dict[str, object] = {
            "players": self.rules.players,
            "flor": self.rules.flor,
            "falta": self.rules.falta,
            "target": self.rules.target,
            "deck": self.rules.deck_option,
            "pica_pica": self.rules.pica_pica,
            "best_of_three": self.rules.best_of_three,
        }
        if self.rules.has_gallo:  # written only where it applies: older saves stay as they were
            rules["gallo"] = self.rules.gallo
            rules["gallo_seat"] = self.rules.gallo_seat
        return {
            "kind": "truco-desktop/match",
            "version": 1,
            "variant": self.rules.variant_name,
            "rules": rules,
            "seed": self.seed,
            "hands": [
                [[s, w] for s, w in hand]
                for hand in (*self.past, tuple((s, str(a)) for s, a in self.hand.history))
            ],
        }

    @staticmethod
    def from_json(data: object) -> Match:
        """Rebuild a match by replaying its actions. Raises ``BadRecord`` if it is wrong."""
        if not isinstance(data, dict) or data.get("kind") != "truco-desktop/match":
            raise BadRecord("not a saved match")
        if data.get("version") != 1:
            raise BadRecord(f"unsupported saved match version {quoted(data.get('version'))}")
        rules_data = data.get("rules")
        seed = data.get("seed")
        hands = data.get("hands")
        if not isinstance(rules_data, dict) or not isinstance(seed, str):
            raise BadRecord("saved match without rules or seed")
        if not isinstance(hands, list) or not hands:
            raise BadRecord("saved match without hands")
        try:
            rules = Rules(
                variant_name=str(data.get("variant")),
                players=rules_data["players"],
                flor=rules_data["flor"],
                falta=rules_data["falta"],
                target=rules_data["target"],
                deck_option=rules_data["deck"],
                pica_pica=bool(rules_data["pica_pica"]),
                best_of_three=bool(rules_data["best_of_three"]),
                gallo=rules_data.get("gallo", "rotating"),
                gallo_seat=rules_data.get("gallo_seat", 0),
            )
        except (KeyError, TypeError) as exc:
            raise BadRecord(f"saved match rules are incomplete: {exc}") from None
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError:
            raise BadRecord("saved match seed is not valid text") from None
        try:
            return _replay(Match.new(rules, seed=seed), hands)
        except IllegalAction as refusal:
            # A save that parses but does not replay (a hand left unfinished, an action a
            # later release refuses) is as unusable as a broken file, and said the same way.
            raise BadRecord(f"saved match does not replay: {refusal.message}") from None


def _replay(match: Match, hands: list[object]) -> Match:
    for index, hand_actions in enumerate(hands):
        if index > 0:
            match, _ = match.next_hand()
        if not isinstance(hand_actions, list):
            raise BadRecord("saved hand is not a list")
        for item in hand_actions:
            if (
                not isinstance(item, list)
                or len(item) != 2
                or type(item[0]) is not int
                or not isinstance(item[1], str)
            ):
                raise BadRecord("saved action is malformed")
            match, _ = match.apply(item[0], parse(item[1]))
    return match


def _zero(rules: Rules) -> tuple[int, ...]:
    """The score at the start of a match: a zero per team, or per seat (AR-GALLO-4)."""
    return (0,) * rules.score_size


def _deal(
    rules: Rules, seed: str, number: int, score: tuple[int, ...], dealer: int, kind: str
) -> tuple[Hand, list[Event]]:
    deck: Sequence[str] = match_deck(seed, number, rules.deck.cards)
    cards, vira, stock = deal_cards(rules, dealer, deck)
    return Hand.start(rules, score, dealer, cards, vira, stock, hand_kind=kind)


def daily_match(date: _dt.date, rules: Rules) -> Match:
    """The daily deal: the same deals for everyone with the same date and options."""
    return Match.new(rules, seed=daily_seed(date, rules.key()))


def deal_sequence(seed: str, rules: Rules, count: int) -> list[tuple[int, Hand]]:
    """The first ``count`` deals of a match as (dealer, hand), dealer rotating each time."""
    dealer = first_dealer(seed, rules.players)
    out: list[tuple[int, Hand]] = []
    for number in range(count):
        hand, _events = _deal(
            rules, seed, number, _zero(rules), (dealer + number) % rules.players, "redondo"
        )
        out.append((hand.dealer, hand))
    return out
