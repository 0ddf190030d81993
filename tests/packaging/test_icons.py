"""The app icon: one master SVG, and the PNG sizes, .ico and .icns that packaging/make_icons.py makes from it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from .scripts import ROOT, load_script

ICONS = ROOT / "icons"
make_icons = load_script("make_icons")


@pytest.fixture(scope="module")
def generated(qapp: Any) -> dict[str, bytes]:
    files: dict[str, bytes] = make_icons.generate()
    return files


def test_regenerating_gives_the_committed_files(generated: dict[str, bytes]) -> None:
    committed = {path.name for path in ICONS.iterdir() if path.name != "dicebar.svg"}
    assert committed == set(generated)
    for name, data in generated.items():
        assert (ICONS / name).read_bytes() == data, f"icons/{name} is stale: run packaging/make_icons.py"


def test_every_png_size_from_16_to_1024() -> None:
    for size in make_icons.PNG_SIZES:
        image = QImage(str(ICONS / f"dicebar-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    assert make_icons.PNG_SIZES[0] == 16 and make_icons.PNG_SIZES[-1] == 1024


def _qt_images(data: bytes, fmt: bytes) -> list[tuple[int, int]]:
    """Every image in an icon container, as Qt's own ico/icns readers see it (an independent check of ours)."""
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, QByteArray(fmt))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append((image.width(), image.height()))
    return sizes


def test_the_ico_holds_16_to_256_and_windows_readers_agree() -> None:
    data = (ICONS / "dicebar.ico").read_bytes()
    sizes = [size for size, _ in make_icons.read_ico(data)]
    assert sizes == list(make_icons.ICO_SIZES)
    assert sorted(_qt_images(data, b"ico")) == [(s, s) for s in make_icons.ICO_SIZES]


def test_the_icns_holds_every_macos_size_and_qt_reads_it() -> None:
    data = (ICONS / "dicebar.icns").read_bytes()
    elements = make_icons.read_icns(data)
    assert [kind for kind, _, _ in elements] == [kind for kind, _ in make_icons.ICNS_TYPES]
    assert {size for _, size, _ in elements} == {16, 32, 64, 128, 256, 512, 1024}
    assert sorted(_qt_images(data, b"icns")) == sorted((s, s) for _, s in make_icons.ICNS_TYPES)


def test_damaged_containers_are_refused() -> None:
    ico = (ICONS / "dicebar.ico").read_bytes()
    with pytest.raises(ValueError):
        make_icons.read_ico(ico[:200])  # the directory points past the end
    icns = (ICONS / "dicebar.icns").read_bytes()
    with pytest.raises(ValueError):
        make_icons.read_icns(icns[:-1])


def test_the_icon_reads_at_16_px() -> None:
    """At 16 px the front die must still stand out: light ivory pixels against the dark felt and rail."""
    image = QImage(str(ICONS / "dicebar-16.png"))
    light = dark = 0
    for y in range(16):
        for x in range(16):
            color = image.pixelColor(x, y)
            if color.alpha() < 200:
                continue
            if color.lightness() > 180:
                light += 1
            elif color.lightness() < 90:
                dark += 1
    assert light >= 20  # the ivory die, about 8 x 8 px
    assert dark >= 60  # felt, rail and pips around it
