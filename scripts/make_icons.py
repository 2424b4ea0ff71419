"""Draw the app icons (web/icons/icon-192.png, icon-512.png) with zlib alone.

    python3 scripts/make_icons.py

A cream card with a red diamond on the felt green of the table, the card well
inside the central 80% so the icons also work as "maskable" (cropped to a
circle or squircle by the launcher). The PNGs are committed; tests check they
are what this script draws.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"
SIZES = (192, 512)
FELT = (0x1F, 0x6B, 0x45)
EDGE = (0x14, 0x49, 0x2F)
CARD = (0xF4, 0xF1, 0xE8)
RED = (0xB3, 0x26, 0x1E)
SAMPLES = 3  # per axis, for smooth edges


def _colour(x: float, y: float) -> tuple[int, int, int]:
    """The colour at (x, y) in the unit square."""
    # The card: a rounded rectangle, 0.46 wide and 0.62 tall, centred.
    hw, hh, r = 0.23, 0.31, 0.05
    dx, dy = max(abs(x - 0.5) - (hw - r), 0.0), max(abs(y - 0.5) - (hh - r), 0.0)
    dist = (dx * dx + dy * dy) ** 0.5 - r
    if dist > 0.018:
        return FELT
    if dist > 0:
        return EDGE  # a darker rim sets the card off the felt
    if abs(x - 0.5) / 0.15 + abs(y - 0.5) / 0.21 <= 1:
        return RED  # the diamond
    return CARD


def _felt(p: int, size: int, reach: float) -> bool:
    """Every sample of pixel row or column `p` lies further than `reach` from the centre
    line: past the card's rim (reach: half its width or height, the rim, and a margin),
    so all of them are felt, as _colour would say."""
    return all(abs((p + (s + 0.5) / SAMPLES) / size - 0.5) > reach for s in range(SAMPLES))


def draw(size: int) -> bytes:
    rows = []
    n = SAMPLES * SAMPLES
    felt = bytes(FELT)
    for py in range(size):
        row = bytearray([0])  # PNG filter: none
        if _felt(py, size, 0.33):      # 0.31 + 0.018 from the centre, 0.002 to spare
            rows.append(bytes(row) + felt * size)
            continue
        for px in range(size):
            if _felt(px, size, 0.25):  # 0.23 + 0.018
                row += felt
                continue
            acc = [0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    c = _colour((px + (sx + 0.5) / SAMPLES) / size,
                                (py + (sy + 0.5) / SAMPLES) / size)
                    acc[0] += c[0]
                    acc[1] += c[1]
                    acc[2] += c[2]
            row += bytes(round(v / n) for v in acc)
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width: int, height: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        path = OUT / f"icon-{size}.png"
        path.write_bytes(draw(size))
        print(f"wrote {path.relative_to(OUT.parent.parent)}")


if __name__ == "__main__":
    main()
