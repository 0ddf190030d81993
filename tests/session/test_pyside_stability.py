"""PySide6 6.12.0 on CPython 3.11 dies ("Fatal Python error: none_dealloc") after a few thousand calls of Qt
methods that return nothing. The pinned pair must survive 100,000 of them; a crash kills the child process."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene
app = QApplication([])
scene = QGraphicsScene()
item = QGraphicsRectItem(0, 0, 10, 10)
scene.addItem(item)
for step in range(50_000):
    item.setPos(step % 500, step % 300)
    item.update()
print("survived", step + 1)
"""


def test_a_hundred_thousand_void_qt_calls_do_not_crash() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived 50000"
