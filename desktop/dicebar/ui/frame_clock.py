"""Hearing a window's frames in the GUI thread (the self-test, the first-frame report, the benchmarks and tests).

`frameSwapped` comes from Qt's render thread. A plain Python function connected to it would run there, and the
render thread would wait for Python's lock every frame while the GUI thread holds it. A slot of a QObject living
in the GUI thread gets it queued instead. The clock stays connected until the window goes: a connection dropped
while the render thread emits is cleaned up by the render thread, which then needs Python's lock, held by whoever
waits in window.close() for that thread (a deadlock; so not qtbot.waitSignal, which drops its connection at once).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot


class FrameClock(QObject):
    """Counts the frames `window` shows (`frames`) and calls `heard`, if given, in the GUI thread after each."""

    def __init__(self, window: QObject, heard: Callable[[], None] | None = None) -> None:
        super().__init__(window)
        self.frames = 0
        self._heard = heard
        window.frameSwapped.connect(self.swapped)  # type: ignore[attr-defined]

    @Slot()
    def swapped(self) -> None:
        self.frames += 1
        if self._heard is not None:
            self._heard()
