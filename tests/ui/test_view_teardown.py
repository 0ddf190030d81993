"""Every Qt Quick 3D view of a table (the table's own, the whole backdrop standing in as the table arrives, a band
view drawing a close-up's picture) lets go of its window's afterFrameEnd as it goes, before Qt deletes the
statistics object it connected there (dicebar.ui.view_teardown). The count is read as each view is destroyed, when
that object, deleted later, is still alive: only the window's own Qt Quick 3D bookkeeping and the views still
there may be connected."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import SIGNAL, QMetaObject, QObject
from PySide6.QtQuick import QQuickWindow

from dicebar.ui.view_teardown import AFTER_FRAME_END

from .conftest import QML_DIR, program_window, wait_for_the_person
from .test_table_window import click_item, find

BAR_DICE = {
    "game": "bar-dice",
    "seats": [
        {"name": "You", "human": True},
        {"name": "Max", "human": False, "strength": "good"},
    ],
}
WINDOW_OWN = 1  # Qt Quick 3D's per-window bookkeeping (cleans up resources after each frame)
LETTING_GO_VIEW = "LettingGoView3D"  # the View3D that lets go as it goes: every other view is one


class Teardowns:
    """The number of the window's afterFrameEnd connections as each view followed is destroyed, by view name."""

    def __init__(self, window: QQuickWindow) -> None:
        self.window = window
        self.seen: list[tuple[str, int]] = []
        self._followed: list[QObject] = []

    def follow(self, view: QObject | None) -> None:
        if view is None or view in self._followed:
            return
        self._followed.append(view)
        name = view.objectName()
        view.destroyed.connect(lambda: self.seen.append((name, self.window.receivers(AFTER_FRAME_END))))

    def follow_loader(self, loader: QObject) -> None:
        """The views `loader` loads, now and later."""
        self.follow(loader.property("item"))
        QObject.connect(loader, SIGNAL("itemChanged()"), lambda: self.follow(loader.property("item")))

    def names(self) -> list[str]:
        return [name for name, _ in self.seen]


@pytest.mark.slow
def test_each_view_lets_go_of_the_windows_frames_as_it_goes(qtbot: Any) -> None:
    with program_window(qtbot, BAR_DICE) as (lobby, window):
        table = find(window, "table3d", seconds=10)
        if not table.property("layered"):
            pytest.skip("one view on this renderer: no backdrop views come and go")
        teardowns = Teardowns(window)
        teardowns.follow(table)
        teardowns.follow_loader(find(window, "backdropStandIn"))
        teardowns.follow_loader(find(window, "backdropLoader"))
        session = lobby.session
        assert session is not None
        session.speed = 4.0
        # a settled throw of the person's cuts to a close-up, whose picture a band view draws and then lets go
        for _ in range(12):
            wait_for_the_person(qtbot, session)
            if "backdropBand" in teardowns.names() or session.over:
                break
            click_item(window, find(window, "stopButton" if session.canStop else "rollButton"))
            qtbot.wait(200)
        qtbot.waitUntil(lambda: "backdropBand" in teardowns.names(), timeout=20_000)
        assert "tableBackdrop" in teardowns.names()
        QMetaObject.invokeMethod(find(window, "tablePage"), "leaveRequested")
        qtbot.waitUntil(lambda: "table3d" in teardowns.names(), timeout=10_000)
    # as the stand-in and each band view went, the table's view was still there; as the table's went (a band view
    # drawing at that moment goes with it, after it), none was
    wrong, table_gone = [], False
    for name, count in teardowns.seen:
        if count != WINDOW_OWN + (0 if table_gone or name == "table3d" else 1):
            wrong.append((name, count))
        table_gone = table_gone or name == "table3d"
    assert teardowns.names().count("backdropBand") >= 1 and not wrong, teardowns.seen


def test_every_view_of_the_program_is_one_that_lets_go() -> None:
    plain_views = [
        path.relative_to(QML_DIR).as_posix()
        for path in sorted(QML_DIR.rglob("*.qml"))
        if path.stem != LETTING_GO_VIEW and re.search(r"\bView3D\s*\{", path.read_text(encoding="utf-8"))
    ]
    assert (QML_DIR / f"{LETTING_GO_VIEW}.qml").is_file()
    assert not plain_views, f"a plain View3D would not let go of the window's frames as it goes: {plain_views}"
