"""Small helpers to write compact, deterministic SVG by hand.

Numbers are rounded to one decimal: the cards are drawn in units of a quarter
millimetre, so that is far below what any screen resolves, and it keeps each deck file
small and byte-for-byte reproducible.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def n(v: float) -> str:
    """Format a coordinate with at most one decimal and no trailing zeros."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def n2(v: float) -> str:
    """Format a scale factor or opacity, where one decimal is too coarse."""
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw: str | float | None) -> str:
    """Render keyword attributes; `stroke_width` becomes `stroke-width`, None is dropped."""
    out = []
    for key, val in kw.items():
        if val is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        text = n2(val) if isinstance(val, float) else str(val)
        out.append(f' {name}="{text}"')
    return "".join(out)


def path(d: str, **kw: str | float | None) -> str:
    """A `<path>` element."""
    return f'<path d="{d}"{attrs(**kw)}/>'


def circle(cx: float, cy: float, r: float, **kw: str | float | None) -> str:
    """A `<circle>`; zero centres are omitted to save bytes."""
    c = (f' cx="{n(cx)}"' if cx else "") + (f' cy="{n(cy)}"' if cy else "")
    return f'<circle{c} r="{n(r)}"{attrs(**kw)}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, **kw: str | float | None) -> str:
    """An `<ellipse>`."""
    c = (f' cx="{n(cx)}"' if cx else "") + (f' cy="{n(cy)}"' if cy else "")
    return f'<ellipse{c} rx="{n(rx)}" ry="{n(ry)}"{attrs(**kw)}/>'


def rect(x: float, y: float, w: float, h: float, r: float = 0.0, **kw: str | float | None) -> str:
    """A `<rect>`, optionally with rounded corners."""
    rr = f' rx="{n(r)}"' if r else ""
    return f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{rr}{attrs(**kw)}/>'


def group(body: str | Iterable[str], transform: str = "", **kw: str | float | None) -> str:
    """A `<g>`; a transform is added only when there is one."""
    text = body if isinstance(body, str) else "".join(body)
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{attrs(**kw)}>{text}</g>"


def tf(
    x: float = 0.0, y: float = 0.0, rot: float = 0.0, sx: float = 1.0, sy: float | None = None
) -> str:
    """Build a transform string: translate, then rotate (degrees), then scale."""
    parts = []
    if x or y:
        parts.append(f"translate({n(x)} {n(y)})")
    if rot:
        parts.append(f"rotate({n(rot)})")
    sy = sx if sy is None else sy
    if sx != 1.0 or sy != 1.0:
        parts.append(f"scale({n2(sx)})" if sx == sy else f"scale({n2(sx)} {n2(sy)})")
    return " ".join(parts)


def use(
    ref: str,
    x: float = 0.0,
    y: float = 0.0,
    rot: float = 0.0,
    scale: float = 1.0,
    sy: float | None = None,
) -> str:
    """Place a `<defs>` drawing with one transform (QSvgRenderer handles this correctly)."""
    t = tf(x, y, rot, scale, sy)
    tt = f' transform="{t}"' if t else ""
    return f'<use xlink:href="#{ref}"{tt}/>'


def poly(points: Sequence[Point], close: bool = True) -> str:
    """Path data for a polyline or polygon."""
    if not points:
        return ""
    head = f"M{n(points[0][0])} {n(points[0][1])}"
    body = "".join(f"L{n(x)} {n(y)}" for x, y in points[1:])
    return head + body + ("Z" if close else "")


def mirror_x(d_points: Sequence[Point]) -> list[Point]:
    """Mirror points about the vertical axis (for symmetric shapes drawn half at a time)."""
    return [(-x, y) for x, y in d_points]


def star_points(
    count: int,
    r_out: float,
    r_in: float,
    rot_deg: float = -90.0,
    cx: float = 0.0,
    cy: float = 0.0,
) -> list[Point]:
    """Vertices of a star with `count` points, first point at `rot_deg`."""
    pts = []
    for i in range(count * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot_deg) + math.pi * i / count
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def linear_gradient(
    gid: str,
    stops: Sequence[tuple[float, str]],
    x1: float = 0.0,
    y1: float = 0.0,
    x2: float = 1.0,
    y2: float = 0.0,
    opacity: Sequence[float] | None = None,
) -> str:
    """A linear gradient in object-bounding-box units."""
    s = "".join(
        f'<stop offset="{n2(o)}" stop-color="{c}"'
        + (f' stop-opacity="{n2(opacity[i])}"' if opacity else "")
        + "/>"
        for i, (o, c) in enumerate(stops)
    )
    return (
        f'<linearGradient id="{gid}" x1="{n2(x1)}" y1="{n2(y1)}" x2="{n2(x2)}" y2="{n2(y2)}">'
        f"{s}</linearGradient>"
    )


def radial_gradient(
    gid: str,
    stops: Sequence[tuple[float, str]],
    cx: float = 0.5,
    cy: float = 0.5,
    r: float = 0.5,
    fx: float | None = None,
    fy: float | None = None,
    opacity: Sequence[float] | None = None,
) -> str:
    """A radial gradient in object-bounding-box units."""
    s = "".join(
        f'<stop offset="{n2(o)}" stop-color="{c}"'
        + (f' stop-opacity="{n2(opacity[i])}"' if opacity else "")
        + "/>"
        for i, (o, c) in enumerate(stops)
    )
    focus = ""
    if fx is not None and fy is not None:
        focus = f' fx="{n2(fx)}" fy="{n2(fy)}"'
    return (
        f'<radialGradient id="{gid}" cx="{n2(cx)}" cy="{n2(cy)}" r="{n2(r)}"{focus}>'
        f"{s}</radialGradient>"
    )


def document(width: float, height: float, defs: str, body: str, title: str) -> str:
    """A complete SVG file. `title` documents the file for people who open it."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.1" width="{n(width)}" height="{n(height)}" '
        f'viewBox="0 0 {n(width)} {n(height)}">\n'
        f"<title>{title}</title>\n"
        f"<defs>\n{defs}\n</defs>\n{body}\n</svg>\n"
    )
