"""A plain Qt Quick 3D window: cubes over a felt plane under one light, nothing of Dice Bar. The frame benchmarks
time it beside the program in the same run (bench_table.py's `plain_*`), so that the program's figures read as
ratios to what Qt Quick 3D itself costs on this machine; bench_bundle.py freezes the same window (still cubes, no
felt) as its minimal program.

`cubes_qml(count, ...)` gives the window's QML; run as a script (`plain_scene.py COUNT SECONDS`) it shows the
window with COUNT spinning cubes for SECONDS and quits: run it with QSG_RENDER_TIMING=1 to read its frames.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

WIDTH, HEIGHT = 1280, 800


def cubes_qml(count: int, *, spinning: bool = False, felt: bool = False) -> str:
    """A window of WIDTH x HEIGHT with `count` cubes in rows of five, one directional light, and (`felt`) a green
    plane under them; `spinning`: each cube turns without end, so that every frame draws something new."""
    spin = (
        "NumberAnimation on eulerRotation.y { from: 0; to: 360; duration: 2000; loops: Animation.Infinite }"
        if spinning
        else ""
    )
    plane = (
        'Model { source: "#Rectangle"; y: -60; eulerRotation.x: -90; scale: Qt.vector3d(14, 9, 1);'
        ' materials: PrincipledMaterial { baseColor: "#1f5c36"; roughness: 0.9 } }'
        if felt
        else ""
    )
    return f"""
import QtQuick
import QtQuick3D
Window {{
    width: {WIDTH}; height: {HEIGHT}; visible: true
    View3D {{
        anchors.fill: parent
        environment: SceneEnvironment {{ clearColor: "#204020"; backgroundMode: SceneEnvironment.Color }}
        PerspectiveCamera {{ position: Qt.vector3d(0, 200, 600); eulerRotation.x: -15 }}
        DirectionalLight {{ eulerRotation.x: -40 }}
        {plane}
        Repeater3D {{
            model: {count}
            Model {{
                source: "#Cube"; x: (index % 5 - 2) * 120; z: -Math.floor(index / 5) * 120
                eulerRotation: Qt.vector3d(20 * index, 30, 0)
                materials: PrincipledMaterial {{ baseColor: "ivory" }}
                {spin}
            }}
        }}
    }}
}}
"""


def show(count: int, seconds: float) -> None:
    """Show the window with `count` spinning cubes on the felt for `seconds`, then quit."""
    app = QGuiApplication(sys.argv[:1])
    engine = QQmlApplicationEngine()
    engine.loadData(cubes_qml(count, spinning=True, felt=True).encode())
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    del engine


if __name__ == "__main__":
    show(int(sys.argv[1]), float(sys.argv[2]))
