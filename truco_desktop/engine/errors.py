"""Refusals.

Every illegal action is refused with a machine-readable reason code, the rule of
``RULES.md`` that forbids it and parameters, so that the UI can translate the reason and a
bug report can cite the rule. The English ``message`` is for logs and the referee.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType


class TrucoError(Exception):
    """Base class of the engine's errors."""


class IllegalAction(TrucoError):
    """An action that the rules do not allow now. The state it was applied to is unchanged."""

    def __init__(
        self,
        code: str,
        rule: str,
        message: str,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.rule = rule
        self.message = message
        self.params: Mapping[str, object] = MappingProxyType(dict(params or {}))

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.rule!r}, {self.message!r})"


#: A message quotes at most this many characters of what it was given.
QUOTE = 60


def quoted(value: object) -> str:
    """``repr(value)`` cut to a short prefix: a refusal never echoes a whole input back."""
    text = repr(value)
    return text if len(text) <= QUOTE else text[: QUOTE - 1] + "…"


class BadRecord(TrucoError):
    """A hand record (or options, or cards) that is malformed: not a question of the rules."""
