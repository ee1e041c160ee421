"""The table protocol's vocabulary: message kinds, error codes, and the client's checks.

docs/NETWORK.md is the contract; this module is its one reading. ``check`` validates a
client's message field by field before anything else looks at it, so the table only ever
sees well-formed requests and a hostile client meets a clear ``error``, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from truco_desktop.engine.actions import PLAY_BLIND, Action, parse, play_blind
from truco_desktop.engine.cards import FRENCH_40, SPANISH_40
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.rules import Rules

#: The protocol's version: a hello with another one is turned away with ``bad_version``.
VERSION: Final = 1
#: The TCP port a game's table listens on by default, and the discovery port (UDP).
DEFAULT_PORT: Final = 47470
DISCOVERY_PORT: Final = 47471

# Client -> host
HELLO: Final = "hello"
LIST: Final = "list"
CREATE: Final = "create"
ACT: Final = "act"
SIGN: Final = "sign"
SETUP: Final = "setup"
SWAP: Final = "swap"
START: Final = "start"
BYE: Final = "bye"
PING: Final = "ping"
#: Your team's decisions (issue 31 item 4), each sent only to a host whose ``welcome``
#: says ``"team": true``: ``team`` says this client takes its computer partner's
#: questions; ``agree`` is the word on a ``proposal``, ``choose`` the answer picked in a
#: ``choice``.
TEAM: Final = "team"
AGREE: Final = "agree"
CHOOSE: Final = "choose"

# Host -> client
WELCOME: Final = "welcome"
TABLE: Final = "table"
TABLES: Final = "tables"
CREATED: Final = "created"
VIEW: Final = "view"
REFUSED: Final = "refused"
ERROR: Final = "error"
PONG: Final = "pong"
#: The computer partner would call truco on his own turn and asks first: seat, action.
PROPOSAL: Final = "proposal"
#: The partner's answer to a call waits for the person's choice (``play.team``):
#: seat, the answers he may give, and his own pick as advice.
CHOICE: Final = "choice"
#: The reason of a host's ``bye`` when it stops to start again with the table saved: the
#: people keep their tokens and come back (``net.host.TableHost.reopen_saved``).
BYE_RESTART: Final = "restart"

# Error codes (``error``: the request could not be read or the connection is turned away)
E_BAD_MESSAGE: Final = "bad_message"
E_BAD_VERSION: Final = "bad_version"
E_BAD_CODE: Final = "bad_code"
E_BAD_TOKEN: Final = "bad_token"
E_TABLE_FULL: Final = "table_full"
E_HELLO_FIRST: Final = "hello_first"
E_RATE: Final = "rate_limited"
E_TOO_BIG: Final = "too_big"
E_NO_LOBBY: Final = "no_lobby"
E_TOO_MANY: Final = "too_many_tables"
# Refusal codes the table adds to the engine's (``refused``)
E_NOT_OWNER: Final = "not_owner"
E_STARTED: Final = "started"
E_BAD_SEAT: Final = "bad_seat"
E_BAD_RULES: Final = "bad_rules"
E_NOT_PLAYING: Final = "not_playing"
E_STALE: Final = "stale"
E_BAD_ACTION: Final = "bad_action"
E_NOT_OFFERED: Final = "not_offered"
E_NO_SIGNS: Final = "no_signs"
E_NOT_ASKED: Final = "not_asked"
#: A person who sat down during a hand acts from the next deal (the computer finishes it).
E_NEXT_HAND: Final = "next_hand"

#: Longest text field a client may send (a name, a code, a token, an action, a sign id).
MAX_TEXT: Final = 64


class ProtocolError(ValueError):
    """A client message that is not one of the protocol's: the ``error`` code and words."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT:
        raise ProtocolError(E_BAD_MESSAGE, f"{name} must be text of 1 to {MAX_TEXT} characters")
    return value


def _opt_text(value: Any, name: str) -> None:
    if value is not None:
        _text(value, name)


def _seat(value: Any, name: str) -> None:
    if type(value) is not int or not 0 <= value < 16:
        raise ProtocolError(E_BAD_MESSAGE, f"{name} must be a seat number")


def _bool(value: Any, name: str) -> None:
    if type(value) is not bool:
        raise ProtocolError(E_BAD_MESSAGE, f"{name} must be true or false")


def _check_hello(m: dict[str, Any]) -> None:
    if m.get("version") != VERSION or type(m.get("version")) is not int:
        raise ProtocolError(E_BAD_VERSION, f"this host speaks version {VERSION} of the protocol")
    _text(m.get("code"), "code")
    _opt_text(m.get("name"), "name")
    _opt_text(m.get("token"), "token")
    _opt_text(m.get("owner"), "owner")


