"""The reading of the dice on the window: during the person's turn the readingLine says what the session's HUD
reads, whole or elided inside the window, in the hand tray between the table and the action bar, at the small
kiosk screen and at full HD. Screenshots land in tests/artifacts/ui/reading/: look at them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtQuick import QQuickItem

from .test_screenshots import _table_at_the_moment
from .test_table_window import ARTIFACTS, find, resize, screenshot

SIZES = ((1024, 600), (1920, 1080))


@pytest.mark.parametrize("game_id", ["bar-dice", "fives-to-the-right", "peekpoker"])
def test_the_reading_line_shows_the_reading_during_the_persons_turn(qtbot: Any, game_id: str) -> None:
    with _table_at_the_moment(qtbot, game_id) as win:
        session = find(win, "tablePage").property("session")
        reading = session.hud["reading"]
        assert reading, "the person's turn has dice on the table to read"
        if game_id == "peekpoker":  # their own screen: their own dice with the community's
            assert reading.startswith("Your hand: ")
        line = find(win, "readingLine")
        bar, tray = find(win, "actionBar"), find(win, "handTray")
        assert isinstance(line, QQuickItem) and isinstance(bar, QQuickItem) and isinstance(tray, QQuickItem)
        assert line.parentItem() is tray  # one place for the reading: beside the dice of the hand tray
        assert line.property("text") == reading
        for size in SIZES:
            resize(qtbot, win, size)
            screenshot(win, f"{game_id}-reading", ARTIFACTS / "reading")
            assert line.isVisible() and line.property("font").pixelSize() >= 14
            top_left = line.mapToScene(QPointF(0, 0))
            bottom_right = line.mapToScene(QPointF(line.width(), line.height()))
            assert top_left.x() >= 0 and bottom_right.x() <= win.width()
            # just above the action bar (the table is framed above the tray, so it is never over the dice)
            assert bottom_right.y() <= bar.mapToScene(QPointF(0, 0)).y() + 0.5
            assert line.property("contentHeight") <= line.height() + 0.5, "the line is not clipped"
            if line.property("implicitWidth") > line.width():
                assert line.property("truncated"), "a reading too long for the window is elided"
