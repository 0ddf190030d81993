"""The lobby starts without numpy, MuJoCo, the throw planner or the texture code (start-up time): they
load with the first table, or on the warm-up thread after the first frame (dicebar.app.warm_up)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow

HEAVY = ("numpy", "mujoco", "dicebar.physics.throw", "dicebar.physics.table", "dicebar.ui.textures")


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
