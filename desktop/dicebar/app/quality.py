"""The level the next table is drawn at (dicebar.ui.renderer has the levels and the rules), told to the window.

The window's `quality` is the level the next table is built with; a table keeps the level it was built with
(Main.qml hands it over as a value, not a binding): Table3D's way of drawing must never change under a live table.
The level comes from DICEBAR_QUALITY when set, else from the Quality setting; for Auto, from the adapter the
window draws with, known once its scene graph has made its renderer: until then `qualityKnown` is false and
Main.qml holds a table back. Auto then watches the frames of each table's first throws and, while they come too
slowly, steps down a level for the next table, remembered in the setting `auto_quality` so that the next start
begins there. A Low, Medium or High picked in the settings is never changed; picking Auto again forgets the
step-down (another graphics card, another driver).

The frames are timed on the GUI thread, from the window's frameSwapped signal queued to it: the interval between
two frames shown while the dice fly. A frame's render time itself is known only on the render thread, where
Python must not run: it would need Python's lock, which the GUI thread holds while it waits for the render thread
(grabbing or closing the window), a deadlock.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtQuick import QQuickWindow

from dicebar.app.settings import AppSettings
from dicebar.ui import renderer

log = logging.getLogger(__name__)


class ThrowFrames:
    """The frame intervals (ms) of a table's first WATCHED_THROWS throws, from each throw's start to the moment it
    has settled; `verdict` once the last of them has settled."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.throws = 0
        self._inside = False
        self._last: float | None = None

    @property
    def watching(self) -> bool:
        return self._inside

    def throw_started(self) -> None:
        self.throws += 1
        self._inside = self.throws <= renderer.WATCHED_THROWS
        self._last = None  # the interval up to the throw's first frame is the pause before it

    def frame(self, seconds: float) -> None:
        """A frame was shown at `seconds` (a monotonic clock)."""
        if not self._inside:
            return
        if self._last is not None:
            self.times.append((seconds - self._last) * 1000)
        self._last = seconds

    def settled(self) -> bool:
        """The step playing has settled; True when that was the last watched throw (the verdict is due)."""
        if not self._inside:
            return False
        self._inside = False
        return self.throws == renderer.WATCHED_THROWS

    def too_slow(self) -> bool:
        return renderer.too_slow(self.times)


