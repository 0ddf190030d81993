"""Python's garbage collector kept out of the table's frames.

A full collection walks every object the process holds (Qt's wrappers, numpy, MuJoCo, the rules: some hundreds of
thousands) and blocks the GUI thread meanwhile: 60-90 ms on the 2-core machine the benchmarks run on, a frame
missed when it falls in a throw. So once a table has settled for the first time, everything alive by then (the
program, the table, the game) is collected and then frozen (gc.freeze): later collections, the full ones too, walk
only what was made since, a few milliseconds. What is frozen is unfrozen when the table goes (the lobby, another
game), so that a cycle among the last table's objects is still collected.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, Slot


class FreezeWhenSettled(QObject):
    """Collects and freezes the heap at each new table's first settle; unfreezes it when the table goes."""

    def __init__(self, lobby: QObject) -> None:
        super().__init__(lobby)
        self._lobby = lobby
        self._session: QObject | None = None
        self._frozen_for: QObject | None = None
        self.freezes = 0
        lobby.changed.connect(self._follow)  # type: ignore[attr-defined]
        self._follow()

    @Slot()
    def _follow(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        if self._frozen_for is not None:
            gc.unfreeze()
            self._frozen_for = None
        self._session = session
        if session is not None:
            session.settled.connect(self.settled)

    @Slot()
    def settled(self) -> None:
        session = self._session
        if session is None or self._frozen_for is session or self.sender() not in (None, session):
            return
        gc.collect()
        gc.freeze()
        self._frozen_for = session
        self.freezes += 1
