"""DICEBAR_FIRST_FRAME=1: print `first-frame <seconds since the process started>` when the window first shows a
frame (tests/bench/bench_bundle.py times cold starts of the frozen program with it)."""

from __future__ import annotations

import os
import time

from PySide6.QtQuick import QQuickWindow

from dicebar.ui.frame_clock import FrameClock


def seconds_since_process_start() -> float:
    """From the kernel's start time of this process (Linux /proc), so interpreter and bundle loading count too."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22, starttime, in clock ticks since boot
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, IndexError, ValueError, AttributeError):
        return time.process_time()


def report_first_frame(window: QQuickWindow) -> None:
    if not os.environ.get("DICEBAR_FIRST_FRAME"):
        return

    def heard() -> None:
        if clock.frames == 1:
            print(f"first-frame {seconds_since_process_start():.3f}", flush=True)

    clock = FrameClock(window, heard)  # heard in the GUI thread, as the window's child: no Python on the render thread
