"""A seat's view and events as JSON, and back: what travels in a ``view`` message.

The host sends each connection ``view_for(hand, seat)`` of its own seat and the events of
the last step redacted for that seat (``events.redact``); nothing else about the hand ever
leaves the host. ``encode_view`` turns the frozen ``SeatView`` into plain JSON data and
``decode_view`` rebuilds an equal ``SeatView`` (a test checks ``decode(encode(v)) == v`` on
every step of random matches in every variant), so a client's table and bots read exactly
the object an offline seat would.

Decoding is a table from field name to a small checker-constructor: a malformed message
from a host raises ``CodecError`` and never builds a half-valid view.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any

from truco_desktop.engine import events as ev
from truco_desktop.engine.actions import PLAY_BLIND, Action, parse, play_blind
from truco_desktop.engine.envido import Song
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.ladders import Rung
from truco_desktop.engine.phases import HandKind, Phase
from truco_desktop.engine.variant import AllPardas
from truco_desktop.engine.view import OpenCall, PlayedCard, SeatView

__all__ = ["CodecError", "decode_events", "decode_view", "encode_events", "encode_view"]


class CodecError(ValueError):
    """JSON data that is not a view or an event list as this protocol writes them."""


Decoder = Callable[[Any], Any]

# ---------------------------------------------------------------------------- encoding


def _plain(value: Any) -> Any:
    """JSON data for an event's value: tuples as lists, records as lists, enums as values."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _played(cards: tuple[PlayedCard, ...]) -> list[tuple[int, str | None, bool]]:
    return [(p.seat, p.card, p.covered) for p in cards]


@cache
def _ladder_out(ladder: tuple[Rung, ...]) -> tuple[tuple[str, int, int], ...]:
    return tuple((r.word, r.stake, r.refused) for r in ladder)


@cache
def _calls_out(calls: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(calls))


#: The fields that JSON cannot take as they are; every other field is ints, strings,
#: None, str-enums and tuples of them (named tuples included), which ``json`` writes as
#: they stand. A table rather than a walk over every value: a view is encoded for every
#: seat after every action, and this keeps it to a few microseconds.
_ENCODERS: dict[str, Callable[[Any], Any]] = {
    "strength": dict,
    "legal": lambda legal: [str(a) for a in legal],
    "finished_tricks": lambda tricks: [_played(t) for t in tricks],
    "current_trick": _played,
    "ladder": _ladder_out,
    "calls": _calls_out,
    "all_pardas": lambda pardas: pardas.value,
}
_NAMES = tuple(f.name for f in dataclasses.fields(SeatView))


def encode_view(view: SeatView) -> dict[str, Any]:
    """The view as JSON-ready data, every field by name (tuples stand for JSON arrays)."""
    out = {name: getattr(view, name) for name in _NAMES}
    for name, encode in _ENCODERS.items():
        out[name] = encode(out[name])
    return out


def encode_events(events: list[ev.Event]) -> list[dict[str, Any]]:
    """Events (already redacted for the receiving seat) as JSON data."""
    out = []
    for event in events:
        item: dict[str, Any] = {"event": type(event).__name__}
        for name in _event_fields(type(event).__name__):
            item[name] = _plain(getattr(event, name))
        out.append(item)
    return out


@cache
def _event_fields(name: str) -> tuple[str, ...]:
    return tuple(_EVENTS[name][1])


# ---------------------------------------------------------------------------- decoding


def _fail(what: str, value: Any) -> CodecError:
    text = repr(value)
    return CodecError(f"expected {what}, got {text[:60]}")


def _int(value: Any) -> int:
    if type(value) is not int:
        raise _fail("a whole number", value)
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise _fail("text", value)
    return value


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise _fail("true or false", value)
    return value


def _opt(inner: Decoder) -> Decoder:
    def decode(value: Any) -> Any:
        return None if value is None else inner(value)

    return decode


def _seq(inner: Decoder, limit: int = 400) -> Decoder:
    def decode(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) > limit:
            raise _fail("a list", value)
        return tuple(inner(v) for v in value)

    return decode


