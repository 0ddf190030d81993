"""The log: a rotating file in the user's log folder, Qt's and QML's messages in it, and unexpected errors
logged with their traceback and shown to the player as one friendly sentence (the game is saved first)."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Property, QMessageLogContext, QObject, QtMsgType, Signal, Slot, qInstallMessageHandler

from dicebar.rules.words import QT_TRANSLATE_NOOP
from dicebar.session.translation import shown_now
from dicebar.ui.qt_messages import print_like_qt

LOG_FILE = "dicebar.log"
LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 4
FRIENDLY = QT_TRANSLATE_NOOP(
    "Storage", "Something went wrong inside Dice Bar. Your game is saved; the details are in the log."
)
QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

log = logging.getLogger("dicebar")
qt_log = logging.getLogger("dicebar.qt")


def setup_logging(folder: Path) -> Path:
    """Log INFO and up to `folder`/dicebar.log (1 MB, four old files kept); the file's path."""
    path = folder / LOG_FILE
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's and QML's messages: warnings and errors into the log; all still on stderr, as Qt prints them."""
    level = QT_LEVELS.get(kind, logging.WARNING)
    if level >= logging.WARNING:
        where = f"{context.file}:{context.line}: " if context.file else ""
        qt_log.log(level, "%s%s", where, message)
    print_like_qt(kind, context, message)


class ErrorReport(QObject):
    """The friendly message the window shows after an unexpected error (empty: nothing to show)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._message = ""
        self.count = 0

    def report(self, message: str = FRIENDLY) -> None:
        """Show `message` (a marked text is said in the language shown)."""
        message = shown_now(message)
        self.count += 1
        if message != self._message:
            self._message = message
            self.changed.emit()

    @Slot()
    def dismiss(self) -> None:
        self._message = ""
        self.changed.emit()

    message = Property(str, lambda self: self._message, notify=changed)


def install_error_hooks(error_report: ErrorReport, save_game: Callable[[], object]) -> None:
    """Unexpected errors (in slots, timers, threads): logged with the traceback, the game saved, a message shown."""
    qInstallMessageHandler(qt_message)

    def on_error(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.critical("unexpected error", exc_info=(kind, error, trace))
        try:
            save_game()
        except Exception:
            log.exception("could not save the game after the error")
        error_report.report()

    def on_thread_error(arguments: threading.ExceptHookArgs) -> None:
        on_error(arguments.exc_type, arguments.exc_value or arguments.exc_type(), arguments.exc_traceback)

    sys.excepthook = on_error
    threading.excepthook = on_thread_error
