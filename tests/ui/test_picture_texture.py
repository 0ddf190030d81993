"""BackdropPicture (resources/qml/BackdropPicture.qml): a texture showing its own copy of an item's grab, Table3D's
backdrop as the moving layer samples it. Drawn here through the backdrop's own material, filling a small view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickWindow

from dicebar.ui.qt_messages import grab_window

from .conftest import QML_DIR

WIDTH, HEIGHT = 48, 32

# A picture whose rows and columns all differ: a red block at the top left, a blue one at the bottom right.
SCENE = b"""
import QtQuick
import QtQuick3D
Window {
    width: 48; height: 32; visible: true
    property int grabs: 0
    function grab() {
        return source.grabToImage(result => { picture.grab = result; grabs += 1 })
    }
    Rectangle {
        id: source
        objectName: "source"
        x: -width - 16  // beside the window, as Table3D's backdrop
        width: 48; height: 32; color: "#0a141e"
        Rectangle { width: 12; height: 8; color: "#c86432" }
        Rectangle { x: 36; y: 24; width: 12; height: 8; color: "#1e3cb4" }
    }
    View3D {
        anchors.fill: parent
        renderMode: View3D.Underlay
        environment: SceneEnvironment { backgroundMode: SceneEnvironment.Color; clearColor: "black" }
        PerspectiveCamera { z: 100 }
        Model {
            source: "#Rectangle"
            materials: BackdropMaterial { fill: true; backdropTexture: picture }
        }
        BackdropPicture { id: picture; objectName: "picture" }
    }
}
"""


@pytest.fixture
def scene(qtbot: Any) -> Iterator[QQuickWindow]:
    engine = QQmlEngine()
    engine.addImportPath(str(QML_DIR))
    component = QQmlComponent(engine)
    component.setData(SCENE, QUrl.fromLocalFile(str(QML_DIR / "BackdropPictureTest.qml")))
    window = component.create()
    assert isinstance(window, QQuickWindow), component.errorString()
    qtbot.waitExposed(window)
    yield window
    window.close()
    window.deleteLater()
    del engine


def rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width() * 3].reshape(image.height(), image.width(), 3).copy()


def expected() -> np.ndarray:
    out = np.empty((HEIGHT, WIDTH, 3), np.uint8)
    out[:] = (10, 20, 30)
    out[:8, :12] = (200, 100, 50)
    out[24:, 36:] = (30, 60, 180)
    return out


def shows(window: QQuickWindow, pixels: np.ndarray) -> bool:
    return bool((rgb(grab_window(window)) == pixels).all())


def grab_shown(qtbot: Any, window: QQuickWindow) -> None:
    before = window.property("grabs")
    assert window.grab() is True  # the method of the QML window: asked for
    qtbot.waitUntil(lambda: window.property("grabs") == before + 1, timeout=5000)
    picture = window.findChild(QObject, "picture")
    qtbot.waitUntil(lambda: bool(picture.property("ready")), timeout=5000)
    size = picture.property("pictureSize")
    assert (size.width(), size.height()) == (WIDTH, HEIGHT)


def test_the_picture_is_shown_pixel_for_pixel_top_row_first(qtbot: Any, scene: QQuickWindow) -> None:
    assert scene.findChild(QObject, "picture").property("ready") is False
    grab_shown(qtbot, scene)
    qtbot.waitUntil(lambda: shows(scene, expected()), timeout=5000)


def test_the_copy_is_its_own(qtbot: Any, scene: QQuickWindow) -> None:
    """The item grabbed changes, then goes: the texture keeps showing what was copied, until the next copy."""
    grab_shown(qtbot, scene)
    source = scene.findChild(QObject, "source")
    source.setProperty("color", "#ffffff")
    qtbot.wait(100)
    assert shows(scene, expected())
    grab_shown(qtbot, scene)
    now = expected()
    now[(now == (10, 20, 30)).all(axis=-1)] = (255, 255, 255)
    qtbot.waitUntil(lambda: shows(scene, now), timeout=5000)
    source.deleteLater()
    qtbot.wait(100)
    assert shows(scene, now)
