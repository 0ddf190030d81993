"""What a benchmark's windows draw with, for its report: the graphics API and adapter Qt Quick uses (a small
window shown for one frame, read as dicebar.ui.renderer reads the program's own), the level Auto would pick for
it, and the level DICEBAR_QUALITY forces, if any."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtQuick import QQuickWindow

from dicebar.ui import renderer


def window_renderer() -> dict[str, str]:
    """Needs a QGuiApplication."""
    window = QQuickWindow()
    window.resize(64, 64)
    loop = QEventLoop()
    window.frameSwapped.connect(loop.quit)
    QTimer.singleShot(5000, loop.quit)
    window.show()
    loop.exec()
    adapter = renderer.adapter_of(window)
    window.close()
    return {
        "api": adapter.api if adapter else "",
        "renderer": adapter.name if adapter else "",
        "auto_level": renderer.auto_level(adapter),
        "quality": renderer.forced_level() or renderer.AUTO,
    }
