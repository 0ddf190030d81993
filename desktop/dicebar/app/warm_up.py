"""What the window loads after its first frame, not before it (start-up time).

The lobby needs neither numpy, MuJoCo and the throw planner nor the code-drawn textures; a table needs all of
them. Shortly after the first frame, one background thread imports the physics and draws the textures the table
of the lobby's game will ask for (dicebar.ui.textures.wanted_for) into their files, unless an earlier run left
them there, so that pressing Start finds them ready. The
imports and numpy release the GIL often enough that the lobby stays responsive meanwhile.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtQuick import QQuickWindow

from dicebar.app.heap import release_freed_memory
from dicebar.ui import renderer

log = logging.getLogger(__name__)

DELAY_MS = 300  # let the first frames settle (and a test's window show) before taking CPU


def warm_up(game_id: str, gpu: bool) -> None:
    """Import the physics and draw the table's textures (runs on the warm-up thread)."""
    try:
        # here, on the warm-up thread after the first frame: the lobby starts without them
        import dicebar.physics.throw  # noqa: F401  (numpy and MuJoCo with it)
        from dicebar.ui import textures

        for kind, size, variant in textures.wanted_for(game_id, gpu):
            textures.file(kind, size, variant)
        release_freed_memory()  # the drawings' temporary arrays (some 20 MB) stay in this thread's heap otherwise
    except Exception:  # a table draws what is missing itself; a failure here must not stop the lobby
        log.exception("warming up the table failed")


class _AfterFirstFrame(QObject):
    """Receives the window's first frameSwapped (emitted on the render thread) in the GUI thread: a slot of a QObject
    living there gets the signal queued. It stays connected, idle, until the window goes: a connection dropped
    while the render thread is emitting is cleaned up by the render thread, which would then need Python's lock,
    held by the GUI thread if it is waiting for that thread (closing the window, grabbing it): a deadlock."""

    def __init__(self, window: QQuickWindow, game_id: Callable[[], str], quality: Callable[[], str]) -> None:
        super().__init__(window)
        self._window = window
        self._game_id = game_id
        self._quality = quality
        self._done = False
        window.frameSwapped.connect(self.swapped)

    @Slot()
    def swapped(self) -> None:
        if self._done:
            return
        self._done = True
        QTimer.singleShot(DELAY_MS, self, self.start)

    def start(self) -> None:
        gpu = self._quality() != renderer.LOW  # the level of the next table (dicebar.app.quality), known by now
        threading.Thread(target=warm_up, args=(self._game_id(), gpu), name="dicebar-warm-up", daemon=True).start()


def after_first_frame(window: QQuickWindow, game_id: Callable[[], str], quality: Callable[[], str]) -> None:
    """Start `warm_up` for the game `game_id()` names, at the level `quality()` names, on a daemon thread DELAY_MS
    after `window` first shows a frame."""
    _AfterFirstFrame(window, game_id, quality)
