"""A View3D let go without crashing Qt's render thread: `ViewTeardown.letGo(renderStats)` (QML, as the view goes).

Each View3D has a RenderStats object, connected directly to its window's `afterFrameEnd`, which Qt's render thread
emits at the end of every frame. Qt 6.11 drops that connection only when the RenderStats is deleted: the View3D,
taken out of its window, keeps it, and deletes it later from the GUI thread. That deletion races the render thread:
if the render thread has just picked that connection up to call it, it calls an object deleted meanwhile (a crash
in the render thread, seen as a table's close-up views and stand-in came and went). The connection is dropped as
the view goes, an event loop pass or more before the RenderStats is deleted: a call the render thread had
picked up by then has long returned when the object goes. Every Qt Quick 3D view of the program is a
LettingGoView3D (resources/qml), which says as it goes: `Component.onDestruction: ViewTeardown.letGo(renderStats)`.
"""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, QObject, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

AFTER_FRAME_END = SIGNAL("afterFrameEnd()")


class ViewTeardown(QObject):
    """The QML singleton `ViewTeardown` (module DiceBar.Scene)."""

    @Slot(QObject)
    def letGo(self, render_stats: QObject | None) -> None:
        """Drop every window's afterFrameEnd connection to `render_stats` (a View3D's renderStats)."""
        if render_stats is None:
            return
        for window in QGuiApplication.topLevelWindows():
            if isinstance(window, QQuickWindow):
                QObject.disconnect(window, AFTER_FRAME_END, render_stats, None)  # type: ignore[call-overload]
