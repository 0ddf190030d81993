"""Qt's messages and the Python function PySide hands them to, safe with Qt Quick's render thread.

Qt calls its message handler on whichever thread logs, and Qt Quick's render thread logs too (Qt Quick 3D's
"Unable to start thread for doMVPs!", every frame under QSG_RENDER_TIMING). PySide's handler waits there for
Python's lock, then calls the Python function it keeps. Two ways that goes wrong, and what avoids them:

- `qInstallMessageHandler(None)` makes PySide forget its function at once: a message the render thread logged just
  before, still waiting for the lock, then calls a null function, and the program dies in PyVectorcall_Function (a
  segfault at address 8 on the render thread). So Dice Bar never hands PySide None (tests/app/test_qt_messages.py
  checks the code): `restore_message_handler` puts back the function there was, and where that was none, Qt's
  own handler through Qt alone.
- `QQuickWindow.grabWindow` and `close` keep Python's lock while they wait for the render thread: a message that
  thread logs meanwhile waits for the lock for ever (a hang). `grab_window` and `close_window` have Qt's own
  handler take the messages for that moment, switched through Qt itself (its C++ `qInstallMessageHandler`, by
  ctypes) so that PySide's function stays in place for a message already on its way, and let such a message
  through first.

Where Qt's C++ function cannot be found (it is looked up by its Linux and macOS name), the Python handler stays:
restoring None installs one printing as Qt does, and a grab or a close may then hang on a message (never crash).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QEventLoop,
    QLibraryInfo,
    QMessageLogContext,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QImage
from PySide6.QtQuick import QQuickWindow

MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]

# QtMessageHandler qInstallMessageHandler(QtMessageHandler), as the C++ compilers of Linux and macOS name it
INSTALL_SYMBOL = "_Z22qInstallMessageHandlerPFv9QtMsgTypeRK18QMessageLogContextRK7QStringE"
FRAME_WAIT_MS = 1000  # at most, for a frame drawn after the switch


def print_like_qt(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Print a message as Qt's own handler does (its default pattern, on stderr)."""
    category = context.category if context.category and context.category != "default" else ""
    print(f"{category}: {message}" if category else message, file=sys.stderr)


@cache
def _qt_install() -> Any:
    """Qt's own qInstallMessageHandler (a function pointer in, the previous one out), or None where not found."""
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath))
    mode = getattr(os, "RTLD_NOLOAD", 0)  # the copy PySide loaded, never a second one
    for library in ("libQt6Core.so.6", folder / "libQt6Core.so.6", folder / "QtCore.framework" / "QtCore"):
        try:
            install = getattr(ctypes.CDLL(str(library), mode=mode), INSTALL_SYMBOL)
        except (OSError, AttributeError):
            continue
        install.restype = ctypes.c_void_p
        install.argtypes = [ctypes.c_void_p]
        return install
    return None


def restore_message_handler(previous: MessageHandler | None) -> None:
    """Put back `previous`, what `qInstallMessageHandler` returned earlier. Where that was None, Qt's own handler
    comes back through Qt alone (PySide keeps its function for a message on its way), or where that cannot be done
    one printing as Qt does: never None (see above)."""
    install = _qt_install()
    if previous is None and install is not None:
        install(None)
    else:
        qInstallMessageHandler(previous if previous is not None else print_like_qt)


@contextlib.contextmanager
def qt_prints_messages() -> Iterator[None]:
    """Inside, Qt's own handler takes every message (no Python, no lock); afterwards the handler of before again.
    PySide's function is not touched. Where Qt's C++ function cannot be found, the Python handler stays."""
    install = _qt_install()
    if install is None:
        yield
        return
    before = install(None)
    try:
        yield
    finally:
        install(before)


@contextlib.contextmanager
def render_thread_logs_to_qt(window: QQuickWindow) -> Iterator[None]:
    """For a call that makes this thread wait for `window`'s render thread while holding Python's lock (grabWindow,
    close): inside, Qt's own handler takes that thread's messages (see above). A shown window first draws a frame
    since the switch (Python's lock let go meanwhile): its render thread cannot finish one while a message it
    logged before is still waiting for the Python handler."""
    with qt_prints_messages():
        if window.isExposed():
            drawn = QEventLoop()
            window.frameSwapped.connect(drawn.quit)  # a C++ slot of this thread's object: queued, no Python there
            QTimer.singleShot(FRAME_WAIT_MS, drawn, drawn.quit)
            window.update()
            drawn.exec()
        yield


def grab_window(window: QQuickWindow) -> QImage:
    """`window.grabWindow()` without hanging on a message of its render thread (see above)."""
    with render_thread_logs_to_qt(window):
        return window.grabWindow()


def close_window(window: QQuickWindow) -> None:
    """`window.close()` without hanging on a message of its render thread (see above)."""
    with render_thread_logs_to_qt(window):
        window.close()
