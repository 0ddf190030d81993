"""What the program is doing, noted on stderr for the frame benchmarks (off unless DICEBAR_MOTION_NOTES=1).

tests/bench/bench_table.py and bench_chaos.py read the real program's frames from Qt's render-loop timing log
(QSG_RENDER_TIMING=1) and the table's `dicebar.motion: moving|still` lines; these notes, in the same stream and
the same `dicebar.motion: ` form, say what happened between the frames: a table arriving, a step starting (`step
throw`), the table settling, a move applied (the autosave writes), the backdrop asked for and copied, a cut to
another camera pose begun and done, the window's caches let go, a heap trim, a garbage collection and its
milliseconds, a page or popup shown. A line is written where it happens, so its place among the frames' lines is
its moment.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtQuick import QQuickItem, QQuickWindow

ENV = "DICEBAR_MOTION_NOTES"
PREFIX = "dicebar.motion: note "
GC_NOTE_MS = 1.0  # collections shorter than this are not noted


def enabled() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


def note(text: str) -> None:
    """Write one note (when enabled)."""
    if enabled():
        print(PREFIX + text, file=sys.stderr, flush=True)


class _GcTimer:
    """Notes each garbage collection of at least GC_NOTE_MS milliseconds (gc.callbacks)."""

    def __init__(self) -> None:
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
            return
        spent = (time.perf_counter() - self._began) * 1000
        if spent >= GC_NOTE_MS:
            note(f"gc generation {info['generation']} {spent:.1f} ms")


class MotionNotes(QObject):
    """Follows the lobby's session, the table and the window's pages and popups, and notes what they do."""

    def __init__(self, lobby: QObject, window: QQuickWindow) -> None:
        super().__init__(window)
        self._lobby = lobby
        self._window = window
        self._session: QObject | None = None
        self._table: QObject | None = None
        self._popups: set[int] = set()
        lobby.changed.connect(self._follow)  # type: ignore[attr-defined]
        gc.callbacks.append(_GcTimer())
        stack = window.findChild(QObject, "stack")
        if stack is not None:
            stack.currentItemChanged.connect(self._page)  # type: ignore[attr-defined]
        self._follow()
        self._page()

    @Slot()
    def _follow(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        self._session = session
        if session is None:
            note("lobby")
            return
        note(f"table {session.property('gameId')}")
        session.stepStarted.connect(lambda step: note(f"step {step.get('kind', '?')}"))
        session.settled.connect(lambda: note("settled"))
        session.applied.connect(lambda _move: note("applied"))

    @Slot()
    def _page(self) -> None:
        stack = self._window.findChild(QObject, "stack")
        page = stack.property("currentItem") if stack is not None else None
        if page is not None:
            note(f"page {page.objectName() or type(page).__name__}")
        QTimer.singleShot(0, self, self._look_around)  # the page's children are made by now

    def _look_around(self) -> None:
        table = self._window.findChild(QQuickItem, "table3d")
        if table is not None and table is not self._table:
            self._table = table
            table.backdropWantedChanged.connect(  # type: ignore[attr-defined]
                lambda: note("backdrop asked" if table.property("backdropWanted") else "backdrop copied")
            )
            table.cachesReleasedChanged.connect(lambda: note("caches released"))  # type: ignore[attr-defined]
            table.cutDrawingChanged.connect(  # type: ignore[attr-defined]
                lambda: note("cut" if table.property("cutDrawing") else "cut done")
            )
        for popup in self._window.findChildren(QObject):
            if _is_popup(popup) and id(popup) not in self._popups:
                self._popups.add(id(popup))
                name = popup.objectName() or popup.metaObject().className()
                popup.opened.connect(lambda name=name: note(f"popup {name}"))  # type: ignore[attr-defined]


def _is_popup(thing: QObject) -> bool:
    """Whether `thing` is a Qt Quick Controls popup (a Popup, Menu, Dialog, Drawer...)."""
    meta: Any = thing.metaObject()
    while meta is not None:
        if meta.className() == "QQuickPopup":
            return True
        meta = meta.superClass()
    return False


def attach(lobby: QObject, window: QQuickWindow) -> MotionNotes | None:
    """Start noting for `window` when DICEBAR_MOTION_NOTES is set; None otherwise."""
    return MotionNotes(lobby, window) if enabled() else None
