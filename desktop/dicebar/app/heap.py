"""Giving freed memory back to the system between games.

Each throw builds and drops MuJoCo models and arrays of a few hundred kB; glibc keeps such freed blocks in its
heaps, and over hours of an attract demo the process grew by about 6 MB a minute without holding anything more
(the soak benchmark, tests/bench/bench_soak.py). `malloc_trim(0)` after each game returns them.

During a game the same churn (a few MB a minute, spread over the GUI, render and worker threads' heaps) raised the
peak of a full game by some 20 MB; `TrimWhenSettled` trims whenever the table has settled (nothing moving, the
next move awaited), at most every few seconds, and at once when a game is over, before the end screen is drawn
over the table (that moment was a full game's peak): a trim costs a few milliseconds.

`serve_large_blocks_apart` (called first thing at start-up) keeps every block of 128 kB or more in a mapping of
its own, given back to the system when it is freed. glibc raises that threshold by itself (up to 32 MB) each time
such a block is freed, after which the textures' drawings, MuJoCo's models and the renderer's buffers come from
the heaps and their freed pages stay resident there: 18 MB of a software table's memory (tests/bench/
bench_memory.py: 372 -> 354 MB with five computers at Fives to the Right).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import inspect
import linecache
import os
import sys
import time
from functools import cache
from types import ModuleType
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot

from dicebar.app.motion_notes import note


@cache
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") else None  # musl has no malloc_trim


def _uses_pyside(module: ModuleType) -> bool:
    """PySide6's test, whether `module`'s source mentions PySide6, on the file itself rather than through linecache."""
    try:
        path = inspect.getsourcefile(module)
        if path is None:
            return False
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except (TypeError, OSError):
        return False


def stop_caching_sources() -> bool:
    """PySide6's import hook reads the source of every module imported after PySide6 (inspect.getsource, to see
    whether it uses PySide's `__feature__`s) and linecache keeps them all: some 220 files, 4 MB of text in 10 MB of
    Python strings by the time a table shows, scattered through the heap. Make the hook read the files directly
    (same answer, nothing kept) and drop what it cached so far (a traceback reads the lines it needs again); True
    when the hook was found."""
    linecache.clearcache()
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _uses_pyside  # type: ignore[attr-defined]
    return True


M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # mallopt's parameters (malloc.h); setting them stops glibc moving them
LARGE_BLOCK = 128 * 1024  # glibc's own starting value
# Fixing the mmap threshold also fixes the trim threshold at 128 kB: every free at a heap's top then gives pages
# back, to be faulted in again by the next frame's allocations (frames measured ~25% slower). The heaps' tops
# are trimmed when the table settles (TrimWhenSettled) instead; 64 MB is as high as glibc would take it itself.
KEEP_AT_TOP = 64 * 1024 * 1024


def serve_large_blocks_apart() -> bool:
    """Keep blocks of LARGE_BLOCK bytes and more out of the heaps for the rest of the process (glibc only); True
    when it did."""
    libc = _libc()
    return bool(
        libc is not None and libc.mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK) and libc.mallopt(M_TRIM_THRESHOLD, KEEP_AT_TOP)
    )


#: the side of Qt Quick's texture atlas, where it packs small pictures. Qt sizes it
#: from the window (2048x1024 at 1280x800: an 8 MB texture, held by the software renderer in the process's memory)
#: for the few small pictures this window has; a picture that does not fit gets a texture of its own.
TEXTURE_ATLAS_SIDE = 512


def keep_the_texture_atlas_small() -> None:
    """Qt Quick's texture atlas TEXTURE_ATLAS_SIDE square, for the windows made after this, unless the environment
    sets it (QSG_ATLAS_WIDTH, QSG_ATLAS_HEIGHT)."""
    for name in ("QSG_ATLAS_WIDTH", "QSG_ATLAS_HEIGHT"):
        os.environ.setdefault(name, str(TEXTURE_ATLAS_SIDE))


def release_freed_memory() -> bool:
    """Hand the C heap's free pages back to the system (glibc only); True when it did."""
    libc = _libc()
    return bool(libc is not None and libc.malloc_trim(0))


class TrimWhenSettled(QObject):
    """Give freed memory back each time the lobby's game settles (at most every `interval` seconds), and soon after
    the table lets the window's graphics caches go (QML: `heap.trimSoon()`, Table3D.releaseStaleCaches)."""

    #: after the window's next frames have deleted the pipelines let go (Qt deletes them at a frame's end)
    AFTER_RELEASE_MS = 300

    def __init__(self, lobby: QObject, interval: float = 3.0) -> None:
        super().__init__(lobby)
        self._lobby = lobby
        self._interval = interval
        self._last = 0.0
        self._session: QObject | None = None
        self.trims = 0
        lobby.changed.connect(self._follow)  # type: ignore[attr-defined]
        self._follow()  # a game started while the window loaded (--start, a resumed save)

    @Slot()
    def _follow(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        self._session = session
        if session is not None:
            session.settled.connect(self.settled)
            session.finished.connect(self.over)
            self.settled()  # the last game's table and plans are gone by now

    @Slot()
    def trimSoon(self) -> None:  # called from QML
        QTimer.singleShot(self.AFTER_RELEASE_MS, self, self._trim)

    def _trim(self) -> None:
        began = time.perf_counter()
        self.trims += release_freed_memory()
        note(f"trim {(time.perf_counter() - began) * 1000:.1f} ms")

    @Slot()
    def over(self) -> None:
        """The game is over: its plans and throws are done with, and the end screen is about to be drawn over the
        table: trimmed now, whenever the last trim was."""
        self._last = time.monotonic()
        self._trim()

    @Slot()
    def settled(self) -> None:
        now = time.monotonic()
        if now - self._last >= self._interval:
            self._last = now
            throw = sys.modules.get("dicebar.physics.throw")  # not imported for this: the lobby has no physics
            if throw is not None:
                throw.release_spare_data()  # each holds the pages its last throw touched, ~0.6 MB
            self._trim()
