"""Shared test helpers."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import site
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import qInstallMessageHandler
from tests.qt_leaks import Watch

from dicebar.app.display import start_xvfb
from dicebar.ui.qt_messages import print_like_qt

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = Path(__file__).resolve().parent / "scenarios"
# Fontconfig's, Mesa's and Qt's caches (compiled QML, shaders): kept between runs, so that runs start warm, in
# this checkout, never in the user's own cache folder. `pytest --cache-clear` empties it too.
TEST_CACHE = ROOT / ".pytest_cache" / "private-home-cache"


def run_dicebar(
    *args: str, stdin: str | None = None, preexec_fn: Callable[[], None] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the real `dicebar` command line in a child process, as other programs would (`preexec_fn`: run in the
    child before it starts, e.g. to limit its memory)."""
    return subprocess.run(
        [sys.executable, "-m", "dicebar", *args],
        check=False,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=preexec_fn,
    )


def play(scenario: dict[str, Any]) -> dict[str, Any]:
    """`dicebar play -` on a scenario; asserts success and returns the printed state."""
    done = run_dicebar("play", "-", stdin=json.dumps(scenario))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture
def dicebar_cli() -> Any:
    return run_dicebar


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test's program (in process or a child) keeps its save, settings, statistics and log in a folder of
    its own, never in the user's data folder (dicebar.app.paths)."""
    monkeypatch.setenv("DICEBAR_DATA_DIR", str(tmp_path_factory.mktemp("dicebar-data")))


@pytest.fixture(autouse=True)
def _table_quality(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test's table is drawn at a known level: Low (what Auto picks for the tests' llvmpipe, without waiting
    for the window's first frame to find that out), unless DICEBAR_QUALITY names another for the run or a test
    sets it (dicebar.ui.renderer)."""
    monkeypatch.setenv("DICEBAR_QUALITY", os.environ.get("DICEBAR_QUALITY") or "low")


@pytest.fixture(autouse=True)
def _nothing_left_running(request: pytest.FixtureRequest) -> Iterator[None]:
    """A Qt test fails if it leaves a timer or an animation running once its windows are closed (tests/qt_leaks.py;
    napari's dangling_qtimers and dangling_qanimations fixtures are the model)."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return

    watch = Watch()
    try:
        yield
    finally:
        left = watch.finish()
    if left:
        pytest.fail("left running after the test (stop it, or close what owns it):\n  " + "\n  ".join(left))


def use_a_private_home() -> Path:
    """Give this test process, and every program it starts, a home of its own: HOME, the XDG config, data and
    runtime folders and DICEBAR_DATA_DIR in a fresh folder under the system's temp folder (removed when the run
    ends), XDG_CACHE_HOME in TEST_CACHE. Nothing a test runs reads or writes the user's settings (QSettings,
    fontconfig, PulseAudio's client) or files. Each process makes its own, so each pytest-xdist worker has one.
    Called first thing, before anything asks Qt where a folder is. Returns the folder."""
    folder = Path(tempfile.mkdtemp(prefix="dicebar-tests-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    home, runtime = folder / "home", folder / "runtime"
    runtime.mkdir(mode=0o700)  # XDG's rule for the runtime folder; Qt warns and ignores it otherwise
    TEST_CACHE.mkdir(parents=True, exist_ok=True)
    # a Python installed with `pip install --user` still finds its packages in the programs the tests start
    os.environ.setdefault("PYTHONUSERBASE", site.getuserbase())
    os.environ.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(TEST_CACHE),
        XDG_RUNTIME_DIR=str(runtime),
        DICEBAR_DATA_DIR=str(folder / "data"),  # each test has its own (_private_data_folder); this is for the rest
    )
    return folder


def pytest_configure(config: pytest.Config) -> None:
    """A home of the run's own (use_a_private_home), in every process. The 3D table renders only on a real X
    display (the offscreen platform has no RHI for Qt Quick 3D)."""
    use_a_private_home()
    _python_takes_qt_messages()
    if _hands_out_tests_only(config):
        return  # the workers it starts inherit its environment: they set up their own
    _x_display_for_this_process()
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if os.environ.get("DISPLAY") else "offscreen")


def _python_takes_qt_messages() -> None:
    """A Python message handler from the start, printing as Qt does: pytest-qt puts back, after each test, the
    handler it found before it, and handing PySide None then crashes a render thread whose message is on its way
    (dicebar.ui.qt_messages)."""
    qInstallMessageHandler(print_like_qt)


def _hands_out_tests_only(config: pytest.Config) -> bool:
    """True in the controller of a pytest-xdist run (`-n`): its workers run the tests."""
    distributing = getattr(config.option, "dist", "no") != "no" and bool(getattr(config.option, "tx", None))
    return distributing and not os.environ.get("PYTEST_XDIST_WORKER")


def _x_display_for_this_process() -> None:
    """Without a display, start Xvfb, 4K-sized so the largest screenshots fit, for the whole run. Under pytest-xdist
    each worker (PYTEST_XDIST_WORKER set) starts an Xvfb of its own, so that no window, grab or input of one worker's
    test lands on another's, and renders with one llvmpipe thread (LP_NUM_THREADS): the workers already keep the
    cores busy, and more threads than cores only contend. The X server ends with this process, after Qt has
    closed its windows at exit (stopped any earlier, in pytest_unconfigure, it would break Qt's X connection and
    the run would end in a crash)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        os.environ.setdefault("LP_NUM_THREADS", "1")
    if os.environ.get("DISPLAY") or not shutil.which("Xvfb"):
        return
    os.environ["DISPLAY"] = start_xvfb(screen="3840x2160x24")
