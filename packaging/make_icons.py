"""Generate Dice Bar's icons from the one master drawing, icons/dicebar.svg:

    icons/dicebar-<N>.png   N = 16, 24, 32, 48, 64, 128, 256, 512, 1024 (the hicolor theme, the .desktop entry)
    icons/dicebar.ico       Windows: 16..256 px, PNG payloads (Windows Vista and later read them)
    icons/dicebar.icns      macOS: 16..1024 px (1x and 2x), PNG payloads

    .venv/bin/python packaging/make_icons.py [--check]

Drawn with Qt's own SVG renderer (PySide6, already a dependency); the ICO and ICNS containers are written here,
they are a header and a directory in front of the PNGs. The output is the same bytes on every run with the same
Qt, so the generated files are committed and `--check` (and tests/packaging/test_icons.py) says whether they are
up to date.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "icons"
MASTER = ICONS / "dicebar.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types with PNG payloads and their pixel sizes (the @2x types carry the Retina versions).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a size x size transparent image, as PNG bytes."""
    if QGuiApplication.instance() is None:
        raise RuntimeError("render_png needs a QGuiApplication")
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if not png.startswith(PNG_SIGNATURE) or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def write_ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per size (0 stands for 256), then the PNGs."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payloads = [], []
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        payloads.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(payloads)


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, PNG) for every image of an ICO written by write_ico; ValueError for anything else."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1 or count == 0:
        raise ValueError("not an icon file")
    images = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        png = data[offset : offset + length]
        if len(png) != length or planes != 1 or bits != 32:
            raise ValueError(f"icon entry {index} is damaged")
        side = width or 256
        if (width, height) != (side % 256, side % 256) or png_size(png) != (side, side):
            raise ValueError(f"icon entry {index} says {side} px but holds {png_size(png)}")
        images.append((side, png))
    return images


def write_icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' and the total length, then (type, 8 + length, PNG) per element."""
    elements = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def read_icns(data: bytes) -> list[tuple[bytes, int, bytes]]:
    """(type, size, PNG) for every element of an ICNS; ValueError when the container does not add up."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    wanted = dict(ICNS_TYPES)
    position, elements = 8, []
    while position < len(data):
        kind, length = data[position : position + 4], struct.unpack(">I", data[position + 4 : position + 8])[0]
        if length < 8 or position + length > len(data):
            raise ValueError(f"ICNS element {kind!r} overruns the file")
        png = data[position + 8 : position + length]
        size = wanted.get(kind)
        if size is None or png_size(png) != (size, size):
            raise ValueError(f"ICNS element {kind!r} does not hold a {size} px PNG")
        elements.append((kind, size, png))
        position += length
    return elements


def generate(svg: Path = MASTER) -> dict[str, bytes]:
    """Every generated icon file: name -> bytes."""
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    files = {f"dicebar-{size}.png": pngs[size] for size in PNG_SIZES}
    files["dicebar.ico"] = write_ico({size: pngs[size] for size in ICO_SIZES})
    files["dicebar.icns"] = write_icns(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether the committed files are up to date")
    args = parser.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(["make_icons", "-platform", "offscreen"])
    files = generate()
    stale = [
        name for name, data in files.items() if not (ICONS / name).is_file() or (ICONS / name).read_bytes() != data
    ]
    if args.check:
        if stale:
            print(f"make_icons: out of date: {', '.join(stale)}; run packaging/make_icons.py", file=sys.stderr)
            return 1
        print("make_icons: every icon is up to date")
        return 0
    for name in stale:
        (ICONS / name).write_bytes(files[name])
    print(f"make_icons: wrote {len(stale)} of {len(files)} files in {ICONS}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
