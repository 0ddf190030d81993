"""BackdropPicture (resources/qml/BackdropPicture.qml): a texture showing its own copy of an item, taken on the
graphics side, Table3D's backdrop as the moving layer samples it. Drawn here through the backdrop's own material,
filling a small view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

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
    property var answered: []
    function grab() {
        picture.take(source, Qt.size(48, 32), () => { picture.show(); grabs += 1 })
        return true
    }
    // two takes asked at once, of the source and of `other`: each answer noted, the last one shown
    function grabTwice() {
        picture.take(source, Qt.size(48, 32), () => { answered = answered.concat(["source"]) })
        picture.take(other, Qt.size(48, 32), () => {
            answered = answered.concat(["other"]); picture.show(); grabs += 1
        })
    }
    function grabAndDrop() {
        picture.take(source, Qt.size(48, 32), () => { picture.dropTaken(); grabs += 1 })
    }
    Rectangle {
        id: source
        objectName: "source"
        x: -width - 16  // beside the window, as Table3D's backdrop
        width: 48; height: 32; color: "#0a141e"
        Rectangle { width: 12; height: 8; color: "#c86432" }
        Rectangle { x: 36; y: 24; width: 12; height: 8; color: "#1e3cb4" }
    }
    Rectangle { id: other; x: -2 * (width + 16); width: 48; height: 32; color: "#285014" }
    View3D {
        anchors.fill: parent
        renderMode: View3D.Underlay
        environment: SceneEnvironment { backgroundMode: SceneEnvironment.Color; clearColor: "black" }
        PerspectiveCamera { z: 100 }
        Model {
            source: "#Rectangle"
            materials: BackdropMaterial { fill: true; backdropTexture: picture.texture }
        }
    }
    BackdropPicture { id: picture; objectName: "picture"; x: -64 }
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


def copies_held(window: QQuickWindow) -> int:
    """How many copies (textures) the picture holds."""
    picture = window.findChild(QQuickItem, "picture")
    loaders = [item for item in picture.childItems() if item.metaObject().className() == "QQuickLoader"]
    return sum(1 for loader in loaders if loader.property("item") is not None)


def test_one_copy_is_held_once_the_next_is_shown(qtbot: Any, scene: QQuickWindow) -> None:
    grab_shown(qtbot, scene)
    assert copies_held(scene) == 1
    grab_shown(qtbot, scene)
    qtbot.waitUntil(lambda: copies_held(scene) == 1, timeout=2000)  # the one shown before let go


def test_a_take_asked_during_another_replaces_it(qtbot: Any, scene: QQuickWindow) -> None:
    """Only the last take is answered, and it shows its own item."""
    scene.grabTwice()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: scene.property("grabs") == 1, timeout=5000)
    qtbot.wait(200)
    assert [str(name) for name in scene.property("answered").toVariant()] == ["other"]
    green = np.empty((HEIGHT, WIDTH, 3), np.uint8)
    green[:] = (40, 80, 20)
    qtbot.waitUntil(lambda: shows(scene, green), timeout=5000)


def test_a_picture_let_go_holds_nothing_and_stays_ready(qtbot: Any, scene: QQuickWindow) -> None:
    grab_shown(qtbot, scene)
    picture = scene.findChild(QObject, "picture")
    picture.letGo()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: copies_held(scene) == 0, timeout=2000)
    assert picture.property("ready") is True and picture.property("pictureLetGo") is True
    grab_shown(qtbot, scene)
    assert picture.property("pictureLetGo") is False
    qtbot.waitUntil(lambda: shows(scene, expected()), timeout=5000)


def test_a_take_dropped_is_not_shown_and_not_held(qtbot: Any, scene: QQuickWindow) -> None:
    grab_shown(qtbot, scene)
    scene.findChild(QObject, "source").setProperty("color", "#ffffff")
    scene.grabAndDrop()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: scene.property("grabs") == 2, timeout=5000)
    qtbot.waitUntil(lambda: copies_held(scene) == 1, timeout=2000)
    qtbot.wait(100)
    assert shows(scene, expected())  # still the first copy