def _row(*inner: Decoder, into: Callable[..., Any] = tuple) -> Decoder:
    """A fixed-length list, each item by its own decoder (a pair, a record)."""

    def decode(value: Any) -> Any:
        if not isinstance(value, list) or len(value) != len(inner):
            raise _fail(f"a list of {len(inner)}", value)
        items = [d(v) for d, v in zip(inner, value, strict=True)]
        return tuple(items) if into is tuple else into(*items)

    return decode


def _enum(kind: type[Enum]) -> Decoder:
    def decode(value: Any) -> Any:
        try:
            return kind(value)
        except ValueError:
            raise _fail(kind.__name__, value) from None

    return decode


def _action(value: Any) -> Action:
    text = _str(value)
    kind, _sep, rest = text.partition(":")
    try:
        if kind == PLAY_BLIND:
            return play_blind(int(rest))
        return parse(text)
    except (BadRecord, ValueError):
        raise _fail("an action", value) from None


def _strength(value: Any) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > 60:
        raise _fail("a card strength table", value)
    return {_str(k): _int(v) for k, v in value.items()}


def _calls(value: Any) -> frozenset[str]:
    return frozenset(_seq(_str)(value))


_INT, _STR, _BOOL = _int, _str, _bool
_OPT_INT = _opt(_int)
_CARDS = _seq(_str)
_INTS = _seq(_int)
_PAIR = _row(_int, _int)
_PLAYED = _row(_int, _opt(_str), _bool, into=PlayedCard)
_SEAT_CARDS = _seq(_row(_int, _CARDS))
_OPEN_CALL = _row(_str, _str, _OPT_INT, _int, _int, _opt(_PAIR), _OPT_INT, into=OpenCall)

#: Every field of ``SeatView`` and how to read it back.
_VIEW_FIELDS: dict[str, Decoder] = {
    "seat": _INT,
    "variant": _STR,
    "players": _INT,
    "target": _INT,
    "flor_mode": _STR,
    "falta": _STR,
    "deck": _STR,
    "deck_cards": _CARDS,
    "strength": _strength,
    "dealer": _INT,
    "mano": _INT,
    "lead_mano": _INT,
    "duel_number": _INT,
    "duel_count": _INT,
    "active": _INTS,
    "score": _INTS,
    "start_score": _INTS,
    "kind": _enum(HandKind),
    "pica": _BOOL,
    "phase": _enum(Phase),
    "cards": _CARDS,
    "blind": _BOOL,
    "card_counts": _INTS,
    "partner_cards": _SEAT_CARDS,
    "vira": _opt(_str),
    "discarded_sets": _seq(_CARDS),
    "sets_seen": _INT,
    "max_sets": _INT,
    "given_set": _CARDS,
    "finished_tricks": _seq(_seq(_PLAYED)),
    "trick_results": _seq(_row(_OPT_INT, _OPT_INT)),
    "current_trick": _seq(_PLAYED),
    "turn": _INT,
    "to_act": _OPT_INT,
    "deciding": _opt(_str),
    "legal": _seq(_action),
    "stake": _INT,
    "truco_level": _INT,
    "truco_pending": _opt(_row(_int, _str)),
    "truco_holder": _OPT_INT,
    "stake_if_accepted": _OPT_INT,
    "open_call": _opt(_OPEN_CALL),
    "envido_chain": _seq(_str),
    "envido_pending": _BOOL,
    "envido_done": _BOOL,
    "envido_winner": _opt(_PAIR),
    "envido_sung": _seq(_row(_int, _OPT_INT, into=Song)),
    "flor_announced": _INTS,
    "flor_pending": _opt(_row(_str, _int)),
    "flor_winner": _opt(_PAIR),
    "history": _seq(_row(_int, _str)),
    "hand_over": _BOOL,
    "game_over": _BOOL,
    "winner": _OPT_INT,
    "teams": _INTS,
    "ladder": _seq(_row(_str, _int, _int, into=Rung)),
    "calls": _calls,
    "deal_style": _STR,
    "deal_order": _seq(_PAIR),
    "manilhas": _CARDS,
    "manilhas_fixed": _BOOL,
    "falta_points": _PAIR,
    "resto_points": _INT,
    "bets_on_trick": _BOOL,
    "all_pardas": _enum(AllPardas),
    "decisive_trick": _OPT_INT,
    "earlier_duels": _seq(_row(_str, _int, _int)),
    "shown_cards": _SEAT_CARDS,
    "gallo": _OPT_INT,
    "score_entries": _row(_INTS, _INTS),
    "discard_done": _BOOL,
    "discarded": _opt(_str),
    "match_winners": _INTS,
    "duels": _seq(_PAIR),
    "own_envido": _OPT_INT,
    "envido_open": _BOOL,
}


