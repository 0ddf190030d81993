"""What a Qt test leaves running: QTimers and QPropertyAnimations it started from Python, and QML animations,
frame animations and timers in windows closed but not destroyed (napari's dangling_qtimers and
dangling_qanimations fixtures are the model). tests/conftest.py fails every Qt test that leaves one.

Left running, such a thing fires into the next test (a session's computer player acting on a deleted table, a
kiosk waking minutes later) or keeps a closed window drawing. Timers made by `QTimer.singleShot` are not
followed: Qt owns them, and ours take a context object, so they die with it.
"""

from __future__ import annotations

import gc
import sys
import traceback
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPropertyAnimation, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem, QQuickWindow

# C++ classes of QML's running things: every Animation and Animator, FrameAnimation, Timer
QML_RUNNERS = ("QQuickAbstractAnimation", "QQuickFrameAnimation", "QQmlTimer")


def _started_at() -> str:
    """The innermost frame outside this file: where the timer or animation was started."""
    for frame in reversed(traceback.extract_stack()):
        if frame.filename != __file__:
            return f"{frame.filename}:{frame.lineno} in {frame.name}"
    return "?"


class Watch:
    """From its creation to `finish()`, every QTimer and QPropertyAnimation started from Python is noted."""

    def __init__(self) -> None:
        self._started: dict[int, tuple[QObject, str]] = {}
        self._timer_start = QTimer.start
        self._animation_start = QPropertyAnimation.start
        timer_start, animation_start, started = self._timer_start, self._animation_start, self._started

        def start_timer(timer: QTimer, *args: Any) -> None:
            if "pytestqt" not in sys._getframe(1).f_code.co_filename:  # qtbot stops its own (waitSignal's timeout)
                started[id(timer)] = (timer, _started_at())
            timer_start(timer, *args)

        def start_animation(animation: QPropertyAnimation, *args: Any) -> None:
            started[id(animation)] = (animation, _started_at())
            animation_start(animation, *args)

        QTimer.start = start_timer  # type: ignore[method-assign]
        QPropertyAnimation.start = start_animation  # type: ignore[method-assign]

    def finish(self) -> list[str]:
        """Stop watching; after the garbage collection and the deferred deletions (a session left with
        deleteLater() goes now, with its timers), say what still runs, and stop it so that the next test starts
        clean."""
        QTimer.start = self._timer_start  # type: ignore[method-assign]
        QPropertyAnimation.start = self._animation_start  # type: ignore[method-assign]
        # What the test dropped goes now, not at some later collection in another test: a Python-owned object
        # in a reference cycle (a lambda connected to its own signal) would otherwise keep its timers running.
        gc.collect()
        if QCoreApplication.instance() is not None:
            for _ in range(2):
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                QCoreApplication.processEvents()
        left = []
        for thing, place in self._started.values():
            if not shiboken6.isValid(thing):
                continue
            if isinstance(thing, QTimer):
                running = thing.isActive()
            else:
                running = thing.state() == QPropertyAnimation.State.Running  # type: ignore[attr-defined]
            if running:
                owner = thing.parent()
                owned = f" of a {type(owner).__name__}" if owner is not None else ""
                left.append(f"{type(thing).__name__}{owned} started at {place}")
                thing.stop()  # type: ignore[attr-defined]
        self._started.clear()
        return left + qml_still_running()


def qml_still_running() -> list[str]:
    """QML animations, frame animations and timers running in windows that are closed but not destroyed (stopped
    on the way: `running` set false)."""
    if QCoreApplication.instance() is None:
        return []
    found = []
    for window in QGuiApplication.allWindows():
        if window.isVisible() or not isinstance(window, QQuickWindow):
            continue
        for runner in running_qml(window):
            found.append(f"{runner.metaObject().className()} in {_named_owner(runner)} in a closed window")
            runner.setProperty("running", False)
    return found


def running_qml(window: QQuickWindow) -> list[QObject]:
    """The QML animations, frame animations and timers running in `window` now."""
    pending: list[Any] = [window, window.contentItem()]
    seen: set[int] = set()
    found = []
    while pending:
        current = pending.pop()
        if current is None or not shiboken6.isValid(current):
            continue
        address = shiboken6.getCppPointer(current)[0]
        if address in seen:
            continue
        seen.add(address)
        if any(current.inherits(name) for name in QML_RUNNERS) and current.property("running"):
            found.append(current)
        pending.extend(current.children())
        if isinstance(current, QQuickItem):
            pending.extend(current.childItems())
    return found


def _named_owner(thing: QObject) -> str:
    """The nearest object with a name above `thing` and its class, to say where a QML animation lives."""
    owner: QObject | None = thing.parent()
    while owner is not None and not owner.objectName():
        owner = owner.parent()
    if owner is None:
        return "an unnamed object"
    return f"{owner.metaObject().className()} {owner.objectName()!r}"