class QualityChooser(QObject):
    """Sets the window's `quality` and `qualityKnown` (Main.qml) and steps Auto down; a child of the lobby."""

    def __init__(
        self,
        lobby: QObject,
        settings: AppSettings | None,
        environ: dict[str, str] | None = None,
        *,
        find_adapter: Callable[[QQuickWindow], renderer.Adapter | None] = renderer.adapter_of,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(lobby)
        self._lobby = lobby
        self._settings = settings
        self._forced = renderer.forced_level(environ)
        self._find_adapter = find_adapter
        self._clock = clock
        self._window: QQuickWindow | None = None
        self._adapter: renderer.Adapter | None = None
        self._listening = False
        self._session: QObject | None = None
        self._frames = ThrowFrames()
        self._table_level = renderer.LOW
        self._stepped = ""  # the level Auto stepped down to (kept in the settings too, when there are some)
        self._choice = self.choice()
        if settings is not None:
            settings.changed.connect(self._settings_changed)
        lobby.changed.connect(self._follow)  # type: ignore[attr-defined]

    def choice(self) -> str:
        """The Quality setting (Auto without settings)."""
        return str(self._settings.get("quality")) if self._settings is not None else renderer.AUTO

    def level(self) -> str | None:
        """The level the next table is drawn at; None while Auto waits for the window's renderer."""
        if self._forced is not None:
            return self._forced
        choice = self.choice()
        if choice != renderer.AUTO:
            return choice
        if self._adapter is None:
            return None
        level = renderer.auto_level(self._adapter)
        remembered = str(self._settings.get("auto_quality")) if self._settings is not None else self._stepped
        return renderer.lowest(level, remembered) if remembered else level

    def initial_properties(self) -> dict[str, object]:
        """The window's `quality` and `qualityKnown` for its start (Main.qml)."""
        level = self.level()
        return {"quality": level or renderer.LOW, "qualityKnown": level is not None}

    def attach(self, window: QQuickWindow) -> None:
        """Follow `window`: find its renderer as soon as it has one, time its frames while Auto watches."""
        self._window = window
        window.destroyed.connect(self._forget_window)
        self._look_at_renderer()

    @Slot()
    def _forget_window(self) -> None:
        self._window = None

    def _look_at_renderer(self) -> None:
        window = self._window
        if window is None or self._adapter is not None:
            return
        if self._forced is None and self.choice() == renderer.AUTO:
            self._adapter = self._find_adapter(window)
            if self._adapter is None:
                self._listen()  # asked again at the next frame
            else:
                log.info("Qt Quick draws with %s on %r (%s)", self._adapter.api, self._adapter.name, self._adapter.kind)
        self._tell()

    def _listen(self) -> None:
        """Take the window's frames from now on. Connected once, never dropped: dropped while the render thread
        emits, the connection would be cleaned up there, which needs Python's lock (dicebar.app.warm_up)."""
        if self._listening or self._window is None or self._forced is not None:
            return
        self._listening = True
        self._window.frameSwapped.connect(self._swapped)

    @Slot()
    def _swapped(self) -> None:
        if self._adapter is None and self.choice() == renderer.AUTO:
            self._look_at_renderer()
        self._frames.frame(self._clock())

    def _tell(self) -> None:
        """Tell the window the level of the next table (first the level, then that it is known)."""
        window = self._window
        if window is None:
            return
        level = self.level()
        if level is not None and window.property("quality") != level:
            window.setProperty("quality", level)
        if window.property("qualityKnown") != (level is not None):
            window.setProperty("qualityKnown", level is not None)

    @Slot()
    def _settings_changed(self) -> None:
        choice = self.choice()
        if choice != self._choice:
            self._choice = choice
            if choice == renderer.AUTO:  # measured again: the computer may have changed
                self._stepped = ""
                if self._settings is not None:
                    self._settings.set("auto_quality", "")
            self._look_at_renderer()
        self._tell()

    # ----- Auto watches the first throws of each table -----

    @Slot()
    def _follow(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        self._session = session
        self._frames = ThrowFrames()
        if session is None or self._forced is not None:
            return
        session.stepStarted.connect(lambda step, of=session: self._step_started(of, step))
        session.settled.connect(lambda of=session: self._settled(of))

    def _watches(self) -> bool:
        return self._forced is None and self.choice() == renderer.AUTO and self._table_level != renderer.LOW

    def _step_started(self, session: QObject, step: dict[str, object]) -> None:
        if session is not self._session or step.get("kind") != "throw":
            return
        if self._frames.throws == 0:
            self._table_level = self._level_of_table(session)
        if self._watches():
            self._listen()
            self._frames.throw_started()

    def _level_of_table(self, session: QObject) -> str:
        """The level the table showing `session` was built with (Low when there is none)."""
        if self._window is not None:
            for table in self._window.findChildren(QObject, "table3d"):
                if table.property("session") is session:
                    return str(table.property("quality"))
        return renderer.LOW

    def _settled(self, session: QObject) -> None:
        if session is not self._session or not self._frames.settled() or not self._watches():
            return
        times = self._frames.times
        if not self._frames.too_slow():
            log.info("Auto keeps %s: frames' p95 %.1f ms", self._table_level, renderer.percentile_95(times))
            return
        stepped = renderer.lower(self._table_level)
        log.info(
            "Auto steps down from %s to %s for the next table: frames' p95 %.1f ms over %d frames",
            self._table_level,
            stepped,
            renderer.percentile_95(times),
            len(times),
        )
        self._stepped = stepped
        if self._settings is not None:
            self._settings.set("auto_quality", stepped)
        self._tell()
