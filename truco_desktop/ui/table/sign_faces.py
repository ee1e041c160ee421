"""A character's own face making a seña: the portrait in layers, composed and drawn.

``scripts/make_faces.py`` draws each character's portrait once more in layers
(``assets/faces/signs/<key>.svg``; ``plain.svg`` for a seat without a character): an
``under`` layer (the bust, the head without its features), one group per pose of each
feature (``brows-raised``, ``eyes-wink``, ``mouth-bite_lip``…, named as the vocabulary's
face parts, ``data/signs.json``) and an ``over`` layer (hair, hat, glasses). A sign's face
picks one pose per feature; what a sign does not move stays neutral, so Rosa winks with
Rosa's eyes and keeps her own smile.

``sign_image`` renders one pose set once per size (kept for the next call); the face
on the table cross-fades from the neutral image to the sign's as the sign is made.
Nothing here is read before the first seña is shown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage

#: The key of the face a seat without a character signs with.
PLAIN = "plain"

_LAYER = re.compile(r'<g id="([a-z_]+-?[a-z_]*)">(.*?)</g>', re.S)


def poses(face: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """The pose of each feature for a sign's ``face`` parts (``{"eyes": "wink"}``).

    Raised brows open the eyes wide; puffed cheeks press the lips together (or, one
    cheek, squeeze the mouth aside) unless the sign names the eyes or the mouth itself.
    The head's tilt is not a layer: the table turns the whole face.
    """
    chosen = {"cheeks": "neutral", "brows": "neutral", "eyes": "neutral", "mouth": "neutral"}
    if face.get("brows") == "raised":
        chosen["brows"], chosen["eyes"] = "raised", "wide"
    if face.get("cheeks") in ("puffed", "one_puffed"):
        chosen["cheeks"] = chosen["mouth"] = face["cheeks"]
    if face.get("eyes") in ("wink", "closed"):
        chosen["eyes"] = face["eyes"]
    mouth = face.get("mouth", "")
    if mouth in ("twist_right", "twist_left", "bite_lip", "kiss"):
        chosen["mouth"] = mouth
    return tuple(sorted(chosen.items()))


@lru_cache(maxsize=16)
def _layers(key: str) -> tuple[str, dict[str, str], str] | None:
    """The document's head, its layers by id and its tail; None when there is no file."""
    from truco_desktop.resources import sign_face_file

    try:
        text = sign_face_file(key).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return None
    found = list(_LAYER.finditer(text))
    if not found:
        return None
    head, tail = text[: found[0].start()], text[found[-1].end() :]
    return head, {m.group(1): m.group(0) for m in found}, tail


def document(key: str, face: Mapping[str, str]) -> str | None:
    """The SVG of ``key`` making ``face`` (None: no layered portrait for ``key``)."""
    layers = _layers(key)
    if layers is None:
        return None
    head, by_id, tail = layers
    chosen = [by_id.get("under", "")]
    for part, pose in poses(face):
        chosen.append(by_id.get(f"{part}-{pose}") or by_id.get(f"{part}-neutral", ""))
    chosen.append(by_id.get("over", ""))
    return head + "".join(chosen) + tail


@lru_cache(maxsize=96)
def _image(key: str, pose: tuple[tuple[str, str], ...], size: int) -> QImage | None:
    from PySide6.QtSvg import QSvgRenderer

    svg = document(key, dict(pose))
    if svg is None:
        return None
    from truco_desktop.ui.words.characters_text import render_square

    return render_square(QSvgRenderer(QByteArray(svg.encode("utf-8"))), size)


def sign_image(key: str, face: Mapping[str, str], size: int) -> QImage | None:
    """``key``'s portrait making ``face``, ``size`` pixels square (None: no portrait)."""
    return _image(key, poses(face), max(8, min(512, int(size))))


__all__ = ["PLAIN", "document", "poses", "sign_image"]
