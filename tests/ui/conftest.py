"""UI tests render for real: Qt Quick 3D under X (Xvfb + Mesa llvmpipe in CI), never the offscreen platform,
which cannot draw Qt Quick 3D scenes.

A session fixture gives every test here an X display and the basic (single-threaded) render loop: DISPLAY as
set, or a private Xvfb started for the run (on a free display number chosen by Xvfb itself). Without DISPLAY
and without Xvfb the tests fail with a message saying what to install.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator

import pytest

NO_DISPLAY = "the UI tests need an X display: set DISPLAY, or install Xvfb (Debian/Ubuntu: apt-get install xvfb)"


def _die_with_parent() -> None:
    """In the child before exec: ask Linux to end it when the test process ends (PR_SET_PDEATHSIG = 1)."""
    with contextlib.suppress(OSError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)


def _start_xvfb(binary: str) -> tuple[subprocess.Popen[bytes], str]:
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        [binary, "-displayfd", str(write_end), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,  # noqa: PLW1509
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        process.kill()
        pytest.fail(f"Xvfb ({binary}) did not start")
    return process, f":{number}"


@pytest.fixture(scope="session", autouse=True)
def x_display() -> Iterator[str]:
    """An X display for Qt's xcb platform (see the module docstring)."""
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    # One thread: with the threaded render loop, a grabWindow() from Python blocks the GUI thread holding the GIL
    # while the render thread calls virtual methods of Python-made scene objects, which need the GIL: deadlock.
    os.environ["QSG_RENDER_LOOP"] = "basic"
    existing = os.environ.get("DISPLAY")
    if existing:
        yield existing
        return
    binary = shutil.which("Xvfb")
    if binary is None:
        pytest.fail(NO_DISPLAY)
    process, display = _start_xvfb(binary)
    os.environ["DISPLAY"] = display
    yield display
    # The QApplication outlives the session's fixtures and still talks to this server while Python exits, so
    # the server is not stopped here: on Linux it ends with the test process (see _die_with_parent); elsewhere
    # it is stopped when Python exits.
    if not sys.platform.startswith("linux"):
        atexit.register(process.terminate)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    """pytest-qt's application: the xcb platform (the offscreen one cannot render Qt Quick 3D)."""
    return ["dicebar-tests", "-platform", "xcb"]
