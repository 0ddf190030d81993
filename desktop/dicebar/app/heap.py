"""Giving freed memory back to the system between games.

Each throw builds and drops MuJoCo models and arrays of a few hundred kB; glibc keeps such freed blocks in its
heaps, and over hours of an attract demo the process grew by about 6 MB a minute without holding anything more
(the soak benchmark, tests/bench/bench_soak.py). `malloc_trim(0)` after each game returns them.

During a game the same churn (a few MB a minute, spread over the GUI, render and worker threads' heaps) raised the
peak of a full game by some 20 MB; `TrimWhenSettled` trims whenever the table has settled (nothing moving, the
next move awaited), at most every few seconds: a trim costs a few milliseconds.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
import time
from functools import cache
from typing import Any

from PySide6.QtCore import QObject


@cache
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") else None  # musl has no malloc_trim


def release_freed_memory() -> bool:
    """Hand the C heap's free pages back to the system (glibc only); True when it did."""
    libc = _libc()
    return bool(libc is not None and libc.malloc_trim(0))


class TrimWhenSettled(QObject):
    """Give freed memory back each time the lobby's game settles (at most every `interval` seconds)."""

    def __init__(self, lobby: QObject, interval: float = 3.0) -> None:
        super().__init__(lobby)
        self._lobby = lobby
        self._interval = interval
        self._last = 0.0
        self._session: QObject | None = None
        self.trims = 0
        lobby.changed.connect(self._follow)  # type: ignore[attr-defined]
        self._follow()  # a game started while the window loaded (--start, a resumed save)

    def _follow(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        self._session = session
        if session is not None:
            session.settled.connect(self.settled)
            self.settled()  # the last game's table and plans are gone by now

    def settled(self) -> None:
        now = time.monotonic()
        if now - self._last >= self._interval:
            self._last = now
            self.trims += release_freed_memory()
