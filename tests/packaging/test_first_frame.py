"""DICEBAR_FIRST_FRAME=1 (app/first_frame.py): the window prints `first-frame <seconds since process start>` once,
at its first shown frame; without the variable it prints nothing. Each case runs in a process of its own, so the
time since the process started is that process's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow
from dicebar.app.first_frame import report_first_frame

app = QGuiApplication(sys.argv)
window = QQuickWindow()
window.resize(200, 100)
report_first_frame(window)
window.show()
QTimer.singleShot(1500, app.quit)  # several frames: the line must still come only once
app.exec()
"""


def _run(first_frame: str | None) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "desktop"))
    env.pop("DICEBAR_FIRST_FRAME", None)
    if first_frame is not None:
        env["DICEBAR_FIRST_FRAME"] = first_frame
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs the X display tests/conftest.py starts")
def test_first_frame_is_printed_once_with_the_time_since_start() -> None:
    lines = _run("1").splitlines()
    assert len(lines) == 1 and lines[0].startswith("first-frame ")
    seconds = float(lines[0].split()[1])
    assert 0.0 < seconds < 30.0


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs the X display tests/conftest.py starts")
def test_nothing_is_printed_without_the_variable() -> None:
    assert _run(None) == ""
