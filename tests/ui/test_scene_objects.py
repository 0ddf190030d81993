"""No Python-made Qt Quick 3D object in the table's scene: Qt's render thread calls their virtual methods while the
GUI thread may hold Python's lock (in grabWindow, say), and PySide's wrapper of a Python-made object takes that lock
for each of them, a deadlock under the threaded render loop that users get (dicebar.ui.qml_types)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtQuick3D import QQuick3DGeometry, QQuick3DObject, QQuick3DTextureData

from .conftest import program_window

NAMES = ("Max", "Danielle", "James")


def made_in_python(obj: QObject) -> bool:
    """A Python class's instance: PySide shows an object made in C++ as its nearest wrapped class."""
    return not type(obj).__module__.startswith("PySide6.")


@pytest.mark.parametrize("game_id", ["aces-in-the-pot", "peekpoker"])  # pips and tokens; poker faces and chips
def test_the_scene_holds_only_qt_made_objects(qtbot: Any, game_id: str) -> None:
    setup = {"game": game_id, "options": {}, "seats": [{"name": name, "human": True} for name in NAMES]}
    with program_window(qtbot, setup) as (_, window):
        table = None

        def shown() -> bool:
            nonlocal table
            table = window.findChild(QObject, "table3d")
            return table is not None and bool(table.findChildren(QQuick3DGeometry))

        qtbot.waitUntil(shown, timeout=10000)
        qtbot.wait(300)
        assert table is not None
        scene = table.findChildren(QQuick3DObject)
        geometries = [obj for obj in scene if isinstance(obj, QQuick3DGeometry)]
        assert len(geometries) >= 3  # the die's, the token's and the chip's meshes, at least
        made = [type(obj).__qualname__ for obj in scene if made_in_python(obj)]
        assert made == []
        assert not [obj for obj in scene if isinstance(obj, QQuick3DTextureData)]
