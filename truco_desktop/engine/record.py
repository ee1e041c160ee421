"""Hand records (REFEREE.md): parse, validate, serialise, replay.

A hand record describes one deal completely: variant and options, the score and dealer
before the deal, every seat's cards, and the actions in order. It is to Truco what PGN is
to chess. ``parse_record`` accepts only well-formed records and raises ``BadRecord`` with
what is wrong and where; questions of the rules (a card the seat does not hold, a call out
of turn) are not its business and come out of ``replay`` as ``IllegalAction``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from . import actions as A
from .actions import Action
from .cards import Card
from .errors import BadRecord, IllegalAction, quoted
from .hand import Hand
from .rules import Rules

HAND_KINDS = ("redondo", "pica")
MAX_ACTIONS = 10_000


@dataclass(frozen=True, slots=True)
class HandRecord:
    rules: Rules
    score: tuple[int, ...]
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    vira: Card | None
    stock: tuple[Card, ...] | None
    hand_kind: str
    actions: tuple[tuple[int, Action], ...]

    def start(self) -> Hand:
        hand, _events = Hand.start(
            self.rules,
            self.score,
            self.dealer,
            self.hands,
            self.vira,
            self.stock or (),
            hand_kind=self.hand_kind,
        )
        return hand

    def replay(self) -> tuple[Hand, IllegalAction | None, int | None]:
        """Apply the actions in order: (state reached, refusal or None, its index)."""
        hand = self.start()
        for index, (seat, action) in enumerate(self.actions):
            try:
                hand, _events = hand.apply(seat, action)
            except IllegalAction as refusal:
                return hand, refusal, index
        return hand, None, None

    def to_json(self) -> dict[str, object]:
        options = self.rules.to_options()
        if self.rules.has_pica_pica:
            options["hand_kind"] = self.hand_kind
        out: dict[str, object] = {
            "variant": self.rules.variant_name,
            "options": options,
            "score": list(self.score),
            "dealer": self.dealer,
            "hands": [list(h) for h in self.hands],
        }
        if self.vira is not None:
            out["vira"] = self.vira
        if self.stock is not None:
            out["stock"] = list(self.stock)
        out["actions"] = [a.to_record(s) for s, a in self.actions]
        return out


def record_from_hand(hand: Hand) -> HandRecord:
    """The hand record of a hand (finished or not), for history, export and bug reports."""
    return HandRecord(
        hand.rules,
        hand.start_score,
        hand.dealer,
        hand.dealt,
        hand.vira,
        hand.stock if hand.rules.variant.set_choice else None,
        hand.hand_kind,
        hand.history,
    )


def _int(value: object, what: str) -> int:
    if type(value) is not int:
        raise BadRecord(f"{what} must be a whole number")
    return value


def _card(value: object, deck: frozenset[Card], what: str) -> Card:
    if not isinstance(value, str) or value not in deck:
        raise BadRecord(f"{what}: {quoted(value)} is not a card of this deck")
    return value


def parse_record(obj: object) -> HandRecord:
    """Validate a decoded JSON value as a hand record."""
    if not isinstance(obj, dict):
        raise BadRecord("a hand record must be a JSON object")
    if "variant" not in obj:
        raise BadRecord("missing field 'variant'")
    options = obj.get("options", {})
    if not isinstance(options, dict):
        raise BadRecord("options must be an object")
    rules = Rules.from_options(obj["variant"], options)
    n = rules.players
    hand_kind = options.get("hand_kind", "redondo")
    if hand_kind not in HAND_KINDS:
        raise BadRecord(f"option hand_kind must be one of {list(HAND_KINDS)}")
    if hand_kind == "pica" and not rules.has_pica_pica:
        # The words predate AR-EIGHT; the frozen corpus holds them byte for byte.
        raise BadRecord("hand_kind pica exists only with 6 players")
    assert isinstance(hand_kind, str)
    for name in ("score", "dealer", "hands"):
        if name not in obj:
            raise BadRecord(f"missing field {quoted(name)}")
    score = _score(obj["score"], rules)
    dealer = _int(obj["dealer"], "dealer")
    if not 0 <= dealer < n:
        raise BadRecord(f"dealer must be a seat from 0 to {n - 1}")
    hands, vira, stock = _cards(obj, rules, rules.gallo_of((dealer + 1) % n))
    actions = _actions(obj.get("actions", []), rules)
    return HandRecord(rules, score, dealer, hands, vira, stock, hand_kind, actions)


def _score(score: object, rules: Rules) -> tuple[int, ...]:
    """Two team scores, or with 3 players a score per seat (AR-GALLO-4)."""
    size = rules.score_size
    if not isinstance(score, list) or len(score) != size:
        if size == 2:
            raise BadRecord("score must be a list of two whole numbers")
        raise BadRecord(f"score must be a list of {size} whole numbers, one per seat")
    values = tuple(_int(v, "score") for v in score)
    if min(values) < 0:
        raise BadRecord("score cannot be negative")
    if max(values) >= rules.target:
        raise BadRecord(f"score already reaches the target {rules.target}: the match is over")
    if rules.has_gallo and rules.gallo == "fixed":
        pair = [v for s, v in enumerate(values) if s != rules.gallo_seat]
        if pair[0] != pair[1]:
            raise BadRecord("with a fixed gallo the pair's two scores are equal (AR-GALLO-4)")
    return values


def _cards(
    obj: dict[str, object], rules: Rules, gallo: int | None
) -> tuple[tuple[tuple[Card, ...], ...], Card | None, tuple[Card, ...] | None]:
    """The seats' cards, the vira and the stock: cards of the deck, none twice."""
    n = rules.players
    deck = frozenset(rules.deck.cards)
    seen: set[Card] = set()

    def take(value: object, what: str) -> Card:
        card = _card(value, deck, what)
        if card in seen:
            raise BadRecord(f"{what}: card {card} appears twice")
        seen.add(card)
        return card

    hands_value = obj["hands"]
    if not isinstance(hands_value, list) or len(hands_value) != n:
        raise BadRecord(f"hands must list the cards of {n} seats")
    hands: list[tuple[Card, ...]] = []
    for seat, cards in enumerate(hands_value):
        if seat == gallo:
            if not isinstance(cards, list) or len(cards) != 4:
                raise BadRecord(f"hands[{seat}] is the gallo's: exactly four cards (AR-GALLO-3)")
        elif not isinstance(cards, list) or len(cards) != 3:
            raise BadRecord(f"hands[{seat}] must hold exactly three cards")
        hands.append(tuple(take(c, f"hands[{seat}]") for c in cards))
    vira: Card | None = None
    if rules.variant.turns_vira:
        if "vira" not in obj:
            raise BadRecord("missing field 'vira' (Paulista)")
        vira = take(obj["vira"], "vira")
    elif obj.get("vira") is not None:
        raise BadRecord(f"there is no vira in {rules.variant_name}")
    stock: tuple[Card, ...] | None = None
    if "stock" in obj and obj["stock"] is not None:
        stock_value = obj["stock"]
        if not isinstance(stock_value, list) or len(stock_value) > len(deck):
            raise BadRecord("stock must be a list of cards")
        stock = tuple(take(c, f"stock[{i}]") for i, c in enumerate(stock_value))
    return tuple(hands), vira, stock


