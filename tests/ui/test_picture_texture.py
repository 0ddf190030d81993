"""PictureTexture (dicebar.ui.qml_types): texture data holding its own copy of a picture, Table3D's backdrop."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage
from PySide6.QtQuick3D import QQuick3DTextureData

from dicebar.ui.qml_types import PictureTexture


def picture(width: int, height: int, fmt: QImage.Format) -> QImage:
    image = QImage(width, height, fmt)
    image.fill(QColor(10, 20, 30))
    image.setPixelColor(0, 0, QColor(200, 100, 50))  # the first row is the top
    return image


def test_a_picture_becomes_rgba_texture_data_row_by_row(qapp: Any) -> None:
    texture = PictureTexture()
    readied: list[bool] = []
    texture.readyChanged.connect(lambda: readied.append(texture.property("ready")))
    assert texture.property("ready") is False
    texture.show(picture(5, 3, QImage.Format.Format_ARGB32_Premultiplied))
    assert readied == [True]
    assert (texture.size().width(), texture.size().height()) == (5, 3)
    assert texture.format() == QQuick3DTextureData.Format.RGBA8
    data = bytes(texture.textureData())
    assert len(data) == 5 * 3 * 4
    assert data[:4] == bytes([200, 100, 50, 255])
    assert data[4:8] == bytes([10, 20, 30, 255])


def test_the_copy_is_its_own_and_an_empty_picture_changes_nothing(qapp: Any) -> None:
    texture = PictureTexture()
    image = picture(2, 2, QImage.Format.Format_RGB32)
    texture.show(image)
    image.fill(QColor(0, 0, 0))  # the picture changes afterwards: the texture keeps what it was shown
    assert bytes(texture.textureData())[:3] == bytes([200, 100, 50])
    texture.show(QImage())
    assert (texture.size().width(), texture.size().height()) == (2, 2)
    assert texture.property("ready") is True


def test_a_grab_s_premultiplied_rgba_is_copied_as_it_is(qapp: Any) -> None:
    """An item's grab comes as RGBA8888, premultiplied; for an opaque picture those are the texture's bytes."""
    texture = PictureTexture()
    texture.show(picture(3, 2, QImage.Format.Format_RGBA8888_Premultiplied))
    data = bytes(texture.textureData())
    assert len(data) == 3 * 2 * 4
    assert data[:8] == bytes([200, 100, 50, 255, 10, 20, 30, 255])
