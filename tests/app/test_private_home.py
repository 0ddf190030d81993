"""Dice Bar writes its files in its data folder only, and the tests keep out of the user's home.

The real program (the table, the lobby, the kiosk) run with a fresh HOME and DICEBAR_DATA_DIR writes nothing under
HOME except the cache folder (Qt's compiled QML and shaders): the save, the settings, the statistics, the log and
Qt's settings file (the lobby's last table, the kiosk's recent names, the table's volume and mute, through QML's
`Settings` too) all lie in the data folder. Without DICEBAR_DATA_DIR, what an earlier Dice Bar kept in
~/.config/Dice Bar/Dice Bar.conf is carried over to the data folder once. And a test run (tests/conftest.py) gives
itself a home of its own, so the tests never touch the developer's settings.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from dicebar.session.resources import resources_dir

ROOT = Path(__file__).resolve().parents[2]
needs_display = pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (Xvfb)")
QT_SETTINGS = Path("Dice Bar") / "Dice Bar.ini"  # in the data folder: <organization>/<application>.ini
EARLIER_SETUP = {"game": "layman-bar-dice", "seats": [{"name": "Ida", "human": True, "strength": "good"}]}


def fresh_home(tmp_path: Path, data: Path | None) -> tuple[Path, dict[str, str]]:
    """An empty HOME, no XDG folders but the runtime one a login session gives, and DICEBAR_DATA_DIR if `data`."""
    home, runtime = tmp_path / "home", tmp_path / "runtime"
    home.mkdir()
    runtime.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DICEBAR_DATA_DIR", "PYTEST_"))}
    env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime))  # without it PulseAudio's client writes in ~/.config
    if data is not None:
        env["DICEBAR_DATA_DIR"] = str(data)
    return home, env


def written(home: Path, *kept: str) -> list[str]:
    """Everything under `home` (folders too) outside its cache folder and the `kept` paths (and their folders)."""
    allowed = (".cache", *kept)

    def expected(name: str) -> bool:
        return any(name == a or name.startswith(a + "/") or a.startswith(name + "/") for a in allowed)

    return sorted(name for path in home.rglob("*") if not expected(name := path.relative_to(home).as_posix()))


def dicebar(env: dict[str, str], shot: Path, *args: str) -> None:
    command = [sys.executable, "-m", "dicebar", "--size", "800x600", "--screenshot", str(shot), "--after", "3000"]
    done = subprocess.run([*command, *args], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000


@needs_display
@pytest.mark.parametrize(
    "args", [("--start", "bar-dice", "--players", "3"), (), ("--kiosk",)], ids=["table", "lobby", "kiosk"]
)
def test_the_program_writes_only_in_its_data_folder(tmp_path: Path, args: tuple[str, ...]) -> None:
    data = tmp_path / "data"
    home, env = fresh_home(tmp_path, data)
    dicebar(env, tmp_path / "shot.png", *args)
    assert written(home) == []
    assert (data / "settings.json").exists() and (data / "logs" / "dicebar.log").exists()
    if "--start" in args:  # the table set up is remembered for the lobby, in the data folder
        remembered = QSettings(str(data / QT_SETTINGS), QSettings.Format.IniFormat).value("lobby/last_setup")
        assert json.loads(str(remembered))["game"] == "bar-dice"


SOUNDS = """
import sys
from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlComponent, QQmlEngine
from dicebar.app.paths import keep_qt_settings_in_data_dir
from dicebar.ui import audio, qml_types
app = QGuiApplication(["dicebar", "-platform", "offscreen"])
qml_types.register()  # the program's QML types, as the window has them (the folder's singletons use them)
app.setOrganizationName("Dice Bar")
app.setApplicationName("Dice Bar")
keep_qt_settings_in_data_dir()
audio.probe()
engine = QQmlEngine()
component = QQmlComponent(engine)
component.setData(b"import QtQuick\\nSounds { remember: true }\\n", QUrl.fromLocalFile(sys.argv[1] + "/Test.qml"))
sounds = component.create()
assert sounds is not None, component.errorString()
sounds.setProperty("volume", 0.3)
sounds.setProperty("muted", True)
sounds.deleteLater()
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
"""


def test_the_tables_volume_is_kept_in_the_data_folder(tmp_path: Path) -> None:
    """Sounds.qml keeps volume and mute through QML's `Settings`: that file, too, lies in the data folder."""
    data = tmp_path / "data"
    home, env = fresh_home(tmp_path, data)
    done = subprocess.run(
        [sys.executable, "-c", SOUNDS, str(resources_dir() / "qml")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert written(home) == []
    kept = QSettings(str(data / QT_SETTINGS), QSettings.Format.IniFormat)
    assert float(kept.value("sound/volume")) == pytest.approx(0.3)
    assert str(kept.value("sound/muted")) == "true"


def earlier_settings(home: Path, setup: dict[str, object]) -> Path:
    """~/.config/Dice Bar/Dice Bar.conf as an earlier Dice Bar left it (Qt's native format on Linux)."""
    path = home / ".config" / "Dice Bar" / "Dice Bar.conf"
    earlier = QSettings(str(path), QSettings.Format.IniFormat)
    earlier.setValue("lobby/last_setup", json.dumps(setup))
    earlier.setValue("kiosk/recent_names", json.dumps(["Ida", "Jo"]))
    earlier.setValue("sound/volume", 0.25)
    earlier.sync()
    return path


@needs_display
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the earlier file is where Qt keeps it on Linux")
def test_settings_an_earlier_version_kept_are_carried_over_once(tmp_path: Path) -> None:
    home, env = fresh_home(tmp_path, None)
    old = earlier_settings(home, EARLIER_SETUP)
    dicebar(env, tmp_path / "lobby.png")
    data = home / ".local" / "share" / "Dice Bar" / "Dice Bar"  # the platform's data folder (XDG_DATA_HOME unset)
    kept = QSettings(str(data / QT_SETTINGS), QSettings.Format.IniFormat)
    assert json.loads(str(kept.value("lobby/last_setup"))) == EARLIER_SETUP
    assert json.loads(str(kept.value("kiosk/recent_names"))) == ["Ida", "Jo"]
    assert float(kept.value("sound/volume")) == pytest.approx(0.25)
    assert written(home, ".local/share/Dice Bar", ".config/Dice Bar/Dice Bar.conf") == []
    earlier_settings(home, {**EARLIER_SETUP, "game": "bar-dice"})  # changed by an earlier version run again
    dicebar(env, tmp_path / "again.png")
    kept = QSettings(str(data / QT_SETTINGS), QSettings.Format.IniFormat)
    assert json.loads(str(kept.value("lobby/last_setup"))) == EARLIER_SETUP  # once: the data folder's file rules
    assert old.exists()  # left where it was, for that earlier version


@needs_display
def test_a_data_folder_of_its_own_starts_afresh(tmp_path: Path) -> None:
    """DICEBAR_DATA_DIR (a portable install, a kiosk's partition, the tests) takes nothing from ~/.config."""
    data = tmp_path / "data"
    home, env = fresh_home(tmp_path, data)
    earlier_settings(home, EARLIER_SETUP)
    dicebar(env, tmp_path / "lobby.png")
    assert QSettings(str(data / QT_SETTINGS), QSettings.Format.IniFormat).allKeys() == []


# ----- the test suite keeps out of the user's home (tests/conftest.py) -------------------------------------------

SUBSET = (
    "tests/app/test_screenshot_option.py",  # the real program, as a child process
    "tests/ui/test_screenshots.py::test_hidpi_scale_two[lobby-None]",  # the real program, DICEBAR_DATA_DIR given
    "tests/app/test_storage_window.py::test_the_settings_popup_changes_and_keeps_the_settings",  # a window in-process
)


@needs_display
def test_the_test_suite_keeps_out_of_the_users_home(tmp_path: Path) -> None:
    """A child test run of app tests, as a developer starts one (a plain HOME, no XDG folders, no
    DICEBAR_DATA_DIR): nothing lands in that HOME."""
    home, env = fresh_home(tmp_path, None)
    del env["XDG_RUNTIME_DIR"]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SUBSET]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    passed = re.search(r"(\d+) passed", done.stdout)
    assert passed and int(passed[1]) >= len(SUBSET) and "skipped" not in done.stdout, done.stdout[-3000:]
    assert written(home) == []
