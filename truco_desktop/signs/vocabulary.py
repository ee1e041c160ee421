"""The sign vocabulary: which face means what, and which signs a seat's cards make true.

Each sign has a face (the expression the table draws: brows, eyes, mouth, cheeks, head)
and a condition on the signing seat's cards, evaluated against the hand's public strength
table (so Paulista's rotating manilhas need no special case).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..engine.cards import Card, envido_value, has_flor

FACE_PARTS = ("brows", "eyes", "mouth", "cheeks", "head")


@dataclass(frozen=True, slots=True)
class Sign:
    id: str
    name: str
    face: Mapping[str, str]
    when: Mapping[str, object]

    def is_true(self, cards: Sequence[Card], strength: Mapping[Card, int], flor_on: bool) -> bool:
        """Whether these cards make the sign true (what an honest partner may signal)."""
        when = self.when
        if not cards:
            return False
        if "card" in when and when["card"] not in cards:
            return False
        if "rank" in when:
            ranked = [c for c in cards if c[:-1] == when["rank"]]
            below = when.get("below_strength")
            if isinstance(below, int):
                ranked = [c for c in ranked if strength[c] < below]
            if not ranked:
                return False
        if "strength" in when and when["strength"] not in [strength[c] for c in cards]:
            return False
        if "flor" in when and not (flor_on and len(cards) == 3 and has_flor(cards)):
            return False
        if "envido_min" in when or "envido_max" in when:
            if len(cards) != 3 or (flor_on and has_flor(cards)):
                return False
            value = envido_value(cards)
            low = when.get("envido_min", 0)
            high = when.get("envido_max", 99)
            assert isinstance(low, int) and isinstance(high, int)
            if not low <= value <= high:
                return False
        if "nothing_above" in when:
            limit = when["nothing_above"]
            assert isinstance(limit, int)
            if any(strength[c] > limit for c in cards):
                return False
        return True


@dataclass(frozen=True, slots=True)
class SignSet:
    name: str
    variants: tuple[str, ...]
    signs: tuple[Sign, ...]

    def by_id(self, sign_id: str) -> Sign:
        for sign in self.signs:
            if sign.id == sign_id:
                return sign
        raise KeyError(sign_id)


def parse_vocabulary(data: object) -> dict[str, SignSet]:
    """Validate the vocabulary document; raise ValueError with what is wrong."""
    if not isinstance(data, dict) or data.get("format") != "truco-desktop/signs":
        raise ValueError("not a sign vocabulary")
    sets = data.get("sets")
    if not isinstance(sets, dict):
        raise ValueError("a vocabulary needs 'sets'")
    out: dict[str, SignSet] = {}
    for name, body in sets.items():
        if not isinstance(body, dict):
            raise ValueError(f"set {name!r} is not an object")
        signs = []
        for item in body.get("signs", []):
            face = item.get("face", {})
            if not face or any(part not in FACE_PARTS for part in face):
                raise ValueError(f"sign {item.get('id')!r} has a bad face")
            signs.append(
                Sign(str(item["id"]), str(item["name"]), dict(face), dict(item.get("when", {})))
            )
        ids = [s.id for s in signs]
        if len(set(ids)) != len(ids):
            raise ValueError(f"set {name!r} repeats a sign id")
        out[name] = SignSet(name, tuple(body.get("variants", ())), tuple(signs))
    return out


@cache
def load_vocabulary() -> dict[str, SignSet]:
    text = resources.files("truco_desktop").joinpath("data/signs.json").read_text("utf-8")
    return parse_vocabulary(json.loads(text))


def sign_set_for(variant: str) -> SignSet:
    for sign_set in load_vocabulary().values():
        if variant in sign_set.variants:
            return sign_set
    raise KeyError(f"no sign set for {variant}")


def true_signs(
    variant: str, cards: Sequence[Card], strength: Mapping[Card, int], flor_on: bool
) -> list[Sign]:
    """The signs these cards make true, in the vocabulary's order."""
    return [s for s in sign_set_for(variant).signs if s.is_true(cards, strength, flor_on)]
