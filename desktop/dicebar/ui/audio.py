"""Is there anything to play sounds on? Asked once, quietly, before the QML that plays them loads.

Qt Multimedia loads its backend on first use and reports, as warnings, every optional library it looks for and
does not find (PipeWire, VA-API), the FFmpeg version, and on a machine with no sound server at all
"PulseAudioService: pa_context_connect() failed"; a SoundEffect then warns again whenever it tries to play.
`probe()` loads the backend under a message filter that drops just those lines and counts the audio outputs;
afterwards `MediaDevices` in QML (Sounds.qml) is silent, and with no output Sounds.qml makes no SoundEffect at
all, so a machine without audio (a kiosk, Xvfb in CI) runs silently and without a word on the console.
QT_LOGGING_RULES still turns the filtered categories on for anyone debugging audio.
"""

from __future__ import annotations

from PySide6.QtCore import QLoggingCategory, QMessageLogContext, QtMsgType, qInstallMessageHandler

from dicebar.ui.qt_messages import print_like_qt, restore_message_handler

# The backend's start-up chatter, by category (rules set here yield to QT_LOGGING_RULES).
QUIET_RULES = "qt.multimedia.symbolsresolver.warning=false\nqt.multimedia.ffmpeg.info=false"
# ... and the lines it writes in the default category while it looks for a sound server.
NOISE = ("PulseAudioService:", "QSoundEffect: playback of this format is not supported")

_outputs: int | None = None


def is_noise(category: str | None, message: str) -> bool:
    """A start-up message of Qt Multimedia that says nothing a player (or a test log) needs."""
    if category and category.startswith("qt.multimedia") and not category.startswith("qt.multimedia.audio"):
        return True
    return message.startswith(NOISE)


def probe() -> int:
    """Load Qt Multimedia's backend without its start-up chatter; the number of audio outputs (0: no sound).

    Call after the QGuiApplication exists and before loading QML that uses QtMultimedia. Cached: the backend
    loads once per process (Sounds.qml still follows outputs plugged in or removed later through MediaDevices).
    """
    global _outputs  # noqa: PLW0603
    if _outputs is not None:
        return _outputs
    QLoggingCategory.setFilterRules(QUIET_RULES)
    previous = None

    def drop_noise(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if is_noise(context.category, message):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            print_like_qt(kind, context, message)

    previous = qInstallMessageHandler(drop_noise)
    try:
        # here, not at the top: imported before the QGuiApplication exists, Qt Multimedia loads its backend
        # outside this filter and its chatter reaches the console
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415

        _outputs = len(QMediaDevices.audioOutputs())
    finally:
        restore_message_handler(previous)  # never None: see dicebar.ui.qt_messages
    return _outputs
