"""Start-up work left for later (so the lobby comes up quickly): a table draws only the textures of its own game,
and the window warms the physics and the table's textures up on a thread after its first frame. Each case runs
in its own process: what a process has asked for is process-wide (dicebar.ui.textures.file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from dicebar.ui import textures

pytestmark = pytest.mark.slow

TABLE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
from dicebar.app import warm_up
from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby, default_setup
from dicebar.ui import textures
warm_up.DELAY_MS = 10**6  # this probe looks at what the table itself asks for
lobby = Lobby()
setup = default_setup(sys.argv[1])
setup["seats"] = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo")]
engine, window = build_window(lobby, size=(1024, 600), auto_start=setup)
window.show()
def report():
    print(json.dumps({"quality": window.property("quality"), "kinds": sorted({key[0] for key in textures._files}),
                      "atlases": sorted(key[1] for key in textures._files if key[0] in ("pips", "poker"))}))
    app.quit()
QTimer.singleShot(int(sys.argv[2]), report)
app.exec()
"""

WARM = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
lobby = Lobby()
engine, window = build_window(lobby, size=(1024, 600))
window.show()
before = sorted(name for name in ("numpy", "mujoco") if name in sys.modules)
def report():
    from dicebar.ui import textures

    print(json.dumps({"before": before, "after": sorted(name for name in ("numpy", "mujoco") if name in sys.modules),
                      "kinds": sorted(key[0] for key in textures._files),
                      "wanted": sorted(kind for kind, _, _ in textures.wanted_for(lobby.setup["game"],
                                                                                window.property("quality") != "low"))}))
    app.quit()
QTimer.singleShot(int(sys.argv[1]), report)
app.exec()
"""


def _run(script: str, *args: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        env=dict(os.environ),
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(
    ("game_id", "kept_off"),
    [("aces-in-the-pot", {"poker", "pokerNormals", "chip"}), ("peekpoker", {"pips", "pipNormals", "token"})],
)
def test_a_table_draws_only_the_textures_its_game_shows(game_id: str, kept_off: set[str]) -> None:
    shown = _run(TABLE, game_id, "8000")
    kinds = set(shown["kinds"])  # type: ignore[arg-type]
    assert {"felt", "wood", "shadow"} <= kinds
    assert ("poker" if game_id == "peekpoker" else "pips") in kinds
    assert not kinds & kept_off
    if shown["quality"] == "low":  # llvmpipe: the materials use no normal maps, none is drawn
        assert not kinds & {"pipNormals", "pokerNormals"}
        assert shown["atlases"] == [textures.SOFTWARE_ATLAS]  # its dice are small: 256 px faces, not 512


def test_the_window_warms_the_table_up_after_its_first_frame() -> None:
    shown = _run(WARM, "8000")
    assert shown["before"] == []  # the lobby came up without numpy and MuJoCo
    assert shown["after"] == ["mujoco", "numpy"]
    assert shown["kinds"] == shown["wanted"]
