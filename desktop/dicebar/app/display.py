"""A display for Qt: the one given, or on a Linux machine without one an Xvfb of this process's own.

Kept apart from the self-test so that the test suite and the benchmarks can start an X server without loading
Qt Quick, the window and numpy.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import subprocess
import sys


class DisplayFailure(RuntimeError):
    """No display could be had; the message is one line."""


def ensure_display() -> str:
    """The platform Qt will use. On Linux with no display at all, start Xvfb (it ends with this process)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or platform or os.environ.get("DISPLAY"):
        return platform or ("wayland" if os.environ.get("WAYLAND_DISPLAY") else "default")
    if os.environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise DisplayFailure("no display: set DISPLAY, or install Xvfb (Debian/Ubuntu: apt-get install xvfb)")
    os.environ["DISPLAY"] = start_xvfb(xvfb)
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    return "xcb (Xvfb)"


def start_xvfb(xvfb: str = "Xvfb", screen: str = "1920x1080x24") -> str:
    """Start an X server of this process's own (it ends with this process); its display name, e.g. ":3"."""
    read, write = os.pipe()
    subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write,),
        preexec_fn=_die_with_parent,  # noqa: PLW1509 -- no threads yet but the watchdog, which does not fork
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()
    if not number:
        raise DisplayFailure("Xvfb did not start")
    return f":{number}"


def _die_with_parent() -> None:
    """Xvfb ends when this process does, after Qt has let go of it (stopping it sooner crashes Qt's exit)."""
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
