"""`dicebar --screenshot` with the threaded render loop while that thread logs every frame (QSG_RENDER_TIMING, as
tests/bench/bench_table.py runs it): the grab must not deadlock against the Python message handler (a message
the render thread logs during the grab waits for the GIL the grab holds). Before the grab the program tells the
log category `dicebar.motion` that its frames pause, so the benchmark does not count the grab as a frame."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (Xvfb)")
def test_a_screenshot_is_saved_while_the_render_thread_logs(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    env = dict(os.environ, QSG_RENDER_TIMING="1", QT_LOGGING_RULES="dicebar.motion.info=true")
    env.pop("QSG_RENDER_LOOP", None)  # the threaded loop, as users get it
    command = [sys.executable, "-m", "dicebar", "--start", "fives-to-the-right", "--players", "5"]
    command += ["--size", "800x600", "--screenshot", str(shot), "--after", "4000"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000
    assert "frame rendered in" in done.stderr  # the render thread did log while the window was grabbed
    # (the render thread's lines may run into it: they go straight to stderr while a grab waits)
    assert "dicebar.motion: paused" in done.stderr
