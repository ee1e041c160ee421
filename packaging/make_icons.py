#!/usr/bin/env python3
"""Write the Windows .ico and the macOS .icns of the app from its SVG icon.

    python packaging/make_icons.py            # writes packaging/windows/truco-desktop.ico
                                              # and packaging/macos/truco-desktop.icns

Both containers are simple enough to write by hand, which spares a dependency on
Pillow or on Apple's `iconutil` (so the macOS icon can be made on Linux):

* ICO: a 6-byte header, one 16-byte directory entry per image, then the images. Every
  image is stored as PNG, which Windows reads since Vista.
* ICNS: the magic `icns` and the total length, then one block per image: a four-letter
  type, the block length (8 + data) and PNG data; all integers big-endian.

The SVG is rendered once per pixel size with QSvgRenderer, so small sizes are drawn
from the vector art rather than shrunk from a large bitmap.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "icons" / "truco-desktop.svg"
ICO = ROOT / "packaging" / "windows" / "truco-desktop.ico"
ICNS = ROOT / "packaging" / "macos" / "truco-desktop.icns"

ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: ICNS block types and their pixel sizes (the @2x types are the Retina variants).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon drawn at `size` x `size` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size; 256 is written as 0 in the directory."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with one PNG block per type of `ICNS_TYPES`."""
    blocks = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, image bytes) of each ICO entry; ValueError if it is not a valid ICO."""
    if len(data) < 6:
        raise ValueError("not an ICO file")
    reserved, kind, count = struct.unpack_from("<HHH", data)
    if reserved != 0 or kind != 1 or len(data) < 6 + 16 * count:
        raise ValueError("not an ICO file")
    images = []
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        if offset + length > len(data):
            raise ValueError(f"ICO entry {index} runs past the end of the file")
        images.append((side or 256, data[offset : offset + length]))
    return images


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, image bytes) of each ICNS block; ValueError if it is not a valid ICNS."""
    if len(data) < 8 or data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an ICNS file, or a truncated one")
    blocks, position = [], 8
    while position < len(data):
        if position + 8 > len(data):
            raise ValueError("ICNS file ends inside a block header")
        kind = data[position : position + 4]
        (length,) = struct.unpack_from(">I", data, position + 4)
        if length < 8 or position + length > len(data):
            raise ValueError(f"ICNS block {kind!r} has a bad length")
        blocks.append((kind, data[position + 8 : position + length]))
        position += length
    return blocks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=SVG)
    parser.add_argument("--ico", type=Path, default=ICO)
    parser.add_argument("--icns", type=Path, default=ICNS)
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(args.svg))
    if not renderer.isValid():
        print(f"cannot read {args.svg}", file=sys.stderr)
        return 1
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(renderer, size) for size in sorted(sizes)}
    for path, data in (
        (args.ico, ico_bytes({s: pngs[s] for s in ICO_SIZES})),
        (args.icns, icns_bytes(pngs)),
    ):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path} ({len(data) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
