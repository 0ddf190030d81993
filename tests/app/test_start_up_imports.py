"""The lobby starts without numpy, MuJoCo, the throw planner or the texture code (start-up time): they
load with the first table, or on the warm-up thread after the first frame (dicebar.app.warm_up)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

HEAVY = ("numpy", "mujoco", "dicebar.physics.throw", "dicebar.physics.table", "dicebar.ui.textures")

# The real program (dicebar.app.gui.run, as `dicebar` starts it), told to print which of HEAVY are loaded when
# its window shows its first frame (the lobby's) and once more when it quits, after the warm-up thread's work.
PROGRAM = f"""
import json, sys
from dicebar.app import gui
from dicebar.ui.frame_clock import FrameClock

def note_first_frame(window):
    def heard():
        if clock.frames == 1:
            print("first frame", json.dumps([name for name in {HEAVY!r} if name in sys.modules]), flush=True)
    clock = FrameClock(window, heard)  # (heard in the GUI thread, as dicebar.app.first_frame does)

gui.report_first_frame = note_first_frame
code = gui.run(sys.argv[1:])
print("at the end", json.dumps([name for name in {HEAVY!r} if name in sys.modules]), flush=True)
raise SystemExit(code)
"""


def test_the_window_module_and_the_lobby_load_none_of_the_table_s_heavy_modules() -> None:
    probe = (
        "import json, sys\n"
        "import dicebar.app.gui, dicebar.app.cli, dicebar.app.storage, dicebar.session.lobby\n"
        "from dicebar.session.lobby import Lobby\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "Lobby()\n"
        f"print(json.dumps([name for name in {HEAVY!r} if name in sys.modules]))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_a_game_session_still_brings_the_physics_in() -> None:
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "from dicebar.session.lobby import Lobby, default_setup\n"
        "lobby = Lobby()\n"
        "assert lobby.start(default_setup('bar-dice'))\n"
        "print('numpy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "True"


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (Xvfb)")
def test_the_program_shows_the_lobby_before_loading_numpy_and_mujoco(tmp_path: Path) -> None:
    command = [sys.executable, "-c", PROGRAM, "--size", "800x600", "--screenshot", str(tmp_path / "lobby.png")]
    done = subprocess.run([*command, "--after", "6000"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = dict(line.split(" [", 1) for line in done.stdout.splitlines() if line.startswith(("first", "at the")))
    assert json.loads("[" + loaded["first frame"]) == []
    # the control: by the end the warm-up thread has loaded them (they are not merely unused modules)
    assert {"numpy", "mujoco", "dicebar.physics.throw"} <= set(json.loads("[" + loaded["at the end"]))


NOT_FOR_PLAY = ("segno", "ssl", "http.client")


def test_playing_loads_no_qr_code_or_network_code_until_a_receipt_is_drawn() -> None:
    """segno imports urllib.request, http.client and ssl (OpenSSL's TLS): memory and start-up time that only a
    kiosk's receipt needs, so it loads when one is drawn."""
    probe = (
        "import json, sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "import dicebar.app.gui, dicebar.app.cli\n"
        "from dicebar.session.lobby import Lobby, default_setup\n"
        "lobby = Lobby()\n"
        "assert lobby.start(default_setup('fives-to-the-right'))\n"
        f"print(json.dumps([name for name in {NOT_FOR_PLAY!r} if name in sys.modules]))\n"
        "from dicebar.app.receipt import qr_data_url\n"
        "assert qr_data_url('a receipt').startswith('data:image/png;base64,')\n"
        f"print(json.dumps([name for name in {NOT_FOR_PLAY!r} if name in sys.modules]))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    playing, receipt = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert playing == []
    assert "segno" in receipt  # the control: the receipt does load it