def _check_act(m: dict[str, Any]) -> None:
    _text(m.get("action"), "action")
    at = m.get("at")
    if at is not None and not (
        isinstance(at, list) and len(at) == 2 and all(type(x) is int for x in at)
    ):
        raise ProtocolError(E_BAD_MESSAGE, "at must be [hand, step]")


def _check_sign(m: dict[str, Any]) -> None:
    _text(m.get("sign"), "sign")


def _check_swap(m: dict[str, Any]) -> None:
    _seat(m.get("a"), "a")
    _seat(m.get("b"), "b")


def _check_rules_spec(spec: Any) -> None:
    if not isinstance(spec, dict) or set(spec) - {
        "variant",
        "options",
        "best_of_three",
        "pica_pica",
    }:
        raise ProtocolError(E_BAD_MESSAGE, "rules must be {variant, options}")
    _text(spec.get("variant"), "variant")
    options = spec.get("options", {})
    if not isinstance(options, dict) or len(options) > 8:
        raise ProtocolError(E_BAD_MESSAGE, "options must be an object")


def _check_setup(m: dict[str, Any]) -> None:
    if "rules" in m:
        _check_rules_spec(m["rules"])
    if "level" in m:
        _text(m["level"], "level")
    for flag in ("signs", "catching", "asks_first", "answers"):
        if flag in m:
            _bool(m[flag], flag)


def _check_create(m: dict[str, Any]) -> None:
    _check_setup(m)
    _opt_text(m.get("name"), "name")
    if "public" in m:
        _bool(m["public"], "public")


def _check_agree(m: dict[str, Any]) -> None:
    _bool(m.get("agree"), "agree")


def _check_choose(m: dict[str, Any]) -> None:
    _text(m.get("action"), "action")


def _nothing(m: dict[str, Any]) -> None:
    """A request with no fields (``start``, ``bye``, ``list``, ``ping``)."""


#: Every message a client may send, and the fields each may carry.
CLIENT_MESSAGES: Final[dict[str, tuple[frozenset[str], Callable[[dict[str, Any]], None]]]] = {
    HELLO: (frozenset({"version", "code", "name", "token", "owner"}), _check_hello),
    LIST: (frozenset(), _nothing),
    CREATE: (
        frozenset(
            {"rules", "level", "signs", "catching", "asks_first", "answers", "name", "public"}
        ),
        _check_create,
    ),
    ACT: (frozenset({"action", "at"}), _check_act),
    SIGN: (frozenset({"sign"}), _check_sign),
    SETUP: (
        frozenset({"rules", "level", "signs", "catching", "asks_first", "answers"}),
        _check_setup,
    ),
    SWAP: (frozenset({"a", "b"}), _check_swap),
    START: (frozenset(), _nothing),
    BYE: (frozenset(), _nothing),
    PING: (frozenset({"id"}), _nothing),
    TEAM: (frozenset(), _nothing),
    AGREE: (frozenset({"agree"}), _check_agree),
    CHOOSE: (frozenset({"action"}), _check_choose),
}


def check(message: dict[str, Any]) -> str:
    """The message's kind, once its fields are known to be right; ``ProtocolError`` if not."""
    kind = message.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(E_BAD_MESSAGE, "unknown message type")
    entry = CLIENT_MESSAGES.get(kind)
    if entry is None:
        raise ProtocolError(E_BAD_MESSAGE, "unknown message type")
    allowed, checker = entry
    extra = set(message) - allowed - {"type"}
    if extra:
        raise ProtocolError(E_BAD_MESSAGE, f"unknown fields in {kind}")
    checker(message)
    return kind


def parse_action(text: str) -> Action:
    """An action word as ``act`` carries it (``play:4b``, ``truco``, ``play_blind:1``)."""
    kind, _sep, rest = text.partition(":")
    try:
        if kind == PLAY_BLIND:
            if not rest.isdigit() or len(rest) > 1:
                raise ValueError
            return play_blind(int(rest))
        if rest and rest not in SPANISH_40 and rest not in FRENCH_40:
            raise ValueError  # never intern a made-up card (the engine keeps every card seen)
        return parse(text)
    except (BadRecord, ValueError):
        raise ValueError("not an action of the hand records") from None


def rules_json(rules: Rules) -> dict[str, Any]:
    """The ``rules`` object of ``setup``, ``create`` and ``table``."""
    return {
        "variant": rules.variant_name,
        "options": rules.to_options(),
        "best_of_three": rules.best_of_three,
        "pica_pica": rules.pica_pica,
    }
