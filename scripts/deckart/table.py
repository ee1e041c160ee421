"""The felt texture and the application icon.

Qt's SVG renderer has no `feTurbulence`, so the felt's grain cannot be a filter. It comes
in two forms: `felt.svg`, a seamless 256-unit tile drawn with a few thousand faint fibres
(base colour included, so it is usable on its own), and `felt-noise.png`, a greyscale
noise tile written with the standard library, meant to be tiled at 4-6 % over the
radial felt gradient that the scene paints (DESIGN.md §9).
"""

from __future__ import annotations

import math
import random
import struct
import zlib

from . import cardbase, spanish_suits
from . import palette as P
from .svg import circle, document, group, linear_gradient, n, path, radial_gradient, rect, use

TILE = 256


def _wrapped(x: float, y: float, reach: float) -> list[tuple[float, float]]:
    """Copies of a point shifted by one tile wherever the drawing would cross an edge.

    Drawing a fibre at every copy makes the tile seamless without clipping, which
    QSvgRenderer does not support.
    """
    xs = [x] + ([x + TILE] if x < reach else []) + ([x - TILE] if x > TILE - reach else [])
    ys = [y] + ([y + TILE] if y < reach else []) + ([y - TILE] if y > TILE - reach else [])
    return [(a, b) for a in xs for b in ys]


def felt_svg() -> str:
    """A seamless felt tile: base colour, soft mottling and short crossing fibres."""
    rnd = random.Random(20260601)  # fixed: the tile must be identical on every build
    blobs_light: list[str] = []
    blobs_dark: list[str] = []
    for i in range(36):
        x, y, r = rnd.uniform(0, TILE), rnd.uniform(0, TILE), rnd.uniform(24, 60)
        for cx, cy in _wrapped(x, y, r):
            (blobs_light if i % 2 else blobs_dark).append(circle(cx, cy, r))
    fibres_light: list[str] = []
    fibres_dark: list[str] = []
    for i in range(1700):
        x, y = rnd.uniform(0, TILE), rnd.uniform(0, TILE)
        length = rnd.uniform(2.5, 7.0)
        a = rnd.uniform(0, math.pi)
        bend = rnd.uniform(-1.5, 1.5)
        dx, dy = math.cos(a) * length, math.sin(a) * length
        for cx, cy in _wrapped(x, y, length):
            d = (
                f"M{n(cx)} {n(cy)}q{n(dx / 2 - dy * bend / length)} "
                f"{n(dy / 2 + dx * bend / length)} {n(dx)} {n(dy)}"
            )
            (fibres_light if i % 3 else fibres_dark).append(d)
    body = [
        rect(0, 0, TILE, TILE, fill=P.FELT),
        group(blobs_light, fill="url(#g-soft-light)"),
        group(blobs_dark, fill="url(#g-soft-dark)"),
        path(
            "".join(fibres_light),
            fill="none",
            stroke="#FFFFFF",
            stroke_opacity=0.055,
            stroke_width=0.6,
            stroke_linecap="round",
        ),
        path(
            "".join(fibres_dark),
            fill="none",
            stroke="#000000",
            stroke_opacity=0.08,
            stroke_width=0.6,
            stroke_linecap="round",
        ),
    ]
    defs = radial_gradient(
        "g-soft-light", [(0, "#FFFFFF"), (1, "#FFFFFF")], opacity=(0.025, 0)
    ) + radial_gradient("g-soft-dark", [(0, "#000000"), (1, "#000000")], opacity=(0.045, 0))
    return document(
        TILE, TILE, defs, "\n".join(body), "truco-desktop felt: a seamless 256-unit tile"
    )


def _png(width: int, height: int, rows: list[bytes], colour_type: int) -> bytes:
    """Encode raw scanlines as a PNG (no filter bytes added by the caller)."""
    raw = b"".join(b"\x00" + r for r in rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    head = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", head)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def felt_noise_png() -> bytes:
    """A seamless 256 px greyscale noise tile (grey + alpha) for the scene's felt.

    Two octaves of wrapped value noise give the soft mottling of baize, and per-pixel
    noise gives its grain. Alpha is a constant 5 %, so the scene can tile it straight
    over its gradient (DESIGN.md §9: "greyscale noise, 4-6 %").
    """
    rnd = random.Random(1889)
    octaves = []
    for cells in (8, 32):
        grid = [[rnd.random() for _ in range(cells)] for _ in range(cells)]
        octaves.append((cells, grid))

    def smooth(t: float) -> float:
        return t * t * (3 - 2 * t)

    rows = []
    for y in range(TILE):
        row = bytearray()
        for x in range(TILE):
            v = 0.0
            for weight, (cells, grid) in zip((0.45, 0.25), octaves, strict=True):
                fx, fy = x * cells / TILE, y * cells / TILE
                ix, iy = int(fx), int(fy)
                tx, ty = smooth(fx - ix), smooth(fy - iy)
                a = grid[iy % cells][ix % cells]
                b = grid[iy % cells][(ix + 1) % cells]
                c = grid[(iy + 1) % cells][ix % cells]
                d = grid[(iy + 1) % cells][(ix + 1) % cells]
                top = a + (b - a) * tx
                bottom = c + (d - c) * tx
                v += weight * (top + (bottom - top) * ty)
            v += 0.30 * rnd.random()
            row += bytes((max(0, min(255, int(v * 255))), 13))
        rows.append(bytes(row))
    return _png(TILE, TILE, rows, 4)


def icon_svg() -> str:
    """The app icon: the two best cards of Truco, fanned on a square of felt.

    The ancho de espadas and the ancho de bastos are what every Truco player knows, and
    they stay recognisable at 16 px as a blue blade and a brown club on ivory.
    """
    size = 512
    defs = "\n".join(
        [
            cardbase.defs(),
            spanish_suits.gradients(),
            f'<g id="sp-e-long">{spanish_suits.sword_long()}</g>',
            f'<g id="sp-b">{spanish_suits.club()}</g>',
            radial_gradient(
                "g-felt", [(0, P.FELT_HI), (0.7, P.FELT), (1, P.FELT_LO)], cx=0.5, cy=0.42, r=0.7
            ),
            linear_gradient("g-rim", [(0, "#F2CB63"), (1, "#B07A16")], x2=0.3, y2=1),
        ]
    )
    cw, ch = 196.0, 300.0  # Spanish card proportions

    def card(inner: str, cx: float, cy: float, rot: float, frame_colour: str) -> str:
        r = 0.065 * cw
        return group(
            [
                rect(-cw / 2 + 4, -ch / 2 + 9, cw, ch, r, fill="#000000", fill_opacity=0.28),
                rect(
                    -cw / 2, -ch / 2, cw, ch, r, fill="url(#g-face)", stroke=P.EDGE, stroke_width=3
                ),
                rect(
                    -cw / 2 + 14,
                    -ch / 2 + 16,
                    cw - 28,
                    ch - 32,
                    2,
                    fill="none",
                    stroke=frame_colour,
                    stroke_width=5,
                ),
                inner,
            ],
            f"translate({n(cx)} {n(cy)}) rotate({n(rot)})",
        )

    body = [
        rect(16, 16, size - 32, size - 32, 96, fill="url(#g-felt)"),
        rect(30, 30, size - 60, size - 60, 84, fill="none", stroke="url(#g-rim)", stroke_width=7),
        card(use("sp-b", 0, 4, -10, 2.5), 312, 262, 13, "#3F7F3A"),
        card(use("sp-e-long", 0, 0, 0, 2.6), 200, 256, -11, P.BLUE),
    ]
    return document(size, size, defs, "\n".join(body), "truco-desktop")
