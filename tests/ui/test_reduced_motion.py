"""Reduced motion everywhere: with the setting on, a page comes and goes at once (no slide), a popup or the table's
menu opens at once (no fade, zoom or slide) and a seat's plate does not pulse when its turn comes; with it off,
each of them moves (so the checks can see motion where there is some)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QObject
from PySide6.QtQuick import QQuickItem

from .conftest import program_window
from .test_table_window import find

pytestmark = pytest.mark.slow

MOTION = {"reduced-motion": True, "motion": False}


def still_at_once(popup: QObject) -> bool:
    """Open `popup` and say whether it is fully shown at once: no transition has it on its way in."""
    QMetaObject.invokeMethod(popup, "open")
    shown = (
        float(popup.property("opacity")) == 1.0
        and float(popup.property("scale")) == 1.0
        and float(popup.property("position") if popup.inherits("QQuickDrawer") else 1.0) == 1.0
    )
    return shown


@pytest.mark.parametrize("reduced", MOTION.values(), ids=MOTION.keys())
def test_pages_and_popups_come_at_once(qtbot: Any, reduced: bool) -> None:
    with program_window(qtbot, settings={"reduced_motion": reduced}) as (_, window):
        qtbot.wait(300)
        popup = find(window, "settingsPopup")
        assert still_at_once(popup) is reduced
        qtbot.waitUntil(lambda: bool(popup.property("opened")))
        QMetaObject.invokeMethod(popup, "close")
        qtbot.waitUntil(lambda: not popup.property("visible"))
        stack = find(window, "stack")
        QMetaObject.invokeMethod(find(window, "lobbyPage"), "leaderboardRequested")  # a page pushed (Main.qml)
        assert bool(stack.property("busy")) is not reduced
        qtbot.waitUntil(lambda: not stack.property("busy"))
        QMetaObject.invokeMethod(stack, "popCurrentItem")
        assert bool(stack.property("busy")) is not reduced
        qtbot.waitUntil(lambda: not stack.property("busy"))


SETUP = {
    "game": "bar-dice",
    "seats": [{"name": name, "human": False, "strength": "good"} for name in ("Ana", "Max", "Bo")],
}


@pytest.mark.parametrize("reduced", MOTION.values(), ids=MOTION.keys())
def test_the_tables_menu_and_plates_keep_still(qtbot: Any, reduced: bool) -> None:
    with program_window(qtbot, SETUP, settings={"reduced_motion": reduced}) as (lobby, window):
        session = lobby.session
        assert session is not None
        session.speed = 4.0
        plates = [find(window, f"seatPlate{k}") for k in range(3)]
        assert all(isinstance(plate, QQuickItem) for plate in plates)
        glowed = 0.0
        turns = set()
        for _ in range(400):  # a few turns change hands (up to 8 s)
            qtbot.wait(20)
            glowed = max([glowed, *(float(plate.property("glow")) for plate in plates)])
            turns.add(session.currentSeat)
            if len(turns) == 3 and (glowed > 0 or reduced):
                break
        assert len(turns) >= 2, "the turn passed on"
        assert (glowed == 0.0) is reduced
        menu = find(window, "menu")
        assert still_at_once(menu) is reduced
        qtbot.waitUntil(lambda: bool(menu.property("opened")))
        QMetaObject.invokeMethod(menu, "close")
        qtbot.waitUntil(lambda: not menu.property("visible"))
        session.speed = 1.0