def _actions(actions_value: object, rules: Rules) -> tuple[tuple[int, Action], ...]:
    n = rules.players
    deck = frozenset(rules.deck.cards)
    if not isinstance(actions_value, list):
        raise BadRecord("actions must be a list")
    if len(actions_value) > MAX_ACTIONS:
        raise BadRecord(f"too many actions (more than {MAX_ACTIONS})")
    actions: list[tuple[int, Action]] = []
    for i, item in enumerate(actions_value):
        where = f"actions[{i}]"
        if not isinstance(item, dict):
            raise BadRecord(f"{where} must be an object")
        if "seat" not in item or "action" not in item:
            raise BadRecord(f"{where} needs 'seat' and 'action'")
        seat = _int(item["seat"], f"{where}.seat")
        if not 0 <= seat < n:
            raise BadRecord(f"{where}.seat must be from 0 to {n - 1}")
        word = item["action"]
        if not isinstance(word, str) or word not in A.ACTION_WORDS:
            raise BadRecord(f"{where}: unknown action {quoted(word)}")
        if word in A.CARD_ACTIONS:
            card = _card(item.get("card"), deck, f"{where}.card")
            actions.append((seat, A.card_action(word, card)))
        else:
            actions.append((seat, A.call(word)))
    return tuple(actions)


def answer_for(hand: Hand) -> dict[str, object]:
    """The referee's description of a state (REFEREE.md 'The answer')."""
    over = hand.is_over
    legal = [] if over else sorted(str(a) for a in hand.legal_actions())
    seating = hand.deal.seating
    winner: int | list[int] | None = hand.winner
    if seating.per_seat_scores and winner is not None:
        winner = sorted(hand.match_winners)  # AR-GALLO-5: the winning seats
    return {
        "score": list(hand.score),
        "hand_over": over,
        "game_over": hand.game_over,
        "winner": winner,
        "to_act": None if over else hand.to_act,
        "legal": legal,
        "stake": hand.stake,
        "tricks": [
            "parda" if t.team is None else seating.side_name(t.team) for t in hand.tricks.done
        ],
    }


def judge(obj: object) -> dict[str, object]:
    """The referee's whole answer to one decoded record."""
    try:
        record = parse_record(obj)
        hand, refusal, index = record.replay()
    except BadRecord as exc:
        return {"ok": False, "error": "bad_record", "message": str(exc)}
    if refusal is not None:
        answer: dict[str, object] = {
            "ok": False,
            "error": "illegal_action",
            "index": index,
            "message": refusal.message,
            "code": refusal.code,
            "rule": refusal.rule,
        }
        answer.update(answer_for(hand))
        return answer
    result: dict[str, object] = {"ok": True}
    result.update(answer_for(hand))
    return result


def judge_mapping(obj: Mapping[str, object]) -> dict[str, object]:
    return judge(dict(obj))
