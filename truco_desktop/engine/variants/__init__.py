"""The three variants of the product, each a ``Variant`` value."""

from __future__ import annotations

from ..errors import BadRecord, quoted
from ..variant import Variant
from .argentino import ARGENTINO
from .mineiro import MINEIRO
from .paulista import PAULISTA

VARIANTS: dict[str, Variant] = {v.name: v for v in (ARGENTINO, MINEIRO, PAULISTA)}
#: The variant a new player starts with, and the one any unknown name falls back to.
DEFAULT_VARIANT = ARGENTINO.name


def get_variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        raise BadRecord(f"unknown variant {quoted(name)}") from None


__all__ = ["ARGENTINO", "DEFAULT_VARIANT", "MINEIRO", "PAULISTA", "VARIANTS", "get_variant"]
