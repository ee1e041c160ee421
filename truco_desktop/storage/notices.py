"""Messages from the storage layer to the player, as data.

The stores return a calm English sentence that the UI can show as it is, and the same
thing as a `Notice`: a machine-readable code plus the values it mentions. The app speaks
seven languages and storage must not import Qt, so the UI translates by code, as it does
for the engine's refusals, and keeps the English text as the fallback.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Notice:
    """Something the player should know about a file, e.g. that it was moved aside.

    `code` is stable (the UI keys translations on it); `params` holds the values the
    sentence mentions, already formatted as text (paths, version numbers, field names).
    """

    code: str
    text: str
    params: Mapping[str, str] = field(default_factory=dict)


def join_notices(notices: Iterable[Notice]) -> str | None:
    """The English message for a list of notices, or None when there is nothing to say."""
    texts = [notice.text for notice in notices]
    return " ".join(texts) if texts else None
