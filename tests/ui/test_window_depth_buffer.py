"""Under software rendering the program's window has no depth buffer (renderer.spare_the_window_depth_buffer):
llvmpipe then composites the table's layers without a depth test. On a GPU the window keeps Qt's default. Each
case runs in its own process: Qt reads QSG_NO_DEPTH_BUFFER once, at its first window."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
lobby = Lobby()
engine, window = build_window(lobby, size=(800, 500))
window.show()
def report():
    picture = window.grabWindow()
    print(json.dumps({"quality": window.property("quality"), "depth": window.requestedFormat().depthBufferSize(),
                      "drawn": not picture.isNull() and len({picture.pixel(x, 250) for x in range(0, 800, 8)}) > 3}))
    app.quit()
QTimer.singleShot(1500, report)
app.exec()
"""


def probe(quality: str) -> dict[str, object]:
    env = {key: value for key, value in os.environ.items() if key != "QSG_NO_DEPTH_BUFFER"}
    env["DICEBAR_QUALITY"] = quality
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, env=env, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(("quality", "has_depth"), [("software", False), ("gpu", True)])
def test_the_window_has_a_depth_buffer_only_on_a_gpu(quality: str, has_depth: bool) -> None:
    found = probe(quality)
    assert found["quality"] == quality
    assert (int(str(found["depth"])) > 0) is has_depth
    assert found["drawn"], "the lobby was not drawn"