#: Fields a host of an earlier release does not send, and what they mean without it.
_LATER_FIELDS: dict[str, Any] = {"own_envido": None, "envido_open": False}


def decode_view(data: Any) -> SeatView:
    """The ``SeatView`` that ``encode_view`` wrote; ``CodecError`` if it is not one.

    As docs/NETWORK.md promises, a field this release does not know is ignored (a later
    host may add one), and a field added since the protocol's first release may be
    missing (an earlier host's view): it takes the value that means "not known"."""
    if not isinstance(data, dict):
        raise CodecError("a view must be an object")
    missing = set(_VIEW_FIELDS) - set(data) - set(_LATER_FIELDS)
    if missing:
        raise CodecError(f"a view must carry the view's fields: {sorted(missing)} missing")
    return SeatView(
        **{
            name: read(data[name]) if name in data else _LATER_FIELDS[name]
            for name, read in _VIEW_FIELDS.items()
        }
    )


#: Every event the engine emits, and how to read each field back.
_EVENTS: dict[str, tuple[type[ev.Event], dict[str, Decoder]]] = {
    "HandStarted": (
        ev.HandStarted,
        {"dealer": _INT, "mano": _INT, "kind": _STR, "vira": _opt(_str)},
    ),
    "DuelStarted": (ev.DuelStarted, {"mano": _INT, "other": _INT}),
    "SetChosen": (ev.SetChosen, {"seat": _INT, "choice": _STR, "shown": _CARDS}),
    "CardPlayed": (ev.CardPlayed, {"seat": _INT, "card": _opt(_str), "covered": _BOOL}),
    "Called": (ev.Called, {"seat": _INT, "word": _STR}),
    "EnvidoSettled": (
        ev.EnvidoSettled,
        {
            "accepted": _BOOL,
            "team": _INT,
            "points": _INT,
            "winner_seat": _OPT_INT,
            "value": _OPT_INT,
        },
    ),
    "EnvidoSung": (ev.EnvidoSung, {"seat": _INT, "value": _OPT_INT}),
    "FlorSettled": (
        ev.FlorSettled,
        {"team": _INT, "points": _INT, "flors": _INT, "winner_seat": _OPT_INT, "value": _OPT_INT},
    ),
    "TrickDone": (ev.TrickDone, {"index": _INT, "team": _OPT_INT, "seat": _OPT_INT}),
    "PointsScored": (
        ev.PointsScored,
        {"team": _INT, "points": _INT, "reason": _STR, "score": _INTS},
    ),
    "HandOver": (ev.HandOver, {"winner": _OPT_INT, "reason": _STR, "replay": _BOOL}),
    "MatchOver": (ev.MatchOver, {"winner": _INT, "score": _INTS, "winners": _INTS}),
    "Discarded": (ev.Discarded, {"seat": _INT, "card": _opt(_str)}),
}


def decode_events(data: Any) -> list[ev.Event]:
    """The events that ``encode_events`` wrote; ``CodecError`` if they are not."""
    if not isinstance(data, list) or len(data) > 200:
        raise _fail("a list of events", data)
    out: list[ev.Event] = []
    for item in data:
        if not isinstance(item, dict):
            raise _fail("an event", item)
        entry = _EVENTS.get(item.get("event"))  # type: ignore[arg-type]
        if entry is None:
            raise _fail("an event name", item.get("event"))
        kind, fields = entry
        if set(item) != {"event", *fields}:
            raise _fail(f"the fields of {kind.__name__}", sorted(item))
        out.append(kind(**{name: read(item[name]) for name, read in fields.items()}))
    return out
