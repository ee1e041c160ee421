"""Actions: small value objects whose ``str()`` is the hand-record word.

One vocabulary serves every variant (REFEREE.md's action table); each variant uses a
subset and the UI shows each variant's own words. Actions are interned: parsing the same
word twice gives the same object, so legal-action lists are cheap to build and compare.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .errors import BadRecord, quoted

PLAY = "play"
PLAY_COVERED = "play_covered"
#: AR-GALLO-3: the gallo puts one of his four cards away face down before anything else.
DISCARD = "discard"
#: The actions that go with a card in a hand record.
CARD_ACTIONS: tuple[str, ...] = (PLAY, PLAY_COVERED, DISCARD)
#: A mão de ferro play by position: the seat cannot see its cards (BR-FERRO-2), so its
#: view offers "my n-th card" and the engine turns that into the card. Not a record word.
PLAY_BLIND = "play_blind"

ENVIDO_CALLS: tuple[str, ...] = ("envido", "real_envido", "falta_envido")
FLOR_WORDS: tuple[str, ...] = (
    "flor",
    "contraflor",
    "contraflor_al_resto",
    "con_flor_quiero",
    "con_flor_me_achico",
)
TRUCO_WORDS: tuple[str, ...] = ("truco", "retruco", "vale_cuatro", "seis", "nove", "doze")
ANSWERS: tuple[str, ...] = ("quiero", "no_quiero")
SET_CHOICES: tuple[str, ...] = ("keep_set", "give_set", "discard_set")
OTHER: tuple[str, ...] = ("mazo",)

#: The family of every call word: which bet or choice it belongs to. The table, the bots
#: and the logs name calls through this, never through their own lists.
FAMILY: dict[str, str] = {
    **dict.fromkeys(TRUCO_WORDS, "truco"),
    **dict.fromkeys(ENVIDO_CALLS, "envido"),
    **dict.fromkeys(FLOR_WORDS, "flor"),
    **dict.fromkeys(ANSWERS, "answer"),
    **dict.fromkeys(SET_CHOICES, "set"),
    "mazo": "mazo",
}

#: Every word of REFEREE.md's action table except the two card actions.
CALL_WORDS: frozenset[str] = frozenset(
    ENVIDO_CALLS + FLOR_WORDS + TRUCO_WORDS + ANSWERS + SET_CHOICES + OTHER
)
ACTION_WORDS: frozenset[str] = CALL_WORDS | set(CARD_ACTIONS)


class Action(NamedTuple):
    """A word and, for the card actions, the card.

    A named tuple rather than a dataclass: legality checks compare actions all the time,
    and a tuple compares at C speed.
    """

    kind: str
    card: Card | None = None
    position: int | None = None

    def __str__(self) -> str:
        if self.position is not None:
            return f"{self.kind}:{self.position}"
        return self.kind if self.card is None else f"{self.kind}:{self.card}"

    @property
    def is_card(self) -> bool:
        """A card put on the table (played face up or down), not the gallo's discard."""
        return self.card is not None and self.kind != DISCARD

    def to_record(self, seat: int) -> dict[str, object]:
        """The hand-record form ``{"seat": s, "action": word[, "card": c]}``."""
        out: dict[str, object] = {"seat": seat, "action": self.kind}
        if self.card is not None:
            out["card"] = self.card
        return out


_INTERNED: dict[str, Action] = {}


def call(word: str) -> Action:
    """The interned non-card action for ``word``."""
    action = _INTERNED.get(word)
    if action is None:
        if word not in CALL_WORDS:
            raise BadRecord(f"unknown action {quoted(word)}")
        action = _INTERNED[word] = Action(word)
    return action


_FACE_UP: dict[Card, Action] = {}


def play(card: Card, covered: bool = False) -> Action:
    """The interned action that plays ``card`` face up (or face down)."""
    if not covered:
        action = _FACE_UP.get(card)
        if action is None:
            action = _FACE_UP[card] = Action(PLAY, card)
        return action
    key = "c:" + card
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = Action(PLAY_COVERED, card)
    return action


def discard(card: Card) -> Action:
    """The interned action by which the gallo puts ``card`` away (AR-GALLO-3)."""
    key = "d:" + card
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = Action(DISCARD, card)
    return action


def card_action(kind: str, card: Card) -> Action:
    """The interned action of a card word (``play``, ``play_covered``, ``discard``)."""
    if kind == DISCARD:
        return discard(card)
    return play(card, covered=kind == PLAY_COVERED)


def play_blind(position: int) -> Action:
    """The interned action that plays the ``position``-th unknown card of a blind seat."""
    key = f"b:{position}"
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = Action(PLAY_BLIND, None, position)
    return action


def parse(text: str) -> Action:
    """Parse ``play:4b``, ``play_covered:Ah``, ``discard:5o`` or a call word."""
    kind, sep, card = text.partition(":")
    if sep:
        if kind not in CARD_ACTIONS or not card:
            raise BadRecord(f"malformed action {quoted(text)}")
        return card_action(kind, card)
    return call(text)
